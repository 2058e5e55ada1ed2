#!/usr/bin/env python3
"""Check (and on Debian/Ubuntu as root, install) the system libraries Qt needs.

Run by `make setup` and `.ci/run`. Without root or apt-get it only reports what is missing, so a
club laptop never gets a surprise install.
"""

from __future__ import annotations

import ctypes.util
import os
import shutil
import subprocess
import sys

# shared library -> Debian package that provides it
LIBRARIES = {
    "EGL": "libegl1",
    "GL": "libgl1",
    "xkbcommon": "libxkbcommon0",
    "xkbcommon-x11": "libxkbcommon-x11-0",
    "fontconfig": "libfontconfig1",
    "freetype": "libfreetype6",
    "dbus-1": "libdbus-1-3",
    "glib-2.0": "libglib2.0-0",
    "X11-xcb": "libx11-xcb1",
    "xcb-cursor": "libxcb-cursor0",
    "xcb-icccm": "libxcb-icccm4",
    "xcb-image": "libxcb-image0",
    "xcb-keysyms": "libxcb-keysyms1",
    "xcb-randr": "libxcb-randr0",
    "xcb-render-util": "libxcb-render-util0",
    "xcb-shape": "libxcb-shape0",
    "xcb-xinerama": "libxcb-xinerama0",
    "xcb-xkb": "libxcb-xkb1",
    "pulse": "libpulse0",
    "asound": "libasound2",
    "gssapi_krb5": "libgssapi-krb5-2",
    "nss3": "libnss3",
}
# programs used by the end-to-end test and screenshots on a virtual display, and the headless
# browser that the overlay tests and benchmarks drive over its DevTools protocol
# and the MQTT broker the venue feed's tests run against (tests/feed/broker.py), openssl for
# the certificate of its TLS listener (tests/feed/test_broker_config.py); setpriv runs the app
# without root's way past permission bits (tests/faults/test_file_matrix.py); pdftotext reads
# the prints' words and their sizes back (tests/ui/test_prints_readable.py)
PROGRAMS = {
    "Xvfb": "xvfb",
    "xdotool": "xdotool",
    "fc-list": "fontconfig",
    "chromium": "chromium",
    "mosquitto": "mosquitto",
    "openssl": "openssl",
    "setpriv": "util-linux",
    "pdftotext": "poppler-utils",
}
EXTRA_PACKAGES = ["fonts-dejavu-core"]


def missing() -> list[str]:
    pkgs = [pkg for lib, pkg in LIBRARIES.items() if ctypes.util.find_library(lib) is None]
    path = os.environ.get("PATH", "") + ":/usr/sbin:/usr/local/sbin"
    pkgs += [pkg for prog, pkg in PROGRAMS.items() if shutil.which(prog, path=path) is None]
    if not os.path.isdir("/usr/share/fonts/truetype/dejavu"):
        pkgs += EXTRA_PACKAGES
    return sorted(set(pkgs))


def main() -> int:
    need = missing()
    if not need:
        return 0
    can_install = (
        "--install-if-root" in sys.argv
        and shutil.which("apt-get") is not None
        and hasattr(os, "geteuid")
        and os.geteuid() == 0
    )
    if not can_install:
        print("pool-scoreboard: these system packages seem to be missing: " + " ".join(need))
        print("On Debian or Ubuntu: sudo apt-get install " + " ".join(need))
        return 0
    print("Installing system packages: " + " ".join(need), flush=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update", "-qq"], check=False, env=env)
    result = subprocess.run(
        ["apt-get", "install", "-y", "-qq", "--no-install-recommends", *need], env=env
    )
    if result.returncode != 0:
        # Install what can be installed one by one (a package name may differ by release).
        for pkg in need:
            subprocess.run(
                ["apt-get", "install", "-y", "-qq", "--no-install-recommends", pkg], env=env
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
