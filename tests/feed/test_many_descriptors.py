"""The feed whatever the numbers of its sockets: a process holding more than 1024 files and
sockets (FD_SETSIZE, the most ``select`` takes) still connects, assigns and hears its tables
through a real Mosquitto, and the poll-made ``select`` answers as ``select.select`` does."""

from __future__ import annotations

import os
import select
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from scoreboard.feed import poll_select
from tests.feed.broker import Broker
from tests.feed.venue import venue


@pytest.fixture
def past_1024() -> Iterator[None]:
    """Every descriptor from here on numbered above 1024 (the low ones held meanwhile)."""
    held: list[int] = []
    try:
        while not held or held[-1] < 1100:
            held.append(os.open(os.devnull, os.O_RDONLY))
        yield
    finally:
        for fd in held:
            os.close(fd)


def test_a_desk_and_its_tables_on_sockets_numbered_past_1024(
    qapp, tmp_path: Path, broker: Broker, past_1024: None
) -> None:
    pump, desk, (t1, t2) = venue(tmp_path, broker)
    pump.until(lambda: desk.feed.tables.get(2) and desk.feed.tables[2].online, what="t2 online")
    assert desk.feed.connection.client.socket().fileno() > 1024
    desk.assign_next(1)
    pump.until(lambda: t1.feed.assignment is not None, what="assignment")
    t1.start_assigned()
    pump.until(lambda: desk.feed.tables.get(1) and desk.feed.tables[1].state, what="state")


def test_the_poll_made_select_answers_as_select_does(past_1024: None) -> None:
    a, b = socket.socketpair()
    try:
        assert a.fileno() > 1024
        with pytest.raises(ValueError):  # what select.select says of such a socket
            select.select([a], [], [], 0)
        assert poll_select.select([a], [a], [], 0) == ([], [a], [])  # writable, nothing to read
        b.send(b"x")
        assert poll_select.select([a], [], [], 1.0) == ([a], [], [])
        b.close()
        a.recv(1)
        assert poll_select.select([a], [], [], 1.0) == ([a], [], [])  # hung up: readable
    finally:
        a.close()
    with pytest.raises(ValueError):  # a closed socket, as paho expects
        poll_select.select([a], [], [], 0)
    with pytest.raises(TypeError):  # no socket at all
        poll_select.select([None], [], [], 0)
