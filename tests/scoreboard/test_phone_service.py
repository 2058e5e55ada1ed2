"""Scoring from a phone through the service: only the pen writes, resends are idempotent, the
same play through the service and through the table directly ends the same."""

from __future__ import annotations

import atexit
import dataclasses
import itertools
import json
import random
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoreboard.match.match import MatchConfig
from scoreboard.phones.pens import Pens
from scoreboard.phones.service import FORBIDDEN, Answer, PhoneService, on_app_clock
from scoreboard.table.journal import read_journal
from scoreboard.table.table import Table, Watcher
from scoreboard.table.tables import Tables
from tests.club_play import club_record

NINE = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(3, 3), breaker=0)
EIGHT = MatchConfig(players=("Eva", "Flo"), discipline="eight-ball", ruleset="wpa", race=(3, 3))
TEN = MatchConfig(players=("Gil", "Hal"), discipline="ten-ball", race=(4, 4), breaker=1)
MISS = {"kind": "shot", "shot": {"rails": 4}}
_ids = itertools.count(1)


def new_id() -> str:
    return f"phone-{next(_ids):08d}"


def service(folder: Path, *configs: tuple[str, MatchConfig]) -> PhoneService:
    tables = Tables(folder)
    for name, config in configs:
        tables.open(name, config)
    return PhoneService(tables)


def restarted(phones: PhoneService) -> PhoneService:
    """The app restarted: new objects on the same folder, the tables resumed."""
    folder = phones.tables.folder
    phones.tables.release()
    tables = Tables(folder)
    tables.resume_all()
    return PhoneService(tables)


def pair(phones: PhoneService, table: str, device: str = "phone", **kw: Any) -> Answer:
    answer = phones.pair(table, phones.code(table), device, **kw)
    assert answer.accepted and answer.token, answer
    return answer


def count(phones: PhoneService, table: str) -> int:
    journal = phones.tables[table].journal
    assert journal is not None
    return len(read_journal(journal.path).inputs)


def match_of(phones: PhoneService, table: str) -> str:
    journal = phones.tables[table].journal
    assert journal is not None
    return journal.match_id


def test_pairing_gives_a_token_and_the_state_and_a_wrong_code_gives_nothing(
    tmp_path: Path,
) -> None:
    phones = service(tmp_path, ("1", NINE))
    code = phones.code("1")
    refused = phones.pair("1", f"{(int(code) + 1) % 10**6:06d}", "phone")
    assert not refused.accepted and refused.code == "wrong-code"
    assert refused.token is None and refused.state is None
    assert phones.pair("9", code, "phone").code == "no-table"
    assert phones.pair("../1", code, "phone").code == "bad-table"
    paired = pair(phones, "1")
    assert paired.role == "pen" and paired.ref
    state = paired.state
    assert state is not None and state["format"] == "pool-scoreboard-state"
    assert state["players"][0]["name"] == "Ana" and state["table"]["balls"] == list(range(1, 10))
    assert state["phone"]["table"] == "1" and state["phone"]["role"] == "pen"
    assert state["phone"]["match_id"] == match_of(phones, "1")
    assert state["phone"]["records"] == 0
    sent = paired.to_dict()
    assert sent["token"] == paired.token and json.loads(json.dumps(sent)) == sent
    assert "token" not in phones.state("1", paired.token).to_dict()


def test_the_entry_hints_are_the_engines(tmp_path: Path) -> None:
    phones = service(tmp_path, ("1", NINE), ("2", EIGHT))
    for name in ("1", "2"):
        entry = pair(phones, name).state["phone"]["entry"]  # type: ignore[index]
        hints = phones.tables[name].snapshot.rack.hints
        assert entry["fouls"] == [f.value for f in hints.fouls]
        assert entry["call_required"] is hints.call_required
        assert entry["call_from"] == sorted(hints.call_from)
        assert entry["has_groups"] is hints.has_groups
        assert entry["third_foul"] == hints.third_foul.value
        rack = phones.tables[name].snapshot.rack
        assert entry["breaking"] is rack.breaking and entry["can_undo"] is False
        assert entry["push_out_allowed"] is rack.push_out_allowed
    assert phones.tables["1"].snapshot.rack.breaking  # a breaker is set: the break is next
    assert json.dumps(pair(phones, "2").state)  # JSON all through


def test_the_pen_writes_and_every_view_of_the_table_follows(tmp_path: Path) -> None:
    phones = service(tmp_path, ("1", NINE))
    seen: list[object] = []
    phones.tables["1"].watch(Watcher(snapshot=seen.append))
    pen = pair(phones, "1")
    answer = phones.submit("1", pen.token, new_id(), MISS, match=match_of(phones, "1"))
    assert answer.accepted and answer.code == "" and len(seen) == 1
    assert answer.state is not None and answer.state["phone"]["records"] == 1
    assert answer.state["moves"] == 1 and count(phones, "1") == 1
    refused = phones.submit("1", pen.token, new_id(), {"kind": "undo"}, match="other-match-id")
    assert refused.code == "other-match" and count(phones, "1") == 1
    rules = phones.submit("1", pen.token, new_id(), {"kind": "choice", "option": "pass"})
    assert not rules.accepted and rules.status == "refused" and rules.state is not None
    assert count(phones, "1") == 1


def test_the_pen_moves_and_the_old_device_is_refused_with_nothing_recorded(
    tmp_path: Path,
) -> None:
    phones = service(tmp_path, ("1", NINE))
    a = pair(phones, "1", "phone-a")
    assert phones.submit("1", a.token, new_id(), MISS).accepted
    b = pair(phones, "1", "phone-b")
    before = phones.tables["1"].snapshot
    late = phones.submit("1", a.token, new_id(), MISS)
    assert late.code == "pen-moved" and not late.accepted and late.message
    assert late.role == "watcher" and late.state is not None  # a watcher still reads
    assert phones.tables["1"].snapshot == before and count(phones, "1") == 1
    assert phones.submit("1", b.token, new_id(), MISS).accepted
    watcher = pair(phones, "1", "phone-w", watch=True)
    assert phones.submit("1", watcher.token, new_id(), MISS).code == "not-the-pen"
    assert phones.state("1", watcher.token).accepted
    assert count(phones, "1") == 2
    # the desk hands the pen back to a without a code
    assert phones.ask_pen("1", a.token).accepted
    assert [d.device for d in phones.devices("1") if d.asking] == ["phone-a"]
    assert phones.approve_handover("1", a.ref).accepted  # type: ignore[arg-type]
    assert phones.submit("1", a.token, new_id(), MISS).accepted
    assert phones.submit("1", b.token, new_id(), MISS).code == "pen-moved"
    assert count(phones, "1") == 3


def test_a_forged_token_or_another_tables_token_writes_nothing(tmp_path: Path) -> None:
    phones = service(tmp_path, ("1", NINE), ("2", EIGHT))
    one = pair(phones, "1", "phone-1")
    two = pair(phones, "2", "phone-2")
    for token, code in (
        (two.token, "wrong-table"),
        ("A" * 43, "unknown-token"),
        (None, "bad-token"),
        ({"token": one.token}, "bad-token"),
    ):
        answer = phones.submit("1", token, new_id(), MISS)
        assert answer.code == code and answer.forbidden and answer.state is None
        assert phones.state("1", token).forbidden
    # a token of table 1 with another table's name asked is refused the same way
    assert phones.submit("2", one.token, new_id(), MISS).code == "wrong-table"
    assert count(phones, "1") == 0 and count(phones, "2") == 0
    assert phones.revoke(one.ref).accepted  # type: ignore[arg-type]
    revoked = phones.submit("1", one.token, new_id(), MISS)
    assert revoked.code == "revoked" and revoked.forbidden and count(phones, "1") == 0
    assert FORBIDDEN == {"bad-token", "unknown-token", "revoked", "wrong-table"}


def test_a_resend_is_recorded_once_also_after_a_restart(tmp_path: Path) -> None:
    phones = service(tmp_path, ("1", NINE))
    pen = pair(phones, "1")
    match = match_of(phones, "1")
    first, second = new_id(), new_id()
    assert phones.submit("1", pen.token, first, MISS, match=match).accepted
    assert phones.submit("1", pen.token, second, {"kind": "undo"}, match=match).accepted
    again = phones.submit("1", pen.token, second, {"kind": "undo"}, match=match)
    assert again.accepted and again.code == "already-recorded" and count(phones, "1") == 2
    phones = restarted(phones)
    assert phones.state("1", pen.token).accepted  # the phone reconnects by itself
    for ident, data in ((first, MISS), (second, {"kind": "undo"})):
        resent = phones.submit("1", pen.token, ident, data, match=match)
        assert resent.accepted and resent.code == "already-recorded"
        assert resent.state is not None and resent.state["phone"]["records"] == 2
    assert count(phones, "1") == 2 and len(phones.tables["1"].inputs) == 0
    assert phones.submit("1", pen.token, new_id(), {"kind": "redo"}, match=match).accepted
    assert count(phones, "1") == 3
    # the pen moved after the record was made: the resend is still answered as recorded
    pair(phones, "1", "phone-b")
    assert phones.submit("1", pen.token, first, MISS, match=match).code == "already-recorded"
    assert phones.submit("1", pen.token, new_id(), MISS, match=match).code == "pen-moved"
    assert count(phones, "1") == 3
    phones.tables.release()


def test_a_closed_match_or_a_new_one_takes_nothing_meant_for_the_old(tmp_path: Path) -> None:
    phones = service(tmp_path, ("1", NINE))
    pen = pair(phones, "1")
    old = match_of(phones, "1")
    assert phones.submit("1", pen.token, new_id(), MISS, match=old).accepted
    phones.tables.close_match("1", "abandoned")
    assert phones.submit("1", pen.token, new_id(), MISS).code == "no-match"
    phones.tables.open("1", TEN)  # the same pen goes on at the table's next match
    assert phones.submit("1", pen.token, new_id(), MISS, match=old).code == "other-match"
    assert count(phones, "1") == 0
    assert phones.submit("1", pen.token, new_id(), MISS, match=match_of(phones, "1")).accepted


@pytest.mark.parametrize(("config", "seed"), [(NINE, 1), (EIGHT, 2), (TEN, 3), (EIGHT, 4)])
def test_club_play_through_the_service_equals_play_on_the_table(
    tmp_path: Path, config: MatchConfig, seed: int
) -> None:
    """Random, physically possible play sent by a phone (with a resend of every tenth record
    and an app restart in the middle) ends as the same play submitted to a table directly."""
    phones = service(tmp_path, ("1", config))
    pen = pair(phones, "1")
    direct = Table(config)
    rng = random.Random(seed)
    sent: list[tuple[str, dict[str, Any]]] = []
    for n in range(400):
        if n == 200:
            phones = restarted(phones)
        # stamped as a phone does (the service keeps a time that can be true)
        record = dataclasses.replace(club_record(rng, direct.snapshot), time=round(time.time(), 3))
        expected = direct.submit(record)
        ident, data = new_id(), record.to_dict()
        answer = phones.submit("1", pen.token, ident, data, match=match_of(phones, "1"))
        assert answer.status == expected.status.value and answer.code == expected.code, n
        sent.append((ident, data))
        if n % 10 == 9:
            ident, data = rng.choice(sent)
            resent = phones.submit("1", pen.token, ident, data)
            assert resent.accepted and resent.code in ("already-recorded", "")
            assert resent.code == "already-recorded" or not phones.tables["1"].recorded(ident)
        assert phones.tables["1"].snapshot == direct.snapshot, n
    table = phones.tables["1"]
    assert table.inputs == direct.inputs
    journal = table.journal
    assert journal is not None
    contents = read_journal(journal.path)
    accepted = [i for i, _ in sent if table.recorded(i)]
    assert contents.ids == accepted and len(set(contents.ids)) == len(contents.ids)
    phones.tables.release()


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=30)
    | st.sampled_from(["1", "2", "undo", "redo", "shot", "phone-00000001"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=20,
)
RECORDS = st.fixed_dictionaries(
    {"kind": st.sampled_from(["shot", "undo", "redo", "choice", "lag", "rack-point", "x"])},
    optional={"shot": JSON, "option": JSON, "winner": JSON, "player": JSON, "time": JSON},
)


class Hostile:
    """One service on a folder of its own, kept across the examples."""

    def __init__(self) -> None:
        self.folder = tempfile.mkdtemp()
        atexit.register(shutil.rmtree, self.folder, ignore_errors=True)
        self.phones = service(Path(self.folder), ("1", NINE), ("2", EIGHT))
        self.pen = pair(self.phones, "1", "pen")
        self.other = pair(self.phones, "2", "other")
        self.watcher = pair(self.phones, "1", "watcher", watch=True)

    def counts(self) -> tuple[int, int]:
        return count(self.phones, "1"), count(self.phones, "2")


_hostile: Hostile | None = None


def hostile() -> Hostile:
    global _hostile
    if _hostile is None:
        _hostile = Hostile()
    return _hostile


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=JSON, token=JSON, ident=JSON, data=JSON | RECORDS, match=JSON)
def test_any_value_from_a_stranger_never_raises_and_records_nothing(
    table: object, token: object, ident: object, data: object, match: object
) -> None:
    h = hostile()
    before = h.counts()
    for t in (table, "1", "2"):
        for tok in (token, h.other.token if t == "1" else h.pen.token, h.watcher.token):
            answer = h.phones.submit(t, tok, ident, data, match=match)
            assert not answer.accepted or answer.code == "already-recorded"
            json.dumps(answer.to_dict())
            assert not h.phones.state(t, tok).accepted or tok == h.watcher.token
        assert not h.phones.pair(t, token, ident).accepted
        h.phones.ask_pen(t, token)
        h.phones.forget(t, token)
    assert h.counts() == before


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ident=JSON, data=JSON | RECORDS, match=JSON)
def test_any_value_from_the_pen_never_raises_and_is_recorded_once_at_most(
    ident: object, data: object, match: object
) -> None:
    h = hostile()
    before = count(h.phones, "1")
    answer = h.phones.submit("1", h.pen.token, ident, data, match=match)
    json.dumps(answer.to_dict())
    after = count(h.phones, "1")
    if answer.accepted and answer.code != "already-recorded":
        assert after == before + 1 and h.phones.tables["1"].recorded(ident)  # type: ignore[arg-type]
        again = h.phones.submit("1", h.pen.token, ident, data, match=match)
        assert again.code == "already-recorded" and count(h.phones, "1") == after
    else:
        assert after == before
    assert count(h.phones, "2") == 0


def test_pens_in_memory_only_can_be_given(tmp_path: Path) -> None:
    tables = Tables(tmp_path)
    tables.open("1", NINE)
    phones = PhoneService(tables, Pens(None))
    pair(phones, "1")
    assert not (tmp_path / "phones.json").exists()
    tables.release()


NOW = 1_800_000_000.0


@pytest.mark.parametrize(
    ("tapped", "sent", "kept"),
    [
        (NOW - 30, NOW, NOW - 30),  # the phone's clock is the app's
        (100.0, 160.0, NOW - 60),  # a phone whose clock is decades behind, tapped 60 s ago
        (NOW + 3600, NOW + 3660, NOW - 60),  # an hour ahead, the same tap
        (NOW - 600, None, NOW - 600),  # no sending time: its own time, when it can be true
        (NOW + 5, None, NOW),  # later than now
        (NOW - 7 * 3600, None, NOW),  # older than an entry is kept on a phone
        (NOW - 30, NOW + 1e12, NOW),  # a sending time that puts it far in the past
        (None, NOW, NOW),
        ("soon", NOW, NOW),
        (True, NOW, NOW),
        (float("nan"), NOW, NOW),
        (float("inf"), NOW, NOW),
        (NOW - 30, float("nan"), NOW - 30),
        (NOW - 30, "now", NOW - 30),
    ],
)
def test_an_entrys_time_is_put_on_the_apps_clock(tapped: Any, sent: Any, kept: float) -> None:
    record: dict[str, Any] = {"kind": "undo"}
    if tapped is not None:
        record["time"] = tapped
    assert on_app_clock(record, sent, NOW) == {"kind": "undo", "time": kept}
    assert on_app_clock(["not", "a", "record"], sent, NOW) == ["not", "a", "record"]


def test_the_journal_keeps_the_time_a_tap_was_made_on_the_apps_clock(tmp_path: Path) -> None:
    now = [NOW]
    tables = Tables(tmp_path)
    tables.open("1", NINE)
    phones = PhoneService(tables, now=lambda: now[0])
    paired = phones.pair("1", phones.code("1"), "phone-a")
    match = paired.state["phone"]["match_id"]  # type: ignore[index]
    # tapped offline 90 s ago on a phone whose clock is 20 minutes fast, sent now
    tap = {**MISS, "time": NOW + 1200 - 90}
    answer = phones.submit("1", paired.token, new_id(), tap, match=match, sent=NOW + 1200)
    assert answer.accepted
    journal = tables["1"].journal
    assert journal is not None
    path = journal.path
    tables.release()
    assert read_journal(path).records[0]["time"] == NOW - 90
