"""The words of a PDF with their boxes, as ``pdftotext -bbox`` (poppler-utils) finds them, and
what every print promises of them: text that is text, no word under 9 pt, nothing off the page,
no word cut in two."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

#: A word's box from ``pdftotext -bbox`` is as tall as its font's ascent plus descent: for the
#: app's font (DejaVu Sans) 1.164 times its size, so a 9 pt word is a box about 10.5 pt tall
#: (measured by tests/ui/test_prints_readable.py, its first test).
BOX_PER_POINT = 1.164
SMALLEST_PT = 9.0


@dataclass(frozen=True)
class Word:
    text: str
    page: int
    x0: float
    y0: float
    x1: float
    y1: float


@dataclass(frozen=True)
class Pdf:
    words: list[Word]
    pages: list[tuple[float, float]]  # width, height in points

    def text(self, page: int | None = None) -> str:
        return " ".join(w.text for w in self.words if page is None or w.page == page)


def read_pdf(path: Path) -> Pdf:
    """The words of a PDF with their boxes, in points, as ``pdftotext -bbox`` finds them."""
    tool = shutil.which("pdftotext")
    assert tool is not None, "pdftotext (poppler-utils) is needed: tools/system_deps.py"
    out = subprocess.run(
        [tool, "-bbox", str(path), "-"], capture_output=True, check=True, text=True
    ).stdout
    root = ET.fromstring(out.replace('xmlns="http://www.w3.org/1999/xhtml"', ""))
    words, pages = [], []
    for n, page in enumerate(root.iter("page")):
        pages.append((float(page.get("width", 0)), float(page.get("height", 0))))
        for w in page.iter("word"):
            box = [float(w.get(k, 0)) for k in ("xMin", "yMin", "xMax", "yMax")]
            words.append(Word(w.text or "", n, *box))
    return Pdf(words, pages)


def assert_readable(pdf: Pdf, names: list[str]) -> None:
    """Every name found, no word under 9 pt, every word within its page."""
    assert pdf.words, "no text: a picture of the page"
    text = pdf.text()
    missing = [n for n in names if n not in text]
    assert not missing
    least = SMALLEST_PT * BOX_PER_POINT * 0.99
    small = [(w.text, round(w.y1 - w.y0, 2)) for w in pdf.words if w.y1 - w.y0 < least]
    assert not small
    width_height = pdf.pages
    out = [
        w.text
        for w in pdf.words
        if w.x0 < 0 or w.y0 < 0 or w.x1 > width_height[w.page][0] or w.y1 > width_height[w.page][1]
    ]
    assert not out


def assert_whole(pdf: Pdf, headings: list[str]) -> None:
    """Every word of ``headings`` is a word of the print: none cut in two to fit a column."""
    words = {w.text for w in pdf.words}
    cut = [word for h in headings for word in h.split() if word not in words]
    assert not cut
