"""What the desk shows fits where it is shown, in both languages and every format: a match's
box keeps its name, distance, table and where its players come from whole (narrowed a little
when long, never cut), and the side lists wrap their lines instead of cutting them."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from scoreboard.competition import Competition, CompetitionError, Format, State
from ui.competition.bracket_view import MIN_SQUEEZE, BracketScene
from ui.desk.window import DeskWindow
from ui.i18n import Translations

VARIANTS = [
    (Format.SINGLE_ELIMINATION, None),
    (Format.DOUBLE_ELIMINATION, True),
    (Format.DOUBLE_ELIMINATION, False),
    (Format.ROUND_ROBIN, None),
    (Format.RFEB, False),
    (Format.RFEB, True),
]


@pytest.fixture(params=["en", "es"])
def language(request) -> Iterator[str]:  # type: ignore[no-untyped-def]
    tr = Translations(QApplication.instance())
    assert tr.set_language(request.param)
    yield request.param
    tr.set_language("en")


def on_tables(fmt: Format, reset: bool | None, n: int) -> Competition:
    """A draw of ``n`` with matches played (some by walkover) and two-digit tables in use."""
    c = Competition("Open", fmt, tables=64, reset_final=reset)
    for i in range(1, n + 1):
        c.add_entrant(f"Jugador {i}")
    c.draw()
    table = 10
    for s in c.ready()[::2]:
        if table > 64:
            break
        try:
            c.assign_table(s.id, table)
        except CompetitionError:  # a player already on a table (round robin)
            continue
        table += 1
    rng = random.Random(n)
    for _ in range(len(c.draw_slots) // 4):
        ready = [s for s in c.ready() if s.table is None]
        if not ready:
            break
        s = rng.choice(ready)
        if rng.random() < 0.2:
            c.enter_result(s.id, (0, 1), forfeit=1)
        else:
            c.enter_result(s.id, (s.race, rng.randrange(s.race)))
    return c


@pytest.mark.parametrize(("fmt", "reset"), VARIANTS)
@pytest.mark.parametrize("entrants", [8, 16, 128])
def test_every_line_of_every_box_is_whole(
    qtbot, language: str, fmt: Format, reset: bool | None, entrants: int
) -> None:
    c = on_tables(fmt, reset, entrants)
    assert any(s.state is State.ON_TABLE for s in c.slots())
    scene = BracketScene()
    scene.show_competition(c)
    for item in scene.items_by_id.values():
        for line in item.lines():
            assert "…" not in line.text, (language, item.slot.id, line.text)
            assert MIN_SQUEEZE <= line.squeeze <= 1.0
            fonts = scene.fonts
            fm = fonts.small_metrics if line.font == fonts.small else None
            if fm is not None:
                assert fm.horizontalAdvance(line.text) * line.squeeze <= line.rect.width() + 0.5


@pytest.mark.parametrize(("fmt", "reset"), VARIANTS[:2] + VARIANTS[3:5])
def test_the_side_lists_wrap_long_matches(
    qtbot, language: str, fmt: Format, reset: bool | None
) -> None:
    c = Competition("Open", fmt, tables=4, reset_final=reset)
    for i in range(1, 17):
        c.add_entrant(f"Maria Fernanda de los Ángeles Castellanos {i}")
    c.draw()
    table = 1
    for s in c.ready():
        if table > 3:
            break
        try:
            c.assign_table(s.id, table)
        except CompetitionError:  # a player already on a table (round robin)
            continue
        table += 1
    desk = DeskWindow()
    qtbot.addWidget(desk)
    desk.set_competition(c)
    desk.resize(1366, 768)
    desk.show()
    qtbot.waitExposed(desk)
    for lst in (desk.queue, desk.tables_list):
        assert lst.count() > 0
        lst.doItemsLayout()
        QApplication.processEvents()
        width = lst.viewport().width()
        for i in range(lst.count()):
            rect = lst.visualItemRect(lst.item(i))
            assert rect.right() <= width, (lst.item(i).text(), rect, width)
            one_line = lst.fontMetrics().height() * 1.5
            if lst.fontMetrics().horizontalAdvance(lst.item(i).text()) > width:
                assert rect.height() > one_line  # wrapped onto a second line


@pytest.mark.parametrize(("fmt", "reset"), [VARIANTS[1], VARIANTS[2]])
def test_fit_shows_the_draw_from_its_first_round(qtbot, fmt: Format, reset: bool) -> None:
    """A draw too wide for the window at reading size: "Fit to the window" shows it from the
    left edge (the first round, where the matches in play are), wherever it was scrolled."""
    c = Competition("Open", fmt, tables=4, reset_final=reset)
    for i in range(1, 17):
        c.add_entrant(f"Jugador {i}")
    c.draw()
    while first_round := [s for s in c.ready() if s.id[1:3] == "1-"]:
        for s in first_round:  # the first rounds played: the matches in play are further on
            c.enter_result(s.id, (s.race, 0))
    desk = DeskWindow()
    qtbot.addWidget(desk)
    desk.set_competition(c)
    desk.resize(1366, 768)
    desk.show()
    desk.tabs.setCurrentIndex(1)
    qtbot.waitExposed(desk)
    last = c.draw_slots[-1].id
    desk.view.center_on_slot(last)  # the (second) final, far right
    desk.fit_btn.click()
    QApplication.processEvents()
    view = desk.view
    assert view.zoom < 1.0
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.width() < view.sceneRect().width()  # too wide: scrolled
    assert shown.left() <= view.sceneRect().left() + 1
    first = next(s.id for s in c.slots() if s.state is State.READY)
    assert first[1:3] == "2-"
    assert shown.contains(view.bracket.items_by_id[first].sceneBoundingRect())


def test_a_match_on_a_table_says_which_once(qtbot, language: str) -> None:
    c = Competition("Open", Format.SINGLE_ELIMINATION, tables=4)
    for i in range(1, 9):
        c.add_entrant(f"Jugador {i}")
    c.draw()
    s = c.ready()[0]
    c.assign_table(s.id, 3)
    desk = DeskWindow()
    qtbot.addWidget(desk)
    desk.set_competition(c)
    desk.select(s.id)
    second = desk.match_label.text().splitlines()[1]
    want = {"en": "on table 3 · best of 7", "es": "en la mesa 3 · al mejor de 7"}[language]
    assert second == want
    assert desk.table_combo.isHidden()  # no free table offered beside table 3
    other = next(x for x in c.ready() if x.table is None)
    desk.select(other.id)
    assert not desk.table_combo.isHidden()
    assert desk.table_combo.currentData() in (1, 2, 4)
