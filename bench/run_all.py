"""Every benchmark of the project, measured in one run, printed as one table.

    python bench/run_all.py [--quick]

Each figure is a ratio (against a baseline measured in the same run, or against a 60 Hz frame)
with its target beside it; repeated figures give the median and the worst. The verdict of a
figure with one target is taken on its median; a figure with separate median and worst targets
is a row for each. The script always exits 0: these are figures, not assertions.

Benchmarks that are run: bench_startup, bench_memory and bench_latency (this folder),
bench_rules, bench_controller, bench_persistence, bench_replay, bench_clock,
bench_competition, bench_league (a league's calendar, and a night's score with the standings),
bench_ratings, bench_players (the player registry and a player's page),
bench_ratings_list (a national ratings list of 100,000 lines imported from the Players window),
bench_tables (many tables in one process, without Qt), bench_phones (16 tables scored from
phones through the phone server on loopback, one of them from the touch page in headless
Chromium: bench/phone_touch.py), bench_phone_hall (a phone's tap to the desk
and the venue board), bench_overlay (the overlay server in
headless Chromium), bench_feed (the venue feed on a real Mosquitto), bench_bundle, and
bench_actions and bench_display when they are present. A benchmark that fails, or is
missing, gets a row saying so; the others still run. A module may offer ``figures()``
returning rows ``(figure, measured, target, met)``; otherwise its printed output is read.
"""

from __future__ import annotations

import argparse
import importlib
import io
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from contextlib import redirect_stdout
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia*=false")

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for p in (str(ROOT), str(HERE)):
    if p not in sys.path:
        sys.path.insert(0, p)

FRAME = 1.0 / 60.0


@dataclass
class Row:
    figure: str
    measured: str
    target: str
    verdict: str  # "met", "missed", "failed", "missing"


ROWS: list[Row] = []
DETAILS: list[str] = []


def row(figure: str, measured: str, target: str, met: bool | None) -> None:
    verdict = "failed" if met is None else ("met" if met else "missed")
    ROWS.append(Row(figure, measured, target, verdict))


def pct(x: float) -> str:
    return f"{x:.2%}"


def load(name: str) -> ModuleType | None:
    if not (HERE / f"{name}.py").exists():
        return None
    return importlib.import_module(name)


def guarded(name: str, body: Callable[[], None]) -> None:
    """Run one benchmark; a failure becomes a row, never the end of the run."""
    t0 = time.monotonic()
    try:
        body()
    except Exception as exc:  # noqa: BLE001 - one broken benchmark must not hide the others
        row(name, f"error: {type(exc).__name__}: {str(exc)[:60]}", "-", None)
        DETAILS.append(f"{name} failed:\n{traceback.format_exc()}")
    print(f"  {name}: {time.monotonic() - t0:.1f} s", file=sys.stderr, flush=True)


def ratio_rows(figure: str, ratios_median: float, ratios_worst: float, target: float) -> None:
    row(
        figure,
        f"median {ratios_median:.2f}x, worst {ratios_worst:.2f}x",
        f"<= {target}x",
        ratios_median <= target,
    )


# -- the benchmarks ------------------------------------------------------------------------------


def startup(quick: bool) -> None:
    import bench_startup

    bench_startup.compile_bytecode()
    f = bench_startup.figures(3 if quick else 7)
    ratio_rows(
        "start-up to both windows painted / two plain windows",
        f["vs_floor_median"],
        f["vs_floor_worst"],
        bench_startup.TARGET,
    )
    DETAILS.append(
        f"start-up: app median {f['app_median'] * 1e3:.0f} ms (worst {f['app_worst'] * 1e3:.0f}),"
        f" two plain windows with a label each {f['floor_median'] * 1e3:.0f} ms, bare window"
        f" {f['bare_median'] * 1e3:.0f} ms (app {f['ratio_median']:.2f}x bare); CPU time to the"
        f" paint {f['cpu_vs_floor_median']:.2f}x the two plain windows'"
    )


def memory(quick: bool) -> None:
    import bench_memory

    f = bench_memory.figures(2 if quick else 3)
    ratio_rows(
        f"peak memory, {f['shots']:.0f}-shot 14.1 match loaded / two plain windows",
        f["vs_floor_median"],
        f["vs_floor_worst"],
        bench_memory.TARGET,
    )
    DETAILS.append(
        f"peak memory: app {f['app_median_mib']:.1f} MiB, two plain windows with a label each"
        f" {f['floor_mib']:.1f} MiB, bare {f['bare_median_mib']:.1f} MiB"
        f" (app {f['ratio_median']:.2f}x bare)"
    )


def latency(quick: bool) -> None:
    import bench_latency

    t: list[float] = []
    for _ in range(2 if quick else 3):
        t += bench_latency.input_to_repaint(150 if quick else 300)
    med, worst = statistics.median(t) / FRAME, max(t) / FRAME
    row(
        "key press -> spectator repainted, median (of a frame)",
        pct(med),
        f"< {bench_latency.MEDIAN_TARGET:.0%}",
        med < bench_latency.MEDIAN_TARGET,
    )
    row(
        "key press -> spectator repainted, worst (of a frame)",
        pct(worst),
        f"< {bench_latency.WORST_TARGET:.0%}",
        worst < bench_latency.WORST_TARGET,
    )
    h = bench_latency.input_to_repaint.handled
    DETAILS.append(
        f"key press -> spectator: {len(t)} inputs; the key handler alone (controller and "
        f"both views' show_snapshot): median {pct(statistics.median(h) / FRAME)}, "
        f"worst {pct(max(h) / FRAME)} of a frame (last repetition)"
    )
    r = bench_latency.repaint_4k(5 if quick else 9)
    med = statistics.median(r) / FRAME
    row(
        "spectator repaint at 3840x2160 (of a frame)",
        f"median {pct(med)}, worst {pct(max(r) / FRAME)}",
        "< 25%",
        med < 0.25,
    )
    shares = [bench_latency.idle_cpu(2.0 if quick else 3.0) for _ in range(2 if quick else 3)]
    med = statistics.median(shares)
    row(
        "idle CPU, both windows, clock running (of one core)",
        f"median {pct(med)}, worst {pct(max(shares))}",
        "< 2%",
        med < 0.02,
    )


def engine(quick: bool) -> None:
    import bench_rules

    import rules

    repeat = 3 if quick else 5
    worst_name, worst_share = "", 0.0
    shares: dict[str, float] = {}
    for discipline, rulesets in sorted(rules.disciplines().items()):
        for ruleset in rulesets:
            runs = [bench_rules.push_time(discipline, ruleset, 2000, s) for s in range(repeat)]
            share = statistics.median(runs) / FRAME
            shares[f"{discipline}/{ruleset}"] = share
            if share >= worst_share:
                worst_name, worst_share = f"{discipline}/{ruleset}", share
    row(
        f"engine push, slowest discipline {worst_name} (of a frame)",
        f"median {pct(worst_share)}",
        f"< {bench_rules.PUSH_TARGET:.0%}",
        worst_share < bench_rules.PUSH_TARGET,
    )
    DETAILS.append(
        "engine push per discipline: " + ", ".join(f"{k} {pct(v)}" for k, v in shares.items())
    )
    ratios = []
    for seed in range(repeat):
        short = bench_rules.pop_time(bench_rules.straight_pool_game(10, seed), 10, 300)
        long = bench_rules.pop_time(bench_rules.straight_pool_game(10_000, seed), 10, 300)
        ratios.append(long / short)
    ratio_rows(
        "engine undo (pop) after 10,000 shots / after 10",
        statistics.median(ratios),
        max(ratios),
        bench_rules.POP_RATIO_TARGET,
    )


def controller(quick: bool) -> None:
    import bench_controller

    from rules import RackOptions
    from scoreboard.match.match import MatchConfig

    shots = 1000 if quick else 2000
    t: list[float] = []
    clean: list[float] = []
    for config, next_shot in (
        (
            MatchConfig(discipline="nine-ball", race=(999, 999), breaker=0),
            bench_controller.nine_ball_shot,
        ),
        (
            MatchConfig(
                discipline="straight-pool", options=RackOptions(target=(5000, 5000)), breaker=0
            ),
            bench_controller.straight_pool_shot,
        ),
    ):
        times = bench_controller.run(config, next_shot, shots)
        collected = bench_controller.run.collected
        t += times
        clean += [x for i, x in enumerate(times) if i not in collected]
    med, worst = statistics.median(t) / FRAME, max(t) / FRAME
    worst_clean = max(clean) / FRAME
    row(
        f"controller input -> snapshot, {shots}-shot matches (of a frame)",
        f"median {pct(med)}, worst {pct(worst)} ({pct(worst_clean)} without a GC pass)",
        "< 5% (median and worst)",
        med < 0.05 and worst < 0.05,
    )


def persistence(quick: bool) -> None:
    import bench_persistence

    from scoreboard.history.database import HistoryDB

    with tempfile.TemporaryDirectory(prefix=".bench-", dir=ROOT) as tmp:
        base = Path(tmp)
        times: list[float] = []
        for i in range(3):
            times += bench_persistence.bench_append(base / f"journals{i}", 300)
        med, worst = statistics.median(times) / FRAME, max(times) / FRAME
        row(
            "durable journal append, write+flush+fsync (of a frame)",
            f"median {pct(med)}, worst {pct(worst)}",
            "< 100% (worst)",
            worst < 1.0,
        )
        db = HistoryDB(base / "history.sqlite3")
        try:
            bench_persistence._fill(db, 0, 100)
            small = [bench_persistence._time_listing(db) for _ in range(3)]
            bench_persistence._fill(db, 100, 2_000 if quick else 10_000)
            large = [bench_persistence._time_listing(db) for _ in range(3)]
        finally:
            db.close()
        n = 2_000 if quick else 10_000
        ratios = [b / a for a, b in zip(small, large, strict=True)]
        ratio_rows(
            f"history page listing, {n:,} stored / 100 stored",
            statistics.median(ratios),
            max(ratios),
            1.5,
        )


def replay(quick: bool) -> None:
    """Resume and import of long matches (bench_replay)."""
    if not _module_figures("bench_replay"):
        row("resume and import (bench_replay)", "benchmark not present", "-", None)
        ROWS[-1].verdict = "missing"


def clock(quick: bool) -> None:
    import bench_clock
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    gaps = bench_clock.expiry_gaps(app, 25 if quick else 50, 0.2)
    ms = sorted(g * 1000 for g in gaps)
    row(
        f"shot clock expiry error, {len(ms)} expiries (ms after the deadline)",
        f"median {statistics.median(ms):.2f}, worst {ms[-1]:.2f}, earliest {ms[0]:.2f}",
        "0 <= error < 16.7 (one frame)",
        ms[0] >= 0 and ms[-1] < 1000 * FRAME,
    )
    share, _ticks = bench_clock.cpu_share(app, 2.0 if quick else 3.0)
    row("CPU of a running clock driver alone (of one core)", pct(share), "< 2%", share < 0.02)


def competition(quick: bool) -> None:
    import bench_competition

    for figure, measured, target, met in bench_competition.figures(2 if quick else 5):
        row(figure, measured, target, met)
        if met is None and target == "-":
            ROWS[-1].verdict = "info"  # a figure to read, with no target


def league(quick: bool) -> None:
    import bench_league

    for figure, measured, target, met in bench_league.figures(2 if quick else 5):
        row(figure, measured, target, met)


def ratings(quick: bool) -> None:
    import bench_ratings

    for figure, measured, target, met in bench_ratings.figures(2 if quick else 5):
        row(figure, measured, target, met)
        if met is None and target == "-":
            ROWS[-1].verdict = "info"  # a figure to read, with no target


def players(quick: bool) -> None:
    import bench_players

    for figure, measured, target, met in bench_players.figures(2 if quick else 3):
        row(figure, measured, target, met)
        if met is None and target == "-":
            ROWS[-1].verdict = "info"  # a figure to read, with no target


def ratings_list(quick: bool) -> None:
    import bench_ratings_list

    for figure, measured, target, met in bench_ratings_list.figures(1 if quick else 3):
        row(figure, measured, target, met)


def tables(quick: bool) -> None:
    import bench_tables

    for figure, measured, target, met in bench_tables.figures(quick):
        row(figure, measured, target, met)
        if met is None and target == "-":
            ROWS[-1].verdict = "info"  # a figure to read, with no target


def phone_hall(quick: bool) -> None:
    import bench_phone_hall

    for figure, measured, target, met in bench_phone_hall.figures(quick):
        row(figure, measured, target, met)


def phones(quick: bool) -> None:
    import bench_phones

    for figure, measured, target, met in bench_phones.figures(quick):
        row(figure, measured, target, met)
        if met is None and target == "-":
            ROWS[-1].verdict = "info"  # a figure to read, with no target


# -- benchmarks written elsewhere, read from what they print ------------------------------------


NUMBER = r"(-?\d+(?:\.\d+)?)"


def _run_script(name: str) -> str:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, str(HERE / f"{name}.py")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    if out.returncode != 0:
        raise RuntimeError(f"exit {out.returncode}: {out.stderr.strip()[-300:]}")
    return out.stdout


def _module_figures(name: str) -> bool:
    """Rows from the module's own ``figures()`` when it offers one."""
    module = load(name)
    fn = getattr(module, "figures", None) if module is not None else None
    if not callable(fn):
        return False
    with redirect_stdout(io.StringIO()):
        result = list(fn())
    for item in result:
        if isinstance(item, dict):
            row(str(item["figure"]), str(item["measured"]), str(item["target"]), item.get("met"))
        else:
            figure, measured, target, met = item
            row(str(figure), str(measured), str(target), met)
    return True


def actions(quick: bool) -> None:
    figure = "scorekeeper actions per shot, all scripted racks (bench_actions)"
    if not (HERE / "bench_actions.py").exists():
        row(figure, "benchmark not present", "<= 2", None)
        ROWS[-1].verdict = "missing"
        return
    if _module_figures("bench_actions"):
        return
    text = _run_script("bench_actions")
    DETAILS.append("bench_actions printed:\n" + text.rstrip())
    per_rack: dict[str, float] = {}
    for line in text.splitlines():
        # "<rack name>  <moves> <actions> <actions per move> ..."
        m = re.match(r"\s*(\D.*?)\s+(\d+)\s+(\d+)\s+(\d+\.\d+)", line)
        if m:
            per_rack[m.group(1).strip()] = float(m.group(4))
    if not per_rack:
        row(figure, "not read (see details)", "<= 2", None)
        return
    overall = per_rack.get("all", statistics.fmean(per_rack.values()))
    worst_name = max((k for k in per_rack if k != "all"), key=per_rack.__getitem__, default="")
    row(
        figure,
        f"mean {overall:.2f}, worst rack {per_rack.get(worst_name, overall):.2f}",
        "<= 2 (mean)",
        overall <= 2.0,
    )


def _target_of(text: str) -> float | None:
    m = re.search(r"target\s*(?:<|≤|<=)\s*" + NUMBER + r"\s*%", text)
    return float(m.group(1)) / 100 if m else None


def display(quick: bool) -> None:
    """Each percentage bench_display prints becomes a row, named by its heading and label."""
    if not (HERE / "bench_display.py").exists():
        row("display figures (bench_display)", "benchmark not present", "-", None)
        ROWS[-1].verdict = "missing"
        return
    if _module_figures("bench_display"):
        return
    text = _run_script("bench_display")
    DETAILS.append("bench_display printed:\n" + text.rstrip())
    heading = ""
    found = False
    for line in text.splitlines():
        if not line.startswith((" ", "\t")):
            heading = line.strip().rstrip(":")
        shares = re.findall(NUMBER + r" ?% of", line)
        if not shares:
            continue
        share = float(shares[0]) / 100
        label = re.split(r"\s+-?\d", line.strip(), maxsplit=1)[0].strip(" :")
        name = heading if not line.startswith((" ", "\t")) else f"{heading}: {label}"
        name = re.sub(r"\s*\(.*?\)", "", name)
        name = re.split(r":\s*-?\d", name, maxsplit=1)[0]
        target = _target_of(line) or _target_of(heading)
        low = name.lower()
        if target is None and ("input" in low or "repaint" in low):
            target = 0.50 if "worst" in low else 0.10
        row(
            f"{name} (bench_display)",
            pct(share),
            f"< {target:.0%}" if target is not None else "-",
            share < target if target is not None else None,
        )
        found = True
    if not found:
        row("display figures (bench_display)", "not read (see details)", "-", None)


# -- the table -----------------------------------------------------------------------------------


def overlay(quick: bool) -> None:
    import bench_overlay

    for figure, measured, target, met in bench_overlay.figures(quick):
        row(figure, measured, target, met)
        if met is None and target == "-":
            ROWS[-1].verdict = "info"  # a figure to read, with no target


def feed(quick: bool) -> None:
    import bench_feed

    for figure, measured, target, met in bench_feed.figures(quick):
        row(figure, measured, target, met)


def bundle(quick: bool) -> None:
    import bench_bundle

    for figure, measured, target, met in bench_bundle.figures(3 if quick else 7):
        row(figure, measured, target, met)
        if met is None and target == "report":
            ROWS[-1].verdict = "info"  # a figure to read, with no target


def table(rows: list[Row]) -> str:
    head = Row("figure", "measured", "target", "verdict")
    widths = [
        max(len(getattr(r, f)) for r in [head, *rows])
        for f in ("figure", "measured", "target", "verdict")
    ]

    def line(r: Row) -> str:
        cells = (r.figure, r.measured, r.target, r.verdict)
        return " | ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip()

    rule = "-+-".join("-" * w for w in widths)
    return "\n".join([line(head), rule, *(line(r) for r in rows)])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--quick", action="store_true", help="fewer repetitions (for a smoke run)")
    args = p.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])  # one application for every benchmark
    t0 = time.monotonic()
    print("running the benchmarks (progress on stderr)...", file=sys.stderr, flush=True)
    for name, body in (
        ("start-up", startup),
        ("memory", memory),
        ("engine", engine),
        ("controller", controller),
        ("persistence", persistence),
        ("replay", replay),
        ("clock", clock),
        ("competition", competition),
        ("league", league),
        ("ratings", ratings),
        ("players", players),
        ("ratings list import", ratings_list),
        ("many tables", tables),
        ("phone tables", phones),
        ("phone tables at the desk", phone_hall),
        ("display latency", latency),
        ("bench_actions", actions),
        ("bench_display", display),
        ("overlay server", overlay),
        ("venue feed", feed),
        ("standalone bundle", bundle),
    ):
        guarded(name, lambda body=body: body(args.quick))
    print()
    print(table(ROWS))
    met = sum(r.verdict == "met" for r in ROWS)
    print(f"\n{met} of {len(ROWS)} figures met their target; total {time.monotonic() - t0:.0f} s")
    if DETAILS:
        print("\ndetails:")
        for d in DETAILS:
            print("  " + d.replace("\n", "\n    "))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception:  # noqa: BLE001 - figures, not assertions: always exit 0
        traceback.print_exc()
        sys.exit(0)
