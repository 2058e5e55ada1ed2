"""A finished match is corrected only on purpose: a click on nothing selects nothing, and the
desk asks before a correction, showing the result before and after and what moves."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox

from scoreboard.competition import Competition, Format, State
from tests.ui.test_desk import type_result
from ui.desk.window import DeskWindow


def _desk(qtbot) -> tuple[DeskWindow, Competition]:  # type: ignore[no-untyped-def]
    desk = DeskWindow()
    qtbot.addWidget(desk)
    c = Competition("Club", Format.SINGLE_ELIMINATION)
    for n in ("Ana", "Luis", "Marta", "Pepe"):
        c.add_entrant(n)
    desk.set_competition(c)
    desk.draw_btn.click()
    return desk, c


def _answer(monkeypatch, *answers: QMessageBox.StandardButton) -> list[str]:  # type: ignore[no-untyped-def]
    asked: list[str] = []
    left = list(answers)

    def run(box: QMessageBox) -> QMessageBox.StandardButton:
        asked.append(box.text())
        return left.pop(0)

    monkeypatch.setattr(QMessageBox, "exec", run)
    return asked


def test_a_click_on_the_empty_part_of_the_ready_matches_selects_nothing(qtbot) -> None:
    desk, c = _desk(qtbot)
    desk.show()
    type_result(qtbot, desk, "W1-1", (4, 0))
    assert desk.selected == "W1-1" and desk.result_btn.isEnabled()
    empty = QPoint(5, desk.queue.viewport().height() - 5)
    assert desk.queue.itemAt(empty) is None
    qtbot.mouseClick(desk.queue.viewport(), Qt.MouseButton.LeftButton, pos=empty)
    assert desk.selected is None
    assert not desk.result_btn.isEnabled() and not desk.start_btn.isEnabled()


def test_a_click_beside_every_match_in_the_bracket_selects_nothing(qtbot) -> None:
    desk, c = _desk(qtbot)
    desk.show()
    desk.tabs.setCurrentIndex(1)
    type_result(qtbot, desk, "W1-1", (4, 0))
    view = desk.view
    corner = QPoint(view.viewport().width() - 3, view.viewport().height() - 3)
    assert desk.scene.slot_at(view.mapToScene(corner)) is None
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=corner)
    assert desk.selected is None and not desk.result_btn.isEnabled()


def test_a_correction_that_moves_a_winner_asks_and_no_changes_nothing(qtbot, monkeypatch) -> None:
    desk, c = _desk(qtbot)
    type_result(qtbot, desk, "W1-1", (4, 0))
    assert c.slot("W2-1").players[0] == 1
    asked = _answer(monkeypatch, QMessageBox.StandardButton.No)
    type_result(qtbot, desk, "W1-1", (1, 4))
    assert c.slot("W1-1").result.racks == (4, 0) and c.slot("W2-1").players[0] == 1
    (text,) = asked
    assert "4 – 0" in text and "1 – 4" in text  # before and after
    assert "Final" in text and "Ana" in text and "Pepe" in text  # what moves, and where


def test_a_confirmed_correction_names_the_played_match_it_clears(qtbot, monkeypatch) -> None:
    desk, c = _desk(qtbot)
    type_result(qtbot, desk, "W1-1", (4, 0))
    type_result(qtbot, desk, "W1-2", (4, 1))
    type_result(qtbot, desk, "W2-1", (5, 3))
    asked = _answer(monkeypatch, QMessageBox.StandardButton.Yes)
    type_result(qtbot, desk, "W1-1", (1, 4))
    assert len(asked) == 1 and "5 – 3" in asked[0]  # the final's result goes
    assert c.slot("W1-1").result.racks == (1, 4)
    assert c.slot("W2-1").state is State.READY and c.slot("W2-1").players == (4, 2)


def test_the_same_result_typed_again_asks_nothing(qtbot, monkeypatch) -> None:
    desk, c = _desk(qtbot)
    type_result(qtbot, desk, "W1-1", (4, 0))
    asked = _answer(monkeypatch)
    type_result(qtbot, desk, "W1-1", (4, 0))
    assert asked == [] and c.slot("W1-1").result.racks == (4, 0)


def test_a_round_robin_group_heads_each_of_its_rounds() -> None:
    from ui.competition.bracket_view import layout

    c = Competition("Club", Format.ROUND_ROBIN, group_size=6)
    for i in range(6):
        c.add_entrant(f"P{i}")
    c.draw()
    rounds = sorted({d.round for d in c.draw_slots})
    assert len(rounds) == 5
    _pos, titles = layout(c)
    assert [h.text for h in titles if not h.big] == [f"Round {r}" for r in rounds]


def test_a_forfeit_is_w_o_in_the_match_box_as_in_the_bracket(qtbot) -> None:
    desk, c = _desk(qtbot)
    assert desk.enter_result("W1-1", (0, 0), forfeit=1)
    desk.select("W1-1")
    assert desk.match_label.text().endswith("0 – 0 w.o.")
    assert "w.o." in desk.scene.items_by_id["W1-1"].lines()[0].text


def test_a_desk_with_no_competition_offers_nothing_to_assign(qtbot) -> None:
    desk = DeskWindow()
    qtbot.addWidget(desk)
    desk.show()
    assert not desk.offer_box.isVisible()
    assert not desk.match_box.isEnabled()


def test_the_zoom_box_says_the_zoom_after_fit(qtbot) -> None:
    desk = DeskWindow()
    qtbot.addWidget(desk)
    c = Competition("Club", Format.DOUBLE_ELIMINATION)
    for i in range(16):
        c.add_entrant(f"P{i}")
    desk.set_competition(c)
    desk.draw_btn.click()
    desk.resize(900, 600)
    desk.show()
    desk.tabs.setCurrentIndex(1)
    desk.fit_btn.click()
    assert desk.view.zoom != 1.0
    assert desk.actual_btn.text() == f"{round(desk.view.zoom * 100)} %"
    desk.actual_btn.click()
    assert desk.actual_btn.text() == "100 %"
