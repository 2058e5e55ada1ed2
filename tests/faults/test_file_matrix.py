"""Every data file the app reads, in every shape a file can be wrong, at two starts in a row.

{settings, journal, history, competition file, entrants list, import file} × {0 bytes,
truncated, random bytes, wrong types, 100 MB, deep nesting, NUL, invalid UTF-8, named pipe,
folder, symlink loop, no permission} × {first start, second start}.

The settings, a journal and the history are what the app reads as it starts: for each kind of
damage one data folder holds all three damaged, and the real app is started on it twice, as a
process (``tests/faults/start_driver.py``). The first start gives one message naming each
file and puts each aside once; the second start is clean (no message, nothing put aside
again); neither shows a traceback nor waits. The good entries of a damaged journal are kept.

The competition file, the entrants list and the import file are read only when the
scorekeeper opens one: their readers are called directly, twice, on each damaged file. Each
time the one error of its kind names the file, nothing is written or put aside (the file is
the user's own, elsewhere), and no read waits.

"No permission" is a good file with mode 000. Root would read it all the same, so the app (or
the reader) runs without the capabilities that let root pass over permission bits
(``setpriv``, from util-linux): root then meets the permission bits as any owner does, and the
case is as real in CI, which runs as root, as on a desk.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rules import Pocket, Pocketed, Shot
from scoreboard.competition import CompetitionError
from scoreboard.competition.files import import_json, read_entrants_csv
from scoreboard.files.paths import FileProblemError
from scoreboard.history.database import HistoryDB
from scoreboard.history.export import load_exported
from scoreboard.match.inputs import ShotInput
from scoreboard.match.match import MatchConfig
from scoreboard.table.journal import Journal, dump_line, read_journal

ROOT = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).with_name("start_driver.py")
#: Run a program with no way past the permission bits (for root: what any user meets).
OWNER_ONLY = ["setpriv", "--bounding-set=-dac_override,-dac_read_search"]

CONFIG = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(9, 9), breaker=0)
BREAK = ShotInput(Shot(pocketed=(Pocketed(2, Pocket.FOOT_LEFT),), rails=4), time=1.0)
MISS = ShotInput(Shot(rails=2), time=2.0)
JOURNAL_NAME = "20261201T100000Z-0a1b2c3d.jsonl"
HUGE = 100 * 1024 * 1024

DAMAGES = (
    "0 bytes",
    "truncated",
    "random bytes",
    "wrong types",
    "100 MB",
    "deep nesting",
    "NUL",
    "invalid UTF-8",
    "FIFO",
    "folder",
    "symlink loop",
    "no permission",
)
#: Damages that leave a file with content the readers parse.
SPECIAL = {"FIFO", "folder", "symlink loop", "no permission"}


def deep(n: int = 100_000) -> bytes:
    return b"[" * n + b"]" * n


def junk(seed: str) -> bytes:
    return random.Random(seed).randbytes(4096)


def huge(path: Path, head: bytes = b"", tail: bytes = b"") -> None:
    """``head``, then a line of 100 MB (a sparse file: cheap to make, read in full), then
    ``tail``."""
    with open(path, "wb") as f:
        f.write(head)
        f.truncate(len(head) + HUGE)
        f.seek(0, os.SEEK_END)
        f.write(b"\n" + tail)


def special(path: Path, damage: str, good: bytes) -> bool:
    """Make ``path`` a pipe, a folder, a symlink loop or an unreadable good file; False for
    the other damages."""
    if damage == "FIFO":
        os.mkfifo(path)
    elif damage == "folder":
        path.mkdir()
        (path / "inside").write_bytes(b"x")
    elif damage == "symlink loop":
        os.symlink(path.name, path)
    elif damage == "no permission":
        path.write_bytes(good)
        path.chmod(0)
    else:
        return False
    return True


# -- the good files --------------------------------------------------------------------------------


SETTINGS_GOOD = json.dumps(
    {"format": "pool-scoreboard-settings", "version": 1, "language": "en", "theme": "light"}
).encode()


def good_journal(folder: Path) -> tuple[bytes, bytes]:
    """A journal of six entries, and a seventh entry's line (the next number)."""
    j = Journal.create(folder, CONFIG.to_dict(), match_id=JOURNAL_NAME.removesuffix(".jsonl"))
    j.append(BREAK)
    for _ in range(5):
        j.append(MISS)
    j.release()
    data = j.path.read_bytes()
    j.path.unlink()
    return data, dump_line({"seq": 7, "input": MISS.to_dict()})


def good_history(path: Path) -> bytes:
    db = HistoryDB(path)
    db.remember_player("Ana")
    db.close()
    data = path.read_bytes()
    for p in path.parent.glob(path.name + "*"):
        p.unlink()
    return data


def damage_settings(path: Path, damage: str) -> None:
    if special(path, damage, SETTINGS_GOOD):
        return
    contents = {
        "0 bytes": b"",
        "truncated": SETTINGS_GOOD[:-9],
        "random bytes": junk("settings"),
        "wrong types": b'{"language": 5, "theme": [1], "server_port": "x", "window_geometry": 3}',
        "deep nesting": deep(),
        "NUL": b'{"language": "e\x00n"}',
        "invalid UTF-8": b'{"language": "\xff\xfe"}',
    }
    if damage == "100 MB":
        huge(path, b'{"language": "')
    else:
        path.write_bytes(contents[damage])


def damage_journal(path: Path, damage: str, good: bytes, seventh: bytes) -> int:
    """Damage the journal; returns how many good entries must still be offered (-1: it is
    not a journal of a match any more)."""
    if special(path, damage, good):
        return -1
    if damage == "100 MB":  # a 100 MB line appended, then the next entry
        huge(path, good, seventh)
        return 7
    inserted = {
        "wrong types": b'{"seq": "7", "input": [1, 2]}',
        "deep nesting": deep(30_000),
        "NUL": b'{"seq": 7, "input": {"kind": "sh\x00ot"}}',
        "invalid UTF-8": b'{"seq": 7, "input": {"kind": "\xff\xfe"}}',
    }
    if damage in inserted:  # a bad line between the sixth and the seventh entries
        path.write_bytes(good + inserted[damage] + b"\n" + seventh)
        return 7
    if damage == "truncated":  # cut in the middle of the sixth entry
        path.write_bytes(good[:-9])
        return 5
    path.write_bytes(b"" if damage == "0 bytes" else junk("journal"))
    return -1


def damage_history(path: Path, damage: str, good: bytes) -> None:
    if special(path, damage, good):
        return
    if damage == "100 MB":
        huge(path)
        return
    contents = {
        "0 bytes": b"",
        "truncated": good[: len(good) // 2],
        "random bytes": junk("history"),
        # a header whose page size is no page size
        "wrong types": good[:16] + b"\x00\x03" + good[18:],
        "deep nesting": deep(),
        "NUL": b"\x00" * 8192,
        "invalid UTF-8": b"\xff\xfe\xfd" * 4096,
    }
    path.write_bytes(contents[damage])


# -- the starts ----------------------------------------------------------------------------------


def start(data: Path) -> list[str]:
    """The real app started on ``data`` and closed once its start is over: what it printed
    (see start_driver.py). It must neither fail nor wait."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env.pop("POOL_SCOREBOARD_DATA_DIR", None)
    result = subprocess.run(
        [*OWNER_ONLY, sys.executable, str(DRIVER), "--data-dir", str(data)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "Traceback" not in result.stderr, result.stderr[-3000:]
    assert result.returncode == 0, (result.returncode, result.stdout, result.stderr[-3000:])
    lines = result.stdout.splitlines()
    assert lines[-2:] == ["settled", "exit 0"], lines
    assert not any("Unexpected error" in line for line in lines), lines
    return lines


def aside(folder: Path) -> dict[str, int]:
    """What was put aside in ``folder``: name → size."""
    return {p.name: p.lstat().st_size for p in sorted(folder.glob("*.damaged-*"))}


def naming(messages: list[str], name: str) -> list[str]:
    return [m for m in messages if name in m]


@pytest.mark.parametrize("damage", DAMAGES)
def test_the_files_read_at_start_give_one_message_each_then_a_clean_start(
    tmp_path: Path, damage: str
) -> None:
    data = tmp_path / "data"
    (data / "journals").mkdir(parents=True)
    journal_good, seventh = good_journal(data / "journals")
    history_good = good_history(data / "history.sqlite3")
    settings = data / "settings.json"
    journal = data / "journals" / JOURNAL_NAME
    history = data / "history.sqlite3"
    damage_settings(settings, damage)
    kept = damage_journal(journal, damage, journal_good, seventh)
    damage_history(history, damage, history_good)

    first = start(data)
    messages = [line for line in first if line.startswith("message ")]
    print(f"tried: settings, journal and history: {damage}; first start: {first}")
    for name in ("settings.json", JOURNAL_NAME, "history.sqlite3"):
        assert len(naming(messages, name)) == 1, (name, messages)
    assert len(messages) == 3, messages
    put = {**aside(data), **aside(data / "journals")}
    for name in ("settings.json", JOURNAL_NAME, "history.sqlite3"):
        mine = [n for n in put if n.startswith(name + ".damaged-")]
        # (the history's -wal and -shm files go beside it)
        assert len([n for n in mine if not n.endswith(("-wal", "-shm"))]) == 1, (name, put)
    assert settings.is_file() and history.is_file()  # good ones in their places
    if damage == "100 MB":  # moved aside, not copied: 100 MB stays 100 MB
        sizes = [s for n, s in put.items() if n.startswith("settings.json.")]
        assert sizes == [HUGE + len(b'{"language": "') + 1]
    if kept >= 0:
        assert "resumed" in first, first
        contents = read_journal(journal)
        assert contents.problem is None and len(contents.inputs) == kept
    else:
        assert "resumed" not in first

    before = (aside(data), aside(data / "journals"))
    second = start(data)
    print(f"second start: {second}")
    assert [line for line in second if line.startswith("message ")] == []
    assert (aside(data), aside(data / "journals")) == before  # nothing put aside again
    assert ("resumed" in second) == (kept >= 0)


# -- the files the scorekeeper opens ---------------------------------------------------------------


def without_waiting(read: Callable[[], Any]) -> BaseException | Any:
    """``read()``'s result or exception; it must not wait (a pipe with no writer)."""
    out: list[Any] = []

    def run() -> None:
        try:
            out.append(read())
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            out.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(30)
    assert out, "the read is still waiting"
    return out[0]


def competition_good() -> bytes:
    from tests.scoreboard.competition.test_persistence import doc_of_small_event

    return json.dumps(doc_of_small_event()).encode()


def reader_cases(source: str, damage: str, path: Path) -> None:
    """Make the damaged file of ``source`` at ``path``."""
    good = {
        "competition": competition_good,
        "entrants": lambda: b"Ana\nBea\nCarla\n",
        "import": lambda: b"",
    }[source]()
    if source == "import":
        folder = path.parent / "src"
        folder.mkdir()
        g, seventh = good_journal(folder)
        good = g + seventh
    if special(path, damage, good):
        return
    doc = {
        "competition": b'{"format": "pool-scoreboard-competition", "version": 1, "name": 5}',
        "entrants": b"\x00\x01\x02",
        "import": b'{"format": "pool-scoreboard-match", "version": 1, "inputs": "x"}',
    }[source]
    contents = {
        "0 bytes": b"",
        "truncated": good[: len(good) // 2],
        "random bytes": junk(source),
        "wrong types": doc,
        "deep nesting": deep(),
        "NUL": good[:10] + b"\x00" + good[10:],
        "invalid UTF-8": b'{"name": "\xff\xfe", "format": "\xc3"}',
    }
    if damage == "100 MB":
        huge(path)
    else:
        path.write_bytes(contents[damage])


READERS: dict[str, tuple[Callable[[Path], Any], type[Exception]]] = {
    "competition": (import_json, CompetitionError),
    "entrants": (read_entrants_csv, CompetitionError),
    "import": (load_exported, FileProblemError),
}


def names_file(exc: Exception, path: Path) -> bool:
    if isinstance(exc, FileProblemError):
        return exc.problem.path == path
    return isinstance(exc, CompetitionError) and exc.params.get("file") == path.name


@pytest.mark.parametrize("damage", DAMAGES)
@pytest.mark.parametrize("source", list(READERS))
def test_the_files_the_scorekeeper_opens_are_refused_naming_them_and_left_as_they_are(
    tmp_path: Path, source: str, damage: str
) -> None:
    folder = tmp_path / "user"
    folder.mkdir()
    path = folder / {"competition": "cup.json", "entrants": "list.csv", "import": "m.jsonl"}[source]
    reader_cases(source, damage, path)
    read, error = READERS[source]
    listing = sorted(p.name for p in folder.iterdir())
    if damage == "no permission":  # read where the permission bits stop it, as for any user
        results: list[Any] = [read_owner_only(source, path) for _ in ("first", "second")]
        print(f"tried: {source} file, {damage}: {results}")
        assert results == ["refused naming it"] * 2
        assert sorted(p.name for p in folder.iterdir()) == listing
        return
    results = [without_waiting(lambda: read(path)) for _ in ("first", "second")]
    print(f"tried: {source} file, {damage}: {results}")
    assert sorted(p.name for p in folder.iterdir()) == listing  # nothing written or put aside
    if source == "entrants" and damage in {"0 bytes", "truncated", "invalid UTF-8", "wrong types"}:
        # a list of names is any text (none at all: no names): each name is checked when
        # it is entered
        if not isinstance(results[0], BaseException):
            assert results[0] == results[1]
            return
    for r in results:
        assert isinstance(r, error), r
        assert names_file(r, path), r
    assert str(results[0]) == str(results[1])


_CHILD = """
import sys
from pathlib import Path
from tests.faults.test_file_matrix import READERS, names_file
read, error = READERS[sys.argv[1]]
path = Path(sys.argv[2])
try:
    read(path)
except error as exc:
    print("refused naming it" if names_file(exc, path) else f"refused: {exc}")
else:
    print("read")
"""


def read_owner_only(source: str, path: Path) -> str:
    """What the reader of ``source`` does with ``path`` in a process that cannot pass over
    the permission bits."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [*OWNER_ONLY, sys.executable, "-c", _CHILD, source, str(path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr[-3000:]
    return result.stdout.strip()
