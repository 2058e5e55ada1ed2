"""Phone tap -> the desk and the hall's board: how long until the laptop's own screens show it.

One process, as at a club: the app's windows with the desk open (offscreen), phone scoring on
with :data:`TABLES` phone tables in play (journals with fsync), the venue board open, and a
phone on loopback (a thread of this process, plain HTTP) tapping every table in turn, one tap
every :data:`TAP_SECONDS` per table. For each tap:

* tap -> desk: from the request sent to the desk's phone tables having taken the new record
  (the desk's ``changed`` signal for that table, after its lists and the board were told);
* tap -> board: to the venue board's next paint after that (a table card repainted).

Medians and 99th percentiles, as shares of a 60 Hz frame. Figures only, no assertions.
``python bench/bench_phone_hall.py [--quick]``.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_phones import percentile  # noqa: E402 - this folder is on the path
from phone_load import SHOT  # noqa: E402

FRAME = 1.0 / 60.0
TABLES = 16
TAP_SECONDS = 2.0
SECONDS = 20.0
QUICK_SECONDS = 8.0


def _phone(port: int, pens: dict[str, tuple[str, str]], seconds: float, taps: list) -> None:
    """The phone: one tap every TAP_SECONDS per table, the tables in turn."""
    spread = TAP_SECONDS / len(pens)
    end = time.monotonic() + seconds
    n = 0
    names = list(pens)
    while time.monotonic() < end:
        name = names[n % len(names)]
        token, match = pens[name]
        body = json.dumps({"id": f"hall-{n:08d}", "match": match, "input": SHOT}).encode()
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        t0 = time.perf_counter()
        conn.request(
            "POST",
            f"/api/phone/{name}/input",
            body=body,
            headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
        )
        answer = conn.getresponse()
        got = json.loads(answer.read())
        conn.close()
        if answer.status == 200:
            taps.append((t0, name, got["state"]["phone"]["records"]))
        n += 1
        time.sleep(max(0.0, spread - (time.perf_counter() - t0)))


def measure(seconds: float) -> dict[str, Any]:
    from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from scoreboard.match.match import MatchConfig
    from scoreboard.service.session import Session
    from ui.adapters.controller import Controller
    from ui.compose import windows
    from ui.i18n import Translations

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory(prefix=".bench-hall-", dir=ROOT) as tmp:
        controller = Controller()
        session = Session.open(controller.table, Path(tmp) / "data")
        ui = windows(controller, Translations(app), session=session, sound=False)
        ui.window.act_desk.trigger()
        link = ui.desk_link
        phones = link.phones
        phones.switch_on(TABLES, "127.0.0.1", 0)
        hall, server = phones.hall, phones.server
        assert hall is not None and server is not None and server.port
        config = MatchConfig(
            players=("Ana", "Bea"), discipline="nine-ball", race=(999, 999), breaker=0
        )
        pens: dict[str, tuple[str, str]] = {}
        for n in range(1, TABLES + 1):
            name = str(n)
            table = hall.open_match(name, config)
            paired = hall.service.pair(name, hall.service.code(name), f"pen-{n}", source=name)
            assert paired.token is not None and table.journal is not None
            pens[name] = (paired.token, table.journal.match_id)
        board = link.feed.open_board()
        app.processEvents()

        seen: list[tuple[float, str, int]] = []  # the desk took a table's new record
        paints: list[float] = []

        def desk_took(name: str) -> None:
            table = hall.tables.get(name) if name else None
            if table is not None:
                seen.append((time.perf_counter(), name, len(table.inputs)))

        phones.changed.connect(desk_took)

        class Paints(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt
                if event.type() == QEvent.Type.Paint:
                    paints.append(time.perf_counter())
                return False

        watcher = Paints()
        watched: set[int] = set()

        def watch_cards() -> None:
            for card in board.cards:
                if id(card) not in watched:
                    watched.add(id(card))
                    card.installEventFilter(watcher)

        watch_cards()
        keep = QTimer()
        keep.timeout.connect(watch_cards)
        keep.start(200)
        taps: list[tuple[float, str, int]] = []
        phone = threading.Thread(
            target=_phone, args=(server.port, pens, seconds, taps), daemon=True
        )
        start_cpu = time.process_time()
        phone.start()
        loop = QEventLoop()
        done = QTimer()
        done.timeout.connect(lambda: loop.quit() if not phone.is_alive() else None)
        done.start(50)
        loop.exec()
        app.processEvents()
        cpu = time.process_time() - start_cpu
        keep.stop()
        done.stop()
        to_desk: list[float] = []
        to_board: list[float] = []
        for t0, name, records in taps:
            took = next((t for t, n, r in seen if n == name and r >= records and t >= t0), None)
            if took is None:
                continue
            to_desk.append(took - t0)
            painted = next((t for t in paints if t >= took), None)
            if painted is not None:
                to_board.append(painted - t0)
        server.stop()
        hall.release()
        for w in (board, link.desk, ui.window, ui.spectator):
            w.close()
    return {
        "taps": len(taps),
        "desk_median": statistics.median(to_desk) if to_desk else float("nan"),
        "desk_p99": percentile(to_desk, 0.99),
        "board_median": statistics.median(to_board) if to_board else float("nan"),
        "board_p99": percentile(to_board, 0.99),
        "board_seen": len(to_board),
        "cpu": cpu / seconds,
    }


def figures(quick: bool = False) -> list[tuple[str, str, str, bool | None]]:
    r = measure(QUICK_SECONDS if quick else SECONDS)
    label = f"{TABLES} phone tables, desk and venue board open"
    return [
        (
            f"phone tap -> desk, {label}",
            f"p99 {r['desk_p99'] / FRAME:.2f} frames (median {r['desk_median'] / FRAME:.2f};"
            f" {r['taps']} taps)",
            "p99 < 3 frames",
            r["desk_p99"] < 3 * FRAME,
        ),
        (
            f"phone tap -> venue board painted, {label}",
            f"p99 {r['board_p99'] / FRAME:.2f} frames (median {r['board_median'] / FRAME:.2f};"
            f" {r['board_seen']} painted)",
            "p99 < 3 frames",
            r["board_p99"] < 3 * FRAME,
        ),
    ]


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--quick", action="store_true", help=f"{QUICK_SECONDS:.0f} s instead")
    args = p.parse_args(argv)
    for figure, measured, target, met in figures(args.quick):
        verdict = "met" if met else "NOT met"
        print(f"{figure}: {measured} (target {target}: {verdict})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
