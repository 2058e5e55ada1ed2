"""The desk window on a real Mosquitto under a flood: after a fuzz that puts a retained state
and online flag on every table number, one table sends 20,000 states as fast as it can. The
desk stays connected (its keep-alive answered), shows that table's newest state within
seconds, and its windows keep turning; and when the broker restarts or the desk's connection
drops right after such a flood, the idle tables are shown with their status again within
seconds."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path

import paho.mqtt.client as mqtt
import pytest
from PySide6.QtCore import QTimer

from scoreboard.feed.client import KEEPALIVE, Connected, Disconnected
from scoreboard.feed.messages import online_payload
from scoreboard.feed.topics import MAX_TABLE
from tests.feed.broker import Broker, Pump
from tests.feed.test_who_speaks import state_of
from tests.feed.venue import VENUE, Scorekeeper, desk_with_competition

FLOOD = 20_000
IDLE = (1, 2)  # two tables on the feed with nothing to say
LOUD = 3  # the table that floods


def client(port: int, name: str) -> mqtt.Client:
    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=name)
    c.connect("127.0.0.1", port)
    c.loop_start()
    return c


def fuzz(port: int) -> None:
    """A retained state and online flag on every table number, and junk on the topics."""
    c = client(port, "fuzz")
    base = f"pool-scoreboard/{VENUE}/table/"
    for n in range(LOUD + 1, MAX_TABLE + 1):
        c.publish(f"{base}{n}/state", state_of(n), qos=1, retain=True)
        c.publish(f"{base}{n}/online", online_payload(True), qos=1, retain=True)
        c.publish(f"{base}{n}/result", b"\xff" * n, qos=1)
    c.publish(f"{base}{MAX_TABLE}/online", b"{", qos=1).wait_for_publish(30)
    c.loop_stop()
    c.disconnect()


#: A table of another process sending its states as fast as it can, then leaving.
FLOODER = """
import json, sys
import paho.mqtt.client as mqtt
port, topic, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
doc = json.loads(sys.stdin.read())
c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="loud-table")
c.connect("127.0.0.1", port)
c.loop_start()
for seq in range(1, count + 1):
    doc["seq"] = seq
    info = c.publish(topic, json.dumps(doc).encode(), retain=True)
info.wait_for_publish(60)
c.disconnect()
c.loop_stop()
"""


def flood(port: int) -> None:
    """Table 3's states, sequence 1 to :data:`FLOOD`, sent from a process of their own."""
    topic = f"pool-scoreboard/{VENUE}/table/{LOUD}/state"
    subprocess.run(
        [sys.executable, "-c", FLOODER, str(port), topic, str(FLOOD)],
        input=state_of(LOUD),
        check=True,
        timeout=120,
    )


def idle_online(control, pump: Pump) -> None:
    pump.drain()
    assert control.feed.online
    views = [control.feed.tables.get(n) for n in IDLE]
    assert [v.status if v else None for v in views] == ["online", "online"]


def newest_state(control, pump: Pump) -> None:
    pump.drain()
    view = control.feed.tables.get(LOUD)
    assert view is not None and view.state is not None and view.state["seq"] == FLOOD


class Desk:
    """A desk window on the feed at ``url``, with tables 1 and 2 idle on the broker and the
    fuzz on it; the connection's news it handled, with when."""

    def __init__(self, qtbot, tmp_path: Path, broker: Broker, url: str) -> None:
        self.desk, self.control, _ = desk_with_competition(qtbot, tmp_path)
        self.desk.show()
        self.pump = Pump()
        for n in IDLE:
            Scorekeeper(self.pump, broker.url, tmp_path, n)
        assert self.control.start(url, VENUE, LOUD)
        self.news: list[tuple[float, str]] = []
        handle = self.control.feed.handle

        def noted(event: object) -> None:
            if isinstance(event, Connected | Disconnected):
                self.news.append((time.monotonic(), type(event).__name__))
            handle(event)

        self.control.feed.handle = noted
        qtbot.waitUntil(lambda: idle_online(self.control, self.pump), timeout=15000)
        self.news.clear()
        fuzz(broker.port)
        self.ticks: list[float] = []
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(lambda: self.ticks.append(time.monotonic()))
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
        self.control.stop()


def test_a_flood_of_states_keeps_the_desk_connected_and_shows_the_newest(
    qtbot, tmp_path: Path, broker: Broker
) -> None:
    desk = Desk(qtbot, tmp_path, broker, broker.url)
    start = time.monotonic()
    try:
        flood(broker.port)
        qtbot.waitUntil(lambda: newest_state(desk.control, desk.pump), timeout=15000)
        # long enough for a keep-alive missed under the flood to have dropped the connection
        qtbot.wait(max(0, int((1.5 * KEEPALIVE + 2 - (time.monotonic() - start)) * 1000)))
        desk.pump.drain()
        assert desk.news == []  # neither lost nor connected again
        assert desk.control.feed.connection.client.is_connected()
        idle_online(desk.control, desk.pump)
        assert len(desk.ticks) >= 50  # the windows' thread turned all along (850 at most)
    finally:
        desk.stop()


@pytest.mark.parametrize("how", ["the broker restarts", "the desk's connection drops"])
def test_after_a_flood_and_a_reconnection_idle_tables_show_their_status_again(
    qtbot, tmp_path: Path, broker: Broker, how: str
) -> None:
    desk = Desk(qtbot, tmp_path, broker, broker.url)
    try:
        flood(broker.port)
        if how == "the broker restarts":
            broker.kill()
            broker.start()
        else:  # the network under the desk's connection goes
            desk.control.feed.connection.client.socket().shutdown(socket.SHUT_RDWR)

        def again() -> None:  # heard the connection lost, then back
            assert [n for _, n in desk.news][-2:] == ["Disconnected", "Connected"]

        qtbot.waitUntil(again, timeout=15000)
        qtbot.waitUntil(lambda: idle_online(desk.control, desk.pump), timeout=15000)
    finally:
        desk.stop()
