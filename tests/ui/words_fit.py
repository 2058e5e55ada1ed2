"""What a window cannot show whole of its words: every visible label (not word-wrapped, not
rich text), button, check box, radio button, group box title, tab title and table heading whose
text, measured by its font's metrics (a mnemonic's '&' left out), is wider than the room the
style gives it. Used by tests/ui/test_words_fit.py over every window of the app."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionGroupBox,
    QTabBar,
    QTabWidget,
    QToolButton,
    QWidget,
)

SLACK = 2  # pixels a text may lack: rounding between the metrics and the style's drawing


def _plain(text: str) -> str:
    """``text`` as drawn: a mnemonic's '&' is not shown ('&&' shows one)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _widest(fm: QFontMetrics, text: str) -> int:
    return max((fm.horizontalAdvance(line) for line in text.split("\n")), default=0)


def _name(w: QWidget, text: str) -> str:
    return w.objectName() or repr(text)


def _label(w: QLabel) -> tuple[str, int, int] | None:
    text = w.text()
    if not text or w.wordWrap() or w.pixmap() is not None and not w.pixmap().isNull():
        return None
    if w.textFormat() == Qt.TextFormat.RichText or (
        w.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)
    ):
        return None
    shown = _plain(text) if w.buddy() is not None else text
    need = _widest(w.fontMetrics(), shown) + 2 * w.margin() + max(w.indent(), 0)
    return shown, need, w.contentsRect().width()


def _button(w: QAbstractButton) -> tuple[str, int, int] | None:
    text = _plain(w.text())
    if not text:
        return None
    need = _widest(w.fontMetrics(), text)
    style = w.style()
    if isinstance(w, (QCheckBox, QRadioButton)):
        opt = QStyleOptionButton()
        opt.initFrom(w)
        opt.text = w.text()
        element = (
            QStyle.SubElement.SE_CheckBoxContents
            if isinstance(w, QCheckBox)
            else QStyle.SubElement.SE_RadioButtonContents
        )
        had = style.subElementRect(element, opt, w).width()
        if not w.icon().isNull():
            had -= w.iconSize().width() + 4
    elif isinstance(w, QToolButton):
        if w.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly and not w.icon().isNull():
            return None
        had = w.contentsRect().width() - 2 * style.pixelMetric(
            QStyle.PixelMetric.PM_ButtonMargin, None, w
        )
        if not w.icon().isNull() and w.toolButtonStyle() != Qt.ToolButtonStyle.ToolButtonTextOnly:
            had -= w.iconSize().width() + 4
    elif isinstance(w, QPushButton):
        opt = QStyleOptionButton()
        opt.initFrom(w)
        had = style.subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, w).width()
        had -= 2 * style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, w) // 2
        if not w.icon().isNull():
            had -= w.iconSize().width() + 4
        if w.menu() is not None:
            had -= style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, None, w)
    else:  # a button drawn by the app itself (a ball, a pocket): its own painting
        return None
    return text, need, had


def _group(w: QGroupBox) -> tuple[str, int, int] | None:
    text = _plain(w.title())
    if not text:
        return None
    opt = QStyleOptionGroupBox()
    opt.initFrom(w)
    opt.text = w.title()
    opt.subControls = QStyle.SubControl.SC_GroupBoxLabel
    if w.isCheckable():
        opt.subControls |= QStyle.SubControl.SC_GroupBoxCheckBox
    opt.lineWidth = 1
    label = w.style().subControlRect(
        QStyle.ComplexControl.CC_GroupBox, opt, QStyle.SubControl.SC_GroupBoxLabel, w
    )
    room = label.intersected(w.rect()).width()
    return text, _widest(w.fontMetrics(), text), room


def _tabs(bar: QTabBar) -> Iterator[tuple[str, str, int, int]]:
    space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
    for i in range(bar.count()):
        if not bar.isTabVisible(i):
            continue
        text = _plain(bar.tabText(i))
        need = _widest(bar.fontMetrics(), text) + space
        if not bar.tabIcon(i).isNull():
            need += bar.iconSize().width() + 4
        for side in (QTabBar.ButtonPosition.LeftSide, QTabBar.ButtonPosition.RightSide):
            button = bar.tabButton(i, side)
            if button is not None and button.isVisible():
                need += button.width()
        yield f"tab {text!r}", text, need, bar.tabRect(i).width()


def _sections(h: QHeaderView) -> Iterator[tuple[str, str, int, int]]:
    model = h.model()
    if model is None:
        return
    margin = h.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, h)
    fm = QFontMetrics(h.font())
    horizontal = h.orientation() == Qt.Orientation.Horizontal
    for i in range(h.count()):
        if h.isSectionHidden(i) or h.sectionSize(i) == 0:
            continue
        text = model.headerData(i, h.orientation(), Qt.ItemDataRole.DisplayRole)
        if not text:
            continue
        text = str(text)
        need = (_widest(fm, text) if horizontal else fm.height()) + 2 * margin
        if h.isSortIndicatorShown() and h.sortIndicatorSection() == i:
            need += h.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, h)
        if not horizontal:
            need = _widest(fm, text) + 2 * margin
            yield f"row heading {text!r}", text, need, h.width()
        else:
            yield f"heading {text!r}", text, need, h.sectionSize(i)


def cut_words(window: QWidget, where: str) -> list[str]:
    """What the visible widgets of ``window`` cannot show whole, in words."""
    out: list[str] = []
    for w in [window, *window.findChildren(QWidget)]:
        if not w.isVisible() or w.width() <= 0:
            continue
        found: list[tuple[str, str, int, int]] = []
        if isinstance(w, QLabel):
            one = _label(w)
        elif isinstance(w, QAbstractButton):
            one = _button(w)
        elif isinstance(w, QGroupBox):
            one = _group(w)
        else:
            one = None
        if one is not None:
            found.append((_name(w, one[0]), *one))
        if isinstance(w, QTabBar):
            found.extend(_tabs(w))
        if isinstance(w, QHeaderView):
            found.extend(_sections(w))
        for name, text, need, had in found:
            if need > had + SLACK:
                kind = type(w).__name__
                out.append(f"{where}: {kind} {name} ({text!r}) needs {need} px, has {had}")
    return out


def every_tab(window: QWidget, where: str) -> list[str]:
    """:func:`cut_words` on ``window`` with each page of each of its tab widgets shown."""
    out = cut_words(window, where)
    for tabs in window.findChildren(QTabWidget):
        if not tabs.isVisible():
            continue
        first = tabs.currentIndex()
        for i in range(tabs.count()):
            if i == first or not tabs.isTabVisible(i):
                continue
            tabs.setCurrentIndex(i)
            QApplication.processEvents()
            out += [
                line
                for line in cut_words(window, f"{where} [{tabs.tabText(i)}]")
                if line not in out
            ]
        tabs.setCurrentIndex(first)
    return out
