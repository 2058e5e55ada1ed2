"""Properties of every format, for any number of entrants and any possible scores."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from scoreboard.competition import BYE, Format, State, classification
from tests.scoreboard.competition.helpers import entered, play_out

KNOCKOUTS = st.sampled_from([Format.SINGLE_ELIMINATION, Format.DOUBLE_ELIMINATION, Format.RFEB])


def losses(c) -> Counter[int]:  # type: ignore[no-untyped-def]
    return Counter(s.result.loser for s in c.slots() if s.result is not None)


@settings(max_examples=40, deadline=None)
@given(fmt=KNOCKOUTS, n=st.integers(2, 70), seed=st.integers(0, 2**32))
def test_every_entrant_plays_until_eliminated_and_never_after(fmt, n, seed) -> None:  # type: ignore[no-untyped-def]
    c = entered(fmt, n)
    order = play_out(c, random.Random(seed), tables=True)
    table = classification(c)
    out = {p.rank: p.slot for p in table if p.slot is not None}
    index = {sid: i for i, sid in enumerate(order)}
    for rank in range(1, n + 1):
        mine = [sid for sid in order if rank in c.slot(sid).players]
        if rank in out:  # his last match is the one that knocked him out
            assert mine and mine[-1] == out[rank]
            assert all(index[m] <= index[out[rank]] for m in mine)
    # exactly one player is never knocked out: the winner of the last match
    assert len(out) == n - 1
    assert len([p for p in table if p.slot is None]) == 1


@settings(max_examples=40, deadline=None)
@given(fmt=st.sampled_from(list(Format)), n=st.integers(2, 70), seed=st.integers(0, 2**32))
def test_the_final_classification_is_a_permutation_of_the_entrants(fmt, n, seed) -> None:  # type: ignore[no-untyped-def]
    c = entered(fmt, n, group_size=4)
    play_out(c, random.Random(seed))
    table = classification(c)
    assert sorted(p.rank for p in table) == list(range(1, n + 1))
    assert [p.place for p in table] == list(range(1, n + 1))
    assert sorted(p.name for p in table) == sorted(c.entrants)


@settings(max_examples=40, deadline=None)
@given(
    fmt=st.sampled_from([Format.DOUBLE_ELIMINATION, Format.RFEB]),
    n=st.integers(2, 70),
    seed=st.integers(0, 2**32),
)
def test_a_double_ko_player_is_out_after_exactly_two_losses(fmt, n, seed) -> None:  # type: ignore[no-untyped-def]
    c = entered(fmt, n)
    play_out(c, random.Random(seed))
    lost = losses(c)
    final = c.slot("F2") if c.reset_final and c.slot("F2").result else c.slot("F")
    out_in = {p.rank: p.slot for p in classification(c)}
    for rank in range(1, n + 1):
        if rank == final.winner:
            assert lost[rank] <= 1
        elif out_in[rank].startswith("R"):  # type: ignore[union-attr]
            assert lost[rank] == 1  # the RFEB first phase is straight KO
        elif rank == final.loser and not c.reset_final:
            # no reset (RFEB-Art.32): the winners' round winner is out after his first loss
            assert lost[rank] == (1 if rank == final.top else 2)
        else:  # a true double: nobody is out before his second loss
            assert lost[rank] == 2


@settings(max_examples=30, deadline=None)
@given(fmt=st.sampled_from(list(Format)), n=st.integers(2, 40), seed=st.integers(0, 2**32))
def test_nobody_plays_twice_at_the_same_time(fmt, n, seed) -> None:  # type: ignore[no-untyped-def]
    c = entered(fmt, n, tables=6)
    rng = random.Random(seed)
    while not c.finished:
        for s in c.ready():
            t = c.free_tables()
            if t and rng.random() < 0.7:
                try:
                    c.assign_table(s.id, rng.choice(t))
                except ValueError:
                    pass
        on = [s for s in c.slots() if s.state is State.ON_TABLE]
        busy = [p for s in on for p in s.players]
        assert len(busy) == len(set(busy))
        assert len({s.table for s in on}) == len(on)
        pick = on or c.ready()
        s = rng.choice(pick)
        lo = rng.randrange(s.race)
        c.enter_result(s.id, (s.race, lo) if rng.random() < 0.5 else (lo, s.race))


@settings(max_examples=30, deadline=None)
@given(fmt=KNOCKOUTS, n=st.integers(3, 40), seed=st.integers(0, 2**32), pick=st.integers(0, 10**6))
def test_a_correction_touches_only_the_slots_whose_players_change(fmt, n, seed, pick) -> None:  # type: ignore[no-untyped-def]
    c = entered(fmt, n)
    rng = random.Random(seed)
    play_out(c, rng)
    played = [s for s in c.slots() if s.state is State.FINISHED]
    s = played[pick % len(played)]
    before = {x.id: (x.players, x.result) for x in c.slots()}
    flipped = (s.result.racks[1], s.result.racks[0])  # type: ignore[union-attr]
    was = s.result.forfeit  # type: ignore[union-attr]
    side = None if was is None else 1 - was  # the other side wins, the same way
    try:
        change = c.enter_result(s.id, flipped, forfeit=side)
    except ValueError as e:  # the winner changes and he had played on: nothing changed
        assert {x.id: (x.players, x.result) for x in c.slots()} == before
        assert e.problem.value == "played-slots-would-change"  # type: ignore[attr-defined]
        assert set(e.params["slots"]) <= {x.id for x in played}  # type: ignore[attr-defined]
        change = c.enter_result(s.id, flipped, confirm=True, forfeit=side)
    else:  # nobody downstream had played with the winner yet
        assert change.cleared == ()
    after = {x.id: (x.players, x.result) for x in c.slots()}
    changed = {k for k in after if after[k] != before[k]}
    assert set(change.touched) == changed | {s.id}
    assert set(change.cleared) <= set(change.touched)
    assert c.slot(s.id).result.racks == flipped  # type: ignore[union-attr]
    for k in set(after) - changed:
        assert after[k] == before[k]


@settings(max_examples=30, deadline=None)
@given(fmt=st.sampled_from(list(Format)), n=st.integers(2, 70))
def test_a_bye_never_wins_a_match_nobody_played(fmt, n) -> None:  # type: ignore[no-untyped-def]
    c = entered(fmt, n)
    for s in c.slots():
        if BYE in s.players and None not in s.players:
            assert s.state is State.WALKOVER and s.result is None
            other = s.bottom if s.top == BYE else s.top
            assert s.winner == other and s.loser == BYE
    play_out(c, random.Random(n))
    for s in c.slots():
        if BYE in s.players:
            assert s.state is State.WALKOVER and s.result is None
