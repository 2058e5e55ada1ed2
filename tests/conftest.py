"""Test configuration shared by every test: Qt runs offscreen, never on a real screen."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia*=false")

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest


@pytest.fixture
def session_for(tmp_path: Path) -> Iterator[Callable[..., object]]:
    """``session_for(controller_or_table)``: the service a window needs, on a fresh data folder
    of its own (every window of the app has one); closed at the end of the test."""
    from scoreboard.session import Session
    from scoreboard.table import Table

    opened: list[Session] = []

    def make(owner: object, folder: Path | None = None) -> Session:
        table = owner if isinstance(owner, Table) else owner.table  # type: ignore[attr-defined]
        session = Session.open(table, folder or tmp_path / f"data-{len(opened)}")
        opened.append(session)
        return session

    yield make
    for session in opened:
        session.close()
