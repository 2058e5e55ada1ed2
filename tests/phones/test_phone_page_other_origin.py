"""A page of another origin, opened in a real browser on the club's network, that makes the
browser send pairing codes to the phone server: refused before they are read, so no code of
its is counted, and the organiser pairs at once; the touch page itself, of the server's own
origin, pairs as before."""

# ruff: noqa: F811 - the fixtures of page_play are imported, then asked for by name
from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from scoreboard.phones.pens import MAX_TRIES
from tests.phones.helpers import call
from tests.phones.page_driver import Phone
from tests.phones.page_play import (  # noqa: F401 - fixtures
    APP,
    page_browser,
    page_hall,
    page_phone,
    page_server,
    page_url,
    settled,
)
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer

#: What the page elsewhere makes the browser send: the "simple" requests a browser sends
#: without asking the server first (a form's text, no-cors), and JSON (which it asks first).
SENDS = {
    "text/plain": "{method: 'POST', mode: 'no-cors', headers: {'Content-Type': 'text/plain'}}",
    "form": (
        "{method: 'POST', mode: 'no-cors', "
        "headers: {'Content-Type': 'application/x-www-form-urlencoded'}}"
    ),
    "json": "{method: 'POST', headers: {'Content-Type': 'application/json'}}",
}


@pytest.fixture
def elsewhere() -> Iterator[str]:
    """A page of another origin (another loopback address): its address."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = b"<!doctype html><title>elsewhere</title><p>a page of the club's Wi-Fi"
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.3", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.3:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize("how", list(SENDS))
def test_codes_sent_by_a_page_of_another_origin_are_not_counted(
    page_phone: Phone,
    page_server: PhoneServer,
    page_hall: PhoneHall,
    elsewhere: str,
    how: str,
) -> None:
    phone, hall = page_phone, page_hall
    phone.goto(elsewhere)
    code = hall.service.code("1")
    wrong = f"{(int(code) + 1) % 10**6:06d}"
    target = f"http://127.0.0.1:{page_server.port}/api/phone/1/pair"
    body = json.dumps({"code": wrong, "device": "x"})
    sent = phone.settle(
        f"""Promise.all([...Array({MAX_TRIES * 3})].map(() =>
          fetch({json.dumps(target)}, Object.assign({SENDS[how]}, {{body: {json.dumps(body)}}}))
            .then(() => 'sent', (e) => 'refused by the browser')))"""
    )
    # the simple ones reach the server (their answers unread); JSON's question is not answered
    expected = "refused by the browser" if how == "json" else "sent"
    assert sent == [expected] * MAX_TRIES * 3
    # none counted: the organiser pairs from another address, and from the browser's own
    status, _, answer = call(
        page_server.port or 0,
        "POST",
        "/api/phone/1/pair",
        {"code": code, "device": "Organiser"},
        source="127.0.0.2",
    )
    assert status == 200, answer
    assert hall.service.guessing("1") is None
    assert hall.service.pens.paused("127.0.0.1") == 0


def test_the_touch_page_sends_json_from_its_own_origin_and_pairs(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    phone.goto(page_url(page_server, "1", "en"))
    phone.wait_for(f"{APP}.dataset.screen === 'pair'")
    phone.type_into("#pair-code", hall.service.code("1"))
    phone.type_into("#pair-device", "Tablet")
    phone.tap("#pair-button")
    assert settled(phone, hall)["role"] == "pen"
    sent = [
        e["params"]["request"]
        for e in phone.page.events
        if e.get("method") == "Network.requestWillBeSent"
        and e["params"]["request"]["method"] == "POST"
    ]
    assert sent and all(r["headers"].get("Content-Type") == "application/json" for r in sent)
    assert all(
        r["headers"].get("Origin", f"http://127.0.0.1:{page_server.port}")
        == f"http://127.0.0.1:{page_server.port}"
        for r in sent
    )
