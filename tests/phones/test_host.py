"""Which server a request names, read as a URL parser reads it: both LAN servers, listening on
loopback, answer a request only when it names 127.0.0.1, localhost or [::1] (with a port, or
none). The authority is the request target's when the target is absolute, else the Host
header's; a user before an ``@``, a port that is no port, a second Host or a foreign name in
an absolute target names another server, and is refused."""

from __future__ import annotations

import re
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scoreboard.match.match import MatchConfig
from tests.phones.helpers import in_thread
from ui.adapters.controller import Controller
from ui.servers.overlay import OverlayServer
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer

#: (request target, Host headers), with {path} and {port} filled in: what names this machine
ACCEPTED = {
    "127.0.0.1": ("{path}", ["127.0.0.1"]),
    "127.0.0.1 and the port": ("{path}", ["127.0.0.1:{port}"]),
    "localhost and the port": ("{path}", ["localhost:{port}"]),
    "LOCALHOST in capitals": ("{path}", ["LOCALHOST:{port}"]),
    "[::1] and the port": ("{path}", ["[::1]:{port}"]),
    "[::1]": ("{path}", ["[::1]"]),
    "an absolute target naming 127.0.0.1": ("http://127.0.0.1:{port}{path}", ["127.0.0.1"]),
    "an absolute target naming it, whatever the Host": (
        "http://localhost:{port}{path}",
        ["evil.example"],
    ),
}

#: and what does not
REFUSED = {
    "a user before @ (the host is evil)": ("{path}", ["127.0.0.1:80@evil.example"]),
    "a user and a password": ("{path}", ["user:secret@127.0.0.1:{port}"]),
    "a port beyond 65535": ("{path}", ["127.0.0.1:99999"]),
    "a port with a sign": ("{path}", ["127.0.0.1:+80"]),
    "a port that is no number": ("{path}", ["127.0.0.1:http"]),
    "an empty port": ("{path}", ["127.0.0.1:"]),
    "port zero": ("{path}", ["127.0.0.1:0"]),
    "two ports": ("{path}", ["127.0.0.1:80:{port}"]),
    "a name ending in 127.0.0.1's": ("{path}", ["127.0.0.1.evil.example"]),
    "a foreign name": ("{path}", ["evil.example:{port}"]),
    "[::1] followed by a name": ("{path}", ["[::1]evil.example"]),
    "::1 without brackets": ("{path}", ["::1"]),
    "a path in the Host": ("{path}", ["127.0.0.1/evil"]),
    "a fragment in the Host": ("{path}", ["127.0.0.1#evil"]),
    "two Host headers": ("{path}", ["127.0.0.1", "evil.example"]),
    "no Host": ("{path}", []),
    "an absolute target naming another host": ("http://evil.example{path}", ["127.0.0.1"]),
    "an absolute target with a user": ("http://127.0.0.1:80@evil.example{path}", ["127.0.0.1"]),
    "an absolute target of another scheme": ("ftp://127.0.0.1{path}", ["127.0.0.1"]),
}

CASES = [(name, True) for name in ACCEPTED] + [(name, False) for name in REFUSED]


def status(port: int, target: str, hosts: list[str]) -> int:
    """The status of a GET of ``target`` with ``hosts`` (0: closed without an answer)."""
    head = f"GET {target} HTTP/1.1\r\n" + "".join(f"Host: {h}\r\n" for h in hosts) + "\r\n"

    def work() -> bytes:
        with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
            s.sendall(head.encode())
            data = b""
            try:
                while chunk := s.recv(65536):
                    data += chunk
            except ConnectionResetError:
                pass
            return data

    found = re.match(rb"HTTP/1\.[01] ([0-9]{3}) ", in_thread(work))
    return int(found.group(1)) if found else 0


@pytest.fixture
def servers(hall: PhoneHall, page_folder: Path, qapp: Any) -> Iterator[dict[str, tuple[int, str]]]:
    """Both servers on loopback: name -> (port, a path each answers with 200)."""
    controller = Controller()
    controller.table.new_match(
        MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(5, 5), breaker=0)
    )
    overlay = OverlayServer()
    overlay.show_snapshot(controller.snapshot)
    overlay.start(0)
    phones = PhoneServer(hall)
    phones.start("127.0.0.1", 0, files=page_folder)
    try:
        yield {
            "overlay": (overlay.port or 0, "/api/v1/state"),
            "phones": (phones.port or 0, "/phone/1"),
        }
    finally:
        phones.stop()
        overlay.stop()


@pytest.mark.parametrize("server", ["overlay", "phones"])
@pytest.mark.parametrize(("case", "here"), CASES, ids=[name for name, _ in CASES])
def test_a_request_is_answered_only_when_it_names_this_machine(
    servers: dict[str, tuple[int, str]], server: str, case: str, here: bool
) -> None:
    port, path = servers[server]
    target, hosts = ACCEPTED[case] if here else REFUSED[case]
    got = status(
        port,
        target.format(path=path, port=port),
        [h.format(port=port) for h in hosts],
    )
    if here:
        assert got == 200, (case, got)
    else:
        assert got in (400, 403), (case, got)
