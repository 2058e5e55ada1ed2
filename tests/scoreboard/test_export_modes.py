"""An export is handed out: CSV and JSON files are readable as any new file of the user is (as
the PDF is), never the owner-only mode of the app's own temporary files."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from scoreboard.competition import Competition, Format
from scoreboard.competition.files import export_csv, export_json
from scoreboard.files.paths import atomic_write_bytes, export_bytes

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX modes")


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def umask_022():  # type: ignore[no-untyped-def]
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_a_competitions_csv_and_json_are_readable_as_a_new_file_is(tmp_path, umask_022) -> None:
    c = Competition("Club", Format.SINGLE_ELIMINATION)
    for n in ("Ana", "Luis"):
        c.add_entrant(n)
    c.draw()
    export_csv(tmp_path / "c.csv", c)
    export_json(tmp_path / "c.json", c)
    (tmp_path / "plain.pdf").write_bytes(b"%PDF")  # as the PDF writer makes its file
    assert _mode(tmp_path / "c.csv") == _mode(tmp_path / "c.json") == 0o644
    assert _mode(tmp_path / "plain.pdf") == 0o644


def test_export_bytes_follows_the_umask_and_the_apps_own_files_stay_private(
    tmp_path, umask_022
) -> None:
    export_bytes(tmp_path / "out.csv", b"a,b\r\n")
    atomic_write_bytes(tmp_path / "own.json", b"{}")
    assert _mode(tmp_path / "out.csv") == 0o644
    assert _mode(tmp_path / "own.json") == 0o600
