"""Leagues: a season of team matches ("league nights"). The league's rules as data
(:mod:`.model`), a league file read and checked (:mod:`.loader`, the only I/O here), a team's
lineup checked against the rules (:mod:`.lineup`), the night's score (:mod:`.night`), the
season's calendar (:mod:`.calendar`) and the standings (:mod:`.standings`); a season kept by
the app (:mod:`.season`, each night a :mod:`.kept_night`, a rubber's match on a table set up
by :mod:`.setup`) in the history database, its rubbers
among the history's matches (:mod:`.store`).

Imports :mod:`rules` (the disciplines), :mod:`scoreboard.files` (the file reader and the
declared shapes), :mod:`scoreboard.history` and :mod:`scoreboard.match` (the record); no Qt and
nothing of :mod:`ui`.
"""

from scoreboard.league.calendar import (
    Bye,
    Calendar,
    Fixture,
    league_calendar,
    move_fixture,
    schedule,
)
from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.lineup import Lineup, LineupRule, Violation, check_lineup
from scoreboard.league.loader import load_league
from scoreboard.league.model import League, LeagueRules, NightFormat, Rubber, Side
from scoreboard.league.night import NightScore, NightSheet, RubberResult, Substitution, score_night
from scoreboard.league.standings import Played, Row, standings

__all__ = [
    "Bye",
    "Calendar",
    "Fixture",
    "League",
    "LeagueError",
    "LeagueRules",
    "Lineup",
    "LineupRule",
    "NightFormat",
    "NightScore",
    "NightSheet",
    "Played",
    "Problem",
    "Row",
    "Rubber",
    "RubberResult",
    "Side",
    "Substitution",
    "Violation",
    "check_lineup",
    "league_calendar",
    "load_league",
    "move_fixture",
    "schedule",
    "score_night",
    "standings",
]
