"""Both windows, the shot clock and the sound, wired to one controller.

Data flows one way: a click calls the controller; the controller's snapshot goes to every view.
The clock's own snapshots go to both windows; its expiry goes back to the controller as a
slow-play foul.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSize
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from scoreboard import __version__
from scoreboard.clock_driver import ClockDriver
from scoreboard.shot_clock import PROFILES, ClockError, ShotClock
from scoreboard.snapshot import Event, EventKind, Snapshot
from ui.i18n import Translations
from ui.scorekeeper import ScorekeeperWindow
from ui.sound import SoundPlayer
from ui.spectator import SpectatorWindow
from ui.style import apply_style


def tr(text: str) -> str:
    return QCoreApplication.translate("MainUi", text)


class MainUi(QObject):
    """Owns the scorekeeper window, the spectator window, the clock driver and the sound."""

    def __init__(self, controller, translations: Translations, *, sound: bool = True) -> None:  # noqa: ANN001
        super().__init__()
        self.controller = controller
        self.translations = translations
        self.auto_start_clock = True
        self.clock_enabled = True
        self.clock = ClockDriver(ShotClock(PROFILES["wpa"], now=time.monotonic))
        self.sound = SoundPlayer(self, enabled=sound)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_style(app)
        self.window = ScorekeeperWindow(controller)
        self.spectator = SpectatorWindow()
        self._last_snapshot: Snapshot | None = None
        self._connect()
        self._on_snapshot(controller.snapshot)
        self.spectator.show_clock(None)

    def _connect(self) -> None:
        c, w = self.controller, self.window
        c.snapshot_changed.connect(self._on_snapshot)
        c.announced.connect(self._on_event)
        w.request_spectator.connect(self.toggle_spectator)
        w.request_language.connect(self.set_language)
        w.request_about.connect(self.about)
        w.clock_start_pause.connect(self.clock_start_pause)
        w.clock_reset.connect(self.clock.reset)
        w.clock_extend.connect(self.clock_extend)
        self.clock.state_changed.connect(self._on_clock)
        self.clock.expired.connect(self._on_expired)
        self.clock.warning.connect(lambda: self.sound.play("warning"))
        self.clock.countdown.connect(lambda _s: self.sound.play("tick"))
        self.sound.unavailable.connect(lambda msg: w.statusBar().showMessage(msg, 10000))

    # -- views --------------------------------------------------------------------------------

    def show(self) -> None:
        self.window.show()

    def start(self) -> None:
        """After the event loop starts: say once if sound is off."""
        self.sound.announce_unavailable()

    def toggle_spectator(self) -> None:
        if self.spectator.isVisible():
            self.spectator.hide()
            return
        screen = self.window.screen()
        self.spectator.show()
        self.spectator.place(avoid=screen)

    def set_language(self, lang: str) -> None:
        self.translations.set_language(lang)

    def about(self) -> None:
        QMessageBox.about(
            self.window,
            tr("About Pool Scoreboard"),
            tr("Pool Scoreboard %1\nScoreboard and referee for pocket billiards.").replace(
                "%1", __version__
            ),
        )

    # -- controller → views --------------------------------------------------------------------

    def _on_snapshot(self, snap: Snapshot) -> None:
        before = self._last_snapshot
        self._last_snapshot = snap
        self.spectator.show_snapshot(snap)
        if before is None or snap.rack_only or snap.winner is not None:
            if snap.winner is not None:
                self.clock.stop()
            return
        if snap.rack_number != before.rack_number:
            self.clock.new_rack()
        # a new shot or choice was recorded: restart the clock for the next shot
        if self.clock_enabled and self.auto_start_clock and len(snap.history) > len(before.history):
            if snap.pending is None and snap.turn is not None:
                last = snap.history.last
                first = bool(last is not None and last.breaking)
                self.clock.start(first_shot=first)
        elif len(snap.history) < len(before.history):
            self.clock.reset()

    def _on_event(self, event: Event) -> None:
        if event.kind in (EventKind.FOUL, EventKind.THREE_FOULS):
            self.sound.play("foul")
        elif event.kind is EventKind.THREE_FOUL_WARNING:
            self.sound.play("warning")

    def _on_clock(self, clock) -> None:  # noqa: ANN001
        self.window.clock_panel.show_clock(clock)
        self.spectator.show_clock(clock)

    def _on_expired(self) -> None:
        self.sound.play("expired")
        self.controller.clock_expired(time=time.time())

    def clock_start_pause(self) -> None:
        snap = self.clock.snapshot()
        if snap.phase.is_running and snap.phase.value != "expired":
            self.clock.pause()
        elif snap.phase.value == "paused":
            self.clock.resume()
        else:
            self.clock.start()

    def clock_extend(self) -> None:
        snap = self._last_snapshot
        if snap is None or snap.turn is None:
            return
        try:
            self.clock.extend(snap.turn)
        except ClockError as exc:
            self.window.statusBar().showMessage(
                tr("No extension left for %1.").replace("%1", snap.players[snap.turn])
                if "extension" in type(exc).__name__.lower()
                else tr("The shot clock is not running."),
                6000,
            )

    # -- screenshots -------------------------------------------------------------------------

    def screenshot(self, folder: Path, size: tuple[int, int], spectator_size: tuple[int, int]) -> list[Path]:
        """Render both windows to PNG files in ``folder``; returns the paths written."""
        folder.mkdir(parents=True, exist_ok=True)
        lang = self.translations.language
        out = []
        for widget, name, (w, h) in (
            (self.window, "scorekeeper", size),
            (self.spectator, "spectator", spectator_size),
        ):
            path = folder / f"{name}-{w}x{h}-{lang}.png"
            _render(widget, QSize(w, h)).save(str(path))
            out.append(path)
        return out


def _render(widget: QWidget, size: QSize):  # noqa: ANN202
    widget.resize(size)
    widget.show()
    QApplication.processEvents()
    widget.resize(size)
    QApplication.processEvents()
    return widget.grab()
