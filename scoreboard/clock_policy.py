"""When the shot clock starts, stops and resets by itself: the policy, without Qt.

The clock's time is kept by :class:`~scoreboard.shot_clock.ShotClock` and driven by the Qt
adapter :class:`~scoreboard.clock_driver.ClockDriver`; this module only decides, from one
snapshot to the next, what the clock should do:

* a match won stops it;
* a new rack tells it so (a new rack's extensions, WPA-6.15);
* one new shot or choice recorded starts it for the next shot (when the clock is on and set to
  start by itself), with the break's allowance after a break;
* a shot taken back resets it.

A whole match loaded or resumed at once starts nothing.

>>> policy = ClockPolicy()
>>> policy.after(None, None)
()
>>> policy.profile("off") is None, policy.profile("wpa").key
(True, 'wpa')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .shot_clock import PROFILES, ClockProfile
from .snapshot import Snapshot


class ClockAction(Enum):
    """What the clock is told to do after a snapshot."""

    STOP = "stop"
    NEW_RACK = "new-rack"
    START = "start"
    START_AFTER_BREAK = "start-after-break"  # the first shot after the break
    RESET = "reset"


@dataclass
class ClockPolicy:
    """``enabled``: the match has a shot clock; ``auto_start``: it starts by itself after
    each recorded shot."""

    enabled: bool = True
    auto_start: bool = True

    @classmethod
    def from_settings(cls, profile_key: str, auto_start: bool) -> ClockPolicy:
        return cls(enabled=profile_key != "off", auto_start=auto_start)

    @staticmethod
    def profile(key: str | None, custom: Mapping[str, Any] | None = None) -> ClockProfile | None:
        """The profile named ``key`` (None for ``off`` or an unknown key); ``custom`` is the
        saved custom profile, used when ``key`` is ``custom`` and it can be read."""
        profile = PROFILES.get(key or "")
        if key == "custom" and custom:
            try:
                profile = ClockProfile.from_dict(custom)
            except (ValueError, KeyError, TypeError):
                pass
        return profile

    def after(self, before: Snapshot | None, snap: Snapshot | None) -> tuple[ClockAction, ...]:
        """What the clock does now that ``snap`` follows ``before``."""
        if snap is None or before is None or snap.rack_only or snap.winner is not None:
            if snap is not None and snap.winner is not None:
                return (ClockAction.STOP,)
            return ()
        actions: list[ClockAction] = []
        if snap.rack.number != before.rack.number:
            actions.append(ClockAction.NEW_RACK)
        # one new shot or choice recorded (not a whole match loaded or resumed at once)
        if self.enabled and self.auto_start and len(snap.history) == len(before.history) + 1:
            if snap.decision.pending is None and snap.rack.turn is not None:
                last = snap.history.last
                first = bool(last is not None and last.breaking)
                actions.append(ClockAction.START_AFTER_BREAK if first else ClockAction.START)
        elif len(snap.history) < len(before.history):
            actions.append(ClockAction.RESET)
        return tuple(actions)
