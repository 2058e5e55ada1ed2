"""Every message read from the feed is untrusted: whatever the bytes, reading either gives a
checked message or raises BadMessage, never anything else; and a damaged outbox file is put
aside, not trusted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoreboard.competition import Competition, Format
from scoreboard.feed import messages, topics
from scoreboard.feed.desk import competition_message
from scoreboard.feed.messages import Assignment, BadMessage, ResultMessage, read
from scoreboard.feed.outbox import Outbox
from scoreboard.files.shapes import MAX_NAME

KINDS = [*topics.KINDS, topics.COMPETITION]
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=6)
    ),
    max_leaves=30,
)


@given(st.sampled_from(KINDS), st.binary(max_size=300))
def test_random_bytes_are_refused_or_read(kind: str, payload: bytes) -> None:
    try:
        read(kind, payload, 1)
    except BadMessage:
        pass


@given(st.sampled_from(KINDS), json_values)
def test_random_json_with_the_right_head_is_refused_or_read(kind: str, body: object) -> None:
    formats = {"state": "pool-scoreboard-state"}
    doc = {"format": formats.get(kind, f"pool-scoreboard-{kind}"), "version": 1}
    if isinstance(body, dict):
        doc.update(body)
        doc["format"], doc["version"] = formats.get(kind, f"pool-scoreboard-{kind}"), 1
    try:
        got = read(kind, json.dumps(doc).encode(), 1)
    except BadMessage:
        return
    if kind == "result":  # a result that was read can be used as one
        ResultMessage.from_dict(got)
    if kind == "assignment" and not got.get("cleared"):
        Assignment.from_dict(got)


def test_a_result_and_an_assignment_read_back_as_they_were_sent() -> None:
    r = ResultMessage("m1.abc", "m1", 3, ("Ana", "Bea"), (4, 2), 0, 1, "c1", "W1-1")
    assert ResultMessage.from_dict(read("result", r.payload(), 3)) == r
    with pytest.raises(BadMessage, match="topic's table"):
        read("result", r.payload(), 4)
    a = Assignment("c1", "W1-1", ("Ana", "Bea"), "nine-ball", 4, None, "Open")
    assert Assignment.from_dict(read("assignment", a.payload(), 3)) == a
    bad = json.loads(a.payload())
    bad["players"] = ["Ana", "Bea\x1b[2J"]
    with pytest.raises(BadMessage, match="control character"):
        read("assignment", json.dumps(bad).encode(), 3)


def test_a_handicapped_assignment_carries_each_players_number() -> None:
    from scoreboard.feed.desk import assignment_for

    c = Competition("Handicap", Format.SINGLE_ELIMINATION, handicapped=True)
    for name in ("Ana", "Bea"):
        c.add_entrant(name)
    c.set_ratings({"Ana": 650, "Bea": 500})
    c.draw()
    a = assignment_for(c, "W1-1")
    assert a.handicap == c.slot("W1-1").handicap and a.handicap[0] > a.handicap[1]
    assert Assignment.from_dict(read("assignment", a.payload(), 3)) == a
    for wrong in ([5], [0, 3], [3, "4"], [True, 3], 7):
        bad = json.loads(a.payload()) | {"handicap": wrong}
        with pytest.raises(BadMessage, match="handicap"):
            read("assignment", json.dumps(bad).encode(), 3)


def test_a_damaged_outbox_is_put_aside_and_started_afresh(tmp_path: Path) -> None:
    path = tmp_path / "feed-outbox.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    box = Outbox(path)
    assert box.pending() == []
    assert box.put("r1", b"{}")
    box.close()
    aside = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not")
    assert [r for r, _ in Outbox(path).pending()] == ["r1"]


def played_out(c: Competition) -> Competition:
    """``c`` drawn and played to the end, the top player of every slot winning 2 racks up."""
    c.draw()
    while ready := c.ready():
        for s in ready:
            c.enter_result(s.id, (s.race, max(0, s.race - 2)))
    return c


def test_a_competition_reads_back_as_the_desk_sent_it() -> None:
    c = Competition("Open de\totoño", Format.SINGLE_ELIMINATION, discipline="nine-ball")
    for name in ("Ana Ruiz", "Bea Gil", "Carla Sanz"):
        c.add_entrant(name)
    c.draw()
    first = c.ready()[0]
    before = competition_message(c)
    assert None in before["slots"][-1]["players"]  # the final: a winner to come
    c.enter_result(first.id, (first.race, 1))
    doc = competition_message(c)
    got = read(topics.COMPETITION, messages.competition_payload(doc), 0)
    assert {k: got[k] for k in doc} == doc
    assert got["entrants"] == ["Ana Ruiz", "Bea Gil", "Carla Sanz"]
    assert got["name"] == "Open deotoño"  # a name from a file is shown without its controls
    done = next(s for s in got["slots"] if s["id"] == first.id)
    assert done["state"] == "finished" and done["result"] == [first.race, 1]
    assert got["entrants"][done["players"][done["winner"]] - 1] == c.entrant(first.top)
    bye = next(s for s in got["slots"] if s["state"] == "walkover")
    assert 0 in bye["players"]  # the empty place of a 3-entrant draw
    final = got["slots"][-1]
    assert final["phase"] == "winners" and final["state"] == "ready"
    assert c.entrant(first.top) in [got["entrants"][r - 1] for r in final["players"]]
    cleared = read(topics.COMPETITION, messages.cleared_competition_payload(), 0)
    assert cleared["cleared"] is True


def test_round_robin_standings_name_entrants_by_ranking() -> None:
    c = Competition("Liga", Format.ROUND_ROBIN, group_size=4)
    for name in ("Ana", "Bea", "Carla", "Dora"):
        c.add_entrant(name)
    got = read(topics.COMPETITION, messages.competition_payload(competition_message(c)), 0)
    assert got["slots"] == [] and got["standings"] == []  # not drawn yet
    got = read(
        topics.COMPETITION, messages.competition_payload(competition_message(played_out(c))), 0
    )
    assert len(got["slots"]) == 6
    winner = next(p for p in got["standings"] if p["place"] == 1)
    assert got["entrants"][winner["rank"] - 1] == "Ana" and winner["won"] == 3


def test_a_played_out_128_entrant_rfeb_event_fits_in_one_message() -> None:
    """190 slots: with names as long as a name may be, each two bytes in UTF-8, the message
    stays under the broker's 64 KiB (the largest message the feed reads)."""
    c = Competition("Campeonato de España de bola 9", Format.RFEB, discipline="nine-ball")
    for i in range(128):
        c.add_entrant((f"{i:03d} Núñez Ibáñez Ordóñez Peña Muñoz " * 3)[:MAX_NAME])
    payload = messages.competition_payload(competition_message(played_out(c)))
    assert c.finished and len(c.slots()) == 190
    assert len(payload) < 56 * 1024, len(payload)
    assert len(read(topics.COMPETITION, payload, 0)["slots"]) == 190


def small_competition() -> dict[str, object]:
    c = Competition("Open", Format.DOUBLE_ELIMINATION)
    for name in ("Ana", "Bea", "Carla", "Dora", "Elena"):
        c.add_entrant(name)
    c.draw()
    first = c.ready()[0]
    c.enter_result(first.id, (first.race, 0))
    return {"format": "pool-scoreboard-venue-competition", "version": 1, **competition_message(c)}


GOOD = small_competition()


@given(
    st.sampled_from(["slots", "entrants", "standings", "top"]),
    st.integers(0, 30),
    st.text(max_size=14),
    json_values,
)
def test_a_damaged_competition_is_refused_or_read_whole(
    where: str, index: int, key: str, value: object
) -> None:
    """Any field of a good message replaced by anything: refused, or read with every field
    the page uses of its type (player ranks within the entrants)."""
    doc = json.loads(json.dumps(GOOD))
    if where == "top":
        doc[key or "name"] = value
    elif where == "entrants":
        doc["entrants"][index % len(doc["entrants"])] = value
    else:
        items = doc["slots"] if where == "slots" else doc["standings"] or doc["slots"]
        items[index % len(items)][key or "players"] = value
    try:
        got = read(topics.COMPETITION, json.dumps(doc).encode(), 0)
    except BadMessage:
        return
    names = got["entrants"]
    assert all(isinstance(n, str) and n for n in names)
    for s in got["slots"]:
        assert s["state"] in messages.SLOT_STATES and s["phase"] in messages.PHASES
        for rank in s["players"]:
            assert rank is None or (isinstance(rank, int) and 0 <= rank <= len(names))
        assert s["result"] is None or all(isinstance(r, int) for r in s["result"])


@pytest.mark.parametrize(
    ("field", "value", "why"),
    [
        ("entrants", ["Ana", "Bea\x1b[2J"], "control character"),
        ("system", "swiss", "system"),
        ("slots", [{"id": "W1-1"}] * (messages.MAX_SLOTS + 1), "at most"),
    ],
)
def test_a_competition_with_a_bad_field_is_refused(field: str, value: object, why: str) -> None:
    doc = {**GOOD, field: value}
    with pytest.raises(BadMessage, match=why):
        read(topics.COMPETITION, json.dumps(doc).encode(), 0)
    doc = json.loads(json.dumps(GOOD))
    doc["slots"][0]["players"] = [1, len(doc["entrants"]) + 1]
    with pytest.raises(BadMessage, match="players"):
        read(topics.COMPETITION, json.dumps(doc).encode(), 0)
