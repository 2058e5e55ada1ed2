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

from .snapshot import History, HistoryEntry, RackRecord, ScoreSheetLine
from .stats import (
    PAIR_EMPTY,
    PlayerStats,
    add_inning,
    add_rack_result,
    add_shot,
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


@dataclass(frozen=True, slots=True)
class StatsLedger:
    """The players' statistics for the whole match (``match``) and for the rack in play
    (``rack``)."""

    match: Pair = PAIR_EMPTY
    rack: Pair = PAIR_EMPTY

    def shot(
        self,
        shooter: int,
        entry: HistoryEntry,
        discipline: Discipline,
        elapsed: float | None,
    ) -> StatsLedger:
        return StatsLedger(
            set_stats(
                self.match, shooter, add_shot(self.match[shooter], entry, discipline, elapsed)
            ),
            set_stats(self.rack, shooter, add_shot(self.rack[shooter], entry, discipline, elapsed)),
        )

    def inning(self, inning: Inning) -> StatsLedger:
        """An inning closed."""
        p = inning.player
        return StatsLedger(
            set_stats(self.match, p, add_inning(self.match[p], inning)),
            set_stats(self.rack, p, add_inning(self.rack[p], inning)),
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
        return StatsLedger(
            add_rack_result(self.match, winner, breaker, outcome, entries, discipline),
            add_rack_result(self.rack, winner, breaker, outcome, entries, discipline),
        )

    def rack_point(self, winner: int, by: int = 1) -> StatsLedger:
        """A rack won (``by`` -1: taken back) in a match that only counts racks."""
        s = self.match[winner]
        return dataclasses.replace(
            self,
            match=set_stats(self.match, winner, dataclasses.replace(s, racks_won=s.racks_won + by)),
        )

    def new_rack(self) -> StatsLedger:
        return dataclasses.replace(self, rack=PAIR_EMPTY)

    def with_current(self, current: Inning | None) -> StatsLedger:
        """The statistics with the inning in progress counted (for the views)."""
        if current is None:
            return self
        p = current.player
        return StatsLedger(
            set_stats(self.match, p, with_current_inning(self.match[p], current)),
            set_stats(self.rack, p, with_current_inning(self.rack[p], current)),
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
