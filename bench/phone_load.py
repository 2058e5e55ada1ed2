"""Phones that behave as the touch page does, on loopback, through a network that can be cut.

Used by the load test (tests/phones/test_load.py) and by ``bench_phones.py``. Each table has a
pen that taps every :data:`TAP_SECONDS` whatever the network does: a tap gets its id when it
is made and joins the pen's queue; the queue is sent in order, each entry again and again
with the same id until the app answers it (200, or a refusal: 4xx); a connection that fails
or a 503 keeps it. Two watchers per table follow the table's WebSocket and come back after a
cut by themselves.

Between the phones and the app sits :class:`CutProxy`, a TCP relay on loopback: ``cut(s)``
drops every connection through it and refuses new ones for ``s`` seconds, as venue Wi-Fi
does. The cut begins with the next answer on its way back (that answer is lost: the app
recorded the entry, the phone never heard), so at least one entry is sent again afterwards;
the app must answer it ``already-recorded`` and record it once.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from dataclasses import dataclass, field
from typing import Any

TAP_SECONDS = 2.0
SHOT = {"kind": "shot", "shot": {"rails": 4}}
RETRY_SECONDS = 0.25


class CutProxy:
    """A TCP relay from a loopback port to ``target``; :meth:`cut` cuts it for a while."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.port = 0
        self._server: asyncio.Server | None = None
        self._pipes: set[asyncio.StreamWriter] = set()
        self._cut_until = 0.0
        self._cut_next: float | None = None  # a cut of this length begins with the next answer
        self.cuts = 0
        self.swallowed = 0  # answers lost in a cut

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._relay, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        self._drop()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    @property
    def is_cut(self) -> bool:
        return time.monotonic() < self._cut_until

    def cut(self, seconds: float) -> None:
        """Cut for ``seconds`` from the next answer on its way back (at most 1 s from now)."""
        self._cut_next = seconds
        asyncio.get_running_loop().call_later(1.0, self._begin)

    def _begin(self) -> None:
        if self._cut_next is not None:
            self._cut_until = time.monotonic() + self._cut_next
            self._cut_next = None
            self.cuts += 1
            self._drop()

    def _drop(self) -> None:
        for writer in list(self._pipes):
            writer.transport.abort()
        self._pipes.clear()

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.is_cut:
            writer.transport.abort()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            writer.transport.abort()
            return
        self._pipes.update((writer, up_writer))

        async def pump(src: asyncio.StreamReader, dst: asyncio.StreamWriter, back: bool) -> None:
            first = True
            with contextlib.suppress(OSError, asyncio.CancelledError):
                while data := await src.read(65536):
                    # an entry's answer: an HTTP answer (not a WebSocket's handshake), or an
                    # answer on a pen's WebSocket (not a push of the state)
                    answer = back and (
                        (first and not data.startswith(b"HTTP/1.1 101")) or b'{"answer":' in data
                    )
                    first = False
                    if answer and self._cut_next is not None:
                        self.swallowed += 1
                        self._begin()
                        break
                    dst.write(data)
                    await dst.drain()
            dst.transport.abort() if self.is_cut else dst.close()

        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.gather(pump(reader, up_writer, False), pump(up_reader, writer, True))
        self._pipes.discard(writer)
        self._pipes.discard(up_writer)


@dataclass
class Tapped:
    id: str
    record: dict[str, Any]
    made: float  # monotonic time of the tap
    sends: int = 0
    answer: int | None = None  # the HTTP status that ended it
    code: str = ""


@dataclass
class PhoneTable:
    name: str
    pen: str
    watchers: list[str]
    match: str
    taps: list[Tapped] = field(default_factory=list)
    queue: list[Tapped] = field(default_factory=list)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    seen: list[int] = field(default_factory=list)  # the records each watcher last saw
    reconnects: int = 0
    #: seconds from a tap sent on a working network to its answer (entries sent once)
    verdicts: list[float] = field(default_factory=list)
    #: the pen's WebSocket while it is open (entries go on it, as the page sends them), and
    #: the entries sent on it waiting for their answers, by id
    socket: Any = None
    answers: dict[str, asyncio.Future[dict[str, Any] | None]] = field(default_factory=dict)
    by_socket: int = 0  # entries answered on the socket


async def _pen_socket(session: Any, base: str, table: PhoneTable, stop: asyncio.Event) -> None:
    """The pen's WebSocket, opened again after a cut: its entries' answers come on it."""
    import aiohttp

    url = f"{base}/api/phone/{table.name}/events"
    while not stop.is_set():
        try:
            async with session.ws_connect(url, heartbeat=None) as ws:
                await ws.send_str(json.dumps({"token": table.pen}))
                async for message in ws:
                    if message.type != aiohttp.WSMsgType.TEXT:
                        break
                    data = json.loads(message.data)
                    if "state" in data:
                        table.socket = ws
                    elif "answer" in data:
                        waiting = table.answers.pop(str(data["answer"].get("id")), None)
                        if waiting is not None and not waiting.done():
                            waiting.set_result(data["answer"])
        except (aiohttp.ClientError, OSError, TimeoutError, ValueError):
            pass
        finally:
            table.socket = None
            for waiting in table.answers.values():  # lost with the socket: sent again
                if not waiting.done():
                    waiting.set_result(None)
            table.answers.clear()
        if not stop.is_set():
            await asyncio.sleep(RETRY_SECONDS)


async def _on_socket(table: PhoneTable, body: dict[str, Any]) -> tuple[int, Any] | None:
    """An entry sent on the pen's socket: (status, body) of its answer, or None (not
    answered: the socket closed, or 10 s went by)."""
    ws = table.socket
    waiting: asyncio.Future[dict[str, Any] | None] = asyncio.get_running_loop().create_future()
    table.answers[body["id"]] = waiting
    try:
        await ws.send_str(json.dumps({"input": body}))
        answer = await asyncio.wait_for(waiting, 10.0)
    except (ConnectionError, RuntimeError, TimeoutError):
        answer = None
    finally:
        table.answers.pop(body["id"], None)
    if answer is None:
        return None
    table.by_socket += 1
    return int(answer["status"]), answer["body"]


async def _send_queue(session: Any, base: str, table: PhoneTable, stop: asyncio.Event) -> None:
    import aiohttp

    url = f"{base}/api/phone/{table.name}/input"
    headers = {"Authorization": f"Bearer {table.pen}"}
    while not (stop.is_set() and not table.queue):
        if not table.queue:
            table.wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(table.wake.wait(), 0.5)
            continue
        entry = table.queue[0]
        body = {"id": entry.id, "match": table.match, "input": entry.record}
        entry.sends += 1
        t0 = time.perf_counter()
        if table.socket is not None:  # as the page: on the socket while it is open
            found = await _on_socket(table, body)
            if found is None:
                await asyncio.sleep(RETRY_SECONDS)
                continue
            status, got = found
        else:
            try:
                async with session.post(url, json=body, headers=headers) as answer:
                    got = await answer.json()
                    status = answer.status
            except (aiohttp.ClientError, OSError, TimeoutError, ValueError):
                await asyncio.sleep(RETRY_SECONDS)
                continue
        if status == 503:
            await asyncio.sleep(RETRY_SECONDS)
            continue
        if entry.sends == 1:
            table.verdicts.append(time.perf_counter() - t0)
        entry.answer, entry.code = status, str(got.get("code", ""))
        table.queue.pop(0)


async def _tap(table: PhoneTable, offset: float, until: float) -> None:
    await asyncio.sleep(offset)
    n = 0
    while time.monotonic() < until:
        due = time.monotonic() + TAP_SECONDS
        record = {"kind": "undo"} if n % 10 == 9 else SHOT
        entry = Tapped(f"load-{table.name}-{n:06d}", record, time.monotonic())
        n += 1
        table.taps.append(entry)
        table.queue.append(entry)
        table.wake.set()
        await asyncio.sleep(max(0.0, due - time.monotonic()))


async def _watch(session: Any, base: str, table: PhoneTable, i: int, stop: asyncio.Event) -> None:
    import aiohttp

    url = f"{base}/api/phone/{table.name}/events"
    while not stop.is_set():
        try:
            async with session.ws_connect(url, heartbeat=None) as ws:
                await ws.send_str(json.dumps({"token": table.watchers[i]}))
                async for message in ws:
                    if message.type != aiohttp.WSMsgType.TEXT:
                        break
                    state = json.loads(message.data)["state"]
                    table.seen[i] = state["phone"]["records"]
        except (aiohttp.ClientError, OSError, TimeoutError, ValueError):
            pass
        if not stop.is_set():
            table.reconnects += 1
            await asyncio.sleep(RETRY_SECONDS)


async def play(
    port: int,
    tokens: dict[str, list[str]],
    seconds: float,
    *,
    cut_at: float | None = None,
    cut_for: float = 5.0,
    drain: float = 30.0,
    socket: bool = False,
) -> tuple[list[PhoneTable], CutProxy]:
    """Tap on every table for ``seconds`` through a :class:`CutProxy` to ``port`` (cut
    ``cut_at`` seconds in, for ``cut_for``), then wait up to ``drain`` seconds for every
    queue to empty and every watcher to see the last record. ``tokens``: per table the pen's
    token then the watchers' (the match each pen enters on is read from the table's state).
    ``socket``: each pen holds the table's WebSocket and sends its entries on it while it is
    open, by POST while it is not (as the touch page does)."""
    import aiohttp

    proxy = CutProxy(port)
    await proxy.start()
    base = f"http://127.0.0.1:{proxy.port}"
    stop = asyncio.Event()
    timeout = aiohttp.ClientTimeout(total=10)
    connector = aiohttp.TCPConnector(limit=0, force_close=True)
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
        tables = []
        for name, found in tokens.items():
            headers = {"Authorization": f"Bearer {found[0]}"}
            async with session.get(f"{base}/api/phone/{name}/state", headers=headers) as got:
                match = (await got.json())["state"]["phone"]["match_id"]
            tables.append(PhoneTable(name, found[0], found[1:], match, seen=[0] * (len(found) - 1)))
        watchers = [
            asyncio.ensure_future(_watch(session, base, t, i, stop))
            for t in tables
            for i in range(len(t.watchers))
        ]
        if socket:
            watchers += [asyncio.ensure_future(_pen_socket(session, base, t, stop)) for t in tables]
        senders = [asyncio.ensure_future(_send_queue(session, base, t, stop)) for t in tables]
        until = time.monotonic() + seconds
        spread = TAP_SECONDS / max(1, len(tables))
        tappers = [_tap(t, i * spread, until) for i, t in enumerate(tables)]
        if cut_at is not None:

            async def cut_later() -> None:
                await asyncio.sleep(cut_at)
                proxy.cut(cut_for)

            tappers.append(cut_later())
        await asyncio.gather(*tappers)
        stop.set()
        end = time.monotonic() + drain
        await asyncio.wait(senders, timeout=drain)
        while time.monotonic() < end and any(min(t.seen) < _answered_records(t) for t in tables):
            await asyncio.sleep(0.1)
        for task in [*senders, *watchers]:
            task.cancel()
        await asyncio.gather(*senders, *watchers, return_exceptions=True)
    await proxy.stop()
    return tables, proxy


def _answered_records(table: PhoneTable) -> int:
    return sum(1 for t in table.taps if t.answer == 200)


def serve_and_play(
    folder: Any,
    tables: int,
    seconds: float,
    *,
    cut_at: float | None,
    cut_for: float = 5.0,
    socket: bool = False,
) -> tuple[list[PhoneTable], CutProxy]:
    """:func:`play` against the app's phone server in a process of its own (bench_phones.py
    ``--serve``: a PhoneHall with ``tables`` tables in play, journals in ``folder``), stopped
    when the play is over (its exit code checked)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    log = Path(folder) / "server.log"
    with log.open("w") as err:
        child = subprocess.Popen(
            [
                sys.executable,
                str(root / "bench" / "bench_phones.py"),
                "--serve",
                str(folder),
                str(tables),
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=err,
            env=env,
            text=True,
        )
    assert child.stdin is not None and child.stdout is not None
    try:
        ready = json.loads(child.stdout.readline())
        played = asyncio.run(
            play(
                ready["port"],
                ready["tokens"],
                seconds,
                cut_at=cut_at,
                cut_for=cut_for,
                socket=socket,
            )
        )
        child.stdin.write("stop\n")
        child.stdin.flush()
        child.stdout.readline()
        child.stdin.close()
        code = child.wait(30)
        if code != 0:
            raise RuntimeError(
                f"the phone server ended with {code}: {log.read_text('utf-8', 'replace')[-2000:]}"
            )
    finally:
        if child.poll() is None:
            child.kill()
    return played


def kept(folder: Any, tables: list[PhoneTable]) -> tuple[int, int, int]:
    """What the tables' journals in ``folder`` kept of the taps: (lost: tapped, never in its
    journal; twice: in a journal more than once; foreign: in a journal not its table's)."""
    from pathlib import Path

    from scoreboard.table.journal import find_unfinished

    ids: dict[str, list[str]] = {}
    for sub in Path(folder).iterdir():
        found = find_unfinished(sub) if sub.is_dir() else []
        if found:
            ids[sub.name] = [i for i in found[0].ids if i is not None]
    lost = twice = foreign = 0
    for table in tables:
        mine = ids.get(table.name, [])
        lost += sum(1 for tap in table.taps if tap.id not in mine)
        twice += len(mine) - len(set(mine))
        foreign += sum(1 for i in mine if not i.startswith(f"load-{table.name}-"))
    return lost, twice, foreign
