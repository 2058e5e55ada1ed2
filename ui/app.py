"""The application: its entry point and its one composition root.

:func:`main` reads the command line (:mod:`scoreboard.service.cli`), installs the crash report and
starts Qt; :func:`build` then makes every part of the running app, in this order and nowhere
else: the session (settings, the table in play), the translations, the table's Qt adapter, the
windows (which build the overlay server's and the venue feed's controls), the window server for
a second copy, the demonstration match. What the first picture does not need waits for it
(``first_paint.later``): the history is opened then (docs/performance.md).
"""

from __future__ import annotations

import gc
import linecache
import logging
import os
import sys
from typing import TYPE_CHECKING, Any, TypeVar, cast

from scoreboard import __version__
from scoreboard.service.cli import (
    check_args,
    crash_folder,
    first_start_of_installed_app,
    load_core,
    no_screen_message,
    parse_args,
    use_utf8_file_names,
)
from scoreboard.service.stop_request import StopRequest

if TYPE_CHECKING:
    import argparse

    from PySide6.QtWidgets import QApplication

    from ui.main import MainUi

    QApplicationT = TypeVar("QApplicationT", bound=QApplication)

log = logging.getLogger("pool-scoreboard")


def _qt_available() -> str | None:
    """None when Qt's widgets can load, else a message naming what is missing."""
    try:
        import PySide6.QtGui
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
            use_utf8_file_names()
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

    folder = crash_folder(args)
    # a --screenshot run has nobody to close a box: the report is named on stderr only
    attended = args.screenshot is None
    crash_dialog.install(folder, show=attended)
    # start-up makes many objects that all live on: no collection until the window is up (the
    # garbage-collection policy, ui.adapters.gc_policy, turns it back on after the first paint)
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
        crash_dialog.report(folder, *sys.exc_info(), show=attended)
        return 1
    finally:
        gc.enable()


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


def run(args: argparse.Namespace, stop: StopRequest | None = None) -> int:
    """Build the windows and run the event loop until the app is closed or stopped."""
    stop = stop or StopRequest()
    with stop.installed():
        return _run(args, stop)


def _run(args: argparse.Namespace, stop: StopRequest) -> int:
    load_core()
    from PySide6.QtWidgets import QApplication

    # PySide6 reads the source of every module imported after it (looking for its
    # ``__feature__`` switches) and linecache keeps all of it: megabytes of text nobody reads
    linecache.clearcache()
    app = cast(QApplication, QApplication.instance() or _new_application(QApplication))
    from ui.adapters.stop_signals import quit_on_stop

    # a stop while a start-up message waits for an OK closes the box, then the app
    quit_on_stop(app, stop)
    app.setApplicationName("pool-scoreboard")
    app.setApplicationDisplayName("Pool Scoreboard")
    app.setOrganizationName("pool-scoreboard")
    app.setApplicationVersion(__version__)
    ui = build(app, args)
    if ui is None:
        return 0
    try:
        if args.screenshot is not None:
            written = ui.screenshot(args.screenshot, args.size, args.spectator_size)
            for path in written:
                print(path)
            return 0
        if args.serve is not None:
            ui.server.start(args.serve or None)
        if args.feed is not None:
            ui.feed.start(args.feed, args.venue, args.table)
        if args.phones is not None:
            from ui.servers.phone_server import start_from_cli

            # after the first picture: the phone tables' journals are read then
            data, phones, open_watch = ui.session.locations.data, args.phones, args.phones_open
            session = ui.session  # the phone tables' won matches go into its history
            ui.first_paint.later(
                lambda: start_from_cli(ui, data, phones, open_watch, session.hall_history())
            )
        ui.show()
        # what start() may bring (a dialog, the remembered spectator window) comes after the
        # first picture of the window
        ui.first_paint.later(ui.start)
        # a stop asked for during the start (a box was open) closes the app as Quit does
        return 0 if stop.requested else app.exec()
    finally:
        if args.screenshot is None:
            ui.feed.stop()
            ui.save_window_state()
        ui.session.close()


def build(app: QApplication, args: argparse.Namespace) -> MainUi | None:
    """The composition root: every part of the running app, in order. None when another copy
    of the app records in the data folder (its window was offered; nothing was touched)."""
    from scoreboard.service.session import Session
    from scoreboard.table.table import Table
    from ui.adapters import gc_policy
    from ui.adapters.controller import Controller
    from ui.i18n import Translations, system_language
    from ui.main import MainUi

    # 1. the service: settings and the table in play. The history (its opening, then its full
    # check: every page of a file that grows with the years) waits for the windows' first
    # picture (step 5), then MainUi.start runs the check in the background
    unattended = args.screenshot is not None
    session = Session.open(Table(), args.data_dir, check_later=True, history_later=not unattended)
    # 2. the translations, before any text is made
    translations = Translations(app)
    translations.set_language(args.lang or session.settings.language or system_language())
    if not session.locked and args.screenshot is None:
        # another copy of the app records in this data folder: offer its window, touch nothing
        from ui.instance import ask_other_window

        key = session.folder_key
        assert key is not None
        ask_other_window(key, str(session.locations.data))
        session.close()
        return None
    # 3. a demonstration match, journaled like any other (what is entered on it is kept),
    # played before the windows exist: they draw its last position once, not every shot
    if args.demo:
        from scoreboard.service.demo import load_demo

        load_demo(session.table, args.demo, start=session.new_match)
    # 4. the table's Qt adapter, and the windows (with the overlay server's and the feed's
    # controls) that hear it
    controller = Controller(session.table)
    ui = MainUi(controller, translations, session, unattended=unattended)
    if args.demo and not session.recording:
        # the demonstration match could not be journaled: said now that there is a window
        from scoreboard.table.problem import Problem, ProblemKind

        ui.report(Problem(ProblemKind.JOURNAL_UNAVAILABLE, session.io_error or ""))
    # 5. after the first picture: the history, the window server for a second copy (QtNetwork;
    # a second copy asks the user before it knocks), a full collection and the collector's policy
    ui.first_paint.later(session.open_history)
    held = session.folder_key if session.holds_folder else None
    if held is not None:

        def listen() -> None:
            from ui.instance import WindowServer, bring_to_front

            assert held is not None
            ui.window_server = WindowServer(held, lambda: bring_to_front(ui.window), parent=ui)

        ui.first_paint.later(listen)
    ui.first_paint.later(gc_policy.tune)
    # keep full garbage collections out of the way of the scorekeeper's clicks
    idle = gc_policy.IdleCollector(app)
    controller.snapshot_changed.connect(idle.activity)
    return ui
