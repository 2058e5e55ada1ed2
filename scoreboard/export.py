"""Export of a match (JSON, CSV, a printable PDF score sheet) and import of an exported match.

* JSON is the journal's content in one document: ``{"format": "pool-scoreboard-match",
  "version": 1, "match_id", "created", "finished", "config", "clock", "inputs": [...]}``. It
  rebuilds the match exactly; :func:`import_match` validates it, replays it and stores it in
  the history (a journal file ``*.jsonl`` is accepted too).
* CSV is one table per file, as spreadsheet programs expect (:data:`CSV_PARTS`): the racks
  under the chosen name (``match.csv``), each player's statistics in ``match-statistics.csv``
  and the shot log in ``match-shots.csv``; each starts with its header row. Text that a
  spreadsheet would run as a formula is written behind a single quote, control characters as
  ``\\xNN`` (:func:`csv_cell`).
* PDF is the score sheet to print: the event, discipline, rules, table and local times, the
  result, the racks, the statistics, for straight pool the classic inning-by-inning 14.1
  sheet, and the shot log rack by rack with each decision and its rule. Its page is :func:`sheet_html`; the windows
  print it with Qt (:func:`ui.sheet_pdf.export_pdf`), so no Qt here.

Visible words come from an :class:`ExportText` (English by default); the windows pass one
filled from their translations.

File names are made safe on every system by :func:`safe_file_name`. Every file is written
atomically. A bad import raises
:class:`~scoreboard.paths.FileProblemError` with a :class:`~scoreboard.paths.ProblemCode`; the
history is not changed.
"""

from __future__ import annotations

import csv
import dataclasses
import html
import io
import json
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rules import Discipline

from . import local_time as local_zone
from .cells import csv_cell
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


# -- file names ----------------------------------------------------------------------------------

#: Characters no file name may hold on Windows (and ``/`` nowhere).
FORBIDDEN_IN_NAME = frozenset('<>:"/\\|?*')
#: Names Windows reserves for devices, whatever the extension (``CON.pdf`` is the console).
RESERVED_NAMES = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    + [f"{dev}{n}" for dev in ("COM", "LPT") for n in (*"123456789", "¹", "²", "³")]
)
#: Bytes of a file name (UTF-8, decomposed as macOS stores it): well under every system's 255.
MAX_FILE_NAME_BYTES = 120


def _name_bytes(text: str) -> int:
    return len(unicodedata.normalize("NFD", text).encode("utf-8", "surrogatepass"))


def safe_file_name(stem: str, suffix: str = "", fallback: str = "match") -> str:
    """``stem`` + ``suffix`` made a file name every system accepts (Windows, macOS, Linux):
    no ``<>:"/\\|?*``, no control or format characters, spaces as ``_``, no leading dot or
    dash, no trailing dot or space, not a reserved device name (``CON``, ``NUL``, ``COM1``...),
    at most :data:`MAX_FILE_NAME_BYTES` bytes; ``fallback`` when nothing is left.

    >>> safe_file_name("José Núñez-<b>Bold</b> Bob", ".pdf")
    'José_Núñez-_b_Bold_b_Bob.pdf'
    >>> safe_file_name("con", ".csv"), safe_file_name(" . ", ".csv")
    ('_con.csv', 'match.csv')
    """
    out: list[str] = []
    for c in unicodedata.normalize("NFC", stem):
        if c in FORBIDDEN_IN_NAME or c.isspace():
            c = "_"
        elif unicodedata.category(c)[0] == "C":  # control, format, surrogate, unassigned
            continue
        if c == "_" and out and out[-1] == "_":
            continue
        out.append(c)
    name = "".join(out).lstrip("._-").rstrip("._ ")
    budget = MAX_FILE_NAME_BYTES - _name_bytes(suffix)
    while name and _name_bytes(name) > budget:
        name = name[:-1]
    name = name.rstrip("._ ")
    if not name:
        name = fallback
    if name.split(".")[0].upper() in RESERVED_NAMES:
        name = "_" + name
    return name + suffix


def default_file_name(players: Sequence[str], when: datetime | None = None) -> str:
    """The file name an export proposes (without its extension): the local date and both
    players, made safe (:func:`safe_file_name`): ``2024-05-01_Ana-José``."""
    day = (when or _local_now()).strftime("%Y-%m-%d")
    names = [n for n in (safe_file_name(p, fallback="") for p in players) if n]
    return safe_file_name(" ".join([day, "-".join(names)]))


# -- times ---------------------------------------------------------------------------------------


def _local_now() -> datetime:
    return local_zone.now()


def _local(moment: datetime) -> datetime:
    return local_zone.local(moment)


def local_time(iso: str | None, *, with_date: bool = True) -> str:
    """An ISO 8601 moment (``2024-05-01T10:00:00Z``) as local time, ``2024-05-01 12:00``; the
    text as it is when it is not a moment."""
    if not iso:
        return ""
    try:
        moment = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    except ValueError:
        return iso
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return _local(moment).strftime("%Y-%m-%d %H:%M" if with_date else "%H:%M")


#: The first plausible wall-clock timestamp of a shot (2000-01-01): earlier ones are not times.
_EPOCH_2000 = 946_684_800.0


def clock_time(stamp: float | None) -> str:
    """A shot's timestamp (seconds since the epoch) as local ``HH:MM:SS``; empty when it is
    not a wall-clock time."""
    if stamp is None or not _EPOCH_2000 <= stamp < 32_503_680_000.0:
        return ""
    return _local(datetime.fromtimestamp(stamp, UTC)).strftime("%H:%M:%S")


# -- the score sheet's data ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LogLine:
    """One move of the shot log, in words: who played, what was done, what the rules decided
    and under which rule."""

    number: int
    rack: int
    player: int | None
    move: str
    decision: str
    rule: str = ""
    breaking: bool = False
    time: float | None = None


@dataclass(frozen=True, slots=True)
class Sheet:
    """What CSV and PDF show, from a stored match or a summary. ``event`` and ``table`` are
    the competition and table the match was played in (empty: a friendly match); ``start``
    the handicap start in racks; ``log`` the shot log."""

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
    log: tuple[LogLine, ...] = ()
    event: str = ""
    table: str = ""
    start: tuple[int, int] = (0, 0)
    played_sets: bool = False

    @classmethod
    def of(cls, m: StoredMatch | MatchSummary) -> Sheet:
        config = m.config
        try:
            mc = MatchConfig.from_dict(config)
            start, played_sets = mc.start_racks, mc.sets > 1
        except (KeyError, TypeError, ValueError):
            start, played_sets = (0, 0), False
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
                start=start,
                played_sets=played_sets,
            )
        log = tuple(
            LogLine(
                s.seq,
                s.rack,
                s.shooter,
                s.kind,
                " ".join((*s.fouls, *s.reasons)),
                breaking=s.breaking,
                time=s.time,
            )
            for s in m.shots
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
            log=log,
            start=start,
            played_sets=played_sets,
        )

    @property
    def straight_pool(self) -> bool:
        return self.discipline == Discipline.STRAIGHT_POOL


#: The statistics columns, in order (PlayerStats fields, then derived values).
STAT_FIELDS: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(PlayerStats)) + (
    "average",
    "average_shot_time",
)
#: Statistics that only a points game (14.1) counts, and those only rack games count.
_POINTS_ONLY = frozenset({"points", "average"})
_RACKS_ONLY = frozenset(
    {"racks_won", "breaks_made", "breaks_dry", "breaks_game_ball", "break_and_runs", "run_outs"}
)
_TIMES = frozenset({"timed_shots", "shot_time", "longest_shot", "average_shot_time"})


def stat_fields(sheet: Sheet) -> tuple[str, ...]:
    """The statistics the sheet's discipline counts (no 14.1 points in nine-ball, no racks won
    in 14.1, no push outs where there are none, no times when no shot was timed)."""
    skip = set(_RACKS_ONLY if sheet.straight_pool else _POINTS_ONLY)
    if sheet.discipline not in (Discipline.NINE_BALL, Discipline.TEN_BALL):
        skip.add("push_outs")
    if not any(s.timed_shots for s in sheet.stats):
        skip |= _TIMES
    return tuple(n for n in STAT_FIELDS if n not in skip)


@dataclass(frozen=True, slots=True)
class ExportText:
    """The words of the exported files. ``codes`` maps a code (discipline, ruleset, outcome,
    end reason, statistic name) to its words; a code without words is printed as is.
    ``when`` writes a moment (ISO 8601) in local time."""

    title: str = "Score sheet"
    player: str = "Player"
    discipline: str = "Discipline"
    ruleset: str = "Rules"
    event: str = "Event"
    table: str = "Table"
    started: str = "Started"
    finished: str = "Finished"
    winner: str = "Winner"
    result: str = "Result"
    racks: str = "Racks"
    rack: str = "Rack"
    set: str = "Set"
    breaker: str = "Breaker"
    outcome: str = "Outcome"
    score: str = "Score"
    points: str = "Points"
    balls: str = "Balls made"
    moves: str = "Moves"
    statistics: str = "Statistics"
    shots: str = "Shot log"
    number: str = "No."
    time: str = "Time"
    shot: str = "Shot"
    decision: str = "Decision"
    rule: str = "Rule"
    on_break: str = "Break"
    breaks: str = "%1 breaks"
    inning: str = "Inning"
    run: str = "Run"
    penalty: str = "Fouls"
    reracks: str = "Re-racks"
    total: str = "Total"
    innings_sheet: str = "Inning by inning"
    unfinished: str = "Not finished"
    page: str = "Page %1 of %2"
    codes: Mapping[str, str] = field(default_factory=dict)
    when: Callable[[str | None], str] = local_time
    #: a decimal on the score sheet, in the reader's language (CSV keeps the point)
    decimal: Callable[[float], str] = field(default=lambda value: f"{value:.2f}")

    def code(self, value: str | None) -> str:
        if value is None:
            return ""
        return self.codes.get(value, value)


def _two_places(value: float) -> str:
    """A decimal as the files write it (a point, two places)."""
    return f"{value:.2f}"


def _fmt(value: Any, decimal: Callable[[float], str] = _two_places) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return decimal(value)
    return str(value)


def stat_value(s: PlayerStats, name: str) -> Any:
    return getattr(s, name)


def _name(sheet: Sheet, player: int | None) -> str:
    return "" if player is None else sheet.players[player]


def rack_rows(sheet: Sheet, t: ExportText) -> tuple[list[str], list[list[Any]]]:
    """The racks table: headers and one row per rack. Rack games show the score after each
    rack (the handicap start included) and each player's balls made; 14.1 each player's
    points in that rack."""
    a, b = sheet.players
    headers = [t.rack]
    if sheet.played_sets:
        headers.append(t.set)
    if sheet.straight_pool:
        headers += [f"{t.points}: {a}", f"{t.points}: {b}", t.moves]
    else:
        headers += [t.breaker, t.winner, t.outcome, t.score, f"{t.balls}: {a}", f"{t.balls}: {b}"]
        headers.append(t.moves)
    rows: list[list[Any]] = []
    tally = list(sheet.start)
    current_set = 1
    for r in sheet.racks:
        if r.set_number != current_set:
            current_set, tally = r.set_number, list(sheet.start)
        row: list[Any] = [r.number]
        if sheet.played_sets:
            row.append(r.set_number)
        if sheet.straight_pool:
            row += [r.score[0], r.score[1], r.moves]
        else:
            if r.winner is not None:
                tally[r.winner] += 1
            row += [
                _name(sheet, r.breaker),
                _name(sheet, r.winner),
                t.code(r.outcome),
                f"{tally[0]}–{tally[1]}" if r.winner is not None else "",
                r.stats[0].balls_pocketed,
                r.stats[1].balls_pocketed,
                r.moves,
            ]
        rows.append(row)
    return headers, rows


def log_rows(sheet: Sheet, t: ExportText) -> tuple[list[str], list[list[Any]]]:
    """The shot log: number, rack, local time, player, shot, decision, rule."""
    headers = [t.number, t.rack, t.time, t.player, t.shot, t.decision, t.rule]
    rows: list[list[Any]] = []
    for line in sheet.log:
        shot = f"{t.on_break}: {line.move}" if line.breaking else line.move
        rows.append(
            [
                line.number,
                line.rack,
                clock_time(line.time),
                _name(sheet, line.player),
                shot,
                line.decision,
                line.rule,
            ]
        )
    return headers, rows


def stat_rows(sheet: Sheet, t: ExportText) -> tuple[list[str], list[list[Any]]]:
    """The statistics: one row per player, one column per statistic the discipline counts."""
    names = stat_fields(sheet)
    headers = [t.player] + [t.code(n) for n in names]
    rows = [[sheet.players[p]] + [stat_value(sheet.stats[p], n) for n in names] for p in (0, 1)]
    return headers, rows


# -- CSV -----------------------------------------------------------------------------------------

#: The tables of the CSV export: one file each, the first under the chosen name, the others
#: under ``<name>-<part>.csv``.
CSV_PARTS = ("racks", "statistics", "shots")


def _csv(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\r\n")
    w.writerow([csv_cell(h) for h in headers])
    for row in rows:
        w.writerow([csv_cell(c) for c in row])
    return out.getvalue()


def csv_tables(sheet: Sheet, text: ExportText | None = None) -> dict[str, str]:
    """The CSV export, one table per part (:data:`CSV_PARTS`): a header row, then one row per
    rack, per player, per move."""
    t = text or ExportText()
    return {
        "racks": _csv(*rack_rows(sheet, t)),
        "statistics": _csv(*stat_rows(sheet, t)),
        "shots": _csv(*log_rows(sheet, t)),
    }


def csv_paths(path: Path | str) -> dict[str, Path]:
    """Where each CSV table goes: the racks at ``path``, the others beside it."""
    path = Path(path)
    stem = path.stem
    return {
        part: path if part == CSV_PARTS[0] else path.with_name(f"{stem}-{part}{path.suffix}")
        for part in CSV_PARTS
    }


def csv_text(sheet: Sheet, text: ExportText | None = None) -> str:
    """The racks table of the CSV export (see :func:`csv_tables` for all of them)."""
    return csv_tables(sheet, text)["racks"]


def export_csv(path: Path | str, sheet: Sheet, text: ExportText | None = None) -> list[Path]:
    """Write the CSV tables (UTF-8 with a byte-order mark, so spreadsheets read the accents),
    one per file (:func:`csv_paths`); returns the files written."""
    tables = csv_tables(sheet, text)
    written = []
    for part, target in csv_paths(path).items():
        atomic_write_bytes(target, tables[part].encode("utf-8-sig"))
        written.append(target)
    return written


# -- PDF -----------------------------------------------------------------------------------------


def innings_rows(sheet: Sheet) -> list[tuple[int, list[Mapping[str, int] | None]]]:
    """The 14.1 sheet: for each inning number, each player's line (None when missing)."""
    by_player: list[dict[int, Mapping[str, int]]] = [{}, {}]
    for line in sheet.score_sheet:
        by_player[int(line["player"])][int(line["inning"])] = line
    last = max((max(d) for d in by_player if d), default=0)
    return [(n, [by_player[0].get(n), by_player[1].get(n)]) for n in range(1, last + 1)]


def _table(
    headers: Sequence[str],
    rows: Sequence[Sequence[Any] | str],
    cls: str = "",
    widths: Sequence[int] = (),
    decimal: Callable[[float], str] = _two_places,
) -> str:
    """An HTML table; a row given as a string is a heading spanning the whole width."""
    e = html.escape
    head = "".join(
        f'<th width="{widths[i]}%">{e(h)}</th>' if i < len(widths) else f"<th>{e(h)}</th>"
        for i, h in enumerate(headers)
    )
    body = []
    for row in rows:
        if isinstance(row, str):
            body.append(f'<tr><td class="group" colspan="{len(headers)}">{e(row)}</td></tr>')
        else:
            body.append("<tr>" + "".join(f"<td>{e(_fmt(c, decimal))}</td>" for c in row) + "</tr>")
    return (
        f'<table class="{cls}" border="1" cellspacing="0" cellpadding="2" width="100%">'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
    )


def _header(sheet: Sheet, t: ExportText) -> str:
    e = html.escape
    a, b = sheet.players
    game = t.code(sheet.discipline)
    ruleset = t.code(sheet.ruleset)
    facts: list[tuple[str, str]] = []
    if sheet.event:
        facts.append((t.event, sheet.event))
    facts.append((t.discipline, game))
    facts.append((t.ruleset, ruleset))
    if sheet.table:
        facts.append((t.table, sheet.table))
    facts.append((t.started, t.when(sheet.started)))
    facts.append((t.finished, t.when(sheet.finished) if sheet.finished else t.unfinished))
    result = f"{a} {sheet.score[0]} – {sheet.score[1]} {b}"
    if sheet.sets != (0, 0):
        result += f" ({t.set}: {sheet.sets[0]}–{sheet.sets[1]})"
    facts.append((t.result, result))
    if sheet.winner is not None:
        why = t.code(sheet.end_reason)
        facts.append((t.winner, sheet.players[sheet.winner] + (f" ({why})" if why else "")))
    cells = "".join(f'<tr><td class="key">{e(k)}</td><td>{e(v)}</td></tr>' for k, v in facts)
    return (
        f'<h1>{e(a)} – {e(b)}</h1><p class="sub">{e(t.title)}</p>'
        f'<table class="facts" cellspacing="0" cellpadding="3" width="100%">{cells}</table>'
    )


def sheet_html(sheet: Sheet, text: ExportText | None = None) -> str:
    """The score sheet as HTML (what the PDF prints): the header (event, discipline, rules,
    table, local date and times, result), the racks, 14.1's inning-by-inning sheet, the shot
    log rack by rack with each decision and its rule, and the statistics."""
    t = text or ExportText()
    e = html.escape
    a, b = sheet.players
    parts = [_header(sheet, t)]
    if sheet.racks:
        parts.append(f"<h2>{e(t.racks)}</h2>")
        parts.append(_table(*rack_rows(sheet, t), cls="racks", decimal=t.decimal))
    if sheet.straight_pool and sheet.score_sheet:
        parts.append(f"<h2>{e(t.innings_sheet)}</h2>")
        headers = [t.inning]
        for name in (a, b):
            headers += [f"{name}: {t.run}", t.penalty, t.reracks, t.total]
        rows: list[Sequence[Any] | str] = []
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
        parts.append(_table(headers, rows, cls="innings", decimal=t.decimal))
    headers, stats = stat_rows(sheet, t)
    parts.append(f"<h2>{e(t.statistics)}</h2>")
    parts.append(
        _table(
            ["", a, b],
            [[headers[i], stats[0][i], stats[1][i]] for i in range(1, len(headers))],
            cls="stats",
            widths=(50, 25, 25),
            decimal=t.decimal,
        )
    )
    if sheet.log:
        headers, log = log_rows(sheet, t)
        breakers = {r.number: r.breaker for r in sheet.racks}
        grouped: list[Sequence[Any] | str] = []
        last_rack = None
        for entry, row in zip(sheet.log, log, strict=True):
            if entry.rack != last_rack:
                last_rack = entry.rack
                title = f"{t.rack} {entry.rack}"
                breaker = breakers.get(entry.rack)
                if breaker is not None:
                    title += " · " + t.breaks.replace("%1", sheet.players[breaker])
                grouped.append(title)
            grouped.append([row[0], row[2], row[3], row[4], row[5], row[6]])
        parts.append(f"<h2>{e(t.shots)}</h2>")
        parts.append(
            _table(
                [headers[0], headers[2], headers[3], headers[4], headers[5], headers[6]],
                grouped,
                cls="log",
                widths=(5, 11, 16, 28, 28, 12),
            )
        )
    return "<html><body>" + "".join(parts) + "</body></html>"
