"""Where the tests leave their screenshots to be looked at: one folder, ``$POOL_SHOTS`` when it
is set, else ``/tmp/pool-shots``, with a folder of its own for each subject in it.

>>> str(shots_dir("desk", {"POOL_SHOTS": "/srv/shots"}))
'/srv/shots/desk'
>>> str(shots_dir("desk", {}))
'/tmp/pool-shots/desk'
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

__all__ = ["DEFAULT", "shots_dir"]

#: The screenshots' folder when ``POOL_SHOTS`` is not set.
DEFAULT = Path("/tmp/pool-shots")


def shots_dir(name: str, environ: Mapping[str, str] = os.environ) -> Path:
    """The folder of the screenshots of ``name`` (not made: a test makes it when it writes)."""
    root = environ.get("POOL_SHOTS")
    return (Path(root) if root else DEFAULT) / name
