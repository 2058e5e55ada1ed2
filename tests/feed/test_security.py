"""The broker as a venue should run it (the example configuration: passwords and the ACL):
a table writes only its own topics, only the desk assigns, strangers are refused."""

from __future__ import annotations

from pathlib import Path

import paho.mqtt.client as mqtt

from scoreboard.feed.client import parse_address
from scoreboard.feed.desk import DeskFeed
from scoreboard.feed.messages import Assignment, online_payload
from scoreboard.feed.outbox import Ledger, Outbox
from scoreboard.feed.table import TableFeed
from tests.feed.broker import Broker, Pump
from tests.feed.broker import login_url as url
from tests.feed.broker import secured_broker as secured

VENUE = "club-norte"
PASSWORDS = {"desk": "desk-secret", "table-1": "t1-secret", "table-2": "t2-secret", "board": "b"}


def secured_broker(folder: Path) -> Broker:
    return secured(folder, VENUE, PASSWORDS, 2)


def raw_client(broker: Broker, user: str, password: str) -> mqtt.Client:
    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=f"raw-{user}")
    c.username_pw_set(user, password)
    c.connect("127.0.0.1", broker.port)
    c.loop_start()
    return c


def test_a_table_writes_only_its_own_topics_and_only_the_desk_assigns(qapp, tmp_path: Path) -> None:
    folder = tmp_path / "broker"
    folder.mkdir()
    broker = secured_broker(folder)
    pump = Pump()
    try:
        q, sink = pump.sink()
        desk = pump.add(
            q,
            DeskFeed(
                parse_address(url(broker, "desk", PASSWORDS["desk"])),
                VENUE,
                Ledger(tmp_path / "desk.sqlite"),
                sink,
                lambda r: True,
            ),
        )
        q, sink = pump.sink()
        table = pump.add(
            q,
            TableFeed(
                parse_address(url(broker, "table-1", PASSWORDS["table-1"])),
                VENUE,
                1,
                Outbox(tmp_path / "t1.sqlite"),
                sink,
            ),
        )
        q, sink = pump.sink()
        stranger = pump.add(
            q,
            TableFeed(
                parse_address(url(broker, "table-2", "wrong")),
                VENUE,
                2,
                Outbox(tmp_path / "t2.sqlite"),
                sink,
            ),
        )
        for feed in (desk, table, stranger):
            feed.start()
        pump.until(lambda: desk.online and table.online, what="desk and table 1 connected")
        a = Assignment("c1", "W1-1", ("Ana", "Bea"), "nine-ball", 5)
        desk.assign(1, a)
        pump.until(lambda: table.assignment == a, what="the desk's assignment")
        pump.until(lambda: 1 in desk.tables and desk.tables[1].online, what="table 1 online")

        # table 1's credentials, misused: another table's topics, the desk's topics
        rogue = raw_client(broker, "table-1", PASSWORDS["table-1"])
        base = f"pool-scoreboard/{VENUE}/table/"
        rogue.publish(base + "2/online", online_payload(True), qos=1, retain=True)
        fake = Assignment("c1", "W1-2", ("Eva", "Flor"), "nine-ball", 5).payload()
        rogue.publish(base + "1/assignment", fake, qos=1, retain=True)
        rogue.publish(base + "2/assignment", fake, qos=1, retain=True)
        info = rogue.publish(
            base + "1/ack",
            b'{"format":"pool-scoreboard-ack","version":1,"result_id":"x","applied":true}',
            qos=1,
        )
        info.wait_for_publish(5)
        # a board may read but not write
        board = raw_client(broker, "board", PASSWORDS["board"])
        board.publish(base + "1/assignment", fake, qos=1, retain=True).wait_for_publish(5)
        pump.settle(1.0)
        rogue.loop_stop()
        board.loop_stop()

        assert table.assignment == a  # nobody but the desk assigns
        assert 2 not in desk.tables  # table 1 cannot speak for table 2
        assert not stranger.online  # a wrong password is refused
        # nothing was retained where it should not be: a desk joining now sees only table 1
        q, sink = pump.sink()
        late = pump.add(
            q,
            DeskFeed(
                parse_address(url(broker, "desk", PASSWORDS["desk"])),
                VENUE,
                Ledger(tmp_path / "late.sqlite"),
                sink,
                lambda r: True,
                client_id="late-desk",
            ),
        )
        late.start()
        pump.until(lambda: 1 in late.tables and late.tables[1].online, what="late desk")
        pump.settle(0.5)
        assert sorted(late.tables) == [1]
    finally:
        pump.close()
        broker.kill()


def test_a_client_without_a_password_is_refused(qapp, tmp_path: Path) -> None:
    folder = tmp_path / "broker"
    folder.mkdir()
    broker = secured_broker(folder)
    pump = Pump()
    try:
        q, sink = pump.sink()
        anonymous = pump.add(
            q, TableFeed(parse_address(broker.url), VENUE, 1, Outbox(tmp_path / "t.sqlite"), sink)
        )
        anonymous.start()
        pump.settle(1.5)
        assert not anonymous.online
        assert not anonymous.connection.connected
    finally:
        pump.close()
        broker.kill()
