"""Settings persist between runs; a corrupt file is kept aside and the defaults used. Also the
file locations and their overrides."""

from __future__ import annotations

import json
from pathlib import Path

from scoreboard.files.paths import DATA_DIR_ENV, Locations, ProblemCode, atomic_write_text
from scoreboard.ratings import FitOptions
from scoreboard.service.settings import Settings, SettingsFile


def test_settings_persist_between_runs(tmp_path: Path) -> None:
    path = tmp_path / "cfg" / "settings.json"
    s = Settings(
        language="es",
        shot_clock_profile="matchroom",
        spectator_screen="HDMI-1",
        theme="light",
        last_folder="/home/ana/partidas",
        window_geometry={"scorekeeper": "AdnQywADAAA="},
        data_dir="/srv/billar",
    )
    SettingsFile(path).save(s)
    loaded, problem = SettingsFile(path).load()
    assert loaded == s and problem is None


def test_no_settings_file_means_defaults_and_no_message(tmp_path: Path) -> None:
    assert SettingsFile(tmp_path / "none.json").load() == (Settings(), None)


def test_corrupt_settings_file_gives_a_message_is_kept_aside_and_defaults_are_used(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b'{"language": "es", "theme": ')  # cut short
    settings, problem = SettingsFile(path).load()
    assert settings == Settings()
    assert problem.code is ProblemCode.SETTINGS_CORRUPT and problem.path == path
    assert problem.kept_aside.read_bytes() == b'{"language": "es", "theme": '
    SettingsFile(path).save(settings.with_changes(theme="light"))
    assert problem.kept_aside.read_bytes() == b'{"language": "es", "theme": '  # never overwritten


def test_settings_file_that_is_not_an_object_is_corrupt(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("[1, 2, 3]", "utf-8")
    settings, problem = SettingsFile(path).load()
    assert settings == Settings() and problem.code is ProblemCode.SETTINGS_CORRUPT


def test_one_invalid_value_falls_back_to_its_default_and_keeps_the_others(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "klingon", "theme": "light"}), "utf-8")
    settings, problem = SettingsFile(path).load()
    assert settings.language is None and settings.theme == "light"
    assert problem.code is ProblemCode.SETTINGS_INVALID_VALUE
    assert dict(problem.params) == {"key": "language"} and problem.kept_aside.exists()


def test_unknown_keys_from_a_newer_version_are_ignored(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "theme": "light", "hologram": True}), "utf-8")
    assert SettingsFile(path).load() == (Settings(theme="light"), None)


def test_settings_are_written_atomically_leaving_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    store = SettingsFile(path)
    store.save(Settings(language="en"))
    store.save(Settings(language="es"))
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]
    assert json.loads(path.read_text("utf-8"))["language"] == "es"


def test_atomic_write_keeps_the_old_file_when_the_write_fails(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    atomic_write_text(path, "old")
    try:
        atomic_write_text(path, "\udcff")  # cannot be encoded: the write fails
    except UnicodeEncodeError:
        pass
    assert path.read_text("utf-8") == "old" and [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_command_line_data_dir_wins_over_the_setting_and_holds_everything(tmp_path: Path) -> None:
    loc = Locations.resolve(
        cli_data_dir=tmp_path / "cli", settings_data_dir=tmp_path / "s", environ={}
    )
    assert loc.history_db == tmp_path / "cli" / "history.sqlite3"
    assert loc.settings_file == tmp_path / "cli" / "settings.json"
    assert loc.journals == tmp_path / "cli" / "journals"


def test_data_dir_setting_moves_history_but_not_settings(tmp_path: Path) -> None:
    loc = Locations.resolve(settings_data_dir=tmp_path / "s", environ={})
    assert loc.history_db == tmp_path / "s" / "history.sqlite3"
    assert loc.settings_file.parent != tmp_path / "s"


def test_default_data_dir_is_the_platforms_user_data_dir() -> None:
    import platformdirs

    loc = Locations.resolve(environ={})
    assert loc.data == Path(platformdirs.user_data_dir("pool-scoreboard", appauthor=False))


def test_environment_variable_names_a_portable_data_dir(tmp_path: Path) -> None:
    loc = Locations.resolve(environ={DATA_DIR_ENV: str(tmp_path)}).ensure()
    assert loc.data == tmp_path and loc.journals.is_dir()


def test_the_starter_rating_of_new_settings_is_the_fits_prior_centre():
    """The settings keep their own copy of the starter rating (read at start-up without the
    fit's module): it is the fit's default."""
    assert Settings().rating_starter == FitOptions.starter
