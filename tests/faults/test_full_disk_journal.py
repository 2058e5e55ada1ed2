"""The journal holds exactly what the screen acknowledged, even when the disk fills up in the
middle of a match, space is freed and scoring goes on. The window says so in one lasting bar,
however many entries the disk refuses (never a box per key), gone once an entry is written.

Two disks, both tried every run:

* ``tmpfs``: a real full file system, a 1 MiB tmpfs mounted for the test (needs root; where
  mounting is not permitted this variant falls back to the next one, and says so);
* ``os-write``: ``os.write`` itself fails as a full disk does, a short write of what fits and
  then ``ENOSPC``.
"""

from __future__ import annotations

import errno
import os
import random
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from scoreboard.table.journal import read_journal
from tests.faults.play import Acknowledged, play_one
from tests.faults.test_faults import _tmpfs
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations

CONFIG = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(60, 60), breaker=0)


class Disk:
    """A data folder whose disk can be filled and freed."""

    def __init__(self, data: Path, how: str) -> None:
        self.data = data
        self.how = how

    def fill(self) -> None:
        raise NotImplementedError

    def free(self) -> None:
        raise NotImplementedError


class Tmpfs(Disk):
    def fill(self) -> None:
        self.filler = self.data / "filler"
        with open(self.filler, "wb", buffering=0) as f:
            chunk = 4096
            while chunk:
                try:
                    f.write(b"x" * chunk)
                except OSError as exc:
                    assert exc.errno == errno.ENOSPC
                    chunk //= 2

    def free(self) -> None:
        self.filler.unlink()


class FullWrites(Disk):
    """``os.write`` as on a full disk: the first write that hits it goes out short (``room``
    bytes), every later one fails with ENOSPC, until space is freed."""

    def __init__(self, data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        super().__init__(data, "os.write failing with ENOSPC")
        self.full = False
        self.room = 0
        real = os.write

        def write(fd: int, data: bytes) -> int:
            if not self.full:
                return real(fd, data)
            if self.room == 0:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            n = real(fd, bytes(memoryview(data)[: self.room]))
            self.room -= n
            return n

        monkeypatch.setattr(os, "write", write)

    def fill(self) -> None:
        self.full, self.room = True, 23  # part of a line fits

    def free(self) -> None:
        self.full = False


@pytest.fixture(params=["tmpfs", "os-write"])
def disk(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Disk]:
    if request.param == "tmpfs":
        mounts = _tmpfs(tmp_path, "1m")
        mount_point = next(mounts)
        try:
            if mount_point is not None:
                yield Tmpfs(mount_point / "data", "a full 1 MiB tmpfs")
            else:
                print("mounting not permitted: the full disk is faked at os.write")
                yield FullWrites(tmp_path / "data", monkeypatch)
        finally:
            next(mounts, None)
    else:
        yield FullWrites(tmp_path / "data", monkeypatch)


def test_entry_refused_on_full_disk_is_never_written_later(disk: Disk) -> None:
    rng = random.Random(20241130)
    controller = Controller()
    session = Session.open(controller.table, disk.data)
    assert session.new_match(CONFIG)
    seen = Acknowledged(controller)
    for _ in range(25):
        assert play_one(controller, rng)

    disk.fill()
    # scoring goes on until the disk refuses an entry (the journal's last page may have room)
    accepted_while_full = 0
    while play_one(controller, rng):
        accepted_while_full += 1
        assert accepted_while_full < 2000, "the disk never filled"
    refused_while_full = 1
    for _ in range(3):  # the scorekeeper tries again, still full
        assert not play_one(controller, rng)
        refused_while_full += 1
    shown = controller.snapshot

    disk.free()
    for _ in range(30):
        assert play_one(controller, rng)
    on_screen = controller.snapshot
    session.close()

    # at the next start: every acknowledged entry, in order, and nothing else
    restarted = Controller()
    again = Session.open(restarted.table, disk.data)
    (found,) = again.unfinished()
    contents = read_journal(found.path)
    print(
        f"tried: {disk.how}; {accepted_while_full} entries fitted, {refused_while_full} refused "
        f"while full, {len(seen.records)} acknowledged in all; on disk: {len(contents.records)} "
        f"entries, problem: {contents.problem}"
    )
    assert contents.problem is None
    assert contents.records == seen.records
    assert again.resume(found.path) is None
    assert restarted.snapshot.players.score == on_screen.players.score
    assert len(restarted.snapshot.history) == len(on_screen.history)
    assert on_screen != shown
    again.close()


# -- what the window shows ----------------------------------------------------------------------


def test_a_full_disk_gives_one_lasting_bar_not_a_box_per_refused_entry(
    qtbot, disk: Disk, monkeypatch: pytest.MonkeyPatch
) -> None:
    boxes: list[str] = []
    for kind in ("critical", "warning", "information", "question"):
        monkeypatch.setattr(
            QMessageBox,
            kind,
            lambda *a, _k=kind, **k: boxes.append(_k) or QMessageBox.StandardButton.Ok,
        )
    # the app's own boxes (ui/plain.py) are made and run: any of them is counted too
    monkeypatch.setattr(
        QMessageBox, "exec", lambda box: boxes.append(box.text()) or QMessageBox.StandardButton.Ok
    )
    controller = Controller()
    session = Session.open(controller.table, disk.data)
    ui = windows(controller, Translations(QApplication.instance()), session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    try:
        assert session.new_match(CONFIG)
        assert session.journal is not None
        path = session.journal.path
        rng = random.Random(20261201)
        seen = Acknowledged(controller)
        for _ in range(10):
            assert play_one(controller, rng)

        disk.fill()
        fitted = 0
        while play_one(controller, rng):  # the journal's last page may still have room
            fitted += 1
            assert fitted < 2000, "the disk never filled"
        refused, shown = 1, 0
        for _ in range(99):  # the scorekeeper keeps pressing keys
            if not play_one(controller, rng):
                refused += 1
                bars = [
                    w
                    for w in ui.window.statusBar().findChildren(QLabel)
                    if w.objectName() == "diskWarning"
                ]
                shown += len(bars) == 1 and bars[0].isVisibleTo(ui.window)
        (bar,) = bars
        print(f"tried: {disk.how}; {refused} of 100 keys refused; boxes: {boxes}")
        assert refused >= 90  # (a real disk may find room for one now and then)
        assert boxes == []  # not one box, where there was one per refused key
        assert shown == refused - 1  # the one bar, there after each refusal
        assert "could not be written" in bar.text()

        disk.free()
        assert play_one(controller, rng)  # scoring goes on
        assert not bar.isVisibleTo(ui.window)
        assert boxes == []
    finally:
        session.close()
    assert list(read_journal(path).records) == seen.records  # every acknowledged entry


# -- a journal taken away while in use ---------------------------------------------------------


def test_a_journal_deleted_moved_or_replaced_while_in_use_keeps_every_entry(tmp_path) -> None:
    """Someone (a clean-up, a sync tool restoring an old copy) deletes, moves or replaces the
    match's journal, even its folder, between two entries: the journal is written again in its
    place, whole, the window is told, and what took its place is kept aside."""
    from scoreboard.table.problem import ProblemKind

    controller = Controller()
    problems: list[object] = []
    controller.problem.connect(problems.append)
    session = Session.open(controller.table, tmp_path / "data")
    try:
        assert session.new_match(CONFIG)
        journal = session.journal
        path = journal.path
        rng = random.Random(7)
        acknowledged = Acknowledged(controller)

        def enter() -> None:
            for _ in range(3):
                assert play_one(controller, rng)

        enter()
        stale = path.read_bytes()
        path.unlink()  # deleted
        enter()
        assert path.is_file() and len(problems) == 1
        assert problems[0].kind is ProblemKind.JOURNAL_PUT_BACK
        path.rename(tmp_path / "moved.jsonl")  # moved away
        enter()
        path.write_bytes(stale)  # an old copy written over it by someone else
        enter()
        kept = list(path.parent.glob("*.damaged-*"))
        assert [p.read_bytes() for p in kept] == [stale]  # kept aside, never overwritten
        shutil.rmtree(path.parent)  # the whole journals folder
        enter()
        assert len(problems) == 4
    finally:
        session.close()
    contents = read_journal(path)
    assert contents.problem is None
    assert acknowledged.records == list(contents.records)
    assert len(contents.records) == 15
