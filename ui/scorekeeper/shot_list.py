"""The scorekeeper's shot list: a word-wrapped list whose lines keep their measured size.

A ``QListView`` lays out every line again whenever one is added (``rowsInserted`` clears its
layout), asking the item delegate for each line's size: for word-wrapped text that is a text
layout per line, so adding the 2,000th shot cost about 16 ms, a whole frame, before the
spectator window could repaint. :class:`ShotList` measures each line once, when it is added, with
the very option and delegate the view's own layout uses, and keeps the size on the item
(``Qt.SizeHintRole``, which the delegate returns as it is): the view's layout then reads the
sizes instead of working them out, and adding a line costs the same at any length of the list.

The sizes depend on the width the view lays its lines out in, its font and its style: when one
of them changes, every line is measured again (as the view itself did on every change before).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtWidgets import QListWidget, QStyle, QStyleOption, QStyleOptionViewItem, QWidget

_Index = QModelIndex | QPersistentModelIndex


class ShotList(QListWidget):
    """A single-column, top-to-bottom, word-wrapped list whose lines are measured once."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: what the lines were measured for (the layout's area, the font); None: measure again
        self._measured_for: tuple[int, int, str] | None = None
        model = self.model()
        model.rowsInserted.connect(self._inserted)
        model.dataChanged.connect(self._changed)

    # -- what the view's layout works with ------------------------------------------------------

    def layout_size(self) -> tuple[int, int]:
        """The area the view lays its lines out in (``QListViewPrivate::prepareItemsLayout``:
        the largest viewport, less a scroll bar shown as needed)."""
        size = self.maximumViewportSize()
        style = self.style()
        frame = 0
        if style.styleHint(QStyle.StyleHint.SH_ScrollView_FrameOnlyAroundContents, None, self):
            option = QStyleOption()
            option.initFrom(self)
            frame = 2 * style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, option, self)
        extent = QStyle.PixelMetric.PM_ScrollBarExtent
        as_needed = Qt.ScrollBarPolicy.ScrollBarAsNeeded
        vbar, hbar = self.verticalScrollBar(), self.horizontalScrollBar()
        width = size.width()
        if (
            self.verticalScrollBarPolicy() == as_needed
            and vbar.isVisible()
            and not style.pixelMetric(QStyle.PixelMetric.PM_ScrollView_ScrollBarOverlap, None, vbar)
        ):
            width -= style.pixelMetric(extent, None, vbar) + frame
        height = size.height()
        if self.horizontalScrollBarPolicy() == as_needed:
            height -= style.pixelMetric(extent, None, hbar) + frame
        return width, height

    def _key(self) -> tuple[int, int, str]:
        return (*self.layout_size(), self.font().key())

    def _measure(self, rows: Iterable[int], key: tuple[int, int, str]) -> None:
        """Each line of ``rows`` measured as the view's layout measures it (``doStaticLayout``),
        with the model quiet: the view lays its lines out after this anyway."""
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = QRect(0, 0, key[0], key[1])
        model = self.model()
        quiet = model.blockSignals(True)
        try:
            for row in rows:
                item = self.item(row)
                if item is None:
                    continue
                item.setData(Qt.ItemDataRole.SizeHintRole, None)  # the line, not the size kept
                index = self.indexFromItem(item)
                item.setSizeHint(self.itemDelegateForIndex(index).sizeHint(option, index))
        finally:
            model.blockSignals(quiet)

    def _measure_all(self) -> None:
        key = self._key()
        self._measured_for = key
        self._measure(range(self.count()), key)

    # -- keeping the sizes -----------------------------------------------------------------------

    def _inserted(self, _parent: _Index, first: int, last: int) -> None:
        if self._measured_for is not None and self._measured_for == self._key():
            self._measure(range(first, last + 1), self._measured_for)
        else:
            self._measure_all()

    def _changed(self, top: _Index, bottom: _Index, roles: Sequence[int] = ()) -> None:
        size_only = bool(roles) and all(r == Qt.ItemDataRole.SizeHintRole for r in roles)
        if size_only or self._measured_for is None:
            return
        self._measure(range(top.row(), bottom.row() + 1), self._measured_for)

    def doItemsLayout(self) -> None:  # noqa: N802 - Qt override
        """Before the view lays its lines out: measured again if what they were measured for
        has changed since (a new width, the scroll bar shown or hidden, another font)."""
        if self._measured_for != self._key():
            self._measure_all()
        super().doItemsLayout()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._measured_for = None  # measured again before the next layout
        super().changeEvent(event)
