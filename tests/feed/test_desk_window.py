"""The desk window across machines: it lists the tables on the feed live, its assignments
reach the tables, and the tables' results advance its bracket by themselves."""

from __future__ import annotations

from pathlib import Path

from scoreboard.competition import State
from tests.feed.broker import Broker, Pump
from tests.feed.venue import VENUE, Scorekeeper, desk_with_competition


def test_the_desk_assigns_over_the_feed_and_takes_the_results(
    qtbot, tmp_path: Path, broker: Broker
) -> None:
    desk, control, c = desk_with_competition(qtbot, tmp_path, "Open")
    pump = Pump()
    tables = [Scorekeeper(pump, broker.url, tmp_path, n) for n in (1, 2)]
    try:
        assert control.start(broker.url, VENUE)
        first, second = c.ready()[:2]
        assert desk.assign(first.id, 1) and desk.assign(second.id, 2)

        def assigned() -> None:
            pump.drain()
            assert all(t.feed.assignment is not None for t in tables)

        qtbot.waitUntil(assigned, timeout=10000)
        assert tables[0].feed.assignment.slot == first.id
        players = tables[0].feed.assignment.players
        for t in tables:
            t.start_assigned()
        tables[0].take_rack(1)

        def listed() -> None:
            pump.drain()
            lines = [control.list.item(i).text() for i in range(control.list.count())]
            assert len(lines) == 2
            a = tables[0].feed.assignment.players
            assert lines[0] == f"Table 1: {a[0]} 0 – 1 {a[1]}"

        qtbot.waitUntil(listed, timeout=10000)
        desk.grab().save(str(tmp_path / "desk-feed.png"))

        tables[0].win(0, other_racks=0)
        tables[1].feed.stop()  # table 2 goes away: flagged at the desk

        def done() -> None:
            pump.drain()
            assert c.slot(first.id).state is State.FINISHED
            assert "OFFLINE" in control.list.item(1).text()

        qtbot.waitUntil(done, timeout=15000)
        assert c.entrant(c.slot(first.id).winner) == players[0]
        # the finished match's table is freed: its assignment is cleared on the feed
        qtbot.waitUntil(lambda: (pump.drain(), tables[0].feed.assignment is None)[1], timeout=10000)
        assert control.ledger.count() == 1
    finally:
        control.stop()
        for t in tables:
            t.feed.stop()


def test_between_rounds_the_venue_board_shows_the_bracket(qtbot, tmp_path: Path) -> None:
    desk, control, c = desk_with_competition(qtbot, tmp_path, "Open")
    board = control.open_board()
    qtbot.addWidget(board)
    assert board.stack.currentWidget() is board.bracket  # no table is playing
    # a table playing: the grid of tables instead
    from scoreboard.feed.desk import TableView

    playing = {
        "match": {"started": True, "over": False, "winner": None, "discipline": "nine-ball"},
        "players": [
            {"name": "Ana Ruiz", "racks_won": 1, "race": 4},
            {"name": "Dora Vidal", "racks_won": 0, "race": 4},
        ],
        "table": {"at_table": 0},
    }
    board.tables = lambda: {1: TableView(1, playing, True)}
    board.refresh()
    assert board.stack.currentWidget() is board.grid_page
    assert [n.text() for n in board.cards[0].names] == ["▶ Ana Ruiz", "Dora Vidal"]
    board.grab().save(str(tmp_path / "board-one-table.png"))
