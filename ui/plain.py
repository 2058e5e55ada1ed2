"""User text is shown as plain text.

A QLabel guesses, by default, whether its text is rich text (HTML): a player's name such as
``<img src=...>`` would be drawn as an image. The windows' labels show names, file paths and
system messages, never markup of the app's own, so they are all set to plain text.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def plain(*labels: QLabel) -> None:
    """Show these labels' text as written."""
    for label in labels:
        label.setTextFormat(Qt.TextFormat.PlainText)


def plain_labels(widget: QWidget) -> None:
    """Every label inside ``widget`` that guesses its format shows its text as written
    (a label explicitly set to rich text, with the app's own markup, is left alone)."""
    for label in widget.findChildren(QLabel):
        if label.textFormat() == Qt.TextFormat.AutoText:
            label.setTextFormat(Qt.TextFormat.PlainText)


def menu_label(text: str) -> str:
    """``text`` (a name) as a menu or button label: an ``&`` shows as itself, not as the mark
    of a keyboard shortcut."""
    return text.replace("&", "&&")
