"""Peak memory: the app with a 2,000-shot straight-pool match loaded and both windows painted,
against two plain windows with a label each.

Each figure is the peak resident set (``ru_maxrss``) of a fresh process on the offscreen
platform, read by the process itself once its windows have painted. The app runs through
``ui.app.main()``; the driver swaps the demonstration match for a 14.1 match of 2,000
shots and shows the spectator window too. The match is played once by the parent and written
to a file, one input record per line; the app reads, checks and replays those records
(``InputReader`` and ``Controller.load``), as it does a resumed journal.

    python bench/bench_memory.py [--runs 3] [--shots 2000]

Prints the peak of each, the ratio app / two plain windows (``bench_startup.floor_windows``,
target at most :data:`TARGET`) and, for reference, the ratio app / bare PySide6 window.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Peak memory at most this many times the two plain windows' (medians of the same run).
TARGET = 1.6
SHOTS = 2000


def straight_pool_inputs(shots: int) -> tuple[object, list[object]]:
    """(config, inputs) of a 14.1 game ``shots`` shots long, out of reach of its target."""
    from rules import Call, Pocket, Pocketed, RackOptions, Shot
    from scoreboard.match.match import MatchConfig
    from ui.adapters.controller import Controller

    config = MatchConfig(
        players=("María Fernández", "Jorge Castellanos"),
        discipline="straight-pool",
        options=RackOptions(target=(100_000, 100_000)),
        breaker=0,
    )
    c = Controller(config)
    rng = random.Random(14)
    t = 1_700_000_000.0
    while len(c.table.inputs) < shots:
        s = c.snapshot
        t += 20.0
        if s.decision.pending is not None:
            c.table.choose(s.decision.pending.options[0], time=t)
            continue
        ball = min(s.rack.on_table)
        if s.rack.breaking:
            ok = c.table.shot(Shot(call=Call.safety(), cue_and_two_to_rail=True), time=t)
        elif rng.random() < 0.8:
            pocket = rng.choice(tuple(Pocket))
            ok = c.table.shot(
                Shot(call=Call(ball, pocket), pocketed=(Pocketed(ball, pocket),)), time=t
            )
        else:
            ok = c.table.shot(Shot(call=Call.safety(), rails=1), time=t)
        if not ok:
            c.table.shot(Shot(), time=t)
    return config, list(c.table.inputs)


def write_match(path: Path, shots: int) -> None:
    """The 14.1 match as the journal keeps it: its set-up, then one input record per line."""
    import json

    config, inputs = straight_pool_inputs(shots)
    lines = [json.dumps(config.to_dict())]  # type: ignore[attr-defined]
    lines += [json.dumps(inp.to_dict()) for inp in inputs]  # type: ignore[attr-defined]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def child_app(data_dir: str, match_file: str) -> int:
    # in the order ``python -m ui`` has: the entry module and its Qt-free core first
    from ui import app as app_module

    app_module.load_core()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    import scoreboard.service.demo
    from bench.bench_startup import _watch_paints
    from ui import main as ui_main

    qapp = QApplication.instance() or QApplication(sys.argv[:1])
    loaded: list[int] = []

    def load_long_match(table, _discipline: str, start=None) -> None:
        # the session's table, before the windows are built (as the demonstration match is):
        # a journal opened by the session's new match (``start``), then the records read and
        # replayed as a resumed journal's are
        import json

        from scoreboard.match.inputs import InputReader
        from scoreboard.match.match import MatchConfig

        read = InputReader()
        with open(match_file, encoding="utf-8") as f:
            config = MatchConfig.from_dict(json.loads(f.readline()))
            inputs = [read(json.loads(line)) for line in f]
        assert start is not None and start(config)
        assert table.load(config, inputs)
        loaded.append(len(table.snapshot.history))

    scoreboard.service.demo.load_demo = load_long_match  # type: ignore[assignment]
    done: list[bool] = []

    def finished() -> None:
        if not done:
            done.append(True)
            QTimer.singleShot(0, qapp.quit)

    watches: list[object] = []
    original_show = ui_main.MainUi.show

    def show_both(self) -> None:
        # on the windows only, as bench_startup watches them
        watches.append(_watch_paints([self.window, self.spectator], finished))
        original_show(self)
        self.toggle_spectator()

    ui_main.MainUi.show = show_both  # type: ignore[method-assign]
    app_module.main(["--lang", "en", "--demo", "straight-pool", "--data-dir", data_dir])
    watches.clear()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"peak {peak} shots {loaded[0] if loaded else 0}", flush=True)
    return 0 if done and loaded else 1


def _child_peak(build_name: str) -> int:
    """A process that builds the windows of ``bench_startup.<build_name>`` and prints its peak
    memory once every one of them has painted."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    import bench.bench_startup as startup

    qapp = QApplication(sys.argv[:1])
    windows = getattr(startup, build_name)()
    watch = startup._watch_paints(windows, lambda: QTimer.singleShot(0, qapp.quit))
    qapp.exec()
    del watch, windows
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"peak {peak} shots 0", flush=True)
    return 0


def child_bare() -> int:
    return _child_peak("bare_window")


def child_floor() -> int:
    return _child_peak("floor_windows")


def measure(
    kind: str, data_dir: Path | None = None, match_file: Path | None = None
) -> tuple[int, int]:
    """(peak resident set in KiB, shots loaded) of one fresh child process."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        QT_LOGGING_RULES="qt.multimedia*=false",
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    )
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", kind]
    if data_dir is not None:
        cmd += ["--data-dir", str(data_dir)]
    if match_file is not None:
        cmd += ["--match", str(match_file)]
    out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    if out.returncode != 0:
        raise RuntimeError(f"{kind} failed: {out.stderr[-2000:]}")
    words = [x for x in out.stdout.splitlines() if x.startswith("peak ")][-1].split()
    return int(words[1]), int(words[3])


def figures(count: int = 3, shots: int = SHOTS) -> dict[str, float]:
    app_peaks: list[int] = []
    bare_peaks: list[int] = []
    floor_peaks: list[int] = []
    loaded = 0
    with tempfile.TemporaryDirectory() as tmp:
        match_file = Path(tmp) / "match.jsonl"
        write_match(match_file, shots)
        for i in range(count):
            bare_peaks.append(measure("bare")[0])
            peak, loaded = measure("app", Path(tmp) / f"run{i}", match_file)
            app_peaks.append(peak)
            floor_peaks.append(measure("floor")[0])
    ratios = [a / b for a, b in zip(app_peaks, bare_peaks, strict=True)]
    vs_floor = [a / f for a, f in zip(app_peaks, floor_peaks, strict=True)]
    return {
        "app_median_mib": statistics.median(app_peaks) / 1024,
        "bare_median_mib": statistics.median(bare_peaks) / 1024,
        "ratio_median": statistics.median(app_peaks) / statistics.median(bare_peaks),
        "floor_mib": statistics.median(floor_peaks) / 1024,
        "floor_ratio_median": statistics.median(floor_peaks) / statistics.median(bare_peaks),
        "ratio_worst": max(ratios),
        "vs_floor_median": statistics.median(app_peaks) / statistics.median(floor_peaks),
        "vs_floor_worst": max(vs_floor),
        "shots": loaded,
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--shots", type=int, default=SHOTS)
    p.add_argument("--child", choices=("app", "bare", "floor"), help=argparse.SUPPRESS)
    p.add_argument("--data-dir", help=argparse.SUPPRESS)
    p.add_argument("--match", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child == "app":
        return child_app(args.data_dir or tempfile.mkdtemp(), args.match)
    if args.child == "bare":
        return child_bare()
    if args.child == "floor":
        return child_floor()
    t0 = time.monotonic()
    f = figures(args.runs, args.shots)
    print(
        f"peak memory: app with a {f['shots']:.0f}-shot 14.1 match {f['app_median_mib']:.1f} MiB, "
        f"two plain windows {f['floor_mib']:.1f} MiB, bare PySide6 window "
        f"{f['bare_median_mib']:.1f} MiB [{time.monotonic() - t0:.1f} s]"
    )
    met = "met" if f["vs_floor_median"] <= TARGET else "missed"
    print(
        f"peak memory vs two plain windows: {f['vs_floor_median']:.2f}x (target <= {TARGET}x, "
        f"{met}; worst run {f['vs_floor_worst']:.2f}x)"
    )
    print(
        f"peak memory vs bare window: {f['ratio_median']:.2f}x (worst run "
        f"{f['ratio_worst']:.2f}x); two plain windows: {f['floor_ratio_median']:.2f}x the bare "
        "window"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
