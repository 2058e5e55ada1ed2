"""Results for rating bodies as CSV (cells neutralised) and a ratings list read to seed the
registry: every hostile file is refused with a message naming it, or its bad lines reported."""

from __future__ import annotations

import csv
import io
import os
from pathlib import Path

import pytest

from scoreboard.files.paths import NotAFileError
from scoreboard.history.database import HistoryDB
from scoreboard.players.files import (
    MAX_LIST_BYTES,
    RESULTS_HEADER,
    RatingsListError,
    export_results,
    read_ratings_list,
    results_csv,
    seed_registry,
)
from scoreboard.players.registry import Registry, rate
from tests.scoreboard.test_history import played

GOOD = "name,rating,club\nAna,612,Billar Sur\nBea,540,\n"


def test_results_are_game_level_lines_with_every_cell_neutralised(tmp_path: Path) -> None:
    db = HistoryDB(":memory:")
    db.save(played(('=HYPERLINK("x")', "Bea"), winner=0, match_id="a")[0])
    db.save(played(("Bea", "@cmd"), winner=1, discipline="eight-ball", match_id="b")[0])
    for uid, name, document in [
        ("c1", "=Spring cup", '{"results": [{"slot": "s1", "racks": [2, 0], "history_id": "a"}]}'),
        ("c2", "Broken", '{"results": [{"history_id": '),
        ("c3", "Odd", "[1, 2]"),
    ]:
        db.conn.execute(
            "INSERT INTO competitions (uid, name, system, created, updated, document)"
            " VALUES (?, ?, 'single', 'x', 'x', ?)",
            (uid, name, document),
        )
    reg = Registry(db.conn)
    text = results_csv(reg.played(events=True), reg.people())
    assert any("c2" in p for p in reg.problems)
    rows = list(csv.reader(io.StringIO(text)))
    assert tuple(rows[0]) == RESULTS_HEADER
    event = "'=Spring cup"  # the competition's name, neutralised too
    assert rows[1] == ["2024-05-01", '\'=HYPERLINK("x")', "Bea", "nine-ball", "2", "0", event]
    assert rows[2] == ["2024-05-01", "Bea", "'@cmd", "eight-ball", "0", "2", ""]
    out = tmp_path / "results.csv"
    assert export_results(out, reg) == 2
    assert out.read_bytes().startswith(b"\xef\xbb\xbfdate,")


def test_a_ratings_list_seeds_the_registry_and_the_fit_takes_it_as_prior(tmp_path: Path) -> None:
    db = HistoryDB(":memory:")
    db.save(played(("ana", "Cid"), winner=0, match_id="a")[0])
    reg = Registry(db.conn)
    path = tmp_path / "list.csv"
    path.write_text("\ufeffNombre;Fargo;Club\nAna;612,5;Billar Sur\nBea;540;\n", "utf-8")
    listed = read_ratings_list(path)
    assert [(r.name, r.rating, r.club) for r in listed.ratings] == [
        ("Ana", 612.5, "Billar Sur"),
        ("Bea", 540.0, ""),
    ]
    assert seed_registry(reg, listed.ratings) == (1, 1)
    ana, bea = reg.find("Ana"), reg.find("bea")
    assert reg.person(ana).club == "Billar Sur" and reg.person(ana).rating == 612.5
    fitted = rate(reg)
    assert fitted[ana].prior == 612.5 and fitted[bea].rating == 540 and fitted[ana].robustness == 2
    db.save(played(("BEA", "Cid"), match_id="b")[0])  # a name typed later joins her
    assert [m.people[0] for m in reg.played()][-1] == bea


def _huge(path: Path) -> None:
    with open(path, "wb") as f:
        f.write(GOOD.encode())
        f.truncate(MAX_LIST_BYTES + 10)


#: hostile file -> what reading it must give: an exception type (its message naming the
#: file), or (the names kept, how many lines reported)
MATRIX = {
    "0 bytes": (b"", RatingsListError),
    "random bytes": (os.urandom(4096) + b"\xff", RatingsListError),
    "invalid UTF-8": (b"name,rating\nAna,600\n\xc3\x28,500\n", RatingsListError),
    "NUL": (b"name,rating\nA\x00na,600\n", RatingsListError),
    "no header": (b"Ana,600\nBea,500\n", RatingsListError),
    "header only": (b"name,rating\n", ([], 0)),
    "wrong types": (
        b"name,rating\nAna,six hundred\nBea,1e999\nCid,nan\nDan,-5\nEve,inf\n,600\nFay,600\n",
        (["Fay"], 6),
    ),
    "control characters": (
        b"name,rating\nA\x1b[2Jna,600\nBea\xe2\x80\xae,500\nCid,400\n",
        (["Cid"], 2),
    ),
    "formula names": (b"name,rating\n=cmd|' /C calc'!A0,600\n", (["=cmd|' /C calc'!A0"], 0)),
    "long cell": (b"name,rating\n" + b"x" * 5000 + b",600\nAna,600\n", (["Ana"], 1)),
    "unclosed quote": (b'name,rating\nAna,600\n"Bea,500\n', (["Ana"], 1)),
    "short rows": (b"name,rating,club\nAna\nBea,500\n", (["Bea"], 1)),
    "100 MB": (_huge, RatingsListError),
    "folder": ("folder", NotAFileError),
    "named pipe": ("fifo", NotAFileError),
    "symlink loop": ("loop", OSError),
    "missing": ("missing", FileNotFoundError),
}


@pytest.mark.parametrize("damage", list(MATRIX))
def test_every_hostile_ratings_list_is_refused_or_its_bad_lines_reported(
    tmp_path: Path, damage: str
) -> None:
    content, expect = MATRIX[damage]
    path = tmp_path / "ratings.csv"
    if content == "folder":
        path.mkdir()
    elif content == "fifo":
        os.mkfifo(path)
    elif content == "loop":
        path.symlink_to(path)
    elif content == "missing":
        pass
    elif callable(content):
        content(path)
    else:
        path.write_bytes(content)
    if isinstance(expect, type):
        with pytest.raises(expect) as err:
            read_ratings_list(path)
        assert str(path) in str(err.value)
        return
    names, reported = expect
    got = read_ratings_list(path)
    assert [r.name for r in got.ratings] == names
    assert len(got.problems) == reported
    assert all(str(path) in p and "line" in p for p in got.problems)
    db = HistoryDB(":memory:")
    reg = Registry(db.conn)
    seed_registry(reg, got.ratings)
    assert sorted(p.name for p in reg.people()) == sorted(names)
