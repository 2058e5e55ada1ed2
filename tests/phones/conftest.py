"""A real hall in a temporary folder and its real server on a loopback port."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scoreboard.match.match import MatchConfig
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer

PAGE = b"<!doctype html><title>phone</title>"


def nine_ball() -> MatchConfig:
    return MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(5, 5), breaker=0)


@pytest.fixture
def page_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "page"
    folder.mkdir()
    (folder / "phone.html").write_bytes(PAGE)
    (folder / "phone.js").write_text("// js\n")
    (folder / "sw.js").write_text("// sw\n")
    (folder / "manifest.webmanifest").write_text("{}")
    (folder / "secret.txt").write_text("not served")
    return folder


@pytest.fixture
def hall(qapp: Any, tmp_path: Path) -> Iterator[PhoneHall]:
    made = PhoneHall(tmp_path / "phone-tables")
    made.open_match("1", nine_ball())
    made.open_match("2", nine_ball())
    yield made
    made.release()


@pytest.fixture
def server(hall: PhoneHall, page_folder: Path) -> Iterator[PhoneServer]:
    srv = PhoneServer(hall)
    srv.start("127.0.0.1", 0, files=page_folder)
    yield srv
    srv.stop()
