"""The words for the league model's codes: a broken lineup rule, a refusal, a rubber, a side.
The model gives codes with figures (:mod:`scoreboard.league`), never sentences."""

from __future__ import annotations

from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.lineup import LineupRule, Violation
from scoreboard.league.model import Rubber, RubberKind, Side
from ui.i18n import fill, tr


def side_words(side: Side) -> str:
    return tr("Home") if side is Side.HOME else tr("Away")


def _v(v: Violation, key: str) -> str:
    value = v.get(key)
    return "" if value is None else str(value)


# Long because it words every rule a lineup can break, one branch each.
def violation_text(v: Violation) -> str:
    """A broken lineup rule in words, with its figures."""
    rule = v.rule
    if rule is LineupRule.UNKNOWN_SLOT:
        return fill(tr("Place %1 is not one of the night's"), _v(v, "slot"))
    if rule is LineupRule.NOT_ON_ROSTER:
        return fill(tr("%1 is not on the team's roster"), _v(v, "player"))
    if rule is LineupRule.TOO_FEW_PLAYERS:
        return fill(
            tr("%1 players fielded, at least %2 must play (a no-show)"),
            _v(v, "players"),
            _v(v, "minimum"),
        )
    if rule is LineupRule.TOO_MANY_RUBBERS:
        return fill(
            tr("%1 plays %2 rubbers, at most %3 are allowed"),
            _v(v, "player"),
            _v(v, "rubbers"),
            _v(v, "limit"),
        )
    if rule is LineupRule.SAME_PLAYER_TWICE:
        return fill(tr("%1 plays twice in rubber %2"), _v(v, "player"), _v(v, "rubber"))
    if rule is LineupRule.CATEGORY_MISSING:
        group = _v(v, "categories").split("|")
        return fill(tr("A player of category %1 must play"), tr(" or ").join(group))
    if rule is LineupRule.SKILL_CAP:
        return fill(
            tr("The skill levels add up to %1, over the cap of %2"), _v(v, "sum"), _v(v, "cap")
        )
    if rule is LineupRule.NO_SKILL:
        return fill(tr("%1 has no skill level"), _v(v, "player"))
    if rule is LineupRule.STRENGTH_ORDER:
        if not _v(v, "after"):
            return fill(tr("%1 has no strength number"), _v(v, "player"))
        return fill(
            tr("Order of strength: %1 (place %2) is stronger than %3, placed before"),
            _v(v, "player"),
            _v(v, "slot"),
            _v(v, "after"),
        )
    if rule is LineupRule.TOO_MANY_SUBSTITUTES:
        return fill(
            tr("%1 substitutes, at most %2 are allowed"), _v(v, "substitutes"), _v(v, "limit")
        )
    return fill(tr("%1 plays the deciding frame but none of the night's rubbers"), _v(v, "player"))


# Long because it words every refusal of the league, one branch each.
def problem_text(exc: LeagueError) -> str:
    """Why a league input was refused, in words."""
    p, get = exc.problem, exc.params.get
    if p is Problem.DAMAGED_FILE:
        return fill(
            tr("%1 cannot be used: %2 (%3)"),
            str(get("file", "?")),
            str(get("field", "?")),
            str(get("detail", "?")),
        )
    if p is Problem.IMPOSSIBLE_SCORE:
        return fill(
            tr("%1: %2 – %3 is not a score its distance allows"),
            str(get("rubber", "?")),
            str(get("home", "?")),
            str(get("away", "?")),
        )
    if p is Problem.NIGHT_CLOSED:
        return tr("The night is closed: a change is a correction, with its reason.")
    if p is Problem.OUT_OF_TURN:
        turn, slot = str(get("turn", "")), str(get("slot", ""))
        if not turn:
            return tr(
                "The lineups have been given in turns: a change now is a correction of the "
                "closed night."
            )
        return fill(
            tr("Lineups are given in turns, place by place: it is %1's turn, for place %2."),
            turn,
            slot,
        )
    if p is Problem.ILLEGAL_CHOICE:
        found = get("found", ())
        rules = found if isinstance(found, tuple) else ()
        return fill(
            tr("%1 cannot name %2 for place %3: %4"),
            str(get("team", "?")),
            str(get("player", "")) or tr("nobody"),
            str(get("slot", "?")),
            "; ".join(violation_text(v) for v in rules if isinstance(v, Violation)),
        )
    if p is Problem.NO_TAKE_BACK:
        team = str(get("team", ""))
        if not team:
            return tr("No choice to take back.")
        return fill(tr("%1's choice has been answered: it can no longer be taken back."), team)
    if p is Problem.RUBBER_IN_PLAY:
        return fill(
            tr("Rubber %1 is in play on a table already: it cannot start on another."),
            str(get("rubber", "?")),
        )
    if p is Problem.RUBBER_DECIDED:
        return fill(
            tr("Rubber %1 has its result already: it is not played again."),
            str(get("rubber", "?")),
        )
    if p is Problem.RUBBER_NOT_IN_PLAY:
        return fill(tr("Rubber %1 is not in play on a table."), str(get("rubber", "?")))
    if p is Problem.NOTHING_WAITING:
        return fill(tr("No new result of rubber %1 is waiting."), str(get("rubber", "?")))
    if p is Problem.CHANGED_ELSEWHERE:
        return fill(tr("%1 was changed by another copy of the app"), str(get("name", "?")))
    return fill(tr("Not possible (%1)"), p.value)


def kind_text(r: Rubber) -> str:
    if r.kind is RubberKind.DOUBLES:
        return tr("doubles")
    if r.kind is RubberKind.SCOTCH_DOUBLES:
        return tr("scotch doubles")
    return tr("singles")


def distance_text(r: Rubber, races: tuple[int, int] | None = None) -> str:
    """ "race to 4", "race to 5–3" (each player's own race, the home player's first) or
    "6 frames"."""
    if r.frames is not None:
        return fill(tr("%1 frames"), str(r.frames))
    if races is not None and races[0] != races[1]:
        return fill(tr("race to %1–%2"), str(races[0]), str(races[1]))
    return fill(tr("race to %1"), str(races[0] if races is not None else r.race))
