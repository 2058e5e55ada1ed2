"""The example broker configuration is safe to copy: the committed files are what
``tools/mosquitto_config.py`` writes; it listens only on the address the organiser gives; a
real Mosquitto runs it, with the TLS listener switched on (a certificate made here with
openssl) and without it; logins and passwords are required on both listeners."""

from __future__ import annotations

import getpass
import shutil
import socket
import ssl
import subprocess
import sys
import threading
import time
from pathlib import Path

import paho.mqtt.client as mqtt
import pytest

from scoreboard.feed.acl import config
from tests.feed.broker import free_port, mosquitto_path

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "docs" / "examples" / "mosquitto"
TOOL = ROOT / "tools" / "mosquitto_config.py"
PASSWORDS = {"desk": "desk-pw", "table-1": "t1-pw", "board": "b-pw"}


def run_tool(*args: str) -> None:
    subprocess.run([sys.executable, str(TOOL), *args], check=True, capture_output=True)


def test_the_committed_example_is_what_the_tool_writes(tmp_path: Path) -> None:
    run_tool(
        "--venue", "club-norte", "--tables", "16", "--out", str(tmp_path),
        "--acl-path", "/etc/mosquitto/conf.d/pool-scoreboard.acl",
    )  # fmt: skip
    for name in ("pool-scoreboard.conf", "pool-scoreboard.acl"):
        assert (tmp_path / name).read_text() == (EXAMPLES / name).read_text(), name
    conf = (EXAMPLES / "pool-scoreboard.conf").read_text().splitlines()
    live = [line for line in conf if line and not line.startswith("#")]
    assert "listener 1883 192.168.1.10" in live  # bound to one address, said to change it
    assert not any(line.split()[:1] == ["listener"] and len(line.split()) < 3 for line in live)
    assert "allow_anonymous false" in live
    assert "persistence_location /var/lib/mosquitto/" in live
    assert "#listener 8883 192.168.1.10" in conf  # the TLS example
    doc = (ROOT / "docs" / "venue-feed.md").read_text()
    for needed in (
        "mqtts://192.168.1.10:8883",
        "mosquitto_passwd -c /etc/mosquitto/pool-scoreboard.passwd desk",
        "mosquitto_passwd /etc/mosquitto/pool-scoreboard.passwd table-1",
        "`table-N`",
        "`desk`",
        "--listen",
    ):
        assert needed in doc, needed


@pytest.mark.parametrize("address", ["", "0.0.0.0 1883", "a b"])
def test_the_listener_is_one_address(address: str) -> None:
    with pytest.raises(ValueError):
        config(1883, "p", "a", listen=address)


def certificate(folder: Path) -> tuple[Path, Path]:
    openssl = shutil.which("openssl")
    assert openssl is not None, "openssl is not installed (tools/system_deps.py installs it)"
    cert, key = folder / "broker.crt", folder / "broker.key"
    subprocess.run(
        [
            openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
            "-keyout", str(key), "-out", str(cert),
        ],
        check=True,
        capture_output=True,
    )  # fmt: skip
    return cert, key


def start(conf: Path, *ports: int) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen([mosquitto_path(), "-c", str(conf)], stderr=subprocess.PIPE)
    deadline = time.monotonic() + 10
    waiting = list(ports)
    while waiting and time.monotonic() < deadline:
        if proc.poll() is not None:
            err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
            raise AssertionError(f"mosquitto refused the configuration: {err}")
        try:
            socket.create_connection(("127.0.0.1", waiting[0]), timeout=0.2).close()
            waiting.pop(0)
        except OSError:
            time.sleep(0.05)
    assert not waiting, "mosquitto did not listen"
    return proc


def login(port: int, user: str | None, password: str | None, ca: Path | None = None) -> int:
    """The broker's answer to a connection (0: accepted)."""
    answer: list[int] = []
    done = threading.Event()
    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=f"check-{user}-{port}")
    if user:
        c.username_pw_set(user, password)
    if ca is not None:
        c.tls_set(ca_certs=str(ca), tls_version=ssl.PROTOCOL_TLS_CLIENT)

    def connected(client, userdata, flags, reason, props) -> None:
        answer.append(reason.value)
        done.set()

    c.on_connect = connected
    c.connect("127.0.0.1", port)
    c.loop_start()
    done.wait(5)
    c.disconnect()
    c.loop_stop()
    assert answer, "no answer from the broker"
    return answer[0]


@pytest.mark.parametrize("tls", [True, False], ids=["tls", "plain-only"])
def test_a_real_mosquitto_runs_the_example(tmp_path: Path, tls: bool) -> None:
    passwd = tmp_path / "passwd"
    tool = shutil.which("mosquitto_passwd") or "/usr/bin/mosquitto_passwd"
    for i, (user, password) in enumerate(PASSWORDS.items()):
        subprocess.run(
            [tool, *(["-c"] if i == 0 else []), "-b", str(passwd), user, password], check=True
        )
    port, tls_port = free_port(), free_port()
    cert, key = certificate(tmp_path) if tls else (None, None)
    (tmp_path / "store").mkdir()
    args = [
        "--venue", "club-norte", "--tables", "2", "--listen", "127.0.0.1",
        "--port", str(port), "--tls-port", str(tls_port), "--out", str(tmp_path),
        "--passwords", str(passwd), "--persistence-location", f"{tmp_path / 'store'}/",
    ]  # fmt: skip
    if tls:
        args += ["--certfile", str(cert), "--keyfile", str(key)]
    run_tool(*args)
    conf = tmp_path / "pool-scoreboard.conf"
    # as root mosquitto would become the user "mosquitto", who cannot read the test's folder
    conf.write_text(conf.read_text() + f"user {getpass.getuser()}\n")
    proc = start(conf, port, *([tls_port] if tls else []))
    try:
        assert login(port, "table-1", "t1-pw") == 0
        assert login(port, "table-1", "wrong") != 0
        assert login(port, None, None) != 0  # no anonymous clients
        if tls:
            assert cert is not None
            assert login(tls_port, "desk", "desk-pw", ca=cert) == 0
            assert login(tls_port, "desk", "wrong", ca=cert) != 0
            assert login(tls_port, None, None, ca=cert) != 0
        else:
            with pytest.raises(OSError):
                socket.create_connection(("127.0.0.1", tls_port), timeout=0.5).close()
    finally:
        proc.kill()
        proc.wait(5)
