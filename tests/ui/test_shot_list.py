"""The shot list measures each line once, and lays its lines out exactly where a plain
``QListWidget`` does: every line's rectangle and the scroll bar the same after every addition,
removal, resize and change of font, with the app's style; and adding a line does not cost more
with a longer list."""

from __future__ import annotations

import random
import time

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QListWidget, QListWidgetItem

from ui.scorekeeper.shot_list import ShotList
from ui.style import apply_style

WORDS = "Ana Bruno pots the 9 in foot-left pocket foul scratch miss safety break legal dry".split()


def _list(cls: type[QListWidget], qtbot) -> QListWidget:
    w = cls()
    qtbot.addWidget(w)
    w.setObjectName("history")
    w.setWordWrap(True)
    w.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    w.resize(260, 300)
    return w


def _add(w: QListWidget, text: str, heading: bool) -> None:
    item = QListWidgetItem(text)
    if heading:  # as the scorekeeper window writes a rack's heading
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    w.addItem(item)
    w.scrollToBottom()


def _laid_out(w: QListWidget) -> tuple[object, ...]:
    bar = w.verticalScrollBar()
    rects = tuple(w.visualItemRect(w.item(i)).getRect() for i in range(w.count()))
    return rects, bar.minimum(), bar.maximum(), bar.value(), bar.isVisible()


def test_the_lines_are_where_a_plain_list_puts_them(qtbot) -> None:
    apply_style(QApplication.instance())
    plain, shots = _list(QListWidget, qtbot), _list(ShotList, qtbot)
    rnd = random.Random(7)
    for i in range(30):  # added while hidden
        text = f"{i}. " + " ".join(rnd.choice(WORDS) for _ in range(rnd.randint(2, 25)))
        for w in (plain, shots):
            _add(w, text, False)
    for w in (plain, shots):
        w.show()
    checked = 0
    for i in range(30, 260):
        text = f"{i}. " + " ".join(rnd.choice(WORDS) for _ in range(rnd.randint(2, 25)))
        heading = rnd.random() < 0.1
        changes = [lambda w, t=text, h=heading: _add(w, t, h)]
        if i % 37 == 0:
            size = (rnd.randint(120, 600), rnd.randint(80, 700))
            changes.append(lambda w, s=size: w.resize(*s))
        if i % 53 == 0:
            changes.append(lambda w: w.takeItem(w.count() - 1))
        if i % 91 == 0:
            font = plain.font()
            font.setPointSize(rnd.randint(7, 14))
            changes.append(lambda w, f=font: w.setFont(f))
        for change in changes:
            for w in (plain, shots):
                change(w)
            QApplication.processEvents()
            assert _laid_out(shots) == _laid_out(plain), (i, change)
            checked += 1
    assert checked > 240


def _add_time(w: QListWidget, lines: int) -> float:
    while w.count() < lines:
        w.addItem(QListWidgetItem(f"{w.count()}. Ana pots the 9 in the foot-left pocket: a foul"))
    w.scrollToBottom()
    QApplication.processEvents()
    times = []
    for _ in range(9):
        w.addItem(QListWidgetItem("Ana: a miss"))
        t0 = time.perf_counter()
        w.scrollToBottom()
        times.append(time.perf_counter() - t0)
        QApplication.processEvents()
    return sorted(times)[len(times) // 2]


def test_a_line_added_to_a_long_list_is_not_measured_with_all_the_others(qtbot) -> None:
    shots = _list(ShotList, qtbot)
    shots.show()
    short = _add_time(shots, 50)
    long = _add_time(shots, 2000)
    # a plain list measures every line again: 40 times as many lines, 30 to 40 times as long
    assert long < 8 * short + 0.002, (short, long)
