"""The reported ways a data file went wrong at start, each as it was found: something that is
not a file where the history, the settings or a journal should be; a damaged file put aside
more than once, or written into before; a journal whose good entries were hidden by one huge
line; a damaged settings file on a full disk.

Every data file is opened the one way (``scoreboard.files.paths.open_regular``) and put aside the one
way (``scoreboard.files.paths.put_aside``); ``test_file_matrix.py`` tries the whole class.
"""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from scoreboard.files.paths import ProblemCode
from scoreboard.history.database import HistoryDB, open_or_recover
from scoreboard.service.session import Session
from scoreboard.service.settings import SettingsFile
from scoreboard.table.journal import Journal, dump_line
from scoreboard.table.table import Table
from tests.faults.test_faults import _tmpfs
from tests.faults.test_file_matrix import BREAK, CONFIG, HUGE, MISS, start


def in_time(work: Callable[[], Any], seconds: float = 30) -> Any:
    """``work()``'s result; it must not wait (a named pipe with no writer)."""
    out: list[Any] = []
    thread = threading.Thread(target=lambda: out.append(work()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert out, "still waiting"
    return out[0]


def opened(data: Path, then: Callable[[Session], Any] | None = None) -> dict[str, Any]:
    """Open a session on ``data`` (it must not wait), run ``then`` on it, close it: what it
    found."""

    def work() -> dict[str, Any]:
        session = Session.open(Table(), data)
        try:
            history = session.history
            return {
                "problems": [(p.code, p.path.name) for p in session.problems],
                "kept": [p.kept_aside for p in session.problems],
                "io_error": session.io_error,
                "matches": None if history is None else history.count_matches(),
                "theme": session.settings.theme,
                "then": then(session) if then is not None else None,
            }
        finally:
            session.close()

    return in_time(work)


# -- not a file where a file should be ----------------------------------------------------------


@pytest.mark.parametrize("kind", ["FIFO", "folder"])
def test_a_pipe_or_a_folder_as_the_history_is_said_once_and_a_history_started(
    tmp_path: Path, kind: str
) -> None:
    """A named pipe as history.sqlite3 hung the start forever; a folder gave "the data folder
    cannot be written" at every start."""
    data = tmp_path / "data"
    data.mkdir()
    history = data / "history.sqlite3"
    os.mkfifo(history) if kind == "FIFO" else history.mkdir()
    found = opened(data)
    print(f"tried: a {kind} as the history; found: {found}")
    assert found["problems"] == [(ProblemCode.NOT_A_FILE, "history.sqlite3")]
    assert found["io_error"] is None and found["matches"] == 0 and history.is_file()
    (aside,) = data.glob("history.sqlite3.damaged-*")
    assert found["kept"] == [aside]
    again = opened(data)
    assert again["problems"] == [] and again["io_error"] is None


def test_a_pipe_as_the_historys_wal_file_is_put_aside_and_the_history_kept(
    tmp_path: Path,
) -> None:
    path = tmp_path / "history.sqlite3"
    db = HistoryDB(path)
    db.remember_player("Ana")
    db.close()
    wal = path.with_name("history.sqlite3-wal")
    os.mkfifo(wal)

    def work() -> tuple[Any, list[str]]:
        db, problem = open_or_recover(path)
        try:
            return problem, db.complete_player("an")
        finally:
            db.close()

    problem, names = in_time(work)
    assert problem is not None and problem.code is ProblemCode.NOT_A_FILE and problem.path == wal
    assert names == ["Ana"]  # the history itself is the one it was
    assert problem.kept_aside is not None and not problem.kept_aside.is_file()


@pytest.mark.parametrize("kind", ["FIFO", "folder"])
def test_a_pipe_or_a_folder_as_the_settings_is_said_once_and_the_settings_saved(
    tmp_path: Path, kind: str
) -> None:
    """A folder as settings.json gave the same message at every start and the settings were
    never saved; a pipe was silently replaced."""
    data = tmp_path / "data"
    data.mkdir()
    settings = data / "settings.json"
    os.mkfifo(settings) if kind == "FIFO" else settings.mkdir()
    found = opened(data, lambda session: session.update_settings(theme="light"))
    assert found["problems"] == [(ProblemCode.NOT_A_FILE, "settings.json")]
    assert found["kept"][0] is not None
    again = opened(data)
    print(f"tried: a {kind} as the settings; then: {found}; at the next start: {again}")
    assert again["problems"] == [] and again["theme"] == "light"


@pytest.mark.parametrize("kind", ["FIFO", "folder"])
def test_a_pipe_or_a_folder_as_a_journal_is_said_and_put_aside(tmp_path: Path, kind: str) -> None:
    """A pipe or a folder named as a journal was silently ignored, at every start."""
    journals = tmp_path / "data" / "journals"
    journals.mkdir(parents=True)
    journal = journals / "20261201T100000Z-0a1b2c3d.jsonl"
    os.mkfifo(journal) if kind == "FIFO" else journal.mkdir()
    found = opened(tmp_path / "data")
    assert found["problems"] == [(ProblemCode.NOT_A_FILE, journal.name)]
    assert not os.path.lexists(journal) and len(list(journals.glob("*.damaged-*"))) == 1
    assert opened(tmp_path / "data")["problems"] == []


# -- put aside once, nothing written into it before --------------------------------------------


def test_a_damaged_settings_file_is_put_aside_once_not_again_at_quit_nor_by_a_second_copy(
    tmp_path: Path,
) -> None:
    """A damaged settings file was copied aside at start and again at quit (a 100 MB file made
    200 MB of copies); a second copy of the app added a third."""
    data = tmp_path / "data"
    data.mkdir()
    settings = data / "settings.json"
    with open(settings, "wb") as f:
        f.write(b'{"language": "')
        f.truncate(HUGE)
    second: dict[str, Any] = {}

    def then(session: Session) -> None:
        second.update(opened(data))  # a second copy of the app on the same folder
        session.update_settings(theme="light")  # what the window saves at quit

    first = opened(data, then)
    kept = sorted(data.glob("settings.json.damaged-*"))
    print(
        f"tried: a 100 MB settings file; kept aside: {[(p.name, p.stat().st_size) for p in kept]}"
    )
    assert [p.stat().st_size for p in kept] == [HUGE]  # once, moved: 100 MB stays 100 MB
    assert first["problems"] == [(ProblemCode.FILE_TOO_LARGE, "settings.json")]
    assert second["problems"] == []
    assert SettingsFile(settings).load()[1] is None


def rollback_history_damaged_after_its_first_pages(path: Path) -> bytes:
    """A history in rollback-journal mode (not WAL: an older app, another tool) whose first
    pages are sound and a later one damaged."""
    db = HistoryDB(path)
    for n in range(400):
        db.remember_player(f"Player {n:03d} " + "x" * 40)
    db.close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    data = bytearray(path.read_bytes())
    assert data[18] == data[19] == 1 and len(data) > 6 * 4096
    page = 4096
    data[5 * page : 6 * page] = os.urandom(page)
    path.write_bytes(bytes(data))
    return bytes(data)


def test_a_damaged_history_is_put_aside_as_it_was_not_switched_to_wal_first(
    tmp_path: Path,
) -> None:
    """The app switched a damaged history to WAL mode before putting it aside, which changed
    its header."""
    path = tmp_path / "history.sqlite3"
    damaged = rollback_history_damaged_after_its_first_pages(path)
    db, problem = open_or_recover(path, check=False)  # as the app opens it at start
    db.close()
    if problem is None:  # the damage is found by the full check run later
        session_check = open_or_recover(path)
        session_check[0].close()
        problem = session_check[1]
    print(f"tried: a damaged rollback-mode history; {problem}")
    assert problem is not None and problem.code is ProblemCode.HISTORY_CORRUPT
    assert problem.kept_aside is not None
    assert problem.kept_aside.read_bytes() == damaged  # byte for byte, its header too


# -- every good entry of a journal -------------------------------------------------------------


def test_a_100_mb_line_appended_to_a_journal_hides_none_of_its_entries(tmp_path: Path) -> None:
    """A 100 MB line appended to a 6-entry journal made the whole journal "too large": none of
    the 6 good entries was offered."""
    journals = tmp_path / "data" / "journals"
    j = Journal.create(journals, CONFIG.to_dict())
    j.append(BREAK)
    for _ in range(5):
        j.append(MISS)
    j.release()
    with open(j.path, "ab") as f:
        f.write(b'{"seq": 7, "input": {"kind": "shot", "note": "')
        f.truncate(f.tell() + HUGE)
        f.seek(0, os.SEEK_END)
        f.write(b'"}}\n' + dump_line({"seq": 7, "input": MISS.to_dict()}))

    def resume(session: Session) -> None:
        (found,) = session.unfinished()
        print(f"tried: a 100 MB line after 6 entries; offered: {len(found.inputs)} entries")
        assert len(found.inputs) == 7 and found.problem is not None
        assert found.problem.code is ProblemCode.JOURNAL_CORRUPT_LINE and found.problem.line == 8
        problem = session.resume(found.path)
        assert problem is not None and problem.kept_aside is not None
        assert problem.kept_aside.stat().st_size > HUGE  # the original, kept whole
        assert len(session.table.snapshot.history) == 7

    opened(tmp_path / "data", resume)
    assert j.path.stat().st_size < 10_000  # the journal itself is its good entries


# -- a damaged settings file on a full disk -----------------------------------------------------


def test_a_damaged_settings_file_on_a_full_disk_is_said_at_start_and_quitting_is_clean(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A damaged settings file on a full disk: no message at start, then "Unexpected error…
    report could not be written" at quit, exit 1. On a real full tmpfs the real app is started
    (where mounting is not permitted, the disk is full at every write and copy instead)."""
    mounts = _tmpfs(tmp_path, "1m")
    mount_point = next(mounts)
    try:
        data = (mount_point or tmp_path) / "data"
        data.mkdir()
        (data / "settings.json").write_bytes(b'{"language": "en", "theme": ')
        if mount_point is not None:
            with open(mount_point / "filler", "wb", buffering=0) as f:
                chunk = 4096
                while chunk:
                    try:
                        f.write(b"x" * chunk)
                    except OSError:
                        chunk //= 2
            lines = start(data)  # the real app, its start and its quit
            print(f"tried: a damaged settings file on a full tmpfs: {lines}")
            messages = [line for line in lines if line.startswith("message ")]
            assert any("settings.json" in m and "damaged" in m for m in messages), messages
        else:

            def full(*args: Any, **kwargs: Any) -> Any:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

            monkeypatch.setattr(os, "write", full)
            monkeypatch.setattr(shutil, "copyfile", full)
            session = Session.open(Table(), data)
            session.update_settings(theme="light")  # at quit
            session.close()
            print(f"tried: a damaged settings file, every write refused: {session.problems}")
            assert [p.code for p in session.problems] == [ProblemCode.SETTINGS_CORRUPT]
        assert len(list(data.glob("settings.json.damaged-*"))) == 1
    finally:
        next(mounts, None)
