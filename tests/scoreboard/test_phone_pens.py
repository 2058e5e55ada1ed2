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
    Guessing,
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
    assert pens.paused("phone") == 0 and pens.guessing("1") is None
    assert pens.pair("1", pens.code("1"), "phone").ok


def test_wrong_codes_from_a_source_pause_that_source_then_longer() -> None:
    clock = Clock()
    pens = Pens(None, clock=clock)
    code = pens.code("1")
    for n in range(MAX_TRIES):
        answer = pens.pair("1", wrong(code), f"name-{n}", source="10.0.0.66")
        assert answer.code == "wrong-code"
    assert answer.retry_after == PAUSE
    # paused: even the right code from that source is not compared
    paused = pens.pair("1", code, "referee", source="10.0.0.66")
    assert paused.code == "paused" and paused.retry_after == PAUSE
    clock.now += PAUSE + 0.1
    for _ in range(MAX_TRIES):
        assert pens.pair("1", wrong(code), "x", source="10.0.0.66").code == "wrong-code"
    assert pens.paused("10.0.0.66") == pytest.approx(2 * PAUSE)
    clock.now += 2 * PAUSE + 0.1
    assert pens.pair("1", code, "referee", source="10.0.0.66").ok


def test_a_strangers_pause_stops_no_other_source() -> None:
    clock = Clock()
    pens = Pens(None, clock=clock)
    code = pens.code("1")
    for _ in range(MAX_TRIES):
        pens.pair("1", wrong(code), "stranger", source="10.0.0.66")
    assert pens.paused("10.0.0.66") == PAUSE
    assert pens.paused("10.0.0.20") == 0
    assert pens.pair("1", code, "organiser", source="10.0.0.20").ok


def test_wrong_codes_from_many_sources_never_stop_the_right_code() -> None:
    clock = Clock()
    pens = Pens(None, clock=clock)
    code = pens.code("1")
    for round_ in range(3):
        for n in range(200):
            for _ in range(MAX_TRIES):
                pens.pair("1", wrong(code), "guess", source=f"10.0.{n // 250}.{n % 250}")
        clock.now += PAUSE * 2**round_ + 1
    assert pens.pair("1", code, "organiser", source="192.168.1.20").ok
    guessing = pens.guessing("1")
    assert guessing is not None and (guessing.wrong, guessing.sources) == (3 * 200 * MAX_TRIES, 200)


def test_each_sources_pause_grows_on_its_own_up_to_the_cap() -> None:
    clock = Clock()
    pens = Pens(None, clock=clock)
    code = pens.code("1")
    waits = []
    for _ in range(8):
        for _ in range(MAX_TRIES):
            pens.pair("1", wrong(code), "x", source="10.0.0.66")
        waits.append(pens.paused("10.0.0.66"))
        clock.now += MAX_PAUSE + 1
    assert waits == [min(MAX_PAUSE, PAUSE * 2**k) for k in range(8)]
    assert waits[-1] == MAX_PAUSE
    # another source starts at the first pause, whatever the first one did
    for _ in range(MAX_TRIES):
        pens.pair("1", wrong(code), "x", source="10.0.0.67")
    assert pens.paused("10.0.0.67") == PAUSE


def test_a_new_code_ends_the_tables_guessing_but_not_the_guessers_pause() -> None:
    clock = Clock()
    pens = Pens(None, clock=clock)
    code = pens.code("1")
    for _ in range(MAX_TRIES):
        pens.pair("1", wrong(code), "x", source="10.0.0.66")
    assert pens.guessing("1") is not None
    new = pens.new_code("1")
    assert pens.guessing("1") is None
    assert pens.paused("10.0.0.66") == PAUSE  # its own pause runs on
    assert pens.pair("1", new, "x", source="10.0.0.66").code == "paused"
    assert pens.pair("1", new, "organiser", source="10.0.0.20").ok


def test_wrong_codes_from_a_device_pause_it_on_every_table() -> None:
    clock = Clock()
    pens = Pens(None, clock=clock)
    for n in range(MAX_TRIES):
        table = str(n + 1)  # one guess a table
        assert pens.pair(table, wrong(pens.code(table)), "guesser").code == "wrong-code"
    assert pens.paused("guesser") == PAUSE and pens.paused("referee") == 0
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


def test_a_stranger_using_the_organisers_device_name_pauses_only_itself() -> None:
    clock = Clock()
    pens = Pens(None, clock=clock)
    code = pens.code("1")
    for _ in range(MAX_TRIES * 3):
        pens.pair("1", wrong(code), "Organiser's phone", source="10.0.0.66")
    assert pens.paused("Organiser's phone") == 0
    assert pens.pair("1", code, "Organiser's phone", source="10.0.0.20").ok


def test_guessing_from_one_source_does_not_pair_in_many_tries() -> None:
    """A guesser meets its pauses: in 1000 s (a try a second, each with a new device's name)
    six rounds of codes are compared (the pauses of 30, 60, 120, 240 and 480 s between them)."""
    clock = Clock()
    pens = Pens(None, clock=clock)
    code = pens.code("1")
    compared = 0
    for n in range(1000):
        guess = f"{n:06d}"
        answer = pens.pair(
            "1", guess if guess != code else wrong(code), f"device-{n}", source="10.0.0.66"
        )
        assert not answer.ok
        compared += answer.code != "paused"
        clock.now += 1
    assert compared == 6 * MAX_TRIES


def test_the_tables_guessing_says_how_many_from_how_many_and_when() -> None:
    clock, wall = Clock(), Clock()
    pens = Pens(None, clock=clock, wall=wall)
    code = pens.code("1")
    assert pens.guessing("1") is None
    for n in range(7):
        wall.now += 10
        pens.pair("1", wrong(code), "x", source=f"10.0.0.{n % 3}")
    guessing = pens.guessing("1")
    assert guessing == Guessing(wrong=7, sources=3, first=1010.0, last=1070.0, more=False)
    assert pens.guessing("2") is None  # per table
    # refusals that compare no code are not guesses
    for _ in range(MAX_TRIES):
        pens.pair("1", wrong(code), "x", source="10.0.0.9")
    assert pens.paused("10.0.0.9") > 0
    pens.pair("1", wrong(code), "x", source="10.0.0.9")  # paused: not compared
    pens.pair("1", "12345", "x", source="10.0.0.10")  # not a code
    assert pens.guessing("1").wrong == 7 + MAX_TRIES  # type: ignore[union-attr]


def test_a_pairing_keeps_the_tables_guessing_shown() -> None:
    pens = Pens(None)
    code = pens.code("1")
    pens.pair("1", wrong(code), "x", source="10.0.0.66")
    assert pens.pair("1", code, "organiser", source="10.0.0.20").ok
    assert pens.guessing("1") is not None and pens.guessing("1").wrong == 1  # type: ignore[union-attr]


def test_the_sources_remembered_are_bounded_the_oldest_not_paused_forgotten_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(pens_module, "MAX_SOURCES", 10)
    clock = Clock()
    pens = Pens(None, clock=clock)
    code = pens.code("1")
    for _ in range(MAX_TRIES):
        pens.pair("1", wrong(code), "x", source="paused-one")  # the oldest, paused
    for n in range(40):
        pens.pair("1", wrong(code), "x", source=f"10.0.0.{n}")
    assert len(pens._tries) == 10
    assert pens.paused("paused-one") == PAUSE  # kept: paused
    assert "10.0.0.39" in pens._tries and "10.0.0.0" not in pens._tries


def test_the_guessers_told_apart_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pens_module, "MAX_GUESSERS", 4)
    monkeypatch.setattr(pens_module, "MAX_GUESSED_TABLES", 3)
    pens = Pens(None)
    for n in range(9):
        pens.pair("1", wrong(pens.code("1")), "x", source=f"10.0.0.{n}")
    guessing = pens.guessing("1")
    assert guessing is not None and guessing.wrong == 9
    assert guessing.sources == 4 and guessing.more
    for table in ("2", "3", "4"):
        pens.pair(table, wrong(pens.code(table)), "x", source="10.0.0.1")
    assert pens.guessing("1") is None and pens.guessing("4") is not None


#: What strangers do: a wrong code from one of a few sources, to one of two tables; the time
#: going by; the desk making a new code; the organiser pairing from a source of its own.
STEP = st.one_of(
    st.tuples(st.just("wrong"), st.sampled_from(["1", "2"]), st.integers(0, 5), st.integers(1, 7)),
    st.tuples(st.just("wait"), st.floats(0, 2 * MAX_PAUSE)),
    st.tuples(st.just("new"), st.sampled_from(["1", "2"])),
    st.tuples(st.just("pair"), st.sampled_from(["1", "2"])),
)


@settings(max_examples=200, deadline=None)
@given(steps=st.lists(STEP, max_size=120))
def test_no_sequence_of_wrong_codes_stops_the_right_code_from_a_clean_source(
    steps: list[tuple[object, ...]],
) -> None:
    clock = Clock()
    pens = Pens(None, clock=clock)
    clean = 0

    def organiser_pairs(table: str) -> None:
        nonlocal clean
        clean += 1
        paired = pens.pair(table, pens.code(table), "Organiser", source=f"192.168.9.{clean}")
        assert paired.ok, paired
        pens.revoke(paired.ref)  # the table never fills up with the organiser's phones

    for step in steps:
        if step[0] == "wrong":
            _, table, source, times = step
            assert isinstance(table, str) and isinstance(times, int)
            for _ in range(times):
                pens.pair(table, wrong(pens.code(table)), "Organiser", source=f"10.0.0.{source}")
        elif step[0] == "wait":
            assert isinstance(step[1], float)
            clock.now += step[1]
        elif step[0] == "new":
            assert isinstance(step[1], str)
            pens.new_code(step[1])
        else:
            assert isinstance(step[1], str)
            organiser_pairs(step[1])
    organiser_pairs("1")
    organiser_pairs("2")


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
