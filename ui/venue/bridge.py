"""From paho's network thread to the Qt thread: a signal emitted there, delivered (queued)
here, where the feed's ``handle`` runs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal


class FeedBridge(QObject):
    arrived = Signal(object)

    def __init__(self, handle: Callable[[Any], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.handle: Callable[[Any], None] | None = handle
        # the receiver is this object: an event still queued when it is deleted is dropped
        self.arrived.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def sink(self, event: object) -> None:
        """Called in the network thread: only emits."""
        self.arrived.emit(event)

    def _deliver(self, event: object) -> None:
        if self.handle is not None:
            self.handle(event)

    def close(self) -> None:
        """Nothing more is handed on (call after the connection's thread has ended)."""
        self.handle = None
        self.deleteLater()
