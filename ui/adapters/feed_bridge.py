"""From paho's network thread to the Qt thread: the connection's inbox
(:class:`~scoreboard.feed.inbox.Inbox`) wakes the bridge with a signal emitted there, delivered
(queued) here, where the feed's ``handle`` runs on what the inbox holds, :data:`BATCH` at a
time: one batch per turn of the event loop, so a flood of messages never keeps the windows
(their timers, paints and clicks) waiting."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

if TYPE_CHECKING:
    from scoreboard.feed.inbox import Inbox

#: What is handed to ``handle`` in one turn of the event loop (at most).
BATCH = 100


class FeedBridge(QObject):
    arrived = Signal(object)

    def __init__(self, handle: Callable[[Any], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.handle: Callable[[Any], None] | None = handle
        self._open = True
        self._lock = threading.Lock()  # no emit from the network thread once close() began
        # the receiver is this object: an event still queued when it is deleted is dropped
        self.arrived.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def sink(self, inbox: Inbox) -> None:
        """Called in the network thread when ``inbox`` has something: only emits (nothing
        once the bridge is closing, so a late message never reaches a deleted object)."""
        with self._lock:
            if self._open:
                self.arrived.emit(inbox)

    @Slot(object)  # emitted on the network's thread: a slot Qt knows, queued to this one
    def _deliver(self, inbox: Inbox) -> None:
        """One batch handed on; the next at the next turn of the event loop."""
        if self.handle is None:
            return
        try:
            for event in inbox.take(BATCH):
                if self.handle is None:  # closed by what was just handled
                    return
                self.handle(event)
        finally:
            if self.handle is not None and inbox.waiting():
                QTimer.singleShot(0, self, lambda: self._deliver(inbox))

    def close(self) -> None:
        """Nothing more is handed on, even from a network thread still running."""
        with self._lock:
            self._open = False
            self.handle = None
        self.deleteLater()
