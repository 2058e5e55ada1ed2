"""The overlay server's network side: aiohttp on an asyncio loop of its own, in one thread.

Long because the guard a server facing strangers needs (limits on connections, requests and frames)
sits with the server it guards, in the one thread they share.

No Qt here, and nothing here touches the match or a window. The Qt side (:mod:`ui.servers.overlay`)
hands this thread immutable :class:`Published` documents (``loop.call_soon_threadsafe``) and
hears back only through the callbacks it gave, which emit queued Qt signals.

aiohttp parses every request (its C parser: request line, headers, ``Content-Length``,
percent-encoding, WebSocket frames); this module adds what a server facing strangers needs on
top of it, in :class:`_Guard`, which wraps aiohttp's protocol for each connection:

* a request head must arrive whole within :data:`HEAD_SECONDS` and within :data:`MAX_HEAD`
  bytes (413 beyond), and an answered HTTP connection is closed after :data:`HTTP_SECONDS`;
* one address holds at most :data:`PER_ADDRESS_PENDING` connections that have not sent their
  head (beyond that, its oldest are closed :data:`TRIM_SECONDS` later) and :data:`PER_ADDRESS_OPEN` in all; the whole
  server at most :data:`MAX_CONNECTIONS` (a new one closes the oldest head-less connection,
  whoever holds it). So a stranger who opens hundreds of connections and sends nothing only
  ever closes his own, and a client that sends its request at once is answered.

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
from dataclasses import dataclass
from typing import Any, TypeVar
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web

from ui.web.shared import (
    EVENTS_PATH,
    HEAD_SECONDS,
    HTTP_SECONDS,
    LAYOUTS,
    LISTEN_BACKLOG,
    MAX_BACKLOG,
    MAX_CLIENTS,
    MAX_CONNECTIONS,
    MAX_HEAD,
    MAX_MESSAGE,
    MAX_VENUE_ASKS,
    PER_ADDRESS_OPEN,
    PER_ADDRESS_PENDING,
    PING_SECONDS,
    SCHEMA_PATH,
    SEND_BUFFER,
    STALL_SECONDS,
    STATE_PATH,
    TABLE,
    VENUE_PAGE,
    VENUE_PATH,
    VENUE_SECONDS,
    Published,
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


def loopback_host(host: str) -> bool:
    """Whether ``host`` (a ``Host`` header, or an absolute target's authority) names this
    machine's loopback address: ``127.0.0.1``, ``localhost`` or ``[::1]``, with a port of ASCII
    digits or none, read as a URL parser reads ``http://`` + ``host`` (so ``127.0.0.1:80@evil``
    names ``evil``, and a user, a path or a bad port names nothing)."""
    if not host.isascii():
        return False
    try:
        parts = urlsplit("http://" + host)
        parts.port  # noqa: B018 - raises ValueError for a port that is no number
    except ValueError:
        return False
    name = parts.hostname
    if parts.netloc != host or parts.username is not None or name is None:
        return False
    # what is left after the name is nothing, or ":" and a port in ASCII digits
    shown = f"[{name}]" if ":" in name else name
    if not host.lower().startswith(shown):
        return False
    port = host[len(shown) :]
    if port and (_PORT.fullmatch(port) is None or not 0 < int(port[1:]) < 65536):
        return False
    return name in ("127.0.0.1", "localhost", "::1")


_PORT = re.compile(r":[0-9]{1,5}", re.ASCII)


def authority(request: web.BaseRequest) -> str:
    """The authority ``request`` names its server by: an absolute target's (``GET
    http://host/…``), which overrides the ``Host`` header (RFC 9112 §3.2.2), else the one
    ``Host`` header; "" when there is none, more than one, or a target of another form."""
    target = request.raw_path  # the request line's target, as sent
    if not target.startswith("/") and target != "*":
        try:
            parts = urlsplit(target)
        except ValueError:
            return ""
        return parts.netloc if parts.scheme.lower() in ("http", "https") else ""
    hosts = request.headers.getall("Host", [])
    return hosts[0] if len(hosts) == 1 else ""


_NOBODY = asyncio.Protocol()  # the inner protocol of a connection not admitted


TRIM_SECONDS = 0.1  # an address over its limit of connections without a head is trimmed after


class _Guard(asyncio.Protocol):
    """One connection: admitted or not, its head bounded in size and time, then handed over
    byte for byte to aiohttp's own protocol (``inner``)."""

    def __init__(self, core: ServerCore, make: Callable[[], asyncio.Protocol]) -> None:
        self.core = core
        self.make = make  # aiohttp's protocol, made only for a connection that is admitted
        self.inner: asyncio.Protocol = _NOBODY
        self.transport: asyncio.Transport | None = None
        self.address = ""
        self.head = bytearray()  # the bytes before the end of the head, while it is read
        self.head_done = False
        self.upgraded = False  # a WebSocket client: no deadline any more
        self.timer: asyncio.TimerHandle | None = None
        self.open = False  # admitted, and aiohttp's protocol has it
        self.refused = False  # answered by the guard itself: whatever else comes is ignored

    # -- asyncio.Protocol --------------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        peer = transport.get_extra_info("peername")
        self.address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
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
        self.timer = self.core.loop.call_later(self.core.head_seconds, self.close)
        self.inner = self.make()
        self.inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        if not self.open or self.refused:
            return
        if not self.head_done:
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
            self.head_done = True
            self.head = bytearray()
            self.core.head_arrived(self)
            if self.timer is not None:
                self.timer.cancel()
            self.timer = self.core.loop.call_later(self.core.http_seconds, self.close)
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        if not self.open or self.refused:
            return None
        if not self.head_done:
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

    def upgrade(self) -> None:
        self.upgraded = True
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None


@dataclass(slots=True)
class Client:
    """One WebSocket client: what is queued for it and how long it has been behind."""

    ws: web.WebSocketResponse
    guard: _Guard | None
    queue: deque[str]
    wake: asyncio.Event
    queued: int = 0
    behind_since: float | None = None
    last_seq: int = 0
    why: str | None = None  # why it was dropped, once it was


class ServerCore:
    """The server thread's loop, its listening socket, its connections and clients. Made and
    run on the server thread; only :meth:`notify` and :meth:`request_stop` may be called from
    another.

    ``box`` is where the windows' thread publishes: ``box.published`` (the current
    :class:`Published` or None) and ``box.site`` (the current :class:`Site`), each replaced
    whole, never changed.
    """

    def __init__(
        self,
        sock: socket.socket,
        box: Any,
        *,
        ask_venue: Callable[[int | None, Callable[[bytes | None], None]], None],
        on_dropped: Callable[[str], None],
        on_pushed: Callable[[int], None],
        head_seconds: float = HEAD_SECONDS,
        http_seconds: float = HTTP_SECONDS,
        max_backlog: int = MAX_BACKLOG,
        stall_seconds: float = STALL_SECONDS,
        ping_seconds: float = PING_SECONDS,
    ) -> None:
        self.sock = sock
        self.box = box
        self.ask_venue = ask_venue
        self.on_dropped = on_dropped
        self.on_pushed = on_pushed
        self.head_seconds = head_seconds
        self.http_seconds = http_seconds
        self.max_backlog = max_backlog
        self.stall_seconds = stall_seconds
        self.ping_seconds = ping_seconds
        self.max_connections = connection_limit()
        self.loop = asyncio.new_event_loop()
        self.loop.set_exception_handler(_quiet)
        _one_line_logs()
        self.guards: dict[asyncio.BaseTransport, _Guard] = {}
        #: connections whose head has not arrived, oldest first: all, and by address
        self.pending: OrderedDict[_Guard, None] = OrderedDict()
        self.pending_of: dict[str, OrderedDict[_Guard, None]] = {}
        self.per_address: dict[str, int] = {}
        self.trims: set[str] = set()  # addresses whose connections without a head are trimmed soon
        self.clients: list[Client] = []
        self.client_count = 0  # read by the windows' thread
        self.venue_asks = 0
        self.refused = 0  # connections refused or closed to make room
        self._stopping = asyncio.Event()

    # -- from the windows' thread ------------------------------------------------------------

    def notify(self, published: Published) -> None:
        """``published`` is the new document: push it to every client (any thread)."""
        try:
            self.loop.call_soon_threadsafe(self._push, published)
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
            keepalive_timeout=self.http_seconds,
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

    # -- admission ---------------------------------------------------------------------------

    def admit(self, guard: _Guard) -> bool:
        """Whether a new connection may stay; closes an older head-less one to make room."""
        address = guard.address
        mine = self.pending_of.get(address)
        if mine is not None and len(mine) >= PER_ADDRESS_PENDING and address not in self.trims:
            # a moment later, not now: connections accepted together are read together, after
            # this; the oldest of them may have its head waiting to be read
            self.trims.add(address)
            self.loop.call_later(TRIM_SECONDS, self._trim, address)
        if self.per_address.get(address, 0) >= PER_ADDRESS_OPEN:
            mine = self.pending_of.get(address)
            if not mine:
                self.refused += 1
                return False
            self._evict(next(iter(mine)))
        if len(self.guards) >= self.max_connections:
            if not self.pending:
                self.refused += 1
                return False
            self._evict(next(iter(self.pending)))
        assert guard.transport is not None
        self.guards[guard.transport] = guard
        self.pending[guard] = None
        self.pending_of.setdefault(address, OrderedDict())[guard] = None
        self.per_address[address] = self.per_address.get(address, 0) + 1
        return True

    def _trim(self, address: str) -> None:
        """Close ``address``'s oldest connections still without a head, down to the limit."""
        self.trims.discard(address)
        mine = self.pending_of.get(address)
        while mine and len(mine) > PER_ADDRESS_PENDING:
            self._evict(next(iter(mine)))
            mine = self.pending_of.get(address)

    def _evict(self, guard: _Guard) -> None:
        self.refused += 1
        self.head_arrived(guard)
        guard.close()

    def head_arrived(self, guard: _Guard) -> None:
        """``guard`` is no longer waiting for its head (it came, or the connection went)."""
        self.pending.pop(guard, None)
        mine = self.pending_of.get(guard.address)
        if mine is not None:
            mine.pop(guard, None)
            if not mine:
                del self.pending_of[guard.address]

    def gone(self, guard: _Guard) -> None:
        self.head_arrived(guard)
        if guard.transport is not None and self.guards.pop(guard.transport, None) is not None:
            left = self.per_address.get(guard.address, 1) - 1
            if left > 0:
                self.per_address[guard.address] = left
            else:
                self.per_address.pop(guard.address, None)

    def named_here(self, request: web.BaseRequest) -> bool:
        """Whether ``request`` names this machine's loopback address as its server (see
        :func:`authority`): what a server listening on loopback only answers."""
        return loopback_host(authority(request))

    # -- HTTP --------------------------------------------------------------------------------

    async def _handle(self, request: web.BaseRequest) -> web.StreamResponse:
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
        if path == EVENTS_PATH and "websocket" in request.headers.get("Upgrade", "").lower():
            return await self._events(request)
        if path in (VENUE_PATH, VENUE_PAGE) or (path == STATE_PATH and "table" in query):
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
        if self.venue_asks >= MAX_VENUE_ASKS:
            return error_response(503)
        body = await self._ask_venue(table)
        if body is None:
            return error_response(503)
        if not body:
            return error_response(404)
        return plain_response(200, body, JSON)

    async def ask_windows(
        self, send: Callable[[Callable[[T], None]], None], seconds: float
    ) -> T | None:
        """What the windows' thread answers: ``send(reply)`` hands the question over (a queued
        signal), and ``reply`` (called on the windows' thread) hands the answer back to this
        loop. None when no answer comes within ``seconds``."""
        loop = self.loop
        future: asyncio.Future[T] = loop.create_future()

        def settle(answer: T) -> None:
            if not future.done():
                future.set_result(answer)

        def reply(answer: T) -> None:  # called on the windows' thread
            try:
                loop.call_soon_threadsafe(settle, answer)
            except RuntimeError:  # the server stopped meanwhile
                pass

        send(reply)
        try:
            return await asyncio.wait_for(future, seconds)
        except TimeoutError:
            return None

    async def _ask_venue(self, table: int | None) -> bytes | None:
        """The venue document (or one table's state) from the windows' thread: None when it
        has no venue or does not answer in time, b"" when the table is unknown."""

        def send(reply: Callable[[bytes | None], None]) -> None:
            self.ask_venue(table, reply)

        self.venue_asks += 1
        try:
            return await self.ask_windows(send, VENUE_SECONDS)
        finally:
            self.venue_asks -= 1

    # -- WebSocket ---------------------------------------------------------------------------

    async def _events(self, request: web.BaseRequest) -> web.StreamResponse:
        if len(self.clients) >= MAX_CLIENTS:
            return error_response(503)
        guard = self.guards.get(request.transport) if request.transport is not None else None
        ws = web.WebSocketResponse(
            heartbeat=self.ping_seconds,
            timeout=1.0,  # for the client's answer to a close
            max_msg_size=MAX_MESSAGE,
            compress=False,  # a document per client per change: no time spent deflating
        )
        if not ws.can_prepare(request).ok:
            return error_response(400)
        await ws.prepare(request)
        if guard is not None:
            guard.upgrade()
        client = Client(ws, guard, deque(), asyncio.Event())
        self.clients.append(client)
        self.client_count = len(self.clients)
        writer = asyncio.ensure_future(self._write(client))
        try:
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
        text = published.body.decode("utf-8")
        for client in list(self.clients):
            if published.seq <= client.last_seq:
                continue
            client.last_seq = published.seq
            if self._backlog(client) > self.max_backlog:
                self._drop(client, "backlog")
                continue
            self._queue(client, text)
        self.on_pushed(published.seq)

    def _backlog(self, client: Client) -> int:
        transport = client.guard.transport if client.guard is not None else None
        buffered = transport.get_write_buffer_size() if transport is not None else 0
        return client.queued + buffered

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
        return max(0.05, min(1.0, min(self.stall_seconds, self.ping_seconds) / 2))

    def _look_after(self) -> None:
        """Every client that stays behind too long, or has too much queued, is dropped."""
        try:
            now = time.monotonic()
            for client in list(self.clients):
                backlog = self._backlog(client)
                if backlog > self.max_backlog:
                    self._drop(client, "backlog")
                elif backlog == 0:
                    client.behind_since = None
                elif client.behind_since is None:
                    client.behind_since = now
                elif now - client.behind_since > self.stall_seconds:
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
