"""Faults a club night can bring, each tried for real; each test prints what it tried and what
was lost (always nothing).

* the process killed (SIGKILL) in the middle of writing;
* a full disk (a 64 KiB tmpfs, or a file-size limit where mounting is not permitted);
* a read-only data folder (a tmpfs remounted read-only, or a zero file-size limit);
* a corrupt settings file;
* the spectator's screen unplugged while the board is full screen;
* no audio device.

Disk faults run in a child process (a mount, or a resource limit, must not touch the test
runner). Mounting needs root with CAP_SYS_ADMIN; without it the resource-limit fallback runs.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import resource
import shutil
import signal
import subprocess
import sys
import textwrap
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from rules import Pocket, Pocketed, Shot
from scoreboard.files.paths import ProblemCode
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from scoreboard.service.settings import Settings
from scoreboard.table.shot_clock import PROFILES, ShotClock
from tests.ui.apart import session_apart
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations
from ui.main import MainUi

ROOT = Path(__file__).resolve().parents[2]
CONFIG = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(3, 3), breaker=0)


# -- helpers --------------------------------------------------------------------------------------


def _run(cmd: list[str]) -> bool:
    return subprocess.run(cmd, capture_output=True, timeout=30).returncode == 0


def _tmpfs(tmp_path: Path, size: str) -> Iterator[Path | None]:
    mount_point = tmp_path / f"disk-{size}"
    mount_point.mkdir()
    mounted = (
        not os.environ.get("POOL_SCOREBOARD_FAULTS_NO_MOUNT")  # to try the fallbacks
        and shutil.which("mount") is not None
        and os.geteuid() == 0
        and _run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mount_point)])
    )
    try:
        yield mount_point if mounted else None
    finally:
        if mounted:
            _run(["umount", "-l", str(mount_point)])


@pytest.fixture
def small_tmpfs(tmp_path: Path) -> Iterator[Path | None]:
    """A 1 MiB tmpfs (room for a history database, then filled up on purpose), or None when
    mounting is not permitted."""
    yield from _tmpfs(tmp_path, "1m")


@pytest.fixture
def tiny_tmpfs(tmp_path: Path) -> Iterator[Path | None]:
    """A 64 KiB tmpfs: too small for a new history database; None when mounting is not
    permitted."""
    yield from _tmpfs(tmp_path, "64k")


# A child process: the real Session, Controller and windows on a data folder, a fault provoked
# in the middle of a match, and a JSON report of what happened on stdout.
CHILD = textwrap.dedent(
    """
    import json, os, resource, signal, sys
    from pathlib import Path
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
    from rules import Pocket, Pocketed, Shot
    from ui.adapters.controller import Controller
    from scoreboard.table.journal import read_journal
    from scoreboard.match.match import MatchConfig
    from scoreboard.service.session import Session
    from ui.i18n import Translations
    from ui.compose import windows

    mode, data = sys.argv[1], Path(sys.argv[2])
    app = QApplication([])
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
    report = {"mode": mode, "messages": [], "refused": []}
    controller = Controller()
    controller.refused.connect(lambda code, msg: report["refused"].append(code))
    controller.problem.connect(lambda problem: report["refused"].append(problem.code))

    def close_dialogs():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            report["messages"].append(box.text())
            box.close()
    guard = QTimer()
    guard.timeout.connect(close_dialogs)
    guard.start(20)

    session = Session.open(controller.table, data)
    t = Translations(app)
    t.set_language("en")
    ui = windows(controller, t, session=session, sound=False)
    config = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(3, 3), breaker=0)
    assert session.new_match(config)
    controller.table.shot(Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4))
    for _ in range(6):
        controller.table.shot(Shot())
    recorded = list(controller.table.inputs)
    before = controller.snapshot

    # -- the fault
    filler = None
    if mode == "tmpfs-full":
        filler = data / "filler"
        try:
            with open(filler, "wb") as f:
                while True:
                    f.write(b"x" * 512)
                    f.flush()
        except OSError as exc:
            report["fill_error"] = exc.strerror
    elif mode == "rlimit-full":
        size = session.journal.path.stat().st_size
        resource.setrlimit(resource.RLIMIT_FSIZE, (size, resource.RLIM_INFINITY))

    # the match goes on until a write fails (the journal's last page may still have room)
    accepted_on_full_disk = 0
    while True:
        recorded = list(controller.table.inputs)
        before = controller.snapshot
        ok = controller.table.shot(Shot())
        if not ok or accepted_on_full_disk > 500:
            break
        accepted_on_full_disk += 1
    undo_ok = controller.table.undo()
    for _ in range(20):
        app.processEvents()

    def bar():
        found = [
            w for w in ui.window.statusBar().findChildren(QLabel)
            if w.objectName() == "diskWarning" and w.isVisibleTo(ui.window)
        ]
        return found[0].text() if found else ""

    report["bar"] = bar()
    report["accepted_on_full_disk"] = accepted_on_full_disk
    report["shot_accepted_while_full"] = bool(ok)
    report["undo_accepted_while_full"] = bool(undo_ok)
    report["screen_unchanged"] = controller.snapshot == before
    report["inputs_unchanged"] = list(controller.table.inputs) == recorded
    on_disk = read_journal(session.journal.path)
    report["recorded_before"] = len(recorded)
    report["on_disk_after_fault"] = len(on_disk.inputs)
    report["lost"] = len(recorded) - sum(1 for a, b in zip(on_disk.inputs, recorded) if a == b)

    # -- space comes back: the match goes on where it was
    if filler is not None:
        filler.unlink()
    if mode == "rlimit-full":
        resource.setrlimit(resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
    report["shot_accepted_after"] = bool(controller.table.shot(Shot()))
    report["bar_after"] = bar()
    report["on_disk_at_end"] = len(read_journal(session.journal.path).inputs)
    report["inputs_at_end"] = len(controller.table.inputs)
    session.close()
    print(json.dumps(report))
    """
)


def run_child(mode: str, data: Path) -> dict[str, Any]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    out = subprocess.run(
        [sys.executable, "-c", CHILD, mode, str(data)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.fixture
def errors() -> Iterator[list[str]]:
    """Exceptions reaching the event loop."""
    import traceback

    found: list[str] = []
    previous = sys.excepthook
    sys.excepthook = lambda *exc: found.append("".join(traceback.format_exception(*exc)))
    try:
        yield found
    finally:
        sys.excepthook = previous


class Dialogs:
    """Closes every modal message box as it opens, keeping its text."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self.timer = QTimer()
        self.timer.timeout.connect(self._close)
        self.timer.start(20)

    def _close(self) -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            self.texts.append(box.text())
            box.close()
        elif box is not None:
            box.close()

    def stop(self) -> None:
        self.timer.stop()


def make_ui(controller: Controller, session: Session | None, **kw: Any) -> MainUi:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    translations = Translations(app)
    translations.set_language("en")
    if session is None:
        session = session_apart(controller)  # a data folder of its own
    return windows(controller, translations, session=session, **kw)


# -- killed while writing -------------------------------------------------------------------------


def test_sigkill_while_writing_loses_no_acknowledged_input(tmp_path: Path) -> None:
    from tests.scoreboard import test_crash

    print("tried: SIGKILL at random moments of a scripted match, restarted from the journal")
    test_crash.test_every_acknowledged_input_survives_sigkill_at_random_moments(tmp_path)
    print("lost: nothing (every acknowledged input was in the journal after each restart)")


# -- full disk ------------------------------------------------------------------------------------


def test_a_full_disk_refuses_the_entry_with_a_message_and_loses_nothing_recorded(
    tmp_path: Path, small_tmpfs: Path | None
) -> None:
    if small_tmpfs is not None:
        mode, data = "tmpfs-full", small_tmpfs / "data"
    else:
        mode, data = "rlimit-full", tmp_path / "data"
    report = run_child(mode, data)
    print(f"tried: {mode} in the middle of a nine-ball match; report: {report}")
    assert report["refused"][:2] == ["journal-write-failed", "journal-write-failed"]
    assert not report["shot_accepted_while_full"] and not report["undo_accepted_while_full"]
    assert report["screen_unchanged"] and report["inputs_unchanged"]
    # said in one lasting bar, not in a box per refused entry
    assert "could not be written" in report["bar"], report
    assert not any("could not be written" in m for m in report["messages"]), report["messages"]
    assert report["on_disk_after_fault"] == report["recorded_before"]
    assert report["lost"] == 0
    # with space again, the next entry is recorded after everything that was
    assert report["shot_accepted_after"]
    assert report["on_disk_at_end"] == report["inputs_at_end"] == report["recorded_before"] + 1
    assert report["bar_after"] == ""  # gone once an entry is written again
    print(f"lost: {report['lost']} of {report['recorded_before']} recorded inputs")


def test_starting_on_a_disk_too_full_for_the_history_still_opens_the_session(
    tmp_path: Path, tiny_tmpfs: Path | None
) -> None:
    base = tiny_tmpfs if tiny_tmpfs is not None else tmp_path
    if tiny_tmpfs is None:
        raise RuntimeError("mount not permitted: this case needs a tiny file system")
    controller = Controller()
    session = Session.open(controller.table, base / "data")
    assert session.io_error or session.problems
    session.close()


# -- read-only data folder ------------------------------------------------------------------------


def _prepare_then_protect(folder: Path, small_tmpfs: Path | None) -> str:
    """Write settings and a won match into ``folder``, then make it read-only. Returns how."""
    c = Controller()
    session = Session.open(c.table, folder)
    session.update_settings(language="en")
    assert session.new_match(dataclasses.replace(CONFIG, race=(1, 1)))
    c.table.shot(Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=4))
    assert c.snapshot.winner == 0
    session.close()
    if small_tmpfs is not None and _run(["mount", "-o", "remount,ro", str(small_tmpfs)]):
        return "tmpfs remounted read-only"
    return "file-size limit 0 (mount not permitted)"


@contextlib.contextmanager
def _no_writes(how: str) -> Iterator[None]:
    """Without a read-only mount, every write of this process fails (EFBIG) meanwhile."""
    if not how.startswith("file-size"):
        yield
        return
    old_handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    old_limit = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, old_limit[1]))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, old_limit)
        signal.signal(signal.SIGXFSZ, old_handler)


def _snapshot_files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_a_read_only_data_folder_keeps_the_app_running_and_says_so(
    qtbot, tmp_path: Path, small_tmpfs: Path | None, errors: list[str]
) -> None:
    base = small_tmpfs if small_tmpfs is not None else tmp_path
    folder = base / "data"
    how = _prepare_then_protect(folder, small_tmpfs)
    files_before = _snapshot_files(folder)
    dialogs = Dialogs()
    controller = Controller()
    try:
        with _no_writes(how):
            session = Session.open(controller.table, folder)
            ui = make_ui(controller, session, sound=False)
            qtbot.addWidget(ui.window)
            ui.show()
            ui.start()  # the set-up dialog (closed unanswered by Dialogs) or a resume offer
            status = ui.window.statusBar().currentMessage()
        print(
            f"tried: start on a read-only data folder ({how}); status bar: {status!r}; "
            f"messages: {dialogs.texts}"
        )
        assert not errors, errors[0]
        assert ui.window.isVisible()
        assert "cannot be written" in status or any(
            "could not be written" in t for t in dialogs.texts
        )
        # nothing that was there is touched: the won match and the settings are all still there
        assert _snapshot_files(folder) == files_before
        session.close()
    finally:
        dialogs.stop()
    print(f"lost: nothing ({len(files_before)} files unchanged)")


def test_a_match_can_be_played_on_a_read_only_data_folder(
    tmp_path: Path, small_tmpfs: Path | None
) -> None:
    base = small_tmpfs if small_tmpfs is not None else tmp_path
    folder = base / "data"
    how = _prepare_then_protect(folder, small_tmpfs)
    controller = Controller()
    with _no_writes(how):
        session = Session.open(controller.table, folder)
        try:
            started = session.new_match(CONFIG) and controller.table.shot(Shot(rails=4))
        finally:
            session.close()
    assert started


# -- corrupt settings -----------------------------------------------------------------------------


def test_a_corrupt_settings_file_gives_defaults_a_message_and_is_kept_aside(
    qtbot, tmp_path: Path, errors: list[str]
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    garbage = b'{"format": "pool-scoreboard-settings", "language": "es", \x00\xff broken'
    (folder / "settings.json").write_bytes(garbage)
    dialogs = Dialogs()
    controller = Controller()
    try:
        session = Session.open(controller.table, folder)
        ui = make_ui(controller, session, sound=False)
        qtbot.addWidget(ui.window)
        ui.start()
        session.close()
    finally:
        dialogs.stop()
    problem = next(p for p in session.problems if p.code is ProblemCode.SETTINGS_CORRUPT)
    print(
        f"tried: a settings file with broken JSON; message: {dialogs.texts[:1]}; "
        f"kept aside at {problem.kept_aside}"
    )
    assert not errors, errors[0]
    assert session.settings == Settings()  # the defaults
    assert problem.kept_aside is not None and Path(problem.kept_aside).read_bytes() == garbage
    assert any("settings" in t and "damaged" in t for t in dialogs.texts), dialogs.texts
    print("lost: nothing (the broken file is kept aside byte for byte)")


# -- the spectator's screen unplugged -------------------------------------------------------------


class _GoneScreen:
    def __init__(self) -> None:
        self._name = f"HDMI-{uuid.uuid4().hex[:4]}"

    def name(self) -> str:
        return self._name


def test_unplugging_the_spectator_screen_in_full_screen_brings_the_board_back(
    qtbot, errors: list[str]
) -> None:
    controller = Controller(CONFIG)
    ui = make_ui(controller, None, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    ui.show()
    ui.toggle_spectator()
    spectator = ui.spectator
    spectator.showFullScreen()
    qtbot.waitUntil(spectator.isVisible)
    # the board was on a second screen to the right of the only one left
    gone = _GoneScreen()
    spectator.preferred_screen = gone.name()
    spectator.setGeometry(5000, 0, 1920, 1080)
    spectator._screen_removed(gone)  # what QGuiApplication.screenRemoved calls
    QApplication.processEvents()
    screens = QApplication.screens()
    centre = spectator.frameGeometry().center()
    print(
        f"tried: screen {gone.name()} removed under a full-screen board; "
        f"board now at {spectator.geometry().getRect()} on {spectator.screen().name()}"
    )
    assert not errors, errors[0]
    assert spectator.isVisible()
    assert any(s.geometry().contains(centre) for s in screens)
    assert spectator.screen() in screens
    assert spectator.preferred_screen == gone.name()  # it goes back there when plugged in
    controller.table.shot(Shot(rails=4))
    assert spectator.board is not None
    print("lost: nothing (the board shows the match on the remaining screen)")


# -- no audio device ------------------------------------------------------------------------------


def test_without_an_audio_device_the_app_says_so_once_and_the_clock_keeps_working(
    qtbot, monkeypatch: pytest.MonkeyPatch, errors: list[str]
) -> None:
    import ui.sound

    class NoDevices:
        @staticmethod
        def audioOutputs() -> list[object]:  # noqa: N802 - Qt's name
            return []

    class Effect:
        def __init__(self, *_: object) -> None:
            raise AssertionError("no sound effect may be made without a device")

    monkeypatch.setattr(ui.sound, "_load_multimedia", lambda: (Effect, NoDevices, None))
    controller = Controller(CONFIG)
    main = make_ui(controller, None, sound=True)
    qtbot.addWidget(main.window)
    said: list[str] = []
    main.sound.unavailable.connect(said.append)
    main.show()
    main.start()
    assert controller.table.shot(Shot(rails=4))
    for name in ("tick", "warning", "expired", "foul"):
        assert not main.sound.play(name)
    # a short clock runs out: the slow-play foul is recorded with no sound at all
    main.clock.set_profile(
        PROFILES["custom"].with_changes(
            shot_seconds=0.5, first_shot_seconds=None, warning_at=None, countdown_from=None
        )
    )
    before = len(controller.table.inputs)
    with qtbot.waitSignal(main.clock.expired, timeout=5000):
        main.clock.start()
    qtbot.waitUntil(lambda: len(controller.table.inputs) == before + 1, timeout=2000)
    status = main.window.statusBar().currentMessage()
    print(
        f"tried: no audio output device; said: {said}; status bar: {status!r}; "
        f"clock expired and recorded {type(controller.table.inputs[-1]).__name__}"
    )
    assert not errors, errors[0]
    assert len(said) == 1 and "no audio output" in said[0]
    assert not main.sound.available
    assert type(controller.table.inputs[-1]).__name__ == "ClockExpiredInput"
    assert isinstance(main.clock.clock, ShotClock)
    main.clock.stop()
    print("lost: nothing (sound off, the clock and the match went on)")
