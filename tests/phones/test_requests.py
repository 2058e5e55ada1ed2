"""What the phone server refuses before the hall hears of it (malformed, oversized, unknown),
and the page's files it serves (only those, with their types)."""

from __future__ import annotations

import json
import socket
from typing import Any

import pytest

from tests.phones.conftest import PAGE
from tests.phones.helpers import SHOT, call, in_thread
from tests.phones.test_pair_and_play import journal_lines, pair
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer
from ui.web.phone_routes import MAX_BODY

MALFORMED: list[tuple[str, bytes]] = [
    ("pair", b"{"),
    ("pair", b"[]"),
    ("pair", b'"code"'),
    ("pair", b'{"code": 123456, "device": "A"}'),
    ("pair", b'{"device": "A"}'),
    ("pair", b'{"code": "123456", "device": null}'),
    ("pair", b'{"code": "123456", "device": "A", "watch": "yes"}'),
    ("pair", b"\xff\xfe"),
    ("input", b"{}"),
    ("input", b'{"id": "short", "match": "m", "input": {}}'),
    ("input", b'{"id": "tap-0000001!", "match": "m", "input": {}}'),
    ("input", b'{"id": "tap-00000001", "match": 5, "input": {}}'),
    ("input", b'{"id": "tap-00000001", "input": {}}'),
    ("input", b'{"id": "tap-00000001", "match": "m", "input": [1]}'),
    ("input", b'{"id": "tap-00000001", "match": "m", "input": NaN}'),
    ("input", b"[" * 5000 + b"]" * 5000),
    ("input", b'{"id": "tap-00000001", "match": "m", "input": {}, "sent": "now"}'),
    ("input", b'{"id": "tap-00000001", "match": "m", "input": {}, "sent": true}'),
    ("input", b'{"id": "tap-00000001", "match": "m", "input": {}, "sent": Infinity}'),
    ("clock", b'{"action": "explode"}'),
    ("clock", b'{"action": null}'),
    ("confirm", b'{"match": 5}'),
    ("confirm", b'{"match": ""}'),
    ("input", b'{"id": "tap-00000001", "match": "m", "input": {}, "after": "1"}'),
    ("pen", b"not json"),
    ("forget", b"1"),
]


@pytest.mark.parametrize(("what", "raw"), MALFORMED)
def test_a_malformed_body_is_400_and_nothing_happens(
    server: PhoneServer, hall: PhoneHall, what: str, raw: bytes
) -> None:
    pen = pair(server, hall)
    devices = hall.service.devices()
    status, _, answer = call(
        server.port or 0, "POST", f"/api/phone/1/{what}", raw=raw, token=pen["token"]
    )
    assert status == 400 and answer == {
        "status": "refused",
        "code": "bad-request",
        "message": answer["message"],
    }
    assert not hall.tables["1"].inputs and not journal_lines(hall, "1")
    assert hall.service.devices() == devices


def test_an_oversized_body_is_413(server: PhoneServer, hall: PhoneHall) -> None:
    pen = pair(server, hall)
    body = {"id": "tap-big-0001", "match": "m", "input": {"pad": "x" * MAX_BODY}}
    status, _, answer = call(
        server.port or 0, "POST", "/api/phone/1/input", body, token=pen["token"]
    )
    assert status == 413 and answer["code"] == "too-large"

    # chunked, with no length said: counted as it comes
    def chunked() -> bytes:
        with socket.create_connection(("127.0.0.1", server.port or 0), timeout=10) as s:
            s.sendall(
                b"POST /api/phone/1/input HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n"
                b"Content-Type: application/json\r\n"
                + f"Authorization: Bearer {pen['token']}\r\n\r\n".encode()
            )
            piece = b"x" * 4096
            try:
                for _ in range(6):
                    s.sendall(b"1000\r\n" + piece + b"\r\n")
                s.sendall(b"0\r\n\r\n")
            except OSError:
                pass
            data = b""
            try:
                while chunk := s.recv(65536):
                    data += chunk
            except ConnectionResetError:
                pass
            return data

    assert in_thread(chunked).startswith(b"HTTP/1.1 413")
    assert not hall.tables["1"].inputs


def test_wrong_routes_and_methods(server: PhoneServer, hall: PhoneHall) -> None:
    port = server.port or 0
    assert call(port, "GET", "/api/phone/1/input")[0] == 405
    assert call(port, "POST", "/api/phone/1/state", {})[0] == 405
    assert call(port, "POST", "/api/phone/1/nothing", {})[0] == 404
    status, _, answer = call(port, "POST", "/api/phone/..%2F1/pair", {"code": "1", "device": "a"})
    assert status == 404 and answer["code"] == "bad-table"
    status, _, answer = call(port, "POST", "/api/phone/9/pair", {"code": "123456", "device": "a"})
    assert status == 404 and answer["code"] == "no-table"
    assert call(port, "GET", "/api/phone/1/events")[0] == 400  # not a WebSocket
    assert call(port, "PUT", "/phone/1")[0] == 405


def test_the_page_and_its_files(server: PhoneServer) -> None:
    port = server.port or 0
    status, fields, body = call(port, "GET", "/phone/1")
    assert status == 200 and body == PAGE and fields["content-type"].startswith("text/html")
    # the page loads nothing but its own files and this server, and is never framed
    policy = dict(p.strip().split(" ", 1) for p in fields["content-security-policy"].split(";"))
    assert policy["default-src"] == "'none'" and policy["frame-ancestors"] == "'none'"
    assert {policy[k] for k in ("script-src", "style-src", "connect-src")} == {"'self'"}
    assert fields["x-frame-options"] == "DENY" and fields["referrer-policy"] == "no-referrer"
    assert call(port, "GET", "/phone/7")[0] == 200  # any table's name: the page holds no data
    assert call(port, "GET", "/phone/con")[0] == 404
    status, fields, _ = call(port, "GET", "/phone/static/phone.js")
    assert status == 200 and fields["content-type"].startswith("text/javascript")
    for path in ("/phone/static/sw.js", "/phone/sw.js"):
        status, fields, _ = call(port, "GET", path)
        assert status == 200 and fields["service-worker-allowed"] == "/phone/"
    status, fields, _ = call(port, "GET", "/phone/static/manifest.webmanifest")
    assert status == 200 and fields["content-type"] == "application/manifest+json"
    assert fields["x-content-type-options"] == "nosniff"
    for path in (
        "/phone/static/secret.txt",  # in the folder, not one of the page's files
        "/phone/static/phone.css",  # one of them, not there
        "/phone/static/../secret.txt",
        "/phone/static/%2e%2e/secret.txt",
        "/phone/static/phone.html",
        "/phone/",
        "/overlay/bar",
    ):
        assert call(port, "GET", path)[0] == 404, path


def test_watching_without_a_token_when_allowed(
    hall: PhoneHall, page_folder: Any, qapp: Any
) -> None:
    srv = PhoneServer(hall)
    srv.start("127.0.0.1", 0, open_watch=True, files=page_folder)
    try:
        status, _, answer = call(srv.port or 0, "GET", "/api/phone/1/state")
        assert status == 200 and answer["role"] is None
        assert answer["state"]["phone"]["role"] is None
        # but writing still needs the pen
        body = {"id": "tap-open-01", "match": "m", "input": SHOT}
        assert call(srv.port or 0, "POST", "/api/phone/1/input", body)[0] == 403
        assert call(srv.port or 0, "GET", "/api/phone/9/state")[0] == 404
    finally:
        srv.stop()
    assert json.dumps(answer)  # plain JSON


def test_on_loopback_a_page_from_elsewhere_gets_nothing(
    server: PhoneServer, hall: PhoneHall
) -> None:
    """A page of another site whose name was made to point at 127.0.0.1 says its own name."""
    port = server.port or 0
    body = {"code": hall.service.code("1"), "device": "Rebound"}
    headers = {"Host": f"evil.example:{port}"}
    assert call(port, "POST", "/api/phone/1/pair", body, headers=headers)[0] == 403
    assert call(port, "GET", "/phone/1", headers=headers)[0] == 403
    assert not hall.service.devices("1")
    assert call(port, "GET", "/phone/1", headers={"Host": f"localhost:{port}"})[0] == 200


def test_set_next_takes_small_json_only(hall: PhoneHall) -> None:
    for bad in ({"x": "y" * 5000}, {"x": float("nan")}, {"x": object()}, ["a"]):
        with pytest.raises(ValueError):
            hall.set_next("1", bad)  # type: ignore[arg-type]
    hall.set_next("1", {"players": ["Cai", "Dan"]})
    hall.set_next("1", None)
