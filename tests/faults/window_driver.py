"""Two copies of the real application on one data folder, each in its own process.

Run as a child process by ``tests/faults/test_two_copies.py``::

    python tests/faults/window_driver.py --data-dir D --seed S --limit N --role first|second

``first``: the scorekeeper's copy, driven as in ``app_driver.py`` (same lines on stdout); after
``N`` inputs it prints ``idle`` and stays open; when a second copy asks for its window it
prints ``raised`` (its window was brought to the front).

``second``: the double click too many. Whatever the application shows is answered as a person
would: the message that the match is open in another window gets "Bring it to the front"
(printed as ``message <text>``). Any other dialog (a resume offer, the set-up dialog) is
printed as ``error offered:<dialog>``; the copy then ends. ``exit <code>`` is printed last.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.faults.app_driver import Driver, say


class FirstCopy(Driver):
    """Stays open after its inputs, and says when its window is asked for."""

    idle = False

    def _next_input(self) -> None:
        if self.sent >= self.limit:
            if not self.idle:
                self.idle = True
                say("idle")
            return
        super()._next_input()


def run_first(args: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from ui import app as app_module
    from ui import main as ui_main

    qapp = QApplication.instance() or QApplication(sys.argv[:1])
    driver = FirstCopy(args.seed, args.limit)
    original_start = ui_main.MainUi.start

    def start(self: Any) -> None:
        original_start(self)
        self.controller.table.add_input_listener(
            lambda record: setattr(driver, "last_record", record.to_dict())
        )
        server = getattr(self, "window_server", None)
        if server is not None:
            bring = server.on_raise

            def on_raise() -> None:
                bring()
                say("raised")

            server.on_raise = on_raise
        driver.ui = self

    ui_main.MainUi.start = start  # type: ignore[method-assign]
    code = app_module.run(app_module.parse_args(["--lang", "en", "--data-dir", args.data_dir]))
    del qapp
    return int(code)


def run_second(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

    from ui import app as app_module

    qapp = QApplication.instance() or QApplication(sys.argv[:1])
    handled: set[int] = set()

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible() or id(dialog) in handled:
            return
        handled.add(id(dialog))
        if isinstance(dialog, QMessageBox) and dialog.objectName() == "otherWindowMessage":
            say("message " + " ".join(dialog.text().split()))
            for button in dialog.findChildren(QPushButton):
                if button.text() == "Bring it to the front":
                    button.click()
                    return
            say("error no-bring-button")
            dialog.reject()
            return
        say(f"error offered:{dialog.objectName() or type(dialog).__name__}")
        dialog.reject()
        qapp.exit(3)

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(5)
    code = app_module.run(app_module.parse_args(["--lang", "en", "--data-dir", args.data_dir]))
    say(f"exit {code}")
    return int(code)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--data-dir", required=True)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--limit", type=int, default=10)
    p.add_argument("--role", choices=("first", "second"), required=True)
    args = p.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return run_first(args) if args.role == "first" else run_second(args)


if __name__ == "__main__":
    sys.exit(main())
