"""The desk on the venue feed: every table live (who plays, the score, offline tables
flagged), assignments sent to the tables as they are made at the desk, results entered in the
bracket as they arrive (each result id once, and only from the table the match is on), and
the competition and the league night published for the hall's screens whenever they change
(cleared when the desk closes, or the League night window). While the broker is lost a banner stays at the top of the desk and every table's
status is unknown, until the table's status comes again (the broker sends every table's retained
status at each reconnection). What the feed brings is handled a batch per turn of the event loop
(:mod:`ui.adapters.feed_bridge`) and the tables are drawn again once per batch. The broker's address, the venue and the number of tables are remembered
in the desk's feed file; the password is never shown as typed nor shown back."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from scoreboard.competition import State
from scoreboard.feed import topics
from scoreboard.feed.client import parse_address
from scoreboard.feed.desk import DeskFeed, TableView, apply_result, assignment_for
from scoreboard.feed.messages import Assignment, ResultMessage
from scoreboard.feed.outbox import LEDGER_FILE, Ledger
from scoreboard.feed.rubbers import venue_rubbers
from ui.adapters.feed_bridge import FeedBridge
from ui.desk.feed_panel import BrokerBanner, FeedPanel, refusal_line
from ui.i18n import fill
from ui.modal import modal
from ui.plain import show_warning
from ui.status_words import say
from ui.venue.board_ui import VenueBoard
from ui.venue.login import LoginFields

if TYPE_CHECKING:
    from scoreboard.feed.inbox import Inbox
    from ui.desk.window import DeskWindow

log = logging.getLogger(__name__)

#: the tables the desk knows by their logins when nothing else is said (the example ACL's)
DEFAULT_TABLES = 16


class DeskFeedControl(QObject):
    """The venue feed of a :class:`ui.desk.window.DeskWindow`."""

    #: the desk went on the feed, or off it
    running_changed = Signal()
    #: the feed's tables changed, or its broker came or went (once per turn of the event loop)
    tables_changed = Signal()

    def __init__(
        self,
        desk: DeskWindow,
        folder: Path | None,
        *,
        more_tables: Callable[[], dict[int, TableView]] | None = None,
        calls: Callable[[], list[str]] | None = None,
    ) -> None:
        super().__init__(desk)
        self.desk = desk
        self.folder = folder
        self.feed: DeskFeed | None = None
        self.bridge: FeedBridge | None = None
        self.ledger: Ledger | None = None
        self.sent: dict[int, Assignment | None] = {}
        #: the tables with a login on the broker (table-1 … table-N)
        self.logins = 0
        self.panel = FeedPanel(lambda: self.feed, competition=lambda: self.desk.c)
        self.list = self.panel.list
        self.dock = QDockWidget(desk)
        self.dock.setObjectName("feed-dock")
        self.dock.setWidget(self.panel)
        self.dock.setMinimumWidth(320)
        desk.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        # the banner across the top of the desk while the broker is lost
        self.banner = BrokerBanner()
        self.banner_bar = QToolBar(desk)
        self.banner_bar.setObjectName("feed-banner-bar")
        self.banner_bar.setMovable(False)
        self.banner_bar.setFloatable(False)
        self.banner_bar.toggleViewAction().setVisible(False)
        self.banner_bar.addWidget(self.banner)
        desk.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.banner_bar)
        self.banner_bar.hide()
        self.action = desk.menu.addAction("", self.open_dialog)
        self.action.setObjectName("desk-feed")
        self.board_action = desk.menu.addAction("", self.open_board)
        self.board_action.setObjectName("desk-venue-board")
        self.board: VenueBoard | None = None
        #: the tables' list and the board are to be drawn again at the next turn
        self._redraw_due = False
        #: more tables for the hall's board than the feed's (the phone tables), and the
        #: players called to their tables
        self.more_tables = more_tables
        self.calls = calls
        desk.changed.connect(self.send_assignments)
        desk.changed.connect(self.send_competition)
        desk.changed.connect(self._update_known)
        if desk.league_night is not None:
            desk.league_night.changed.connect(self.send_league)
            desk.league_night.changed.connect(self.send_assignments)
            desk.league_night.changed.connect(self._update_known)
        desk.installEventFilter(self)
        self.retranslate()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if obj is self.desk and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif obj is self.desk and event.type() == QEvent.Type.Close and self.feed is not None:
            self.feed.show_competition(None)  # the desk closes its competition
        return False

    def retranslate(self) -> None:
        self.action.setText(self.tr("Venue &feed…"))
        self.board_action.setText(self.tr("Venue &board"))
        self.dock.setWindowTitle(self.tr("Tables on the feed"))
        self.show_tables()

    def feed_folder(self) -> Path:
        """The folder of the desk's feed files (one of its own when the desk has none)."""
        if self.folder is None:
            import tempfile

            self.folder = Path(tempfile.mkdtemp(prefix="pool-scoreboard-desk-"))
        return self.folder

    def _open_ledger(self) -> Ledger:
        """The desk's feed file (the results dealt with, the settings), opened once."""
        if self.ledger is None:
            self.ledger = Ledger(self.feed_folder() / LEDGER_FILE)
        return self.ledger

    def recall(self, key: str) -> str | None:
        """A setting of the desk kept in its feed file (None: none, or the file cannot be
        read)."""
        try:
            return self._open_ledger().recall(key)
        except (OSError, sqlite3.Error):
            return None

    def remember(self, **values: str | int) -> None:
        """Keep settings of the desk in its feed file for next time (not kept: logged)."""
        try:
            self._open_ledger().remember(**values)
        except (OSError, sqlite3.Error) as exc:
            log.warning("the desk's settings were not kept: %s", exc)

    def remembered(self) -> tuple[str, str, int]:
        """The broker address (with its login), venue and number of tables used last."""
        try:
            ledger = self._open_ledger()
            url, venue = ledger.recall("url") or "", ledger.recall("venue") or ""
            tables = ledger.recall("tables") or ""
        except (OSError, sqlite3.Error):
            return "", "", 0
        n = int(tables) if tables.isascii() and tables.isdigit() and len(tables) < 4 else 0
        return url, venue, n if topics.valid_table(n) else 0

    def start(self, url: str, venue: str, tables: int | None = None) -> bool:
        """Connect to the broker at ``url`` as the desk of ``venue``, whose tables with a login
        are 1 to ``tables`` (by default those last used, else the competition's)."""
        try:
            address = parse_address(url)
            if not topics.valid_venue(venue):
                raise ValueError(
                    self.tr("the venue id is 1 to 40 lower-case letters, digits and dashes")
                )
            if tables is not None and not topics.valid_table(tables):
                raise ValueError(self.tr("the number of tables is 1 to 999"))
            ledger = self._open_ledger()
        except (ValueError, OSError, sqlite3.Error) as exc:
            show_warning(
                self.desk,
                self.tr("Venue feed"),
                fill(self.tr("The venue feed cannot start: %1"), str(exc)),
            )
            return False
        self.stop()
        c = self.desk.c
        self.logins = tables or self.remembered()[2] or (c.tables if c is not None else 0)
        self.logins = self.logins or DEFAULT_TABLES
        try:
            ledger.remember(url=url, venue=venue, tables=self.logins)
        except sqlite3.Error as exc:
            log.warning("feed: the desk's feed settings were not kept: %s", exc)
        self.feed = DeskFeed(
            address, venue, ledger, self._sink, self._apply, on_change=self._table_changed
        )
        self._update_known()
        self.bridge = FeedBridge(self._handle, self)
        self.sent = {}
        self.feed.start()
        self.dock.show()
        self.send_assignments()
        self.send_competition()
        self.send_league()
        self.show_tables()
        self.running_changed.emit()
        return True

    def stop(self) -> None:
        if self.feed is None:
            return
        feed, self.feed = self.feed, None
        feed.stop()
        if self.bridge is not None:
            self.bridge.close()
            self.bridge = None
        self.show_tables()
        self.running_changed.emit()

    def close(self) -> None:
        """At the app's end: off the feed, the board closed, the desk's feed file closed."""
        self.stop()
        if self.board is not None:
            self.board.close()
            self.board.deleteLater()
            self.board = None
        ledger, self.ledger = self.ledger, None
        if ledger is not None:
            ledger.close()

    def _update_known(self) -> None:
        """The tables the desk knows: those with a login, and those it assigned matches to."""
        if self.feed is not None:
            c = self.desk.c
            assigned = set(c.on_table.values()) if c is not None else set()
            assigned |= set(self.league_rubbers())
            self.feed.known = set(range(1, self.logins + 1)) | assigned
            self.panel.refresh()

    def _sink(self, inbox: Inbox) -> None:
        if self.bridge is not None:
            self.bridge.sink(inbox)

    def _handle(self, event: object) -> None:
        if self.feed is not None:
            was, refused = self.feed.online, self.feed.refused
            self.feed.handle(event)  # type: ignore[arg-type]
            if self.feed.refused is not refused and self.feed.refused:
                last, c = self.feed.refused[-1], self.desk.c
                say(self.desk, lambda: refusal_line(last, c), 15000)
            if self.feed.online and not was:
                self.sent = {}  # retained on the broker, but a restarted broker lost them
                self.send_assignments()
                self.send_competition()
                self.send_league()
            if self.feed.online != was:
                self.show_tables()

    # -- assignments out, results in ------------------------------------------------------------

    def send_assignments(self) -> None:
        """Each table gets the match on it (retained): a competition's, or a league night's
        rubber started on it from the League night window; a table whose match is over or
        taken off gets its assignment cleared."""
        c = self.desk.c
        if self.feed is None:
            return
        now: dict[int, Assignment | None] = {t: None for t in self.sent}
        # the league night's rubbers sent to a table, then the competition's matches
        now |= self.league_rubbers()
        for slot_id, table in c.on_table.items() if c is not None and c.drawn else ():
            if c is not None and c.slot(slot_id).state is State.ON_TABLE:
                now[table] = assignment_for(c, slot_id)
        for table, a in now.items():
            if self.sent.get(table, "unsent") != a:
                self.feed.assign(table, a)
                self.sent[table] = a

    def send_competition(self) -> None:
        """The desk's competition for the hall's screens (retained), only when it changed."""
        if self.feed is not None:
            self.feed.show_competition(self.desk.c)

    def send_league(self) -> None:
        """The league night open at the desk for the hall's screens (retained), cleared when
        none is open; only when it changed."""
        if self.feed is not None:
            self.feed.show_league(self.league_live())

    def _apply(self, r: ResultMessage) -> bool | None:
        """Enter a table's result in the bracket; once entered it is kept in the desk's history
        as received, under the table's match id (with the competition, in one save)."""
        c, night = self.desk.c, self.desk.league_night
        before = dict(c.results) if c is not None else {}
        self.desk.received[r.match_id] = _finished(r.finished_ms)
        verdict = apply_result(c, r)
        season = night.season if night is not None else None
        if verdict is None and night is not None and season is not None:
            # a league night's rubber sent to the table (the night keeps and shows it)
            started = season.started()
            verdict = night.rubber_received(r)
            entered = bool(verdict) and season.started() != started
        else:
            # "entered" only when it was: the same result already there changes nothing
            entered = bool(verdict) and c is not None and c.results != before
            if entered:
                self.desk.competition_changed()  # saved, redrawn, spectators told
        if entered:
            score = f"{r.players[0]} {r.racks[0]} – {r.racks[1]} {r.players[1]}"
            say(
                self.desk,
                lambda: fill(self.tr("Result from table %1 entered: %2"), str(r.table), score),
                15000,
            )
        return verdict

    # -- the tables ---------------------------------------------------------------------------

    def _table_changed(self, _table: int) -> None:
        """Redrawn once per turn of the event loop, however many messages a batch held."""
        if not self._redraw_due:
            self._redraw_due = True
            QTimer.singleShot(0, self, self._redraw)

    def _redraw(self) -> None:
        self._redraw_due = False
        self.show_tables()
        if self.board is not None and self.board.isVisible():
            self.board.refresh()
        self.tables_changed.emit()

    def open_board(self) -> VenueBoard:
        """The venue board: the tables live, the bracket or standings between rounds."""
        if self.board is None:
            self.board = VenueBoard(
                self.board_tables,
                lambda: (self.desk.c, self.desk.spectator_mode),
                connected=lambda: self.feed is None or self.feed.online,
                calls=lambda: self.calls() if self.calls is not None else [],
                league=self.league_live,
            )
            self.board.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
            self.desk.changed.connect(self.board.refresh)
            night = self.desk.league_night
            if night is not None:  # a rubber's end redraws the board as it does the window
                night.changed.connect(self.board.refresh)
        self.board.refresh()
        self.board.show()
        self.board.raise_()
        return self.board

    def league_rubbers(self) -> dict[int, Assignment]:
        """The rubbers of the League night window's season in play on venue tables."""
        night = self.desk.league_night
        return venue_rubbers(night.season if night is not None else None)

    def venue_tables(self) -> list[int]:
        """The tables of other laptops a league rubber may be sent to while the feed runs:
        those with a login and those on the feed, not the phone tables (this laptop's own)
        nor those shown apart; none while the feed is off."""
        if self.feed is None:
            return []
        own = set(self.more_tables()) if self.more_tables is not None else set()
        seen = set(self.feed.tables) - set(self.feed.apart())
        return sorted((set(range(1, self.logins + 1)) | seen) - own)

    def league_live(self) -> dict[str, Any] | None:
        """The league night open at the desk, as the hall's screens show it (None: none)."""
        night = self.desk.league_night
        return night.live() if night is not None else None

    def refresh_board(self) -> None:
        """The board shows the tables as they are now (when it is open)."""
        if self.board is not None and self.board.isVisible():
            self.board.refresh()

    def board_tables(self) -> dict[int, TableView]:
        """The hall sees the tables the desk knows, not those it shows apart, and the phone
        tables (a phone table's number wins over the feed's)."""
        more = self.more_tables() if self.more_tables is not None else {}
        if self.feed is None:
            return more
        apart = set(self.feed.apart())
        return {n: v for n, v in self.feed.tables.items() if n not in apart} | more

    def show_tables(self) -> None:
        self.panel.refresh()
        feed = self.feed
        lost = feed is not None and not feed.online
        if feed is not None:
            self.banner.show_state(feed.connection.address.url())
        self.banner_bar.setVisible(lost)

    def open_dialog(self) -> None:
        url, venue, tables = self.remembered()
        if self.feed is not None:
            venue = self.feed.venue
            tables = self.logins
        c = self.desk.c
        dialog = DeskFeedDialog(self.desk, url, venue, tables or (c.tables if c else 0) or 16)
        with modal(dialog):
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            try:
                url, venue, tables = dialog.choice()
            except ValueError as exc:
                show_warning(
                    self.desk,
                    self.tr("Venue feed"),
                    fill(self.tr("The venue feed cannot start: %1"), str(exc)),
                )
                return
        self.start(url, venue, tables)


def _finished(ms: int) -> str | None:
    """When a table's match finished, as the history writes a moment (None: not a moment)."""
    try:
        return datetime.fromtimestamp(ms / 1000, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    except (ValueError, OverflowError, OSError):
        return None


class DeskFeedDialog(QDialog):
    def __init__(self, parent: QWidget, url: str = "", venue: str = "", tables: int = 16) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Venue feed"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.login = LoginFields(form, url, "desk")
        self.url = self.login.url
        self.venue = QLineEdit(venue)
        self.venue.setPlaceholderText("club-norte")
        self.venue.setMaxLength(40)
        self.tables = QSpinBox()
        self.tables.setRange(1, topics.MAX_TABLE)
        self.tables.setValue(max(1, min(tables, topics.MAX_TABLE)))
        form.addRow(self.tr("Venue id"), self.venue)
        form.addRow(self.tr("Tables (logins table-1 … table-N)"), self.tables)
        layout.addLayout(form)
        note = QLabel(
            self.tr(
                "Use mqtts:// (TLS) on a network you do not control. A table the desk does not "
                "know (no login, no match assigned) is listed apart and can be removed."
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

    def choice(self) -> tuple[str, str, int]:
        """(address with its login, venue id, tables); ValueError if the address is not one."""
        return (
            self.login.url_with_login(),
            self.venue.text().strip().lower(),
            self.tables.value(),
        )
