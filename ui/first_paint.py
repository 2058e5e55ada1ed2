"""Work the first picture does not need waits until the window has painted once.

Start-up shows the windows first; loading the audio stack, settling the garbage collector and
the start-up dialogs come after, from the event loop.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

#: Milliseconds after which the jobs run even without a paint (a window started minimized).
FALLBACK_MS = 3000


class FirstPaint(QObject):
    """Holds jobs back until ``widget`` has been painted once (or :data:`FALLBACK_MS` have
    passed in the event loop), then runs them in order."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.painted = False
        self._widget = widget
        self._jobs: list[Callable[[], object]] = []
        widget.installEventFilter(self)
        self._fallback = QTimer(self)
        self._fallback.setSingleShot(True)
        self._fallback.timeout.connect(self._give_up_waiting)
        self._fallback.start(FALLBACK_MS)

    def later(self, job: Callable[[], object]) -> None:
        """Run ``job`` after the first paint (now, if that has passed)."""
        if self.painted and not self._jobs:
            job()
        else:
            self._jobs.append(job)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if not self.painted and event.type() == QEvent.Type.Paint:
            self._done()
            QTimer.singleShot(0, self._run)  # after the paint, from the event loop
        return False

    def _give_up_waiting(self) -> None:
        if not self.painted:
            self._done()
            self._run()

    def _done(self) -> None:
        self.painted = True
        self._fallback.stop()
        self._widget.removeEventFilter(self)

    def _run(self) -> None:
        while self._jobs:
            self._jobs.pop(0)()
