"""What the touch page's browser tests share: a real hall and its real server, a phone paired
by the code the desk shows, the table's journal read back from its file."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scoreboard.match.match import MatchConfig
from scoreboard.table.shot_clock import PROFILES
from tests.overlay.chromium import Chromium
from tests.phones.page_driver import Phone, open_phone
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer

APP = "document.getElementById('app')"


def nine_ball(names: tuple[str, str] = ("Ana", "Bea")) -> MatchConfig:
    return MatchConfig(players=names, discipline="nine-ball", race=(5, 5), breaker=0)


def eight_ball(names: tuple[str, str] = ("Ana", "Bea")) -> MatchConfig:
    return MatchConfig(players=names, discipline="eight-ball", race=(3, 3), breaker=0)


@pytest.fixture(scope="module")
def page_browser(qapp: Any) -> Iterator[Chromium]:
    chromium = Chromium()
    yield chromium
    chromium.close()


@pytest.fixture
def page_hall(qapp: Any, tmp_path: Path) -> Iterator[PhoneHall]:
    made = PhoneHall(tmp_path / "phone-tables", clock_profile=PROFILES["wpa"])
    made.open_match("1", nine_ball())
    made.open_match("2", nine_ball(("Eva", "Flor")))
    yield made
    made.release()


@pytest.fixture
def page_server(page_hall: PhoneHall) -> Iterator[PhoneServer]:
    """The app's phone server with the page of resources/phone."""
    srv = PhoneServer(page_hall)
    srv.start("127.0.0.1", 0)
    yield srv
    srv.stop()


@pytest.fixture
def page_phone(page_browser: Chromium) -> Iterator[Phone]:
    made = open_phone(page_browser, 360, 740)
    yield made
    made.offline(False)
    made.goto("about:blank")


def page_url(server: PhoneServer, table: str, lang: str = "en", code: str | None = None) -> str:
    url = server.url(table, code)
    return url.replace(f"/phone/{table}", f"/phone/{table}?lang={lang}", 1)


def pair(
    phone: Phone,
    server: PhoneServer,
    hall: PhoneHall,
    table: str = "1",
    *,
    lang: str = "en",
    device: str = "Ana's phone",
    watch: bool = False,
) -> dict[str, Any]:
    """Open the table's page with the desk's QR code address, name the device, pair: what the
    page shows once it draws the table."""
    phone.goto("about:blank")  # the same address with a new fragment would not load again
    phone.goto(page_url(server, table, lang, hall.service.code(table)))
    phone.wait_for(f"{APP}.dataset.screen === 'pair'")
    assert phone.js("location.hash") == ""  # the code leaves the address at once
    assert phone.js("document.getElementById('pair-code').value") == hall.service.code(table)
    phone.type_into("#pair-device", device)
    if watch:
        phone.tap("#pair-watch")
    phone.tap("#pair-button")
    return settled(phone, hall, table)


def records(hall: PhoneHall, table: str = "1") -> list[dict[str, Any]]:
    """The table's journal lines after its header, as the file holds them."""
    journal = hall.tables[table].journal
    assert journal is not None
    lines = journal.path.read_text("utf-8").splitlines()[1:]
    return [json.loads(line) for line in lines if '"input"' in line]


def settled(phone: Phone, hall: PhoneHall, table: str = "1") -> dict[str, Any]:
    """Wait until the page shows the table as its journal is now, with nothing waiting."""
    return phone.wait_shown(
        lambda s: (
            s["screen"] == "play"
            and s["waiting"] == 0
            and s["seq"] == str(len(records(hall, table)))
        )
    )


def tap_shot(phone: Phone, ball: int | None, pocket: str | None = None) -> None:
    if ball is not None:
        phone.tap(f"#rack .ball[data-ball='{ball}']")
    if pocket is not None:
        phone.tap(f".pocket[data-pocket='{pocket}']")
