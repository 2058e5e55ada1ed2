"""The stop signals (see :mod:`scoreboard.service.stop_request`) end Qt's event loops.

Python runs a signal handler only between two of its own instructions, and the event loop is
Qt's: a timer wakes Python now and then so that the handler runs, in the main loop and in the
loop of any message box open at the time. Quitting ends every event loop of the thread (a box
waiting for an OK returns as if cancelled) and keeps any later one from starting until the
main loop's turn, which the app then skips: its usual closing follows.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer

from scoreboard.service.stop_request import StopRequest

#: Milliseconds between two wake-ups of Python (a signal is handled within this).
WAKE_MS = 250


def quit_on_stop(app: QCoreApplication, stop: StopRequest) -> QTimer:
    """From now on a stop ends ``app``'s event loops (at once if it was already asked for).
    Returns the wake-up timer, which lives as long as ``app``."""
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)
    timer.start(WAKE_MS)
    # exit(), not quit(): quit() does nothing while the main loop has not started yet
    stop.on_stop(lambda: app.exit(0))
    return timer
