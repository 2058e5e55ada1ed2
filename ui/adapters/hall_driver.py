"""The hall on the windows' thread: :class:`HallDriver`, the Qt side of
:class:`~scoreboard.service.hall.Hall` (every table the app runs, the window's among them).

It drives time and nothing more: one timer aimed at the nearest deadline of a running shot
clock (an expiry is a slow-play foul the hall submits through the table, the window's as a
phone table's), and the hall's news as Qt signals for whoever shows the tables (the phone
tables' server, the desk).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer, Signal

from scoreboard.service.hall import Hall, HallNews

__all__ = ["HallDriver", "weakly"]


class HallDriver(QObject):
    """Drives ``hall``'s clocks and says its news (see the module)."""

    #: a table's state changed (an accepted record, a match opened or closed, its clock)
    table_changed = Signal(str)
    #: a table's match was won
    match_won = Signal(str)

    def __init__(self, hall: Hall, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.hall = hall
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(hall.clock_due)
        # the hall hears this object weakly: no cycle keeps it (and its timer) for the
        # collector, which must not destroy Qt objects off the windows' thread
        hall.news = HallNews(
            changed=weakly(self._changed), won=weakly(self._won), aim=weakly(self._aim)
        )

    @property
    def aimed_ms(self) -> int | None:
        """The interval the timer is aimed at (None: no clock runs)."""
        return self._timer.interval() if self._timer.isActive() else None

    def _aim(self, ms: int | None) -> None:
        """Aim the one timer at the nearest deadline of a running clock."""
        if ms is None:
            self._timer.stop()
        else:
            self._timer.start(ms)

    def _changed(self, name: str) -> None:
        self.table_changed.emit(name)

    def _won(self, name: str) -> None:
        self.match_won.emit(name)

    def stop(self) -> None:
        """No more expiries (the app is closing)."""
        self._timer.stop()


def weakly(method: Callable[..., object]) -> Callable[..., None]:
    """``method`` (bound), called while its object lives: nothing after (for a Qt object,
    nothing once its C++ side is deleted, even while Python still holds it)."""
    ref = weakref.WeakMethod(method)

    def call(*args: object) -> None:
        bound = ref()
        if bound is None:
            return
        owner = getattr(bound, "__self__", None)
        if isinstance(owner, QObject) and not shiboken6.isValid(owner):
            return
        bound(*args)

    return call
