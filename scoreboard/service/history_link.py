"""Every table's link to the history, the window's and each phone table's alike, without Qt.

A table's :attr:`~scoreboard.table.table.Table.link` hears each snapshot before any watcher
does. The link is one :class:`HistoryLink` per table: an
:class:`~scoreboard.service.archive.Archive` decides what the won match needs (stored, tried
again, replaced, taken out, its journal archived), an
:class:`~scoreboard.service.archive_runner.ArchiveRunner` does it in the history the tables
share (:class:`HallHistory`: the session's :class:`~scoreboard.history.keeper.HistoryKeeper`,
its background, the data folder's lock). The match is stored with the shot clock its journal
was opened with.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from scoreboard.history.keeper import HistoryKeeper
from scoreboard.history.timeouts import STORE_BUSY_TIMEOUT
from scoreboard.match.snapshot import Snapshot
from scoreboard.service.archive import Archive
from scoreboard.service.archive_runner import ArchiveRunner
from scoreboard.table.table import Table

__all__ = ["HallHistory", "HistoryLink"]


@dataclass(frozen=True)
class HallHistory:
    """What a table needs of the history: the session's keeper (its background shared), how
    long a store waits for a busy history, whether journals may be archived (the data
    folder's lock is held), and why the history cannot be written when it cannot."""

    keeper: HistoryKeeper
    busy_timeout: Callable[[], float] = lambda: STORE_BUSY_TIMEOUT
    may_archive: Callable[[], bool] = lambda: True
    unavailable: Callable[[], str] = lambda: "history unavailable"


class HistoryLink:
    """One table's link to the history: hears each snapshot before any watcher and stores
    the won match (see :mod:`scoreboard.service.archive`)."""

    def __init__(self, table: Table, history: HallHistory) -> None:
        self.archive = Archive()
        self.runner = ArchiveRunner(
            table,
            history.keeper,
            self.archive,
            busy_timeout=history.busy_timeout,
            clock=functools.partial(_journal_clock, table),
            unavailable=history.unavailable,
            may_archive=history.may_archive,
        )

    def after(self, snapshot: Snapshot) -> None:
        """The table's new ``snapshot``: what the won match needs now, done."""
        self.runner.do(self.archive.seen(self.runner.play(snapshot)))

    def store(self, *, replace: bool = False) -> bool:
        """Store the won match in play; True when the history holds it (a store off the
        caller's thread lands later). A match the history holds that this link did not store
        is replaced only with ``replace``."""
        play = self.runner.play()
        self.runner.do(self.archive.store(play, replace=replace))
        return self.archive.holds(play)

    def retry(self) -> None:
        """Try again what the history refused (a store, a take-out)."""
        self.runner.do(self.archive.retry(self.runner.play()))

    def started(self) -> None:
        """A new match (or a resumed one) is in play on the table."""
        self.archive.started()

    def left(self) -> None:
        """The match in play is left unfinished for another (a won match stored is archived
        at the next start)."""
        self.archive.left(self.runner.play())

    @property
    def pending(self) -> str | None:
        """Why the won match in play is not in the history yet, or None."""
        return self.archive.pending


def _journal_clock(table: Table) -> dict[str, Any] | None:
    """The shot clock ``table``'s match was journaled with."""
    journal = table.journal
    clock = journal.header.get("clock") if journal is not None else None
    return dict(clock) if isinstance(clock, dict) else None
