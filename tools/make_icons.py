#!/usr/bin/env python3
"""Render the application icon (resources/icons/pool-scoreboard.svg) to the formats the
installers want: a 256 px PNG (Linux desktop entry), .ico (Windows) and .icns (macOS).

    python tools/make_icons.py OUTDIR
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "pool-scoreboard.svg"


def render(size: int):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    QSvgRenderer(str(SVG)).render(painter)
    painter.end()
    return image


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    out = Path(argv[1] if len(argv) > 1 else "build/icons")
    out.mkdir(parents=True, exist_ok=True)
    _app = QGuiApplication.instance() or QGuiApplication([])
    big = render(256)
    for name, fmt in (("pool-scoreboard.png", "PNG"), ("pool-scoreboard.ico", "ICO")):
        if not big.save(str(out / name), fmt):
            print(f"could not write {name}", file=sys.stderr)
            return 1
    if not render(512).save(str(out / "pool-scoreboard.icns"), "ICNS"):
        print("could not write pool-scoreboard.icns", file=sys.stderr)
        return 1
    print(
        "\n".join(
            str(out / n)
            for n in ("pool-scoreboard.png", "pool-scoreboard.ico", "pool-scoreboard.icns")
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
