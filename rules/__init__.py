"""The referee: pure-Python rules of pocket billiards. No Qt, no I/O.

Shot facts in, a verdict out::

    >>> import rules
    >>> from rules import Shot, Pocketed, Pocket
    >>> rack = rules.create("nine-ball")
    >>> v = rack.push(Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4))
    >>> v.next_player
    0
"""

from rules.core import (
    CALLED_FOULS,
    SOLID_BALLS,
    STRIPE_BALLS,
    BallInHand,
    Call,
    CueBall,
    Discipline,
    EntryHints,
    Foul,
    Group,
    Inning,
    Interference,
    Option,
    Outcome,
    OutcomeReason,
    PendingChoice,
    Pocket,
    Pocketed,
    RackOptions,
    Reason,
    Restriction,
    Ruleset,
    Shot,
    ThirdFoul,
    Verdict,
    contradicted_fouls,
    interference_applies,
)
from rules.errors import *  # noqa: F403
from rules.errors import IllegalInputError
from rules.rack import Concession, Move, Penalty, Rack, RackState
from rules.registry import as_discipline, as_ruleset, create, disciplines, rack_class, register

# Disciplines register themselves on import.
from rules import eight_ball, eight_ball_argentina, eight_ball_rfeb  # noqa: F401  isort: skip
from rules import nine_ball, straight_pool, ten_ball  # noqa: F401  isort: skip

__all__ = [
    "CALLED_FOULS",
    "SOLID_BALLS",
    "STRIPE_BALLS",
    "BallInHand",
    "Call",
    "Concession",
    "CueBall",
    "Discipline",
    "EntryHints",
    "Foul",
    "Group",
    "IllegalInputError",
    "Inning",
    "Interference",
    "Move",
    "Option",
    "Outcome",
    "OutcomeReason",
    "Penalty",
    "PendingChoice",
    "Pocket",
    "Pocketed",
    "Rack",
    "RackOptions",
    "RackState",
    "Reason",
    "Restriction",
    "Ruleset",
    "Shot",
    "ThirdFoul",
    "Verdict",
    "as_discipline",
    "contradicted_fouls",
    "interference_applies",
    "as_ruleset",
    "create",
    "disciplines",
    "rack_class",
    "register",
]
