"""An input that cannot be written to disk is not shown: screen and journal always agree."""

from __future__ import annotations

import errno

from rules import Pocket, Pocketed, Shot
from scoreboard.match.inputs import Redo, Undo
from scoreboard.match.match import MatchConfig
from ui.adapters.controller import Controller

BREAK = Shot(pocketed=(Pocketed(2, Pocket.FOOT_LEFT),), rails=4)


class FlakyDisk:
    """A journal sink whose disk fills up on demand."""

    def __init__(self) -> None:
        self.full = False
        self.written: list[object] = []

    def __call__(self, record: object) -> None:
        if self.full:
            raise OSError(errno.ENOSPC, "No space left on device")
        self.written.append(record)


def make() -> tuple[Controller, FlakyDisk]:
    c = Controller(MatchConfig(players=("Ana", "José"), discipline="nine-ball", breaker=0))
    disk = FlakyDisk()
    c.table.add_input_listener(disk)
    return c, disk


def test_a_shot_that_cannot_be_written_is_refused_and_changes_nothing(qtbot) -> None:
    c, disk = make()
    assert c.table.shot(BREAK)
    before = c.snapshot
    disk.full = True
    with qtbot.waitSignal(c.problem) as blocker:
        assert not c.table.shot(Shot())
    assert blocker.args[0].code == "journal-write-failed"
    assert c.snapshot == before
    assert len(c.table.inputs) == 1


def test_an_undo_that_cannot_be_written_is_refused_and_changes_nothing(qtbot) -> None:
    c, disk = make()
    c.table.shot(BREAK)
    c.table.shot(Shot())
    before = c.snapshot
    disk.full = True
    assert not c.table.undo()
    assert c.snapshot == before
    disk.full = False
    assert c.table.undo() and c.snapshot != before


def test_redo_is_journaled_as_a_redo(qtbot) -> None:
    c, disk = make()
    c.table.shot(BREAK)
    c.table.undo()
    c.table.redo()
    assert [type(r) for r in disk.written[1:]] == [Undo, Redo]
    fresh = Controller()
    assert fresh.table.load(c.table.config, disk.written)
    assert fresh.snapshot == c.snapshot
