"""The application wiring: command line, Qt start-up, translators, windows.

This is the one place outside ``ui/`` that touches QtWidgets.
"""

from __future__ import annotations

import argparse
import gc
import linecache
import logging
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

from scoreboard import __version__
from scoreboard.stop_request import StopRequest

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    QApplicationT = TypeVar("QApplicationT", bound=QApplication)

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
        type=_size,
        help="scorekeeper window size for --screenshot (default 1366x768)",
    )
    p.add_argument(
        "--spectator-size",
        default="1920x1080",
        type=_size,
        help="spectator window size for --screenshot (default 1920x1080)",
    )
    p.add_argument(
        "--demo",
        choices=("eight-ball", "nine-ball", "ten-ball", "straight-pool"),
        help="start with a demonstration match in progress",
    )
    p.add_argument("--data-dir", type=_folder, help="folder for history, autosave and settings")
    p.add_argument(
        "--serve",
        nargs="?",
        const=0,
        type=_port,
        metavar="PORT",
        help="serve the overlay pages and the match state on 127.0.0.1:PORT "
        "(default: the port in the settings, 8642 at first)",
    )
    p.add_argument(
        "--feed",
        metavar="URL",
        help="send this table's match to the venue's MQTT broker at URL "
        "(mqtt://HOST:PORT, mqtts:// for TLS; venue and table from the settings or below)",
    )
    p.add_argument("--venue", metavar="ID", help="the venue id on the feed (with --feed)")
    p.add_argument("--table", type=int, metavar="N", help="this table's number (with --feed)")
    args = p.parse_args(argv)
    if args.feed is not None:
        from scoreboard.feed.client import parse_address

        try:
            parse_address(args.feed)
        except ValueError as exc:
            p.error(str(exc))
    return args


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        port = -1
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"bad port {text!r}; give a number from 1 to 65535")
    return port


#: Window sizes --screenshot renders: from a small window to an 8K screen.
MIN_SIDE, MAX_SIDE = 200, 7680


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"bad size {text!r}; write it as WIDTHxHEIGHT") from None
    if not (MIN_SIDE <= w <= MAX_SIDE and MIN_SIDE <= h <= MAX_SIDE):
        raise argparse.ArgumentTypeError(
            f"size {text!r} out of range; each side from {MIN_SIDE} to {MAX_SIDE} pixels"
        )
    return w, h


def _folder(text: str) -> Path:
    if not text.strip():
        raise argparse.ArgumentTypeError("the data folder cannot be empty")
    return Path(text)


def check_args(args: argparse.Namespace) -> str | None:
    """What is wrong with the folders on the command line (None: nothing), before any window:
    a screenshot folder that is a file or cannot be made, a data folder (given or from the
    environment) that cannot be entered or made for lack of permission."""
    from scoreboard.paths import DATA_DIR_ENV, folder_problem

    if args.screenshot is not None:
        if args.screenshot.exists() and not args.screenshot.is_dir():
            return f"the screenshot folder {args.screenshot} is a file"
        try:
            args.screenshot.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return f"the screenshot folder {args.screenshot} cannot be made: {exc.strerror}"
    data = args.data_dir
    if data is None and os.environ.get(DATA_DIR_ENV):
        data = Path(os.environ[DATA_DIR_ENV])
    if data is not None:
        problem = folder_problem(data.expanduser())
        if problem is not None:
            return f"the data folder {data} cannot be used: {problem}"
    return None


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
    # a stop signal closes the app as Match > Quit does, from this line to the last
    stop = StopRequest()
    with stop.installed():
        if argv is None:
            _use_utf8_file_names()
        return _main(sys.argv[1:] if argv is None else argv, stop)


def _main(argv: list[str], stop: StopRequest) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    wrong = check_args(args)
    if wrong:
        print(f"pool-scoreboard: {wrong}", file=sys.stderr)
        return 2
    first_start_of_installed_app()
    from ui import crash_dialog

    crash_folder = _crash_folder(args)
    # a --screenshot run has nobody to close a box: the report is named on stderr only
    attended = args.screenshot is None
    crash_dialog.install(crash_folder, show=attended)
    # start-up makes many objects that all live on: no collection until the window is up (the
    # garbage-collection policy, scoreboard.gc_policy, turns it back on after the first paint)
    gc.disable()
    try:
        load_core()
        problem = _qt_available()
        if problem:
            print(problem, file=sys.stderr)
            return 2
        if stop.requested:
            return 0
        return run(args, stop)
    except Exception:  # noqa: BLE001 - the report names it; the user gets a box, not a traceback
        crash_dialog.report(crash_folder, *sys.exc_info(), show=attended)
        return 1
    finally:
        gc.enable()


def _crash_folder(args: argparse.Namespace) -> Path:
    from scoreboard.paths import Locations

    try:
        return Locations.resolve(cli_data_dir=args.data_dir).ensure().data
    except OSError:
        return Path(tempfile.gettempdir())


def first_start_of_installed_app() -> None:
    """An installed copy on Linux puts itself in the applications menu (see
    :mod:`scoreboard.installation`); a source checkout writes nothing."""
    from scoreboard import installation

    if not sys.platform.startswith("linux") or not installation.is_installed():
        return
    from resources import resource_path

    exe = Path(sys.executable if getattr(sys, "frozen", False) else sys.argv[0]).resolve()
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    installation.install_desktop_entry(
        exe, resource_path("icons", "pool-scoreboard.svg"), Path(home)
    )


def _use_utf8_file_names() -> None:
    """Run in Python's UTF-8 mode where the locale would decode file names as ASCII.

    Under ``LC_ALL=C`` (a service, a minimal container, ``PYTHONUTF8=0``) Python decodes a
    data folder such as ``/home/josé`` into text with lone surrogates, which neither Qt nor
    UTF-8 can take, while Qt itself switches to UTF-8 for file names. The process starts
    again at once in UTF-8 mode (``-X utf8``), as Qt reads names, before anything is opened.
    """
    if os.name != "posix" or sys.flags.utf8_mode or os.environ.get("PYTHONUTF8") == "1":
        return  # (PYTHONUTF8=1 without UTF-8 mode: a start again would change nothing)
    if sys.getfilesystemencoding().lower().replace("-", "") in ("utf8", "utf8mb4"):
        return
    env = dict(os.environ, PYTHONUTF8="1")
    if getattr(sys, "frozen", False):
        os.execve(sys.executable, [sys.executable, *sys.argv[1:]], env)
    os.execve(
        sys.executable, [sys.executable, "-X", "utf8", "-m", "scoreboard", *sys.argv[1:]], env
    )


def _new_application(cls: type[QApplicationT]) -> QApplicationT:
    """Qt's application object; a screen Qt cannot open (no display at ``DISPLAY``, an
    unknown ``QT_QPA_PLATFORM``) is a message and exit code 2, not an abort with Qt's
    "reinstalling the application may fix this problem"."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    reasons: list[str] = []

    def on_message(kind: QtMsgType, context: Any, message: str) -> None:
        if kind == QtMsgType.QtFatalMsg:
            print(no_screen_message(reasons), file=sys.stderr, flush=True)
            os._exit(2)  # Qt aborts the process on return; nothing is open yet
        if str(getattr(context, "category", "") or "").startswith("qt.qpa"):
            reasons.append(message)
        if previous is not None:
            previous(kind, context, message)
        else:
            sys.stderr.write(message + "\n")

    previous = qInstallMessageHandler(on_message)
    try:
        return cls(sys.argv[:1])
    finally:
        qInstallMessageHandler(previous)


def no_screen_message(reasons: list[str]) -> str:
    """What to tell when Qt finds no screen for the windows."""
    why = "".join(f"\n    {r}" for r in reasons[:6]) or "\n    (Qt gave no reason)"
    platform = os.environ.get("QT_QPA_PLATFORM")
    where = (
        f"QT_QPA_PLATFORM={platform}"
        if platform
        else f"DISPLAY={os.environ.get('DISPLAY', '')!s} "
        f"WAYLAND_DISPLAY={os.environ.get('WAYLAND_DISPLAY', '')!s}"
    )
    return (
        f"pool-scoreboard cannot open its windows: Qt found no screen to show them on ({where})."
        f"{why}\n"
        "Start it from a desktop session, or set DISPLAY (X11) or WAYLAND_DISPLAY to a running "
        "display, or QT_QPA_PLATFORM to a platform Qt has (offscreen draws without a screen)."
    )


def load_core() -> None:
    """Import the Qt-free core (the rules, the match service and what they use) before Qt.

    PySide6 reads the source of every module imported after it, looking for its
    ``__feature__`` switches: importing the core first spares that reading (time, and
    megabytes of text at the peak of start-up).
    """
    import rules  # noqa: F401
    import scoreboard.clock_policy  # noqa: F401
    import scoreboard.problem  # noqa: F401
    import scoreboard.session  # noqa: F401
    import scoreboard.state  # noqa: F401


def run(args: argparse.Namespace, stop: StopRequest | None = None) -> int:
    """Build the windows and run the event loop until the app is closed or stopped."""
    stop = stop or StopRequest()
    with stop.installed():
        return _run(args, stop)


def _run(args: argparse.Namespace, stop: StopRequest) -> int:
    load_core()
    from PySide6.QtWidgets import QApplication

    from scoreboard import gc_policy
    from scoreboard.controller import Controller
    from scoreboard.play import MatchPlay
    from scoreboard.session import Session
    from ui.i18n import Translations, system_language
    from ui.main import MainUi

    # PySide6 reads the source of every module imported after it (looking for its
    # ``__feature__`` switches) and linecache keeps all of it: megabytes of text nobody reads
    linecache.clearcache()
    app = cast(QApplication, QApplication.instance() or _new_application(QApplication))
    from ui.stop_signals import quit_on_stop

    # a stop while a start-up message waits for an OK closes the box, then the app
    quit_on_stop(app, stop)
    app.setApplicationName("pool-scoreboard")
    app.setApplicationDisplayName("Pool Scoreboard")
    app.setOrganizationName("pool-scoreboard")
    app.setApplicationVersion(__version__)

    # the service owns the match in play; the controller only adapts it to Qt signals
    # the history's full check (every page of a file that grows with the years) waits for
    # the windows: MainUi.start runs it in the background
    session = Session.open(MatchPlay(), args.data_dir, check_later=True)
    controller = Controller(play=session.play)
    translations = Translations(app)
    translations.set_language(args.lang or session.settings.language or system_language())

    if not session.locked and args.screenshot is None:
        # another copy of the app records in this data folder: offer its window, touch nothing
        from ui.instance import ask_other_window

        assert session.lock is not None
        ask_other_window(session.lock.key, str(session.locations.data))
        session.close()
        return 0

    ui = MainUi(controller, translations, session=session, unattended=args.screenshot is not None)
    if session.lock is not None and session.lock.held:
        key = session.lock.key

        def listen() -> None:
            from ui.instance import WindowServer, bring_to_front

            ui.window_server = WindowServer(key, lambda: bring_to_front(ui.window), parent=ui)

        # a second copy asks the user before it knocks, so listening (QtNetwork) can wait for
        # the first picture; it comes before start() and its dialogs
        ui.first_paint.later(listen)
    if args.demo:
        from scoreboard.demo import load_demo

        # a demo match is journaled like any other: what is entered on it is kept
        load_demo(controller, args.demo, start=session.new_match)

    # keep full garbage collections out of the way of the scorekeeper's clicks (the first,
    # full one once the window is up)
    ui.first_paint.later(gc_policy.tune)
    idle = gc_policy.IdleCollector(app)
    controller.snapshot_changed.connect(idle.activity)

    if args.screenshot is not None:
        written = ui.screenshot(args.screenshot, args.size, args.spectator_size)
        for path in written:
            print(path)
        return 0

    if args.serve is not None:
        ui.server.start(args.serve or None)
    if args.feed is not None:
        ui.feed.start(args.feed, args.venue, args.table)

    ui.show()
    # what start() may bring (a dialog, the remembered spectator window) comes after the
    # first picture of the window
    ui.first_paint.later(ui.start)
    try:
        # a stop asked for during the start (a box was open) closes the app as Quit does
        return 0 if stop.requested else app.exec()
    finally:
        ui.feed.stop()
        ui.save_window_state()
        session.close()
