"""Phone scoring on loopback: many tables scored from phones at once, through the real server.

A server process (a fresh interpreter: a :class:`~ui.servers.phone_hall.PhoneHall` with :data:`TABLES`
tables in play, journals on a real folder with fsync, and its
:class:`~ui.servers.phone_server.PhoneServer` on 127.0.0.1) and a client process (this one: aiohttp on
one asyncio loop) with, per table, one pen that taps every :data:`TAP_SECONDS` (the tables'
taps spread over that time) and two watchers on the table's WebSocket. For a bounded time:

* tap -> verdict: from the pen's request sent to its answer read (the record judged, written
  to the journal with fsync, the state made): median and 99th percentile, as shares of a 60 Hz
  frame; and tap -> both watchers pushed the new state;
* the server process's CPU over the run, as a share of one core;
* memory per extra table: the server process's resident memory grown from 1 table to
  :data:`TABLES` (opened, paired, before any tap), divided by the extra tables; and again at
  the end of the run (the matches played on);
* the pen's tap -> verdict while strangers on 39 loopback addresses (tests/phones/flood.py, a
  process of their own) flood the server at each stage of a connection in turn: heads that
  never end, bodies a byte a second, WebSockets without a token, WebSockets with one,
  requests for a table's state one after another;
* a finger's tap on the touch page to the verdict in its DOM, in headless Chromium, while the
  other tables play (bench/phone_touch.py).

Figures only, no assertions. ``python bench/bench_phones.py [--quick] [--seconds S]
[--folder DIR] [--flood]`` (journals in a temporary folder beside the project unless ``--folder``,
made when it does not exist).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from phone_load import SHOT  # noqa: E402 - this folder is on the path when run or imported

FRAME = 1.0 / 60.0
TABLES = 16
WATCHERS = 2
TAP_SECONDS = 2.0
SECONDS = 30.0
QUICK_SECONDS = 10.0


def _rss() -> int:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


# -- the server process -----------------------------------------------------------------------


def _serve(folder: Path, tables: int, page: Path | None = None) -> int:
    """The server process: prints a JSON line (port, tokens, memory), then serves until
    "stop" on stdin (or a minute after the longest run), then prints its figures."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

    from scoreboard.match.match import MatchConfig
    from ui.servers.phone_hall import PhoneHall
    from ui.servers.phone_server import PhoneServer

    app = QCoreApplication([])
    hall = PhoneHall(folder)
    server = PhoneServer(hall)
    server.start("127.0.0.1", 0, files=page)  # page: the touch page's files, when not ours
    config = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(999, 999), breaker=0)
    tokens: dict[str, list[str]] = {}

    def open_table(n: int) -> None:
        name = str(n)
        hall.open_match(name, config)
        found = []
        for i in range(1 + WATCHERS):
            code = hall.service.code(name)
            paired = hall.service.pair(name, code, f"phone-{i}", watch=i > 0, source=f"b{i}")
            assert paired.token is not None
            found.append(paired.token)
        tokens[name] = found

    open_table(1)
    one = _rss()
    for n in range(2, tables + 1):
        open_table(n)
    many = _rss()
    print(json.dumps({"port": server.port, "tokens": tokens, "rss_one": one, "rss_many": many}))
    sys.stdout.flush()

    class Line(QObject):
        heard = Signal(str)

    line = Line()
    marks: dict[str, tuple[float, float]] = {}

    def on_line(text: str) -> None:
        marks[text] = (time.monotonic(), time.process_time())
        if text == "stop":
            app.quit()

    line.heard.connect(on_line)

    def read() -> None:
        for text in sys.stdin:
            line.heard.emit(text.strip())
        line.heard.emit("stop")

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    QTimer.singleShot(int((SECONDS * 4 + 60) * 1000), app.quit)  # stops by itself
    app.exec()
    server.stop()
    end = _rss()
    hall.release()
    start, stop = marks.get("start"), marks.get("stop")
    cpu = (stop[1] - start[1]) / (stop[0] - start[0]) if start and stop else None
    print(json.dumps({"cpu": cpu, "rss_end": end}))
    sys.stdout.flush()
    # no thread left reading when the interpreter and Qt wind down: the caller closes stdin
    reader.join(10)
    return 0


# -- the clients -------------------------------------------------------------------------------


class _Table:
    def __init__(self, name: str, tokens: list[str]) -> None:
        self.name = name
        self.pen = tokens[0]
        self.watchers = tokens[1:]
        self.match = ""
        self.seen: list[int] = [0] * len(self.watchers)
        self.waits: list[tuple[int, float, asyncio.Event]] = []


async def _watch(session: Any, base: str, table: _Table, i: int) -> None:
    url = f"{base}/api/phone/{table.name}/events"
    async with session.ws_connect(url, heartbeat=None) as ws:
        await ws.send_str(json.dumps({"token": table.watchers[i]}))
        async for message in ws:
            state = json.loads(message.data)["state"]
            table.match = state["phone"]["match_id"]
            table.seen[i] = state["phone"]["records"]
            for records, _t0, done in table.waits:
                if min(table.seen) >= records:
                    done.set()


async def _pen(
    session: Any, base: str, table: _Table, offset: float, until: float, out: dict[str, list]
) -> None:
    await asyncio.sleep(offset)
    n = 0
    url = f"{base}/api/phone/{table.name}/input"
    headers = {"Authorization": f"Bearer {table.pen}"}
    while time.monotonic() < until:
        due = time.monotonic() + TAP_SECONDS
        record = {"kind": "undo"} if n % 10 == 9 else SHOT
        body = {"id": f"bench-{table.name}-{n:06d}", "match": table.match, "input": record}
        n += 1
        t0 = time.perf_counter()
        async with session.post(url, json=body, headers=headers) as answer:
            got = await answer.json()
        verdict = time.perf_counter() - t0
        out["verdict"].append(verdict)
        if answer.status != 200:
            out["refused"].append((answer.status, got.get("code")))
        else:
            records = got["state"]["phone"]["records"]
            done = asyncio.Event()
            wait = (records, t0, done)
            table.waits.append(wait)
            if min(table.seen) >= records:
                done.set()
            try:
                await asyncio.wait_for(done.wait(), 5.0)
                out["pushed"].append(time.perf_counter() - t0)
            except TimeoutError:
                out["lost"].append(1)
            table.waits.remove(wait)
        await asyncio.sleep(max(0.0, due - time.monotonic()))


async def _load(port: int, tokens: dict[str, list[str]], seconds: float) -> dict[str, list]:
    import aiohttp

    base = f"http://127.0.0.1:{port}"
    tables = [_Table(name, found) for name, found in tokens.items()]
    out: dict[str, list] = {"verdict": [], "pushed": [], "refused": [], "lost": []}
    limits = aiohttp.TCPConnector(limit=0, force_close=True)
    async with aiohttp.ClientSession(connector=limits) as session:
        watchers = [
            asyncio.ensure_future(_watch(session, base, t, i))
            for t in tables
            for i in range(len(t.watchers))
        ]
        end = time.monotonic() + 10
        while any(not t.match for t in tables) and time.monotonic() < end:
            await asyncio.sleep(0.05)
        until = time.monotonic() + seconds
        spread = TAP_SECONDS / len(tables)
        await asyncio.gather(
            *(_pen(session, base, t, i * spread, until, out) for i, t in enumerate(tables))
        )
        for w in watchers:
            w.cancel()
        await asyncio.gather(*watchers, return_exceptions=True)
    return out


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def journal_folder(folder: Path) -> Path:
    """``--folder``: made when it does not exist yet (with its parents); OSError when it cannot
    be made or is not a folder."""
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def measure(seconds: float, folder: Path | None = None, tables: int = TABLES) -> dict[str, Any]:
    """One run (see the module): the figures as a dict."""
    with tempfile.TemporaryDirectory(prefix=".bench-phones-", dir=folder or ROOT) as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
        child = subprocess.Popen(
            [sys.executable, __file__, "--serve", tmp, str(tables)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            text=True,
        )
        assert child.stdin is not None and child.stdout is not None
        try:
            ready = json.loads(child.stdout.readline())
            child.stdin.write("start\n")
            child.stdin.flush()
            out = asyncio.run(_load(ready["port"], ready["tokens"], seconds))
            child.stdin.write("stop\n")
            child.stdin.flush()
            last = json.loads(child.stdout.readline())
            child.stdin.close()
            child.wait(30)
        finally:
            if child.poll() is None:
                child.kill()
    extra = max(1, tables - 1)
    return {
        "tables": tables,
        "taps": len(out["verdict"]),
        "refused": len(out["refused"]),
        "lost": len(out["lost"]),
        "verdict_median": statistics.median(out["verdict"]),
        "verdict_p99": percentile(out["verdict"], 0.99),
        "pushed_median": statistics.median(out["pushed"]) if out["pushed"] else float("nan"),
        "pushed_p99": percentile(out["pushed"], 0.99),
        "cpu": last["cpu"],
        "rss_per_table": (ready["rss_many"] - ready["rss_one"]) / extra,
        "rss_per_table_end": (last["rss_end"] - ready["rss_one"]) / extra,
    }


def cut_run(seconds: float, tables: int = TABLES) -> dict[str, int]:
    """Taps through a relay cut for 5 s in the middle (bench/phone_load.py): what the
    journals kept of them."""
    from phone_load import kept, serve_and_play

    with tempfile.TemporaryDirectory(prefix=".bench-phones-cut-", dir=ROOT) as tmp:
        played, _ = serve_and_play(  # the pens on their sockets, by POST while cut off
            Path(tmp), tables, seconds, cut_at=seconds / 2 - 2.5, socket=True
        )
        lost, twice, foreign = kept(Path(tmp), played)
    return {
        "taps": sum(len(t.taps) for t in played),
        "resent": sum(1 for t in played for tap in t.taps if tap.sends > 1),
        "lost": lost,
        "twice": twice,
        "foreign": foreign,
    }


#: strangers flooding the phone server at each stage (tests/phones/flood.py): what each of
#: the 39 addresses (127.0.0.2 to 127.0.0.40) keeps: (stage, path, connections)
FLOODS = {
    "heads": ("head", "/api/phone/1/input", 32),
    "bodies": ("body", "/api/phone/1/input", 32),
    "token-less sockets": ("tokenless", "/api/phone/1/events", 16),
    "sockets with a token": ("token", "/api/phone/1/events", 16),
    "requests one after another": ("asks", "/api/phone/1/state", 8),
}


def _tap(port: int, path: str, token: str, body: Any) -> tuple[int, float, Any]:
    import http.client

    t0 = time.perf_counter()
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        data = None if body is None else json.dumps(body)
        headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
        conn.request("GET" if body is None else "POST", path, body=data, headers=headers)
        answer = conn.getresponse()
        got = json.loads(answer.read())
        conn.close()
        return answer.status, time.perf_counter() - t0, got
    except (OSError, ValueError):
        return 0, time.perf_counter() - t0, None


def under_flood(seconds: float) -> dict[str, tuple[list[float], int]]:
    """The pen's taps (one every 0.1 s, for ``seconds``) while strangers on 39 addresses flood
    the phone server at each stage of :data:`FLOODS`, in turn: the seconds each tap took to be
    answered 200, and how many were not, by stage."""
    from tests.phones.flood import STRANGERS, Flood

    found: dict[str, tuple[list[float], int]] = {}
    with tempfile.TemporaryDirectory(prefix=".bench-phones-flood-", dir=ROOT) as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
        child = subprocess.Popen(
            [sys.executable, __file__, "--serve", tmp, "1"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            text=True,
        )
        assert child.stdin is not None and child.stdout is not None
        try:
            ready = json.loads(child.stdout.readline())
            port, (pen, watcher, *_) = ready["port"], ready["tokens"]["1"]
            _, _, state = _tap(port, "/api/phone/1/state", pen, None)
            match = state["state"]["phone"]["match_id"]
            n = 0
            for label, (kind, path, each) in FLOODS.items():
                flood = Flood(
                    port,
                    kind,
                    path,
                    addresses=STRANGERS,
                    each=each,
                    seconds=seconds + 1.5,
                    token=watcher,
                    frame=kind == "token",
                    pause=0.0 if kind == "asks" else 0.5,
                )
                try:
                    time.sleep(1.0)  # the strangers have taken what they can
                    took: list[float] = []
                    failed = 0
                    end = time.monotonic() + seconds
                    while time.monotonic() < end:
                        n += 1
                        record = {"kind": "undo"} if n % 10 == 9 else SHOT
                        body = {"id": f"flood-{n:06d}", "match": match, "input": record}
                        status, t, _ = _tap(port, "/api/phone/1/input", pen, body)
                        if status == 200:
                            took.append(t)
                        else:
                            failed += 1
                        time.sleep(0.1)
                    flood.result()
                finally:
                    flood.stop()
                found[label] = (took, failed)
            child.stdin.write("stop\n")
            child.stdin.flush()
            child.stdout.readline()
            child.stdin.close()
            child.wait(30)
        finally:
            if child.poll() is None:
                child.kill()
    return found


def flood_figure(seconds: float) -> tuple[str, str, str, bool | None]:
    """The row for :func:`under_flood`: the pen's worst p99 and every stage's."""
    found = under_flood(seconds)
    parts, worst, failed = [], 0.0, 0
    for label, (took, lost) in found.items():
        p99 = percentile(took, 0.99) if took else float("inf")
        worst, failed = max(worst, p99), failed + lost
        parts.append(f"{label} p99 {p99 * 1e3:.0f} ms" + (f", {lost} not answered" if lost else ""))
    return (
        "phone tap -> verdict, strangers on 39 addresses flooding each stage in turn",
        "; ".join(parts),
        "every tap answered, p99 < 2 s",
        failed == 0 and worst < 2.0,
    )


def _touch_figure(quick: bool) -> tuple[str, str, str, bool | None]:
    from phone_touch import figure  # the page in headless Chromium (bench/phone_touch.py)

    return figure(quick)


def figures(quick: bool = False) -> list[tuple[str, str, str, bool | None]]:
    r = measure(QUICK_SECONDS if quick else SECONDS)
    label = f"{r['tables']} tables, a pen and {WATCHERS} watchers each"
    extra_mib = r["rss_per_table_end"] / 2**20
    cut = cut_run(QUICK_SECONDS * 2 if quick else SECONDS)
    return [
        (
            f"phone entries through a 5 s network cut, {label}, the pens on their WebSockets",
            f"{cut['lost']} lost, {cut['twice']} recorded twice, {cut['foreign']} on another"
            f" table ({cut['taps']} taps, {cut['resent']} sent again)",
            "0 lost, 0 twice",
            cut["lost"] == cut["twice"] == cut["foreign"] == 0,
        ),
        (
            f"phone tap -> verdict, {label}",
            f"median {r['verdict_median'] / FRAME:.2f} frames, p99"
            f" {r['verdict_p99'] / FRAME:.2f} ({r['taps']} taps, {r['refused']} refused)",
            "median < 1, p99 < 3 frames",
            r["verdict_median"] < FRAME and r["verdict_p99"] < 3 * FRAME,
        ),
        flood_figure(2.0 if quick else 5.0),
        _touch_figure(quick),
        (
            f"phone tap -> watchers pushed, {label}",
            f"median {r['pushed_median'] / FRAME:.2f} frames, p99"
            f" {r['pushed_p99'] / FRAME:.2f} ({r['lost']} not pushed in 5 s)",
            "p99 < 3 frames",
            r["pushed_p99"] < 3 * FRAME and not r["lost"],
        ),
        (
            "phone server CPU, one tap every 2 s per table",
            f"{r['cpu']:.1%} of one core" if r["cpu"] is not None else "not measured",
            "< 10 % of one core",
            r["cpu"] is not None and r["cpu"] < 0.10,
        ),
        (
            "phone server memory per extra table",
            f"{r['rss_per_table'] / 1024:.0f} KiB opened and paired,"
            f" {r['rss_per_table_end'] / 1024:.0f} KiB after the run",
            "< 2 MiB",
            extra_mib < 2.0,
        ),
    ]


def main(argv: list[str]) -> int:
    if argv[:1] == ["--serve"]:
        return _serve(Path(argv[1]), int(argv[2]), Path(argv[3]) if argv[3:] else None)
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--quick", action="store_true", help=f"{QUICK_SECONDS:.0f} s instead")
    p.add_argument("--seconds", type=float, help=f"how long the phones tap ({SECONDS:.0f} s)")
    p.add_argument("--folder", type=Path, help="where the journals go (a temporary sub-folder)")
    p.add_argument("--flood", action="store_true", help="only the taps under strangers' flood")
    args = p.parse_args(argv)
    if args.folder is not None:
        try:
            journal_folder(args.folder)
        except OSError as exc:
            p.error(f"--folder {args.folder}: not a folder this benchmark can write in ({exc})")
    seconds = args.seconds or (QUICK_SECONDS if args.quick else SECONDS)
    seconds = min(max(seconds, 2.0), SECONDS * 4)
    if args.flood:
        figure, measured, _target, _met = flood_figure(min(seconds, 10.0))
        print(f"{figure}:\n  {measured}")
        return 0
    r = measure(seconds, args.folder)
    print(f"{r['tables']} tables, a pen and {WATCHERS} watchers each, {seconds:.0f} s:")
    print(
        f"  tap -> verdict:          median {r['verdict_median'] * 1e3:.2f} ms"
        f" ({r['verdict_median'] / FRAME:.2f} frames), p99 {r['verdict_p99'] * 1e3:.2f} ms"
        f" ({r['verdict_p99'] / FRAME:.2f} frames); {r['taps']} taps, {r['refused']} refused"
    )
    print(
        f"  tap -> watchers pushed:  median {r['pushed_median'] * 1e3:.2f} ms"
        f" ({r['pushed_median'] / FRAME:.2f} frames), p99 {r['pushed_p99'] * 1e3:.2f} ms"
        f" ({r['pushed_p99'] / FRAME:.2f} frames); {r['lost']} not pushed within 5 s"
    )
    cpu = f"{r['cpu']:.1%}" if r["cpu"] is not None else "not measured"
    print(f"  server CPU:              {cpu} of one core")
    print(
        f"  memory per extra table:  {r['rss_per_table'] / 1024:.0f} KiB opened and paired,"
        f" {r['rss_per_table_end'] / 1024:.0f} KiB after the run"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
