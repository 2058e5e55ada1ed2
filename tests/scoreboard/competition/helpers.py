"""Playing a competition to its end with random but possible scores."""

from __future__ import annotations

import random

from scoreboard.competition import Competition, Format, State


def entered(fmt: Format, n: int, **kw: object) -> Competition:
    c = Competition("Test", fmt, **kw)  # type: ignore[arg-type]
    for i in range(1, n + 1):
        c.add_entrant(f"Player {i}")
    c.draw()
    return c


def random_score(race: int, rng: random.Random) -> tuple[int, int]:
    lo = rng.randrange(race)
    return (race, lo) if rng.random() < 0.5 else (lo, race)


def play_out(c: Competition, rng: random.Random, tables: bool = False) -> list[str]:
    """Play every ready match (optionally through the tables) until the end; returns the slot
    ids in the order they were played. Checks on the way that nobody is on two tables."""
    order: list[str] = []
    while True:
        if tables:
            for table in c.free_tables():
                nxt = c.next_for_table()
                if nxt is None:
                    break
                c.assign_table(nxt.id, table)
            on = [s for s in c.slots() if s.state is State.ON_TABLE]
            players = [p for s in on for p in s.players]
            assert len(players) == len(set(players)), "a player on two tables"
            todo = on
        else:
            todo = c.ready()
        if not todo:
            break
        s = rng.choice(todo)
        if rng.random() < 0.08:  # a no-show, a concession or a disqualification
            racks = (rng.randrange(s.race), rng.randrange(s.race))
            c.enter_result(s.id, racks, forfeit=rng.randrange(2))
        else:
            c.enter_result(s.id, random_score(s.race, rng))
        order.append(s.id)
    assert c.finished
    return order
