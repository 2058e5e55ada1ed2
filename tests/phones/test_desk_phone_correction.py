"""A match won on a phone table stays correctable: its result is in the bracket at the win, its
journal stays open until the players confirm it or the next match starts on the table, and an
undo of the win from the phone takes the result back out of the bracket and the history."""

from __future__ import annotations

from scoreboard.competition import State
from tests.phones.conftest import nine_ball
from tests.phones.helpers import call
from tests.phones.test_desk_phone_tables import desk_ui, drawn, pair, phone_state, send, switch_on
from ui.desk.phone_link import PhoneDesk
from ui.desk.phone_tables import PhoneTablesPanel
from ui.servers.phone_supply import PhoneSupply

__all__ = ["desk_ui"]

CONCEDE = {"kind": "concede-match", "player": 1}


def started(desk_ui, tables: int = 2):
    link = desk_ui.desk_link
    desk, panel = link.desk, link.phone_panel
    c = drawn(desk, tables=tables)
    port = switch_on(panel, tables)
    first = c.ready()[0]
    desk.select(first.id)
    desk.start_btn.click()
    hall = link.phones.hall
    pen = pair(port, "1", hall.service.code("1"), "Pixel")
    return c, first, port, hall, pen


def test_a_won_match_stays_open_with_its_result_in_the_bracket(qtbot, desk_ui) -> None:
    c, first, port, hall, pen = started(desk_ui)
    state = send(port, "1", pen, 1, CONCEDE)
    table = hall.tables["1"]
    assert c.slot(first.id).state is State.FINISHED
    assert table.journal is not None and not table.journal.closed
    assert state["phone"]["match_id"] == table.journal.match_id
    assert state["phone"]["entry"]["can_undo"] is True


def test_an_undo_of_the_win_takes_the_result_out_and_a_win_again_puts_it_back(
    qtbot, desk_ui
) -> None:
    c, first, port, hall, pen = started(desk_ui)
    session = desk_ui.session
    send(port, "1", pen, 1, CONCEDE)
    match_id = hall.tables["1"].journal.match_id
    qtbot.waitUntil(lambda: session.history_row(match_id) is not None)
    state = send(port, "1", pen, 2, {"kind": "undo"})
    s = c.slot(first.id)
    assert state["match"]["winner"] is None
    assert s.state is State.ON_TABLE and s.table == 1 and s.result is None
    assert c.started[first.id] == match_id
    qtbot.waitUntil(lambda: session.history_row(match_id) is None)
    assert desk_ui.desk_link.desk.offered is None
    send(port, "1", pen, 3, {"kind": "concede-match", "player": 0})
    s = c.slot(first.id)
    assert s.state is State.FINISHED and s.result.history_id == match_id
    assert s.result.winner_side == 1
    qtbot.waitUntil(lambda: session.history_row(match_id) is not None)


def test_the_players_confirm_the_result_and_the_match_is_put_away(qtbot, desk_ui) -> None:
    c, first, port, hall, pen = started(desk_ui)
    send(port, "1", pen, 1, CONCEDE)
    match_id = hall.tables["1"].journal.match_id
    status, _, body = call(port, "POST", "/api/phone/1/confirm", {"match": match_id}, token=pen)
    assert status == 200, body
    assert hall.tables["1"].journal is None
    phone = phone_state(port, "1", pen)["phone"]
    assert phone["match_id"] is None and phone["entry"]["can_undo"] is False
    assert c.slot(first.id).state is State.FINISHED
    # confirmed once: a second confirm has nothing left to confirm
    status, _, body = call(port, "POST", "/api/phone/1/confirm", {"match": match_id}, token=pen)
    assert status == 409 and body["code"] == "no-match"


def test_a_match_not_won_cannot_be_confirmed(qtbot, desk_ui) -> None:
    c, first, port, hall, pen = started(desk_ui)
    match_id = hall.tables["1"].journal.match_id
    status, _, body = call(port, "POST", "/api/phone/1/confirm", {"match": match_id}, token=pen)
    assert status == 409 and body["code"] == "not-won"
    assert hall.tables["1"].journal is not None


def test_the_next_match_started_on_the_table_puts_the_won_one_away(qtbot, desk_ui) -> None:
    c, first, port, hall, pen = started(desk_ui, tables=1)
    send(port, "1", pen, 1, CONCEDE)
    before = hall.tables["1"].journal
    session = desk_ui.session
    qtbot.waitUntil(lambda: hall.hall.links["1"].archive.storing is None)  # stored
    assert session.history_row(before.match_id) is not None
    desk = desk_ui.desk_link.desk
    assert desk.offered is not None and desk.offered[1] == 1
    desk.offer_btn.click()
    desk.start_btn.click()
    assert before.closed
    assert hall.tables["1"].journal.match_id != before.match_id


def test_after_a_restart_with_phones_the_desk_scores_the_tables_chosen(
    qtbot, tmp_path, desk_ui
) -> None:
    link = desk_ui.desk_link
    panel = link.phone_panel
    panel.count.setValue(8)
    switch_on(panel, 8)  # kept in the desk's feed file
    panel.on_box.setChecked(False)
    # the app again, started with --phones: its hall serves before the desk opens
    supply = PhoneSupply(tmp_path / "again", parent=link.desk)  # lives as long as the desk
    server = supply.start("127.0.0.1", 0, open_watch=True)  # --phones-open
    try:
        server.hall.open_match("2", nine_ball())  # a match resumed on table 2
        phones = PhoneDesk(link.desk, supply)
        again = PhoneTablesPanel(phones)
        qtbot.addWidget(again)
        again.keep_in(link.feed)
        assert phones.count == 8 and phones.names() == tuple("12345678")
        assert again.count.value() == 8 and again.on_box.isChecked()
        assert again.watch_box.isChecked()  # as it is served, whatever was kept
        assert again.count.isEnabled() and again.table_list.count() == 8  # changeable served
        assert set(server.hall.tables.names) == set("12345678")  # phones pair with 7 and 8
    finally:
        server.stop()


def test_chosen_to_start_by_itself_the_next_match_waits_for_the_result_confirmed(
    qtbot, desk_ui
) -> None:
    link = desk_ui.desk_link
    link.phone_panel.auto_box.setChecked(True)
    c, first, port, hall, pen = started(desk_ui)
    second = c.ready()[0]
    send(port, "1", pen, 1, CONCEDE)
    match_id = hall.tables["1"].journal.match_id
    # the next match is called to table 1, and waits: the won one can still be corrected
    s = c.slot(second.id)
    assert s.state is State.ON_TABLE and s.table == 1 and second.id not in c.started
    assert phone_state(port, "1", pen)["phone"]["next"]["slot"] == second.id
    assert hall.tables["1"].journal.match_id == match_id
    # undone: the won match is back on its table, the next one waits for a table again
    send(port, "1", pen, 2, {"kind": "undo"})
    assert c.slot(first.id).table == 1 and c.slot(second.id).table is None
    send(port, "1", pen, 3, CONCEDE)
    assert c.slot(second.id).table == 1
    qtbot.waitUntil(lambda: hall.hall.links["1"].archive.storing is None)  # stored
    # confirmed: the next match starts there by itself
    status, _, body = call(port, "POST", "/api/phone/1/confirm", {"match": match_id}, token=pen)
    assert status == 200, body
    table = hall.tables["1"]
    assert c.started[second.id] == table.journal.match_id != match_id
    assert table.snapshot.players.names == (c.entrant(s.top), c.entrant(s.bottom))


def test_the_desk_takes_back_a_mis_tapped_win_on_a_phone_table(qtbot, desk_ui, monkeypatch) -> None:
    """Correcting from the desk: the organiser undoes the table's last entry (the win) after
    saying yes; the result leaves the bracket and the history as when the phone undoes it, the
    phones are told; once the result is confirmed there is nothing left to take back."""
    from PySide6.QtWidgets import QMessageBox

    c, first, port, hall, pen = started(desk_ui)
    session = desk_ui.session
    panel: PhoneTablesPanel = desk_ui.desk_link.phone_panel
    send(port, "1", pen, 1, CONCEDE)
    match_id = hall.tables["1"].journal.match_id
    qtbot.waitUntil(lambda: session.history_row(match_id) is not None)
    panel.selected = "1"
    panel.refresh()
    assert panel.undo_btn.isEnabled()
    asked: list[str] = []

    def answer(_parent, _title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.No if len(asked) == 1 else QMessageBox.StandardButton.Yes

    monkeypatch.setattr("ui.desk.phone_tables.ask_question", answer)
    panel.undo_btn.click()  # "No": nothing taken back
    assert hall.tables["1"].snapshot.winner is not None
    assert c.slot(first.id).state is State.FINISHED
    panel.undo_btn.click()
    assert "1" in asked[-1]
    s = c.slot(first.id)
    assert hall.tables["1"].snapshot.winner is None
    assert s.state is State.ON_TABLE and s.result is None
    qtbot.waitUntil(lambda: session.history_row(match_id) is None)
    assert phone_state(port, "1", pen)["match"]["winner"] is None  # the phones are told
    # won again, then confirmed by the players: final, nothing to take back at the desk
    send(port, "1", pen, 2, CONCEDE)
    status, _, body = call(port, "POST", "/api/phone/1/confirm", {"match": match_id}, token=pen)
    assert status == 200, body
    panel.refresh()
    assert not panel.undo_btn.isEnabled()
    panel.undo_btn.click()  # a stray click: refused by the button, nothing changes
    assert c.slot(first.id).state is State.FINISHED
