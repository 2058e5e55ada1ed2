"""Where the tests leave their screenshots to be looked at: one folder, ``$POOL_SHOTS`` when it
is set, else ``/tmp/pool-shots``, with a folder of its own for each subject in it.

>>> import os
>>> os.environ["POOL_SHOTS"] = "/srv/shots"
>>> str(shots_dir("desk"))
'/srv/shots/desk'
>>> del os.environ["POOL_SHOTS"]
>>> str(shots_dir("desk"))
'/tmp/pool-shots/desk'
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["DEFAULT", "shots_dir"]

#: The screenshots' folder when ``POOL_SHOTS`` is not set.
DEFAULT = Path("/tmp/pool-shots")


def shots_dir(name: str) -> Path:
    """The folder of the screenshots of ``name`` (not made: a test makes it when it writes)."""
    root = os.environ.get("POOL_SHOTS")
    return (Path(root) if root else DEFAULT) / name
