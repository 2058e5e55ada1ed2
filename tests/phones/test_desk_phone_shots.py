"""The desk's Phone tables tab as the organiser sees it, in English and Spanish: a table in
play with its QR code, its code and its devices, everything readable (no text cut), and a
picture of it left in the shots folder's desk/ (tests/shots.py) to look at."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication, QLabel

from scoreboard.competition import Competition, Format
from tests.phones.helpers import call
from tests.phones.test_desk_phone_tables import BREAK_AND_NINE, desk_ui, pair, send, switch_on
from tests.shots import shots_dir
from ui.i18n import Translations

__all__ = ["desk_ui"]  # the fixture

SHOTS = shots_dir("desk")


@pytest.fixture(params=["en", "es"])
def language(request) -> Iterator[str]:  # type: ignore[no-untyped-def]
    tr = Translations(QApplication.instance())
    assert tr.set_language(request.param)
    yield request.param
    tr.set_language("en")


def test_the_phone_tables_tab_reads_whole_in_both_languages(qtbot, desk_ui, language) -> None:
    ui = desk_ui
    desk, panel, phones = ui.desk_link.desk, ui.desk_link.phone_panel, ui.desk_link.phones
    c = Competition("Open del club", Format.SINGLE_ELIMINATION, discipline="nine-ball", tables=3)
    for n in ("Ana Fernández", "Luis Ortega", "Marta Gil", "Pepe Ruiz", "Sara Vidal", "Toni Mas"):
        c.add_entrant(n)
    desk.set_competition(c)
    desk.draw_btn.click()
    port = switch_on(panel, 3)
    hall = phones.hall
    assert hall is not None
    desk.select(c.ready()[0].id)
    desk.start_btn.click()
    pen = pair(port, "1", hall.service.code("1"), "Pixel de Ana")
    send(port, "1", pen, 1, {"kind": "lag", "winner": 0, "breaks": True})
    send(port, "1", pen, 2, BREAK_AND_NINE)
    watcher = pair(port, "1", hall.service.code("1"), "<i>iPhone</i> de Luis", watch=True)
    assert call(port, "POST", "/api/phone/1/pen", {}, token=watcher)[0] == 200
    pair(port, "1", hall.service.code("1"), "Tablet del bar", watch=True)
    desk.tabs.setCurrentWidget(panel)
    panel.table_list.setCurrentRow(0)
    desk.resize(1366, 800)
    desk.show()
    qtbot.waitExposed(desk)
    qtbot.wait(100)  # the layouts settle
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert desk.grab().save(str(SHOTS / f"phone-tables-{language}.png"))
    # every label and button shows its whole text
    for w in panel.findChildren(QAbstractButton) + panel.findChildren(QLabel):
        if not w.isVisibleTo(panel) or not w.text() or (isinstance(w, QLabel) and w.wordWrap()):
            continue
        assert w.width() >= w.minimumSizeHint().width(), (language, w.text())
    for box in panel.findChildren(QAbstractSpinBox):
        assert box.width() >= box.minimumSizeHint().width(), language
    assert panel.port.value() == phones.server.port
    assert panel.devices.topLevelItemCount() == 3
    assert panel.qr.width() >= 200 and panel.qr.height() >= 200
