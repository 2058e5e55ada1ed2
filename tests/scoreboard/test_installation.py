"""First start of an installed app: the desktop entry and icon; the crash log."""

from __future__ import annotations

import configparser
import sys
from pathlib import Path

from resources import resource_path
from scoreboard.files import installation


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_installed_app_adds_a_menu_entry_with_its_icon(tmp_path: Path) -> None:
    exe = tmp_path / "bundle" / "pool-scoreboard"
    icon = resource_path("icons", "pool-scoreboard.svg")
    written = installation.install_desktop_entry(exe, icon, tmp_path / "share")
    assert written == tmp_path / "share" / "applications" / "pool-scoreboard.desktop"
    entry = _entry(written)
    assert entry["Type"] == "Application"
    assert entry["Exec"] == f'"{exe}" %F'
    assert Path(entry["Icon"]).read_bytes() == icon.read_bytes()
    assert entry["Terminal"] == "false"
    assert entry["Name"] == "Pool Scoreboard"
    assert "billar" in entry["Comment[es]"]


def test_second_start_leaves_the_entry_alone_and_a_moved_app_updates_it(tmp_path: Path) -> None:
    icon = resource_path("icons", "pool-scoreboard.svg")
    share = tmp_path / "share"
    assert installation.install_desktop_entry(tmp_path / "a" / "app", icon, share) is not None
    assert installation.install_desktop_entry(tmp_path / "a" / "app", icon, share) is None
    moved = installation.install_desktop_entry(tmp_path / "b" / "app", icon, share)
    assert moved is not None
    assert str(tmp_path / "b" / "app") in _entry(moved)["Exec"]


def test_read_only_home_is_no_reason_not_to_start(tmp_path: Path) -> None:
    share = tmp_path / "share"
    share.write_text("a file where the folder should be")
    icon = resource_path("icons", "pool-scoreboard.svg")
    assert installation.install_desktop_entry(tmp_path / "app", icon, share) is None


def test_source_checkout_is_not_an_installed_app() -> None:
    assert not installation.is_installed(str(Path(installation.__file__)))
    assert installation.is_installed("/usr/lib/python3/site-packages/scoreboard/installation.py")


def test_crash_log_names_version_and_traceback(tmp_path: Path) -> None:
    try:
        raise RuntimeError("the disk caught fire")
    except RuntimeError:
        kind, exc, tb = sys.exc_info()
        assert kind is not None and exc is not None
        first = installation.write_crash_log(tmp_path, kind, exc, tb)
        second = installation.write_crash_log(tmp_path, kind, exc, tb)
    assert first is not None and second is not None and first != second
    text = first.read_text("utf-8")
    assert text.startswith("pool-scoreboard ")
    assert "RuntimeError: the disk caught fire" in text
    assert "test_crash_log_names_version_and_traceback" in text


def test_crash_log_in_an_unwritable_place_returns_none(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    err = ValueError("x")
    assert installation.write_crash_log(blocker, ValueError, err, None) is None
