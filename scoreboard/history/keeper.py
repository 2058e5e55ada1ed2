"""The session's history: the database, the work done in it off the window's thread, its full
check, and the copy held to write it back. No Qt here.

The windows give a :class:`Background` (their history thread): a store may wait seconds for a
history another program holds while the window goes on. Without one, everything runs on the
caller's thread. The full check reads every page of a file that grows with the years: it can
be left for later (:meth:`HistoryKeeper.check`), and damage found then moves the file aside and
starts a new history, as at opening. A file deleted, emptied or cut short under the app is
written back (:meth:`HistoryKeeper.guard`) from what the app holds, each time said once
(:meth:`HistoryKeeper.put_back`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from scoreboard.files.paths import FileProblem, FileProblemError

if TYPE_CHECKING:
    # the history's modules are imported when the history is opened, not with the session
    # (start-up paints the windows first: docs/performance.md)
    from scoreboard.history.database import HistoryDB, MatchRow

log = logging.getLogger(__name__)


class Background(Protocol):
    """Runs history work off the window's thread (the windows' side provides it)."""

    def run(self, work: Callable[[], object], done: Callable[[object], None]) -> None:
        """Run ``work()`` on another thread, one piece of work after the other in the order
        given; later, ``done(result)`` on the window's thread."""

    def finish(self, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for the work given; call ``done`` now, on the calling
        thread, for what has finished. True when nothing is left running."""


@dataclass
class HistoryKeeper:
    """The history database of a session (None: unavailable), and the work done in it."""

    db: HistoryDB | None = None
    #: Where work in the history runs (None: right here, on the caller's thread).
    background: Background | None = None
    #: The full check has been run (see :meth:`check`).
    checked: bool = True
    #: The session is closing: work that lands now tells nobody.
    shutting_down: bool = False
    #: What the history's own thread found happened to the file (see :meth:`put_back`).
    _put_back_found: list[str] = field(default_factory=list)

    def open(self, path: Path, *, check: bool) -> list[FileProblem]:
        """Open the history at ``path`` (created if missing; damage found moves the file
        aside and starts a new one): the problem found, if any. ``check`` False leaves the
        full check to :meth:`check`. Raises OSError when it cannot be opened to write."""
        from scoreboard.history.database import open_or_recover

        self.db, problem = open_or_recover(path, check=check)
        self.checked = check
        return [] if problem is None else [problem]

    def open_readonly(self, path: Path) -> None:
        """Open the history at ``path`` to read only (past matches browsed, names completed),
        when it cannot be written; none when there is no file or it cannot be read."""
        if not path.exists():
            return
        from scoreboard.history.database import HistoryDB

        try:
            self.db = HistoryDB(path, readonly=True)
        except (OSError, FileProblemError):
            self.db = None

    def guard(self) -> None:
        """Write the history back if its file was deleted or emptied meanwhile."""
        if self.db is None:
            return
        import sqlite3

        try:
            self.db.put_back_if_gone()
        except (OSError, sqlite3.Error) as exc:
            log.warning("history not put back: %s", exc)

    def put_back(self) -> list[str]:
        """What happened to the history's file under the app since last asked, each said
        once: ``deleted`` or ``shrank`` (written back with what the app holds), or
        ``shrank-unheld`` (cut short before the app held a copy)."""
        found = self.db.take_put_back() if self.db is not None else []
        found += self._put_back_found
        self._put_back_found = []
        return found

    def hold(self) -> None:
        """Take a copy of the history as it is now, kept to write it back if the file is
        emptied or cut short under the app (made off the window's thread when it can be)."""
        history = self.db
        if history is None or history.readonly or not isinstance(history.path, Path):
            return
        if self.shutting_down:
            return
        path = history.path
        from scoreboard.history.database import HistoryDB, copy_in_memory

        if self.background is None:
            import sqlite3

            try:
                history.hold()
            except (OSError, sqlite3.Error) as exc:
                log.warning("no copy of the history held: %s", exc)
            return

        def held(copy: object) -> None:
            if not isinstance(copy, HistoryDB):
                log.warning("no copy of the history held: %s", copy)
            elif self.db is history and not self.shutting_down:
                history.hold(copy)
            else:
                copy.close()

        self.background.run(lambda: copy_in_memory(path), held)

    def run(
        self,
        task: Callable[[HistoryDB], object],
        done: Callable[[object], None],
        busy_timeout: float,
    ) -> None:
        """``done(task(history))`` (an exception raised is passed on as the outcome): here,
        or in the background on a connection of its own that waits up to ``busy_timeout``
        seconds for a lock."""
        history = self.db
        assert history is not None
        if self.background is None or not isinstance(history.path, Path):
            outcome: object
            try:
                outcome = task(history)
            except Exception as exc:  # noqa: BLE001 - the history is secondary to the match
                outcome = exc
            done(outcome)
            return
        path, readonly = history.path, history.readonly
        from scoreboard.history.database import HistoryDB

        # a history deleted meanwhile is written again in place before the work
        self.guard()

        def work() -> object:
            try:
                with HistoryDB(
                    path, readonly=readonly, busy_timeout=busy_timeout, check=False, create=False
                ) as own:
                    try:
                        return task(own)
                    finally:
                        self._put_back_found.extend(own.take_put_back())
            except Exception as exc:  # noqa: BLE001 - reported back as the outcome
                return exc

        self.background.run(work, done)

    # -- what is asked of it -------------------------------------------------------------------

    def row(self, match_id: str) -> MatchRow | None:
        """The row for ``match_id`` (None: not there, or the history cannot be read)."""
        if self.db is None:
            return None
        try:
            if not self.db.has_match(match_id):
                return None
            return self.db.open_match(match_id).row
        except Exception:  # noqa: BLE001 - a damaged history only hides the row
            return None

    def holds(self, match_id: str) -> bool:
        """True when the history holds ``match_id`` (False too when it cannot be read: an
        unreadable history hides nothing)."""
        if self.db is None:
            return False
        try:
            return self.db.has_match(match_id)
        except Exception:  # noqa: BLE001 - an unreadable history hides nothing
            return False

    def player_names(self, limit: int) -> list[str]:
        """Names the history knows (none when it cannot tell)."""
        if self.db is None:
            return []
        try:
            return self.db.complete_player("", limit)
        except Exception:  # noqa: BLE001 - autocomplete is a convenience
            return []

    def remember_players(self, names: Iterable[str]) -> None:
        """Keep ``names`` for the name completion (a convenience: never an error)."""
        if self.db is None:
            return
        for name in names:
            try:
                self.db.remember_player(name)
            except Exception:  # noqa: BLE001 - autocomplete is a convenience
                pass

    # -- the full check ---------------------------------------------------------------------------

    def check(
        self,
        done: Callable[[FileProblem | None], None] | None,
        found: Callable[[FileProblem], None],
    ) -> None:
        """Run the full check left for later: in the :attr:`background` when there is one,
        else here. ``found(problem)`` hears the damage, then ``done(problem)`` (on the
        window's thread) is called with it, or None."""
        history = self.db
        if self.checked or history is None or not isinstance(history.path, Path):
            self.checked = True
            if done is not None:
                done(None)
            return

        def finished(result: object) -> None:
            if self.shutting_down:
                return  # the check landed as the app closed: the next start checks again
            problem = self.finish_check(result)
            if problem is not None:
                found(problem)
            if done is not None:
                done(problem)

        if self.background is None:
            finished(self.run_check())
        else:
            from scoreboard.history.database import check_file

            path = history.path
            self.background.run(lambda: check_file(path), finished)

    def run_check(self) -> object:
        """The full check, here: its result for :meth:`finish_check`."""
        history = self.db
        assert history is not None and isinstance(history.path, Path)
        from scoreboard.history.database import check_file

        try:
            return check_file(history.path)
        except Exception as exc:  # noqa: BLE001 - handed to finish_check
            return exc

    def finish_check(self, result: object) -> FileProblem | None:
        """The outcome of a full check: damage (a message, or a file that is not a database)
        puts the file aside and starts a new history."""
        if self.checked:
            return None
        self.checked = True
        history = self.db
        if history is None or not isinstance(history.path, Path):
            return None
        if isinstance(result, OSError) or result is None:
            if result is not None:
                log.warning("history not checked: %s", result)
            return None
        history.close()
        from scoreboard.history.database import open_or_recover

        try:
            # opened again with the check: the damage is found, the file put aside
            self.db, problem = open_or_recover(history.path)
        except (OSError, FileProblemError) as exc:
            self.db = None
            return exc.problem if isinstance(exc, FileProblemError) else None
        return problem

    def writable_after_check(self, found: Callable[[FileProblem], None]) -> HistoryDB | None:
        """The history when it can be written, checked first (never written into a history
        not known to be sound: ``found(problem)`` hears the damage); None when it cannot."""
        if not self.checked:
            problem = self.finish_check(self.run_check())
            if problem is not None:
                found(problem)
        return self.db if self.db is not None and not self.db.readonly else None
