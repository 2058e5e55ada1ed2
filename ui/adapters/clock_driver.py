"""QtCore driver for the shot clock: turns the passage of time into signals.

The driver never counts timer ticks. It keeps one single-shot ``QTimer`` aimed at the next moment
the displayed seconds change (a whole-second boundary, or the deadline for the last second); on
each timeout it reads the time source again, emits what changed and re-aims. A timer that fires
early only re-aims, so ``expired`` is never emitted before the deadline, and a late one cannot
accumulate drift.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from scoreboard.table.shot_clock import (
    ClockProfile,
    ClockSnapshot,
    EventKind,
    Phase,
    ShotClock,
    events_between,
)

__all__ = ["ClockDriver"]

_NS_PER_MS = 1_000_000


class ClockDriver(QObject):
    """Owns a ``ShotClock`` and reports it to the views and the controller.

    Signals:
        tick(int): the displayed seconds changed (never repeated for one value in a row).
        warning(): the display came down to the profile's ``warning_at`` (WPA-6.15).
        countdown(int): one of the audible last seconds (``countdown_from`` .. 1).
        expired(): the time ran out; the controller turns it into a slow-play foul
            (WPA-6.15, RFEB-Art.29) through the rules engine.
        state_changed(object): a new ``ClockSnapshot`` differing from the previous one.
    """

    tick = Signal(int)
    warning = Signal()
    countdown = Signal(int)
    expired = Signal()
    state_changed = Signal(object)

    def __init__(self, clock: ShotClock | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._clock = clock if clock is not None else ShotClock()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.refresh)
        self._last: ClockSnapshot = self._clock.snapshot()

    # ---- read -----------------------------------------------------------------------------

    @property
    def clock(self) -> ShotClock:
        """The model. Change it through the driver's commands so the signals follow."""
        return self._clock

    def snapshot(self) -> ClockSnapshot:
        """The last snapshot emitted (or the initial one)."""
        return self._last

    @property
    def timer_active(self) -> bool:
        return bool(self._timer.isActive())

    @property
    def next_timeout_ms(self) -> int | None:
        """Interval the timer is aimed at, or ``None`` when it is not running."""
        return self._timer.interval() if self._timer.isActive() else None

    def phase(self) -> Phase:
        """The clock's phase now (the model's: an expiry not reported yet included)."""
        return self._clock.phase()

    # ---- commands (each reports what was already due, forwards to the model, reports) ----

    def _command(self, action: Callable[[], None]) -> None:
        self.refresh()  # an expiry already due is reported before the command overrides it
        try:
            action()
        finally:
            self.refresh()

    def start(self, first_shot: bool = False) -> None:
        self._command(lambda: self._clock.start(first_shot))

    def pause(self) -> None:
        self._command(self._clock.pause)

    def resume(self) -> None:
        self._command(self._clock.resume)

    def reset(self) -> None:
        self._command(self._clock.reset)

    def stop(self) -> None:
        self._command(self._clock.stop)

    def extend(self, player: int) -> None:
        self._command(lambda: self._clock.extend(player))

    def new_rack(self) -> None:
        self._command(self._clock.new_rack)

    def set_profile(self, profile: ClockProfile) -> None:
        self._command(lambda: self._clock.set_profile(profile))

    def restore(self, state: Mapping[str, Any]) -> None:
        """Bring back a clock saved with :meth:`to_dict` (:meth:`ShotClock.restore`)."""
        self._command(lambda: self._clock.restore(state))

    def to_dict(self, now: float | None = None) -> dict[str, Any]:
        """The model's :meth:`ShotClock.to_dict`."""
        return self._clock.to_dict(now)

    def load(self, clock: ShotClock) -> None:
        """Replace the model (e.g. restored from an autosave) and report its state."""
        self._clock = clock
        self.refresh()

    # ---- the timing loop ------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the time, emit what changed since the last call, and re-aim the timer."""
        now = self._clock.read_time()
        snap = self._clock.snapshot(now)
        before = self._last
        self._last = snap
        if snap != before:
            self.state_changed.emit(snap)
        for event in events_between(before, snap):
            if event.kind is EventKind.TICK:
                self.tick.emit(event.seconds)
            elif event.kind is EventKind.WARNING:
                self.warning.emit()
            elif event.kind is EventKind.COUNTDOWN:
                self.countdown.emit(event.seconds)
            elif event.kind is EventKind.EXPIRED:
                self.expired.emit()
        self._aim(now)

    def _aim(self, now: float) -> None:
        wait_ns = self._clock.ns_to_next_change(now)
        if wait_ns is None:
            self._timer.stop()
            return
        # Round up: the display changes no earlier than this; an early wake-up only re-aims.
        self._timer.start(max(1, math.ceil(wait_ns / _NS_PER_MS)))
