"""The views do not depend on the order they hear a table in.

The table tells its history link first and then its watchers, so nothing a view reads (a won
match stored or not, the clock of the shot) depends on which view heard the snapshot first.
This test builds the app's windows (scorekeeper, spectator, overlay server), connects their
snapshot and announcement listeners again in shuffled orders, plays the same random match on
each, and gets the same screens: the same pixels in both windows and the same state document
on the overlay server, after every entry.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from scoreboard.table.shot_clock import PROFILES, ShotClock
from scoreboard.table.table import Table
from tests.faults.play import candidates
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations
from ui.main import MainUi

CONFIG = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(2, 2), breaker=0)
ENTRIES = 40


def snapshot_listeners(ui: MainUi) -> list[Callable[[Any], object]]:
    """Every view of the app that hears the table's snapshots."""
    return [
        ui._on_snapshot,
        ui.window.show_snapshot,
        ui.server._on_snapshot,
        ui.feed._on_snapshot,
    ]


def reorder(ui: MainUi, order: list[int]) -> None:
    """Connect the snapshot listeners again, in ``order``."""
    listeners = snapshot_listeners(ui)
    signal = ui.controller.snapshot_changed
    for listener in listeners:
        signal.disconnect(listener)
    for i in order:
        signal.connect(listeners[i])


def screens(ui: MainUi) -> tuple[QImage, QImage, Any]:
    QApplication.processEvents()
    document = ui.server.server.document()
    if document is not None:
        # the document's times are the wall clock's (when it was made, when the shot clock
        # runs out): the rest must be the same
        document = {k: v for k, v in document.items() if k not in ("seq", "generated_ms")}
        if isinstance(document.get("clock"), dict):
            document["clock"] = {
                k: v
                for k, v in document["clock"].items()
                if k not in ("deadline_ms", "remaining_ms")
            }
    return ui.window.grab().toImage(), ui.spectator.grab().toImage(), document


def play(qtbot, tmp_path: Path, name: str, order: list[int] | None, seed: int) -> list[Any]:
    session = Session.open(Table(), tmp_path / name)
    controller = Controller(session.table)
    translations = Translations(QApplication.instance())
    translations.set_language("en")
    ui = windows(controller, translations, session, sound=False, unattended=True)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    ui.window.resize(1366, 768)
    ui.spectator.resize(1280, 720)
    ui.window.show()
    ui.spectator.show()
    # the shot clock runs (started by each shot, as the policy says) on a clock that stands
    # still, so that every run reads the same time
    ui.clock.load(ShotClock(PROFILES["wpa"], now=lambda: 1000.0))
    ui.clock_enabled = True
    ui.auto_start_clock = True
    assert ui.server.start(0)
    ui.window.statusBar().clearMessage()  # "Overlay server on" names its port, chosen anew
    if order is not None:
        reorder(ui, order)
    table = session.table
    assert session.new_match(CONFIG)
    rng = random.Random(seed)
    seen = [screens(ui)]
    when = 1_700_000_000.0
    for _ in range(ENTRIES):
        snap = table.snapshot
        if snap.winner is not None:
            break
        for entry in candidates(snap, rng):
            when += 17.0
            if entry == "undo":
                done = table.undo()
            elif isinstance(entry, tuple):
                done = table.choose(entry[1], time=when)
            else:
                done = table.shot(entry, time=when)
            if done:
                break
        seen.append(screens(ui))
    ui.server.stop()
    session.close()
    return seen


@pytest.mark.parametrize("seed", [3, 11])
def test_shuffled_listeners_give_the_same_screens(qtbot, tmp_path: Path, seed: int) -> None:
    # the first board of a process draws its first texts before the fonts are all resolved
    # (a pixel here and there): a first run warms them up
    play(qtbot, tmp_path, "warm-up", None, seed)
    reference = play(qtbot, tmp_path, "reference", None, seed)
    rng = random.Random(seed)
    for k in range(3):
        order = rng.sample(range(4), 4)
        other = play(qtbot, tmp_path, f"shuffled-{k}", order, seed)
        assert len(other) == len(reference)
        for step, (a, b) in enumerate(zip(reference, other, strict=True)):
            assert a[2] == b[2], f"order {order}: the overlay's document differs at entry {step}"
            if a[0] != b[0]:
                a[0].save(str(tmp_path / "reference.png"))
                b[0].save(str(tmp_path / "shuffled.png"))
            assert a[0] == b[0], f"order {order}: the scorekeeper window differs at entry {step}"
            if a[1] != b[1]:
                a[1].save(str(tmp_path / "reference-spectator.png"))
                b[1].save(str(tmp_path / "shuffled-spectator.png"))
            assert a[1] == b[1], f"order {order}: the spectator window differs at entry {step}"
