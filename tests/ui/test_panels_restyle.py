"""The panels' colours follow the properties the stylesheet selects them by, and the style is
asked again only when one of those properties changed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from ui.scorekeeper.panels import ClockPanel, restyle
from ui.style import apply_style

DARK, AMBER, RED = "#0d1117", "#ffb000", "#d42a1e"  # resources/style.qss, the clock panel


@pytest.fixture
def styled(qapp):
    before = qapp.styleSheet()
    apply_style(qapp)
    yield qapp
    qapp.setStyleSheet(before)


class _Polishes(QObject):
    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Polish:
            self.count += 1
        return False


def _background(panel: QWidget) -> str:
    QApplication.processEvents()
    image = panel.grab().toImage()
    return image.pixelColor(3, image.height() // 2).name()


def _shown_panel(qtbot) -> tuple[QWidget, ClockPanel]:
    top = QWidget()
    qtbot.addWidget(top)
    panel = ClockPanel()
    QVBoxLayout(top).addWidget(panel)
    top.show()
    qtbot.waitExposed(top)
    return top, panel


def test_a_shown_panel_takes_the_colour_of_each_phase(styled, qtbot):
    _top, panel = _shown_panel(qtbot)
    assert _background(panel) == DARK
    restyle(panel, phase="warning")
    assert _background(panel) == AMBER
    restyle(panel, phase="countdown")
    assert _background(panel) == RED
    restyle(panel, phase="idle")
    assert _background(panel) == DARK


def test_the_style_is_asked_again_only_when_a_property_changes(styled, qtbot):
    _top, panel = _shown_panel(qtbot)
    polishes = _Polishes(panel)
    restyle(panel, phase="idle")  # as it is
    assert polishes.count == 0
    restyle(panel, phase="warning")
    assert polishes.count == 1 and panel.property("phase") == "warning"
    restyle(panel, phase="warning")
    assert polishes.count == 1


def test_a_panel_not_shown_yet_takes_its_colour_when_first_polished(styled, qtbot):
    top = QWidget()
    qtbot.addWidget(top)
    panel = ClockPanel()
    QVBoxLayout(top).addWidget(panel)
    restyle(panel, phase="warning")
    assert not panel.testAttribute(Qt.WidgetAttribute.WA_WState_Polished)
    top.show()
    qtbot.waitExposed(top)
    assert _background(panel) == AMBER
