"""The desk's phone tables view while strangers guess a table's pairing code over the real
server from other loopback addresses: it says how many wrong codes came, from how many
addresses and when the last did, in English and in Spanish; the organiser's phone pairs all
the same, and *New code* ends the guessing, which the view says."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.phones.helpers import call
from tests.phones.test_desk_phone_tables import make_ui, switch_on
from ui.desk.phone_tables import PhoneTablesPanel
from ui.main import MainUi


@pytest.fixture
def desk_ui(qtbot, tmp_path: Path) -> Iterator[MainUi]:
    ui = make_ui(qtbot, tmp_path)
    yield ui
    ui.translations.set_language("en")
    server = ui.desk_link.phones.server
    if server is not None:
        server.stop()


def shown_code(panel: PhoneTablesPanel) -> str:
    return panel.code_label.text().replace(" ", "")


def guess(port: int, panel: PhoneTablesPanel, source: str) -> None:
    wrong = f"{(int(shown_code(panel)) + 1) % 10**6:06d}"
    status, _, answer = call(
        port, "POST", "/api/phone/1/pair", {"code": wrong, "device": "x"}, source=source
    )
    assert status == 403 and answer["code"] == "wrong-code", answer


def test_the_view_shows_the_guessing_and_a_new_code_ends_it(qtbot, desk_ui) -> None:
    panel = desk_ui.desk_link.phone_panel
    port = switch_on(panel, 1)
    assert panel.guess_label.isHidden()
    assert "guessing" not in panel.table_list.item(0).text()
    for source, times in (("127.0.0.10", 3), ("127.0.0.11", 2), ("127.0.0.12", 2)):
        for _ in range(times):
            guess(port, panel, source)
    qtbot.waitUntil(lambda: "Wrong codes: 7" in panel.guess_label.text())
    text = panel.guess_label.text()
    assert text.startswith("Someone is guessing this table's pairing code. Wrong codes: 7, ")
    assert "from addresses: 3, the last at " in text and text.endswith(". New code stops it.")
    assert not panel.guess_label.isHidden()
    assert "someone is guessing the code" in panel.table_list.item(0).text()
    # in Spanish too
    desk_ui.translations.set_language("es")
    qtbot.waitUntil(lambda: "Códigos erróneos: 7" in panel.guess_label.text())
    assert "desde direcciones: 3" in panel.guess_label.text()
    assert "alguien intenta adivinar el código" in panel.table_list.item(0).text()
    desk_ui.translations.set_language("en")
    qtbot.waitUntil(lambda: "Wrong codes: 7" in panel.guess_label.text())
    # the organiser's phone pairs from its own address all the same
    status, _, answer = call(
        port,
        "POST",
        "/api/phone/1/pair",
        {"code": shown_code(panel), "device": "Organiser"},
        source="127.0.0.2",
    )
    assert status == 200, answer
    qtbot.waitUntil(lambda: panel.devices.topLevelItemCount() == 1)
    assert "Wrong codes: 7" in panel.guess_label.text()  # still said: the desk decides
    # a new code ends it, and the view says so
    before = shown_code(panel)
    panel.new_code_btn.click()
    assert shown_code(panel) != before
    assert desk_ui.desk_link.phones.hall.service.guessing("1") is None
    assert panel.guess_label.text() == "New code: the guessing of the old code has ended."
    assert "guessing" not in panel.table_list.item(0).text()
    desk_ui.translations.set_language("es")
    qtbot.waitUntil(lambda: panel.guess_label.text().startswith("Código nuevo: "))
    desk_ui.translations.set_language("en")
    # guessed at again: said again
    guess(port, panel, "127.0.0.13")
    qtbot.waitUntil(lambda: "Wrong codes: 1, from addresses: 1" in panel.guess_label.text())
