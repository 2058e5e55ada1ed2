"""Every window's words are shown whole, in English and in Spanish: in each top-level window and
dialog the app builds, shown at 1280x720 (dialogs at their own size) with its events processed,
every visible label, button, check box, radio button, group box title, tab title and table
heading has room for its whole text (by its font's metrics, a pixel or two spared). A label
that wraps its words, or one elided on purpose (its text then ends in "…"), fits by itself.

The failures are named: the window, the widget (its object name, else its text), the width
its text needs and the width it had."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from rules import as_discipline
from scoreboard.competition import Competition, Format
from scoreboard.history.database import HistoryDB
from scoreboard.league.model import Side
from scoreboard.league.store import LeagueStore
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from tests.scoreboard.test_history import played
from tests.ui.words_fit import every_tab
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations
from ui.main import MainUi

ROOT = Path(__file__).resolve().parents[2]
LEAGUES = ROOT / "docs" / "examples" / "leagues"


# -- the windows ---------------------------------------------------------------------------------


@pytest.fixture(params=["en", "es"])
def translations(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[Translations]:
    """The app's own language switch, set to each language in turn (English again after)."""
    translations = Translations(qapp)
    assert translations.set_language(request.param)
    yield translations
    translations.set_language("en")


@pytest.fixture
def main_ui(qtbot: QtBot, tmp_path: Path, translations: Translations) -> Iterator[MainUi]:
    """The app's windows as the composition root makes them, on a session of their own."""
    controller = Controller(
        MatchConfig(
            players=("José Núñez Fernández", "María Castellanos"),
            discipline=as_discipline("nine-ball"),
            race=(5, 5),
            breaker=0,
        )
    )
    session = Session.open(controller.table, tmp_path / "data")
    main = windows(controller, translations, session=session, sound=False)
    qtbot.addWidget(main.window)
    yield main
    main.server.stop()
    session.close()


def shown(qtbot: QtBot, w: QWidget, size: tuple[int, int] | None = (1280, 720)) -> QWidget:
    if size is not None:
        w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    QApplication.processEvents()
    return w


def history_db(tmp_path: Path) -> HistoryDB:
    db = HistoryDB(tmp_path / "history.sqlite3")
    games = [(("José Núñez Fernández", "Bea"), 0, "nine-ball"), (("Bea", "Cid"), 1, "eight-ball")]
    for n, (players, winner, discipline) in enumerate(games):
        created = f"2024-05-{n + 1:02d}T18:00:00+00:00"
        db.save(played(players, winner, discipline, created, match_id=f"m{n}")[0])
    return db


Build = Callable[..., QWidget]


def scorekeeper(discipline: str) -> Build:
    def build(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
        config = MatchConfig(
            players=("José Núñez Fernández", "María Castellanos"),
            discipline=as_discipline(discipline),
            breaker=0,
        )
        assert main.start_match(config, None)
        window = shown(qtbot, main.window)
        assert main.window.entry_panel.details.isVisible()
        return window

    return build


def spectator(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    return shown(qtbot, main.spectator)


def setup_dialog(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.scorekeeper.setup_dialog import SetupDialog

    d = SetupDialog(main.window, main.session.player_names(), main.session.settings)
    qtbot.addWidget(d)
    return shown(qtbot, d, None)


def desk(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    d = main.open_desk()
    c = a_competition()
    d.set_competition(c)
    d.select(c.ready()[0].id)
    return shown(qtbot, d)


def league_night(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.league.night_window import LeagueNightWindow

    db = HistoryDB(tmp_path / "league.sqlite3")
    w = LeagueNightWindow(LeagueStore.of(db), ask_reason=lambda: "")
    qtbot.addWidget(w)
    assert w.open_league(str(LEAGUES / "andalusia-teams.json"))
    assert w.season is not None and w.fixture is not None
    f = w.season.calendar.fixture(w.fixture)
    for side, team in ((Side.HOME, f.home), (Side.AWAY, f.away)):
        names = [p.name for p in w.season.league.team(team).roster][:4]
        for combo, name in zip(w.slot_combos[side].values(), names, strict=False):
            combo.setCurrentIndex(combo.findData(name))
        assert w.give_lineup(side)
    assert w.keep_result("S1", 4, 1)
    assert w.keep_result("S2", 0, 0, forfeit=Side.AWAY)
    return shown(qtbot, w)


def players(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.players.window import PlayersWindow

    w = PlayersWindow(main.window, history_db(tmp_path))
    qtbot.addWidget(w)
    return shown(qtbot, w, None)


def player_page(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.players.page import PlayerPage
    from ui.players.window import PlayersWindow

    db = history_db(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    person = next(p for p in w.people if p.name == "Bea")
    page = PlayerPage(w, person, w.people, w.matches, w.ratings, history=db)
    qtbot.addWidget(page)
    return shown(qtbot, page, None)


def history(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.history.dialog import HistoryDialog

    d = HistoryDialog(main.window, history_db(tmp_path))
    qtbot.addWidget(d)
    return shown(qtbot, d, None)


def history_match(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.history.match_dialog import MatchDialog

    db = history_db(tmp_path)
    d = MatchDialog(main.window, db.open_match("m0"))
    qtbot.addWidget(d)
    return shown(qtbot, d, None)


def overlay_dialog(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.servers.overlay_ui import ServerDialog

    d = ServerDialog(main.window, main.server)
    qtbot.addWidget(d)
    return shown(qtbot, d, None)


def feed_dialog(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.venue.table_ui import FeedDialog

    d = FeedDialog(main.window, main.feed)
    qtbot.addWidget(d)
    return shown(qtbot, d, None)


def clock_dialog(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.scorekeeper.clock_dialog import ClockDialog

    d = ClockDialog(main.window, main.clock.clock.profile, main.auto_start_clock)
    qtbot.addWidget(d)
    return shown(qtbot, d, None)


def key_help(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.scorekeeper.key_help import KeyHelp

    d = KeyHelp(main.window)
    qtbot.addWidget(d)
    return shown(qtbot, d, None)


def resume(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from scoreboard.table.journal import find_unfinished
    from tests.ui.test_history_dialog import _unfinished
    from ui.scorekeeper.resume_dialog import ResumeDialog

    folder = tmp_path / "journals"
    _unfinished(folder, "2024-a", ("José Núñez Fernández", "María Castellanos"), 3)
    _unfinished(folder, "2024-b", ("Ana", "Luis Gómez"), 1)
    d = ResumeDialog(main.window, find_unfinished(folder))
    qtbot.addWidget(d)
    return shown(qtbot, d, None)


def person(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.players.edits import PersonDialog
    from ui.players.window import PlayersWindow

    w = PlayersWindow(None, history_db(tmp_path))
    qtbot.addWidget(w)
    d = PersonDialog(w, next(p for p in w.people if p.name == "Bea"))
    qtbot.addWidget(d)
    return shown(qtbot, d, None)


def split(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.players.edits import SplitDialog
    from ui.players.window import PlayersWindow

    w = PlayersWindow(None, history_db(tmp_path))
    qtbot.addWidget(w)
    d = SplitDialog(w, next(p for p in w.people if p.name == "Bea"))
    qtbot.addWidget(d)
    return shown(qtbot, d, None)


def a_competition() -> Competition:
    c = Competition("Open de primavera", Format.DOUBLE_ELIMINATION, tables=4, reset_final=True)
    for i in range(1, 9):
        c.add_entrant(f"Jugador {i}")
    c.draw()
    return c


def new_competition(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.desk.dialogs import NewCompetitionDialog

    d = NewCompetitionDialog(main.window)
    qtbot.addWidget(d)
    return shown(qtbot, d, None)


def result(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.desk.dialogs import ResultDialog

    c = a_competition()
    d = ResultDialog(c, c.ready()[0], main.window)
    qtbot.addWidget(d)
    return shown(qtbot, d, None)


def distances(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.desk.dialogs import DistancesDialog

    d = DistancesDialog(a_competition(), main.window)
    qtbot.addWidget(d)
    return shown(qtbot, d, None)


def desk_feed(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from ui.desk.venue_feed import DeskFeedDialog

    d = DeskFeedDialog(main.window, "mqtt://localhost:1883", "club-norte", 8)
    qtbot.addWidget(d)
    return shown(qtbot, d, None)


def venue_board(qtbot: QtBot, main: MainUi, tmp_path: Path) -> QWidget:
    from scoreboard.feed.desk import TableView
    from tests.overlay.venue_page import table_state
    from ui.venue.board_ui import VenueBoard

    tables = {
        n: TableView(n, table_state("José Núñez Fernández", "María Castellanos", (n, 2)), True)
        for n in (1, 2, 3)
    }
    board = VenueBoard(lambda: tables, connected=lambda: False)
    qtbot.addWidget(board)
    shown(qtbot, board)
    board.refresh()
    QApplication.processEvents()
    return board


WINDOWS: dict[str, Build] = {
    "scorekeeper nine-ball": scorekeeper("nine-ball"),
    "scorekeeper ten-ball": scorekeeper("ten-ball"),
    "scorekeeper eight-ball": scorekeeper("eight-ball"),
    "scorekeeper straight-pool": scorekeeper("straight-pool"),
    "spectator": spectator,
    "new match": setup_dialog,
    "desk": desk,
    "league night": league_night,
    "players": players,
    "player page": player_page,
    "history": history,
    "history match": history_match,
    "overlay server": overlay_dialog,
    "venue feed": feed_dialog,
    "shot clock": clock_dialog,
    "keys": key_help,
    "resume": resume,
    "player's details": person,
    "split a name": split,
    "new competition": new_competition,
    "result": result,
    "distances": distances,
    "desk's venue feed": desk_feed,
    "venue board": venue_board,
}


@pytest.mark.parametrize("where", list(WINDOWS))
def test_every_word_is_shown_whole(
    qtbot: QtBot, tmp_path: Path, main_ui: MainUi, translations: Translations, where: str
) -> None:
    window = WINDOWS[where](qtbot, main_ui, tmp_path)
    assert every_tab(window, f"{where} ({translations.language})") == []


def test_a_word_cut_is_named_with_the_room_it_lacks(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QCheckBox, QLabel, QVBoxLayout

    box = QWidget()
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    label = QLabel("Clasificación de la jornada")
    label.setObjectName("standings-title")
    label.setFixedWidth(40)
    check = QCheckBox("Dejar que los móviles sigan una mesa")
    check.setFixedWidth(60)
    whole = QLabel("Mesa 1")
    for w in (label, check, whole):
        layout.addWidget(w)
    shown(qtbot, box, None)
    cut = every_tab(box, "sample")
    assert len(cut) == 2
    assert cut[0].startswith("sample: QLabel standings-title ('Clasificación de la jornada')")
    assert "has 40" in cut[0]
    assert "QCheckBox 'Dejar que los móviles sigan una mesa'" in cut[1]
