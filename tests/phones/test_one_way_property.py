"""One table is like another: the same records (club play, random but possible, with undos,
choices and clocks run out) sent to the scorekeeper window's table (a session's) and to a phone
table (the hall's, as a pen's requests) give the same journal lines (but the phone's ids), the
same shot clock decisions after each record, and the same match stored in the history (but
its ids and times)."""

from __future__ import annotations

import json
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoreboard.match.match import MatchConfig
from scoreboard.table.clock_policy import ClockPolicy, apply
from scoreboard.table.shot_clock import PROFILES, ShotClock
from tests.club_play import club_record
from tests.phones.history_help import (
    history_of,
    open_session,
    pair_here,
    phone_hall,
    send_here,
    stored_match,
)

DISCIPLINES = ("nine-ball", "ten-ball", "eight-ball")
#: What the clock decided, whatever moment it was decided at.
DECIDED = ("status", "first_shot", "total_ns", "extensions_left")


def _lines(path: Path) -> list[dict[str, Any]]:
    records = [json.loads(line) for line in path.read_text("utf-8").splitlines()[1:]]
    return [{k: v for k, v in r.items() if k != "id"} for r in records]


def _decided(clock: ShotClock) -> tuple[Any, ...]:
    state = clock.to_dict()
    return tuple(json.dumps(state[k]) for k in DECIDED)


@settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(seed=st.integers(0, 2**32 - 1), discipline=st.sampled_from(DISCIPLINES))
def test_the_window_and_a_phone_table_keep_and_store_the_same_match(
    qapp: Any, seed: int, discipline: str
) -> None:
    rng = random.Random(seed)
    profile = PROFILES["wpa"]
    config = MatchConfig(players=("Ana", "Bea"), discipline=discipline, race=(2, 2), breaker=0)
    with tempfile.TemporaryDirectory() as tmp:
        window = open_session(Path(tmp) / "window")
        window.clock_policy = ClockPolicy(enabled=True)
        assert window.new_match(config, clock=profile.to_dict())
        window_clock = ShotClock(profile)
        keeper = window.table.clock_keeper
        # the window hears the new match's snapshot too, and its clock driver moves the clock
        apply(keeper.after(None, window.table.snapshot, (), window_clock.to_dict()), window_clock)
        phones = open_session(Path(tmp) / "phones")
        hall = phone_hall(phones)
        table = hall.open_match("1", config, clock=profile)
        token = pair_here(hall, "1")
        phone_clock = hall.hall.clocks["1"].clock
        before = window.table.snapshot
        start = round(time.time() - 600, 3)
        for n in range(3000):
            if window.table.snapshot.winner is not None:
                break
            record = club_record(rng, window.table.snapshot, time=round(start + n * 0.1, 3))
            assert window.table.submit(record)
            snap = window.table.snapshot
            moves = keeper.after(before, snap, window.table.inputs, window_clock.to_dict())
            apply(moves, window_clock)  # what the window's clock driver does
            before = snap
            send_here(hall, "1", token, f"tap-{n:08d}", record.to_dict())
            assert table.snapshot.winner == snap.winner
            assert _decided(phone_clock) == _decided(window_clock), n
        assert window.table.snapshot.winner is not None
        window_journal, phone_journal = window.journal, table.journal
        assert window_journal is not None and phone_journal is not None
        assert _lines(phone_journal.path) == _lines(window_journal.path)
        window_db, phone_db = history_of(window), history_of(phones)
        assert window_db.count_matches() == phone_db.count_matches() == 1
        assert stored_match(phone_db, phone_journal.match_id) == stored_match(
            window_db, window_journal.match_id
        )
        hall.release()
        phones.close()
        window.close()
