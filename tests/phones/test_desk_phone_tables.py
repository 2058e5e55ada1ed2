"""The desk's phone tables through real windows offscreen and a real hall in a tmp folder: a
bracket slot started on a phone table, scored from a paired phone through the hall's requests,
its result in the bracket by itself, the next match offered and told to the phone, the hall's
board showing the table and calling the players; the devices handed the pen and revoked."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from scoreboard.competition import Competition, Format, State
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from scoreboard.table.journal import find_unfinished
from tests.phones.helpers import call
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.desk.phone_link import PhoneDesk
from ui.desk.phone_tables import PhoneTablesPanel
from ui.desk.qr import qr_matrix
from ui.i18n import Translations
from ui.main import MainUi
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_supply import HALL_FOLDER

#: A break that pockets the nine: the rack is won.
BREAK_AND_NINE = {"kind": "shot", "shot": {"pocketed": [[9, "foot-left"]], "rails": 4}}


def make_ui(qtbot, tmp_path: Path) -> MainUi:
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")
    ui = windows(controller, Translations(QApplication.instance()), session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    ui.window.act_desk.trigger()
    qtbot.addWidget(ui.desk_link.desk)
    return ui


@pytest.fixture
def desk_ui(qtbot, tmp_path: Path) -> Iterator[MainUi]:
    """The app's windows with the desk open; its phones' server stopped at the end."""
    ui = make_ui(qtbot, tmp_path)
    yield ui
    server = ui.desk_link.phones.server
    if server is not None:
        server.stop()


def drawn(desk, tables: int = 2) -> Competition:
    c = Competition("Club", Format.SINGLE_ELIMINATION, discipline="nine-ball", tables=tables)
    for n in ("Ana", "Luis", "Marta", "Pepe"):
        c.add_entrant(n)
    desk.set_competition(c)
    desk.draw_btn.click()
    assert c.drawn
    return c


def switch_on(panel, count: int) -> int:
    """Phone scoring on, on a free loopback port: the port."""
    panel.count.setValue(count)
    panel.port.setValue(0)
    panel.on_box.setChecked(True)
    server = panel.phones.server
    assert server is not None and server.running and server.port
    return int(server.port)


def pair(port: int, table: str, code: str, device: str, *, watch: bool = False) -> str:
    status, _, body = call(
        port,
        "POST",
        f"/api/phone/{table}/pair",
        {"code": code, "device": device, "watch": watch},
    )
    assert status == 200, body
    return str(body["token"])


def phone_state(port: int, table: str, token: str | None) -> dict:
    status, _, body = call(port, "GET", f"/api/phone/{table}/state", token=token)
    assert status == 200, body
    return body["state"]


def send(port: int, table: str, token: str, n: int, data: dict) -> dict:
    match = phone_state(port, table, token)["phone"]["match_id"]
    status, _, body = call(
        port,
        "POST",
        f"/api/phone/{table}/input",
        {"id": f"tap-{n:08d}", "match": match, "input": data},
        token=token,
    )
    assert status == 200, body
    return body["state"]


def test_a_slot_played_on_a_phone_table_goes_into_the_bracket_by_itself(
    qtbot, tmp_path, desk_ui
) -> None:
    ui = desk_ui
    link = ui.desk_link
    desk, panel, phones = link.desk, link.phone_panel, link.phones
    assert desk.tabs.tabText(desk.tabs.indexOf(panel)) == "Phone tables"
    assert not phones.on and not panel.detail.isEnabled()  # off by default
    assert panel.host() == "127.0.0.1"  # this computer only, by default
    c = drawn(desk, tables=3)
    port = switch_on(panel, 2)
    hall = phones.hall
    # the desk's lists say which tables are scored by phone
    lines = [desk.tables_list.item(i).text() for i in range(desk.tables_list.count())]
    assert lines == ["Phone table 1: free", "Phone table 2: free", "Table 3: free"]
    assert hall is not None and hall.folder == tmp_path / "data" / HALL_FOLDER
    assert panel.table_list.count() == 2 and not panel.port.isEnabled()
    # the slot goes to table 1: the board calls its players
    first = c.ready()[0]
    desk.select(first.id)
    desk.assign_btn.click()
    assert c.slot(first.id).table == 1
    top, bottom = c.entrant(first.top), c.entrant(first.bottom)
    board = link.feed.open_board()
    qtbot.addWidget(board)
    assert board.call_line.isVisibleTo(board)
    assert board.call_line.text() == f"Table 1: {top} vs {bottom}"
    # started from the desk on the phone table
    assert desk.start_btn.text() == "Start on phone table 1"
    desk.start_btn.click()
    table = hall.tables["1"]
    match_id = table.journal.match_id
    assert c.started[first.id] == match_id
    assert table.snapshot.players.names == (top, bottom)
    assert not board.call_line.isVisibleTo(board)
    # the pairing code and its QR code, for table 1, on the port listened on
    code = hall.service.code("1")
    assert panel.code_label.text() == f"{code[:3]} {code[3:]}"
    url = f"http://127.0.0.1:{port}/phone/1#pair={code}"
    assert panel.url_label.text().startswith(url + "\nOnly this computer can open it")
    assert panel.qr.text == url
    shot = panel.qr.grab().toImage()
    assert panel.qr.modules(shot, shot.width(), shot.height()) == [
        list(row) for row in qr_matrix(url)
    ]
    # a phone pairs over the network with that code
    pen = pair(port, "1", code, "<b>Ana's phone</b>")
    assert phone_state(port, "1", pen)["phone"]["next"] is None
    # the device is listed as written, holding the pen
    qtbot.waitUntil(lambda: panel.devices.topLevelItemCount() == 1)
    assert panel.devices.topLevelItem(0).text(0) == "<b>Ana's phone</b>"
    assert panel.devices.topLevelItem(0).text(1) == "holds the pen"
    assert panel.table_list.item(0).text().startswith("Table 1 · pen: <b>Ana's phone</b>\n")
    # scored from the phone: the lag, then every rack won on the break
    send(port, "1", pen, 0, {"kind": "lag", "winner": 0, "breaks": True})
    n = 0
    while table.snapshot.winner is None:
        n += 1
        send(port, "1", pen, n, BREAK_AND_NINE)
        assert n < 40
    assert board.cards and board.cards[0].number.text() == "Table 1"
    # the result is in the bracket, with the match's id; the phone's journal stays open (an
    # undo of the last shot can still take it back)
    s = c.slot(first.id)
    assert s.state is State.FINISHED and s.result.history_id == match_id
    assert s.result.racks == table.snapshot.result_score
    assert table.journal is not None and not table.journal.closed
    # the next ready match is offered for table 1 and the phone is told
    assert desk.offered is not None and desk.offered[1] == 1
    nxt = c.slot(desk.offered[0])
    assert desk.offer_box.isVisibleTo(desk)
    told = phone_state(port, "1", pen)["phone"]["next"]
    assert told["players"] == [c.entrant(nxt.top), c.entrant(nxt.bottom)]
    assert told["race"] == nxt.race
    assert panel.state_label.text().endswith(
        f"\nNext: {c.entrant(nxt.top)} vs {c.entrant(nxt.bottom)}, race to {nxt.race}"
    )
    # the same result again changes nothing
    before = dict(c.results)
    assert not phones.match_won("1")
    assert c.results == before
    # switched off: the server no longer answers, the desk starts in the scorekeeper again
    panel.on_box.setChecked(False)
    assert not phones.server.running and panel.port.isEnabled()
    desk.offer_btn.click()
    assert desk.start_btn.text() == "Start in the scorekeeper"


def test_the_pen_is_handed_over_and_a_device_revoked_at_the_desk(qtbot, tmp_path, desk_ui) -> None:
    ui = desk_ui
    desk, panel = ui.desk_link.desk, ui.desk_link.phone_panel
    c = drawn(desk, tables=1)
    port = switch_on(panel, 1)
    desk.select(c.ready()[0].id)
    desk.start_btn.click()  # assigned to the free table 1 and started there
    shown = panel.code_label.text().replace(" ", "")
    pen = pair(port, "1", shown, "Pixel")
    qtbot.waitUntil(lambda: panel.code_label.text().replace(" ", "") != shown)  # used once
    watcher = pair(port, "1", panel.code_label.text().replace(" ", ""), "iPhone", watch=True)
    assert call(port, "POST", "/api/phone/1/pen", {}, token=watcher)[0] == 200

    def rows() -> dict:
        return {
            panel.devices.topLevelItem(i).text(0): panel.devices.topLevelItem(i)
            for i in range(panel.devices.topLevelItemCount())
        }

    qtbot.waitUntil(lambda: "iPhone" in rows() and rows()["iPhone"].text(1) == "asks for the pen")
    assert "1 asking for the pen" in panel.table_list.item(0).text()
    panel.devices.setCurrentItem(rows()["iPhone"])
    assert panel.approve_btn.isEnabled()
    panel.approve_btn.click()
    assert phone_state(port, "1", watcher)["phone"]["role"] == "pen"
    assert phone_state(port, "1", pen)["phone"]["role"] == "watcher"
    assert rows()["Pixel"].text(1) == "watches (lost the pen)"
    panel.devices.setCurrentItem(rows()["Pixel"])
    panel.revoke_btn.click()
    assert call(port, "GET", "/api/phone/1/state", token=pen)[0] == 403
    assert list(rows()) == ["iPhone"]
    # a new code: the one shown before no longer pairs
    shown = panel.code_label.text().replace(" ", "")
    panel.new_code_btn.click()
    assert panel.code_label.text().replace(" ", "") != shown
    status, _, _ = call(port, "POST", "/api/phone/1/pair", {"code": shown, "device": "late"})
    assert status == 403


def test_watching_without_pairing_is_the_organisers_choice(qtbot, tmp_path, desk_ui) -> None:
    ui = desk_ui
    desk, panel = ui.desk_link.desk, ui.desk_link.phone_panel
    c = drawn(desk, tables=1)
    port = switch_on(panel, 1)
    assert not panel.watch_box.isEnabled()  # chosen before switching on
    desk.select(c.ready()[0].id)
    desk.start_btn.click()
    assert call(port, "GET", "/api/phone/1/state")[0] == 403
    panel.on_box.setChecked(False)
    panel.watch_box.setChecked(True)
    port = switch_on(panel, 1)
    assert phone_state(port, "1", None)["phone"]["role"] is None


def test_a_match_won_while_the_desk_was_closed_is_entered_when_it_opens(
    qtbot, tmp_path, desk_ui
) -> None:
    ui = desk_ui
    desk, panel, phones = ui.desk_link.desk, ui.desk_link.phone_panel, ui.desk_link.phones
    c = drawn(desk, tables=1)
    port = switch_on(panel, 1)
    first = c.ready()[0]
    desk.select(first.id)
    desk.start_btn.click()
    hall = phones.hall
    match_id = hall.tables["1"].journal.match_id
    desk.set_competition(None)  # another competition open (none)
    pen = pair(port, "1", hall.service.code("1"), "Pixel")
    send(port, "1", pen, 1, {"kind": "concede-match", "player": 1})
    assert c.slot(first.id).state is State.ON_TABLE
    panel.on_box.setChecked(False)
    hall.release()
    # the app again: a new hall on the same folder resumes the won match
    again = PhoneDesk(desk, tmp_path / "data", session=ui.session)
    again.switch_on(1)
    assert again.hall is not hall
    desk.set_competition(c)
    s = c.slot(first.id)
    assert s.state is State.FINISHED and s.result.history_id == match_id
    assert s.result.forfeit is not None
    again.switch_off()


def test_a_freed_phone_table_gets_the_next_match_by_itself_when_chosen(qtbot, desk_ui) -> None:
    desk, panel, phones = (
        desk_ui.desk_link.desk,
        desk_ui.desk_link.phone_panel,
        desk_ui.desk_link.phones,
    )
    c = drawn(desk, tables=2)
    port = switch_on(panel, 2)
    panel.auto_box.setChecked(True)
    first, second = c.ready()[0], c.ready()[1]
    desk.select(first.id)
    desk.start_btn.click()  # table 1
    hall = phones.hall
    pen = pair(port, "1", hall.service.code("1"), "Pixel")
    send(port, "1", pen, 1, {"kind": "concede-match", "player": 1})
    assert c.slot(first.id).state is State.FINISHED
    # the players confirm the result: the next ready match went to table 1 and starts there,
    # the phone scores it
    match = hall.tables["1"].journal.match_id
    assert call(port, "POST", "/api/phone/1/confirm", {"match": match}, token=pen)[0] == 200
    s = c.slot(second.id)
    assert s.state is State.ON_TABLE and s.table == 1
    table = hall.tables["1"]
    assert c.started[second.id] == table.journal.match_id
    assert table.snapshot.players.names == (c.entrant(s.top), c.entrant(s.bottom))
    assert desk.offered is None
    state = phone_state(port, "1", pen)
    assert state["players"][0]["name"] == c.entrant(s.top) and state["phone"]["next"] is None


def test_the_desk_takes_the_phones_server_the_app_was_started_with(qtbot, tmp_path) -> None:
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")
    ui = windows(controller, Translations(QApplication.instance()), session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    server = ui.phones.start("127.0.0.1", 0)  # --phones 127.0.0.1:0
    try:
        ui.window.act_desk.trigger()
        qtbot.addWidget(ui.desk_link.desk)
        phones, panel = ui.desk_link.phones, ui.desk_link.phone_panel
        assert phones.server is server and phones.hall is server.hall and phones.on
        assert panel.on_box.isChecked() and panel.port.value() == server.port
        assert panel.table_list.count() == 4
    finally:
        server.stop()


def test_the_desk_and_the_command_line_share_one_hall_whoever_comes_first(qtbot, desk_ui) -> None:
    ui = desk_ui
    phones, panel = ui.desk_link.phones, ui.desk_link.phone_panel
    switch_on(panel, 2)  # the desk first (opened before --phones had started)
    later = ui.phones.start("127.0.0.1", 0)
    assert later is phones.server and later.hall is phones.hall and later.running
    assert len(ui.phones.findChildren(PhoneHall)) == 1


def test_a_desk_opened_before_the_command_lines_server_started_uses_it(qtbot, tmp_path) -> None:
    ui = make_ui(qtbot, tmp_path)  # the desk is open, with no phones' server yet
    phones, panel = ui.desk_link.phones, ui.desk_link.phone_panel
    assert phones.server is None
    server = ui.phones.start("127.0.0.1", 0)  # --phones, after first paint
    try:
        switch_on(panel, 2)
        assert phones.server is server and phones.hall is server.hall
        assert len(ui.phones.findChildren(PhoneHall)) == 1
    finally:
        server.stop()


def test_the_organisers_choices_are_kept_for_next_time_but_scoring_starts_off(
    qtbot, desk_ui
) -> None:
    link = desk_ui.desk_link
    panel = link.phone_panel
    panel.count.setValue(7)
    panel.watch_box.setChecked(True)
    switch_on(panel, 7)
    panel.auto_box.setChecked(True)
    port = panel.port.value()
    panel.on_box.setChecked(False)
    # the desk's feed file, read again by another tab
    again = PhoneTablesPanel(PhoneDesk(link.desk, None))
    qtbot.addWidget(again)
    again.keep_in(link.feed)
    assert (again.count.value(), again.port.value()) == (7, port)
    assert again.watch_box.isChecked() and again.auto_box.isChecked()
    assert again.host() == "127.0.0.1" and not again.on_box.isChecked()
    # what is not a choice the tab offers is left alone
    link.feed.remember(phones_host="10.9.8.7", phones_port="99999", phones_open="yes")
    link.feed.remember(phones_tables="<b>")
    third = PhoneTablesPanel(PhoneDesk(link.desk, None))
    qtbot.addWidget(third)
    third.keep_in(link.feed)
    assert third.host() == "127.0.0.1" and third.port.value() == 8643
    assert third.count.value() == 4 and not third.watch_box.isChecked()


def test_starting_over_a_match_in_play_asks_first(qtbot, desk_ui, monkeypatch) -> None:
    link = desk_ui.desk_link
    desk, panel, phones = link.desk, link.phone_panel, link.phones
    c = drawn(desk, tables=1)
    port = switch_on(panel, 1)
    hall = phones.hall
    # a match in play on the table that the desk did not start there
    hall.open_match("1", MatchConfig(players=("Xe", "Yu"), discipline="nine-ball"))
    pen = pair(port, "1", hall.service.code("1"), "Pixel")
    send(port, "1", pen, 1, {"kind": "lag", "winner": 0, "breaks": True})
    before = hall.tables["1"].journal.match_id
    first = c.ready()[0]
    desk.select(first.id)
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "exec", lambda _box: answers.pop(0))
    desk.start_btn.click()  # not started: the match in play stays
    assert hall.tables["1"].journal.match_id == before and first.id not in c.started
    desk.select(first.id)
    desk.start_btn.click()
    table = hall.tables["1"]
    assert table.journal.match_id != before and c.started[first.id] == table.journal.match_id
    assert table.snapshot.players.names == (c.entrant(first.top), c.entrant(first.bottom))
    assert not answers


def test_a_slot_taken_off_a_phone_table_closes_its_match_there_after_asking(
    qtbot, desk_ui, monkeypatch
) -> None:
    link = desk_ui.desk_link
    desk, panel, phones = link.desk, link.phone_panel, link.phones
    c = drawn(desk, tables=1)
    port = switch_on(panel, 1)
    first = c.ready()[0]
    desk.select(first.id)
    desk.start_btn.click()
    hall = phones.hall
    pen = pair(port, "1", hall.service.code("1"), "Pixel")
    send(port, "1", pen, 1, {"kind": "lag", "winner": 0, "breaks": True})
    journal = hall.tables["1"].journal
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "exec", lambda _box: answers.pop(0))
    desk.select(first.id)
    desk.release_btn.click()  # No: the slot stays on its table, its match goes on
    assert c.slot(first.id).table == 1 and not journal.closed
    desk.select(first.id)
    desk.release_btn.click()  # Yes: off the table, the match there closed as abandoned
    assert not answers
    assert c.slot(first.id).table is None and c.slot(first.id).state is State.READY
    assert journal.closed
    match = journal.match_id
    status, _, body = call(
        port,
        "POST",
        "/api/phone/1/input",
        {"id": "tap-00000002", "match": match, "input": {"kind": "shot", "shot": {"rails": 4}}},
        token=pen,
    )
    assert status == 409 and body["code"] == "no-match"  # the phone can no longer write there


def test_a_phone_pairs_with_its_table_before_the_first_match_and_then_scores_it(
    qtbot, desk_ui
) -> None:
    link = desk_ui.desk_link
    desk, panel, phones = link.desk, link.phone_panel, link.phones
    c = drawn(desk, tables=2)
    port = switch_on(panel, 2)
    hall = phones.hall
    # at the start of the evening: the phones are paired at every table, no match yet
    pens = {name: pair(port, name, hall.service.code(name), f"phone {name}") for name in "12"}
    state = phone_state(port, "2", pens["2"])
    assert state["phone"]["set_up"] is False and state["phone"]["match_id"] is None
    status, _, body = call(
        port,
        "POST",
        "/api/phone/2/input",
        {"id": "tap-early-001", "match": "none", "input": {"kind": "shot", "shot": {"rails": 4}}},
        token=pens["2"],
    )
    assert status == 409 and body["code"] == "no-match"  # nothing to record yet
    assert find_unfinished(hall.folder / "2") == []  # and no journal written for it
    # the desk starts a match on table 2: the phone paired before scores it
    first = c.ready()[0]
    desk.select(first.id)
    desk.table_combo.setCurrentIndex(desk.table_combo.findData(2))
    desk.start_btn.click()
    assert c.slot(first.id).table == 2
    state = send(port, "2", pens["2"], 1, {"kind": "lag", "winner": 0, "breaks": True})
    assert state["phone"]["set_up"] is True and state["phone"]["records"] == 1
    assert state["players"][0]["name"] == c.entrant(first.top)


def test_each_device_is_listed_by_the_name_it_paired_with_or_as_unnamed(
    qtbot, tmp_path, desk_ui
) -> None:
    ui = desk_ui
    desk, panel = ui.desk_link.desk, ui.desk_link.phone_panel
    c = drawn(desk, tables=1)
    port = switch_on(panel, 1)
    desk.select(c.ready()[0].id)
    desk.start_btn.click()
    status, _, body = call(
        port, "POST", "/api/phone/1/pair", {"code": panel.code_label.text().replace(" ", "")}
    )
    assert status == 200, body
    unnamed = f"Unnamed device {body['ref'][:4]}"
    qtbot.waitUntil(lambda: panel.devices.topLevelItemCount() == 1)
    assert panel.devices.topLevelItem(0).text(0) == unnamed
    assert f"pen: {unnamed}" in panel.table_list.item(0).text()
    pair(port, "1", panel.code_label.text().replace(" ", ""), "Mesa del fondo")
    qtbot.waitUntil(lambda: panel.devices.topLevelItemCount() == 2)
    names = {panel.devices.topLevelItem(i).text(0) for i in range(2)}
    assert names == {unnamed, "Mesa del fondo"}
    assert "pen: Mesa del fondo" in panel.table_list.item(0).text()
    assert "Phone" not in names


def test_the_number_of_phone_tables_changes_while_they_are_served(qtbot, desk_ui) -> None:
    """Set 2, serve, then 4: tables 3 and 4 are phone tables at once (phones pair with them)
    and the choice is kept; fewer than the highest table with a match in play is refused, and
    that table stays a phone table."""
    link = desk_ui.desk_link
    desk, panel, phones = link.desk, link.phone_panel, link.phones
    c = drawn(desk, tables=4)
    port = switch_on(panel, 2)
    assert panel.count.isEnabled()  # no untick needed to change it
    panel.count.setValue(4)
    assert phones.count == 4 and phones.names() == ("1", "2", "3", "4")
    assert "4" in phones.hall.tables
    pen = pair(port, "4", phones.hall.service.code("4"), "Pixel")
    assert phone_state(port, "4", pen)["phone"]["table"] == "4"
    # a match in play on table 2: never fewer than 2 phone tables
    first, second = c.ready()[:2]
    desk.select(first.id)
    desk.table_combo.setCurrentIndex(desk.table_combo.findData(2))
    desk.assign_btn.click()
    desk.start_btn.click()
    assert phones.hall.tables["2"].journal is not None
    panel.count.setValue(1)
    assert panel.count.value() == 2 and phones.count == 2
    assert "2" in desk.statusBar().currentMessage()
    assert panel.store is None or panel.store.recall("phones_tables") == "2"
