"""Phone scoring's server, the Qt side: :class:`PhoneServer` runs the phone routes
(:mod:`ui.web.phone_routes`) for a :class:`~ui.servers.phone_hall.PhoneHall`.

Off unless switched on (``--phones [HOST:]PORT``). It listens on the address given: 127.0.0.1
by default, or one of the machine's LAN addresses so the phones of the venue's network reach
it. Every write needs a token a phone got by pairing with a table's code; reading a table's
state needs one too, unless the organiser allows watching without one (``open_watch``).

Like the overlay server, the network side runs on an asyncio loop in a thread of its own,
which imports aiohttp itself; the windows' thread only binds the socket, and hears requests
through the hall's queued signal. Between the two cross immutable asks and replies, and the
texts the hall pushes to the WebSocket clients.
"""

from __future__ import annotations

import importlib.util
import ipaddress
import logging
import socket
import sys
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from resources import resource_path
from ui.servers.overlay import CoreThread, ServerError
from ui.servers.phone_hall import PhoneHall
from ui.web.shared import LISTEN_BACKLOG

if TYPE_CHECKING:
    from scoreboard.service.hall import HallHistory
    from ui.web.phone_routes import PhoneCore

__all__ = ["DEFAULT_PHONE_PORT", "PhoneServer", "start_from_cli", "start_phones"]

DEFAULT_PHONE_PORT = 8643


log = logging.getLogger("pool-scoreboard.phones")


class _Thread(CoreThread["PhoneCore"]):
    """The phone server's thread: imports aiohttp, then runs a PhoneCore on the socket."""

    def __init__(self, sock: socket.socket, options: dict[str, Any]) -> None:
        def make() -> PhoneCore:
            from ui.web.phone_routes import PhoneCore

            return PhoneCore(sock, **options)

        super().__init__(sock, make, "phone-server")

    def push(self, batch: list[tuple[int, str | None]]) -> None:
        core = self.core
        if core is not None:
            core.push(batch)


class PhoneServer(QObject):
    """Serves the touch page and the phone API of ``hall``'s tables (see the module)."""

    def __init__(self, hall: PhoneHall, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.hall = hall
        self.open_watch = False
        self.address: str | None = None
        #: the core's limits by name (head_seconds, ask_seconds...): a test may tighten them
        self.limits: dict[str, float] = {}
        self._thread: _Thread | None = None
        self._port: int | None = None
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    @property
    def running(self) -> bool:
        return self._thread is not None

    @property
    def port(self) -> int | None:
        return self._port if self._thread is not None else None

    @property
    def core(self) -> PhoneCore | None:
        return self._thread.core if self._thread is not None else None

    def start(
        self,
        host: str = "127.0.0.1",
        port: int = DEFAULT_PHONE_PORT,
        *,
        open_watch: bool = False,
        files: Path | None = None,
    ) -> None:
        """Listen on ``host`` (an IP address) and ``port`` (0: any free one); ``open_watch``:
        a table's state is read without a token; ``files``: the page's folder (by default
        resources/phone). Raises :class:`~ui.servers.overlay.ServerError` (ValueError: not an
        address)."""
        family = socket.AF_INET6 if ipaddress.ip_address(host).version == 6 else socket.AF_INET
        self.stop()
        if importlib.util.find_spec("aiohttp") is None:
            raise ServerError("aiohttp, the server library, is not installed")
        try:
            sock = socket.create_server((host, port), family=family, backlog=LISTEN_BACKLOG)
        except OSError as exc:
            raise ServerError(exc.strerror or str(exc)) from None
        from ui.web.phone_routes import phone_files

        self.open_watch = open_watch
        self.address = host
        self._port = int(sock.getsockname()[1])
        page = phone_files(files if files is not None else resource_path("phone"))
        options: dict[str, Any] = {
            "ask": self.hall.ask,
            "files": MappingProxyType(page),
            "open_watch": open_watch,
        }
        options.update(self.limits)
        runner = _Thread(sock, options)
        self.hall.attach(runner.push)
        runner.thread.start()
        self._thread = runner

    def stop(self) -> None:
        """Stop listening, close every connection, end the thread."""
        runner, self._thread = self._thread, None
        if runner is not None:
            self.hall.attach(None)
            runner.stop()

    def url(self, table: str, code: str | None = None) -> str:
        """The touch page of ``table`` (with the pairing code in the fragment, if given)."""
        host = self.address or "127.0.0.1"
        if ":" in host:
            host = f"[{host}]"
        fragment = f"#pair={code}" if code else ""
        return f"http://{host}:{self.port}/phone/{table}{fragment}"


def existing_phone_server(parent: QObject) -> PhoneServer | None:
    """The phone server of ``parent`` when one was made (``--phones``, or the desk before)."""
    found = parent.findChild(PhoneServer, "phone-server")
    return found if isinstance(found, PhoneServer) else None


def phone_server(parent: QObject, data: Path, history: HallHistory | None = None) -> PhoneServer:
    """The one hall of ``data``/phone-tables and its server (not started) of ``parent``, made
    at the first call: the desk and ``--phones`` get the same ones, whoever asks first, so two
    halls never write the same tables. ``history``: where the tables' won matches are stored
    (the session's). Raises OSError when the hall's folder cannot be used."""
    found = existing_phone_server(parent)
    if found is not None:
        return found
    folder = data / "phone-tables"
    folder.mkdir(parents=True, exist_ok=True)
    hall = PhoneHall(folder, parent=parent, history=history)
    hall.setObjectName("phone-hall")
    server = PhoneServer(hall, parent=parent)
    server.setObjectName("phone-server")
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(hall.release)  # after the server stopped (connected first)
    return server


def start_phones(
    parent: QObject,
    data: Path,
    host: str,
    port: int,
    *,
    open_watch: bool = False,
    history: HallHistory | None = None,
) -> PhoneServer:
    """:func:`phone_server` of ``parent``, listening on ``host``:``port`` (already listening:
    left as it is). Raises :class:`~ui.servers.overlay.ServerError`."""
    server = phone_server(parent, data, history)
    if not server.running:
        server.start(host, port, open_watch=open_watch)
    return server


def start_from_cli(
    parent: QObject,
    data: Path,
    address: tuple[str, int],
    open_watch: bool,
    history: HallHistory | None = None,
) -> PhoneServer | None:
    """``--phones``: the hall and its server, or None (said on stderr) when it cannot
    listen or the phone tables cannot be read."""
    host, port = address
    try:
        return start_phones(parent, data, host, port, open_watch=open_watch, history=history)
    except (OSError, ValueError) as exc:
        print(f"pool-scoreboard: phone scoring is off: {exc}", file=sys.stderr)
        return None
