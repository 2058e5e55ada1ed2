"""The history left for later (``Session.open(history_later=True)``): the app paints its windows
first, then opens the history; what the opening finds is told as when it is opened at once."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

from scoreboard.files.paths import ProblemCode
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from scoreboard.table.table import Table

ROOT = Path(__file__).resolve().parents[2]
CONFIG = MatchConfig(players=("Ana", "José"), discipline="nine-ball", race=(1, 1), breaker=0)


def test_a_session_that_opens_its_history_later_loads_none_of_the_historys_modules_until_then(
    tmp_path: Path,
) -> None:
    """Opened with the history left for later, a session reads its settings and starts a
    match with neither the history's modules nor the ratings' loaded and no history file
    made; :meth:`Session.open_history` then opens (here: creates) it."""
    script = textwrap.dedent(
        f"""
        import sys
        from pathlib import Path
        from scoreboard.match.match import MatchConfig
        from scoreboard.service.session import Session
        from scoreboard.table.table import Table

        data = Path({str(tmp_path)!r})
        session = Session.open(Table(), data, check_later=True, history_later=True)
        assert session.new_match(
            MatchConfig(players=("Ana", "José"), discipline="nine-ball", breaker=0)
        )
        later = ("scoreboard.history.database", "scoreboard.players.registry", "scoreboard.ratings", "sqlite3")
        print("loaded", *[m for m in later if m in sys.modules])
        print("file", (data / "history.sqlite3").exists(), session.history is None)
        session.open_history()
        print("opened", (data / "history.sqlite3").exists(), session.history is not None)
        session.close()
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == ["loaded", "file False True", "opened True True"]


def _damaged(folder: Path) -> Path:
    folder.mkdir()
    db = folder / "history.sqlite3"
    db.write_bytes(b"not a history at all" * 300)
    return db


def test_damage_found_when_the_history_is_opened_later_is_told_as_at_once(tmp_path: Path) -> None:
    """A history file that is not a database: opened later, the same problem is told (the
    file put aside, a new history started) as when it is opened with the session."""
    damaged = _damaged(tmp_path / "later").read_bytes()
    shutil.copytree(tmp_path / "later", tmp_path / "at-once")

    at_once = Session.open(Table(), tmp_path / "at-once", check_later=True)
    later = Session.open(Table(), tmp_path / "later", check_later=True, history_later=True)
    assert later.problems == [] and later.history is None  # nothing read yet
    later.open_history()
    later.open_history()  # the second time: nothing
    assert [p.code for p in later.problems] == [p.code for p in at_once.problems]
    (problem,) = later.problems
    assert problem.code is ProblemCode.HISTORY_CORRUPT
    assert problem.kept_aside is not None and problem.kept_aside.read_bytes() == damaged
    assert later.history is not None and later.history.count_matches() == 0
    at_once.close()
    later.close()


def test_the_check_and_the_won_matches_found_at_start_open_a_history_left_for_later(
    tmp_path: Path,
) -> None:
    """The history's check, and the storing of the won matches found at start, open the
    history first when nothing opened it yet."""
    session = Session.open(Table(), tmp_path / "a", check_later=True, history_later=True)
    session.check_history()
    assert session.history is not None and session.history_checked
    session.close()

    again = Session.open(Table(), tmp_path / "b", check_later=True, history_later=True)
    assert again.won_journals_pending
    again.store_won_journals()
    assert again.history is not None and not again.won_journals_pending
    again.close()


def test_a_match_started_before_the_history_is_opened_is_stored_once_won(tmp_path: Path) -> None:
    """The history opens under a match already in play (the app's demonstration match, played
    before the windows): won after it, the match is stored as ever."""
    from rules import Pocket, Pocketed, Shot

    table = Table()
    session = Session.open(table, tmp_path, check_later=True, history_later=True)
    assert session.new_match(CONFIG)
    match_id = session.match_id
    session.open_history()
    session.check_history()
    session.store_won_journals()
    table.shot(Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=2))
    assert table.snapshot.winner == 0
    assert session.history is not None and match_id is not None
    assert session.history.has_match(match_id)
    session.close()
