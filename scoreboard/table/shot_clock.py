"""The shot clock: editable profiles and a time-driven state machine, free of Qt.

Long because the clock's profiles, its events and its state machine follow one rule (docs/rulings.md
§7) and share its units (whole nanoseconds).

docs/rulings.md §7 (WPA-6.15, RFEB-Art.29): the clock runs from when the balls stop until the
cue tip meets the cue ball; the scorekeeper starts, pauses and stops it. Expiry is a standard
foul that the match enters through the rules engine; this module only says *when* the time ran
out.

Time is read from an injectable monotonic source (``now() -> seconds``) and kept internally in
whole nanoseconds, so pausing and resuming never loses or gains a fraction that could make the
display jump. The displayed value is ``ceil(remaining)``: each whole number from the allowance
down to 1 is shown for exactly one second, then 0 at the deadline.

>>> t = [100.0]
>>> clock = ShotClock(PROFILES["wpa"], now=lambda: t[0])
>>> clock.start()
>>> clock.seconds_left()
35
>>> t[0] += 25.5
>>> clock.seconds_left(), clock.phase().value
(10, 'warning')
>>> t[0] += 9.5
>>> clock.phase().value
'expired'
"""

from __future__ import annotations

import dataclasses
import enum
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from scoreboard.files.shapes import CLOCK

__all__ = [
    "PROFILES",
    "ClockError",
    "ClockEvent",
    "ClockProfile",
    "ClockSnapshot",
    "ClockStateError",
    "EventKind",
    "InvalidPlayerError",
    "InvalidProfileError",
    "NoExtensionLeftError",
    "Phase",
    "ShotClock",
    "events_between",
]

_NS = 1_000_000_000
PLAYERS = (0, 1)


# --------------------------------------------------------------------------------------------
# errors


class ClockError(ValueError):
    """Base class of every refusal by the shot clock."""


class NoExtensionLeftError(ClockError):
    """The player has used every extension this rack allows (or the profile grants none)."""


class ClockStateError(ClockError):
    """The command makes no sense in the clock's current phase (e.g. resume while running)."""


class InvalidProfileError(ClockError):
    """A profile field is out of range."""


class InvalidPlayerError(ClockError):
    """Players are 0 and 1."""


# --------------------------------------------------------------------------------------------
# profiles


@dataclass(frozen=True, slots=True)
class ClockProfile:
    """The timing rules of one organisation; every field is editable via ``with_changes``.

    ``shot_seconds`` is the normal allowance, ``first_shot_seconds`` the allowance for the first
    shot after the break (and after a 14.1 re-rack). ``warning_at`` is the displayed second at
    which the referee's warning is due (``None``: none); ``countdown_from`` the first of the
    audible last seconds (``None``: no countdown).

    >>> PROFILES["wpa"].with_changes(shot_seconds=40).shot_seconds
    40
    >>> ClockProfile("x", "X", shot_seconds=0)
    Traceback (most recent call last):
    ...
    scoreboard.table.shot_clock.InvalidProfileError: shot_seconds
    """

    key: str
    name: str
    shot_seconds: float
    first_shot_seconds: float | None = None
    extension_seconds: float = 0
    extensions_per_rack: int = 0
    warning_at: int | None = None
    countdown_from: int | None = None
    citation: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.key:
            raise InvalidProfileError("key")
        if not self.shot_seconds > 0:
            raise InvalidProfileError("shot_seconds")
        if self.first_shot_seconds is not None and not self.first_shot_seconds > 0:
            raise InvalidProfileError("first_shot_seconds")
        if self.extension_seconds < 0:
            raise InvalidProfileError("extension_seconds")
        if (
            self.extensions_per_rack < 0
            or int(self.extensions_per_rack) != self.extensions_per_rack
        ):
            raise InvalidProfileError("extensions_per_rack")
        if self.extensions_per_rack > 0 and not self.extension_seconds > 0:
            raise InvalidProfileError("extension_seconds")
        if self.warning_at is not None and self.warning_at < 1:
            raise InvalidProfileError("warning_at")
        if self.countdown_from is not None and self.countdown_from < 1:
            raise InvalidProfileError("countdown_from")

    @property
    def first_shot_allowance(self) -> float:
        """Seconds for the first shot after the break (the normal allowance when unset)."""
        if self.first_shot_seconds is None:
            return self.shot_seconds
        return self.first_shot_seconds

    @property
    def has_extensions(self) -> bool:
        return self.extensions_per_rack > 0

    def with_changes(self, **changes: Any) -> ClockProfile:
        """A copy with some fields changed (validated like a new profile)."""
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Plain, JSON-friendly dict."""
        d = dataclasses.asdict(self)
        d["citation"] = list(self.citation)
        return d

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ClockProfile:
        """Inverse of ``to_dict``; unknown keys are ignored so old autosaves keep loading. A
        dict of the wrong shape (:data:`scoreboard.files.shapes.CLOCK`) raises a SchemaError."""
        CLOCK.check(data if isinstance(data, dict) else dict(data))
        names = {f.name for f in dataclasses.fields(cls)}
        kwargs = {k: v for k, v in data.items() if k in names}
        if "citation" in kwargs:
            kwargs["citation"] = tuple(kwargs["citation"])
        return cls(**kwargs)


PROFILES: dict[str, ClockProfile] = {
    # docs/rulings.md §7; WPA-6.15: the player is warned ten seconds before the time runs out.
    "wpa": ClockProfile(
        key="wpa",
        name="WPA",
        shot_seconds=35,
        first_shot_seconds=60,
        extension_seconds=25,
        extensions_per_rack=1,
        warning_at=10,
        countdown_from=None,
        citation=("WPA-6.15",),
    ),
    # docs/rulings.md §7: audible countdown over the last five seconds.
    "matchroom": ClockProfile(
        key="matchroom",
        name="Matchroom",
        shot_seconds=30,
        first_shot_seconds=None,
        extension_seconds=30,
        extensions_per_rack=1,
        warning_at=None,
        countdown_from=5,
        citation=(),
    ),
    # RFEB-Art.29: one minute between shots once imposed; no extension, no warning in the text.
    "rfeb": ClockProfile(
        key="rfeb",
        name="RFEB",
        shot_seconds=60,
        first_shot_seconds=None,
        extension_seconds=0,
        extensions_per_rack=0,
        warning_at=None,
        countdown_from=None,
        citation=("RFEB-Art.29",),
    ),
    # A starting point for the organiser to edit.
    "custom": ClockProfile(
        key="custom",
        name="Custom",
        shot_seconds=45,
        first_shot_seconds=None,
        extension_seconds=30,
        extensions_per_rack=1,
        warning_at=10,
        countdown_from=5,
        citation=("WPA-6.15",),
    ),
}


# --------------------------------------------------------------------------------------------
# values for the views


class Phase(enum.Enum):
    """What the views colour the clock by."""

    IDLE = "idle"
    RUNNING = "running"
    PAUSED = "paused"
    WARNING = "warning"
    COUNTDOWN = "countdown"
    EXPIRED = "expired"

    @property
    def is_running(self) -> bool:
        """True while time is flowing (expired included: the clock ran out while running)."""
        return self in _RUNNING_PHASES


_RUNNING_PHASES = frozenset({Phase.RUNNING, Phase.WARNING, Phase.COUNTDOWN, Phase.EXPIRED})


@dataclass(frozen=True, slots=True)
class ClockSnapshot:
    """Immutable picture of the clock at one instant, compared by value."""

    phase: Phase
    seconds_left: int
    total: int
    extensions_left: tuple[int, int]
    profile: str
    first_shot: bool = False
    warning_at: int | None = None
    countdown_from: int | None = None


class EventKind(enum.Enum):
    TICK = "tick"
    WARNING = "warning"
    COUNTDOWN = "countdown"
    EXPIRED = "expired"


@dataclass(frozen=True, slots=True)
class ClockEvent:
    kind: EventKind
    seconds: int = 0


def events_between(before: ClockSnapshot | None, after: ClockSnapshot) -> list[ClockEvent]:
    """What happened between two consecutive snapshots, in emission order.

    - TICK(n) whenever the displayed seconds change (start, extension and reset included).
    - WARNING once when the running display comes down across ``warning_at`` (WPA-6.15).
    - COUNTDOWN(n) for each new, lower displayed value from ``countdown_from`` down to 1.
    - EXPIRED when the phase first becomes expired.

    >>> a = ClockSnapshot(Phase.RUNNING, 11, 35, (1, 1), "wpa", warning_at=10)
    >>> b = dataclasses.replace(a, phase=Phase.WARNING, seconds_left=10)
    >>> [e.kind.value for e in events_between(a, b)]
    ['tick', 'warning']
    """
    events: list[ClockEvent] = []
    prev_seconds = before.seconds_left if before is not None else None
    prev_phase = before.phase if before is not None else Phase.IDLE
    now_seconds = after.seconds_left
    if prev_seconds != now_seconds:
        events.append(ClockEvent(EventKind.TICK, now_seconds))
    went_down = prev_seconds is not None and now_seconds < prev_seconds
    counting = after.phase in (Phase.WARNING, Phase.COUNTDOWN)
    if (
        counting
        and went_down
        and after.warning_at is not None
        and prev_seconds is not None
        and prev_seconds > after.warning_at >= now_seconds
    ):
        events.append(ClockEvent(EventKind.WARNING, now_seconds))
    if after.phase is Phase.COUNTDOWN and went_down and now_seconds > 0:
        events.append(ClockEvent(EventKind.COUNTDOWN, now_seconds))
    if after.phase is Phase.EXPIRED and prev_phase is not Phase.EXPIRED:
        events.append(ClockEvent(EventKind.EXPIRED, 0))
    return events


# --------------------------------------------------------------------------------------------
# the clock


class _Status(enum.Enum):
    IDLE = "idle"
    RUNNING = "running"
    PAUSED = "paused"


def _to_ns(seconds: float) -> int:
    return round(seconds * _NS)


def _ceil_seconds(ns: int) -> int:
    return -(-ns // _NS) if ns > 0 else 0


class ShotClock:
    """The state machine behind the clock display.

    Commands read the time source once; queries take an optional ``now`` (seconds on the same
    monotonic scale) so a caller can sample several values at one instant.
    Expiry is a consequence of time: once the deadline has passed the phase is EXPIRED until the
    next ``start``, ``reset`` or ``stop``.
    """

    def __init__(
        self, profile: ClockProfile | None = None, now: Callable[[], float] = time.monotonic
    ) -> None:
        self._profile = profile if profile is not None else PROFILES["wpa"]
        self._now = now
        self._status = _Status.IDLE
        self._first_shot = False
        self._total_ns = _to_ns(self._profile.shot_seconds)
        self._remaining_ns = self._total_ns  # meaningful while idle or paused
        self._deadline_ns = 0  # meaningful while running
        self._extensions_left = [self._profile.extensions_per_rack] * 2

    # ---- time -----------------------------------------------------------------------------

    def read_time(self) -> float:
        """The time source's current reading, in seconds."""
        return self._now()

    def _now_ns(self, now: float | None = None) -> int:
        return _to_ns(self._now() if now is None else now)

    def remaining_ns(self, now: float | None = None) -> int:
        """Nanoseconds left (never negative)."""
        if self._status is _Status.RUNNING:
            return max(0, self._deadline_ns - self._now_ns(now))
        return self._remaining_ns

    def remaining(self, now: float | None = None) -> float:
        """Seconds left as a float (for smooth progress bars)."""
        return self.remaining_ns(now) / _NS

    def seconds_left(self, now: float | None = None) -> int:
        """Displayed seconds: ``ceil(remaining)``, 0 once expired."""
        return _ceil_seconds(self.remaining_ns(now))

    def ns_to_next_change(self, now: float | None = None) -> int | None:
        """Nanoseconds until the displayed value next changes (the deadline for the last second).

        ``None`` when the clock is not running or has expired: nothing will change by itself.
        """
        if self._status is not _Status.RUNNING:
            return None
        rem = self.remaining_ns(now)
        if rem <= 0:
            return None
        return rem - (_ceil_seconds(rem) - 1) * _NS

    # ---- queries --------------------------------------------------------------------------

    @property
    def profile(self) -> ClockProfile:
        return self._profile

    @property
    def first_shot(self) -> bool:
        """Whether the current allowance is the first-shot-after-the-break one."""
        return self._first_shot

    @property
    def is_running(self) -> bool:
        """Time flows (the deadline may already have passed)."""
        return self._status is _Status.RUNNING

    def total(self) -> float:
        """Seconds allowed for the current shot, extensions granted included."""
        return self._total_ns / _NS

    def extensions_left(self, player: int) -> int:
        _check_player(player)
        return self._extensions_left[player]

    def is_expired(self, now: float | None = None) -> bool:
        return self._status is _Status.RUNNING and self.remaining_ns(now) <= 0

    def phase(self, now: float | None = None) -> Phase:
        """The colour of the display at ``now``."""
        if self._status is _Status.IDLE:
            return Phase.IDLE
        if self._status is _Status.PAUSED:
            return Phase.PAUSED
        shown = self.seconds_left(now)
        if shown <= 0:
            return Phase.EXPIRED
        p = self._profile
        if p.countdown_from is not None and shown <= p.countdown_from:
            return Phase.COUNTDOWN
        if p.warning_at is not None and shown <= p.warning_at:
            return Phase.WARNING
        return Phase.RUNNING

    def snapshot(self, now: float | None = None) -> ClockSnapshot:
        """Everything a view needs, read at one instant."""
        t = self._now() if now is None else now
        return ClockSnapshot(
            phase=self.phase(t),
            seconds_left=self.seconds_left(t),
            total=_ceil_seconds(self._total_ns),
            extensions_left=(self._extensions_left[0], self._extensions_left[1]),
            profile=self._profile.key,
            first_shot=self._first_shot,
            warning_at=self._profile.warning_at,
            countdown_from=self._profile.countdown_from,
        )

    # ---- commands -------------------------------------------------------------------------

    def start(self, first_shot: bool = False) -> None:
        """Balls have stopped: a new shot's full allowance starts running.

        ``first_shot`` selects the allowance for the first shot after the break or after a 14.1
        re-rack. Starting while running restarts the count for a new shot.
        """
        p = self._profile
        self._first_shot = first_shot
        self._total_ns = _to_ns(p.first_shot_allowance if first_shot else p.shot_seconds)
        self._deadline_ns = self._now_ns() + self._total_ns
        self._status = _Status.RUNNING

    def pause(self) -> None:
        """Freeze the remaining time (referee's decision, a ball to clean, ...)."""
        if self._status is not _Status.RUNNING:
            raise ClockStateError("not_running")
        rem = self.remaining_ns()
        if rem <= 0:
            raise ClockStateError("expired")
        self._remaining_ns = rem
        self._status = _Status.PAUSED

    def resume(self) -> None:
        """Continue from exactly the time that was left at ``pause``."""
        if self._status is not _Status.PAUSED:
            raise ClockStateError("not_paused")
        self._deadline_ns = self._now_ns() + self._remaining_ns
        self._status = _Status.RUNNING

    def reset(self) -> None:
        """Start the current shot's count over (allowance plus extensions granted), keeping
        whether it was running or paused. An expired clock restarts running; idle stays idle."""
        if self._status is _Status.RUNNING:
            self._deadline_ns = self._now_ns() + self._total_ns
        else:
            self._remaining_ns = self._total_ns

    def stop(self) -> None:
        """The shot was played (or the clock is switched off): idle, ready for a normal shot."""
        self._status = _Status.IDLE
        self._first_shot = False
        self._total_ns = _to_ns(self._profile.shot_seconds)
        self._remaining_ns = self._total_ns

    def extend(self, player: int) -> None:
        """Grant ``player`` one extension on the current shot.

        Refused with ``NoExtensionLeftError`` when the player has none left this rack, and with
        ``ClockStateError`` when no shot is being timed or the time has already run out.
        """
        _check_player(player)
        if self._status is _Status.IDLE:
            raise ClockStateError("not_started")
        if self.is_expired():
            raise ClockStateError("expired")
        if self._extensions_left[player] <= 0:
            raise NoExtensionLeftError(str(player))
        self._extensions_left[player] -= 1
        extra = _to_ns(self._profile.extension_seconds)
        self._total_ns += extra
        if self._status is _Status.RUNNING:
            self._deadline_ns += extra
        else:
            self._remaining_ns += extra

    def new_rack(self) -> None:
        """Every player gets the profile's extensions back."""
        self._extensions_left = [self._profile.extensions_per_rack] * 2

    def set_profile(self, profile: ClockProfile) -> None:
        """Switch to another (or an edited) profile: the clock stops and extensions are refilled."""
        self._profile = profile
        self.new_rack()
        self.stop()

    # ---- persistence ----------------------------------------------------------------------

    def to_dict(self, now: float | None = None) -> dict[str, Any]:
        """Plain dict for autosave. A running clock is saved with the time it has left."""
        status = self._status.value
        return {
            "profile": self._profile.to_dict(),
            "status": status,
            "first_shot": self._first_shot,
            "total_ns": self._total_ns,
            "remaining_ns": self.remaining_ns(now),
            "extensions_left": list(self._extensions_left),
        }

    def restore(self, data: Mapping[str, Any]) -> None:
        """Become the clock ``data`` (:meth:`to_dict`) describes, on this clock's time source,
        as :meth:`from_dict` rebuilds it."""
        other = ShotClock.from_dict(data, now=self._now)
        self._profile = other._profile
        self._status = other._status
        self._first_shot = other._first_shot
        self._total_ns = other._total_ns
        self._remaining_ns = other._remaining_ns
        self._deadline_ns = other._deadline_ns
        self._extensions_left = other._extensions_left

    @classmethod
    def from_dict(
        cls, data: Mapping[str, Any], now: Callable[[], float] = time.monotonic
    ) -> ShotClock:
        """Rebuild a clock from ``to_dict``. A clock saved running comes back paused at the time it
        had left, so no time is lost while the application was closed; the scorekeeper resumes."""
        clock = cls(ClockProfile.from_dict(data["profile"]), now=now)
        clock._first_shot = bool(data.get("first_shot", False))
        clock._total_ns = int(data["total_ns"])
        clock._remaining_ns = max(0, int(data["remaining_ns"]))
        left = list(data.get("extensions_left", clock._extensions_left))
        if len(left) != 2 or any(int(n) < 0 for n in left):
            raise ClockError("extensions_left")
        clock._extensions_left = [int(left[0]), int(left[1])]
        status = _Status(data["status"])
        if status is _Status.RUNNING:
            if clock._remaining_ns > 0:
                status = _Status.PAUSED
            else:  # saved after expiry: comes back expired
                clock._deadline_ns = clock._now_ns()
        clock._status = status
        return clock


def _check_player(player: int) -> None:
    if player not in PLAYERS:
        raise InvalidPlayerError(str(player))
