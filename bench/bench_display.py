"""Spectator display benchmark.

1. Full repaint at 3840x2160: the board of a match in progress (clock running) rendered with
   ``QWidget.render`` into a QImage; the median of several, as a share of a 60 Hz frame.
   Printed twice: with the layout reused (a plain repaint; target under 25 %) and with it
   worked out again (a new snapshot or clock second; target under 35 %).
2. CPU with both windows open and the shot clock running, as a share of one core
   (``time.process_time`` over wall time across a QTimer-driven event loop; target: under 2 %).
3. Input to picture: the time from a controller input (a shot, then its undo) to the end of the
   spectator board's repaint, median and worst, as a share of a 60 Hz frame.

Usage: python bench/bench_display.py [--renders 15] [--cpu-seconds 3] [--inputs 40]
       [--size 3840x2160]
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia*=false;qt.qpa*=false")

from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from rules import Shot
from scoreboard.service.demo import load_demo
from scoreboard.service.session import Session
from scoreboard.table.shot_clock import ClockSnapshot, Phase
from ui.adapters import gc_policy
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations
from ui.main import MainUi
from ui.spectator.board import BoardView
from ui.spectator.window import board_model

FRAME_MS = 1000 / 60


def _size(text: str) -> QSize:
    w, h = (int(v) for v in text.lower().split("x"))
    return QSize(w, h)


def repaint_ms(app: QApplication, size: QSize, renders: int) -> tuple[float, float]:
    """Median milliseconds of a full repaint (layout reused, layout recomputed)."""
    controller = Controller()
    load_demo(controller.table, "eight-ball")
    view = BoardView()
    view.resize(size)
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    models = [
        board_model(
            controller.snapshot, ClockSnapshot(Phase.RUNNING, s, 35, (1, 1), "wpa", warning_at=10)
        )
        for s in range(35, 0, -1)
    ]
    view.set_model(models[0])
    view.render(image)  # warm the ball pictures and the glyph caches
    reused: list[float] = []
    fresh: list[float] = []
    for i in range(renders):
        t0 = time.perf_counter()
        view.render(image)
        reused.append((time.perf_counter() - t0) * 1000)
        view.set_model(models[(i + 1) % len(models)])
        t0 = time.perf_counter()
        view.render(image)
        fresh.append((time.perf_counter() - t0) * 1000)
    return statistics.median(reused), statistics.median(fresh)


def _main_ui(app: QApplication, spectator: QSize) -> MainUi:
    controller = Controller()
    # the service on a data folder of its own; the demonstration match is not journaled
    folder = Path(tempfile.mkdtemp(prefix="pool-scoreboard-bench-")) / "data"
    ui = windows(controller, Translations(app), Session.open(controller.table, folder), sound=False)
    load_demo(controller.table, "nine-ball")
    ui.show()
    ui.spectator.resize(spectator)
    ui.spectator.show()
    app.processEvents()
    return ui


def cpu_share(app: QApplication, seconds: float, spectator: QSize) -> tuple[float, int]:
    """CPU share of one core with both windows open and the clock running; and the number of
    board repaints in that time."""
    ui = _main_ui(app, spectator)
    ui.clock.start()
    counter = _PaintCounter(ui.spectator.board)
    for _ in range(20):
        app.processEvents()
    counter.count = 0
    quit_timer = QTimer()
    quit_timer.setSingleShot(True)
    quit_timer.timeout.connect(app.quit)
    wall0, cpu0 = time.monotonic(), time.process_time()
    quit_timer.start(int(seconds * 1000))
    app.exec()
    wall, cpu = time.monotonic() - wall0, time.process_time() - cpu0
    ui.clock.stop()
    ui.spectator.hide()
    ui.window.hide()
    return cpu / wall, counter.count


class _PaintCounter(QObject):
    """Counts paint events of a widget (and notes when the last one arrived)."""

    def __init__(self, widget: BoardView) -> None:
        super().__init__()
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


class _PaintEnd(QObject):
    """Notes when each paint of a widget has finished: the filter paints the widget itself
    (inside Qt's paint pass) and then reads the clock."""

    def __init__(self, widget: BoardView) -> None:
        super().__init__()
        self.times: list[float] = []
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            obj.paintEvent(event)  # type: ignore[attr-defined]
            self.times.append(time.perf_counter())
            return True
        return False


def input_to_picture_ms(app: QApplication, inputs: int, spectator: QSize) -> list[float]:
    """Milliseconds from each controller input to the end of the board's repaint (with the
    app's collector policy after start-up: a collection, the survivors frozen)."""
    ui = _main_ui(app, spectator)
    gc_policy.tune()
    painted = _PaintEnd(ui.spectator.board)
    c = ui.controller
    out: list[float] = []
    for i in range(inputs):
        for _ in range(5):
            app.processEvents()
        painted.times.clear()
        t0 = time.perf_counter()
        ok = c.table.shot(Shot()) if i % 2 == 0 else c.table.undo()
        if not ok:
            raise SystemExit("the benchmark's input was refused")
        deadline = t0 + 2.0
        while not painted.times and time.perf_counter() < deadline:
            app.processEvents()
        if not painted.times:
            raise SystemExit("the spectator board was not repainted")
        out.append((painted.times[0] - t0) * 1000)
    ui.clock.stop()
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--renders", type=int, default=15)
    p.add_argument("--cpu-seconds", type=float, default=5.0)
    p.add_argument("--inputs", type=int, default=40)
    p.add_argument("--size", default="3840x2160", help="board size for the repaint")
    p.add_argument("--spectator-size", default="1920x1080", help="spectator window for 2 and 3")
    args = p.parse_args()
    app = QApplication.instance() or QApplication([])
    size, spectator = _size(args.size), _size(args.spectator_size)

    reused, fresh = repaint_ms(app, size, args.renders)
    print(f"full repaint at {size.width()}x{size.height()} (median of {args.renders}):")
    print(
        f"  layout reused     {reused:6.2f} ms = {reused / FRAME_MS:6.1%} of a 60 Hz frame (target < 25%)"
    )
    print(
        f"  layout recomputed {fresh:6.2f} ms = {fresh / FRAME_MS:6.1%} of a 60 Hz frame (target < 35%)"
    )

    share, paints = cpu_share(app, args.cpu_seconds, spectator)
    print(
        f"CPU, both windows open, clock running, {args.cpu_seconds:g} s: {share:.2%} of one core "
        f"(target < 2%; {paints} board repaints)"
    )

    lat = input_to_picture_ms(app, args.inputs, spectator)
    worst, median = max(lat), statistics.median(lat)
    print(
        f"controller input -> spectator repainted ({args.inputs} inputs, board {spectator.width()}x{spectator.height()}):"
    )
    print(f"  median {median:6.2f} ms = {median / FRAME_MS:6.1%} of a 60 Hz frame")
    print(f"  worst  {worst:6.2f} ms = {worst / FRAME_MS:6.1%} of a 60 Hz frame")


if __name__ == "__main__":
    main()
