#!/usr/bin/env python3
"""Render every overlay layout at 1920x1080 in Spanish and English, from a match in progress.

    python tools/overlay_screenshots.py [OUT_DIR]      (default: out/overlay)

The app's own server serves the pages to a headless Chromium (the Debian package), as a
streaming program's browser source would show them; the PNGs keep the transparency.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    from PySide6.QtCore import QCoreApplication

    from rules import CueBall, Pocket, Pocketed, Shot
    from scoreboard.match.match import MatchConfig
    from scoreboard.table.shot_clock import PROFILES, ShotClock
    from tests.overlay.chromium import Chromium
    from ui.adapters.clock_driver import ClockDriver
    from ui.adapters.controller import Controller
    from ui.servers.overlay import LAYOUTS, OverlayServer
    from ui.servers.overlay_ui import clock_reading

    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "out" / "overlay"
    out.mkdir(parents=True, exist_ok=True)
    _app = QCoreApplication.instance() or QCoreApplication([])
    c = Controller(
        MatchConfig(
            players=("Ana Fernández", "Beatriz Ollero"),
            discipline="nine-ball",
            race=(7, 7),
            breaker=0,
        )
    )
    server = OverlayServer()
    c.snapshot_changed.connect(server.show_snapshot)
    clock = ClockDriver(ShotClock(PROFILES["wpa"]))
    clock.state_changed.connect(lambda s: server.show_clock(clock_reading(clock, s)))
    c.table.shot(Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=4))  # Ana: 9 on the break
    c.table.shot(
        Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT), Pocketed(4, Pocket.SIDE_LEFT)), rails=4)
    )
    c.table.shot(Shot(cue=CueBall.POCKETED))  # a scratch: Beatriz has ball in hand
    server.show_snapshot(c.snapshot)
    server.start(0)
    clock.start()
    browser = Chromium()
    try:
        page = browser.page()
        for layout in LAYOUTS:
            for lang in ("es", "en"):
                page.goto(server.url(f"/overlay/{layout}?lang={lang}"))
                page.wait_for(f"document.getElementById('overlay').dataset.seq === '{server.seq}'")
                path = page.screenshot(out / f"overlay-{layout}-1920x1080-{lang}.png")
                print(path)
    finally:
        browser.close()
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
