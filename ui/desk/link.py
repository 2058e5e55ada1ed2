"""The desk wired to this laptop's scorekeeper: starting a slot's match fills in the players,
the discipline, the distance and the shot clock; when that match ends, its result (with its
history id) goes back into the bracket by itself. The desk's parts are made by the composition
root (:func:`ui.compose.make_desk`) and handed to :class:`DeskLink`."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from scoreboard.competition import Competition, Slot
from scoreboard.match.match import MatchConfig, match_config
from scoreboard.match.snapshot import Snapshot
from ui.competition.spectator_board import CompetitionBoard, SpectatorMode
from ui.desk.hall_venue import HallVenue
from ui.desk.phone_feed import PhoneFeeds
from ui.desk.phone_link import PhoneDesk
from ui.desk.phone_tables import PhoneTablesPanel
from ui.desk.venue_feed import DeskFeedControl
from ui.desk.window import DeskWindow
from ui.i18n import tr
from ui.plain import ask_question

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from scoreboard.service.session import Session
    from ui.adapters.controller import Controller
    from ui.servers.overlay_ui import ServerControl
    from ui.spectator.window import SpectatorWindow


class SlotStarter:
    """Starts a slot's match in this laptop's scorekeeper window: the players, the discipline,
    the distance and the event's shot clock filled in (``start``), after asking at the
    ``desk`` when a match is in progress there; the window is raised."""

    def __init__(
        self,
        desk: DeskWindow,
        session: Session,
        controller: Controller,
        scorekeeper: QMainWindow,
        start: Callable[[MatchConfig, str | None], bool],
    ) -> None:
        self.desk = desk
        self.session = session
        self.controller = controller
        self.scorekeeper = scorekeeper
        self._start = start
        #: the match id of the match last started from the desk
        self.current: str | None = None

    def start(self, c: Competition, slot: Slot) -> str | None:
        config = match_config(
            (c.entrant(slot.top), c.entrant(slot.bottom)),
            c.discipline,
            c.ruleset,
            slot.race,
            race=slot.handicap,
        )
        return self.start_config(config, c.clock_of(slot.id) or None)

    def start_config(self, config: MatchConfig, shot_clock: str | None = None) -> str | None:
        """Start the match ``config`` sets up (a slot's, or a league night's rubber) in the
        scorekeeper: its match id (None: not started)."""
        snap: Snapshot = self.controller.snapshot
        busy = snap.players.names[0] and snap.winner is None and len(snap.history) > 0
        if busy:
            answer = ask_question(
                self.desk,
                tr("Start a match"),
                tr(
                    "A match is in progress in the scorekeeper. It stays saved and can be "
                    "resumed later. Start this one?"
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return None
        if not self._start(config, shot_clock):
            return None
        self.current = self.session.match_id or uuid.uuid4().hex
        self.scorekeeper.show()
        self.scorekeeper.raise_()
        self.scorekeeper.activateWindow()
        return self.current

    def shots_of(self, match_id: str) -> int | None:
        """The entries recorded in the unfinished match ``match_id`` of the scorekeeper (in
        play, or left for another); None: it has no such match."""
        if self.session.match_id == match_id:
            table = self.controller.table
            return len(table.inputs) if table.snapshot.winner is None else None
        for found in self.session.unfinished():
            if found.match_id == match_id:
                return len(found.inputs)
        return None

    def abandon(self, match_id: str) -> bool:
        """The scorekeeper's unfinished match ``match_id`` closed as abandoned (a league
        rubber taken off its table): archived, never a result; the scorekeeper then free."""
        return self.session.abandon(match_id)


class DeskLink(QObject):
    """The desk linked to this laptop's windows: its parts, made by the composition root
    (:func:`ui.compose.make_desk`), wired here. ``here`` starts slots' matches in the
    scorekeeper window, ``phones`` on phone tables; the ``spectator`` window shows the
    bracket between matches (``board``); the ``overlay`` server serves the desk's ``venue``
    while phone scoring is on or a league night is open (its /overlay/venue and
    /overlay/league), and is told each time something of it changes."""

    def __init__(
        self,
        session: Session,
        controller: Controller,
        *,
        desk: DeskWindow,
        here: SlotStarter,
        phones: PhoneDesk,
        feed: DeskFeedControl,
        phone_feeds: PhoneFeeds,
        phone_panel: PhoneTablesPanel,
        venue: HallVenue,
        board: CompetitionBoard,
        spectator: SpectatorWindow,
        overlay: ServerControl,
        owner: QObject,
    ) -> None:
        super().__init__(owner)
        self.session = session
        self.controller = controller
        self.desk = desk
        self.here = here
        self.phones = phones
        self.feed = feed
        self.phone_feeds = phone_feeds
        self.phone_panel = phone_panel
        self.venue = venue
        self.board = board
        self.spectator = spectator
        self.overlay = overlay
        self._reported: str | None = None
        self.phones.changed.connect(self._phones_changed)
        if self.phones.on:  # the app was started with phone scoring on
            self._phones_changed("")
        if desk.league_night is not None:
            desk.league_night.changed.connect(self._serve_venue)
        # what the desk's venue shows: its tables, the feed's, the competition, the calls
        for change in (phones.changed, feed.tables_changed, feed.running_changed, desk.changed):
            change.connect(self._venue_changed)
        controller.snapshot_changed.connect(self._on_snapshot)
        self.desk.changed.connect(self.update_spectator)
        self.desk.opened.connect(self.catch_up)
        self.open_latest()

    def show(self) -> None:
        """Show the desk window, raised and active."""
        self.desk.show()
        self.desk.raise_()
        self.desk.activateWindow()

    def close(self) -> None:
        """At the app's end: the desk and the league night closed, off the venue feed (the
        phone tables' feeds too), the desk's feed file closed."""
        self.phone_feeds.stop()
        self.feed.close()
        night = self.desk.league_night
        if night is not None:
            night.close()
        self.desk.close()

    def _phones_changed(self, name: str) -> None:
        self.feed.refresh_board()
        if not name:
            self._serve_venue()

    def _serve_venue(self) -> None:
        """Phone scoring switched on or off, a league night opened, changed or closed: the
        overlay server serves the desk's venue while either is on (unless this machine shows
        the venue feed's, as a table on it), and pushes the night to its /overlay/league."""
        overlay = self.overlay.server
        night = self.desk.league_night
        wanted = self.phones.on or (night is not None and night.live() is not None)
        if wanted and overlay.venue is None:
            overlay.venue = self.venue
        elif not wanted and overlay.venue is self.venue:
            overlay.venue = None
        else:
            self._venue_changed()

    def _venue_changed(self, *_: object) -> None:
        """Something of the desk's venue changed: pushed to the overlay server's venue pages
        when it serves the desk's venue (the server coalesces and keeps only what changed)."""
        if self.overlay.running and self.overlay.server.venue is self.venue:
            self.overlay.server.venue_changed()

    def open_latest(self) -> None:
        """Open the competition changed last, if it is not over (a damaged one is said and
        kept aside by the desk)."""
        self.desk.open_latest()

    def catch_up(self) -> None:
        """Results of matches started from the desk that ended while the competition was not
        open (or the app was restarted and the match resumed) are taken from the history."""
        c = self.desk.c
        session = self.session
        night = self.desk.league_night
        if night is not None and session.history_available:
            night.catch_up(session.history_row)
        if c is None or not session.history_available or not c.drawn:
            return
        for match_id in list(c.started.values()):
            row = session.history_row(match_id)  # None: not there, or unreadable
            if row is not None and row.winner is not None:
                self.desk.match_finished(match_id, row.players, row.result_score, row.winner)

    def _match_id(self) -> str | None:
        return self.session.match_id or self.here.current

    def _on_snapshot(self, snap: Snapshot) -> None:
        self.update_spectator()
        if snap.winner is None:
            self._undone()
            return
        match_id = self._match_id()
        if match_id is None or match_id == self._reported:
            return
        self._reported = match_id
        if self.desk.match_finished(match_id, snap.players.names, snap.result_score, snap.winner):
            self.desk.show()
            self.desk.raise_()
        night = self.desk.league_night
        if night is not None and night.match_finished(match_id, snap.result_score, snap.winner):
            night.show()
            night.raise_()

    def _undone(self) -> None:
        """The scorekeeper's match last reported won is no longer won (its winning entry
        undone): a league rubber's result goes back out of the night, and the match is
        reported again when it is won again. (A competition's result stays in the bracket:
        the desk corrects it.)"""
        match_id, night = self._match_id(), self.desk.league_night
        if match_id is None or match_id != self._reported or night is None:
            return
        if night.match_undone(match_id):
            self._reported = None

    def between_matches(self) -> bool:
        snap: Snapshot = self.controller.snapshot
        return not snap.players.names[0] or snap.winner is not None

    def update_spectator(self) -> None:
        """Between matches, the spectator display shows the bracket or the standings of the
        open competition (as chosen in the desk); during a match, the scoreboard."""
        c = self.desk.c
        mode = self.desk.spectator_mode
        show = c is not None and mode is not SpectatorMode.SCOREBOARD and self.between_matches()
        if show:
            self.board.show_competition(c, mode)
        self.board.setVisible(show)
        self.spectator.board.setVisible(not show)
