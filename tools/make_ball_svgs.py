"""Write the ball graphics: ``resources/balls/ball-0.svg`` (cue ball) to ``ball-15.svg``.

Run from the repository root::

    python tools/make_ball_svgs.py

The numbers are drawn as stroked paths, not text, so they look the same on every machine whatever
fonts are installed, and stay crisp from icon size to full screen. Every object ball carries a
white number disc with a black number; balls 9-15 are white with a wide coloured band, so the
number and the stripe, not the colour alone, tell the balls apart.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

#: Ball colours (1-8 solids; 9-15 reuse the colour of number - 8 as a stripe).
COLOURS: dict[int, str] = {
    1: "#f5c400",  # yellow
    2: "#1c4fbf",  # blue
    3: "#d42a1e",  # red
    4: "#5a2a8c",  # purple
    5: "#f06a12",  # orange
    6: "#0d7a3c",  # green
    7: "#7a1c28",  # maroon
    8: "#141414",  # black
}
IVORY = "#f9f7ef"
OUTLINE = "#1a1a1a"

#: Stroke centre lines of the digits in a 10 x 16 box (y grows downwards).
DIGITS: dict[str, str] = {
    "0": "M5,1 A4.2,7 0 1 1 5,15 A4.2,7 0 1 1 5,1 Z",
    "1": "M2.4,3.6 L5.9,1 L5.9,15 M2.6,15 L9,15",
    "2": "M1.1,4.8 A3.9,3.8 0 1 1 8.3,6.9 L1,15 L9.2,15",
    "3": "M1.4,3.4 A3.8,3.5 0 1 1 4.6,8 A4,3.8 0 1 1 1.1,12.9 M4.6,8 L4,8",
    "4": "M7,15 L7,1 L0.9,10.8 L9.4,10.8",
    "5": "M8.7,1 L2.3,1 L1.7,7.1 C5.5,4.7 9.2,6.9 9.2,10.3 C9.2,14.6 3.5,16.3 1,13.6",
    "6": "M8.3,2.3 C6,0.2 1,0.3 1,10.8 M1,11 A4,4 0 1 0 9,11 A4,4 0 1 0 1,11 Z",
    "7": "M1,1 L9.2,1 L4,15",
    "8": "M5,1 A3.4,3.4 0 1 1 5,7.8 A3.4,3.4 0 1 1 5,1 Z "
    "M5,7.8 A3.6,3.6 0 1 1 5,15 A3.6,3.6 0 1 1 5,7.8 Z",
    "9": "M1.7,13.7 C4,15.8 9,15.7 9,5.2 M9,5 A4,4 0 1 0 1,5 A4,4 0 1 0 9,5 Z",
}
DIGIT_W = 10.0
DIGIT_H = 16.0
DIGIT_GAP = 1.6

CENTRE = 50.0
RADIUS = 47.0
DISC_RADIUS = 22.5
BAND_HALF_HEIGHT = 25.0


def _number_group(number: int) -> str:
    text = str(number)
    scale = 1.5 if len(text) == 1 else 1.22
    width = (len(text) * DIGIT_W + (len(text) - 1) * DIGIT_GAP) * scale
    x0 = CENTRE - width / 2
    y0 = CENTRE - DIGIT_H * scale / 2
    paths = []
    for i, ch in enumerate(text):
        dx = i * (DIGIT_W + DIGIT_GAP)
        paths.append(f'<path transform="translate({dx:g},0)" d="{DIGITS[ch]}"/>')
    return (
        f'<g transform="translate({x0:.3f},{y0:.3f}) scale({scale:g})" fill="none" '
        f'stroke="#000000" stroke-width="2.35" stroke-linecap="round" stroke-linejoin="round">'
        + "".join(paths)
        + "</g>"
    )


def _band_path() -> str:
    h = BAND_HALF_HEIGHT
    dx = math.sqrt(RADIUS * RADIUS - h * h)
    left, right = CENTRE - dx, CENTRE + dx
    top, bottom = CENTRE - h, CENTRE + h
    return (
        f"M{left:.3f},{top:.3f} L{right:.3f},{top:.3f} "
        f"A{RADIUS:g},{RADIUS:g} 0 0 1 {right:.3f},{bottom:.3f} "
        f"L{left:.3f},{bottom:.3f} "
        f"A{RADIUS:g},{RADIUS:g} 0 0 1 {left:.3f},{top:.3f} Z"
    )


_DEFS = (
    "<defs>"
    '<radialGradient id="shade" gradientUnits="userSpaceOnUse" cx="40" cy="36" r="64">'
    '<stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>'
    '<stop offset="0.22" stop-color="#ffffff" stop-opacity="0"/>'
    '<stop offset="0.62" stop-color="#000000" stop-opacity="0"/>'
    '<stop offset="1" stop-color="#000000" stop-opacity="0.42"/>'
    "</radialGradient>"
    "</defs>"
)


def ball_svg(number: int) -> str:
    """The SVG document of one ball (0 is the cue ball)."""
    if not 0 <= number <= 15:
        raise ValueError(f"no ball {number}")
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        'width="100" height="100" viewBox="0 0 100 100">',
        f"<title>{'cue ball' if number == 0 else f'ball {number}'}</title>",
        _DEFS,
    ]
    if number == 0:
        parts.append(f'<circle cx="50" cy="50" r="{RADIUS:g}" fill="{IVORY}"/>')
    else:
        colour = COLOURS[number if number <= 8 else number - 8]
        if number <= 8:
            parts.append(f'<circle cx="50" cy="50" r="{RADIUS:g}" fill="{colour}"/>')
        else:
            parts.append(f'<circle cx="50" cy="50" r="{RADIUS:g}" fill="{IVORY}"/>')
            parts.append(f'<path d="{_band_path()}" fill="{colour}"/>')
        parts.append(
            f'<circle cx="50" cy="50" r="{DISC_RADIUS:g}" fill="#ffffff" '
            f'stroke="{OUTLINE}" stroke-opacity="0.35" stroke-width="0.8"/>'
        )
        parts.append(_number_group(number))
    parts.append(f'<circle cx="50" cy="50" r="{RADIUS:g}" fill="url(#shade)"/>')
    parts.append(
        f'<circle cx="50" cy="50" r="{RADIUS:g}" fill="none" stroke="{OUTLINE}" '
        f'stroke-opacity="0.8" stroke-width="1.6"/>'
    )
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def main(argv: list[str]) -> int:
    root = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent.parent
    out = root / "resources" / "balls"
    out.mkdir(parents=True, exist_ok=True)
    for number in range(16):
        (out / f"ball-{number}.svg").write_text(ball_svg(number), encoding="utf-8")
    print(f"wrote 16 balls to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
