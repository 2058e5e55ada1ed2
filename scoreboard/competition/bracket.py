"""The slots of a draw: who meets whom, fed from where, at which distance.

A draw is a tuple of :class:`SlotDef` in playing order: every feed points to an earlier slot, so
one pass from first to last resolves the players of every slot from the results. The builders
here are pure functions of the number of entrants; entrants are their entry ranking 1..N, and a
rank above N is an empty place (a bye).

>>> [s.id for s in single_elimination(3)]
['W1-1', 'W1-2', 'W2-1']
>>> single_elimination(3)[0].top, single_elimination(3)[0].bottom
(Seed(rank=1), Seed(rank=4))
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

#: The most entrants a draw accepts (bounds what an imported file can ask for).
MAX_ENTRANTS = 512
#: The RFEB system is written for 128 places (RFEB-Art.30); fewer entrants leave byes.
RFEB_PLACES = 128
RFEB_DIRECT = 32  # ranks 1-32 go straight to the pirámide (RFEB-Art.30)
RFEB_PYRAMID = 64


class Phase(Enum):
    FIRST = "first"  # RFEB first phase, straight KO (RFEB-Art.30)
    WINNERS = "winners"  # the winners' round; the whole bracket in single elimination
    LOSERS = "losers"  # the losers' round of a double KO
    FINAL = "final"  # winner of the winners' round against winner of the losers' round
    GROUP = "group"  # round robin


class Distance(Enum):
    """Which distance a slot is played at (defaults in RFEB-Art.31)."""

    FIRST_PHASE = "first-phase"
    LOSERS_ROUND = "losers-round"
    UP_TO_LAST_16 = "up-to-last-16"
    QUARTER_SEMI = "quarter-semi"
    FINAL = "final"
    GROUP = "group"


#: RFEB-Art.31: first phase and losers' round best of 7; final phase up to the last 16 best of
#: 9; quarter- and semi-finals best of 11; the final best of 15.
RFEB_DISTANCES: dict[Distance, int] = {
    Distance.FIRST_PHASE: 7,
    Distance.LOSERS_ROUND: 7,
    Distance.UP_TO_LAST_16: 9,
    Distance.QUARTER_SEMI: 11,
    Distance.FINAL: 15,
    Distance.GROUP: 7,
}
#: A club's weekly event: shorter matches, the same keys.
CLUB_DISTANCES: dict[Distance, int] = {
    Distance.FIRST_PHASE: 5,
    Distance.LOSERS_ROUND: 5,
    Distance.UP_TO_LAST_16: 5,
    Distance.QUARTER_SEMI: 7,
    Distance.FINAL: 9,
    Distance.GROUP: 5,
}


@dataclass(frozen=True, slots=True)
class Seed:
    """The entrant with this entry ranking (an empty place when above the number of entrants)."""

    rank: int


@dataclass(frozen=True, slots=True)
class WinnerOf:
    slot: str


@dataclass(frozen=True, slots=True)
class LoserOf:
    slot: str


@dataclass(frozen=True, slots=True)
class Place:
    """RFEB place 33-64 given by the re-seeding at the end of the first phase (RFEB-Art.30)."""

    place: int


Feed = Seed | WinnerOf | LoserOf | Place


@dataclass(frozen=True, slots=True)
class SlotDef:
    """One match of the draw. ``round`` counts within its phase from 1; ``depth`` orders the
    rounds for the classification (a player knocked out deeper places higher, RFEB-Art.32);
    ``eliminates`` is True when the loser is out."""

    id: str
    phase: Phase
    round: int
    depth: int
    distance: Distance
    top: Feed
    bottom: Feed
    eliminates: bool = True
    group: int = 0
    #: A reset final (a "true double"): played only when the bottom player of the slot its
    #: top comes from (the losers' side of the first final) won that slot; else a walkover.
    reset: bool = False


def seed_order(size: int) -> list[int]:
    """Seeds in bracket-line order for a power-of-two ``size``: neighbours meet in round 1 and
    the top seeds meet as late as possible.

    >>> seed_order(8)
    [1, 8, 4, 5, 2, 7, 3, 6]
    """
    order = [1]
    while len(order) < size:
        n = 2 * len(order) + 1
        order = [x for s in order for x in (s, n - s)]
    return order


def bracket_size(entrants: int, minimum: int = 2) -> int:
    """The smallest power of two holding ``entrants`` (at least ``minimum``).

    >>> bracket_size(5), bracket_size(16), bracket_size(1, 4)
    (8, 16, 4)
    """
    size = minimum
    while size < entrants:
        size *= 2
    return size


def _ko_distance(players: int, last_is_final: bool) -> Distance:
    if players == 2 and last_is_final:
        return Distance.FINAL
    return Distance.QUARTER_SEMI if players <= 8 else Distance.UP_TO_LAST_16


def _winners_rounds(lines: list[Feed], depth: int, final: bool) -> list[list[SlotDef]]:
    """A straight-KO bracket on ``lines`` (bracket-line order); round r is ``W{r}-{i}``."""
    rounds: list[list[SlotDef]] = []
    feeds = lines
    r = 1
    while len(feeds) > 1:
        players = len(feeds)
        this = [
            SlotDef(
                f"W{r}-{i + 1}",
                Phase.WINNERS,
                r,
                depth + r - 1,
                _ko_distance(players, final),
                feeds[2 * i],
                feeds[2 * i + 1],
            )
            for i in range(players // 2)
        ]
        rounds.append(this)
        feeds = [WinnerOf(s.id) for s in this]
        r += 1
    return rounds


def single_elimination(entrants: int) -> tuple[SlotDef, ...]:
    """Straight KO with standard seeding; empty places (byes) go to the top seeds."""
    size = bracket_size(entrants)
    lines: list[Feed] = [Seed(s) for s in seed_order(size)]
    return tuple(s for rnd in _winners_rounds(lines, 0, final=True) for s in rnd)


def _dropped(losers: list[Feed], r: int) -> list[Feed]:
    """The order in which the losers of winners' round ``r`` enter the losers' round: reversed
    on even rounds, halves swapped on odd ones, so a player does not meet again at once the one
    who beat him."""
    if r % 2 == 0:
        return losers[::-1]
    half = len(losers) // 2
    return losers[half:] + losers[:half]


# Long because it lays out the winners' rounds, the losers' rounds in their drop order and the final
# in one pass, so that every slot's feeders are named as they are made.
def double_ko(lines: list[Feed], depth: int = 0, reset: bool = False) -> tuple[SlotDef, ...]:
    """Double KO on ``lines`` (a power of two, at least 4): the winners' round ``W``, the
    losers' round ``L`` (the usual drop order, docs/rulings.md §8) and the final ``F`` between
    their winners. A first loss drops to the losers' round; a loss there eliminates. Without
    ``reset`` the final is one match (RFEB-Art.32); with it (a "true double") a second final
    ``F2`` is played when the losers' side wins ``F``, so that nobody is out after one loss."""
    winners = _winners_rounds(lines, depth, final=False)
    for rnd in winners:  # a loss in the winners' round drops, never eliminates
        rnd[:] = [
            SlotDef(s.id, s.phase, s.round, s.depth, s.distance, s.top, s.bottom, False)
            for s in rnd
        ]
    k = len(winners)
    losers: list[list[SlotDef]] = []

    def add_round(pairs: list[tuple[Feed, Feed]]) -> list[Feed]:
        n = len(losers) + 1
        rnd = [
            SlotDef(f"L{n}-{i + 1}", Phase.LOSERS, n, depth + n - 1, Distance.LOSERS_ROUND, a, b)
            for i, (a, b) in enumerate(pairs)
        ]
        losers.append(rnd)
        return [WinnerOf(s.id) for s in rnd]

    first: list[Feed] = [LoserOf(s.id) for s in winners[0]]
    current = add_round([(first[2 * i], first[2 * i + 1]) for i in range(len(first) // 2)])
    for r in range(2, k + 1):
        drop = _dropped([LoserOf(s.id) for s in winners[r - 1]], r)
        current = add_round(list(zip(current, drop, strict=True)))
        if r < k:
            current = add_round(
                [(current[2 * i], current[2 * i + 1]) for i in range(len(current) // 2)]
            )
    final = SlotDef(
        "F",
        Phase.FINAL,
        1,
        depth + len(losers),
        Distance.FINAL,
        WinnerOf(winners[-1][0].id),
        current[0],
    )
    resets: tuple[SlotDef, ...] = ()
    if reset:
        resets = (
            SlotDef(
                "F2",
                Phase.FINAL,
                2,
                final.depth + 1,
                Distance.FINAL,
                WinnerOf(final.id),
                LoserOf(final.id),
                reset=True,
            ),
        )
    # playing order: each winners' round, then the losers' rounds it feeds
    order: list[SlotDef] = list(winners[0])
    li = 0
    for r in range(1, k + 1):
        if r > 1:
            order += winners[r - 1]
        take = 1 if r == 1 else (2 if r < k else 1)
        order += [s for rnd in losers[li : li + take] for s in rnd]
        li += take
    return (*order, final, *resets)


def double_elimination(entrants: int, reset: bool = True) -> tuple[SlotDef, ...]:
    """The club's double elimination: standard seeding, byes to the top seeds; a reset final
    unless ``reset`` is False."""
    size = bracket_size(entrants, 4)
    return double_ko([Seed(s) for s in seed_order(size)], reset=reset)


def rfeb(entrants: int, reset: bool = False) -> tuple[SlotDef, ...]:
    """The RFEB system of RFEB-Art.30 on its 128 places (docs/rulings.md §8).

    First phase, straight KO: round 1 pairs ranks 65-128 so that they add up to 193
    (``R1-1`` is 65-128, ``R1-32`` is 96-97); in round 2 the winner of ``R1-j`` meets rank
    65 - j (65-128 meets 64, 96-97 meets 33). The 32 winners are re-seeded into places 33-64
    (:class:`Place`), and the pirámide, a double KO of 64, pairs 1-64, 2-63, 3-62 ...

    >>> d = rfeb(128)
    >>> d[0].top, d[0].bottom, d[31].top, d[31].bottom
    (Seed(rank=65), Seed(rank=128), Seed(rank=96), Seed(rank=97))
    >>> d[32].top, d[32].bottom
    (Seed(rank=64), WinnerOf(slot='R1-1'))
    """
    first: list[SlotDef] = []
    half = RFEB_PYRAMID // 2
    for j in range(half):
        first.append(
            SlotDef(
                f"R1-{j + 1}",
                Phase.FIRST,
                1,
                0,
                Distance.FIRST_PHASE,
                Seed(RFEB_PYRAMID + 1 + j),
                Seed(RFEB_PLACES - j),
            )
        )
    for j in range(half):
        first.append(
            SlotDef(
                f"R2-{j + 1}",
                Phase.FIRST,
                2,
                1,
                Distance.FIRST_PHASE,
                Seed(RFEB_PYRAMID - j),
                WinnerOf(f"R1-{j + 1}"),
            )
        )
    lines: list[Feed] = [
        Seed(s) if s <= RFEB_DIRECT else Place(s) for s in seed_order(RFEB_PYRAMID)
    ]
    pyramid = double_ko(lines, depth=2, reset=reset)
    # RFEB-Art.31: the winners' round is the "final phase": best of 9 up to the last 16, then
    # 11; its last match (the winners' round final) is played at the semi-final distance.
    return (*first, *pyramid)


def round_robin(entrants: int, group_size: int) -> tuple[SlotDef, ...]:
    """Groups of ``group_size``, filled in a snake by entry ranking (1 to group 1, 2 to group
    2 ... then back), every pair of a group meeting once; rounds by the circle method so that
    nobody plays twice in a round.

    >>> [(s.top.rank, s.bottom.rank) for s in round_robin(3, 3)]  # type: ignore[union-attr]
    [(2, 3), (1, 3), (1, 2)]
    """
    groups = -(-entrants // group_size)
    members: list[list[int]] = [[] for _ in range(groups)]
    for i in range(entrants):
        row, col = divmod(i, groups)
        members[col if row % 2 == 0 else groups - 1 - col].append(i + 1)
    slots: list[SlotDef] = []
    for g, ranks in enumerate(members, start=1):
        ring: list[int | None] = [*ranks]
        if len(ring) % 2:
            ring.append(None)
        n = len(ring)
        m = 0
        for r in range(1, n):
            for i in range(n // 2):
                a, b = ring[i], ring[n - 1 - i]
                if a is not None and b is not None:
                    m += 1
                    top, bottom = min(a, b), max(a, b)
                    slots.append(
                        SlotDef(
                            f"G{g}-{m}",
                            Phase.GROUP,
                            r,
                            0,
                            Distance.GROUP,
                            Seed(top),
                            Seed(bottom),
                            eliminates=False,
                            group=g,
                        )
                    )
            ring = [ring[0], ring[-1], *ring[1:-1]]
    return tuple(slots)


def empty_slots(draw: tuple[SlotDef, ...], entrants: int) -> frozenset[str]:
    """The slots of ``draw`` whose two sides are empty places whatever the results: no match,
    never shown (a slot with one empty side is a bye and is shown). A side is surely empty
    when it is a rank above ``entrants``, the winner of such a slot, the loser of a slot with
    a surely empty side, or an RFEB place 33-64 left over by the first phase's empty slots.

    >>> sorted(empty_slots(double_elimination(5, reset=False), 5))
    ['L1-2']
    """
    void: set[str] = set()
    half: set[str] = set()
    filled: int | None = None
    for d in draw:
        sides = []
        for f in (d.top, d.bottom):
            if isinstance(f, Seed):
                sides.append(f.rank > entrants)
            elif isinstance(f, WinnerOf):
                sides.append(f.slot in void)
            elif isinstance(f, LoserOf):
                sides.append(f.slot in half and not d.reset)
            else:
                if filled is None:  # the first phase's last round is above, all of it
                    last = [s for s in draw if s.phase is Phase.FIRST and s.round == 2]
                    filled = sum(1 for s in last if s.id not in void)
                sides.append(f.place > RFEB_DIRECT + filled)
        if all(sides):
            void.add(d.id)
        if any(sides):
            half.add(d.id)
    return frozenset(void)
