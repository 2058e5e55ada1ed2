"""A result the desk has not acknowledged is sent again at every reconnection, again a moment
later (the desk may come back to the broker, and subscribe again, after the table did: the
first resend then reached nobody), and then every RESEND_SECONDS while it waits."""

from __future__ import annotations

from pathlib import Path

import pytest

from scoreboard.feed import table as table_module
from scoreboard.feed.client import parse_address
from scoreboard.feed.inbox import Connected, Disconnected
from scoreboard.feed.outbox import OUTBOX_FILE, Outbox
from scoreboard.feed.table import RESEND_AFTER_RECONNECT, RESEND_SECONDS, TableFeed


def test_a_waiting_result_is_sent_again_soon_after_a_reconnection(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    now = [1000.0]
    monkeypatch.setattr(table_module.time, "monotonic", lambda: now[0])
    outbox = Outbox(tmp_path / OUTBOX_FILE)
    feed = TableFeed(parse_address("mqtt://127.0.0.1:9"), "club", 2, outbox, lambda _e: None)
    sent: list[str] = []

    def publish(topic: str, payload: bytes, *, qos: int = 0, retain: bool = False) -> bool:
        if topic.endswith("/result"):
            sent.append(topic)
        return True

    monkeypatch.setattr(feed.connection, "publish", publish)
    outbox.put("m1.abc", b'{"v": 1}')
    try:
        feed.handle(Connected())
        assert len(sent) == 1  # at the reconnection
        feed.tick()
        assert len(sent) == 1
        now[0] += RESEND_AFTER_RECONNECT
        feed.tick()
        assert len(sent) == 2  # a moment later, for a desk that subscribed after the table
        now[0] += RESEND_SECONDS - 0.5
        feed.tick()
        assert len(sent) == 2
        now[0] += 0.5
        feed.tick()
        assert len(sent) == 3  # then every RESEND_SECONDS while it waits
        feed.handle(Disconnected("cut"))
        now[0] += RESEND_SECONDS * 2
        feed.tick()
        assert len(sent) == 3  # offline: nothing sent into the void
        outbox.acknowledge("m1.abc")
        feed.handle(Connected())
        now[0] += RESEND_SECONDS * 2
        feed.tick()
        assert len(sent) == 3  # acknowledged: nothing left to send
    finally:
        outbox.close()
