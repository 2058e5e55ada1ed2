"""Headless Chromium driven over its DevTools protocol, from the Qt event loop.

The overlay server runs on the test's own event loop, so nothing here blocks: every wait spins
the Qt event loop until the answer arrives (or a timeout says what was awaited). The protocol's
WebSocket is a ``QWebSocket``; Chromium comes from the Debian package ``chromium``, installed by
``tools/system_deps.py``.
"""

from __future__ import annotations

import base64
import json
import shutil
import subprocess
import tempfile
import threading
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer, QUrl
from PySide6.QtWebSockets import QWebSocket

FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
    "--mute-audio",
    # a browser source is always on screen: no throttling of pages the browser thinks hidden
    "--disable-renderer-backgrounding",
    "--disable-background-timer-throttling",
    "--disable-backgrounding-occluded-windows",
    "--remote-debugging-port=0",
]


class BrowserError(RuntimeError):
    pass


def chromium_path() -> str:
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    raise BrowserError(
        "chromium is not installed: run `python3 tools/system_deps.py --install-if-root` "
        "(as root on Debian/Ubuntu) to install it"
    )


_wake: QTimer | None = None


def spin(seconds: float = 0.0) -> None:
    """Let the event loop run for ``seconds`` (at least one pass), sleeping while nothing
    happens: a busy wait would take the processor from the browser it waits for."""
    global _wake
    if _wake is None:
        _wake = QTimer()
        _wake.setInterval(2)
    _wake.start()  # wakes the waiting loop at least every 2 ms
    end = time.monotonic() + seconds
    try:
        while True:
            QCoreApplication.processEvents(
                QEventLoop.ProcessEventsFlag.AllEvents
                | QEventLoop.ProcessEventsFlag.WaitForMoreEvents
            )
            if time.monotonic() >= end:
                return
    finally:
        _wake.stop()


def in_thread(work: Callable[[], Any], timeout: float = 15.0) -> Any:
    """Run blocking client code (a plain HTTP client, a raw socket) in a thread while the
    event loop of this one goes on (the server's windows' side answers there)."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = work()
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            box["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    end = time.monotonic() + timeout
    while thread.is_alive() and time.monotonic() < end:
        spin(0.002)
    assert not thread.is_alive(), "the client got no answer in time"
    if "error" in box:
        raise box["error"]
    return box["value"]


class Page:
    """One tab, spoken to over its own DevTools WebSocket."""

    def __init__(self, ws_url: str, timeout: float = 20.0) -> None:
        self._socket = QWebSocket()
        self._socket.setMaxAllowedIncomingMessageSize(64 * 1024 * 1024)
        self._socket.setMaxAllowedIncomingFrameSize(64 * 1024 * 1024)
        self._replies: dict[int, dict[str, Any]] = {}
        self.events: list[dict[str, Any]] = []
        self._next = 0
        self._socket.textMessageReceived.connect(self._received)
        self._socket.open(QUrl(ws_url))
        self._wait(lambda: self._socket.state().name == "ConnectedState", timeout, "DevTools")
        self.call("Page.enable")
        self.call("Runtime.enable")

    def _received(self, text: str) -> None:
        message = json.loads(text)
        if "id" in message:
            self._replies[message["id"]] = message
        else:
            self.events.append(message)

    @staticmethod
    def _wait(done: Any, timeout: float, what: str) -> None:
        end = time.monotonic() + timeout
        while not done():
            if time.monotonic() > end:
                raise BrowserError(f"timed out after {timeout} s waiting for {what}")
            spin()

    def call(self, method: str, timeout: float = 20.0, **params: Any) -> dict[str, Any]:
        self._next += 1
        ident = self._next
        self._socket.sendTextMessage(json.dumps({"id": ident, "method": method, "params": params}))
        self._wait(lambda: ident in self._replies, timeout, method)
        reply = self._replies.pop(ident)
        if "error" in reply:
            raise BrowserError(f"{method}: {reply['error']}")
        return reply.get("result", {})

    def size(self, width: int, height: int) -> None:
        self.call(
            "Emulation.setDeviceMetricsOverride",
            width=width,
            height=height,
            deviceScaleFactor=1,
            mobile=False,
        )
        # a browser source composes the page over the video: show what is transparent
        self.call(
            "Emulation.setDefaultBackgroundColorOverride", color={"r": 0, "g": 0, "b": 0, "a": 0}
        )

    def goto(self, url: str, timeout: float = 20.0) -> None:
        self.events.clear()
        self.call("Page.navigate", url=url)
        self._wait(
            lambda: any(e.get("method") == "Page.loadEventFired" for e in self.events),
            timeout,
            f"the page {url} to load",
        )

    def js(self, expression: str) -> Any:
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 10.0) -> Any:
        """Evaluate ``expression`` until it is truthy; its value."""
        end = time.monotonic() + timeout
        while True:
            value = self.js(expression)
            if value:
                return value
            if time.monotonic() > end:
                raise BrowserError(f"timed out after {timeout} s waiting for {expression}")
            spin(0.005)

    def text(self, selector: str) -> str:
        return self.js(f"document.querySelector({json.dumps(selector)}).textContent")

    def screenshot(self, path: Path) -> Path:
        data = self.call("Page.captureScreenshot", format="png")["data"]
        path.write_bytes(base64.b64decode(data))
        return path

    def close(self) -> None:
        self._socket.close()


class Chromium:
    """A headless Chromium with a fresh profile; :meth:`page` opens a tab."""

    def __init__(self) -> None:
        self._profile = tempfile.mkdtemp(prefix="overlay-chromium-")
        self._log = open(Path(self._profile) / "chromium.log", "wb")  # noqa: SIM115
        self.proc = subprocess.Popen(
            [chromium_path(), *FLAGS, f"--user-data-dir={self._profile}", "about:blank"],
            stdout=self._log,
            stderr=self._log,
        )
        active = Path(self._profile) / "DevToolsActivePort"
        end = time.monotonic() + 30
        while not (active.exists() and len(active.read_text().splitlines()) >= 2):
            if self.proc.poll() is not None or time.monotonic() > end:
                self.close()
                raise BrowserError("chromium did not start: " + self.log()[-2000:])
            time.sleep(0.05)
        self.port = int(active.read_text().splitlines()[0])
        self.pages: list[Page] = []

    def log(self) -> str:
        return (Path(self._profile) / "chromium.log").read_text(errors="replace")

    def _json(self, path: str, method: str = "GET") -> Any:
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", method=method)
        with urllib.request.urlopen(request, timeout=10) as reply:
            return json.loads(reply.read())

    def page(self, width: int = 1920, height: int = 1080) -> Page:
        target = self._json("/json/new?about:blank", method="PUT")
        page = Page(target["webSocketDebuggerUrl"])
        page.size(width, height)
        self.pages.append(page)
        return page

    def close(self) -> None:
        for page in getattr(self, "pages", []):
            page.close()
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._log.close()
        shutil.rmtree(self._profile, ignore_errors=True)
