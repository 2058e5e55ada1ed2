"""Ctrl+C in the terminal (SIGINT), SIGTERM (a logout, a shutdown, a service stopped) and
SIGHUP (the terminal closed) close the app as Match > Quit does.

Python runs a signal handler only between two of its own instructions, and the event loop is
Qt's: a timer wakes Python now and then so that the handler runs. The handler asks the event
loop to end; the app's usual closing follows (the journal, the history store, the settings).
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from types import FrameType

from PySide6.QtCore import QCoreApplication, QTimer

#: Milliseconds between two wake-ups of Python (a signal is handled within this).
WAKE_MS = 250

SIGNALS = tuple(
    s for s in (getattr(signal, n, None) for n in ("SIGINT", "SIGTERM", "SIGHUP")) if s is not None
)


@contextlib.contextmanager
def quit_on_stop_signals(app: QCoreApplication) -> Iterator[None]:
    """While inside, the stop signals end ``app``'s event loop; the handlers found are put
    back on leaving."""

    def stop(_signum: int, _frame: FrameType | None) -> None:
        app.quit()

    before = {signum: signal.signal(signum, stop) for signum in SIGNALS}
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)
    timer.start(WAKE_MS)
    try:
        yield
    finally:
        timer.stop()
        timer.deleteLater()
        for signum, handler in before.items():
            signal.signal(signum, handler)
