"""The desk and the venue's phone-scored tables: a bracket slot's match started on a phone
table, its result back into the bracket by itself, the next ready match offered (or assigned
and started) when the table frees, and what the phone and the hall's board are told.

A phone table is a table like any other: table ``N`` of the competition is the phone table
named ``"N"`` when phone scoring is on and ``N`` is at most :attr:`PhoneDesk.count`. Starting
a slot on it opens the match in the :class:`~ui.servers.phone_hall.PhoneHall` (its journal's match id is
the slot's ``started`` id); a won match's result goes in through
:func:`scoreboard.feed.desk.apply_result`, the path of the venue feed's results (checked
against the slot's table and players), each result id once. The won match stays open on its
table until the players confirm it or the next match starts there: an undo of the win on the
phone (or the desk's undo of the table's last entry) takes its result back out (and a next
match called to the table goes back to waiting), and a next match started by itself waits for
that confirmation. A league night's rubber won on a phone table goes to the night the same
way, and an undo of its win takes it back out of the night, the rubber in play again. Any other table is started in
this laptop's scorekeeper as before.

Long because it is the one place where the desk's bracket and the hall's tables meet: a match
started, its result entered, taken back and confirmed, the next one offered, called and
started, and what the phones and the hall's board are told of it.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox

from scoreboard.competition import Competition, CompetitionError, Slot, State
from scoreboard.feed.desk import TableView, WrongTable, apply_result, withdraw_result
from scoreboard.feed.messages import ResultMessage
from scoreboard.feed.table import result_id
from scoreboard.match.match import MatchConfig, MatchConfigError, match_config
from scoreboard.table.shot_clock import PROFILES, ClockProfile
from scoreboard.table.state import state_document
from scoreboard.table.table import Table
from ui.competition.words import slot_name
from ui.desk.base import Placement
from ui.i18n import fill, tr
from ui.plain import ask_question, show_warning
from ui.servers.phone_supply import PhoneSupply
from ui.status_words import say

if TYPE_CHECKING:
    from scoreboard.service.history_link import HallHistory
    from scoreboard.service.session import Session
    from ui.desk.window import DeskWindow
    from ui.servers.phone_hall import PhoneHall
    from ui.servers.phone_server import PhoneServer

log = logging.getLogger(__name__)

#: Phone tables a venue may have (table names "1" … "99").
MAX_PHONE_TABLES = 99
#: What a won match of a league night's rubber is entered under, where a competition's is
#: under the competition's uid (a hex uid is never this).
LEAGUE_NIGHT = ":league-night"


def next_info(c: Competition, s: Slot) -> dict[str, Any]:
    """What a phone shows of the match coming to its table ("Next: A vs B, race to 7")."""
    return {
        "players": [c.entrant(s.top), c.entrant(s.bottom)] if s.top and s.bottom else [],
        "race": s.race,
        "handicap": list(s.handicap) if s.handicap is not None else None,
        "points": c.points,
        "slot": s.id,
        "name": slot_name(c, s.id),
    }


class PhoneDesk(QObject):
    """The phone tables of a :class:`~ui.desk.window.DeskWindow`, in the app's one hall:
    ``phones`` (a data folder, or None: a supply of its own is made, on a folder of its own).
    The desk's :class:`~ui.desk.base.Placement` once given to it (``desk.use_tables``): a slot
    on a phone table starts there, any other through ``fallback``. ``session``: whose history
    the phone tables' won matches are read back from (None: none)."""

    #: anything the phone view shows changed (a table's score, its devices, the settings)
    changed = Signal(str)  # the table's name, "" for all
    #: a table's pairing code was guessed at, or its guessing ended (a new code)
    guessed = Signal(str)

    def __init__(
        self,
        desk: DeskWindow,
        phones: PhoneSupply | Path | None,
        *,
        fallback: Placement | None = None,
        session: Session | None = None,
    ) -> None:
        super().__init__(desk)
        self.session = session
        self.desk = desk
        #: the app's one hall and server (the same as ``--phones``)
        self.phones = (
            phones
            if isinstance(phones, PhoneSupply)
            else PhoneSupply(phones, parent=self, history=self._history)
        )
        #: the phones' server (and its hall): made when first switched on, unless the app was
        #: started with one (``--phones``)
        self.server: PhoneServer | None = None
        self.hall: PhoneHall | None = None
        #: tables 1 … count are scored by phone
        self.count = 0
        #: a freed phone table gets the next ready match assigned and started by itself
        self.auto_assign = False
        #: how a match not on a phone table starts (the scorekeeper's window; by default the
        #: desk's own way)
        self.fallback: Placement = fallback if fallback is not None else desk.tables
        desk.table_combo.currentIndexChanged.connect(lambda _i: desk._show_selected())
        self._entered: set[str] = set()  # result ids dealt with
        #: won matches entered and still open, by table: (competition, slot, result, match)
        self._won: dict[str, tuple[str, str, str, str]] = {}
        self._next_sent: dict[str, dict[str, Any] | None] = {}
        desk.opened.connect(self.catch_up)
        desk.changed.connect(self.tell_next)
        server = self.phones.made
        if server is not None:
            self.server = server
            self._adopt(server.hall)
            numbers = [int(n) for n in server.hall.tables.names if n.isdigit()]
            self.count = min(MAX_PHONE_TABLES, max([4, *numbers])) if server.running else 0
            server.hall.hold(self.names())

    # -- on and off ---------------------------------------------------------------------------

    @property
    def on(self) -> bool:
        return self.hall is not None and self.count > 0

    def url(self, table: str, code: str) -> str:
        """The address a phone opens to pair with ``table`` (the code in the fragment, which
        never reaches a server's log)."""
        if self.server is None or not self.server.running:
            return ""
        return self.server.url(table, code)

    def hall_folder(self) -> Path:
        return self.phones.folder()

    def _adopt(self, hall: PhoneHall) -> None:
        hall.table_changed.connect(self._table_changed)
        hall.devices_changed.connect(self.changed.emit)
        hall.match_won.connect(self.match_won)
        hall.guessed.connect(self.guessed.emit)
        self.hall = hall

    def switch_on(
        self, count: int, host: str = "127.0.0.1", port: int = 0, *, open_watch: bool = False
    ) -> None:
        """Score tables 1 … ``count`` by phone, served on ``host``:``port`` (0: any free
        port); ``open_watch``: phones may watch a table without pairing. The hall is made,
        and its tables resumed, when first switched on. OSError (the server's
        :class:`~ui.servers.overlay.ServerError` among them) when the hall's folder cannot be used or
        the address not listened on; ValueError: not an address."""
        if self.server is None:
            self.server = self.phones.server()
            self._adopt(self.server.hall)
        self.server.start(host, port, open_watch=open_watch)
        self.set_count(count)

    def set_count(self, count: int) -> None:
        """Score tables 1 … ``count`` by phone, on the hall serving now."""
        assert self.hall is not None
        self.count = max(1, min(MAX_PHONE_TABLES, count))
        self.hall.hold(self.names())  # phones pair with their tables before the first match
        self._next_sent = {}
        self.catch_up()
        self.tell_next()
        self.desk.refresh()
        self.changed.emit("")

    def _history(self) -> HallHistory | None:
        return self.session.hall_history() if self.session is not None else None

    def switch_off(self) -> None:
        """The server stops and tables are no longer started on phones (the hall and its
        matches stay, scored again when switched on)."""
        if self.server is not None:
            self.server.stop()
        self.count = 0
        self.desk.refresh()
        self.changed.emit("")

    def names(self) -> tuple[str, ...]:
        return tuple(str(n) for n in range(1, self.count + 1)) if self.on else ()

    def is_phone_table(self, table: int | None) -> bool:
        return self.on and table is not None and 1 <= table <= self.count

    def table(self, name: str) -> Table | None:
        return self.hall.tables.get(name) if self.hall is not None else None

    # -- starting a slot ----------------------------------------------------------------------

    @property
    def can_start(self) -> bool:
        """A slot's match starts on a phone table, or as the desk's own way starts it."""
        return True

    def start_words(self, table: int | None) -> str | None:
        """The desk's start button for a match going to a phone table."""
        if not self.is_phone_table(table):
            return None
        return fill(tr("Start on phone table %1"), str(table))

    def table_words(self, table: int) -> str | None:
        """The desk's name for a phone table (its lists say which tables are scored by phone)."""
        if not self.is_phone_table(table):
            return None
        return fill(tr("Phone table %1"), str(table))

    def start(self, c: Competition, slot: Slot) -> str | None:
        """The desk's starter: a slot on a phone table is opened on it (its journal's match id
        returned), any other in the scorekeeper."""
        if not self.is_phone_table(slot.table):
            return self.fallback.start(c, slot)
        assert slot.table is not None
        try:
            config = match_config(
                (c.entrant(slot.top), c.entrant(slot.bottom)),
                c.discipline,
                c.ruleset,
                slot.race,
                race=slot.handicap,
            )
        except (ValueError, MatchConfigError) as exc:
            self._not_started(str(slot.table), exc)
            return None
        # the event's shot clock (none when it has none), as in the scorekeeper's window
        match_id = self.start_config(slot.table, config, PROFILES.get(c.clock_of(slot.id)))
        if match_id is not None:
            slot_id, table = slot.id, str(slot.table)
            say(
                self.desk,
                lambda: fill(tr("%1 started on phone table %2."), slot_name(c, slot_id), table),
                10000,
            )
        return match_id

    def start_config(
        self, table: int, config: MatchConfig, clock: ClockProfile | None = None
    ) -> str | None:
        """The match ``config`` sets up (a slot's, or a league night's rubber) opened on phone
        table ``table``, after asking when a match is in play there: its journal's match id
        (None: not started, said)."""
        if not self.is_phone_table(table):
            return None
        assert self.hall is not None
        name = str(table)
        held = self.table(name)
        question = tr("Table %1 has a match in play. It is closed as abandoned. Start this one?")
        if held is not None and not self._may_abandon(held, tr("Start a match"), question):
            return None
        try:
            opened = self.hall.open_match(name, config, clock=clock)
        except (ValueError, MatchConfigError, OSError) as exc:
            self._not_started(name, exc)
            return None
        journal = opened.journal
        if journal is None:  # pragma: no cover - open_match keeps every match it starts
            return None
        self._set_next(name, None)
        return journal.match_id

    def _not_started(self, name: str, exc: Exception) -> None:
        show_warning(
            self.desk,
            tr("Start a match"),
            fill(tr("The match cannot start on table %1: %2"), name, str(exc)),
        )

    def release(self, c: Competition, slot: Slot) -> bool:
        """A slot taken off a phone table: the match it started there (if still in play) is
        closed as abandoned, after the organiser says so; its phones see no match. False: the
        slot stays on the table."""
        if not self.is_phone_table(slot.table) or self.hall is None:
            return True
        name = str(slot.table)
        table = self.table(name)
        journal = table.journal if table is not None else None
        started = c.started.get(slot.id)
        if table is None or journal is None or journal.closed or journal.match_id != started:
            return True
        question = tr("Table %1 has this match in play. It is closed as abandoned. Take it off?")
        if not self._may_abandon(table, tr("Take off the table"), question):
            return False
        self.hall.close_match(name, "abandoned")
        self._set_next(name, None)
        return True

    def _holding(self, match_id: str) -> Table | None:
        """The phone table whose unfinished match is ``match_id`` (None: none)."""
        for name in self.names():
            table = self.table(name)
            if table is None or table.journal is None or table.journal.closed:
                continue
            if table.journal.match_id == match_id:
                return table if table.snapshot.winner is None else None
        return None

    def shots_of(self, match_id: str) -> int | None:
        """The entries recorded in the match ``match_id`` in play on a phone table (None: no
        phone table has it in play)."""
        table = self._holding(match_id)
        return len(table.inputs) if table is not None else None

    def abandon(self, match_id: str) -> bool:
        """The match ``match_id`` in play on a phone table closed as abandoned (a league
        rubber taken off its table, the organiser asked already): its journal archived, never
        stored; the table free, its phones see no match. False: no phone table has it."""
        table = self._holding(match_id)
        if table is None or self.hall is None:
            return False
        self.hall.close_match(table.name, "abandoned")
        self._set_next(table.name, None)
        return True

    def _may_abandon(self, table: Table, title: str, question: str) -> bool:
        """Whether ``table``'s match may be closed as abandoned: yes when nothing is in play
        there, else as the organiser answers ``question`` (its %1: the table)."""
        if not self._in_play(table):
            return True
        answer = ask_question(self.desk, title, fill(question, table.name))
        return answer == QMessageBox.StandardButton.Yes

    @staticmethod
    def _in_play(table: Table) -> bool:
        snap = table.snapshot
        return table.journal is not None and snap.winner is None and len(table.inputs) > 0

    # -- results ------------------------------------------------------------------------------

    def _table_changed(self, name: str) -> None:
        self.changed.emit(name)
        table = self.table(name)
        if name in self._won and table is not None and table.journal is None:
            self._confirmed(name)  # put away: its result is final
        elif table is not None and table.snapshot.winner is not None:
            self.match_won(name)
        elif name in self._won:
            self._taken_back(name)

    def _confirmed(self, name: str) -> None:
        """Table ``name``'s won match was put away: the match called there starts, when the
        organiser chose that the next match starts by itself."""
        uid = self._won.pop(name)[0]
        c = self.desk.c
        s = c.slot_on_table(int(name)) if c is not None and c.uid == uid else None
        if self.auto_assign and c is not None and s is not None and s.id not in c.started:
            self.desk.select(s.id)
            self.desk.start_selected()

    def _taken_back(self, name: str) -> None:
        """Table ``name``'s win was undone (on its phone, or at the desk): its result out of
        the bracket (see :func:`withdraw_result`), or out of the league night, its rubber in
        play again (:meth:`~ui.league.night_tables.NightTables.match_undone`); the table's
        history link takes the match out."""
        uid, slot_id, rid, match_id = self._won.pop(name)
        self._entered.discard(rid)
        table = self.table(name)
        journal = table.journal if table is not None else None
        c = self.desk.c
        if journal is None or journal.match_id != match_id:
            return
        night = self.desk.league_night
        if uid == LEAGUE_NIGHT and night is not None:
            night.match_undone(match_id)  # the rubber in play again (a closed night: asked)
            return
        if c is None or c.uid != uid:
            return
        called = c.slot_on_table(int(name))
        try:
            if called is not None and called.id not in c.started:
                c.release_table(called.id)  # the next match waits for a table again
            withdraw_result(c, slot_id, int(name), match_id)
            stays = False
        except CompetitionError as exc:
            log.warning("phones: the undone result of table %s stays: %s", name, exc)
            stays = True
        else:
            if self.desk.offered is not None and self.desk.offered[1] == int(name):
                self.desk.offered = None
            self.desk.competition_changed()
            self.tell_next()

        def words() -> str:
            return fill(
                tr("The win on phone table %1 was undone: correct %2 at the desk.")
                if stays
                else tr("The win on phone table %1 was undone: %2 is in play again."),
                name,
                slot_name(c, slot_id),
            )

        say(self.desk, words, 30000 if stays else 15000)

    def match_won(self, name: str) -> bool:
        """Table ``name``'s match is won: its result into its slot (each result once), then
        the table's next match offered or assigned. False: nothing entered. The match stays
        open (correctable) until the players confirm it or the next match starts there."""
        if self._league_won(name):
            return True
        c = self.desk.c
        table = self.table(name)
        if c is None or not c.drawn or table is None or not name.isdigit():
            return False
        snap = table.snapshot
        journal = table.journal
        if snap.winner is None or journal is None:
            return False
        s = c.slot_of_match(journal.match_id)
        if s is None:
            return False
        names = snap.players.names
        return self._enter(
            c, s, name, journal.match_id, (names[0], names[1]), snap.result_score, snap.winner
        )

    def _league_won(self, name: str) -> bool:
        """Table ``name``'s won match was a league night's rubber: its result to the league
        night window (each result once), taken back out if the win is undone on the table."""
        night, table = self.desk.league_night, self.table(name)
        if night is None or table is None or table.journal is None:
            return False
        snap, match_id = table.snapshot, table.journal.match_id
        if snap.winner is None:
            return False
        rid = result_id(match_id, snap.result_score, snap.winner)
        if rid in self._entered or not night.match_finished(
            match_id, snap.result_score, snap.winner
        ):
            return False
        self._entered.add(rid)
        self._won[name] = (LEAGUE_NIGHT, "", rid, match_id)  # correctable until put away
        return True

    def _enter(
        self,
        c: Competition,
        s: Slot,
        name: str,
        match_id: str,
        names: tuple[str, str],
        racks: tuple[int, int],
        winner: int,
    ) -> bool:
        """A phone table's result into slot ``s`` (each result once), then the table freed
        (the won match still open there, until confirmed or the next match starts)."""
        rid = result_id(match_id, racks, winner)
        if rid in self._entered:
            return False
        message = ResultMessage(
            result_id=rid,
            match_id=match_id,
            table=int(name),
            players=names,
            racks=racks,
            winner=winner,
            finished_ms=int(time.time() * 1000),
            competition=c.uid,
            slot=s.id,
        )
        try:
            verdict = apply_result(c, message)
        except WrongTable as exc:
            log.warning("phones: result of table %s refused: %s", name, exc)
            verdict = False
        self._entered.add(rid)
        table = self.table(name)
        journal = table.journal if table is not None else None
        if verdict and journal is not None and journal.match_id == match_id:
            self._won[name] = (c.uid, s.id, rid, match_id)
        if not verdict:
            say(
                self.desk,
                lambda: fill(
                    tr("The result of phone table %1 does not fit %2: type it in."),
                    name,
                    slot_name(c, s.id),
                ),
                30000,
            )
            return False
        score = f"{names[0]} {racks[0]} – {racks[1]} {names[1]}"
        say(
            self.desk,
            lambda: fill(tr("Result from phone table %1 entered: %2"), name, score),
            15000,
        )
        self._free(c, int(name))
        return True

    def _stored_results(self) -> None:
        """The phone tables' matches the history holds and the bracket does not: won while
        the competition was not open, their journals archived since (at a restart)."""
        c = self.desk.c
        if c is None or not c.drawn or self.session is None:
            return
        for slot_id, match_id in list(c.started.items()):
            s = c.slot(slot_id)
            if s.state is not State.ON_TABLE or not self.is_phone_table(s.table):
                continue
            held = self.table(str(s.table))
            if held is not None and held.journal is not None and held.journal.match_id == match_id:
                continue  # still on its table: entered from there
            row = self.session.history_row(match_id)
            if row is None or row.winner is None or row.damaged is not None:
                continue
            self._enter(c, s, str(s.table), match_id, row.players, row.result_score, row.winner)

    def _free(self, c: Competition, table: int) -> None:
        """Table ``table`` is free: the next ready match offered for it, or (the organiser's
        choice) assigned there, and started once the won match there is confirmed."""
        nxt = c.next_for_table()
        if nxt is None or table not in c.free_tables():
            self.desk.offered = None
            self.desk.competition_changed()
            return
        if not self.auto_assign:
            self.desk.offered = (nxt.id, table)
            self.desk.competition_changed()
            return
        self.desk.competition_changed()
        if self.desk.assign(nxt.id, table):
            self.desk.select(nxt.id)
            if str(table) not in self._won:  # else once the won match there is confirmed
                self.desk.start_selected()

    def catch_up(self) -> None:
        """Matches won on phone tables while the competition was not open (or the app was
        closed) go into the bracket now."""
        if self.hall is None:
            return
        for name in self.hall.tables.names:
            self.match_won(name)
        self._stored_results()
        self.tell_next()

    # -- what the phones and the hall are told ------------------------------------------------

    def tell_next(self) -> None:
        """Each phone table's phone shows the match coming to it: the one assigned there and
        not started yet, else the one offered for it."""
        if self.hall is None:
            return
        c = self.desk.c
        for name in self.names():
            self._set_next(name, self._coming(c, int(name)))

    def _coming(self, c: Competition | None, table: int) -> dict[str, Any] | None:
        if c is None or not c.drawn:
            return None
        s = c.slot_on_table(table)
        if s is not None and s.state is State.ON_TABLE and s.id not in c.started:
            return next_info(c, s)
        offered = self.desk.offered
        if s is None and offered is not None and offered[1] == table:
            try:
                return next_info(c, c.slot(offered[0]))
            except CompetitionError:
                return None
        return None

    def coming(self, name: str) -> dict[str, Any] | None:
        """What table ``name``'s phones are told comes next (None: nothing)."""
        return self._next_sent.get(name)

    def _set_next(self, name: str, info: dict[str, Any] | None) -> None:
        if self.hall is not None and self._next_sent.get(name, "unsent") != info:
            self._next_sent[name] = info  # first: the views it wakes read it
            self.hall.set_next(name, info)
            if name not in self.hall.tables:  # the hall tells of tables in play only
                self.changed.emit(name)

    def called(self) -> list[tuple[int, tuple[str, str]]]:
        """The players called to a phone table: a match assigned there and not started yet
        (the table's number, the two names)."""
        c = self.desk.c
        out: list[tuple[int, tuple[str, str]]] = []
        for name in self.names():
            info = self._coming(c, int(name))
            if info is not None and c is not None and c.slot_on_table(int(name)) is not None:
                a, b = info["players"]
                out.append((int(name), (a, b)))
        return out

    def calls(self) -> list[str]:
        """The calls in words, for the hall's board ("Table 7: A vs B")."""
        return [fill(tr("Table %1: %2 vs %3"), str(n), a, b) for n, (a, b) in self.called()]

    def views(self) -> dict[int, TableView]:
        """The phone tables as the hall's board shows tables (their state documents)."""
        out: dict[int, TableView] = {}
        if self.hall is None:
            return out
        now = time.time()
        for name in self.names():
            table = self.table(name)
            state = None
            if (
                table is not None
                and table.journal is not None
                or (table is not None and table.snapshot.winner is not None)
            ):
                assert table is not None
                state = state_document(table.snapshot, seq=len(table.inputs), now=now)
            out[int(name)] = TableView(int(name), state=state, online=True)
        return out
