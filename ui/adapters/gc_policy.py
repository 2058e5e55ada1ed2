"""Keep Python's garbage collector out of the way of the scorekeeper's clicks, and on the
windows' thread.

A match is made of many small immutable objects that live long. A full collection scans every
live object, so left alone it sometimes lands between a click and its repaint. The policy: after
start-up, and again whenever the scorekeeper has been idle for a moment, collect once and
*freeze* what survives (it is never scanned again); between those moments only the few objects
made since the last freeze are scanned.

Python collects on whichever thread happens to allocate, and a cycle of garbage may hold Qt
objects (a closed dialog, a timer): collected on a server's, the history's or the network's
thread, their C++ side would be destroyed there, and Qt then fails on the windows' thread. So
the automatic collection is off once the windows are up, and the :class:`IdleCollector` runs
every collection on the windows' thread instead: the young generations as often as Python would
(by the same thresholds, looked at every :data:`TICK_MS`), a full one when the scorekeeper is
idle. :func:`collect_due` is that schedule.
"""

from __future__ import annotations

import gc
import time

from PySide6.QtCore import QObject, QTimer

#: Young-generation threshold: larger than the default so a burst of inputs rarely collects.
THRESHOLD = (20_000, 50, 100)
#: Seconds without input after which a collection is free to run.
IDLE_SECONDS = 2.0
#: How often the windows' thread looks whether a collection is due (milliseconds).
TICK_MS = 250


def settle() -> None:
    """Collect once and freeze the survivors (cheap to call when idle)."""
    gc.collect()
    gc.freeze()


def tune() -> None:
    """The start-up part of the policy (collection may have been held off while starting):
    from now on every collection runs on this thread (:func:`collect_due`)."""
    settle()
    gc.set_threshold(*THRESHOLD)
    gc.disable()


def collect_due() -> int | None:
    """The collection Python would run now, run here: the oldest generation whose count is
    past its threshold (None: none is due)."""
    counts, limits = gc.get_count(), gc.get_threshold()
    due = None
    for generation in range(3):
        if counts[generation] > limits[generation]:
            due = generation
    if due is not None:
        gc.collect(due)
    return due


class IdleCollector(QObject):
    """Runs :func:`settle` when no input has arrived for :data:`IDLE_SECONDS`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._last_input = time.monotonic()
        self._dirty = False
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    def activity(self, *_args: object) -> None:
        """Note an input (connect to the controller's ``snapshot_changed``)."""
        self._last_input = time.monotonic()
        self._dirty = True

    def _tick(self) -> None:
        if self._dirty and time.monotonic() - self._last_input >= IDLE_SECONDS:
            self._dirty = False
            settle()
        elif not gc.isenabled():
            collect_due()
