"""The rack: one button per ball, for marking the balls pocketed on the shot being entered.

The widget shows what it is told (``set_state``) and reports clicks (``ball_clicked``); it never
decides by itself which balls are selected, so the view cannot drift from the controller.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from ui.balls import ball_pixmap
from ui.plain import set_tooltip

#: Colour of the selection ring; the ring and the check badge carry the meaning, not the hue.
SELECTED_COLOUR = QColor("#ffd21f")
FOCUS_COLOUR = QColor("#2f8cff")


class BallButton(QAbstractButton):
    """A ball that can be clicked. Checked means "pocketed on the shot being entered"; the
    check state only changes through :meth:`set_ball_state`, never by clicking."""

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self._down = False
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setObjectName(f"ball-{number}")
        self.retranslate()

    # -- state ---------------------------------------------------------------------------------

    @property
    def is_down(self) -> bool:
        """True when the ball is no longer on the table."""
        return self._down

    def set_ball_state(self, *, down: bool, selected: bool, enabled: bool) -> None:
        state = (down, selected and not down, enabled and not down)
        if state == (self._down, self.isChecked(), self.isEnabled()):
            return  # unchanged: no repaint
        self._down = down
        self.setChecked(selected and not down)
        self.setEnabled(enabled and not down)
        self.retranslate()
        self.update()

    def nextCheckState(self) -> None:  # noqa: N802 (Qt override)
        """Clicking reports the ball; the owner decides what becomes selected."""

    # -- text ----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        if self.number == 0:
            name = self.tr("Cue ball")
        else:
            name = self.tr("Ball {0}").format(self.number)
        if self._down:
            status = self.tr("{0}: already pocketed").format(name)
        elif self.isChecked():
            status = self.tr("{0}: pocketed on this shot (click to undo)").format(name)
        else:
            status = self.tr("{0}: on the table (click if pocketed on this shot)").format(name)
        self.setAccessibleName(name)
        self.setAccessibleDescription(status)
        set_tooltip(self, status)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- geometry and painting -----------------------------------------------------------------

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(56, 56)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(24, 24)

    def _ball_rect(self) -> QRectF:
        side = min(self.width(), self.height())
        pad = max(3.0, side * 0.09)
        ball = side - 2 * pad
        return QRectF((self.width() - ball) / 2, (self.height() - ball) / 2, ball, ball)

    def hitButton(self, pos: QPoint) -> bool:  # noqa: N802 (Qt override)
        return self.rect().contains(pos)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._ball_rect()
        size = max(1, int(rect.width()))
        pixmap = ball_pixmap(self.number, size, down=self._down, dpr=self.devicePixelRatioF())
        if not self.isEnabled() and not self._down:
            painter.setOpacity(0.55)
        painter.drawPixmap(QPointF(rect.x(), rect.y()), pixmap)
        painter.setOpacity(1.0)
        side = rect.width()
        if self.isChecked():
            ring = QPen(SELECTED_COLOUR, max(2.5, side * 0.08))
            painter.setPen(QPen(QColor(0, 0, 0, 170), ring.widthF() + 2))
            outer = rect.adjusted(-1, -1, 1, 1)
            painter.drawEllipse(outer)
            painter.setPen(ring)
            painter.drawEllipse(outer)
            self._paint_check(painter, rect)
        if self.hasFocus():
            pen = QPen(FOCUS_COLOUR, max(1.5, side * 0.035), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = 0.75
            painter.drawRoundedRect(
                QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), 4, 4
            )
        painter.end()

    def _paint_check(self, painter: QPainter, rect: QRectF) -> None:
        """A check badge at the lower right, so selection does not depend on seeing colour."""
        r = max(5.0, rect.width() * 0.17)
        centre = QPointF(rect.right() - r * 0.55, rect.bottom() - r * 0.55)
        painter.setPen(QPen(QColor(0, 0, 0, 200), max(1.0, r * 0.15)))
        painter.setBrush(SELECTED_COLOUR)
        painter.drawEllipse(centre, r, r)
        tick = QPainterPath()
        tick.moveTo(centre + QPointF(-r * 0.5, 0.0))
        tick.lineTo(centre + QPointF(-r * 0.12, r * 0.42))
        tick.lineTo(centre + QPointF(r * 0.55, -r * 0.4))
        pen = QPen(QColor("#111111"), max(1.5, r * 0.3))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(tick)


class RackWidget(QWidget):
    """Ball buttons for the balls of a rack (9, 10 or 15), in one row or two."""

    ball_clicked = Signal(int)

    #: Largest and smallest ball button, and the size below which one row becomes two.
    MAX_BALL = 76
    MIN_BALL = 24
    ONE_ROW_MIN = 44
    SPACING = 6
    MARGIN = 4

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._buttons: dict[int, BallButton] = {}
        self._on_table: frozenset[int] = frozenset()
        self._selected: frozenset[int] = frozenset()
        self._enabled: frozenset[int] = frozenset()
        self._rows = 1
        sp = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)
        self.retranslate()

    # -- public API ----------------------------------------------------------------------------

    def set_balls(self, numbers: Iterable[int]) -> None:
        """Show one button per ball number, in increasing order. All start on the table,
        unselected and enabled until :meth:`set_state` says otherwise."""
        wanted = sorted(set(numbers))
        for number in list(self._buttons):
            if number not in wanted:
                button = self._buttons.pop(number)
                button.hide()
                button.setParent(None)
                button.deleteLater()
        for number in wanted:
            if number not in self._buttons:
                button = BallButton(number, self)
                button.clicked.connect(lambda _checked=False, n=number: self.ball_clicked.emit(n))
                button.show()
                self._buttons[number] = button
        self._buttons = {n: self._buttons[n] for n in wanted}
        # keyboard order follows the numbers
        ordered = list(self._buttons.values())
        for first, second in zip(ordered, ordered[1:], strict=False):
            QWidget.setTabOrder(first, second)
        all_balls = frozenset(wanted)
        self.set_state(all_balls, frozenset(), all_balls)
        self.updateGeometry()
        self._arrange()

    def set_state(
        self, on_table: frozenset[int], selected: frozenset[int], enabled: frozenset[int]
    ) -> None:
        """Balls not ``on_table`` are drawn down and disabled; ``selected`` balls (pocketed on
        the shot being entered) are highlighted; only ``enabled`` balls can be clicked."""
        self._on_table = frozenset(on_table)
        self._selected = frozenset(selected)
        self._enabled = frozenset(enabled)
        for number, button in self._buttons.items():
            button.set_ball_state(
                down=number not in self._on_table,
                selected=number in self._selected,
                enabled=number in self._enabled,
            )

    def balls(self) -> tuple[int, ...]:
        """The ball numbers shown, in order."""
        return tuple(self._buttons)

    def button(self, number: int) -> BallButton:
        """The button of ball ``number``."""
        return self._buttons[number]

    def rows(self) -> int:
        """How many rows the balls are laid out in at the current width."""
        return self._rows

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Balls"))
        set_tooltip(self, self.tr("Click the balls pocketed on this shot"))
        for button in self._buttons.values():
            button.retranslate()

    # -- layout --------------------------------------------------------------------------------

    def _grid(self, width: int, height: int | None = None) -> tuple[int, int, int]:
        """(rows, columns, ball size) for the given space."""
        n = max(1, len(self._buttons))
        choice = (1, n, self.MIN_BALL)
        for rows in (1, 2):
            cols = math.ceil(n / rows)
            size = (width - 2 * self.MARGIN - (cols - 1) * self.SPACING) // cols
            if height is not None:
                size = min(size, (height - 2 * self.MARGIN - (rows - 1) * self.SPACING) // rows)
            size = max(self.MIN_BALL, min(self.MAX_BALL, size))
            choice = (rows, cols, size)
            if rows == 1 and size >= self.ONE_ROW_MIN:
                break
        return choice

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        rows, _cols, size = self._grid(width)
        return 2 * self.MARGIN + rows * size + (rows - 1) * self.SPACING

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        n = max(1, len(self._buttons))
        size = 56
        return QSize(2 * self.MARGIN + n * size + (n - 1) * self.SPACING, 2 * self.MARGIN + size)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        cols = max(1, math.ceil(len(self._buttons) / 2))
        size = self.MIN_BALL
        return QSize(
            2 * self.MARGIN + cols * size + (cols - 1) * self.SPACING,
            2 * self.MARGIN + 2 * size + self.SPACING,
        )

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        if not self._buttons:
            return
        rows, cols, size = self._grid(self.width(), self.height())
        self._rows = rows
        buttons = list(self._buttons.values())
        y0 = (self.height() - rows * size - (rows - 1) * self.SPACING) // 2
        for row in range(rows):
            chunk = buttons[row * cols : (row + 1) * cols]
            # each row is centred; a short second row sits under the middle of the first
            row_width = len(chunk) * size + (len(chunk) - 1) * self.SPACING
            x0 = (self.width() - row_width) // 2
            y = y0 + row * (size + self.SPACING)
            for i, button in enumerate(chunk):
                button.setGeometry(x0 + i * (size + self.SPACING), y, size, size)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
