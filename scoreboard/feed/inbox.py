"""What a connection to the broker received, waiting for its owner's thread.

paho-mqtt's network thread must stay free to read the socket and answer the broker's
keep-alive, however fast messages come: there it only files each message away
(:meth:`Inbox.put_message`: its topic parsed, its size checked, nothing decoded) and tells the
owner once that something waits. The owner takes what waits in bounded batches, one batch per
turn of its event loop (:meth:`Inbox.take`); each message is checked
(:func:`~scoreboard.feed.messages.read`) then, on the owner's thread, and handed on as a
:class:`Received`, or as a :class:`Rejected` when it fails its check.

A kind the broker retains (a table's ``state`` and ``online`` flag, its ``assignment``, the
venue's ``competition``) means only its newest message: a newer one replaces the one of the same
table still waiting, in its place, so a table sending 20,000 states while the owner is busy
leaves one to read. The others (results, acknowledgements, events) wait in order, at most
:data:`MAX_WAITING` of them: beyond that they are dropped and counted as rejected (a table sends
a result again until the desk acknowledges it). The connection's own news (:class:`Connected`,
:class:`Disconnected`) waits in order with the messages; nothing received after it replaces
anything received before it.

No Qt here.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from scoreboard.feed import messages, topics

log = logging.getLogger(__name__)

#: The kinds of message the broker retains: only the newest of a table's counts.
LATEST_ONLY = frozenset(("state", "online", "assignment", *topics.VENUE_KINDS))
#: The most messages of the other kinds waiting at once.
MAX_WAITING = 10_000


@dataclass(frozen=True, slots=True)
class Connected:
    pass


@dataclass(frozen=True, slots=True)
class Disconnected:
    reason: str


@dataclass(frozen=True, slots=True)
class Received:
    """A checked message."""

    venue: str
    table: int
    kind: str
    data: dict[str, Any]
    size: int
    #: kept by the broker from before (sent at subscription), not published just now
    retained: bool = False


@dataclass(frozen=True, slots=True)
class Rejected:
    """Messages ignored (``count`` of them, the last on ``topic``, for ``why``)."""

    topic: str
    why: str
    count: int = 1


Event = Connected | Disconnected | Received | Rejected


class _Waiting:
    """One thing waiting: the connection's news, or a message not read yet."""

    __slots__ = ("event", "kind", "payload", "retained", "table", "topic")

    def __init__(
        self,
        event: Connected | Disconnected | None = None,
        *,
        topic: str = "",
        table: int = 0,
        kind: str = "",
        payload: bytes = b"",
        retained: bool = False,
    ) -> None:
        self.event = event
        self.topic = topic
        self.table = table
        self.kind = kind
        self.payload = payload
        self.retained = retained


class Inbox:
    """What one connection of ``venue``'s feed received (see the module). ``wake(inbox)`` is
    called on the network thread when something waits and nothing did before: the owner then
    takes batches until :meth:`take` leaves nothing (and is woken again after that)."""

    def __init__(self, venue: str, wake: Callable[[Inbox], None]) -> None:
        self.venue = venue
        self.wake = wake
        self._lock = threading.Lock()
        self._queue: deque[_Waiting] = deque()
        #: the message of a retained kind waiting, by (table, kind)
        self._latest: dict[tuple[int, str], _Waiting] = {}
        #: messages of the other kinds waiting
        self._ordered = 0
        #: the owner was woken and has not emptied the inbox since
        self._woken = False
        self._rejected = 0
        self._last_rejected = ("", "")
        #: messages replaced by a newer one of their table and kind before they were read
        self.superseded = 0
        #: messages dropped because :data:`MAX_WAITING` were waiting
        self.dropped = 0

    # -- the network thread ---------------------------------------------------------------------

    def put(self, event: Connected | Disconnected) -> None:
        """The connection's news, in order with the messages."""
        with self._lock:
            self._queue.append(_Waiting(event))
            self._latest.clear()  # nothing received after it replaces what came before
            wake = self._wake_now()
        if wake:
            self.wake(self)

    def put_message(self, topic: str, payload: bytes, retained: bool) -> None:
        """A message as it came (not decoded here: see the module)."""
        where = topics.parse_topic(topic)
        if where is None or where[0] != self.venue:
            self._reject(topic[:200], "not a topic of this venue's feed")
            return
        _, table, kind = where
        limit = messages.size_limit(kind)
        if len(payload) > limit:
            self._reject(topic, f"{kind}: {len(payload)} bytes, more than {limit}")
            return
        with self._lock:
            if kind in LATEST_ONLY:
                waiting = self._latest.get((table, kind))
                if waiting is not None:  # still waiting: the newer message takes its place
                    waiting.payload, waiting.retained = payload, retained
                    self.superseded += 1
                    return
                entry = self._latest[(table, kind)] = _Waiting(
                    topic=topic, table=table, kind=kind, payload=payload, retained=retained
                )
            elif self._ordered >= MAX_WAITING:
                self.dropped += 1
                self._rejected += 1
                self._last_rejected = (topic, f"more than {MAX_WAITING} messages waiting")
                wake = self._wake_now()
                entry = None
            else:
                entry = _Waiting(
                    topic=topic, table=table, kind=kind, payload=payload, retained=retained
                )
                self._ordered += 1
            if entry is not None:
                self._queue.append(entry)
                wake = self._wake_now()
        if wake:
            self.wake(self)

    def _reject(self, topic: str, why: str) -> None:
        with self._lock:
            self._rejected += 1
            self._last_rejected = (topic, why)
            wake = self._wake_now()
        if wake:
            self.wake(self)

    def _wake_now(self) -> bool:
        """True when the owner must be woken (the lock held)."""
        if self._woken:
            return False
        self._woken = True
        return True

    # -- the owner's thread ---------------------------------------------------------------------

    def take(self, limit: int | None = None) -> list[Event]:
        """Up to ``limit`` things waiting (all of them: None), oldest first, each message
        checked now: a :class:`Received`, or a :class:`Rejected` (logged). Messages ignored
        meanwhile come first, as one :class:`Rejected` with their count."""
        with self._lock:
            n = len(self._queue) if limit is None else max(0, min(limit, len(self._queue)))
            taken = [self._queue.popleft() for _ in range(n)]
            for entry in taken:
                if entry.event is not None:
                    continue
                if entry.kind in LATEST_ONLY:
                    if self._latest.get((entry.table, entry.kind)) is entry:
                        del self._latest[(entry.table, entry.kind)]
                else:
                    self._ordered -= 1
            rejected, (topic, why) = self._rejected, self._last_rejected
            self._rejected = 0
            if not self._queue:
                self._woken = False
        events: list[Event] = []
        if rejected:
            if rejected == 1:
                log.warning("feed: message on %s ignored: %s", topic, why)
            else:
                log.warning("feed: %d messages ignored, the last on %s: %s", rejected, topic, why)
            events.append(Rejected(topic, why, rejected))
        for entry in taken:
            events.append(entry.event if entry.event is not None else self._read(entry))
        return events

    def _read(self, entry: _Waiting) -> Received | Rejected:
        try:
            data = messages.read(entry.kind, entry.payload, entry.table)
        except messages.BadMessage as exc:
            log.warning("feed: message on %s ignored: %s", entry.topic, exc)
            return Rejected(entry.topic, str(exc))
        return Received(
            self.venue, entry.table, entry.kind, data, len(entry.payload), entry.retained
        )

    def waiting(self) -> bool:
        """Something is waiting to be taken."""
        with self._lock:
            return bool(self._queue) or self._rejected > 0
