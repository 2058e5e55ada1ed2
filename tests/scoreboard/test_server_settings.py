"""The overlay server's settings: off by default, and a bad value falls back to its default."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scoreboard.service.settings import Settings, SettingsFile


def test_the_server_is_off_and_loopback_by_default() -> None:
    s = Settings()
    assert not s.server_on and not s.server_lan and s.server_token is None
    assert s.server_port == 8642


def test_server_settings_survive_a_restart(tmp_path: Path) -> None:
    store = SettingsFile(tmp_path / "settings.json")
    store.save(Settings(server_on=True, server_port=9000, server_lan=True, server_token="a" * 22))
    loaded, problem = store.load()
    assert problem is None
    assert (loaded.server_on, loaded.server_port, loaded.server_lan) == (True, 9000, True)
    assert loaded.server_token == "a" * 22


@pytest.mark.parametrize(
    "key, value",
    [
        ("server_on", "yes"),
        ("server_port", 0),
        ("server_port", 70000),
        ("server_port", True),
        ("server_lan", 1),
        ("server_token", "short"),
        ("server_token", "x" * 20 + "<script>"),
    ],
)
def test_a_bad_server_value_falls_back_and_is_reported(
    tmp_path: Path, key: str, value: object
) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "pool-scoreboard-settings", "version": 1, key: value}))
    loaded, problem = SettingsFile(path).load()
    assert getattr(loaded, key) == getattr(Settings(), key)
    assert problem is not None and problem.params["key"] == key and problem.kept_aside is not None
