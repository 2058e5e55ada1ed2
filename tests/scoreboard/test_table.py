"""The table: one way in (``submit``), three answers, and the order in which it tells."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import Pocket, Pocketed, Shot
from scoreboard.match.inputs import ShotInput, Undo, input_from_dict
from scoreboard.match.match import MatchConfig
from scoreboard.match.snapshot import Snapshot
from scoreboard.table.journal import Journal, read_journal
from scoreboard.table.problem import ProblemKind
from scoreboard.table.table import Status, Table, Watcher
from tests.faults.play import candidates

NINE = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(3, 3), breaker=0)
BREAK = Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4)


def test_no_match_no_entry() -> None:
    table = Table()
    out = table.submit(ShotInput(BREAK))
    assert out.status is Status.REFUSED and out.code == "no-match" and not out
    assert table.new_match(NINE)
    assert table.submit(ShotInput(BREAK))


def test_a_cleared_table_has_no_match_and_takes_no_entry_until_one_starts() -> None:
    table = Table(NINE)
    assert table.submit(ShotInput(BREAK))
    seen: list[Snapshot] = []
    table.watch(Watcher(snapshot=seen.append))
    table.clear()
    assert not table.snapshot.set_up and not table.inputs and seen[-1] is table.snapshot
    assert table.submit(ShotInput(BREAK)).code == "no-match"
    assert table.new_match(NINE) and table.submit(ShotInput(BREAK))


def test_undo_and_redo_are_records_like_the_rest() -> None:
    table = Table(NINE)
    assert table.submit(ShotInput(BREAK)).status is Status.ACCEPTED
    after_break = table.snapshot
    assert table.submit(Undo()).accepted and not table.inputs
    assert table.submit(Undo()).code == "nothing-to-undo"
    assert table.redo().accepted and table.snapshot == after_break
    assert table.redo().code == "nothing-to-redo"


def test_a_record_the_rules_refuse_changes_nothing_and_says_why() -> None:
    table = Table(NINE)
    before = table.snapshot
    refused: list[tuple[str, str]] = []
    table.watch(Watcher(refused=lambda code, message: refused.append((code, message))))
    out = table.submit(ShotInput(Shot(pocketed=(Pocketed(12, Pocket.FOOT_LEFT),), rails=4)))
    assert out.status is Status.REFUSED and out.code and refused == [(out.code, out.message)]
    assert table.snapshot == before and out.snapshot == before


def test_a_record_the_disk_refuses_is_taken_back(tmp_path: Path) -> None:
    table = Table(NINE)
    problems: list[Any] = []
    table.watch(Watcher(problem=problems.append))

    def full(_record: object) -> None:
        raise OSError(28, "No space left on device")

    assert table.submit(ShotInput(BREAK))
    before = table.snapshot
    table.add_input_listener(full)
    for record in (ShotInput(Shot()), Undo()):
        out = table.submit(record)
        assert out.status is Status.NOT_KEPT and not out
        assert out.problem is not None and out.problem.kind is ProblemKind.JOURNAL_WRITE_FAILED
        assert table.snapshot == before and len(table.inputs) == 1
    assert [p.kind for p in problems] == [ProblemKind.JOURNAL_WRITE_FAILED] * 2


def test_the_journal_then_the_link_then_the_watchers(tmp_path: Path) -> None:
    table = Table()
    journal = Journal.create(tmp_path, NINE.to_dict())
    heard: list[str] = []

    class Link:
        def after(self, snapshot: Snapshot) -> None:
            heard.append(f"link {len(read_journal(journal.path).inputs)}")

    table.link = Link()
    table.watch(Watcher(snapshot=lambda _s: heard.append("watcher")))
    table.keep_in(journal)
    assert table.new_match(NINE)
    heard.clear()
    table.submit(ShotInput(BREAK))
    table.submit(Undo())
    # the link hears each record once it is on disk (the undo is a line of its own)
    assert heard == ["link 1", "watcher", "link 2", "watcher"]
    assert table.keep_in(None) is journal


# -- the records' own form: the journal's, and the network's --------------------------------


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
KINDS = st.sampled_from(["shot", "choice", "lag", "undo", "redo", "rack-point", "penalty", "x"])


@settings(max_examples=300, deadline=None)
@given(data=JSON | st.fixed_dictionaries({"kind": KINDS}, optional={"shot": JSON, "time": JSON}))
def test_any_value_sent_as_a_record_is_judged_or_refused_never_raised(data: object) -> None:
    table = Table(NINE)
    table.submit(ShotInput(BREAK))
    before = table.snapshot
    out = table.submit_data(data)
    assert out.status in (Status.ACCEPTED, Status.REFUSED)
    if not out:
        assert out.code and table.snapshot == before


@pytest.mark.parametrize("seed", range(4))
def test_a_record_sent_as_data_is_judged_as_the_record_itself(seed: int) -> None:
    """Random play entered twice: once as records, once as their ``to_dict`` form (what a
    journal line or a phone sends): the same answers, the same snapshots."""
    rng = random.Random(seed)
    direct, sent = Table(NINE), Table(NINE)
    for _ in range(120):
        snap = direct.snapshot
        if snap.winner is not None:
            break
        for entry in candidates(snap, rng):
            if entry == "undo":
                record: Any = Undo()
            elif isinstance(entry, tuple):
                record = input_from_dict({"kind": "choice", "option": entry[1].value})
            else:
                record = ShotInput(entry, 1.0)
            a, b = direct.submit(record), sent.submit_data(record.to_dict())
            assert (a.status, a.code) == (b.status, b.code)
            assert direct.snapshot == sent.snapshot
            if a:
                break
    assert direct.inputs == sent.inputs
