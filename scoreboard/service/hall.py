"""The hall: many tables in one process, each with its journal, its shot clock and its link to
the history, without Qt.

A :class:`Hall` holds :class:`~scoreboard.table.tables.Tables` in a folder (``<data>/phone-tables``
for the phone tables), a table's journals in a folder of its own. Each table it holds has:

* a shot clock (:class:`TableClock`: the profile its match was set up with, or none, and a
  :class:`~scoreboard.table.shot_clock.ShotClock`), moved after each snapshot by the table's
  :class:`~scoreboard.table.clock_policy.ClockKeeper` exactly as the window's is, and acted on
  through :func:`~scoreboard.table.clock_actions.clock_act` (the window's actions too). The hall says how long until the nearest
  deadline of a running clock (:meth:`Hall.deadline_ms`); whoever drives time (the Qt side's one
  timer) calls :meth:`Hall.clock_due` then, and each clock run out becomes a
  :class:`~scoreboard.match.inputs.ClockExpiredInput` submitted through its table (a slow-play
  foul, judged and journaled like any entry);
* a link to the history (:class:`HistoryLink`, the table's :attr:`~scoreboard.table.table.Table.link`)
  when the hall is given one (:class:`HallHistory`: the session's
  :class:`~scoreboard.history.keeper.HistoryKeeper`, shared). It is the window's link for another
  table: an :class:`~scoreboard.service.archive.Archive` decides, an
  :class:`~scoreboard.service.archive_runner.ArchiveRunner` does. A won match is stored once its
  journal line is written, before anyone hears of the win; an undone win is taken out; the
  journal of a stored match is closed and archived when the match is put away
  (:meth:`Hall.put_away`: its result confirmed, a new match on the table, the app closing).

At start, the won matches left unstored in the tables' folders are stored first (the pass of
:mod:`scoreboard.service.won_at_start` over each table's folder: a journal stored and archived
there is never resumed), then every table with an unfinished journal is resumed. News goes out
through :class:`HallNews` (a table changed, a match won, the nearest deadline moved).
"""

from __future__ import annotations

import functools
import json
import logging
import math
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scoreboard.files.paths import FileProblem, FileProblemError
from scoreboard.history.keeper import HistoryKeeper
from scoreboard.history.timeouts import STORE_BUSY_TIMEOUT
from scoreboard.match.inputs import ClockExpiredInput
from scoreboard.match.match import MatchConfig
from scoreboard.match.snapshot import Snapshot
from scoreboard.service.archive import Archive
from scoreboard.service.archive_runner import ArchiveRunner
from scoreboard.table.clock_actions import clock_act
from scoreboard.table.clock_policy import ClockPolicy
from scoreboard.table.journal import Journal
from scoreboard.table.shot_clock import ClockProfile, ShotClock
from scoreboard.table.state import ClockReading, Place
from scoreboard.table.table import Table, Watcher
from scoreboard.table.tables import Tables, valid_name

__all__ = ["MAX_NEXT", "Hall", "HallHistory", "HallNews", "HistoryLink", "TableClock"]

log = logging.getLogger(__name__)

#: The longest "next match" document a table may be given (bytes of JSON).
MAX_NEXT = 2048
#: Seconds :meth:`Hall.release` waits for a store in flight (as the window's session does).
RELEASE_WAIT = 1.0


def _ignore(*_args: object) -> None:
    return None


@dataclass(frozen=True)
class HallHistory:
    """What the hall's tables need of the history: the session's keeper (its background
    shared), how long a store waits for a busy history, and whether journals may be archived
    (the data folder's lock is held)."""

    keeper: HistoryKeeper
    busy_timeout: Callable[[], float] = lambda: STORE_BUSY_TIMEOUT
    may_archive: Callable[[], bool] = lambda: True
    unavailable: Callable[[], str] = lambda: "history unavailable"


@dataclass
class HallNews:
    """Who hears the hall: a table changed (its score, its clock, its match opened or
    closed), a table's match was won, the nearest clock deadline moved (milliseconds from
    now, None: no clock runs)."""

    changed: Callable[[str], object] = _ignore
    won: Callable[[str], object] = _ignore
    aim: Callable[[int | None], object] = _ignore


@dataclass(slots=True)
class TableClock:
    """One table's shot clock: its profile (None: the match has none) and its model."""

    profile: ClockProfile | None
    clock: ShotClock
    last: Snapshot | None = None

    def after(self, table: Table, snap: Snapshot) -> None:
        """The clock keeper's moves after ``snap``, done on the clock (when there is one)."""
        before, self.last = self.last, snap
        table.clock_keeper.follow(
            before, snap, table.inputs, self.clock, timed=self.profile is not None
        )


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
        self.runner.do(self.archive.seen(self.runner.play(snapshot)))

    def retry(self) -> None:
        """Try again what the history refused (a store, a take-out)."""
        self.runner.do(self.archive.retry(self.runner.play()))

    @property
    def pending(self) -> str | None:
        """Why the won match in play is not in the history yet, or None."""
        return self.archive.pending


def _journal_clock(table: Table) -> dict[str, Any] | None:
    """The shot clock ``table``'s match was journaled with."""
    journal = table.journal
    clock = journal.header.get("clock") if journal is not None else None
    return dict(clock) if isinstance(clock, dict) else None


@dataclass
class Hall:
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

    def __post_init__(self) -> None:
        self.folder = Path(self.folder)
        self.tables = Tables(self.folder)
        self.clocks: dict[str, TableClock] = {}
        self.links: dict[str, HistoryLink] = {}
        self.next: dict[str, dict[str, Any]] = {}
        self._quiet = False
        #: The won matches stored at start from journals left unstored (their match ids).
        self.stored_at_start = self._store_found()
        #: What each table resumed at start read from its journal, by name.
        self.resumed = self.tables.resume_all()
        for name, contents in self.resumed.items():
            table = self.tables[name]
            self._adopt(table, ClockPolicy().resumed(contents.clock))
            link = self.links.get(name)
            if link is not None:  # a won match the start could not store: tried again
                link.after(table.snapshot)

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
        self.tables.folder_of(name)  # checks the name before anything is put away
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
                self._adopt(self.tables.hold(name), None)

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

    # -- shot clocks --------------------------------------------------------------------------

    def clock_action(self, name: str, action: str, player: int | None = None) -> str:
        """Do ``action`` (:data:`~scoreboard.phones.asks.CLOCK_ACTIONS`) to table ``name``'s shot
        clock; ``player`` for an extension (default: the player at the table). "" when done,
        else the code (``no-table``, ``no-clock``, ``no-extension``, ``clock-not-now``)."""
        table = self.tables.get(name)
        record = self.clocks.get(name)
        if table is None or record is None:
            return "no-table"
        enabled = record.profile is not None and table.clock_keeper.policy.enabled
        why = clock_act(record.clock, action, table.snapshot, enabled=enabled, player=player)
        if why:
            return why
        self._aim()
        self._changed(name)
        return ""

    def clock_reading(self, table: Table) -> ClockReading | None:
        """The shot clock of ``table`` as the state document carries it (None: no clock)."""
        record = self.clocks.get(table.name)
        if record is None or record.profile is None or not table.clock_keeper.policy.enabled:
            return None
        return ClockReading.of(record.clock)

    def clock_enabled(self, name: str) -> bool:
        """Whether table ``name``'s match has a shot clock."""
        record = self.clocks.get(name)
        return record is not None and record.profile is not None

    def deadline_ms(self) -> int | None:
        """Milliseconds until the nearest deadline of a running clock (None: none runs)."""
        soonest: int | None = None
        for record in self.clocks.values():
            clock = record.clock
            if record.profile is None or not clock.is_running:
                continue
            left = clock.remaining_ns()
            soonest = left if soonest is None else min(soonest, left)
        if soonest is None:
            return None
        return max(0, math.ceil(soonest / 1_000_000)) + 1

    def clock_due(self) -> None:
        """Every clock that has run out: a slow-play foul through its table."""
        for name, record in list(self.clocks.items()):
            if record.profile is None or not record.clock.is_running:
                continue
            if not record.clock.is_expired():
                continue
            table = self.tables.get(name)
            outcome = table.submit(ClockExpiredInput(self.now())) if table else None
            if outcome is None or not outcome.accepted:
                record.clock.stop()  # not taken (no match recorded): it does not run on
                log.info("table %s: the clock's expiry was not recorded", name)
                self._changed(name)
        self._aim()

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
        table = self.tables.get(name)
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
