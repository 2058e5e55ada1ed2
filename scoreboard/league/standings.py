"""A division's standings: a pure function of its nights' scores and the league's tie-breaks.

Only complete nights count. Teams are ordered by points; teams level on points are told apart
by the league's tie-breaks in order, each worked out among the teams still level (head-to-head
counts only the nights between them); teams level on every tie-break share their place and are
listed by name.

>>> from scoreboard.league.model import Side
>>> def night(h, a):  # a stand-in for a NightScore: only what the standings read
...     won = {Side.HOME: h, Side.AWAY: a}
...     pts = {Side.HOME: 2 if h > a else int(h == a), Side.AWAY: 2 if a > h else int(h == a)}
...     return NightScore((), won, won, None, True, True, pts, frozenset(), frozenset(), {})
>>> rows = standings(["A", "B", "C"], [Played("A", "B", night(3, 1)),
...                                    Played("C", "A", night(2, 2))], ())
>>> [(r.rank, r.team, r.points) for r in rows]
[(1, 'A', 3), (2, 'C', 1), (3, 'B', 0)]

No Qt, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from scoreboard.league.model import Side, TieBreak
from scoreboard.league.night import NightScore


@dataclass(frozen=True, slots=True)
class Played:
    """A night of the division: its two teams and its score."""

    home: str
    away: str
    score: NightScore

    def side(self, team: str) -> Side | None:
        return Side.HOME if team == self.home else Side.AWAY if team == self.away else None


@dataclass(frozen=True, slots=True)
class Row:
    rank: int
    team: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    points: int = 0
    rubbers_for: int = 0
    rubbers_against: int = 0
    games_for: int = 0
    games_against: int = 0
    no_shows: int = 0


def _tally(team: str, nights: Iterable[Played]) -> Row:
    f = dict.fromkeys(("played", "won", "drawn", "lost", "points", "rf", "ra", "gf", "ga", "ns"), 0)
    for p in nights:
        side = p.side(team)
        if side is None or not p.score.complete:
            continue
        s = p.score
        f["played"] += 1
        winner = s.winner
        f["won" if winner is side else "drawn" if winner is None else "lost"] += 1
        f["points"] += s.points[side]
        f["rf"] += s.rubbers_won[side]
        f["ra"] += s.rubbers_won[side.other]
        f["gf"] += s.games[side]
        f["ga"] += s.games[side.other]
        f["ns"] += side in s.no_show
    return Row(
        0,
        team,
        f["played"],
        f["won"],
        f["drawn"],
        f["lost"],
        f["points"],
        f["rf"],
        f["ra"],
        f["gf"],
        f["ga"],
        f["ns"],
    )


KEYS: dict[TieBreak, Callable[[Row], int]] = {
    TieBreak.RUBBER_DIFFERENCE: lambda r: r.rubbers_for - r.rubbers_against,
    TieBreak.RUBBERS_WON: lambda r: r.rubbers_for,
    TieBreak.GAME_DIFFERENCE: lambda r: r.games_for - r.games_against,
    TieBreak.GAMES_WON: lambda r: r.games_for,
    TieBreak.NIGHTS_WON: lambda r: r.won,
    TieBreak.FEWER_NO_SHOWS: lambda r: -r.no_shows,
}


def standings(
    teams: Sequence[str], nights: Iterable[Played], tie_breaks: Sequence[TieBreak]
) -> tuple[Row, ...]:
    """The division's table, best first."""
    played = list(nights)
    rows = {t: _tally(t, played) for t in teams}
    groups = _split(list(teams), lambda t: rows[t].points)
    ordered: list[list[str]] = []
    for group in groups:
        ordered += _untie(group, list(tie_breaks), rows, played)
    out: list[Row] = []
    for group in ordered:
        rank = len(out) + 1
        out += [replace(rows[t], rank=rank) for t in sorted(group)]
    return tuple(out)


def _split(group: list[str], key: Callable[[str], int]) -> list[list[str]]:
    """``group`` in groups of equal ``key``, the highest first."""
    values = sorted({key(t) for t in group}, reverse=True)
    return [[t for t in group if key(t) == v] for v in values]


def _untie(
    group: list[str], tie_breaks: list[TieBreak], rows: dict[str, Row], played: list[Played]
) -> list[list[str]]:
    if len(group) < 2 or not tie_breaks:
        return [group]
    first, rest = tie_breaks[0], tie_breaks[1:]
    if first is TieBreak.HEAD_TO_HEAD:
        among = [p for p in played if p.home in group and p.away in group]
        mutual = {t: _tally(t, among).points for t in group}
        parts = _split(group, mutual.__getitem__)
    else:
        key = KEYS[first]
        parts = _split(group, lambda t: key(rows[t]))
    out: list[list[str]] = []
    for part in parts:
        out += _untie(part, rest, rows, played)
    return out
