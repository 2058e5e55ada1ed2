"""What an installed copy of the app sets up for itself on its first start, and its crash log.

On Linux an installed app (a standalone bundle, or a pipx/pip install) puts a desktop entry in the
user's applications menu, with the app icon, so the next start is a click in the menu. Windows and
macOS get theirs from the installer (Inno Setup's start-menu entry, the ``.app`` in Applications).
A source checkout run by a developer writes nothing.

A crash is written to ``crash-<timestamp>.log`` in the data folder, with the version, the
platform and the traceback, so that a club can send it in; the window then points to that file
instead of leaving a traceback in a console nobody sees.

>>> entry = desktop_entry(Path("/opt/pool-scoreboard/pool-scoreboard"), Path("/x/icon.svg"))
>>> "Exec=\\"/opt/pool-scoreboard/pool-scoreboard\\" %F" in entry, "Icon=/x/icon.svg" in entry
(True, True)
"""

from __future__ import annotations

import sys
import traceback
from pathlib import Path
from types import TracebackType

from scoreboard import __version__
from scoreboard.files.paths import (
    APP_NAME,
    atomic_write_bytes,
    atomic_write_text,
    read_at_most,
    timestamp,
)

DESKTOP_FILE = f"{APP_NAME}.desktop"


def desktop_entry(executable: Path, icon: Path) -> str:
    """The freedesktop.org entry that starts ``executable`` from the applications menu."""
    return "\n".join(
        [
            "[Desktop Entry]",
            "Type=Application",
            "Version=1.5",
            "Name=Pool Scoreboard",
            "GenericName=Pool scoreboard and referee",
            "GenericName[es]=Marcador y árbitro de billar pool",
            "Comment=Scoreboard and referee for pocket billiards",
            "Comment[es]=Marcador y árbitro para billar pool",
            f'Exec="{executable}" %F',
            f"Icon={icon}",
            "Terminal=false",
            "Categories=Game;SportsGame;",
            "Keywords=pool;billiards;scoreboard;billar;marcador;",
            "StartupWMClass=pool-scoreboard",
            "",
        ]
    )


def is_installed(module_file: str | None = None) -> bool:
    """True for a frozen bundle or an install into site-packages; False in a source checkout."""
    if getattr(sys, "frozen", False):
        return True
    here = Path(module_file or __file__).resolve()
    return any(part in ("site-packages", "dist-packages") for part in here.parts)


def _current(path: Path, size: int) -> bytes | None:
    """The file's bytes when it is a regular file of about ``size`` bytes, else None."""
    try:
        return read_at_most(path, size + 1)
    except OSError:
        return None


def install_desktop_entry(executable: Path, icon_svg: Path, data_home: Path) -> Path | None:
    """Write the desktop entry and the icon under ``data_home`` (``~/.local/share``) when they
    are missing or point elsewhere. Returns the entry's path when it was (re)written."""
    icon = data_home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_NAME}.svg"
    entry_path = data_home / "applications" / DESKTOP_FILE
    text = desktop_entry(executable, icon)
    try:
        wanted = icon_svg.read_bytes()
        # what is there now, read with a bound (a named pipe or a huge file is just replaced)
        if not icon.exists() or _current(icon, len(wanted)) != wanted:
            atomic_write_bytes(icon, wanted)
        if entry_path.exists() and _current(entry_path, len(text.encode())) == text.encode():
            return None
        atomic_write_text(entry_path, text)
    except OSError:
        return None  # a read-only home is no reason not to start
    return entry_path


def write_crash_log(
    folder: Path,
    exc_type: type[BaseException],
    exc: BaseException,
    tb: TracebackType | None,
) -> Path | None:
    """Write the crash report to ``folder/crash-<timestamp>.log``; None if it cannot be written."""
    import platform  # here, not at every start: only a crash report names the platform

    lines = [
        f"{APP_NAME} {__version__}",
        f"Python {platform.python_version()} on {platform.platform()}",
        f"frozen: {bool(getattr(sys, 'frozen', False))}",
        "",
        *traceback.format_exception(exc_type, exc, tb),
    ]
    base = folder / f"crash-{timestamp()}.log"
    path, n = base, 1
    while path.exists():
        path = base.with_name(f"{base.stem}-{n}.log")
        n += 1
    try:
        atomic_write_text(path, "\n".join(line.rstrip("\n") for line in lines) + "\n")
    except OSError:
        return None
    return path
