"""The league night on the hall's screens, through the real desk: the venue board shows the
night's score (the teams, the rubbers won, the rubbers in play) and the division's standings
while the League night window is open, redrawn by the signal that redraws the window when a
rubber is typed; the /overlay/league page of the overlay server (headless Chromium) shows the
same, pushed to it over its WebSocket as the night changes. Screenshots of both, in Spanish and English, are written
to the shots folder's league-hall/ (tests/shots.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from scoreboard.league.model import Side
from tests.overlay.chromium import Chromium, spin
from tests.shots import shots_dir
from tests.ui.test_desk import make_ui
from ui.i18n import Translations
from ui.league.night_window import LeagueNightWindow
from ui.main import MainUi
from ui.servers.overlay import OverlayServer

EXAMPLE = Path(__file__).resolve().parents[2] / "docs/examples/leagues/andalusia-teams.json"
SHOTS = shots_dir("league-hall")
H, A = Side.HOME, Side.AWAY


def league_night(qtbot: Any, tmp_path: Path) -> tuple[MainUi, LeagueNightWindow]:
    """The desk with the Andalusian league open, both lineups of its first night given."""
    ui = make_ui(qtbot, tmp_path)
    desk = ui.open_desk()
    qtbot.addWidget(desk)
    assert desk.open_league(str(EXAMPLE))
    night = desk.league_night
    assert night is not None and night.season is not None and night.fixture is not None
    f = night.season.calendar.fixture(night.fixture)
    for side, team in ((H, f.home), (A, f.away)):
        names = [p.name for p in night.season.league.team(team).roster[:4]]
        for combo, name in zip(night.slot_combos[side].values(), names, strict=True):
            combo.setCurrentIndex(combo.findData(name))
        assert night.give_lineup(side)
    return ui, night


def test_the_board_shows_the_nights_score_after_a_typed_rubber(qtbot, tmp_path) -> None:
    ui, night = league_night(qtbot, tmp_path)
    assert ui.desk_link is not None
    board = ui.desk_link.feed.open_board()
    qtbot.addWidget(board)
    panel = board.league_panel
    assert panel.isVisibleTo(board) and panel.score.text() == "0 – 0"
    assert night.keep_result("S1", 4, 1)
    assert panel.score.text() == "1 – 0"  # at once: no turn of the event loop in between
    assert night.keep_result("S2", 2, 4)
    assert panel.score.text() == "1 – 1"
    assert night.season is not None and night.fixture is not None
    f = night.season.calendar.fixture(night.fixture)
    assert (panel.home.text(), panel.away.text()) == (f.home, f.away)


def test_the_board_names_the_rubbers_in_play_and_the_standings(qtbot, tmp_path) -> None:
    ui, night = league_night(qtbot, tmp_path)
    assert ui.desk_link is not None and night.season is not None and night.fixture is not None
    board = ui.desk_link.feed.open_board()
    qtbot.addWidget(board)
    night.season.start_rubber(night.fixture, "S3", "match-3")
    night.refresh()
    night.changed.emit()
    assert "S3" in board.league_panel.detail.text()
    for rid, score in (("S1", (4, 1)), ("S2", (4, 2)), ("S4", (1, 4))):
        assert night.keep_result(rid, *score)
    assert night.season.match_finished("match-3", (4, 0), 0) == "S3"
    night.changed.emit()
    texts = [c.text() for c in board.league_panel.cells]
    f = night.season.calendar.fixture(night.fixture)
    assert texts[4:8] == ["1", f.home, "1", "2"]  # the first row: the night's winner, 2 points
    assert "S3" not in board.league_panel.detail.text()


def test_the_board_shows_no_league_once_the_night_window_is_closed(qtbot, tmp_path) -> None:
    ui, night = league_night(qtbot, tmp_path)
    assert ui.desk_link is not None
    board = ui.desk_link.feed.open_board()
    qtbot.addWidget(board)
    assert board.league_panel.isVisibleTo(board)
    night.close()
    assert not board.league_panel.isVisibleTo(board)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_league_page_and_the_board_show_the_standings(qtbot, tmp_path, lang) -> None:
    translations = Translations(QApplication.instance())
    translations.set_language(lang)
    ui, night = league_night(qtbot, tmp_path)
    assert ui.desk_link is not None and night.season is not None and night.fixture is not None
    for rid, score in (("S1", (4, 1)), ("S2", (4, 2)), ("S3", (3, 4))):
        assert night.keep_result(rid, *score)
    f = night.season.calendar.fixture(night.fixture)
    board = ui.desk_link.feed.open_board()
    qtbot.addWidget(board)
    board.resize(1920, 1080)
    QApplication.processEvents()  # the panel laid out at its size, as on the hall's screen
    SHOTS.mkdir(parents=True, exist_ok=True)
    board.grab().save(str(SHOTS / f"venue-board-league-{lang}.png"))
    # the app's own overlay server: it serves the desk's venue while the night is open
    server = ui.desk_link.overlay.server
    assert server.venue is ui.desk_link.venue
    server.start(0)
    chromium = Chromium()
    try:
        page = chromium.page(1920, 1080)
        page.goto(server.url(f"/overlay/league?lang={lang}"))
        page.wait_for("document.querySelectorAll('#standings tr').length === 5", timeout=15)
        assert page.text("#rubbers") == "2 – 1"
        assert page.text("#home") == f.home and page.text("#away") == f.away
        heading = {"en": "Standings", "es": "Clasificación provisional"}[lang]
        assert page.text("#heading") == heading
        rows = page.js("[...document.querySelectorAll('#standings td.team')].map(e => e.innerText)")
        teams = {t.name for d in night.season.league.divisions for t in d.teams}
        assert set(rows) <= teams and f.home in rows
        assert night.keep_result("S4", 4, 0)  # the night won 3–1: the page follows
        page.wait_for("document.getElementById('rubbers').textContent === '3 – 1'")
        page.wait_for(
            "document.querySelector('#standings tr:nth-child(2) td.points').textContent === '2'"
        )
        page.screenshot(SHOTS / f"overlay-league-{lang}.png")
    finally:
        for p in chromium.pages:
            p.goto("about:blank")
        chromium.close()
        server.stop()
        spin(0.2)
        translations.set_language("en")


def test_the_league_page_waits_while_no_night_is_open(qtbot, tmp_path) -> None:
    ui, night = league_night(qtbot, tmp_path)
    assert ui.desk_link is not None
    night.close()
    server = OverlayServer()
    server.venue = ui.desk_link.venue
    server.start(0)
    chromium = Chromium()
    try:
        page = chromium.page(1280, 720)
        page.goto(server.url("/overlay/league?lang=en"))
        page.wait_for("document.getElementById('waiting').offsetParent !== null")
        assert page.js("document.getElementById('league').dataset.night") == "false"
    finally:
        for p in chromium.pages:
            p.goto("about:blank")
        chromium.close()
        server.stop()
        spin(0.2)


def test_the_league_page_keeps_the_night_through_a_short_cut_and_drops_it_after(
    qtbot, tmp_path
) -> None:
    # the app's overlay server stops (a restart, the laptop's Wi-Fi): the page keeps the
    # night on the screen for 5 s, follows the server again when it comes back, and shows
    # nothing stale once the server has been gone longer
    ui, night = league_night(qtbot, tmp_path)
    assert ui.desk_link is not None and night.keep_result("S1", 4, 1)
    server = OverlayServer()
    server.venue = ui.desk_link.venue
    server.start(0)
    port = server.port
    chromium = Chromium()
    shown = "document.getElementById('league').dataset.night === 'true'"
    try:
        page = chromium.page(1280, 720)
        page.goto(server.url("/overlay/league?lang=en"))
        page.wait_for("document.getElementById('rubbers').textContent === '1 – 0'", timeout=15)
        server.stop()
        spin(1.5)  # gone, for less than the 5 s
        assert page.js(shown) and page.text("#rubbers") == "1 – 0"
        assert night.keep_result("S2", 4, 2)
        server.start(port)
        page.wait_for("document.getElementById('rubbers').textContent === '2 – 0'", timeout=10)
        server.stop()
        page.wait_for("document.getElementById('league').dataset.night === 'false'", timeout=10)
    finally:
        for p in chromium.pages:
            p.goto("about:blank")
        chromium.close()
        server.stop()
        spin(0.2)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_board_keeps_its_tables_beside_the_league_night(qtbot, lang) -> None:
    import json

    from scoreboard.feed.desk import TableView
    from scoreboard.league.live import live_night
    from scoreboard.league.night import RubberResult
    from scoreboard.league.season import Season
    from tests.overlay.venue_page import table_state
    from ui.venue.board_ui import VenueBoard

    translations = Translations(QApplication.instance())
    translations.set_language(lang)
    s = Season.start("hall", json.loads(EXAMPLE.read_text(encoding="utf-8")))
    f = s.calendar.fixtures[0]
    for side, team in ((H, f.home), (A, f.away)):
        s.set_lineup(f.id, side, [p.name for p in s.league.team(team).roster[:4]])
    s.set_result(f.id, "S1", RubberResult(4, 2))
    s.start_rubber(f.id, "S2", "m2")
    s.start_rubber(f.id, "S3", "m3")
    sheet = s.sheet(f.id)
    tables = {
        n: TableView(
            n, table_state(sheet.home.slots[n][1] or "", sheet.away.slots[n][1] or "", (1, 2)), True
        )
        for n in (1, 2)
        if sheet.home is not None and sheet.away is not None
    }
    board = VenueBoard(lambda: tables, league=lambda: live_night(s, f.id))
    qtbot.addWidget(board)
    board.resize(1920, 1080)
    board.show()
    board.refresh()
    QApplication.processEvents()
    assert len(board.cards) == 2 and board.stack_box.isVisible()
    assert board.league_panel.score.text() == "1 – 0"
    assert "S2, S3" in board.league_panel.detail.text()
    assert board.league_panel.geometry().left() > board.cards[0].geometry().left()
    SHOTS.mkdir(parents=True, exist_ok=True)
    board.grab().save(str(SHOTS / f"venue-board-tables-league-{lang}.png"))
    translations.set_language("en")
