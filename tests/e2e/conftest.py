"""A real X display for the end-to-end tests: an Xvfb server started for the test session.

Xvfb and xdotool are installed by ``tools/system_deps.py`` (run by ``make setup`` and
``.ci/run``); without them the tests fail with a message naming the missing program.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator

import pytest

SCREEN = "1920x1600x24"


def _need(program: str) -> str:
    path = shutil.which(program)
    if path is None:
        pytest.fail(
            f"{program} is not installed: run `python3 tools/system_deps.py --install-if-root` "
            "(as root on Debian/Ubuntu) to install it",
            pytrace=False,
        )
    return path


@pytest.fixture(scope="session")
def xdisplay() -> Iterator[str]:
    """The name (":N") of a fresh Xvfb display, torn down after the session."""
    xvfb = _need("Xvfb")
    _need("xdotool")
    read_fd, write_fd = os.pipe()
    proc = subprocess.Popen(
        [xvfb, "-displayfd", str(write_fd), "-screen", "0", SCREEN, "-nolisten", "tcp"],
        pass_fds=(write_fd,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    os.close(write_fd)
    number = b""
    deadline = time.monotonic() + 30
    with os.fdopen(read_fd, "rb") as pipe:
        while not number.endswith(b"\n") and time.monotonic() < deadline:
            chunk = pipe.read(1)
            if not chunk:
                break
            number += chunk
    if not number.strip():
        proc.kill()
        _, err = proc.communicate(timeout=10)
        pytest.fail(f"Xvfb did not start: {err.decode(errors='replace')[-1000:]}", pytrace=False)
    display = f":{number.strip().decode()}"
    try:
        yield display
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
