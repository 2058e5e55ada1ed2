"""A named pipe, a device or a folder where the app expects a file (the settings, a journal, an
import, a competition file, the desktop entry) is a file problem at once: never a start that
waits forever for a writer, never a read that does not end, never a traceback.

The start is the real app in a child process with a time limit; the imports are read the way
the Match and Competition menus read them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from scoreboard.competition import CompetitionError, Problem
from scoreboard.competition.files import import_json, read_entrants_csv
from scoreboard.files.installation import install_desktop_entry
from scoreboard.files.paths import FileProblemError, NotAFileError, read_at_most
from scoreboard.history.export import load_exported
from tests.faults.test_command_line import run_app


def fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def test_the_app_starts_with_pipes_for_its_settings_and_a_journal(tmp_path: Path) -> None:
    data = tmp_path / "data"
    fifo(data / "settings.json")  # with --data-dir the settings live in the data folder
    fifo(data / "journals" / "20261130T100000Z-0a1b2c3d.jsonl")
    result = run_app("--data-dir", str(data), "--screenshot", str(tmp_path / "out"))
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    assert len(list((tmp_path / "out").glob("*.png"))) >= 2
    # and again: nothing about those files repeats or hangs at the next start
    again = run_app("--data-dir", str(data), "--screenshot", str(tmp_path / "out2"))
    assert again.returncode == 0 and "Traceback" not in again.stderr


@pytest.mark.parametrize("kind", ["fifo", "folder", "device"])
def test_an_import_that_is_not_a_file_is_a_file_problem_naming_it(
    tmp_path: Path, kind: str
) -> None:
    if kind == "fifo":
        path = fifo(tmp_path / "match.json")
    elif kind == "folder":
        path = tmp_path / "match.json"
        path.mkdir()
    else:
        path = Path("/dev/zero")  # endless bytes: a plain read would never stop
    with pytest.raises(FileProblemError) as err:
        load_exported(path)
    assert err.value.problem.path == path
    for read in (import_json, read_entrants_csv):
        with pytest.raises(CompetitionError) as cerr:
            read(path)
        assert cerr.value.problem is Problem.DAMAGED_FILE
        assert cerr.value.params["file"] == path.name


def test_reading_at_most_refuses_what_is_not_a_regular_file(tmp_path: Path) -> None:
    for path in (fifo(tmp_path / "p"), tmp_path, Path("/dev/zero"), Path("/dev/null")):
        with pytest.raises(NotAFileError):
            read_at_most(path, 10)
    (tmp_path / "f").write_bytes(b"x" * 100)
    assert read_at_most(tmp_path / "f", 10) == b"x" * 10
    assert read_at_most(tmp_path / "f", 1000) == b"x" * 100


def test_a_pipe_where_the_desktop_entry_goes_is_replaced_not_waited_on(tmp_path: Path) -> None:
    home = tmp_path / "share"
    entry = fifo(home / "applications" / "pool-scoreboard.desktop")
    icon = tmp_path / "icon.svg"
    icon.write_text("<svg/>", "utf-8")
    assert install_desktop_entry(Path("/opt/ps/pool-scoreboard"), icon, home) == entry
    assert entry.is_file() and "Exec=" in entry.read_text("utf-8")
