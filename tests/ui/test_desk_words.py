"""The desk's words and drawing: each format shows only its own phases, slots are called by
name in both languages, the lists keep one order, a 128-entrant bracket stays readable with the
final joined to both sides, the spectators' pages never cut a box, and what goes wrong while
opening is said."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtWidgets import QApplication, QFormLayout, QMessageBox

from scoreboard.competition import Competition, Format, State
from scoreboard.competition.bracket import WinnerOf
from scoreboard.competition.competition import FORMAT_DISTANCES
from scoreboard.competition.store import CompetitionStore
from scoreboard.history.database import HistoryDB
from ui.competition.bracket_view import BOX_H, BOX_W, MIN_LEGIBLE, BracketScene
from ui.competition.spectator_board import MIN_SCALE, CompetitionBoard, SpectatorMode
from ui.competition.words import FORMAT_ORDER, format_text, slot_name
from ui.desk.dialogs import DistancesDialog, NewCompetitionDialog
from ui.desk.window import DeskWindow
from ui.i18n import Translations

CODE = re.compile(r"\b[WLRG]\d+-\d+\b|\bF2?\b")


@pytest.fixture(params=["en", "es"])
def language(request) -> Iterator[str]:  # type: ignore[no-untyped-def]
    tr = Translations(QApplication.instance())
    assert tr.set_language(request.param)
    yield request.param
    tr.set_language("en")


def drawn(fmt: Format, n: int, **kw: object) -> Competition:
    c = Competition("Open", fmt, **kw)  # type: ignore[arg-type]
    for i in range(1, n + 1):
        c.add_entrant(f"Jugador {i}")
    c.draw()
    return c


def half_played(c: Competition, seed: int = 2) -> Competition:
    rng = random.Random(seed)
    for _ in range(len(c.draw_slots) // 3):
        ready = c.ready()
        if not ready:
            break
        s = rng.choice(ready)
        lo = rng.randrange(s.race)
        c.enter_result(s.id, (s.race, lo) if rng.random() < 0.5 else (lo, s.race))
    return c


def visible_rows(form: QFormLayout) -> list[str]:
    out = []
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        if label is not None and label.widget() is not None and form.isRowVisible(row):
            out.append(label.widget().text())
    return out


@pytest.mark.parametrize("fmt", list(Format))
def test_each_format_shows_only_its_own_distances(qtbot, fmt: Format) -> None:
    from ui.competition.words import distance_text

    dialog = NewCompetitionDialog()
    qtbot.addWidget(dialog)
    dialog.format.setCurrentIndex(dialog.format.findData(fmt))
    own = [distance_text(d) for d in FORMAT_DISTANCES[fmt]]
    assert visible_rows(dialog.distance_form) == own
    if fmt is Format.SINGLE_ELIMINATION:
        assert not {"Losers' round", "Group matches", "First phase"} & set(own)
    rows = visible_rows(dialog.form)
    assert ("Players per group" in rows) == (fmt is Format.ROUND_ROBIN)
    edit = DistancesDialog(drawn(fmt, 8))
    qtbot.addWidget(edit)
    assert list(edit.spins) == list(FORMAT_DISTANCES[fmt])


def test_the_lists_keep_one_order_and_english_says_no_piramide(qtbot) -> None:
    from ui.scorekeeper.setup_dialog import SetupDialog

    dialog = NewCompetitionDialog()
    qtbot.addWidget(dialog)
    setup = SetupDialog()
    qtbot.addWidget(setup)
    disciplines = [dialog.discipline.itemText(i) for i in range(dialog.discipline.count())]
    in_new_match = [setup.discipline.itemText(i) for i in range(setup.discipline.count())]
    assert disciplines == in_new_match
    formats = [dialog.format.itemData(i) for i in range(dialog.format.count())]
    assert formats == list(FORMAT_ORDER)
    english = [dialog.format.itemText(i) for i in range(dialog.format.count())]
    assert not any("pirámide" in t.lower() or "piramide" in t.lower() for t in english)


def test_a_true_double_is_offered_for_double_elimination_only(qtbot) -> None:
    dialog = NewCompetitionDialog()
    qtbot.addWidget(dialog)
    for fmt, shown, checked in (
        (Format.DOUBLE_ELIMINATION, True, True),
        (Format.RFEB, True, False),
        (Format.SINGLE_ELIMINATION, False, False),
        (Format.ROUND_ROBIN, False, False),
    ):
        dialog.format.setCurrentIndex(dialog.format.findData(fmt))
        assert dialog.form.isRowVisible(dialog.reset_final) is shown
        assert dialog.reset_final.isChecked() is checked
        c = dialog.competition()
        assert c is not None and c.reset_final is checked


@pytest.mark.parametrize(
    ("fmt", "slot", "en", "es"),
    [
        (
            Format.SINGLE_ELIMINATION,
            "W1-3",
            "Quarter-finals, match 3",
            "Cuartos de final, partido 3",
        ),
        (Format.SINGLE_ELIMINATION, "W3-1", "Final", "Final"),
        (
            Format.DOUBLE_ELIMINATION,
            "W2-1",
            "Winners' round 2, match 1",
            "Ganadores, ronda 2, partido 1",
        ),
        (
            Format.DOUBLE_ELIMINATION,
            "L1-2",
            "Losers' round 1, match 2",
            "Perdedores, ronda 1, partido 2",
        ),
        (Format.DOUBLE_ELIMINATION, "F2", "Second final", "Segunda final"),
        (Format.RFEB, "R2-7", "First phase, round 2, match 7", "1ª fase, ronda 2, partido 7"),
        (Format.ROUND_ROBIN, "G2-5", "Group 2, match 5", "Grupo 2, partido 5"),
    ],
)
def test_slots_are_called_by_name_in_both_languages(language, fmt, slot, en, es) -> None:  # type: ignore[no-untyped-def]
    c = drawn(fmt, 8, group_size=4)
    assert slot_name(c, slot) == (en if language == "en" else es)


def test_the_desk_shows_no_slot_code(qtbot, language) -> None:  # type: ignore[no-untyped-def]
    desk = DeskWindow()
    qtbot.addWidget(desk)
    c = half_played(drawn(Format.DOUBLE_ELIMINATION, 16, tables=3))
    desk.set_competition(c)
    nxt = c.next_for_table()
    assert nxt is not None
    desk.assign(nxt.id, 1)
    desk.select(nxt.id)
    texts = [desk.match_label.text()]
    texts += [desk.queue.item(i).text() for i in range(desk.queue.count())]
    texts += [desk.tables_list.item(i).text() for i in range(desk.tables_list.count())]
    scene = desk.scene
    for s in c.slots():
        texts.append(scene.short_name(s.id))
        texts += [scene.feed_text(f, None) for f in (s.definition.top, s.definition.bottom)]
    texts += [h.text() for h in scene.items() if hasattr(h, "text") and callable(h.text)]
    found = [t for t in texts if CODE.search(t)]
    assert not found, found[:5]


def test_a_single_elimination_has_no_winners_or_losers_round(qtbot, language) -> None:  # type: ignore[no-untyped-def]
    scene = BracketScene()
    c = drawn(Format.SINGLE_ELIMINATION, 16)
    scene.show_competition(c)
    headings = {h.text() for h in scene.items() if hasattr(h, "text") and callable(h.text)}
    words = {"Winners' round", "Losers' round", "Ronda de ganadores", "Ronda de perdedores"}
    assert not headings & words
    assert ("Final" in headings) and (("Semi-finals" in headings) or ("Semifinales" in headings))
    assert [k for k, _t in scene.bands()] == [(1, "winners")]


@pytest.mark.parametrize("fmt", [Format.DOUBLE_ELIMINATION, Format.RFEB])
@pytest.mark.parametrize("reset", [False, True])
def test_every_winner_goes_on_along_a_line_the_final_from_both_sides(fmt, reset) -> None:  # type: ignore[no-untyped-def]
    c = drawn(fmt, 128 if fmt is Format.RFEB else 32, reset_final=reset)
    scene = BracketScene()
    scene.show_competition(c)
    feeds = {
        (f.slot, d.id) for d in c.draw_slots for f in (d.top, d.bottom) if isinstance(f, WinnerOf)
    }
    assert feeds <= set(scene.links)
    w_final = next(d.id for d in reversed(c.draw_slots) if d.phase.value == "winners")
    l_final = next(d.id for d in reversed(c.draw_slots) if d.phase.value == "losers")
    assert {(w_final, "F"), (l_final, "F")} <= set(scene.links)
    # the final stands right of both sides
    f = scene.items_by_id["F"].pos().x()
    assert f > scene.items_by_id[w_final].pos().x() and f > scene.items_by_id[l_final].pos().x()


def test_a_128_entrant_bracket_stays_readable_one_phase_at_a_time(qtbot, language) -> None:  # type: ignore[no-untyped-def]
    desk = DeskWindow()
    qtbot.addWidget(desk)
    desk.resize(1366, 800)
    desk.show()
    c = half_played(drawn(Format.RFEB, 128))
    desk.set_competition(c)
    desk.fit_btn.click()
    assert desk.view.zoom >= MIN_LEGIBLE * 0.99  # never the 26 % of the whole draw
    bands = desk.scene.bands()
    assert [k[1] for k, _t in bands] == ["first", "winners", "losers"]
    assert desk.phase_combo.count() == 1 + len(bands) and desk.phase_combo.isVisibleTo(desk)
    for index in range(1, desk.phase_combo.count()):
        desk.phase_combo.setCurrentIndex(index)
        desk.phase_combo.activated.emit(index)
        key = bands[index - 1][0]
        assert desk.scene.shown_band == key
        assert desk.view.zoom >= MIN_LEGIBLE * 0.99
        shown = {sid for sid, item in desk.scene.items_by_id.items() if item.isVisible()}
        from ui.competition.bracket_view import band_of

        assert shown == {d.id for d in c.draw_slots if band_of(d) == key}
    desk.show_phase(None)
    assert all(item.isVisible() for item in desk.scene.items_by_id.values())


@pytest.mark.parametrize(
    ("fmt", "n", "size"),
    [
        (Format.RFEB, 128, (1920, 1080)),
        (Format.RFEB, 128, (1280, 720)),
        (Format.DOUBLE_ELIMINATION, 128, (1920, 1080)),
        (Format.SINGLE_ELIMINATION, 256, (1366, 768)),
        (Format.ROUND_ROBIN, 200, (1920, 1080)),
    ],
)
def test_the_spectators_bracket_pages_never_cut_a_box(qtbot, fmt, n, size) -> None:  # type: ignore[no-untyped-def]
    board = CompetitionBoard()
    qtbot.addWidget(board)
    board.resize(*size)
    board.show()
    c = half_played(drawn(fmt, n, group_size=8), seed=n)
    board.show_competition(c, SpectatorMode.BRACKET)
    assert len(board.pages) > 1 or fmt is Format.ROUND_ROBIN
    seen_whole: set[str] = set()
    for _ in board.pages:
        view = board.view
        assert view.zoom >= MIN_SCALE * 0.99
        screen = view.mapToScene(view.viewport().rect()).boundingRect()
        for sid, item in board.scene.items_by_id.items():
            box = QRectF(item.pos(), QSizeF(BOX_W, BOX_H))
            if item.isVisible() and box.intersects(screen):
                assert screen.contains(box), f"{sid} cut at the edge of page {board.page}"
                seen_whole.add(sid)
        board.next_page()
    live = [s.id for s in c.slots() if s.state in (State.READY, State.ON_TABLE)]
    assert live[0] in seen_whole  # the match in play is shown whole on some page


def test_a_damaged_competition_is_said_by_name_when_the_desk_opens(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    with HistoryDB(path) as db:
        bad = drawn(Format.SINGLE_ELIMINATION, 4)
        bad.name = "Copa rota"
        CompetitionStore.of(db).save(bad)
        db.conn.execute("UPDATE competitions SET document = 'not json' WHERE uid = ?", (bad.uid,))
    with HistoryDB(path) as db:
        desk = DeskWindow(CompetitionStore.of(db))
        qtbot.addWidget(desk)
        desk.open_latest()
        assert desk.c is None
        assert len(desk.notices) == 1 and "Copa rota" in desk.notices[0]()
        assert desk.notice_box is not None and "Copa rota" in desk.notice_box.text()
        assert "Copa rota" in desk.statusBar().currentMessage()
        assert list(tmp_path.glob("competition-*.damaged-*.json"))
        desk.notice_box.close()
        again = DeskWindow(CompetitionStore.of(db))
        qtbot.addWidget(again)
        again.open_latest()
        assert again.notices == []  # said once, not at every start


def test_a_correction_under_a_started_match_asks_at_the_desk(qtbot, monkeypatch) -> None:
    desk = DeskWindow()
    qtbot.addWidget(desk)
    c = drawn(Format.SINGLE_ELIMINATION, 4, tables=2)
    race = c.slot("W1-1").race
    desk.set_competition(c)
    assert desk.enter_result("W1-1", (race, 0))
    assert desk.enter_result("W1-2", (race, 1))
    desk.assign("W2-1", 2)
    c.mark_started("W2-1", "m-final")
    asked: list[str] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        asked.append(box.text())
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "exec", answer)
    assert not desk.enter_result("W1-1", (0, race))
    assert asked and "Final" in asked[0] and "W2-1" not in asked[0]
    assert c.slot("W2-1").players == (1, 2)
    monkeypatch.setattr(QMessageBox, "exec", lambda _box: QMessageBox.StandardButton.Yes)
    assert desk.enter_result("W1-1", (0, race))
    final = c.slot("W2-1")
    assert final.players == (4, 2) and final.table == 2 and c.started == {"W2-1": "m-final"}
    # the match started before the correction ends between the players it had: said, not lost
    old = (c.entrant(1), c.entrant(2))
    assert not desk.match_finished("m-final", old, (race, 0), 0)
    said = desk.statusBar().currentMessage()
    assert "Final" in said and c.entrant(4) in said and c.entrant(1) in said
    assert c.slot("W2-1").result is None


def test_format_names_are_translated(language) -> None:  # type: ignore[no-untyped-def]
    names = [format_text(f) for f in FORMAT_ORDER]
    assert len(set(names)) == len(names)
