"""Switching phone scoring on: ``--phones [HOST:]PORT`` read and checked, the hall and its
server made beside the windows, and a port that cannot be had said plainly."""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject

from scoreboard.service.cli import parse_args
from tests.phones.helpers import call
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_supply import PhoneSupply


@pytest.mark.parametrize(
    ("given", "address"),
    [
        ("8643", ("127.0.0.1", 8643)),
        ("192.168.1.20:8643", ("192.168.1.20", 8643)),
        ("[::1]:9000", ("::1", 9000)),
        ("localhost:8643", ("127.0.0.1", 8643)),
    ],
)
def test_the_option_reads_host_and_port(given: str, address: tuple[str, int]) -> None:
    args = parse_args(["--phones", given])
    assert args.phones == address and args.phones_open is False
    assert parse_args([]).phones is None  # off by default
    assert parse_args(["--phones", given, "--phones-open"]).phones_open is True


@pytest.mark.parametrize("given", ["", "x:1", "1.2.3.4:0", "8643:", "host.example:80", "99999"])
def test_a_bad_address_ends_with_a_message(given: str, capsys: Any) -> None:
    with pytest.raises(SystemExit) as ended:
        parse_args(["--phones", given])
    assert ended.value.code == 2 and "--phones" in capsys.readouterr().err


def test_start_from_cli_makes_the_hall_and_its_server(qapp: Any, tmp_path: Path) -> None:
    parent = QObject()
    supply = PhoneSupply(tmp_path, parent=parent)
    server = supply.start_from_cli(("127.0.0.1", 0), True)
    try:
        assert server is not None and server.running and server.open_watch
        assert supply.made is server and supply.server() is server  # one, whoever asks
        hall = server.hall
        assert isinstance(hall, PhoneHall) and hall.folder == tmp_path / "phone-tables"
        status, _, answer = call(server.port or 0, "GET", "/api/phone/1/state")
        assert status == 404 and answer["code"] == "no-table"
    finally:
        if server is not None:
            server.stop()


def test_a_port_in_use_is_said_and_phone_scoring_stays_off(
    qapp: Any, tmp_path: Path, capsys: Any
) -> None:
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        server = PhoneSupply(tmp_path).start_from_cli(("127.0.0.1", port), False)
    assert server is None
    assert "phone scoring is off" in capsys.readouterr().err
