"""An evening on eight phone tables through the real server: sixteen players, each table's pen
sending club play (random but possible shots, choices, undos) over HTTP until its match is
won. Afterwards the history holds each match exactly once with its shots, the registry every
player, their ratings moved from the starter, and each player's page lists the match."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from scoreboard.match.match import MatchConfig
from scoreboard.players.figures import profile
from tests.club_play import club_record
from tests.phones.helpers import call
from tests.phones.history_help import history_of, open_session, phone_hall, reading
from ui.servers.phone_server import PhoneServer

TABLES = 8
STARTER = 500.0


def test_eight_tables_on_phones_go_into_the_history_the_registry_and_the_ratings(
    qapp: Any, tmp_path: Path, page_folder: Path
) -> None:
    data = tmp_path / "data"
    session = open_session(data)
    hall = phone_hall(session)
    names = [f"Player {chr(ord('A') + i)}" for i in range(2 * TABLES)]
    server = PhoneServer(hall)
    server.start("127.0.0.1", 0, files=page_folder)
    rng = random.Random(8)
    matches: dict[str, str] = {}
    try:
        port = server.port or 0
        tokens: dict[str, str] = {}
        for n in range(1, TABLES + 1):
            name = str(n)
            players = (names[2 * n - 2], names[2 * n - 1])
            config = MatchConfig(players=players, discipline="nine-ball", race=(2, 2), breaker=0)
            journal = hall.open_match(name, config).journal
            assert journal is not None
            matches[name] = journal.match_id
            body = {"code": hall.service.code(name), "device": f"Pen {n}"}
            status, _, paired = call(port, "POST", f"/api/phone/{name}/pair", body)
            assert status == 200, paired
            tokens[name] = paired["token"]
        taps = 0
        while any(hall.tables[name].snapshot.winner is None for name in matches):
            for name, match_id in matches.items():  # the tables take turns, as in a hall
                table = hall.tables[name]
                if table.snapshot.winner is not None:
                    continue
                record = club_record(rng, table.snapshot).to_dict()
                sent = {"id": f"tap-{taps:08d}", "match": match_id, "input": record}
                status, _, answer = call(
                    port, "POST", f"/api/phone/{name}/input", sent, token=tokens[name]
                )
                assert status == 200, answer
                taps += 1
            assert taps < 20000, "the evening does not end"
    finally:
        server.stop()
    db = history_of(session)
    assert db.count_matches() == TABLES
    for name, match_id in matches.items():
        table = hall.tables[name]
        assert db.stored_inputs(match_id) == [i.to_dict() for i in table.inputs]
        assert len(db.shots(match_id)) == len(table.snapshot.history) > 0
        assert db.open_match(match_id).row.winner == table.snapshot.winner
    read = reading(db, STARTER)
    people = {p.name: p for p in read.people}
    assert set(names) <= set(people)
    for player in names:
        person = people[player]
        assert person.matches == 1
        assert read.ratings[person.id].rating != STARTER
        page = profile(read.matches, person.id)
        assert [m.names for m in page.matches if player in m.names] != []
        assert len(page.matches) == 1
    hall.release()
    # every match put away at the end of the evening: archived, none offered again
    for name in matches:
        assert len(list((hall.folder / name / "closed").glob("*.jsonl"))) == 1
    session.close()
