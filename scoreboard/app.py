"""The application wiring: command line, Qt start-up, translators, windows.

This is the one place outside ``ui/`` that touches QtWidgets.
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from scoreboard import __version__

log = logging.getLogger("pool-scoreboard")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="pool-scoreboard",
        description="Scoreboard and referee for pocket billiards.",
    )
    p.add_argument("--version", action="version", version=f"pool-scoreboard {__version__}")
    p.add_argument("--lang", choices=("es", "en"), help="interface language (default: system)")
    p.add_argument(
        "--screenshot",
        metavar="DIR",
        type=Path,
        help="render the scorekeeper and spectator windows to PNG files in DIR and exit",
    )
    p.add_argument(
        "--size",
        default="1366x768",
        help="scorekeeper window size for --screenshot (default 1366x768)",
    )
    p.add_argument(
        "--spectator-size",
        default="1920x1080",
        help="spectator window size for --screenshot (default 1920x1080)",
    )
    p.add_argument(
        "--demo",
        choices=("eight-ball", "nine-ball", "ten-ball", "straight-pool"),
        help="start with a demonstration match in progress",
    )
    p.add_argument("--data-dir", type=Path, help="folder for history, autosave and settings")
    p.add_argument(
        "--serve",
        nargs="?",
        const=0,
        type=_port,
        metavar="PORT",
        help="serve the overlay pages and the match state on 127.0.0.1:PORT "
        "(default: the port in the settings, 8642 at first)",
    )
    return p.parse_args(argv)


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        port = -1
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"bad port {text!r}; give a number from 1 to 65535")
    return port


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"pool-scoreboard: bad size {text!r}; write it as WIDTHxHEIGHT") from None
    return w, h


def _qt_available() -> str | None:
    """None when Qt's widgets can load, else a message naming what is missing."""
    try:
        import PySide6.QtGui  # noqa: F401
        import PySide6.QtWidgets  # noqa: F401
    except ImportError as exc:
        return (
            f"pool-scoreboard cannot start Qt: {exc}.\n"
            "A system library Qt needs is missing. On Debian or Ubuntu run\n"
            "    sudo python3 tools/system_deps.py --install-if-root\n"
            "or install the package that provides the library named above."
        )
    return None


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    problem = _qt_available()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    return run(args)


def run(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from scoreboard import gc_policy
    from scoreboard.controller import Controller
    from scoreboard.session import Session
    from ui.i18n import Translations, system_language
    from ui.main import MainUi

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("pool-scoreboard")
    app.setApplicationDisplayName("Pool Scoreboard")
    app.setOrganizationName("pool-scoreboard")
    app.setApplicationVersion(__version__)

    controller = Controller()
    session = Session.open(controller, args.data_dir)
    translations = Translations(app)
    translations.set_language(args.lang or session.settings.language or system_language())

    ui = MainUi(controller, translations, session=session)
    if args.demo:
        from scoreboard.demo import load_demo

        load_demo(controller, args.demo)

    # keep full garbage collections out of the way of the scorekeeper's clicks
    gc_policy.tune()
    idle = gc_policy.IdleCollector(app)
    controller.snapshot_changed.connect(idle.activity)

    if args.screenshot is not None:
        written = ui.screenshot(args.screenshot, _size(args.size), _size(args.spectator_size))
        for path in written:
            print(path)
        return 0

    if args.serve is not None:
        ui.server.start(args.serve or None)
    ui.show()
    QTimer.singleShot(0, ui.start)
    try:
        return app.exec()
    finally:
        ui.save_window_state()
        session.close()
