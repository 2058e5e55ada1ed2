"""Strangers from many loopback addresses holding a server's connections at one stage, in a
process of their own (as a stranger's machine would be: nothing of theirs shares the app's
interpreter): :class:`Flood` starts it, ``python -m tests.phones.flood ARGS`` is it.

On Linux every 127.x.y.z is this machine, so each stranger binds his sockets to an address of
his own (127.0.0.2, 127.0.0.3, ...). Each keeps ``each`` connections at the chosen stage,
opening ``rate`` a second at most (all together), and ``pause`` seconds after the server closed
one of his, opens again as many as he lacks; for ``seconds``; then it prints what it saw (one
JSON line) and closes everything. The stages (``kind``):

* ``head``: a request head that never ends, a byte a second;
* ``body``: a whole head with a 16,000-byte body sent a byte a second;
* ``tokenless``: a WebSocket handshake, then nothing (no token ever);
* ``token``: a WebSocket that presents a valid token (the phone API's first message, or the
  overlay's ``?token=`` in its path) and keeps its place.
"""

from __future__ import annotations

import json
import os
import selectors
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

#: strangers' addresses: every one of them is this machine on Linux
STRANGERS = [f"127.0.0.{n}" for n in range(2, 41)]

KEY = "dGhlIHNhbXBsZSBub25jZQ=="


def upgrade(path: str, host: str) -> bytes:
    return (
        f"GET {path} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {KEY}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    ).encode()


def text_frame(text: str) -> bytes:
    """A client's (masked) WebSocket text frame."""
    data = text.encode()
    assert len(data) < 126
    mask = os.urandom(4)
    return (
        bytes([0x81, 0x80 | len(data)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data))
    )


@dataclass
class _Conn:
    address: str
    opened: float
    sent_head: bool = False
    upgraded: bool = False
    got: bytes = b""
    trickled: int = 0


@dataclass
class _Seen:
    opened: int = 0
    closed: int = 0  # by the server
    upgraded: int = 0  # WebSocket handshakes answered 101
    refused: int = 0  # WebSocket handshakes answered 503
    longest: float = 0.0  # the longest a connection lived before the server closed it
    held: dict[str, int] = field(default_factory=dict)  # the most open at once, by address


def run(args: dict[str, Any]) -> dict[str, Any]:
    port, kind = int(args["port"]), str(args["kind"])
    addresses: list[str] = list(args["addresses"])
    each, seconds = int(args["each"]), float(args["seconds"])
    rate = float(args.get("rate", 1000.0))  # new connections a second, all addresses together
    pause = float(args.get("pause", 0.5))  # after the server closed one, the address waits
    host = str(args.get("host", "127.0.0.1"))
    target = ("127.0.0.1", port)
    if kind == "head":
        first = f"POST {args['path']} HTTP/1.1\r\nHost: {host}\r\n".encode()
        trickle = b"X-Slow: " + b"a" * 4000
    elif kind == "body":
        first = (
            f"POST {args['path']} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json"
            f"\r\nContent-Length: 16000\r\n\r\n"
        ).encode()
        trickle = b"{" + b" " * 15998 + b"}"
    elif kind == "asks":
        first = (
            f"GET {args['path']} HTTP/1.1\r\nHost: {host}\r\n"
            f"Authorization: Bearer {args.get('token') or 'x' * 43}\r\n\r\n"
        ).encode()
        trickle = b""
    else:
        first, trickle = upgrade(str(args["path"]), host), b""
    token_frame = text_frame(json.dumps({"token": args["token"]})) if args.get("frame") else b""
    seen = _Seen()
    selector = selectors.DefaultSelector()
    conns: dict[socket.socket, _Conn] = {}
    alive = dict.fromkeys(addresses, 0)
    resume = dict.fromkeys(addresses, 0.0)  # when each address opens again
    start = time.monotonic()
    end = start + seconds
    budget, last_budget, last_trickle = 0.0, start, start

    def drop(sock: socket.socket, by_server: bool) -> None:
        conn = conns.pop(sock)
        alive[conn.address] -= 1
        if by_server:
            resume[conn.address] = time.monotonic() + pause
            seen.closed += 1
            seen.longest = max(seen.longest, time.monotonic() - conn.opened)
        try:
            selector.unregister(sock)
        except (KeyError, ValueError):
            pass
        sock.close()

    while (now := time.monotonic()) < end:
        budget = min(rate, budget + (now - last_budget) * rate)
        last_budget = now
        for address in addresses:
            while alive[address] < each and budget >= 1 and now >= resume[address]:
                budget -= 1
                sock = socket.socket()
                sock.setblocking(False)
                try:
                    sock.bind((address, 0))
                    sock.connect_ex(target)
                except OSError:
                    sock.close()
                    continue
                conns[sock] = _Conn(address, time.monotonic())
                alive[address] += 1
                seen.opened += 1
                seen.held[address] = max(seen.held.get(address, 0), alive[address])
                selector.register(sock, selectors.EVENT_WRITE)
        for key, mask in selector.select(0.02):
            sock = key.fileobj
            assert isinstance(sock, socket.socket)
            conn = conns.get(sock)
            if conn is None:
                continue
            try:
                if mask & selectors.EVENT_WRITE and not conn.sent_head:
                    sock.send(first)
                    conn.sent_head = True
                    selector.modify(sock, selectors.EVENT_READ)
                    continue
                data = sock.recv(65536)
            except (BlockingIOError, InterruptedError):
                continue
            except OSError:
                drop(sock, True)
                continue
            if not data:
                drop(sock, True)
                continue
            if kind in ("tokenless", "token") and not conn.upgraded:
                conn.got += data
                if b"\r\n\r\n" in conn.got:
                    conn.upgraded = conn.got.startswith(b"HTTP/1.1 101")
                    seen.upgraded += conn.upgraded
                    seen.refused += conn.got.startswith(b"HTTP/1.1 503")
                    conn.got = b""
                    if conn.upgraded and token_frame:
                        try:
                            sock.send(token_frame)
                        except OSError:
                            drop(sock, True)
        if trickle and now - last_trickle >= 1.0:  # a byte a second on each connection
            last_trickle = now
            for sock, conn in list(conns.items()):
                if conn.sent_head and conn.trickled < len(trickle):
                    try:
                        sock.send(trickle[conn.trickled : conn.trickled + 1])
                        conn.trickled += 1
                    except (BlockingIOError, InterruptedError):
                        pass
                    except OSError:
                        drop(sock, True)
    for sock in list(conns):
        drop(sock, False)
    selector.close()
    return {
        "opened": seen.opened,
        "closed": seen.closed,
        "upgraded": seen.upgraded,
        "refused": seen.refused,
        "longest": round(seen.longest, 3),
        "held": max(seen.held.values(), default=0),
    }


class Flood:
    """The strangers' process: started at once, for ``seconds``; :meth:`result` waits for it
    and gives what it saw. ``kind``, ``path``, ``each``, ``token``, ``frame`` (send the token
    as the first WebSocket message): see the module."""

    def __init__(self, port: int, kind: str, path: str, **args: Any) -> None:
        args = {"port": port, "kind": kind, "path": path, "addresses": STRANGERS, **args}
        self.child = subprocess.Popen(
            [sys.executable, "-m", "tests.phones.flood", json.dumps(args)],
            cwd=ROOT,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )

    def result(self, timeout: float = 30.0) -> dict[str, Any]:
        out, err = self.child.communicate(timeout=timeout)
        assert self.child.returncode == 0, err.decode("utf-8", "replace")[-2000:]
        seen: dict[str, Any] = json.loads(out.decode().strip().splitlines()[-1])
        return seen

    def stop(self) -> None:
        """End it now, whatever it is doing (its sockets close with it)."""
        if self.child.poll() is None:
            self.child.kill()
        self.child.communicate()


if __name__ == "__main__":
    print(json.dumps(run(json.loads(sys.argv[1]))), flush=True)
