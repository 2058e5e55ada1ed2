"""Does what the won match's state machine (:mod:`scoreboard.service.archive`) says, for one table:
its won match stored in the history, an undone win taken out, a stored match's journal closed
and archived. No Qt here.

The work in the history is handed to the :class:`~scoreboard.history.keeper.HistoryKeeper`,
which runs it off the window's thread when it has a background; each outcome comes back here,
on the window's thread, and goes to the :class:`~scoreboard.service.archive.Archive`, whose answer is
done in turn.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scoreboard.files.paths import FileProblemError, now_iso
from scoreboard.history.keeper import HistoryKeeper
from scoreboard.match.snapshot import Snapshot
from scoreboard.service.archive import Archive, ArchiveJournal, Effect, Play, Store, Unstore
from scoreboard.table.journal import Journal
from scoreboard.table.table import Table

if TYPE_CHECKING:
    # imported when a match is summarised or stored, not with the session
    from scoreboard.history.database import HistoryDB, MatchSummary

log = logging.getLogger(__name__)


def archive_journal(close: Callable[[str], object]) -> None:
    """Close a stored match's journal (``close("finished")``), which archives it; a journal
    that cannot be closed is said and left (its match is in the history: not offered)."""
    try:
        close("finished")
    except (OSError, FileProblemError) as exc:
        log.warning("journal not archived: %s", exc)


@dataclass
class ArchiveRunner:
    """The table's won match and the history: the :class:`Archive` decides, this does."""

    table: Table
    keeper: HistoryKeeper
    archive: Archive
    #: The seconds a store off the window's thread waits for a history another program holds.
    busy_timeout: Callable[[], float]
    #: The clock the match in play was journaled with.
    clock: Callable[[], dict[str, Any] | None] = lambda: None
    #: Why the history cannot be written, when there is none.
    unavailable: Callable[[], str] = lambda: "history unavailable"
    #: False when another copy of the app holds the data folder: no journal is touched.
    may_archive: Callable[[], bool] = lambda: True
    #: Set when the close stops waiting for the store in flight: it writes nothing more.
    closing: threading.Event = field(default_factory=threading.Event)

    def play(self, snap: Snapshot | None = None) -> Play:
        """The match in play, for the archive."""
        winner = (self.table.snapshot if snap is None else snap).winner
        journal = self.table.journal
        if journal is None:
            return Play(winner, len(self.table.inputs))
        return Play(winner, len(self.table.inputs), str(journal.match_id), journal.path)

    def summary(self, *, won: bool = False) -> MatchSummary | None:
        """The match in play as the history stores it, finished once won (None: no match
        journaled). ``won``: finished now, as stored."""
        journal = self.table.journal
        if journal is None:
            return None
        from scoreboard.history.database import summarize

        snap = self.table.snapshot
        return summarize(
            snap,
            match_id=journal.match_id,
            created=str(journal.header.get("created", now_iso())),
            config=journal.config,
            inputs=[i.to_dict() for i in self.table.inputs],
            finished=now_iso() if won or snap.winner is not None else None,
            clock=self.clock(),
        )

    def put_away(self, wait: float | None) -> bool:
        """The match in play is about to be put away: one more try to store its win, then
        (``wait``: the app closes) the work in flight waited for that many seconds at most,
        then given up. True when its journal is to be closed and archived now."""
        play = self.play()
        if play.journal is not None:
            self.do(self.archive.leaving(play))  # one more try
        background = self.keeper.background
        if wait is not None and background is not None and not background.finish(wait):
            # what has not landed yet writes nothing more: its journal waits for the next start
            self.closing.set()
            self.archive.give_up()
            log.warning("closing with the history busy: the won match is stored at next start")
        return play.journal is not None and self.archive.left(self.play())

    def do(self, effects: list[Effect]) -> None:
        """Do what the archive said, in order."""
        for effect in effects:
            if isinstance(effect, Store):
                self._hand_over(effect)
            elif isinstance(effect, Unstore):
                self._unstore(effect.match_id)
            elif isinstance(effect, ArchiveJournal) and self.may_archive():
                self._archive_put_away(effect.journal)

    def _hand_over(self, job: Store) -> None:
        """Hand the store ``job`` to the history; its outcome goes back to the archive."""
        summary = self.summary(won=True)
        assert summary is not None and summary.match_id == job.match_id  # asked for just now
        if self.keeper.db is None:
            self._landed(job, self.unavailable())
            return
        going_on = self.closing

        def store(history: HistoryDB) -> bool:
            """True: stored; False: the history holds another result for this match."""
            if job.check and history.has_match(job.match_id):
                return False
            history.save(summary, go_on=lambda: not going_on.is_set())
            return True

        def landed(outcome: object) -> None:
            if outcome is True and self.keeper.db is not None:
                self.keeper.db.keep(lambda held: held.save(summary))
            self._landed(job, outcome)

        self.keeper.run(store, landed, self.busy_timeout())

    def _landed(self, job: Store, outcome: object) -> None:
        """A store's outcome, back on this thread: True stored, False a different result is
        in the history, an exception (or a reason) why it failed."""
        if not isinstance(outcome, (bool, str)):
            log.warning("match not saved to history: %s", outcome)
            outcome = str(outcome) or type(outcome).__name__
        self.do(self.archive.landed(job, outcome, self.play()))

    @staticmethod
    def _archive_put_away(path: Path) -> None:
        try:
            journal, _ = Journal.resume(path)
        except (OSError, FileProblemError) as exc:
            log.warning("journal not archived: %s", exc)
            return
        archive_journal(lambda status: journal.close(status, archive=True))

    def _unstore(self, match_id: str) -> None:
        """Take a won match out of the history (its win was undone). A history that cannot
        be changed now keeps it in the archive's :attr:`~Archive.unstore_due`: its journal
        stays offered, and the delete is tried again."""
        if self.keeper.db is None:
            return

        def unstore(history: HistoryDB) -> None:
            history.delete_match(match_id)

        def done(outcome: object) -> None:
            if isinstance(outcome, KeyError):
                outcome = None  # not there any more: nothing to take out
            if isinstance(outcome, Exception):
                log.warning("won match not taken out of the history: %s", outcome)
                why = str(outcome) or type(outcome).__name__
                self.archive.unstore_landed(match_id, why, self.play())
                return
            if self.keeper.db is not None:
                self.keeper.db.keep(lambda held: held.delete_match(match_id))
            self.do(self.archive.unstore_landed(match_id, None, self.play()))

        self.keeper.run(unstore, done, self.busy_timeout())
