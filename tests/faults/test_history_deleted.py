"""A history deleted while the app runs (a clean-up, a sync tool) is written again in its
place, with every match, before anything else is stored: the matches stored before, a
competition saved at the desk, a name remembered and a match won after the deletion are all
in it at the next start, and the history window shows them meanwhile."""

from __future__ import annotations

from pathlib import Path

from scoreboard.competition import Competition, Format
from scoreboard.service.session import Session
from scoreboard.table.table import Table
from tests.faults.test_faults import make_ui
from tests.faults.test_history_faults import CONFIG, win_rack
from ui.adapters.controller import Controller


def _delete_history(data: Path) -> None:
    for extra in ("", "-wal", "-shm"):
        side = data / f"history.sqlite3{extra}"
        if side.exists():
            side.unlink()


def test_a_deleted_history_is_written_again_with_every_match(qtbot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    controller = Controller()
    session = Session.open(controller.table, data)
    ui = make_ui(controller, session, sound=False)
    qtbot.addWidget(ui.window)
    assert session.new_match(CONFIG)
    win_rack(controller, 0)
    win_rack(controller, 0)  # Ana wins, stored off the window's thread
    qtbot.waitUntil(lambda: not session.history_storing, timeout=10_000)
    first = session.match_id

    _delete_history(data)
    store = session.competition_store()
    assert store is not None
    cup = Competition("Club night", Format.SINGLE_ELIMINATION)
    for name in ("Ana", "Bea", "Cris", "Dani"):
        cup.add_entrant(name)
    store.save(cup)  # the desk saves the competition
    session.remember_players(["Zoe Núñez"])
    assert session.new_match(CONFIG)
    win_rack(controller, 1)
    win_rack(controller, 1)  # Bea wins the next match
    qtbot.waitUntil(lambda: not session.history_storing, timeout=10_000)
    second = session.match_id
    browsed = session.history_to_browse()
    shown = browsed.count_matches() if browsed is not None else None
    session.close()

    again = Session.open(Table(), data)
    assert again.history is not None
    kept = {row.match_id for row in again.history.list_matches()}
    stored = again.competition_store()
    competitions = [c.name for c in stored.list()] if stored is not None else []
    names = again.player_names()
    again.close()
    print(
        f"tried: history deleted mid-run; the history window showed {shown} matches; "
        f"next start: matches {len(kept)}, competitions {competitions}, names {names}"
    )
    assert shown == 2
    assert kept == {first, second}
    assert competitions == ["Club night"]
    assert "Zoe Núñez" in names


def test_a_history_deleted_while_a_store_waits_is_stored_into_again(qtbot, tmp_path: Path) -> None:
    """The store of a won match waits for a lock; meanwhile the history is deleted. What the
    store then writes goes with the deleted file: it is not taken as stored, and the match
    goes into the history put back in place (here at once, as the app closes)."""
    from tests.faults.test_history_store_never_blocks import (
        NINE_ON_BREAK,
        ONE_RACK,
        HistoryHeld,
    )

    data = tmp_path / "data"
    Session.open(Table(), data).close()
    held = HistoryHeld(data / "history.sqlite3")
    controller = Controller()
    session = Session.open(controller.table, data)
    ui = make_ui(controller, session, sound=False)
    qtbot.addWidget(ui.window)
    try:
        assert session.new_match(ONE_RACK)
        match_id = session.match_id
        assert controller.table.shot(NINE_ON_BREAK)
        assert session.history_storing  # waiting for the lock, on the history's thread
        _delete_history(data)
        held.release()  # the store goes on, into the file that is gone
        qtbot.waitUntil(lambda: not session.history_storing, timeout=30_000)
    finally:
        held.release()
        session.close()  # nothing else touched the history in between
    again = Session.open(Table(), data)
    try:
        assert again.history is not None and again.history.has_match(match_id)
    finally:
        again.close()
