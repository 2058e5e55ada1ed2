"""Who finished where: RFEB-Art.32 for the knockout formats, standings for a round robin.

RFEB-Art.32: players knocked out in the same round are placed from the best to the worst loser
(the smaller difference of racks lost first); ties by entry ranking. A player knocked out in a
later round places above one knocked out earlier. Players still in the event come first,
without a place yet.

Round robin (docs/rulings.md §8): 2 points a win, 0 a loss; ties by head-to-head (the points of the
matches among the tied players), then rack difference, then entry ranking.
"""

from __future__ import annotations

from dataclasses import dataclass

from scoreboard.competition.bracket import WinnerOf
from scoreboard.competition.competition import BYE, Competition, Format, State


@dataclass(frozen=True, slots=True)
class Placing:
    """One line of the classification. ``place`` is None while the player is still in;
    ``round`` is the slot where he was knocked out and ``margin`` the racks he lost it by."""

    place: int | None
    rank: int
    name: str
    slot: str | None = None
    margin: int | None = None
    group: int = 0
    played: int = 0
    won: int = 0
    points: int = 0
    racks_for: int = 0
    racks_against: int = 0
    #: In a round robin, what parted this player from one with as many wins: one of
    #: :data:`TIE_BREAKS`; None when no one had as many.
    tie_break: str | None = None

    @property
    def difference(self) -> int:
        return self.racks_for - self.racks_against


def classification(c: Competition) -> list[Placing]:
    """The classification of ``c`` as it stands (RFEB-Art.32 or round-robin standings)."""
    if not c.drawn:
        return [Placing(None, i + 1, n) for i, n in enumerate(c.entrants)]
    if c.format is Format.ROUND_ROBIN:
        return _round_robin(c)
    return _knockout(c)


def _knockout(c: Competition) -> list[Placing]:
    out: dict[int, tuple[int, int, str]] = {}  # rank -> (depth, margin, slot)
    # a first final won by the losers' side is the winners' side's first loss: a reset
    # final follows (a "true double")
    resets = {d.top.slot for d in c.draw_slots if d.reset and isinstance(d.top, WinnerOf)}
    for s in c.slots():
        if s.id in resets and s.result is not None and s.result.winner_side == 1:
            continue
        if s.state is State.FINISHED and s.definition.eliminates and s.result is not None:
            loser = s.result.loser
            # a forfeit loses by the whole distance: the worst loser of his round
            margin = s.race if s.result.forfeit is not None else s.result.margin
            out[loser] = (s.definition.depth, margin, s.id)
    still = [r for r in range(1, len(c.entrants) + 1) if r not in out]
    gone = sorted(out, key=lambda r: (-out[r][0], out[r][1], r))
    lines: list[Placing] = []
    done = c.finished
    for r in still:
        lines.append(Placing(1 if done and len(still) == 1 else None, r, c.entrant(r)))
    for r in gone:
        depth, margin, slot = out[r]
        lines.append(Placing(len(lines) + 1, r, c.entrant(r), slot, margin))
    return lines


#: The tie-breaks of a round robin, in the order they are tried (docs/rulings.md §8).
TIE_BREAKS = ("head-to-head", "racks", "ranking")


@dataclass
class _Line:
    rank: int
    group: int
    played: int = 0
    won: int = 0
    racks_for: int = 0
    racks_against: int = 0
    tie_break: str | None = None


def _name_tie_breaks(ordered: list[_Line], keys: dict[int, tuple[int, int, int]]) -> None:
    """Mark each of a tie with the first criterion that parts it from its neighbour above
    (the first, from the one below)."""
    if len(ordered) < 2:
        return
    for i, line in enumerate(ordered):
        other = ordered[i - 1] if i > 0 else ordered[1]
        a, b = keys[line.rank], keys[other.rank]
        line.tie_break = next(n for n, x, y in zip(TIE_BREAKS, a, b, strict=True) if x != y)


def _standing(group: list[_Line], games: list[tuple[int, int, int]]) -> list[_Line]:
    """A group in order: games won, then the games between the tied, the rack difference, the
    entry rank."""
    by_points: dict[int, list[_Line]] = {}
    for line in group:
        by_points.setdefault(line.won, []).append(line)
    ordered: list[_Line] = []
    for won in sorted(by_points, reverse=True):
        tied = by_points[won]
        ranks = {t.rank for t in tied}
        h2h = {t.rank: 0 for t in tied}
        for _g, w, lo in games:
            if w in ranks and lo in ranks:
                h2h[w] += 1
        keys = {t.rank: (-h2h[t.rank], -(t.racks_for - t.racks_against), t.rank) for t in tied}
        tied.sort(key=lambda t: keys[t.rank])
        _name_tie_breaks(tied, keys)
        ordered += tied
    return ordered


def _round_robin(c: Competition) -> list[Placing]:
    lines: dict[int, _Line] = {}
    games: list[tuple[int, int, int]] = []  # (group, winner, loser)
    for s in c.slots():
        for p in s.players:
            if p and p != BYE and p not in lines:
                lines[p] = _Line(p, s.definition.group)
        if s.state is State.FINISHED and s.result is not None:
            r = s.result
            for p, f, a in ((r.top, *r.racks), (r.bottom, r.racks[1], r.racks[0])):
                line = lines[p]
                line.played += 1
                line.racks_for += f
                line.racks_against += a
            lines[r.winner].won += 1
            games.append((s.definition.group, r.winner, r.loser))
    for rank in range(1, len(c.entrants) + 1):  # a lone player in a group of one
        lines.setdefault(rank, _Line(rank, 0))

    groups: dict[int, list[_Line]] = {}
    for line in lines.values():
        groups.setdefault(line.group, []).append(line)
    position: dict[int, int] = {}
    for members in groups.values():
        for i, line in enumerate(_standing(members, games)):
            position[line.rank] = i
    everyone = sorted(
        lines.values(),
        key=lambda t: (position[t.rank], -t.won, -(t.racks_for - t.racks_against), t.rank),
    )
    return [
        Placing(
            i + 1,
            t.rank,
            c.entrant(t.rank),
            None,
            None,
            t.group,
            t.played,
            t.won,
            2 * t.won,
            t.racks_for,
            t.racks_against,
            t.tie_break,
        )
        for i, t in enumerate(everyone)
    ]


def standings(c: Competition, group: int) -> list[Placing]:
    """One group's table, best first."""
    return [p for p in classification(c) if p.group == group]
