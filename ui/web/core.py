"""The overlay server's network side: aiohttp on an asyncio loop of its own, in one thread.

Long because the guard a server facing strangers needs (limits on connections, requests and frames)
sits with the server it guards, in the one thread they share.

No Qt here, and nothing here touches the match or a window. The Qt side (:mod:`ui.servers.overlay`)
hands this thread immutable :class:`Published` documents (``loop.call_soon_threadsafe``) and
hears back only through the callbacks it gave, which emit queued Qt signals.

aiohttp parses every request (its C parser: request line, headers, ``Content-Length``,
percent-encoding, WebSocket frames); this module adds what a server facing strangers needs on
top of it, in :class:`_Guard`, which wraps aiohttp's protocol for each connection, and in the
core's admission, which both servers (the overlay's and the phones') share. Every limit is fair
per address at every stage of a connection (the numbers are in :class:`~ui.web.shared.Limits`):

* **head**: whole within ``head_seconds`` and :data:`MAX_HEAD` bytes (413 beyond); one address
  holds ``per_address_pending`` connections without a head (beyond that, its oldest are closed
  :data:`TRIM_SECONDS` later, once the newest had their turn to be read);
* **body** (a head that announces one): the whole body within ``body_seconds`` of the head,
  however it trickles; one address reads ``per_address_bodies`` at once (its oldest closed
  beyond that, the same way);
* **answer**: the connection is closed ``http_seconds`` after its head, answered or not (every
  answer closes it anyway); a question for the windows' thread (a phone's request, a venue
  document) is one of ``max_asks`` there at once, beyond that it waits its turn, the addresses
  taking turns, one address's ``per_address_asks`` waiting at most (:meth:`ServerCore.ask_windows`);
* **WebSocket without a token** (a phone's socket before its ``{"token"}`` or while the
  windows' thread checks it, a watcher where watching is open, an overlay page from another
  address of this machine): one address holds ``per_address_tokenless`` that sent nothing
  (beyond that, its oldest are closed :data:`TRIM_SECONDS` later, once the newest had their
  turn to send their token), all addresses together never more than ``max_clients -
  token_room`` (a new one closes the oldest of the address holding the most, one that sent
  nothing first), and a phone's socket sends its token within ``token_seconds``;
* **WebSocket with a token** (a phone's valid token; on the overlay server the LAN token, or
  the page on this very machine): the last ``token_room`` places are theirs alone; when every
  place is taken, a token-less socket goes first, else the oldest of an address holding at
  least two more than the newcomer's.

One address holds ``per_address_open`` connections in all; the server ``max_connections``
(fewer with few file descriptors). Beyond either, a new connection closes one: its own
address's cheapest beyond the first, the cheapest of the address holding the most beyond the
second; the cheapest is the oldest in the earliest stage (head, body, token-less socket,
answer). A WebSocket that presented a token is never closed to make room for a connection.
So a stranger, from however many addresses, only ever pushes out the biggest holder (himself,
once he is), and the organiser's pen or overlay page, which holds one or two, gets through.

A request names its server by its authority: the target's when the target is absolute
(``http://host/path``), else the ``Host`` header, read as a URL parser reads it. On loopback
only ``127.0.0.1``, ``localhost`` and ``[::1]`` (with a port, or none) are this server.

Whatever goes wrong with one request or one connection ends there: a 4xx, a closed socket, a
line in the log at most; no exception leaves this thread.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import re
import socket
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from aiohttp import WSMsgType, web

from ui.web.authority import authority, loopback_host
from ui.web.shared import (
    CHANNELS,
    EVENTS_PATH,
    LAYOUTS,
    LEAGUE_PAGE,
    LISTEN_BACKLOG,
    MAX_CONNECTIONS,
    MAX_HEAD,
    MAX_MESSAGE,
    SCHEMA_PATH,
    SEND_BUFFER,
    STATE_PATH,
    TABLE,
    VENUE_PAGE,
    VENUE_PATH,
    VENUE_SECONDS,
    Limits,
    Published,
    Pushed,
    Site,
)

log = logging.getLogger("pool-scoreboard.server")

T = TypeVar("T")

_REASONS = {
    400: "Bad Request",
    403: "Forbidden",
    404: "Not Found",
    405: "Method Not Allowed",
    413: "Content Too Large",
    503: "Service Unavailable",
}

HTML = "text/html; charset=utf-8"
JSON = "application/json"


def _text(status: int) -> bytes:
    return f"{status} {_REASONS[status]}\n".encode()


def plain_response(status: int, body: bytes, content_type: str, **extra: str) -> web.Response:
    """A response that is never cached, with the headers every answer of these servers has."""
    response = web.Response(
        status=status,
        body=body,
        headers={
            "Content-Type": content_type,
            "Cache-Control": "no-store",
            "X-Content-Type-Options": "nosniff",
            "Server": "pool-scoreboard",
            **extra,
        },
    )
    response.force_close()  # every answer closes its connection
    return response


def error_response(status: int, **extra: str) -> web.Response:
    """``status`` with its standard phrase as plain text."""
    return plain_response(status, _text(status), "text/plain; charset=utf-8", **extra)


_NOBODY = asyncio.Protocol()  # the inner protocol of a connection not admitted


TRIM_SECONDS = 0.1  # an address over its limit of connections in a stage is trimmed after

#: a head that announces a body (whatever aiohttp makes of it: a wrong guess costs nothing,
#: the body's end is read from aiohttp's own stream)
_BODY = re.compile(
    rb"\r?\n(?:content-length[ \t]*:[ \t]*0*[1-9]|transfer-encoding[ \t]*:)", re.IGNORECASE
)

#: The stages of a connection (see the module): a WebSocket without a token is WAITING (it
#: sent nothing yet, or it watches without one) or CHECKING (it sent a token, which the
#: windows' thread is checking).
HEAD, BODY, ANSWER, WAITING, CHECKING, TOKEN = range(6)
GONE = -1
STAGES = (HEAD, BODY, ANSWER, WAITING, CHECKING, TOKEN)
#: The stages a connection may be closed in to make room, cheapest first.
CHEAPEST = (HEAD, BODY, WAITING, CHECKING, ANSWER)
TOKENLESS = frozenset((WAITING, CHECKING))
SEATED = frozenset((WAITING, CHECKING, TOKEN))


class _Guard(asyncio.Protocol):
    """One connection: admitted or not, its head and body bounded in size and time, then handed
    over byte for byte to aiohttp's own protocol (``inner``); the core knows its stage."""

    def __init__(self, core: ServerCore, make: Callable[[], asyncio.Protocol]) -> None:
        self.core = core
        self.make = make  # aiohttp's protocol, made only for a connection that is admitted
        self.inner: asyncio.Protocol = _NOBODY
        self.transport: asyncio.Transport | None = None
        self.address = ""
        self.local = ""  # the address it came to: the same as ``address`` from this machine
        self.stage = GONE  # set by the core
        self.head = bytearray()  # the bytes before the end of the head, while it is read
        self.head_at = 0.0  # the loop's time when the head came
        self.payload: Any = None  # the request's body stream (aiohttp's), once handled
        self.timer: asyncio.TimerHandle | None = None
        self.open = False  # admitted, and aiohttp's protocol has it
        self.refused = False  # answered by the guard itself: whatever else comes is ignored

    # -- asyncio.Protocol --------------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        peer = transport.get_extra_info("peername")
        self.address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        here = transport.get_extra_info("sockname")
        self.local = str(here[0]) if isinstance(here, tuple) and here else ""
        sock = transport.get_extra_info("socket")
        if sock is not None:
            try:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)
            except OSError:
                pass
        if not self.core.admit(self):
            transport.abort()
            return
        self.open = True
        self.deadline(self.core.limits.head_seconds)
        self.inner = self.make()
        self.inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        if not self.open or self.refused:
            return
        if self.stage == HEAD:
            start = max(0, len(self.head) - 3)
            self.head += data[: MAX_HEAD + 4 - len(self.head)]
            # empty lines before the request line are skipped (RFC 9112), but count
            lead = len(self.head) - len(self.head.lstrip(b"\r\n"))
            end = self.head.find(b"\r\n\r\n", max(start, lead))
            if end < 0 and len(self.head) <= MAX_HEAD:
                self.inner.data_received(data)  # more of the head is to come
                return
            if end < 0 or end + 4 > MAX_HEAD:
                self.refused = True
                self.refuse(413)
                return
            body = _BODY.search(self.head, 0, end + 2) is not None
            self.head = bytearray()
            self.head_at = self.core.loop.time()
            limits = self.core.limits
            self.core.move(self, BODY if body else ANSWER)
            self.deadline(limits.body_seconds if body else limits.http_seconds)
        self.inner.data_received(data)
        if self.stage == BODY:
            self.body_read()

    def eof_received(self) -> bool | None:
        if not self.open or self.refused:
            return None
        if self.stage == HEAD:
            return None  # the client ended its side before a whole head: nothing will come
        return self.inner.eof_received()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.timer is not None:
            self.timer.cancel()
        self.core.gone(self)
        if self.open:
            self.open = False
            self.inner.connection_lost(exc)

    def pause_writing(self) -> None:
        if self.open:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.open:
            self.inner.resume_writing()

    # -- the guard's own ---------------------------------------------------------------------

    def refuse(self, status: int) -> None:
        """Answer ``status`` without aiohttp and close (a head that is too long)."""
        transport = self.transport
        if transport is None or transport.is_closing():
            return
        body = _text(status)
        transport.write(
            f"HTTP/1.1 {status} {_REASONS[status]}\r\nContent-Type: text/plain; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode()
            + body
        )
        transport.close()

    def close(self) -> None:
        """Close the connection now (its deadline passed, or room is needed)."""
        if self.transport is not None:
            self.transport.abort()

    def deadline(self, seconds: float | None) -> None:
        """Close the connection ``seconds`` from now (None: no deadline any more)."""
        if self.timer is not None:
            self.timer.cancel()
        self.timer = None
        if seconds is not None:
            self.timer = self.core.loop.call_later(max(0.0, seconds), self.close)

    def handled(self, payload: Any) -> None:
        """aiohttp's handler has the request: ``payload`` is its body's stream."""
        self.payload = payload
        if self.stage == BODY:
            self.body_read()

    def body_read(self) -> None:
        """The body has come whole (aiohttp's stream says so): on to the answer."""
        payload = self.payload
        if payload is None or not payload.is_eof():
            return
        self.core.move(self, ANSWER)
        rest = self.head_at + self.core.limits.http_seconds - self.core.loop.time()
        self.deadline(rest)


class _Holders:
    """The connections of one stage: by address, oldest first, and which address holds the
    most (kept as it changes, by counts: no search through the addresses)."""

    def __init__(self) -> None:
        self.of: dict[str, OrderedDict[_Guard, None]] = {}
        self.holding: dict[int, dict[str, None]] = {}  # how many -> who holds that many
        self.top = 0
        self.size = 0

    def __len__(self) -> int:
        return self.size

    def count(self, address: str) -> int:
        mine = self.of.get(address)
        return len(mine) if mine is not None else 0

    def oldest(self, address: str) -> _Guard | None:
        mine = self.of.get(address)
        return next(iter(mine)) if mine else None

    def biggest(self) -> str | None:
        """The address holding the most (the first to have held that many)."""
        return next(iter(self.holding[self.top])) if self.top else None

    def add(self, guard: _Guard) -> None:
        mine = self.of.setdefault(guard.address, OrderedDict())
        mine[guard] = None
        self.size += 1
        self._count(guard.address, len(mine) - 1, len(mine))

    def remove(self, guard: _Guard) -> None:
        mine = self.of.get(guard.address)
        if mine is None or guard not in mine:
            return
        del mine[guard]
        self.size -= 1
        if not mine:
            del self.of[guard.address]
        self._count(guard.address, len(mine) + 1, len(mine))

    def _count(self, address: str, before: int, after: int) -> None:
        if before:
            was = self.holding[before]
            del was[address]
            if not was:
                del self.holding[before]
        if after:
            self.holding.setdefault(after, {})[address] = None
        self.top = max(self.top, after)
        while self.top and self.top not in self.holding:
            self.top -= 1


@dataclass(slots=True)
class Client:
    """One WebSocket client: what is queued for it and how long it has been behind."""

    ws: web.WebSocketResponse
    guard: _Guard | None
    queue: deque[str]
    wake: asyncio.Event
    queued: int = 0
    #: the longest message queued for it: what it must be able to hold on top of the backlog
    largest: int = 0
    behind_since: float | None = None
    last_seq: int = 0
    why: str | None = None  # why it was dropped, once it was
    #: what it is pushed: the state documents (STATE), or a venue channel's (CHANNELS)
    channel: str = "state"


STATE = "state"


class ServerCore:
    """The server thread's loop, its listening socket, its connections and clients. Made and
    run on the server thread; only :meth:`notify` and :meth:`request_stop` may be called from
    another.

    ``box`` is where the windows' thread publishes: ``box.published`` (the current
    :class:`Published` or None), ``box.documents`` (the venue channels' current
    :class:`Pushed`, by channel) and ``box.site`` (the current :class:`Site`), each replaced
    whole, never changed. ``limits``: any of :class:`~ui.web.shared.Limits` by name.
    """

    def __init__(
        self,
        sock: socket.socket,
        box: Any,
        *,
        ask_venue: Callable[[int | None, Callable[[bytes | None], None]], None],
        on_dropped: Callable[[str], None],
        on_pushed: Callable[[int], None],
        **limits: Any,
    ) -> None:
        self.sock = sock
        self.box = box
        self.ask_venue = ask_venue
        self.on_dropped = on_dropped
        self.on_pushed = on_pushed
        #: the guard's limits: :class:`~ui.web.shared.Limits`, with those given by name
        self.limits = replace(Limits(), **limits)
        self.max_connections = min(self.limits.max_connections, connection_limit())
        self.loop = asyncio.new_event_loop()
        self.loop.set_exception_handler(_quiet)
        _one_line_logs()
        self.guards: dict[asyncio.BaseTransport, _Guard] = {}
        #: the connections in each stage, by address; and those that may be closed for room
        self.stages = {stage: _Holders() for stage in STAGES}
        #: the same, by groups of stages: those that may be closed for room, the WebSockets
        #: without a token, all WebSockets
        self.evictable, self.tokenless, self.seated = _Holders(), _Holders(), _Holders()
        self.groups = (
            (frozenset(CHEAPEST), self.evictable),
            (TOKENLESS, self.tokenless),
            (SEATED, self.seated),
        )
        self.per_address: dict[str, int] = {}
        #: (address, stage) over its limit there, trimmed soon
        self.trims: set[tuple[str, int]] = set()
        self.clients: list[Client] = []
        self.client_count = 0  # read by the windows' thread
        #: questions with the windows' thread, and those waiting their turn, by address
        self.asking = 0
        self.turns: OrderedDict[str, deque[asyncio.Future[None]]] = OrderedDict()
        self.refused = 0  # connections refused or closed to make room
        self._stopping = asyncio.Event()

    # -- from the windows' thread ------------------------------------------------------------

    def notify(self, published: Published) -> None:
        """``published`` is the new document: push it to every client (any thread)."""
        try:
            self.loop.call_soon_threadsafe(self._push, published)
        except RuntimeError:  # the loop is closed: the server stopped
            pass

    def notify_document(self, doc: Pushed) -> None:
        """``doc`` is its channel's new document: push it to its clients (any thread)."""
        try:
            self.loop.call_soon_threadsafe(self._push_document, doc)
        except RuntimeError:  # the loop is closed: the server stopped
            pass

    def request_stop(self) -> None:
        """Close every connection and end :meth:`run` (any thread)."""
        try:
            self.loop.call_soon_threadsafe(self._stopping.set)
        except RuntimeError:
            pass

    # -- the thread --------------------------------------------------------------------------

    def run(self) -> None:
        """Serve until :meth:`request_stop`; then close the loop and the socket."""
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_until_complete(self._serve())
        except BaseException as exc:  # noqa: BLE001 - nothing leaves this thread
            log.warning("the overlay server stopped: %s", exc)
        finally:
            try:
                pending = [t for t in asyncio.all_tasks(self.loop) if not t.done()]
                for task in pending:
                    task.cancel()
                if pending:
                    self.loop.run_until_complete(asyncio.wait(pending, timeout=1.0))
                self.loop.run_until_complete(self.loop.shutdown_asyncgens())
            except BaseException as exc:  # noqa: BLE001
                log.warning("the overlay server did not close cleanly: %s", exc)
            finally:
                self.loop.close()
                try:
                    self.sock.close()
                except OSError:
                    pass

    async def _serve(self) -> None:
        low = web.Server(
            self._handle,
            access_log=None,
            keepalive_timeout=self.limits.http_seconds,
            max_line_size=MAX_HEAD,
            max_field_size=MAX_HEAD,
            max_headers=100,
            lingering_time=1.0,
        )
        server = await self.loop.create_server(
            lambda: _Guard(self, low), sock=self.sock, backlog=LISTEN_BACKLOG
        )
        look = self.loop.call_later(self._look_interval(), self._look_after)
        try:
            await self._stopping.wait()
        finally:
            look.cancel()
            server.close()
            for guard in list(self.guards.values()):
                guard.close()
            for client in list(self.clients):
                client.wake.set()
            await asyncio.sleep(0)

    # -- admission: every stage, fair per address (see the module) ----------------------------

    def admit(self, guard: _Guard) -> bool:
        """Whether a new connection may stay; closes another to make room when needed."""
        address, limits = guard.address, self.limits
        if self.stages[HEAD].count(address) >= limits.per_address_pending:
            self._trim_soon(address, HEAD, limits.per_address_pending)
        if self.per_address.get(address, 0) >= limits.per_address_open:
            own = self._cheapest(address)
            if own is None:
                self.refused += 1
                return False
            self._evict(own)
        if len(self.guards) >= self.max_connections:
            biggest = self.evictable.biggest()
            victim = self._cheapest(biggest) if biggest is not None else None
            if victim is None:
                self.refused += 1
                return False
            self._evict(victim)
        assert guard.transport is not None
        self.guards[guard.transport] = guard
        self.per_address[address] = self.per_address.get(address, 0) + 1
        guard.stage = HEAD
        self.stages[HEAD].add(guard)
        self.evictable.add(guard)
        return True

    def move(self, guard: _Guard, stage: int) -> None:
        """``guard`` is in ``stage`` now (nothing when it is gone)."""
        before = guard.stage
        if before == GONE or before == stage:
            return
        self.stages[before].remove(guard)
        self.stages[stage].add(guard)
        guard.stage = stage
        for members, holders in self.groups:
            if before in members and stage not in members:
                holders.remove(guard)
            elif stage in members and before not in members:
                holders.add(guard)
        if (
            stage == BODY
            and self.stages[BODY].count(guard.address) > self.limits.per_address_bodies
        ):
            self._trim_soon(guard.address, BODY, self.limits.per_address_bodies)

    def seat(self, guard: _Guard | None, token: bool) -> bool:
        """Whether a WebSocket may be opened on ``guard``'s connection, ``token``: it presented
        a valid token; closes another to make room when needed (see the module)."""
        if guard is None or guard.stage == GONE:
            return False
        limits, address = self.limits, guard.address
        tokenless, seated = self.tokenless, self.seated
        room = limits.max_clients - limits.token_room  # for sockets without a token
        if not token:
            if self.stages[WAITING].count(address) >= limits.per_address_tokenless:
                self._trim_soon(address, WAITING, limits.per_address_tokenless)
            if len(tokenless) >= room:
                self._evict_tokenless(tokenless.biggest())
        if len(seated) >= limits.max_clients:
            # the address holding the most places: its token-less first, else its oldest
            # when it holds at least two more than the newcomer's
            holder = seated.biggest()
            if holder is not None and tokenless.count(holder):
                self._evict_tokenless(holder)
            elif holder is not None and seated.count(holder) >= seated.count(address) + 2:
                self._evict_oldest(self.stages[TOKEN], holder)
        if len(seated) >= limits.max_clients or (not token and len(tokenless) >= room):
            return False
        self.move(guard, TOKEN if token else WAITING)
        guard.deadline(None)
        return True

    def presented(self, guard: _Guard | None) -> None:
        """The WebSocket on ``guard`` sent a token, being checked: it did what it must, and
        is no longer trimmed as one of its address's sockets that send nothing."""
        if guard is not None and guard.stage == WAITING:
            self.move(guard, CHECKING)

    def prove(self, guard: _Guard | None) -> None:
        """The WebSocket on ``guard`` presented a valid token: it may take the places kept."""
        if guard is not None and guard.stage in TOKENLESS:
            self.move(guard, TOKEN)

    def _evict_tokenless(self, address: str | None) -> None:
        """``address``'s oldest WebSocket without a token: one that sent nothing first."""
        if address is not None:
            for stage in (WAITING, CHECKING):
                oldest = self.stages[stage].oldest(address)
                if oldest is not None:
                    self._evict(oldest)
                    return

    def _cheapest(self, address: str) -> _Guard | None:
        """``address``'s connection to close first: the oldest in the earliest stage."""
        for stage in CHEAPEST:
            oldest = self.stages[stage].oldest(address)
            if oldest is not None:
                return oldest
        return None

    def _evict_oldest(self, holders: _Holders, address: str | None) -> None:
        oldest = holders.oldest(address) if address is not None else None
        if oldest is not None:
            self._evict(oldest)

    def _trim_soon(self, address: str, stage: int, most: int) -> None:
        """A moment later, not now: connections accepted together are read together, after
        this; the oldest of them may have what it lacked waiting to be read."""
        if (address, stage) not in self.trims:
            self.trims.add((address, stage))
            self.loop.call_later(TRIM_SECONDS, self._trim, address, stage, most)

    def _trim(self, address: str, stage: int, most: int) -> None:
        """Close ``address``'s oldest connections in ``stage``, down to ``most``."""
        self.trims.discard((address, stage))
        holders = self.stages[stage]
        while holders.count(address) > most:
            self._evict_oldest(holders, address)

    def _evict(self, guard: _Guard) -> None:
        self.refused += 1
        self.gone(guard)
        guard.close()

    def gone(self, guard: _Guard) -> None:
        """``guard``'s connection holds nothing any more (closed, or about to be)."""
        if guard.stage == GONE:
            return
        self.stages[guard.stage].remove(guard)
        for _members, holders in self.groups:
            holders.remove(guard)
        guard.stage = GONE
        if guard.transport is not None and self.guards.pop(guard.transport, None) is not None:
            left = self.per_address.get(guard.address, 1) - 1
            if left > 0:
                self.per_address[guard.address] = left
            else:
                self.per_address.pop(guard.address, None)

    def guard_of(self, request: web.BaseRequest) -> _Guard | None:
        """The guard of ``request``'s connection (None once it was closed)."""
        transport = request.transport
        return self.guards.get(transport) if transport is not None else None

    def named_here(self, request: web.BaseRequest) -> bool:
        """Whether ``request`` names this machine's loopback address as its server (see
        :func:`authority`): what a server listening on loopback only answers."""
        return loopback_host(authority(request))

    # -- HTTP --------------------------------------------------------------------------------

    async def _handle(self, request: web.BaseRequest) -> web.StreamResponse:
        guard = self.guard_of(request)
        if guard is not None:
            guard.handled(request.content)
        try:
            return await self._answer(request)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - one request's trouble ends here
            log.info("a request was refused (%s: %s)", type(exc).__name__, exc)
            return error_response(400)

    async def _answer(self, request: web.BaseRequest) -> web.StreamResponse:
        site: Site = self.box.site
        if request.version[0] != 1:
            return error_response(
                400
            )  # HTTP/1.0 and 1.1 only (a line without a version reads as 0.9)
        if request.method != "GET":
            return error_response(405, Allow="GET")
        length = request.content_length
        if "Transfer-Encoding" in request.headers or (length is not None and length > 0):
            return error_response(413)
        url = request.rel_url
        query = url.query
        if site.token is not None:
            given = query.get("token", "")
            if not hmac.compare_digest(given.encode("utf-8", "replace"), site.token.encode()):
                return error_response(403)
        elif not self.named_here(request):
            # loopback only: a page elsewhere that renamed itself 127.0.0.1 gets nothing
            return error_response(403)
        path = url.raw_path
        upgrade = "websocket" in request.headers.get("Upgrade", "").lower()
        if path == EVENTS_PATH and upgrade:
            return await self._events(request)
        channel = CHANNELS.get(path)
        if channel is not None and upgrade:
            if not site.venue:
                return error_response(503)
            return await self._events(request, channel)
        if path in (VENUE_PATH, VENUE_PAGE, LEAGUE_PAGE) or (
            path == STATE_PATH and "table" in query
        ):
            return await self._venue(request, site)
        if path == STATE_PATH:
            published: Published | None = self.box.published
            if published is None:
                return error_response(503)
            return plain_response(200, published.current(), JSON)
        if path == SCHEMA_PATH:
            return plain_response(200, site.schema, "application/schema+json")
        if path.startswith("/overlay/") and path.removeprefix("/overlay/") in LAYOUTS:
            return plain_response(200, site.page, HTML)
        found = site.files.get(path)
        if found is not None:
            return plain_response(200, found[0], found[1])
        return error_response(404)

    async def _venue(self, request: web.BaseRequest, site: Site) -> web.StreamResponse:
        """The venue's tables from the feed: every table, or one (``?table=N``)."""
        path = request.rel_url.raw_path
        table: int | None = None
        if path == STATE_PATH:
            given = request.rel_url.query.get("table", "")
            if TABLE.fullmatch(given) is None:
                return error_response(404)  # no such table, whatever the venue
            table = int(given)
        if not site.venue:
            return error_response(503)
        if path == VENUE_PAGE:
            return plain_response(200, site.venue_page, HTML)
        if path == LEAGUE_PAGE:
            return plain_response(200, site.league_page, HTML)
        guard = self.guard_of(request)
        body = await self._ask_venue(table, guard.address if guard is not None else "")
        if body is None:
            return error_response(503)
        if not body:
            return error_response(404)
        return plain_response(200, body, JSON)

    async def ask_windows(
        self,
        send: Callable[[Callable[[T], None]], None],
        seconds: float,
        address: str = "",
    ) -> T | None:
        """What the windows' thread answers: ``send(reply)`` hands the question over (a queued
        signal), and ``reply`` (called on the windows' thread) hands the answer back to this
        loop. None when no answer comes within ``seconds``.

        Fair per address (``address``, the asker's): at most ``max_asks`` questions are with the
        windows' thread at once; beyond that each waits its turn, the addresses taking turns
        (one question each, in the order they came), ``per_address_asks`` of one address
        waiting at most (beyond that: None at once). So strangers asking as fast as they can slow the
        organiser's question by one of theirs each, never turn it away."""
        loop = self.loop
        end = loop.time() + seconds
        if self.asking < self.limits.max_asks and not self.turns:
            self.asking += 1
        else:
            waiting = self.turns.get(address)
            if waiting is not None and len(waiting) >= self.limits.per_address_asks:
                return None
            turn: asyncio.Future[None] = loop.create_future()
            self.turns.setdefault(address, deque()).append(turn)
            try:
                await asyncio.wait_for(turn, seconds)  # given: counted in ``asking`` already
            except TimeoutError:
                self._leave_turn(address, turn)
                return None
        future: asyncio.Future[T] = loop.create_future()

        def settle(answer: T) -> None:
            if not future.done():
                future.set_result(answer)

        def reply(answer: T) -> None:  # called on the windows' thread
            try:
                loop.call_soon_threadsafe(settle, answer)
            except RuntimeError:  # the server stopped meanwhile
                pass

        try:
            send(reply)
            return await asyncio.wait_for(future, max(0.0, end - loop.time()))
        except TimeoutError:
            return None
        finally:
            self.asking -= 1
            self._give_turns()

    def _give_turns(self) -> None:
        """The next questions waiting, the addresses in turn, while there is room."""
        while self.asking < self.limits.max_asks and self.turns:
            address, waiting = next(iter(self.turns.items()))
            turn = waiting.popleft()
            if waiting:
                self.turns.move_to_end(address)
            else:
                del self.turns[address]
            if not turn.done():
                self.asking += 1
                turn.set_result(None)

    def _leave_turn(self, address: str, turn: asyncio.Future[None]) -> None:
        waiting = self.turns.get(address)
        if waiting is not None and turn in waiting:
            waiting.remove(turn)
            if not waiting:
                del self.turns[address]

    async def _ask_venue(self, table: int | None, address: str) -> bytes | None:
        """The venue document (or one table's state) from the windows' thread: None when it
        has no venue or does not answer in time, b"" when the table is unknown."""

        def send(reply: Callable[[bytes | None], None]) -> None:
            self.ask_venue(table, reply)

        return await self.ask_windows(send, VENUE_SECONDS, address)

    # -- WebSocket ---------------------------------------------------------------------------

    async def _events(self, request: web.BaseRequest, channel: str = STATE) -> web.StreamResponse:
        """A WebSocket client of ``channel``: the state documents, or a venue channel's; every
        limit of the guard holds for each alike (its seat, its backlog, its messages)."""
        guard = self.guard_of(request)
        ws = web.WebSocketResponse(
            heartbeat=self.limits.ping_seconds,
            timeout=1.0,  # for the client's answer to a close
            max_msg_size=MAX_MESSAGE,
            compress=False,  # a document per client per change: no time spent deflating
        )
        if not ws.can_prepare(request).ok:
            return error_response(400)
        # with a token (checked already), or the page on this very machine
        site: Site = self.box.site
        mine = guard is not None and guard.address == guard.local
        if not self.seat(guard, site.token is not None or mine):
            return error_response(503)
        await ws.prepare(request)
        client = Client(ws, guard, deque(), asyncio.Event(), channel=channel)
        self.clients.append(client)
        self.client_count = len(self.clients)
        writer = asyncio.ensure_future(self._write(client))
        try:
            if channel != STATE:
                doc: Pushed | None = self.box.documents.get(channel)
                if doc is not None:
                    client.last_seq = doc.seq
                    self._queue(client, doc.body.decode("utf-8"))
            else:
                published: Published | None = self.box.published
                if published is not None:
                    client.last_seq = published.seq
                    self._queue(client, published.current().decode("utf-8"))
            async for message in ws:  # a client has nothing to say: everything is ignored
                if message.type == WSMsgType.ERROR:
                    break
        except Exception as exc:  # noqa: BLE001 - after the handshake, an error ends the client
            log.info("a WebSocket client was closed (%s: %s)", type(exc).__name__, exc)
        finally:
            writer.cancel()
            if client.why is None and isinstance(ws.exception(), asyncio.TimeoutError):
                client.why = "silent"
            self._forget(client)
            transport = request.transport
            if not ws.closed and transport is not None and not transport.is_closing():
                try:
                    await ws.close()
                except Exception as exc:  # noqa: BLE001 - a close that fails ends it anyway
                    log.info("a WebSocket client went badly (%s)", type(exc).__name__)
        return ws

    def _queue(self, client: Client, text: str) -> None:
        client.queue.append(text)
        client.queued += len(text)
        client.largest = max(client.largest, len(text))
        client.wake.set()

    async def _write(self, client: Client) -> None:
        ws = client.ws
        while True:
            await client.wake.wait()
            client.wake.clear()
            while client.queue:
                text = client.queue.popleft()
                client.queued -= len(text)
                try:
                    await ws.send_str(text)
                except (ConnectionError, RuntimeError):
                    return

    def _push(self, published: Published) -> None:
        if not self.clients:
            return
        self._send_all(STATE, published.seq, published.body.decode("utf-8"))
        self.on_pushed(published.seq)

    def _push_document(self, doc: Pushed) -> None:
        if self.clients:
            self._send_all(doc.channel, doc.seq, doc.body.decode("utf-8"))

    def _send_all(self, channel: str, seq: int, text: str) -> None:
        """``text`` (number ``seq``) queued for every client of ``channel`` that lacks it. The
        state documents go out every one, in sequence; a venue channel's document is the hall
        as it is now: one still waiting in a client's queue is replaced, never sent."""
        for client in list(self.clients):
            if client.channel != channel or seq <= client.last_seq:
                continue
            client.last_seq = seq
            if channel != STATE and client.queue:
                client.queue.clear()
                client.queued = 0
            if self._over(client):
                self._drop(client, "backlog")
                continue
            self._queue(client, text)

    def _backlog(self, client: Client) -> int:
        transport = client.guard.transport if client.guard is not None else None
        buffered = transport.get_write_buffer_size() if transport is not None else 0
        return client.queued + buffered

    def _over(self, client: Client) -> bool:
        """Whether ``client`` has more than ``max_backlog`` waiting beyond twice the longest
        message it was sent: one on its way and the next waiting are what a slow client that
        keeps up holds (a venue document with a large draw is longer than the backlog)."""
        return self._backlog(client) > self.limits.max_backlog + 2 * client.largest

    def _drop(self, client: Client, why: str) -> None:
        if client.why is not None:
            return
        client.why = why
        if client.guard is not None:
            client.guard.close()
        self._forget(client)

    def _forget(self, client: Client) -> None:
        if client in self.clients:
            self.clients.remove(client)
            self.client_count = len(self.clients)
            if client.why is not None and client.why != "closed":
                self.on_dropped(client.why)
            client.why = client.why or "closed"

    def _look_interval(self) -> float:
        limits = self.limits
        return max(0.05, min(1.0, min(limits.stall_seconds, limits.ping_seconds) / 2))

    def _look_after(self) -> None:
        """Every client that stays behind too long, or has too much queued, is dropped."""
        try:
            now = time.monotonic()
            for client in list(self.clients):
                backlog = self._backlog(client)
                if self._over(client):
                    self._drop(client, "backlog")
                elif backlog == 0:
                    client.behind_since = None
                elif client.behind_since is None:
                    client.behind_since = now
                elif now - client.behind_since > self.limits.stall_seconds:
                    self._drop(client, "stalled")
        finally:
            self.loop.call_later(self._look_interval(), self._look_after)


def _quiet(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """The loop's exception handler: one line, never a traceback."""
    exc = context.get("exception")
    what = f"{type(exc).__name__}: {exc}" if exc is not None else context.get("message", "")
    log.info("%s", what)


def connection_limit() -> int:
    """How many connections the server holds at most: :data:`MAX_CONNECTIONS`, or half the
    process's file descriptors when it has fewer (the app needs the rest, and an accept that
    fails for want of one stops every new client for a second)."""
    try:
        import resource
    except ImportError:  # Windows: no such limit on sockets
        return MAX_CONNECTIONS
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return MAX_CONNECTIONS
    return max(64, min(MAX_CONNECTIONS, soft // 2 - 64))


class _OneLine(logging.Filter):
    """aiohttp logs every request it cannot parse with a traceback; here each becomes one line
    (the exception's name and message), and at most :attr:`BUDGET` lines a minute are let
    through, the rest counted in the next line that is."""

    BUDGET = 20

    def __init__(self) -> None:
        super().__init__()
        self.window = 0.0
        self.lines = 0
        self.held = 0

    def filter(self, record: logging.LogRecord) -> bool:
        now = time.monotonic()
        if now - self.window > 60.0:
            self.window, self.lines = now, 0
        if self.lines >= self.BUDGET:
            self.held += 1
            return False
        self.lines += 1
        exc = record.exc_info[1] if record.exc_info else None
        text = record.getMessage()
        if exc is not None:
            text += f" ({type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''})"
        if self.held:
            text += f" [{self.held} more not logged]"
            self.held = 0
        record.msg, record.args = "overlay server: %s", (text,)
        record.exc_info = record.exc_text = record.stack_info = None
        if record.levelno > logging.INFO:
            record.levelno, record.levelname = logging.INFO, "INFO"
        return True


_ONE_LINE = _OneLine()


def _one_line_logs() -> None:
    for name in (log.name, "aiohttp.server", "aiohttp.web", "aiohttp.websocket", "aiohttp.access"):
        logger = logging.getLogger(name)
        if _ONE_LINE not in logger.filters:
            logger.addFilter(_ONE_LINE)
