"""The desk's view of the venue feed, in widgets of their own: the banner that stays while the
broker is lost, and the dock's panel (the tables, the tables nobody knows with a button to
take them off, the results refused for who sent them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QResizeEvent
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from scoreboard.competition import Competition
from scoreboard.feed.desk import DeskFeed, Refusal
from ui.competition.words import slot_name
from ui.i18n import fill, tr

BANNER_STYLE = (
    "QLabel#feed-banner { background: #8a1c1c; color: #ffffff; font-weight: bold;"
    " padding: 6px 10px; }"
)


def table_line(n: int, state: dict[str, Any] | None, online: bool | None) -> str:
    """One table as the desk lists it, in plain words (``online`` None: unknown)."""
    head = fill(tr("Table %1"), str(n))
    if state is None or not state["match"]["started"]:
        body = tr("no match")
    else:
        a, b = state["players"]
        body = f"{a['name']} {a['racks_won']} – {b['racks_won']} {b['name']}"
        if state["match"]["over"]:
            body += " · " + tr("finished")
    if online is False:
        body += " · " + tr("OFFLINE")
    elif online is None:
        body += " · " + tr("status unknown")
    return f"{head}: {body}"


def refusal_line(r: Refusal, c: Competition | None = None) -> str:
    """A refused result in plain words, its match called by name when ``c`` knows it."""
    res = r.result
    slot = res.slot or "—"
    if c is not None and c.drawn and res.slot:
        slot = slot_name(c, res.slot)
    score = f"{res.players[0]} {res.racks[0]} – {res.racks[1]} {res.players[1]}"
    if r.conflict:
        held = r.held
        return fill(
            tr(
                "Table %1, %2: %3 (a conflict: the bracket holds %4; correct it by hand if "
                "this one is right)"
            ),
            str(r.table),
            slot,
            score,
            f"{res.players[0]} {held[0]} – {held[1]} {res.players[1]}"
            if held is not None
            else tr("another result"),
        )
    if r.reporter is not None:
        why = fill(tr("already entered from table %1"), str(r.reporter))
    elif r.on is not None:
        why = fill(tr("the match is on table %1"), str(r.on))
    else:
        why = tr("the match is on no table")
    return fill(tr("Table %1, %2: %3 (refused: %4)"), str(r.table), slot, score, why)


class BrokerBanner(QLabel):
    """Shown, and left shown, while the desk's feed has lost the broker."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("feed-banner")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setStyleSheet(BANNER_STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setWordWrap(True)  # a long address wraps: the desk keeps the width it has
        self.address = ""

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        # a tool bar asks no height for the width it gives: as high as the lines it wraps to
        high = self.heightForWidth(self.width()) if self.width() > 0 and self.text() else -1
        if high > 0 and self.height() != high:
            self.setFixedHeight(high)

    def show_state(self, address: str) -> None:
        """Say that ``address`` is lost (the owner shows or hides the banner)."""
        self.address = address
        self.setText(
            fill(
                tr(
                    "The venue's broker %1 cannot be reached: every table's status is unknown "
                    "until it speaks again. Reconnecting…"
                ),
                address,
            )
        )
        self._fit_height()


class FeedPanel(QWidget):
    """What the dock of the desk shows of ``feed()`` (None while the feed is off)."""

    def __init__(
        self,
        feed: Callable[[], DeskFeed | None],
        parent: QWidget | None = None,
        competition: Callable[[], Competition | None] = lambda: None,
    ) -> None:
        super().__init__(parent)
        self.feed = feed
        self.competition = competition
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.list = QListWidget()
        self.list.setObjectName("feed-tables")
        self.apart_label = QLabel()
        self.apart_label.setWordWrap(True)
        self.apart = QListWidget()
        self.apart.setObjectName("feed-apart")
        self.apart.setMaximumHeight(90)
        self.remove = QPushButton()
        self.remove.setObjectName("feed-remove")
        self.remove.clicked.connect(self.remove_selected)
        self.refused_label = QLabel()
        self.refused_label.setWordWrap(True)
        self.refused = QListWidget()
        self.refused.setObjectName("feed-refused")
        self.refused.setMaximumHeight(120)
        for lst in (self.list, self.apart, self.refused):
            lst.setWordWrap(True)
            lst.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for w in (
            self.list,
            self.apart_label,
            self.apart,
            self.remove,
            self.refused_label,
            self.refused,
        ):
            layout.addWidget(w)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.apart_label.setText(self.tr("On the feed, but no login and no assignment knows:"))
        self.remove.setText(self.tr("Remove from the desk"))
        self.refused_label.setText(
            self.tr("Results refused (sent by another table than the one the match is on):")
        )
        self.refresh()

    def refresh(self) -> None:
        feed = self.feed()
        for lst in (self.list, self.apart, self.refused):
            lst.clear()
        if feed is None:
            for w in (self.apart_label, self.apart, self.remove, self.refused_label, self.refused):
                w.hide()
            return
        apart = set(feed.apart())
        for n in sorted(feed.tables):
            view = feed.tables[n]
            item = QListWidgetItem(table_line(n, view.state, view.online))
            if view.online is False:
                item.setForeground(QBrush(QColor("#c03030")))
            elif view.online is None:
                item.setForeground(QBrush(QColor("#808080")))
            item.setData(Qt.ItemDataRole.UserRole, n)
            (self.apart if n in apart else self.list).addItem(item)
        for r in reversed(feed.refused):
            self.refused.addItem(refusal_line(r, self.competition()))
        for w in (self.apart_label, self.apart, self.remove):
            w.setVisible(bool(apart))
        for w in (self.refused_label, self.refused):
            w.setVisible(bool(feed.refused))
        if apart and self.apart.currentRow() < 0:
            self.apart.setCurrentRow(0)

    def remove_selected(self) -> None:
        """Take the chosen unknown table off the desk (its retained messages cleared where
        the broker lets the desk)."""
        feed = self.feed()
        item = self.apart.currentItem()
        if feed is None or item is None:
            return
        feed.remove(int(item.data(Qt.ItemDataRole.UserRole)))
        self.refresh()
