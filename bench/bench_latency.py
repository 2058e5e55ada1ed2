"""From a scorekeeper key press to the spectator window repainted, and a few display costs.

* input → spectator repaint: both windows shown (offscreen platform), a nine-ball match with a
  long race; each input is a real key event sent to the scorekeeper window (Enter: a miss; Q: the
  lowest ball made in the foot-left pocket; L on a break: a legal dry break). The time runs from
  just before the key event until the event loop has delivered the spectator board's paint
  event. Median and worst as a fraction of a 60 Hz frame (targets: median under 25 %, worst
  under 50 %; bench_overlay measures the same with 20 overlay pages open).
* 4K repaint: the spectator window rendered at 3840x2160 into an image, as a fraction of a
  frame (median of several; target under 25 %). bench_display measures the board's repaint with
  its layout recomputed (a new snapshot or clock second; target under 35 %).
* idle CPU: both windows open and the shot clock running, process CPU time over wall time
  (target under 2 % of one core).

    python bench/bench_latency.py [--inputs 300]
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia*=false")

FRAME = 1.0 / 60.0
#: key press -> spectator repainted: median and worst, of a frame
MEDIAN_TARGET = 0.25
WORST_TARGET = 0.50


def _setup(spectator: bool = True):
    """A nine-ball match out of reach of its race in both windows (the spectator's with
    ``spectator``), the clock off."""
    from PySide6.QtWidgets import QApplication

    from scoreboard.match.match import MatchConfig
    from scoreboard.service.session import Session
    from ui.adapters.controller import Controller
    from ui.compose import windows
    from ui.i18n import Translations

    app = QApplication.instance() or QApplication([])
    controller = Controller(
        MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(999, 999), breaker=0)
    )
    translations = Translations(app)
    translations.set_language("en")
    # the service on a data folder of its own; the match is not journaled (no disk in the figures)
    folder = Path(tempfile.mkdtemp(prefix="pool-scoreboard-bench-")) / "data"
    ui = windows(controller, translations, Session.open(controller.table, folder), sound=False)
    ui.clock_enabled = False
    ui.show()
    if spectator:
        ui.toggle_spectator()
    for _ in range(5):
        app.processEvents()
    return app, controller, ui


def input_to_repaint(inputs: int = 300) -> list[float]:
    """Seconds from each key press to the spectator board's paint event."""
    from PySide6.QtCore import QEvent, QObject, Qt
    from PySide6.QtTest import QTest

    app, controller, ui = _setup()
    # as ui.app.run() does after start-up
    threshold = gc.get_threshold()
    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 50, 100)
    painted: list[float] = []

    # the time is taken when the board has finished painting, not when its paint starts:
    # the filter paints the board itself (inside Qt's paint pass) and then reads the clock
    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.Paint:
                obj.paintEvent(event)
                painted.append(time.perf_counter())
                return True
            return False

    watch = Watch()
    ui.spectator.board.installEventFilter(watch)
    window = ui.window
    timings: list[float] = []
    handled: list[float] = []
    step = 0
    while len(timings) < inputs:
        snap = controller.snapshot
        if snap.decision.pending is not None:
            key = Qt.Key.Key_1
        elif snap.rack.breaking:
            key = Qt.Key.Key_L
        else:
            key = Qt.Key.Key_Q if step % 3 == 0 else Qt.Key.Key_Return
        step += 1
        before = len(controller.table.inputs)
        painted.clear()
        t0 = time.perf_counter()
        QTest.keyClick(window, key)
        t1 = time.perf_counter()
        deadline = t0 + 2.0
        while not painted and time.perf_counter() < deadline:
            app.processEvents()
        if len(controller.table.inputs) == before:
            continue  # not accepted: nothing to repaint
        if painted:
            timings.append(painted[0] - t0)
            handled.append(t1 - t0)
    input_to_repaint.handled = handled  # type: ignore[attr-defined]
    ui.spectator.board.removeEventFilter(watch)
    ui.spectator.hide()
    ui.window.hide()
    gc.set_threshold(*threshold)
    gc.unfreeze()
    return timings


def repaint_4k(repeat: int = 9) -> list[float]:
    """Seconds per full render of the spectator window at 3840x2160 into an image."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QImage

    from scoreboard.service.demo import load_demo
    from ui.adapters.controller import Controller
    from ui.spectator.window import SpectatorWindow

    controller = Controller()
    load_demo(controller.table, "nine-ball")
    window = SpectatorWindow()
    window.show_snapshot(controller.snapshot)
    window.resize(QSize(3840, 2160))
    image = QImage(3840, 2160, QImage.Format.Format_ARGB32_Premultiplied)
    times: list[float] = []
    for _ in range(repeat + 1):
        t0 = time.perf_counter()
        window.render(image)
        times.append(time.perf_counter() - t0)
    window.deleteLater()
    return times[1:]  # the first one builds caches


def idle_cpu(seconds: float = 3.0) -> float:
    """Share of one core used with both windows open and the shot clock running."""
    from PySide6.QtCore import QEventLoop, QTimer

    app, controller, ui = _setup()
    ui.clock.start()
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    wall0, cpu0 = time.monotonic(), time.process_time()
    loop.exec()
    share = (time.process_time() - cpu0) / (time.monotonic() - wall0)
    ui.clock.stop()
    ui.spectator.hide()
    ui.window.hide()
    return share


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--inputs", type=int, default=300)
    args = p.parse_args(argv)
    t = input_to_repaint(args.inputs)
    print(
        f"key press -> spectator repainted, {len(t)} inputs: median "
        f"{statistics.median(t) / FRAME:.1%} of a 60 Hz frame, worst {max(t) / FRAME:.1%} "
        f"(targets {MEDIAN_TARGET:.0%}, {WORST_TARGET:.0%})"
    )
    h = input_to_repaint.handled  # type: ignore[attr-defined]
    print(
        f"  of which the key handler (controller and both views' show_snapshot): median "
        f"{statistics.median(h) / FRAME:.1%}, worst {max(h) / FRAME:.1%}"
    )
    r = repaint_4k()
    print(
        f"spectator full repaint at 3840x2160: median {statistics.median(r) / FRAME:.1%} of a "
        f"frame, worst {max(r) / FRAME:.1%} (target 25 %)"
    )
    print(
        f"idle CPU, both windows and the clock running: {idle_cpu():.2%} of one core (target 2 %)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
