"""A shot clock per phase (issue "one hall, one record", item 5): the desk may time the final
when the early rounds are not. A phase's own clock goes to every match of that phase the desk
starts (phone table, the scorekeeper's window, a venue table's assignment), the others play
with the event's; it is kept in the competition's file, and a file naming an unknown phase or
clock is refused with the field named."""

from __future__ import annotations

import pytest

from scoreboard.competition import Competition, CompetitionError, Distance, Format
from scoreboard.competition.competition import EVENT_CLOCKS
from scoreboard.competition.document import from_dict, to_dict
from scoreboard.feed.desk import assignment_for
from scoreboard.table.shot_clock import PROFILES
from tests.phones.test_desk_phone_tables import desk_ui, drawn, switch_on

__all__ = ["desk_ui"]  # the fixture, used by name


def _event(clock: str = "") -> Competition:
    c = Competition("Club", Format.SINGLE_ELIMINATION, discipline="nine-ball", shot_clock=clock)
    for n in ("Ana", "Luis", "Marta", "Pepe"):
        c.add_entrant(n)
    c.draw()
    return c


def _final(c: Competition) -> str:
    return next(s.id for s in c.draw_slots if s.distance is Distance.FINAL)


@pytest.mark.parametrize("event", ["", "wpa"])
@pytest.mark.parametrize("final", ["", *EVENT_CLOCKS])
def test_a_phases_clock_goes_to_its_matches_and_the_others_keep_the_events(
    event: str, final: str
) -> None:
    c = _event(event)
    c.set_shot_clock(final, Distance.FINAL)
    first = c.ready()[0].id
    assert c.clock_of(first) == event
    assert c.clock_of(_final(c)) == final
    again = from_dict(to_dict(c))
    assert again.clock_of(first) == event and again.clock_of(_final(c)) == final
    assert assignment_for(c, first).shot_clock == event
    c.clear_phase_clock(Distance.FINAL)
    assert c.clock_of(_final(c)) == event
    assert "phase_clocks" not in to_dict(c)  # an event without them: its file as before


@pytest.mark.parametrize(
    ("clocks", "field"),
    [
        ({"final": "WPA"}, "shot_clock"),
        ({"final": 35}, "phase_clocks.final"),
        ({"semis": "wpa"}, "phase_clocks"),
        (["final"], "phase_clocks"),
        ({d.value: "wpa" for d in Distance} | {"x": "wpa"}, "phase_clocks"),
    ],
)
def test_a_file_naming_an_unknown_phase_or_clock_is_refused(clocks: object, field: str) -> None:
    doc = to_dict(_event()) | {"phase_clocks": clocks}
    with pytest.raises(CompetitionError) as caught:
        from_dict(doc)
    assert field.split(".")[0] in str(caught.value)


def test_the_final_started_from_the_desk_plays_with_the_finals_clock(qtbot, desk_ui) -> None:
    from ui.desk.dialogs import DistancesDialog

    ui = desk_ui
    link = ui.desk_link
    desk, panel, phones = link.desk, link.phone_panel, link.phones
    c = drawn(desk, tables=3)
    dialog = DistancesDialog(c, desk)
    qtbot.addWidget(dialog)
    assert all(combo.currentData() is None for combo in dialog.clocks.values())
    final_combo = dialog.clocks[Distance.FINAL]
    final_combo.setCurrentIndex(final_combo.findData("rfeb"))
    assert dialog.phase_clocks()[Distance.FINAL] == "rfeb"
    # the dialog's answer, applied as the desk applies it
    for d, key in dialog.phase_clocks().items():
        if key is None:
            c.clear_phase_clock(d)
        else:
            c.set_shot_clock(key, d)
    assert c.phase_clocks == {Distance.FINAL: "rfeb"}
    # the early rounds on a phone table: no clock (the event has none)
    switch_on(panel, 1)
    first = c.ready()[0]
    desk.select(first.id)
    desk.assign_btn.click()
    desk.start_btn.click()
    assert "clock" not in phones.hall.tables["1"].journal.header
    # every early match won: the final, in the scorekeeper's window, with the final's clock
    for d in c.draw_slots:
        slot = c.slot(d.id)
        if d.distance is not Distance.FINAL and slot.result is None:
            c.enter_result(d.id, (slot.best_of // 2 + 1, 0))
    desk.competition_changed()
    final = next(s for s in c.ready() if s.definition.distance is Distance.FINAL)
    desk.select(final.id)
    desk.table_combo.setCurrentIndex(desk.table_combo.findData(3))
    desk.assign_btn.click()
    desk.start_btn.click()
    assert ui.session.journal.header["clock"] == PROFILES["rfeb"].to_dict()
    assert ui.clock.clock.profile.key == "rfeb"
