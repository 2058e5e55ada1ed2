"""The score sheet of a match printed to a PDF: :func:`scoreboard.export.sheet_html` laid out
by Qt's text document on A4 pages."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from scoreboard.export import ExportText, Sheet, sheet_html
from scoreboard.paths import atomic_file


def export_pdf(path: Path | str, sheet: Sheet, text: ExportText | None = None) -> None:
    """Print the score sheet to a PDF (A4), written atomically. Needs the Qt application."""
    with atomic_file(path) as tmp:
        writer = QPdfWriter(str(tmp))
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
        writer.setResolution(300)
        writer.setTitle((text or ExportText()).title)
        writer.setCreator("pool-scoreboard")
        doc = QTextDocument()
        doc.setDefaultStyleSheet(
            "h1 { font-size: 16pt; } h2 { font-size: 13pt; } th { background: #ddd; }"
        )
        doc.setHtml(sheet_html(sheet, text))
        rect = writer.pageLayout().paintRectPixels(writer.resolution())
        doc.setPageSize(QSizeF(rect.width(), rect.height()))
        doc.print_(writer)
        del writer  # finishes the file
