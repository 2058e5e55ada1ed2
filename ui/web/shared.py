"""What both sides of the overlay server share: its limits, its paths, and the immutable things
the windows' thread hands the server thread (:class:`Published`, :class:`Site`).

Light on purpose: the windows' thread imports this, never asyncio or aiohttp (those load in the
server thread, see :mod:`ui.web.core`).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass

from scoreboard.match.snapshot import Snapshot
from scoreboard.table.shot_clock import Phase
from scoreboard.table.state import ClockReading, Place, state_document

MAX_HEAD = 8 * 1024  # request line and headers, bytes
HEAD_SECONDS = 5.0  # a request head must arrive whole within this
HTTP_SECONDS = 10.0  # an HTTP connection is closed after this, answered or not
MAX_BACKLOG = 64 * 1024  # bytes queued for one WebSocket client before it is dropped
STALL_SECONDS = 5.0  # a WebSocket client that stays behind this long is dropped
PING_SECONDS = 10.0  # WebSocket keep-alive: a ping after this much silence
SEND_BUFFER = 32 * 1024  # each client's kernel send buffer
MAX_CLIENTS = 64  # WebSocket clients at once
MAX_MESSAGE = 4 * 1024  # the longest message a WebSocket client may send
PER_ADDRESS_PENDING = 32  # connections of one address that have not sent their head yet
PER_ADDRESS_OPEN = MAX_CLIENTS + 64  # connections of one address in all
MAX_CONNECTIONS = 1024  # connections of every address together (fewer with few descriptors)
MAX_VENUE_ASKS = 8  # venue documents being fetched from the windows' thread at once
VENUE_SECONDS = 2.0  # the windows' thread answers a venue request within this, or 503
LISTEN_BACKLOG = 512

#: Clock phases in which time flows (a client counts down from the deadline).
FLOWING = (Phase.RUNNING, Phase.WARNING, Phase.COUNTDOWN)

EVENTS_PATH = "/api/v1/events"
STATE_PATH = "/api/v1/state"
VENUE_PATH = "/api/v1/venue"
SCHEMA_PATH = "/api/v1/schema"
VENUE_PAGE = "/overlay/venue"
LAYOUTS = ("bar", "bug", "board")

#: a table number in a query: ASCII digits only ("²" and "٣" are digits to str.isdigit())
TABLE = re.compile(r"[1-9][0-9]{0,2}", re.ASCII)


@dataclass(frozen=True, slots=True)
class Published:
    """One state document, as the windows' thread published it: never changed afterwards.

    ``body`` is the document as made (pushed to every client); while the clock runs,
    :meth:`current` makes it again from the same frozen inputs with the time left now.
    """

    seq: int
    body: bytes
    snapshot: Snapshot
    clock: ClockReading | None
    clock_at: float  # monotonic time of the clock reading
    place: Place

    def current(self) -> bytes:
        clock = self.clock
        if clock is None or clock.phase not in FLOWING:
            return self.body
        now = ClockReading(
            clock.phase,
            max(0.0, clock.remaining - (time.monotonic() - self.clock_at)),
            clock.total,
            clock.extensions_left,
            clock.warning_at,
            clock.countdown_from,
        )
        return render(self.snapshot, self.seq, now, self.place)


def render(snapshot: Snapshot, seq: int, clock: ClockReading | None, place: Place) -> bytes:
    """The state document of ``snapshot`` as it is served (compact UTF-8 JSON)."""
    doc = state_document(snapshot, seq=seq, now=time.time(), clock=clock, place=place)
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


@dataclass(frozen=True, slots=True)
class Site:
    """What the server serves besides the state, fixed for one run: the files, the pages, the
    token and whether a venue is watched (changed only by publishing a new Site)."""

    files: Mapping[str, tuple[bytes, str]]  # a read-only mapping
    page: bytes  # the overlay page, the token already in it
    venue_page: bytes
    schema: bytes
    token: str | None
    venue: bool
