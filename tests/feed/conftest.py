from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.feed.broker import Broker, Pump


@pytest.fixture
def broker(tmp_path: Path) -> Iterator[Broker]:
    folder = tmp_path / "broker"
    folder.mkdir()
    b = Broker(folder)
    b.start()
    yield b
    b.kill()


@pytest.fixture(autouse=True)
def _stop_feeds() -> Iterator[None]:
    """Every feed a test made is stopped after it: no network thread outlives its test."""
    yield
    for pump in Pump.made:
        pump.close()
    Pump.made.clear()
