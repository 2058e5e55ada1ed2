"""The pocket pad: six pocket buttons placed like the table seen from the head string, each
emitting its pocket; disabled pockets emit nothing; one pocket can be highlighted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QAbstractButton

from rules.core import Pocket
from ui.scorekeeper.pocket_pad import PocketButton, PocketPad


@pytest.fixture
def pad(qtbot):
    widget = PocketPad()
    qtbot.addWidget(widget)
    widget.resize(300, 420)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _hole(pad: PocketPad, pocket: Pocket):
    button = pad.button(pocket)
    return button.mapTo(pad, button.hole_centre().toPoint())


def test_pad_has_six_pocket_buttons(pad):
    buttons = pad.findChildren(PocketButton)
    assert {b.pocket for b in buttons} == set(Pocket)
    assert all(isinstance(b, QAbstractButton) for b in buttons)


@pytest.mark.parametrize("pocket", list(Pocket))
def test_clicking_a_pocket_emits_that_pocket(qtbot, pad, pocket):
    with qtbot.waitSignal(pad.pocket_clicked, timeout=1000) as blocker:
        qtbot.mouseClick(pad.button(pocket), Qt.MouseButton.LeftButton)
    assert blocker.args == [pocket]


def test_clicking_the_hole_itself_emits_the_pocket(qtbot, pad):
    button = pad.button(Pocket.HEAD_RIGHT)
    with qtbot.waitSignal(pad.pocket_clicked, timeout=1000) as blocker:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=button.hole_centre().toPoint())
    assert blocker.args == [Pocket.HEAD_RIGHT]


def test_disabled_pocket_emits_nothing(qtbot, pad):
    pad.set_enabled_pockets(set(Pocket) - {Pocket.SIDE_LEFT})
    assert pad.enabled_pockets() == frozenset(Pocket) - {Pocket.SIDE_LEFT}
    with qtbot.assertNotEmitted(pad.pocket_clicked, wait=50):
        qtbot.mouseClick(pad.button(Pocket.SIDE_LEFT), Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(pad.pocket_clicked, timeout=1000):
        qtbot.mouseClick(pad.button(Pocket.SIDE_RIGHT), Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("size", [(300, 420), (420, 300), (200, 230), (600, 900)])
def test_pockets_are_laid_out_as_the_table_seen_from_the_head_string(pad, size):
    pad.resize(*size)
    fl, fr = _hole(pad, Pocket.FOOT_LEFT), _hole(pad, Pocket.FOOT_RIGHT)
    sl, sr = _hole(pad, Pocket.SIDE_LEFT), _hole(pad, Pocket.SIDE_RIGHT)
    hl, hr = _hole(pad, Pocket.HEAD_LEFT), _hole(pad, Pocket.HEAD_RIGHT)
    # foot pockets at the top corners, head pockets at the bottom corners
    assert fl.y() == fr.y() < sl.y() == sr.y() < hl.y() == hr.y()
    assert fl.x() == sl.x() == hl.x() < fr.x() == sr.x() == hr.x()
    # side pockets halfway along the long rails, which run top to bottom
    assert abs(sl.y() - (fl.y() + hl.y()) / 2) <= 2
    assert hl.y() - fl.y() > fr.x() - fl.x()
    # every pocket sits on the corner or rail of the cloth
    cloth = pad.cloth_rect()
    assert abs(fl.x() - cloth.left()) < pad.button(Pocket.FOOT_LEFT).hole
    assert abs(hr.y() - cloth.bottom()) < pad.button(Pocket.HEAD_RIGHT).hole


@pytest.mark.parametrize("size", [(300, 420), (420, 300), (200, 230)])
def test_pocket_buttons_stay_inside_the_pad_and_apart(pad, size):
    pad.set_shortcut_hints({p: str(i) for i, p in enumerate(Pocket, start=1)})
    pad.resize(*size)
    rects = [pad.button(p).geometry() for p in Pocket]
    for i, r in enumerate(rects):
        assert pad.rect().contains(r)
        assert not any(r.intersects(other) for other in rects[i + 1 :])


def test_pad_is_drawn_on_green_cloth(pad):
    image = pad.grab().toImage()
    centre = pad.cloth_rect().center().toPoint()
    c = image.pixelColor(centre.x(), centre.y() + 10)
    assert c.green() > c.red() + 40 and c.green() > c.blue() + 20


def test_pockets_have_short_translatable_labels(pad):
    assert pad.button(Pocket.FOOT_LEFT).text() == "Foot left"
    assert pad.button(Pocket.HEAD_RIGHT).text() == "Head right"
    assert pad.button(Pocket.SIDE_LEFT).accessibleName() == "Side left pocket"
    assert len({pad.button(p).text() for p in Pocket}) == 6


def test_highlight_marks_exactly_one_pocket_and_can_be_cleared(pad):
    before = pad.button(Pocket.FOOT_RIGHT).grab().toImage()
    pad.set_highlight(Pocket.FOOT_RIGHT)
    assert pad.highlight() is Pocket.FOOT_RIGHT
    assert [p for p in Pocket if pad.button(p).highlighted] == [Pocket.FOOT_RIGHT]
    assert pad.button(Pocket.FOOT_RIGHT).grab().toImage() != before
    pad.set_highlight(None)
    assert pad.highlight() is None
    assert not any(pad.button(p).highlighted for p in Pocket)
    assert pad.button(Pocket.FOOT_RIGHT).grab().toImage() == before


def test_disabled_pocket_is_drawn_greyed(pad):
    before = pad.button(Pocket.HEAD_LEFT).grab().toImage()
    pad.set_enabled_pockets(set(Pocket) - {Pocket.HEAD_LEFT})
    assert pad.button(Pocket.HEAD_LEFT).grab().toImage() != before


def test_shortcut_hints_are_shown_and_told_in_the_tooltip(pad):
    button = pad.button(Pocket.FOOT_LEFT)
    plain = button.grab().toImage()
    pad.set_shortcut_hints({Pocket.FOOT_LEFT: "7"})
    assert button.hint == "7"
    assert "7" in button.toolTip()
    assert button.grab().toImage() != plain
    assert pad.button(Pocket.FOOT_RIGHT).hint == ""
    pad.set_shortcut_hints({})
    assert "7" not in button.toolTip()


def test_focused_pocket_is_pressed_with_the_space_bar(qtbot, pad):
    pad.activateWindow()
    button = pad.button(Pocket.SIDE_RIGHT)
    button.setFocus()
    qtbot.waitUntil(button.hasFocus, timeout=1000)
    with qtbot.waitSignal(pad.pocket_clicked, timeout=1000) as blocker:
        qtbot.keyClick(button, Qt.Key.Key_Space)
    assert blocker.args == [Pocket.SIDE_RIGHT]


class _Spanish(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        return {"Foot left": "Pie izquierda", "{0} pocket": "Tronera {0}"}.get(source, "")

    def isEmpty(self):  # noqa: N802 (Qt override)
        return False


def test_language_change_retranslates_the_pocket_labels(qtbot, pad):
    translator = _Spanish()
    QCoreApplication.installTranslator(translator)
    button = pad.button(Pocket.FOOT_LEFT)
    try:
        qtbot.waitUntil(lambda: button.text() == "Pie izquierda", timeout=1000)
        assert button.accessibleName() == "Tronera Pie izquierda"
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: button.text() == "Foot left", timeout=1000)
