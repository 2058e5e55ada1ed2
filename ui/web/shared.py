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
from typing import Any

from scoreboard.match.snapshot import Snapshot
from scoreboard.table.shot_clock import Phase
from scoreboard.table.state import ClockReading, Place, state_document

MAX_HEAD = 8 * 1024  # request line and headers, bytes
MAX_BACKLOG = 64 * 1024  # bytes queued for one WebSocket client before it is dropped
STALL_SECONDS = 5.0  # a WebSocket client that stays behind this long is dropped
PING_SECONDS = 10.0  # WebSocket keep-alive: a ping after this much silence
SEND_BUFFER = 32 * 1024  # each client's kernel send buffer
MAX_MESSAGE = 4 * 1024  # the longest message a WebSocket client may send
VENUE_SECONDS = 2.0  # the windows' thread answers a venue request within this, or 503

# -- the connection guard (ui.web.core): every limit at every stage, and fair per address ------
#
# A connection goes through stages: its head, its body (when it has one), its answer, and for a
# WebSocket its life before and after it presented a token. Each stage has a deadline or a
# bound, and at each one an address holds only so much; when the whole server is full, the
# address holding the most loses its oldest connection in the earliest stage. A stranger with
# many addresses can fill a share, never the last room: he only ever pushes out the biggest
# holder (himself, once he is), and the organiser's phone or overlay page, holding one or two,
# is never the biggest.

#: Deadlines. A request head must arrive whole within HEAD_SECONDS of the connection (a phone on
#: a slow Wi-Fi sends its few hundred bytes in well under a second).
HEAD_SECONDS = 5.0
#: A request's whole body within this after its head, however it trickles (not per byte: a
#: stranger sending a byte a second meets it as surely as one sending nothing). Bodies here are
#: at most 16 KiB (the phone API): on any Wi-Fi that is a fraction of a second.
BODY_SECONDS = 5.0
#: An HTTP connection is closed this long after its head, answered or not (the answer may wait
#: for the windows' thread, 5 s at most).
HTTP_SECONDS = 10.0
#: A WebSocket that must present a token (the phone API's) sends it within this after its
#: handshake; the page sends it at once, so this only bounds how long a socket that never will
#: holds a place.
TOKEN_SECONDS = 3.0

#: Connections of every address together (fewer with few file descriptors: see
#: ui.web.core.connection_limit). Only a server's own clients hold one for long: WebSockets
#: (at most MAX_CLIENTS or PHONE_CLIENTS) and answers under way; all the rest is taken back
#: from the biggest holder when needed.
MAX_CONNECTIONS = 1024
#: Connections of one address that have not sent their head: a browser opens six at most to one
#: server; 32 leaves room for a few tabs. Beyond it the address's oldest are closed.
PER_ADDRESS_PENDING = 32
#: Connections of one address reading a body: a phone sends one tap at a time, a few queued.
PER_ADDRESS_BODIES = 8

#: The overlay server's WebSocket clients at once (OBS sources, browsers, the venue pages).
MAX_CLIENTS = 64
#: The phone server's WebSocket clients at once (every table's pen and watchers).
PHONE_CLIENTS = 256
#: Of those, the places only a WebSocket that presented a valid token may take (on the overlay
#: server: the token of the LAN, or the page on this very machine): a quarter, more than the
#: pens and watchers a venue has at once. A token-less or stranger socket never takes them.
TOKEN_ROOM = MAX_CLIENTS // 4
PHONE_TOKEN_ROOM = PHONE_CLIENTS // 4
#: WebSockets of one address that sent nothing (a phone's page between its handshake and its
#: token, or a watcher without one where watching is open): two or three tabs of one phone.
#: A socket that sent its token is not counted here while it is checked: phones behind one
#: address that all connect at once (after the server restarted) are not pushed out.
PER_ADDRESS_TOKENLESS = 8
#: Questions with the windows' thread at once (the overlay's: venue documents; the phone
#: server has its own number); beyond that they wait their turn, address after address.
MAX_VENUE_ASKS = 8
#: Questions of one address waiting their turn: a pen taps one at a time, a phone's page asks
#: for its state once; beyond that the address is told "busy" at once.
PER_ADDRESS_ASKS = 8
#: Connections of one address in all, whatever their stage: the overlay machine's OBS sources
#: and browsers, with room to spare. Beyond it the address's own cheapest one is closed.
PER_ADDRESS_OPEN = MAX_CLIENTS + 64

LISTEN_BACKLOG = 512

#: Clock phases in which time flows (a client counts down from the deadline).
FLOWING = (Phase.RUNNING, Phase.WARNING, Phase.COUNTDOWN)

EVENTS_PATH = "/api/v1/events"
STATE_PATH = "/api/v1/state"
VENUE_PATH = "/api/v1/venue"
SCHEMA_PATH = "/api/v1/schema"
VENUE_PAGE = "/overlay/venue"
LEAGUE_PAGE = "/overlay/league"
#: the venue's documents pushed over a WebSocket: the hall's tables (what /overlay/venue
#: draws) and the league night (what /overlay/league draws)
VENUE_EVENTS_PATH = "/api/v1/venue/events"
LEAGUE_EVENTS_PATH = "/api/v1/league/events"
#: the channels of the venue's documents, by the path of their WebSocket (the state
#: documents' own, /api/v1/events, is the channel "state")
VENUE, LEAGUE = "venue", "league"
CHANNELS = {VENUE_EVENTS_PATH: VENUE, LEAGUE_EVENTS_PATH: LEAGUE}
#: the venue's changes within this go out as one push (at most one a frame of a hall's screen)
PUSH_SECONDS = 0.05
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


@dataclass(frozen=True, slots=True)
class Pushed:
    """One document of a venue channel (:data:`CHANNELS`) as the windows' thread published it
    (``body``: its JSON, ``null`` when there is none), pushed to every client of the channel;
    ``seq`` counts the channel's documents."""

    channel: str
    seq: int
    body: bytes


def venue_shown(doc: Mapping[str, Any]) -> dict[str, Any]:
    """What the hall's screens show of the venue document ``doc`` (docs/venue-feed.md): the
    same format, each table's state cut to the match's start, end, discipline and winner,
    the players' names, racks and races, and who is at the table; without the league night
    (its own channel). A shot that changes nothing of this changes nothing pushed.

    >>> state = {"seq": 7, "generated_ms": 1, "match": {"started": True, "run": 3},
    ...          "players": [{"name": "Ana", "racks_won": 2, "race": 5, "fouls": 1}]}
    >>> shown = venue_shown({"tables": [{"number": 3, "state": state}], "league": None})
    >>> shown["tables"][0]["state"]["players"], "league" in shown
    ([{'name': 'Ana', 'racks_won': 2, 'race': 5}], False)
    """
    shown = {k: v for k, v in doc.items() if k not in ("tables", "league")}
    shown["tables"] = [{**t, "state": _state_shown(t.get("state"))} for t in doc.get("tables", ())]
    return shown


def _state_shown(state: Any) -> dict[str, Any] | None:
    if not isinstance(state, Mapping):
        return None
    match, table = state.get("match"), state.get("table")
    players = state.get("players")
    return {
        "match": _keys(match, ("started", "over", "discipline", "winner")),
        "players": [
            _keys(p, ("name", "racks_won", "race"))
            for p in (players if isinstance(players, list) else [])[:2]
        ],
        "table": _keys(table, ("at_table",)),
    }


def _keys(value: Any, keys: tuple[str, ...]) -> dict[str, Any]:
    return {k: value[k] for k in keys if k in value} if isinstance(value, Mapping) else {}


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
    league_page: bytes  # the league night over /api/v1/venue's "league"
    schema: bytes
    token: str | None
    venue: bool


@dataclass(frozen=True, slots=True)
class Limits:
    """The connection guard's limits for one server (the constants above by default; a test
    may tighten any of them by name)."""

    head_seconds: float = HEAD_SECONDS
    body_seconds: float = BODY_SECONDS
    http_seconds: float = HTTP_SECONDS
    token_seconds: float = TOKEN_SECONDS
    stall_seconds: float = STALL_SECONDS
    ping_seconds: float = PING_SECONDS
    max_backlog: int = MAX_BACKLOG
    max_connections: int = MAX_CONNECTIONS
    per_address_open: int = PER_ADDRESS_OPEN
    per_address_pending: int = PER_ADDRESS_PENDING
    per_address_bodies: int = PER_ADDRESS_BODIES
    max_clients: int = MAX_CLIENTS
    token_room: int = TOKEN_ROOM
    per_address_tokenless: int = PER_ADDRESS_TOKENLESS
    max_asks: int = MAX_VENUE_ASKS
    per_address_asks: int = PER_ADDRESS_ASKS
