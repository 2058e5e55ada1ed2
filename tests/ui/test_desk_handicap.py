"""Handicapped events at the desk: marked in New competition, rated at the draw from the
session's history, each race shown in the bracket and the lists, and used when the match is
started in the scorekeeper; and a race chart printed for a league night."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import QApplication

from scoreboard.competition import Competition, Format, State
from tests.scoreboard.test_history import played
from tests.ui.test_desk import make_ui, when_modal
from ui.desk.dialogs import NewCompetitionDialog, ResultDialog
from ui.desk.race_chart import band_races, chart_document, export_race_chart, page_area
from ui.desk.window import DeskWindow
from ui.i18n import Translations

HOSTILE = "<b>Bold</b> & <i>Co</i>"
RATINGS = {"Ana": 640.0, "Bea": 480.0, HOSTILE: 560.0, "Dan": 500.0}


def shots(tmp_path: Path) -> Path:
    # SCREENSHOT_DIR keeps the pictures to look at; else they go with the test's files
    out = Path(os.environ.get("SCREENSHOT_DIR") or tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    return out


def test_a_handicapped_event_is_drawn_shown_and_started_with_its_races(qtbot, tmp_path) -> None:
    ui = make_ui(qtbot, tmp_path)
    ui.session.update_settings(rating_established=0)  # no rating provisional here
    ui.window.act_desk.trigger()
    desk = ui.desk_link.desk
    qtbot.addWidget(desk)
    asked: list[list[str]] = []
    desk.rater = lambda names, done, discipline: asked.append(names) or dict(RATINGS)

    def new(dialog: NewCompetitionDialog) -> None:
        dialog.name.setText("Handicap night")
        dialog.format.setCurrentIndex(dialog.format.findData(Format.SINGLE_ELIMINATION))
        dialog.discipline.setCurrentIndex(dialog.discipline.findData("nine-ball"))
        dialog.handicapped.setChecked(True)
        dialog.accept()

    when_modal(qtbot, new)
    desk.act_new.trigger()
    c = desk.c
    assert c is not None and c.handicapped
    for name in RATINGS:
        c.add_entrant(name)
    desk.draw_btn.click()
    assert asked == [list(RATINGS)] and c.ratings == RATINGS
    first = c.ready()[0]
    a, b = first.handicap
    assert first.handicap == first.targets and a != b
    shown = f"race {a}–{b}"
    assert any(shown in desk.queue.item(i).text() for i in range(desk.queue.count()))
    assert "handicapped" in desk.title.text()
    assert f"({RATINGS['Ana']:.0f})" in desk.entrant_list.item(0).text()
    desk.select(first.id)
    assert shown in desk.match_label.text()
    box = desk.scene.items_by_id[first.id]
    assert shown in box.lines()[0].text
    desk.start_btn.click()
    snap = ui.controller.snapshot
    assert snap.players.names == (c.entrant(first.top), c.entrant(first.bottom))
    assert snap.race == (a, b)  # the scorekeeper plays the handicapped race
    match_id = ui.session.journal.match_id
    # it ends with the bottom player on his number, fewer racks than the top one needed
    names = snap.players.names
    assert desk.match_finished(match_id, names, (a - 1, b), winner=1)
    done = c.slot(first.id)
    assert done.state is State.FINISHED and done.winner == first.bottom
    assert done.result.forfeit is None and done.result.history_id == match_id
    desk.show()
    desk.resize(1366, 800)
    desk.tabs.setCurrentIndex(1)
    assert desk.grab().save(str(shots(tmp_path) / "desk-handicapped.png"))


def test_the_ratings_come_from_the_sessions_history(qtbot, tmp_path) -> None:
    ui = make_ui(qtbot, tmp_path)
    ui.session.update_settings(rating_established=0)  # no rating provisional here
    history = ui.session.history_to_browse()
    assert history is not None
    for n in range(6):
        winner = 0 if n < 5 else 1
        history.save(played(("Ana", "Bea"), winner=winner, match_id=f"m{n}")[0])
    starter = ui.session.settings.rating_starter

    def rated() -> None:  # the book is read on the history's thread
        got = ui.session.entrant_ratings(["Ana", "bea", "Nobody"])
        assert got is not None  # read
        assert got["Ana"] > starter > got["bea"]  # found by the spelling the registry folds
        assert got["Nobody"] == starter

    qtbot.waitUntil(rated, timeout=10000)
    ui.window.act_desk.trigger()
    desk = ui.desk_link.desk
    qtbot.addWidget(desk)
    c = Competition("Club", Format.SINGLE_ELIMINATION, discipline="nine-ball", handicapped=True)
    for n in ("Ana", "Bea"):
        c.add_entrant(n)
    desk.set_competition(c)
    desk.draw_btn.click()
    a, b = c.slot("W1-1").handicap
    assert a > b and c.ratings == ui.session.entrant_ratings(["Ana", "Bea"])


def test_the_result_dialog_says_each_players_number_as_plain_text(qtbot) -> None:
    desk = DeskWindow(rater=lambda names, done, discipline: dict(RATINGS))
    qtbot.addWidget(desk)
    c = Competition("Club", Format.ROUND_ROBIN, handicapped=True, group_size=4)
    for n in RATINGS:
        c.add_entrant(n)
    desk.set_competition(c)
    desk.make_draw()
    s = next(s for s in c.ready() if HOSTILE in (c.entrant(s.top), c.entrant(s.bottom)))
    dialog = ResultDialog(c, s, desk)
    qtbot.addWidget(dialog)
    rule = dialog.findChildren(type(dialog.message))[0]
    assert HOSTILE in rule.text() and str(s.handicap[0]) in rule.text()
    dialog.spins[0].setValue(s.handicap[0])
    dialog.spins[1].setValue(s.handicap[1])
    dialog.accept()  # both on their number: refused, in words
    assert "handicapped race" in dialog.message.text()
    assert f"{s.handicap[0]}–{s.handicap[1]}" in dialog.message.text()


def test_the_race_chart_prints_on_one_readable_a4_page(qtbot, tmp_path) -> None:
    grid = band_races(7)
    assert all(grid[i][i] == (7, 7) for i in range(len(grid)))  # equal bands: 7 each
    assert grid[0][-1] == grid[-1][0][::-1]  # the same race seen from either side
    assert grid[-1][0][0] > grid[-1][0][1]  # the stronger player needs more racks
    # the page fits A4 at 10 pt
    doc = chart_document(HOSTILE, 7, page_area().width())
    assert doc.size().height() * 300 / 96 <= page_area().height()
    path = tmp_path / "chart.pdf"
    desk = DeskWindow()
    qtbot.addWidget(desk)
    c = Competition(HOSTILE, Format.SINGLE_ELIMINATION)
    desk.set_competition(c)
    desk.print_race_chart(str(path), 7)
    pdf = QPdfDocument()
    assert pdf.load(str(path)) == QPdfDocument.Error.None_
    assert pdf.pageCount() == 1
    size = pdf.pagePointSize(0)
    assert (round(size.width() / 72 * 25.4), round(size.height() / 72 * 25.4)) == (210, 297)
    text = pdf.getAllText(0).text()
    assert HOSTILE in text  # the name as typed, not read as markup
    assert "about a race to 7" in text and "7-7" in text and "Race to 11" in text
    image = pdf.render(0, QSize(1240, 1754))
    assert image.save(str(shots(tmp_path) / "race-chart-en.png"))


def test_the_race_chart_speaks_spanish(qtbot, tmp_path) -> None:
    translations = Translations(QApplication.instance())
    try:
        assert translations.set_language("es")
        path = tmp_path / "tabla.pdf"
        assert export_race_chart(path, "Liga", 5) == 1
        pdf = QPdfDocument()
        assert pdf.load(str(path)) == QPdfDocument.Error.None_
        text = pdf.getAllText(0).text()
        assert "Tabla de carreras" in text and "5-5" in text
        assert pdf.render(0, QSize(1240, 1754)).save(str(shots(tmp_path) / "race-chart-es.png"))
    finally:
        translations.set_language("en")


def test_the_handicapped_desk_speaks_spanish(qtbot, tmp_path) -> None:
    translations = Translations(QApplication.instance())
    try:
        assert translations.set_language("es")
        desk = DeskWindow(rater=lambda names, done, discipline: dict(RATINGS))
        qtbot.addWidget(desk)
        c = Competition("Noche de hándicap", Format.SINGLE_ELIMINATION, handicapped=True)
        for n in RATINGS:
            c.add_entrant(n)
        desk.set_competition(c)
        desk.make_draw()
        s = c.ready()[0]
        desk.select(s.id)
        assert f"carrera {s.handicap[0]}–{s.handicap[1]}" in desk.match_label.text()
        assert "con hándicap" in desk.title.text()
        assert desk.act_race_chart.text() == "Imprimir una tabla de carreras (hándicaps)…"
        desk.show()
        desk.resize(1366, 800)
        assert desk.grab().save(str(shots(tmp_path) / "desk-handicapped-es.png"))
    finally:
        translations.set_language("en")
