"""From paho's network thread to the Qt thread: a signal emitted there, delivered (queued)
here, where the feed's ``handle`` runs."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal


class FeedBridge(QObject):
    arrived = Signal(object)

    def __init__(self, handle: Callable[[Any], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.handle: Callable[[Any], None] | None = handle
        self._open = True
        self._lock = threading.Lock()  # no emit from the network thread once close() began
        # the receiver is this object: an event still queued when it is deleted is dropped
        self.arrived.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def sink(self, event: object) -> None:
        """Called in the network thread: only emits (nothing once the bridge is closing, so a
        late message never reaches a deleted object)."""
        with self._lock:
            if self._open:
                self.arrived.emit(event)

    def _deliver(self, event: object) -> None:
        if self.handle is not None:
            self.handle(event)

    def close(self) -> None:
        """Nothing more is handed on, even from a network thread still running."""
        with self._lock:
            self._open = False
            self.handle = None
        self.deleteLater()
