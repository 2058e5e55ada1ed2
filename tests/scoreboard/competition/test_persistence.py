"""Competitions in the history database, JSON files (untrusted on import) and CSV."""

from __future__ import annotations

import csv
import io
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoreboard.competition import (
    Competition,
    CompetitionError,
    Format,
    Problem,
    State,
    classification,
)
from scoreboard.competition.document import from_dict, to_dict
from scoreboard.competition.files import MAX_FILE_BYTES, export_csv, export_json, import_json
from scoreboard.competition.store import CompetitionStore
from scoreboard.history.database import SCHEMA_VERSION, HistoryDB, migrate
from tests.scoreboard.competition.helpers import entered, play_out, random_score

ROOT = Path(__file__).resolve().parents[3]


def view(c: Any) -> list[Any]:
    return [(s.id, s.players, s.state, s.result, s.table, s.best_of) for s in c.slots()]


def half_played(fmt: Format = Format.RFEB, n: int = 128, seed: int = 1) -> Any:
    c = entered(fmt, n, tables=4)
    rng = random.Random(seed)
    for _ in range(len(c.slots()) // 2):
        ready = c.ready()
        if not ready:
            break
        s = rng.choice(ready)
        c.enter_result(s.id, random_score(s.race, rng), history_id=f"m-{s.id}")
    nxt = c.next_for_table()
    assert nxt is not None
    c.assign_table(nxt.id, 2)
    return c


def test_a_json_export_rebuilds_the_same_bracket_with_corrections_and_tables(
    tmp_path: Path,
) -> None:
    c = half_played()
    first = next(s for s in c.slots() if s.state is State.FINISHED)
    c.enter_result(first.id, first.result.racks[::-1], confirm=True)  # type: ignore[union-attr]
    export_json(tmp_path / "open.json", c)
    back = import_json(tmp_path / "open.json")
    assert view(back) == view(c)
    assert back.uid == c.uid and back.entrants == c.entrants
    assert classification(back) == classification(c)


def test_a_finished_rfeb_event_survives_the_round_trip() -> None:
    c = entered(Format.RFEB, 128)
    play_out(c, random.Random(7))
    back = from_dict(json.loads(json.dumps(to_dict(c))))
    assert back.finished and view(back) == view(c)


@pytest.mark.parametrize(
    ("content", "field"),
    [
        (b"\x00\xff not json", "file"),
        (b"[1, 2]", "document"),
        (b'{"format": "pool-scoreboard-match", "version": 1}', "format"),
        (b'{"format": "pool-scoreboard-competition", "version": 99}', "version"),
        (b"[" * 100000 + b"]" * 100000, "file"),
    ],
)
def test_a_damaged_file_is_refused_with_its_name(
    tmp_path: Path, content: bytes, field: str
) -> None:
    path = tmp_path / "club.json"
    path.write_bytes(content)
    with pytest.raises(CompetitionError) as e:
        import_json(path)
    assert e.value.problem is Problem.DAMAGED_FILE
    assert e.value.params["file"] == "club.json" and e.value.params["field"] == field


def test_a_file_too_large_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(CompetitionError) as e:
        import_json(path)
    assert e.value.params["detail"] == "too large"


def doc_of_small_event() -> dict[str, Any]:
    c = entered(Format.DOUBLE_ELIMINATION, 6)
    play_out(c, random.Random(2))
    return to_dict(c)


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"system": "swiss"}, Problem.UNKNOWN_FORMAT),
        ({"entrants": ["Ana", "ana"]}, Problem.DAMAGED_FILE),
        ({"entrants": ["Ana"], "results": []}, Problem.DAMAGED_FILE),
        ({"entrants": ["x" * 100] * 3}, Problem.DAMAGED_FILE),
        ({"entrants": ["p"] * 100_000}, Problem.DAMAGED_FILE),
        ({"name": 7}, Problem.DAMAGED_FILE),
        ({"tables": True}, Problem.DAMAGED_FILE),
        ({"distances": {"final": 8}}, Problem.DAMAGED_FILE),
        ({"results": [{"slot": "W1-2", "racks": [5, 4]}]}, Problem.DAMAGED_FILE),
        ({"results": [{"slot": "F", "racks": [3, 0]}]}, Problem.DAMAGED_FILE),
        ({"results": "all"}, Problem.DAMAGED_FILE),
        ({"on_table": {"W1-2": 99}}, Problem.DAMAGED_FILE),
    ],
)
def test_a_bad_document_changes_nothing_and_says_what(
    change: dict[str, Any], problem: Problem
) -> None:
    doc = {**doc_of_small_event(), **change}
    with pytest.raises(CompetitionError) as e:
        from_dict(doc)
    assert e.value.problem is problem
    if problem is Problem.DAMAGED_FILE:
        assert e.value.params["field"]


JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**12), 10**12),
    st.text(max_size=30),
    st.lists(st.integers(-3, 200), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
)


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_any_damage_to_a_document_gives_a_clear_refusal_or_a_valid_event(data: Any) -> None:
    doc = doc_of_small_event()
    keys = sorted(doc)
    for _ in range(data.draw(st.integers(1, 3))):
        key = data.draw(st.sampled_from(keys))
        results = doc["results"]
        if (
            key == "results"
            and isinstance(results, list)
            and results
            and all(isinstance(r, dict) for r in results)
            and data.draw(st.booleans())
        ):
            i = data.draw(st.integers(0, len(results) - 1))
            item = dict(results[i])
            field = data.draw(st.sampled_from(["slot", "racks", "history_id", "forfeit"]))
            item[field] = data.draw(JUNK)
            doc["results"][i] = item
        else:
            doc[key] = data.draw(JUNK)
    try:
        c = from_dict(doc)
    except CompetitionError as e:
        assert isinstance(e.problem, Problem)
    else:
        assert sorted(p.rank for p in classification(c)) == list(range(1, len(c.entrants) + 1))


def test_csv_has_the_bracket_and_the_classification_and_no_formulas(tmp_path: Path) -> None:
    c2 = Competition("Club", Format.SINGLE_ELIMINATION)
    for name in ("=HYPERLINK(1)", "Luis", "Marta"):
        c2.add_entrant(name)
    c2.draw()
    c2.enter_result("W1-2", (4, 1))
    c2.enter_result("W2-1", (5, 0))
    export_csv(tmp_path / "club.csv", c2)
    text = (tmp_path / "club.csv").read_bytes().decode("utf-8-sig")
    bracket, table = text.split("\r\n\r\n")
    rows = list(csv.reader(io.StringIO(bracket)))
    assert rows[0][:3] == ["Match", "Phase", "Round"]
    assert rows[1][5:7] == ["'=HYPERLINK(1)", "(bye)"] and rows[1][4] == "walkover"
    assert rows[3][7:9] == ["5-0", "'=HYPERLINK(1)"]
    places = list(csv.reader(io.StringIO(table)))
    assert [r[1] for r in places[1:]] == ["'=HYPERLINK(1)", "Luis", "Marta"]


# -- the history database ------------------------------------------------------------------------


def test_competitions_are_stored_in_the_history_database(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    c = half_played(Format.DOUBLE_ELIMINATION, 16)
    with HistoryDB(path) as db:
        CompetitionStore.of(db).save(c)
    with HistoryDB(path) as db:
        store = CompetitionStore.of(db)
        [line] = store.list()
        assert line.uid == c.uid and line.name == "Test" and not line.finished
        assert view(store.load(c.uid)) == view(c)


def test_an_older_history_gets_the_competitions_table(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, target=2)
    conn.close()
    with HistoryDB(path) as db:
        assert db.schema_version == SCHEMA_VERSION
        assert CompetitionStore.of(db).list() == []


def test_a_failed_update_leaves_the_old_bracket(tmp_path: Path) -> None:
    with HistoryDB(tmp_path / "h.sqlite3") as db:
        store = CompetitionStore.of(db)
        c = half_played(Format.SINGLE_ELIMINATION, 16)
        store.save(c)
        old = view(c)
        db._conn.execute(
            "CREATE TRIGGER fail BEFORE UPDATE ON competitions"
            " BEGIN SELECT RAISE(ABORT, 'disk full'); END"
        )
        s = c.ready()[0]
        c.enter_result(s.id, (s.race, 0))
        with pytest.raises(sqlite3.DatabaseError):
            store.save(c)
        assert view(store.load(c.uid)) == old


def test_a_damaged_row_is_reported_by_the_competitions_name(tmp_path: Path) -> None:
    with HistoryDB(tmp_path / "h.sqlite3") as db:
        store = CompetitionStore.of(db)
        c = half_played(Format.SINGLE_ELIMINATION, 8)
        store.save(c)
        db._conn.execute("UPDATE competitions SET document = '{\"format\": 3'")
        with pytest.raises(CompetitionError) as e:
            store.load(c.uid)
        assert e.value.problem is Problem.DAMAGED_FILE and e.value.params["file"] == "Test"


WRITER = """
import random, sys
sys.path.insert(0, {root!r})
from tests.scoreboard.competition.helpers import entered, random_score
from scoreboard.competition import Format
from scoreboard.competition.store import CompetitionStore
from scoreboard.history.database import HistoryDB
db = HistoryDB({path!r})
store = CompetitionStore.of(db)
c = entered(Format.RFEB, 128)
rng = random.Random(5)
store.save(c)
print("ready", flush=True)
while c.ready():
    s = rng.choice(c.ready())
    c.enter_result(s.id, random_score(s.race, rng))
    store.save(c)
"""


def test_a_crash_in_the_middle_of_updates_leaves_a_whole_bracket(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    proc = subprocess.Popen(
        [sys.executable, "-c", WRITER.format(root=str(ROOT), path=str(path))],
        stdout=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready"
    time.sleep(0.8)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    with HistoryDB(path) as db:
        store = CompetitionStore.of(db)
        [line] = store.list()
        c = store.load(line.uid)  # every stored result is re-entered and checked
        assert c.drawn and len(c.results) > 0
        assert sum(s.state is State.FINISHED for s in c.slots()) == len(c.results)


def test_a_forfeit_survives_the_round_trip() -> None:
    c = entered(Format.DOUBLE_ELIMINATION, 4)
    c.enter_result("W1-1", (0, 1), forfeit=0, history_id="m-1")
    back = from_dict(json.loads(json.dumps(to_dict(c))))
    assert back.slot("W1-1").result == c.slot("W1-1").result
    assert back.slot("W1-1").result.forfeit == 0  # type: ignore[union-attr]


def test_a_second_copy_of_the_app_never_overwrites_the_first(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    first_db, second_db = HistoryDB(path), HistoryDB(path)
    try:
        first, second = CompetitionStore.of(first_db), CompetitionStore.of(second_db)
        c = entered(Format.SINGLE_ELIMINATION, 4)
        first.save(c)
        mine, theirs = first.load(c.uid), second.load(c.uid)
        theirs.enter_result("W1-1", (4, 0))
        second.save(theirs)  # the other copy enters a result
        mine.enter_result("W1-2", (4, 1))
        with pytest.raises(CompetitionError) as e:
            first.save(mine)  # written over it, W1-1 would be lost
        assert e.value.problem is Problem.CHANGED_ELSEWHERE
        again = first.load(c.uid)
        assert set(again.results) == {"W1-1"}
        again.enter_result("W1-2", (4, 1))
        first.save(again)
        assert set(second.load(c.uid).results) == {"W1-1", "W1-2"}
    finally:
        first_db.close()
        second_db.close()


@pytest.mark.parametrize("length", [61, 70, 80])
def test_a_competition_kept_with_an_entrant_named_up_to_80_characters_is_read_as_it_is(
    length: int,
) -> None:
    """Competitions kept before names were held to 60 characters took up to 80: read back,
    never set aside; a name that long typed now is refused."""
    c = entered(Format.SINGLE_ELIMINATION, 4)
    data = to_dict(c)
    long_name = ("Ana María de los Ángeles Ruiz " * 4)[: length - 1] + "z"
    assert len(long_name) == length
    data["entrants"][0] = long_name
    back = from_dict(json.loads(json.dumps(data)))
    assert back.entrants[0] == " ".join(long_name.split())
    with pytest.raises(CompetitionError) as refused:
        Competition("Open", Format.SINGLE_ELIMINATION).add_entrant(long_name)
    assert refused.value.problem is Problem.NAME_TOO_LONG
