"""The desk's phone tables through real windows offscreen and a real hall in a tmp folder: a
bracket slot started on a phone table, scored from a paired phone through the hall's requests,
its result in the bracket by itself, the next match offered and told to the phone, the hall's
board showing the table and calling the players; the devices handed the pen and revoked."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from scoreboard.competition import Competition, Format, State
from scoreboard.controller import Controller
from scoreboard.session import Session
from ui.desk.phone_link import HALL_FOLDER, PhoneDesk
from ui.desk.qr import qr_matrix
from ui.i18n import Translations
from ui.main import MainUi
from ui.phones import PhoneAsk, PhoneHall

#: A break that pockets the nine: the rack is won.
BREAK_AND_NINE = {"kind": "shot", "shot": {"pocketed": [[9, "foot-left"]], "rails": 4}}


def make_ui(qtbot, tmp_path: Path) -> MainUi:
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")
    ui = MainUi(controller, Translations(QApplication.instance()), session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    ui.window.act_desk.trigger()
    qtbot.addWidget(ui.desk_link.desk)
    return ui


def drawn(desk, tables: int = 2) -> Competition:
    c = Competition("Club", Format.SINGLE_ELIMINATION, discipline="nine-ball", tables=tables)
    for n in ("Ana", "Luis", "Marta", "Pepe"):
        c.add_entrant(n)
    desk.set_competition(c)
    desk.draw_btn.click()
    assert c.drawn
    return c


def pair(hall: PhoneHall, table: str, device: str, *, watch: bool = False) -> str:
    code = hall.service.code(table)
    reply = hall.answer(
        PhoneAsk("pair", table, args={"code": code, "device": device, "watch": watch})
    )
    assert reply.status == 200, reply.body
    return str(reply.body["token"])


def phone_state(hall: PhoneHall, table: str, token: str) -> dict:
    reply = hall.answer(PhoneAsk("state", table, token=token))
    assert reply.status == 200, reply.body
    return reply.body["state"]


def send(hall: PhoneHall, table: str, token: str, n: int, data: dict) -> dict:
    match = phone_state(hall, table, token)["phone"]["match_id"]
    reply = hall.answer(
        PhoneAsk(
            "input", table, token=token, args={"id": f"tap-{n:08d}", "match": match, "input": data}
        )
    )
    assert reply.status == 200, reply.body
    return reply.body["state"]


def test_a_slot_played_on_a_phone_table_goes_into_the_bracket_by_itself(qtbot, tmp_path) -> None:
    ui = make_ui(qtbot, tmp_path)
    link = ui.desk_link
    desk, panel, phones = link.desk, link.phone_panel, link.phones
    assert desk.tabs.tabText(desk.tabs.indexOf(panel)) == "Phone tables"
    assert not phones.on and not panel.detail.isEnabled()  # off by default
    c = drawn(desk)
    panel.count.setValue(2)
    panel.on_box.setChecked(True)
    hall = phones.hall
    assert hall is not None and hall.folder == tmp_path / "data" / HALL_FOLDER
    assert panel.host() == "127.0.0.1" and panel.table_list.count() == 2
    # the slot goes to table 1: the phone there is told what comes next
    first = c.ready()[0]
    desk.select(first.id)
    desk.assign_btn.click()
    assert c.slot(first.id).table == 1
    # the pairing code and its QR code, for table 1
    code = hall.service.code("1")
    assert panel.code_label.text() == f"{code[:3]} {code[3:]}"
    url = f"http://127.0.0.1:{panel.port.value()}/phone/1#pair={code}"
    assert panel.url_label.text() == url and panel.qr.text == url
    shot = panel.qr.grab().toImage()
    assert panel.qr.modules(shot, shot.width(), shot.height()) == [
        list(row) for row in qr_matrix(url)
    ]
    top, bottom = c.entrant(first.top), c.entrant(first.bottom)
    # the hall's board shows the table and calls its players
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
    pen = pair(hall, "1", "<b>Ana's phone</b>")
    assert phone_state(hall, "1", pen)["phone"]["next"] is None
    # the device is listed as written, holding the pen
    assert panel.devices.topLevelItemCount() == 1
    assert panel.devices.topLevelItem(0).text(0) == "<b>Ana's phone</b>"
    assert panel.devices.topLevelItem(0).text(1) == "holds the pen"
    assert panel.table_list.item(0).text().startswith("Table 1 · pen: <b>Ana's phone</b>\n")

    # scored from the phone: the lag, then every rack won on the break
    n = 0
    send(hall, "1", pen, n, {"kind": "lag", "winner": 0, "breaks": True})
    while table.snapshot.winner is None:
        n += 1
        send(hall, "1", pen, n, BREAK_AND_NINE)
        assert n < 40
    assert board.cards and board.cards[0].number.text() == "Table 1"
    # the result is in the bracket, with the match's id; the phone's journal is closed
    s = c.slot(first.id)
    assert s.state is State.FINISHED and s.result.history_id == match_id
    assert s.result.racks == table.snapshot.result_score
    assert table.journal is None
    # the next ready match is offered for table 1 and the phone is told
    assert desk.offered is not None and desk.offered[1] == 1
    nxt = c.slot(desk.offered[0])
    assert desk.offer_box.isVisibleTo(desk)
    assert phone_state(hall, "1", pen)["phone"]["next"]["players"] == [
        c.entrant(nxt.top),
        c.entrant(nxt.bottom),
    ]
    # the same result again changes nothing
    before = dict(c.results)
    assert not phones.match_won("1")
    assert c.results == before


def test_the_pen_is_handed_over_and_a_device_revoked_at_the_desk(qtbot, tmp_path) -> None:
    ui = make_ui(qtbot, tmp_path)
    desk, panel, phones = ui.desk_link.desk, ui.desk_link.phone_panel, ui.desk_link.phones
    c = drawn(desk, tables=1)
    panel.count.setValue(1)
    panel.on_box.setChecked(True)
    hall = phones.hall
    desk.select(c.ready()[0].id)
    desk.start_btn.click()  # assigned to the free table 1 and started there
    old_code = hall.service.code("1")
    pen = pair(hall, "1", "Pixel")
    assert panel.code_label.text().replace(" ", "") != old_code  # used once: a new one
    watcher = pair(hall, "1", "iPhone", watch=True)
    assert hall.answer(PhoneAsk("pen", "1", token=watcher)).status == 200
    rows = {panel.devices.topLevelItem(i).text(0): panel.devices.topLevelItem(i) for i in range(2)}
    assert rows["iPhone"].text(1) == "asks for the pen"
    panel.devices.setCurrentItem(rows["iPhone"])
    assert panel.approve_btn.isEnabled()
    panel.approve_btn.click()
    assert phone_state(hall, "1", watcher)["phone"]["role"] == "pen"
    assert phone_state(hall, "1", pen)["phone"]["role"] == "watcher"
    rows = {panel.devices.topLevelItem(i).text(0): panel.devices.topLevelItem(i) for i in range(2)}
    assert rows["Pixel"].text(1) == "watches (lost the pen)"
    panel.devices.setCurrentItem(rows["Pixel"])
    panel.revoke_btn.click()
    assert hall.answer(PhoneAsk("state", "1", token=pen)).status == 403
    assert panel.devices.topLevelItemCount() == 1
    # a new code: the one shown before no longer pairs
    shown = panel.code_label.text().replace(" ", "")
    panel.new_code_btn.click()
    assert panel.code_label.text().replace(" ", "") != shown
    reply = hall.answer(PhoneAsk("pair", "1", args={"code": shown, "device": "late"}))
    assert reply.status == 403


def test_a_match_won_while_the_desk_was_closed_is_entered_when_it_opens(qtbot, tmp_path) -> None:
    ui = make_ui(qtbot, tmp_path)
    desk, panel, phones = ui.desk_link.desk, ui.desk_link.phone_panel, ui.desk_link.phones
    c = drawn(desk, tables=1)
    panel.count.setValue(1)
    panel.on_box.setChecked(True)
    first = c.ready()[0]
    desk.select(first.id)
    desk.start_btn.click()
    hall = phones.hall
    match_id = hall.tables["1"].journal.match_id
    desk.set_competition(None)  # another competition open (none)
    pen = pair(hall, "1", "Pixel")
    send(hall, "1", pen, 1, {"kind": "concede-match", "player": 1})
    assert c.slot(first.id).state is State.ON_TABLE
    hall.release()
    # the app again: a new hall on the same folder resumes the won match
    again = PhoneDesk(desk, tmp_path / "data")
    again.count = 1
    again.switch_on(1)
    desk.set_competition(c)
    s = c.slot(first.id)
    assert s.state is State.FINISHED and s.result.history_id == match_id
    assert s.result.forfeit is not None
