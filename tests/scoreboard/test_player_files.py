"""Results for rating bodies as CSV (cells neutralised) and a ratings list read to seed the
registry: every hostile file is refused with a message naming it, or its bad lines reported."""

from __future__ import annotations

import csv
import io
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoreboard.files.paths import NotAFileError
from scoreboard.history.database import HistoryDB
from scoreboard.players.files import (
    MAX_LIST_BYTES,
    RESULTS_HEADER,
    ImportCancelled,
    ListedRating,
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


# -- a list given to the registry: all of it, or nothing ---------------------------------------


def registry_rows(conn: sqlite3.Connection) -> list[list[tuple[object, ...]]]:
    """The registry's people and links as stored (each value with its type)."""
    return [
        conn.execute(
            "SELECT id, quote(name), quote(key), quote(club), quote(rating), quote(merged_into)"
            " FROM people ORDER BY id"
        ).fetchall(),
        conn.execute("SELECT * FROM player_names ORDER BY player").fetchall(),
    ]


def stop_at(lines: int) -> Callable[[int], None]:
    """A progress callback that cancels once ``lines`` are done."""

    def progress(done: int) -> None:
        if done >= lines:
            raise ImportCancelled

    return progress


#: where an import of 12,000 lines (given 5,000 at a time) is stopped
STOPS = ("while reading", "after 5,000 lines given", "after every line given", "a refused line")


@pytest.mark.parametrize("stop", STOPS)
def test_an_import_stopped_anywhere_leaves_the_registry_as_it_was(
    tmp_path: Path, stop: str
) -> None:
    db = HistoryDB(tmp_path / "history.sqlite3")
    db.save(played(("Ana", "Cid"), winner=0, match_id="a")[0])
    reg = Registry(db.conn)
    reg.add("Bea", club="Sur", rating=500)
    reg.people()  # every name linked
    before = registry_rows(db.conn)
    path = tmp_path / "list.csv"
    lines = ["name,rating,club", "Ana,700,Norte", "bea,650,"]
    lines += [f"Player {i},{400 + i % 300},Club {i % 7}" for i in range(11_998)]
    path.write_text("\n".join(lines) + "\n", "utf-8")
    if stop == "while reading":
        with pytest.raises(ImportCancelled):
            read_ratings_list(path, stop_at(10_000))
    else:
        listed = read_ratings_list(path)
        assert len(listed.ratings) == 12_000
        if stop == "a refused line":  # SQLite itself refuses a line of the last 5,000
            db.conn.execute(
                "CREATE TRIGGER refuse BEFORE INSERT ON people WHEN NEW.name = 'Player 10998'"
                " BEGIN SELECT RAISE(ABORT, 'refused'); END"
            )
            with pytest.raises(sqlite3.Error):
                seed_registry(reg, listed.ratings)
        else:
            at = 5_000 if stop == "after 5,000 lines given" else 12_000
            with pytest.raises(ImportCancelled):
                seed_registry(reg, listed.ratings, stop_at(at))
    assert registry_rows(db.conn) == before
    db.close()


def seed_line_by_line(reg: Registry, ratings: list[ListedRating]) -> tuple[int, int]:
    """What a list does to the registry, line after line: each line's person found by his
    folded name (or a new one), then given the line's rating and club."""
    updated = added = 0
    for r in ratings:
        person = reg.find(r.name)
        if person is None:
            reg.add(r.name, club=r.club, rating=r.rating)
            added += 1
        else:
            reg.set_details(person, club=r.club or None, rating=r.rating)
            updated += 1
    return updated, added


def history_with_people() -> HistoryDB:
    """Typed names (two spellings of Ana, one played more), an imported person, a merge."""
    db = HistoryDB(":memory:")
    for i, pair in enumerate([("Ana", "Cid"), ("ANA", "Bea"), ("Ana", "Dan"), ("Éva", "Dan")]):
        db.save(played(pair, winner=0, match_id=f"m{i}")[0])
    reg = Registry(db.conn)
    reg.add("Fede", club="Sur", rating=480)
    reg.merge(reg.find("dan"), reg.find("cid"))
    return db


NAMES = ["Ana", "ana", " ANA ", "Bea", "Cid", "Dan", "Eva", "Éva", "Fede", "Gus", "gus", "Hal"]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(NAMES),
            st.integers(0, 5000),
            st.sampled_from(["", "Sur", "Norte"]),
        ),
        max_size=25,
    )
)
def test_a_list_given_at_once_does_what_its_lines_would_do_one_by_one(lines) -> None:
    ratings = [
        ListedRating(n, " ".join(name.split()), float(rating), club)
        for n, (name, rating, club) in enumerate(lines, 2)
    ]
    one_by_one, at_once = history_with_people(), history_with_people()
    expected = seed_line_by_line(Registry(one_by_one.conn), ratings)
    assert seed_registry(Registry(at_once.conn), ratings) == expected
    assert registry_rows(at_once.conn) == registry_rows(one_by_one.conn)
