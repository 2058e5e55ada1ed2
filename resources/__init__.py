"""Data files of the application: ball and pocket graphics, sounds, translations, stylesheet.

>>> resource_path("balls", "ball-8.svg").name
'ball-8.svg'
>>> resource_path("balls", "ball-8.svg").is_file()
True
"""

from __future__ import annotations

import os
from pathlib import Path

# the package's own folder (what importlib.resources.files would say, without importing it:
# a few milliseconds of start-up)
_ROOT = Path(os.path.abspath(__file__)).parent


def resource_path(*parts: str) -> Path:
    """The path of a file (or folder) of the resources package.

    The package is always installed as files on disk (a wheel, an editable install or a
    frozen bundle), which Qt needs: it opens SVGs, sounds and catalogues by file name.
    """
    return _ROOT.joinpath(*parts)


__all__ = ["resource_path"]
