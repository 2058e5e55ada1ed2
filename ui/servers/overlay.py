"""The overlay server: the match state and the overlay pages over HTTP, pushes over a WebSocket.

Off unless switched on (View menu, ``--serve``). It listens on 127.0.0.1 by default; listening on
the LAN is a setting, and then every request must carry the token (``?token=``). It is read-only:
it answers GET and nothing else, and nothing it receives reaches the controller.

:class:`OverlayServer` is the Qt side, on the windows' thread. The network side is aiohttp on
an asyncio loop in a thread of its own (:mod:`ui.web.core`): it parses and answers every
request and keeps every connection. Between the two cross only immutable things: each new
document (:class:`~ui.web.shared.Published`, with the frozen snapshot it was made from), each
venue document (:class:`~ui.web.shared.Pushed`: the hall's tables, the league night), the
files and pages (:class:`~ui.web.shared.Site`), and queued Qt signals back (a client dropped,
a document pushed, the venue document wanted). The server thread never calls into a widget,
the controller or the venue feed; the windows' thread waits for the server thread only when
it stops it.

This module is imported when the server is first switched on, never at start-up; asyncio and
aiohttp are imported by the server thread itself, so the window never waits for them.
"""

from __future__ import annotations

import importlib.util
import json
import logging
import re
import secrets
import socket
import threading
import time
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal, Slot

from resources import resource_path
from scoreboard.match.snapshot import Snapshot
from scoreboard.table.state import ClockReading, Place
from ui.web.shared import (
    EVENTS_PATH,
    FLOWING,
    HEAD_SECONDS,
    HTTP_SECONDS,
    LAYOUTS,
    LEAGUE,
    LISTEN_BACKLOG,
    MAX_BACKLOG,
    MAX_CLIENTS,
    MAX_HEAD,
    PING_SECONDS,
    PUSH_SECONDS,
    SCHEMA_PATH,
    STALL_SECONDS,
    STATE_PATH,
    VENUE,
    VENUE_PATH,
    Published,
    Pushed,
    Site,
    render,
    venue_shown,
)

if TYPE_CHECKING:
    from ui.web.core import ServerCore

__all__ = [
    "DEFAULT_PORT",
    "EVENTS_PATH",
    "HEAD_SECONDS",
    "HTTP_SECONDS",
    "LAYOUTS",
    "MAX_BACKLOG",
    "MAX_CLIENTS",
    "MAX_HEAD",
    "PING_SECONDS",
    "SCHEMA_PATH",
    "STALL_SECONDS",
    "STATE_PATH",
    "VENUE_PATH",
    "OverlayServer",
    "ServerError",
    "new_token",
]

DEFAULT_PORT = 8642
STOP_SECONDS = 3.0  # the server thread ends within this when the server is switched off

log = logging.getLogger("pool-scoreboard.server")

TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")

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


def _overlay_files() -> dict[str, tuple[bytes, str]]:
    """Every file the overlay pages load, read once: URL path -> (bytes, content type)."""
    files: dict[str, tuple[bytes, str]] = {}
    folder = resource_path("overlay")
    for path in sorted(folder.iterdir()):
        if path.suffix in _TYPES and path.name not in (
            "overlay.html",
            "venue.html",
            "league.html",
            "state-v1.schema.json",
        ):
            files[f"/overlay/{path.name}"] = (path.read_bytes(), _TYPES[path.suffix])
    for path in sorted(resource_path("balls").glob("ball-*.svg")):
        files[f"/overlay/balls/{path.name}"] = (path.read_bytes(), _TYPES[".svg"])
    return files


def _page(name: str) -> str:
    """The page ``name``.html with its texts (``name``-text.json) in it."""
    texts = resource_path("overlay", f"{name}-text.json").read_text("utf-8")
    html = resource_path("overlay", f"{name}.html").read_text(encoding="utf-8")
    return html.replace("{{texts}}", texts)


class _Box:
    """What the windows' thread publishes to the server thread: each attribute is replaced
    whole by an immutable value, never changed in place."""

    __slots__ = ("documents", "published", "site")

    def __init__(
        self, published: Published | None, site: Site, documents: Mapping[str, Pushed]
    ) -> None:
        self.published = published
        self.site = site
        #: the venue channels' documents, by channel (a read-only mapping, replaced whole)
        self.documents = documents


class _Core(Protocol):
    """What a server thread runs: a core with its own asyncio loop."""

    @property
    def loop(self) -> Any: ...

    def run(self) -> None: ...

    def request_stop(self) -> None: ...


C = TypeVar("C", bound=_Core)


class CoreThread(Generic[C]):
    """A server's thread: ``make`` (called on it) imports asyncio and aiohttp, so the windows'
    thread never waits for them, and builds the core (a :class:`~ui.web.core.ServerCore`)
    on the socket already bound; then the core runs until :meth:`stop`. ``name`` names the
    thread and the server in the log."""

    def __init__(self, sock: socket.socket, make: Callable[[], C], name: str) -> None:
        self.sock = sock
        self.make = make
        self.name = name
        self.core: C | None = None
        self.stopping = False
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)

    def _run(self) -> None:
        try:
            core = self.make()
        except Exception as exc:  # noqa: BLE001 - nothing leaves this thread
            log.warning("the %s cannot start: %s", self.name.replace("-", " "), exc)
            self.sock.close()
            return
        self.core = core
        if self.stopping:  # switched off while it was loading
            core.loop.close()
            self.sock.close()
            return
        core.run()

    def stop(self) -> None:
        self.stopping = True
        core = self.core
        if core is not None:
            core.request_stop()
        self.thread.join(STOP_SECONDS)
        if self.thread.is_alive():
            log.warning(
                "the %s's thread did not end in %.0f s", self.name.replace("-", " "), STOP_SECONDS
            )


class _ServerThread(CoreThread["ServerCore"]):
    """The overlay server's thread, with the box the windows' thread publishes in."""

    def __init__(self, sock: socket.socket, box: _Box, **options: Any) -> None:
        def make() -> ServerCore:
            from ui.web.core import ServerCore

            return ServerCore(sock, box, **options)

        super().__init__(sock, make, "overlay-server")
        self.box = box

    def notify(self, published: Published) -> None:
        core = self.core
        if core is not None:
            core.notify(published)

    def notify_document(self, doc: Pushed) -> None:
        core = self.core
        if core is not None:
            core.notify_document(doc)


class OverlayServer(QObject):
    """Serves the state document and the overlay pages; pushes every change to its clients.

    Feed it with :meth:`show_snapshot` and :meth:`show_clock`; start it with :meth:`start`.
    """

    #: a client was dropped (slow or dead); the argument says why
    dropped = Signal(str)
    #: the document was pushed to the clients (its sequence number)
    pushed = Signal(int)
    #: from the server thread: the venue document (or one table's state, ``(table, reply)``)
    _venue_wanted = Signal(object)

    def __init__(self, parent: QObject | None = None, *, place: Place | None = None) -> None:
        super().__init__(parent)
        self.place = place or Place()
        # the limits, from the core's constants (a test may tighten them before start())
        self.head_seconds = HEAD_SECONDS
        self.http_seconds = HTTP_SECONDS
        self.max_backlog = MAX_BACKLOG
        self.stall_seconds = STALL_SECONDS
        self.ping_seconds = PING_SECONDS
        #: the guard's other limits by name (ui.web.shared.Limits): a test may tighten them
        self.limits: dict[str, float] = {}
        self.token: str | None = None
        self.lan = False
        self.address: str | None = None  # the address listened on, while running
        self._thread: _ServerThread | None = None
        self._port: int | None = None
        self._snapshot: Snapshot | None = None
        self._clock: ClockReading | None = None
        self._clock_key: tuple[Any, ...] | None = None
        self._clock_at = 0.0  # monotonic time of the last clock reading
        self._seq = 0
        self._published: Published | None = None
        self._files = MappingProxyType(_overlay_files())
        self._page = _page("overlay")
        self._schema = resource_path("overlay", "state-v1.schema.json").read_bytes()
        self._venue: Any = None
        #: the venue channels' documents last made, by channel
        self._documents: Mapping[str, Pushed] = MappingProxyType(
            {c: Pushed(c, 0, b"null") for c in (VENUE, LEAGUE)}
        )
        # the venue's changes within PUSH_SECONDS are made into documents once
        self._push_due = QTimer(self)
        self._push_due.setSingleShot(True)
        self._push_due.setInterval(round(PUSH_SECONDS * 1000))
        self._push_due.timeout.connect(self._push_venue)
        self._venue_page = _page("venue")
        self._league_page = _page("league")
        # queued: the slot runs on this object's (the windows') thread, whoever emits
        self._venue_wanted.connect(self._give_venue, Qt.ConnectionType.QueuedConnection)
        app = QCoreApplication.instance()
        if app is not None:
            # the server thread ends before the app does (no thread left at exit)
            app.aboutToQuit.connect(self.stop)

    # -- switching on and off -----------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self._thread is not None

    @property
    def port(self) -> int | None:
        return self._port if self._thread is not None else None

    @property
    def clients(self) -> int:
        core = self._core
        return core.client_count if core is not None else 0

    @property
    def _core(self) -> ServerCore | None:
        """The running core, once the server thread has made it."""
        return self._thread.core if self._thread is not None else None

    @property
    def seq(self) -> int:
        return self._seq

    @property
    def venue(self) -> Any:
        """The venue on the feed, when this machine watches it (a VenueWatch: its
        ``document()``, ``state_of(n)`` and ``league_document()``), served at /api/v1/venue,
        /overlay/venue, /api/v1/state?table=N and /overlay/league, whose tables and league
        night are pushed (:meth:`venue_changed`). Read on this thread only."""
        return self._venue

    @venue.setter
    def venue(self, watch: Any) -> None:
        self._venue = watch
        if self._thread is not None:
            self._thread.box.site = self._site()
        self._push_venue()

    def venue_changed(self) -> None:
        """Something the venue's pages show may have changed: a table's state, the desk's
        competition or league night, the venue feed. Within :data:`PUSH_SECONDS` (however
        many changes came meanwhile) the documents are made again, once, and each is pushed
        to its pages when it changed: the hall's tables as /overlay/venue shows them
        (:func:`~ui.web.shared.venue_shown`) and the league night (null without one)."""
        if self._thread is not None and not self._push_due.isActive():
            self._push_due.start()

    @Slot()
    def _push_venue(self) -> None:
        """The venue's documents made now; pushed, those that changed (while running)."""
        self._push_due.stop()
        watch = self._venue
        made = {
            VENUE: venue_shown(watch.document()) if watch is not None else None,
            LEAGUE: watch.league_document() if watch is not None else None,
        }
        documents = dict(self._documents)
        changed: list[Pushed] = []
        for channel, doc in made.items():
            body = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
            before = documents[channel]
            if body != before.body:
                documents[channel] = Pushed(channel, before.seq + 1, body)
                changed.append(documents[channel])
        if not changed:
            return
        self._documents = MappingProxyType(documents)
        runner = self._thread
        if runner is not None:
            runner.box.documents = self._documents
            for doc in changed:
                runner.notify_document(doc)

    def start(
        self, port: int = DEFAULT_PORT, *, lan: bool = False, token: str | None = None
    ) -> None:
        """Listen on ``port`` (0: any free port), on 127.0.0.1 or, with ``lan``, on every
        address with ``token`` required (a new one when None). Raises :class:`ServerError`."""
        if token is not None and not TOKEN.fullmatch(token):
            raise ValueError("a token is 16 to 64 letters, digits, '-' or '_'")
        self.stop()
        if importlib.util.find_spec("aiohttp") is None:
            raise ServerError("aiohttp, the server library, is not installed")
        try:
            if not lan:
                sock = socket.create_server(("127.0.0.1", port), backlog=LISTEN_BACKLOG)
            elif socket.has_dualstack_ipv6():
                sock = socket.create_server(
                    ("::", port),
                    family=socket.AF_INET6,
                    backlog=LISTEN_BACKLOG,
                    dualstack_ipv6=True,
                )
            else:
                sock = socket.create_server(("0.0.0.0", port), backlog=LISTEN_BACKLOG)
        except OSError as exc:
            raise ServerError(exc.strerror or str(exc)) from None
        self.lan = lan
        self.token = (token or new_token()) if lan else None
        self.address = str(sock.getsockname()[0])
        self._port = int(sock.getsockname()[1])
        runner = _ServerThread(
            sock,
            _Box(self._published, self._site(), self._documents),
            ask_venue=lambda table, reply: self._venue_wanted.emit((table, reply)),
            on_dropped=self.dropped.emit,
            on_pushed=self.pushed.emit,
            **{
                "head_seconds": self.head_seconds,
                "http_seconds": self.http_seconds,
                "max_backlog": self.max_backlog,
                "stall_seconds": self.stall_seconds,
                "ping_seconds": self.ping_seconds,
                **self.limits,
            },
        )
        # the socket listens already: what comes before the thread serves waits in its queue
        runner.thread.start()
        self._thread = runner
        self._push_venue()  # what changed while it was off

    def stop(self) -> None:
        """Stop listening, close every connection and end the server thread."""
        runner, self._thread = self._thread, None
        self._push_due.stop()
        if runner is not None:
            runner.stop()

    def url(self, path: str = "/overlay/bar", host: str = "127.0.0.1") -> str:
        """The address of ``path`` on this server, with the token when one is needed."""
        sep = "&" if "?" in path else "?"
        query = f"{sep}token={self.token}" if self.token else ""
        return f"http://{host}:{self.port}{path}{query}"

    def _site(self) -> Site:
        query = f"?token={self.token}" if self.token else ""
        return Site(
            files=self._files,
            page=self._page.replace("{{query}}", query).encode("utf-8"),
            venue_page=self._venue_page.replace("{{query}}", query).encode("utf-8"),
            league_page=self._league_page.replace("{{query}}", query).encode("utf-8"),
            schema=self._schema,
            token=self.token,
            venue=self._venue is not None,
        )

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
            running = reading.phase in FLOWING
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
        published = self._published
        return json.loads(published.current()) if published is not None else None

    def _publish(self) -> None:
        if self._snapshot is None:
            return
        self._seq += 1
        published = Published(
            seq=self._seq,
            body=render(self._snapshot, self._seq, self._clock, self.place),
            snapshot=self._snapshot,
            clock=self._clock,
            clock_at=self._clock_at,
            place=self.place,
        )
        self._published = published
        runner = self._thread
        if runner is not None:
            runner.box.published = published
            runner.notify(published)

    @Slot(object)  # emitted on the server's thread: a slot Qt knows, queued to this one
    def _give_venue(self, ask: tuple[int | None, Callable[[bytes | None], None]]) -> None:
        """On the windows' thread: the venue document the server thread asked for, as bytes
        (None without a venue, b"" for a table the venue does not have)."""
        table, reply = ask
        watch = self._venue
        if watch is None:
            reply(None)
            return
        doc = watch.document() if table is None else watch.state_of(table)
        if doc is None:
            reply(b"")
            return
        reply(json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
