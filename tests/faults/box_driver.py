"""The real application, started with ``ui.app.main`` as ``python -m ui``
starts it, which says on stdout when a modal box waits for a person.

Run as a child process by ``tests/faults/test_environment.py``::

    python tests/faults/box_driver.py ARGS...

Prints ``modal <title>`` once, the first time a message box or dialog is open and waiting,
then stops looking (so nothing of the driver's wakes Python afterwards: a stop signal must be
handled by the app's own means).
"""

from __future__ import annotations

import sys
from typing import Any


def main() -> int:
    import PySide6.QtWidgets as widgets
    from PySide6.QtCore import QTimer

    real = widgets.QApplication

    class WatchedApplication(real):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            self._watch = QTimer(self)
            self._watch.timeout.connect(self._look)
            self._watch.start(50)

        def _look(self) -> None:
            box = real.activeModalWidget()
            if box is not None and box.isVisible():
                self._watch.stop()
                sys.stdout.write(f"modal {box.windowTitle()}\n")
                sys.stdout.flush()

    widgets.QApplication = WatchedApplication  # type: ignore[misc]
    from ui.app import main as app_main

    sys.argv[0] = "pool-scoreboard"
    return app_main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
