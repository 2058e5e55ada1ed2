"""A monkey at the scoreboard: thousands of seeded random key presses and clicks over both
windows in every discipline. Nothing may raise, every snapshot must make sense, and the match
journal written along the way must rebuild exactly the match on screen.

Only the two main windows are driven: keys that open modal dialogs (new match, quit, key help)
are not pressed, popup menus are closed after each step, and a timer closes any modal dialog
that opens anyway, so nothing waits for a person.
"""

from __future__ import annotations

import random
import sys
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from rules import RackOptions
from scoreboard.match.match import MatchConfig
from scoreboard.match.snapshot import Snapshot
from scoreboard.service.session import Session
from scoreboard.table.journal import read_journal
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations
from ui.main import MainUi

STEPS = 1000  # random events per discipline

MATCHES = {
    "eight-ball wpa": MatchConfig(
        players=("Ana", "Bea"), discipline="eight-ball", ruleset="wpa", race=(2, 2), breaker=0
    ),
    "eight-ball rfeb": MatchConfig(
        players=("Ana", "Bea"), discipline="eight-ball", ruleset="rfeb", race=(2, 2), breaker=1
    ),
    "eight-ball argentina": MatchConfig(
        players=("Ana", "Bea"),
        discipline="eight-ball",
        ruleset="argentina",
        race=(2, 2),
        breaker=0,
    ),
    "nine-ball": MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(3, 3)),
    "ten-ball": MatchConfig(players=("Ana", "Bea"), discipline="ten-ball", race=(2, 2), breaker=1),
    "straight-pool": MatchConfig(
        players=("Ana", "Bea"),
        discipline="straight-pool",
        options=RackOptions(target=(25, 25)),
        breaker=0,
    ),
}
BALLS = {"nine-ball": 9, "ten-ball": 10, "eight-ball": 15, "straight-pool": 15}

# Keys of the scorekeeper window (shot entry, choices, clock), and shortcuts that open nothing
# modal. Not pressed: Ctrl+N (set-up dialog), Ctrl+Q (quit), F1/? (key help).
KEYS = [
    *(getattr(Qt.Key, f"Key_{d}") for d in range(10)),
    *(getattr(Qt.Key, f"Key_{c}") for c in "QWASZXCVDPOMGHLKTRE"),
    Qt.Key.Key_Return,
    Qt.Key.Key_Space,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Backspace,
    Qt.Key.Key_F2,
]
CTRL_KEYS = [Qt.Key.Key_Z, Qt.Key.Key_Y, Qt.Key.Key_K]
SPECTATOR_KEYS = [Qt.Key.Key_F, Qt.Key.Key_F11, Qt.Key.Key_Escape, Qt.Key.Key_Return]


def check_snapshot(snap: Snapshot) -> None:
    """What every snapshot promises, whatever was entered."""
    balls = set(range(1, BALLS[snap.discipline] + 1))
    assert snap.rack.on_table <= balls, snap.rack.on_table
    assert snap.rack.legal_targets <= snap.rack.on_table | {0} or snap.decision.pending is not None
    assert snap.rack.turn in (0, 1, None)
    assert snap.rack.breaker in (0, 1, None)
    assert snap.winner in (0, 1, None)
    assert snap.decision.warning in (0, 1, None)
    assert all(n >= 0 for n in snap.players.racks_won)
    assert all(n >= 0 for n in snap.players.foul_counts) and all(
        n >= 0 for n in snap.players.innings
    )
    if snap.discipline == "straight-pool":
        assert snap.target is not None
        if snap.winner is not None:
            assert snap.players.score[snap.winner] >= snap.target[snap.winner]
        else:
            assert all(s < t for s, t in zip(snap.players.score, snap.target, strict=True))
    else:
        assert all(0 <= s for s in snap.players.score)
        assert all(s <= r for s, r in zip(snap.players.score, snap.race, strict=True))
        if snap.winner is not None:
            assert snap.players.score[snap.winner] == snap.race[snap.winner]
            assert snap.players.score[1 - snap.winner] < snap.race[1 - snap.winner]
        assert snap.rack.number >= sum(snap.players.racks_won) + (
            0 if snap.winner is not None else 1
        )
    if snap.winner is not None:
        assert snap.rack.turn is None or snap.decision.pending is None


class Monkey:
    def __init__(self, ui: MainUi, rng: random.Random) -> None:
        self.ui = ui
        self.rng = rng
        self.window = ui.window
        self.spectator = ui.spectator

    def buttons(self) -> list[QAbstractButton]:
        return [
            b
            for b in self.window.findChildren(QAbstractButton)
            if b.isVisible() and b.isEnabled() and b.window() is self.window
        ]

    def step(self) -> str:
        roll = self.rng.random()
        if roll < 0.45:
            key = self.rng.choice(KEYS)
            shift = self.rng.random() < 0.1
            mods = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
            QTest.keyClick(self.window, key, mods)
            return f"key {key.name}{' +shift' if shift else ''}"
        if roll < 0.52:
            key = self.rng.choice(CTRL_KEYS)
            QTest.keyClick(self.window, key, Qt.KeyboardModifier.ControlModifier)
            return f"key ctrl+{key.name}"
        if roll < 0.85:
            buttons = self.buttons()
            if buttons:
                b = self.rng.choice(buttons)
                QTest.mouseClick(b, Qt.MouseButton.LeftButton)
                return f"click {b.objectName() or type(b).__name__} {b.text()!r}"
        if roll < 0.95:
            target = self.rng.choice(
                [self.window.rack, self.window.pocket_pad, self.window.centralWidget()]
            )
            return self.click_somewhere(target)
        if self.spectator.isVisible():
            if self.rng.random() < 0.5:
                key = self.rng.choice(SPECTATOR_KEYS)
                QTest.keyClick(self.spectator, key)
                return f"spectator key {key.name}"
            return self.click_somewhere(self.spectator.board)
        return "nothing"

    def click_somewhere(self, widget: QWidget) -> str:
        w, h = max(widget.width(), 1), max(widget.height(), 1)
        point = QPoint(self.rng.randrange(w), self.rng.randrange(h))
        child = widget.childAt(point)
        target = child if child is not None else widget
        local = target.mapFrom(widget, point) if target is not widget else point
        mods = (
            Qt.KeyboardModifier.ShiftModifier
            if self.rng.random() < 0.1
            else Qt.KeyboardModifier.NoModifier
        )
        QTest.mouseClick(target, Qt.MouseButton.LeftButton, mods, local)
        return f"click at {point.x()},{point.y()} in {type(target).__name__}"


def close_intruders() -> None:
    """Close popup menus and any modal dialog: nothing may wait for a person."""
    for _ in range(3):
        popup = QApplication.activePopupWidget()
        if popup is None:
            break
        popup.close()
    modal = QApplication.activeModalWidget()
    if modal is not None:
        modal.close()


@pytest.fixture
def errors() -> Iterator[list[str]]:
    """Every exception that reaches the event loop (slots, virtual methods)."""
    found: list[str] = []
    previous = sys.excepthook

    def hook(kind: type[BaseException], value: BaseException, tb: Any) -> None:
        found.append("".join(traceback.format_exception(kind, value, tb)))

    sys.excepthook = hook
    try:
        yield found
    finally:
        sys.excepthook = previous


def replayed(session: Session) -> Controller:
    """A fresh controller loaded from the match journal on disk."""
    assert session.journal is not None
    contents = read_journal(session.journal.path)
    assert contents.problem is None, contents.problem
    fresh = Controller()
    assert fresh.table.load(MatchConfig.from_dict(contents.config), contents.inputs)
    return fresh


@pytest.mark.parametrize("name", list(MATCHES))
def test_random_keys_and_clicks_never_break_the_scoreboard_and_the_journal_replays_it(
    name: str, qtbot, tmp_path: Path, errors: list[str]
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")
    translations = Translations(app)
    translations.set_language("en")
    ui = windows(controller, translations, session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    guard = QTimer()
    guard.timeout.connect(close_intruders)
    guard.start(50)
    config = MATCHES[name]
    assert session.new_match(config)
    if controller.snapshot.rack.awaiting_lag:
        assert controller.table.lag(0, True)
    ui.show()
    ui.toggle_spectator()
    rng = random.Random(f"monkey-{name}")
    monkey = Monkey(ui, rng)
    trail: list[str] = []
    matches = 1
    accepted = 0
    try:
        for _ in range(STEPS):
            before = len(controller.table.inputs)
            trail.append(monkey.step())
            close_intruders()
            QApplication.processEvents()
            accepted += len(controller.table.inputs) != before
            snap = controller.snapshot
            check_snapshot(snap)
            assert not errors, errors[0]
            if snap.winner is not None:
                # the finished match replays from its journal; then a new one starts
                assert replayed(session).snapshot == controller.snapshot
                matches += 1
                assert session.new_match(config)
                if controller.snapshot.rack.awaiting_lag:
                    assert controller.table.lag(matches % 2, True)
        again = replayed(session)
        assert again.snapshot == controller.snapshot
        assert again.table.inputs == controller.table.inputs
    except AssertionError:
        print("last events:\n  " + "\n  ".join(trail[-25:]))
        raise
    finally:
        guard.stop()
        ui.clock.stop()
        session.close()
    print(
        f"{name}: {STEPS} random events, {accepted} changed the match, {matches} match(es), "
        f"{len(controller.table.inputs)} inputs in the last journal, replay identical"
    )
    assert accepted > 20
