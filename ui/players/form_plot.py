"""The plots of a player's page: the share of racks won over the last few matches, match by
match (:func:`paint_form`), and the rating after each day played (:func:`paint_ratings`), each
with its dates under it, for the screen and for paper; and their widgets (:class:`FormPlot`,
:class:`RatingPlot`), which draw them once per size and palette and copy them on each paint.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
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
    painter: QPainter,
    rect: QRectF,
    points: Sequence[float],
    colors: PlotColors,
    label_width: float,
    dates: Sequence[str] = (),
) -> None:
    """The form line in ``rect``: the shares 0 %, 50 % and 100 % as dotted lines labelled in
    the painter's font at the left (``label_width`` wide), the points from left to right, and
    under them the first, middle and last of ``dates`` (one per point, when given)."""
    ticks = [(share, f"{share:.0%}") for share in (0.0, 0.5, 1.0)]
    paint_line(painter, rect, points, ticks, colors, label_width, dates)


def rating_ticks(points: Sequence[float]) -> tuple[float, float, list[tuple[float, str]]]:
    """(low, high, ticks) of a rating plot: from a round 50 below the lowest rating to one
    above the highest (at least 100 apart), a tick every 50 or 100 points."""
    low = math.floor(min(points, default=500.0) / 50) * 50
    high = max(low + 100, math.ceil(max(points, default=500.0) / 50) * 50)
    step = 50 if high - low <= 200 else 100 * math.ceil((high - low) / 400)
    first = math.ceil(low / step) * step
    return low, high, [(float(v), str(v)) for v in range(first, high + 1, step)]


def paint_ratings(
    painter: QPainter,
    rect: QRectF,
    points: Sequence[float],
    colors: PlotColors,
    label_width: float,
    dates: Sequence[str] = (),
) -> None:
    """The rating line in ``rect``, its scale from :func:`rating_ticks`, as :func:`paint_form`
    draws the form."""
    low, high, ticks = rating_ticks(points)
    span = high - low
    paint_line(
        painter,
        rect,
        [(p - low) / span for p in points],
        [((v - low) / span, text) for v, text in ticks],
        colors,
        label_width,
        dates,
    )


# Long because a plot is one drawing: the grid with its labels, the dates under it, the line.
def paint_line(
    painter: QPainter,
    rect: QRectF,
    points: Sequence[float],
    ticks: Sequence[tuple[float, str]],
    colors: PlotColors,
    label_width: float,
    dates: Sequence[str] = (),
) -> None:
    """A line of ``points`` (0 to 1, bottom to top) from left to right in ``rect``: the
    ``ticks`` (height, label) as dotted lines labelled at the left, the first, middle and
    last of ``dates`` under the line when they fit."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    metrics = painter.fontMetrics()
    height = metrics.height()
    below = height + 2 if dates else 0
    area = rect.adjusted(label_width + 6, height / 2 + 2, -8, -height / 2 - 2 - below)
    painter.fillRect(rect, colors.base)
    grid = QPen(colors.grid)
    grid.setStyle(Qt.PenStyle.DotLine)
    for share, text in ticks:
        y = area.bottom() - share * area.height()
        painter.setPen(grid)
        painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        painter.setPen(colors.text)
        painter.drawText(
            QRectF(rect.left(), y - height / 2, label_width, height),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
            text,
        )
    n = len(points)
    if not n:
        return
    step = area.width() / (n - 1) if n > 1 else 0.0
    if dates:
        _paint_dates(painter, area, dates, step, colors)
    xy = [
        QPointF(area.left() + i * step, area.bottom() - min(1.0, max(0.0, p)) * area.height())
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


def _paint_dates(
    painter: QPainter, area: QRectF, dates: Sequence[str], step: float, colors: PlotColors
) -> None:
    """The first, middle and last date under the plot's area, each under its point (the
    first and last kept within the area), a middle one only where it has room."""
    metrics = painter.fontMetrics()
    height = metrics.height()
    top = area.bottom() + height / 2 + 4
    last = len(dates) - 1
    shown = sorted({0, last // 2, last}) if last else [0]
    painter.setPen(colors.text)
    taken: list[tuple[float, float]] = []
    for k in (0, last, *[k for k in shown if k not in (0, last)]):
        text = dates[k]
        width = metrics.horizontalAdvance(text) + 4
        x = area.left() + k * step - width / 2
        x = max(area.left() - 4, min(area.right() + 4 - width, x))
        if any(x < b + 8 and x + width > a - 8 for a, b in taken):
            continue
        taken.append((x, x + width))
        painter.drawText(QRectF(x, top, width, height), int(Qt.AlignmentFlag.AlignCenter), text)


class FormPlot(QWidget):
    """The share of racks won over the last few matches, match by match, as a small line with
    its dates under it, drawn once per size and palette into a pixmap that each paint
    copies."""

    #: draws the plot (:func:`paint_form`, :func:`paint_ratings`)
    paint = staticmethod(paint_form)
    #: the widest label of its scale
    widest = "100%"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[float] = []
        self.dates: list[str] = []
        self._cache: QPixmap | None = None
        self._cache_key: tuple[object, ...] = ()
        self.setMinimumSize(320, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_points(self, points: Sequence[float], dates: Sequence[str] = ()) -> None:
        """The points, left to right, and the date of each (none: no dates shown)."""
        self.points = self.clean(points)
        self.dates = list(dates) if len(dates) == len(points) else []
        self._cache = None
        self.update()

    @staticmethod
    def clean(points: Sequence[float]) -> list[float]:
        return [min(1.0, max(0.0, p)) for p in points]

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
            self.paint(
                painter,
                QRectF(0, 0, self.width(), self.height()),
                self.points,
                PlotColors.of(self.palette()),
                painter.fontMetrics().horizontalAdvance(self.widest) + 4,
                self.dates,
            )
            painter.end()
            self._cache, self._cache_key = pixmap, key
        return self._cache

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self.picture())
        painter.end()


class RatingPlot(FormPlot):
    """The rating after each day played (:func:`scoreboard.players.figures.rating_curve`), as
    the form plot draws the form."""

    paint = staticmethod(paint_ratings)
    widest = "0000"

    @staticmethod
    def clean(points: Sequence[float]) -> list[float]:
        return [float(p) for p in points]
