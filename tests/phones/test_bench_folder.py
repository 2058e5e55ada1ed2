"""``bench/bench_phones.py --folder DIR``: a folder that does not exist is made; one that cannot
be is said in a line, without a traceback."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
import bench_phones  # noqa: E402


def test_a_folder_that_does_not_exist_is_made(tmp_path: Path) -> None:
    folder = tmp_path / "runs" / "tonight"
    assert bench_phones.journal_folder(folder) == folder and folder.is_dir()


def test_a_folder_that_cannot_be_made_is_said_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    with pytest.raises(SystemExit) as ended:
        bench_phones.main(["--folder", str(blocker / "runs"), "--seconds", "2"])
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert "--folder" in err and "Traceback" not in err
