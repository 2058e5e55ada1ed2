"""Data files of the application: ball and pocket graphics, sounds, translations, stylesheet.

>>> resource_path("balls", "ball-8.svg").name
'ball-8.svg'
>>> resource_path("balls", "ball-8.svg").is_file()
True
"""

from __future__ import annotations

from pathlib import Path

_ROOT = Path(__file__).resolve().parent


def resource_path(*parts: str) -> Path:
    """The path of a file (or folder) inside the resources package directory."""
    return _ROOT.joinpath(*parts)


__all__ = ["resource_path"]
