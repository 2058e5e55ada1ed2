"""The desk checks who speaks, on a real Mosquitto with and without the example ACL: a result
counts only from the table its slot is on; every forgery (another table's result for a slot,
for a slot on no table, a copy of a result already entered, a table number that is not the
topic's, another login's topic) is refused and the bracket stays as it was; the real result
still goes in afterwards. Retained junk from a table nobody knows is shown apart and can be
removed (and its retained messages cleared)."""

from __future__ import annotations

import logging
from pathlib import Path

import paho.mqtt.client as mqtt
import pytest

from scoreboard.competition import State
from scoreboard.feed import topics
from scoreboard.feed.client import Received
from scoreboard.feed.desk import DeskFeed
from scoreboard.feed.messages import ResultMessage, online_payload
from scoreboard.feed.outbox import Ledger
from scoreboard.feed.table import result_id
from scoreboard.table.state import state_document
from tests.feed.broker import Broker, Pump, login_url, secured_broker
from tests.feed.venue import VENUE, Desk, Scorekeeper

PASSWORDS = {"desk": "desk-pw", "table-1": "t1-pw", "table-2": "t2-pw"}


def raw(port: int, user: str | None = None, password: str | None = None) -> mqtt.Client:
    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=f"raw-{user or 'anonymous'}")
    if user:
        c.username_pw_set(user, password)
    c.connect("127.0.0.1", port)
    c.loop_start()
    return c


def bracket(desk: Desk) -> list[tuple[str, str, object]]:
    return [(s.id, s.state.value, s.result) for s in desk.c.slots()]


@pytest.fixture(params=["open", "acl"])
def hall(request: pytest.FixtureRequest, tmp_path: Path, broker: Broker):
    """(broker, url of a login) for an open broker and for one with the example ACL."""
    if request.param == "open":
        yield broker, (lambda user: broker.url), request.param
        return
    folder = tmp_path / "secured"
    folder.mkdir()
    secured = secured_broker(folder, VENUE, PASSWORDS, 2)
    try:
        yield secured, (lambda user: login_url(secured, user, PASSWORDS[user])), request.param
    finally:
        secured.kill()


def test_a_result_counts_only_from_the_table_its_slot_is_on(
    qapp, tmp_path: Path, hall, caplog
) -> None:
    broker, url, _kind = hall
    caplog.set_level(logging.WARNING, "scoreboard.feed")
    pump = Pump()
    desk = Desk(pump, url("desk"), tmp_path)
    t1 = Scorekeeper(pump, url("table-1"), tmp_path, 1)
    t2 = Scorekeeper(pump, url("table-2"), tmp_path, 2)
    pump.until(lambda: desk.feed.online and t1.feed.online and t2.feed.online, what="online")
    s1, s2 = desk.assign_next(1), desk.assign_next(2)
    pump.until(lambda: t1.feed.assignment and t2.feed.assignment, what="assignments")
    t1.start_assigned()
    t2.start_assigned()
    assert t1.match_id is not None
    desk.c.release_table(s2)  # table 2's match is taken off it at the desk
    slot1 = desk.c.slot(s1)
    names = (desk.c.entrant(slot1.top), desk.c.entrant(slot1.bottom))
    race = slot1.race
    slot2 = desk.c.slot(s2)
    before = bracket(desk)

    acks: list[bytes] = []
    table2 = raw(broker.port, "table-2", PASSWORDS["table-2"])
    table2.on_message = lambda c, u, m: acks.append(bytes(m.payload))
    table2.subscribe(topics.table_topic(VENUE, 2, "ack"), 1)
    base = f"pool-scoreboard/{VENUE}/table/"

    def forged(
        table: int, slot: str, match_id: str, rid: str | None = None, winner: int = 1
    ) -> bytes:
        racks = (0, race) if winner else (race, 0)
        players = names if slot == s1 else (desk.c.entrant(slot2.top), desk.c.entrant(slot2.bottom))
        return ResultMessage(
            result_id=rid or result_id(match_id, racks, winner),
            match_id=match_id,
            table=table,
            players=players,
            racks=racks,
            winner=winner,
            finished_ms=1,
            competition=desk.c.uid,
            slot=slot,
        ).payload()

    # the real result's own id, from the wrong table, before the real one is sent
    real_id = result_id(t1.match_id, (race, 0), 0)
    forgeries = [
        (base + "2/result", forged(2, s1, t1.match_id, real_id)),  # slot on table 1
        (base + "2/result", forged(2, s1, "m-forged")),
        (base + "2/result", forged(1, s1, "m-lies")),  # names table 1 on table 2's topic
        (base + "2/result", forged(2, s2, "m-off")),  # its slot is on no table any more
    ]
    for topic, payload in forgeries:
        table2.publish(topic, payload, qos=1).wait_for_publish(5)
    expected = 3
    pump.until(
        lambda: len(desk.feed.refused) >= expected and desk.feed.rejected >= 1, what="refusals"
    )
    pump.settle(0.5)

    assert bracket(desk) == before  # nothing entered
    assert desk.feed.applied == [] and desk.ledger.count() == 0
    refused = [(r.table, r.result.slot) for r in desk.feed.refused]
    assert refused.count((2, s1)) == 2 and (2, s2) in refused
    assert all(r.table == 2 for r in desk.feed.refused)
    assert "refused" in caplog.text and f"slot {s1} is on table 1, not on table 2" in caplog.text
    pump.until(lambda: len(acks) >= expected, what="table 2 told the results are not applied")
    assert all(b'"applied":false' in a for a in acks)

    # the real result from table 1 goes in, though its id was forged from table 2 first
    t1.win(0)
    pump.until(lambda: desk.c.slot(s1).state is State.FINISHED, what="the real result")
    assert desk.c.slot(s1).result.history_id == t1.match_id
    assert desk.c.entrant(desk.c.slot(s1).winner) == names[0]
    assert desk.c.slot(s2).state is State.READY
    # a copy of the entered result from table 2: refused, nothing changes
    after = bracket(desk)
    refusals = len(desk.feed.refused)
    table2.publish(base + "2/result", forged(2, s1, t1.match_id, real_id, winner=0), qos=1)
    pump.until(lambda: len(desk.feed.refused) > refusals, what="the copy refused")
    assert "reported by table 1" in desk.feed.refused[-1].why
    assert bracket(desk) == after
    table2.loop_stop()
    table2.disconnect()


def test_the_topic_of_another_login_carries_nothing_under_the_acl(
    qapp, tmp_path: Path, broker: Broker
) -> None:
    """Without an ACL the topic is the only name a table has; with it, table 2's login
    cannot write table 1's result topic at all (the broker drops it)."""
    folder = tmp_path / "secured"
    folder.mkdir()
    secured = secured_broker(folder, VENUE, PASSWORDS, 2)
    pump = Pump()
    try:
        desk = Desk(pump, login_url(secured, "desk", PASSWORDS["desk"]), tmp_path)
        pump.until(lambda: desk.feed.online, what="desk online")
        s1 = desk.assign_next(1)
        slot = desk.c.slot(s1)
        names = (desk.c.entrant(slot.top), desk.c.entrant(slot.bottom))
        fake = ResultMessage(
            "r-fake", "m-fake", 1, names, (slot.race, 0), 0, 1, desk.c.uid, s1
        ).payload()
        table2 = raw(secured.port, "table-2", PASSWORDS["table-2"])
        table2.publish(f"pool-scoreboard/{VENUE}/table/1/result", fake, qos=1).wait_for_publish(5)
        pump.settle(1.0)
        table2.loop_stop()
        table2.disconnect()
        assert desk.c.slot(s1).state is State.ON_TABLE
        assert desk.feed.applied == [] and desk.feed.refused == []
    finally:
        pump.close()
        secured.kill()


def state_of(table: int) -> bytes:
    from scoreboard.table.state import Place
    from ui.adapters.controller import Controller

    doc = state_document(
        Controller().snapshot, seq=1, now=1.0, place=Place(venue_id=VENUE, table=table)
    )
    import json

    return json.dumps(doc).encode()


def test_a_table_nobody_knows_is_shown_apart_and_can_be_removed(
    qapp, tmp_path: Path, broker: Broker
) -> None:
    junk = raw(broker.port)
    base = f"pool-scoreboard/{VENUE}/table/"
    junk.publish(base + "3/state", state_of(3), qos=1, retain=True).wait_for_publish(5)
    junk.publish(base + "3/online", online_payload(True), qos=1, retain=True).wait_for_publish(5)
    junk.loop_stop()
    junk.disconnect()
    pump = Pump()
    desk = Desk(pump, broker.url, tmp_path)
    t1 = Scorekeeper(pump, broker.url, tmp_path, 1)
    desk.feed.known = {1, 2}
    pump.until(lambda: 3 in desk.feed.tables and 1 in desk.feed.tables, what="tables")
    assert desk.feed.apart() == [3]
    desk.feed.remove(3)
    assert 3 not in desk.feed.tables and desk.feed.apart() == []
    pump.settle(0.5)
    assert 3 not in desk.feed.tables  # the echo of the clearing brings nothing back
    # cleared on the broker: a desk joining now never sees table 3
    late = Desk(pump, broker.url, tmp_path, client_id="late")
    pump.until(lambda: 1 in late.feed.tables and late.feed.tables[1].online, what="late desk")
    pump.settle(0.5)
    assert sorted(late.feed.tables) == [1]
    assert t1.feed.online


def test_a_removed_table_stays_off_until_it_speaks_again(tmp_path: Path) -> None:
    """Where the ACL keeps the desk from clearing them, a removed table's retained messages
    come back at every reconnection: they are ignored; a new message brings it back."""
    from scoreboard.feed.client import parse_address

    feed = DeskFeed(
        parse_address("mqtt://127.0.0.1:1"), VENUE, Ledger(tmp_path / "l.sqlite"), print, bool
    )
    data = {"format": "pool-scoreboard-online", "version": 1, "online": True}
    feed.handle(Received(VENUE, 3, "online", data, 10, retained=True))
    assert feed.tables[3].status == "online"
    feed.remove(3)
    feed.handle(Received(VENUE, 3, "online", data, 10, retained=True))
    assert 3 not in feed.tables
    feed.handle(Received(VENUE, 3, "online", data, 10, retained=False))
    assert feed.tables[3].status == "online"
