"""What the history stores and reads back: a match's summary (:class:`MatchSummary`, its
racks and shots, made by :func:`summarize`), the listing's rows (:class:`MatchRow`, read
through :mod:`scoreboard.history.rows`: a damaged row is listed as damaged) and a stored match
opened (:class:`StoredMatch`), with the listing's filters.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time
from enum import StrEnum
from typing import Any

from rules import Concession, Option, Shot
from scoreboard.files import local_time
from scoreboard.history import rows as untrusted
from scoreboard.history.schema import fold
from scoreboard.match.inputs import input_from_dict
from scoreboard.match.stats import PlayerStats

#: A team match's players (doubles, scotch doubles): each side's two names, side 0's first.
Partners = tuple[tuple[str, str], tuple[str, str]]


def partners_of(config: object) -> Partners | None:
    """The partners a match's set-up (``MatchConfig.to_dict``, as journaled) names: None
    for a singles match, or for anything that is not two sides of two names.

    >>> partners_of({"partners": [["Ana", "Bea"], ["Cid", "Dan"]]})
    (('Ana', 'Bea'), ('Cid', 'Dan'))
    >>> partners_of({"players": ["Ana", "Bea"]}) is None
    True
    """
    value = config.get("partners") if isinstance(config, dict) else None
    if not isinstance(value, list) or len(value) != 2:
        return None
    sides = [tuple(side) for side in value if isinstance(side, list) and len(side) == 2]
    if len(sides) != 2 or not all(isinstance(n, str) and n.strip() for s in sides for n in s):
        return None
    (a, b), (c, d) = sides
    return ((a, b), (c, d))


def _stats_json(s: PlayerStats) -> str:
    return json.dumps(dataclasses.asdict(s), separators=(",", ":"))


def _stats_from(text: object, column: str = "stats") -> PlayerStats:
    return untrusted.player_stats(text, column)


def utc_text(when: datetime | date | str) -> str:
    """A moment as the database stores it: UTC, ``YYYY-MM-DDTHH:MM:SSZ`` (sortable as text).
    A date means its local midnight; a naive datetime is local time.

    >>> utc_text("2024-05-01T12:00:00+02:00")
    '2024-05-01T10:00:00Z'
    """
    if isinstance(when, str):
        when = datetime.fromisoformat(when.replace("Z", "+00:00"))
    if not isinstance(when, datetime):
        when = datetime.combine(when, time())
    if when.tzinfo is None:
        when = local_time.local(when)
    return when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass(frozen=True, slots=True)
class RackSummary:
    number: int
    set_number: int
    breaker: int
    winner: int | None
    outcome: str | None  # the engine's OutcomeReason code
    score: tuple[int, int] = (0, 0)
    moves: int = 0
    stats: tuple[PlayerStats, PlayerStats] = (PlayerStats(), PlayerStats())


@dataclass(frozen=True, slots=True)
class ShotSummary:
    """One move of the match as the shots table keeps it (codes only)."""

    seq: int
    rack: int
    shooter: int
    kind: str  # "shot", "choice", "concession" or "penalty" (WPA-6.16, the seated player)
    pocketed: tuple[int, ...] = ()
    fouls: tuple[str, ...] = ()
    reasons: tuple[str, ...] = ()
    breaking: bool = False
    time: float | None = None


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """Everything the history stores about one match.

    ``created`` is the journal header's creation time; ``config`` the match config's
    ``to_dict``; ``inputs`` the journal's input dicts (undos included) from which the match is
    rebuilt exactly; the rest is the summary computed when the match was saved.
    """

    match_id: str
    created: str
    config: dict[str, Any]
    inputs: tuple[dict[str, Any], ...]
    discipline: str
    ruleset: str
    players: tuple[str, str]
    score: tuple[int, int]
    racks_won: tuple[int, int]
    sets: tuple[int, int] = (0, 0)
    winner: int | None = None
    end_reason: str | None = None
    finished: str | None = None
    stats: tuple[PlayerStats, PlayerStats] = (PlayerStats(), PlayerStats())
    racks: tuple[RackSummary, ...] = ()
    shots: tuple[ShotSummary, ...] = ()
    score_sheet: tuple[dict[str, int], ...] = ()
    clock: dict[str, Any] | None = None

    @property
    def partners(self) -> Partners | None:
        """A team match's players, two a side, as its set-up names them (None: singles)."""
        return partners_of(self.config)


# Long because it reads every figure of the summary (the match, each rack, each shot) from one
# snapshot in one pass.
def summarize(
    snapshot: Any,
    *,
    match_id: str,
    created: str,
    config: dict[str, Any],
    inputs: Iterable[dict[str, Any]],
    finished: str | None = None,
    clock: dict[str, Any] | None = None,
) -> MatchSummary:
    """The summary of a replayed (or live) match from its :class:`~scoreboard.match.snapshot.Snapshot`."""
    racks = tuple(
        RackSummary(
            number=r.number,
            set_number=r.set_number,
            breaker=r.breaker,
            winner=r.winner,
            outcome=r.outcome.reason.value if r.outcome is not None else None,
            score=tuple(r.score),
            moves=r.moves,
            stats=tuple(r.stats),
        )
        for r in snapshot.racks
    )
    shots = []
    for seq, e in enumerate(snapshot.history, 1):
        move = e.move
        if isinstance(move, Shot):
            kind, pocketed = "shot", move.pocketed_balls
        elif isinstance(move, Option):
            kind, pocketed = "choice", ()
        elif isinstance(move, Concession):
            kind, pocketed = "concession", ()
        else:  # pragma: no cover - Move is a closed union
            kind, pocketed = type(move).__name__.lower(), ()
        v = e.verdict
        shots.append(
            ShotSummary(
                seq=seq,
                rack=e.rack,
                shooter=v.shooter,
                kind=kind,
                pocketed=tuple(pocketed),
                fouls=tuple(sorted(f.value for f in v.fouls)),
                reasons=tuple(r.value for r in v.reasons),
                breaking=e.breaking,
                time=e.time,
            )
        )
    outcome = snapshot.outcome
    return MatchSummary(
        match_id=match_id,
        created=created,
        config=dict(config),
        inputs=tuple(dict(i) for i in inputs),
        discipline=snapshot.discipline.value,
        ruleset=snapshot.ruleset.value,
        players=tuple(snapshot.players.names),
        score=tuple(snapshot.players.score),
        racks_won=tuple(snapshot.players.racks_won),
        sets=tuple(snapshot.players.sets),
        winner=snapshot.winner,
        end_reason=outcome.reason.value if outcome is not None else None,
        finished=finished,
        stats=tuple(snapshot.players.stats),
        racks=racks,
        shots=tuple(shots),
        score_sheet=tuple(dataclasses.asdict(line) for line in snapshot.score_sheet),
        clock=dict(clock) if clock is not None else None,
    )


class Recorded(StrEnum):
    """How a stored match was recorded (``matches.recorded``)."""

    SCORED = "scored"  # scored here, shot by shot (window or phone table)
    TYPED = "typed"  # its result typed at the competition desk
    RECEIVED = "received"  # its result received at the desk from a venue table


@dataclass(frozen=True, slots=True)
class MatchRow:
    """One line of the history list (no racks, shots or inputs read)."""

    id: int
    match_id: str
    discipline: str
    ruleset: str
    players: tuple[str, str]
    started: str  # UTC, ``YYYY-MM-DDTHH:MM:SSZ``
    finished: str | None
    winner: int | None
    end_reason: str | None
    score: tuple[int, int]
    racks_won: tuple[int, int]
    sets: tuple[int, int]
    racks_played: int
    shots: int
    stats: tuple[PlayerStats, PlayerStats]
    #: What is wrong with this row of the history (the column and why), or None. A damaged
    #: row is listed with its date when that can be read, and cannot be opened.
    damaged: str | None = None
    #: How it was recorded: scored here with its shots, or its result only (typed at the
    #: desk, received from a venue table)
    recorded: Recorded = Recorded.SCORED
    #: Won by a forfeit: it counts no games
    forfeit: bool = False
    #: A team match's players, two a side (``players`` names the sides as the boards do)
    partners: Partners | None = None

    @property
    def result_score(self) -> tuple[int, int]:
        """The result as a competition enters it: racks won, or 14.1's points."""
        from scoreboard.match.match import is_points

        return self.score if is_points(self.discipline) else self.racks_won


@dataclass(frozen=True, slots=True)
class StoredMatch:
    """A stored match opened read-only: what the controller needs to replay it.

    >>> # controller.load(MatchConfig.from_dict(m.config), m.replay_inputs())
    """

    id: int
    match_id: str
    created: str
    config: dict[str, Any]
    inputs: tuple[dict[str, Any], ...]
    clock: dict[str, Any] | None
    row: MatchRow
    racks: tuple[RackSummary, ...] = ()
    score_sheet: tuple[dict[str, int], ...] = ()

    def replay_inputs(self) -> list[Any]:
        """The input records (undos included) to hand to ``Controller.load``."""
        return [input_from_dict(d) for d in self.inputs]


@dataclass(frozen=True, slots=True)
class Filters:
    """What the history list shows: a player's matches (either side; accent- and case-blind),
    one discipline, matches started in ``[since, until)``."""

    player: str | None = None
    discipline: str | None = None
    since: datetime | date | str | None = None
    until: datetime | date | str | None = None

    def where(self, partners: bool = False) -> tuple[str, list[Any]]:
        """The WHERE clause and its values; ``partners``: the history holds team matches'
        players (version 7), and a player's matches include the team matches he played."""
        clauses: list[str] = []
        args: list[Any] = []
        if self.player:
            team = (
                " OR id IN (SELECT match FROM partners"
                " WHERE player IN (SELECT id FROM players WHERE key = ?))"
            )
            clauses.append(
                "(player0 IN (SELECT id FROM players WHERE key = ?)"
                " OR player1 IN (SELECT id FROM players WHERE key = ?)"
                f"{team if partners else ''})"
            )
            args += [fold(self.player)] * (3 if partners else 2)
        if self.discipline:
            clauses.append("discipline = ?")
            args.append(self.discipline)
        if self.since is not None:
            clauses.append("started >= ?")
            args.append(utc_text(self.since))
        if self.until is not None:
            clauses.append("started < ?")
            args.append(utc_text(self.until))
        return (" WHERE " + " AND ".join(clauses) if clauses else ""), args


_ROW_COLUMNS = (
    "id, match_id, discipline, ruleset, name0, name1, started, finished, winner, end_reason,"
    " score0, score1, racks0, racks1, sets0, sets1, racks_played, shots, stats0, stats1"
)


def _row(r: Sequence[Any]) -> MatchRow:
    """A row of the matches table, read as untrusted: a value that cannot be what its column
    holds gives a :attr:`MatchRow.damaged` row instead of an exception."""
    try:
        return _checked_row(r)
    except untrusted.DamagedValue as exc:
        return _damaged_row(r, str(exc))


def _checked_row(r: Sequence[Any]) -> MatchRow:
    t, n = untrusted.text, untrusted.count
    return MatchRow(
        id=n(r[0], "matches.id", top=2**63 - 1),
        match_id=t(r[1], "matches.match_id"),
        discipline=t(r[2], "matches.discipline"),
        ruleset=t(r[3], "matches.ruleset"),
        players=(untrusted.name(r[4], "matches.name0"), untrusted.name(r[5], "matches.name1")),
        started=t(r[6], "matches.started"),
        finished=untrusted.optional_text(r[7], "matches.finished"),
        winner=untrusted.side(r[8], "matches.winner"),
        end_reason=untrusted.optional_text(r[9], "matches.end_reason"),
        score=(n(r[10], "matches.score0", signed=True), n(r[11], "matches.score1", signed=True)),
        racks_won=(n(r[12], "matches.racks0"), n(r[13], "matches.racks1")),
        sets=(n(r[14], "matches.sets0"), n(r[15], "matches.sets1")),
        racks_played=n(r[16], "matches.racks_played"),
        shots=n(r[17], "matches.shots"),
        stats=(_stats_from(r[18], "matches.stats0"), _stats_from(r[19], "matches.stats1")),
        recorded=_recorded(r[20]),
        forfeit=bool(n(r[21], "matches.forfeit", top=1)),
    )


def _recorded(value: object) -> Recorded:
    try:
        return Recorded(untrusted.text(value, "matches.recorded"))
    except ValueError as exc:
        raise untrusted.DamagedValue(
            "matches.recorded", f"not a way of recording {value!r}"
        ) from exc


def _damaged_row(r: Sequence[Any], reason: str) -> MatchRow:
    def safe(value: object) -> str:
        try:
            return untrusted.text(value, "")
        except untrusted.DamagedValue:
            return ""

    rid = r[0] if isinstance(r[0], int) and not isinstance(r[0], bool) else 0
    return MatchRow(
        id=rid,
        match_id=safe(r[1]),
        discipline="",
        ruleset="",
        players=(untrusted.shown(r[4]), untrusted.shown(r[5])),
        started=safe(r[6]),
        finished=None,
        winner=None,
        end_reason=None,
        score=(0, 0),
        racks_won=(0, 0),
        sets=(0, 0),
        racks_played=0,
        shots=0,
        stats=(PlayerStats(), PlayerStats()),
        damaged=reason,
    )


def _readable(value: object) -> bool:
    """True for a short text that can be shown (a damaged name is left out of a list)."""
    try:
        untrusted.text(value, "")
    except untrusted.DamagedValue:
        return False
    return True


def _shown_config(config: dict[str, Any]) -> dict[str, Any]:
    """A stored match's config with its players' names as the list shows them
    (:func:`~scoreboard.history.rows.name`): a match stored with a name the gate now refuses
    opens with that name made visible, as it is listed."""
    players = config.get("players")
    if isinstance(players, list) and all(isinstance(p, str) for p in players):
        return dict(config, players=[untrusted.shown(p) for p in players])
    return config


def _sheet_line(line: object) -> dict[str, int]:
    if not isinstance(line, dict) or not all(isinstance(k, str) for k in line):
        raise untrusted.DamagedValue("match_data.score_sheet", "not a score sheet")
    return {k: untrusted.count(v, "match_data.score_sheet", signed=True) for k, v in line.items()}


class DamagedMatch(ValueError):
    """A stored match that cannot be opened: a value of its rows is damaged (the message
    names the history and the column)."""
