"""A competition kept in the history database is untrusted like any file: a row another
program damaged (a document nested too deep, not text, a revision that is not a number, a
name that is not text or is huge) is reported by the competition's name when it is opened,
never an exception, and the list of competitions still shows every row as short plain text."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from scoreboard.competition import Competition, Format
from scoreboard.competition.errors import CompetitionError, Problem
from scoreboard.competition.store import CompetitionStore
from scoreboard.history.database import HistoryDB

DAMAGE = {
    "nested too deep": ("document", "[" * 100_000 + "]" * 100_000),
    "a number for a document": ("document", 42),
    "bytes for a document": ("document", b"\x00\xff\x10"),
    "a revision that is not a number": ("revision", "abc"),
}


def _stored(tmp_path: Path, name: str) -> tuple[HistoryDB, str]:
    db = HistoryDB(tmp_path / "history.sqlite3")
    c = Competition(name, Format.SINGLE_ELIMINATION)
    for entrant in ("Ana", "Bea", "Cris"):
        c.add_entrant(entrant)
    CompetitionStore.of(db).save(c)
    return db, c.uid


def _damage(tmp_path: Path, uid: str, column: str, value: object) -> None:
    # another program writes the row (the app's own connection is left as it was)
    conn = sqlite3.connect(tmp_path / "history.sqlite3")
    conn.execute(f"UPDATE competitions SET {column} = ? WHERE uid = ?", (value, uid))
    conn.commit()
    conn.close()


@pytest.mark.parametrize("what", list(DAMAGE))
def test_a_damaged_competition_row_is_reported_by_name(tmp_path: Path, what: str) -> None:
    db, uid = _stored(tmp_path, "Spring cup")
    column, value = DAMAGE[what]
    _damage(tmp_path, uid, column, value)
    store = CompetitionStore.of(db)
    with pytest.raises(CompetitionError) as refused:
        store.load(uid)
    print(f"tried: {what}; refused: {refused.value.problem} {dict(refused.value.params)}")
    assert refused.value.problem is Problem.DAMAGED_FILE
    assert refused.value.params["file"] == "Spring cup"
    db.close()


def test_the_list_shows_every_competition_as_short_text(tmp_path: Path) -> None:
    db, uid = _stored(tmp_path, "Spring cup")
    other = Competition("Autumn cup", Format.SINGLE_ELIMINATION)
    CompetitionStore.of(db).save(other)
    _damage(tmp_path, uid, "name", b"\xff\xfe")
    _damage(tmp_path, other.uid, "name", "<b>x</b>" * 200_000)
    listed = CompetitionStore.of(db).list()
    print(f"tried: a name of bytes and one of 1.6 MB; listed {[s.name[:20] for s in listed]}")
    assert {s.uid for s in listed} == {uid, other.uid}
    for s in listed:
        assert isinstance(s.name, str) and 0 < len(s.name) <= 200
        assert isinstance(s.updated, str)
    db.close()
