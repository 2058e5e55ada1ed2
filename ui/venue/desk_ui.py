"""The desk on the venue feed: every table live (who plays, the score, offline tables
flagged), assignments sent to the tables as they are made at the desk, results entered in the
bracket as they arrive (each result id once), and the competition published for the hall's
screens whenever it changes (cleared when the desk closes)."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scoreboard.competition import State
from scoreboard.feed import topics
from scoreboard.feed.client import parse_address
from scoreboard.feed.desk import DeskFeed, apply_result, assignment_for
from scoreboard.feed.messages import Assignment, ResultMessage
from scoreboard.feed.outbox import LEDGER_FILE, Ledger
from ui.i18n import tr
from ui.plain import show_warning
from ui.venue.board_ui import VenueBoard
from ui.venue.bridge import FeedBridge

log = logging.getLogger(__name__)


def table_line(n: int, state: dict | None, online: bool | None) -> str:
    """One table as the desk and the venue board list it, in plain words."""
    head = tr("Table %1").replace("%1", str(n))
    if state is None or not state["match"]["started"]:
        body = tr("no match")
    else:
        a, b = state["players"]
        body = f"{a['name']} {a['racks_won']} – {b['racks_won']} {b['name']}"
        if state["match"]["over"]:
            body += " · " + tr("finished")
    if online is False:
        body += " · " + tr("OFFLINE")
    return f"{head}: {body}"


class DeskFeedControl(QObject):
    """The venue feed of a :class:`ui.desk.window.DeskWindow`."""

    def __init__(self, desk, folder: Path | None) -> None:  # noqa: ANN001
        super().__init__(desk)
        self.desk = desk
        self.folder = folder
        self.feed: DeskFeed | None = None
        self.bridge: FeedBridge | None = None
        self.ledger: Ledger | None = None
        self.sent: dict[int, Assignment | None] = {}
        self.list = QListWidget()
        self.list.setObjectName("feed-tables")
        self.dock = QDockWidget(desk)
        self.dock.setObjectName("feed-dock")
        self.dock.setWidget(self.list)
        desk.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self.action = desk.menu.addAction("", self.open_dialog)
        self.action.setObjectName("desk-feed")
        self.board_action = desk.menu.addAction("", self.open_board)
        self.board_action.setObjectName("desk-venue-board")
        self.board: VenueBoard | None = None
        desk.changed.connect(self.send_assignments)
        desk.changed.connect(self.send_competition)
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

    def start(self, url: str, venue: str) -> bool:
        try:
            address = parse_address(url)
            if not topics.valid_venue(venue):
                raise ValueError(
                    self.tr("the venue id is 1 to 40 lower-case letters, digits and dashes")
                )
        except ValueError as exc:
            show_warning(
                self.desk,
                self.tr("Venue feed"),
                self.tr("The venue feed cannot start: %1").replace("%1", str(exc)),
            )
            return False
        self.stop()
        folder = self.folder
        if folder is None:
            import tempfile

            folder = Path(tempfile.mkdtemp(prefix="pool-scoreboard-desk-"))
        self.ledger = Ledger(folder / LEDGER_FILE)
        self.feed = DeskFeed(
            address, venue, self.ledger, self._sink, self._apply, on_change=self._table_changed
        )
        self.bridge = FeedBridge(self._handle, self)
        self.sent = {}
        self.feed.start()
        self.dock.show()
        self.send_assignments()
        self.send_competition()
        return True

    def stop(self) -> None:
        if self.feed is None:
            return
        feed, self.feed = self.feed, None
        feed.stop()
        if self.bridge is not None:
            self.bridge.close()
            self.bridge = None
        if self.ledger is not None:
            self.ledger.close()
            self.ledger = None

    def _sink(self, event: object) -> None:
        if self.bridge is not None:
            self.bridge.sink(event)

    def _handle(self, event: object) -> None:
        if self.feed is not None:
            was = self.feed.online
            self.feed.handle(event)  # type: ignore[arg-type]
            if self.feed.online and not was:
                self.sent = {}  # retained on the broker, but a restarted broker lost them
                self.send_assignments()
                self.send_competition()

    # -- assignments out, results in ------------------------------------------------------------

    def send_assignments(self) -> None:
        """Each table gets the match on it (retained); a table whose match is over or taken
        off gets its assignment cleared."""
        c = self.desk.c
        if self.feed is None or c is None or not c.drawn:
            return
        now: dict[int, Assignment | None] = {t: None for t in self.sent}
        for slot_id, table in c.on_table.items():
            if c.slot(slot_id).state is State.ON_TABLE:
                now[table] = assignment_for(c, slot_id)
        for table, a in now.items():
            if self.sent.get(table, "unsent") != a:
                self.feed.assign(table, a)
                self.sent[table] = a

    def send_competition(self) -> None:
        """The desk's competition for the hall's screens (retained), only when it changed."""
        if self.feed is not None:
            self.feed.show_competition(self.desk.c)

    def _apply(self, r: ResultMessage) -> bool | None:
        verdict = apply_result(self.desk.c, r)
        if verdict:
            self.desk._changed()  # noqa: SLF001 - saved, redrawn, spectators told
            self.desk.statusBar().showMessage(
                self.tr("Result from table %1 entered: %2")
                .replace("%1", str(r.table))
                .replace("%2", f"{r.players[0]} {r.racks[0]} – {r.racks[1]} {r.players[1]}"),
                15000,
            )
        return verdict

    # -- the tables ---------------------------------------------------------------------------

    def _table_changed(self, _table: int) -> None:
        self.show_tables()
        if self.board is not None and self.board.isVisible():
            self.board.refresh()

    def open_board(self) -> VenueBoard:
        """The venue board: the tables live, the bracket or standings between rounds."""
        if self.board is None:
            self.board = VenueBoard(
                lambda: self.feed.tables if self.feed is not None else {},
                lambda: (self.desk.c, self.desk.spectator_mode),
            )
            self.board.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
            self.desk.changed.connect(self.board.refresh)
        self.board.refresh()
        self.board.show()
        self.board.raise_()
        return self.board

    def show_tables(self) -> None:
        self.list.clear()
        if self.feed is None:
            return
        for n in sorted(self.feed.tables):
            view = self.feed.tables[n]
            item = QListWidgetItem(table_line(n, view.state, view.online))
            if view.online is False:
                item.setForeground(QBrush(QColor("#c03030")))
            self.list.addItem(item)

    def open_dialog(self) -> None:
        dialog = DeskFeedDialog(self.desk)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            url, venue = dialog.choice()
            self.start(url, venue)


class DeskFeedDialog(QDialog):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Venue feed"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.url = QLineEdit()
        self.url.setPlaceholderText("mqtt://192.168.1.10:1883")
        self.url.setMaxLength(1024)
        self.venue = QLineEdit()
        self.venue.setPlaceholderText("club-norte")
        self.venue.setMaxLength(40)
        form.addRow(self.tr("Broker address"), self.url)
        form.addRow(self.tr("Venue id"), self.venue)
        layout.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def choice(self) -> tuple[str, str]:
        return self.url.text().strip(), self.venue.text().strip().lower()
