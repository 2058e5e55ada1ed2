#!/usr/bin/env python3
"""Write the shot clock's sounds (16-bit mono WAV) into resources/sounds/."""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"


def tone(freqs: list[tuple[float, float]], volume: float = 0.5) -> bytes:
    """Concatenated sine tones: (frequency Hz, seconds); frequency 0 is silence."""
    frames = bytearray()
    for freq, secs in freqs:
        n = int(RATE * secs)
        for i in range(n):
            # short fade in/out so the tone does not click
            env = min(1.0, i / 200, (n - i) / 200)
            v = math.sin(2 * math.pi * freq * i / RATE) * volume * env if freq else 0.0
            frames += struct.pack("<h", int(v * 32767))
    return bytes(frames)


SOUNDS = {
    "tick.wav": [(1000.0, 0.08)],
    "warning.wav": [(660.0, 0.15), (0.0, 0.08), (660.0, 0.15)],
    "expired.wav": [(440.0, 0.25), (0.0, 0.05), (330.0, 0.6)],
    "foul.wav": [(300.0, 0.3)],
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, spec in SOUNDS.items():
        with wave.open(str(OUT / name), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(tone(spec))
        print(OUT / name)


if __name__ == "__main__":
    main()
