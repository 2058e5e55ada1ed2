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
        self.arrived.connect(handle, Qt.ConnectionType.QueuedConnection)

    def sink(self, event: object) -> None:
        """Called in the network thread: only emits."""
        self.arrived.emit(event)
