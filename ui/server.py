"""The overlay server: the match state and the overlay pages over HTTP, pushes over a WebSocket.

Off unless switched on (View menu, ``--serve``). It listens on 127.0.0.1 by default; listening on
the LAN is a setting, and then every request must carry the token (``?token=``). It is read-only:
it answers GET and nothing else, and nothing it receives reaches the controller.

One port serves everything. A small front door (a ``QTcpServer``) reads each
request's head, bounded in size and time, and either answers it or hands a WebSocket upgrade for
``/api/v1/events`` to a ``QWebSocketServer``. ``QHttpServer`` is not used: its Python binding in
the PySide6 we ship cannot return a response body from a route (see docs/state-api.md).

Nobody is ever waited for: writes are queued on the socket, a client whose queue passes
:data:`MAX_BACKLOG` bytes or that stays behind for :data:`STALL_SECONDS` is dropped, an HTTP
request must arrive whole within :data:`HEAD_SECONDS`, and each client is given a small kernel
send buffer so a client that never reads is noticed after a few pushes.
"""

from __future__ import annotations

import hmac
import json
import re
import secrets
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, urlsplit

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket
from PySide6.QtWebSockets import QWebSocket, QWebSocketServer

from resources import resource_path
from scoreboard.shot_clock import Phase
from scoreboard.snapshot import Snapshot
from scoreboard.state import ClockReading, Place, state_document

DEFAULT_PORT = 8642
MAX_HEAD = 8 * 1024  # request line and headers, bytes
MAX_BODY = 0  # a GET carries no body; any declared body is an oversized request
HEAD_SECONDS = 5.0  # a request must arrive whole within this
HTTP_SECONDS = 10.0  # an HTTP connection is closed after this, answered or not
#: Clock phases in which time flows (a client counts down from the deadline).
_FLOWING = (Phase.RUNNING, Phase.WARNING, Phase.COUNTDOWN)
MAX_BACKLOG = 64 * 1024  # bytes queued for one WebSocket client before it is dropped
STALL_SECONDS = 5.0  # a WebSocket client that stays behind this long is dropped
PING_SECONDS = 10.0  # WebSocket keep-alive: a ping, and a client silent for 3 of them is dropped
SEND_BUFFER = 32 * 1024  # each client's kernel send buffer
MAX_HTTP = 64  # requests being read or answered at once
MAX_CLIENTS = 64  # WebSocket clients at once
MAX_MESSAGE = 4 * 1024  # the longest message a WebSocket client may send

TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")

EVENTS_PATH = "/api/v1/events"
STATE_PATH = "/api/v1/state"
VENUE_PATH = "/api/v1/venue"
SCHEMA_PATH = "/api/v1/schema"
LAYOUTS = ("bar", "bug", "board")

_REASONS = {
    200: "OK",
    400: "Bad Request",
    403: "Forbidden",
    404: "Not Found",
    405: "Method Not Allowed",
    413: "Content Too Large",
    503: "Service Unavailable",
}

_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
}


class ServerError(OSError):
    """The server cannot listen (port in use, address not available)."""


def new_token() -> str:
    """A fresh token for LAN access: 128 random bits, URL-safe."""
    return secrets.token_urlsafe(16)


@dataclass(frozen=True, slots=True)
class Request:
    """A request's head, as read by the front door."""

    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]

    @property
    def is_upgrade(self) -> bool:
        return "websocket" in self.headers.get("upgrade", "").lower()


def parse_head(head: bytes) -> Request | None:
    """The request in ``head`` (up to the blank line), or None when it is not HTTP.

    >>> r = parse_head(b"GET /api/v1/state?token=abc HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n")
    >>> r.method, r.path, r.query["token"], r.headers["host"]
    ('GET', '/api/v1/state', ['abc'], 'x')
    >>> parse_head(b"nonsense\\r\\n\\r\\n") is None
    True
    """
    try:
        text = head.decode("latin-1")
    except UnicodeDecodeError:  # pragma: no cover - latin-1 decodes any byte
        return None
    lines = text.split("\r\n")
    parts = lines[0].split(" ")
    if len(parts) != 3 or not parts[2].startswith("HTTP/1.") or not parts[1].startswith("/"):
        return None
    headers: dict[str, str] = {}
    for line in lines[1:]:
        if not line:
            continue
        name, sep, value = line.partition(":")
        if not sep or not name or name != name.strip():
            return None
        headers[name.lower()] = value.strip()
    url = urlsplit(parts[1])
    return Request(parts[0], url.path, parse_qs(url.query), headers)


def _response(
    status: int, body: bytes = b"", content_type: str = "text/plain; charset=utf-8", **extra: str
) -> bytes:
    head = [
        f"HTTP/1.1 {status} {_REASONS[status]}",
        f"Content-Type: {content_type}",
        f"Content-Length: {len(body)}",
        "Cache-Control: no-store",
        "X-Content-Type-Options: nosniff",
        "Connection: close",
    ]
    head += [f"{k.replace('_', '-')}: {v}" for k, v in extra.items()]
    return ("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + body


def _error(status: int) -> bytes:
    return _response(status, f"{status} {_REASONS[status]}\n".encode())


def _overlay_files() -> dict[str, tuple[bytes, str]]:
    """Every file the overlay pages load, read once: URL path -> (bytes, content type)."""
    files: dict[str, tuple[bytes, str]] = {}
    folder = resource_path("overlay")
    for path in sorted(folder.iterdir()):
        if path.suffix in _TYPES and path.name not in (
            "overlay.html",
            "venue.html",
            "state-v1.schema.json",
        ):
            files[f"/overlay/{path.name}"] = (path.read_bytes(), _TYPES[path.suffix])
    for path in sorted(resource_path("balls").glob("ball-*.svg")):
        files[f"/overlay/balls/{path.name}"] = (path.read_bytes(), _TYPES[".svg"])
    return files


class _Pending:
    """An HTTP connection whose request is being read or answered."""

    __slots__ = ("since", "answered", "on_ready", "on_gone")

    def __init__(self, on_ready: Any, on_gone: Any) -> None:
        self.since = time.monotonic()
        self.answered = False
        self.on_ready = on_ready
        self.on_gone = on_gone


class _Client:
    """One WebSocket client and how far behind it is."""

    __slots__ = ("socket", "behind_since", "last_heard", "on_gone")

    def __init__(self, socket: QWebSocket) -> None:
        self.socket = socket
        self.behind_since: float | None = None
        self.last_heard = time.monotonic()
        self.on_gone: Any = None


class OverlayServer(QObject):
    """Serves the state document and the overlay pages; pushes every change to its clients.

    Feed it with :meth:`show_snapshot` and :meth:`show_clock`; start it with :meth:`start`.
    """

    #: a client was dropped (slow or dead); the argument says why
    dropped = Signal(str)
    #: the document was pushed to the clients (its sequence number)
    pushed = Signal(int)

    def __init__(self, parent: QObject | None = None, *, place: Place | None = None) -> None:
        super().__init__(parent)
        self.place = place or Place()
        # the limits, from the module's constants (a test may tighten them)
        self.head_seconds = HEAD_SECONDS
        self.http_seconds = HTTP_SECONDS
        self.max_backlog = MAX_BACKLOG
        self.stall_seconds = STALL_SECONDS
        self.ping_seconds = PING_SECONDS
        self.token: str | None = None
        self.lan = False
        self._door: QTcpServer | None = None
        self._ws = QWebSocketServer("pool-scoreboard", QWebSocketServer.SslMode.NonSecureMode, self)
        self._ws.newConnection.connect(self._on_ws_connection)
        self._http: dict[QTcpSocket, _Pending] = {}
        self._clients: list[_Client] = []
        self._snapshot: Snapshot | None = None
        self._clock: ClockReading | None = None
        self._clock_key: tuple[Any, ...] | None = None
        self._clock_at = 0.0  # monotonic time of the last clock reading
        self._seq = 0
        self._doc: bytes = b""
        self._files = _overlay_files()
        self._page = (
            resource_path("overlay", "overlay.html")
            .read_text(encoding="utf-8")
            .replace("{{texts}}", resource_path("overlay", "overlay-text.json").read_text("utf-8"))
        )
        self._schema = resource_path("overlay", "state-v1.schema.json").read_bytes()
        #: the venue on the feed, when this machine watches it (a VenueWatch's ``document``
        #: and ``state_of``): served at /api/v1/venue, /overlay/venue and ?table=N
        self.venue: Any = None
        self._venue_page = (
            resource_path("overlay", "venue.html")
            .read_text(encoding="utf-8")
            .replace("{{texts}}", resource_path("overlay", "venue-text.json").read_text("utf-8"))
        )
        # one timer looks after every connection: stalled HTTP requests, pings, slow clients
        self._watch = QTimer(self)
        self._watch.setInterval(1000)
        self._watch.timeout.connect(self._look_after)

    # -- switching on and off -----------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self._door is not None

    @property
    def port(self) -> int | None:
        return self._door.serverPort() if self._door is not None else None

    @property
    def clients(self) -> int:
        return len(self._clients)

    @property
    def seq(self) -> int:
        return self._seq

    def start(
        self, port: int = DEFAULT_PORT, *, lan: bool = False, token: str | None = None
    ) -> None:
        """Listen on ``port`` (0: any free port), on 127.0.0.1 or, with ``lan``, on every
        address with ``token`` required (a new one when None). Raises :class:`ServerError`."""
        if token is not None and not TOKEN.fullmatch(token):
            raise ValueError("a token is 16 to 64 letters, digits, '-' or '_'")
        self.stop()
        door = QTcpServer(self)
        door.newConnection.connect(self._on_connections)
        address = QHostAddress(
            QHostAddress.SpecialAddress.Any if lan else QHostAddress.SpecialAddress.LocalHost
        )
        if not door.listen(address, port):
            message = door.errorString()
            door.deleteLater()
            raise ServerError(message)
        door.setMaxPendingConnections(MAX_HTTP)
        self._door = door
        self.lan = lan
        self.token = (token or new_token()) if lan else None
        quickest = min(self.head_seconds, self.stall_seconds, self.ping_seconds)
        self._watch.start(max(50, min(1000, round(quickest * 500))))

    def stop(self) -> None:
        """Stop listening and close every connection."""
        self._watch.stop()
        for client in list(self._clients):
            self._drop(client, None)
        for socket in list(self._http):
            self._close_http(socket)
        if self._door is not None:
            self._door.close()
            self._door.deleteLater()
            self._door = None

    def url(self, path: str = "/overlay/bar", host: str = "127.0.0.1") -> str:
        """The address of ``path`` on this server, with the token when one is needed."""
        sep = "&" if "?" in path else "?"
        query = f"{sep}token={self.token}" if self.token else ""
        return f"http://{host}:{self.port}{path}{query}"

    # -- what is served -----------------------------------------------------------------------

    def show_snapshot(self, snap: Snapshot) -> None:
        """A new snapshot of the match: the next document, pushed to every client."""
        self._snapshot = snap
        self._publish()

    def show_clock(self, reading: ClockReading | None) -> None:
        """A new reading of the shot clock. Pushed only when it changes what a client shows:
        the phase, the shot's length, the extensions, or the deadline by more than a tenth of
        a second (a client counts down on its own between pushes)."""
        self._clock = reading
        self._clock_at = time.monotonic()
        key: tuple[Any, ...] | None = None
        if reading is not None:
            running = reading.phase in _FLOWING
            # running: the deadline (steady while the clock runs); stopped: the time shown
            point = time.time() + reading.remaining if running else reading.remaining
            key = (reading.phase, reading.total, reading.extensions_left, point)
        before = self._clock_key
        if key is not None and before is not None and key[:3] == before[:3]:
            if abs(key[3] - before[3]) < 0.1:
                return
        elif key is None and before is None:
            return
        self._clock_key = key
        self._publish()

    def document(self) -> dict[str, Any] | None:
        """The current state document (None before the first snapshot)."""
        return json.loads(self._current()) if self._doc else None

    def _render(self) -> bytes:
        assert self._snapshot is not None
        doc = state_document(
            self._snapshot, seq=self._seq, now=time.time(), clock=self._clock, place=self.place
        )
        return json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

    def _current(self) -> bytes:
        """The current document; made again (same ``seq``) while the clock runs, so that its
        time left is the time left now, not when the last change was pushed."""
        clock = self._clock
        if self._doc and clock is not None and clock.phase in _FLOWING:
            self._clock = ClockReading(
                clock.phase,
                max(0.0, clock.remaining - (time.monotonic() - self._clock_at)),
                clock.total,
                clock.extensions_left,
                clock.warning_at,
                clock.countdown_from,
            )
            try:
                return self._render()
            finally:
                self._clock = clock
        return self._doc

    def _publish(self) -> None:
        if self._snapshot is None:
            return
        self._seq += 1
        self._doc = self._render()
        if not self._clients:
            return
        text = self._doc.decode("utf-8")
        for client in list(self._clients):
            self._send(client, text)
        self.pushed.emit(self._seq)

    def _send(self, client: _Client, text: str) -> None:
        socket = client.socket
        if socket.bytesToWrite() > self.max_backlog:
            self._drop(client, "backlog")
            return
        socket.sendTextMessage(text)
        socket.flush()  # to the kernel now, not at the next pass of the event loop; never blocks
        if socket.bytesToWrite() > 0 and client.behind_since is None:
            client.behind_since = time.monotonic()

    # -- HTTP ---------------------------------------------------------------------------------

    def _on_connections(self) -> None:
        door = self._door
        while door is not None and door.hasPendingConnections():
            socket = door.nextPendingConnection()
            if socket is not None:
                self._accept(socket)

    def _accept(self, socket: QTcpSocket) -> None:
        if len(self._http) >= MAX_HTTP:
            socket.abort()
            socket.deleteLater()
            return
        socket.setSocketOption(QAbstractSocket.SocketOption.SendBufferSizeSocketOption, SEND_BUFFER)
        # no Nagle: a push goes out at once, not after the previous one is acknowledged
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        socket.setReadBufferSize(MAX_HEAD + 1)
        pending = _Pending(lambda: self._on_head(socket), lambda: self._close_http(socket))
        self._http[socket] = pending
        socket.readyRead.connect(pending.on_ready)
        socket.disconnected.connect(pending.on_gone)
        if socket.bytesAvailable():
            self._on_head(socket)

    def _on_head(self, socket: QTcpSocket) -> None:
        pending = self._http.get(socket)
        if pending is None or pending.answered:
            if pending is not None:
                socket.readAll()  # after the answer: whatever else comes is thrown away
            return
        data = bytes(socket.peek(MAX_HEAD + 1).data())
        end = data.find(b"\r\n\r\n")
        if end < 0:
            if len(data) > MAX_HEAD:
                self._answer(socket, _error(413))
            return
        request = parse_head(data[: end + 4])
        if request is None:
            self._answer(socket, _error(400))
            return
        status = self._refusal(request)
        if status is not None:
            extra = {"Allow": "GET"} if status == 405 else {}
            body = f"{status} {_REASONS[status]}\n".encode()
            self._answer(socket, _response(status, body, **extra))
            return
        if request.path == EVENTS_PATH and request.is_upgrade:
            self._upgrade(socket)
            return
        socket.read(end + 4)
        self._answer(socket, self._get(request))

    def _refusal(self, request: Request) -> int | None:
        """The status refusing ``request`` before its path is looked at, or None."""
        if request.method != "GET":
            return 405
        length = request.headers.get("content-length", "0")
        if "transfer-encoding" in request.headers or not length.isdigit() or int(length) > MAX_BODY:
            return 413
        if self.token is not None:
            given = request.query.get("token", [""])[0]
            if not hmac.compare_digest(given.encode(), self.token.encode()):
                return 403
        elif not _loopback_host(request.headers.get("host", "")):
            # loopback only: a page elsewhere that renamed itself 127.0.0.1 gets nothing
            return 403
        return None

    def _get(self, request: Request) -> bytes:
        path = request.path
        if path in (VENUE_PATH, "/overlay/venue") or (
            path == STATE_PATH and "table" in request.query
        ):
            return self._get_venue(request)
        if path == STATE_PATH:
            if not self._doc:
                return _error(503)
            return _response(200, self._current(), "application/json")
        if path == SCHEMA_PATH:
            return _response(200, self._schema, "application/schema+json")
        if path.startswith("/overlay/") and path.removeprefix("/overlay/") in LAYOUTS:
            return _response(200, self._render_page(), _TYPES[".html"])
        found = self._files.get(path)
        if found is not None:
            return _response(200, found[0], found[1])
        return _error(404)

    def _get_venue(self, request: Request) -> bytes:
        """The venue's tables from the feed: every table, or one (``?table=N``)."""
        if self.venue is None:
            return _error(503)
        if request.path == "/overlay/venue":
            query = f"?token={self.token}" if self.token else ""
            return _response(
                200, self._venue_page.replace("{{query}}", query).encode(), _TYPES[".html"]
            )
        if request.path == VENUE_PATH:
            doc = self.venue.document()
        else:
            table = request.query.get("table", [""])[0]
            doc = self.venue.state_of(int(table)) if table.isdigit() and len(table) < 4 else None
            if doc is None:
                return _error(404)
        body = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        return _response(200, body, "application/json")

    def _render_page(self) -> bytes:
        query = f"?token={self.token}" if self.token else ""
        return self._page.replace("{{query}}", query).encode("utf-8")

    def _answer(self, socket: QTcpSocket, response: bytes) -> None:
        pending = self._http.get(socket)
        if pending is not None:
            pending.answered = True
        socket.write(response)
        socket.disconnectFromHost()

    def _close_http(self, socket: QTcpSocket) -> None:
        pending = self._http.pop(socket, None)
        if pending is None:
            return
        # no signal of a socket being thrown away may reach this server once it is gone
        try:
            socket.readyRead.disconnect(pending.on_ready)
            socket.disconnected.disconnect(pending.on_gone)
        except (RuntimeError, TypeError):
            pass
        socket.abort()
        socket.deleteLater()

    def _upgrade(self, socket: QTcpSocket) -> None:
        if len(self._clients) >= MAX_CLIENTS:
            self._answer(socket, _error(503))
            return
        pending = self._http.pop(socket)
        socket.readyRead.disconnect(pending.on_ready)
        socket.disconnected.disconnect(pending.on_gone)
        socket.setReadBufferSize(0)
        self._ws.handleConnection(socket)
        # the handshake is already in the socket's buffer: let the WebSocket server read it
        QTimer.singleShot(0, socket.readyRead.emit)

    # -- WebSocket clients -------------------------------------------------------------------

    def _on_ws_connection(self) -> None:
        while self._ws.hasPendingConnections():
            socket = self._ws.nextPendingConnection()
            if socket is None:
                break
            if len(self._clients) >= MAX_CLIENTS:
                # upgrades handed over while earlier handshakes were going on: the limit
                # holds when they land
                socket.abort()
                socket.deleteLater()
                continue
            socket.setParent(self)
            # a client has nothing to say but pongs: anything longer closes it
            socket.setMaxAllowedIncomingFrameSize(MAX_MESSAGE)
            socket.setMaxAllowedIncomingMessageSize(MAX_MESSAGE)
            client = _Client(socket)
            self._clients.append(client)
            client.on_gone = lambda c=client: self._drop(c, None)
            socket.disconnected.connect(client.on_gone)
            socket.textMessageReceived.connect(lambda _m, c=client: self._heard(c))
            socket.pong.connect(lambda *_a, c=client: self._heard(c))
            socket.bytesWritten.connect(lambda _n, c=client: self._written(c))
            if self._doc:
                self._send(client, self._current().decode("utf-8"))

    def _heard(self, client: _Client) -> None:
        client.last_heard = time.monotonic()

    def _written(self, client: _Client) -> None:
        if client.socket.bytesToWrite() == 0:
            client.behind_since = None

    def _drop(self, client: _Client, why: str | None) -> None:
        if client not in self._clients:
            return
        self._clients.remove(client)
        socket = client.socket
        try:
            socket.disconnected.disconnect(client.on_gone)
            socket.abort()
            socket.deleteLater()
        except RuntimeError:  # already deleted with its parent
            pass
        if why is not None:
            self.dropped.emit(why)

    def _look_after(self) -> None:
        now = time.monotonic()
        for socket, pending in list(self._http.items()):
            limit = self.http_seconds if pending.answered else self.head_seconds
            if now - pending.since > limit:
                self._close_http(socket)
        for client in list(self._clients):
            if client.socket.bytesToWrite() > self.max_backlog:
                self._drop(client, "backlog")
            elif client.behind_since is not None and now - client.behind_since > self.stall_seconds:
                self._drop(client, "stalled")
            elif now - client.last_heard > 3 * self.ping_seconds:
                self._drop(client, "silent")
            elif now - client.last_heard > self.ping_seconds:
                client.socket.ping()


def _loopback_host(host: str) -> bool:
    name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
    return name in ("127.0.0.1", "localhost", "[::1]")
