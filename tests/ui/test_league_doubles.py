"""A doubles rubber of a league night is a match of two teams in the history, never a person
called "Ana & Bea": played to the end on the scorekeeper's table or a phone table through the
real desk and League night window (the Costa expat league's example, which has doubles), it is
stored once with its four players; the registry links each partner as the person he is and
makes no person of a team; the ratings (singles only) are unchanged by it; each partner's page
lists it, marked doubles with his partner and the opponents; its CSV and JSON exports carry the
partners. A doubles result typed at the night reaches the history the same way. Screenshots
of a partner's page are written to the shots folder's doubles/ (tests/shots.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from scoreboard.history.database import HistoryDB
from scoreboard.history.export import ExportedMatch, Sheet, csv_tables, export_json
from scoreboard.league.model import Side
from scoreboard.match.inputs import ConcedeRackInput
from scoreboard.players.registry import Registry, rate
from tests.shots import shots_dir
from tests.ui.test_desk import make_ui
from tests.ui.test_league_night import in_turns
from ui.players.page import PlayerPage

EXAMPLE = Path(__file__).resolve().parents[2] / "docs/examples/leagues/costa-expat-league.json"
SHOTS = shots_dir("doubles")
H, A = Side.HOME, Side.AWAY


def night_of_full_teams(qtbot: Any, tmp_path: Path) -> tuple[Any, Any, dict[Side, list[str]]]:
    """The desk with the Costa league open on a night of two full teams (six players each:
    each plays a singles and a doubles), both lineups given in turns (the away team's first)."""
    ui = make_ui(qtbot, tmp_path)
    desk = ui.open_desk()
    qtbot.addWidget(desk)
    assert desk.open_league(str(EXAMPLE))
    night = desk.league_night
    s = night.season
    f = next(f for f in s.calendar.fixtures if {f.home, f.away} == {"Sunset Strikers", "Red Lion"})
    night.choose_fixture(f.id)
    players = {
        side: [p.name for p in s.league.team(team).roster[:6]]
        for side, team in ((A, f.away), (H, f.home))
    }
    in_turns(night, players[H] + players[H], players[A] + players[A])
    assert s.night(f.id).ready()
    return ui, night, players


def _row_of(night: Any, rubber: str) -> int:
    for row in range(night.rubbers.rowCount()):
        if night.rubbers.item(row, 0).text().startswith(rubber):
            return row
    raise KeyError(rubber)


def _people(db: HistoryDB) -> dict[str, int]:
    return {p.name: p.matches for p in Registry(db.conn).people()}


# Long because it is one night, from the lineups to the exports, each promise checked in turn.
def test_a_doubles_rubber_played_on_the_table_is_a_match_of_two_teams(qtbot, tmp_path) -> None:
    ui, night, players = night_of_full_teams(qtbot, tmp_path)
    s, f = night.season, night.fixture
    db = ui.session.history
    assert night.keep_result("S1", 1, 0)  # a singles result typed: the ratings have a game
    ratings = {k: (r.rating, r.robustness) for k, r in rate(Registry(db.conn)).ratings.items()}

    night.rubbers.selectRow(_row_of(night, "D1"))
    night.where_combo.setCurrentIndex(night.where_combo.findData(0))  # the scorekeeper
    match_id = night.start_selected()
    assert match_id is not None
    home = (players[H][0], players[H][1])  # D1a, D1b (the lineup's seventh and eighth places)
    away = (players[A][0], players[A][1])
    snap = ui.controller.table.snapshot
    assert snap.players.names == (" & ".join(home), " & ".join(away))  # the boards: "A & B"
    ui.controller.table.submit(ConcedeRackInput(1))  # race to 1: the home pair wins
    qtbot.waitUntil(lambda: "D1" in s.night(f).results, timeout=5000)
    qtbot.waitUntil(lambda: db.has_match(match_id), timeout=5000)

    # stored once, with its partners
    (row,) = [r for r in db.list_matches() if r.match_id == match_id]
    assert row.players == (" & ".join(home), " & ".join(away)) and row.winner == 0
    assert row.partners == (home, away)
    assert db.conn.execute(
        "SELECT count(*) FROM matches WHERE match_id = ?", (match_id,)
    ).fetchone() == (1,)
    assert s.night(f).history["D1"] == match_id

    # no person is a team; each partner is the person he is, with this match
    people = _people(db)
    assert not [name for name in people if "&" in name]
    assert db.complete_player(home[0][:3]) and not db.complete_player(" & ")
    for name in (*home, *away):
        assert people[name] >= 1

    # the ratings rate singles: unchanged by the doubles match
    after = {k: (r.rating, r.robustness) for k, r in rate(Registry(db.conn)).ratings.items()}
    assert after == ratings

    # each partner's page lists it, marked doubles, with his partner and the opponents
    reg = Registry(db.conn)
    everyone, matches = reg.people(), reg.played()
    partner = reg.find(home[1])
    page = PlayerPage(None, reg.person(partner), everyone, matches, rate(reg))
    qtbot.addWidget(page)
    rows = page.match_list.model().texts()
    mine = [r for r in rows if r[1].startswith("Doubles")]
    assert len(mine) == 1
    assert mine[0][1] == f"Doubles, with {home[0]}, against {away[0]} & {away[1]}"
    assert mine[0][2] == "1–0"
    assert any("Doubles matches" in note and note.endswith(": 1") for note in page.notes)
    assert page.page.disciplines == ()  # his only match is the doubles: counted nowhere
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.show()
    qtbot.waitExposed(page)
    page.grab().save(str(SHOTS / "partner-page-en.png"))
    ui.translations.set_language("es")
    try:
        spanish = PlayerPage(None, reg.person(partner), everyone, matches, rate(reg))
        qtbot.addWidget(spanish)
        texts = [r[1] for r in spanish.match_list.model().texts()]
        assert f"Dobles, con {home[0]}, contra {away[0]} & {away[1]}" in texts
        spanish.show()
        qtbot.waitExposed(spanish)
        spanish.grab().save(str(SHOTS / "partner-page-es.png"))
    finally:
        ui.translations.set_language("en")

    # the exports carry the partners
    stored = db.open_match(match_id)
    tables = csv_tables(Sheet.of(stored))
    statistics = next(v for k, v in tables.items() if "statistics" in k)
    assert f"{home[0]}; {home[1]}" in statistics and f"{away[0]}; {away[1]}" in statistics
    path = tmp_path / "d1.json"
    export_json(path, ExportedMatch.from_stored(stored))
    config = json.loads(path.read_text(encoding="utf-8"))["config"]
    assert config["partners"] == [list(home), list(away)]


def test_a_doubles_result_typed_at_the_night_reaches_the_history_with_its_partners(
    qtbot, tmp_path
) -> None:
    ui, night, players = night_of_full_teams(qtbot, tmp_path)
    db = ui.session.history
    assert night.keep_result("D2", 0, 1)
    (row,) = [r for r in db.list_matches() if r.partners is not None]
    home, away = tuple(players[H][2:4]), tuple(players[A][2:4])
    assert row.partners == (home, away) and row.winner == 1
    assert not [name for name in _people(db) if "&" in name]
    assert night.keep_result("D2", 1, 0)  # typed again: the same row, its result changed
    (row,) = [r for r in db.list_matches() if r.partners is not None]
    assert row.winner == 0 and _people(db)[home[0]] == 1


def test_a_doubles_rubber_on_a_phone_table_is_stored_once_with_its_partners(
    qtbot, tmp_path
) -> None:
    from tests.phones.test_desk_phone_tables import pair, send, switch_on

    ui, night, players = night_of_full_teams(qtbot, tmp_path)
    link = ui.desk_link
    port = switch_on(link.phone_panel, 2)
    try:
        s, f, db = night.season, night.fixture, ui.session.history
        night.refresh()
        night.rubbers.selectRow(_row_of(night, "D3"))
        night.where_combo.setCurrentIndex(night.where_combo.findData(1))
        match_id = night.start_selected()
        assert match_id is not None
        hall = link.phones.hall
        home, away = tuple(players[H][4:6]), tuple(players[A][4:6])
        assert hall.tables["1"].journal.config["partners"] == [list(home), list(away)]
        pen = pair(port, "1", hall.service.code("1"), "Phone 1")
        send(port, "1", pen, 0, {"kind": "concede-rack", "player": 0})  # the away pair wins
        qtbot.waitUntil(lambda: "D3" in s.night(f).results, timeout=5000)
        qtbot.waitUntil(lambda: db.has_match(match_id), timeout=5000)
        (row,) = [r for r in db.list_matches() if r.match_id == match_id]
        assert row.partners == (home, away) and row.winner == 1
        assert not [name for name in _people(db) if "&" in name]
    finally:
        server = link.phones.server
        if server is not None:
            server.stop()
