"""A league night's rubber started in the scorekeeper, then taken off its table from the League
night window: asked first, saying how many entries (shots, racks, the lag) were recorded; the scorekeeper's match closed
as abandoned (its journal archived, never a match of the history), the scorekeeper free, and
the rubber not started. After a restart it is still not started; started again and won, its
result counts once. A closed night's no-show is undone from the same button, with its reason,
kept among the corrections and on the acta."""

from __future__ import annotations

import subprocess

from PySide6.QtWidgets import QApplication, QMessageBox

from scoreboard.league.model import Side
from scoreboard.service.session import Session
from scoreboard.table.journal import CLOSED_FOLDER
from tests.phones.test_league_night_take_off import ended, night_with_lineups
from tests.ui.test_desk import make_ui
from tests.ui.test_league_night import db, english, lineup, roster, window
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations

__all__ = ["db", "english"]  # the fixtures, used by name

H, A = Side.HOME, Side.AWAY


# Long because it is one rubber's whole story: started, taken off, a restart, started again.
def test_a_rubber_taken_off_the_scorekeeper_is_abandoned_and_starts_again_after_a_restart(
    qtbot, tmp_path, monkeypatch
) -> None:
    ui = make_ui(qtbot, tmp_path)
    desk = ui.open_desk()
    qtbot.addWidget(desk)
    night, f = night_with_lineups(desk)
    night.rubbers.selectRow(1)
    night.start_btn.click()
    match_id = ui.session.journal.match_id
    ui.controller.table.lag(0, True)
    ui.controller.table.concede_rack(1)  # a rack to the home player
    ui.controller.table.concede_rack(0)  # and one to the away player
    night.rubbers.selectRow(1)
    assert night.take_off_btn.isVisible()
    asked: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "exec", lambda box: asked.append(box.text()) or QMessageBox.StandardButton.Yes
    )
    night.take_off_btn.click()
    assert asked and "has 3 entries recorded" in asked[0]
    assert night.season.night(f.id).started == {}
    assert ui.session.journal is None and not ui.controller.snapshot.set_up  # free
    closed = ui.session.locations.journals / CLOSED_FOLDER / f"{match_id}.jsonl"
    assert ended(closed) == "abandoned"
    assert not ui.session.history.has_match(match_id)
    assert all(u.match_id != match_id for u in ui.session.unfinished())  # not offered again
    # a restart: the rubber is still not started
    ui.session.close()
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")
    again = windows(controller, Translations(QApplication.instance()), session=session, sound=False)
    qtbot.addWidget(again.window)
    qtbot.addWidget(again.spectator)
    other = again.open_desk().league_night
    assert other is not None and other.season is not None
    assert other.season.night(f.id).started == {} and other.season.night(f.id).results == {}
    other.choose_fixture(f.id)
    other.rubbers.selectRow(1)
    assert other.start_btn.isEnabled() and not other.take_off_btn.isVisible()
    other.start_btn.click()
    second = session.journal.match_id
    assert second != match_id
    controller.table.lag(0, True)
    for _ in range(4):
        controller.table.concede_rack(1)  # the home player takes every rack
    qtbot.waitUntil(lambda: "S2" in other.season.night(f.id).results, timeout=5000)
    assert other.season.night(f.id).history == {"S2": second}
    assert other.season.score(f.id).rubbers_won == {H: 1, A: 0}
    qtbot.waitUntil(lambda: session.history.has_match(second), timeout=5000)
    assert session.history.conn.execute("SELECT match_id FROM matches").fetchall() == [(second,)]
    session.close()


def test_a_closed_nights_no_show_is_undone_with_its_reason(qtbot, english, db, tmp_path) -> None:
    reasons = ["the away team was there: marked by mistake", "the lineup as played"]
    w = window(qtbot, db)
    w.ask_reason = lambda: reasons.pop(0)
    assert w.season is not None and w.fixture is not None
    s, fx = w.season, w.fixture
    f = s.calendar.fixture(fx)
    lineup(w, H, roster(w, H)[:4])
    w.no_show_btns[A].click()
    w.close_night()
    points = {r.team: r.points for r in s.standings(f.division)}
    assert points[f.home] == 2 and points[f.away] < 0
    assert w.no_show_btns[A].text() == "Came after all (undo the no-show)"
    w.no_show_btns[A].click()  # the reason asked, as for every correction after the close
    n = s.night(fx)
    assert n.no_show == frozenset() and n.corrections[-1].what == "came:away"
    assert "marked by mistake" in w.corrections_label.text()
    assert {r.team: r.played for r in s.standings(f.division)}[f.away] == 0
    lineup(w, A, roster(w, A)[:4])  # its lineup given, a correction too
    assert not s.score(fx).no_show and s.score(fx).points[A] >= 0
    assert [c.reason for c in s.night(fx).corrections] == [
        "the away team was there: marked by mistake",
        "the lineup as played",
    ]
    pdf = tmp_path / "acta.pdf"
    assert w.print_acta(str(pdf))
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "marked by mistake" in " ".join(text.split())


def test_the_question_names_the_venue_table(english) -> None:
    from ui.league.night_tables import take_off_words

    words = take_off_words("S3", 4, 0)
    assert "table 4 of the venue" in words and "not taken in" in words
