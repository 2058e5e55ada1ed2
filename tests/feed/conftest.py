from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from .broker import Broker


@pytest.fixture
def broker(tmp_path: Path) -> Iterator[Broker]:
    folder = tmp_path / "broker"
    folder.mkdir()
    b = Broker(folder)
    b.start()
    yield b
    b.kill()
