"""The venue feed under load, on loopback against a real Mosquitto.

16 simulated tables (each its own MQTT connection, as 16 laptops would have) publish a state
change every 2 s each (a real club's pace is about one every 20 s) for 60 s (``--quick``: 12 s),
and report a finished match's result every 20 s each through the outbox; the desk and two
venue boards are subscribed. Printed:

* table -> desk latency of a state change, p50 and p99 (target p99 < 100 ms): from the
  moment the table made the document (its ``generated_ms``) to the moment the desk's thread
  handles it;
* results lost (target 0) and results applied twice (target 0), counted after the run;
* the desk's CPU (its network thread and its handling thread) as a share of one core, and the
  broker's.

Needs the ``mosquitto`` Debian package (tools/system_deps.py installs it).

    python bench/bench_feed.py [--quick]
"""

from __future__ import annotations

import argparse
import os
import queue
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for p in (str(ROOT), str(ROOT / "bench")):
    if p not in sys.path:
        sys.path.insert(0, p)

VENUE = "bench-hall"
TABLES = 16
STATE_EVERY = 2.0
RESULT_EVERY = 20.0


def _thread_cpu(thread: threading.Thread | None) -> float:
    if thread is None or thread.ident is None:
        return 0.0
    try:
        return time.clock_gettime(time.pthread_getcpuclockid(thread.ident))
    except (OSError, AttributeError):
        return 0.0


def _process_cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _documents() -> list[dict[str, Any]]:
    """A real state document per table (a nine-ball match in play)."""
    from scoreboard.match.match import Match, MatchConfig
    from scoreboard.table.state import Place, state_document

    docs = []
    for n in range(1, TABLES + 1):
        match = Match(
            MatchConfig(
                players=(f"Jugadora {n}A", f"Jugadora {n}B"),
                discipline="nine-ball",
                race=(7, 7),
                breaker=0,
            )
        )
        docs.append(
            state_document(match.snapshot(), seq=0, now=time.time(), place=Place(VENUE, None, n))
        )
    return docs


def run(seconds: float) -> dict[str, Any]:
    from scoreboard.feed.client import Received, parse_address
    from scoreboard.feed.desk import DeskFeed
    from scoreboard.feed.messages import ResultMessage
    from scoreboard.feed.outbox import Ledger, Outbox
    from scoreboard.feed.table import TableFeed
    from scoreboard.feed.watch import VenueWatch
    from tests.feed.broker import Broker

    folder = Path(tempfile.mkdtemp(prefix="bench-feed-"))
    broker = Broker(folder)
    broker.start()
    address = parse_address(broker.url)
    latencies: list[float] = []
    desk_q: queue.Queue[Any] = queue.Queue()
    stop = threading.Event()

    def desk_sink(inbox: Any) -> None:  # woken: the inbox has something to take
        desk_q.put((time.time(), inbox))

    desk = DeskFeed(address, VENUE, Ledger(folder / "desk.sqlite"), desk_sink, lambda r: True)

    def desk_loop() -> None:
        while not stop.is_set() or not desk_q.empty():
            try:
                got, inbox = desk_q.get(timeout=0.05)
            except queue.Empty:
                continue
            for event in inbox.take():
                desk.handle(event)
                if isinstance(event, Received) and event.kind == "state":
                    latencies.append(time.time() * 1000 - event.data["generated_ms"])

    boards_seen = [0, 0]
    boards = []
    for _ in range(2):
        bq: queue.Queue[Any] = queue.Queue()
        board = VenueWatch(address, VENUE, bq.put)
        boards.append((board, bq))

    tables = []
    for n in range(1, TABLES + 1):
        tq: queue.Queue[Any] = queue.Queue()
        feed = TableFeed(address, VENUE, n, Outbox(folder / f"table-{n}.sqlite"), tq.put)
        tables.append((feed, tq))

    desk.start()
    for board, _ in boards:
        board.start()
    for feed, _ in tables:
        feed.start()
    desk_thread = threading.Thread(target=desk_loop, name="desk", daemon=True)
    desk_thread.start()

    def drain_tables() -> None:
        for feed, tq in tables:
            while True:
                try:
                    inbox = tq.get_nowait()
                except queue.Empty:
                    break
                for event in inbox.take():
                    feed.handle(event)
        for i, (board, bq) in enumerate(boards):
            while True:
                try:
                    inbox = bq.get_nowait()
                except queue.Empty:
                    break
                for event in inbox.take():
                    board.handle(event)
                    boards_seen[i] += 1

    deadline = time.monotonic() + 10
    while not (desk.online and all(f.online for f, _ in tables)):
        drain_tables()
        if time.monotonic() > deadline:
            raise RuntimeError("the feed did not connect")
        time.sleep(0.01)
    time.sleep(0.5)
    latencies.clear()

    docs = _documents()
    reported: list[str] = []
    paho_desk = desk.connection.client._thread  # its CPU clock is read
    cpu0 = _thread_cpu(desk_thread) + _thread_cpu(paho_desk)
    broker0 = _process_cpu(broker.proc.pid)
    t0 = time.monotonic()
    # staggered: table n changes at n/16 of the period, and reports a result now and then
    next_state = [t0 + STATE_EVERY * i / TABLES for i in range(TABLES)]
    next_result = [t0 + RESULT_EVERY * (i + 0.5) / TABLES for i in range(TABLES)]
    seq = [0] * TABLES
    while time.monotonic() - t0 < seconds:
        now = time.monotonic()
        for i, (feed, _) in enumerate(tables):
            if now >= next_state[i]:
                seq[i] += 1
                doc = docs[i]
                doc["seq"] = seq[i]
                doc["generated_ms"] = round(time.time() * 1000)
                doc["players"][seq[i] % 2]["score"] = seq[i] // 2
                feed.publish_state(doc)
                next_state[i] += STATE_EVERY
            if now >= next_result[i]:
                rid = f"bench-{i + 1}-{len(reported)}"
                feed.report(
                    ResultMessage(rid, rid, i + 1, ("A", "B"), (7, 3), 0, round(time.time() * 1000))
                )
                reported.append(rid)
                next_result[i] += RESULT_EVERY
        drain_tables()
        time.sleep(0.005)
    wall = time.monotonic() - t0
    cpu = _thread_cpu(desk_thread) + _thread_cpu(paho_desk) - cpu0
    broker_cpu = _process_cpu(broker.proc.pid) - broker0
    # results still in flight get a few seconds to be acknowledged
    grace = time.monotonic() + 5
    while any(f.outbox.pending() for f, _ in tables) and time.monotonic() < grace:
        drain_tables()
        time.sleep(0.02)
    stop.set()
    desk_thread.join(5)
    lost = sum(len(f.outbox.pending()) for f, _ in tables)
    applied = desk.applied
    states = len(latencies)
    for feed, _ in tables:
        feed.stop()
    for board, _ in boards:
        board.stop()
    desk.stop()
    broker.kill()
    return {
        "latencies": latencies,
        "states": states,
        "reported": len(reported),
        "lost": lost,
        "doubled": len(applied) - len(set(applied)),
        "applied": len(set(applied)),
        "desk_cpu": cpu / wall,
        "broker_cpu": broker_cpu / wall,
        "boards": boards_seen,
        "wall": wall,
    }


def figures(quick: bool = False) -> Iterator[tuple[str, str, str, bool]]:
    """Rows (figure, measured, target, met) for bench/run_all.py."""
    r = run(12.0 if quick else 60.0)
    lat = sorted(r["latencies"])
    p50 = statistics.median(lat)
    p99 = lat[min(len(lat) - 1, int(0.99 * len(lat)))]
    what = f"{TABLES} tables, a change every {STATE_EVERY:g} s each, {r['wall']:.0f} s"
    yield (
        f"feed: table -> desk latency, p50 ({what}, {len(lat)} changes)",
        f"{p50:.1f} ms",
        "-",
        True,
    )
    yield (f"feed: table -> desk latency, p99 ({what})", f"{p99:.1f} ms", "< 100 ms", p99 < 100)
    yield (
        f"feed: results lost ({r['reported']} reported, {r['applied']} applied)",
        str(r["lost"]),
        "0",
        r["lost"] == 0,
    )
    yield ("feed: results applied twice", str(r["doubled"]), "0", r["doubled"] == 0)
    yield (
        "feed: desk CPU (network and handling threads, of one core)",
        f"{r['desk_cpu']:.2%}",
        "< 5%",
        r["desk_cpu"] < 0.05,
    )
    yield (
        f"feed: broker CPU (mosquitto, desk and 2 boards subscribed; boards saw "
        f"{r['boards'][0]} and {r['boards'][1]} messages)",
        f"{r['broker_cpu']:.2%}",
        "-",
        True,
    )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--quick", action="store_true")
    args = p.parse_args(argv)
    for figure, measured, target, met in figures(args.quick):
        print(f"{figure}: {measured} (target {target}){'' if met else '  MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
