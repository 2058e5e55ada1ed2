"""A phone's entry the disk refuses is answered 503 ``not-kept`` and changes nothing; once
space is freed, the phone's resend of the same id is recorded, once. Two disks, as the
window's full-disk test: a real full tmpfs (root) and os.write failing with ENOSPC."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from scoreboard.table.journal import read_journal
from tests.faults.test_full_disk_journal import Disk, disk  # noqa: F401 - the fixture
from tests.phones.conftest import nine_ball
from tests.phones.helpers import SHOT, call
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer


@pytest.fixture
def full_hall(qapp: Any, disk: Disk) -> Iterator[tuple[PhoneHall, PhoneServer, Disk]]:  # noqa: F811
    hall = PhoneHall(disk.data / "phone-tables")
    hall.open_match("1", nine_ball())
    server = PhoneServer(hall)
    server.start("127.0.0.1", 0)
    yield hall, server, disk
    server.stop()
    hall.release()


def _send(port: int, token: str, match: str, id: str) -> tuple[int, Any]:
    status, _, answer = call(
        port,
        "POST",
        "/api/phone/1/input",
        {"id": id, "match": match, "input": SHOT},
        token=token,
    )
    return status, answer


def test_an_entry_the_full_disk_refuses_is_not_kept_then_recorded_once(
    full_hall: tuple[PhoneHall, PhoneServer, Disk],
) -> None:
    hall, server, filled = full_hall
    port = server.port or 0
    status, _, paired = call(
        port, "POST", "/api/phone/1/pair", {"code": hall.service.code("1"), "device": "Ana"}
    )
    assert status == 200, paired
    token, match = paired["token"], paired["state"]["phone"]["match_id"]
    for n in range(5):
        assert _send(port, token, match, f"tap-{n:08d}")[0] == 200
    table = hall.tables["1"]
    journal = table.journal
    assert journal is not None
    path = journal.path

    filled.fill()
    # entries go on being recorded until the disk refuses one (the last page may have room)
    n = 5
    while True:
        status, answer = _send(port, token, match, f"tap-{n:08d}")
        if status != 200:
            break
        n += 1
        assert n < 2000, "the disk never filled"
    refused = f"tap-{n:08d}"
    assert status == 503 and answer["status"] == "not-kept", answer
    assert answer["code"] == "not-kept"
    before = len(table.inputs)
    assert before == n and answer["state"]["phone"]["records"] == n
    assert not table.recorded(refused)
    # sent again while still full: still not kept, nothing changed
    status, answer = _send(port, token, match, refused)
    assert status == 503 and len(table.inputs) == before

    filled.free()
    status, answer = _send(port, token, match, refused)
    assert status == 200 and answer["code"] != "already-recorded", answer
    status, again = _send(port, token, match, refused)
    assert status == 200 and again["code"] == "already-recorded"
    print(f"tried: {filled.how}: {n} entries kept before the disk refused one; resent after: once")

    hall.release()
    contents = read_journal(path)
    assert contents.problem is None
    assert contents.ids == [f"tap-{i:08d}" for i in range(n + 1)]
