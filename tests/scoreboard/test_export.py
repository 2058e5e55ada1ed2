"""Export (JSON, CSV, PDF score sheet) and import of an exported match."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
import re
import tempfile
import unicodedata
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import Call, Pocket, Pocketed, RackOptions, Shot
from scoreboard.files.cells import FORMULA_START, csv_cell
from scoreboard.files.paths import FileProblemError, ProblemCode
from scoreboard.history.database import HistoryDB, summarize
from scoreboard.history.export import (
    CSV_PARTS,
    FORMAT,
    MAX_FILE_NAME_BYTES,
    RESERVED_NAMES,
    ExportedMatch,
    Sheet,
    csv_tables,
    default_file_name,
    export_csv,
    export_json,
    import_match,
    innings_rows,
    load_exported,
    safe_file_name,
    sheet_html,
)
from scoreboard.match.match import MatchConfig
from scoreboard.table.journal import Journal, read_journal
from ui.adapters.controller import Controller
from ui.history.sheet_pdf import export_pdf

BREAK = Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4)
NINE = Shot(pocketed=(Pocketed(9, Pocket.FOOT_RIGHT),), rails=1)
MISS = Shot(rails=1)


def journaled_match(tmp_path: Path) -> tuple[Controller, Journal]:
    config = MatchConfig(players=("Ana", "José"), discipline="nine-ball", race=(2, 2), breaker=0)
    c = Controller(config)
    j = Journal.create(tmp_path / "journals", config)
    j.attach(c.table)
    c.table.shot(BREAK, time=1.0)
    c.table.shot(MISS, time=20.0)
    c.table.shot(NINE, time=45.0)  # José wins rack 1
    c.table.shot(BREAK, time=100.0)
    c.table.shot(MISS, time=130.0)
    c.table.undo()
    c.table.shot(NINE, time=150.0)  # José wins rack 2 and the match
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


def _table(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def test_csv_is_one_table_per_file_racks_statistics_and_shots(tmp_path: Path) -> None:
    db, c, match_id = stored(tmp_path)
    summary = summarize(
        c.snapshot, match_id="x", created="2024-01-01T10:00:00Z", config=CONFIG, inputs=[]
    )
    sheet = Sheet.of(summary)
    tables = {k: _table(v) for k, v in csv_tables(sheet).items()}
    assert set(tables) == set(CSV_PARTS)
    for rows in tables.values():  # one rectangular table: a header, then rows as wide
        assert rows and all(len(r) == len(rows[0]) for r in rows) and [] not in rows
    racks = tables["racks"]
    head = racks[0]
    assert [r[head.index("Winner")] for r in racks[1:]] == ["José", "José"]
    assert [r[head.index("Breaker")] for r in racks[1:]] == ["Ana", "José"]
    assert [r[head.index("Score")] for r in racks[1:]] == ["0–1", "0–2"]
    stats = tables["statistics"]
    assert [r[0] for r in stats[1:]] == ["Ana", "José"]
    col = stats[0].index("racks_won")
    assert [int(r[col]) for r in stats[1:]] == [0, 2]
    assert "points" not in stats[0] and "average" not in stats[0]  # nine-ball counts racks
    shots = tables["shots"]
    assert len(shots) == 1 + len(c.snapshot.history)
    out = tmp_path / "m.csv"
    written = export_csv(out, sheet)
    assert written == [out, tmp_path / "m-statistics.csv", tmp_path / "m-shots.csv"]
    for path, part in zip(written, CSV_PARTS, strict=True):
        data = path.read_bytes()
        assert data.startswith(b"\xef\xbb\xbf")  # spreadsheets read the accents
        assert data[3:].decode("utf-8") == csv_tables(sheet)[part]


CONFIG = MatchConfig(
    players=("Ana", "José"), discipline="nine-ball", race=(2, 2), breaker=0
).to_dict()

#: What a spreadsheet program would run, or lay out as something else than the text typed.
HOSTILE = [
    '=HYPERLINK("http://x","y")',
    "+1+2",
    "-2+3",
    "@SUM(A1)",
    "\t=1",
    "\r=1",
    "=cmd|' /C calc'!A0",
    "Ana\x00Bel",
    "Ana\x07",
    "Ana\r\nBel",
    "Ana\x1b[31m",
    "Ana\u2028Bel",
    'Ana "la" Bel, 3',
]
_NUMBER = re.compile(r"-?\d+(\.\d+)?")


def _check_cells(text: str) -> list[list[str]]:
    rows = _table(text)
    for row in rows:
        for cell in row:
            if cell[:1] in ("=", "+", "-", "@", "\t", "\r"):
                assert _NUMBER.fullmatch(cell), cell  # only a number starts so
            assert not any(unicodedata.category(ch) in ("Cc", "Zl", "Zp") for ch in cell), cell
    return rows


def _sheet_named(a: str, b: str) -> Sheet:
    config = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(1, 1), breaker=0)
    c = Controller(config)
    c.table.shot(BREAK, time=1.0)
    c.table.shot(NINE, time=2.0)
    summary = summarize(
        c.snapshot, match_id="x", created="2024-01-01T10:00:00Z", config=config.to_dict(), inputs=[]
    )
    return dataclasses.replace(Sheet.of(summary), players=(a, b))


@pytest.mark.parametrize("name", HOSTILE)
@pytest.mark.parametrize("part", CSV_PARTS)
def test_csv_cells_never_run_as_formulas_nor_hold_control_characters(name, part) -> None:
    sheet = _sheet_named(name, "Bea")
    rows = _check_cells(csv_tables(sheet)[part])
    assert csv_cell(name) in [cell for row in rows for cell in row]  # there, as text


@given(st.text(max_size=40), st.text(max_size=40))
@settings(max_examples=150, deadline=None)
def test_any_name_gives_csv_tables_a_spreadsheet_reads_as_text(a: str, b: str) -> None:
    sheet = _sheet_named(a, b)
    for text in csv_tables(sheet).values():
        _check_cells(text)


@given(st.one_of(st.text(), st.integers(), st.floats(allow_nan=False), st.none()))
def test_a_csv_cell_keeps_numbers_and_neutralises_text(value: object) -> None:
    cell = csv_cell(value)
    if isinstance(value, int):
        assert cell == value
    elif isinstance(value, str):
        assert isinstance(cell, str)
        assert not cell.startswith(FORMULA_START)
        assert not any(unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") for ch in cell)
        if value and not value.startswith(FORMULA_START) and value.isprintable():
            assert cell == value  # ordinary text is left as typed


# -- file names ----------------------------------------------------------------------------------

_WINDOWS_FORBIDDEN = set('<>:"/\\|?*')


def _assert_portable(name: str, suffix: str) -> None:
    assert name.endswith(suffix) and len(name) > len(suffix)
    assert not _WINDOWS_FORBIDDEN & set(name)
    assert not any(unicodedata.category(ch)[0] == "C" for ch in name)
    assert name[-1] not in ". " and name[0] not in ".- "
    assert name.split(".")[0].upper() not in RESERVED_NAMES
    assert len(unicodedata.normalize("NFD", name).encode("utf-8")) <= MAX_FILE_NAME_BYTES


@given(st.text(), st.sampled_from(["", ".pdf", ".csv", ".json"]))
@settings(max_examples=300, deadline=None)
def test_any_name_becomes_a_file_name_every_system_accepts(stem: str, suffix: str) -> None:
    name = safe_file_name(stem, suffix)
    _assert_portable(name, suffix or "")
    assert safe_file_name(name[: len(name) - len(suffix)], suffix) == name  # stable
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_bytes(b"x")
        assert [p.name for p in Path(folder).iterdir()] == [name]


@pytest.mark.parametrize(
    "stem", ["CON", "nul", "Com1", "LPT9", "aux.tar", "con ", "PRN.", "CONIN$", "COM¹"]
)
def test_reserved_device_names_are_never_given(stem: str) -> None:
    _assert_portable(safe_file_name(stem, ".pdf"), ".pdf")


def test_the_proposed_file_name_has_the_date_and_no_forbidden_characters() -> None:
    when = datetime(2026, 12, 1, 21, 5)
    name = default_file_name(("José Núñez", "<b>Bold</b> Bob"), when)
    assert name == "2026-12-01_José_Núñez-b_Bold_b_Bob"
    _assert_portable(name + ".pdf", ".pdf")
    assert default_file_name(("", "\x00"), when) == "2026-12-01"


def straight_pool_sheet() -> Sheet:
    config = MatchConfig(
        players=("Ana", "Bea"),
        discipline="straight-pool",
        breaker=0,
        options=RackOptions(target=(4, 4)),
    )
    c = Controller(config)
    records: list[dict] = []
    c.table.add_input_listener(lambda i: records.append(i.to_dict()))
    assert c.table.shot(Shot(call=Call.safety(), rails=2, cue_and_two_to_rail=True))
    for b in (1, 2):
        assert c.table.shot(
            Shot(pocketed=(Pocketed(b, Pocket.FOOT_LEFT),), call=Call(b, Pocket.FOOT_LEFT))
        )
    assert c.table.shot(Shot(call=Call(3, Pocket.FOOT_LEFT), rails=1))  # Bea misses
    for b in (3, 4, 5, 6):
        assert c.table.shot(
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
