"""The bar under the scorekeeper window that says where the won match in play stands with the
history: not stored yet (and tried again now and then), a match of the same identity already
stored (and the question whether to replace it), an undone win still there; and the word, once,
that the history's file was deleted or emptied under the app and written back."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

from scoreboard.service.session import Session
from ui.i18n import fill, tr
from ui.modal import modal
from ui.plain import set_tooltip

log = logging.getLogger(__name__)


class HistoryBar(QObject):
    """The history's bar of one scorekeeper window."""

    def __init__(
        self, window: QMainWindow, session: Session, retry_ms: int, *, unattended: bool
    ) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        #: Nobody is at the window: what would wait for an OK goes to the log only.
        self.unattended = unattended
        self._closed = False
        self._bar: QLabel | None = None
        self._conflict_asked: str | None = None
        # a won match the history could not take is tried again now and then
        self._retry_timer = QTimer(window)
        self._retry_timer.setInterval(retry_ms)
        self._retry_timer.timeout.connect(self._retry)

    @property
    def shown(self) -> bool:
        """True once the bar has been made (it then follows every snapshot)."""
        return self._bar is not None

    def closed(self) -> None:
        """The window is closed: no retry, no box."""
        self._retry_timer.stop()
        self._closed = True

    def show_state(self) -> None:
        """A lasting bar while the won match in play is not in the history; the question when
        the history holds another result under the same match."""
        session = self.session
        self.report_put_back()
        pending = session.history_pending
        undo = session.undo_pending
        if session.history_conflict:
            text = tr("Not in the history: a match with the same identity is already stored there.")
        elif pending:
            text = tr(
                "Not in the history yet: the history cannot take it now. The match is kept "
                "and will be stored at the next start."
            )
        elif undo:
            pending = undo
            text = tr(
                "The undone win is still in the history: the history cannot be changed now. "
                "The match is kept and offered at the next start; the win is taken out as soon "
                "as the history allows."
            )
        else:
            text = ""
        self._set_bar(text, pending or "")
        if pending and not session.history_conflict:
            if not self._retry_timer.isActive():
                self._retry_timer.start()
        else:
            self._retry_timer.stop()
        match_id = session.match_id
        if session.history_conflict and match_id is not None:
            if self._conflict_asked != match_id:
                self._conflict_asked = match_id
                QTimer.singleShot(0, self._ask_replace)

    def report_put_back(self) -> None:
        """Say, once each, that the history's file was deleted or emptied under the app (and
        written back with what the app holds)."""
        path = str(self.session.locations.history_db)
        for what in self.session.history_put_back():
            if what == "deleted":
                text = tr(
                    "The history file %1 was deleted while the app was running. It has been "
                    "written again with every match the app holds."
                )
            elif what == "shrank":
                text = tr(
                    "The history file %1 was emptied or cut short while the app was running. "
                    "It has been written again from the copy the app holds."
                )
            else:
                text = tr(
                    "The history file %1 was emptied or cut short while the app was running, "
                    "before the app held a copy of it: matches stored in it may be lost."
                )
            text = fill(text, path)
            log.warning("%s", text)
            if self.unattended or self._closed:
                continue
            box = QMessageBox(self.window)
            box.setObjectName("historyPutBack")
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowTitle(tr("History"))
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.setText(text)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()  # not waited for: play goes on

    def _set_bar(self, text: str, detail: str = "") -> None:
        bar = self._bar
        if bar is None:
            if not text:
                return
            bar = QLabel()
            bar.setObjectName("historyWarning")
            bar.setTextFormat(Qt.TextFormat.PlainText)
            bar.setStyleSheet("color: #ffffff; background: #b3261e; padding: 2px 8px;")
            self.window.statusBar().addPermanentWidget(bar)
            self._bar = bar
        bar.setText(text)
        set_tooltip(bar, detail)
        bar.setVisible(bool(text))

    def _retry(self) -> None:
        self.session.retry_history()
        self.show_state()

    def _ask_replace(self) -> None:
        session = self.session
        if not session.history_conflict:
            return
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(tr("Already in the history"))
        box.setTextFormat(Qt.TextFormat.PlainText)
        snap = self.session.table.snapshot
        now = f"{snap.players.names[0]} {snap.players.score[0]}–{snap.players.score[1]} {snap.players.names[1]}"
        stored = "?"
        row = session.stored_row()  # the question is asked all the same without it
        if row is not None:
            stored = f"{row.players[0]} {row.score[0]}–{row.score[1]} {row.players[1]}"
        box.setText(
            fill(
                tr(
                    "The history already holds a result for this match: %1. "
                    "Replace the stored result with this one: %2?"
                ),
                stored,
                now,
            )
        )
        replace = box.addButton(tr("Replace the stored result"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(tr("Keep the stored result"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        with modal(box):
            box.exec()
            replaced = box.clickedButton() is replace
        if replaced:
            session.store_won(replace=True)
        self.show_state()
