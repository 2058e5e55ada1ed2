"""The scorekeeper window's stylesheet, from resources/style.qss."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from resources import resource_path


def apply_style(app: QApplication) -> None:
    path = resource_path("style.qss")
    if path.exists():
        app.setStyleSheet(path.read_text("utf-8"))
