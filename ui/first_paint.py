"""Work the first picture does not need waits until the window has painted once.

Start-up shows the windows first; loading the audio stack or settling the garbage collector
comes after, from the event loop.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class FirstPaint(QObject):
    """Holds jobs back until ``widget`` has been painted once, then runs them in order."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.painted = False
        self._jobs: list[Callable[[], object]] = []
        widget.installEventFilter(self)

    def later(self, job: Callable[[], object]) -> None:
        """Run ``job`` after the first paint (now, if it has already run)."""
        if self.painted and not self._jobs:
            job()
        else:
            self._jobs.append(job)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if not self.painted and event.type() == QEvent.Type.Paint:
            self.painted = True
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self._run)
        return False

    def _run(self) -> None:
        while self._jobs:
            self._jobs.pop(0)()
