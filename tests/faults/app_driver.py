"""The real application on a scripted match, driven the way a scorekeeper drives it.

Run as a child process by ``tests/faults/test_app_crash.py``::

    python tests/faults/app_driver.py --data-dir D --seed S

It runs the application's own ``ui.app.run()`` (offscreen) on the data folder ``D``.
Whatever modal dialog the application opens is answered as a person would: the resume dialog
resumes the unfinished match, the set-up dialog gets two names, nine-ball, a race to 50 and no
shot clock, a message box is acknowledged. The spectator display is opened from the View menu.
Then it enters a seeded script of inputs, one at a time, with real key events sent to the
scorekeeper window (and clicks on its Undo and Redo buttons).

Lines printed on stdout (each flushed at once):

* ``new|resumed <history> <score> <turn> <records>`` once the match is on both screens after
  start-up (``new``: set up through the set-up dialog; ``resumed``: through the resume dialog);
* ``ack <n> <history> <score> <turn> <records> <digest>`` after input ``n`` was recorded and both
  the spectator board and the scorekeeper window have painted the new snapshot. ``<records>``
  is the number of records in the match's journal, ``<digest>`` identifies the last one (see
  :func:`digest`);
* ``message <title>`` for a message box acknowledged, ``over`` when the match is won,
  ``error <what>`` when the driver cannot go on.

``<score>`` is ``a-b``, ``<turn>`` the player at the table or ``-``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
import time
from typing import Any

#: Milliseconds between two looks of the driver at the application.
TICK_MS = 2
#: Milliseconds an input may take to reach both screens before the driver gives up.
STALL_MS = 10_000


def digest(record: dict[str, Any]) -> str:
    """A short fingerprint of one journal record (an input's ``to_dict()``)."""
    text = json.dumps(record, sort_keys=True, separators=(",", ":"))
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]


def state_words(snap: Any) -> str:
    """``<history> <score> <turn>`` of a snapshot, as printed."""
    turn = "-" if snap.rack.turn is None else str(snap.rack.turn)
    return f"{len(snap.history)} {snap.players.score[0]}-{snap.players.score[1]} {turn}"


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


#: Seconds the start may take to offer a match (the history is checked on its thread first).
SETTLE_S = 20.0


class Driver:
    """Answers the dialogs, then sends the scripted inputs and reports what reached the
    screen."""

    def __init__(self, seed: int, limit: int) -> None:
        from PySide6.QtCore import QEvent, QObject, QTimer
        from PySide6.QtWidgets import QApplication

        self.rng = random.Random(seed)
        self.limit = limit
        self.ui: Any = None  # the MainUi, once its start() has returned
        self.how = "resumed"
        self.announced = False
        self.sent = 0
        self.acked = 0
        self.handled: set[int] = set()
        self.last_record: dict[str, Any] | None = None
        self.waiting: tuple[object, float] | None = None  # (snapshot, since) of an input
        self.born = time.monotonic()
        self.keeper_painted = False
        self.board_painted: object | None = None  # the model the board last painted
        self.finished = False
        driver = self

        class PaintWatch(QObject):
            def eventFilter(self, obj, event):  # noqa: N802 - Qt override
                if event.type() == QEvent.Type.Paint:
                    driver._painted(obj)
                return False

        app = QApplication.instance()
        assert app is not None
        self.watch = PaintWatch()
        app.installEventFilter(self.watch)
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    # -- watching the screen ----------------------------------------------------------------

    def _painted(self, obj: Any) -> None:
        ui = self.ui
        if ui is None:
            return
        if obj is ui.spectator.board:
            self.board_painted = ui.spectator.board.model
        elif getattr(obj, "window", None) is not None and obj.window() is ui.window:
            self.keeper_painted = True

    def _on_screen(self, snap: Any) -> bool:
        """Both windows have painted ``snap`` (the controller's latest snapshot)."""
        ui = self.ui
        model = ui.spectator.board.model
        if self.board_painted is not model or not ui.spectator.isVisible():
            return False
        shows = tuple(p.score for p in model.players) == tuple(str(s) for s in snap.players.score)
        at_table = tuple(p.at_table for p in model.players)
        turn_ok = snap.winner is not None or at_table == (snap.rack.turn == 0, snap.rack.turn == 1)
        keeper_ok = len(ui.window.history_lines()) == len(snap.history)
        return shows and turn_ok and keeper_ok and self.keeper_painted

    # -- the loop ----------------------------------------------------------------------------

    def tick(self) -> None:
        from PySide6.QtWidgets import QApplication

        if self.finished:
            return
        modal = QApplication.activeModalWidget()
        if modal is not None:
            self._answer(modal)
            return
        if self.ui is None:
            return
        if self.waiting is not None:
            self._check_ack()
            return
        if not self.announced:
            self._announce()
            return
        self._next_input()

    def _answer(self, dialog: Any) -> None:
        """Answer a modal dialog once it is on screen, as a person would."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QLineEdit, QMessageBox, QPushButton

        if not dialog.isVisible() or id(dialog) in self.handled:
            return
        self.handled.add(id(dialog))
        left = Qt.MouseButton.LeftButton
        name = dialog.objectName()
        if name == "resumeDialog":
            button = dialog.findChild(QPushButton, "resumeButton")
            if button is None or not button.isEnabled():
                self._fail("resume-impossible")
                return
            self.how = "resumed"
            QTest.mouseClick(button, left)
        elif name == "setupDialog":
            for i, who in enumerate(("Ana", "Bea")):
                edit = dialog.findChild(QLineEdit, f"playerName{i}")
                QTest.keyClicks(edit, who)
            dialog.discipline.setCurrentIndex(dialog.discipline.findData("nine-ball"))
            dialog.race.selectAll()
            QTest.keyClicks(dialog.race, "50")
            dialog.race.interpretText()
            dialog.clock.setCurrentIndex(dialog.clock.findData("off"))
            if dialog.race.value() != 50 or not dialog.ok_button.isEnabled():
                self._fail("setup-refused")
                return
            self.how = "new"
            QTest.mouseClick(dialog.ok_button, left)
        elif isinstance(dialog, QMessageBox):
            say(f"message {dialog.windowTitle().replace(' ', '_')}")
            button = dialog.defaultButton() or dialog.button(QMessageBox.StandardButton.Ok)
            if button is not None:
                QTest.mouseClick(button, left)
            else:
                dialog.accept()
        else:
            self._fail(f"unexpected-dialog:{type(dialog).__name__}")

    def _announce(self) -> None:
        ui = self.ui
        if not ui.spectator.isVisible():
            ui.window.act_spectator.trigger()  # View > Spectator display
            return
        snap = ui.controller.snapshot
        if not any(snap.players.names):
            # the start offers a match once the history's check has landed (its own thread)
            session = ui.session
            settling = session is not None and (
                not session.history_checked or session.won_journals_pending
            )
            if settling and time.monotonic() - self.born < SETTLE_S:
                return
            self._fail("no-match")
            return
        if not self._on_screen(snap):
            return
        say(f"{self.how} {state_words(snap)} {self._records()}")
        self.announced = True

    def _records(self) -> int:
        journal = self.ui.session.journal
        return -1 if journal is None else int(journal.count)

    def _check_ack(self) -> None:
        assert self.waiting is not None
        snap, since = self.waiting
        ui = self.ui
        if ui.controller.snapshot is not snap:
            # something else changed the match meanwhile (it must not)
            self._fail("unexpected-change")
            return
        if not self._on_screen(snap):
            if (time.monotonic() - since) * 1000 > STALL_MS:
                self._fail(f"not-painted:{self.sent}")
            return
        self.waiting = None
        self.acked += 1
        record = self.last_record or {}
        say(f"ack {self.sent} {state_words(snap)} {self._records()} {digest(record)}")

    def _next_input(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        ui = self.ui
        snap = ui.controller.snapshot
        if self.sent >= self.limit:
            # done: quit as the scorekeeper would (Match > Quit)
            self.finished = True
            ui.window.act_quit.trigger()
            return
        if snap.winner is not None:
            say("over")
            self.finished = True
            return
        actions = self._script(snap)
        self.keeper_painted = False
        before = snap
        self.sent += 1
        for action in actions:
            if isinstance(action, str):
                QTest.keyClick(ui.window, _key(action))
            else:
                QTest.mouseClick(action, Qt.MouseButton.LeftButton)
        after = ui.controller.snapshot
        if after is before:
            # refused by the rules (the status bar says why): clear the entry, try another
            self.sent -= 1
            QTest.keyClick(ui.window, Qt.Key.Key_Escape)
            return
        self.keeper_painted = False
        self.waiting = (after, time.monotonic())

    def _script(self, snap: Any) -> list[Any]:
        """The next input: keys (or a button to click) for the match as it stands."""
        rng = self.rng
        window = self.ui.window
        if snap.rack.awaiting_lag:
            return [str(rng.randint(1, 4))]
        if snap.decision.pending is not None:
            return [str(rng.randint(1, len(snap.decision.pending.options)))]
        pockets = "QWASZX"
        lowest = min(snap.rack.on_table - {0}, default=None)
        others = sorted(b for b in snap.rack.on_table if b not in (lowest, 9))
        if snap.rack.breaking:
            roll = rng.random()
            if roll < 0.5:
                return ["L"]
            if roll < 0.8 and lowest is not None:
                return [str(lowest), rng.choice(pockets)]
            if roll < 0.9:
                return ["C"]
            return ["K"]
        roll = rng.random()
        if roll < 0.04 and snap.can_undo:
            return [window.undo_btn]
        if roll < 0.07 and snap.can_redo:
            return [window.redo_btn]
        if roll < 0.35:
            return ["Return"]
        if roll < 0.7:
            return [rng.choice(pockets)]  # the lowest ball, made in that pocket
        if roll < 0.78 and others:
            return [str(rng.choice(others)), rng.choice(pockets)]
        if roll < 0.88:
            return ["C"]
        if roll < 0.94 and snap.rack.safety_allowed:
            return ["D"]
        if snap.rack.push_out_allowed:
            return ["P"]
        return ["Return"]

    def _fail(self, what: str) -> None:
        say(f"error {what}")
        self.finished = True


def _key(name: str) -> Any:
    from PySide6.QtCore import Qt

    return getattr(Qt.Key, f"Key_{name}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--data-dir", required=True)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--limit", type=int, default=1_000_000, help="inputs to send at most")
    args = p.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtWidgets import QApplication

    from ui import app as app_module
    from ui import main as ui_main

    qapp = QApplication.instance() or QApplication(sys.argv[:1])
    driver = Driver(args.seed, args.limit)
    original_start = ui_main.MainUi.start

    def start(self: Any) -> None:
        original_start(self)
        # every input the controller accepts: the last one is the journal's last record
        self.controller.table.add_input_listener(
            lambda record: setattr(driver, "last_record", record.to_dict())
        )
        driver.ui = self

    ui_main.MainUi.start = start  # type: ignore[method-assign]
    code = app_module.run(app_module.parse_args(["--lang", "en", "--data-dir", str(args.data_dir)]))
    del qapp
    return int(code)


if __name__ == "__main__":
    sys.exit(main())
