"""A team's lineup for a night, and the check of it against the league's roster rules.

A lineup gives each slot of the night's format a rostered player, or nobody (a team short of
players leaves slots empty: the rubbers of an empty slot are forfeited). A lineup that breaks a
rule is not refused here: :func:`check_lineup` names every broken rule with a
:class:`Violation` (a rule and its figures, no words: ``ui/`` words them), and the night's
score applies what the league says an illegal lineup costs.

>>> from scoreboard.league.model import NightFormat, Player, RosterRules, Rubber, Team
>>> fmt = NightFormat(slots=("1", "2"), rubbers=(
...     Rubber("S1", "singles", "eight-ball", race=3, home=("1",), away=("1",)),
...     Rubber("S2", "singles", "eight-ball", race=3, home=("2",), away=("2",))))
>>> team = Team("Tacos", "Bar", 3, (Player("Ana", skill=7), Player("Bea", skill=6)))
>>> check_lineup(Lineup.of(["Ana", "Bea"], fmt), team, fmt, RosterRules(skill_cap=12))
(Violation(rule=<LineupRule.SKILL_CAP: 'skill-cap'>, data=(('sum', 13), ('cap', 12))),)

No Qt, no I/O.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from scoreboard.league.model import LineupEntry, NightFormat, RosterRules, Side, Team


class LineupRule(enum.StrEnum):
    """Which rule a lineup breaks."""

    UNKNOWN_SLOT = "unknown-slot"  # data: slot
    NOT_ON_ROSTER = "not-on-roster"  # data: player
    TOO_FEW_PLAYERS = "too-few-players"  # data: players, minimum
    TOO_MANY_RUBBERS = "too-many-rubbers"  # data: player, rubbers, limit
    SAME_PLAYER_TWICE = "same-player-twice"  # data: rubber, player
    CATEGORY_MISSING = "category-missing"  # data: categories (the group, joined by "|")
    SKILL_CAP = "skill-cap"  # data: sum, cap
    NO_SKILL = "no-skill"  # data: player
    STRENGTH_ORDER = "strength-order"  # data: slot, player, after
    TOO_MANY_SUBSTITUTES = "too-many-substitutes"  # data: substitutes, limit
    #: a decider's own slot holds a player who plays none of the night's rubbers
    DECIDER_NOT_FIELDED = "decider-not-fielded"  # data: player


@dataclass(frozen=True, slots=True)
class Violation:
    """A broken rule with its figures, as (key, value) pairs."""

    rule: LineupRule
    data: tuple[tuple[str, str | int], ...] = ()

    def get(self, key: str) -> str | int | None:
        return dict(self.data).get(key)


@dataclass(frozen=True, slots=True)
class Lineup:
    """Slot to player name (``None``: nobody there)."""

    slots: tuple[tuple[str, str | None], ...]

    @classmethod
    def of(cls, players: Iterable[str | None], fmt: NightFormat) -> Lineup:
        """The players in the format's slot order."""
        names = list(players)
        names += [None] * (len(fmt.slots) - len(names))
        return cls(tuple(zip(fmt.slots, names, strict=True)))

    @classmethod
    def from_mapping(cls, slots: Mapping[str, str | None]) -> Lineup:
        return cls(tuple(slots.items()))

    def player(self, slot: str) -> str | None:
        return dict(self.slots).get(slot)

    def players(self, fmt: NightFormat | None = None) -> tuple[str, ...]:
        """The distinct players of the lineup, in slot order; given ``fmt``, those fielded in
        its rubbers (the decider's own slots left out)."""
        used = {s for r in fmt.rubbers for s in r.home + r.away} if fmt is not None else None
        return tuple(
            dict.fromkeys(p for s, p in self.slots if p is not None and (used is None or s in used))
        )

    def with_player(self, slot: str, player: str | None) -> Lineup:
        return Lineup(tuple((s, player if s == slot else p) for s, p in self.slots))


def entry_steps(fmt: NightFormat) -> tuple[tuple[Side, tuple[str, ...]], ...]:
    """The order in which the lineups are given: blind, each team all its slots (neither
    shown until both are in; slots only the decider uses are chosen when it is owed); in
    turns, slot by slot in the format's ``order`` (else its slot order), the ``first`` team
    naming the slot's player and the other answering, the first changing at each slot when
    the format says ``alternate``.

    >>> from scoreboard.league.model import LineupEntry, Rubber
    >>> fmt = NightFormat(slots=("1", "2", "D"), lineup=LineupEntry.TURNS, rubbers=tuple(
    ...     Rubber(f"S{s}", "singles", "eight-ball", race=2, home=(s,), away=(s,))
    ...     for s in "12"), alternate=True)
    >>> [(side.value, slots) for side, slots in entry_steps(fmt)][:4]
    [('away', ('1',)), ('home', ('1',)), ('home', ('2',)), ('away', ('2',))]
    """
    if fmt.lineup is LineupEntry.BLIND:
        used = {s for r in fmt.rubbers for s in r.home + r.away}
        slots = tuple(s for s in fmt.slots if s in used)
        return ((Side.AWAY, slots), (Side.HOME, slots))
    out: list[tuple[Side, tuple[str, ...]]] = []
    for i, slot in enumerate(fmt.order or fmt.slots):
        names = fmt.first.other if fmt.alternate and i % 2 else fmt.first
        out += [(names, (slot,)), (names.other, (slot,))]
    return tuple(out)


def check_lineup(
    lineup: Lineup,
    team: Team,
    fmt: NightFormat,
    rules: RosterRules,
    side: Side = Side.HOME,
    substitutes: int = 0,
) -> tuple[Violation, ...]:
    """Every rule ``lineup`` (``team``'s, playing on ``side``) breaks, in a fixed order;
    empty when legal."""
    out: list[Violation] = []
    known = set(fmt.slots)
    for slot, _p in lineup.slots:
        if slot not in known:
            out.append(Violation(LineupRule.UNKNOWN_SLOT, (("slot", slot),)))
    for name in lineup.players():
        if team.player(name) is None:
            out.append(Violation(LineupRule.NOT_ON_ROSTER, (("player", name),)))
    fielded = lineup.players(fmt)
    for name in lineup.players():
        if name not in fielded:
            out.append(Violation(LineupRule.DECIDER_NOT_FIELDED, (("player", name),)))
    if len(fielded) < rules.min_players:
        out.append(
            Violation(
                LineupRule.TOO_FEW_PLAYERS,
                (("players", len(fielded)), ("minimum", rules.min_players)),
            )
        )
    out += _rubber_counts(lineup, fmt, rules, side)
    out += _categories(fielded, team, rules)
    out += _skill(fielded, team, rules)
    out += _strength(lineup, team, fmt, rules)
    if substitutes > rules.max_substitutes:
        out.append(
            Violation(
                LineupRule.TOO_MANY_SUBSTITUTES,
                (("substitutes", substitutes), ("limit", rules.max_substitutes)),
            )
        )
    return tuple(out)


def rubbers_played(lineup: Lineup, fmt: NightFormat, side: Side) -> Counter[str]:
    """How many rubbers (the decider left out) each player of ``lineup`` plays on
    ``side``."""
    count: Counter[str] = Counter()
    for r in fmt.rubbers:
        names = {lineup.player(s) for s in r.slots(side)}
        count.update(n for n in names if n is not None)
    return count


def _rubber_counts(
    lineup: Lineup, fmt: NightFormat, rules: RosterRules, side: Side
) -> list[Violation]:
    out: list[Violation] = []
    for r in fmt.rubbers:
        present = [n for n in (lineup.player(s) for s in r.slots(side)) if n is not None]
        for name, n in Counter(present).items():
            if n > 1:
                out.append(
                    Violation(LineupRule.SAME_PLAYER_TWICE, (("rubber", r.id), ("player", name)))
                )
    by_player = rubbers_played(lineup, fmt, side)
    short = len(lineup.players(fmt)) < rules.full_team
    limit = rules.max_rubbers_short if short else rules.max_rubbers
    for name, n in by_player.items():
        if n > limit:
            out.append(
                Violation(
                    LineupRule.TOO_MANY_RUBBERS,
                    (("player", name), ("rubbers", n), ("limit", limit)),
                )
            )
    return out


def _categories(fielded: tuple[str, ...], team: Team, rules: RosterRules) -> list[Violation]:
    held: set[str] = set()
    for name in fielded:
        p = team.player(name)
        if p is not None:
            held |= p.categories
    return [
        Violation(LineupRule.CATEGORY_MISSING, (("categories", "|".join(group)),))
        for group in rules.required
        if not held & set(group)
    ]


def _skill(fielded: tuple[str, ...], team: Team, rules: RosterRules) -> list[Violation]:
    if rules.skill_cap is None:
        return []
    out: list[Violation] = []
    total = 0
    for name in fielded:
        p = team.player(name)
        if p is None:
            continue
        if p.skill is None:
            out.append(Violation(LineupRule.NO_SKILL, (("player", name),)))
        else:
            total += p.skill
    if total > rules.skill_cap:
        out.append(Violation(LineupRule.SKILL_CAP, (("sum", total), ("cap", rules.skill_cap))))
    return out


def _strength(lineup: Lineup, team: Team, fmt: NightFormat, rules: RosterRules) -> list[Violation]:
    """With ``strength_order``, each player, at his first slot, is no stronger (no lower
    number) than the player placed before him; a player with no strength number breaks the
    order."""
    if not rules.strength_order:
        return []
    out: list[Violation] = []
    last: tuple[str, int] | None = None
    seen: set[str] = set()
    for slot in fmt.slots:
        name = lineup.player(slot)
        p = team.player(name) if name is not None else None
        if p is None or p.name in seen:
            continue
        seen.add(p.name)
        strength = p.strength if p.strength is not None else 0
        if p.strength is None or (last is not None and strength < last[1]):
            after = last[0] if last is not None else ""
            out.append(
                Violation(
                    LineupRule.STRENGTH_ORDER,
                    (("slot", slot), ("player", p.name), ("after", after)),
                )
            )
            continue
        last = (p.name, strength)
    return out
