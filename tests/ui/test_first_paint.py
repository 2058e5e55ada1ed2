"""Work held back until the window's first paint runs once, in order, after that paint."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

import ui.first_paint
from ui.first_paint import FirstPaint


class _Paints(QObject):
    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_jobs_wait_for_the_first_paint_and_run_in_order_after_it(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    paints = _Paints(window)
    first = FirstPaint(window)
    ran: list[tuple[str, int]] = []
    first.later(lambda: ran.append(("sounds", paints.count)))
    first.later(lambda: ran.append(("collect", paints.count)))
    qtbot.wait(20)
    assert ran == [] and not first.painted
    window.show()
    qtbot.waitUntil(lambda: len(ran) == 2)
    # both ran once, after the window had been painted, in the order given
    assert [name for name, _ in ran] == ["sounds", "collect"]
    assert all(count >= 1 for _, count in ran)
    # later jobs run at once; the first ones never run again
    first.later(lambda: ran.append(("late", paints.count)))
    window.update()
    qtbot.wait(20)
    assert [name for name, _ in ran] == ["sounds", "collect", "late"]


def test_a_window_that_is_never_painted_still_gets_its_jobs_run(qtbot, monkeypatch):
    monkeypatch.setattr(ui.first_paint, "FALLBACK_MS", 50)
    window = QWidget()  # never shown, as a window started minimized may not paint
    qtbot.addWidget(window)
    first = FirstPaint(window)
    ran: list[str] = []
    first.later(lambda: ran.append("start"))
    qtbot.waitUntil(lambda: ran == ["start"], timeout=2000)
    assert first.painted
