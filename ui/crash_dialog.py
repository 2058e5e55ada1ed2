"""A crash the app did not expect: written to a log in the data folder, and a message box that
points to it, instead of a traceback in a console nobody sees."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from scoreboard.files.installation import write_crash_log

# Qt (and ui.i18n, which loads it) is imported where a box is shown: the hook is installed
# before Qt is loaded

log = logging.getLogger(__name__)


def crash_text(log_path: Path | None) -> str:
    from PySide6.QtCore import QCoreApplication

    from ui.i18n import fill

    if log_path is None:
        return QCoreApplication.translate(
            "Crash",
            "Pool Scoreboard met an error it did not expect, and the report could not be "
            "written. Every entry shown on screen was saved before it was shown.",
        )
    return fill(
        QCoreApplication.translate(
            "Crash",
            "Pool Scoreboard met an error it did not expect. What happened is written in:\n%1\n\n"
            "Every entry shown on screen was saved before it was shown. Please send that file to "
            "whoever looks after the app at your club.",
        ),
        str(log_path),
    )


def report(
    folder: Path,
    exc_type: type[BaseException],
    exc: BaseException,
    tb: TracebackType | None,
    *,
    show: bool = True,
) -> Path | None:
    """Write the crash log, say where on stderr and, with a window system, in a message box."""
    path = write_crash_log(folder, exc_type, exc, tb)
    log.error("unexpected error (%s: %s); report: %s", exc_type.__name__, exc, path)
    if show and "PySide6.QtWidgets" in sys.modules:
        from PySide6.QtCore import QCoreApplication, Qt
        from PySide6.QtWidgets import QApplication, QMessageBox

        from ui.modal import modal

        if not isinstance(QApplication.instance(), QApplication):
            return path
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            QCoreApplication.translate("Crash", "Unexpected error"),
            crash_text(path),
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        with modal(box):
            box.exec()
    return path


def install(folder: Path, *, show: bool = True) -> Callable[..., None]:
    """Route exceptions that reach the event loop to :func:`report` (one box per run; later
    ones are logged; none without ``show``: nobody is at the window). Returns the hook that
    was replaced."""
    previous = sys.excepthook
    shown: list[bool] = [] if show else [True]

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            previous(exc_type, exc, tb)
            return
        report(folder, exc_type, exc, tb, show=not shown)
        shown.append(True)

    sys.excepthook = hook
    return previous
