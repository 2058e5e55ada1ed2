"""Shot clock model (docs/rulings.md §7, WPA-6.15, RFEB-Art.29), driven by a fake monotonic
time."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoreboard.table.shot_clock import (
    PROFILES,
    ClockError,
    ClockEvent,
    ClockProfile,
    ClockSnapshot,
    ClockStateError,
    EventKind,
    InvalidPlayerError,
    InvalidProfileError,
    NoExtensionLeftError,
    Phase,
    ShotClock,
    events_between,
)


class FakeTime:
    """A monotonic time source the test moves by hand."""

    def __init__(self, start: float = 1000.0) -> None:
        self.t = start

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


def make(key: str = "wpa", start: float = 1000.0) -> tuple[ShotClock, FakeTime]:
    ft = FakeTime(start)
    return ShotClock(PROFILES[key], now=ft), ft


# ---- profiles (docs/rulings.md §7) ---------------------------------------------------------------


def test_profiles_are_keyed_wpa_matchroom_rfeb_custom():
    assert set(PROFILES) == {"wpa", "matchroom", "rfeb", "custom"}
    for key, profile in PROFILES.items():
        assert profile.key == key


def test_wpa_profile_35_seconds_warning_at_10_one_25_second_extension_60_for_first_shot():
    p = PROFILES["wpa"]
    assert p.shot_seconds == 35
    assert p.warning_at == 10
    assert p.extension_seconds == 25
    assert p.extensions_per_rack == 1
    assert p.first_shot_allowance == 60
    assert "WPA-6.15" in p.citation


def test_matchroom_profile_30_seconds_countdown_over_last_5_one_30_second_extension():
    p = PROFILES["matchroom"]
    assert p.shot_seconds == 30
    assert p.countdown_from == 5
    assert p.extension_seconds == 30
    assert p.extensions_per_rack == 1
    assert p.first_shot_allowance == 30


def test_rfeb_profile_is_one_minute_without_extension():
    p = PROFILES["rfeb"]
    assert p.shot_seconds == 60
    assert p.extensions_per_rack == 0
    assert not p.has_extensions
    assert "RFEB-Art.29" in p.citation


def test_profiles_are_editable_as_validated_copies():
    custom = PROFILES["custom"].with_changes(shot_seconds=20, warning_at=5, countdown_from=3)
    assert (custom.shot_seconds, custom.warning_at, custom.countdown_from) == (20, 5, 3)
    assert PROFILES["custom"].shot_seconds != 20  # the original is unchanged (frozen)
    with pytest.raises(InvalidProfileError):
        PROFILES["custom"].with_changes(shot_seconds=-1)
    with pytest.raises(InvalidProfileError):
        PROFILES["custom"].with_changes(extensions_per_rack=1, extension_seconds=0)
    with pytest.raises(InvalidProfileError):
        PROFILES["custom"].with_changes(warning_at=0)


def test_profile_round_trips_through_a_plain_dict():
    for profile in PROFILES.values():
        data = json.loads(json.dumps(profile.to_dict()))
        assert ClockProfile.from_dict(data) == profile


# ---- allowances ------------------------------------------------------------------------------


def test_idle_clock_shows_the_normal_allowance():
    clock, _ = make("wpa")
    assert clock.phase() is Phase.IDLE
    assert clock.seconds_left() == 35


def test_first_shot_after_the_break_gets_60_seconds_under_wpa():
    clock, ft = make("wpa")
    clock.start(first_shot=True)
    assert clock.seconds_left() == 60
    assert clock.total() == 60
    ft.advance(59.5)
    assert clock.seconds_left() == 1
    ft.advance(0.5)
    assert clock.phase() is Phase.EXPIRED


def test_first_shot_without_an_override_uses_the_normal_allowance():
    clock, _ = make("matchroom")
    clock.start(first_shot=True)
    assert clock.seconds_left() == 30


def test_normal_shot_after_a_first_shot_goes_back_to_normal_allowance():
    clock, _ = make("wpa")
    clock.start(first_shot=True)
    clock.stop()
    clock.start()
    assert clock.seconds_left() == 35
    assert not clock.first_shot


# ---- extensions ------------------------------------------------------------------------------


def test_extension_adds_25_seconds_to_the_running_shot_under_wpa():
    clock, ft = make("wpa")
    clock.start()
    ft.advance(30)
    assert clock.seconds_left() == 5
    clock.extend(0)
    assert clock.seconds_left() == 30
    assert clock.total() == 60
    assert clock.extensions_left(0) == 0
    assert clock.extensions_left(1) == 1


def test_second_extension_in_the_same_rack_is_refused():
    clock, _ = make("wpa")
    clock.start()
    clock.extend(1)
    with pytest.raises(NoExtensionLeftError):
        clock.extend(1)
    assert isinstance(NoExtensionLeftError("1"), ClockError)
    assert issubclass(ClockError, ValueError)


def test_refused_extension_leaves_the_time_unchanged():
    clock, ft = make("wpa")
    clock.start()
    clock.extend(0)
    ft.advance(3)
    before = clock.remaining()
    with pytest.raises(NoExtensionLeftError):
        clock.extend(0)
    assert clock.remaining() == before


def test_each_player_has_their_own_extension():
    clock, _ = make("matchroom")
    clock.start()
    clock.extend(0)
    clock.start()
    clock.extend(1)
    assert clock.seconds_left() == 60
    assert clock.snapshot().extensions_left == (0, 0)


def test_new_rack_gives_the_extensions_back():
    clock, _ = make("wpa")
    clock.start()
    clock.extend(0)
    clock.new_rack()
    assert clock.extensions_left(0) == 1
    clock.extend(0)  # accepted again


def test_rfeb_refuses_any_extension():
    clock, _ = make("rfeb")
    clock.start()
    with pytest.raises(NoExtensionLeftError):
        clock.extend(0)


def test_extension_refused_when_no_shot_is_timed_or_time_ran_out():
    clock, ft = make("wpa")
    with pytest.raises(ClockStateError):
        clock.extend(0)
    clock.start()
    ft.advance(35)
    with pytest.raises(ClockStateError):
        clock.extend(0)
    assert clock.extensions_left(0) == 1


def test_extension_while_paused_adds_to_the_frozen_time():
    clock, ft = make("wpa")
    clock.start()
    ft.advance(20)
    clock.pause()
    clock.extend(0)
    assert clock.seconds_left() == 40
    ft.advance(100)
    assert clock.seconds_left() == 40


def test_players_are_zero_and_one():
    clock, _ = make("wpa")
    clock.start()
    with pytest.raises(InvalidPlayerError):
        clock.extend(2)


# ---- pause / resume / reset / stop ----------------------------------------------------------


def test_pause_and_resume_keep_the_remaining_time():
    clock, ft = make("wpa")
    clock.start()
    ft.advance(12.25)
    clock.pause()
    assert clock.phase() is Phase.PAUSED
    frozen = clock.remaining()
    ft.advance(500)
    assert clock.remaining() == frozen
    clock.resume()
    assert clock.remaining() == frozen
    ft.advance(frozen)
    assert clock.phase() is Phase.EXPIRED


def test_pause_needs_a_running_clock_and_resume_a_paused_one():
    clock, ft = make("wpa")
    with pytest.raises(ClockStateError):
        clock.pause()
    with pytest.raises(ClockStateError):
        clock.resume()
    clock.start()
    with pytest.raises(ClockStateError):
        clock.resume()
    ft.advance(40)
    with pytest.raises(ClockStateError):
        clock.pause()  # already expired


def test_reset_starts_the_current_shot_over_and_keeps_running():
    clock, ft = make("wpa")
    clock.start(first_shot=True)
    ft.advance(50)
    clock.reset()
    assert clock.seconds_left() == 60
    assert clock.is_running
    ft.advance(1)
    assert clock.seconds_left() == 59


def test_reset_of_a_paused_clock_stays_paused_at_full_time():
    clock, ft = make("wpa")
    clock.start()
    ft.advance(10)
    clock.pause()
    clock.reset()
    ft.advance(10)
    assert clock.phase() is Phase.PAUSED
    assert clock.seconds_left() == 35


def test_stop_leaves_the_clock_idle_ready_for_a_normal_shot():
    clock, ft = make("wpa")
    clock.start(first_shot=True)
    ft.advance(5)
    clock.stop()
    ft.advance(100)
    assert clock.phase() is Phase.IDLE
    assert clock.seconds_left() == 35
    assert clock.ns_to_next_change() is None


def test_start_after_expiry_times_a_new_shot():
    clock, ft = make("wpa")
    clock.start()
    ft.advance(36)
    assert clock.is_expired()
    clock.start()
    assert clock.phase() is Phase.RUNNING
    assert clock.seconds_left() == 35


def test_set_profile_stops_the_clock_and_refills_extensions():
    clock, _ = make("wpa")
    clock.start()
    clock.extend(0)
    clock.set_profile(PROFILES["matchroom"])
    assert clock.phase() is Phase.IDLE
    assert clock.seconds_left() == 30
    assert clock.snapshot().extensions_left == (1, 1)


# ---- phases at the right seconds ------------------------------------------------------------


def test_warning_phase_starts_when_10_seconds_are_displayed_under_wpa():
    clock, ft = make("wpa")
    clock.start()
    ft.advance(24.999)
    assert clock.seconds_left() == 11
    assert clock.phase() is Phase.RUNNING
    ft.advance(0.001)
    assert clock.seconds_left() == 10
    assert clock.phase() is Phase.WARNING
    ft.advance(9.5)
    assert clock.phase() is Phase.WARNING  # WPA has no audible countdown


def test_countdown_phase_covers_the_last_5_seconds_under_matchroom():
    clock, ft = make("matchroom")
    clock.start()
    ft.advance(24.5)
    assert (clock.seconds_left(), clock.phase()) == (6, Phase.RUNNING)
    ft.advance(0.5)
    assert (clock.seconds_left(), clock.phase()) == (5, Phase.COUNTDOWN)
    ft.advance(4.999)
    assert (clock.seconds_left(), clock.phase()) == (1, Phase.COUNTDOWN)


def test_countdown_takes_precedence_over_warning_in_the_last_seconds():
    profile = PROFILES["custom"].with_changes(shot_seconds=20, warning_at=10, countdown_from=5)
    ft = FakeTime()
    clock = ShotClock(profile, now=ft)
    clock.start()
    ft.advance(10)
    assert clock.phase() is Phase.WARNING
    ft.advance(5)
    assert clock.phase() is Phase.COUNTDOWN


def test_clock_expires_exactly_at_the_deadline():
    clock, ft = make("wpa")
    clock.start()
    ft.advance(35 - 1e-6)
    assert not clock.is_expired()
    assert clock.seconds_left() == 1
    ft.advance(1e-6)
    assert clock.is_expired()
    assert clock.seconds_left() == 0
    assert clock.phase() is Phase.EXPIRED
    ft.advance(10)
    assert clock.seconds_left() == 0


def test_rfeb_clock_expires_after_one_minute():
    clock, ft = make("rfeb")
    clock.start()
    ft.advance(59.9)
    assert clock.phase() is Phase.RUNNING
    ft.advance(0.1)
    assert clock.phase() is Phase.EXPIRED


def test_next_change_is_the_next_whole_second_boundary_or_the_deadline():
    clock, ft = make("wpa")
    clock.start()
    assert clock.ns_to_next_change() == 1_000_000_000
    ft.advance(0.25)
    assert clock.ns_to_next_change() == 750_000_000
    short = ShotClock(PROFILES["custom"].with_changes(shot_seconds=0.2), now=ft)
    short.start()
    assert short.seconds_left() == 1
    assert short.ns_to_next_change() == 200_000_000  # the deadline itself
    ft.advance(0.2)
    assert short.ns_to_next_change() is None


# ---- displayed seconds never skip or repeat -------------------------------------------------

gaps = st.lists(st.floats(min_value=1e-4, max_value=0.999), min_size=1, max_size=200)


@settings(max_examples=200, deadline=None)
@given(
    start=st.floats(min_value=0, max_value=1e7, allow_nan=False),
    steps=gaps,
)
def test_displayed_seconds_never_skip_or_repeat_at_irregular_sample_times(start, steps):
    ft = FakeTime(start)
    clock = ShotClock(PROFILES["wpa"], now=ft)
    clock.start()
    shown = [clock.seconds_left()]
    for dt in steps:
        ft.advance(dt)
        shown.append(clock.seconds_left())
    assert shown[0] == 35
    for a, b in zip(shown, shown[1:], strict=False):
        assert b <= a  # never goes back up (no repeat of an earlier value)
        assert a - b <= 1  # samples under a second apart never skip a value


@settings(max_examples=200, deadline=None)
@given(
    start=st.floats(min_value=0, max_value=1e7, allow_nan=False),
    ops=st.lists(
        st.tuples(st.sampled_from(["wait", "pause", "resume"]), st.floats(1e-4, 0.999)),
        max_size=150,
    ),
)
def test_pauses_never_make_the_display_skip_or_repeat(start, ops):
    ft = FakeTime(start)
    clock = ShotClock(PROFILES["matchroom"], now=ft)
    clock.start()
    shown = [clock.seconds_left()]
    running_time = 0.0
    for op, dt in ops:
        if op == "pause" and clock.is_running and not clock.is_expired():
            clock.pause()
        elif op == "resume" and clock.phase() is Phase.PAUSED:
            clock.resume()
        if clock.phase() is not Phase.PAUSED and not clock.is_expired():
            running_time += dt
        ft.advance(dt)
        shown.append(clock.seconds_left())
    for a, b in zip(shown, shown[1:], strict=False):
        assert 0 <= a - b <= 1
    # what is shown is exactly the ceiling of the running time still to go
    expected = max(0, math.ceil(30 - running_time))
    assert abs(shown[-1] - expected) <= 1  # float summation of the test's own bookkeeping
    if abs((30 - running_time) - round(30 - running_time)) > 1e-6:
        assert shown[-1] == expected


@settings(max_examples=100, deadline=None)
@given(start=st.floats(min_value=0, max_value=1e6, allow_nan=False))
def test_each_displayed_value_lasts_exactly_one_second(start):
    ft = FakeTime(start)
    clock = ShotClock(PROFILES["wpa"], now=ft)
    clock.start()
    for n in range(35, 0, -1):
        elapsed = 35 - n
        ft.t = start + elapsed + 1e-3
        assert clock.seconds_left() == n
        ft.t = start + elapsed + 1 - 1e-3
        assert clock.seconds_left() == n


# ---- events for the driver -------------------------------------------------------------------


def _run_events(key: str, step: float = 0.37, until: float = 40.0) -> list[ClockEvent]:
    clock, ft = make(key)
    clock.start()
    before = clock.snapshot()
    events: list[ClockEvent] = []
    elapsed = 0.0
    while elapsed < until:
        ft.advance(step)
        elapsed += step
        after = clock.snapshot()
        events += events_between(before, after)
        before = after
    return events


def test_ticks_run_down_one_by_one_to_zero():
    ticks = [e.seconds for e in _run_events("wpa") if e.kind is EventKind.TICK]
    assert ticks == list(range(34, -1, -1))


def test_warning_event_fires_once_at_10_seconds_under_wpa():
    events = _run_events("wpa")
    warnings = [e for e in events if e.kind is EventKind.WARNING]
    assert warnings == [ClockEvent(EventKind.WARNING, 10)]
    assert not [e for e in events if e.kind is EventKind.COUNTDOWN]


def test_countdown_events_5_to_1_then_one_expiry_under_matchroom():
    events = _run_events("matchroom")
    assert [e.seconds for e in events if e.kind is EventKind.COUNTDOWN] == [5, 4, 3, 2, 1]
    assert [e.kind for e in events].count(EventKind.EXPIRED) == 1
    assert events[-1].kind is EventKind.EXPIRED
    assert not [e for e in events if e.kind is EventKind.WARNING]


def test_extension_in_the_countdown_gives_a_new_countdown_later():
    clock, ft = make("matchroom")
    clock.start()
    ft.advance(27)
    a = clock.snapshot()
    clock.extend(0)
    b = clock.snapshot()
    assert events_between(a, b) == [ClockEvent(EventKind.TICK, 33)]  # going up: no countdown
    ft.advance(28)
    c = clock.snapshot()
    assert ClockEvent(EventKind.COUNTDOWN, 5) in events_between(b, c)


def test_resume_does_not_repeat_the_warning():
    clock, ft = make("wpa")
    clock.start()
    ft.advance(26)
    a = clock.snapshot()
    clock.pause()
    b = clock.snapshot()
    clock.resume()
    c = clock.snapshot()
    assert events_between(a, b) == []
    assert events_between(b, c) == []


def test_snapshot_carries_what_the_views_need():
    clock, ft = make("wpa")
    clock.start(first_shot=True)
    clock.extend(1)
    ft.advance(0.5)
    snap = clock.snapshot()
    assert snap == ClockSnapshot(
        phase=Phase.RUNNING,
        seconds_left=85,
        total=85,
        extensions_left=(1, 0),
        profile="wpa",
        first_shot=True,
        warning_at=10,
        countdown_from=None,
    )
    with pytest.raises(AttributeError):
        snap.seconds_left = 3  # type: ignore[misc]


# ---- persistence -----------------------------------------------------------------------------


def test_running_clock_saved_to_a_plain_dict_comes_back_paused_with_the_time_it_had_left():
    clock, ft = make("wpa")
    clock.start(first_shot=True)
    clock.extend(0)
    ft.advance(12.3)
    data = json.loads(json.dumps(clock.to_dict()))
    ft2 = FakeTime(5.0)  # a new process: another monotonic origin
    restored = ShotClock.from_dict(data, now=ft2)
    assert restored.phase() is Phase.PAUSED
    assert restored.remaining() == pytest.approx(72.7)
    assert restored.total() == 85
    assert restored.first_shot
    assert restored.extensions_left(0) == 0
    restored.resume()
    ft2.advance(72.7)
    assert restored.is_expired()


def test_idle_and_paused_clocks_round_trip_unchanged():
    clock, ft = make("matchroom")
    assert ShotClock.from_dict(clock.to_dict(), now=ft).snapshot() == clock.snapshot()
    clock.start()
    ft.advance(4.5)
    clock.pause()
    restored = ShotClock.from_dict(clock.to_dict(), now=ft)
    assert restored.snapshot() == clock.snapshot()
    assert restored.profile == clock.profile


def test_expired_clock_round_trips_expired():
    clock, ft = make("rfeb")
    clock.start()
    ft.advance(61)
    restored = ShotClock.from_dict(clock.to_dict(), now=ft)
    assert restored.phase() is Phase.EXPIRED


def test_edited_profile_is_saved_with_the_clock():
    ft = FakeTime()
    profile = PROFILES["custom"].with_changes(shot_seconds=50, name="Liga")
    clock = ShotClock(profile, now=ft)
    assert ShotClock.from_dict(clock.to_dict(), now=ft).profile == profile
