"""The connection's inbox (paho's thread files, the owner takes in batches): whatever the
messages, connection news and batch sizes, the owner gets the news in order, every result in
order, and each table's newest state of every stretch between two pieces of news, never one
older than a state it already had; and a flood ends with every retained message asked for
again, once."""

from __future__ import annotations

import json
import threading
import time

from hypothesis import given, settings
from hypothesis import strategies as st

from scoreboard.feed.client import FloodWatch
from scoreboard.feed.inbox import (
    MAX_WAITING,
    Connected,
    Disconnected,
    Event,
    Inbox,
    Received,
    Rejected,
)
from scoreboard.feed.messages import ResultMessage
from tests.feed.test_who_speaks import state_of
from tests.feed.venue import VENUE

TABLES = (1, 2, 3)


def state(table: int, seq: int) -> bytes:
    doc = json.loads(state_of(table))
    doc["seq"] = seq
    return json.dumps(doc).encode()


def result(table: int, n: int) -> bytes:
    return ResultMessage(f"r{n}", f"m{n}", table, ("A", "B"), (1, 0), 0, 1, None, None).payload()


def topic(table: int, kind: str) -> str:
    return f"pool-scoreboard/{VENUE}/table/{table}/{kind}"


steps = st.lists(
    st.one_of(
        st.tuples(st.just("state"), st.sampled_from(TABLES)),
        st.tuples(st.just("result"), st.sampled_from(TABLES)),
        st.tuples(st.just("news"), st.booleans()),
        st.tuples(st.just("take"), st.integers(1, 5)),
    ),
    max_size=60,
)


@settings(max_examples=300, deadline=None)
@given(steps)
def test_the_owner_gets_the_news_and_results_in_order_and_every_newest_state(plan) -> None:
    woken: list[Inbox] = []
    inbox = Inbox(VENUE, woken.append)
    got: list[Event] = []
    news: list[str] = []
    results: list[str] = []
    #: each stretch between two pieces of news: the last state put of each table
    newest: list[dict[int, int]] = [{}]
    for n, (what, arg) in enumerate(plan, 1):
        if what == "state":
            inbox.put_message(topic(arg, "state"), state(arg, n), retained=False)
            newest[-1][arg] = n
        elif what == "result":
            inbox.put_message(topic(arg, "result"), result(arg, n), retained=False)
            results.append(f"r{n}")
        elif what == "news":
            event = Connected() if arg else Disconnected("gone")
            inbox.put(event)
            news.append(type(event).__name__)
            newest.append({})
        else:
            got += inbox.take(arg)
    got += inbox.take()
    assert not inbox.waiting()
    assert not any(isinstance(e, Rejected) for e in got)
    assert [type(e).__name__ for e in got if not isinstance(e, Received)] == news
    assert [e.data["result_id"] for e in got if isinstance(e, Received) and e.kind == "result"] == (
        results
    )
    stretch = 0
    seen: dict[int, list[int]] = {}
    for e in [*got, None]:
        if e is None or isinstance(e, Connected | Disconnected):
            # every table's newest state of the stretch was given, and given last
            assert {t: s[-1] for t, s in seen.items()} == newest[stretch]
            stretch += 1
            seen = {}
        elif e.kind == "state":
            seen.setdefault(e.table, []).append(e.data["seq"])
    for seqs in seen.values():
        assert seqs == sorted(seqs)


def test_a_flood_of_states_leaves_one_to_read_and_is_never_decoded_on_the_way() -> None:
    inbox = Inbox(VENUE, lambda _inbox: None)
    for seq in range(1, 20_001):
        inbox.put_message(topic(3, "state"), state(3, seq), retained=False)
    [event] = inbox.take()
    assert isinstance(event, Received) and event.data["seq"] == 20_000
    assert inbox.superseded == 19_999


def test_results_beyond_the_bound_are_dropped_and_counted_as_refused() -> None:
    inbox = Inbox(VENUE, lambda _inbox: None)
    for n in range(MAX_WAITING + 5):
        inbox.put_message(topic(1, "result"), result(1, n), retained=False)
    events = inbox.take()
    assert isinstance(events[0], Rejected) and events[0].count == 5
    assert len(events) == 1 + MAX_WAITING and inbox.dropped == 5


def test_junk_is_refused_when_taken_with_its_count() -> None:
    inbox = Inbox(VENUE, lambda _inbox: None)
    for t in ("elsewhere/x", "pool-scoreboard/other/table/1/state", topic(1, "nothing")):
        inbox.put_message(t, b"{}", retained=False)
    inbox.put_message(topic(1, "online"), b"x" * 5000, retained=False)  # over 4 KiB
    inbox.put_message(topic(1, "result"), b"[1, 2]", retained=False)
    first, second = inbox.take()
    assert isinstance(first, Rejected) and first.count == 4
    assert isinstance(second, Rejected) and second.topic == topic(1, "result")


def test_the_owner_is_woken_once_until_it_has_taken_everything() -> None:
    woken: list[Inbox] = []
    inbox = Inbox(VENUE, woken.append)
    for n in range(10):
        inbox.put_message(topic(1, "result"), result(1, n), retained=False)
    assert len(woken) == 1
    inbox.take(5)
    inbox.put_message(topic(1, "result"), result(1, 99), retained=False)
    assert len(woken) == 1 and inbox.waiting()  # the owner comes back for the rest itself
    inbox.take()
    inbox.put_message(topic(1, "result"), result(1, 100), retained=False)
    assert len(woken) == 2


def flood_watch(rate: int = 50) -> tuple[FloodWatch, threading.Event, list[float]]:
    asked: list[float] = []
    done = threading.Event()

    def ask() -> None:
        asked.append(time.monotonic())
        done.set()

    return FloodWatch(ask, rate=rate, quiet=0.2), done, asked


def test_a_flood_of_live_messages_asks_again_once_it_is_over() -> None:
    watch, done, asked = flood_watch()
    for _ in range(200):
        watch.message(retained=False)
    flooded = time.monotonic()
    assert done.wait(5)
    time.sleep(0.5)
    assert len(asked) == 1 and asked[0] - flooded >= 0.2


def test_the_answer_to_asking_again_does_not_ask_again() -> None:
    watch, done, asked = flood_watch()
    watch.connected()
    for _ in range(200):  # the broker's retained messages at the connection
        watch.message(retained=True)
    assert done.wait(5)
    done.clear()
    for _ in range(200):  # its answer: retained messages again
        watch.message(retained=True)
    assert not done.wait(0.6)
    assert len(asked) == 1
    watch.stop()


def test_a_few_messages_ask_nothing() -> None:
    watch, done, asked = flood_watch()
    for _ in range(40):
        watch.message(retained=False)
        watch.message(retained=True)
    assert not done.wait(0.5)
    watch.stop()
