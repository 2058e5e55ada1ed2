"""One running installation: the application service the windows talk to, without Qt.

Long because it is the windows' one interface to the installation (they never reach into the
journal, the history or the lock, tests/test_architecture_session.py): every question they ask
is a short method or property here, handing the work to the table, the history's keeper
(:mod:`scoreboard.history.keeper`) and the won match's archive (:mod:`scoreboard.service.archive`).

It owns the table in play (:class:`~scoreboard.table.table.Table`: the match with its journal and
its shot clock), the history, the settings and the shot clock's policy, and is the table's
link to the history (:class:`~scoreboard.table.table.Link`: it hears each snapshot before any window
does). The windows send their commands to the table and hear it through its Qt adapter
(:class:`~ui.adapters.controller.Controller`); everything else goes through this object.

Starting a match opens its journal before the first input; every accepted input is appended
durably before the screen changes; a won match is saved to the history; an unfinished match is
found again at the next start. Problems with files come back as
:class:`~scoreboard.files.paths.FileProblem` values for the windows to put into words.

A won match's journal is closed (its ``end`` line written, then archived) only once the
history has stored the match. Until then it stays an unfinished-but-won journal: the window
says so, and the next start stores it (:mod:`scoreboard.service.won_at_start`). A match already in the
history is never offered again, and a stored match is never replaced without the scorekeeper
saying so. A win undone after it was stored is taken out of the history; a history that cannot
be changed then keeps the match in :attr:`Session.undo_pending` (said, tried again, its journal
offered). What is stored, tried again, replaced, taken out and archived is decided by the won
match's state machine (:mod:`scoreboard.service.archive`) and done by its runner
(:mod:`scoreboard.service.archive_runner`), off the window's thread when the windows give a
:class:`Background`: a store may wait seconds for a history another program holds while the
window goes on. The history itself, its full check and the copy held of it are the
:class:`~scoreboard.history.keeper.HistoryKeeper`'s.

One copy of the app writes a data folder at a time (:class:`~scoreboard.service.folder_lock.FolderLock`);
a second copy opened on it gets ``locked`` False and touches nothing there.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scoreboard.files.paths import FileProblem, FileProblemError, Locations
from scoreboard.history.keeper import Background, HistoryKeeper
from scoreboard.history.timeouts import STORE_BUSY_TIMEOUT
from scoreboard.match.match import MatchConfig
from scoreboard.match.replay import Replayed
from scoreboard.match.snapshot import Snapshot
from scoreboard.players.rating_book import PlayerRating, RatingBook, RatingCache
from scoreboard.service.archive import Archive
from scoreboard.service.archive_runner import ArchiveRunner, archive_journal
from scoreboard.service.folder_lock import FolderLock
from scoreboard.service.history_link import HallHistory, HistoryLink
from scoreboard.service.settings import Settings, SettingsFile
from scoreboard.table.clock_policy import ClockPolicy
from scoreboard.table.journal import Journal, JournalContents, find_unfinished, set_aside_unusable
from scoreboard.table.problem import Problem, ProblemKind
from scoreboard.table.shot_clock import PROFILES, ClockProfile
from scoreboard.table.table import Table

# the history's modules are imported when the history is opened, after the windows are
# painted (docs/performance.md), not with the session
if TYPE_CHECKING:
    from scoreboard.competition.store import CompetitionStore
    from scoreboard.history.database import HistoryDB, MatchRow, MatchSummary
    from scoreboard.history.export import ExportedMatch, PreparedImport
    from scoreboard.league.store import LeagueStore

__all__ = ["CLOSE_WAIT", "Background", "Session"]

log = logging.getLogger(__name__)

#: Seconds :meth:`Session.close` waits for a store in flight. A store that has not landed by
#: then is given up: its journal stays unfinished-but-won and the next start stores it.
CLOSE_WAIT = 1.0


@dataclass
class Session:
    """Ties the match in play to its journal, the history database and the settings."""

    #: The table in play: its match, its journal and its shot clock.
    table: Table
    locations: Locations
    settings: Settings = field(default_factory=Settings)
    clock: dict[str, Any] | None = None
    problems: list[FileProblem] = field(default_factory=list)
    io_error: str | None = None  # the last file error, shown in the status bar
    lock: FolderLock | None = None  # held while this session writes the data folder
    #: Matches stored from journals found won at start-up (their match ids).
    stored_at_start: list[str] = field(default_factory=list)
    #: Won matches found at start are still to be stored (see :meth:`store_won_journals`).
    won_journals_pending: bool = False
    #: The history, and the work done in it (off the window's thread when it can be).
    keeper: HistoryKeeper = field(default_factory=HistoryKeeper)
    #: The table's link to the history: the same link as every table of the hall has.
    link: HistoryLink = field(init=False, repr=False)
    #: The players' ratings last read, for New match's fair races.
    rating_cache: RatingCache = field(default_factory=RatingCache, repr=False)
    #: The history is still to be opened (see :meth:`open_history`).
    history_due: bool = False
    #: Closed (see :meth:`close`): a second close does nothing.
    closed: bool = field(default=False, init=False, repr=False)

    def __post_init__(self) -> None:
        self.link = HistoryLink(self.table, self._tables_history())
        self.table.link = self.link

    @property
    def archive(self) -> Archive:
        """Where the won match in play stands with the history (:mod:`scoreboard.service.archive`)."""
        return self.link.archive

    @property
    def runner(self) -> ArchiveRunner:
        """Does what the archive says (stores, take-outs, journals archived)."""
        return self.link.runner

    def _tables_history(self) -> HallHistory:
        """What every table's link needs of this session's history."""
        return HallHistory(
            self.keeper,
            busy_timeout=lambda: STORE_BUSY_TIMEOUT,
            may_archive=lambda: self.locked,
            unavailable=lambda: self.io_error or "history unavailable",
        )

    # -- what the keeper and the archive hold ------------------------------------------------------

    @property
    def history(self) -> HistoryDB | None:
        """The history database (None: unavailable)."""
        return self.keeper.db

    @history.setter
    def history(self, db: HistoryDB | None) -> None:
        self.keeper.db = db

    @property
    def background(self) -> Background | None:
        """Where the won match is stored (None: right here, on the caller's thread)."""
        return self.keeper.background

    @background.setter
    def background(self, background: Background | None) -> None:
        self.keeper.background = background

    @property
    def history_checked(self) -> bool:
        """The history's full check has been run (see :meth:`check_history`)."""
        return self.keeper.checked

    @property
    def shutting_down(self) -> bool:
        """:meth:`close` has begun: work that lands now tells nobody."""
        return self.keeper.shutting_down

    @property
    def history_pending(self) -> str | None:
        """Why the won match in play is not in the history yet, or None."""
        return self.archive.pending

    @property
    def history_conflict(self) -> bool:
        """The won match in play has the id of a match the history already holds, which this
        session did not store: it is replaced only through :meth:`store_won` (replace=True)."""
        return self.archive.conflict

    @property
    def history_storing(self) -> bool:
        """True while a store of the won match is in flight."""
        return self.archive.storing is not None

    @property
    def undo_pending(self) -> str | None:
        """Why an undone win is still in the history (the history could not be changed), or
        None. The match's journal is kept and offered; :meth:`retry_history` tries again."""
        return self.archive.undo_pending

    @property
    def journal(self) -> Journal | None:
        """The journal of the match in play (the table's)."""
        return self.table.journal

    @property
    def clock_policy(self) -> ClockPolicy:
        """When the shot clock starts and stops by itself (from the settings, then as
        changed): the table's clock keeper follows it."""
        return self.table.clock_keeper.policy

    @clock_policy.setter
    def clock_policy(self, policy: ClockPolicy) -> None:
        self.table.clock_keeper.policy = policy

    @classmethod
    def open(
        cls,
        table: Table,
        cli_data_dir: Path | None = None,
        *,
        check_later: bool = False,
        history_later: bool = False,
    ) -> Session:
        """Open settings and history at their locations (creating folders as needed).

        A folder that cannot be written (read-only, full) is reported as a problem, and the
        session works without history; the match itself still runs. ``check_later`` leaves
        the history's full check, which reads every page of a file that grows with the years,
        to :meth:`check_history`, and the storing of won matches found at start (a replay of
        every unfinished journal) to :meth:`store_won_journals`: the app runs both once its
        windows are up, the check first. ``history_later`` (with ``check_later``) leaves the
        opening of the history itself (its modules, and a new file's migrations) to
        :meth:`open_history`: the app opens it once its windows have painted.
        """
        first = Locations.resolve(cli_data_dir)
        settings_file = SettingsFile(first.settings_file)
        settings, problem = Settings(), None
        try:
            settings, problem = settings_file.load()
        except OSError as exc:
            log.warning("settings unreadable: %s", exc)
        locations = Locations.resolve(cli_data_dir, settings.data_dir)
        session = cls(table, locations, settings)
        session.clock_policy = ClockPolicy.from_settings(
            settings.shot_clock_profile, settings.clock_auto_start
        )
        if problem is not None:
            session.problems.append(problem)
        session.lock = FolderLock.take(locations.data)
        if not session.locked:
            # another copy of the app writes this folder: leave everything there alone
            return session
        try:
            locations.ensure()
            # a journal that cannot be used at all is put aside once, and said once
            session.problems.extend(set_aside_unusable(locations.journals))
        except FileProblemError as exc:
            session.problems.append(exc.problem)
        except OSError as exc:
            session._history_unavailable(exc)
        else:
            if history_later:
                session.history_due = True
            else:
                session._open_keeper(check=not check_later)
        if check_later or history_later:
            session.won_journals_pending = True  # after the check: store_won_journals()
        else:
            session._store_won_journals()
            session.keeper.hold()
        return session

    def open_history(self) -> None:
        """Open the history left for later by :meth:`open` (``history_later``); nothing when
        it is open already. What goes wrong is told as at opening (:attr:`problems`,
        :attr:`io_error`)."""
        if self.history_due:
            self.history_due = False
            self._open_keeper(check=False)

    def _open_keeper(self, *, check: bool) -> None:
        try:
            self.problems.extend(self.keeper.open(self.locations.history_db, check=check))
        except FileProblemError as exc:
            self.problems.append(exc.problem)
        except OSError as exc:
            self._history_unavailable(exc)

    def _history_unavailable(self, exc: OSError) -> None:
        log.warning("history unavailable: %s", exc)
        self.io_error = str(exc)
        self.keeper.open_readonly(self.locations.history_db)  # browsed, not written

    @property
    def locked(self) -> bool:
        """True unless another copy of the app holds the data folder."""
        return self.lock is None or self.lock.held

    @property
    def folder_key(self) -> str | None:
        """The data folder's lock key (what a second copy knocks on to bring this window
        forward), or None when the folder has no lock."""
        return None if self.lock is None else self.lock.key

    @property
    def holds_folder(self) -> bool:
        """True when this session holds the data folder's lock."""
        return self.lock is not None and self.lock.held

    # -- what the windows ask for -----------------------------------------------------------------
    # The windows never reach into the journal, the history or the lock: they ask here.

    @property
    def match_id(self) -> str | None:
        """The id of the match in play while it is journaled (None: no match started or
        resumed, or one that is not being saved)."""
        return None if self.journal is None else str(self.journal.match_id)

    @property
    def entries_written(self) -> int | None:
        """How many entries the match's journal holds (None: no match is being saved)."""
        return None if self.journal is None else self.journal.count

    @property
    def history_available(self) -> bool:
        """True when the history can be read (it may be read-only)."""
        return self.history is not None

    def history_to_browse(self) -> HistoryDB | None:
        """The history, for a window that lists and opens past matches (None: unavailable);
        written back first if its file was deleted or emptied meanwhile."""
        self.keeper.guard()
        return self.history

    def history_put_back(self) -> list[str]:
        """What happened to the history's file under the app since last asked, each said
        once: ``deleted`` or ``shrank`` (written back with what the app holds), or
        ``shrank-unheld`` (cut short before the app held a copy)."""
        return self.keeper.put_back()

    def history_row(self, match_id: str) -> MatchRow | None:
        """The history's row for ``match_id`` (None: not there, or the history cannot be
        read)."""
        return self.keeper.row(match_id)

    def competition_store(self) -> CompetitionStore | None:
        """Where competitions are kept: in the history database (None: no history, or one
        that can only be read)."""
        from scoreboard.competition.store import CompetitionStore

        if self.history is None or self.history.readonly:
            return None
        return CompetitionStore.of(self.history)

    def league_store(self) -> LeagueStore | None:
        """Where leagues' seasons are kept: a file each beside the history database, their
        rubbers in it (None: no history, or one that can only be read)."""
        from scoreboard.league.store import LeagueStore

        if self.history is None or self.history.readonly:
            return None
        return LeagueStore.of(self.history)

    def summary_in_play(self) -> MatchSummary | None:
        """The match in play as the history would store it, finished only once won (None: no
        match journaled); a won match the history holds already is finished when it says."""
        summary = self.runner.summary()
        if summary is not None and summary.finished is not None:
            summary = dataclasses.replace(summary, finished=self._finished(summary.match_id))
        return summary

    def _finished(self, match_id: str) -> str:
        """When the won match ``match_id`` finished: as the history stored it, or now."""
        from scoreboard.files.paths import now_iso

        row = self.history_row(match_id)
        return row.finished if row is not None and row.finished else now_iso()

    def exported_in_play(self) -> ExportedMatch | None:
        """The match in play as an exported match, read back from its journal (None: no
        match journaled); a won match is finished, as the history stores it, even before
        its journal is closed. Raises OSError or :class:`FileProblemError` when the journal
        cannot be read."""
        from scoreboard.history.export import ExportedMatch
        from scoreboard.table.journal import read_journal

        if self.journal is None:
            return None
        exported = ExportedMatch.from_journal(read_journal(self.journal.path))
        if exported.finished is None and self.table.snapshot.winner is not None:
            exported = dataclasses.replace(exported, finished=self._finished(exported.match_id))
        return exported

    def store_imported(self, prepared: PreparedImport) -> int:
        """Store an imported match (checked and replayed) in the history; its row id. Raises
        OSError when there is no history to store it in."""
        from scoreboard.history.export import store_import

        if self.history is None:
            raise OSError("the match history is not available")
        return store_import(prepared, self.history)

    # -- settings -------------------------------------------------------------------------------

    def update_settings(self, **changes: Any) -> None:
        """Change and save the settings (over what the file holds, if it was edited by hand
        meanwhile: :meth:`SettingsFile.update`); the clock policy follows its own two."""
        store = SettingsFile(self.locations.settings_file)
        self.settings, error = store.update(self.settings, **changes)
        if "shot_clock_profile" in changes:
            self.clock_policy.enabled = self.settings.shot_clock_profile != "off"
        if "clock_auto_start" in changes:
            self.clock_policy.auto_start = self.settings.clock_auto_start
        if error is not None:
            self.io_error = str(error)

    # -- matches --------------------------------------------------------------------------------

    def new_match(self, config: MatchConfig, clock: dict[str, Any] | None = None) -> bool:
        """Close the current journal (the old match stays resumable if unfinished) and start
        ``config`` with a fresh journal. Returns False when the match or its journal could not
        be started (a refusal is reported as refused, a disk problem as a :class:`Problem`)."""
        try:
            config.validate()
        except ValueError:
            return bool(self.table.new_match(config))  # reports the refusal
        self._put_away()
        journal: Journal | None
        try:
            if not self.locked:
                raise OSError(f"{self.locations.data}: in use by another window")
            journal = Journal.create(self.locations.journals, config.to_dict(), clock=clock)
        except OSError as exc:
            # The data folder cannot be written: the match still runs, and the window says
            # that it is not being saved.
            journal = None
            self.io_error = str(exc)
        self.link.started()
        self.clock = clock
        if not self.table.new_match(config):
            if journal is not None:
                journal.close("abandoned", archive=True)
            return False
        if journal is None:
            self.table.report(Problem(ProblemKind.JOURNAL_UNAVAILABLE, str(self.io_error)))
            return True
        self.table.keep_in(journal)
        return True

    @property
    def recording(self) -> bool:
        """True while the match in play is being written to its journal."""
        return self.journal is not None and not self.journal.closed

    def unfinished(self) -> list[JournalContents]:
        """Journals of matches that were never finished (newest first), without the ones
        whose match the history already holds, and one journal per match."""
        if not self.locked:
            return []
        if self.journal is not None:
            current = self.journal.path
            playing = self.journal.match_id
        else:
            current = None
            playing = None
        try:
            found = find_unfinished(self.locations.journals)
        except OSError:
            return []
        return [
            c
            for c in found
            if c.path != current
            and (
                c.match_id is None
                or (
                    c.match_id != playing
                    and (
                        c.match_id in self.archive.unstore_due or not self.keeper.holds(c.match_id)
                    )
                )
            )
        ]

    def check_history(self, done: Callable[[FileProblem | None], None] | None = None) -> None:
        """Run the history's full check left for later by :meth:`open` (``check_later``): in
        the :attr:`background` when there is one, else here. Damage found moves the file aside
        and starts a new history, as at opening; ``done(problem)`` is then called (on the
        window's thread) with the problem, or None."""
        self.open_history()
        self.keeper.check(done, self.problems.append)

    def resume(self, path: Path) -> FileProblem | None:
        """Reopen an unfinished match and replay it. Returns the damage found (everything
        before it recovered, the damaged file kept aside) or None. Raises
        :class:`FileProblemError` when the file cannot be used at all, and OSError when
        another window holds the data folder (its match is not this window's to touch)."""
        if not self.locked:
            raise OSError(f"{self.locations.data}: in use by another window")
        # left unfinished: a won match stored is archived at the next start
        self.link.left()
        self._detach()

        def load(cfg: dict[str, Any], inputs: Any) -> Replayed:
            return self.table.load(MatchConfig.from_dict(cfg), inputs)

        try:
            journal, contents = Journal.resume(path, load)
        except OSError as exc:
            # read but not writable: the match is back on screen, not being saved
            self.io_error = str(exc)
            self.table.report(Problem(ProblemKind.JOURNAL_UNAVAILABLE, str(exc)))
            return None
        self.clock = contents.clock
        self.link.started()
        self.table.keep_in(journal)
        self.after(self.table.snapshot)
        return contents.problem

    def discard(self, path: Path) -> None:
        """Put an unfinished match away without resuming it (archived, never deleted)."""
        if not self.locked:
            raise OSError(f"{self.locations.data}: in use by another window")
        journal, _ = Journal.resume(path)
        journal.close("abandoned", archive=True)

    def abandon(self, match_id: str) -> bool:
        """The unfinished match ``match_id`` closed as abandoned (archived, never stored in
        the history): the one in play, the table then left with no match, or one left
        unfinished for another. False: no unfinished match of that id here."""
        journal = self.journal
        if not self.locked:
            return False
        if journal is not None and journal.match_id == match_id:
            if self.table.snapshot.winner is not None:
                return False  # won: its result is the history's
            self._detach()
            journal.close("abandoned", archive=True)
            self.link.started()  # nothing in play to store or take out
            self.table.clear()
            return True
        for found in self.unfinished():
            if found.match_id == match_id:
                self.discard(found.path)
                return True
        return False

    def close(self) -> None:
        """At exit: an unfinished match stays resumable; a finished one stored in the history
        is archived; a won one the history could not store stays for the next start. A store
        in flight is waited for :data:`CLOSE_WAIT` seconds at most. Once: a second close
        does nothing."""
        if self.closed:
            return
        self.closed = True
        self.keeper.shutting_down = True
        self._put_away(closing=True)
        self.keeper.guard()  # a history emptied just now is written back before exit
        if self.history is not None:
            self.history.close()
        if self.lock is not None:
            self.lock.release()

    def _put_away(self, *, closing: bool = False) -> None:
        """Stop journaling the match in play: closed and archived when it is won and in the
        history (one more try to store it first), else left unfinished. A store still in
        flight archives its journal when it lands (closing: it is waited for
        :data:`CLOSE_WAIT` seconds, then given up)."""
        journal = self.journal
        stored = self.runner.put_away(CLOSE_WAIT if closing else None)
        if journal is not None:
            self._detach()
            if stored:
                archive_journal(lambda status: journal.close(status, archive=True))

    def _detach(self) -> None:
        self.table.keep_in(None)

    # -- history --------------------------------------------------------------------------------

    def after(self, snapshot: Snapshot) -> None:
        """The table's link: each snapshot, before any window hears of it."""
        self.link.after(snapshot)

    def store_won(self, *, replace: bool = False) -> bool:
        """Store the won match in play in the history; True when it is there. On failure
        :attr:`history_pending` says why (the journal stays unfinished-but-won, stored at the
        next start). A match the history already holds is replaced only with ``replace``
        (else :attr:`history_conflict` is set).

        With a :attr:`background`, the store runs there and this returns False at once: the
        outcome comes back later on this thread, and sets the same attributes."""
        return self.link.store(replace=replace)

    def retry_history(self) -> None:
        """Try again what the history refused: the store of the won match in play, and the
        delete of each undone win it still holds."""
        self.link.retry()

    def store_won_journals(self) -> None:
        """The start's storing of won matches left unstored last time, when :meth:`open` left
        it for later (``check_later``: it replays every unfinished journal, and it waits for
        the history's check). Does nothing the second time, nor once :meth:`close` began."""
        if self.won_journals_pending and not self.shutting_down:
            self.open_history()
            self.won_journals_pending = False
            self._store_won_journals()
            self.keeper.hold()  # the copy kept to write the history back, once it is checked

    def _store_won_journals(self) -> None:
        """At start: store the won matches whose journals were left unfinished because the
        history could not take them, then close and archive those journals."""
        from scoreboard.service.won_at_start import store_found

        found = store_found(self.keeper, self.archive, self.locations.journals, self.problems)
        self.stored_at_start.extend(found)

    def hall_history(self) -> HallHistory | None:
        """What a hall of tables (the phone tables) needs to store their won matches in this
        session's history, the same keeper and background as the window's table (None:
        another copy of the app holds the data folder). The history is opened now if it was
        left for later."""
        if not self.locked:
            return None
        self.open_history()
        return self._tables_history()

    def player_names(self, limit: int = 200) -> list[str]:
        """Names the history knows, for the setup's completion (none when it cannot tell)."""
        return self.keeper.player_names(limit)

    def ratings(self, done: Callable[[RatingBook], None] | None = None) -> RatingBook | None:
        """The players' ratings as last read with the starter rating set (None: not read yet,
        or no history); a fresh book is read meanwhile (off the window's thread when it can
        be) and handed to ``done`` when the history changed since (before this returns when
        there is no such thread: the book returned is then the fresh one)."""
        s = self.settings
        starter, established, half_life = s.rating_starter, s.rating_established, s.rating_half_life
        self.rating_cache.refresh(self.keeper, starter, done, established, half_life)
        return self.rating_cache.cached(starter, established, half_life)

    def entrant_ratings(
        self,
        names: Iterable[str],
        done: Callable[[], object] | None = None,
        discipline: str | None = None,
    ) -> dict[str, float] | None:
        """Each name's rating on FargoRate's scale, from the book :meth:`ratings` holds (the
        fit of every game stored, imported ratings as priors); the starter rating for a name
        the registry does not know, and for every name when there is no history to read.
        None while the first book is still being read: ``done()`` is called when it lands
        (a handicapped draw waits for it rather than give everyone the starter rating).
        ``discipline``: rated from that discipline's games alone (None: every game)."""
        found = self.entrant_standing(names, done, discipline)
        return None if found is None else {name: r.rating for name, r in found.items()}

    def entrant_standing(
        self,
        names: Iterable[str],
        done: Callable[[], object] | None = None,
        discipline: str | None = None,
    ) -> dict[str, PlayerRating] | None:
        """Each name's rating and the games behind it (see :meth:`entrant_ratings`)."""
        wanted = list(names)
        landed: Callable[[RatingBook], None] | None = None
        if done is not None:

            def landed(_book: RatingBook) -> None:
                done()

        book = self.ratings(landed)
        starter = float(self.settings.rating_starter)
        guess = self.settings.rating_established > 0  # the starter rating is provisional
        if book is None:
            if self.keeper.db is not None:
                return None  # being read
            return {name: PlayerRating(name, starter, 0, False, guess) for name in wanted}
        out: dict[str, PlayerRating] = {}
        for name in wanted:
            found = book.of(name, discipline)
            out[name] = found or PlayerRating(name, starter, 0, False, guess)
        return out

    def remember_players(self, names: Iterable[str]) -> None:
        """Keep ``names`` for the setup's name completion (a convenience: never an error)."""
        self.keeper.remember_players(names)

    def stored_row(self) -> MatchRow | None:
        """The history's row for the match in play (None: not there, or unreadable)."""
        return None if self.journal is None else self.keeper.row(self.journal.match_id)

    # -- the shot clock -------------------------------------------------------------------------

    def clock_for_new_match(self, key: str | None) -> ClockProfile | None:
        """The clock a new match plays with, chosen by its profile's ``key`` (None: without a
        clock; ``custom``: the saved custom profile). The policy follows the choice."""
        return self.clock_policy.for_new_match(key, self.settings.custom_clock)

    def resumed_clock(self) -> ClockProfile | None:
        """The resumed match's own clock (None: it has none, or it cannot be read). A match
        journaled without a clock is played on without one."""
        return self.clock_policy.resumed(self.clock)

    def set_clock_profile(self, profile: ClockProfile, auto_start: bool) -> None:
        """The scorekeeper set the clock: used from now on, and kept in the settings."""
        self.clock_policy.enabled = True
        self.clock_policy.auto_start = auto_start
        self.update_settings(
            shot_clock_profile=profile.key if profile.key in PROFILES else "custom",
            custom_clock=profile.to_dict(),
            clock_auto_start=auto_start,
        )
