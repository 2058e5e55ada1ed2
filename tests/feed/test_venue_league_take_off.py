"""A league night's rubber sent to a table of another laptop of the venue, on a real Mosquitto,
taken off that table from the League night window: asked first, naming the table; its
assignment taken back as the desk takes back a competition's (the table's retained assignment
cleared); the rubber not started, to start again; a result sent from that table later is not
taken in, and the desk says why."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from scoreboard.feed.messages import ResultMessage
from scoreboard.league.night import RubberResult
from tests.feed.broker import Broker
from tests.feed.test_table_window import make_ui
from tests.feed.test_venue_league_rubber import _publish, _received_rows, _rows
from tests.feed.venue import VENUE
from tests.ui.test_league_hall import league_night
from ui.desk.feed_panel import refusal_line


def test_a_rubber_taken_off_a_venue_table_has_its_assignment_taken_back(
    qtbot, tmp_path: Path, broker: Broker, monkeypatch
) -> None:
    desk_ui, night = league_night(qtbot, tmp_path / "desk")
    assert desk_ui.desk_link is not None and night.season is not None and night.fixture
    s, fixture = night.season, night.fixture
    control = desk_ui.desk_link.feed
    table_ui = make_ui(qtbot, tmp_path / "table")
    assert table_ui.feed is not None
    try:
        assert control.start(broker.url, VENUE, 2)
        assert table_ui.feed.start(broker.url, VENUE, 2)
        feed = table_ui.feed
        night.rubbers.selectRow(_rows(night)["S2"])
        night.where_combo.setCurrentIndex(night.where_combo.findData("venue:2"))
        assert night.start_selected() == "venue-table:2"
        qtbot.waitUntil(
            lambda: feed.feed is not None and feed.feed.assignment is not None, timeout=10000
        )
        night.rubbers.selectRow(_rows(night)["S2"])
        assert night.take_off_btn.isVisible()
        asked: list[str] = []
        monkeypatch.setattr(
            QMessageBox,
            "exec",
            lambda box: asked.append(box.text()) or QMessageBox.StandardButton.Yes,
        )
        night.take_off_btn.click()
        assert asked and "table 2 of the venue" in asked[0]
        assert s.night(fixture).started == {}
        qtbot.waitUntil(
            lambda: feed.feed is not None and feed.feed.assignment is None, timeout=10000
        )
        night.rubbers.selectRow(_rows(night)["S2"])
        assert night.start_btn.isEnabled() and not night.take_off_btn.isVisible()
        assert night.store is not None
        assert night.store.load(s.uid).night(fixture).started == {}  # saved so
        # the table's result, sent later for the assignment taken back: not taken in
        config = s.rubber_setup(fixture, "S2")
        assert config is not None and config.race is not None
        late = ResultMessage(
            "r-late",
            "m-table-2",
            2,
            config.players,
            (config.race[0], 0),
            0,
            1,
            s.uid,
            "night1.rubber2",
        )
        _publish(broker.port, 2, late.payload())
        desk_feed = control.feed
        qtbot.waitUntil(lambda: desk_feed is not None and desk_feed.refused != [], timeout=10000)
        assert desk_feed is not None
        refused = desk_feed.refused[-1]
        assert refused.on is None and not refused.conflict
        assert "refused: the match is on no table" in refusal_line(refused)
        assert "the match is on no table" in desk_ui.desk_link.desk.statusBar().currentMessage()
        assert "S2" not in s.night(fixture).results and _received_rows(desk_ui) == []
        assert night.keep_result("S2", 1, 4)  # typed in instead
        assert s.night(fixture).results["S2"] == RubberResult(1, 4)
    finally:
        control.stop()
        feed.stop()
