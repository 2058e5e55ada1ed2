"""The real application started on a data folder and closed once its start-up is over.

Run as a child process by ``tests/faults/test_file_matrix.py``::

    python tests/faults/start_driver.py --data-dir D

It runs the application's own ``ui.app.run()`` (offscreen, in English). What the start
shows is answered as a person would: a message box is read and acknowledged, the resume dialog
resumes the match it offers first, the set-up dialog is cancelled. Once the start has offered a
match (the history checked, the won matches stored) and no dialog is open, the window is closed
the way Match › Quit closes it: the settings are saved, the history and journals closed.

Lines printed on stdout (each flushed at once):

* ``message <title>: <text>`` for each message box (its text on one line);
* ``dialog <name>`` for each other dialog, ``resumed`` when a match was resumed;
* ``settled`` when the start is over, ``exit <code>`` last.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--data-dir", required=True)
    args = p.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

    from ui import app as app_module
    from ui import main as ui_main

    qapp = QApplication.instance() or QApplication(sys.argv[:1])
    state: dict[str, Any] = {"ui": None, "settled": False, "quiet": 0}
    original_checked = ui_main.MainUi._history_checked

    def history_checked(self: Any, problem: Any) -> None:
        state["ui"] = self
        original_checked(self, problem)
        state["settled"] = True

    ui_main.MainUi._history_checked = history_checked  # type: ignore[method-assign]

    def tick() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None and dialog.isVisible():
            state["quiet"] = 0
            if dialog.property("answered"):
                return
            dialog.setProperty("answered", True)  # (a new box may reuse an old one's id)
            if isinstance(dialog, QMessageBox):
                text = " ".join(dialog.text().split())
                say(f"message {dialog.windowTitle()}: {text}")
                dialog.accept()
            elif dialog.objectName() == "resumeDialog":
                say("dialog resumeDialog")
                button = dialog.findChild(QPushButton, "resumeButton")
                if button is not None and button.isEnabled():
                    say("resumed")
                    button.click()
                else:
                    dialog.reject()
            else:
                say(f"dialog {dialog.objectName() or type(dialog).__name__}")
                dialog.reject()
            return
        if not state["settled"]:
            return
        state["quiet"] += 1
        if state["quiet"] == 20:  # nothing opened for a while: the start is over
            say("settled")
            state["ui"].window.close()
            qapp.quit()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(10)
    code = app_module.run(app_module.parse_args(["--lang", "en", "--data-dir", args.data_dir]))
    say(f"exit {code}")
    return int(code)


if __name__ == "__main__":
    sys.exit(main())
