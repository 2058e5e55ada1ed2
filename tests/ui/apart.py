"""A window's service on a data folder of its own, for tests that build the windows by hand."""

from __future__ import annotations

import tempfile
from pathlib import Path

from scoreboard.service.session import Session
from ui.adapters.controller import Controller


def session_apart(controller: Controller) -> Session:
    """The session of ``controller``'s table on a fresh, empty data folder."""
    folder = Path(tempfile.mkdtemp(prefix="pool-scoreboard-test-")) / "data"
    return Session.open(controller.table, folder)
