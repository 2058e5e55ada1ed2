"""A match won on a phone table goes into the history, as the window's does: stored once with
its shots, its players in the registry, its journal archived once the match is put away; an
undone win is taken out; after a restart it is neither stored again nor resumed. Real sessions
on real folders, the real SQLite history, the real server where a phone's request is sent."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from scoreboard.match.match import MatchConfig
from scoreboard.table.journal import find_unfinished
from tests.phones.helpers import call
from tests.phones.history_help import (
    DRY_BREAK,
    NINE,
    closed_journals,
    history_of,
    open_session,
    pair_here,
    phone_hall,
    reading,
    send_here,
    stored_count,
)
from ui.servers.phone_server import PhoneServer


def race_to_one() -> MatchConfig:
    return MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(1, 1), breaker=0)


def test_a_match_won_through_the_server_is_stored_once_with_its_shots_and_players(
    qapp: Any, tmp_path: Path, page_folder: Path
) -> None:
    data = tmp_path / "data"
    session = open_session(data)
    hall = phone_hall(session)
    table = hall.open_match("1", race_to_one())
    match_id = table.journal.match_id if table.journal else ""
    server = PhoneServer(hall)
    server.start("127.0.0.1", 0, files=page_folder)
    try:
        port = server.port or 0
        body = {"code": hall.service.code("1"), "device": "Pixel"}
        status, _, paired = call(port, "POST", "/api/phone/1/pair", body)
        assert status == 200
        for n, record in enumerate((DRY_BREAK, NINE)):
            sent = {"id": f"tap-{n:08d}", "match": match_id, "input": record}
            status, _, answer = call(
                port, "POST", "/api/phone/1/input", sent, token=paired["token"]
            )
            assert status == 200, answer
        assert table.snapshot.winner == 1
        # stored before the phone had its answer, once
        assert stored_count(data, match_id) == 1
        db = history_of(session)
        assert db.stored_inputs(match_id) == [i.to_dict() for i in table.inputs]
        assert len(db.shots(match_id)) == 2
        row = db.open_match(match_id).row
        assert row.players == ("Ana", "Bea") and row.winner == 1 and row.finished
        names = {p.name for p in reading(db).people}
        assert {"Ana", "Bea"} <= names
        # the journal stays open while the match is on the table (its win may be undone)
        assert closed_journals(hall.folder, "1") == []
    finally:
        server.stop()
        hall.release()
    # put away at exit: archived, since the history holds it
    assert len(closed_journals(hall.folder, "1")) == 1
    assert find_unfinished(hall.folder / "1") == []
    session.close()


def test_the_result_taken_puts_the_match_away_and_a_restart_brings_nothing_back(
    qapp: Any, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    session = open_session(data)
    hall = phone_hall(session)
    match_id = hall.open_match("1", race_to_one()).journal.match_id  # type: ignore[union-attr]
    token = pair_here(hall, "1")
    send_here(hall, "1", token, "tap-00000001", NINE)  # the break pockets the nine
    won: list[str] = []
    hall.match_won.connect(won.append)
    assert stored_count(data, match_id) == 1
    hall.put_away("1")  # what the desk does once the result is in the bracket
    assert len(closed_journals(hall.folder, "1")) == 1
    assert hall.tables["1"].journal is None and hall.tables["1"].snapshot.winner == 0
    hall.release()
    session.close()
    again = open_session(data)
    hall = phone_hall(again)
    assert hall.resumed == {} and hall.hall.stored_at_start == []
    assert stored_count(data) == 1
    hall.release()
    again.close()


def test_a_win_undone_is_taken_out_and_the_win_again_stored_once(qapp: Any, tmp_path: Path) -> None:
    data = tmp_path / "data"
    session = open_session(data)
    hall = phone_hall(session)
    match_id = hall.open_match("1", race_to_one()).journal.match_id  # type: ignore[union-attr]
    token = pair_here(hall, "1")
    send_here(hall, "1", token, "tap-00000001", DRY_BREAK)
    send_here(hall, "1", token, "tap-00000002", NINE)
    assert stored_count(data, match_id) == 1
    send_here(hall, "1", token, "tap-00000003", {"kind": "undo"})
    assert stored_count(data, match_id) == 0 and hall.hall.pending("1") is None
    send_here(hall, "1", token, "tap-00000004", NINE)
    assert stored_count(data, match_id) == 1
    assert len(history_of(session).stored_inputs(match_id) or []) == 2
    hall.release()
    session.close()


def test_a_new_match_on_the_table_archives_the_stored_one(qapp: Any, tmp_path: Path) -> None:
    data = tmp_path / "data"
    session = open_session(data)
    hall = phone_hall(session)
    first = hall.open_match("1", race_to_one()).journal.match_id  # type: ignore[union-attr]
    token = pair_here(hall, "1")
    send_here(hall, "1", token, "tap-00000001", NINE)
    second = hall.open_match("1", race_to_one()).journal.match_id  # type: ignore[union-attr]
    assert first != second
    assert [p.stem for p in closed_journals(hall.folder, "1")] == [first]
    assert stored_count(data) == 1
    hall.release()
    session.close()


def test_a_won_match_left_unstored_is_stored_at_start_and_not_resumed(
    qapp: Any, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    session = open_session(data)
    unlinked = session.locations.data / "phone-tables"
    from ui.servers.phone_hall import PhoneHall

    hall = PhoneHall(unlinked)  # no history: the won match stays in its journal
    match_id = hall.open_match("1", race_to_one()).journal.match_id  # type: ignore[union-attr]
    token = pair_here(hall, "1")
    send_here(hall, "1", token, "tap-00000001", NINE)
    hall.release()
    assert stored_count(data) == 0
    linked = phone_hall(session)
    assert linked.hall.stored_at_start == [match_id] and "1" not in linked.resumed
    assert stored_count(data, match_id) == 1
    assert len(closed_journals(linked.folder, "1")) == 1
    linked.release()
    session.close()
