"""Ball pictures: the SVGs of ``resources/balls`` rendered to pixmaps, cached.

A ball that is "down" (already pocketed) is drawn desaturated and translucent with a diagonal
strike, so it reads as gone without relying on colour.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from resources import resource_path

#: Numbers that have a picture: 0 is the cue ball, 1-15 the object balls.
BALL_NUMBERS: tuple[int, ...] = tuple(range(16))

#: Opacity of a ball that is down.
DOWN_OPACITY = 0.42

_renderers: dict[int, QSvgRenderer] = {}
_cache: dict[tuple[int, int, bool, float], QPixmap] = {}


def ball_svg_path(number: int) -> Path:
    """The SVG file of ball ``number`` (0 is the cue ball)."""
    if number not in BALL_NUMBERS:
        raise ValueError(f"no picture for ball {number!r}")
    return resource_path("balls", f"ball-{number}.svg")


def _renderer(number: int) -> QSvgRenderer:
    renderer = _renderers.get(number)
    if renderer is None:
        renderer = QSvgRenderer(str(ball_svg_path(number)))
        if not renderer.isValid():
            raise FileNotFoundError(f"cannot load {ball_svg_path(number)}")
        _renderers[number] = renderer
    return renderer


def _render(number: int, pixels: int) -> QImage:
    image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    _renderer(number).render(painter, QRectF(0, 0, pixels, pixels))
    painter.end()
    return image


def _grey(image: QImage) -> QImage:
    """``image`` in shades of grey, keeping its transparency."""
    alpha = image.convertToFormat(QImage.Format.Format_Alpha8)
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8).convertToFormat(
        QImage.Format.Format_ARGB32
    )
    grey.setAlphaChannel(alpha)
    return grey.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def _down(image: QImage, *, keep_disc: bool) -> QImage:
    """A pocketed ball: grey, faded, struck through; the strike passes under the number disc
    (when ``keep_disc``) so the number stays readable."""
    pixels = image.width()
    grey = _grey(image)
    out = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setOpacity(DOWN_OPACITY)
    painter.drawImage(0, 0, grey)
    painter.setOpacity(1.0)
    # the strike: a bar with a light edge, readable on any background
    strike = QLineF(pixels * 0.15, pixels * 0.85, pixels * 0.85, pixels * 0.15)
    width = max(1.6, pixels * 0.07)
    halo = QPen(QColor(255, 255, 255, 200), width + max(1.2, pixels * 0.03))
    halo.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(halo)
    painter.drawLine(strike)
    bar = QPen(QColor(190, 25, 25, 240), width)
    bar.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(bar)
    painter.drawLine(strike)
    if keep_disc:
        disc = QPainterPath()
        disc.addEllipse(QPointF(pixels / 2, pixels / 2), pixels * 0.235, pixels * 0.235)
        painter.setClipPath(disc)
        painter.setOpacity(0.9)
        painter.drawImage(0, 0, grey)
    painter.end()
    return out


def ball_pixmap(number: int, size: int, *, down: bool = False, dpr: float = 1.0) -> QPixmap:
    """Ball ``number`` as a ``size`` x ``size`` (device-independent pixels) pixmap.

    ``dpr`` is the device pixel ratio of the screen it goes to; the pixmap holds
    ``size * dpr`` real pixels so it stays sharp on high-density screens. Results are cached.
    """
    if size < 1:
        raise ValueError(f"ball size must be positive, not {size!r}")
    if dpr <= 0:
        raise ValueError(f"device pixel ratio must be positive, not {dpr!r}")
    key = (number, int(size), bool(down), float(dpr))
    pixmap = _cache.get(key)
    if pixmap is None:
        pixels = max(1, round(size * dpr))
        image = _render(number, pixels)
        if down:
            image = _down(image, keep_disc=number != 0)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        _cache[key] = pixmap
    return pixmap


def clear_cache() -> None:
    """Forget every rendered pixmap (for example after the resources changed)."""
    _cache.clear()
    _renderers.clear()


def cache_size() -> int:
    """How many pixmaps are cached."""
    return len(_cache)
