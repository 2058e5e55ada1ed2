"""The shot clock's actions, whoever sends them: one set for the scorekeeper's buttons and keys
and for a phone at a table. No Qt here.

:func:`clock_act` does an action to a table's clock (the window's
:class:`~ui.adapters.clock_driver.ClockDriver` or a phone table's
:class:`~scoreboard.table.shot_clock.ShotClock`: anything with the :class:`Clock` methods), given
the match it times, and says why when it does not:

* ``no-clock``: the match has no shot clock;
* ``clock-not-now``: no match is set up, the match is won, a rack-only match is timed by no
  clock, or the clock's state does not allow it (pausing a clock that is not running);
* ``no-extension``: the player has used this rack's extensions (WPA-6.15).

A pause and a reset are always allowed (they take time from nobody). ``toggle`` is the
window's one key (T): a running clock paused, a paused one resumed, a ready one started.

>>> from scoreboard.table.shot_clock import PROFILES, ShotClock
>>> from scoreboard.match.match import Match, MatchConfig
>>> snap = Match(MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", breaker=0)).snapshot()
>>> clock = ShotClock(PROFILES["wpa"], now=lambda: 0.0)
>>> clock_act(clock, "toggle", snap, enabled=True), clock.snapshot().phase.value
('', 'running')
>>> clock_act(clock, "toggle", snap, enabled=True), clock.snapshot().phase.value
('', 'paused')
>>> clock_act(clock, "start", snap, enabled=False)
'no-clock'
"""

from __future__ import annotations

from typing import Protocol

from scoreboard.match.snapshot import Snapshot
from scoreboard.table.clock_policy import ClockPolicy
from scoreboard.table.shot_clock import ClockError, NoExtensionLeftError, Phase

__all__ = ["ACTIONS", "Clock", "clock_act"]

#: Every action a clock takes ("toggle": the window's key; a phone sends the others).
ACTIONS = ("start", "pause", "resume", "extend", "reset", "toggle")


class Clock(Protocol):
    """What an action needs of a clock."""

    def phase(self) -> Phase: ...

    def start(self, first_shot: bool = False) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def reset(self) -> None: ...

    def extend(self, player: int) -> None: ...


def clock_act(
    clock: Clock, action: str, snap: Snapshot | None, *, enabled: bool, player: int | None = None
) -> str:
    """Do ``action`` (:data:`ACTIONS`) to ``clock``, timing the match of ``snap``; ``enabled``:
    the match has a shot clock; ``player``: who gets an extension (by default the player at
    the table). "" when done, else the code (see the module)."""
    if not enabled:
        return "no-clock"
    if action not in ACTIONS:
        return "clock-not-now"
    timing = snap is not None and snap.set_up and snap.winner is None and not snap.rack_only
    try:
        if action == "reset":
            clock.reset()
        elif action == "pause":
            clock.pause()
        elif not timing or snap is None:
            return "clock-not-now"
        elif action == "extend":
            who = player if player is not None else snap.rack.turn
            if who not in (0, 1):
                return "clock-not-now"
            clock.extend(who)
        else:
            _run(clock, action, ClockPolicy.first_shot(snap))
    except NoExtensionLeftError:
        return "no-extension"
    except ClockError:
        return "clock-not-now"
    return ""


def _run(clock: Clock, action: str, first_shot: bool) -> None:
    """Start, resume or toggle: ClockError when the clock's state does not allow it."""
    if action == "toggle":
        phase = clock.phase()
        if phase.is_running and phase is not Phase.EXPIRED:
            action = "pause"
        elif phase is Phase.PAUSED:
            action = "resume"
        else:
            action = "start"
    if action == "start":
        clock.start(first_shot=first_shot)
    elif action == "resume":
        clock.resume()
    else:
        clock.pause()
