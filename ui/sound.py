"""Sound for the shot clock and announcements, through QtMultimedia.

With no multimedia library or no audio device the app keeps working silently and says so once
(``unavailable_reason``); nothing here ever raises into the caller.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QUrl, Signal

from resources import resource_path
from ui.i18n import fill

log = logging.getLogger(__name__)

SOUNDS = ("tick", "warning", "expired", "foul")


def _load_multimedia() -> tuple[Any, Any, str | None]:
    try:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
    except ImportError as exc:  # e.g. libpulse missing on a minimal Linux
        return None, None, str(exc)
    return QSoundEffect, QMediaDevices, None


class SoundPlayer(QObject):
    """Plays the named sounds; silent, with one message, when sound is impossible."""

    unavailable = Signal(str)

    def __init__(
        self, parent: QObject | None = None, *, enabled: bool = True, lazy: bool = False
    ) -> None:
        super().__init__(parent)
        self.enabled = enabled
        #: why it is silent, made in the language installed when asked (None: it is not)
        self._reason: Callable[[], str] | None = None
        self._effects: dict[str, Any] = {}
        self._loaded = False
        self._announced = False
        if not lazy:
            self.load()

    def load(self) -> None:
        """Load the audio stack and the sounds (once). With ``lazy=True`` this waits until a
        sound is first needed or a shot clock starts, so start-up and memory stay small."""
        if self._loaded or not self.enabled:
            return
        self._loaded = True
        effect_cls, devices_cls, error = _load_multimedia()
        if error is not None:
            self._disable(
                lambda: fill(
                    self.tr("Sound is off: the audio library could not be loaded (%1)."), error
                )
            )
            return
        try:
            if not devices_cls.audioOutputs():
                self._disable(lambda: self.tr("Sound is off: no audio output device was found."))
                return
            for name in SOUNDS:
                effect = effect_cls(self)
                effect.setSource(QUrl.fromLocalFile(str(resource_path("sounds", f"{name}.wav"))))
                effect.setVolume(0.8)
                self._effects[name] = effect
        except Exception as exc:  # noqa: BLE001 - a broken audio backend must not stop the scoreboard
            problem = str(exc)
            self._disable(lambda: fill(self.tr("Sound is off: %1"), problem))

    def _disable(self, reason: Callable[[], str]) -> None:
        self._reason = reason
        self._effects.clear()
        log.warning("%s", reason())

    @property
    def unavailable_reason(self) -> str | None:
        """Why it is silent, in the language installed now (None: it is not)."""
        return self._reason() if self._reason is not None else None

    @property
    def loaded(self) -> bool:
        return self._loaded

    @property
    def available(self) -> bool:
        return self._reason is None

    def announce_unavailable(self) -> None:
        """Emit the reason once (the window shows it in the status bar)."""
        if self.unavailable_reason is not None and not self._announced:
            self._announced = True
            self.unavailable.emit(self.unavailable_reason)

    def play(self, name: str) -> bool:
        """Play a sound; returns False when silent (disabled or unavailable)."""
        if not self.enabled:
            return False
        if not self._loaded:
            self.load()
            self.announce_unavailable()
        if name not in self._effects:
            return False
        try:
            self._effects[name].play()
        except Exception as exc:  # noqa: BLE001 - the same: the scoreboard goes on, silent
            problem = str(exc)
            self._disable(lambda: fill(self.tr("Sound is off: %1"), problem))
            self.announce_unavailable()
            return False
        return True
