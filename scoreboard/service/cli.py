"""The command line and the start of the process, without Qt.

What the app is started with is read and checked here, before any window (exit code 2 and a
message naming what is wrong); the windows are built by :mod:`ui.app`, the composition root.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from scoreboard import __version__


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="pool-scoreboard",
        description="Scoreboard and referee for pocket billiards.",
    )
    p.add_argument("--version", action="version", version=f"pool-scoreboard {__version__}")
    p.add_argument("--lang", choices=("es", "en"), help="interface language (default: system)")
    p.add_argument(
        "--screenshot",
        metavar="DIR",
        type=Path,
        help="render the scorekeeper and spectator windows to PNG files in DIR and exit",
    )
    p.add_argument(
        "--size",
        default="1366x768",
        type=_size,
        help="scorekeeper window size for --screenshot (default 1366x768)",
    )
    p.add_argument(
        "--spectator-size",
        default="1920x1080",
        type=_size,
        help="spectator window size for --screenshot (default 1920x1080)",
    )
    p.add_argument(
        "--demo",
        choices=("eight-ball", "nine-ball", "ten-ball", "straight-pool"),
        help="start with a demonstration match in progress",
    )
    p.add_argument("--data-dir", type=_folder, help="folder for history, autosave and settings")
    p.add_argument(
        "--serve",
        nargs="?",
        const=0,
        type=_port,
        metavar="PORT",
        help="serve the overlay pages and the match state on 127.0.0.1:PORT "
        "(default: the port in the settings, 8642 at first)",
    )
    _phone_options(p)
    p.add_argument(
        "--feed",
        metavar="URL",
        help="send this table's match to the venue's MQTT broker at URL "
        "(mqtt://HOST:PORT, mqtts:// for TLS; venue and table from the settings or below)",
    )
    p.add_argument("--venue", metavar="ID", help="the venue id on the feed (with --feed)")
    p.add_argument("--table", type=int, metavar="N", help="this table's number (with --feed)")
    args = p.parse_args(argv)
    if args.feed is not None:
        from scoreboard.feed.client import parse_address

        try:
            parse_address(args.feed)
        except ValueError as exc:
            p.error(str(exc))
    return args


def _phone_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--phones",
        type=_host_port,
        metavar="[HOST:]PORT",
        help="score tables from phones: serve the touch page and the phone API on HOST:PORT "
        "(HOST an address of this computer, 127.0.0.1 by default; [::1]:PORT for IPv6)",
    )
    p.add_argument(
        "--phones-open",
        action="store_true",
        help="with --phones: a table's state may be watched without pairing",
    )


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        port = -1
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"bad port {text!r}; give a number from 1 to 65535")
    return port


def _host_port(text: str) -> tuple[str, int]:
    """``[HOST:]PORT`` as (host, port); the host an IP address (``[...]`` for IPv6)."""
    import ipaddress

    host, sep, port = text.rpartition(":")
    if not sep:
        host = "127.0.0.1"
    elif host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    elif host == "localhost":
        host = "127.0.0.1"
    try:
        host = str(ipaddress.ip_address(host))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"bad address {text!r}; write [HOST:]PORT with HOST an IP address of this computer"
        ) from None
    return host, _port(port)


#: Window sizes --screenshot renders: from a small window to an 8K screen.
MIN_SIDE, MAX_SIDE = 200, 7680


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"bad size {text!r}; write it as WIDTHxHEIGHT") from None
    if not (MIN_SIDE <= w <= MAX_SIDE and MIN_SIDE <= h <= MAX_SIDE):
        raise argparse.ArgumentTypeError(
            f"size {text!r} out of range; each side from {MIN_SIDE} to {MAX_SIDE} pixels"
        )
    return w, h


def _folder(text: str) -> Path:
    if not text.strip():
        raise argparse.ArgumentTypeError("the data folder cannot be empty")
    return Path(text)


def check_args(args: argparse.Namespace) -> str | None:
    """What is wrong with the folders on the command line (None: nothing), before any window:
    a screenshot folder that is a file or cannot be made, a data folder (given or from the
    environment) that cannot be entered or made for lack of permission."""
    from scoreboard.files.paths import DATA_DIR_ENV, folder_problem

    if args.screenshot is not None:
        if args.screenshot.exists() and not args.screenshot.is_dir():
            return f"the screenshot folder {args.screenshot} is a file"
        try:
            args.screenshot.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return f"the screenshot folder {args.screenshot} cannot be made: {exc.strerror}"
    data = args.data_dir
    if data is None and os.environ.get(DATA_DIR_ENV):
        data = Path(os.environ[DATA_DIR_ENV])
    if data is not None:
        problem = folder_problem(data.expanduser())
        if problem is not None:
            return f"the data folder {data} cannot be used: {problem}"
    return None


def crash_folder(args: argparse.Namespace) -> Path:
    from scoreboard.files.paths import Locations

    try:
        return Locations.resolve(cli_data_dir=args.data_dir).ensure().data
    except OSError:
        return Path(tempfile.gettempdir())


def first_start_of_installed_app() -> None:
    """An installed copy on Linux puts itself in the applications menu (see
    :mod:`scoreboard.files.installation`); a source checkout writes nothing."""
    from scoreboard.files import installation

    if not sys.platform.startswith("linux") or not installation.is_installed():
        return
    from resources import resource_path

    exe = Path(sys.executable if getattr(sys, "frozen", False) else sys.argv[0]).resolve()
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    installation.install_desktop_entry(
        exe, resource_path("icons", "pool-scoreboard.svg"), Path(home)
    )


def use_utf8_file_names() -> None:
    """Run in Python's UTF-8 mode where the locale would decode file names as ASCII.

    Under ``LC_ALL=C`` (a service, a minimal container, ``PYTHONUTF8=0``) Python decodes a
    data folder such as ``/home/josé`` into text with lone surrogates, which neither Qt nor
    UTF-8 can take, while Qt itself switches to UTF-8 for file names. The process starts
    again at once in UTF-8 mode (``-X utf8``), as Qt reads names, before anything is opened.
    """
    if os.name != "posix" or sys.flags.utf8_mode or os.environ.get("PYTHONUTF8") == "1":
        return  # (PYTHONUTF8=1 without UTF-8 mode: a start again would change nothing)
    if sys.getfilesystemencoding().lower().replace("-", "") in ("utf8", "utf8mb4"):
        return
    env = dict(os.environ, PYTHONUTF8="1")
    if getattr(sys, "frozen", False):
        os.execve(sys.executable, [sys.executable, *sys.argv[1:]], env)
    os.execve(sys.executable, [sys.executable, "-X", "utf8", "-m", "ui", *sys.argv[1:]], env)


def no_screen_message(reasons: list[str]) -> str:
    """What to tell when Qt finds no screen for the windows."""
    why = "".join(f"\n    {r}" for r in reasons[:6]) or "\n    (Qt gave no reason)"
    platform = os.environ.get("QT_QPA_PLATFORM")
    where = (
        f"QT_QPA_PLATFORM={platform}"
        if platform
        else f"DISPLAY={os.environ.get('DISPLAY', '')!s} "
        f"WAYLAND_DISPLAY={os.environ.get('WAYLAND_DISPLAY', '')!s}"
    )
    return (
        f"pool-scoreboard cannot open its windows: Qt found no screen to show them on ({where})."
        f"{why}\n"
        "Start it from a desktop session, or set DISPLAY (X11) or WAYLAND_DISPLAY to a running "
        "display, or QT_QPA_PLATFORM to a platform Qt has (offscreen draws without a screen)."
    )


def load_core() -> None:
    """Import the Qt-free core (the rules, the match service and what they use) before Qt.

    PySide6 reads the source of every module imported after it, looking for its
    ``__feature__`` switches: importing the core first spares that reading (time, and
    megabytes of text at the peak of start-up).
    """
    import rules  # noqa: F401
    import scoreboard.service.session
    import scoreboard.table.clock_policy
    import scoreboard.table.problem
    import scoreboard.table.state  # noqa: F401
