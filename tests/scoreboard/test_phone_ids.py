"""Input ids: written in the journal line with the input, read back, never recorded twice."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules import Pocket, Pocketed, Shot
from scoreboard.files.paths import ProblemCode
from scoreboard.files.shapes import SchemaError
from scoreboard.match.inputs import ShotInput, Undo
from scoreboard.match.match import MatchConfig
from scoreboard.table.journal import Journal, read_journal
from scoreboard.table.table import Status, Table, Watcher
from scoreboard.table.tables import Tables

NINE = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(3, 3), breaker=0)
BREAK = Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4)
MISS = Shot(rails=1)


def lines(path: Path) -> list[dict[str, object]]:
    return [json.loads(raw) for raw in path.read_text("utf-8").splitlines()[1:]]


def test_an_id_is_written_in_the_inputs_line_and_read_back(tmp_path: Path) -> None:
    j = Journal.create(tmp_path, NINE)
    assert j.append(ShotInput(BREAK), "phone-0001") == 1
    assert j.append(ShotInput(MISS)) == 2
    assert j.append(Undo(), "phone-0002") == 3
    assert lines(j.path) == [
        {"seq": 1, "input": ShotInput(BREAK).to_dict(), "id": "phone-0001"},
        {"seq": 2, "input": ShotInput(MISS).to_dict()},
        {"seq": 3, "input": {"kind": "undo"}, "id": "phone-0002"},
    ]
    c = read_journal(j.path)
    assert c.problem is None
    assert c.ids == ["phone-0001", None, "phone-0002"]
    assert c.id_seqs == {"phone-0001": 1, "phone-0002": 3}
    assert j.ids == {"phone-0001": 1, "phone-0002": 3}


def test_a_journal_without_ids_still_reads(tmp_path: Path) -> None:
    j = Journal.create(tmp_path, NINE)
    j.append(ShotInput(BREAK))
    j.release()
    c = read_journal(j.path)
    assert c.problem is None and len(c.inputs) == 1 and c.ids == [None] and c.id_seqs == {}
    again, _ = Journal.resume(j.path)
    assert again.ids == {} and again.count == 1


def test_a_bad_id_or_an_id_written_before_is_refused_and_nothing_written(tmp_path: Path) -> None:
    j = Journal.create(tmp_path, NINE)
    j.append(ShotInput(BREAK), "phone-0001")
    size = j.path.stat().st_size
    for bad in ("short", "x" * 65, "no spaces here", "ñandú-ñandú", "a/b/c/d/e/f"):
        with pytest.raises(SchemaError):
            j.append(ShotInput(MISS), bad)
    with pytest.raises(ValueError, match="already recorded"):
        j.append(ShotInput(MISS), "phone-0001")
    assert j.path.stat().st_size == size and j.count == 1


def test_a_bad_id_in_a_line_is_damage_and_the_lines_before_are_kept(tmp_path: Path) -> None:
    j = Journal.create(tmp_path, NINE)
    j.append(ShotInput(BREAK), "phone-0001")
    j.release()
    with open(j.path, "ab") as f:
        f.write(b'{"seq": 2, "input": {"kind": "undo"}, "id": "bad id!"}\n')
    c = read_journal(j.path)
    assert c.problem is not None and c.problem.code is ProblemCode.JOURNAL_INVALID_INPUT
    assert c.problem.line == 3 and c.ids == ["phone-0001"]


def test_a_repaired_journal_keeps_its_ids(tmp_path: Path) -> None:
    j = Journal.create(tmp_path, NINE)
    j.append(ShotInput(BREAK), "phone-0001")
    j.append(ShotInput(MISS))
    j.append(ShotInput(MISS), "phone-0003")
    j.release()
    with open(j.path, "ab") as f:
        f.write(b'{"seq": 4, "inp')  # cut short
    again, contents = Journal.resume(j.path)
    assert contents.problem is not None and contents.problem.kept_aside is not None
    assert again.ids == {"phone-0001": 1, "phone-0003": 3}
    assert read_journal(j.path).ids == ["phone-0001", None, "phone-0003"]


def test_ids_end_with_the_inputs_replay_keeps(tmp_path: Path) -> None:
    """An input the rules refuse on replay ends the recovered part: its id goes with it."""
    j = Journal.create(tmp_path, NINE)
    j.append(ShotInput(BREAK), "phone-0001")
    j.append(Undo(), "phone-0002")
    j.append(Undo(), "phone-0003")  # nothing to undo: refused on replay
    j.release()
    table = Table()
    again, contents = Journal.resume(
        j.path, lambda cfg, inputs: table.load(MatchConfig.from_dict(cfg), inputs)
    )
    assert contents.problem is not None
    assert contents.problem.code is ProblemCode.JOURNAL_REPLAY_FAILED
    assert again.ids == {"phone-0001": 1, "phone-0002": 2}
    table.keep_in(again)
    assert table.recorded("phone-0002") and not table.recorded("phone-0003")


def test_a_table_answers_a_resent_id_as_recorded_and_records_nothing(tmp_path: Path) -> None:
    table = Table(NINE)
    Journal.create(tmp_path, NINE).attach(table)
    seen: list[object] = []
    table.watch(Watcher(snapshot=seen.append, refused=lambda *a: seen.append(a)))
    first = table.submit(ShotInput(BREAK), id="phone-0001")
    assert first.accepted and first.code == "" and len(seen) == 1
    again = table.submit(ShotInput(BREAK), id="phone-0001")
    assert again.status is Status.ACCEPTED and again.code == "already-recorded"
    assert again.snapshot == first.snapshot and len(table.inputs) == 1 and len(seen) == 1
    # whatever the record sent again says: the id was judged when it was recorded
    assert table.submit_data({"kind": "undo"}, id="phone-0001").code == "already-recorded"
    assert table.submit_data("not even a record", id="phone-0001").code == "already-recorded"
    assert len(table.inputs) == 1 and table.journal is not None and table.journal.count == 1
    # undos and redos carry ids too
    assert table.submit(Undo(), id="phone-0002").accepted
    assert table.submit(Undo(), id="phone-0002").code == "already-recorded"
    assert table.snapshot.can_redo and table.journal.count == 2
    assert table.submit(ShotInput(MISS), id="bad id").code == "bad-id"
    assert table.submit_data({"kind": "redo"}, id=["list"]).code == "bad-id"  # type: ignore[arg-type]
    assert table.journal.count == 2


def test_a_refused_or_not_kept_record_leaves_its_id_free(tmp_path: Path) -> None:
    table = Table(NINE)
    j = Journal.create(tmp_path, NINE)
    j.attach(table)
    assert table.submit(Undo(), id="phone-0001").code == "nothing-to-undo"
    assert not table.recorded("phone-0001")

    def full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    j._write = full  # type: ignore[method-assign]
    assert table.submit(ShotInput(BREAK), id="phone-0002").status is Status.NOT_KEPT
    assert not table.recorded("phone-0002") and j.ids == {}
    del j._write
    assert table.submit(ShotInput(BREAK), id="phone-0002").accepted
    assert table.recorded("phone-0002") and j.ids == {"phone-0002": 1}


def test_a_resent_id_is_known_after_a_restart(tmp_path: Path) -> None:
    tables = Tables(tmp_path)
    table = tables.open("5", NINE)
    assert table.submit(ShotInput(BREAK), id="phone-0001")
    assert table.submit(ShotInput(MISS), id="phone-0002")
    tables.release()
    again = Tables(tmp_path)
    again.resume_all()
    resumed = again["5"]
    assert resumed.recorded("phone-0001") and resumed.recorded("phone-0002")
    assert resumed.submit(ShotInput(MISS), id="phone-0002").code == "already-recorded"
    assert resumed.journal is not None and resumed.journal.count == 2
    assert len(resumed.inputs) == 2
    again.release()


def test_a_new_match_starts_with_no_ids(tmp_path: Path) -> None:
    tables = Tables(tmp_path)
    table = tables.open("5", NINE)
    assert table.submit(ShotInput(BREAK), id="phone-0001")
    tables.open("5", NINE)
    assert not table.recorded("phone-0001")
    tables.release()
