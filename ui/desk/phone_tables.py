"""The desk's "Phone tables" tab: phone scoring switched on or off (off by default), the
address phones reach it on (this computer only by default, or one of its networks), and for
each phone table its match (players, score, who is at the table), the pairing QR code with its
six digits in large type, a new code, and the devices paired with it (the pen, the watchers,
those asking for the pen) with the pen handed over or a device revoked.

When wrong pairing codes come for a table (someone guessing its code), the table's line says
so and its detail says how many, from how many addresses, and when the last came; a new code
ends the guessing (the wrong codes were about the old one), and the detail says that too.
Wrong codes can come fast: the view is shown again at most every :data:`GUESS_MS`.

A device's name is what its phone sent: it is shown as plain text only.

Long because it is one tab of five parts drawn from the one hall they watch (the switch and its
address, the tables' lines, the pairing code, the devices, the guessing); the words for the
network and the devices are :mod:`ui.desk.phone_facts`'s.
"""

from __future__ import annotations

import time
from typing import Protocol

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scoreboard.match.inputs import Undo
from scoreboard.phones.pens import MAX_GUESSERS, Device, Guessing, Role
from scoreboard.table.table import Table
from ui.desk.phone_facts import (
    LOOPBACK,
    SEEN_MS,
    device_name,
    interface_addresses,
    paired_at,
    seen_at,
    spaced_code,
)
from ui.desk.phone_feed import PhoneFeeds
from ui.desk.phone_link import MAX_PHONE_TABLES, PhoneDesk
from ui.desk.qr import QrCode
from ui.i18n import fill, tr
from ui.plain import ask_question, plain, set_tooltip, show_warning
from ui.status_words import say

#: The view shows a table's guessing again at most this often (milliseconds).
GUESS_MS = 250


class Settings(Protocol):
    """Where a few of the desk's choices are kept (the desk's feed file)."""

    def recall(self, key: str) -> str | None: ...

    def remember(self, **values: str | int) -> None: ...


class PhoneTablesPanel(QWidget):
    """The phone tables of ``phones``, shown and acted on."""

    def __init__(
        self, phones: PhoneDesk, parent: QWidget | None = None, *, feeds: PhoneFeeds | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("phone-tables")
        self.phones = phones
        self.selected = ""
        self.tabs: QTabWidget | None = None  # the desk's tabs, when it is one of them
        #: where the organiser's choices are kept for next time (the desk's feed file)
        self.store: Settings | None = None
        #: the phone tables on the venue feed
        self.feeds = feeds
        layout = QVBoxLayout(self)
        layout.addWidget(self._build_settings())
        body = QHBoxLayout()
        self.table_list = QListWidget()
        self.table_list.setWordWrap(True)
        self.table_list.currentItemChanged.connect(self._picked)
        body.addWidget(self.table_list, 2)
        body.addWidget(self._build_detail(), 3)
        layout.addLayout(body, 1)
        phones.changed.connect(self._phones_changed)
        #: the tables whose guessing a new code ended (said until guessed at again)
        self.renewed: set[str] = set()
        self._guessed_at: set[str] = set()  # tables guessed at since last shown
        self.guess_timer = QTimer(self)
        self.guess_timer.setSingleShot(True)
        self.guess_timer.setInterval(GUESS_MS)
        self.guess_timer.timeout.connect(self._guesses_again)
        phones.guessed.connect(self._guessed)
        # a device's "last seen" moves with every request it makes: shown again now and then
        self.seen_timer = QTimer(self)
        self.seen_timer.setInterval(SEEN_MS)
        self.seen_timer.timeout.connect(self._seen_again)
        self.seen_timer.start()
        self.retranslate()

    def _seen_again(self) -> None:
        hall = self.phones.hall
        if self.isVisible() and hall is not None and self.selected and self.phones.count:
            self._fill_devices(hall.service.devices(self.selected))

    # -- building -----------------------------------------------------------------------------

    def _build_settings(self) -> QGroupBox:
        self.settings = QGroupBox()
        form = QFormLayout(self.settings)
        self.on_box = QCheckBox()
        self.on_box.toggled.connect(self._switch)
        self.address = QComboBox()
        for a in interface_addresses():
            self.address.addItem(a, a)
        self.port = QSpinBox()
        self.port.setRange(0, 65535)  # 0: any free port (the QR code has the one taken)
        from ui.servers.phone_server import DEFAULT_PHONE_PORT  # the server's, imported when shown

        self.port.setValue(DEFAULT_PHONE_PORT)
        self.count = QSpinBox()
        self.count.setRange(1, MAX_PHONE_TABLES)
        self.count.setValue(4)
        self.count.valueChanged.connect(self._count_changed)
        self.watch_box = QCheckBox()
        self.auto_box = QCheckBox()
        self.auto_box.toggled.connect(self._auto)
        # the phone tables' logins on the venue feed: never shown as typed, never kept
        self.feed_password = QLineEdit()
        self.feed_password.setEchoMode(QLineEdit.EchoMode.Password)
        self.feed_password.setMaxLength(256)
        self.feed_password.editingFinished.connect(self._feed_password)
        self.address_label, self.port_label, self.count_label = QLabel(), QLabel(), QLabel()
        self.password_label = QLabel()
        row = QHBoxLayout()
        row.addWidget(self.address, 1)
        row.addWidget(self.port_label)
        row.addWidget(self.port)
        form.addRow(self.on_box)
        form.addRow(self.address_label, row)
        form.addRow(self.count_label, self.count)
        form.addRow(self.watch_box)
        form.addRow(self.auto_box)
        form.addRow(self.password_label, self.feed_password)
        return self.settings

    def _build_detail(self) -> QGroupBox:
        self.detail = QGroupBox()
        grid = QGridLayout(self.detail)
        grid.addLayout(self._build_state(), 0, 0, 1, 2)
        self.qr = QrCode()
        grid.addWidget(self.qr, 1, 0, 3, 1)
        self.code_title = QLabel()
        self.code_label = QLabel()
        self.code_label.setObjectName("pair-code")
        big = QFont(self.code_label.font())
        big.setPointSizeF(big.pointSizeF() * 3.2)
        big.setBold(True)
        big.setStyleHint(QFont.StyleHint.Monospace)
        self.code_label.setFont(big)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.url_label = QLabel()
        self.url_label.setWordWrap(True)
        self.url_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.new_code_btn = QPushButton()
        self.new_code_btn.clicked.connect(self.new_code)
        self.guess_label = QLabel()
        self.guess_label.setObjectName("pairing-guessed")
        self.guess_label.setWordWrap(True)
        self.guess_label.hide()
        code_box = QVBoxLayout()
        for w in (
            self.code_title,
            self.code_label,
            self.url_label,
            self.new_code_btn,
            self.guess_label,
        ):
            code_box.addWidget(w)
        code_box.addStretch(1)
        grid.addLayout(code_box, 1, 1, 3, 1)
        self.devices_label = QLabel()
        grid.addWidget(self.devices_label, 4, 0, 1, 2)
        self.devices = QTreeWidget()
        self.devices.setRootIsDecorated(False)
        self.devices.setColumnCount(4)
        # each column as wide as its heading or its widest line, in either language
        self.devices.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.devices.currentItemChanged.connect(lambda *_: self._enable())
        grid.addWidget(self.devices, 5, 0, 1, 2)
        row = QHBoxLayout()
        self.approve_btn = QPushButton()
        self.approve_btn.clicked.connect(self.approve)
        self.revoke_btn = QPushButton()
        self.revoke_btn.clicked.connect(self.revoke)
        row.addWidget(self.approve_btn)
        row.addWidget(self.revoke_btn)
        row.addStretch(1)
        grid.addLayout(row, 6, 0, 1, 2)
        grid.setRowStretch(5, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        plain(self.state_label, self.code_label, self.url_label, self.code_title, self.guess_label)
        return self.detail

    def _build_state(self) -> QHBoxLayout:
        """The table's match in words, and the button that takes its last entry back."""
        self.state_label = QLabel()
        self.state_label.setWordWrap(True)
        self.undo_btn = QPushButton()
        self.undo_btn.clicked.connect(self.undo_last)
        row = QHBoxLayout()
        row.addWidget(self.state_label, 1)
        row.addWidget(self.undo_btn, 0, Qt.AlignmentFlag.AlignTop)
        return row

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def add_to(self, tabs: QTabWidget) -> None:
        """Become the last tab of ``tabs`` (the desk's)."""
        self.tabs = tabs
        tabs.addTab(self, "")
        self.retranslate()

    def retranslate(self) -> None:
        if self.tabs is not None:
            self.tabs.setTabText(self.tabs.indexOf(self), tr("Phone tables"))
        self.settings.setTitle(tr("Phone scoring"))
        self.on_box.setText(tr("Score tables from phones"))
        self.address_label.setText(tr("Phones reach this computer at"))
        self.address.setItemText(0, fill(tr("this computer only (%1)"), LOOPBACK))
        self.port_label.setText(tr("port"))
        self.port.setSpecialValueText(tr("any free"))
        wide = self.port.fontMetrics().horizontalAdvance(self.port.specialValueText() + " 65535")
        self.port.setMinimumWidth(wide + 24)
        self.count_label.setText(tr("Tables scored by phone (from table 1)"))
        self.watch_box.setText(tr("Let phones watch a table without pairing"))
        self.auto_box.setText(
            tr("When a phone table frees, assign and start the next ready match by itself")
        )
        self.password_label.setText(tr("Venue feed: password of the logins table-N"))
        self.feed_password.setPlaceholderText(tr("none (a broker without logins)"))
        self.code_title.setText(tr("Pairing code"))
        self.new_code_btn.setText(tr("New code"))
        self.undo_btn.setText(tr("Undo its last entry"))
        set_tooltip(
            self.undo_btn,
            tr(
                "Take back the table's last entry, a mis-tapped winning shot too, until its "
                "result is confirmed or its next match starts. Its phones are told."
            ),
        )
        self.devices_label.setText(tr("Devices paired with this table"))
        self.devices.setHeaderLabels([tr("Device"), tr("Role"), tr("Paired at"), tr("Last seen")])
        self.approve_btn.setText(tr("Give it the pen"))
        self.revoke_btn.setText(tr("Revoke"))
        self.refresh()

    # -- settings -----------------------------------------------------------------------------

    def keep_in(self, store: Settings) -> None:
        """Take the choices kept in ``store`` (read as untrusted: anything that is not a
        choice the tab offers is left as it is) and keep each new choice there. Phone scoring
        itself starts off, whatever was chosen last time, unless the hall serves already
        (``--phones``): then its tables are the ones chosen (and any table with a match in
        play)."""
        self.store = store
        self.count.blockSignals(True)  # the choices taken, then the tables served once
        try:
            self._recall(store)
        finally:
            self.count.blockSignals(False)
        if self.phones.on:  # the hall serves already (--phones): with the tables chosen
            self.phones.set_count(self.count.value())

    def _recall(self, store: Settings) -> None:
        host = store.recall("phones_host")
        if host is not None and self.address.findData(host) >= 0:
            self.address.setCurrentIndex(self.address.findData(host))
        for box, key in ((self.port, "phones_port"), (self.count, "phones_tables")):
            value = store.recall(key) or ""
            if value.isascii() and value.isdigit() and len(value) <= 5:
                if box.minimum() <= int(value) <= box.maximum():
                    box.setValue(int(value))
        for check, key in ((self.watch_box, "phones_open"), (self.auto_box, "phones_auto")):
            flag = store.recall(key)
            if flag in ("0", "1"):
                check.setChecked(flag == "1")
        if self.phones.on:  # never fewer than a table with a match in play
            self.count.setValue(max(self.count.value(), self._highest_in_play()))

    def _highest_in_play(self) -> int:
        """The highest phone table with a match on it (0: none)."""
        hall = self.phones.hall
        names = [n for n in hall.tables.names if hall.tables[n].journal] if hall else []
        return max((int(n) for n in names if n.isdigit() and int(n) <= MAX_PHONE_TABLES), default=0)

    def _keep(self) -> None:
        if self.store is not None:
            self.store.remember(
                phones_host=self.host(),
                phones_port=self.port.value(),
                phones_tables=self.count.value(),
                phones_open=int(self.watch_box.isChecked()),
                phones_auto=int(self.auto_box.isChecked()),
            )

    def host(self) -> str:
        return str(self.address.currentData() or LOOPBACK)

    def _count_changed(self, value: int) -> None:
        """While the tables are served: tables 1 … ``value`` scored by phone from now on,
        never fewer than the highest one with a match in play (it stays a phone table)."""
        if not self.phones.on or value == self.phones.count:
            return
        lowest = self._highest_in_play()
        if value < lowest:
            self.count.setValue(lowest)
            say(
                self.phones.desk,
                lambda: fill(
                    tr("Table %1 has a match in play: it stays a phone table."), str(lowest)
                ),
                8000,
            )
            return
        self.phones.set_count(value)
        self._keep()

    def _switch(self, on: bool) -> None:
        if on:
            try:
                self.phones.switch_on(
                    self.count.value(),
                    self.host(),
                    self.port.value(),
                    open_watch=self.watch_box.isChecked(),
                )
            except (OSError, ValueError) as exc:
                show_warning(
                    self,
                    tr("Phone scoring"),
                    fill(tr("Phone scoring cannot start: %1"), str(exc)),
                )
                self.on_box.setChecked(False)
                return
            self._keep()
        else:
            self.phones.switch_off()
        self.refresh()

    def _feed_password(self) -> None:
        if self.feeds is not None:
            self.feeds.set_password(self.feed_password.text())

    def _auto(self, on: bool) -> None:
        self.phones.auto_assign = on
        self._keep()

    # -- the tables ---------------------------------------------------------------------------

    def _phones_changed(self, name: str) -> None:
        if not name or name == self.selected or self.table_list.count() != len(self.phones.names()):
            self.refresh()
        else:
            self._fill_list()

    def refresh(self) -> None:
        on = self.phones.on and self.phones.count > 0
        for w in (self.address, self.port, self.watch_box):
            w.setEnabled(not on)  # the tables' number changes while they are served
        server = self.phones.server
        if on and server is not None and server.port:
            self.port.setValue(server.port)  # the one listened on (chosen, or any free)
            self.watch_box.setChecked(server.open_watch)  # as served (--phones-open)
        if on != self.on_box.isChecked():
            self.on_box.blockSignals(True)
            self.on_box.setChecked(on)
            self.on_box.blockSignals(False)
        self._fill_list()
        self._show_table()

    def _fill_list(self) -> None:
        names = self.phones.names() if self.phones.count else ()
        self.table_list.blockSignals(True)
        self.table_list.clear()
        for name in names:
            item = QListWidgetItem(self._table_line(name))
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.table_list.addItem(item)
            if name == self.selected:
                self.table_list.setCurrentItem(item)
        if names and self.table_list.currentItem() is None:
            self.table_list.setCurrentRow(0)
            self.selected = names[0]
        if not names:
            self.selected = ""
        self.table_list.blockSignals(False)

    def _picked(self, item: QListWidgetItem | None, _before: object = None) -> None:
        self.selected = item.data(Qt.ItemDataRole.UserRole) if item is not None else ""
        self._show_table()

    def _table_line(self, name: str) -> str:
        head = fill(tr("Table %1"), name)
        hall = self.phones.hall
        devices = [d for d in hall.service.devices(name) if not d.revoked] if hall else []
        pen = next((device_name(d) for d in devices if d.role is Role.PEN), None)
        if pen is not None:
            head += " · " + fill(tr("pen: %1"), pen)
        asking = sum(1 for d in devices if d.asking)
        if asking:
            head += " · " + fill(tr("%1 asking for the pen"), str(asking))
        if hall is not None and hall.service.guessing(name) is not None:
            head += " · " + tr("someone is guessing the code")
        return head + "\n" + self._score_line(name)

    def _score_line(self, name: str) -> str:
        table = self.phones.table(name)
        if table is None or table.journal is None and table.snapshot.winner is None:
            return tr("No match")
        snap = table.snapshot
        a, b = snap.players.names
        ra, rb = snap.result_score
        line = f"{a} {ra} – {rb} {b}"
        if snap.winner is not None:
            return line + " · " + fill(tr("%1 won"), snap.players.names[snap.winner])
        at = snap.rack.turn
        if at is None:  # the lag: nobody at the table yet
            return line + " · " + tr("the lag for the break")
        return line + " · " + fill(tr("at the table: %1"), snap.players.names[at])

    def _show_table(self) -> None:
        name = self.selected
        hall = self.phones.hall
        shown = bool(name) and hall is not None and self.phones.count > 0
        self.detail.setEnabled(shown)
        if not shown:
            self.detail.setTitle(tr("No phone table"))
            self.state_label.setText(
                tr("Switch phone scoring on to pair phones with the tables.")
                if not self.phones.on or not self.phones.count
                else ""
            )
            self.qr.set_text("")
            self.code_label.setText("––– –––")
            self.url_label.setText("")
            self._show_guessing(None)
            self.devices.clear()
            self._enable()
            return
        assert hall is not None
        self.detail.setTitle(fill(tr("Table %1"), name))
        coming = self.phones.coming(name)
        text = self._score_line(name)
        if coming is not None and len(coming["players"]) == 2:
            a, b = coming["players"]
            text += "\n" + fill(tr("Next: %1 vs %2, race to %3"), a, b, str(coming["race"]))
        self.state_label.setText(text)
        code = hall.service.code(name)
        url = self.phones.url(name, code)
        self.qr.set_text(url)
        self.code_label.setText(spaced_code(code))
        if self.host() == LOOPBACK:  # the default: safe, and of no use to a phone
            url_text = (
                url
                + "\n"
                + tr(
                    "Only this computer can open it: to pair a phone, switch off and choose this "
                    "computer's address on the venue's network."
                )
            )
        else:
            url_text = url
        self.url_label.setText(url_text)
        self._show_guessing(hall.service.guessing(name))
        self._fill_devices(hall.service.devices(name))

    def _show_guessing(self, guessing: Guessing | None) -> None:
        """The selected table's guessing, or that a new code ended it, or nothing."""
        if guessing is not None:
            addresses = str(guessing.sources)
            if guessing.more:
                addresses = fill(tr("more than %1"), str(MAX_GUESSERS))
            text = fill(
                tr(
                    "Someone is guessing this table's pairing code. Wrong codes: %1, from "
                    "addresses: %2, the last at %3. New code stops it."
                ),
                str(guessing.wrong),
                addresses,
                seen_at(guessing.last),
            )
        elif self.selected in self.renewed:
            text = tr("New code: the guessing of the old code has ended.")
        else:
            text = ""
        self.guess_label.setText(text)
        self.guess_label.setVisible(bool(text))

    def _guessed(self, name: str) -> None:
        self._guessed_at.add(name)
        # not restarted while it runs: wrong codes that keep coming are shown every GUESS_MS
        if not self.guess_timer.isActive():
            self.guess_timer.start()

    def _guesses_again(self) -> None:
        """Wrong codes came (or a guessing ended): those tables' lines, and the selected
        table's words."""
        names, self._guessed_at = self._guessed_at, set()
        for row in range(self.table_list.count()):
            item = self.table_list.item(row)
            name = item.data(Qt.ItemDataRole.UserRole)
            if name in names:
                item.setText(self._table_line(name))
        hall = self.phones.hall
        if hall is not None and self.selected in names and self.phones.count:
            self._show_guessing(hall.service.guessing(self.selected))

    def _fill_devices(self, devices: tuple[Device, ...]) -> None:
        current = self._device_ref()
        self.devices.clear()
        for d in devices:
            if d.revoked:
                continue
            item = QTreeWidgetItem(
                [device_name(d), self._role(d), paired_at(d.paired), seen_at(d.seen)]
            )
            item.setData(0, Qt.ItemDataRole.UserRole, d.ref)
            self.devices.addTopLevelItem(item)
            if d.ref == current:
                self.devices.setCurrentItem(item)
        self._enable()

    @staticmethod
    def _role(d: Device) -> str:
        if d.role is Role.PEN:
            return tr("holds the pen")
        if d.asking:
            return tr("asks for the pen")
        return tr("watches (lost the pen)") if d.held_pen else tr("watches")

    def _device_ref(self) -> str | None:
        item = self.devices.currentItem()
        return item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None

    def _device(self) -> Device | None:
        ref, hall = self._device_ref(), self.phones.hall
        if ref is None or hall is None:
            return None
        return next((d for d in hall.service.devices(self.selected) if d.ref == ref), None)

    def _enable(self) -> None:
        d = self._device()
        self.approve_btn.setEnabled(d is not None and d.role is not Role.PEN)
        self.revoke_btn.setEnabled(d is not None)
        self.new_code_btn.setEnabled(bool(self.selected) and self.phones.hall is not None)
        self.undo_btn.setEnabled(self._undoable() is not None)

    def _undoable(self) -> Table | None:
        """The selected phone table, when its match in play has an entry to take back."""
        hall = self.phones.hall
        table = hall.tables.get(self.selected) if hall is not None and self.selected else None
        if table is None or table.journal is None or not table.snapshot.can_undo:
            return None
        return table

    # -- acting -------------------------------------------------------------------------------

    def new_code(self) -> None:
        hall = self.phones.hall
        if hall is not None and self.selected:
            if hall.service.guessing(self.selected) is not None:
                self.renewed.add(self.selected)
            hall.new_code(self.selected)
            self._fill_list()
            self._show_table()

    def undo_last(self) -> None:
        """Take back the selected table's last entry, once the organiser says so (a won
        match's result leaves the bracket again, as when its phone undoes it)."""
        table = self._undoable()
        if table is None:
            return
        answer = ask_question(
            self,
            tr("Phone scoring"),
            fill(
                tr("Undo the last entry on table %1? %2"),
                self.selected,
                self._score_line(self.selected),
            ),
        )
        if answer != QMessageBox.StandardButton.Yes or self._undoable() is not table:
            return
        outcome = table.submit(Undo(time.time()))
        if not outcome.accepted:
            show_warning(self, tr("Phone scoring"), outcome.message)
        self._show_table()

    def approve(self) -> None:
        d, hall = self._device(), self.phones.hall
        if d is None or hall is None:
            return
        self._said(hall.approve_handover(self.selected, d.ref).code)

    def revoke(self) -> None:
        d, hall = self._device(), self.phones.hall
        if d is None or hall is None:
            return
        self._said(hall.revoke(d.ref).code)

    def _said(self, code: str) -> None:
        if code == "not-kept":
            show_warning(
                self,
                tr("Phone scoring"),
                tr("The disk did not keep the change; it is kept in memory and written later."),
            )
        elif code:
            show_warning(self, tr("Phone scoring"), tr("This device is no longer paired."))
        self._show_table()
