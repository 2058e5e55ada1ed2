"""Pens: pairing codes, tokens bound to one table, one pen per table, the grants' file."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import scoreboard.phones.pens as pens_module
from scoreboard.files.paths import ProblemCode
from scoreboard.phones.pens import (
    FILE_NAME,
    MAX_PAUSE,
    MAX_TRIES,
    PAUSE,
    Pens,
    Role,
)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def wrong(code: str) -> str:
    return f"{(int(code) + 1) % 10**6:06d}"


def test_the_right_code_pairs_once_and_a_wrong_one_does_not() -> None:
    pens = Pens(None)
    code = pens.code("1")
    assert len(code) == 6 and code.isdigit() and pens.code("1") == code  # shown until used
    refused = pens.pair("1", wrong(code), "phone-a")
    assert not refused.ok and refused.code == "wrong-code" and refused.token is None
    paired = pens.pair("1", code, "phone-a")
    assert paired.ok and paired.role is Role.PEN and paired.token and paired.ref
    assert len(paired.token) >= 43
    assert pens.code("1") != code  # one-time: made anew after use
    assert pens.pair("1", code, "phone-b").code == "wrong-code"
    assert pens.pen("1") is not None and pens.pen("1").device == "phone-a"  # type: ignore[union-attr]


def test_codes_are_per_table_and_new_on_demand() -> None:
    pens = Pens(None)
    a, b = pens.code("1"), pens.code("2")
    assert pens.pair("2", a, "phone").ok is (a == b)
    old = pens.code("1")
    new = pens.new_code("1")
    assert pens.code("1") == new
    if new != old:
        assert pens.pair("1", old, "phone").code == "wrong-code"
    assert pens.pair("1", new, "phone").ok
    with pytest.raises(ValueError):
        pens.code("../etc")


@pytest.mark.parametrize("code", [123456, "12345", "1234567", " 12345", "12345a", "١٢٣٤٥٦", None])
def test_a_code_that_is_not_six_digits_is_refused_and_not_counted(code: object) -> None:
    clock = Clock()
    pens = Pens(None, clock=clock)
    for _ in range(MAX_TRIES * 3):
        assert pens.pair("1", code, "phone").code == "bad-code"
    assert pens.paused("1", "phone") == 0
    assert pens.pair("1", pens.code("1"), "phone").ok


def test_wrong_codes_for_a_table_pause_its_pairing_then_longer() -> None:
    clock = Clock()
    pens = Pens(None, clock=clock)
    code = pens.code("1")
    for n in range(MAX_TRIES):
        answer = pens.pair("1", wrong(code), f"phone-{n}")  # each from another device
        assert answer.code == "wrong-code"
    assert answer.retry_after == PAUSE
    # paused: even the right code is not compared
    paused = pens.pair("1", code, "referee")
    assert paused.code == "paused" and paused.retry_after == PAUSE
    assert pens.pair("2", pens.code("2"), "referee").ok  # other tables are not paused
    clock.now += PAUSE + 0.1
    for n in range(MAX_TRIES):
        assert pens.pair("1", wrong(code), f"other-{n}").code == "wrong-code"
    assert pens.paused("1", "referee") == pytest.approx(2 * PAUSE)
    clock.now += 2 * PAUSE + 0.1
    assert pens.pair("1", code, "referee").ok


def test_the_pause_is_capped_and_a_new_code_ends_it() -> None:
    clock = Clock()
    pens = Pens(None, clock=clock)
    code = pens.code("1")
    for _ in range(12):
        for n in range(MAX_TRIES):
            pens.pair("1", wrong(code), f"phone-{n}")
        assert 0 < pens.paused("1", "x") <= MAX_PAUSE
        clock.now += MAX_PAUSE + 1
    for n in range(MAX_TRIES):
        pens.pair("1", wrong(code), f"phone-{n}")
    assert pens.paused("1", "x") == MAX_PAUSE
    new = pens.new_code("1")
    assert pens.paused("1", "x") == 0
    assert pens.pair("1", new, "referee").ok


def test_wrong_codes_from_a_device_pause_it_on_every_table() -> None:
    clock = Clock()
    pens = Pens(None, clock=clock)
    for n in range(MAX_TRIES):
        table = str(n + 1)  # one guess a table: no table is paused
        assert pens.pair(table, wrong(pens.code(table)), "guesser").code == "wrong-code"
    assert pens.paused("9", "guesser") == PAUSE and pens.paused("9", "referee") == 0
    assert pens.pair("9", pens.code("9"), "guesser").code == "paused"
    assert pens.pair("9", pens.code("9"), "referee").ok


def test_wrong_codes_count_against_the_source_when_one_is_given() -> None:
    clock = Clock()
    pens = Pens(None, clock=clock)
    for n in range(MAX_TRIES):
        table = str(n + 1)
        code = wrong(pens.code(table))
        assert pens.pair(table, code, f"name-{n}", source="10.0.0.9").code == "wrong-code"
    assert pens.pair("9", pens.code("9"), "fresh-name", source="10.0.0.9").code == "paused"
    assert pens.pair("9", pens.code("9"), "fresh-name", source="10.0.0.8").ok


def test_guessing_does_not_pair_in_many_tries() -> None:
    """A guesser meets the pauses: in 1000 s (a try a second, each from a new device) six rounds
    of codes are compared (the pauses of 30, 60, 120, 240 and 480 s between them)."""
    clock = Clock()
    pens = Pens(None, clock=clock)
    code = pens.code("1")
    compared = 0
    for n in range(1000):
        guess = f"{n:06d}"
        answer = pens.pair("1", guess if guess != code else wrong(code), f"device-{n}")
        assert not answer.ok
        compared += answer.code != "paused"
        clock.now += 1
    assert compared == 6 * MAX_TRIES


def test_one_pen_per_table_and_pairing_again_moves_it() -> None:
    pens = Pens(None)
    a = pens.pair("1", pens.code("1"), "phone-a")
    b = pens.pair("1", pens.code("1"), "phone-b")
    assert a.ok and b.ok
    old, new = pens.check("1", a.token), pens.check("1", b.token)
    assert old.ok and not old.may_write and old.role is Role.WATCHER
    assert old.write_refusal == "pen-moved"
    assert new.may_write and new.write_refusal == ""
    watcher = pens.pair("1", pens.code("1"), "phone-c", watch=True)
    assert watcher.role is Role.WATCHER
    assert pens.check("1", watcher.token).write_refusal == "not-the-pen"
    assert pens.check("1", b.token).may_write  # watching does not take the pen
    pens_of_1 = [d for d in pens.devices("1") if d.role is Role.PEN]
    assert len(pens_of_1) == 1 and pens_of_1[0].device == "phone-b"


def test_a_token_is_good_for_its_table_only() -> None:
    pens = Pens(None)
    a = pens.pair("1", pens.code("1"), "phone-a")
    b = pens.pair("2", pens.code("2"), "phone-b")
    assert pens.check("1", a.token).may_write and pens.check("2", b.token).may_write
    assert pens.check("2", a.token).code == "wrong-table" and not pens.check("2", a.token).ok
    assert pens.check("1", b.token).code == "wrong-table"
    assert pens.check("1", "A" * 43).code == "unknown-token"
    for forged in (None, 7, "", "short", "x" * 65, "no spaces in tokens at all here", ["t"]):
        assert pens.check("1", forged).code == "bad-token"


def test_the_desk_sees_when_each_device_was_last_let_in() -> None:
    now = [1_800_000_000.0]
    pens = Pens(None, wall=lambda: now[0])
    a = pens.pair("1", pens.code("1"), "phone-a")
    now[0] += 10
    w = pens.pair("1", pens.code("1"), "phone-w", watch=True)
    assert {d.device: d.seen for d in pens.devices("1")} == {
        "phone-a": 1_800_000_000.0,  # a pairing is a visit
        "phone-w": 1_800_000_010.0,
    }
    now[0] -= 10
    pens.check("1", a.token)
    now[0] += 30
    pens.check("1", w.token)
    now[0] += 30
    assert pens.check("2", a.token).code == "wrong-table"  # not let in: not seen
    assert {d.device: d.seen for d in pens.devices("1")} == {
        "phone-a": 1_800_000_000.0,
        "phone-w": 1_800_000_030.0,
    }


def test_the_desk_hands_the_pen_over_and_revokes() -> None:
    pens = Pens(None)
    a = pens.pair("1", pens.code("1"), "phone-a")
    w = pens.pair("1", pens.code("1"), "phone-w", watch=True)
    other = pens.pair("2", pens.code("2"), "phone-o")
    assert pens.ask("1", w.token).ok
    assert [d.device for d in pens.devices("1") if d.asking] == ["phone-w"]
    assert pens.approve("1", other.ref) == "unknown-device"  # another table's device
    assert pens.approve("1", "nobody-00000") == "unknown-device"
    assert pens.approve("1", w.ref) == ""
    assert pens.check("1", w.token).may_write
    assert pens.check("1", a.token).write_refusal == "pen-moved"
    assert not any(d.asking for d in pens.devices("1"))
    assert pens.revoke(w.ref) == ""
    assert pens.check("1", w.token).code == "revoked" and pens.pen("1") is None
    assert pens.approve("1", w.ref) == "unknown-device"  # revoked for good
    assert pens.revoke("nobody-00000") == "unknown-device"
    assert pens.forget("1", a.token).ok and pens.check("1", a.token).code == "revoked"
    assert pens.revoke_table("2") == "" and pens.check("2", other.token).code == "revoked"


def test_grants_survive_a_restart_and_revoked_tokens_stay_revoked(tmp_path: Path) -> None:
    pens = Pens.in_folder(tmp_path)
    a = pens.pair("1", pens.code("1"), "phone-a")
    b = pens.pair("1", pens.code("1"), "phone-b")
    c = pens.pair("2", pens.code("2"), "phone-c")
    assert pens.revoke(c.ref) == ""
    again = Pens.in_folder(tmp_path)
    assert again.problem is None
    assert again.check("1", b.token).may_write
    assert again.check("1", a.token).write_refusal == "pen-moved"
    assert again.check("2", c.token).code == "revoked"
    assert again.check("2", a.token).code == "wrong-table"
    # the file holds no token, only digests
    text = (tmp_path / FILE_NAME).read_text("utf-8")
    assert all(t is not None and t not in text for t in (a.token, b.token, c.token))
    # the codes are not kept: the desk shows new ones
    assert {d.device for d in again.devices()} == {"phone-a", "phone-b", "phone-c"}


def test_a_change_the_disk_refuses_is_not_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pens = Pens.in_folder(tmp_path)
    a = pens.pair("1", pens.code("1"), "phone-a")
    w = pens.pair("1", pens.code("1"), "phone-w", watch=True)
    code = pens.code("1")

    def full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(pens_module, "atomic_write_bytes", full)
    refused = pens.pair("1", code, "phone-b")
    assert refused.code == "not-kept" and refused.token is None
    assert pens.code("1") == code and pens.check("1", a.token).may_write
    assert len(pens.devices("1")) == 2
    assert pens.approve("1", w.ref) == "not-kept" and pens.check("1", a.token).may_write
    # a revocation holds at once, and is written with the next change
    assert pens.revoke(a.ref) == "not-kept" and pens.check("1", a.token).code == "revoked"
    monkeypatch.undo()
    assert pens.pair("1", code, "phone-b").ok
    assert Pens.in_folder(tmp_path).check("1", a.token).code == "revoked"


def _write(path: Path, doc: object) -> None:
    path.write_text(json.dumps(doc), "utf-8")


def test_a_damaged_file_is_put_aside_and_grants_nothing(tmp_path: Path) -> None:
    pens = Pens.in_folder(tmp_path)
    a = pens.pair("1", pens.code("1"), "phone-a")
    path = tmp_path / FILE_NAME
    path.write_bytes(path.read_bytes()[:-20])  # cut short
    again = Pens.in_folder(tmp_path)
    assert again.problem is not None and again.problem.code is ProblemCode.UNREADABLE
    assert again.problem.kept_aside is not None and again.problem.kept_aside.exists()
    assert not path.exists() and again.check("1", a.token).code == "unknown-token"
    assert again.pair("1", again.code("1"), "phone-a").ok and path.exists()


def test_a_folder_or_a_huge_file_in_its_place_is_put_aside(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    path.mkdir()
    pens = Pens(path)
    assert pens.problem is not None and pens.problem.code is ProblemCode.NOT_A_FILE
    assert not path.exists()
    path.write_bytes(b" " * (pens_module.MAX_FILE_BYTES + 1))
    pens = Pens(path)
    assert pens.problem is not None and pens.problem.code is ProblemCode.FILE_TOO_LARGE


def test_a_named_pipe_in_its_place_is_not_waited_for(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    os.mkfifo(path)
    pens = Pens(path)
    assert pens.problem is not None and pens.problem.code is ProblemCode.NOT_A_FILE


def test_a_file_from_a_newer_version_or_of_another_format_grants_nothing(tmp_path: Path) -> None:
    pens = Pens.in_folder(tmp_path)
    a = pens.pair("1", pens.code("1"), "phone-a")
    path = tmp_path / FILE_NAME
    doc = json.loads(path.read_text("utf-8"))
    for changed in ({**doc, "version": 2}, {**doc, "format": "other"}, [doc]):
        _write(path, changed)
        again = Pens(path)
        assert again.problem is not None and again.check("1", a.token).code == "unknown-token"


def test_two_pens_of_one_table_in_the_file_leave_one(tmp_path: Path) -> None:
    pens = Pens.in_folder(tmp_path)
    a = pens.pair("1", pens.code("1"), "phone-a")
    b = pens.pair("1", pens.code("1"), "phone-b")
    path = tmp_path / FILE_NAME
    doc = json.loads(path.read_text("utf-8"))
    for g in doc["grants"]:
        g["role"] = "pen"
    _write(path, doc)
    again = Pens(path)
    assert again.problem is None
    assert [again.check("1", t).may_write for t in (a.token, b.token)] == [False, True]


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=20,
)
GRANT_KEYS = ("ref", "hash", "table", "device", "role", "held_pen", "paired", "revoked")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    grants=st.lists(st.fixed_dictionaries({}, optional={k: JSON for k in GRANT_KEYS}), max_size=4),
    extra=JSON,
)
def test_any_file_content_loads_without_raising_and_grants_no_unknown_token(
    grants: list[dict[str, object]], extra: object
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / FILE_NAME
        for doc in (
            {"format": "pool-scoreboard-phones", "version": 1, "grants": grants},
            extra,
        ):
            _write(path, doc)
            pens = Pens(path)
            assert pens.check("1", "A" * 43).code in ("unknown-token", "revoked")
            for d in pens.devices():
                assert pens_module.valid_device(d.device)


@settings(max_examples=200, deadline=None)
@given(table=JSON, code=JSON, device=JSON, token=JSON, watch=st.booleans())
def test_any_value_sent_to_pair_or_check_never_raises(
    table: object, code: object, device: object, token: object, watch: bool
) -> None:
    pens = Pens(None)
    answer = pens.pair(table, code, device, watch=watch)
    assert not answer.ok  # a random code for a table whose code was never shown
    assert not pens.check(table, token).ok
    assert pens.devices() == ()
