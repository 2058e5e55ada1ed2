"""A settings file edited by hand while the app runs keeps that edit when the app next saves
its own settings: only what the app changed is written over, and an edit that does not read as
settings is kept aside before the file is written again."""

from __future__ import annotations

import json
from pathlib import Path

from scoreboard.service.session import Session
from scoreboard.service.settings import SettingsFile
from scoreboard.table.table import Table


def test_a_hand_edit_of_the_settings_survives_the_apps_next_save(tmp_path: Path) -> None:
    session = Session.open(Table(), tmp_path)
    session.update_settings(language="en", theme="dark")
    path = session.locations.settings_file
    edited = json.loads(path.read_text("utf-8"))
    # the venue's technician sets the overlay port and the broker in a text editor
    edited |= {"server_port": 9001, "feed_url": "mqtt://10.0.0.5:1883", "feed_table": 4}
    path.write_text(json.dumps(edited), "utf-8")

    session.update_settings(clock_auto_start=False)  # the scorekeeper changes a setting
    saved, problem = SettingsFile(path).load()
    session.close()
    print(f"tried: settings.json edited by hand while running; after the app's save: {saved}")
    assert problem is None
    assert (saved.server_port, saved.feed_url, saved.feed_table) == (
        9001,
        "mqtt://10.0.0.5:1883",
        4,
    )
    assert saved.clock_auto_start is False and saved.theme == "dark" and saved.language == "en"
    # the session itself goes on with the file's values
    assert session.settings.server_port == 9001


def test_a_hand_edit_that_is_not_settings_is_kept_aside_before_the_app_saves(
    tmp_path: Path,
) -> None:
    session = Session.open(Table(), tmp_path)
    session.update_settings(language="es")
    path = session.locations.settings_file
    broken = b'{"language": "en", "server_port": 90'  # the editor saved half of it
    path.write_bytes(broken)

    session.update_settings(theme="light")
    saved, problem = SettingsFile(path).load()
    session.close()
    aside = sorted(tmp_path.glob("settings.json.damaged-*"))
    print(f"tried: settings.json cut short while running; kept aside: {[a.name for a in aside]}")
    assert problem is None and saved.language == "es" and saved.theme == "light"
    assert [a.read_bytes() for a in aside] == [broken]
