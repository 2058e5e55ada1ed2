"""Status-bar messages follow a change of language: in every window that shows them, a message
given through the window's own code is shown again in the other language when the language is
switched while it shows, for the time it had left; one that timed out, was cleared or was
replaced stays gone (``ui/status_words.py``)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMainWindow

from rules import Pocket
from scoreboard.competition import Competition, Format
from scoreboard.feed.messages import ResultMessage
from scoreboard.history.database import HistoryDB
from scoreboard.league.store import LeagueStore
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.desk.window import DeskWindow
from ui.i18n import Translations, fill, tr
from ui.league.night_window import LeagueNightWindow
from ui.main import MainUi
from ui.status_words import clear, say, status_words

ROOT = Path(__file__).resolve().parents[2]
LEAGUES = ROOT / "docs" / "examples" / "leagues"


@pytest.fixture
def translations(qapp) -> Iterator[Translations]:
    t = Translations(QApplication.instance())
    assert t.set_language("en")
    QApplication.processEvents()
    yield t
    t.set_language("en")
    QApplication.processEvents()


def switch(t: Translations, lang: str) -> None:
    """The app's own switch of language, its LanguageChange delivered."""
    assert t.set_language(lang)
    QApplication.processEvents()


def shown(w: QMainWindow) -> str:
    return w.statusBar().currentMessage()


@dataclass
class Case:
    """A window, the words its message begins with in English and in Spanish."""

    window: QMainWindow
    english: str
    spanish: str


def main_ui(qtbot, tmp_path: Path) -> MainUi:
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")
    ui = windows(controller, Translations(QApplication.instance()), session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    return ui


def scorekeeper_clock(qtbot, tmp_path: Path) -> Case:
    """The scorekeeper window: an extension asked for while the shot clock is not running."""
    ui = main_ui(qtbot, tmp_path)
    assert ui.start_match(MatchConfig(players=("Ana", "Bea"), breaker=0), "wpa")
    ui.clock_extend()
    return Case(ui.window, "The shot clock is not running.", "El reloj de tiro no está en marcha.")


def scorekeeper_entry(qtbot, tmp_path: Path) -> Case:
    """The scorekeeper window: a pocket clicked with no ball marked (the entry panel's words)."""
    ui = main_ui(qtbot, tmp_path)
    config = MatchConfig(players=("Ana", "Bea"), discipline="eight-ball", breaker=0)
    assert ui.start_match(config, None)
    assert not ui.window.entry_panel.pocket(Pocket.FOOT_LEFT)
    return Case(ui.window, "Click the ball that was made first.", "Pulse primero la bola metida.")


def venue_table(qtbot, tmp_path: Path) -> Case:
    """The venue feed's table window: the desk refused this table's result."""
    ui = main_ui(qtbot, tmp_path)
    sent = ResultMessage("r1", "m1", 3, ("Ana", "Bea"), (5, 3), 0, 0, "c1", "W1-1")
    ui.feed._on_conflict(sent, (3, 5))
    return Case(ui.window, "The desk did not enter Ana 5 – 3 Bea", "La organización no anotó Ana 5")


def desk(qtbot, tmp_path: Path) -> Case:
    """The desk: its competition exported to a file."""
    w = DeskWindow()
    qtbot.addWidget(w)
    c = Competition("Open", Format.SINGLE_ELIMINATION)
    for i in range(1, 5):
        c.add_entrant(f"Jugador {i}")
    w.set_competition(c)
    w.export_competition(str(tmp_path / "open.json"))
    return Case(w, "Written: ", "Escrito: ")


def league_night(qtbot, tmp_path: Path) -> Case:
    """The league night: the season's results exported to a file."""
    db = HistoryDB(tmp_path / "h.db")
    qtbot.addWidget(w := LeagueNightWindow(LeagueStore.of(db), ask_reason=lambda: "x"))
    w.destroyed.connect(db.close)
    assert w.open_league(str(LEAGUES / "andalusia-teams.json"))
    assert w.export_results(str(tmp_path / "season.json"))
    return Case(w, "Written: ", "Escrito: ")


WINDOWS: dict[str, Callable[..., Case]] = {
    "scorekeeper-clock": scorekeeper_clock,
    "scorekeeper-entry": scorekeeper_entry,
    "venue-table": venue_table,
    "desk": desk,
    "league-night": league_night,
}


@pytest.fixture(params=list(WINDOWS))
def case(request, qtbot, tmp_path: Path, translations) -> Case:
    return WINDOWS[request.param](qtbot, tmp_path)


def test_a_message_showing_is_said_again_in_the_language_switched_to(case, translations) -> None:
    w = case.window
    assert shown(w).startswith(case.english)
    switch(translations, "es")
    assert shown(w).startswith(case.spanish)
    switch(translations, "en")
    assert shown(w).startswith(case.english)


def test_a_message_switched_keeps_the_time_it_had_left_and_then_goes(
    qtbot, tmp_path, translations
) -> None:
    w = desk(qtbot, tmp_path).window
    say(w, lambda: fill(tr("Written: %1"), "acta.pdf"), 3000)
    time.sleep(1.5)
    switch(translations, "es")
    assert shown(w) == "Escrito: acta.pdf"
    left = status_words(w).time_left()
    assert left is not None and 0 < left <= 1500
    # gone when its first time was up, not 3 s after the switch
    qtbot.waitUntil(lambda: shown(w) == "", timeout=2500)
    switch(translations, "en")
    assert shown(w) == ""


def test_a_timed_out_message_stays_gone_after_a_switch(case, translations, qtbot) -> None:
    w = case.window
    say(w, lambda: fill(tr("Written: %1"), "acta.pdf"), 50)
    qtbot.waitUntil(lambda: shown(w) == "", timeout=2000)
    switch(translations, "es")
    assert shown(w) == "" and not status_words(w).kept


def test_a_cleared_or_replaced_message_stays_gone_after_a_switch(case, translations) -> None:
    w = case.window
    clear(w)
    switch(translations, "es")
    assert shown(w) == ""
    switch(translations, "en")
    say(w, lambda: fill(tr("Written: %1"), "acta.pdf"))
    w.statusBar().showMessage("Ana")  # what Qt itself shows there (a menu's status tip)
    switch(translations, "es")
    assert shown(w) == "Ana"
