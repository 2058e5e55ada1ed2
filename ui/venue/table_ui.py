"""The table's side of the venue feed in the scorekeeper window: a status-bar label (online or
offline), the feed's settings dialog, and the "Start the assigned match" action.

The scorekeeper's path never waits on the network: each snapshot is handed to the feed, which
only queues it for paho's thread; a won match's result goes to the outbox file first.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scoreboard.match.match import MatchConfig, match_config
from ui.adapters.clock_driver import ClockDriver
from ui.i18n import fill
from ui.modal import modal
from ui.plain import ask_question, show_warning
from ui.servers.overlay_ui import clock_reading
from ui.status_words import clear, say

if TYPE_CHECKING:
    from scoreboard.feed.inbox import Inbox

    # the feed (paho, its network stack) and the venue board load when the feed starts
    from scoreboard.feed.messages import Assignment, ResultMessage
    from scoreboard.feed.outbox import Outbox
    from scoreboard.feed.table import TableFeed
    from scoreboard.feed.watch import VenueWatch
    from scoreboard.match.snapshot import Snapshot
    from scoreboard.service.session import Session
    from ui.adapters.controller import Controller
    from ui.adapters.feed_bridge import FeedBridge
    from ui.scorekeeper.window import ScorekeeperWindow
    from ui.venue.board_ui import VenueBoard

log = logging.getLogger(__name__)

TICK_MS = 5000


class FeedControl(QObject):
    """The venue feed of one scorekeeper window."""

    def __init__(
        self,
        window: ScorekeeperWindow,
        controller: Controller,
        clock: ClockDriver,
        session: Session,
        server: Callable[[], object] | None = None,
        start: Callable[[MatchConfig, str | None], bool] | None = None,
    ) -> None:
        super().__init__(window)
        #: starts a match in the window with its shot clock's key (None: the session's way,
        #: with no clock)
        self._start = start
        # the overlay server (built when first asked for): it serves the venue while the feed is on
        self._server_of = server
        self.watch: VenueWatch | None = None
        self.watch_bridge: FeedBridge | None = None
        self.board: VenueBoard | None = None
        self.window = window
        self.controller = controller
        self.clock = clock
        self.session = session
        self.feed: TableFeed | None = None
        self.in_use: tuple[str, str, int] | None = None
        self.bridge: FeedBridge | None = None
        self.outbox: Outbox | None = None
        self.label = QLabel()
        self.label.setObjectName("feed-status")
        self.label.hide()
        window.statusBar().addPermanentWidget(self.label)
        self.action = window.view_menu.addAction("", self.open_dialog)
        self.action.setObjectName("venue-feed")
        self.board_action = window.view_menu.addAction("", self.open_board)
        self.board_action.setObjectName("venue-board")
        self.board_action.setEnabled(False)
        self.start_action = window.competition_menu.addAction("", self.start_assigned)
        self.start_action.setObjectName("start-assigned")
        self.start_action.setEnabled(False)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        controller.snapshot_changed.connect(self._on_snapshot)
        window.installEventFilter(self)
        self.retranslate()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if obj is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.action.setText(self.tr("Venue &feed…"))
        self.board_action.setText(self.tr("Venue &board"))
        a = self.feed.assignment if self.feed is not None else None
        if a is not None:
            self.start_action.setText(
                fill(self.tr("&Start the assigned match: %1 – %2"), a.players[0], a.players[1])
            )
        else:
            self.start_action.setText(self.tr("&Start the assigned match"))
        self._show_status()

    # -- on and off ---------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.feed is not None

    # Long because the feed is started in order (its settings checked, its outbox opened, the
    # connection made, the venue watched), each refusal said where it is met.
    def start(
        self, url: str | None = None, venue: str | None = None, table: int | None = None
    ) -> bool:
        """Connect to the broker (the saved address, venue and table unless given); False
        after saying why when the settings cannot make a feed. Returns at once: connecting
        happens in the background."""
        settings = self.session.settings
        url = url or (settings.feed_url if settings else None)
        venue = venue or (settings.feed_venue if settings else None)
        table = table or (settings.feed_table if settings else None)
        from scoreboard.feed import topics
        from scoreboard.feed.client import parse_address
        from scoreboard.feed.outbox import OUTBOX_FILE, Outbox
        from scoreboard.feed.table import TableFeed
        from scoreboard.feed.watch import VenueWatch
        from ui.adapters.feed_bridge import FeedBridge

        try:
            if not url:
                raise ValueError(self.tr("no broker address is set"))
            address = parse_address(url)
            if not topics.valid_venue(venue):
                raise ValueError(
                    self.tr("the venue id is 1 to 40 lower-case letters, digits and dashes")
                )
            if not topics.valid_table(table):
                raise ValueError(self.tr("the table number is 1 to 999"))
        except ValueError as exc:
            show_warning(
                self.window,
                self.tr("Venue feed"),
                fill(self.tr("The venue feed cannot start: %1"), str(exc)),
            )
            return False
        self.stop()
        assert venue is not None and table is not None
        self.in_use = (url, venue, table)  # shown by the dialog, saved or not
        folder = self.session.locations.data
        if folder is None:
            import tempfile
            from pathlib import Path

            folder = Path(tempfile.mkdtemp(prefix="pool-scoreboard-feed-"))
        try:
            self.outbox = Outbox(folder / OUTBOX_FILE)
        except (OSError, sqlite3.Error) as exc:
            # a read-only or full data folder: no result could be kept, so no feed
            self.in_use = None
            show_warning(
                self.window,
                self.tr("Venue feed"),
                fill(self.tr("The venue feed cannot start: %1"), f"{folder / OUTBOX_FILE}: {exc}"),
            )
            return False
        self.feed = TableFeed(
            address,
            venue,
            table,
            self.outbox,
            self._sink,
            on_assignment=self._on_assignment,
            on_status=lambda _online: self._show_status(),
            on_conflict=self._on_conflict,
        )
        self.bridge = FeedBridge(self._handle, self)
        self.feed.start()
        # every machine on the feed sees the whole venue: the venue board and /overlay/venue
        self.watch = VenueWatch(address, venue, self._watch_sink, on_change=self._venue_changed)
        self.watch_bridge = FeedBridge(self.watch.handle, self)
        self.watch.start()
        if self._server_of is not None:
            self._server_of().venue = self.watch  # type: ignore[attr-defined]
        self.board_action.setEnabled(True)
        self.timer.start()
        self._on_snapshot(self.controller.snapshot)
        self._show_status()
        return True

    def _handle(self, event: object) -> None:
        if self.feed is not None:
            self.feed.handle(event)  # type: ignore[arg-type]
            self._show_status()

    def _sink(self, inbox: Inbox) -> None:
        if self.bridge is not None:
            self.bridge.sink(inbox)

    def _watch_sink(self, inbox: Inbox) -> None:
        if self.watch_bridge is not None:
            self.watch_bridge.sink(inbox)

    def _venue_changed(self, table: int) -> None:
        """Table ``table`` changed; 0: the broker came or went, or the desk's competition or
        league night changed (pushed to this machine's /overlay/venue and /overlay/league)."""
        if self.board is not None and self.board.isVisible():
            self.board.refresh()
        if self._server_of is not None and self.watch is not None:
            server = self._server_of()
            if getattr(server, "venue", None) is self.watch:
                server.venue_changed()  # type: ignore[attr-defined]

    def open_board(self) -> VenueBoard | None:
        """The venue board window, for a screen in the hall."""
        if self.watch is None:
            return None
        if self.board is None:
            from ui.venue.board_ui import VenueBoard

            watch = self.watch
            self.board = VenueBoard(
                lambda: watch.tables,
                connected=lambda: watch.online,
                league=lambda: watch.league,
            )
            self.board.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.board.refresh()
        self.board.show()
        self.board.raise_()
        return self.board

    def stop(self) -> None:
        if self.watch is not None:
            self.watch.stop()
            self.watch = None
            if self._server_of is not None:
                self._server_of().venue = None  # type: ignore[attr-defined]
        if self.watch_bridge is not None:
            self.watch_bridge.close()
            self.watch_bridge = None
        if self.board is not None:
            self.board.close()
            self.board.deleteLater()
            self.board = None
        self.board_action.setEnabled(False)
        if self.feed is None:
            return
        self.timer.stop()
        feed, self.feed = self.feed, None
        feed.stop()
        if self.bridge is not None:
            self.bridge.close()
            self.bridge = None
        if self.outbox is not None:
            self.outbox.close()
            self.outbox = None
        self.start_action.setEnabled(False)
        self._show_status()

    def _tick(self) -> None:
        if self.feed is not None:
            self.feed.tick()

    # -- the match ----------------------------------------------------------------------------

    def _match_id(self) -> str | None:
        return self.session.match_id

    def _on_snapshot(self, snap: Snapshot) -> None:
        if self.feed is None:
            return
        try:
            self.feed.show(snap, self._match_id(), clock_reading(self.clock))
            self._show_status()
        except Exception:  # the feed never stops the scorekeeper
            log.exception("feed: the state was not published")

    def _on_assignment(self, assignment: Assignment | None) -> None:
        self.start_action.setEnabled(assignment is not None)
        self.retranslate()
        if assignment is not None:
            a, b = assignment.players
            say(
                self.window,
                lambda: fill(
                    self.tr("Next match on this table: %1 – %2 (Competition menu, Start)"), a, b
                ),
                20000,
            )

    def _on_conflict(self, sent: ResultMessage, held: tuple[int, int] | None) -> None:
        """The desk refused this table's result: its bracket holds another one for the match."""
        a, b = sent.players
        ours = f"{a} {sent.racks[0]} – {sent.racks[1]} {b}"
        theirs = f"{a} {held[0]} – {held[1]} {b}" if held is not None else "—"
        say(
            self.window,
            lambda: fill(
                self.tr(
                    "The desk did not enter %1: its bracket holds %2 for this match. Tell the "
                    "desk which one is right."
                ),
                ours,
                theirs,
            ),
            60000,
        )

    def start_assigned(self) -> bool:
        """Start the match the desk assigned to this table, everything filled in."""
        a = self.feed.assignment if self.feed is not None else None
        if a is None or self.feed is None:
            return False
        snap = self.controller.snapshot
        if snap.players.names[0] and snap.winner is None and len(snap.history) > 0:
            answer = ask_question(
                self.window,
                self.tr("Start a match"),
                self.tr(
                    "A match is in progress in the scorekeeper. It stays saved and can be "
                    "resumed later. Start this one?"
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        try:
            # who breaks and a team match's partners, when the desk says (a league's rubber)
            config = replace(
                match_config(a.players, a.discipline, a.ruleset, a.race, race=a.handicap),
                breaker=a.breaker,
                partners=a.partners,
            )
            config.validate()
            if self._start is not None:  # with the event's shot clock, as the desk's own
                started = self._start(config, a.shot_clock or None)
            else:
                started = self.session.new_match(config)
        except ValueError as exc:
            show_warning(self.window, self.tr("Venue feed"), str(exc))
            return False
        match_id = self._match_id()
        clear(self.window)
        if started and match_id is not None:
            self.feed.start_assigned(match_id, a)
            self._on_snapshot(self.controller.snapshot)
        return bool(started)

    # -- status -------------------------------------------------------------------------------

    def _show_status(self) -> None:
        feed = self.feed
        if feed is None:
            self.label.hide()
            return
        where = fill(self.tr("Table %1"), str(feed.table))
        if feed.online:
            text = fill(self.tr("%1 · feed online"), where)
            style = ""
        else:
            text = fill(self.tr("%1 · feed offline, scoring goes on"), where)
            style = "color: #d08000; font-weight: bold;"
        pending = len(feed.outbox.pending())
        if pending:
            text += " · " + self.tr("%n result(s) to send", "", pending)
        self.label.setText(text)
        self.label.setStyleSheet(style)
        self.label.show()

    # -- the dialog ---------------------------------------------------------------------------

    def open_dialog(self) -> None:
        with modal(FeedDialog(self.window, self)) as dialog:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            try:
                on, url, venue, table = dialog.choice()
            except ValueError as exc:
                show_warning(self.window, self.tr("Venue feed"), str(exc))
                return
        if on:
            from scoreboard.feed.client import parse_address

            try:
                parse_address(url)
            except ValueError as exc:
                show_warning(self.window, self.tr("Venue feed"), str(exc))
                return
        self.session.update_settings(
            feed_on=on, feed_url=url or None, feed_venue=venue or None, feed_table=table
        )
        if on:
            self.start(url, venue, table)
        else:
            self.stop()


class FeedDialog(QDialog):
    """On or off, the broker's address, the venue id and this table's number."""

    def __init__(self, parent: QWidget, control: FeedControl) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Venue feed"))
        settings = control.session.settings
        url, venue, table = control.in_use or (
            settings.feed_url if settings else None,
            settings.feed_venue if settings else None,
            settings.feed_table if settings else None,
        )
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.on = QCheckBox(self.tr("Send this table's match to the venue's broker"))
        self.on.setChecked(control.running)
        from ui.venue.login import LoginFields

        form.addRow(self.on)
        self.login = LoginFields(form, url or "", f"table-{table or 1}")
        self.url = self.login.url
        self.venue = QLineEdit(venue or "")
        self.venue.setPlaceholderText("club-norte")
        self.venue.setMaxLength(40)
        from scoreboard.feed import topics

        self.table = QSpinBox()
        self.table.setRange(1, topics.MAX_TABLE)
        self.table.setValue(table or 1)
        form.addRow(self.tr("Venue id"), self.venue)
        form.addRow(self.tr("Table number"), self.table)
        layout.addLayout(form)
        note = QLabel(
            self.tr(
                "The app connects out to the broker and opens no port. Use mqtts:// (TLS) on a "
                "network you do not control; the user is this table's login (table-N)."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def choice(self) -> tuple[bool, str, str, int]:
        """(on, address with its login, venue id, table); ValueError if the address is not
        one."""
        return (
            self.on.isChecked(),
            self.login.url_with_login(),
            self.venue.text().strip().lower(),
            self.table.value(),
        )
