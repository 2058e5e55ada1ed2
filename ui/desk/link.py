"""The desk wired to this laptop's scorekeeper: starting a slot's match fills in the players,
the discipline and the distance; when that match ends, its result (with its history id) goes
back into the bracket by itself."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox

from scoreboard.competition import Competition, Slot
from scoreboard.match.match import match_config
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
from ui.scorekeeper.setup_dialog import NameCompleter
from ui.servers.phone_server import existing_phone_server

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from scoreboard.service.session import Session
    from ui.adapters.controller import Controller
    from ui.servers.overlay_ui import ServerControl
    from ui.spectator.window import SpectatorWindow


class DeskLink(QObject):
    """Owns the desk window, linked to this laptop's scorekeeper: its ``session`` and
    ``controller``, its ``scorekeeper`` window (raised when a slot's match starts there), the
    ``spectator`` window (the bracket between matches), the ``overlay`` server (the desk's
    venue) and the ``owner`` of the phone tables' hall."""

    def __init__(
        self,
        session: Session,
        controller: Controller,
        *,
        scorekeeper: QMainWindow,
        spectator: SpectatorWindow,
        overlay: ServerControl,
        owner: QObject,
    ) -> None:
        super().__init__(owner)
        self.session = session
        self.controller = controller
        self.scorekeeper = scorekeeper
        self.spectator = spectator
        self.overlay = overlay
        self.desk = DeskWindow(
            session.competition_store(), starter=self.start_match, rater=session.entrant_ratings
        )
        self.desk.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.feed = DeskFeedControl(self.desk, session.locations.data)
        # the phone tables: a slot on one starts there, others in the scorekeeper
        self.phones = PhoneDesk(
            self.desk,
            session.locations.data,
            existing_phone_server(owner),
            owner=owner,
            session=session,
        )
        self.phone_panel = PhoneTablesPanel(self.phones)
        self.phone_panel.add_to(self.desk.tabs)
        self.phone_panel.keep_in(self.feed)
        self.phone_feeds = PhoneFeeds(self.feed, self.phones)  # on the venue feed, as tables
        self.phone_panel.feeds = self.phone_feeds
        self.feed.more_tables = self.phones.views
        self.feed.calls = self.phones.calls
        self.phones.changed.connect(self._phones_changed)
        # /overlay/venue on this machine: the desk's tables, phone tables among them
        self.venue = HallVenue(
            self.feed.board_tables,
            lambda: self.desk.c,
            self.phones.called,
            venue=lambda: self.feed.feed.venue if self.feed.feed is not None else "",
            connected=lambda: self.feed.feed is None or self.feed.feed.online,
        )
        if self.phones.on:  # the app was started with phone scoring on
            self._phones_changed("")
        self._current: str | None = None  # the match id started from the desk
        self._reported: str | None = None
        self.board = CompetitionBoard()
        self.board.hide()
        spectator.add_below(self.board)
        controller.snapshot_changed.connect(self._on_snapshot)
        self.desk.changed.connect(self.update_spectator)
        self.desk.opened.connect(self.catch_up)
        self.open_latest()
        # the entrants' names complete as New match's
        names = NameCompleter(session.player_names(), self.desk)
        names.follow(session.ratings)
        self.desk.name_edit.setCompleter(names)

    def show(self) -> None:
        """Show the desk window, raised and active."""
        self.desk.show()
        self.desk.raise_()
        self.desk.activateWindow()

    def _phones_changed(self, name: str) -> None:
        self.feed.refresh_board()
        if name:
            return
        # phone scoring switched on or off: the overlay server serves the desk's venue while
        # it is on (unless this machine shows the venue feed's, as a table on it)
        overlay = self.overlay.server
        if self.phones.on and overlay.venue is None:
            overlay.venue = self.venue
        elif not self.phones.on and overlay.venue is self.venue:
            overlay.venue = None

    def open_latest(self) -> None:
        """Open the competition changed last, if it is not over (a damaged one is said and
        kept aside by the desk)."""
        self.desk.open_latest()

    def catch_up(self) -> None:
        """Results of matches started from the desk that ended while the competition was not
        open (or the app was restarted and the match resumed) are taken from the history."""
        c = self.desk.c
        session = self.session
        if c is None or not session.history_available or not c.drawn:
            return
        for match_id in list(c.started.values()):
            row = session.history_row(match_id)  # None: not there, or unreadable
            if row is not None and row.winner is not None:
                self.desk.match_finished(match_id, row.players, row.result_score, row.winner)

    def _match_id(self) -> str | None:
        return self.session.match_id or self._current

    def start_match(self, c: Competition, slot: Slot) -> str | None:
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
        config = match_config(
            (c.entrant(slot.top), c.entrant(slot.bottom)),
            c.discipline,
            c.ruleset,
            slot.race,
            race=slot.handicap,
        )
        session = self.session
        if not session.new_match(config):
            return None
        self._current = session.match_id or uuid.uuid4().hex
        self._reported = None
        self.scorekeeper.show()
        self.scorekeeper.raise_()
        self.scorekeeper.activateWindow()
        return self._current

    def _on_snapshot(self, snap: Snapshot) -> None:
        self.update_spectator()
        if snap.winner is None:
            return
        match_id = self._match_id()
        if match_id is None or match_id == self._reported:
            return
        self._reported = match_id
        if self.desk.match_finished(match_id, snap.players.names, snap.result_score, snap.winner):
            self.desk.show()
            self.desk.raise_()

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
