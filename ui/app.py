"""The application's entry point.

:func:`main` reads the command line (:mod:`scoreboard.service.cli`), installs the crash report and
starts Qt; the composition root (:func:`ui.compose.build`) then makes every part of the running
app, and :func:`run` runs its event loop.
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
    from ui.compose import build

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
            # after the first picture: the phone tables' journals are read then, and
            address, open_watch = args.phones, args.phones_open
            # once the history is checked: the hall stores the won matches it finds into it
            ui.first_paint.later(
                lambda: ui.when_history_checked(
                    lambda: ui.phones.start_from_cli(address, open_watch)
                )
            )
        ui.show()
        # what start() may bring (a dialog, the remembered spectator window) comes after the
        # first picture of the window
        ui.first_paint.later(ui.start)
        # a stop asked for during the start (a box was open) closes the app as Quit does
        return 0 if stop.requested else app.exec()
    finally:
        if args.screenshot is None:
            ui.save_window_state()
        ui.close()
