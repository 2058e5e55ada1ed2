"""The books a match keeps besides the rack in play: the racks and sets won, the players'
statistics and the 14.1 score sheet. Each ledger is immutable; booking returns a new one, so
undo is keeping the old.

>>> racks = RackLedger().won(0)
>>> racks.racks_won, racks.set_racks
((1, 0), (1, 0))
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field

from rules import Discipline, Inning, Outcome
from scoreboard.match.snapshot import History, HistoryEntry, RackRecord, ScoreSheetLine
from scoreboard.match.stats import (
    TALLY_EMPTY,
    PlayerStats,
    Tally,
    add_inning,
    add_rack_result,
    add_racks,
    add_shot,
    classify_win,
    shot_changes,
    stats_of,
    with_current_inning,
)

Pair = tuple[PlayerStats, PlayerStats]


def inc(pair: tuple[int, int], player: int, by: int = 1) -> tuple[int, int]:
    return (pair[0] + by, pair[1]) if player == 0 else (pair[0], pair[1] + by)


def set_stats(pair: Pair, player: int, value: PlayerStats) -> Pair:
    return (value, pair[1]) if player == 0 else (pair[0], value)


@dataclass(frozen=True, slots=True)
class RackLedger:
    """Racks finished (``racks``), racks won in the match and in the set in play, sets won,
    and the number of the set in play."""

    set_number: int = 1
    set_racks: tuple[int, int] = (0, 0)
    sets: tuple[int, int] = (0, 0)
    racks_won: tuple[int, int] = (0, 0)
    racks: History[RackRecord] = field(default_factory=History)

    def won(self, winner: int) -> RackLedger:
        """A rack won by ``winner`` (booked in :meth:`close`)."""
        return dataclasses.replace(
            self,
            set_racks=inc(self.set_racks, winner),
            racks_won=inc(self.racks_won, winner),
        )

    def set_won(self, winner: int) -> RackLedger:
        return dataclasses.replace(self, sets=inc(self.sets, winner))

    def next_set(self) -> RackLedger:
        return dataclasses.replace(self, set_number=self.set_number + 1, set_racks=(0, 0))

    def close(self, record: RackRecord) -> RackLedger:
        """``record`` booked among the finished racks."""
        return dataclasses.replace(self, racks=self.racks.append(record))

    def take_back(self, player: int, racks: tuple[RackRecord, ...]) -> RackLedger:
        """A rack point of ``player`` taken back; ``racks`` are the racks left."""
        return dataclasses.replace(
            self,
            racks=History.of(racks),
            set_racks=inc(self.set_racks, player, -1),
            racks_won=inc(self.racks_won, player, -1),
        )


TallyPair = tuple[Tally, Tally]
_TALLIES_EMPTY: TallyPair = (TALLY_EMPTY, TALLY_EMPTY)


def _set(pair: TallyPair, player: int, value: Tally) -> TallyPair:
    return (value, pair[1]) if player == 0 else (pair[0], value)


@dataclass(frozen=True, slots=True)
class StatsLedger:
    """The players' statistics for the whole match (:attr:`match`) and for the rack in play
    (:attr:`rack`), kept as tallies (:data:`~scoreboard.match.stats.Tally`).

    >>> StatsLedger().rack_point(1).match[1].racks_won
    1
    """

    match_tallies: TallyPair = _TALLIES_EMPTY
    rack_tallies: TallyPair = _TALLIES_EMPTY

    @property
    def match(self) -> Pair:
        m = self.match_tallies
        return (stats_of(m[0]), stats_of(m[1]))

    @property
    def rack(self) -> Pair:
        r = self.rack_tallies
        return (stats_of(r[0]), stats_of(r[1]))

    def shot(
        self,
        shooter: int,
        entry: HistoryEntry,
        discipline: Discipline,
        elapsed: float | None,
    ) -> StatsLedger:
        changes = shot_changes(entry, discipline, elapsed)
        m, r = self.match_tallies, self.rack_tallies
        return StatsLedger(
            _set(m, shooter, add_shot(m[shooter], changes)),
            _set(r, shooter, add_shot(r[shooter], changes)),
        )

    def inning(self, inning: Inning) -> StatsLedger:
        """An inning closed."""
        p = inning.player
        m, r = self.match_tallies, self.rack_tallies
        return StatsLedger(
            _set(m, p, add_inning(m[p], inning)),
            _set(r, p, add_inning(r[p], inning)),
        )

    def rack_result(
        self,
        winner: int,
        breaker: int,
        outcome: Outcome,
        entries: Sequence[HistoryEntry],
        discipline: Discipline,
    ) -> StatsLedger:
        """The rack in play won at the table."""
        kind = classify_win(winner, breaker, outcome, entries, discipline)
        m, r = self.match_tallies, self.rack_tallies
        return StatsLedger(
            _set(m, winner, add_rack_result(m[winner], kind)),
            _set(r, winner, add_rack_result(r[winner], kind)),
        )

    def rack_point(self, winner: int, by: int = 1) -> StatsLedger:
        """A rack won (``by`` -1: taken back) in a match that only counts racks."""
        m = self.match_tallies
        return StatsLedger(_set(m, winner, add_racks(m[winner], by)), self.rack_tallies)

    def new_rack(self) -> StatsLedger:
        return StatsLedger(self.match_tallies, _TALLIES_EMPTY)

    def with_current(self, current: Inning | None) -> StatsLedger:
        """The statistics with the inning in progress counted (for the views)."""
        if current is None:
            return self
        p = current.player
        m, r = self.match_tallies, self.rack_tallies
        return StatsLedger(
            _set(m, p, with_current_inning(m[p], current)),
            _set(r, p, with_current_inning(r[p], current)),
        )


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """The 14.1 score sheet of the game in play: its lines and each player's innings on it."""

    lines: History[ScoreSheetLine] = field(default_factory=History)
    counts: tuple[int, int] = (0, 0)

    def inning(self, inning: Inning, carry: tuple[int, int]) -> ScoreSheet:
        """The line of a closed ``inning``; ``carry`` the points brought from earlier games."""
        p = inning.player
        counts = inc(self.counts, p)
        line = ScoreSheetLine(
            counts[p], p, inning.run, inning.penalty, inning.reracks, carry[p] + inning.score_after
        )
        return ScoreSheet(self.lines.append(line), counts)
