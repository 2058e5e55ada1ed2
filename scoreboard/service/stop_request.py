"""A stop asked for by the system: Ctrl+C in the terminal (SIGINT), SIGTERM (a logout, a
shutdown, a service stopped) or SIGHUP (the terminal closed).

The handlers are installed on the first line of the app's ``main`` and put back on its last,
so a stop is never the system's default (the process killed on the spot, whatever it was
writing) at any moment in between: while Python imports the core, while a start-up message
waits for an OK, while the windows close. The handler only takes note and tells its listeners
(the Qt wiring asks every event loop to end, see ``ui/adapters/stop_signals.py``); the app's usual
closing follows, as for Match > Quit.

>>> stop = StopRequest()
>>> seen = []
>>> stop.on_stop(lambda: seen.append("quit"))
>>> stop.requested, seen
(False, [])
>>> stop.ask()
>>> stop.requested, seen
(True, ['quit'])
>>> stop.on_stop(lambda: seen.append("late"))  # a listener that comes after the stop hears it
>>> seen
['quit', 'late']
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterator
from types import FrameType

SIGNALS = tuple(
    s for s in (getattr(signal, n, None) for n in ("SIGINT", "SIGTERM", "SIGHUP")) if s is not None
)


class StopRequest:
    """Whether a stop was asked for, and who is told when it is."""

    def __init__(self) -> None:
        self.requested = False
        self._listeners: list[Callable[[], None]] = []

    def on_stop(self, listener: Callable[[], None]) -> None:
        """Call ``listener`` when a stop is asked for (at once if it already was)."""
        self._listeners.append(listener)
        if self.requested:
            listener()

    def ask(self) -> None:
        """A stop is asked for: tell every listener."""
        self.requested = True
        for listener in list(self._listeners):
            listener()

    def _handle(self, _signum: int, _frame: FrameType | None) -> None:
        self.ask()

    @contextlib.contextmanager
    def installed(self) -> Iterator[StopRequest]:
        """While inside, the stop signals ask for a stop; the handlers found are put back on
        leaving. Outside the main thread (where Python cannot take signals) nothing changes."""
        if threading.current_thread() is not threading.main_thread():
            yield self
            return
        before = {signum: signal.signal(signum, self._handle) for signum in SIGNALS}
        try:
            yield self
        finally:
            for signum, handler in before.items():
                signal.signal(signum, handler)
