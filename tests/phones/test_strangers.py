"""Whatever a stranger sends the phone server: an answer of the API's (never a 500), nothing
recorded unless accepted, and the overlay server's guard on every connection."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.phones.helpers import call, in_thread
from tests.phones.test_pair_and_play import pair
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
RECORD = st.fixed_dictionaries(
    {"kind": st.sampled_from(["shot", "undo", "redo", "choice", "lag", "penalty", "x"])},
    optional={"shot": JSON, "option": JSON, "winner": JSON, "player": JSON, "kind2": JSON},
)


_PENS: dict[Path, tuple[str, str]] = {}


def _pen(server: PhoneServer, hall: PhoneHall) -> tuple[str, str]:
    """The pen's token and the match's id, paired once for this hall (hypothesis runs every
    example on the same one)."""
    found = _PENS.get(hall.folder)
    if found is None:
        paired = pair(server, hall)
        found = _PENS[hall.folder] = (paired["token"], paired["state"]["phone"]["match_id"])
    return found


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(record=RECORD | JSON, what=st.sampled_from(["input", "clock", "pen", "pair"]))
def test_any_body_gets_an_answer_of_the_api(
    server: PhoneServer, hall: PhoneHall, record: Any, what: str
) -> None:
    table = hall.tables["1"]
    pen, match = _pen(server, hall)
    before = len(table.journal.ids) if table.journal else 0  # type: ignore[union-attr]
    body: Any = record
    if what == "input":
        body = {"id": f"fuzz-{time.monotonic_ns()}", "match": match, "input": record}
    elif what == "clock":
        body = {"action": record}
    status, _, answer = call(server.port or 0, "POST", f"/api/phone/1/{what}", body, token=pen)
    assert status in (200, 400, 403, 409, 429), (status, answer)
    assert answer["status"] in ("accepted", "refused"), answer
    after = len(table.journal.ids) if table.journal else 0  # type: ignore[union-attr]
    assert after == before + (1 if what == "input" and status == 200 else 0)


@pytest.fixture
def guarded(hall: PhoneHall, page_folder: Path) -> Iterator[PhoneServer]:
    srv = PhoneServer(hall)
    srv.limits = {"head_seconds": 0.3}
    srv.start("127.0.0.1", 0, files=page_folder)
    yield srv
    srv.stop()


def test_a_head_that_never_ends_is_closed(guarded: PhoneServer) -> None:
    def slow() -> float:
        with socket.create_connection(("127.0.0.1", guarded.port or 0), timeout=5) as s:
            s.sendall(b"POST /api/phone/1/pair HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            t0 = time.monotonic()
            try:
                while s.recv(1024):
                    pass
            except ConnectionResetError:
                pass
            return time.monotonic() - t0

    assert in_thread(slow) < 3.0
    assert call(guarded.port or 0, "GET", "/phone/1")[0] == 200  # the server serves on
