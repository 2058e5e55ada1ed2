"""A QR code drawn crisp at any size: the matrix made by segno (pure Python), painted module by
module with QPainter, dark on white, with the quiet zone of four modules the standard asks for.

Each module is a whole number of device pixels, so the code stays sharp whatever the widget's
size; what is left over is shared around it, white. A text too long for a QR code (or none)
draws nothing but the white square.
"""

from __future__ import annotations

from typing import Any

import segno
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

#: Modules of white around the code (ISO/IEC 18004 asks for four).
QUIET = 4
#: The longest text made into a code (an address with its fragment is far shorter).
MAX_TEXT = 1000


def qr_matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """The modules of ``text``'s QR code, row by row (True: dark), without the quiet zone;
    empty for an empty or too long text. Error correction M at least (segno raises it when
    the same version has room).

    >>> m = qr_matrix("http://127.0.0.1:8080/phone/7#pair=123456")
    >>> len(m) == len(m[0]), len(m) >= 21, m[0][:7]
    (True, True, (True, True, True, True, True, True, True))
    >>> qr_matrix("")
    ()
    """
    if not text or len(text) > MAX_TEXT:
        return ()
    try:
        code = segno.make(text, error="m", micro=False)
    except segno.DataOverflowError:
        return ()
    return tuple(tuple(bool(v) for v in row) for row in code.matrix)


class QrCode(QWidget):
    """A square QR code of :attr:`text`, as large as the widget allows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.matrix: tuple[tuple[bool, ...], ...] = ()
        self.setMinimumSize(QSize(120, 120))
        # as large as the room it is given, square inside it: never asks a height of its width
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.matrix = qr_matrix(text)
            self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(220, 220)

    def layout_of(self, width: int, height: int) -> tuple[int, QRect]:
        """(pixels per module, the square of the code with its quiet zone) in a widget of
        that size; 0 pixels when the matrix is empty or the widget too small."""
        side = min(width, height)
        n = len(self.matrix)
        if n == 0:
            return 0, QRect((width - side) // 2, (height - side) // 2, side, side)
        module = max(0, side // (n + 2 * QUIET))
        full = module * (n + 2 * QUIET) if module else side
        return module, QRect((width - full) // 2, (height - full) // 2, full, full)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        self.draw(painter, self.width(), self.height())
        painter.end()

    def draw(self, painter: QPainter, width: int, height: int) -> None:
        """Paint the code (white square, dark modules) into a ``width`` × ``height`` area."""
        module, square = self.layout_of(width, height)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.fillRect(square, QColor("#ffffff"))
        if module == 0:
            return
        dark = QColor("#000000")
        left = square.x() + QUIET * module
        top = square.y() + QUIET * module
        for r, row in enumerate(self.matrix):
            c = 0
            while c < len(row):  # a run of dark modules in one rectangle
                if not row[c]:
                    c += 1
                    continue
                start = c
                while c < len(row) and row[c]:
                    c += 1
                painter.fillRect(
                    left + start * module, top + r * module, (c - start) * module, module, dark
                )

    def image(self, side: int) -> QImage:
        """The code alone as a ``side`` × ``side`` image (for printing or a test)."""
        img = QImage(side, side, QImage.Format.Format_RGB32)
        img.fill(Qt.GlobalColor.white)
        painter = QPainter(img)
        self.draw(painter, side, side)
        painter.end()
        return img

    def modules(self, img: QImage, width: int, height: int) -> list[list[bool]] | None:
        """Read the modules back from a picture of this widget at ``width`` × ``height`` (the
        centre pixel of each module); None if no code is drawn there."""
        module, square = self.layout_of(width, height)
        if module == 0:
            return None
        left = square.x() + QUIET * module + module // 2
        top = square.y() + QUIET * module + module // 2
        n = len(self.matrix)
        return [
            [
                QColor(img.pixel(left + c * module, top + r * module)).lightness() < 128
                for c in range(n)
            ]
            for r in range(n)
        ]

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.update()
