"""A table on the feed: its state (retained), its events, its results through the outbox,
its online flag (retained, and set to offline by the broker's last will), and the desk's
assignment and acknowledgements coming back.

Everything here runs on the owner's thread: :meth:`TableFeed.handle` is given the events the
connection's sink received. The scorekeeper never waits: publishing only queues, and the
outbox is a local SQLite file.
"""

from __future__ import annotations

import hashlib
import logging
import sqlite3
import time
from collections.abc import Callable
from typing import Any

from scoreboard.feed import messages, topics
from scoreboard.feed.client import (
    Address,
    Connected,
    Connection,
    Disconnected,
    Event,
    Received,
    Rejected,
    Sink,
)
from scoreboard.feed.messages import Assignment, ResultMessage
from scoreboard.feed.outbox import Outbox
from scoreboard.match.snapshot import Snapshot
from scoreboard.table.state import ClockReading, Place, state_document

log = logging.getLogger(__name__)

#: While a result waits for the desk's acknowledgement it is sent again this often (the
#: desk may have been away when it was first sent) as well as at every reconnection.
RESEND_SECONDS = 15.0
#: After a reconnection, results still waiting are sent again this soon as well: the desk may
#: come back to the broker (and subscribe again) a moment after this table did.
RESEND_AFTER_RECONNECT = 2.0


def result_id(match_id: str, racks: tuple[int, int], winner: int) -> str:
    """The same finished match gives the same id, however often it is reported."""
    digest = hashlib.sha1(f"{match_id}|{racks[0]}|{racks[1]}|{winner}".encode()).hexdigest()
    return f"{match_id[:64]}.{digest[:12]}"


class TableFeed:
    def __init__(
        self,
        address: Address,
        venue: str,
        table: int,
        outbox: Outbox,
        sink: Sink,
        *,
        client_id: str | None = None,
        on_assignment: Callable[[Assignment | None], None] | None = None,
        on_status: Callable[[bool], None] | None = None,
        on_conflict: Callable[[ResultMessage, tuple[int, int] | None], None] | None = None,
    ) -> None:
        self.venue = venue
        self.table = table
        self.outbox = outbox
        self.on_assignment = on_assignment
        self.on_status = on_status
        #: called when the desk refuses a result of this table as a conflict: its bracket
        #: holds another result for that match (the racks it holds, in the result's order)
        self.on_conflict = on_conflict
        self.online = False
        self.assignment: Assignment | None = None
        self.acknowledged: list[str] = []
        #: the result ids the desk refused as a conflict, oldest first
        self.conflicts: list[str] = []
        self.rejected = 0
        self._state: bytes | None = None
        self._last_resend = 0.0
        self._resend_due = 0.0
        self._seq = 0
        self._moves = 0
        #: A won match's result the outbox could not take (another program held it): kept
        #: here and written at the next tick.
        self._unkept: ResultMessage | None = None
        self.topic = {k: topics.table_topic(venue, table, k) for k in topics.KINDS}
        self.connection = Connection(
            address,
            client_id or f"pool-scoreboard-{venue}-table-{table}",
            sink,
            venue=venue,
            subscriptions=[(self.topic["assignment"], 1), (self.topic["ack"], 1)],
            will=(self.topic["online"], messages.online_payload(False)),
        )

    def start(self) -> None:
        self.connection.start()

    def stop(self) -> None:
        self.connection.stop(last=(self.topic["online"], messages.online_payload(False)))
        self.online = False

    def start_assigned(self, match_id: str, assignment: Assignment) -> None:
        """The scorekeeper started ``assignment`` as ``match_id``: its result names the slot."""
        self.outbox.remember_start(match_id, assignment.competition, assignment.slot)

    def show(self, snap: Snapshot, match_id: str | None, clock: ClockReading | None = None) -> None:
        """Publish the state of ``snap`` and, once it is won, its result (once per result)."""
        self._seq += 1
        place = Place(venue_id=self.venue, table=self.table)
        now = time.time()
        self.publish_state(state_document(snap, seq=self._seq, now=now, clock=clock, place=place))
        last = snap.history.last
        if last is not None and self._moves != len(snap.history):
            self.publish_event(
                self._seq, state_document(snap, seq=self._seq, now=now)["last_decision"]
            )
        self._moves = len(snap.history)
        if (
            snap.winner is None
            or match_id is None
            or not (snap.players.names[0] and snap.players.names[1])
        ):
            return
        racks = snap.result_score  # racks won, or 14.1's points
        rid = result_id(match_id, racks, snap.winner)
        if self.outbox.has(rid):
            return
        where = self.outbox.started(match_id)
        self._report_or_keep(
            ResultMessage(
                result_id=rid,
                match_id=match_id[:64],
                table=self.table,
                players=(snap.players.names[0], snap.players.names[1]),
                racks=racks,
                winner=snap.winner,
                finished_ms=round(now * 1000),
                competition=where[0] if where else None,
                slot=where[1] if where else None,
            )
        )

    # -- out -----------------------------------------------------------------------------------

    def publish_state(self, doc: dict[str, Any]) -> None:
        """The table's state document, retained: the latest is sent again at reconnection."""
        self._state = messages.state_payload(doc)
        self.connection.publish(self.topic["state"], self._state, retain=True)

    def publish_event(self, seq: int, decision: dict[str, Any] | None) -> None:
        self.connection.publish(self.topic["events"], messages.events_payload(seq, decision))

    def report(self, result: ResultMessage) -> bool:
        """Keep a finished match's result in the outbox (committed first), then send it;
        False if that result was reported already (it is then left to the resends)."""
        payload = result.payload()
        if not self.outbox.put(result.result_id, payload):
            return False
        self.connection.publish(self.topic["result"], payload, qos=1)
        return True

    def _report_or_keep(self, result: ResultMessage) -> None:
        try:
            self.report(result)
        except sqlite3.Error as exc:
            log.warning(
                "feed: result %s kept until the outbox can take it: %s", result.result_id, exc
            )
            self._unkept = result
        else:
            self._unkept = None

    def resend(self) -> int:
        """Send again every result the desk has not acknowledged; how many."""
        pending = self.outbox.pending()
        for _, payload in pending:
            self.connection.publish(self.topic["result"], payload, qos=1)
        self._last_resend = time.monotonic()
        self._resend_due = self._last_resend + RESEND_SECONDS
        return len(pending)

    def tick(self) -> None:
        """Called now and then by the owner: a result the outbox could not take is written
        to it, and results left waiting are sent again (every :data:`RESEND_SECONDS`, and
        :data:`RESEND_AFTER_RECONNECT` after a reconnection)."""
        if self._unkept is not None:
            self._report_or_keep(self._unkept)
        if self.online and time.monotonic() >= self._resend_due:
            if self.outbox.pending():
                self.resend()

    # -- in ------------------------------------------------------------------------------------

    def handle(self, event: Event) -> None:
        if isinstance(event, Connected):
            self.connection.publish(
                self.topic["online"], messages.online_payload(True), qos=1, retain=True
            )
            if self._state is not None:
                self.connection.publish(self.topic["state"], self._state, retain=True)
            self.resend()
            self._resend_due = time.monotonic() + RESEND_AFTER_RECONNECT
            self._status(True)
        elif isinstance(event, Disconnected):
            self._status(False)
        elif isinstance(event, Rejected):
            self.rejected += event.count
        elif isinstance(event, Received) and event.table == self.table:
            if event.kind == "ack":
                rid = event.data["result_id"]
                sent = self._sent(rid) if event.data.get("conflict") is True else None
                if self.outbox.acknowledge(rid):
                    self.acknowledged.append(rid)
                    if sent is not None:
                        self.conflicts.append(rid)
                        if self.on_conflict is not None:
                            held = event.data.get("held")
                            self.on_conflict(sent, (held[0], held[1]) if held else None)
            elif event.kind == "assignment":
                cleared = event.data.get("cleared") is True
                self.assignment = None if cleared else Assignment.from_dict(event.data)
                if self.on_assignment is not None:
                    self.on_assignment(self.assignment)

    def _sent(self, rid: str) -> ResultMessage | None:
        """The result this table sent as ``rid`` and has not seen acknowledged."""
        for pending, payload in self.outbox.pending():
            if pending == rid:
                try:
                    return ResultMessage.from_dict(messages.read("result", payload))
                except messages.BadMessage:
                    return None
        return None

    def _status(self, online: bool) -> None:
        if online != self.online:
            self.online = online
            if self.on_status is not None:
                self.on_status(online)
