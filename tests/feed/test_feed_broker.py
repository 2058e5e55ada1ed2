"""Two scorekeepers and a desk on a real Mosquitto: assignments go out, scores come in,
results advance the bracket; the broker dies in mid-match and nothing is lost or doubled."""

from __future__ import annotations

from pathlib import Path

import paho.mqtt.client as mqtt

from scoreboard.competition import State
from tests.feed.broker import Broker, Cable, Pump
from tests.feed.venue import NAMES, Desk, Scorekeeper, venue


def test_two_tables_and_a_desk_run_part_of_a_competition(
    qapp, tmp_path: Path, broker: Broker
) -> None:
    pump, desk, (t1, t2) = venue(tmp_path, broker)
    s1, s2 = desk.assign_next(1), desk.assign_next(2)
    pump.until(
        lambda: t1.feed.assignment is not None and t2.feed.assignment is not None,
        what="assignments",
    )
    assert t1.feed.assignment.slot == s1 and t2.feed.assignment.slot == s2
    assert set(t1.feed.assignment.players) | set(t2.feed.assignment.players) == set(NAMES)
    t1.start_assigned()
    t2.start_assigned()
    t1.take_rack(0)
    pump.until(
        lambda: (
            (desk.feed.tables.get(1) and desk.feed.tables[1].state or {})
            .get("players", [{}])[0]
            .get("racks_won")
            == 1
        ),
        what="score at the desk",
    )
    view = desk.feed.tables[1]
    assert view.online is True
    assert [p["name"] for p in view.state["players"]] == list(t1.feed.assignment.players)

    t1.win(0, other_racks=1)
    t2.win(1)
    pump.until(lambda: len(desk.feed.applied) == 2, what="both results applied")
    pump.until(lambda: not t1.outbox.pending() and not t2.outbox.pending(), what="acks")
    for slot_id, keeper, winner in ((s1, t1, 0), (s2, t2, 1)):
        slot = desk.c.slot(slot_id)
        assert slot.state is State.FINISHED
        assert desk.c.entrant(slot.winner) == keeper.feed.assignment.players[winner]
        assert slot.result.history_id == keeper.match_id
    final = desk.c.ready()
    assert len(final) == 1
    assert {desk.c.entrant(p) for p in final[0].players} == {
        t1.feed.assignment.players[0],
        t2.feed.assignment.players[1],
    }
    assert desk.ledger.count() == 2
    assert desk.feed.rejected == 0


def test_the_broker_dies_in_mid_match_nothing_lost_or_doubled(
    qapp, tmp_path: Path, broker: Broker
) -> None:
    pump, desk, (t1, t2) = venue(tmp_path, broker)
    s1 = desk.assign_next(1)
    s2 = desk.assign_next(2)
    pump.until(lambda: t1.feed.assignment and t2.feed.assignment, what="assignments")
    t1.start_assigned()
    t2.start_assigned()
    t1.take_rack(1)
    pump.settle(0.3)

    broker.kill()
    pump.until(lambda: not t1.feed.online and not desk.feed.online, what="offline")
    # the tables score on: one finishes its match while the broker is down
    t1.win(0, other_racks=0)
    t2.take_rack(0)
    assert len(t1.outbox.pending()) == 1
    pump.settle(0.5)

    broker.start()
    pump.until(
        lambda: t1.feed.online and t2.feed.online and desk.feed.online,
        timeout=20,
        what="back online",
    )
    pump.until(lambda: not t1.outbox.pending(), timeout=20, what="result acknowledged")
    t2.win(1)
    pump.until(lambda: not t2.outbox.pending(), timeout=20, what="second result")
    # the same results sent again (as at every reconnection) change nothing
    t1.feed.resend()
    t1.outbox.db.execute("UPDATE outbox SET acked = NULL")
    t1.feed.resend()
    pump.until(lambda: not t1.outbox.pending(), what="acknowledged again")
    pump.settle(0.3)
    assert len(set(desk.feed.applied)) == len(desk.feed.applied)  # none applied twice
    assert len(desk.feed.applied) == 2 == desk.ledger.count()
    assert desk.c.slot(s1).state is State.FINISHED and desk.c.slot(s2).state is State.FINISHED
    assert len(desk.c.results) == 2

    # retained state is right afterwards: a desk that joins now sees both tables as they are
    late = Desk(pump, broker.url, tmp_path, client_id="late-desk")
    pump.until(
        lambda: all(
            late.feed.tables.get(n) and late.feed.tables[n].state and late.feed.tables[n].online
            for n in (1, 2)
        ),
        what="retained",
    )
    for keeper in (t1, t2):
        doc = late.feed.tables[keeper.number].state
        snap = keeper.controller.snapshot
        assert doc["match"]["over"] is True
        assert [p["racks_won"] for p in doc["players"]] == list(snap.players.racks_won)
        assert doc["venue"]["id"] == "club-test" and doc["table_number"] == keeper.number
    assert late.ledger.count() == 0  # results are not retained: they went to the desk once


def test_a_table_that_closes_says_offline_through_its_will(
    qapp, tmp_path: Path, broker: Broker
) -> None:
    pump, desk, (t1, t2) = venue(tmp_path, broker)
    pump.until(lambda: desk.feed.tables.get(2) and desk.feed.tables[2].online, what="t2 online")
    # the process dies without a goodbye: the broker publishes the table's last will
    t2.feed.connection.client._sock.close()  # the network is cut under paho
    pump.until(lambda: desk.feed.tables[2].online is False, timeout=30, what="will")
    assert desk.feed.tables.get(1).online is True


def test_a_hostile_client_is_logged_and_ignored(
    qapp, tmp_path: Path, broker: Broker, caplog
) -> None:
    pump, desk, (t1, t2) = venue(tmp_path, broker)
    s1 = desk.assign_next(1)
    pump.until(lambda: t1.feed.assignment is not None, what="assignment")
    t1.start_assigned()
    pump.until(lambda: desk.feed.tables.get(1) and desk.feed.tables[1].state, what="state")
    before = dict(desk.feed.tables[1].state)

    evil = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="evil")
    evil.connect("127.0.0.1", broker.port)
    evil.loop_start()
    good = t1.feed.assignment
    base = "pool-scoreboard/club-test/table/1/"
    junk = [
        b"",
        b"\xff\xfe",
        b"null",
        b"[1,2]",
        b"{",
        b"x" * 200_000,
        b'{"format": 1}',
        b'{"format":"pool-scoreboard-state","version":2}',
        b'{"format":"pool-scoreboard-result","version":1,"result_id":"a/b"}',
        b'{"format":"pool-scoreboard-state","version":1,"seq":1,"generated_ms":1,'
        b'"table_number":1,"match":{"discipline":"x","started":true,"over":false,"winner":7}}',
        b'{"format":"pool-scoreboard-online","version":1,"online":NaN}',
        b'{"format":"pool-scoreboard-ack","version":1,"result_id":"' + b"z" * 500 + b'"}',
        b'{"a":' * 10_000 + b"1" + b"}" * 10_000,
    ]
    for kind in ("state", "events", "result", "online", "assignment", "ack", "other"):
        for payload in junk:
            evil.publish(base + kind, payload, qos=1)
    # a result naming another table than its topic, and one for a slot it does not fit
    evil.publish(
        base + "result",
        (
            b'{"format":"pool-scoreboard-result","version":1,"result_id":"r1","match_id":"m1",'
            b'"table":2,"players":["A","B"],"racks":[3,0],"winner":0,"finished_ms":1,'
            b'"competition":null,"slot":null}'
        ),
        qos=1,
    )
    evil.publish("pool-scoreboard/other-venue/table/1/state", b"{}", qos=1)
    evil.publish("pool-scoreboard/club-test/table/1/state/../x", b"{}", qos=1)
    evil.publish("pool-scoreboard/club-test/table/01/state", b"{}", qos=1)
    for info in [evil.publish(base + "ack", b"{}", qos=1)]:
        info.wait_for_publish(5)
    # every junk result is read and refused; junk states and flags may be replaced by newer
    # junk before they are read (only a table's newest state counts), then refused or not read
    pump.until(lambda: desk.feed.rejected >= 14 and t1.feed.rejected >= 10, what="rejections")
    pump.settle(0.5)
    evil.loop_stop()
    evil.disconnect()

    assert t1.feed.assignment == good  # the garbage emptied or replaced no assignment...
    assert desk.c.slot(s1).state is State.ON_TABLE  # ...entered no result
    assert desk.ledger.count() == 0 and desk.feed.applied == []
    assert desk.feed.tables[1].online is True
    assert desk.feed.tables[1].state["players"] == before["players"]
    assert "ignored" in caplog.text
    # and the feed still works: the real result goes in
    t1.win(0)
    pump.until(lambda: desk.c.slot(s1).state is State.FINISHED, what="real result")


def test_a_table_whose_network_drops_while_it_finishes_a_match(
    qapp, tmp_path: Path, broker: Broker
) -> None:
    cable = Cable(broker.port)
    pump = Pump()
    desk = Desk(pump, broker.url, tmp_path)
    table = Scorekeeper(pump, cable.url, tmp_path, 1)
    try:
        pump.until(lambda: desk.feed.online and table.feed.online, what="online")
        slot_id = desk.assign_next(1)
        pump.until(lambda: table.feed.assignment is not None, what="assignment")
        table.start_assigned()
        table.take_rack(0)
        pump.until(lambda: 1 in desk.feed.tables and desk.feed.tables[1].online, what="seen")
        cable.cut()
        pump.until(lambda: not table.feed.online, what="table offline")
        pump.until(lambda: desk.feed.tables[1].online is False, what="the will, at the desk")
        table.win(1, other_racks=0)  # scored on while unplugged
        assert table.controller.snapshot.winner == 1
        assert len(table.outbox.pending()) == 1
        pump.settle(0.5)
        assert desk.c.slot(slot_id).state is State.ON_TABLE
        cable.mend()
        pump.until(lambda: not table.outbox.pending(), timeout=20, what="caught up")
        slot = desk.c.slot(slot_id)
        assert slot.state is State.FINISHED
        assert desk.c.entrant(slot.winner) == table.feed.assignment.players[1]
        view = desk.feed.tables[1]
        pump.until(
            lambda: view.online and view.state is not None and view.state["match"]["over"],
            what="back, retained",
        )
        assert desk.ledger.count() == 1
    finally:
        cable.close()
