"""What the scorekeeper window says when the disk cannot do what a match needs: its data
folder cannot be written (a bar and one box), the match's file was put back (a status message),
an entry could not be written (one lasting bar, however many entries the disk refuses, gone
once an entry is written again)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from scoreboard.service.session import Session
from scoreboard.table.problem import Problem, ProblemKind
from ui.i18n import fill, tr
from ui.plain import show_warning
from ui.status_words import say

if TYPE_CHECKING:
    from ui.scorekeeper.window import ScorekeeperWindow

log = logging.getLogger(__name__)


class DiskWords:
    """The disk's problems, in words, for one scorekeeper window."""

    def __init__(self, window: ScorekeeperWindow, session: Session, *, unattended: bool) -> None:
        self.window = window
        self.session = session
        #: Nobody is at the window: what would wait for an OK goes to the log only.
        self.unattended = unattended
        #: The journal's count when the disk last refused an entry (None: no refusal shown).
        self._write_failed_at: int | None = None

    def after_snapshot(self) -> None:
        """An entry was written again since the disk refused one: the bar goes."""
        if self._write_failed_at is None:
            return
        written = self.session.entries_written
        if written is None or written != self._write_failed_at:
            self._write_failed_at = None
            self.window.show_disk_warning("")

    def report(self, problem: Problem) -> None:
        """Say what the disk could not do (a bar, a box, a status message)."""
        message = problem.detail
        if problem.kind is ProblemKind.JOURNAL_UNAVAILABLE:
            self.window.show_recording_warning(
                fill(tr("Not saved: the data folder cannot be written (%1)."), message)
            )
            self._tell(
                show_warning,
                tr("Not saved"),
                fill(
                    tr(
                        "The data folder cannot be written:\n%1\nThe match goes on, but it is not "
                        "being saved. Choose another data folder (--data-dir) to keep a record."
                    ),
                    message,
                ),
            )
            return
        if problem.kind is ProblemKind.JOURNAL_PUT_BACK:
            # nothing was lost and play goes on: a word in the status bar, no dialog
            say(
                self.window,
                lambda: fill(
                    tr(
                        "The match's file had been deleted or replaced on disk; it was written "
                        "again in its place, with every entry: %1"
                    ),
                    message,
                ),
                20000,
            )
            return
        if problem.kind is ProblemKind.JOURNAL_WRITE_FAILED:
            # one lasting bar, however many entries the disk refuses (never a box per key);
            # it goes once an entry is written again
            written = self.session.entries_written
            self._write_failed_at = written if written is not None else -1
            self.window.show_disk_warning(
                fill(
                    tr(
                        "Not recorded: the last entry could not be written to disk (%1). Everything "
                        "recorded before it is safe. Free some space, then enter it again."
                    ),
                    message,
                )
            )

    def _tell(self, box: Callable[[QWidget, str, str], object], title: str, text: str) -> None:
        """``box`` (a QMessageBox kind) with ``title`` and ``text``, or, unattended, a line in
        the log: a run with nobody at the window never waits for an OK."""
        if self.unattended:
            log.warning("%s: %s", title, text)
            return
        box(self.window, title, text)
