"""Export (JSON, CSV, PDF score sheet) and import of an exported match."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from rules import Call, Pocket, Pocketed, RackOptions, Shot
from scoreboard.controller import Controller
from scoreboard.export import (
    FORMAT,
    ExportedMatch,
    Sheet,
    csv_text,
    export_csv,
    export_json,
    import_match,
    innings_rows,
    load_exported,
    sheet_html,
)
from scoreboard.history import HistoryDB, summarize
from scoreboard.journal import Journal, read_journal
from scoreboard.match import MatchConfig
from scoreboard.paths import FileProblemError, ProblemCode
from ui.sheet_pdf import export_pdf

BREAK = Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4)
NINE = Shot(pocketed=(Pocketed(9, Pocket.FOOT_RIGHT),), rails=1)
MISS = Shot(rails=1)


def journaled_match(tmp_path: Path) -> tuple[Controller, Journal]:
    config = MatchConfig(players=("Ana", "José"), discipline="nine-ball", race=(2, 2), breaker=0)
    c = Controller(config)
    j = Journal.create(tmp_path / "journals", config)
    j.attach(c)
    c.shot(BREAK, time=1.0)
    c.shot(MISS, time=20.0)
    c.shot(NINE, time=45.0)  # José wins rack 1
    c.shot(BREAK, time=100.0)
    c.shot(MISS, time=130.0)
    c.undo()
    c.shot(NINE, time=150.0)  # José wins rack 2 and the match
    assert c.snapshot.winner == 1
    j.close("finished")
    return c, j


def stored(tmp_path: Path) -> tuple[HistoryDB, Controller, str]:
    c, j = journaled_match(tmp_path)
    contents = read_journal(j.path)
    db = HistoryDB(tmp_path / "history.sqlite3")
    db.save(
        summarize(
            c.snapshot,
            match_id=str(contents.match_id),
            created=str(contents.created),
            config=contents.config,
            inputs=contents.records,
            finished=contents.ended_at,
        )
    )
    return db, c, str(contents.match_id)


def test_exported_json_re_imported_gives_an_equal_match(tmp_path: Path) -> None:
    db, c, match_id = stored(tmp_path)
    original = db.open_match(match_id)
    out = tmp_path / "match.json"
    export_json(out, ExportedMatch.from_stored(original))
    doc = json.loads(out.read_text("utf-8"))
    assert doc["format"] == FORMAT and doc["inputs"] == list(original.inputs)
    other = HistoryDB(tmp_path / "other.sqlite3")
    import_match(out, other)
    back = other.open_match(match_id)
    assert back.config == original.config and back.inputs == original.inputs
    assert back.created == original.created and back.racks == original.racks
    assert back.row.stats == original.row.stats == c.snapshot.players.stats
    assert back.row.score == original.row.score and back.row.winner == original.row.winner
    assert other.shots(match_id) == db.shots(match_id)


def test_journal_file_imports_like_an_export(tmp_path: Path) -> None:
    c, j = journaled_match(tmp_path)
    db = HistoryDB(tmp_path / "h.sqlite3")
    import_match(j.path, db)
    (row,) = db.list_matches()
    assert row.winner == 1 and row.stats == c.snapshot.players.stats


def _import_problem(tmp_path: Path, content: bytes, db: HistoryDB | None = None) -> ProblemCode:
    db = db or HistoryDB(tmp_path / "target.sqlite3")
    before = db.count_matches()
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(FileProblemError) as e:
        import_match(path, db)
    assert e.value.problem.path == path
    assert db.count_matches() == before  # nothing changed
    return e.value.problem.code


def _good_doc(tmp_path: Path) -> dict:
    db, _c, match_id = stored(tmp_path)
    return ExportedMatch.from_stored(db.open_match(match_id)).to_dict()


def test_bad_import_files_give_a_clear_code_and_change_nothing(tmp_path: Path) -> None:
    good = _good_doc(tmp_path)

    def doc(**changes: object) -> bytes:
        return json.dumps({**good, **changes}).encode()

    assert _import_problem(tmp_path, b"\x89PNG not json") is ProblemCode.IMPORT_NOT_JSON
    assert _import_problem(tmp_path, b'{"hello": 1}') is ProblemCode.IMPORT_NOT_OURS
    assert _import_problem(tmp_path, doc(version=2)) is ProblemCode.IMPORT_NEWER_VERSION
    assert _import_problem(tmp_path, doc(config="x")) is ProblemCode.IMPORT_INVALID
    bad_input = doc(inputs=good["inputs"][:2] + [{"kind": "teleport"}])
    assert _import_problem(tmp_path, bad_input) is ProblemCode.IMPORT_INVALID_INPUT
    illegal = doc(inputs=good["inputs"] + [{"kind": "shot", "shot": {"rails": 1}}])  # after the end
    assert _import_problem(tmp_path, illegal) is ProblemCode.IMPORT_REPLAY_FAILED


def test_importing_a_match_already_in_the_history_is_refused(tmp_path: Path) -> None:
    db, _c, match_id = stored(tmp_path)
    out = tmp_path / "m.json"
    export_json(out, ExportedMatch.from_stored(db.open_match(match_id)))
    code = _import_problem(tmp_path, out.read_bytes(), db)
    assert code is ProblemCode.IMPORT_ALREADY_STORED


def test_csv_holds_the_racks_and_each_players_statistics(tmp_path: Path) -> None:
    db, c, match_id = stored(tmp_path)
    sheet = Sheet.of(db.open_match(match_id))
    rows = list(csv.reader(io.StringIO(csv_text(sheet))))
    blank = rows.index([])
    racks, stats = rows[2:blank], rows[blank + 3 :]
    assert [r[3] for r in racks] == ["José", "José"]  # the winners
    assert [r[2] for r in racks] == ["Ana", "José"]  # the breakers
    header = rows[blank + 2]
    assert [r[0] for r in stats] == ["Ana", "José"]
    col = header.index("racks_won")
    assert [int(r[col]) for r in stats] == [0, 2]
    col = header.index("balls_pocketed")
    assert [int(r[col]) for r in stats] == [
        c.snapshot.players.stats[p].balls_pocketed for p in (0, 1)
    ]
    out = tmp_path / "m.csv"
    export_csv(out, sheet)
    assert out.read_bytes().startswith(b"\xef\xbb\xbf")  # spreadsheets read the accents


def straight_pool_sheet() -> Sheet:
    config = MatchConfig(
        players=("Ana", "Bea"),
        discipline="straight-pool",
        breaker=0,
        options=RackOptions(target=(4, 4)),
    )
    c = Controller(config)
    records: list[dict] = []
    c.add_input_listener(lambda i: records.append(i.to_dict()))
    assert c.shot(Shot(call=Call.safety(), rails=2, cue_and_two_to_rail=True))
    for b in (1, 2):
        assert c.shot(
            Shot(pocketed=(Pocketed(b, Pocket.FOOT_LEFT),), call=Call(b, Pocket.FOOT_LEFT))
        )
    assert c.shot(Shot(call=Call(3, Pocket.FOOT_LEFT), rails=1))  # Bea misses
    for b in (3, 4, 5, 6):
        assert c.shot(
            Shot(pocketed=(Pocketed(b, Pocket.FOOT_LEFT),), call=Call(b, Pocket.FOOT_LEFT))
        )
    assert c.snapshot.winner == 0
    return Sheet.of(
        summarize(
            c.snapshot,
            match_id="sp",
            created="2024-01-01T10:00:00Z",
            config=config.to_dict(),
            inputs=records,
        )
    )


def test_straight_pool_sheet_lists_each_inning_with_run_and_total() -> None:
    sheet = straight_pool_sheet()
    rows = innings_rows(sheet)
    assert [n for n, _ in rows] == [1, 2]
    (n1, (a1, b1)), (n2, (a2, b2)) = rows
    assert (a1["run"], a1["total"], b1["run"], b1["total"]) == (0, 0, 2, 2)
    assert (a2["run"], a2["total"], b2) == (4, 4, None)
    page = sheet_html(sheet)
    assert "Inning by inning" in page and "<td>4</td>" in page


def test_pdf_score_sheet_is_written(tmp_path: Path, qapp: object) -> None:
    out = tmp_path / "sheet.pdf"
    export_pdf(out, straight_pool_sheet())
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF")
    assert (
        data.count(b"/Type /Page\n") + data.count(b"/Type /Page ") + data.count(b"/Type/Page") >= 1
    )
    assert list(tmp_path.glob(".*tmp")) == []


def test_load_exported_checks_every_input(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text(
        json.dumps(
            {
                "format": FORMAT,
                "version": 1,
                "match_id": "a",
                "created": "2024-01-01T00:00:00Z",
                "config": {},
                "inputs": [5],
            }
        )
    )
    with pytest.raises(FileProblemError) as e:
        load_exported(path)
    assert e.value.problem.code is ProblemCode.IMPORT_INVALID_INPUT
    assert e.value.problem.params["index"] == 0
