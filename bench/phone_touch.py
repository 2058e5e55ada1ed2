"""A finger's tap on the touch page to the verdict in the page, in headless Chromium.

The server process of bench_phones.py (16 tables in play, journals with fsync) with, on tables
2 to 16, the pens and watchers of bench_phones.py tapping as there (aiohttp, in a thread of
this process), and on table 1 the real touch page (resources/phone/, or ``--page DIR``) in
headless Chromium made a phone (touch emulation, a 360x740 mobile viewport), paired as the
table's pen. Each tap is a touch on the page's Miss button (``Input.dispatchTouchEvent``:
touchStart, then touchEnd); the time is taken in the page, on its own clock
(``performance.now()``), to the page's DOM holding the state the app answered with (the
journal's next record: ``#app[data-seq]`` changed, the decision drawn in the same pass):

* from the finger lifted (``touchend``: a button acts on release, the page making its click
  in the task after the touchend; the figure the target is about);
* from the finger down (``touchstart``), which adds the driver's own round trip between the
  two touch events (a real finger rests longer).

Figures only, no assertions. ``python bench/phone_touch.py [--quick] [--page DIR]``.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

from bench_phones import FRAME, ROOT, _load, percentile

#: The time between two taps on the page (more than the page's 250 ms for one finger's
#: double tap, which it does not make twice).
TAP_GAP = 0.35
#: Taps on the page that are not counted: its first ones lay out and compile.
WARM_UP = 3

#: Armed before each tap: the touch's moment, then the moment the DOM holds another state.
ARM = """(() => {
  const app = document.getElementById('app');
  const seq = app.dataset.seq;
  window.__touch = null;
  window.__verdict = new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      if (app.dataset.seq !== seq && window.__touch !== null) {
        seen.disconnect();
        const now = performance.now();
        resolve([now - window.__touch, now - window.__down]);
      }
    });
    seen.observe(app, { attributes: true, attributeFilter: ['data-seq'] });
    setTimeout(() => { seen.disconnect(); resolve(null); }, 5000);
  });
  if (!window.__heard) {
    window.__heard = true;
    document.addEventListener('touchstart', () => { window.__down = performance.now(); },
      { capture: true, passive: true });
    document.addEventListener('touchend', () => { window.__touch = performance.now(); },
      { capture: true, passive: true });
  }
  return seq;
})()"""


def _server(
    folder: Path, tables: int, page: Path | None = None
) -> tuple[subprocess.Popen[str], dict[str, Any]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    child = subprocess.Popen(
        [sys.executable, str(ROOT / "bench" / "bench_phones.py"), "--serve", str(folder)]
        + [str(tables)]
        + ([str(page)] if page is not None else []),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env=env,
        text=True,
    )
    assert child.stdout is not None
    return child, json.loads(child.stdout.readline())


def _open_page(port: int, token: str) -> Any:
    """The touch page of table 1 in a new Chromium, paired as its pen, shown and online."""
    from tests.overlay.chromium import Chromium
    from tests.phones.page_driver import open_phone

    browser = Chromium()
    phone = open_phone(browser)
    base = f"http://127.0.0.1:{port}"
    phone.goto(f"{base}/phone/static/phone-text.json")  # the origin, for its storage
    pairing = json.dumps({"token": token, "ref": "bench", "role": "pen", "device": "bench"})
    phone.js(f"localStorage.setItem('pool-phone.v1.1.pairing', {json.dumps(pairing)})")
    phone.goto(f"{base}/phone/1?lang=en")
    phone.wait_for(
        "document.getElementById('app').dataset.conn === 'online'"
        " && !!document.querySelector('#actions [data-action=break-ok]:not([disabled])')",
        20,
    )
    phone.tap("#actions [data-action=break-ok]")  # the break first: then a miss is a shot
    phone.wait_for("!document.querySelector('#actions [data-action=break-ok]')", 10)
    return browser, phone


def _taps(phone: Any, taps: int) -> list[tuple[float, float]]:
    """Seconds from each touch on Miss (lifted, down) to the answered state in the DOM."""
    from tests.overlay.chromium import spin

    took: list[tuple[float, float]] = []
    for _ in range(taps + WARM_UP):
        phone.js(ARM)
        phone.tap("#actions [data-action=record]")
        ms = phone.settle("window.__verdict")
        if ms is not None:
            took.append((ms[0] / 1000.0, ms[1] / 1000.0))
        spin(TAP_GAP)
    return took[WARM_UP:]


def touch_to_verdict(taps: int, tables: int = 16, page: Path | None = None) -> dict[str, Any]:
    """The figures of one run (see the module): ``taps`` taps on the page while the other
    tables' phones play; ``page``: the page's folder (by default resources/phone)."""
    from PySide6.QtCore import QCoreApplication

    _app = QCoreApplication.instance() or QCoreApplication([])
    with tempfile.TemporaryDirectory(prefix=".bench-phone-touch-", dir=ROOT) as tmp:
        child, ready = _server(Path(tmp), tables, page)
        assert child.stdin is not None and child.stdout is not None
        others = {name: found for name, found in ready["tokens"].items() if name != "1"}
        seconds = taps * (TAP_GAP + 0.05) + 10
        load: dict[str, Any] = {}
        thread = threading.Thread(
            target=lambda: load.update(out=asyncio.run(_load(ready["port"], others, seconds))),
            daemon=True,
        )
        browser = None
        try:
            thread.start()
            browser, phone = _open_page(ready["port"], ready["tokens"]["1"][0])
            took = _taps(phone, taps)
            errors = phone.errors()
        finally:
            if browser is not None:
                browser.close()
            thread.join(seconds + 30)
            try:
                child.stdin.write("stop\n")
                child.stdin.close()
            except BrokenPipeError:  # it stopped by itself, after its longest run
                pass
            child.wait(30)
    out = load.get("out", {})
    lifted, down = [t[0] for t in took], [t[1] for t in took]
    return {
        "taps": len(took),
        "missed": taps - len(took),
        "median": statistics.median(lifted) if took else float("nan"),
        "p99": percentile(lifted, 0.99),
        "down_median": statistics.median(down) if took else float("nan"),
        "down_p99": percentile(down, 0.99),
        "others": len(out.get("verdict", [])),
        "errors": errors,
    }


def figure(quick: bool = False, page: Path | None = None) -> tuple[str, str, str, bool | None]:
    r = touch_to_verdict(40 if quick else 150, page=page)
    return (
        "phone tap (finger lifted) -> verdict in the page, headless Chromium, 16 tables playing",
        f"median {r['median'] * 1e3:.1f} ms ({r['median'] / FRAME:.2f} frames), p99"
        f" {r['p99'] * 1e3:.1f} ms ({r['p99'] / FRAME:.2f} frames); from the finger down:"
        f" median {r['down_median'] * 1e3:.1f} ms, p99 {r['down_p99'] * 1e3:.1f} ms;"
        f" {r['taps']} taps, {r['missed']} with no verdict in 5 s, {r['others']} taps on the"
        " other tables",
        "median < 1, p99 < 2 frames",
        r["median"] < FRAME and r["p99"] < 2 * FRAME and not r["missed"],
    )


def main(argv: list[str]) -> int:
    import argparse

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--quick", action="store_true", help="40 taps instead of 150")
    p.add_argument("--page", type=Path, help="the touch page's folder (resources/phone)")
    args = p.parse_args(argv)
    name, measured, target, _met = figure(args.quick, args.page)
    print(f"{name}:\n  {measured}\n  target: {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
