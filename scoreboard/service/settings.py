"""The user's settings, kept between runs in a small JSON file written atomically.

>>> import tempfile
>>> store = SettingsFile(Path(tempfile.mkdtemp()) / "settings.json")
>>> s, problem = store.load()
>>> s == Settings(), problem
(True, None)
>>> store.save(s.with_changes(language="es"))
>>> store.load()[0].language
'es'

A file that cannot be read as settings is moved aside once (``settings.json.damaged-<timestamp>``)
and reported as a :class:`~scoreboard.files.paths.FileProblem`; the defaults are used for whatever
could not be read. Unknown keys are ignored so a newer file still loads its known values.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scoreboard.files.paths import (
    FileProblem,
    NotAFileError,
    ProblemCode,
    Severity,
    atomic_write_text,
    put_aside,
    read_at_most,
)
from scoreboard.files.shapes import MAX_SETTINGS_BYTES, SETTINGS, SchemaError, load_json

log = logging.getLogger(__name__)

#: The starter rating of a new installation: the fit's own prior centre
#: (``scoreboard.ratings.FitOptions.starter``, tests/scoreboard/test_settings.py), written here
#: so that reading the settings at start-up does not import the ratings' fit.
RATING_STARTER = 500.0
#: The robustness from which a rating is established, not provisional: FargoRate's 200 games.
RATING_ESTABLISHED = 200
#: The fewest racks a handicap gives the weaker side to win (a race to 1 or 2 is a lottery).
RACE_MINIMUM = 3

FORMAT = "pool-scoreboard-settings"
VERSION = 1


@dataclass(frozen=True, slots=True)
class Settings:
    """What persists between runs.

    ``language`` is ``es``/``en`` (None: the system's); ``shot_clock_profile`` a key of
    :data:`scoreboard.table.shot_clock.PROFILES` (or ``custom``) and ``custom_clock`` the custom
    profile's ``to_dict``; ``spectator_screen`` the screen's name for the spectator window (None:
    off); ``spectator_open`` / ``spectator_full_screen`` how the spectator window was left (it
    comes back so at the next start); ``window_geometry`` maps a window's name to its saved
    geometry (base64 text); ``data_dir`` overrides where the history and journals are kept
    (None: the default); ``server_on`` starts the overlay server at start-up, on
    ``server_port``, loopback-only unless ``server_lan`` (then ``server_token`` is required of
    every request); ``feed_on`` connects to the venue feed's broker at ``feed_url`` as table
    ``feed_table`` of venue ``feed_venue`` (docs/venue-feed.md); ``rating_starter`` is the
    rating of a player known only by his games (the prior of the ratings' fit, 0 to
    :data:`~scoreboard.files.shapes.MAX_STARTER`; :mod:`scoreboard.ratings`);
    ``rating_established`` the robustness (games) from which a rating is no longer provisional
    (0: none is); ``race_minimum`` the fewest racks a handicap's weaker side races to, and
    ``rating_gap_cap`` the widest rating gap a handicap makes up for (None: no cap);
    ``rating_half_life`` the days in which a game's weight in the ratings halves (None: every
    game weighs the same).
    """

    language: str | None = None
    shot_clock_profile: str = "wpa"
    custom_clock: dict[str, Any] | None = None
    clock_auto_start: bool = True
    spectator_screen: str | None = None
    spectator_open: bool = False
    spectator_full_screen: bool = False
    theme: str = "dark"
    last_folder: str | None = None
    window_geometry: dict[str, str] = field(default_factory=dict)
    data_dir: str | None = None
    server_on: bool = False
    server_port: int = 8642
    server_lan: bool = False
    server_token: str | None = None
    feed_on: bool = False
    feed_url: str | None = None
    feed_venue: str | None = None
    feed_table: int = 1
    rating_starter: float = RATING_STARTER
    rating_established: int = RATING_ESTABLISHED
    race_minimum: int = RACE_MINIMUM
    rating_gap_cap: float | None = None
    rating_half_life: float | None = None

    def with_changes(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        d = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        d["window_geometry"] = dict(self.window_geometry)
        return {"format": FORMAT, "version": VERSION, **d}


def _clock_ok(value: Any) -> bool:
    """A custom clock profile the shot clock can run (its fields agree with each other)."""
    if value is None:
        return True
    from scoreboard.table.shot_clock import ClockProfile

    try:
        ClockProfile.from_dict(value)
    except (ValueError, TypeError):
        return False
    return True


def settings_from_dict(
    d: Mapping[str, Any], path: Path = Path("settings.json")
) -> tuple[Settings, FileProblem | None]:
    """Settings from a parsed file; the first invalid value (if any) is reported."""
    version = d.get("version", VERSION)
    problem: FileProblem | None = None
    if isinstance(version, int) and version > VERSION:
        problem = FileProblem(
            ProblemCode.SETTINGS_NEWER_VERSION,
            path,
            None,
            {"version": version, "supported": VERSION},
        )
    values: dict[str, Any] = {}
    for name, shape in SETTINGS.items():
        if name not in d:
            continue
        try:
            shape.check(d[name], name)
        except SchemaError:
            ok = False
        else:
            ok = name != "custom_clock" or _clock_ok(d[name])
        if ok:
            values[name] = d[name]
        elif problem is None:
            problem = FileProblem(ProblemCode.SETTINGS_INVALID_VALUE, path, None, {"key": name})
    _read_older_flags(values)
    return Settings(**values), problem


#: Flags that files written by earlier versions kept as "yes"/"no" among the window geometries.
_OLDER_FLAGS = {
    "spectator-open": "spectator_open",
    "spectator-full-screen": "spectator_full_screen",
}


def _read_older_flags(values: dict[str, Any]) -> None:
    """Move the "yes"/"no" flags of an older file's ``window_geometry`` to their booleans.

    >>> v = {"window_geometry": {"scorekeeper": "AA==", "spectator-open": "yes"}}
    >>> _read_older_flags(v)
    >>> v
    {'window_geometry': {'scorekeeper': 'AA=='}, 'spectator_open': True}
    """
    geometry = values.get("window_geometry")
    if not isinstance(geometry, dict):
        return
    for old, name in _OLDER_FLAGS.items():
        if old in geometry:
            flag = geometry.pop(old)
            values.setdefault(name, flag == "yes")


class SettingsFile:
    """The settings file at ``path``."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)

    def load(self) -> tuple[Settings, FileProblem | None]:
        """The saved settings (defaults when there is no file yet), and the problem found.

        A file that cannot be used as it is (not JSON, not an object, too large, unreadable,
        or not a file at all: a folder, a named pipe, a symlink loop) gives the defaults; an
        invalid value gives its default and the rest is kept. Either way what was there is
        moved aside once (``settings.json.damaged-<timestamp>``: moved, not copied, so a full
        disk does not stop it) and the recovered settings are written in its place: the next
        load, at quit or in another copy of the app, finds good settings, not the damage
        again. Never raises for a problem with the file.
        """
        try:
            raw = read_at_most(self.path, MAX_SETTINGS_BYTES + 1)
        except FileNotFoundError:
            return Settings(), None
        except NotAFileError as exc:
            return Settings(), self._aside(
                FileProblem(
                    ProblemCode.NOT_A_FILE, self.path, None, {"error": str(exc)}, Severity.ERROR
                )
            )
        except OSError as exc:
            return Settings(), self._aside(
                FileProblem(
                    ProblemCode.UNREADABLE, self.path, None, {"error": str(exc)}, Severity.ERROR
                )
            )
        if len(raw) > MAX_SETTINGS_BYTES:
            return Settings(), self._aside(
                FileProblem(
                    ProblemCode.FILE_TOO_LARGE,
                    self.path,
                    None,
                    {"limit": MAX_SETTINGS_BYTES},
                    Severity.ERROR,
                )
            )
        try:
            data = load_json(raw)
        except ValueError as exc:
            line = getattr(exc, "lineno", None)
            return Settings(), self._aside(
                FileProblem(ProblemCode.SETTINGS_CORRUPT, self.path, line, {}, Severity.ERROR)
            )
        if not isinstance(data, dict) or data.get("format", FORMAT) != FORMAT:
            return Settings(), self._aside(
                FileProblem(ProblemCode.SETTINGS_CORRUPT, self.path, None, {}, Severity.ERROR)
            )
        settings, problem = settings_from_dict(data, self.path)
        if problem is not None and problem.code is ProblemCode.SETTINGS_INVALID_VALUE:
            problem = self._aside(problem, settings)
        return settings, problem

    def _aside(self, problem: FileProblem, recovered: Settings | None = None) -> FileProblem:
        """Move what is at the path aside (once: it is gone from the path after) and write
        the ``recovered`` settings there; the problem with ``kept_aside`` set, or as it was
        when the file cannot be moved (a folder that cannot be written)."""
        try:
            aside = put_aside(self.path)
        except OSError as exc:
            log.warning("settings file %s not put aside: %s", self.path, exc)
            return problem
        if recovered is not None:
            try:
                self.save(recovered)
            except OSError as exc:
                log.warning("settings not saved: %s", exc)
        return dataclasses.replace(problem, kept_aside=aside)

    def save(self, settings: Settings) -> None:
        """Write the settings atomically (the old file stays whole until the new one is in)."""
        text = json.dumps(settings.to_dict(), ensure_ascii=False, indent=2, sort_keys=False)
        atomic_write_text(self.path, text + "\n")

    def update(self, base: Settings, **changes: Any) -> tuple[Settings, OSError | None]:
        """``base`` with ``changes``, saved; and the error when it could not be saved (the
        settings are changed all the same). The file may have been edited by hand meanwhile:
        what it holds is the base then, and only ``changes`` are written over it (an edit
        that does not read as settings is kept aside by :meth:`load` before the file is
        written again)."""
        if self.path.exists():
            on_disk, problem = self.load()
            if problem is None:
                base = on_disk
            else:
                log.warning("settings file changed by hand and unreadable: %s", problem)
        updated = base.with_changes(**changes)
        try:
            self.save(updated)
        except OSError as exc:
            log.warning("settings not saved: %s", exc)
            return updated, exc
        return updated, None
