"""Shot clock driver benchmark on a real clock.

1. Expiry latency: N short clocks are run to expiry; for each, the gap between the model's
   deadline and the moment ``expired`` reaches a slot. Prints the worst and the median gap (a
   negative gap would be an expiry reported early).
2. CPU cost: a clock runs for a few seconds; prints the process CPU time used as a share of one
   core (``time.process_time`` over wall time).

Usage: python bench/bench_clock.py [--expiries 100] [--seconds 0.2] [--cpu-seconds 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from scoreboard.table.shot_clock import PROFILES, ShotClock
from ui.adapters.clock_driver import ClockDriver


def expiry_gaps(app: QCoreApplication, count: int, seconds: float) -> list[float]:
    """Seconds between each deadline and the delivery of ``expired``."""
    profile = PROFILES["custom"].with_changes(shot_seconds=seconds)
    gaps: list[float] = []
    for _ in range(count):
        clock = ShotClock(profile)
        driver = ClockDriver(clock)
        loop = QEventLoop()
        arrived: list[float] = []

        def on_expired(arrived: list[float] = arrived, loop: QEventLoop = loop) -> None:
            arrived.append(time.monotonic())
            loop.quit()

        driver.expired.connect(on_expired)
        guard = QTimer()
        guard.setSingleShot(True)
        guard.timeout.connect(loop.quit)
        guard.start(int(seconds * 1000) + 5000)
        driver.start()
        deadline = clock.read_time() + clock.remaining()
        if not arrived:
            loop.exec()
        if not arrived:
            raise SystemExit("expired was never emitted")
        gaps.append(arrived[0] - deadline)
        driver.deleteLater()
    return gaps


def cpu_share(app: QCoreApplication, seconds: float) -> tuple[float, int]:
    """CPU used by a running clock over ``seconds`` of wall time, as a share of one core."""
    driver = ClockDriver(ShotClock(PROFILES["wpa"]))
    ticks: list[int] = []
    driver.tick.connect(ticks.append)
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    wall0, cpu0 = time.monotonic(), time.process_time()
    driver.start()
    loop.exec()
    wall, cpu = time.monotonic() - wall0, time.process_time() - cpu0
    driver.stop()
    return cpu / wall, len(ticks)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--expiries", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=0.2)
    parser.add_argument("--cpu-seconds", type=float, default=3.0)
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication([])

    gaps = expiry_gaps(app, args.expiries, args.seconds)
    ms = sorted(g * 1000 for g in gaps)
    print(f"expiries: {len(ms)} clocks of {args.seconds:g} s")
    print(f"  median gap deadline->expired: {statistics.median(ms):.3f} ms")
    print(f"  worst gap deadline->expired:  {ms[-1]:.3f} ms")
    print(f"  earliest (negative = early):  {ms[0]:.3f} ms")

    share, ticks = cpu_share(app, args.cpu_seconds)
    print(f"running clock for {args.cpu_seconds:g} s: {ticks} ticks")
    print(f"  CPU: {share * 100:.3f} % of one core")


if __name__ == "__main__":
    main()
