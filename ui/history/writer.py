"""The thread that stores won matches in the history, so the window never waits for it.

:class:`HistoryWriter` is the windows' :class:`~scoreboard.service.session.Background`: each piece of
work runs on a Python thread of its own, one after the other in the order given (a store, then
the delete of an undone win, never the other way round), and its outcome comes back to the
window's thread through a queued signal. The thread ends when there is nothing left to do.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal, Slot

log = logging.getLogger(__name__)

Work = Callable[[], object]
Done = Callable[[object], None]


class HistoryWriter(QObject):
    """Runs history work off the window's thread; ``delivered`` after each outcome is handed
    back (on the window's thread)."""

    delivered = Signal()
    _ready = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lock = threading.Lock()
        self._work: deque[tuple[Work, Done]] = deque()
        self._results: deque[tuple[Done, object]] = deque()
        self._thread: threading.Thread | None = None
        self._finished = False
        self._ready.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    @property
    def busy(self) -> bool:
        """True while work is waiting or running."""
        with self._lock:
            return self._thread is not None

    @property
    def settled(self) -> bool:
        """True when no work is waiting or running and every outcome has been handed back."""
        with self._lock:
            return self._thread is None and not self._results

    def run(self, work: Work, done: Done) -> None:
        with self._lock:
            finished = self._finished
            if not finished:
                self._work.append((work, done))
            if not finished and self._thread is None:
                self._thread = threading.Thread(
                    target=self._loop, name="history-writer", daemon=True
                )
                self._thread.start()
        if finished:
            done(RuntimeError("the app is closing"))

    def _loop(self) -> None:
        while True:
            with self._lock:
                if not self._work:
                    self._thread = None
                    return
                work, done = self._work.popleft()
            try:
                result = work()
            except Exception as exc:  # noqa: BLE001 - handed back as the outcome
                result = exc
            with self._lock:
                self._results.append((done, result))
            try:
                self._ready.emit()
            except RuntimeError:  # the window's side is gone: nobody to tell
                pass

    @Slot()  # emitted on the history's thread: a slot Qt knows, queued to this one
    def _deliver(self) -> None:
        while True:
            with self._lock:
                if not self._results:
                    break
                done, result = self._results.popleft()
            done(result)
        self.delivered.emit()

    def finish(self, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for the work given, hand back what finished, and take
        no more work. True when nothing is left running."""
        with self._lock:
            self._finished = True
            thread = self._thread
        if thread is not None:
            thread.join(timeout)
        self._deliver()
        return not self.busy
