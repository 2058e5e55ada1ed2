"""Six pocket buttons laid out like the table seen from the head string.

The foot pockets are at the top corners, the side pockets halfway along the long rails and the
head pockets at the bottom corners, drawn on a cloth rectangle.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QFontMetrics,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from rules.core import Pocket
from ui.plain import set_tooltip

CLOTH = QColor("#1d7a48")
CLOTH_DARK = QColor("#145c36")
RAIL = QColor("#5b3920")
RAIL_LIGHT = QColor("#7a4f2d")
HIGHLIGHT = QColor("#ffd21f")
FOCUS_COLOUR = QColor("#2f8cff")

#: Where each pocket sits on the cloth, as (column, row) with 0, 0.5, 1 across and down, and on
#: which side of the pocket its label goes (towards the middle of the table).
_PLACES: dict[Pocket, tuple[float, float, str]] = {
    Pocket.FOOT_LEFT: (0.0, 0.0, "below"),
    Pocket.FOOT_RIGHT: (1.0, 0.0, "below"),
    Pocket.SIDE_LEFT: (0.0, 0.5, "right"),
    Pocket.SIDE_RIGHT: (1.0, 0.5, "left"),
    Pocket.HEAD_LEFT: (0.0, 1.0, "above"),
    Pocket.HEAD_RIGHT: (1.0, 1.0, "above"),
}

#: Pockets in reading order (top to bottom, left to right), also the keyboard order.
POCKET_ORDER: tuple[Pocket, ...] = (
    Pocket.FOOT_LEFT,
    Pocket.FOOT_RIGHT,
    Pocket.SIDE_LEFT,
    Pocket.SIDE_RIGHT,
    Pocket.HEAD_LEFT,
    Pocket.HEAD_RIGHT,
)


class PocketButton(QAbstractButton):
    """One pocket: a round hole with its short name and an optional shortcut hint."""

    def __init__(self, pocket: Pocket, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pocket = pocket
        self.label_side = _PLACES[pocket][2]
        self.on_left = _PLACES[pocket][0] == 0.0
        self.hint = ""
        self.highlighted = False
        self.hole = 36
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setObjectName(f"pocket-{pocket.value}")
        self.retranslate()

    def label(self) -> str:
        """The short, translated name of the pocket."""
        names = {
            Pocket.FOOT_LEFT: self.tr("Foot left"),
            Pocket.FOOT_RIGHT: self.tr("Foot right"),
            Pocket.SIDE_LEFT: self.tr("Side left"),
            Pocket.SIDE_RIGHT: self.tr("Side right"),
            Pocket.HEAD_LEFT: self.tr("Head left"),
            Pocket.HEAD_RIGHT: self.tr("Head right"),
        }
        return names[self.pocket]

    def retranslate(self) -> None:
        label = self.label()
        self.setText(label)
        self.setAccessibleName(self.tr("{0} pocket").format(label))
        if self.hint:
            tip = self.tr("{0} pocket (key {1})").format(label, self.hint)
        else:
            tip = self.tr("{0} pocket").format(label)
        set_tooltip(self, tip)
        self.updateGeometry()
        self.update()

    def set_hint(self, hint: str) -> None:
        self.hint = hint
        self.retranslate()

    def set_highlighted(self, on: bool) -> None:
        self.highlighted = on
        self.setAccessibleDescription(self.tr("Selected") if on else "")
        self.update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- geometry ------------------------------------------------------------------------------

    def _label_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(self.highlighted)
        return font

    def _hint_font(self) -> QFont:
        font = QFont(self.font())
        size = font.pointSizeF()
        if size > 0:
            font.setPointSizeF(max(6.0, size * 0.85))
        return font

    def _text_size(self) -> QSize:
        bold = QFont(self.font())
        bold.setBold(True)
        fm = QFontMetrics(bold)
        width = fm.horizontalAdvance(self.text())
        height = fm.height()
        if self.hint:
            hm = QFontMetrics(self._hint_font())
            width = max(width, hm.horizontalAdvance(f"[{self.hint}]"))
            height += hm.height()
        return QSize(width + 4, height)

    def _indent(self) -> float:
        """How far corner labels start inside the hole's centre, so they sit on the cloth."""
        return self.hole * 0.3

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        text = self._text_size()
        gap = 2
        r = self.hole / 2 + 3
        if self.label_side in ("below", "above"):
            width = max(2 * r, r + self._indent() + text.width())
            return QSize(int(width + 1), int(2 * r + gap + text.height()))
        return QSize(int(2 * r + gap + text.width()), int(max(2 * r, text.height())))

    def hole_centre(self) -> QPointF:
        """Centre of the round hole inside the button, in button coordinates."""
        r = self.hole / 2 + 3
        w, h = self.width(), self.height()
        x = r if self.on_left else w - r
        if self.label_side == "below":
            return QPointF(x, r)
        if self.label_side == "above":
            return QPointF(x, h - r)
        if self.label_side == "right":
            return QPointF(r, h / 2)
        return QPointF(w - r, h / 2)

    def _text_rect(self) -> QRect:
        c = self.hole_centre()
        r = self.hole / 2 + 4
        w, h = self.width(), self.height()
        indent = self._indent()
        if self.label_side in ("below", "above"):
            left = int(c.x() + indent) if self.on_left else 0
            right = w if self.on_left else int(c.x() - indent)
            if self.label_side == "below":
                return QRect(left, int(c.y() + r), right - left, int(h - c.y() - r))
            return QRect(left, 0, right - left, int(c.y() - r))
        if self.label_side == "right":
            return QRect(int(c.x() + r), 0, int(w - c.x() - r), h)
        return QRect(0, 0, int(c.x() - r), h)

    # Long because the pocket is painted in one pass, back to front: the hole, its mark, then its
    # text.
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        enabled = self.isEnabled()
        if not enabled:
            painter.setOpacity(0.4)
        c = self.hole_centre()
        r = self.hole / 2
        if self.highlighted:
            painter.setPen(QPen(QColor(0, 0, 0, 180), max(3.0, r * 0.3) + 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(c, r + 3, r + 3)
            painter.setPen(QPen(HIGHLIGHT, max(3.0, r * 0.3)))
            painter.drawEllipse(c, r + 3, r + 3)
        elif self.isDown() or (self.underMouse() and enabled):
            painter.setPen(QPen(QColor(255, 255, 255, 160), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(c, r + 2, r + 2)
        grad = QRadialGradient(c, r)
        grad.setColorAt(0.0, QColor("#000000"))
        grad.setColorAt(0.7, QColor("#0b0b0b"))
        grad.setColorAt(1.0, QColor("#3a3a3a"))
        painter.setPen(QPen(QColor("#101010"), 1.2))
        painter.setBrush(grad)
        painter.drawEllipse(c, r, r)
        if self.highlighted:
            # a dot in the hole: the highlighted pocket is marked by shape as well as colour
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(HIGHLIGHT)
            painter.drawEllipse(c, r * 0.32, r * 0.32)

        text_rect = self._text_rect()
        side = Qt.AlignmentFlag.AlignLeft if self.on_left else Qt.AlignmentFlag.AlignRight
        align = {
            "below": side | Qt.AlignmentFlag.AlignTop,
            "above": side | Qt.AlignmentFlag.AlignBottom,
            "right": Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            "left": Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        }[self.label_side]
        lines = self.text()
        painter.setPen(HIGHLIGHT if self.highlighted else QColor("#ffffff"))
        painter.setFont(self._label_font())
        if self.hint:
            fm = QFontMetrics(self._label_font())
            hm = QFontMetrics(self._hint_font())
            block = fm.height() + hm.height()
            if self.label_side == "below":
                top = text_rect.top()
            elif self.label_side == "above":
                top = text_rect.bottom() - block
            else:
                top = text_rect.center().y() - block // 2
            label_rect = QRect(text_rect.left(), top, text_rect.width(), fm.height())
            hint_rect = QRect(text_rect.left(), top + fm.height(), text_rect.width(), hm.height())
            h_align = align & Qt.AlignmentFlag.AlignHorizontal_Mask
            lines = fm.elidedText(lines, Qt.TextElideMode.ElideRight, label_rect.width())
            painter.drawText(label_rect, h_align | Qt.AlignmentFlag.AlignVCenter, lines)
            painter.setFont(self._hint_font())
            painter.setPen(QColor(255, 255, 255, 190))
            painter.drawText(hint_rect, h_align | Qt.AlignmentFlag.AlignVCenter, f"[{self.hint}]")
        else:
            fm = QFontMetrics(self._label_font())
            lines = fm.elidedText(lines, Qt.TextElideMode.ElideRight, text_rect.width())
            painter.drawText(text_rect, align, lines)
        painter.setOpacity(1.0)
        if self.hasFocus():
            pen = QPen(FOCUS_COLOUR, 2, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 5, 5)
        painter.end()

    def enterEvent(self, event: QEnterEvent) -> None:  # noqa: N802 (Qt override)
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        self.update()
        super().leaveEvent(event)


class PocketPad(QWidget):
    """The table from the head string with a button on each of its six pockets."""

    pocket_clicked = Signal(object)  # rules.core.Pocket

    #: Height over width of the cloth is kept within these bounds (a real table is 2).
    MIN_ASPECT = 1.05
    MAX_ASPECT = 2.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._buttons: dict[Pocket, PocketButton] = {}
        self._highlight: Pocket | None = None
        for pocket in POCKET_ORDER:
            button = PocketButton(pocket, self)
            button.clicked.connect(lambda _checked=False, p=pocket: self.pocket_clicked.emit(p))
            self._buttons[pocket] = button
        ordered = list(self._buttons.values())
        for first, second in zip(ordered, ordered[1:], strict=False):
            QWidget.setTabOrder(first, second)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.retranslate()

    # -- public API ----------------------------------------------------------------------------

    def button(self, pocket: Pocket) -> PocketButton:
        """The button of ``pocket``."""
        return self._buttons[pocket]

    def set_enabled_pockets(self, pockets: Iterable[Pocket]) -> None:
        """Only these pockets can be clicked; the others are greyed out."""
        allowed = frozenset(pockets)
        for pocket, button in self._buttons.items():
            if button.isEnabled() != (pocket in allowed):
                button.setEnabled(pocket in allowed)

    def enabled_pockets(self) -> frozenset[Pocket]:
        return frozenset(p for p, b in self._buttons.items() if b.isEnabled())

    def set_highlight(self, pocket: Pocket | None) -> None:
        """Mark one pocket (for example the called pocket), or none."""
        if pocket is self._highlight:
            return  # nothing to redraw
        self._highlight = pocket
        for p, button in self._buttons.items():
            button.set_highlighted(p is pocket)
        self._arrange()

    def highlight(self) -> Pocket | None:
        return self._highlight

    def set_shortcut_hints(self, hints: Mapping[Pocket, str]) -> None:
        """Show a key hint under each pocket's name (an empty mapping removes them)."""
        for pocket, button in self._buttons.items():
            button.set_hint(hints.get(pocket, ""))
        self._arrange()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Pockets"))
        for button in self._buttons.values():
            button.retranslate()
        self._arrange()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- geometry ------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(300, 420)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(200, 230)

    def table_rect(self) -> QRectF:
        """The outer edge of the rails, centred in the widget."""
        w, h = float(self.width()), float(self.height())
        margin = 4.0 + self._hole() * 0.3
        w, h = w - 2 * margin, h - 2 * margin
        aspect = h / w if w > 0 else self.MAX_ASPECT
        if aspect > self.MAX_ASPECT:
            h = w * self.MAX_ASPECT
        elif aspect < self.MIN_ASPECT:
            w = h / self.MIN_ASPECT
        return QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)

    def _rail(self, table: QRectF) -> float:
        return max(10.0, min(table.width(), table.height()) * 0.07)

    def cloth_rect(self) -> QRectF:
        table = self.table_rect()
        rail = self._rail(table)
        return table.adjusted(rail, rail, -rail, -rail)

    def _hole(self) -> int:
        """Diameter of the pocket holes, from the space available."""
        side = min(float(self.width()), self.height() / 1.6)
        return int(max(24.0, min(60.0, side * 0.14)))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        cloth = self.cloth_rect()
        hole = self._hole()
        for pocket, button in self._buttons.items():
            col, row, _side = _PLACES[pocket]
            button.hole = hole
            hint = button.sizeHint()
            # the hole sits on the pocket mouth, slightly into the rail
            inset = hole * 0.18
            px = cloth.left() - inset + col * (cloth.width() + 2 * inset)
            py = cloth.top() - inset + row * (cloth.height() + 2 * inset)
            if row == 0.5:
                py = cloth.center().y()
            # left and right buttons share the width; long labels are elided rather than overlap
            width = min(hint.width(), max(hole + 6, self.width() // 2 - 3))
            button.resize(width, hint.height())
            centre = button.hole_centre()
            x = int(round(px - centre.x()))
            y = int(round(py - centre.y()))
            # keep the labels on the widget
            x = max(0, min(x, self.width() - width))
            y = max(0, min(y, self.height() - hint.height()))
            button.setGeometry(x, y, width, hint.height())
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        table = self.table_rect()
        rail = self._rail(table)
        grad = QLinearGradient(table.topLeft(), table.bottomRight())
        grad.setColorAt(0.0, RAIL_LIGHT)
        grad.setColorAt(1.0, RAIL)
        painter.setPen(QPen(QColor("#2c1a0c"), 1.5))
        painter.setBrush(grad)
        painter.drawRoundedRect(table, rail * 0.8, rail * 0.8)
        cloth = self.cloth_rect()
        painter.setPen(QPen(CLOTH_DARK, 2))
        painter.setBrush(CLOTH)
        painter.drawRect(cloth)
        # diamonds on the rails: 3 on each short rail, 7 on each long rail
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#efe6c8"))
        d = max(1.5, rail * 0.12)
        for i in range(1, 4):
            x = cloth.left() + cloth.width() * i / 4
            painter.drawEllipse(QPointF(x, table.top() + rail / 2), d, d)
            painter.drawEllipse(QPointF(x, table.bottom() - rail / 2), d, d)
        for i in range(1, 8):
            if i == 4:
                continue
            y = cloth.top() + cloth.height() * i / 8
            painter.drawEllipse(QPointF(table.left() + rail / 2, y), d, d)
            painter.drawEllipse(QPointF(table.right() - rail / 2, y), d, d)
        # head string and foot spot
        head_y = cloth.top() + cloth.height() * 0.75
        pen = QPen(QColor(255, 255, 255, 90), 1.2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawLine(QPointF(cloth.left(), head_y), QPointF(cloth.right(), head_y))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 120))
        painter.drawEllipse(QPointF(cloth.center().x(), cloth.top() + cloth.height() * 0.25), 3, 3)
        painter.end()
