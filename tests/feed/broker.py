"""A real Mosquitto for the tests: a subprocess on a free loopback port with a generated
configuration, which a test can kill and start again on the same port."""

from __future__ import annotations

import getpass
import queue
import shutil
import socket
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any


def mosquitto_path() -> str:
    found = shutil.which("mosquitto") or shutil.which("mosquitto", path="/usr/sbin:/usr/local/sbin")
    if found is None:
        raise RuntimeError("mosquitto is not installed (tools/system_deps.py installs it)")
    return found


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Broker:
    def __init__(self, folder: Path, extra: str = "", anonymous: bool = True) -> None:
        self.folder = folder
        self.port = free_port()
        self.conf = folder / "mosquitto.conf"
        self.log = folder / "mosquitto.log"
        self.extra, self.anonymous = extra, anonymous
        self._write_conf()
        self.proc: subprocess.Popen[bytes] | None = None
        self.started_once = False

    def _write_conf(self) -> None:
        self.conf.write_text(
            f"listener {self.port} 127.0.0.1\n"
            f"allow_anonymous {'true' if self.anonymous else 'false'}\n"
            "persistence false\n"
            # as root mosquitto would become the user "mosquitto", who cannot read the
            # test's folder: it stays the user running the tests
            f"user {getpass.getuser()}\n"
            f"log_dest file {self.log}\n"
            "log_type error\nlog_type warning\nlog_type information\n" + self.extra
        )

    def start(self) -> None:
        """Started and listening on its own port: a port another program took between the
        choice and the bind (another test run on this machine) is chosen again, so no client
        of this test ever reaches somebody else's broker."""
        for _ in range(1 if self.started_once else 5):  # restarted: on the port it had
            if self._started():
                self.started_once = True
                return
            self.port = free_port()
            self._write_conf()
        raise RuntimeError(f"mosquitto found port {self.port} taken")

    def _started(self) -> bool:
        """True once this broker says it listens (its log's notice) and answers; False when
        its port was taken."""
        self.log.unlink(missing_ok=True)
        self.proc = subprocess.Popen(
            [mosquitto_path(), "-c", str(self.conf)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        listening = f"listen socket on port {self.port}"
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                err = self.proc.stderr.read().decode(errors="replace") if self.proc.stderr else ""
                self._close_pipe()
                log = self.log.read_text(errors="replace") if self.log.exists() else ""
                if "Address already in use" in err + log:
                    return False
                raise RuntimeError(f"mosquitto stopped at start: {err}{log}")
            said = self.log.read_text(errors="replace") if self.log.exists() else ""
            if listening in said:
                try:
                    socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                    return True
                except OSError:
                    pass
            time.sleep(0.05)
        raise RuntimeError("mosquitto did not start listening")

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(5)
        self._close_pipe()
        self.proc = None

    def _close_pipe(self) -> None:
        """The pipe of its error output closed (read at start only): no descriptor is left."""
        if self.proc is not None and self.proc.stderr is not None:
            self.proc.stderr.close()

    @property
    def url(self) -> str:
        return f"mqtt://127.0.0.1:{self.port}"


def secured_broker(folder: Path, venue: str, passwords: dict[str, str], tables: int) -> Broker:
    """A started broker as a venue should run it: no anonymous clients, a password for each
    user of ``passwords`` (``mosquitto_passwd``) and the ACL of ``venue``
    (:func:`scoreboard.feed.acl.acl`)."""
    from scoreboard.feed.acl import acl

    passwd = folder / "passwd"
    tool = shutil.which("mosquitto_passwd") or "/usr/bin/mosquitto_passwd"
    for i, (user, password) in enumerate(passwords.items()):
        flags = ["-c"] if i == 0 else []
        subprocess.run([tool, *flags, "-b", str(passwd), user, password], check=True)
    (folder / "acl").write_text(acl(venue, tables) + "\n")
    broker = Broker(folder, f"password_file {passwd}\nacl_file {folder / 'acl'}\n", anonymous=False)
    broker.start()
    return broker


def login_url(broker: Broker, user: str, password: str) -> str:
    return f"mqtt://{user}:{password}@127.0.0.1:{broker.port}"


class Pump:
    """Queues standing for the owner's thread: each feed's sink puts its inbox when woken,
    :meth:`until` drains what the inboxes hold into ``feed.handle`` on the test's thread."""

    made: list[Pump] = []

    def __init__(self) -> None:
        self.feeds: list[tuple[queue.Queue[Any], Any]] = []
        Pump.made.append(self)

    def close(self) -> None:
        """Stop every feed (their network threads end) and close its file (a desk's ledger,
        a table's outbox)."""
        for _, feed in self.feeds:
            try:
                feed.stop()
            except Exception:  # noqa: BLE001 - stopped already
                pass
            for held in (getattr(feed, "ledger", None), getattr(feed, "outbox", None)):
                if held is not None:
                    held.close()
        self.feeds = []

    def sink(self) -> tuple[queue.Queue[Any], Callable[[Any], None]]:
        q: queue.Queue[Any] = queue.Queue()
        return q, q.put

    def add(self, q: queue.Queue[Any], feed: Any) -> Any:
        self.feeds.append((q, feed))
        return feed

    def drain(self) -> None:
        for q, feed in self.feeds:
            while True:
                try:
                    inbox = q.get_nowait()
                except queue.Empty:
                    break
                for event in inbox.take():
                    feed.handle(event)
            tick = getattr(feed, "tick", None)
            if tick is not None:  # as the table's window does on its timer
                tick()

    def until(self, cond: Callable[[], bool], timeout: float = 10.0, what: str = "") -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.drain()
            if cond():
                return
            time.sleep(0.01)
        raise AssertionError(f"not reached within {timeout} s: {what}")

    def settle(self, seconds: float) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.drain()
            time.sleep(0.01)


class Cable:
    """A TCP relay between a table and the broker that the test can unplug: :meth:`cut`
    closes every connection through it and refuses new ones until :meth:`mend`."""

    def __init__(self, target_port: int) -> None:
        import threading

        self.target = target_port
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = int(self.server.getsockname()[1])
        self.plugged = True
        self.lock = threading.Lock()
        self.socks: list[socket.socket] = []
        self.thread = threading.Thread(target=self._accept, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"mqtt://127.0.0.1:{self.port}"

    def _accept(self) -> None:
        import threading

        while True:
            try:
                conn, _ = self.server.accept()
            except OSError:
                return
            if not self.plugged:
                conn.close()
                continue
            try:
                up = socket.create_connection(("127.0.0.1", self.target))
            except OSError:
                conn.close()
                continue
            with self.lock:
                self.socks += [conn, up]
            for a, b in ((conn, up), (up, conn)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    def _pipe(self, a: socket.socket, b: socket.socket) -> None:
        try:
            while data := a.recv(65536):
                b.sendall(data)
        except OSError:
            pass
        for s in (a, b):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def cut(self) -> None:
        self.plugged = False
        with self.lock:
            for s in self.socks:
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                s.close()
            self.socks = []

    def mend(self) -> None:
        self.plugged = True

    def close(self) -> None:
        self.cut()
        self.server.close()
