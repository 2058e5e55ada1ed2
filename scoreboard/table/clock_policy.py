"""When the shot clock starts, stops and resets by itself: the policy, without Qt.

The clock's time is kept by :class:`~scoreboard.table.shot_clock.ShotClock` and driven by the Qt
adapter :class:`~ui.adapters.clock_driver.ClockDriver`; this module only decides, from one
snapshot of the match to the next, what the clock should do. The clock is part of the match's
state: its phase, time left and extensions belong to the shooter at the table and the shot
they are about to play.

* A new entry (shot, choice, concession...) gives the next shot a fresh clock: running by
  itself when the clock is on and set to start by itself, else stopped and ready. The first
  shot after a break or a 14.1 re-rack (choices in between included) has the break-shot
  allowance, whether the clock starts by itself or by hand (:meth:`ClockPolicy.first_shot`).
* A break is not started by itself (the balls are being racked).
* A new rack gives every player the rack's extensions back (WPA-6.15).
* After an expiry the clock waits: the slow-play foul's next shot does not start by itself, so
  a table left alone gets one slow-play foul and no more. A referee restarts it by hand at once
  if wanted; the next entry brings the automatic start back.
* An undo or a redo brings back the clock the shot had when it was left (its time left and
  extensions), stopped: a clock that was running comes back paused, one that had run out
  comes back ready. Nothing starts by itself on an undo or a redo.
* A match won stops the clock; a match started, loaded or resumed has its clock stopped, with
  the rack's extensions.

>>> policy = ClockPolicy()
>>> ClockKeeper(policy).after(None, None, ())
()
>>> policy.profile("off") is None, policy.profile("wpa").key
(True, 'wpa')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Protocol

from rules import Option
from scoreboard.match.inputs import ClockExpiredInput, Input, Redo, Undo
from scoreboard.match.snapshot import Snapshot
from scoreboard.table.shot_clock import PROFILES, ClockProfile


class ClockAction(Enum):
    """What the clock is told to do after a snapshot."""

    STOP = "stop"
    NEW_RACK = "new-rack"
    START = "start"
    START_AFTER_BREAK = "start-after-break"  # the first shot after the break
    RESTORE = "restore"  # the clock a shot had, stopped (``ClockMove.state``)


@dataclass(frozen=True)
class ClockMove:
    """One thing the clock is told to do; ``state`` is the clock to restore (RESTORE)."""

    action: ClockAction
    state: Mapping[str, Any] | None = None


class ClockTarget(Protocol):
    """What the moves are applied to: a :class:`~scoreboard.table.shot_clock.ShotClock`, or the Qt
    driver that owns one."""

    def start(self, first_shot: bool = False) -> None: ...
    def stop(self) -> None: ...
    def new_rack(self) -> None: ...
    def restore(self, state: Mapping[str, Any]) -> None: ...
    def to_dict(self, now: float | None = None) -> dict[str, Any]: ...


def apply(moves: Iterable[ClockMove], target: ClockTarget) -> None:
    """Tell ``target`` each of ``moves``, in order."""
    for move in moves:
        if move.action is ClockAction.STOP:
            target.stop()
        elif move.action is ClockAction.NEW_RACK:
            target.new_rack()
        elif move.action is ClockAction.RESTORE:
            assert move.state is not None
            target.restore(move.state)
        else:
            target.start(first_shot=move.action is ClockAction.START_AFTER_BREAK)


def stopped(state: Mapping[str, Any]) -> dict[str, Any]:
    """``state`` (:meth:`ShotClock.to_dict`) as it comes back on an undo or a redo: a running
    clock paused at the time it had left, one that had run out ready for the shot again."""
    out = dict(state)
    if out.get("status") == "running":
        if int(out.get("remaining_ns", 0)) > 0:
            out["status"] = "paused"
        else:
            out["status"] = "idle"
            out["remaining_ns"] = out.get("total_ns", 0)
    return out


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

    def for_new_match(
        self, key: str | None, custom: Mapping[str, Any] | None = None
    ) -> ClockProfile | None:
        """The clock a new match plays with, chosen by its profile's ``key`` (None: without a
        clock; ``custom``: the saved custom profile, as :meth:`profile`); the policy follows."""
        self.enabled = key is not None
        return self.profile(key, custom)

    def resumed(self, clock: Mapping[str, Any] | None) -> ClockProfile | None:
        """The clock a resumed match was journaled with (None: it has none, or it cannot be
        read); the policy follows. A match journaled without a clock plays on without one."""
        if not clock:
            self.enabled = False
            return None
        try:
            profile = ClockProfile.from_dict(clock)
        except (ValueError, KeyError, TypeError):
            return None
        self.enabled = True
        return profile

    @staticmethod
    def first_shot(snap: Snapshot | None) -> bool:
        """True when the next shot is the first after this rack's break, or after a 14.1
        re-rack (only choices entered since): it has the break-shot allowance (WPA-6.15)."""
        if snap is None or snap.rack.breaking or snap.winner is not None:
            return False
        for entry in reversed(snap.history.tail(8)):
            if entry.rack != snap.rack.number:
                return False
            if entry.breaking or entry.verdict.rerack:
                return True
            if not isinstance(entry.move, Option):
                return False
        return False

    def fresh(self, snap: Snapshot, *, waits: bool = False) -> tuple[ClockMove, ...]:
        """The next shot's fresh clock: running by itself when the policy says so (and the
        clock does not ``wait`` after an expiry), else stopped."""
        # a break is not timed by itself: the balls are being racked
        shot_due = (
            snap.decision.pending is None and snap.rack.turn is not None and not snap.rack.breaking
        )
        if self.enabled and self.auto_start and shot_due and not waits:
            first = self.first_shot(snap)
            return (ClockMove(ClockAction.START_AFTER_BREAK if first else ClockAction.START),)
        return (ClockMove(ClockAction.STOP),)


@dataclass
class ClockKeeper:
    """The shot clock of the match in play, one clock per shot.

    It hears every input record (:meth:`heard`, an input listener of the match in play) and
    every match started (:meth:`started`), and after each snapshot says what the clock does
    (:meth:`after`). It keeps the clock each position of the match was left with, so that an
    undo or a redo brings it back.
    """

    policy: ClockPolicy = field(default_factory=ClockPolicy)
    _heard: Input | Undo | Redo | None = None
    _started: bool = True
    _at: int = 0  # the position (surviving inputs) of the last snapshot
    _kept: dict[int, dict[str, Any]] = field(default_factory=dict)

    def heard(self, record: Input | Undo | Redo) -> None:
        """An input record is about to be applied (called before its snapshot)."""
        self._heard = record

    def started(self, *_args: object) -> None:
        """A match was started, loaded or resumed: its next snapshot starts its clock over."""
        self._started = True

    def follow(
        self,
        before: Snapshot | None,
        snap: Snapshot,
        inputs: Sequence[Input],
        clock: ClockTarget,
        *,
        timed: bool = True,
    ) -> None:
        """What follows each entry, on every table (the window's and a phone's alike): the
        moves of :meth:`after` done on ``clock`` (``timed`` False: the match has no clock,
        its clock only remembered for an undo)."""
        moves = self.after(before, snap, inputs, clock.to_dict())
        if timed:
            apply(moves, clock)

    def after(
        self,
        before: Snapshot | None,
        snap: Snapshot | None,
        inputs: Sequence[Input],
        state: Mapping[str, Any] | None = None,
    ) -> tuple[ClockMove, ...]:
        """What the clock does now that ``snap`` follows ``before``; ``inputs`` are the match's
        surviving inputs after ``snap``, ``state`` the clock as it is now
        (:meth:`ShotClock.to_dict`), kept for an undo or a redo back to ``before``."""
        heard, self._heard = self._heard, None
        started, self._started = self._started, False
        if snap is None:
            return ()
        now, was = len(inputs), self._at
        self._at = now
        if started or before is None or abs(now - was) > 1:
            # a match started, loaded or resumed: its clock stopped, the rack's extensions
            self._kept.clear()
            return (ClockMove(ClockAction.STOP), ClockMove(ClockAction.NEW_RACK))
        if now == was or snap.rack_only:
            return ()  # the same position (a snapshot sent again), or no shots to time
        if state is not None:
            self._kept[was] = dict(state)
        if snap.winner is not None:
            return (ClockMove(ClockAction.STOP),)
        if now == was + 1 and not isinstance(heard, Redo):
            # a new entry: what came after it before is gone
            for key in [k for k in self._kept if k > was]:
                del self._kept[key]
            moves: list[ClockMove] = []
            if snap.rack.number != before.rack.number:
                moves.append(ClockMove(ClockAction.NEW_RACK))
            expired = bool(inputs) and isinstance(inputs[-1], ClockExpiredInput)
            moves.extend(self.policy.fresh(snap, waits=expired))
            return tuple(moves)
        # an undo or a redo: the clock this position was left with, stopped
        kept = self._kept.get(now)
        if kept is not None:
            return (ClockMove(ClockAction.RESTORE, stopped(kept)),)
        moves = [ClockMove(ClockAction.STOP)]
        if snap.rack.number != before.rack.number:
            moves.append(ClockMove(ClockAction.NEW_RACK))
        return tuple(moves)
