"""QtCore shot clock driver: signals from a fake time source, and expiry on a short real clock."""

from __future__ import annotations

import gc
import sys
import time

import pytest

from scoreboard.table.shot_clock import (
    PROFILES,
    ClockSnapshot,
    ClockStateError,
    NoExtensionLeftError,
    Phase,
    ShotClock,
)
from ui.adapters.clock_driver import ClockDriver


class FakeTime:
    def __init__(self, start: float = 500.0) -> None:
        self.t = start

    def __call__(self) -> float:
        return self.t


class Recorder:
    """Collects every signal of a driver in order."""

    def __init__(self, driver: ClockDriver) -> None:
        self.log: list[tuple[str, object]] = []
        driver.tick.connect(lambda n: self.log.append(("tick", n)))
        driver.warning.connect(lambda: self.log.append(("warning", None)))
        driver.countdown.connect(lambda n: self.log.append(("countdown", n)))
        driver.expired.connect(lambda: self.log.append(("expired", None)))
        driver.state_changed.connect(lambda s: self.log.append(("state", s)))

    def of(self, name: str) -> list[object]:
        return [v for k, v in self.log if k == name]


@pytest.fixture
def fake():
    return FakeTime()


def make_driver(qtbot, fake: FakeTime, key: str = "wpa") -> tuple[ClockDriver, Recorder]:
    driver = ClockDriver(ShotClock(PROFILES[key], now=fake))
    return driver, Recorder(driver)


def run_for(driver: ClockDriver, fake: FakeTime, seconds: float, step: float) -> None:
    """Move the fake time in irregular steps, waking the driver as its timer would."""
    end = fake.t + seconds
    i = 0
    while fake.t < end:
        fake.t += step * (0.5 + (i % 3) * 0.4)  # 0.5x, 0.9x, 1.3x the step
        i += 1
        driver.refresh()


def test_timer_is_aimed_at_the_next_whole_second_not_a_fixed_tick(qtbot, fake):
    driver, _ = make_driver(qtbot, fake)
    driver.start()
    assert driver.next_timeout_ms == 1000
    fake.t += 0.3
    driver.refresh()
    assert driver.next_timeout_ms == 700


def test_timer_is_aimed_at_the_deadline_for_a_clock_shorter_than_a_second(qtbot, fake):
    profile = PROFILES["custom"].with_changes(shot_seconds=0.25)
    driver = ClockDriver(ShotClock(profile, now=fake))
    driver.start()
    assert driver.next_timeout_ms == 250


def test_timer_stops_when_paused_stopped_or_expired(qtbot, fake):
    driver, _ = make_driver(qtbot, fake)
    assert not driver.timer_active
    driver.start()
    assert driver.timer_active
    driver.pause()
    assert not driver.timer_active
    driver.resume()
    assert driver.timer_active
    driver.stop()
    assert not driver.timer_active
    driver.start()
    fake.t += 35
    driver.refresh()
    assert not driver.timer_active


def test_ticks_count_down_each_displayed_second_once(qtbot, fake):
    driver, rec = make_driver(qtbot, fake)
    driver.start()
    run_for(driver, fake, 36, step=0.45)
    assert rec.of("tick") == list(range(34, -1, -1))


def test_early_wakeup_emits_nothing_new(qtbot, fake):
    driver, rec = make_driver(qtbot, fake)
    driver.start()
    fake.t += 0.999
    driver.refresh()
    driver.refresh()
    assert rec.of("tick") == []
    assert driver.next_timeout_ms == 1


def test_warning_is_emitted_once_at_10_seconds_under_wpa(qtbot, fake):
    driver, rec = make_driver(qtbot, fake)
    driver.start()
    run_for(driver, fake, 36, step=0.3)
    assert rec.of("warning") == [None]
    ticks_before_warning = [
        v for k, v in rec.log[: rec.log.index(("warning", None))] if k == "tick"
    ]
    assert ticks_before_warning[-1] == 10
    assert rec.of("countdown") == []


def test_countdown_is_emitted_for_each_of_the_last_5_seconds_under_matchroom(qtbot, fake):
    driver, rec = make_driver(qtbot, fake, "matchroom")
    driver.start()
    run_for(driver, fake, 31, step=0.3)
    assert rec.of("countdown") == [5, 4, 3, 2, 1]
    assert rec.of("warning") == []


def test_expired_is_emitted_once_at_the_deadline_and_not_before(qtbot, fake):
    driver, rec = make_driver(qtbot, fake, "rfeb")
    driver.start()
    fake.t += 60 - 1e-6
    driver.refresh()
    assert rec.of("expired") == []
    fake.t += 1e-6
    driver.refresh()
    driver.refresh()
    assert rec.of("expired") == [None]
    assert driver.snapshot().phase is Phase.EXPIRED


def test_expiry_already_due_is_reported_before_a_late_stop(qtbot, fake):
    driver, rec = make_driver(qtbot, fake)
    driver.start()
    fake.t += 40  # the timer has not fired yet
    driver.stop()
    assert rec.of("expired") == [None]
    assert driver.snapshot().phase is Phase.IDLE


def test_new_shot_after_expiry_can_expire_again(qtbot, fake):
    driver, rec = make_driver(qtbot, fake)
    driver.start()
    fake.t += 35
    driver.refresh()
    driver.start()
    fake.t += 35
    driver.refresh()
    assert rec.of("expired") == [None, None]


def test_state_changed_carries_snapshots_for_the_views(qtbot, fake):
    driver, rec = make_driver(qtbot, fake)
    driver.start(first_shot=True)
    fake.t += 2.5
    driver.pause()
    states = rec.of("state")
    assert all(isinstance(s, ClockSnapshot) for s in states)
    last = states[-1]
    assert isinstance(last, ClockSnapshot)
    assert (last.phase, last.seconds_left, last.total) == (Phase.PAUSED, 58, 60)
    assert driver.snapshot() == last


def test_extension_through_the_driver_and_its_refusal(qtbot, fake):
    driver, rec = make_driver(qtbot, fake)
    driver.start()
    fake.t += 30
    driver.extend(0)
    assert rec.of("tick")[-1] == 30
    assert driver.snapshot().extensions_left == (0, 1)
    with pytest.raises(NoExtensionLeftError):
        driver.extend(0)
    with pytest.raises(ClockStateError):
        driver.resume()
    driver.new_rack()
    assert driver.snapshot().extensions_left == (1, 1)


def test_set_profile_reports_the_new_allowance(qtbot, fake):
    driver, rec = make_driver(qtbot, fake)
    driver.set_profile(PROFILES["rfeb"])
    assert rec.of("tick") == [60]
    assert driver.snapshot().profile == "rfeb"


def test_expired_arrives_on_a_short_real_clock_and_not_before_its_deadline(qtbot):
    profile = PROFILES["custom"].with_changes(shot_seconds=0.15)
    driver = ClockDriver(ShotClock(profile))
    arrived: list[float] = []
    driver.expired.connect(lambda: arrived.append(time.monotonic()))
    before_start = time.monotonic()
    with qtbot.waitSignal(driver.expired, timeout=5000):
        driver.start()
    assert len(arrived) == 1
    assert arrived[0] >= before_start + 0.15
    assert driver.snapshot().phase is Phase.EXPIRED


def test_real_clock_ticks_down_without_skipping(qtbot):
    profile = PROFILES["custom"].with_changes(shot_seconds=2.2, warning_at=2, countdown_from=1)
    driver = ClockDriver(ShotClock(profile))
    rec = Recorder(driver)
    with qtbot.waitSignal(driver.expired, timeout=10000):
        driver.start()
    assert rec.of("tick") == [2, 1, 0]
    assert rec.of("warning") == [None]
    assert rec.of("countdown") == [1]


def test_a_clock_running_for_hours_leaves_the_interpreter_bool_references_intact(qtbot, fake):
    # PySide6 6.12.0 on Python 3.11 drops a reference to True on every Python-side emit and
    # aborts the interpreter after a few hundred signals; a match emits thousands.
    driver, rec = make_driver(qtbot, fake, "matchroom")
    gc.collect()  # other tests' garbage holds references to True too
    before = sys.getrefcount(True)
    for _ in range(150):  # 150 shots: about 5,000 signals
        driver.start()
        run_for(driver, fake, 31, step=1.0)
    assert rec.of("expired") == [None] * 150
    gc.collect()
    assert sys.getrefcount(True) > before - 500
