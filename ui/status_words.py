"""Status-bar messages that follow a change of language: the one way a window's status bar is
given a message.

A message is given as the way to make its words (a callable that builds them with ``tr()``,
``fill()`` or ``ui.texts`` in the language installed when it is called, its values captured
when it is given) and how long it shows (ms; 0: until replaced). The bar's
:class:`StatusWords` shows it, keeps it with the time it was shown, and when the language
changes (the LanguageChange Qt sends every widget once a translator is installed, see
:mod:`ui.i18n`) shows it again, made anew, for the time it had left. A message that timed
out, was cleared (:func:`clear`) or was replaced is forgotten: it never comes back.

    say(window, lambda: fill(tr("Written: %1"), str(path)), 10000)

Nothing in ``ui/`` calls ``QStatusBar.showMessage`` or ``clearMessage`` but this module
(``tests/test_architecture.py`` holds to it).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt
from PySide6.QtWidgets import QMainWindow, QStatusBar

log = logging.getLogger(__name__)

#: The words of a message, made in the language installed when called.
Words = Callable[[], str]


class StatusWords(QObject):
    """The message one status bar shows, kept as the way to make it (one per bar, its child)."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self._bar = bar
        self._words: Words | None = None
        self._ms = 0
        self._shown = ""
        self._since = QElapsedTimer()
        bar.messageChanged.connect(self._changed)
        bar.installEventFilter(self)

    @property
    def kept(self) -> bool:
        """A message is showing and would be made again on a change of language."""
        return self._words is not None

    def say(self, words: Words, ms: int = 0) -> None:
        """Show ``words()`` for ``ms`` milliseconds (0: until replaced), and keep ``words``."""
        self._words, self._ms = words, max(0, ms)
        self._since.start()
        self._show(words(), self._ms)

    def clear(self) -> None:
        """No message; the one shown is forgotten."""
        self._words = None
        self._bar.clearMessage()

    def time_left(self) -> int | None:
        """Milliseconds the kept message has left (None: none kept; 0 for one with no end)."""
        if self._words is None:
            return None
        return max(0, self._ms - self._since.elapsed()) if self._ms else 0

    def _show(self, text: str, ms: int) -> None:
        self._shown = text
        self._bar.showMessage(text, ms)

    def _changed(self, text: str) -> None:
        # timed out (the bar clears it), cleared, or replaced (a menu's status tip): forgotten
        if text != self._shown:
            self._words = None

    def _again(self) -> None:
        """The kept message made anew in the language now installed, for its time left."""
        words, left = self._words, self.time_left()
        if words is None or left is None:
            return
        if self._ms and left <= 0:  # its time is up: the bar's timer is about to clear it
            self.clear()
            return
        try:
            text = words()
        except Exception:  # a message never stops the window: the old words stay
            log.exception("status bar: a message could not be made again")
            return
        self._show(text, left)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if obj is self._bar and event.type() == QEvent.Type.LanguageChange:
            self._again()
        return False


def status_words(window: QMainWindow) -> StatusWords:
    """The :class:`StatusWords` of ``window``'s status bar (made the first time it is asked)."""
    bar = window.statusBar()
    found = bar.findChild(StatusWords, "", Qt.FindChildOption.FindDirectChildrenOnly)
    return found if isinstance(found, StatusWords) else StatusWords(bar)


def say(window: QMainWindow, words: Words, ms: int = 0) -> None:
    """Show ``words()`` in ``window``'s status bar for ``ms`` milliseconds (0: until replaced),
    made again in the new language when the language changes while it shows."""
    status_words(window).say(words, ms)


def clear(window: QMainWindow) -> None:
    """``window``'s status bar shows no message (and the last one is forgotten)."""
    status_words(window).clear()
