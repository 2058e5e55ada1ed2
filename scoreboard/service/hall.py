"""The hall: every table the app runs, in one process, each with its journal, its shot clock and
its link to the history, without Qt.

A :class:`Hall` holds the phone tables in :class:`~scoreboard.table.tables.Tables` (in
``<data>/phone-tables``, a table's journals in a folder of its own), read when the hall starts
serving (:meth:`Hall.serve`), added and dropped while the app runs; and it hosts the
scorekeeper window's table (:meth:`Hall.host`), whose journals the session keeps (the window
resumes the match the scorekeeper chooses). Each table has:

* a shot clock (:class:`~scoreboard.service.hall_clocks.TableClock`: the profile its match was set
  up with, or none, and a :class:`~scoreboard.table.shot_clock.ShotClock`), moved after each
  snapshot by the table's :class:`~scoreboard.table.clock_policy.ClockKeeper` and acted on through
  :func:`~scoreboard.table.clock_actions.clock_act`, whoever sends the action (the window's keys,
  a phone). The hall says how long until the nearest deadline of a running clock
  (:meth:`Hall.deadline_ms`); whoever drives time (the Qt side's one timer) calls
  :meth:`Hall.clock_due` then, and each clock run out becomes a
  :class:`~scoreboard.match.inputs.ClockExpiredInput` submitted through its table (a slow-play
  foul, judged and journaled like any entry);
* a link to the history (:class:`~scoreboard.service.history_link.HistoryLink`, the table's
  :attr:`~scoreboard.table.table.Table.link`; :class:`HallHistory`: the session's
  :class:`~scoreboard.history.keeper.HistoryKeeper`, shared), the window's and a phone table's
  alike. A won match is stored once its journal line is written, before anyone hears of the
  win; an undone win is taken out; the journal of a stored phone match is closed and archived
  when the match is put away (:meth:`Hall.put_away`: its result confirmed, a new match on the
  table, the app closing). What the history refused is tried again on every table
  (:meth:`Hall.retry_history`).

When the hall starts serving, the won matches left unstored in the tables' folders are stored
first (the pass of :mod:`scoreboard.service.won_at_start` over each table's folder: a journal
stored and archived there is never resumed), then every table with an unfinished journal is
resumed. News goes out through :class:`HallNews` (a table changed, a match won, the nearest
deadline moved).
"""

from __future__ import annotations

import functools
import json
import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scoreboard.files.paths import FileProblem, FileProblemError
from scoreboard.match.match import MatchConfig
from scoreboard.match.snapshot import Snapshot
from scoreboard.service.hall_clocks import HallClocks, TableClock
from scoreboard.service.history_link import HallHistory, HistoryLink
from scoreboard.table.clock_policy import ClockPolicy
from scoreboard.table.journal import Journal, JournalContents
from scoreboard.table.shot_clock import ClockProfile, ShotClock
from scoreboard.table.state import Place
from scoreboard.table.table import Table, Watcher
from scoreboard.table.tables import Tables, valid_name

__all__ = ["MAX_NEXT", "WINDOW_TABLE", "Hall", "HallNews"]

log = logging.getLogger(__name__)

#: The scorekeeper window's table in the hall: it has no name, which no phone table can have.
WINDOW_TABLE = ""
#: The longest "next match" document a table may be given (bytes of JSON).
MAX_NEXT = 2048
#: Seconds :meth:`Hall.release` waits for a store in flight (as the window's session does).
RELEASE_WAIT = 1.0


def _ignore(*_args: object) -> None:
    return None


@dataclass
class HallNews:
    """Who hears the hall: a table changed (its score, its clock, its match opened or
    closed), a table's match was won, the nearest clock deadline moved (milliseconds from
    now, None: no clock runs)."""

    changed: Callable[[str], object] = _ignore
    won: Callable[[str], object] = _ignore
    aim: Callable[[int | None], object] = _ignore


@dataclass
class Hall(HallClocks):
    """The tables of ``folder``, their shot clocks and their links to the history (see the
    module). ``clock_profile``: the shot clock a match opened without one named plays with
    (None: no clock); ``place``: the venue's identifier and name for the state documents."""

    folder: Path
    history: HallHistory | None = None
    clock_profile: ClockProfile | None = None
    place: Place = field(default_factory=Place)
    now: Callable[[], float] = time.time
    news: HallNews = field(default_factory=HallNews)
    #: Problems with the history found by the start's pass (a damaged file put aside).
    problems: list[FileProblem] = field(default_factory=list)
    #: The tables of ``folder`` are read at once (False: at :meth:`serve`).
    serving: bool = True

    def __post_init__(self) -> None:
        self.folder = Path(self.folder)
        self.tables = Tables(self.folder)
        self.clocks: dict[str, TableClock] = {}
        self.links: dict[str, HistoryLink] = {}
        self.next: dict[str, dict[str, Any]] = {}
        #: Tables whose journals another keeps (the scorekeeper window's), by name.
        self.hosted: dict[str, Table] = {}
        self._quiet = False
        #: The won matches stored at start from journals left unstored (their match ids).
        self.stored_at_start: list[str] = []
        #: What each table resumed at start read from its journal, by name.
        self.resumed: dict[str, JournalContents] = {}
        self._served = False
        if self.serving:
            self.serve(self.history)

    def serve(self, history: HallHistory | None = None) -> None:
        """Read the tables of the hall's folder (once): the won matches left unstored there
        stored in ``history`` first (the hall's own when None), then every table with an
        unfinished journal resumed."""
        if self._served:
            return
        self._served = True
        if history is not None:
            self.history = history
        self.stored_at_start = self._store_found()
        self.resumed = self.tables.resume_all()
        for name, contents in self.resumed.items():
            table = self.tables[name]
            self._adopt(table, ClockPolicy().resumed(contents.clock))
            link = self.links.get(name)
            if link is not None:  # a won match the start could not store: tried again
                link.after(table.snapshot)

    def host(
        self,
        name: str,
        table: Table,
        *,
        clock: TableClock,
        link: HistoryLink | None = None,
    ) -> None:
        """Host ``table``, whose journals another keeps (the scorekeeper window's, kept by
        the session): the hall moves its ``clock`` after each snapshot (before any other
        watcher hears of it), acts on it, runs it out, and tries again what its ``link`` to
        the history refused. Its name is no phone table's."""
        if name in self.tables or name in self.hosted:
            raise ValueError(f"table {name!r} is held already")
        self.hosted[name] = table
        self.clocks[name] = clock
        clock.last = None
        clock.after(table, table.snapshot)  # the match as it is: its clock stopped, as the rack's
        table.watch(Watcher(snapshot=functools.partial(self._after, name)), first=True)
        if link is not None:
            self.links[name] = link

    def unhost(self, name: str) -> None:
        """No longer host table ``name`` (its window is gone): its clock runs out nowhere."""
        if self.hosted.pop(name, None) is not None:
            self.clocks.pop(name, None)
            self.links.pop(name, None)
            self._aim()

    def table_named(self, name: str) -> Table | None:
        """Table ``name``, held or hosted (None: no such table)."""
        found = self.tables.get(name)
        return found if found is not None else self.hosted.get(name)

    def _store_found(self) -> list[str]:
        """At start: the won matches of the tables' unfinished journals stored, and their
        journals archived (nothing without a history that can be written)."""
        from scoreboard.service.won_at_start import store_won_journals

        history = self.history
        if history is None or not history.may_archive() or not self.folder.is_dir():
            return []
        keeper = history.keeper
        if keeper.db is None or keeper.db.readonly:
            return []
        stored: list[str] = []
        for path in sorted(self.folder.iterdir()):
            if not (path.is_dir() and valid_name(path.name)):
                continue
            found = store_won_journals(
                path, lambda: keeper.writable_after_check(self.problems.append)
            )
            stored += found.stored
            if found.pending is not None:
                log.warning("table %s: a won match is still not stored", path.name)
        return stored

    # -- tables and matches -------------------------------------------------------------------

    def open_match(
        self, name: str, config: MatchConfig, *, clock: ClockProfile | None | str = "default"
    ) -> Table:
        """Start ``config`` on table ``name`` with a fresh journal; the match it had is put
        away first (a won one stored, then archived; one in play closed as abandoned).
        ``clock``: its shot clock (the hall's ``clock_profile`` by default, None: none).
        ValueError / OSError as :meth:`Tables.open` (nothing changed)."""
        profile = self.clock_profile if isinstance(clock, str) else clock
        config.validate()
        self._phone_table(name)  # checks the name before anything is put away
        held = self.tables.get(name)
        before = held.journal if held is not None else None
        won = held is not None and held.snapshot.winner is not None
        stored = self._leaving(name)
        self._quiet = True
        try:
            table = self.tables.open(
                name, config, clock=profile.to_dict() if profile is not None else None
            )
        finally:
            self._quiet = False
        if before is not None and not before.closed:
            if stored:
                _archive(before)
            elif not (won and stored is False):  # a won match not stored: the next start's
                try:  # released by the new match: closed, so it is not offered again
                    before.close("abandoned", archive=True)
                except OSError as exc:
                    log.warning("table %s: the match before stays resumable: %s", name, exc)
        self._adopt(table, profile)
        self._changed(name)
        return table

    def _leaving(self, name: str) -> bool | None:
        """Table ``name``'s match is about to be put away: True when it is won and stored
        (its journal is to be archived), False when not, None when it has no history link.
        A store in flight archives the journal when it lands."""
        link = self.links.get(name)
        if link is None or name not in self.tables:
            return None
        stored = link.runner.put_away(None)
        link.archive.started()
        return stored

    def hold(self, names: Iterable[str]) -> None:
        """Hold the tables ``names``, with no match if new: phones pair before the first
        match (shown when it starts)."""
        for name in names:
            if name not in self.tables:
                self._phone_table(name)
                self._adopt(self.tables.hold(name), None)

    def _phone_table(self, name: str) -> None:
        """ValueError unless ``name`` can name a table of the hall's folder."""
        if name in self.hosted:
            raise ValueError(f"table {name!r} is not a phone table")
        self.tables.folder_of(name)

    def put_away(self, name: str) -> Path | None:
        """Table ``name``'s won match is over for the table (its result confirmed): no longer
        written; its journal archived once the history holds the match (now, or when its
        store lands), else left for the next start, which stores it. With no history link,
        the journal is closed as finished. Returns where the journal went when it was
        archived now."""
        table = self.tables.get(name)
        if table is None or table.journal is None:
            return None
        journal = table.journal
        stored = self._leaving(name)
        table.keep_in(None)
        path = _archive(journal) if stored or stored is None else None
        self._stopped(name)
        return path

    def close_match(self, name: str, status: str = "finished") -> Path | None:
        """Close table ``name``'s journal: phones can no longer write to it. A won match is
        put away (:meth:`put_away`: stored first); any other is closed as ``status``.
        Returns the closed journal's path (None: nothing closed now)."""
        table = self.tables.get(name)
        if table is None:
            return None
        if table.snapshot.winner is not None and name in self.links:
            return self.put_away(name)
        self._leaving(name)
        path = self.tables.close_match(name, status)
        self._stopped(name)
        return path

    def drop(self, name: str) -> Table | None:
        """Let go of table ``name`` (its match put away: archived once stored, else
        resumable)."""
        if name not in self.tables:
            return None
        if self.tables[name].snapshot.winner is not None:
            self.put_away(name)
        else:
            self._leaving(name)
        table = self.tables.drop(name)
        table.link = None
        self.clocks.pop(name, None)
        self.links.pop(name, None)
        self._aim()
        return table

    def release(self, wait: float | None = RELEASE_WAIT) -> None:
        """At exit: every table's match put away like the window's (a won one stored is
        archived, a store in flight waited for ``wait`` seconds); each other stays
        resumable."""
        for name in self.tables.names:
            table = self.tables[name]
            journal = table.journal
            link = self.links.get(name)
            stored = link.runner.put_away(wait) if link is not None else False
            table.keep_in(None)
            if stored and journal is not None:
                _archive(journal)
            record = self.clocks.get(name)
            if record is not None:
                record.clock.stop()
        self.news.aim(None)

    def retry_history(self) -> None:
        """Try again, on every table, what the history refused."""
        for link in self.links.values():
            if link.pending is not None or link.archive.unstore_due:
                link.retry()

    def pending(self, name: str) -> str | None:
        """Why table ``name``'s won match is not in the history yet, or None."""
        link = self.links.get(name)
        return link.pending if link is not None else None

    def set_next(self, name: str, info: dict[str, Any] | None) -> None:
        """What table ``name`` shows as the next match (None: nothing). ValueError for a
        document that is not small JSON."""
        if info is None:
            self.next.pop(name, None)
        else:
            try:
                text = json.dumps(info, ensure_ascii=False, allow_nan=False)
            except (TypeError, ValueError):
                text = ""
            if not isinstance(info, dict) or not text or len(text.encode("utf-8")) > MAX_NEXT:
                raise ValueError("the next match is a small JSON object")
            self.next[name] = json.loads(text)
        if name in self.tables:
            self._changed(name)

    def place_of(self, table: Table) -> Place:
        """The venue, and the table's number when its name is one."""
        number = int(table.name) if table.name.isdigit() and 0 < int(table.name) < 1000 else None
        return Place(self.place.venue_id, self.place.venue_name, number)

    # -- each table ---------------------------------------------------------------------------

    def _adopt(self, table: Table, profile: ClockProfile | None) -> None:
        """Watch ``table`` (once), link it to the history, and give it a stopped clock of
        ``profile``."""
        name = table.name
        table.clock_keeper.policy = ClockPolicy(enabled=profile is not None)
        record = self.clocks.get(name)
        if record is None:
            record = TableClock(profile, ShotClock(profile) if profile else ShotClock())
            self.clocks[name] = record
            table.watch(Watcher(snapshot=functools.partial(self._after, name)))
            if self.history is not None:
                self.links[name] = link = HistoryLink(table, self.history)
                table.link = link
        else:
            record.profile = profile
            if profile is not None:
                record.clock.set_profile(profile)
        # the match was started or resumed: its clock stopped, with the rack's extensions
        table.clock_keeper.after(None, table.snapshot, table.inputs)
        record.clock.stop()
        record.clock.new_rack()
        record.last = table.snapshot

    def _after(self, name: str, snap: Snapshot) -> None:
        """A new snapshot of table ``name`` (after its journal line and its history link):
        the clock, then the news."""
        table = self.table_named(name)
        record = self.clocks.get(name)
        if table is None or record is None or self._quiet:
            return
        before = record.last
        record.after(table, snap)
        self._aim()
        self._changed(name)
        if snap.winner is not None and (before is None or before.winner is None):
            self.news.won(name)

    def _stopped(self, name: str) -> None:
        record = self.clocks.get(name)
        if record is not None:
            record.clock.stop()
        self._aim()
        self._changed(name)

    def _aim(self) -> None:
        self.news.aim(self.deadline_ms())

    def _changed(self, name: str) -> None:
        self.news.changed(name)


def _archive(journal: Journal) -> Path | None:
    """Close a stored match's journal as finished, archived: where it went (None: it could
    not be closed, and is said; its match is in the history, so it is not offered)."""
    try:
        return journal.close("finished", archive=True)
    except (OSError, FileProblemError) as exc:
        log.warning("journal not archived: %s", exc)
        return None
