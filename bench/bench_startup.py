"""Start-up time: from process start to both windows painted, against a bare PySide6 window.

Each run is a fresh process on the offscreen platform. The parent notes the monotonic clock just
before starting the child; the child prints the monotonic clock once its windows have been
painted and quits. The app runs through its own ``ui.app.run()`` with a demonstration
match (so no set-up dialog waits for a person); the driver only shows the spectator window too
and watches paint events. The bare process shows one empty ``QWidget`` the same way.

    python bench/bench_startup.py [--runs 7]

Prints median and worst of each, and the ratio app / bare (target at most 1.5).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 1.5


def _watch_paints(app, names: set[str], on_done) -> object:
    """An application-wide event filter calling ``on_done()`` once every top-level window whose
    class name is in ``names`` has received a paint event."""
    from PySide6.QtCore import QEvent, QObject

    painted: set[str] = set()

    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.Paint and hasattr(obj, "window"):
                name = type(obj.window()).__name__
                if name in names and name not in painted:
                    painted.add(name)
                    if painted == names:
                        on_done()
            return False

    watch = Watch()
    app.installEventFilter(watch)
    return watch


def child_app(data_dir: str) -> int:
    """Run the real application until both windows have painted once."""
    # in the order ``python -m ui`` has: the entry module and its Qt-free core first
    from ui import app as app_module

    app_module.load_core()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ui import main as ui_main

    qapp = QApplication.instance() or QApplication(sys.argv[:1])
    done: list[float] = []

    def finished() -> None:
        if not done:
            done.extend((time.monotonic(), time.process_time()))
            QTimer.singleShot(0, qapp.quit)

    watch = _watch_paints(qapp, {"ScorekeeperWindow", "SpectatorWindow"}, finished)
    original_show = ui_main.MainUi.show

    def show_both(self) -> None:
        original_show(self)
        self.toggle_spectator()

    ui_main.MainUi.show = show_both  # type: ignore[method-assign]
    app_module.main(["--lang", "en", "--demo", "nine-ball", "--data-dir", data_dir])
    del watch
    if not done:
        print("no paint", file=sys.stderr)
        return 1
    print(f"painted {done[0]!r} cpu {done[1]!r}", flush=True)
    return 0


def _child_windows(names: set[str], build: Callable[[], list[object]]) -> int:
    """A process that builds windows with ``build`` (after its QApplication) and prints when
    every window named in ``names`` has painted, as the app's child does."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    qapp = QApplication(sys.argv[:1])
    done: list[float] = []

    def finished() -> None:
        if not done:
            done.extend((time.monotonic(), time.process_time()))
            QTimer.singleShot(0, qapp.quit)

    watch = _watch_paints(qapp, names, finished)
    windows = build()
    qapp.exec()
    del watch, windows
    print(f"painted {done[0]!r} cpu {done[1]!r}", flush=True)
    return 0


def bare_window() -> list[object]:
    """A bare PySide6 window: one empty widget, 1366x768, that never draws a letter."""
    from PySide6.QtWidgets import QWidget

    class BareWindow(QWidget):
        pass

    w = BareWindow()
    w.resize(1366, 768)
    w.show()
    return [w]


def child_bare() -> int:
    return _child_windows({"BareWindow"}, bare_window)


def floor_windows() -> list[object]:
    """The least two windows showing text can be: a main window with a centred label and a
    status-bar message (1366x768) and a second window with one label (the spectator's default
    800x720). A reference for what any two-window app pays for fonts, the Qt namespace's
    enums and a second backing store, before it has any content of its own."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

    class FloorMain(QMainWindow):
        pass

    class FloorSecond(QWidget):
        pass

    main = FloorMain()
    label = QLabel("María Fernández 3 – 2 Jorge Castellanos")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    main.setCentralWidget(label)
    main.statusBar().showMessage("Ready")
    main.resize(1366, 768)
    second = FloorSecond()
    QVBoxLayout(second).addWidget(QLabel("María Fernández 3 – 2 Jorge Castellanos"))
    second.resize(800, 720)
    main.show()
    second.show()
    return [main, second]


def child_floor() -> int:
    return _child_windows({"FloorMain", "FloorSecond"}, floor_windows)


def measure(kind: str, data_dir: Path | None = None) -> float:
    """Seconds from process start to first paint for one fresh child process."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_LOGGING_RULES="qt.multimedia*=false")
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", kind]
    if data_dir is not None:
        cmd += ["--data-dir", str(data_dir)]
    t0 = time.monotonic()
    out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    if out.returncode != 0:
        raise RuntimeError(f"{kind} start-up failed: {out.stderr[-2000:]}")
    line = [x for x in out.stdout.splitlines() if x.startswith("painted ")][-1]
    return float(line.split()[1]) - t0


def runs(count: int) -> tuple[list[float], list[float], list[float]]:
    """(app times, bare times, two-plain-window times), interleaved so all see the same load."""
    app_times: list[float] = []
    bare_times: list[float] = []
    floor_times: list[float] = []
    measure("bare")  # warm the file cache for both
    with tempfile.TemporaryDirectory() as tmp:
        measure("app", Path(tmp) / "warm")
        for i in range(count):
            bare_times.append(measure("bare"))
            app_times.append(measure("app", Path(tmp) / f"run{i}"))
            floor_times.append(measure("floor"))
    return app_times, bare_times, floor_times


def compile_bytecode() -> None:
    """Write the project's bytecode, as an installed package has it (pip compiles wheels):
    a machine that forbids writing bytecode would otherwise compile every module each run."""
    import compileall

    for package in ("rules", "scoreboard", "ui", "resources"):
        compileall.compile_dir(str(ROOT / package), quiet=1)


def figures(count: int = 5) -> dict[str, float]:
    app_times, bare_times, floor_times = runs(count)
    ratios = [a / b for a, b in zip(app_times, bare_times, strict=True)]
    return {
        "floor_median": statistics.median(floor_times),
        "floor_ratio_median": statistics.median(floor_times) / statistics.median(bare_times),
        "app_median": statistics.median(app_times),
        "app_worst": max(app_times),
        "bare_median": statistics.median(bare_times),
        "bare_worst": max(bare_times),
        "ratio_median": statistics.median(app_times) / statistics.median(bare_times),
        "ratio_worst": max(ratios),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--child", choices=("app", "bare", "floor"), help=argparse.SUPPRESS)
    p.add_argument("--data-dir", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child == "app":
        return child_app(args.data_dir or tempfile.mkdtemp())
    if args.child == "bare":
        return child_bare()
    if args.child == "floor":
        return child_floor()
    compile_bytecode()
    f = figures(args.runs)
    print(
        f"start-up to both windows painted: app median {f['app_median'] * 1e3:.0f} ms "
        f"(worst {f['app_worst'] * 1e3:.0f} ms), bare PySide6 window median "
        f"{f['bare_median'] * 1e3:.0f} ms (worst {f['bare_worst'] * 1e3:.0f} ms)"
    )
    print(
        f"ratio app / bare: median {f['ratio_median']:.2f}, worst run {f['ratio_worst']:.2f} "
        f"(target <= {TARGET})"
    )
    print(
        f"reference, two plain windows with a label each: median "
        f"{f['floor_median'] * 1e3:.0f} ms, {f['floor_ratio_median']:.2f}x the bare window"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
