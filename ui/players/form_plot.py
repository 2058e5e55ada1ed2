"""The form plot of a player's page: the share of racks won over the last few matches, match
by match (:func:`paint_form`, for the screen and for paper), and its widget
(:class:`FormPlot`), which draws it once per size and palette and copies it on each paint.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget


@dataclass(frozen=True, slots=True)
class PlotColors:
    """The colours of a form plot: on the screen the palette's, on paper black on white."""

    base: QColor
    grid: QColor
    text: QColor
    line: QColor

    @classmethod
    def of(cls, pal: QPalette) -> PlotColors:
        return cls(
            pal.base().color(), pal.mid().color(), pal.text().color(), pal.highlight().color()
        )


#: More points than this are drawn as a thin line (a thick one costs the stroker ~70 µs a
#: segment when the line zigzags) with no dots.
DENSE = 60


def paint_form(
    painter: QPainter, rect: QRectF, points: list[float], colors: PlotColors, label_width: float
) -> None:
    """The form line in ``rect``: the shares 0 %, 50 % and 100 % as dotted lines labelled in
    the painter's font at the left (``label_width`` wide), the points from left to right."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    height = painter.fontMetrics().height()
    area = rect.adjusted(label_width + 6, height / 2 + 2, -8, -height / 2 - 2)
    painter.fillRect(rect, colors.base)
    grid = QPen(colors.grid)
    grid.setStyle(Qt.PenStyle.DotLine)
    for share in (0.0, 0.5, 1.0):
        y = area.bottom() - share * area.height()
        painter.setPen(grid)
        painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        painter.setPen(colors.text)
        painter.drawText(
            QRectF(rect.left(), y - height / 2, label_width, height),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
            f"{share:.0%}",
        )
    n = len(points)
    if not n:
        return
    step = area.width() / (n - 1) if n > 1 else 0.0
    xy = [
        QPointF(area.left() + i * step, area.bottom() - p * area.height())
        for i, p in enumerate(points)
    ]
    line = QPolygonF(xy)
    pen = QPen(colors.line)
    if n > DENSE:
        pen.setWidthF(1.0)  # twice, half a pixel apart: as heavy as a 2-pixel line
        painter.setPen(pen)
        painter.drawPolyline(line)
        painter.drawPolyline(line.translated(0.0, 0.6))
        return
    pen.setWidthF(2.0)
    painter.setPen(pen)
    painter.drawPolyline(line)
    painter.setBrush(colors.line)
    for pt in xy:
        painter.drawEllipse(pt, 2.5, 2.5)


class FormPlot(QWidget):
    """The share of racks won over the last few matches, match by match, as a small line,
    drawn once per size and palette into a pixmap that each paint copies."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[float] = []
        self._cache: QPixmap | None = None
        self._cache_key: tuple[object, ...] = ()
        self.setMinimumSize(320, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_points(self, points: list[float]) -> None:
        self.points = [min(1.0, max(0.0, p)) for p in points]
        self._cache = None
        self.update()

    def picture(self) -> QPixmap:
        """The plot at the widget's size and pixel ratio (drawn again only when the size,
        the ratio, the palette or the points have changed)."""
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, self.palette().cacheKey())
        if self._cache is None or key != self._cache_key:
            pixmap = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            painter = QPainter(pixmap)
            painter.setFont(self.font())
            paint_form(
                painter,
                QRectF(0, 0, self.width(), self.height()),
                self.points,
                PlotColors.of(self.palette()),
                painter.fontMetrics().horizontalAdvance("100%") + 4,
            )
            painter.end()
            self._cache, self._cache_key = pixmap, key
        return self._cache

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self.picture())
        painter.end()
