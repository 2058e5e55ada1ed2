"""The overlay server: how fast a stream sees a key press, and what it costs the scorekeeper.

* key press -> overlay DOM updated: the scorekeeper window (offscreen platform) with the server
  on and one overlay page (``/overlay/bar``) open in headless Chromium. Each input is a real key
  event (as in bench_latency); the time runs from just before the key event (wall clock) to the
  moment the page has finished drawing the pushed document (the page's own wall clock,
  ``performance.timeOrigin + performance.now()``). Median and worst as shares of a 60 Hz frame
  (targets: median under 50 %, worst under 100 %), once the page has taken a few updates; the
  page's very first update (a fresh page: its first layout, its fonts) is printed on its own.
* key press -> spectator repainted, with the server off and then on with 20 overlay pages
  connected: bench_latency's measurement on one window pair, inputs 0.1 s apart (the pages draw
  each push in between, as they would between a scorekeeper's keys), each case from the same
  start of the match (the inputs of the first are undone before the second). Median and worst
  as shares of a 60 Hz frame for each (targets: median under 25 %, worst under 50 %, both
  cases), and the ratio of the medians (target at most 1.2).
* idle CPU with the server on: the scorekeeper window open, no input, the clock stopped;
  process CPU time over wall time, with no client and with 20 pages connected (target under
  1 % of one core).

Needs the ``chromium`` Debian package (tools/system_deps.py installs it).

    python bench/bench_overlay.py [--quick] [--spectator [--inputs N]]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia*=false")
ROOT = Path(__file__).resolve().parent.parent
for p in (str(ROOT), str(ROOT / "bench")):
    if p not in sys.path:
        sys.path.insert(0, p)

FRAME = 1.0 / 60.0
CLIENTS = 20
#: key press -> spectator repainted, with or without overlay pages: median and worst, of a frame
SPECTATOR_MEDIAN = 0.25
SPECTATOR_WORST = 0.50

# a promise of the wall-clock time the page finished drawing document SEQ; it waits for the
# page's own "overlaydrawn" event, so nothing polls the page while it works
ARRIVAL = """new Promise((resolve) => {
  const drawn = window.overlayRendered;
  if (drawn && drawn.seq >= SEQ) { resolve(drawn.at); return; }
  const hear = (e) => {
    if (e.detail.seq >= SEQ) { document.removeEventListener("overlaydrawn", hear); resolve(e.detail.at); }
  };
  document.addEventListener("overlaydrawn", hear);
})"""


def _main_ui():
    from bench_latency import _setup

    from ui.adapters import gc_policy

    app, controller, ui = _setup(spectator=False)
    # the garbage collector as ui.app.run() sets it
    gc_policy.tune()
    gc_policy.settle()
    return app, controller, ui


def _key(controller, step: int):
    from PySide6.QtCore import Qt

    snap = controller.snapshot
    if snap.decision.pending is not None:
        return Qt.Key.Key_1
    if snap.rack.breaking:
        return Qt.Key.Key_L
    return Qt.Key.Key_Q if step % 3 == 0 else Qt.Key.Key_Return


def _open_pages(browser, server, count: int) -> list:
    pages = []
    for _ in range(count):
        page = browser.page()
        page.goto(server.url("/overlay/bar?lang=en"))
        pages.append(page)
    for page in pages:
        page.wait_for(f"document.getElementById('overlay').dataset.seq === '{server.seq}'", 30)
    return pages


#: Key presses before the timed ones: the page's very first update (a fresh page, its first
#: layout and fonts) is reported on its own, as ``input_to_overlay.first``.
WARM_UP = 3


def input_to_overlay(inputs: int = 200) -> list[float]:
    """Seconds from each key press to the overlay page's DOM drawn with its result, once the
    page has taken :data:`WARM_UP` updates (the first one is kept in ``.first``)."""
    from PySide6.QtTest import QTest

    from tests.overlay.chromium import Chromium

    app, controller, ui = _main_ui()
    ui.server.start(0)
    server = ui.server.server
    browser = Chromium()
    try:
        (page,) = _open_pages(browser, server, 1)
        times: list[float] = []
        step = 0
        while len(times) < inputs + WARM_UP:
            before = server.seq
            key = _key(controller, step)
            step += 1
            t0 = time.time()
            QTest.keyClick(ui.window, key)
            if server.seq == before:
                continue  # not accepted: nothing pushed
            done = page.call(
                "Runtime.evaluate",
                expression=ARRIVAL.replace("SEQ", str(server.seq)),
                awaitPromise=True,
                returnByValue=True,
            )["result"]["value"]
            times.append(done / 1000.0 - t0)
        input_to_overlay.first = times[0]  # type: ignore[attr-defined]
        return times[WARM_UP:]
    finally:
        browser.close()
        ui.server.stop()
        ui.window.hide()


def _to_spectator(app, controller, ui, inputs: int, pause: float) -> list[float]:
    """Seconds from each key press to the spectator board painted (as bench_latency measures
    it), with ``pause`` seconds of a running event loop between inputs: a scorekeeper's keys
    come seconds apart, and the overlay pages do their work in between."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtTest import QTest

    from tests.overlay.chromium import spin

    painted: list[float] = []

    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.Paint:
                obj.paintEvent(event)
                painted.append(time.perf_counter())
                return True
            return False

    watch = Watch()
    ui.spectator.board.installEventFilter(watch)
    times: list[float] = []
    step = 0
    try:
        while len(times) < inputs:
            key = _key(controller, step)
            step += 1
            before = len(controller.table.inputs)
            painted.clear()
            t0 = time.perf_counter()
            QTest.keyClick(ui.window, key)
            deadline = t0 + 2.0
            while not painted and time.perf_counter() < deadline:
                app.processEvents()
            if len(controller.table.inputs) != before and painted:
                times.append(painted[0] - t0)
            spin(pause)
    finally:
        ui.spectator.board.removeEventFilter(watch)
    return times


def _rewind(app, controller) -> None:
    """Every input undone: the next case starts where the first did (the same match, the
    same shot list), so the two are measured on the same work."""
    while controller.snapshot.can_undo:
        controller.table.undo()
        app.processEvents()


def spectator_with_clients(
    inputs: int = 200, pause: float = 0.1
) -> tuple[list[float], list[float]]:
    """Key press -> spectator repainted: the server off, then on with 20 overlay pages."""
    from tests.overlay.chromium import Chromium, spin

    app, controller, ui = _main_ui()
    ui.toggle_spectator()
    spin(0.5)  # the spectator window's first picture is not a key press's
    try:
        alone = _to_spectator(app, controller, ui, inputs, pause)
        _rewind(app, controller)
        ui.server.start(0)
        browser = Chromium()
        try:
            _open_pages(browser, ui.server.server, CLIENTS)
            assert ui.server.server.clients == CLIENTS
            crowded = _to_spectator(app, controller, ui, inputs, pause)
        finally:
            browser.close()
            ui.server.stop()
        return alone, crowded
    finally:
        ui.spectator.hide()
        ui.window.hide()


def idle_cpu(seconds: float = 4.0, clients: int = 0) -> float:
    """Share of one core used by the app with the server on and nothing happening."""
    from PySide6.QtCore import QEventLoop, QTimer

    from tests.overlay.chromium import Chromium

    app, controller, ui = _main_ui()
    ui.server.start(0)
    browser = Chromium() if clients else None
    try:
        if browser is not None:
            _open_pages(browser, ui.server.server, clients)
        loop = QEventLoop()
        QTimer.singleShot(int(seconds * 1000), loop.quit)
        wall0, cpu0 = time.monotonic(), time.process_time()
        loop.exec()
        return (time.process_time() - cpu0) / (time.monotonic() - wall0)
    finally:
        if browser is not None:
            browser.close()
        ui.server.stop()
        ui.window.hide()


Row = tuple[str, str, str, bool | None]


def overlay_rows(n: int) -> Iterator[Row]:
    """Key press -> overlay DOM updated in Chromium."""
    t = input_to_overlay(n)
    med, worst = statistics.median(t) / FRAME, max(t) / FRAME
    name = f"key press -> overlay DOM updated in Chromium, {len(t)} inputs"
    yield (f"{name}, median (of a frame)", f"{med:.2%}", "< 50%", med < 0.50)
    yield (f"{name}, worst (of a frame)", f"{worst:.2%}", "< 100%", worst < 1.0)
    first = input_to_overlay.first / FRAME  # type: ignore[attr-defined]
    yield (
        "key press -> overlay DOM, the page's first update (of a frame)",
        f"{first:.2%}",
        "-",
        None,
    )


def spectator_rows(n: int) -> Iterator[Row]:
    """Key press -> spectator repainted, the server off and with 20 overlay pages."""
    alone, crowded = spectator_with_clients(n)
    for case, t in (("server off", alone), (f"{CLIENTS} overlay pages", crowded)):
        med, worst = statistics.median(t) / FRAME, max(t) / FRAME
        name = f"key press -> spectator repainted, {case}, {len(t)} inputs"
        yield (f"{name}, median (of a frame)", f"{med:.2%}", "< 25%", med < SPECTATOR_MEDIAN)
        yield (f"{name}, worst (of a frame)", f"{worst:.2%}", "< 50%", worst < SPECTATOR_WORST)
    ratio = statistics.median(crowded) / statistics.median(alone)
    yield (
        f"key press -> spectator repainted, {CLIENTS} overlay pages / server off (medians)",
        f"{ratio:.2f}x",
        "<= 1.2x",
        ratio <= 1.2,
    )


def idle_rows(quick: bool) -> Iterator[Row]:
    for clients in (0, CLIENTS):
        share = idle_cpu(2.0 if quick else 4.0, clients)
        yield (
            f"idle CPU, server on, {clients} overlay pages (of one core)",
            f"{share:.2%}",
            "< 1%",
            share < 0.01,
        )


def figures(quick: bool = False, parts: str = "all") -> Iterator[Row]:
    """Rows (figure, measured, target, met) for bench/run_all.py; ``parts``: "all" or
    "spectator" (key press -> spectator repainted only)."""
    n = 80 if quick else 200
    if parts == "all":
        yield from overlay_rows(n)
    yield from spectator_rows(n)
    if parts == "all":
        yield from idle_rows(quick)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--quick", action="store_true")
    p.add_argument("--spectator", action="store_true", help="only key press -> spectator repainted")
    p.add_argument("--inputs", type=int, default=None, help="inputs per case")
    args = p.parse_args(argv)
    parts = "spectator" if args.spectator else "all"
    rows = (
        spectator_rows(args.inputs)
        if args.spectator and args.inputs
        else figures(args.quick, parts)
    )
    for figure, measured, target, met in rows:
        verdict = "info" if met is None else ("met" if met else "missed")
        print(f"{figure}: {measured} (target {target}) {verdict}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
