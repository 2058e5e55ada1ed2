"""Every message read from the feed is untrusted: whatever the bytes, reading either gives a
checked message or raises BadMessage, never anything else; and a damaged outbox file is put
aside, not trusted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoreboard.feed import topics
from scoreboard.feed.messages import Assignment, BadMessage, ResultMessage, read
from scoreboard.feed.outbox import Outbox

KINDS = list(topics.KINDS)
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
    with pytest.raises(BadMessage, match="control characters"):
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
