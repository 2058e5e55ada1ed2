"""Tables: named tables in one process, each with its journals in its own folder."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rules import Shot
from scoreboard.match.inputs import ShotInput, Undo
from scoreboard.match.match import MatchConfig
from scoreboard.table.journal import find_unfinished, read_journal
from scoreboard.table.table import Table, Watcher
from scoreboard.table.tables import Tables, valid_name
from tests.club_play import club_record

NINE = MatchConfig(discipline="nine-ball", race=(5, 5), breaker=0)
EIGHT = MatchConfig(discipline="eight-ball", ruleset="wpa", race=(5, 5), breaker=1)


def play(table: Table, seed: int, n: int) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        assert table.submit(club_record(rng, table.snapshot))


def test_each_table_is_named_and_journals_in_its_own_folder(tmp_path: Path) -> None:
    tables = Tables(tmp_path)
    a = tables.open("1", NINE)
    b = tables.open("mesa-2", EIGHT)
    assert (a.name, b.name) == ("1", "mesa-2")
    assert tables.names == ("1", "mesa-2") and len(tables) == 2 and "1" in tables
    assert list(tables) == [a, b] and tables["1"] is a and tables.get("3") is None
    play(a, 1, 30)
    play(b, 2, 20)
    assert a.journal is not None and a.journal.path.parent == tmp_path / "1"
    assert b.journal is not None and b.journal.path.parent == tmp_path / "mesa-2"
    assert len(read_journal(a.journal.path).inputs) == 30
    assert len(read_journal(b.journal.path).inputs) == 20
    tables.release()
    assert a.journal is None and b.journal is None


def test_resume_brings_every_table_back_alone(tmp_path: Path) -> None:
    tables = Tables(tmp_path)
    live = {name: tables.open(name, cfg) for name, cfg in (("a", NINE), ("b", EIGHT))}
    play(live["a"], 3, 40)
    play(live["b"], 4, 25)
    live["a"].undo()
    tables.release()
    again = Tables(tmp_path)
    found = again.resume_all()
    assert sorted(found) == ["a", "b"] and all(c.problem is None for c in found.values())
    for name, table in live.items():
        assert again[name].name == name
        assert again[name].snapshot == table.snapshot
        assert again[name].inputs == table.inputs
    # kept on from where it was: the next record goes to that table's journal only
    assert again["a"].redo()
    assert again["a"].journal is not None
    assert read_journal(again["a"].journal.path).records[-2:] == [
        {"kind": "undo"},
        {"kind": "redo"},
    ]
    assert again["b"].journal is not None
    assert len(read_journal(again["b"].journal.path).inputs) == 25
    again.release()


def test_a_new_match_keeps_the_table_and_leaves_the_old_one_resumable(tmp_path: Path) -> None:
    tables = Tables(tmp_path)
    table = tables.open("t", NINE)
    seen: list[object] = []
    table.watch(Watcher(snapshot=seen.append))
    assert table.shot(Shot(rails=4))
    first = table.journal
    assert first is not None
    assert tables.open("t", EIGHT) is table
    assert table.config == EIGHT and table.inputs == () and len(seen) == 2
    assert table.journal is not None and table.journal is not first
    assert len(find_unfinished(tmp_path / "t")) == 2
    assert table.submit(ShotInput(Shot(rails=4), time=5.0))
    tables.release()
    # the newest unfinished match comes back
    again = Tables(tmp_path)
    contents = again.resume("t")
    assert contents is not None and again["t"].config == EIGHT
    assert again["t"].inputs == (ShotInput(Shot(rails=4), time=5.0),)
    again.release()


def test_a_closed_match_is_not_resumed(tmp_path: Path) -> None:
    tables = Tables(tmp_path)
    table = tables.open("t", NINE)
    assert table.shot(Shot(rails=4))
    path = tables.close_match("t")
    assert path is not None and path.parent.name == "closed"
    assert read_journal(path).ended == "finished"
    assert table.journal is None and tables.close_match("t") is None
    assert table.submit(Undo())  # still on screen, written nowhere
    assert Tables(tmp_path).resume("t") is None
    assert Tables(tmp_path).resume_all() == {}


def test_a_damaged_or_foreign_journal_is_passed_over_or_repaired(tmp_path: Path) -> None:
    tables = Tables(tmp_path)
    table = tables.open("t", NINE)
    play(table, 5, 10)
    assert table.journal is not None
    path = table.journal.path
    tables.release()
    with open(path, "ab") as f:
        f.write(b'{"seq": 11, "inp')  # a line cut short
    (tmp_path / "t" / "zz-not-ours.jsonl").write_text('{"format": "something else"}\n')
    again = Tables(tmp_path)
    contents = again.resume("t")
    assert contents is not None and contents.problem is not None
    assert contents.problem.kept_aside is not None
    assert again["t"].inputs == table.inputs
    again.release()


def test_names_that_cannot_be_folders_are_refused(tmp_path: Path) -> None:
    tables = Tables(tmp_path)
    for bad in (
        "",
        "..",
        "../x",
        "a/b",
        "a\\b",
        ".hidden",
        "-x",
        "x" * 41,
        "mesa 1",
        "ñ",
        "NUL",
        "com1",
    ):
        assert not valid_name(bad)
        with pytest.raises(ValueError):
            tables.open(bad, NINE)
        with pytest.raises(ValueError):
            tables.resume(bad)
    assert valid_name("x" * 40) and valid_name("Mesa_1-b")
    assert len(tables) == 0 and not any(tmp_path.iterdir())
    (tmp_path / "not a table").mkdir()
    assert tables.resume_all() == {}


def test_a_config_that_cannot_be_played_starts_nothing(tmp_path: Path) -> None:
    tables = Tables(tmp_path)
    with pytest.raises(ValueError):
        tables.open("t", MatchConfig(discipline="nine-ball", race=(0, 5)))
    assert "t" not in tables and not (tmp_path / "t").exists()


def test_drop_lets_go_of_a_table_and_leaves_it_resumable(tmp_path: Path) -> None:
    tables = Tables(tmp_path)
    table = tables.open("t", NINE)
    assert table.shot(Shot(rails=4))
    assert tables.drop("t") is table and "t" not in tables and table.journal is None
    assert tables.resume("t") is not None and tables["t"] is not table
    assert tables["t"].inputs == table.inputs
    tables.release()
