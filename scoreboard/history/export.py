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
  sheet, and the shot log rack by rack with each decision and its rule. Its page is
  :func:`sheet_html`; the windows print it with Qt (:func:`ui.history.sheet_pdf.export_pdf`), so no Qt
  here.

The score sheet's data, tables and CSV files are :mod:`scoreboard.history.score_sheet`'s, its page
:mod:`scoreboard.history.sheet_html`'s; their names are importable from here too.

Visible words come from an :class:`ExportText` (English by default); the windows pass one
filled from their translations.

File names are made safe on every system by :func:`safe_file_name`. Every file is written
atomically. A bad import raises
:class:`~scoreboard.files.paths.FileProblemError` with a :class:`~scoreboard.files.paths.ProblemCode`; the
history is not changed.
"""

from __future__ import annotations

import dataclasses
import json
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from scoreboard.files import local_time as local_zone
from scoreboard.files.paths import (
    FileProblem,
    FileProblemError,
    ProblemCode,
    Severity,
    export_bytes,
    now_iso,
    read_at_most,
)
from scoreboard.files.shapes import (
    EXPORTED_MATCH,
    MAX_IMPORT_BYTES,
    BadName,
    SchemaError,
    load_json,
    name_refusal,
)
from scoreboard.history.database import HistoryDB, MatchSummary, StoredMatch, summarize
from scoreboard.history.score_sheet import (
    CSV_PARTS,
    STAT_FIELDS,
    ExportText,
    LogLine,
    Sheet,
    clock_time,
    csv_paths,
    csv_tables,
    csv_text,
    export_csv,
    local_time,
    log_rows,
    rack_rows,
    stat_fields,
    stat_rows,
    stat_value,
)
from scoreboard.history.sheet_html import innings_rows, sheet_html
from scoreboard.match.match import MatchConfig
from scoreboard.match.replay import CANCELLED, Progress, collector_paused, replay
from scoreboard.table.journal import FORMAT as JOURNAL_FORMAT
from scoreboard.table.journal import JournalContents, parse_journal

__all__ = [
    "CSV_PARTS",
    "ExportText",
    "ExportedMatch",
    "FORBIDDEN_IN_NAME",
    "FORMAT",
    "LogLine",
    "MAX_FILE_NAME_BYTES",
    "PreparedImport",
    "RESERVED_NAMES",
    "Replay",
    "ReplayRefused",
    "STAT_FIELDS",
    "Sheet",
    "VERSION",
    "clock_time",
    "csv_paths",
    "csv_tables",
    "csv_text",
    "default_file_name",
    "export_csv",
    "export_json",
    "import_match",
    "innings_rows",
    "load_exported",
    "local_time",
    "log_rows",
    "prepare_import",
    "rack_rows",
    "replay_snapshot",
    "safe_file_name",
    "sheet_html",
    "stat_fields",
    "stat_rows",
    "stat_value",
    "store_import",
]

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
    export_bytes(Path(path), (text + "\n").encode("utf-8"))


def _bad(path: Path, code: ProblemCode, **params: Any) -> FileProblemError:
    return FileProblemError(FileProblem(code, path, None, params, Severity.ERROR))


def _shape_problem(path: Path, exc: SchemaError) -> FileProblemError:
    """The problem for a document of the wrong shape: the entry (0-based index) of an input,
    else the field."""
    if isinstance(exc, BadName):
        return _bad(path, ProblemCode.BAD_NAME, **name_refusal(exc))
    parts = exc.where.split(".")
    if parts[0] == "inputs" and len(parts) > 1 and parts[1].isdigit():
        return _bad(path, ProblemCode.IMPORT_INVALID_INPUT, index=int(parts[1]), error=str(exc))
    return _bad(path, ProblemCode.IMPORT_INVALID, field=exc.where or "?", error=str(exc))


def load_exported(path: Path | str) -> ExportedMatch:
    """Read and check an exported match (or a journal) against its declared shape
    (:data:`scoreboard.files.shapes.EXPORTED_MATCH`) and limits. Raises FileProblemError."""
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
    """Replay a match (one pass, :func:`scoreboard.match.replay.replay`); returns its snapshot.
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


def _local_now() -> datetime:
    return local_zone.now()


def default_file_name(players: Sequence[str], when: datetime | None = None) -> str:
    """The file name an export proposes (without its extension): the local date and both
    players, made safe (:func:`safe_file_name`): ``2024-05-01_Ana-José``."""
    day = (when or _local_now()).strftime("%Y-%m-%d")
    names = [n for n in (safe_file_name(p, fallback="") for p in players) if n]
    return safe_file_name(" ".join([day, "-".join(names)]))
