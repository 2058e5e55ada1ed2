"""Problems with the disk while a match is played, kept apart from the rules' refusals.

A refusal (``Controller.refused``) says an entry cannot be true and changed nothing. A
:class:`Problem` says the app could not keep what was entered: the journal cannot be written
at all, or the last entry could not be written (and was taken back). The windows put each
kind into words.

>>> p = Problem(ProblemKind.JOURNAL_WRITE_FAILED, "No space left on device")
>>> p.code, p.detail
('journal-write-failed', 'No space left on device')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class ProblemKind(Enum):
    """What went wrong (the value is the code the logs and tests name it by)."""

    #: The data folder cannot be written: the match goes on, not being saved.
    JOURNAL_UNAVAILABLE = "journal-unavailable"
    #: The last entry (or undo) could not be written and was taken back.
    JOURNAL_WRITE_FAILED = "journal-write-failed"
    #: The journal was deleted, moved or replaced on disk while in use: it was written again
    #: in its place, whole (what had taken its place was kept aside), and the entry recorded.
    JOURNAL_PUT_BACK = "journal-put-back"


@dataclass(frozen=True, slots=True)
class Problem:
    """A problem with the disk: its kind and the system's words for it (``detail``)."""

    kind: ProblemKind
    detail: str = ""

    @property
    def code(self) -> str:
        return self.kind.value
