"""The match: two players (or teams), a race in racks (or 14.1 points), optional sets, who
breaks, concessions and penalties, and the statistics, on top of the rules engine's racks.

Long because the rules above the rack (the race, sets, who breaks, concessions, penalties, the
statistics) act on one state and are undone together.

No Qt here: the :class:`~ui.adapters.controller.Controller` wraps a :class:`Match` for the
windows. A match takes one input record at a time (:meth:`Match.apply`), returns the events
worth announcing, and undoes the last input in constant time (:meth:`Match.undo`): the match
keeps its small immutable state before each input, and the rules engine's rack keeps its own.

Rules applied here (citation keys as in docs/rulings.md):

* the lag decides the first break; its winner breaks or passes (WPA-1.2, RFEB-Art.7);
* then the winner of the rack breaks, or (as the organisation decides) breaks alternate or
  the loser breaks (RFEB-Art.7);
* a race to N racks; "best of N" is a race to (N + 1) / 2 (RFEB-Art.31); sets: a race in
  racks per set, a race in sets for the match (WPA-8.9);
* 14.1 is played to a points target per player (WPA-4.4); the three-foul re-break is inside
  the 14.1 rack;
* stalemate (WPA-1.12): rack games replay with the same breaker (RFEB-Art.26); 14.1 lags again
  (WPA-4.12), the points already scored stand;
* concession of a rack or the match (WPA-1.11), forfeit, and the referee's unsportsmanlike-
  conduct penalties: warning, standard foul, loss of rack, loss of match (WPA-6.16);
* slow play: the clock's expiry is a standard foul through the engine (WPA-6.15,
  RFEB-Art.29).

>>> m = Match(MatchConfig(discipline="nine-ball", race=(2, 2), breaker=0))
>>> _ = m.apply(ConcedeRackInput(1))
>>> m.score, m.breaker
((1, 0), 0)
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass, field
from typing import Any

import rules
from rules import (
    Concession,
    Discipline,
    Foul,
    IllegalInputError,
    Move,
    Option,
    Outcome,
    OutcomeReason,
    Penalty,
    Rack,
    RackOptions,
    Reason,
    Ruleset,
    Shot,
    Verdict,
)
from rules.core import evolve
from rules.errors import NothingToUndoError
from scoreboard.files.shapes import CONFIG, BadName, SchemaError, check_name
from scoreboard.match.inputs import (
    ChoiceInput,
    ClockExpiredInput,
    ConcedeMatchInput,
    ConcedeRackInput,
    ForfeitInput,
    Input,
    LagInput,
    PenaltyInput,
    PenaltyKind,
    RackPointInput,
    ShotInput,
    StalemateInput,
)
from scoreboard.match.ledgers import RackLedger, ScoreSheet, StatsLedger, inc, set_stats
from scoreboard.match.projection import project, score_of
from scoreboard.match.snapshot import (
    Event,
    EventKind,
    History,
    HistoryEntry,
    MatchEnd,
    MatchOutcome,
    RackRecord,
    Snapshot,
)
from scoreboard.match.stats import (
    MAX_SHOT_SECONDS,
    PAIR_EMPTY,
    PlayerStats,
)

POINTS_DISCIPLINES = frozenset({Discipline.STRAIGHT_POOL})


def is_points(discipline: Discipline | str) -> bool:
    """True for a points game (14.1); any name, known or not (a history row's, say).

    >>> is_points("straight-pool"), is_points("nine-ball"), is_points("snooker")
    (True, False, False)
    """
    return discipline in POINTS_DISCIPLINES


class BreakFormat(enum.Enum):
    """Who breaks the racks after the first (RFEB-Art.7)."""

    WINNER = "winner-breaks"
    ALTERNATE = "alternate"
    LOSER = "loser-breaks"


def best_of(n: int) -> int:
    """The race of a "best of ``n``" distance (RFEB-Art.31).

    >>> [best_of(n) for n in (7, 9, 11, 15)]
    [4, 5, 6, 8]
    """
    if n < 1 or n % 2 == 0:
        raise MatchConfigError("invalid-best-of", f"best of {n} needs an odd number of at least 1")
    return (n + 1) // 2


class MatchConfigError(IllegalInputError):
    """A match configuration that cannot be played; ``code`` says why."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


#: Foul codes the engine derives from the facts (accepted in a shot that has those facts).
_DERIVED_FOULS = (Foul.SCRATCH, Foul.CUE_BALL_OFF_TABLE, Foul.OBJECT_BALL_OFF_TABLE)


class MatchInputError(IllegalInputError):
    """An input the match refuses now (the rack engine's refusals keep their own classes)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def _pair(value: Any) -> tuple[int, int]:
    if isinstance(value, int):
        return (value, value)
    a, b = value
    return (int(a), int(b))


#: A team match's players: each side's two partners (side 0's first).
Partners = tuple[tuple[str, str], tuple[str, str]]


@dataclass(frozen=True, slots=True)
class MatchConfig:
    """How the match is played.

    ``race`` — racks each player needs (per set when ``sets`` > 1; 14.1: games, default 1);
    ``sets`` — sets needed to win the match (1: no sets); ``start`` — handicap start score,
    racks (14.1: points); the 14.1 points target per player is ``options.target``;
    ``breaker`` — who breaks first, or None to decide it by a lag; ``rack_only`` — clubs that
    only count racks: no shots, :class:`RackPointInput` instead; ``partners`` — a team match
    (doubles, scotch doubles): each side's two players, as people, while ``players`` stays
    the sides' names shown on the boards ("Ana & Bea"); None for a singles match.
    """

    players: tuple[str, str] = ("", "")
    discipline: Discipline = Discipline.NINE_BALL
    ruleset: Ruleset | None = None
    options: RackOptions = field(default_factory=RackOptions)
    race: tuple[int, int] | None = None
    sets: int = 1
    start: tuple[int, int] = (0, 0)
    break_format: BreakFormat = BreakFormat.WINNER
    breaker: int | None = None
    rack_only: bool = False
    partners: Partners | None = None

    def __post_init__(self) -> None:
        # names read from a file or typed by a caller become enums (unknown ones are refused)
        object.__setattr__(self, "discipline", rules.as_discipline(self.discipline))
        if self.ruleset is not None:
            object.__setattr__(self, "ruleset", rules.as_ruleset(self.ruleset, self.discipline))

    @property
    def points(self) -> bool:
        """True for a points game (14.1)."""
        return self.discipline in POINTS_DISCIPLINES

    @property
    def races(self) -> tuple[int, int]:
        """The race per player, defaults resolved (1 game in 14.1, else 5 racks)."""
        if self.race is not None:
            return self.race
        return (1, 1) if self.points else (5, 5)

    @property
    def start_racks(self) -> tuple[int, int]:
        return (0, 0) if self.points else self.start

    @property
    def start_points(self) -> tuple[int, int]:
        return self.start if self.points else (0, 0)

    def validate(self) -> None:
        """Raise :class:`MatchConfigError` (or an unknown-discipline error) when unplayable:
        among the rest, a player's name the one gate refuses
        (:func:`~scoreboard.files.shapes.check_name`; a side may be left unnamed, ``""``), with
        the gate's code (``name-control-character``, ``name-empty``, ``name-too-long``)."""
        rules.rack_class(self.discipline, self.ruleset)
        if len(self.players) != 2:
            raise MatchConfigError("invalid-players", "a match has two players")
        for i, name in enumerate(self.players):
            try:
                check_name(name, f"players.{i}", unnamed=True)
            except BadName as exc:
                raise MatchConfigError(exc.code, str(exc)) from None
            except SchemaError as exc:
                raise MatchConfigError("invalid-players", str(exc)) from None
        _check_partners(self.partners)
        if any(r < 1 for r in self.races):
            raise MatchConfigError("invalid-race", "a race needs at least one rack")
        if self.sets < 1:
            raise MatchConfigError("invalid-sets", "at least one set")
        if self.breaker not in (None, 0, 1):
            raise MatchConfigError("invalid-breaker", "the breaker is player 0 or 1")
        if self.points:
            if self.rack_only:
                raise MatchConfigError("rack-only-points", "14.1 is scored in points")
            if any(t < 1 for t in self.options.target):
                raise MatchConfigError("invalid-target", "a 14.1 target is at least 1 point")
            if any(s >= t for s, t in zip(self.start, self.options.target, strict=True)):
                raise MatchConfigError(
                    "start-reaches-race", "a handicap start score must be below the target"
                )
        else:
            if any(s < 0 for s in self.start):
                raise MatchConfigError("start-negative", "a start score cannot be negative")
            if any(s >= r for s, r in zip(self.start, self.races, strict=True)):
                raise MatchConfigError(
                    "start-reaches-race", "a handicap start score must be below the race"
                )

    @property
    def resolved_ruleset(self) -> Ruleset:
        return rules.rack_class(self.discipline, self.ruleset).ruleset

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": list(self.players),
            "discipline": self.discipline.value,
            "ruleset": self.ruleset.value if self.ruleset is not None else None,
            "options": {
                "three_ball_break": self.options.three_ball_break,
                "target": list(self.options.target),
                "extra": [list(kv) for kv in self.options.extra],
            },
            "race": list(self.race) if self.race is not None else None,
            "sets": self.sets,
            "start": list(self.start),
            "break_format": self.break_format.value,
            "breaker": self.breaker,
            "rack_only": self.rack_only,
            # only a team match says it: a singles set-up reads as an older version wrote it
            **({"partners": [list(p) for p in self.partners]} if self.partners else {}),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> MatchConfig:
        """The inverse of :meth:`to_dict`; a dict of the wrong shape
        (:data:`scoreboard.files.shapes.CONFIG`) raises a SchemaError (a ValueError)."""
        CONFIG.check(d)
        o = d.get("options") or {}
        return cls(
            players=(str(d["players"][0]), str(d["players"][1])),
            discipline=d["discipline"],
            ruleset=d.get("ruleset"),
            options=RackOptions(
                three_ball_break=bool(o.get("three_ball_break", False)),
                target=_pair(o.get("target", (100, 100))),
                extra=tuple((str(k), v) for k, v in o.get("extra", ())),
            ),
            race=_pair(d["race"]) if d.get("race") is not None else None,
            sets=int(d.get("sets", 1)),
            start=_pair(d.get("start", (0, 0))),
            break_format=BreakFormat(d.get("break_format", BreakFormat.WINNER.value)),
            breaker=d.get("breaker"),
            rack_only=bool(d.get("rack_only", False)),
            partners=_partners(d.get("partners")),
        )


def _partners(value: Any) -> Partners | None:
    """The ``partners`` of a set-up read (its shape checked already): None for none."""
    if not value:
        return None
    (a, b), (c, d) = value
    return ((str(a), str(b)), (str(c), str(d)))


def _check_partners(partners: Partners | None) -> None:
    """A team match names two players a side, each through the one gate for names (no side
    left unnamed), four different people."""
    if partners is None:
        return
    if len(partners) != 2 or any(len(side) != 2 for side in partners):
        raise MatchConfigError("invalid-partners", "a team match names two players a side")
    for i, side in enumerate(partners):
        for j, name in enumerate(side):
            try:
                check_name(name, f"partners.{i}.{j}")
            except BadName as exc:
                raise MatchConfigError(exc.code, str(exc)) from None
            except SchemaError as exc:
                raise MatchConfigError("invalid-partners", str(exc)) from None
    if len({" ".join(n.casefold().split()) for side in partners for n in side}) != 4:
        raise MatchConfigError("same-partner", "a team match names four different players")


def match_config(
    players: tuple[str, str],
    discipline: Discipline | str,
    ruleset: str | None,
    distance: int,
    *,
    race: tuple[int, int] | None = None,
) -> MatchConfig:
    """The set-up of a match a competition assigns: ``distance`` is the race (racks per player)
    or, in 14.1, the points target; ``race``, when given, the racks each player needs in a
    handicapped match (it replaces ``distance``; not in 14.1). Raises
    :class:`MatchConfigError` when it cannot be played.

    >>> match_config(("Ana", "Bea"), "straight-pool", None, 75).options.target
    (75, 75)
    >>> match_config(("Ana", "Bea"), "nine-ball", "wpa", 5).race
    (5, 5)
    >>> match_config(("Ana", "Bea"), "nine-ball", "wpa", 5, race=(3, 7)).race
    (3, 7)
    """
    d = rules.as_discipline(discipline)
    r = rules.as_ruleset(ruleset, d) if ruleset else None
    if is_points(d):
        target = RackOptions(target=(distance, distance))
        return MatchConfig(players=players, discipline=d, ruleset=r, options=target)
    return MatchConfig(players=players, discipline=d, ruleset=r, race=race or (distance, distance))


@dataclass(frozen=True, slots=True)
class MatchState:
    """The match's own state (the rack in play keeps the rest): where the match is, and its
    ledgers (racks, statistics, 14.1 sheet)."""

    rack_number: int = 1
    breaker: int | None = None
    first_breaker: int | None = None
    awaiting_lag: bool = False
    carry: tuple[int, int] = (0, 0)
    outcome: MatchOutcome | None = None
    conduct_warnings: tuple[int, int] = (0, 0)
    racks: RackLedger = RackLedger()
    history: History[HistoryEntry] = field(default_factory=History)
    rack_first_entry: int = 0
    stats: StatsLedger = StatsLedger()
    sheet: ScoreSheet = ScoreSheet()
    last_time: float | None = None
    last_time_rack: int = 0


@dataclass(frozen=True, slots=True)
class _Undo:
    state: MatchState
    rack: Rack | None
    pushed: Rack | None


class Match:
    """A match in play. Feed it input records with :meth:`apply`; :meth:`undo` the last."""

    def __init__(self, config: MatchConfig) -> None:
        config.validate()
        self.config = config
        self.ruleset = config.resolved_ruleset
        self._set_lost = False  # while a loss of the set (WPA-6.16) closes the rack
        self._undo: list[_Undo] = []
        self._rack: Rack | None = None
        st = MatchState(
            breaker=config.breaker,
            first_breaker=config.breaker,
            awaiting_lag=config.breaker is None,
            carry=config.start_points,
        )
        self._state = st
        if config.breaker is not None and not config.rack_only:
            self._rack = self._new_rack(config.breaker, st.carry)

    # -- queries ----------------------------------------------------------------------------

    @property
    def rack(self) -> Rack | None:
        """The rack in play (the last one when the match is over); None in rack-only mode or
        while a lag is due."""
        return self._rack

    def recorded_shot(self, shot: Shot) -> Shot:
        """``shot`` as read from a record made by an earlier version of the referee, which
        accepted facts now refused as contradictory (no rail with a ball made, WPA-6.3 and 8.4;
        interference with no re-rack due, WPA-4.8) or fouls outside the discipline's list
        (WPA-2.7, 5.10, 10B-10, WPA-3.3): those facts are left out, so every other entry of the
        record is kept. A shot that needs no change comes back as it is."""
        rack = self._rack
        if rack is None:
            return shot
        hints = rack.entry_hints()
        offered = frozenset(hints.fouls) | {Foul.UNSPORTSMANLIKE, *_DERIVED_FOULS}
        fouls = frozenset(f for f in shot.fouls if f in offered) - rules.contradicted_fouls(shot)
        cleaned = dataclasses.replace(shot, fouls=fouls) if fouls != shot.fouls else shot
        if cleaned.interference is not rules.Interference.NONE and not rules.interference_applies(
            cleaned, hints
        ):
            cleaned = dataclasses.replace(cleaned, interference=rules.Interference.NONE)
        return cleaned

    @property
    def score(self) -> tuple[int, int]:
        """Racks in the current set, handicap included; 14.1: points."""
        return score_of(self.config, self._state, self._rack)

    @property
    def breaker(self) -> int | None:
        return self._state.breaker

    @property
    def outcome(self) -> MatchOutcome | None:
        return self._state.outcome

    @property
    def winner(self) -> int | None:
        o = self._state.outcome
        return o.winner if o is not None else None

    @property
    def racks(self) -> tuple[RackRecord, ...]:
        return self._state.racks.racks.items()

    @property
    def history(self) -> History[HistoryEntry]:
        return self._state.history

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def __len__(self) -> int:
        """Inputs applied and not undone."""
        return len(self._undo)

    # -- inputs -----------------------------------------------------------------------------

    def apply(self, inp: Input) -> tuple[Event, ...]:
        """Apply one input record; returns the events to announce. Raises an
        :class:`~rules.errors.IllegalInputError` and changes nothing when refused."""
        if self._state.outcome is not None:
            raise MatchInputError("match-over", "the match is over")
        state, rack = self._state, self._rack
        if isinstance(inp, LagInput):
            events, pushed = self._lag(inp), None
        elif isinstance(inp, ShotInput):
            events, pushed = self._move(inp.shot, inp.time)
        elif isinstance(inp, ClockExpiredInput):
            events, pushed = self._move(Shot(fouls=frozenset({Foul.SLOW_PLAY})), inp.time)
        elif isinstance(inp, ChoiceInput):
            events, pushed = self._move(inp.option, inp.time, frozenset(inp.balls))
        elif isinstance(inp, ConcedeRackInput):
            self._check_player(inp.player)
            events, pushed = self._lose_rack(inp.player, OutcomeReason.CONCESSION, inp.time)
        elif isinstance(inp, ConcedeMatchInput):
            events, pushed = self._end(inp.player, MatchEnd.CONCESSION, ("WPA-1.11",)), None
        elif isinstance(inp, ForfeitInput):
            events, pushed = self._end(inp.player, MatchEnd.FORFEIT, ()), None
        elif isinstance(inp, PenaltyInput):
            events, pushed = self._penalty(inp)
        elif isinstance(inp, StalemateInput):
            events, pushed = self._stalemate(), None
        elif isinstance(inp, RackPointInput):
            events, pushed = self._rack_point(inp), None
        else:  # pragma: no cover - the Input union is closed
            raise TypeError(f"not an input: {inp!r}")
        self._undo.append(_Undo(state, rack, pushed))
        return events

    def undo(self) -> None:
        """Undo the last input (a rack won is reopened, a match won resumes)."""
        if not self._undo:
            raise NothingToUndoError("nothing to undo")
        entry = self._undo.pop()
        if entry.pushed is not None:
            entry.pushed.pop()
        self._rack = entry.rack
        self._state = entry.state

    # -- the work ---------------------------------------------------------------------------

    def _check_player(self, player: int) -> None:
        if player not in (0, 1):
            raise MatchInputError("no-player", f"no player {player!r}")

    def _new_rack(self, breaker: int, carry: tuple[int, int]) -> Rack:
        options = self.config.options
        if self.config.points:
            t = options.target
            options = dataclasses.replace(options, target=(t[0] - carry[0], t[1] - carry[1]))
        return rules.create(self.config.discipline, self.ruleset, breaker=breaker, options=options)

    def _rack_in_play(self) -> Rack:
        if self.config.rack_only:
            raise MatchInputError("rack-only", "this match only counts racks")
        if self._state.awaiting_lag:
            raise MatchInputError("lag-required", "the lag decides who breaks")
        assert self._rack is not None
        return self._rack

    def _lag(self, inp: LagInput) -> tuple[Event, ...]:
        self._check_player(inp.winner)
        st = self._state
        if not st.awaiting_lag:
            raise MatchInputError("no-lag-due", "no lag is due")
        breaker = inp.winner if inp.breaks else 1 - inp.winner
        if not self.config.rack_only:
            self._rack = self._new_rack(breaker, st.carry)
        self._state = dataclasses.replace(
            st,
            breaker=breaker,
            first_breaker=st.first_breaker if st.first_breaker is not None else breaker,
            awaiting_lag=False,
            last_time=inp.time,
            last_time_rack=st.rack_number,
        )
        return (Event(EventKind.LAG, breaker, citations=("WPA-1.2", "RFEB-Art.7")),)

    def _move(
        self, move: Move, time: float | None, balls: frozenset[int] = frozenset()
    ) -> tuple[tuple[Event, ...], Rack]:
        rack = self._rack_in_play()
        before = rack.state
        if isinstance(move, Shot):
            verdict = rack.push(move)
        elif isinstance(move, Option):
            verdict = rack.choose(move, balls)
        elif isinstance(move, Penalty) and move.offender == rack.turn:
            # against the player at the table: a foul on a shot, the turn passes
            move = Shot(fouls=frozenset({Foul.UNSPORTSMANLIKE}))
            verdict = rack.push(move)
        elif isinstance(move, Penalty):
            verdict = rack.penalise(move.offender)
        else:
            verdict = rack.concede(move.loser, move.reason)
        return self._record(rack, move, verdict, before, time), rack

    def _lose_rack(
        self, loser: int, reason: OutcomeReason, time: float | None
    ) -> tuple[tuple[Event, ...], Rack | None]:
        if self.config.rack_only:
            if self._state.awaiting_lag:
                raise MatchInputError("lag-required", "the lag decides who breaks")
            outcome = Outcome(1 - loser, reason, Reason.CONCEDED)
            return self._rack_only_win(1 - loser, outcome, time), None
        return self._move(Concession(loser, reason), time)

    def _record(
        self, rack: Rack, move: Move, verdict: Verdict, before: rules.RackState, time: float | None
    ) -> tuple[Event, ...]:
        st = self._state
        entry = HistoryEntry(st.rack_number, move, verdict, before.breaking, before.on_table, time)
        elapsed = None
        if time is not None and st.last_time is not None and st.last_time_rack == st.rack_number:
            elapsed = time - st.last_time
            if not 0.0 <= elapsed <= MAX_SHOT_SECONDS:
                elapsed = None  # a pause, or the computer's clock set back: not a shot's time
        stats = st.stats
        events: list[Event] = []
        shooter = verdict.shooter
        if isinstance(move, Shot):
            stats = stats.shot(shooter, entry, self.config.discipline, elapsed)
        if isinstance(move, (Shot, Penalty)):
            if verdict.foul:
                events.append(
                    Event(
                        EventKind.FOUL, shooter, verdict.reasons, verdict.fouls, verdict.citations
                    )
                )
            if Reason.THREE_FOULS in verdict.reasons:
                events.append(
                    Event(
                        EventKind.THREE_FOULS,
                        shooter,
                        verdict.reasons,
                        verdict.fouls,
                        verdict.citations,
                    )
                )
        if isinstance(move, Shot):
            if move.push_out:
                events.append(Event(EventKind.PUSH_OUT, shooter, verdict.reasons))
            if move.is_safety or Reason.SAFETY in verdict.reasons:
                events.append(Event(EventKind.SAFETY, shooter, verdict.reasons))
        if verdict.warning is not None and verdict.outcome is None:
            events.append(
                Event(EventKind.THREE_FOUL_WARNING, verdict.warning, citations=("WPA-6.14",))
            )
        sheet = st.sheet
        if rack.state.innings_closed > before.innings_closed:
            for inning in rack.innings_since(before.innings_closed):
                stats = stats.inning(inning)
                if self.config.points:
                    sheet = sheet.inning(inning, st.carry)
        self._state = evolve(
            st,
            history=st.history.append(entry),
            stats=stats,
            sheet=sheet,
            last_time=time,
            last_time_rack=st.rack_number,
        )
        outcome = rack.outcome
        if outcome is not None:
            events.extend(self._close_rack(rack, outcome.winner, outcome))
        return tuple(events)

    def _close_rack(self, rack: Rack, winner: int, outcome: Outcome) -> tuple[Event, ...]:
        st = self._state
        entries = st.history.tail(len(st.history) - st.rack_first_entry)
        d = self.config.discipline
        breaker = st.breaker if st.breaker is not None else 0
        stats = st.stats.rack_result(winner, breaker, outcome, entries, d)
        record = RackRecord(
            st.rack_number,
            st.racks.set_number,
            breaker,
            winner,
            outcome,
            rack.score,
            stats.rack,
            len(rack),
        )
        self._state = dataclasses.replace(st, stats=stats)
        return self._rack_won(record)

    def _rack_only_win(
        self, winner: int, outcome: Outcome | None, time: float | None
    ) -> tuple[Event, ...]:
        st = self._state
        breaker = st.breaker if st.breaker is not None else 0
        rack_stats = set_stats(PAIR_EMPTY, winner, PlayerStats(racks_won=1))
        record = RackRecord(
            st.rack_number, st.racks.set_number, breaker, winner, outcome, (0, 0), rack_stats
        )
        self._state = dataclasses.replace(
            st, stats=st.stats.rack_point(winner), last_time=time, last_time_rack=st.rack_number
        )
        return self._rack_won(record)

    def _rack_won(self, record: RackRecord) -> tuple[Event, ...]:
        """Book a won rack: set and match arithmetic, then the next rack."""
        st = self._state
        winner = record.winner
        assert winner is not None
        cfg = self.config
        events = [
            Event(
                EventKind.RACK_WON,
                winner,
                (record.outcome.cause,) if record.outcome and record.outcome.cause else (),
            )
        ]
        ledger = st.racks.won(winner)
        outcome = None
        races = cfg.races
        if self._set_lost or cfg.start_racks[winner] + ledger.set_racks[winner] >= races[winner]:
            if cfg.sets > 1:
                ledger = ledger.set_won(winner)
                events.append(Event(EventKind.SET_WON, winner, citations=("WPA-8.9",)))
                if ledger.sets[winner] >= cfg.sets:
                    outcome = MatchOutcome(winner, MatchEnd.RACE_WON, ("WPA-8.9", "RFEB-Art.31"))
                else:
                    ledger = ledger.next_set()
            else:
                outcome = MatchOutcome(winner, MatchEnd.RACE_WON, ("RFEB-Art.31",))
        st = dataclasses.replace(st, racks=ledger.close(record), outcome=outcome)
        if outcome is not None:
            events.append(Event(EventKind.MATCH_WON, winner, citations=outcome.citations))
            self._state = st
            return tuple(events)
        fmt = cfg.break_format
        if fmt is BreakFormat.WINNER:
            breaker = winner
        elif fmt is BreakFormat.LOSER:
            breaker = 1 - winner
        else:
            breaker = 1 - record.breaker
        self._state = self._next_rack(st, breaker, cfg.start_points, reset_sheet=True)
        return tuple(events)

    def _next_rack(
        self,
        st: MatchState,
        breaker: int | None,
        carry: tuple[int, int],
        reset_sheet: bool,
    ) -> MatchState:
        if breaker is not None and not self.config.rack_only:
            self._rack = self._new_rack(breaker, carry)
        elif breaker is None:
            self._rack = None
        return dataclasses.replace(
            st,
            rack_number=st.rack_number + 1,
            breaker=breaker,
            awaiting_lag=breaker is None,
            carry=carry,
            rack_first_entry=len(st.history),
            stats=st.stats.new_rack(),
            sheet=ScoreSheet() if reset_sheet else st.sheet,
        )

    def _end(self, loser: int, reason: MatchEnd, citations: tuple[str, ...]) -> tuple[Event, ...]:
        self._check_player(loser)
        outcome = MatchOutcome(1 - loser, reason, citations)
        self._state = dataclasses.replace(self._state, outcome=outcome)
        return (Event(EventKind.MATCH_WON, 1 - loser, citations=citations),)

    def _penalty(self, inp: PenaltyInput) -> tuple[tuple[Event, ...], Rack | None]:
        p = inp.player
        self._check_player(p)
        kind = inp.penalty
        if kind is PenaltyKind.WARNING:
            st = self._state
            self._state = dataclasses.replace(st, conduct_warnings=inc(st.conduct_warnings, p))
            return (Event(EventKind.CONDUCT_WARNING, p, citations=("WPA-6.16",)),), None
        if kind is PenaltyKind.LOSS_OF_MATCH:
            return self._end(p, MatchEnd.PENALTY, ("WPA-6.16",)), None
        if kind is PenaltyKind.LOSS_OF_RACK:
            return self._lose_rack(p, OutcomeReason.PENALTY, inp.time)
        if kind is PenaltyKind.LOSS_OF_SET:
            if self.config.sets <= 1:
                raise MatchInputError("no-sets", "this match is not played in sets")
            self._set_lost = True
            try:
                return self._lose_rack(p, OutcomeReason.PENALTY, inp.time)
            finally:
                self._set_lost = False
        # a standard foul (WPA-6.16) against either player: the seated one keeps the turn
        # with the shooter, who gets ball in hand (a point off the offender in 14.1)
        rack = self._rack_in_play()
        if rack.pending is not None:
            raise MatchInputError(
                "penalty-choice-pending", "answer the pending choice before the penalty"
            )
        return self._move(Penalty(p), inp.time)

    def _stalemate(self) -> tuple[Event, ...]:
        st = self._state
        if st.awaiting_lag:
            raise MatchInputError("lag-required", "the lag decides who breaks")
        cfg = self.config
        breaker = st.breaker if st.breaker is not None else 0
        rack = self._rack
        score = rack.score if rack is not None else (0, 0)
        moves = len(rack) if rack is not None else 0
        stats, sheet = st.stats, st.sheet
        if rack is not None and rack.state.inning_shots > 0:
            inning = rack.current_inning
            stats = stats.inning(inning)
            if cfg.points:
                sheet = sheet.inning(inning, st.carry)
        record = RackRecord(
            st.rack_number, st.racks.set_number, breaker, None, None, score, stats.rack, moves
        )
        st = dataclasses.replace(st, racks=st.racks.close(record), stats=stats, sheet=sheet)
        if cfg.points:
            carry = (st.carry[0] + score[0], st.carry[1] + score[1])
            self._state = self._next_rack(st, None, carry, reset_sheet=False)
            cites: tuple[str, ...] = ("WPA-1.12", "WPA-4.12")
        else:
            self._state = self._next_rack(st, breaker, st.carry, reset_sheet=True)
            cites = ("WPA-1.12", "RFEB-Art.26")
        return (Event(EventKind.STALEMATE, None, citations=cites),)

    def _rack_point(self, inp: RackPointInput) -> tuple[Event, ...]:
        if not self.config.rack_only:
            raise MatchInputError("not-rack-only", "racks are won at the table in this match")
        p = inp.player
        self._check_player(p)
        st = self._state
        if st.awaiting_lag:
            raise MatchInputError("lag-required", "the lag decides who breaks")
        if inp.delta == 1:
            return self._rack_only_win(p, None, inp.time)
        if inp.delta != -1:
            raise MatchInputError("invalid-delta", "a rack point is +1 or -1")
        done = st.racks.racks.items()
        for i in range(len(done) - 1, -1, -1):
            r = done[i]
            if r.set_number != st.racks.set_number:
                break
            if r.winner == p:
                racks = done[:i] + done[i + 1 :]
                self._state = dataclasses.replace(
                    st,
                    racks=st.racks.take_back(p, racks),
                    stats=st.stats.rack_point(p, -1),
                    rack_number=st.rack_number - 1,
                    breaker=self._breaker_after(racks),
                    last_time=inp.time,
                    last_time_rack=st.rack_number - 1,
                )
                return ()
        raise MatchInputError("nothing-to-take-back", "no rack of this player to take back")

    def _breaker_after(self, racks: tuple[RackRecord, ...]) -> int | None:
        if not racks:
            return self._state.first_breaker
        last = racks[-1]
        if last.winner is None:
            return last.breaker
        fmt = self.config.break_format
        if fmt is BreakFormat.WINNER:
            return last.winner
        if fmt is BreakFormat.LOSER:
            return 1 - last.winner
        return 1 - last.breaker

    # -- the snapshot -----------------------------------------------------------------------

    def snapshot(self, *, can_redo: bool = False) -> Snapshot:
        """The immutable picture of the match for the views."""
        return project(
            self.config,
            self.ruleset,
            self._state,
            self._rack,
            can_undo=bool(self._undo),
            can_redo=can_redo,
        )
