"""The hall's shot clocks: one per table, the window's and each phone table's alike, without Qt.

Each table the hall holds or hosts has a :class:`TableClock`: the profile its match was set up
with (None: the match has none) and its :class:`~scoreboard.table.shot_clock.ShotClock`. After
each snapshot the table's :class:`~scoreboard.table.clock_policy.ClockKeeper` moves it
(:meth:`TableClock.after`); the actions of the window's keys and of a phone are one set
(:func:`~scoreboard.table.clock_actions.clock_act`, :meth:`HallClocks.clock_action`). Whoever
drives time (the Qt side's one timer) asks how long until the nearest deadline of a running
clock (:meth:`HallClocks.deadline_ms`) and calls :meth:`HallClocks.clock_due` then: each clock
run out becomes a :class:`~scoreboard.match.inputs.ClockExpiredInput` submitted through its
table, a slow-play foul judged and journaled like any entry.

A clock may be commanded through something that wraps it (the window's Qt driver, which
repaints its seconds and plays its sounds): :attr:`TableClock.control`.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from scoreboard.match.inputs import ClockExpiredInput
from scoreboard.match.snapshot import Snapshot
from scoreboard.table.clock_actions import clock_act
from scoreboard.table.shot_clock import ClockProfile, Phase, ShotClock
from scoreboard.table.state import ClockReading
from scoreboard.table.table import Table

__all__ = ["ClockControl", "HallClocks", "TableClock"]

log = logging.getLogger(__name__)


class ClockControl(Protocol):
    """What commands a table's clock: the :class:`ShotClock` itself, or a driver around it."""

    def phase(self) -> Phase: ...
    def start(self, first_shot: bool = False) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...
    def reset(self) -> None: ...
    def extend(self, player: int) -> None: ...
    def stop(self) -> None: ...
    def new_rack(self) -> None: ...
    def set_profile(self, profile: ClockProfile) -> None: ...
    def restore(self, state: Mapping[str, Any]) -> None: ...
    def to_dict(self, now: float | None = None) -> dict[str, Any]: ...


@dataclass(slots=True)
class TableClock:
    """One table's shot clock: its profile (None: the match has none), its model, and what
    commands it (``target``; the model itself when None)."""

    profile: ClockProfile | None
    clock: ShotClock
    last: Snapshot | None = None
    target: ClockControl | None = None

    @property
    def model(self) -> ShotClock:
        """The clock's model now (a driver's, which may replace it, or :attr:`clock`)."""
        found = getattr(self.target, "clock", None)
        return found if isinstance(found, ShotClock) else self.clock

    @property
    def control(self) -> ClockControl:
        """Where the clock's commands go (the window's driver, or the model)."""
        return self.target if self.target is not None else self.clock

    def after(self, table: Table, snap: Snapshot) -> None:
        """The clock keeper's moves after ``snap``, done on the clock (when there is one)."""
        before, self.last = self.last, snap
        table.clock_keeper.follow(
            before, snap, table.inputs, self.control, timed=self.profile is not None
        )


class HallClocks:
    """The clocks of a hall's tables (mixed into :class:`~scoreboard.service.hall.Hall`)."""

    clocks: dict[str, TableClock]
    now: Callable[[], float]
    _running_out: bool = False

    def table_named(self, name: str) -> Table | None:  # pragma: no cover - the hall's
        raise NotImplementedError

    def _aim(self) -> None:  # pragma: no cover - the hall's
        raise NotImplementedError

    def _changed(self, name: str) -> None:  # pragma: no cover - the hall's
        raise NotImplementedError

    def clock_action(self, name: str, action: str, player: int | None = None) -> str:
        """Do ``action`` (:data:`~scoreboard.phones.asks.CLOCK_ACTIONS`, or the window's
        ``toggle``) to table ``name``'s shot clock; ``player`` for an extension (default: the
        player at the table). "" when done, else the code (``no-table``, ``no-clock``,
        ``no-extension``, ``clock-not-now``)."""
        table = self.table_named(name)
        record = self.clocks.get(name)
        if table is None or record is None:
            return "no-table"
        enabled = record.profile is not None and table.clock_keeper.policy.enabled
        why = clock_act(record.control, action, table.snapshot, enabled=enabled, player=player)
        if why:
            return why
        self._aim()
        self._changed(name)
        return ""

    def clock_reading(self, table: Table) -> ClockReading | None:
        """The shot clock of ``table`` as the state document carries it (None: no clock)."""
        record = self.clocks.get(table.name)
        if record is None or record.profile is None or not table.clock_keeper.policy.enabled:
            return None
        return ClockReading.of(record.model)

    def clock_enabled(self, name: str) -> bool:
        """Whether table ``name``'s match has a shot clock."""
        record = self.clocks.get(name)
        return record is not None and record.profile is not None

    def set_clock(self, name: str, profile: ClockProfile | None) -> None:
        """Table ``name``'s match plays with ``profile`` from now on (None: no clock)."""
        record = self.clocks.get(name)
        if record is None:
            return
        record.profile = profile
        if profile is not None:
            record.control.set_profile(profile)
        self._aim()

    def deadline_ms(self) -> int | None:
        """Milliseconds until the nearest deadline of a running clock (None: none runs)."""
        soonest: int | None = None
        for record in self.clocks.values():
            clock = record.model
            if record.profile is None or not clock.is_running:
                continue
            left = clock.remaining_ns()
            soonest = left if soonest is None else min(soonest, left)
        if soonest is None:
            return None
        return max(0, math.ceil(soonest / 1_000_000)) + 1

    def clock_due(self) -> None:
        """Every clock that has run out: a slow-play foul through its table, once. A call
        made while a foul is being recorded (a driver that reports the expiry it sees when
        the foul stops its clock) finds nothing more to do."""
        if self._running_out:
            return
        self._running_out = True
        try:
            self._run_out()
        finally:
            self._running_out = False
        self._aim()

    def _run_out(self) -> None:
        for name, record in list(self.clocks.items()):
            clock = record.model
            if record.profile is None or not clock.is_running:
                continue
            if not clock.is_expired():
                continue
            table = self.table_named(name)
            outcome = table.submit(ClockExpiredInput(self.now())) if table else None
            if outcome is None or not outcome.accepted:
                record.control.stop()  # not taken (no match recorded): it does not run on
                log.info("table %s: the clock's expiry was not recorded", name)
                self._changed(name)
