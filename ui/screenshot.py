"""Both windows rendered to PNG files (``--screenshot``), at the sizes asked for."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication, QWidget


def render_windows(
    folder: Path,
    lang: str,
    scorekeeper: tuple[QWidget, tuple[int, int]],
    spectator: tuple[QWidget, tuple[int, int]],
) -> list[Path]:
    """Render the scorekeeper and spectator windows to ``folder``; the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for (widget, (w, h)), name in ((scorekeeper, "scorekeeper"), (spectator, "spectator")):
        path = folder / f"{name}-{w}x{h}-{lang}.png"
        _render(widget, QSize(w, h)).save(str(path))
        out.append(path)
    return out


def _render(widget: QWidget, size: QSize) -> QPixmap:
    widget.resize(size)
    widget.show()
    QApplication.processEvents()
    widget.resize(size)
    QApplication.processEvents()
    return widget.grab()
