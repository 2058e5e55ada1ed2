"""Why the competition desk refuses an input: a typed code, never a sentence.

``ui/`` turns a :class:`Problem` into translated words; the model never changes anything when it
raises :class:`CompetitionError`.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from types import MappingProxyType


class Problem(Enum):
    """A bad input to a competition (docs/rulings.md §8; bad input changes nothing)."""

    EMPTY_NAME = "empty-name"
    NAME_TOO_LONG = "name-too-long"
    CONTROL_CHARACTER = "name-control-character"
    DUPLICATE_ENTRANT = "duplicate-entrant"
    UNKNOWN_ENTRANT = "unknown-entrant"
    TOO_FEW_ENTRANTS = "too-few-entrants"
    TOO_MANY_ENTRANTS = "too-many-entrants"
    UNKNOWN_FORMAT = "unknown-format"
    BAD_GROUP_SIZE = "bad-group-size"
    BAD_DISTANCE = "bad-distance"
    ALREADY_DRAWN = "already-drawn"
    NOT_DRAWN = "not-drawn"
    UNKNOWN_SLOT = "unknown-slot"
    PLAYERS_NOT_KNOWN = "players-not-known"
    NO_MATCH_TO_PLAY = "no-match-to-play"
    IMPOSSIBLE_SCORE = "impossible-score"
    PLAYED_SLOTS_WOULD_CHANGE = "played-slots-would-change"
    #: a correction changes the players of matches on a table or started in the scorekeeper
    MATCHES_IN_PLAY_WOULD_CHANGE = "matches-in-play-would-change"
    BAD_TABLE = "bad-table"
    TABLE_BUSY = "table-busy"
    PLAYER_BUSY = "player-busy"
    ALREADY_FINISHED = "already-finished"
    #: a result reported for a finished slot that holds another result (another score, winner
    #: or match): the bracket keeps its result
    RESULT_CONFLICT = "result-conflict"
    DAMAGED_FILE = "damaged-file"
    #: an identifier or key out of bounds (uid, discipline, rule set, history id)
    BAD_KEY = "bad-key"
    CHANGED_ELSEWHERE = "changed-elsewhere"


class CompetitionError(ValueError):
    """An input the competition refuses; ``problem`` says why, ``params`` give the details
    (slot ids, names, numbers) for the message."""

    def __init__(self, problem: Problem, **params: object) -> None:
        super().__init__(f"{problem.value}: {params}" if params else problem.value)
        self.problem = problem
        self.params: Mapping[str, object] = MappingProxyType(dict(params))
