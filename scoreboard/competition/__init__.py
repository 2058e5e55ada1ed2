"""Competitions: entrants, formats (the RFEB system of RFEB-Art.30-32, single and double
elimination, round robin), the draw, results and classification. No Qt and no I/O here except
in :mod:`.store` and :mod:`.record` (the history database) and :mod:`.files` (JSON and CSV
files).

Imports :mod:`scoreboard.files`, :mod:`scoreboard.match` and :mod:`scoreboard.ratings`, and in
:mod:`.record` :mod:`scoreboard.history` (the rows of its results); no Qt and nothing of
:mod:`ui`."""

from scoreboard.competition.bracket import Distance, Phase
from scoreboard.competition.classification import Placing, classification, standings
from scoreboard.competition.competition import BYE, Change, Competition, Format, Result, Slot, State
from scoreboard.competition.errors import CompetitionError, Problem

__all__ = [
    "BYE",
    "Change",
    "Competition",
    "CompetitionError",
    "Distance",
    "Format",
    "Phase",
    "Placing",
    "Problem",
    "Result",
    "Slot",
    "State",
    "classification",
    "standings",
]
