"""A second result for a finished match, over a real Mosquitto to the desk window: "already
there" (acknowledged as applied, nothing said, nothing changed) only if it is the same result;
another score (9–9 too), another winner, or the players swapped with the racks left as they
were, is a conflict: the bracket keeps the real result, the desk's status bar says so, the
acknowledgement says ``"conflict": true`` with what the bracket holds, and nothing is recorded
as dealt with. The same holds for a result sent under the id of the one entered."""

from __future__ import annotations

import json
from pathlib import Path

import paho.mqtt.client as mqtt
import pytest

from scoreboard.competition import State
from scoreboard.feed import topics
from scoreboard.feed.messages import ResultMessage
from scoreboard.feed.table import result_id
from tests.feed.broker import Broker, Pump
from tests.feed.venue import VENUE, Scorekeeper, desk_with_competition


def played(qtbot, tmp_path: Path, broker: Broker):
    """The desk window on the feed; table 1 played its assigned match and won it race–0
    for its first player; the result is in and acknowledged. (desk, control, competition,
    pump, table, slot id)."""
    desk, control, c = desk_with_competition(qtbot, tmp_path, "Open")
    pump = Pump()
    table = Scorekeeper(pump, broker.url, tmp_path, 1)
    assert control.start(broker.url, VENUE)
    first = c.ready()[0]
    assert desk.assign(first.id, 1)
    qtbot.waitUntil(lambda: (pump.drain(), table.feed.assignment is not None)[1], timeout=10000)
    table.start_assigned()
    table.win(0)

    def entered() -> None:
        pump.drain()
        assert c.slot(first.id).state is State.FINISHED
        assert table.feed.outbox.pending() == []  # acknowledged

    qtbot.waitUntil(entered, timeout=15000)
    return desk, control, c, pump, table, first.id


class Table1:
    """Another client writing table 1's topics (an open broker lets it), reading its acks."""

    def __init__(self, port: int) -> None:
        self.acks: list[dict] = []
        self.client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="second-sender")
        self.client.on_message = lambda _c, _u, m: self.acks.append(json.loads(m.payload))
        self.client.connect("127.0.0.1", port)
        self.client.loop_start()
        self.client.subscribe(topics.table_topic(VENUE, 1, "ack"), 1)

    def send(self, message: ResultMessage) -> None:
        topic = topics.table_topic(VENUE, 1, "result")
        self.client.publish(topic, message.payload(), qos=1).wait_for_publish(5)

    def ack_of(self, rid: str) -> dict | None:
        return next((a for a in self.acks if a["result_id"] == rid), None)

    def close(self) -> None:
        self.client.loop_stop()
        self.client.disconnect()


def variant(case: str, real: ResultMessage, race: int) -> ResultMessage:
    a, b = real.players
    racks, winner, players, rid = {
        "same result, another id": ((race, 0), 0, (a, b), real.result_id + "-again"),
        "same result, players swapped": ((0, race), 1, (b, a), None),
        "different score": ((9, 9), 0, (a, b), None),
        "different score, same result id": ((9, 9), 0, (a, b), real.result_id),
        "different winner": ((0, race), 1, (a, b), None),
        "players swapped, racks as they were": ((race, 0), 0, (b, a), None),
    }[case]
    return ResultMessage(
        result_id=rid or result_id(real.match_id, racks, winner),
        match_id=real.match_id,
        table=1,
        players=players,
        racks=racks,
        winner=winner,
        finished_ms=real.finished_ms + 1,
        competition=real.competition,
        slot=real.slot,
    )


SAME = ("same result, another id", "same result, players swapped")
CONFLICTS = (
    "different score",
    "different score, same result id",
    "different winner",
    "players swapped, racks as they were",
)


@pytest.mark.parametrize("case", SAME + CONFLICTS)
def test_a_second_result_for_a_finished_match_is_taken_only_if_it_is_the_same(
    qtbot, tmp_path: Path, broker: Broker, case: str
) -> None:
    desk, control, c, pump, table, slot = played(qtbot, tmp_path, broker)
    sender = Table1(broker.port)
    try:
        real = control.ledger.result(table.feed.acknowledged[0])
        assert real is not None
        race = c.slot(slot).race
        second = variant(case, real, race)
        before = [(s.id, s.state, s.result) for s in c.slots()]
        recorded = control.ledger.count()
        refused = len(control.feed.refused)
        desk.statusBar().clearMessage()
        sender.send(second)
        qtbot.waitUntil(
            lambda: (pump.drain(), sender.ack_of(second.result_id) is not None)[1], timeout=10000
        )
        ack = sender.ack_of(second.result_id)
        assert [(s.id, s.state, s.result) for s in c.slots()] == before  # the bracket kept
        status = desk.statusBar().currentMessage()
        if case in SAME:
            assert ack["applied"] is True and "conflict" not in ack
            assert status == ""  # nothing new: not announced as entered again
            assert len(control.feed.refused) == refused
        else:
            held = [race, 0] if second.players == real.players else [0, race]
            assert ack["applied"] is False and ack["conflict"] is True and ack["held"] == held
            a, b = second.players
            assert status.endswith(
                f"{a} {second.racks[0]} – {second.racks[1]} {b} (a conflict: the bracket holds "
                f"{a} {held[0]} – {held[1]} {b}; correct it by hand if this one is right)"
            )
            assert control.feed.refused[-1].conflict
            assert control.ledger.count() == recorded  # not dealt with: it can come again
    finally:
        sender.close()
        control.stop()
        table.feed.stop()


def test_a_table_that_wins_its_match_again_with_another_score_is_told_of_the_conflict(
    qtbot, tmp_path: Path, broker: Broker
) -> None:
    """The scorekeeper undoes the winning rack after the result went in and wins the match
    again with another score: the desk keeps the result it has and says so, and the table
    hears it is a conflict, with what the desk holds."""
    desk, control, c, pump, table, slot = played(qtbot, tmp_path, broker)
    heard: list[tuple[ResultMessage, tuple[int, int] | None]] = []
    table.feed.on_conflict = lambda sent, held: heard.append((sent, held))
    try:
        race = c.slot(slot).race
        assert table.controller.table.undo()
        table.win(0, other_racks=1)
        qtbot.waitUntil(lambda: (pump.drain(), bool(heard))[1], timeout=15000)
        sent, held = heard[0]
        assert sent.racks == (race, 1) and held == (race, 0)
        assert c.slot(slot).result.racks == (race, 0)
        assert "a conflict: the bracket holds" in desk.statusBar().currentMessage()
        assert table.feed.outbox.pending() == []  # told once: it stops sending it
    finally:
        control.stop()
        table.feed.stop()
