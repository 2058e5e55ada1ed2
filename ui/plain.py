"""User text is shown as plain text, by construction.

Qt interprets text as HTML in three places unless told otherwise: a QLabel that guesses its
format (the default), a message box (its text is a label that guesses), and every tooltip
(widgets, actions, list, table and header items), which is drawn as rich text whenever
``Qt.mightBeRichText`` thinks it looks like markup. A player's name such as
``<img src=/local/file>``, a data-folder path or a file's contents would then be drawn as an
image or as formatting. The windows' texts hold names, paths, notes and system messages, never
markup of the app's own, so every one of them goes through this module:

* labels: :func:`plain` / :func:`plain_labels` set them to plain text;
* tooltips: :func:`set_tooltip` (or :func:`tooltip` for a model's tooltip role) escapes the
  text and wraps it so Qt shows it literally, line breaks kept;
* message boxes: :func:`show_warning`, :func:`show_information`, :func:`show_critical`,
  :func:`ask_question` and :func:`message_box` make boxes whose text is plain;
* menu and button labels: :func:`menu_label` keeps an ``&`` from becoming a shortcut mark.

The status bar, window titles, group-box titles and item texts are drawn as plain text by Qt.
``tests/faults/test_plain_text.py`` walks every window and dialog with a hostile name and a
hostile data-folder path and checks each of these.
"""

from __future__ import annotations

import html
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from ui.modal import modal


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


# -- tooltips ------------------------------------------------------------------------------------


def tooltip(text: str) -> str:
    """``text`` as a tooltip that Qt shows literally: escaped and wrapped in a paragraph, so it
    is always read as rich text whose only content is the text itself (an escaped text left
    unwrapped would show its ``&lt;`` entities when Qt takes it for plain text). Empty stays
    empty: no tooltip.

    >>> tooltip('<img src="/x">')
    '<p style="white-space:pre-wrap">&lt;img src=&quot;/x&quot;&gt;</p>'
    >>> tooltip("")
    ''
    """
    if not text:
        return ""
    return '<p style="white-space:pre-wrap">' + html.escape(text) + "</p>"


class _HasToolTip(Protocol):
    def setToolTip(self, text: str, /) -> None: ...  # noqa: N802 - Qt's name


def set_tooltip(target: _HasToolTip, text: str) -> None:
    """Give ``target`` (a widget, an action, a list, table or header item) the tooltip
    ``text``, shown as written."""
    target.setToolTip(tooltip(text))


# -- message boxes -------------------------------------------------------------------------------

Button = QMessageBox.StandardButton


def message_box(
    parent: QWidget | None,
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    buttons: Button = Button.Ok,
) -> QMessageBox:
    """A message box whose text (and informative text) is shown as written."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def _run(box: QMessageBox, default: Button | None = None) -> Button:
    if default is not None:
        box.setDefaultButton(default)
    with modal(box):
        result = box.exec()
    try:
        return Button(result)
    except (TypeError, ValueError):  # closed without a standard button
        return Button.NoButton


def show_warning(parent: QWidget | None, title: str, text: str) -> Button:
    """``QMessageBox.warning``, with its text shown as written."""
    return _run(message_box(parent, QMessageBox.Icon.Warning, title, text))


def show_information(parent: QWidget | None, title: str, text: str) -> Button:
    """``QMessageBox.information``, with its text shown as written."""
    return _run(message_box(parent, QMessageBox.Icon.Information, title, text))


def show_critical(parent: QWidget | None, title: str, text: str) -> Button:
    """``QMessageBox.critical``, with its text shown as written."""
    return _run(message_box(parent, QMessageBox.Icon.Critical, title, text))


def ask_question(
    parent: QWidget | None,
    title: str,
    text: str,
    buttons: Button = Button.Yes | Button.No,
    default: Button | None = None,
) -> Button:
    """``QMessageBox.question``, with its text shown as written; the button clicked."""
    return _run(message_box(parent, QMessageBox.Icon.Question, title, text, buttons), default)
