"""Phone scoring without the desk: a hall with tables in play and its server, for trying the
touch page by hand or from a browser test.

    .venv/bin/python tools/phone_demo.py [--tables 2] [--port 8643] [--host 127.0.0.1]
        [--folder DIR] [--open] [--clock wpa|off] [--seconds N]

Prints, for each table, the page's address with its pairing code (a new code after each
pairing: printed again), then serves until Ctrl+C (or for ``--seconds``).
"""

from __future__ import annotations

import argparse
import signal
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=2, choices=range(1, 33), metavar="N")
    p.add_argument("--port", type=int, default=8643)
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--folder", type=Path, help="the hall's folder (default: a new temporary one)")
    p.add_argument("--open", action="store_true", help="watching needs no token")
    p.add_argument("--clock", default="wpa", help="shot clock profile (off: none)")
    p.add_argument("--seconds", type=float, default=0, help="stop after this long (0: never)")
    args = p.parse_args(argv)

    from PySide6.QtCore import QCoreApplication, QTimer

    from scoreboard.match.match import MatchConfig
    from scoreboard.table.shot_clock import PROFILES
    from ui.servers.phone_hall import PhoneHall
    from ui.servers.phone_server import PhoneServer

    app = QCoreApplication(sys.argv[:1])
    folder = args.folder or Path(tempfile.mkdtemp(prefix="phone-hall-"))
    hall = PhoneHall(folder, clock_profile=PROFILES.get(args.clock))
    for n in range(1, args.tables + 1):
        name = str(n)
        if name not in hall.tables or hall.tables[name].journal is None:
            hall.open_match(
                name,
                MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(5, 5)),
            )
    server = PhoneServer(hall)
    server.start(args.host, args.port, open_watch=args.open)

    def show(table: str) -> None:
        print(f"table {table}: {server.url(table, hall.service.code(table))}", flush=True)

    print(f"hall folder: {folder}")
    for name in hall.tables.names:
        show(name)
    hall.devices_changed.connect(show)
    signal.signal(signal.SIGINT, lambda *_: app.quit())
    poll = QTimer()
    poll.start(200)  # lets Python see Ctrl+C
    if args.seconds:
        QTimer.singleShot(int(args.seconds * 1000), app.quit)
    try:
        return app.exec()
    finally:
        server.stop()
        hall.release()


if __name__ == "__main__":
    raise SystemExit(main())
