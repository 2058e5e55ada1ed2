"""The standalone bundle (`make dist`): its size, and its start-up against the virtual
environment's ``pool-scoreboard`` command.

Start-up here is one whole run of ``--screenshot``: start the process, build both windows with
their translations, render them to PNG and exit, on the offscreen platform. Both commands do
exactly the same work, so the ratio compares what the bundle adds or saves (unpacking, finding
libraries, bytecode) and nothing else. The bundle runs with no Python on its PATH.

    python bench/bench_bundle.py [--runs 7]

Prints the size, the median of each start-up and the ratio bundle / venv (target at most 1.2).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "pool-scoreboard"
TARGET = 1.2


def bundle_binary() -> Path:
    exe = BUNDLE / ("pool-scoreboard.exe" if os.name == "nt" else "pool-scoreboard")
    if not exe.exists():
        raise FileNotFoundError(f"{exe} is missing: run `make dist` first")
    return exe


def venv_command() -> Path:
    return Path(sys.executable).parent / "pool-scoreboard"


def size_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def one_run(command: list[str], env: dict[str, str]) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        args = [*command, "--lang", "en", "--data-dir", f"{tmp}/data", "--screenshot", f"{tmp}/s"]
        t0 = time.monotonic()
        subprocess.run(args, env=env, check=True, capture_output=True, timeout=120)
        return time.monotonic() - t0


def startups(runs: int) -> tuple[list[float], list[float]]:
    base = {"QT_QPA_PLATFORM": "offscreen", "HOME": os.environ.get("HOME", "/tmp")}
    base["LANG"] = "C.UTF-8"
    bundle_env = dict(base, PATH="/nonexistent")
    venv_env = dict(base, PATH=os.environ.get("PATH", ""))
    bundle = [str(bundle_binary())]
    venv = [str(venv_command())]
    one_run(bundle, bundle_env)  # warm the file cache for both
    one_run(venv, venv_env)
    b, v = [], []
    for _ in range(runs):  # interleaved, so a busy moment hits both alike
        b.append(one_run(bundle, bundle_env))
        v.append(one_run(venv, venv_env))
    return b, v


def figures(runs: int = 7) -> Iterator[tuple[str, str, str, bool | None]]:
    size = size_bytes(BUNDLE) if BUNDLE.exists() else 0
    yield (
        "standalone bundle size (dist/pool-scoreboard)",
        f"{size / 2**20:.0f} MiB",
        "report",
        None,
    )
    b, v = startups(runs)
    ratio = statistics.median(b) / statistics.median(v)
    yield (
        f"bundle start-up / venv start-up (--screenshot run, median of {runs})",
        f"{ratio:.2f}x ({statistics.median(b) * 1000:.0f} vs {statistics.median(v) * 1000:.0f} ms)",
        f"<= {TARGET}x",
        ratio <= TARGET,
    )


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--runs", type=int, default=7)
    args = p.parse_args()
    for figure, measured, target, _met in figures(args.runs):
        print(f"{figure}: {measured} (target {target})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
