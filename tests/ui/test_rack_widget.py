"""The rack widget: one clickable ball per ball of the rack; pocketed balls down and disabled,
balls marked on the shot being entered highlighted; one row when wide, two when narrow."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QAbstractButton

from ui.scorekeeper.rack_widget import BallButton, RackWidget

FIFTEEN = frozenset(range(1, 16))


@pytest.fixture
def rack(qtbot):
    widget = RackWidget()
    qtbot.addWidget(widget)
    widget.set_balls(range(1, 16))
    widget.resize(900, widget.heightForWidth(900))
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.mark.parametrize("count", [9, 10, 15])
def test_rack_shows_one_button_per_ball(qtbot, count):
    widget = RackWidget()
    qtbot.addWidget(widget)
    widget.set_balls(range(1, count + 1))
    assert widget.balls() == tuple(range(1, count + 1))
    buttons = widget.findChildren(BallButton)
    assert len([b for b in buttons if b.parent() is widget]) == count
    assert all(isinstance(b, QAbstractButton) for b in buttons)


def test_changing_the_balls_removes_the_old_buttons(qtbot):
    widget = RackWidget()
    qtbot.addWidget(widget)
    widget.set_balls(range(1, 16))
    widget.set_balls(range(1, 10))
    assert widget.balls() == tuple(range(1, 10))
    with pytest.raises(KeyError):
        widget.button(12)


def test_clicking_a_ball_emits_its_number(qtbot, rack):
    with qtbot.waitSignal(rack.ball_clicked, timeout=1000) as blocker:
        qtbot.mouseClick(rack.button(7), Qt.MouseButton.LeftButton)
    assert blocker.args == [7]


def test_disabled_ball_emits_nothing(qtbot, rack):
    rack.set_state(FIFTEEN, frozenset(), FIFTEEN - {4})
    assert not rack.button(4).isEnabled()
    with qtbot.assertNotEmitted(rack.ball_clicked, wait=50):
        qtbot.mouseClick(rack.button(4), Qt.MouseButton.LeftButton)


def test_ball_not_on_the_table_is_down_and_disabled_even_if_listed_enabled(qtbot, rack):
    rack.set_state(FIFTEEN - {2}, frozenset(), FIFTEEN)
    button = rack.button(2)
    assert button.is_down
    assert not button.isEnabled()
    with qtbot.assertNotEmitted(rack.ball_clicked, wait=50):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_selected_ball_is_marked_and_a_click_does_not_change_the_selection(qtbot, rack):
    rack.set_state(FIFTEEN, frozenset({3}), FIFTEEN)
    assert rack.button(3).isChecked()
    assert not rack.button(4).isChecked()
    with qtbot.waitSignal(rack.ball_clicked, timeout=1000) as blocker:
        qtbot.mouseClick(rack.button(3), Qt.MouseButton.LeftButton)
    assert blocker.args == [3]
    assert rack.button(3).isChecked()  # only set_state changes the selection
    with qtbot.waitSignal(rack.ball_clicked, timeout=1000):
        qtbot.mouseClick(rack.button(4), Qt.MouseButton.LeftButton)
    assert not rack.button(4).isChecked()


def test_selected_ball_is_drawn_highlighted(qtbot, rack):
    plain = rack.button(3).grab().toImage()
    rack.set_state(FIFTEEN, frozenset({3}), FIFTEEN)
    assert rack.button(3).grab().toImage() != plain


def test_down_ball_is_drawn_differently_from_an_up_ball(qtbot, rack):
    up = rack.button(6).grab().toImage()
    rack.set_state(FIFTEEN - {6}, frozenset(), FIFTEEN)
    assert rack.button(6).grab().toImage() != up


def test_focused_ball_is_pressed_with_the_space_bar(qtbot, rack):
    rack.activateWindow()
    rack.button(9).setFocus()
    qtbot.waitUntil(lambda: rack.button(9).hasFocus(), timeout=1000)
    with qtbot.waitSignal(rack.ball_clicked, timeout=1000) as blocker:
        qtbot.keyClick(rack.button(9), Qt.Key.Key_Space)
    assert blocker.args == [9]


def test_balls_take_keyboard_focus(rack):
    assert all(rack.button(n).focusPolicy() == Qt.FocusPolicy.StrongFocus for n in rack.balls())


def test_every_ball_has_an_accessible_name_and_a_tooltip(rack):
    rack.set_state(FIFTEEN - {1}, frozenset({2}), FIFTEEN)
    assert rack.button(5).accessibleName() == "Ball 5"
    assert "5" in rack.button(5).toolTip()
    tips = {rack.button(n).toolTip() for n in (1, 2, 3)}
    assert len(tips) == 3  # down, selected and on the table read differently


def test_wide_rack_uses_one_row_and_narrow_rack_two(qtbot, rack):
    rack.resize(1000, rack.heightForWidth(1000))
    assert rack.rows() == 1
    ys = {rack.button(n).y() for n in rack.balls()}
    assert len(ys) == 1
    rack.resize(420, rack.heightForWidth(420))
    assert rack.rows() == 2
    ys = {rack.button(n).y() for n in rack.balls()}
    assert len(ys) == 2
    assert rack.heightForWidth(420) > rack.heightForWidth(1000) / 2


def test_balls_fit_inside_the_widget_and_do_not_overlap(rack):
    for width in (330, 600, 1366):
        rack.resize(width, rack.heightForWidth(width))
        rects = [rack.button(n).geometry() for n in rack.balls()]
        for i, r in enumerate(rects):
            assert rack.rect().contains(r)
            assert r.width() >= RackWidget.MIN_BALL
            assert not any(r.intersects(other) for other in rects[i + 1 :])


def test_balls_are_in_number_order_left_to_right(rack):
    xs = [rack.button(n).x() for n in rack.balls()]
    assert xs == sorted(xs)


class _Spanish(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        return {"Ball {0}": "Bola {0}", "Cue ball": "Bola blanca"}.get(source, "")

    def isEmpty(self):  # noqa: N802 (Qt override)
        return False


def test_language_change_retranslates_the_ball_names(qtbot, rack):
    translator = _Spanish()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: rack.button(5).accessibleName() == "Bola 5", timeout=1000)
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: rack.button(5).accessibleName() == "Ball 5", timeout=1000)
