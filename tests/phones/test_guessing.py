"""Strangers guessing a table's pairing code over the real server, from several loopback
addresses (127.0.0.2, 127.0.0.3…: all loopback on Linux): their wrong codes pause each of them
alone, the organiser's right code from another address always pairs, and a page of another
origin, or a body that is not said to be JSON, is refused before anything is counted."""

from __future__ import annotations

import base64
import os
from collections.abc import Iterator
from typing import Any

import pytest

from scoreboard.phones.pens import MAX_TRIES, PAUSE, Pens
from tests.phones.helpers import SHOT, call
from tests.phones.test_pair_and_play import journal_lines, pair
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer
from ui.web.authority import own_origin

ORGANISER = "127.0.0.2"


def stranger(n: int) -> str:
    """The address of stranger ``n`` (127.0.0.10 on)."""
    return f"127.0.0.{10 + n}"


def wrong_code(hall: PhoneHall, table: str = "1") -> str:
    code = hall.service.code(table)
    return f"{(int(code) + 1) % 10**6:06d}"


def try_code(
    server: PhoneServer, code: str, source: str, table: str = "1", **kw: Any
) -> tuple[int, dict[str, str], Any]:
    body = {"code": code, "device": kw.pop("device", "Guess")}
    return call(server.port or 0, "POST", f"/api/phone/{table}/pair", body, source=source, **kw)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(hall: PhoneHall) -> Iterator[Clock]:
    """The pens' clock, moved by the test (the pauses are of minutes)."""
    made = Clock()
    hall.service.pens = Pens.in_folder(hall.folder, clock=made)
    yield made


@pytest.mark.parametrize("strangers", [1, 4, 16])
def test_wrong_codes_from_strangers_never_stop_the_right_code_from_another_address(
    server: PhoneServer, hall: PhoneHall, strangers: int
) -> None:
    for n in range(strangers):
        statuses = [
            try_code(server, wrong_code(hall), stranger(n))[0] for _ in range(MAX_TRIES + 2)
        ]
        assert statuses == [403] * MAX_TRIES + [429, 429], (n, statuses)
    status, _, answer = try_code(server, hall.service.code("1"), ORGANISER, device="Organiser")
    assert status == 200 and answer["role"] == "pen", answer


@pytest.mark.parametrize("table", ["1", "2"])
def test_the_right_code_pairs_from_another_address_while_strangers_guess_every_table(
    server: PhoneServer, hall: PhoneHall, table: str
) -> None:
    for n in range(3):
        for guessed in ("1", "2"):
            for _ in range(MAX_TRIES):
                try_code(server, wrong_code(hall, guessed), stranger(n), guessed)
    status, _, answer = try_code(server, hall.service.code(table), ORGANISER, table)
    assert status == 200, answer


def test_a_strangers_own_pause_grows_and_is_its_own(
    server: PhoneServer, hall: PhoneHall, clock: Clock
) -> None:
    def round_of(source: str) -> tuple[list[int], int]:
        statuses = [try_code(server, wrong_code(hall), source)[0] for _ in range(MAX_TRIES)]
        status, fields, answer = try_code(server, wrong_code(hall), source)
        assert status == 429 and answer["code"] == "paused", answer
        return statuses, int(fields["retry-after"])

    assert round_of(stranger(0)) == ([403] * MAX_TRIES, PAUSE)
    clock.now += PAUSE + 1
    assert round_of(stranger(0)) == ([403] * MAX_TRIES, 2 * PAUSE)
    clock.now += 2 * PAUSE + 1
    assert round_of(stranger(0)) == ([403] * MAX_TRIES, 4 * PAUSE)
    # another stranger starts from the first pause; the organiser is not paused at all
    assert round_of(stranger(1)) == ([403] * MAX_TRIES, PAUSE)
    status, _, answer = try_code(server, hall.service.code("1"), ORGANISER)
    assert status == 200, answer
    # the stranger's right code, during its own pause, is not even compared
    status, _, answer = try_code(server, hall.service.code("1"), stranger(0))
    assert status == 429 and answer["code"] == "paused"


#: How a page elsewhere on the club's network sends a guess: a "simple" request a browser
#: sends without asking (text/plain), and JSON (a browser asks first; a client may not).
CROSS_ORIGIN = [
    ("text/plain;charset=UTF-8", "http://evil.example"),
    ("application/json", "http://evil.example"),
    ("text/plain", "null"),
    ("application/json", "http://127.0.0.1:1"),
    ("application/json", "https://127.0.0.1:{port}"),
]


@pytest.mark.parametrize(("kind", "origin"), CROSS_ORIGIN)
def test_a_guess_from_a_page_of_another_origin_is_refused_and_not_counted(
    server: PhoneServer, hall: PhoneHall, kind: str, origin: str
) -> None:
    origin = origin.format(port=server.port)
    for _ in range(MAX_TRIES * 2):
        status, _, answer = try_code(
            server,
            wrong_code(hall),
            stranger(0),
            headers={"Content-Type": kind, "Origin": origin},
        )
        assert status == 403 and answer["code"] == "other-origin", answer
    assert hall.service.guessing("1") is None
    # not counted: the same address, with the right code, pairs at once
    status, _, answer = try_code(server, hall.service.code("1"), stranger(0))
    assert status == 200, answer


#: Origins that are not the one of a page served as ``127.0.0.1:8643``, however close.
NOT_OURS = [
    "null",
    "",
    "http://127.0.0.1",
    "http://127.0.0.1:8644",
    "https://127.0.0.1:8643",
    "ws://127.0.0.1:8643",
    "http://127.0.0.1:8643@evil.example",
    "http://evil.example@127.0.0.1:8643",
    "http://127.0.0.1:8643/",
    "http://127.0.0.1:8643.evil.example",
    "http://127.0.0.2:8643",
    "http://localhost:8643",
    "http://127.0.0.1:8643 http://evil.example",
    "http://127.0.0.1:99999",
    "http://[::1]:8643",
]


@pytest.mark.parametrize("origin", NOT_OURS)
def test_an_origin_close_to_the_servers_own_is_another(origin: str) -> None:
    assert own_origin("http://127.0.0.1:8643", "127.0.0.1:8643")
    assert own_origin("HTTP://127.0.0.1:8643", "127.0.0.1:8643")
    assert not own_origin(origin, "127.0.0.1:8643")


@pytest.mark.parametrize(
    "host", ["127.0.0.1:8643@evil.example", "evil.example@127.0.0.1:8643", "", " ", None]
)
def test_a_host_with_a_user_or_no_host_matches_no_origin(host: str | None) -> None:
    for origin in ("http://evil.example", "http://127.0.0.1:8643", "http://", "null"):
        assert not own_origin(origin, host)


#: Bodies that are not said to be JSON, whatever they hold.
NOT_JSON = [
    "text/plain",
    "text/plain;charset=UTF-8",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/json; charset=latin-1",
    "application/jsonp",
    None,
]


@pytest.mark.parametrize("kind", NOT_JSON)
def test_a_body_not_sent_as_json_is_415_and_not_counted(
    server: PhoneServer, hall: PhoneHall, kind: str | None
) -> None:
    raw = f'{{"code": "{wrong_code(hall)}", "device": "Guess"}}'.encode()
    for _ in range(MAX_TRIES * 2):
        status, _, answer = call(
            server.port or 0,
            "POST",
            "/api/phone/1/pair",
            raw=raw,
            headers={"Content-Type": kind},
            source=stranger(0),
        )
        assert status == 415 and answer["code"] == "not-json", answer
    assert hall.service.guessing("1") is None
    status, _, answer = try_code(server, hall.service.code("1"), stranger(0))
    assert status == 200, answer


def test_json_with_its_charset_and_the_pages_own_origin_are_taken(
    server: PhoneServer, hall: PhoneHall
) -> None:
    own = f"http://127.0.0.1:{server.port}"
    status, _, answer = try_code(
        server,
        hall.service.code("1"),
        ORGANISER,
        headers={"Content-Type": "application/json; charset=utf-8", "Origin": own},
    )
    assert status == 200, answer
    token = answer["token"]
    status, _, answer = call(
        server.port or 0, "GET", "/api/phone/1/state", token=token, headers={"Origin": own}
    )
    assert status == 200, answer
    # the page served as localhost: its origin is that name, in any case
    status, _, answer = call(
        server.port or 0,
        "GET",
        "/api/phone/1/state",
        token=token,
        headers={"Host": f"localhost:{server.port}", "Origin": f"http://LocalHost:{server.port}"},
    )
    assert status == 200, answer


#: Every request of the API, with a body it would take.
ENDPOINTS: list[tuple[str, str, Any]] = [
    ("GET", "state", None),
    ("POST", "input", {"id": "tap-foreign1", "input": SHOT}),
    ("POST", "clock", {"action": "start"}),
    ("POST", "pen", {}),
    ("POST", "forget", {}),
]


@pytest.mark.parametrize(("method", "what", "body"), ENDPOINTS)
def test_a_page_of_another_origin_changes_nothing_even_with_a_token(
    server: PhoneServer, hall: PhoneHall, method: str, what: str, body: Any
) -> None:
    pen = pair(server, hall)
    if what == "input":
        body = dict(body, match=pen["state"]["phone"]["match_id"])
    status, _, answer = call(
        server.port or 0,
        method,
        f"/api/phone/1/{what}",
        body,
        token=pen["token"],
        headers={"Origin": "http://evil.example"},
    )
    assert status == 403 and answer["code"] == "other-origin" and "state" not in answer
    assert not hall.tables["1"].inputs and not journal_lines(hall, "1")
    assert hall.service.pens.check("1", pen["token"]).may_write  # not forgotten
    assert not any(d.asking for d in hall.service.devices("1"))


def test_a_websocket_from_a_page_of_another_origin_is_refused(
    server: PhoneServer, hall: PhoneHall
) -> None:
    key = base64.b64encode(os.urandom(16)).decode()
    status, _, answer = call(
        server.port or 0,
        "GET",
        "/api/phone/1/events",
        headers={
            "Origin": "http://evil.example",
            "Upgrade": "websocket",
            "Connection": "Upgrade",
            "Sec-WebSocket-Key": key,
            "Sec-WebSocket-Version": "13",
        },
    )
    assert status == 403 and answer["code"] == "other-origin"


def test_the_desk_hears_of_each_wrong_code_and_of_the_new_code(
    server: PhoneServer, hall: PhoneHall
) -> None:
    heard: list[str] = []
    hall.guessed.connect(heard.append)
    for n in range(3):
        try_code(server, wrong_code(hall), stranger(n))
    guessing = hall.service.guessing("1")
    assert guessing is not None and (guessing.wrong, guessing.sources) == (3, 3)
    assert heard == ["1"] * 3
    hall.new_code("1")
    assert hall.service.guessing("1") is None and heard == ["1"] * 4
