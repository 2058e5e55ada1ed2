"""Lineups given in turns, slot by slot, as the captains give them: for each slot in the
format's order one team names its player (puts him up) and the other answers with his
opponent (:func:`~scoreboard.league.lineup.entry_steps` says who, for which slot). The
choices made so far are picks (:class:`Pick`), in the order made; the team whose turn it is, and
the slot, come from them.

A choice is refused when it breaks a lineup rule no later choice can put right (a player
not on the roster or named twice, the skill levels over the cap, a player in more rubbers
than he may ever play); a team's last choice completes its lineup, which is then checked
whole (categories, strength order, players enough). So every lineup given in turns is
legal, and every legal lineup can be given in turns.

>>> import json, pathlib
>>> from scoreboard.league.document import league_from_document
>>> league = league_from_document(json.loads(
...     pathlib.Path("docs/examples/leagues/apa-eight-ball.json").read_text()))
>>> fmt, team = league.rules.format, league.team("Rack Attack")
>>> next_step(fmt, ())
(<Side.AWAY: 'away'>, '1')
>>> picks = (Pick(Side.AWAY, "1", "Gus Hale"),)
>>> next_step(fmt, picks)
(<Side.HOME: 'home'>, '1')
>>> choice_violations(fmt, league.rules.roster, team, picks, Pick(Side.HOME, "1", "Nobody"))
(Violation(rule=<LineupRule.NOT_ON_ROSTER: 'not-on-roster'>, data=(('player', 'Nobody'),)),)

No Qt, no I/O.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from scoreboard.league.lineup import Lineup, LineupRule, Violation, check_lineup, entry_steps
from scoreboard.league.model import NightFormat, RosterRules, Side, Team

#: The rules a lineup may still put right with its later choices: checked once it is whole.
WHOLE_ONLY = frozenset(
    {
        LineupRule.TOO_FEW_PLAYERS,
        LineupRule.CATEGORY_MISSING,
        LineupRule.STRENGTH_ORDER,
        LineupRule.DECIDER_NOT_FIELDED,
    }
)


@dataclass(frozen=True, slots=True)
class Pick:
    """``side`` names ``player`` for ``slot`` (None: nobody holds it, a team short)."""

    side: Side
    slot: str
    player: str | None


def steps(fmt: NightFormat) -> tuple[tuple[Side, str], ...]:
    """Every choice of the night's lineups, in order: (the team that chooses, the slot)."""
    return tuple((side, slots[0]) for side, slots in entry_steps(fmt))


def next_step(fmt: NightFormat, picks: Sequence[Pick]) -> tuple[Side, str] | None:
    """The team whose turn it is and the slot it names; None when both lineups are whole."""
    done = {(p.side, p.slot) for p in picks}
    return next((s for s in steps(fmt) if s not in done), None)


def answers(fmt: NightFormat, picks: Sequence[Pick], step: tuple[Side, str]) -> bool:
    """Whether ``step`` answers the other team's player for its slot (not puts one up)."""
    side, slot = step
    return any(p.side is side.other and p.slot == slot for p in picks)


def partial_lineup(fmt: NightFormat, picks: Sequence[Pick], side: Side) -> Lineup:
    """``side``'s lineup as named so far (a slot not named yet holds nobody)."""
    named = {p.slot: p.player for p in picks if p.side is side}
    return Lineup(tuple((s, named.get(s)) for s in fmt.slots))


def left(fmt: NightFormat, picks: Sequence[Pick], side: Side) -> int:
    """How many of ``side``'s choices are still to make."""
    done = {(p.side, p.slot) for p in picks}
    return sum(1 for s in steps(fmt) if s[0] is side and s not in done)


def choice_violations(
    fmt: NightFormat, rules: RosterRules, team: Team, picks: Sequence[Pick], pick: Pick
) -> tuple[Violation, ...]:
    """The rules ``team``'s lineup breaks once ``pick`` is made after ``picks``: whole when
    it is the team's last choice, else only those no later choice can put right."""
    after = (*picks, pick)
    lineup = partial_lineup(fmt, after, pick.side)
    if left(fmt, after, pick.side) == 0:
        return check_lineup(lineup, team, fmt, rules, pick.side)
    loose = replace(rules, min_players=0, required=())
    if len(lineup.players(fmt)) < rules.full_team:  # may yet be a short team, or not
        most = max(rules.max_rubbers, rules.max_rubbers_short)
        loose = replace(loose, max_rubbers=most, max_rubbers_short=most)
    found = check_lineup(lineup, team, fmt, loose, pick.side)
    return tuple(v for v in found if v.rule not in WHOLE_ONLY)


def fixed_after(picks: Sequence[Pick], fixed: int, pick: Pick) -> int:
    """How many choices can no longer be taken back once ``pick`` is made: every choice of
    the other team before it (it has been answered)."""
    seen = [i + 1 for i, p in enumerate(picks) if p.side is pick.side.other]
    return max([fixed, *seen])
