"""Start-up time: from process start to both windows painted, against two plain windows.

Each run is a fresh process on the offscreen platform. The parent notes the monotonic clock just
before starting the child; the child prints the monotonic clock once its windows have been
painted and quits. The app runs through its own ``ui.app.main()`` with a demonstration
match (so no set-up dialog waits for a person); the driver only shows the spectator window too
and watches paint events. Two references are measured in the same run, interleaved with the
app: two plain windows with a label each (:func:`floor_windows`), and a bare PySide6 window,
one empty ``QWidget`` shown the same way.

    python bench/bench_startup.py [--runs 7]

Prints median and worst of each, the ratio app / two plain windows (target at most
:data:`TARGET`) and, for reference, the ratio app / bare window.
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
#: Start-up to both windows painted with the match, at most this many times the two plain
#: windows' (medians of the same run). The first picture is one stage: the windows are built
#: with the rules loaded and the match in them (docs/performance.md).
TARGET = 2.3


def _watch_paints(windows: list[object], on_done: Callable[[], object]) -> object:
    """An event filter calling ``on_done()`` once each of ``windows`` has had a paint event
    (the window itself or any widget in it: a window covered by its children gets none).

    The filter sits on those widgets only, never on the application: an application-wide
    filter written in Python is called for every event of every object of the process, Qt's
    own included, and wraps each of them in a Python object (for a class PySide6 does not
    know, after loading the types of whole modules to look for it). That is a cost of the
    measurement, not of what is measured: it made both the app's start-up and the two plain
    windows' longer, by tens of milliseconds (docs/performance.md)."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QWidget

    tops = [w for w in windows if isinstance(w, QWidget)]
    painted: set[int] = set()

    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.Paint and len(painted) < len(tops):
                painted.add(id(obj.window()))
                if painted >= {id(w) for w in tops}:
                    on_done()
            return False

    watch = Watch()
    for top in tops:
        top.installEventFilter(watch)
        for child in top.findChildren(QWidget):
            child.installEventFilter(watch)
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

    watches: list[object] = []
    original_show = ui_main.MainUi.show

    def show_both(self) -> None:
        # both windows are built (not yet painted: that comes from the event loop)
        watches.append(_watch_paints([self.window, self.spectator], finished))
        original_show(self)
        self.toggle_spectator()

    ui_main.MainUi.show = show_both  # type: ignore[method-assign]
    app_module.main(["--lang", "en", "--demo", "nine-ball", "--data-dir", data_dir])
    watches.clear()
    if not done:
        print("no paint", file=sys.stderr)
        return 1
    print(f"painted {done[0]!r} cpu {done[1]!r}", flush=True)
    return 0


def _child_windows(build: Callable[[], list[object]]) -> int:
    """A process that builds and shows windows with ``build`` (after its QApplication) and
    prints when every one of them has painted, as the app's child does."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    qapp = QApplication(sys.argv[:1])
    done: list[float] = []

    def finished() -> None:
        if not done:
            done.extend((time.monotonic(), time.process_time()))
            QTimer.singleShot(0, qapp.quit)

    windows = build()
    watch = _watch_paints(windows, finished)
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
    return _child_windows(bare_window)


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
    return _child_windows(floor_windows)


def measure(kind: str, data_dir: Path | None = None) -> tuple[float, float]:
    """(seconds from process start to first paint, CPU seconds the process had used by then)
    for one fresh child process. The CPU time moves less than the wall clock on a busy
    machine: it is printed beside it."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_LOGGING_RULES="qt.multimedia*=false")
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", kind]
    if data_dir is not None:
        cmd += ["--data-dir", str(data_dir)]
    t0 = time.monotonic()
    out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    if out.returncode != 0:
        raise RuntimeError(f"{kind} start-up failed: {out.stderr[-2000:]}")
    words = [x for x in out.stdout.splitlines() if x.startswith("painted ")][-1].split()
    return float(words[1]) - t0, float(words[3])


def runs(count: int) -> dict[str, list[float]]:
    """Wall-clock times ("app", "bare", "floor": the two plain windows) and CPU times ("app
    cpu", ...) of ``count`` starts of each, interleaved so all see the same load."""
    times: dict[str, list[float]] = {
        k: [] for k in ("app", "bare", "floor", "app cpu", "bare cpu", "floor cpu")
    }
    measure("bare")  # warm the file cache for both
    with tempfile.TemporaryDirectory() as tmp:
        measure("app", Path(tmp) / "warm")
        for i in range(count):
            for kind in ("bare", "app", "floor"):
                wall, cpu = measure(kind, Path(tmp) / f"run{i}" if kind == "app" else None)
                times[kind].append(wall)
                times[f"{kind} cpu"].append(cpu)
    return times


def compile_bytecode() -> None:
    """Write the project's bytecode, as an installed package has it (pip compiles wheels):
    a machine that forbids writing bytecode would otherwise compile every module each run."""
    import compileall

    for package in ("rules", "scoreboard", "ui", "resources"):
        compileall.compile_dir(str(ROOT / package), quiet=1)


def figures(count: int = 5) -> dict[str, float]:
    t = runs(count)
    app_times, bare_times, floor_times = t["app"], t["bare"], t["floor"]
    ratios = [a / b for a, b in zip(app_times, bare_times, strict=True)]
    vs_floor = [a / f for a, f in zip(app_times, floor_times, strict=True)]
    median = statistics.median
    return {
        "floor_median": median(floor_times),
        "floor_worst": max(floor_times),
        "floor_ratio_median": median(floor_times) / median(bare_times),
        "app_median": median(app_times),
        "app_worst": max(app_times),
        "bare_median": median(bare_times),
        "bare_worst": max(bare_times),
        "ratio_median": median(app_times) / median(bare_times),
        "ratio_worst": max(ratios),
        "vs_floor_median": median(app_times) / median(floor_times),
        "vs_floor_worst": max(vs_floor),
        "app_cpu_median": median(t["app cpu"]),
        "floor_cpu_median": median(t["floor cpu"]),
        "bare_cpu_median": median(t["bare cpu"]),
        "cpu_vs_floor_median": median(t["app cpu"]) / median(t["floor cpu"]),
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
        f"(worst {f['app_worst'] * 1e3:.0f} ms), two plain windows median "
        f"{f['floor_median'] * 1e3:.0f} ms (worst {f['floor_worst'] * 1e3:.0f} ms), bare "
        f"PySide6 window median {f['bare_median'] * 1e3:.0f} ms "
        f"(worst {f['bare_worst'] * 1e3:.0f} ms)"
    )
    met = "met" if f["vs_floor_median"] <= TARGET else "missed"
    print(
        f"start-up vs two plain windows: {f['vs_floor_median']:.2f}x (target <= {TARGET}x, "
        f"{met}; worst run {f['vs_floor_worst']:.2f}x)"
    )
    print(
        f"start-up vs bare window: {f['ratio_median']:.2f}x (worst run "
        f"{f['ratio_worst']:.2f}x); two plain windows: {f['floor_ratio_median']:.2f}x the bare "
        "window"
    )
    print(
        f"CPU time to both windows painted: app median {f['app_cpu_median'] * 1e3:.0f} ms, two "
        f"plain windows {f['floor_cpu_median'] * 1e3:.0f} ms ({f['cpu_vs_floor_median']:.2f}x), "
        f"bare window {f['bare_cpu_median'] * 1e3:.0f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
