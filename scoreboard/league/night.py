"""The night's score: a pure function of the lineups, the rubbers' results and what happened on
the night (a no-show, a forfeited rubber, a substitute, a team short of players).

A rubber is won by reaching its race; with the format's race chart, a singles rubber's race
is each player's own, by the pair of skill levels (:func:`rubber_races`), and it is won by the
player who reaches his. A rubber of ``frames`` is every frame played, each counting, and may be
left unfinished once the night is decided. A forfeited rubber counts its winner's race (or its
frames) to nothing for the other side, and so does every rubber of a team that does
not come (a no-show) or whose lineup costs it the night. A slot left empty by a short team
forfeits its rubbers. A team fielding fewer players than the league's minimum is a no-show.

>>> from scoreboard.league.model import LeagueRules, NightFormat, Player, Rubber, Team
>>> fmt = NightFormat(slots=("1",), rubbers=(
...     Rubber("S1", "singles", "nine-ball", race=5, home=("1",), away=("1",)),))
>>> home, away = Team("A", "Bar", 1, (Player("Ana"),)), Team("B", "Pub", 1, (Player("Bo"),))
>>> sheet = NightSheet(home, away, Lineup.of(["Ana"], fmt), Lineup.of(["Bo"], fmt),
...                    {"S1": RubberResult(5, 3)})
>>> s = score_night(sheet, LeagueRules(fmt))
>>> s.winner, s.rubbers_won[Side.HOME], s.points[Side.HOME], s.points[Side.AWAY]
(<Side.HOME: 'home'>, 1, 2, 0)

No Qt, no I/O.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.lineup import Lineup, LineupRule, Violation, check_lineup
from scoreboard.league.model import (
    Cost,
    LeagueRules,
    NightFormat,
    NightWin,
    Rubber,
    Side,
    Team,
)

SIDES = (Side.HOME, Side.AWAY)


@dataclass(frozen=True, slots=True)
class RubberResult:
    """The racks each side won, or the side that forfeits the rubber."""

    home: int = 0
    away: int = 0
    forfeit: Side | None = None


@dataclass(frozen=True, slots=True)
class Substitution:
    """From ``rubber`` on (in the format's order), ``player`` holds ``side``'s ``slot``."""

    side: Side
    slot: str
    player: str
    rubber: str


@dataclass(frozen=True, slots=True)
class NightSheet:
    """What the desk knows of a night. A lineup of ``None`` is a team that did not come."""

    home_team: Team
    away_team: Team
    home: Lineup | None
    away: Lineup | None
    results: Mapping[str, RubberResult] = field(default_factory=dict)
    substitutions: tuple[Substitution, ...] = ()

    def team(self, side: Side) -> Team:
        return self.home_team if side is Side.HOME else self.away_team

    def lineup(self, side: Side) -> Lineup | None:
        return self.home if side is Side.HOME else self.away


@dataclass(frozen=True, slots=True)
class RubberScore:
    """One rubber as it counts: its games, its winner (``None``: not played yet, or level),
    and the side that forfeited it."""

    rubber: Rubber
    home: int
    away: int
    winner: Side | None
    forfeited_by: Side | None = None
    played: bool = True

    def games(self, side: Side) -> int:
        return self.home if side is Side.HOME else self.away


@dataclass(frozen=True, slots=True)
class NightScore:
    rubbers: tuple[RubberScore, ...]
    rubbers_won: Mapping[Side, int]
    games: Mapping[Side, int]
    winner: Side | None
    decided: bool
    complete: bool
    points: Mapping[Side, int]
    no_show: frozenset[Side]
    forfeited_night: frozenset[Side]
    violations: Mapping[Side, tuple[Violation, ...]]

    @property
    def draw(self) -> bool:
        return self.complete and self.winner is None


def players_of(
    sheet: NightSheet, fmt: NightFormat, rubber: Rubber, side: Side
) -> tuple[str | None, ...]:
    """Who plays ``rubber`` for ``side``: the lineup's players of its slots, with the
    substitutions made up to this rubber (in the format's order)."""
    lineup = sheet.lineup(side)
    if lineup is None:
        return (None,) * rubber.players_per_side
    order = {r.id: i for i, r in enumerate(fmt.all_rubbers)}
    here = order[rubber.id]
    out: list[str | None] = []
    for slot in rubber.slots(side):
        holder = lineup.player(slot)
        for sub in sheet.substitutions:
            if sub.side is side and sub.slot == slot and order.get(sub.rubber, here + 1) <= here:
                holder = sub.player
        out.append(holder)
    return tuple(out)


def rubber_races(sheet: NightSheet, fmt: NightFormat, rubber: Rubber) -> tuple[int, int]:
    """The race of each side (home first): by the format's race chart for a singles rubber
    whose two players have a level the chart lists, else the rubber's own race for both."""
    even = (rubber.race, rubber.race)
    chart = fmt.race_chart
    if chart is None or rubber.players_per_side != 1 or rubber.frames is not None:
        return even
    (h,), (a,) = (players_of(sheet, fmt, rubber, side) for side in SIDES)
    ph = sheet.home_team.player(h) if h is not None else None
    pa = sheet.away_team.player(a) if a is not None else None
    if ph is None or pa is None:
        return even
    return chart.races(ph, pa) or even


def night_violations(sheet: NightSheet, rules: LeagueRules, side: Side) -> tuple[Violation, ...]:
    """The rules ``side``'s lineup breaks, its substitutes counted: a substitute not on the
    roster, and a player in more rubbers than allowed once the substitutes are in."""
    lineup = sheet.lineup(side)
    if lineup is None:
        return ()
    fmt, team = rules.format, sheet.team(side)
    subs = [s for s in sheet.substitutions if s.side is side]
    for sub in subs:
        if sub.slot not in fmt.slots:
            raise LeagueError(Problem.UNKNOWN_SLOT, slot=sub.slot)
        if sub.rubber not in {r.id for r in fmt.all_rubbers}:
            raise LeagueError(Problem.UNKNOWN_RUBBER, rubber=sub.rubber)
    out = list(check_lineup(lineup, team, fmt, rules.roster, side, len(subs)))
    for name in dict.fromkeys(s.player for s in subs):
        if team.player(name) is None:
            out.append(Violation(LineupRule.NOT_ON_ROSTER, (("player", name),)))
    if subs:
        out += _rubbers_as_played(sheet, rules, side, out)
    return tuple(out)


def _rubbers_as_played(
    sheet: NightSheet, rules: LeagueRules, side: Side, found: list[Violation]
) -> list[Violation]:
    count: Counter[str] = Counter()
    for r in rules.format.rubbers:
        count.update({p for p in players_of(sheet, rules.format, r, side) if p is not None})
    lineup = sheet.lineup(side)
    assert lineup is not None
    short = len(lineup.players(rules.format)) < rules.roster.full_team
    limit = rules.roster.max_rubbers_short if short else rules.roster.max_rubbers
    named = {v.get("player") for v in found if v.rule is LineupRule.TOO_MANY_RUBBERS}
    return [
        Violation(LineupRule.TOO_MANY_RUBBERS, (("player", p), ("rubbers", n), ("limit", limit)))
        for p, n in count.items()
        if n > limit and p not in named
    ]


def _forfeits(
    sheet: NightSheet, rules: LeagueRules
) -> tuple[
    frozenset[Side], frozenset[Side], dict[Side, set[str]], dict[Side, tuple[Violation, ...]]
]:
    """(no-shows, sides that lose the night by forfeit, players whose rubbers are forfeited
    per side, violations per side)."""
    no_show: set[Side] = set()
    night: set[Side] = set()
    wrong: dict[Side, set[str]] = {s: set() for s in SIDES}
    violations: dict[Side, tuple[Violation, ...]] = {}
    for side in SIDES:
        found = night_violations(sheet, rules, side)
        violations[side] = found
        if sheet.lineup(side) is None or any(v.rule is LineupRule.TOO_FEW_PLAYERS for v in found):
            no_show.add(side)
        elif found:
            named = {str(v.get("player")) for v in found if v.get("player") is not None}
            whole = any(v.get("player") is None for v in found)
            if rules.penalties.illegal_lineup is Cost.NIGHT or whole:
                night.add(side)
            else:
                wrong[side] = named
    return frozenset(no_show), frozenset(night | no_show), wrong, violations


def _rubber_score(
    sheet: NightSheet,
    rules: LeagueRules,
    rubber: Rubber,
    lost: frozenset[Side],
    wrong: dict[Side, set[str]],
) -> RubberScore:
    """One rubber as it counts, forfeits applied."""
    out: list[Side] = [s for s in SIDES if s in lost]
    result = sheet.results.get(rubber.id)
    for side in SIDES:
        if side in out:
            continue
        players = players_of(sheet, rules.format, rubber, side)
        if wrong[side] & {p for p in players if p}:
            out.append(side)
        elif any(p is None for p in players):
            if rubber is rules.format.decider and result is None:
                return RubberScore(rubber, 0, 0, None, played=False)  # not chosen yet
            out.append(side)
    if not out and result is not None and result.forfeit is not None:
        out.append(result.forfeit)
    if len(out) == 2:
        return RubberScore(rubber, 0, 0, None, out[0], played=False)
    races = rubber_races(sheet, rules.format, rubber)
    if out:
        games = rubber.frames if rubber.frames is not None else races[SIDES.index(out[0].other)]
        h, a = (0, games) if out[0] is Side.HOME else (games, 0)
        return RubberScore(rubber, h, a, out[0].other, out[0])
    if result is None:
        return RubberScore(rubber, 0, 0, None, played=False)
    return _played(rubber, result, races)


def _played(rubber: Rubber, result: RubberResult, races: tuple[int, int]) -> RubberScore:
    h, a = result.home, result.away
    if rubber.frames is not None:
        ok = h >= 0 and a >= 0 and h + a <= rubber.frames
        finished = h + a == rubber.frames
        winner = None if h == a else (Side.HOME if h > a else Side.AWAY)
    else:
        rh, ra = races
        home_won, away_won = h == rh and 0 <= a < ra, a == ra and 0 <= h < rh
        ok, finished = home_won or away_won, True
        winner = Side.HOME if home_won else Side.AWAY
    if not ok:
        raise LeagueError(Problem.IMPOSSIBLE_SCORE, rubber=rubber.id, home=h, away=a)
    return RubberScore(rubber, h, a, winner if finished else None, played=finished)


def score_night(sheet: NightSheet, rules: LeagueRules) -> NightScore:
    """The night as it stands: every rubber, the totals, the winner once decided, the
    points (deductions applied) once complete."""
    fmt = rules.format
    for rid in sheet.results:
        if rid not in {r.id for r in fmt.all_rubbers}:
            raise LeagueError(Problem.UNKNOWN_RUBBER, rubber=rid)
    no_show, lost, wrong, violations = _forfeits(sheet, rules)
    scores = [_rubber_score(sheet, rules, r, lost, wrong) for r in fmt.rubbers]
    won = _tally(scores)
    if fmt.decider is not None and fmt.win is NightWin.RUBBERS and _level_after_all(scores, won):
        scores.append(_rubber_score(sheet, rules, fmt.decider, lost, wrong))
    won, games = _tally(scores), _games(scores)
    winner, decided, complete = _outcome(rules, scores, won, games)
    points = _points(rules, winner, complete, won, games, no_show, violations)
    return NightScore(
        rubbers=tuple(scores),
        rubbers_won=MappingProxyType(won),
        games=MappingProxyType(games),
        winner=winner,
        decided=decided,
        complete=complete,
        points=MappingProxyType(points),
        no_show=no_show,
        forfeited_night=lost,
        violations=MappingProxyType(violations),
    )


def _tally(scores: list[RubberScore]) -> dict[Side, int]:
    return {s: sum(1 for r in scores if r.winner is s) for s in SIDES}


def _games(scores: list[RubberScore]) -> dict[Side, int]:
    return {s: sum(r.games(s) for r in scores) for s in SIDES}


def _level_after_all(scores: list[RubberScore], won: dict[Side, int]) -> bool:
    return all(r.played or r.forfeited_by for r in scores) and won[Side.HOME] == won[Side.AWAY]


def _outcome(
    rules: LeagueRules, scores: list[RubberScore], won: dict[Side, int], games: dict[Side, int]
) -> tuple[Side | None, bool, bool]:
    """(winner, decided, complete)."""
    fmt = rules.format
    if fmt.win is NightWin.FIRST_TO_GAMES:
        reached = [s for s in SIDES if games[s] >= fmt.target]
        if reached:
            return max(reached, key=lambda s: games[s]), True, True
        done = all(r.played or r.forfeited_by for r in scores)
        return None, done, done
    left = sum(1 for r in scores if not (r.played or r.forfeited_by))
    decider_left = fmt.decider is not None and len(scores) == len(fmt.rubbers)
    for side in SIDES:
        if won[side] > won[side.other] + left:
            return side, True, left == 0
    if left == 0 and not (decider_left and won[Side.HOME] == won[Side.AWAY]):
        winner = None if won[Side.HOME] == won[Side.AWAY] else max(SIDES, key=won.__getitem__)
        return winner, True, True
    return None, False, False


def _points(
    rules: LeagueRules,
    winner: Side | None,
    complete: bool,
    won: dict[Side, int],
    games: dict[Side, int],
    no_show: frozenset[Side],
    violations: Mapping[Side, tuple[Violation, ...]],
) -> dict[Side, int]:
    p, pen = rules.points, rules.penalties
    out = {s: 0 for s in SIDES}
    if not complete:
        return out
    for side in SIDES:
        base = p.draw if winner is None else (p.win if winner is side else p.loss)
        out[side] = base + p.per_rubber * won[side] + p.per_game * games[side]
        if side in no_show:
            out[side] = p.loss - pen.no_show_deduction
        elif violations[side]:
            out[side] -= pen.illegal_lineup_deduction
    return out
