"""The phone server's network side: the touch page, its files and the phone API, on aiohttp.

No Qt here, and nothing here touches a table: :class:`PhoneCore` is the overlay server's core
(:class:`~ui.web.core.ServerCore`: its connection guard, its limits, its WebSocket writer)
with the phone's routes instead of the overlay's. A request of the API from a browser page of
another origin is refused first (403 ``other-origin``, :func:`own_origin`), and a body that is
not said to be JSON before it is read (415 ``not-json``): a page elsewhere on the club's
network cannot make a phone's browser, or any browser, send what would count as a try. Each
request is then checked in shape here (the body at most :data:`MAX_BODY` bytes, JSON, the
fields of the right types: else 400 ``bad-request``), then handed to the windows' thread as a :class:`~scoreboard.phones.asks.PhoneAsk` through
``ask`` and answered with the :class:`~scoreboard.phones.asks.Reply` it gives back, which comes only once
the table has judged it and its journal line is written. What the routes are is in
docs/phone-api.md.
"""

from __future__ import annotations

import asyncio
import ipaddress
import itertools
import json
import logging
import socket
from collections import deque
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from scoreboard.phones.asks import PhoneAsk, Reply
from scoreboard.table.tables import valid_name
from ui.web.authority import json_body, own_origin
from ui.web.core import JSON, Client, ServerCore, error_response, plain_response
from ui.web.entries import (
    MAX_BODY,
    MAX_ENTRY_MESSAGE,
    entry_id,
    no_constant,
    shape,
    socket_answer,
    socket_entry,
)
from ui.web.shared import MAX_MESSAGE, PHONE_CLIENTS, PHONE_TOKEN_ROOM

__all__ = [
    "ASK_SECONDS",
    "MAX_BODY",
    "PHONE_FILES",
    "PhoneCore",
    "json_body",
    "own_origin",
    "phone_files",
]

log = logging.getLogger("pool-scoreboard.server")

#: The windows' thread answers a request within this, or the server answers 503 (``busy``).
ASK_SECONDS = 5.0
#: Requests with the windows' thread at once (beyond that they wait their turn, address after
#: address: see ServerCore.ask_windows).
MAX_ASKS = 64
#: The longest file of the page served.
MAX_FILE = 2 * 1024 * 1024

API = "/api/phone/"
PAGE = "/phone/"
STATIC = "/phone/static/"
WORKER = "/phone/sw.js"

#: WebSocket close codes: a token that opens nothing; a first message that is not one; no
#: match in play on the table.
CLOSE_FORBIDDEN, CLOSE_BAD, CLOSE_NO_TABLE = 4403, 4400, 4404

#: What the page may load and where it may be shown: its own files and this server only (no
#: inline script or style, no other origin, never inside another site's frame).
PAGE_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; manifest-src 'self'; worker-src 'self'; base-uri 'none'; "
        "form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
}

#: The page's files (resources/phone/), by name: the only ones served.
PHONE_FILES = {
    "phone.html": "text/html; charset=utf-8",
    "phone.js": "text/javascript; charset=utf-8",
    "phone.css": "text/css; charset=utf-8",
    "phone-text.json": "application/json",
    "sw.js": "text/javascript; charset=utf-8",
    "manifest.webmanifest": "application/manifest+json",
    "icon-192.png": "image/png",
    "icon-512.png": "image/png",
}

_POSTS = ("pair", "input", "clock", "confirm", "pen", "forget")

Files = Mapping[str, tuple[bytes, str]]


def phone_files(folder: Path) -> dict[str, tuple[bytes, str]]:
    """The page's files found in ``folder``, read once: name -> (bytes, content type)."""
    found: dict[str, tuple[bytes, str]] = {}
    for name, kind in PHONE_FILES.items():
        path = folder / name
        try:
            if path.is_file() and path.stat().st_size <= MAX_FILE:
                found[name] = (path.read_bytes(), kind)
        except OSError as exc:
            log.info("the phone page's %s cannot be read: %s", name, exc)
    return found


def _json_reply(reply: Reply) -> web.Response:
    body = json.dumps(reply.body, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return plain_response(reply.status, body, JSON, **dict(reply.headers))


def _bad(message: str, status: int = 400) -> web.Response:
    code = {
        400: "bad-request",
        403: "other-origin",
        404: "not-found",
        405: "bad-method",
        413: "too-large",
        415: "not-json",
    }[status]
    return _json_reply(Reply(status, {"status": "refused", "code": code, "message": message}))


def _token(request: web.BaseRequest) -> str | None:
    """The token of ``Authorization: Bearer <token>`` (None: no such header; a header of
    another form gives what it holds, which opens nothing)."""
    given = request.headers.get("Authorization")
    if given is None:
        return None
    scheme, _, value = given.strip().partition(" ")
    return value.strip() if scheme.lower() == "bearer" else given


class PhoneCore(ServerCore):
    """The phone server's loop (see the module). ``ask(phone_ask, reply)`` hands a request
    to the windows' thread (any thread may call ``reply``); ``files`` are the page's files;
    ``open_watch``: reading a table's state needs no token; ``ask_seconds``:
    :data:`ASK_SECONDS`; ``limits``: the guard's (:class:`~ui.web.shared.Limits`), with
    :data:`~ui.web.shared.PHONE_CLIENTS` WebSocket clients. Only :meth:`push`,
    :meth:`notify` and :meth:`request_stop` may be called from another thread."""

    def __init__(
        self,
        sock: socket.socket,
        *,
        ask: Callable[[PhoneAsk, Callable[[Reply], None]], None],
        files: Files,
        open_watch: bool = False,
        ask_seconds: float = ASK_SECONDS,
        **limits: Any,
    ) -> None:
        super().__init__(
            sock,
            None,
            ask_venue=lambda _table, reply: reply(None),
            on_dropped=lambda why: log.info("a phone's WebSocket was dropped (%s)", why),
            on_pushed=lambda _seq: None,
            **{
                "max_clients": PHONE_CLIENTS,
                "token_room": PHONE_TOKEN_ROOM,
                "max_asks": MAX_ASKS,
                **limits,
            },
        )
        self.ask = ask
        self.files = files
        self.open_watch = open_watch
        self.ask_seconds = ask_seconds
        self.loopback = _loopback_address(sock)
        self.phone_clients: dict[int, Client] = {}
        self._ids = itertools.count(1)

    # -- from the windows' thread ------------------------------------------------------------

    def push(self, batch: list[tuple[int, str | None]]) -> None:
        """Send each ``(client, text)``; ``(client, None)`` closes it with 4403 (any thread)."""
        try:
            self.loop.call_soon_threadsafe(self._push_phones, batch)
        except RuntimeError:  # the loop is closed: the server stopped
            pass

    def _push_phones(self, batch: list[tuple[int, str | None]]) -> None:
        for number, text in batch:
            client = self.phone_clients.get(number)
            if client is None:
                continue
            if text is None:
                asyncio.ensure_future(self._close(client, CLOSE_FORBIDDEN))
            elif self._backlog(client) > self.limits.max_backlog:
                self._drop(client, "backlog")
            else:
                self._queue(client, text)

    async def _close(self, client: Client, code: int) -> None:
        try:
            await client.ws.close(code=code, message=b"closed")
        except Exception as exc:  # noqa: BLE001 - a close that fails ends it anyway
            log.info("a phone's WebSocket closed badly (%s)", type(exc).__name__)
            if client.guard is not None:
                client.guard.close()

    # -- HTTP --------------------------------------------------------------------------------

    async def _answer(self, request: web.BaseRequest) -> web.StreamResponse:
        if request.version[0] != 1:
            return error_response(400)
        if self.loopback and not self.named_here(request):
            # listening on loopback only: a page elsewhere that renamed itself 127.0.0.1
            # gets nothing
            return error_response(403)
        path = request.rel_url.raw_path
        if path.startswith(API):
            return await self._api(request, path.removeprefix(API))
        if request.method != "GET":
            return error_response(405, Allow="GET")
        if "Transfer-Encoding" in request.headers or (request.content_length or 0) > 0:
            return error_response(413)
        if path == WORKER or path.startswith(STATIC):
            name = "sw.js" if path == WORKER else path.removeprefix(STATIC)
            found = self.files.get(name) if name != "phone.html" else None
            if found is None:
                return error_response(404)
            extra = {"Service-Worker-Allowed": PAGE} if name == "sw.js" else {}
            return plain_response(200, found[0], found[1], **extra)
        if path.startswith(PAGE) and valid_name(path.removeprefix(PAGE)):
            page = self.files.get("phone.html")
            if page is None:
                return error_response(404)
            return plain_response(200, page[0], page[1], **PAGE_HEADERS)
        return error_response(404)

    async def _api(self, request: web.BaseRequest, rest: str) -> web.StreamResponse:
        if not own_origin(request.headers.get("Origin"), request.headers.get("Host")):
            # a page of another origin: refused before anything is read, counted or changed
            return _bad("a page of another origin may not use this API", 403)
        table, _, what = rest.partition("/")
        if not valid_name(table):
            return _json_reply(
                Reply(404, {"status": "refused", "code": "bad-table", "message": "no such table"})
            )
        token = _token(request)
        if what == "events":
            if (
                request.method != "GET"
                or "websocket" not in request.headers.get("Upgrade", "").lower()
            ):
                return _bad("a WebSocket only")
            return await self._events_of(request, table, token)
        if what == "state":
            if request.method != "GET":
                return _bad("GET only", 405)
            if "Transfer-Encoding" in request.headers or (request.content_length or 0) > 0:
                return _bad("no body", 413)
            ask = PhoneAsk("state", table, token, open_watch=self.open_watch)
            return await self._send(ask, request.remote or "")
        if what not in _POSTS:
            return _bad("no such request", 404)
        if request.method != "POST":
            return _bad("POST only", 405)
        has_body = "Transfer-Encoding" in request.headers or (request.content_length or 0) > 0
        if not json_body(request.headers.get("Content-Type"), has_body):
            # refused before the body is read: nothing of it is counted
            return _bad("a body is sent as Content-Type: application/json", 415)
        body = await self._body(request)
        if isinstance(body, web.Response):
            return body
        args = shape(what, body)
        if isinstance(args, str):
            return _bad(args)
        source = request.remote or ""
        return await self._send(PhoneAsk(what, table, token, args, source=source), source)

    async def _body(self, request: web.BaseRequest) -> dict[str, Any] | web.Response:
        """The request's JSON object (an empty body is ``{}``), or the refusal."""
        length = request.content_length
        if length is not None and length > MAX_BODY:
            return _bad(f"a body is at most {MAX_BODY} bytes", 413)
        data = bytearray()
        while True:
            chunk = await request.content.read(MAX_BODY + 1 - len(data))
            if not chunk:
                break
            data += chunk
            if len(data) > MAX_BODY:
                return _bad(f"a body is at most {MAX_BODY} bytes", 413)
        if not data.strip():
            return {}
        try:
            value = json.loads(data.decode("utf-8"), parse_constant=no_constant)
        except (ValueError, RecursionError):
            return _bad("the body is not JSON")
        if not isinstance(value, dict):
            return _bad("the body is a JSON object")
        return value

    async def _send(self, ask: PhoneAsk, address: str) -> web.Response:
        return _json_reply(await self._ask(ask, address))

    async def _ask(self, ask: PhoneAsk, address: str) -> Reply:
        """The windows' thread's answer to ``ask`` (from ``address``: the questions of all
        addresses take turns); 503 ``busy`` when it does not come in time (nothing is lost:
        an input sent again with its id is recorded once)."""
        busy = Reply(
            503,
            {"status": "not-kept", "code": "busy", "message": "the app is busy: send it again"},
        )

        def send(reply: Callable[[Reply], None]) -> None:
            self.ask(ask, reply)

        answer = await self.ask_windows(send, self.ask_seconds, address)
        return answer if answer is not None else busy

    # -- WebSocket ---------------------------------------------------------------------------

    async def _events_of(
        self, request: web.BaseRequest, table: str, header_token: str | None
    ) -> web.StreamResponse:
        guard = self.guard_of(request)
        ws = web.WebSocketResponse(
            heartbeat=self.limits.ping_seconds,
            timeout=1.0,
            max_msg_size=MAX_ENTRY_MESSAGE,  # an entry as long as a POST's body
            compress=False,
        )
        if not ws.can_prepare(request).ok:
            return error_response(400)
        if not self.seat(guard, token=False):  # a token-less place until its token opens
            return error_response(503)
        await ws.prepare(request)
        client = Client(ws, guard, deque(), asyncio.Event())
        number = next(self._ids)
        self.clients.append(client)
        self.phone_clients[number] = client
        self.client_count = len(self.clients)
        writer = asyncio.ensure_future(self._write(client))
        try:
            await self._serve_client(ws, client, number, table, header_token)
        except Exception as exc:  # noqa: BLE001 - after the handshake, an error ends the client
            log.info("a phone's WebSocket was closed (%s: %s)", type(exc).__name__, exc)
        finally:
            writer.cancel()
            self._forget(client)
            self.phone_clients.pop(number, None)
            self.ask(PhoneAsk("unwatch", table, client=number), lambda _reply: None)
            transport = request.transport
            if not ws.closed and transport is not None and not transport.is_closing():
                try:
                    await ws.close()
                except Exception as exc:  # noqa: BLE001
                    log.info("a phone's WebSocket went badly (%s)", type(exc).__name__)
        return ws

    async def _serve_client(
        self,
        ws: web.WebSocketResponse,
        client: Client,
        number: int,
        table: str,
        token: str | None,
    ) -> None:
        """The first message's token (or none, when watching needs none), then the pushes."""
        if token is None and not self.open_watch:
            try:
                message = await asyncio.wait_for(ws.receive(), self.limits.token_seconds)
            except TimeoutError:
                await ws.close(code=CLOSE_FORBIDDEN, message=b"no token")
                return
            token = _first_token(message)
            if token is None:
                await ws.close(code=CLOSE_BAD, message=b"the first message is {token}")
                return
        if token is not None:
            self.presented(client.guard)
        if not await self._register(ws, client, number, table, token):
            return
        async for message in ws:
            if message.type == WSMsgType.ERROR:
                break
            if message.type != WSMsgType.TEXT:
                continue
            entry = socket_entry(message.data)
            if entry is not None:
                # one entry at a time per socket: the next message is read once this one is
                # answered, so a socket holds at most one question with the windows' thread
                await self._entry(client, table, token, message.data, entry)
            elif token is None:
                # watching without a token: a token sent later opens what it opens
                given = _first_token(message)
                if given is not None:
                    token = given
                    self.presented(client.guard)
                    if not await self._register(ws, client, number, table, token):
                        return

    async def _entry(
        self,
        client: Client,
        table: str,
        token: str | None,
        text: str,
        entry: dict[str, Any] | str,
    ) -> None:
        """An entry sent over the socket, judged as ``POST .../input`` with the socket's token
        (its origin was checked at the handshake): the same answer, sent on the socket once the
        journal line is written."""
        if isinstance(entry, str):
            reply = Reply(400, {"status": "refused", "code": "bad-request", "message": entry})
        else:
            source = client.guard.address if client.guard is not None else ""
            ask = PhoneAsk("input", table, token, entry, source=source)
            reply = await self._ask(ask, source)
        if self._backlog(client) > self.limits.max_backlog:
            self._drop(client, "backlog")  # sends and does not read: as a push would
            return
        self._queue(client, socket_answer(entry_id(text), reply))

    async def _register(
        self,
        ws: web.WebSocketResponse,
        client: Client,
        number: int,
        table: str,
        token: str | None,
    ) -> bool:
        reply = await self._ask(
            PhoneAsk("watch", table, token, open_watch=self.open_watch, client=number),
            client.guard.address if client.guard is not None else "",
        )
        if reply.status != 200:
            code = CLOSE_NO_TABLE if reply.status in (404, 503) else CLOSE_FORBIDDEN
            await ws.close(code=code, message=str(reply.body.get("code", "")).encode())
            return False
        if token is not None:
            self.prove(client.guard)
        text = json.dumps({"state": reply.body.get("state")}, ensure_ascii=False)
        self._queue(client, text)
        return True


def _loopback_address(sock: socket.socket) -> bool:
    """Whether ``sock`` listens on a loopback address only."""
    try:
        return ipaddress.ip_address(sock.getsockname()[0]).is_loopback
    except (OSError, ValueError):
        return False


def _first_token(message: Any) -> str | None:
    """The token of a client's message ``{"token": "..."}``, or None."""
    if message.type != WSMsgType.TEXT or len(message.data) > MAX_MESSAGE:
        return None
    try:
        value = json.loads(message.data)
    except ValueError:
        return None
    token = value.get("token") if isinstance(value, dict) else None
    return token if isinstance(token, str) else None
