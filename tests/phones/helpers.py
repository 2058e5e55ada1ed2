"""Clients of the phone server for the tests: HTTP and WebSocket from a thread of their own,
while the test's thread runs the windows' event loop (where the hall answers)."""

from __future__ import annotations

import asyncio
import http.client
import json
import threading
import time
from collections.abc import Callable
from typing import Any

import aiohttp

from tests.overlay.chromium import in_thread, spin

SHOT = {"kind": "shot", "shot": {"rails": 4}}


def call(
    port: int,
    method: str,
    path: str,
    body: Any = None,
    *,
    token: str | None = None,
    raw: bytes | None = None,
    headers: dict[str, str | None] | None = None,
    source: str | None = None,
) -> tuple[int, dict[str, str], Any]:
    """One request: (status, headers in lower case, the body read as JSON when it is). A body
    goes as ``application/json`` unless ``headers`` say otherwise (None: no such header).
    ``source``: the loopback address it comes from (127.0.0.2, 127.0.0.3…: all loopback on
    Linux), as a phone of another address would."""

    def work() -> tuple[int, dict[str, str], Any]:
        bind = (source, 0) if source is not None else None
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=bind)
        sent = dict(headers or {})
        if token is not None:
            sent["Authorization"] = f"Bearer {token}"
        data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
        if data is not None:
            sent.setdefault("Content-Type", "application/json")
        given = {k: v for k, v in sent.items() if v is not None}
        conn.request(method, path, body=data, headers=given)
        answer = conn.getresponse()
        content = answer.read()
        got = {k.lower(): v for k, v in answer.getheaders()}
        conn.close()
        if got.get("content-type", "").startswith("application/json"):
            return answer.status, got, json.loads(content)
        return answer.status, got, content

    result: tuple[int, dict[str, str], Any] = in_thread(work)
    return result


class Socket:
    """A WebSocket client of a table's events in a thread of its own: every message it got,
    and the close code once closed."""

    def __init__(
        self,
        port: int,
        table: str,
        first: str | None,
        heard: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        self.url = f"http://127.0.0.1:{port}/api/phone/{table}/events"
        self.first = first
        self.heard = heard  # called in the socket's thread with each message, as it comes
        self.messages: list[dict[str, Any]] = []
        self._ws: aiohttp.ClientWebSocketResponse | None = None
        self.close_code: int | None = None
        self.closed = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        self._loop.run_until_complete(self._main())

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        try:
            async with (
                aiohttp.ClientSession() as session,
                session.ws_connect(self.url, autoclose=True, heartbeat=None) as ws,
            ):
                self._ws = ws
                if self.first is not None:
                    await ws.send_str(self.first)
                reader = asyncio.ensure_future(self._read(ws))
                stopper = asyncio.ensure_future(self._stop.wait())
                await asyncio.wait((reader, stopper), return_when=asyncio.FIRST_COMPLETED)
                stopper.cancel()
                if not reader.done():
                    await ws.close()
                    reader.cancel()
                self.close_code = ws.close_code
        finally:
            self.closed.set()

    async def _read(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        async for message in ws:
            if message.type == aiohttp.WSMsgType.TEXT:
                value = json.loads(message.data)
                if self.heard is not None:
                    self.heard(value)
                self.messages.append(value)

    def send(self, text: str) -> None:
        """Send ``text`` as a message (once the socket is open)."""
        self.wait(lambda: self._ws is not None)
        ws = self._ws
        assert ws is not None
        asyncio.run_coroutine_threadsafe(ws.send_str(text), self._loop).result(5)

    def answers(self) -> list[dict[str, Any]]:
        """The answers to the entries sent on the socket, in the order they came."""
        return [m["answer"] for m in self.messages if "answer" in m]

    def wait(self, what: Callable[[], bool], timeout: float = 10.0) -> None:
        end = time.monotonic() + timeout
        while not what() and time.monotonic() < end:
            spin(0.005)
        assert what(), "the WebSocket did not get what was awaited"

    def close(self) -> None:
        stop = self._stop
        if stop is not None and not self.closed.is_set():
            self._loop.call_soon_threadsafe(stop.set)
        end = time.monotonic() + 5
        while not self.closed.is_set() and time.monotonic() < end:
            spin(0.005)
        self._thread.join(1)
