"""Export of a match (JSON, CSV, a printable PDF score sheet) and import of an exported match.

* JSON is the journal's content in one document: ``{"format": "pool-scoreboard-match",
  "version": 1, "match_id", "created", "finished", "config", "clock", "inputs": [...]}``. It
  rebuilds the match exactly; :func:`import_match` validates it, replays it and stores it in
  the history (a journal file ``*.jsonl`` is accepted too).
* CSV holds two tables: the racks, then each player's statistics.
* PDF is the score sheet to print: the result, the racks, the statistics, and for straight
  pool the classic inning-by-inning 14.1 sheet. Its page is :func:`sheet_html`; the windows
  print it with Qt (:func:`ui.sheet_pdf.export_pdf`), so no Qt here.

Visible words come from an :class:`ExportText` (English by default); the windows pass one
filled from their translations.

Every file is written atomically. A bad import raises
:class:`~scoreboard.paths.FileProblemError` with a :class:`~scoreboard.paths.ProblemCode`; the
history is not changed.
"""

from __future__ import annotations

import csv
import dataclasses
import html
import io
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules import Discipline

from .history import HistoryDB, MatchSummary, RackSummary, StoredMatch, summarize
from .journal import FORMAT as JOURNAL_FORMAT
from .journal import JournalContents, parse_journal
from .match import MatchConfig
from .paths import (
    FileProblem,
    FileProblemError,
    ProblemCode,
    Severity,
    atomic_write_bytes,
    now_iso,
    read_at_most,
)
from .replay import CANCELLED, Progress, collector_paused, replay
from .schema import EXPORTED_MATCH, MAX_IMPORT_BYTES, SchemaError, load_json
from .stats import PlayerStats

FORMAT = "pool-scoreboard-match"
VERSION = 1


# -- the exported match --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ExportedMatch:
    """A match as exported: enough to rebuild it exactly by replay."""

    match_id: str
    created: str
    config: dict[str, Any]
    inputs: tuple[dict[str, Any], ...]
    finished: str | None = None
    clock: dict[str, Any] | None = None

    @classmethod
    def from_stored(cls, m: StoredMatch) -> ExportedMatch:
        return cls(m.match_id, m.created, m.config, m.inputs, m.row.finished, m.clock)

    @classmethod
    def from_journal(cls, c: JournalContents) -> ExportedMatch:
        assert c.header is not None
        return cls(
            str(c.match_id),
            str(c.created),
            c.config,
            tuple(c.records),
            c.ended_at if c.ended == "finished" else None,
            c.clock,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "exported": now_iso(),
            "match_id": self.match_id,
            "created": self.created,
            "finished": self.finished,
            "config": self.config,
            "clock": self.clock,
            "inputs": list(self.inputs),
        }


def export_json(path: Path | str, match: ExportedMatch) -> None:
    text = json.dumps(match.to_dict(), ensure_ascii=False, indent=1, allow_nan=False)
    atomic_write_bytes(Path(path), (text + "\n").encode("utf-8"))


def _bad(path: Path, code: ProblemCode, **params: Any) -> FileProblemError:
    return FileProblemError(FileProblem(code, path, None, params, Severity.ERROR))


def _shape_problem(path: Path, exc: SchemaError) -> FileProblemError:
    """The problem for a document of the wrong shape: the entry (0-based index) of an input,
    else the field."""
    parts = exc.where.split(".")
    if parts[0] == "inputs" and len(parts) > 1 and parts[1].isdigit():
        return _bad(path, ProblemCode.IMPORT_INVALID_INPUT, index=int(parts[1]), error=str(exc))
    return _bad(path, ProblemCode.IMPORT_INVALID, field=exc.where or "?", error=str(exc))


def load_exported(path: Path | str) -> ExportedMatch:
    """Read and check an exported match (or a journal) against its declared shape
    (:data:`scoreboard.schema.EXPORTED_MATCH`) and limits. Raises FileProblemError."""
    path = Path(path)
    try:
        data = read_at_most(path, MAX_IMPORT_BYTES + 1)
    except OSError as exc:
        raise _bad(path, ProblemCode.UNREADABLE, error=str(exc)) from exc
    if len(data) > MAX_IMPORT_BYTES:
        raise _bad(path, ProblemCode.FILE_TOO_LARGE, limit=MAX_IMPORT_BYTES)
    first = data.split(b"\n", 1)[0]
    try:
        head = load_json(first)
    except ValueError:
        head = None
    if isinstance(head, dict) and head.get("format") == JOURNAL_FORMAT:
        c = parse_journal(path, data)
        if c.problem is not None:
            raise FileProblemError(dataclasses.replace(c.problem, severity=Severity.ERROR))
        doc: Any = {
            "format": FORMAT,
            "version": VERSION,
            "match_id": c.match_id,
            "created": c.created,
            "finished": c.ended_at if c.ended == "finished" else None,
            "config": c.config,
            "clock": c.clock,
            "inputs": list(c.records),
        }
    else:
        try:
            doc = load_json(data)
        except ValueError as exc:
            raise _bad(path, ProblemCode.IMPORT_NOT_JSON) from exc
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise _bad(path, ProblemCode.IMPORT_NOT_OURS)
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _bad(path, ProblemCode.IMPORT_INVALID, field="version")
    if version > VERSION:
        raise _bad(path, ProblemCode.IMPORT_NEWER_VERSION, version=version, supported=VERSION)
    try:
        # the inputs first: an entry of the wrong shape is named by its number
        if "inputs" in doc:
            EXPORTED_MATCH.fields["inputs"].check(doc["inputs"], "inputs")
        EXPORTED_MATCH.check(doc)
    except SchemaError as exc:
        raise _shape_problem(path, exc) from exc
    try:
        MatchConfig.from_dict(doc["config"]).validate()
    except ValueError as exc:
        raise _bad(path, ProblemCode.IMPORT_INVALID, field="config", error=str(exc)) from exc
    return ExportedMatch(
        doc["match_id"],
        doc["created"],
        doc["config"],
        tuple(doc["inputs"]),
        doc.get("finished"),
        doc.get("clock"),
    )


Replay = Callable[[dict[str, Any], Sequence[Any]], Any]


class ReplayRefused(ValueError):
    """A replay stopped at a refused input: ``code`` is the refusal, ``index`` the input's
    0-based position."""

    def __init__(self, code: str, index: int, message: str = "") -> None:
        super().__init__(message or code)
        self.code = code
        self.index = index


def replay_snapshot(
    config: dict[str, Any], inputs: Sequence[Any], progress: Progress | None = None
) -> Any:
    """Replay a match (one pass, :func:`scoreboard.replay.replay`); returns its snapshot.
    Raises :class:`ReplayRefused` on a config or an input the rules refuse, or when
    ``progress`` asks to stop."""
    result = replay(config, inputs, progress=progress)
    if result.error is not None or result.match is None:
        raise ReplayRefused(result.error or "refused", result.applied, result.message)
    return result.match.snapshot()


@dataclass(frozen=True, slots=True)
class PreparedImport:
    """An exported match checked and replayed, ready to be stored (:func:`store_import`)."""

    path: Path
    match: ExportedMatch
    summary: MatchSummary


def prepare_import(
    path: Path | str, *, replay: Replay = replay_snapshot, progress: Progress | None = None
) -> PreparedImport:
    """Read, check and replay an exported match, without touching the history (so it can
    run away from the window's thread). ``progress(done)`` is called every thousand inputs;
    returning False cancels (ReplayRefused with the code ``cancelled``). Raises
    FileProblemError for a file that is not valid or a match whose replay is refused."""
    with collector_paused():
        return _prepare(Path(path), replay, progress)


def _prepare(path: Path, replay: Replay, progress: Progress | None) -> PreparedImport:
    m = load_exported(path)
    try:
        if progress is not None:
            snapshot = replay(m.config, m.inputs, progress)  # type: ignore[call-arg]
        else:
            snapshot = replay(m.config, m.inputs)
    except ReplayRefused as exc:
        if exc.code == CANCELLED:
            raise
        raise _bad(
            path, ProblemCode.IMPORT_REPLAY_FAILED, index=exc.index, error=str(exc.code)
        ) from exc
    except (KeyError, ValueError, TypeError) as exc:
        code = getattr(exc, "code", type(exc).__name__)
        raise _bad(path, ProblemCode.IMPORT_REPLAY_FAILED, error=str(code)) from exc
    summary = summarize(
        snapshot,
        match_id=m.match_id,
        created=m.created,
        config=m.config,
        inputs=m.inputs,
        finished=m.finished,
        clock=m.clock,
    )
    return PreparedImport(path, m, summary)


def store_import(prepared: PreparedImport, db: HistoryDB) -> int:
    """Store a prepared import in ``db``; returns the row id. Raises FileProblemError when
    the match is already in the history (the history is then unchanged)."""
    if db.has_match(prepared.match.match_id):
        raise _bad(
            prepared.path, ProblemCode.IMPORT_ALREADY_STORED, match_id=prepared.match.match_id
        )
    return db.save(prepared.summary)


def import_match(path: Path | str, db: HistoryDB, *, replay: Replay = replay_snapshot) -> int:
    """Validate an exported match, replay it, and store it in ``db``; returns the row id.

    Raises FileProblemError (history unchanged) for a file that is not valid, a match whose
    replay is refused, or a match already in the history.
    """
    return store_import(prepare_import(path, replay=replay), db)


# -- the score sheet's data ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Sheet:
    """What CSV and PDF show, from a stored match or a summary."""

    players: tuple[str, str]
    discipline: str
    ruleset: str
    started: str
    finished: str | None
    winner: int | None
    end_reason: str | None
    score: tuple[int, int]
    racks_won: tuple[int, int]
    sets: tuple[int, int]
    stats: tuple[PlayerStats, PlayerStats]
    racks: tuple[RackSummary, ...]
    score_sheet: tuple[Mapping[str, int], ...]

    @classmethod
    def of(cls, m: StoredMatch | MatchSummary) -> Sheet:
        if isinstance(m, StoredMatch):
            r = m.row
            return cls(
                r.players,
                r.discipline,
                r.ruleset,
                m.created,
                r.finished,
                r.winner,
                r.end_reason,
                r.score,
                r.racks_won,
                r.sets,
                r.stats,
                m.racks,
                m.score_sheet,
            )
        return cls(
            m.players,
            m.discipline,
            m.ruleset,
            m.created,
            m.finished,
            m.winner,
            m.end_reason,
            m.score,
            m.racks_won,
            m.sets,
            m.stats,
            m.racks,
            m.score_sheet,
        )

    @property
    def straight_pool(self) -> bool:
        return self.discipline == Discipline.STRAIGHT_POOL


#: The statistics columns, in order (PlayerStats fields, then derived values).
STAT_FIELDS: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(PlayerStats)) + (
    "average",
    "average_shot_time",
)


@dataclass(frozen=True, slots=True)
class ExportText:
    """The words of the exported files. ``codes`` maps a code (discipline, outcome, end
    reason, statistic name) to its words; a code without words is printed as is."""

    title: str = "Score sheet"
    player: str = "Player"
    discipline: str = "Discipline"
    started: str = "Started"
    finished: str = "Finished"
    winner: str = "Winner"
    result: str = "Result"
    racks: str = "Racks"
    rack: str = "Rack"
    set: str = "Set"
    breaker: str = "Breaker"
    outcome: str = "Outcome"
    points: str = "Points"
    moves: str = "Moves"
    statistics: str = "Statistics"
    inning: str = "Inning"
    run: str = "Run"
    penalty: str = "Fouls"
    reracks: str = "Re-racks"
    total: str = "Total"
    innings_sheet: str = "Inning by inning"
    unfinished: str = "Not finished"
    codes: Mapping[str, str] = field(default_factory=dict)

    def code(self, value: str | None) -> str:
        if value is None:
            return ""
        return self.codes.get(value, value)


def _fmt(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.2f}"
    return str(value)


def stat_value(s: PlayerStats, name: str) -> Any:
    return getattr(s, name)


def _name(sheet: Sheet, player: int | None) -> str:
    return "" if player is None else sheet.players[player]


# -- CSV -----------------------------------------------------------------------------------------


def csv_text(sheet: Sheet, text: ExportText | None = None) -> str:
    """The CSV: the racks table, an empty line, then the statistics table."""
    t = text or ExportText()
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\r\n")
    w.writerow([t.racks])
    w.writerow(
        [
            t.rack,
            t.set,
            t.breaker,
            t.winner,
            t.outcome,
            f"{t.points} {sheet.players[0]}",
            f"{t.points} {sheet.players[1]}",
            t.moves,
        ]
    )
    for r in sheet.racks:
        w.writerow(
            [
                r.number,
                r.set_number,
                _name(sheet, r.breaker),
                _name(sheet, r.winner),
                t.code(r.outcome),
                r.score[0],
                r.score[1],
                r.moves,
            ]
        )
    w.writerow([])
    w.writerow([t.statistics])
    w.writerow([t.player] + [t.code(name) for name in STAT_FIELDS])
    for p in (0, 1):
        w.writerow([sheet.players[p]] + [_fmt(stat_value(sheet.stats[p], n)) for n in STAT_FIELDS])
    return out.getvalue()


def export_csv(path: Path | str, sheet: Sheet, text: ExportText | None = None) -> None:
    """Write the CSV (UTF-8 with a byte-order mark, so spreadsheets read the accents)."""
    atomic_write_bytes(Path(path), csv_text(sheet, text).encode("utf-8-sig"))


# -- PDF -----------------------------------------------------------------------------------------


def innings_rows(sheet: Sheet) -> list[tuple[int, list[Mapping[str, int] | None]]]:
    """The 14.1 sheet: for each inning number, each player's line (None when missing)."""
    by_player: list[dict[int, Mapping[str, int]]] = [{}, {}]
    for line in sheet.score_sheet:
        by_player[int(line["player"])][int(line["inning"])] = line
    last = max((max(d) for d in by_player if d), default=0)
    return [(n, [by_player[0].get(n), by_player[1].get(n)]) for n in range(1, last + 1)]


def _table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    e = html.escape
    head = "".join(f"<th>{e(h)}</th>" for h in headers)
    body = "".join(
        "<tr>" + "".join(f"<td>{e(_fmt(c))}</td>" for c in row) + "</tr>" for row in rows
    )
    return (
        '<table border="1" cellspacing="0" cellpadding="3" width="100%">'
        f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    )


def sheet_html(sheet: Sheet, text: ExportText | None = None) -> str:
    """The score sheet as HTML (what the PDF prints)."""
    t = text or ExportText()
    e = html.escape
    a, b = sheet.players
    parts = [
        f"<h1>{e(t.title)}: {e(a)} – {e(b)}</h1>",
        "<p>",
        f"<b>{e(t.discipline)}:</b> {e(t.code(sheet.discipline))}<br/>",
        f"<b>{e(t.started)}:</b> {e(sheet.started)}<br/>",
        f"<b>{e(t.finished)}:</b> {e(sheet.finished or t.unfinished)}<br/>",
        f"<b>{e(t.result)}:</b> {e(a)} {sheet.score[0]} – {sheet.score[1]} {e(b)}",
    ]
    if sheet.winner is not None:
        parts.append(
            f"<br/><b>{e(t.winner)}:</b> {e(sheet.players[sheet.winner])}"
            f" ({e(t.code(sheet.end_reason))})"
        )
    parts.append("</p>")
    if sheet.straight_pool and sheet.score_sheet:
        parts.append(f"<h2>{e(t.innings_sheet)}</h2>")
        headers = [t.inning]
        for name in (a, b):
            headers += [f"{name}: {t.run}", t.penalty, t.reracks, t.total]
        rows = []
        for n, lines in innings_rows(sheet):
            row: list[Any] = [n]
            for line in lines:
                if line is None:
                    row += ["", "", "", ""]
                else:
                    row += [
                        line["run"],
                        line["penalty"] or "",
                        line["reracks"] or "",
                        line["total"],
                    ]
            rows.append(row)
        parts.append(_table(headers, rows))
    if sheet.racks:
        parts.append(f"<h2>{e(t.racks)}</h2>")
        parts.append(
            _table(
                [
                    t.rack,
                    t.set,
                    t.breaker,
                    t.winner,
                    t.outcome,
                    f"{t.points} {a}",
                    f"{t.points} {b}",
                ],
                [
                    (
                        r.number,
                        r.set_number,
                        _name(sheet, r.breaker),
                        _name(sheet, r.winner),
                        t.code(r.outcome),
                        r.score[0],
                        r.score[1],
                    )
                    for r in sheet.racks
                ],
            )
        )
    parts.append(f"<h2>{e(t.statistics)}</h2>")
    parts.append(
        _table(
            ["", a, b],
            [
                (t.code(n), stat_value(sheet.stats[0], n), stat_value(sheet.stats[1], n))
                for n in STAT_FIELDS
            ],
        )
    )
    return "<html><body>" + "".join(parts) + "</body></html>"
