"""Nothing a stranger sends to the overlay server reaches the crash box or locks others out.

The real application runs in a child process (``python -m ui --demo nine-ball --serve
PORT``, its own crash handler installed, as few file descriptors as a desktop session gives),
and hostile clients talk to it over real sockets: malformed requests of every kind, thousands of
random and mutated ones (hypothesis), 200 half-open connections, 10,000 connections, clients
that trickle their head byte by byte. After each, a good request is answered, no
``crash-*.log`` is written, and at the end the app quits with exit code 0 and no traceback.
"""

from __future__ import annotations

import base64
import os
import re
import resource
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
#: a desktop session's usual limit of open files, for the app
APP_FILES = 1024


@dataclass
class App:
    child: subprocess.Popen[bytes]
    port: int
    data: Path
    stderr: Path

    def crash_logs(self) -> list[Path]:
        return sorted(self.data.rglob("crash-*.log"))

    def check(self) -> None:
        """The app is alive, answers a good request, and wrote no crash log."""
        assert self.child.poll() is None, self.stderr.read_text("utf-8", "replace")[-3000:]
        assert not self.crash_logs(), self.crash_logs()[0].read_text("utf-8")
        assert good(self.port) < 1.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def good(port: int, timeout: float = 1.0) -> float:
    """Seconds a good request takes to be answered with the state (fails after ``timeout``)."""
    start = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(f"GET /api/v1/state HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    assert data.startswith(b"HTTP/1.1 200 "), data[:200]
    assert b'"format":"pool-scoreboard-state"' in data
    return time.monotonic() - start


def exchange(port: int, request: bytes, timeout: float = 8.0) -> bytes:
    """Send ``request``; what comes back up to the end of the answer's head (or the close)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        try:
            s.sendall(request)
        except OSError:
            return b""  # closed by the server before everything was sent
        data = b""
        try:
            while b"\r\n\r\n" not in data and (chunk := s.recv(65536)):
                data += chunk
        except ConnectionResetError:
            pass
        return data


def answer_is_fine(reply: bytes) -> bool:
    """A 4xx or a closed socket; or 200, 101 or 503 when the request was good after all (503:
    for the venue, which this app does not watch)."""
    if not reply:
        return True
    found = re.match(rb"HTTP/[0-9.]{1,3} ([0-9]{3}) ", reply)
    return found is not None and (
        int(found.group(1)) in (101, 200, 503) or 400 <= int(found[1]) < 500
    )


def _few_files() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(APP_FILES, hard), hard))


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    folder = tmp_path_factory.mktemp("hostile")
    data, port = folder / "data", free_port()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env.pop("POOL_SCOREBOARD_DATA_DIR", None)
    stderr = folder / "stderr.txt"
    with stderr.open("wb") as err:
        child = subprocess.Popen(
            [sys.executable, "-m", "ui", "--lang", "en", "--demo", "nine-ball"]
            + ["--data-dir", str(data), "--serve", str(port)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=err,
            preexec_fn=_few_files,
        )
    running = App(child, port, data, stderr)
    try:
        end = time.monotonic() + 60
        while True:
            assert child.poll() is None, stderr.read_text("utf-8", "replace")[-3000:]
            try:
                good(port)
                break
            except (OSError, AssertionError):
                assert time.monotonic() < end, "the app's server never answered"
                time.sleep(0.2)
        yield running
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()


GOOD = b"GET /api/v1/state HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
UPGRADE = (
    b"GET /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
    b"Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
    b"Sec-WebSocket-Version: 13\r\n\r\n"
)

MALFORMED = {
    "content-length superscript two": (
        b"GET /api/v1/state HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \xb2\r\n\r\n"
    ),
    "content-length arabic digit": (
        "GET /api/v1/state HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ٣\r\n\r\n".encode()
    ),
    "content-length absurd": (
        b"GET /api/v1/state HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: "
        + b"9" * 400
        + b"\r\n\r\n"
    ),
    "content-length negative": (
        b"GET /api/v1/state HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n"
    ),
    "two content-lengths": (
        b"GET /api/v1/state HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n"
        b"Content-Length: 5\r\n\r\n"
    ),
    "table superscript two": b"GET /api/v1/state?table=%C2%B2 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "table raw superscript": b"GET /api/v1/state?table=\xc2\xb2 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "table bad utf-8": b"GET /api/v1/state?table=%FF%FE HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "table bad escape": b"GET /api/v1/state?table=%zz%4 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "table huge": b"GET /api/v1/state?table=" + b"9" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
    "table nul": b"GET /api/v1/state?table=1%00 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "token bad escape": b"GET /api/v1/state?token=%C0%AF%zz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "nul in path": b"GET /api/v1/\x00state HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "nul in header": b"GET /api/v1/state HTTP/1.1\r\nHost: 127.0.0.1\x00\r\n\r\n",
    "nul in header name": b"GET /api/v1/state HTTP/1.1\r\nHo\x00st: 127.0.0.1\r\n\r\n",
    "non-ascii header": b"GET /api/v1/state HTTP/1.1\r\nHost: \xff\xfe\xfd\r\n\r\n",
    "bare LF": b"GET /api/v1/state HTTP/1.1\nHost: 127.0.0.1\n\n",
    "bad version": b"GET /api/v1/state HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n",
    "no version": b"GET /api/v1/state\r\nHost: 127.0.0.1\r\n\r\n",
    "absolute url": b"GET http://evil.example/api/v1/state HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "asterisk": b"OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "bad percent in path": b"GET /overlay/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "dot segments": b"GET /overlay/%2e%2e/%2e%2e/ui/server.py HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "long request line": b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "long header": b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX: " + b"a" * 1_000_000 + b"\r\n\r\n",
    "many headers": b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"X: y\r\n" * 5000 + b"\r\n",
    "folded header": b"GET /api/v1/state HTTP/1.1\r\nHost: 127.0.0.1\r\n folded\r\n\r\n",
    "header without colon": b"GET /api/v1/state HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n",
    "space before colon": b"GET /api/v1/state HTTP/1.1\r\nHost : 127.0.0.1\r\n\r\n",
    "chunked": b"GET /api/v1/state HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
    b"zz\r\n",
    "chunked and length": b"GET /api/v1/state HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    b"Transfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n",
    "smuggled": b"GET /api/v1/state HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 40\r\n\r\n"
    b"GET /api/v1/state HTTP/1.1\r\nHost: x\r\n\r\n",
    "post with body": b"POST /api/v1/state HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\n\r\nundo",
    "upgrade without key": b"GET /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    b"Upgrade: websocket\r\nConnection: Upgrade\r\n\r\n",
    "upgrade bad version": UPGRADE.replace(b"Version: 13", b"Version: \xb2"),
    "upgrade then junk frames": UPGRADE + os.urandom(5000),
    "upgrade then a huge frame": UPGRADE + b"\x81\xff" + b"\x7f" * 8 + b"\x00" * 4 + b"x" * 100,
    "tls hello": b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + os.urandom(200),
    "only crlf": b"\r\n" * 5000,
    "random bytes": os.urandom(4000) + b"\r\n\r\n",
    "unicode method": "ГЕТ /api/v1/state HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode(),
    "head ends early": b"GET /api/v1/state HTTP/1.1\r\nHost: 127.0.0.1\r\n",
}


@pytest.mark.parametrize("case", list(MALFORMED), ids=list(MALFORMED))
def test_a_malformed_request_gets_a_4xx_or_a_closed_socket(app: App, case: str) -> None:
    request = MALFORMED[case]
    reply = exchange(app.port, request)
    assert answer_is_fine(reply), reply[:300]
    if b"table=" in request:
        assert reply.startswith(b"HTTP/1.1 404") or not reply.startswith(b"HTTP/1.1 2"), reply
    app.check()


def _mutate(template: bytes, edits: list[tuple[int, int, bytes]]) -> bytes:
    data = bytearray(template)
    for at, drop, insert in edits:
        at %= len(data) + 1
        data[at : at + drop] = insert
    return bytes(data)


PIECES = [
    b"\x00",
    b"\xb2",
    b"\xff",
    "٣".encode(),
    b"%",
    b"%C2%B2",
    b"%zz",
    b"\r\n",
    b"\n",
    b"\r",
    b" ",
    b":",
    b"?table=",
    b"?token=",
    b"&table=\xb2",
    b"Content-Length: \xb2\r\n",
    b"Content-Length: 99999999999999999999\r\n",
    b"Transfer-Encoding: chunked\r\n",
    b"Upgrade: websocket\r\n",
    b"Host: evil\r\n",
    b"/../",
    b"9" * 300,
]
TEMPLATES = [
    GOOD,
    UPGRADE,
    b"GET /api/v1/state?table=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    b"GET /api/v1/venue HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    b"GET /overlay/bar?lang=es HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    b"GET /overlay/balls/ball-9.svg HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n",
]
edit = st.tuples(
    st.integers(0, 400),
    st.integers(0, 8),
    st.one_of(st.sampled_from(PIECES), st.binary(max_size=12)),
)
request = st.one_of(
    # (empty lines alone are a head still to come: the head deadline closes them, in 5 s)
    st.binary(min_size=1, max_size=300)
    .filter(lambda b: bool(b.strip(b"\r\n")))
    .map(lambda b: b + b"\r\n\r\n"),
    st.builds(_mutate, st.sampled_from(TEMPLATES), st.lists(edit, min_size=1, max_size=6)).map(
        lambda b: b if b.endswith(b"\r\n\r\n") else b + b"\r\n\r\n"
    ),
)


def test_thousands_of_random_and_mutated_requests_are_all_answered_or_closed(app: App) -> None:
    sent: list[int] = []

    @settings(
        max_examples=300,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(batch=st.lists(request, min_size=10, max_size=10))
    def fuzz(batch: list[bytes]) -> None:
        for one in batch:
            reply = exchange(app.port, one)
            sent.append(len(one))
            assert answer_is_fine(reply), (one[:200], reply[:300])

    start = time.monotonic()
    fuzz()
    took = time.monotonic() - start
    print(f"tried: {len(sent)} random and mutated requests in {took:.1f} s")
    assert len(sent) >= 3000
    app.check()


def test_two_hundred_half_open_connections_lock_nobody_out(app: App) -> None:
    flood: list[socket.socket] = []
    trickle: list[socket.socket] = []
    during: list[float] = []
    try:
        for n in range(200):
            s = socket.create_connection(("127.0.0.1", app.port), timeout=5)
            if n % 10 == 0:
                trickle.append(s)  # a slow client: its head a byte at a time
            flood.append(s)
        for n in range(20):
            for s in trickle:
                try:
                    s.send(GOOD[n : n + 1])
                except OSError:
                    pass
            during.append(good(app.port))
            time.sleep(0.1)
        ws = socket.create_connection(("127.0.0.1", app.port), timeout=1)
        ws.sendall(UPGRADE)
        assert ws.recv(4096).startswith(b"HTTP/1.1 101")
        ws.close()
        # the head deadline (5 s) closes every one of them
        time.sleep(6)
        closed = 0
        for s in flood:
            s.settimeout(0.5)
            try:
                closed += s.recv(1) == b""
            except OSError:
                closed += 1
        after = [good(app.port) for _ in range(5)]
    finally:
        for s in flood:
            s.close()
    print(
        f"tried: 200 half-open connections (20 sending a byte at a time); a good request "
        f"during: worst {max(during) * 1000:.1f} ms, after: worst {max(after) * 1000:.1f} ms; "
        f"closed by the server: {closed}"
    )
    assert closed == 200
    app.check()


def first_answer(port: int, limit: float = 20.0) -> float:
    """Seconds until a good request is answered, trying again (1 s each) for ``limit``."""
    start = time.monotonic()
    while True:
        try:
            good(port)
            return time.monotonic() - start
        except (OSError, AssertionError):
            assert time.monotonic() - start < limit, f"no good request answered in {limit} s"


def test_ten_thousand_connections_do_not_stop_the_server(app: App) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = 10_000
    if soft < want + 500:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, want + 500), hard))
    count = min(want, resource.getrlimit(resource.RLIMIT_NOFILE)[0] - 500)
    flood: list[socket.socket] = []
    try:
        start = time.monotonic()
        for _ in range(count):
            s = socket.socket()
            s.setblocking(False)
            s.connect_ex(("127.0.0.1", app.port))
            flood.append(s)
        opened = time.monotonic() - start
        during = first_answer(app.port)
    finally:
        for s in flood:
            s.close()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    # the kernel's queue of connections not yet accepted drains first: a new client's first
    # try may wait for its SYN to be sent again
    after = first_answer(app.port)
    then = max(good(app.port) for _ in range(5))
    print(
        f"tried: {count} connections opened in {opened:.1f} s; a good request answered "
        f"{during:.2f} s after them, {after:.2f} s after they were closed, then within "
        f"{then * 1000:.1f} ms"
    )
    app.check()


def test_websocket_clients_beyond_the_limit_are_refused_and_junk_closes_only_its_own(
    app: App,
) -> None:
    clients = []
    statuses: list[bytes] = []
    try:
        for _ in range(70):
            s = socket.create_connection(("127.0.0.1", app.port), timeout=5)
            key = base64.b64encode(os.urandom(16))
            s.sendall(UPGRADE.replace(b"dGhlIHNhbXBsZSBub25jZQ==", key))
            statuses.append(s.recv(12))
            clients.append(s)
        for s in clients[:10]:
            s.sendall(os.urandom(3000))  # unmasked junk: a protocol error, that client closed
        app.check()
    finally:
        for s in clients:
            s.close()
    assert statuses.count(b"HTTP/1.1 101") == 64
    assert statuses.count(b"HTTP/1.1 503") == 6


def test_the_app_quits_cleanly_with_the_server_on(app: App) -> None:
    app.check()
    app.child.send_signal(signal.SIGTERM)
    code = app.child.wait(timeout=15)
    stderr = app.stderr.read_text("utf-8", "replace")
    lines = [line for line in stderr.splitlines() if "overlay server" in line]
    print(
        f"tried: quit with the server on after the hostile clients: exit {code}; "
        f"{len(lines)} lines of the server in the log"
    )
    assert code == 0, stderr[-3000:]
    assert "Traceback" not in stderr
    assert not app.crash_logs()
