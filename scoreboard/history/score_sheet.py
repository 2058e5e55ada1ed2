"""A match's score sheet: its data (:class:`Sheet`, from a stored match or a summary), its
tables in words (:func:`rack_rows`, 14.1's :func:`inning_rows`, :func:`stat_rows`,
:func:`log_rows`) and as CSV files (one table per file, :data:`CSV_PARTS`; a cell a
spreadsheet would run as a formula is written behind a single quote:
:func:`~scoreboard.files.cells.csv_cell`). Its printable page is
:mod:`scoreboard.history.sheet_html`'s. Times are local (:func:`local_time`, :func:`clock_time`).

Visible words come from an :class:`ExportText` (English by default); the windows pass one
filled from their translations.
"""

from __future__ import annotations

import csv
import dataclasses
import io
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rules import Discipline
from scoreboard.files import local_time as local_zone
from scoreboard.files.cells import csv_cell
from scoreboard.files.paths import export_bytes
from scoreboard.history.database import MatchSummary, RackSummary, StoredMatch
from scoreboard.match.match import MatchConfig
from scoreboard.match.stats import PlayerStats

# -- times ---------------------------------------------------------------------------------------


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
    #: The balls were re-racked after this move (14.1): the log goes on under a heading.
    rerack: bool = False


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
    #: a team match's players, two a side (``players`` names the sides as the boards do)
    partners: tuple[tuple[str, str], tuple[str, str]] | None = None

    @classmethod
    def of(cls, m: StoredMatch | MatchSummary) -> Sheet:
        config = m.config
        try:
            mc = MatchConfig.from_dict(config)
            start, played_sets, partners = mc.start_racks, mc.sets > 1, mc.partners
        except (KeyError, TypeError, ValueError):
            start, played_sets, partners = (0, 0), False, None
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
                partners=partners,
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
            partners=partners,
        )

    @property
    def straight_pool(self) -> bool:
        return self.discipline == Discipline.STRAIGHT_POOL

    @property
    def end(self) -> str | None:
        """How the match ended, as the sheet words it: a 14.1 match won is its points target
        reached (the match stores it as any race won)."""
        if self.straight_pool and self.end_reason == "race-won":
            return "target-reached"
        return self.end_reason

    @property
    def reracks(self) -> int:
        """The 14.1 re-racks of the match, as its score sheet counts them."""
        return sum(line.get("reracks", 0) for line in self.score_sheet)


#: The statistics columns, in order (PlayerStats fields, then derived values).
STAT_FIELDS: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(PlayerStats)) + (
    "average",
    "average_shot_time",
)
#: Statistics that only a points game (14.1) counts, and those only rack games count.
_POINTS_ONLY = frozenset({"points", "average", "penalty_points"})
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
    partners: str = "Players of the side"
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
    penalty: str = "Penalty points"
    reracks: str = "Re-racks"
    rerack: str = "Re-rack %1"
    stalemate: str = "Stalemate"
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
    return sheet.players[player] if player in (0, 1) else ""


def rack_rows(sheet: Sheet, t: ExportText) -> tuple[list[str], list[list[Any]]]:
    """The first table: one row per rack, the score after it (the handicap start included)
    and each player's balls made; 14.1, which has no racks to win, one row per inning
    (:func:`inning_rows`)."""
    if sheet.straight_pool:
        return inning_rows(sheet, t)
    a, b = sheet.players
    headers = [t.rack]
    if sheet.played_sets:
        headers.append(t.set)
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


def inning_rows(sheet: Sheet, t: ExportText) -> tuple[list[str], list[list[Any]]]:
    """14.1 inning by inning, one row per player's inning: its run, the penalty points taken
    off (a positive figure, apart from the fouls), the re-racks in it and the player's total
    after it."""
    headers = [t.inning, t.player, t.run, t.penalty, t.reracks, t.total]
    rows = [
        [
            line.get("inning", 0),
            _name(sheet, line.get("player")),
            line.get("run", 0),
            line.get("penalty", 0),
            line.get("reracks", 0),
            line.get("total", 0),
        ]
        for line in sheet.score_sheet
    ]
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
    if sheet.partners is not None:  # a team match: each side's players, one by one
        headers.insert(1, t.partners)
        for p in (0, 1):
            rows[p].insert(1, "; ".join(sheet.partners[p]))
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
        export_bytes(target, tables[part].encode("utf-8-sig"))
        written.append(target)
    return written
