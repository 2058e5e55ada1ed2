"""A player's page: his matches listed (date, opponent, score, discipline, event), each opening
its score sheet in the history's own window; his form with its dates and his rating after each
day played; his record against every opponent in one table; counts said in the right plural in
both languages; the PDF with every table heading whole in both languages."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import QApplication

from scoreboard.history.database import HistoryDB
from tests.scoreboard.test_history import played
from tests.ui.pdf_words import assert_readable, assert_whole, read_pdf
from ui.history.match_dialog import MatchDialog
from ui.i18n import Translations
from ui.players.club import ClubControls
from ui.players.window import PlayerPage, PlayersWindow

#: (players, winner, discipline, day of May 2024)
GAMES = [
    (("Ana", "Bea"), 0, "nine-ball", 1),
    (("Bea", "Ana"), 1, "nine-ball", 3),
    (("Ana", "Cid"), 0, "eight-ball", 3),
    (("Ana", "Bea"), 1, "nine-ball", 8),
    (("Dora", "Bea"), 0, "nine-ball", 9),
    (("Ana", "Cid"), 0, "eight-ball", 12),
]


@pytest.fixture
def db(tmp_path: Path) -> Iterator[HistoryDB]:
    db = HistoryDB(tmp_path / "history.sqlite3")
    for n, (players, winner, discipline, day) in enumerate(GAMES):
        created = f"2024-05-{day:02d}T18:00:00+00:00"
        summary = played(players, winner, discipline, created, match_id=f"m{n}")[0]
        db.save(summary)
    yield db
    db.close()


@pytest.fixture(params=["en", "es"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    translations = Translations(qapp)
    assert translations.set_language(request.param)
    yield request.param
    translations.set_language("en")


def page_of(qtbot, db: HistoryDB, name: str) -> PlayerPage:
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    person = next(p for p in w.people if p.name == name)
    page = PlayerPage(w, person, w.people, w.matches, w.ratings, history=db)
    qtbot.addWidget(page)
    return page


def shown(page: PlayerPage) -> list[list[str]]:
    model = page.match_list.model()
    return [
        [str(model.index(r, c).data()) for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def test_the_matches_are_listed_newest_first(qtbot, db: HistoryDB) -> None:
    page = page_of(qtbot, db, "Ana")
    rows = shown(page)
    assert [r[1:4] for r in rows] == [
        ["Cid", "2–0", "Eight-ball"],
        ["Bea", "0–2", "Nine-ball"],
        ["Cid", "2–0", "Eight-ball"],
        ["Bea", "2–0", "Nine-ball"],  # Bea broke, Ana won: Ana's games first
        ["Bea", "2–0", "Nine-ball"],
    ]
    assert rows[0][0].startswith("2024-05-12") and rows[-1][0].startswith("2024-05-01")
    assert page.match_headers == ["Date", "Opponent", "Score", "Discipline", "Event"]


def test_a_match_of_the_list_opens_its_score_sheet(qtbot, db: HistoryDB) -> None:
    page = page_of(qtbot, db, "Ana")
    dialog = page.open_match(1)  # Bea's 2-0 of 8 May
    assert isinstance(dialog, MatchDialog)
    qtbot.addWidget(dialog)
    assert dialog.isVisible() and "Bea" in dialog.windowTitle() + " ".join(
        label.text() for label in dialog.findChildren(type(page.exported))
    )
    assert page.match_list.model().index(1, 0).data(256) == page.match_ids[1]  # UserRole


def test_the_head_to_head_is_against_every_opponent_at_once(qtbot, db: HistoryDB) -> None:
    page = page_of(qtbot, db, "Bea")
    assert page.versus_headers == ["Opponent", "Matches", "Won", "Lost", "Games won–lost"]
    assert page.versus_rows == [["Ana", "3", "1", "2", "2–4"], ["Dora", "1", "0", "1", "0–2"]]
    model = page.versus.model()
    assert model.rowCount() == 2 and model.index(1, 0).data() == "Dora"


def test_the_form_has_its_dates_and_the_rating_its_days(qtbot, db: HistoryDB) -> None:
    page = page_of(qtbot, db, "Ana")
    assert page.plot.dates == [
        "2024-05-01",
        "2024-05-03",
        "2024-05-03",
        "2024-05-08",
        "2024-05-12",
    ]
    days = [d for d, _ in page.curve]
    assert days == ["2024-05-01", "2024-05-03", "2024-05-08", "2024-05-12"]
    assert page.rating_plot.points[-1] == pytest.approx(page_ratings(page), abs=0.01)


def page_ratings(page: PlayerPage) -> float:
    window = page.parent()
    assert isinstance(window, PlayersWindow) and window.ratings is not None
    return window.ratings[page.person.id].rating


def test_counts_are_said_in_the_right_plural(qtbot, db: HistoryDB, language: str) -> None:
    one = page_of(qtbot, db, "Dora")
    many = page_of(qtbot, db, "Ana")
    if language == "en":
        assert (one.matches_tab, many.matches_tab) == ("1 match", "5 matches")
        assert (one.versus_tab, many.versus_tab) == (
            "Head-to-head: 1 opponent",
            "Head-to-head: 2 opponents",
        )
    else:
        assert (one.matches_tab, many.matches_tab) == ("1 partido", "5 partidos")
        assert (one.versus_tab, many.versus_tab) == (
            "Cara a cara: 1 rival",
            "Cara a cara: 2 rivales",
        )


def test_the_pdf_prints_every_heading_whole(
    qtbot, db: HistoryDB, language: str, tmp_path: Path
) -> None:
    page = page_of(qtbot, db, "Ana")
    (written,) = page.export_to(tmp_path / f"ana-{language}", ".pdf")
    pdf = read_pdf(written)
    assert_readable(pdf, ["Ana", "Bea", "Cid", "2024-05-12"])
    headings = [*page.total_headers, *page.versus_headers, *page.match_headers]
    assert ("Ganados" in headings) == (language == "es")
    assert_whole(pdf, headings)
    assert_whole(pdf, [page.rating_title.text(), page.versus_tab, page.matches_tab])


def test_screenshots_of_the_page_and_its_pdf(
    qtbot, db: HistoryDB, language: str, tmp_path: Path
) -> None:
    """Pictures to look at (SCREENSHOT_DIR keeps them)."""
    shots = Path(os.environ.get("SCREENSHOT_DIR") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    page = page_of(qtbot, db, "Ana")
    page.show()
    assert page.grab().save(str(shots / f"player-page-matches-{language}.png"))
    page.tabs.setCurrentIndex(1)
    assert page.grab().save(str(shots / f"player-page-versus-{language}.png"))
    (written,) = page.export_to(tmp_path / f"ana-{language}", ".pdf")
    doc = QPdfDocument()
    assert doc.load(str(written)) == QPdfDocument.Error.None_
    assert doc.render(0, QSize(992, 1403)).save(str(shots / f"player-page-pdf-{language}.png"))
    doc.close()


def test_a_page_with_no_match_and_no_rating_shows_empty_lists(qtbot, db: HistoryDB) -> None:
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    ana = next(p for p in w.people if p.name == "Ana")
    page = PlayerPage(w, ana, w.people, [], None, history=db)
    qtbot.addWidget(page)
    page.show()
    assert page.match_list.model().rowCount() == 0 and page.versus_rows == []
    assert page.curve == () and page.rating_plot.points == []
    assert page.matches_tab == "0 matches" and page.open_match(0) is None
    assert not page.grab().isNull()


def test_a_match_that_cannot_be_read_is_said_not_opened(qtbot, db: HistoryDB) -> None:
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    ana = next(p for p in w.people if p.name == "Ana")
    elsewhere = HistoryDB(":memory:")  # holds none of these matches
    page = PlayerPage(w, ana, w.people, w.matches, w.ratings, history=elsewhere)
    qtbot.addWidget(page)
    assert page.open_match(0) is None
    assert page.exported.text().startswith("This match cannot be opened: ")
    elsewhere.close()


def test_a_double_click_or_enter_on_a_match_opens_it(qtbot, db: HistoryDB) -> None:
    page = page_of(qtbot, db, "Ana")
    page.match_list.activated.emit(page.match_list.model().index(2, 1))
    (dialog,) = page.findChildren(MatchDialog)
    qtbot.addWidget(dialog)
    assert dialog.isVisible()


def test_the_established_games_are_said_in_the_right_plural(qtbot, language: str) -> None:
    club = ClubControls(1, 1, None)
    qtbot.addWidget(club)
    one = club.established.text()
    club.established.setValue(200)
    many = club.established.text()
    assert (one, many) == (
        ("1 game", "200 games") if language == "en" else ("1 partida", "200 partidas")
    )
