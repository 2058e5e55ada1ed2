"""The touch page in a real browser: headless Chromium (tests/overlay/chromium.py) made a phone
or a tablet (touch, a mobile viewport), with taps as touch events, the network cut and given
back, and what the page shows read from its elements.

Every wait spins the Qt event loop, so the hall (on the test's thread) answers the page's
requests while the test waits for what the page draws.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.overlay.chromium import BrowserError, Chromium, Page, spin
from tests.shots import shots_dir

#: Where the screenshots of the page go (looked at by a person; not compared).
SHOTS = shots_dir("phone")

#: What the page shows, read in one go.
SHOWN = """(() => {
  const $ = (id) => document.getElementById(id);
  const app = $('app');
  if (!app || !$('queue-box')) return null;  // a page being loaded
  const buttons = (sel) => [...document.querySelectorAll(sel)];
  return {
    screen: app.dataset.screen, role: app.dataset.role, conn: app.dataset.conn,
    seq: app.dataset.seq, waiting: +app.dataset.waiting, match: app.dataset.match,
    names: [$('p0-name').textContent, $('p1-name').textContent],
    scores: [$('p0-score').textContent, $('p1-score').textContent],
    atTable: [$('p0').dataset.atTable, $('p1').dataset.atTable],
    queue: $('queue-box').hidden ? null : $('queue-count').textContent,
    queued: buttons('#queue-list li').map((li) => li.textContent),
    refusals: $('refusals').hidden ? [] : buttons('#refusals p').map((p) => p.textContent),
    decision: buttons('#decision-lines p').map((p) => p.textContent),
    rule: $('decision-rule').textContent,
    entryText: $('entry-text').textContent,
    onTable: buttons('#rack .ball').filter((b) => b.dataset.down === 'false').map((b) => +b.dataset.ball),
    actions: buttons('#actions button').filter((b) => !b.disabled).map((b) => b.dataset.action),
    options: buttons('#choice-buttons button').filter((b) => !b.disabled).map((b) => b.dataset.option || b.dataset.lag || b.dataset.rack || b.textContent),
    clock: $('clock-box').hidden ? null : $('clock-seconds').textContent,
    clockButtons: buttons('#clock-buttons button').map((b) => b.dataset.clock),
    pairMessage: $('pair-message').hidden ? '' : $('pair-message').textContent,
    watch: !$('watch-box').hidden,
  };
})()"""


class Phone:
    """One tab of the browser as a touch device of ``width`` x ``height`` CSS pixels."""

    def __init__(self, page: Page, width: int, height: int) -> None:
        self.page = page
        self.resize(width, height)
        page.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        page.call("Network.enable")
        page.call("Log.enable")

    def resize(self, width: int, height: int) -> None:
        self.page.call(
            "Emulation.setDeviceMetricsOverride",
            width=width,
            height=height,
            deviceScaleFactor=1,
            mobile=True,
            screenOrientation={
                "type": "portraitPrimary" if height >= width else "landscapePrimary",
                "angle": 0 if height >= width else 90,
            },
        )

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def js(self, expression: str) -> Any:
        return self.page.js(expression)

    def wait_for(self, expression: str, timeout: float = 10.0) -> Any:
        return self.page.wait_for(expression, timeout)

    def errors(self) -> list[str]:
        """What the page said went wrong since it was opened: uncaught exceptions, console
        errors, the browser's own (a refused policy, a file not found)."""
        found = []
        for event in self.page.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                found.append(str(params.get("exceptionDetails", {}).get("text")))
            elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
                found.append(str(params.get("args")))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                found.append(str(params["entry"].get("text")))
        return found

    def settle(self, expression: str) -> Any:
        """The value of ``expression`` once its promise settles."""
        result = self.page.call(
            "Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True
        )
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_settled(self, expression: str, timeout: float = 10.0) -> Any:
        """:meth:`settle` ``expression`` until it is truthy; its value."""
        import time

        end = time.monotonic() + timeout
        while True:
            value = self.settle(expression)
            if value:
                return value
            if time.monotonic() > end:
                raise BrowserError(f"timed out after {timeout} s waiting for {expression}")
            spin(0.05)

    def text(self, selector: str) -> str:
        return self.page.text(selector)

    def shown(self) -> dict[str, Any]:
        return self.page.js(SHOWN)  # type: ignore[no-any-return]

    def wait_shown(self, check: Any, timeout: float = 10.0) -> dict[str, Any]:
        """Read the page until ``check(shown)`` holds; the last reading."""
        import time

        end = time.monotonic() + timeout
        while True:
            shown = self.shown()
            if shown is not None and check(shown):
                return shown
            if time.monotonic() > end:
                raise BrowserError(f"the page never showed what was awaited: {shown}")
            spin(0.01)

    def tap(self, selector: str) -> None:
        """A finger on the element's middle: touchStart then touchEnd (a button acts when the
        finger lifts, as on a phone). The element must be on screen and enabled."""
        self.touch(selector)

    def touch(
        self, selector: str, moves: tuple[tuple[float, float], ...] = (), meanwhile: str = ""
    ) -> None:
        """A finger down on the element's middle, moved by each of ``moves`` (CSS px from
        where it went down, one touchMove each), then lifted where it is; ``meanwhile``, a
        script run in the page while the finger is down."""
        box = self._middle(selector)
        point = {"x": box["x"], "y": box["y"], "radiusX": 4, "radiusY": 4, "force": 1, "id": 0}
        self.page.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[point])
        if meanwhile:
            self.page.js(meanwhile)
        for dx, dy in moves:
            point = dict(point, x=box["x"] + dx, y=box["y"] + dy)
            self.page.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=[point])
        self.page.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
        # the page acts in a task it queued at the touchend: one queued after it comes after
        self.settle("new Promise((done) => setTimeout(done, 0))")
        spin(0.02)

    def click(self, selector: str) -> None:
        """The mouse's left button pressed and released on the element's middle."""
        box = self._middle(selector)
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.page.call(
                "Input.dispatchMouseEvent",
                type=kind,
                x=box["x"],
                y=box["y"],
                button="none" if kind == "mouseMoved" else "left",
                clickCount=0 if kind == "mouseMoved" else 1,
            )
        spin(0.02)

    def press(self, selector: str, key: str) -> None:
        """The element focused, then ``key`` ("Enter" or " ") pressed and released on the
        keyboard."""
        self._middle(selector)
        self.page.js(f"document.querySelector({json.dumps(selector)}).focus()")
        self.key(key)

    def key(self, key: str) -> None:
        """``key`` ("Enter" or " ") pressed and released on whatever has the focus."""
        code, vk = {"Enter": ("Enter", 13), " ": ("Space", 32)}[key]
        text = "\r" if key == "Enter" else " "
        self.page.call(
            "Input.dispatchKeyEvent",
            type="keyDown",
            key=key,
            code=code,
            windowsVirtualKeyCode=vk,
            text=text,
        )
        self.page.call(
            "Input.dispatchKeyEvent", type="keyUp", key=key, code=code, windowsVirtualKeyCode=vk
        )
        spin(0.02)

    def _middle(self, selector: str) -> dict[str, Any]:
        """The element scrolled to the middle of the screen: its middle, on screen."""
        box: dict[str, Any] | None = self.page.js(
            f"""(() => {{
            const el = document.querySelector({json.dumps(selector)});
            if (!el) return null;
            el.scrollIntoView({{block: 'center', inline: 'center'}});
            const r = el.getBoundingClientRect();
            return {{x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height,
                     disabled: !!el.disabled}};
            }})()"""
        )
        if box is None:
            raise BrowserError(f"nothing on the page matches {selector}")
        if box["disabled"]:
            raise BrowserError(f"{selector} is disabled")
        return box

    def type_into(self, selector: str, text: str) -> None:
        self.page.js(
            f"(() => {{ const el = document.querySelector({json.dumps(selector)});"
            f" el.focus(); el.value = ''; }})()"
        )
        self.page.call("Input.insertText", text=text)

    def offline(self, cut: bool) -> None:
        """Cut the network (every request and the WebSocket fail) or give it back."""
        self.page.call(
            "Network.emulateNetworkConditions",
            offline=cut,
            latency=0,
            downloadThroughput=-1,
            uploadThroughput=-1,
        )

    def smallest_targets(self) -> list[tuple[str, float, float]]:
        """Every visible button or field narrower or shorter than 48 CSS pixels (a check box
        is the label around it)."""
        small: list[tuple[str, float, float]] = self.page.js(
            """[...document.querySelectorAll('button, input, select')]
              .filter((b) => b.offsetParent !== null)
              .map((b) => [b.dataset.action || b.dataset.ball || b.dataset.pocket || b.id
                           || b.textContent, (b.closest('label') || b).getBoundingClientRect()])
              .filter(([, r]) => r.width < 48 || r.height < 48)
              .map(([n, r]) => [n, r.width, r.height])"""
        )
        return small

    def screenshot(self, name: str) -> Path:
        SHOTS.mkdir(parents=True, exist_ok=True)
        data = self.page.call("Page.captureScreenshot", format="png", captureBeyondViewport=False)
        import base64

        path = SHOTS / f"{name}.png"
        path.write_bytes(base64.b64decode(data["data"]))
        return path


def open_phone(browser: Chromium, width: int = 360, height: int = 740) -> Phone:
    """A new tab of ``browser`` made a touch device."""
    target = browser._json("/json/new?about:blank", method="PUT")
    page = Page(target["webSocketDebuggerUrl"])
    browser.pages.append(page)
    return Phone(page, width, height)
