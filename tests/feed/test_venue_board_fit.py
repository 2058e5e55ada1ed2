"""The venue board (the hall's screen as a window) keeps the size it is given, at 1366x768 and
1920x1080, in Spanish and English, with or without the lost-broker banner: a long player's
name is set smaller, then cut, but never widens the window, nor runs under the score beside
it; "María Fernández" stays whole on a grid of nine tables. The desk's lost-broker banner
wraps a long address instead of widening the desk."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from scoreboard.feed.desk import TableView
from tests.overlay.venue_page import table_state
from ui.i18n import Translations
from ui.venue.board_ui import VenueBoard

LONG = "María Fernández de la Concepción y Santa Cruz"


@pytest.fixture(params=["en", "es"])
def language(request) -> Iterator[str]:  # type: ignore[no-untyped-def]
    tr = Translations(QApplication.instance())
    assert tr.set_language(request.param)
    yield request.param
    tr.set_language("en")


def views(n: int) -> dict[int, TableView]:
    out = {}
    for number in range(1, n + 1):
        v = TableView(number)
        a, b = (LONG, "Jorge Castellanos") if number % 2 else ("María Fernández", "Bea Gil")
        v.state = table_state(a, b, (number % 5, 2))
        v.online = None if number == 3 else True
        out[number] = v
    return out


@pytest.mark.parametrize("lost", [False, True])
def test_long_names_never_widen_the_board(qtbot, language: str, lost: bool, tmp_path) -> None:
    tables = views(9)
    board = VenueBoard(lambda: tables, connected=lambda: not lost)
    qtbot.addWidget(board)
    board.show()
    for width, height in ((1920, 1080), (1366, 768), (1920, 1080)):
        board.resize(width, height)
        board.refresh()
        QApplication.processEvents()
        board.grab().save(str(tmp_path / f"venue-board-{language}-{width}-{lost}.png"))
        assert (board.width(), board.height()) == (width, height)
        assert board.banner.isVisible() is lost
        for card in board.cards:
            assert card.geometry().bottom() <= board.height()
            for name, score in zip(card.names, card.scores, strict=True):
                fm = QFontMetrics(name.font())
                assert fm.horizontalAdvance(name.text()) <= name.contentsRect().width()
                assert name.geometry().right() < score.geometry().left()
                if "María Fernández" == name.full.removeprefix("▶ "):
                    assert name.text() == name.full  # whole


@pytest.mark.parametrize("width", [1024, 1366])
def test_the_desk_banner_wraps_a_long_address(qtbot, language: str, width: int) -> None:
    """The desk's lost-broker banner with a long broker address keeps the desk's width and
    shows its whole text on as many lines as it needs."""
    from ui.desk.venue_feed import DeskFeedControl
    from ui.desk.window import DeskWindow

    desk = DeskWindow()
    qtbot.addWidget(desk)
    control = DeskFeedControl(desk, None)
    desk.resize(width, 700)
    desk.show()
    qtbot.waitExposed(desk)
    control.banner.show_state("mqtts://broker.club-de-billar-la-concepcion.example:8883")
    control.banner_bar.show()
    QApplication.processEvents()
    banner = control.banner
    assert desk.width() == width
    assert banner.wordWrap()
    rect = banner.contentsRect()
    needed = banner.fontMetrics().boundingRect(
        rect.adjusted(0, 0, 0, 10000), int(banner.alignment()) | 0x1000, banner.text()
    )  # 0x1000: Qt.TextFlag.TextWordWrap
    assert needed.height() <= rect.height() + 1, (needed, rect)


def test_the_board_opens_within_the_screen_it_opens_on(qtbot) -> None:
    """A 1600x1000 screen once had the board's call band off its bottom: the board opens at
    1920x1080 or at what the screen has room for, whichever is smaller, on that screen."""
    board = VenueBoard(lambda: views(4), lambda: (None, "auto"), calls=lambda: [])
    qtbot.addWidget(board)
    screen = board.screen() or QApplication.primaryScreen()
    geo = screen.availableGeometry()
    assert geo.contains(board.geometry())
    assert board.width() == min(1920, geo.width())
    assert board.height() == min(1080, geo.height())
