"""The event's shot clock, set at the desk: every match the desk starts plays with it, on a phone
table and in the scorekeeper's window alike, and the venue feed's assignment carries it to a
table on another laptop. A competition file or an assignment naming a clock the app does not
know is refused with the field named."""

from __future__ import annotations

import pytest

from scoreboard.competition import Competition, CompetitionError, Format
from scoreboard.competition.competition import EVENT_CLOCKS
from scoreboard.competition.document import from_dict, to_dict
from scoreboard.feed.desk import assignment_for
from scoreboard.feed.messages import Assignment, BadMessage, read
from scoreboard.table.shot_clock import PROFILES
from tests.phones.test_desk_phone_tables import desk_ui, drawn, pair, phone_state, switch_on

__all__ = ["desk_ui"]  # the fixture, used by name


def test_the_events_clock_goes_to_every_match_the_desk_starts(qtbot, tmp_path, desk_ui) -> None:
    ui = desk_ui
    link = ui.desk_link
    desk, panel, phones = link.desk, link.phone_panel, link.phones
    c = drawn(desk, tables=3)
    c.set_shot_clock("rfeb")
    port = switch_on(panel, 1)
    hall = phones.hall
    first, second = c.ready()[:2]
    # on phone table 1: the match is journaled with the event's clock, the phones offer it
    desk.select(first.id)
    desk.assign_btn.click()
    desk.start_btn.click()
    table = hall.tables["1"]
    assert table.journal.header["clock"] == PROFILES["rfeb"].to_dict()
    pen = pair(port, "1", hall.service.code("1"), "phone")
    state = phone_state(port, "1", pen)
    assert state["phone"]["clock_enabled"] is True
    assert hall.clock_reading(table) is not None
    assert hall.clock_action("1", "start") == ""
    reading = hall.clock_reading(table)
    assert reading.phase.is_running
    profile = PROFILES["rfeb"]
    assert reading.total == (profile.first_shot_seconds or profile.shot_seconds)
    # on table 3, in the scorekeeper's window: the same clock, and the window shows it
    desk.select(second.id)
    desk.table_combo.setCurrentIndex(desk.table_combo.findData(3))
    desk.assign_btn.click()
    assert c.slot(second.id).table == 3
    desk.start_btn.click()
    assert ui.session.journal.header["clock"] == PROFILES["rfeb"].to_dict()
    assert ui.clock_policy.enabled
    assert ui.clock.clock.profile.key == "rfeb"
    assert ui.window.clock_panel.isVisible() or ui.window.clock_panel.isVisibleTo(ui.window)


def test_an_event_without_a_clock_starts_matches_without_one(qtbot, tmp_path, desk_ui) -> None:
    ui = desk_ui
    link = ui.desk_link
    desk, panel, phones = link.desk, link.phone_panel, link.phones
    c = drawn(desk, tables=3)
    assert c.shot_clock == ""
    port = switch_on(panel, 1)
    first, second = c.ready()[:2]
    desk.select(first.id)
    desk.assign_btn.click()
    desk.start_btn.click()
    table = phones.hall.tables["1"]
    assert "clock" not in table.journal.header
    pen = pair(port, "1", phones.hall.service.code("1"), "phone")
    assert phone_state(port, "1", pen)["phone"]["clock_enabled"] is False
    assert phones.hall.clock_action("1", "start") == "no-clock"
    desk.select(second.id)
    desk.table_combo.setCurrentIndex(desk.table_combo.findData(3))
    desk.assign_btn.click()
    desk.start_btn.click()
    assert ui.session.journal is not None and "clock" not in ui.session.journal.header
    assert not ui.clock_policy.enabled


def test_the_clock_is_changed_in_the_distances_dialog(qtbot, desk_ui) -> None:
    from ui.desk.dialogs import DistancesDialog

    desk = desk_ui.desk_link.desk
    c = drawn(desk)
    dialog = DistancesDialog(c, desk)
    qtbot.addWidget(dialog)
    assert dialog.clock() == ""
    dialog.shot_clock.setCurrentIndex(dialog.shot_clock.findData("wpa"))
    assert dialog.clock() == "wpa"
    assert dialog.shot_clock.currentText() == "WPA (35 s a shot)"
    assert [dialog.shot_clock.itemData(i) for i in range(dialog.shot_clock.count())] == [
        "",
        *EVENT_CLOCKS,
    ]


@pytest.mark.parametrize("key", ["", *EVENT_CLOCKS])
def test_the_events_clock_is_kept_in_its_file_and_sent_with_assignments(key: str) -> None:
    c = Competition("Club", Format.SINGLE_ELIMINATION, discipline="nine-ball", shot_clock=key)
    for n in ("Ana", "Luis", "Marta", "Pepe"):
        c.add_entrant(n)
    c.draw()
    assert from_dict(to_dict(c)).shot_clock == key
    sent = assignment_for(c, c.ready()[0].id)
    assert sent.shot_clock == key
    assert Assignment.from_dict(read("assignment", sent.payload(), 1)).shot_clock == key


@pytest.mark.parametrize("bad", ["WPA", "custom", "x" * 200, 35, True, ["wpa"], {"key": "wpa"}])
def test_a_clock_the_app_does_not_know_is_refused_with_its_field_named(bad: object) -> None:
    c = Competition("Club", Format.SINGLE_ELIMINATION)
    doc = to_dict(c) | {"shot_clock": bad}
    with pytest.raises(CompetitionError) as caught:
        from_dict(doc)
    assert "shot_clock" in str(caught.value)
    with pytest.raises(CompetitionError):
        c.set_shot_clock(bad)  # type: ignore[arg-type]
    assignment = Assignment("c1", "W1-1", ("Ana", "Luis"), "nine-ball", 5).to_dict()
    payload = __import__("json").dumps(assignment | {"shot_clock": bad}).encode()
    with pytest.raises(BadMessage, match="shot_clock"):
        read("assignment", payload, 1)
