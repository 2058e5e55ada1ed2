"""A rubber's match set up for a table (:func:`rubber_config`): its players as the boards show
them, each side's partners in doubles, discipline, rule set, each player's race (by the format's
race chart) and who breaks.

No Qt, no I/O.
"""

from __future__ import annotations

from dataclasses import replace

from scoreboard.league.model import Breaks, NightFormat, Rubber, Side
from scoreboard.league.night import NightSheet, players_of, rubber_races
from scoreboard.match.match import MatchConfig, MatchConfigError, match_config


def rubber_config(sheet: NightSheet, fmt: NightFormat, r: Rubber) -> MatchConfig | None:
    """The set-up of rubber ``r``'s match on a table: its players (the home side's first,
    partners joined by "&" on the boards, and named one by one as the match's
    :attr:`~scoreboard.match.match.MatchConfig.partners`), discipline, rule set, each
    player's race (by the pair of skill levels when the format has a race chart) and who
    breaks (the side the format names, else a lag); None when it cannot be played on a
    table (a place nobody holds, or a rubber of frames)."""
    sides = [players_of(sheet, fmt, r, side) for side in (Side.HOME, Side.AWAY)]
    if r.frames is not None or any(p is None for side in sides for p in side):
        return None
    home, away = (" & ".join(p or "" for p in side) for side in sides)
    ruleset = r.ruleset.value if r.ruleset is not None else None
    try:
        races = rubber_races(sheet, fmt, r)
        config = match_config((home, away), r.discipline, ruleset, r.race, race=races)
        if all(len(side) == 2 for side in sides):  # doubles: the partners, as people
            (a, b), (c, d) = sides
            config = replace(config, partners=((a or "", b or ""), (c or "", d or "")))
            config.validate()
    except (MatchConfigError, ValueError):
        return None
    if r.breaks is Breaks.LAG:
        return config  # the players lag for the break
    return replace(config, breaker=0 if r.breaks is Breaks.HOME else 1)
