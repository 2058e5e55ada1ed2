"""Specific errors for impossible input. Each is a ``ValueError``; a refused input leaves the rack
untouched. ``code`` is a stable identifier the UI translates; ``args`` keep the English message
for logs and tests."""

from __future__ import annotations


class IllegalInputError(ValueError):
    """Base class: the input cannot be true or is not allowed now."""

    code = "illegal-input"

    def __init__(self, message: str, *, ball: int | None = None) -> None:
        super().__init__(message)
        self.ball = ball


class BallNotOnTableError(IllegalInputError):
    code = "ball-not-on-table"


class BallPocketedTwiceError(IllegalInputError):
    code = "ball-pocketed-twice"


class UnknownBallError(IllegalInputError):
    code = "unknown-ball"


class CallNotOnTableError(IllegalInputError):
    code = "call-not-on-table"


class PushOutNotAllowedError(IllegalInputError):
    code = "push-out-not-allowed"


class SafetyNotAllowedError(IllegalInputError):
    code = "safety-not-allowed"


class MissingCallError(IllegalInputError):
    code = "missing-call"


class ChoicePendingError(IllegalInputError):
    code = "choice-pending"


class NoChoicePendingError(IllegalInputError):
    code = "no-choice-pending"


class InvalidOptionError(IllegalInputError):
    code = "invalid-option"


class RackOverError(IllegalInputError):
    code = "rack-over"


class NothingToUndoError(IllegalInputError):
    code = "nothing-to-undo"


class InconsistentShotError(IllegalInputError):
    """Facts that contradict each other (a ball both pocketed and off the table, and so on)."""

    code = "inconsistent-shot"


class UnknownDisciplineError(IllegalInputError):
    code = "unknown-discipline"


class RailsCountRequiredError(IllegalInputError):
    """A break with nothing pocketed and no foul needs the number of object balls that reached
    a rail: without it the engine cannot tell a legal break from an illegal one."""

    code = "rails-count-required"


class FoulNotInRulesError(InconsistentShotError):
    """A foul code that does not exist in this discipline and ruleset (wrong ball first in
    14.1, WPA-4.9; bad cue-ball placement under RFEB-Art.12), or a code the engine derives
    itself entered without the facts that make it."""

    code = "foul-not-in-rules"


class TooManyBallsError(InconsistentShotError):
    """More object balls to a rail, or across the head string, than are on the table."""

    code = "too-many-balls"


class ContradictoryFoulError(InconsistentShotError):
    """A called foul that the other facts of the shot rule out: no rail after contact with a
    ball pocketed or driven off the table, or balls told to have reached a rail (WPA-6.3,
    WPA-8.4)."""

    code = "contradictory-foul"


class InterferenceNotDueError(InconsistentShotError):
    """14.1 re-rack interference (WPA-4.8) told with a shot after which no re-rack is due."""

    code = "interference-not-due"
