"""A league night of the Andalusian example run by the real app's pieces in a child process
(session, windows, desk, league night window, phone server on a loopback port, four phone
tables): an illegal lineup named and given again right, both lineups, the four rubbers started
on phone tables 1-4 and scored through the phone API, one won, one forfeited, one in the middle
of its match, the last one started, or just won, or just won while its store waits for a
history another program holds; then the child killed with SIGKILL. The app opened again on the same data folder
loses and doubles nothing: each finished rubber once in the night and once in the history, the
match in play resumed from its journal and played to its end, the night finished, its acta
written with both teams and every player, the standings updated. The Andalusian format has no
deciding frame (2-2 is a draw, 1 point each), so the deciding frame is played on a night of the
Catalan blackball example (2-2 goes to a deciding frame) in the same restarted app, on a phone
table."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from scoreboard.league.model import Side
from tests.phones.test_desk_phone_tables import make_ui, pair, phone_state, send, switch_on

ROOT = Path(__file__).resolve().parents[2]
LEAGUES = ROOT / "docs/examples/leagues"
ANDALUSIA = LEAGUES / "andalusia-teams.json"
CATALONIA = LEAGUES / "catalonia-blackball-superlliga.json"
H, A = Side.HOME, Side.AWAY

# The child: the app's windows on the data folder, the desk with four phone tables, the league
# night. It says on stdout the illegal lineup's words, then the tables' pairing codes and
# matches, then the night's results each time the night changes; the test scores the rubbers
# through the phone API meanwhile.
CHILD = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    from PySide6.QtWidgets import QApplication
    from scoreboard.league.model import Side
    from scoreboard.service.session import Session
    from tests.phones.test_desk_phone_tables import switch_on
    from ui.adapters.controller import Controller
    from ui.compose import windows
    from ui.i18n import Translations

    app = QApplication([])
    controller = Controller()
    session = Session.open(controller.table, Path(sys.argv[1]))
    ui = windows(controller, Translations(app), session=session, sound=False)
    desk = ui.open_desk()
    link = ui.desk_link
    port = switch_on(link.phone_panel, 4)
    assert desk.open_league(sys.argv[2])
    night = desk.league_night
    f = night.season.calendar.fixtures[0]
    night.choose_fixture(f.id)
    roster = {s: [p.name for p in night.season.league.team(t).roster] for s, t in
              ((Side.HOME, f.home), (Side.AWAY, f.away))}

    def give(side, names):
        for combo, name in zip(night.slot_combos[side].values(), names, strict=True):
            combo.setCurrentIndex(combo.findData(name))
        night.give_btns[side].click()

    home = roster[Side.HOME]
    give(Side.HOME, [home[1], home[0], *home[2:4]])  # out of the order of strength
    print("illegal", json.dumps(night.violation_labels[Side.HOME].text()), flush=True)
    give(Side.HOME, home[:4])
    give(Side.AWAY, roster[Side.AWAY][:4])
    print("legal", json.dumps(night.violation_labels[Side.HOME].text()), flush=True)
    hall = link.phones.hall
    tables = {}
    for row in range(4):
        night.rubbers.selectRow(row)
        night.where_combo.setCurrentIndex(night.where_combo.findData(row + 1))
        match_id = night.start_selected()
        journal = hall.tables[str(row + 1)].journal
        tables[str(row + 1)] = [hall.service.code(str(row + 1)), match_id, str(journal.path)]

    def told():
        n = night.season.night(f.id)
        results = {r: [x.home, x.away, x.forfeit.value if x.forfeit else None]
                   for r, x in n.results.items()}
        print("night", json.dumps({"results": results, "history": n.history,
                                   "started": n.started}), flush=True)

    night.changed.connect(told)
    print("ready", port, json.dumps(tables), flush=True)
    app.exec()
    """
)


def _history(ui: Any, match_id: str) -> int:
    row = ui.session.history.conn.execute(
        "SELECT COUNT(*) FROM matches WHERE match_id = ?", (match_id,)
    ).fetchone()
    return int(row[0])


def _all_stored(qtbot: Any, ui: Any, match_ids: list[str]) -> None:
    """Each of the matches in the history once: a won match is stored in the history's
    background, which the night may hear of first."""
    qtbot.waitUntil(lambda: all(_history(ui, m) >= 1 for m in match_ids), timeout=5000)
    assert [_history(ui, m) for m in match_ids] == [1] * len(match_ids)


def _play(port: int, table: str, pen: str, records: list[dict[str, Any]], first: int = 0) -> None:
    for n, record in enumerate(records, start=first):
        send(port, table, pen, n, record)


def _racks(player: int, count: int) -> list[dict[str, Any]]:
    """``count`` racks won by ``player``: each conceded by the other."""
    return [{"kind": "concede-rack", "player": 1 - player}] * count


LAG = {"kind": "lag", "winner": 0, "breaks": True}


def _run_child(data: Path, last: str) -> tuple[list[str], dict[str, Any]]:
    """The child's night up to the kill: the lines it said before it was killed, and the
    tables' matches (table: match id). ``last``: S4 only ``started`` (its lag taken),
    ``won`` by the away player 0-4 at the kill (its last tap journaled and answered, the
    night perhaps not told yet), or ``storing``: won, its last tap journaled while another
    program holds the history, so the match is not stored (the season's file, written
    before the history's transaction, may already hold the result)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(data), str(ANDALUSIA)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    guard = threading.Timer(120, child.kill)  # a child stuck (a dialog left open) fails
    guard.start()
    said: list[str] = []
    holder: sqlite3.Connection | None = None
    sender: threading.Thread | None = None

    def until(word: str) -> str:
        assert child.stdout is not None
        while line := child.stdout.readline():
            said.append(line)
            if line.startswith(word):
                return line
        raise AssertionError(f"the child ended before {word!r}: {said}")

    try:
        until("ready")
        ready = said[-1].split(maxsplit=2)
        port, tables = int(ready[1]), json.loads(ready[2])
        pens = {t: pair(port, t, code, f"Phone {t}") for t, (code, _m, _j) in tables.items()}
        # S1 won by the home player 4-1; S2 forfeited by the away player (conceded short of
        # the race); S3 in the middle of its match, 2-1; S4 started, its lag taken
        _play(port, "1", pens["1"], [LAG, *_racks(1, 1), *_racks(0, 4)])
        _play(port, "2", pens["2"], [LAG, *_racks(0, 1), {"kind": "concede-match", "player": 1}])
        _play(port, "3", pens["3"], [LAG, *_racks(0, 2), *_racks(1, 1)])
        _play(port, "4", pens["4"], [LAG])
        while True:  # both results in the night and kept before the kill
            told = json.loads(until("night").split(maxsplit=1)[1])
            if {"S1", "S2"} <= set(told["results"]):
                break
        assert [p["score"] for p in phone_state(port, "3", pens["3"])["players"]] == [2, 1]
        if last == "won":
            _play(port, "4", pens["4"], _racks(1, 4), first=1)
        if last == "storing":
            holder = sqlite3.connect(data / "history.sqlite3", isolation_level=None)
            holder.execute("BEGIN IMMEDIATE")
            sender = threading.Thread(target=_last_taps, args=(port, pens["4"]), daemon=True)
            sender.start()
            journal, end = Path(tables["4"][2]), time.monotonic() + 20
            while _lines(journal) < 6 and time.monotonic() < end:  # header, lag, four racks
                time.sleep(0.005)
            assert _lines(journal) == 6
            time.sleep(0.2)  # the match's store and the night's wait for the history
        os.kill(child.pid, signal.SIGKILL)
        child.wait(10)
    finally:
        guard.cancel()
        if child.poll() is None:
            child.kill()
            child.wait(10)
        if holder is not None:
            holder.execute("ROLLBACK")
            holder.close()
        if sender is not None:
            sender.join(15)
    return said, {t: m for t, (_c, m, _j) in tables.items()}


def _stored(data: Path, match_id: str) -> int:
    conn = sqlite3.connect(data / "history.sqlite3")
    try:
        row = conn.execute("SELECT COUNT(*) FROM matches WHERE match_id = ?", (match_id,))
        return int(row.fetchone()[0])
    finally:
        conn.close()


def _lines(path: Path) -> int:
    return len(path.read_text("utf-8").splitlines()) if path.exists() else 0


def _last_taps(port: int, pen: str) -> None:
    """Table 4's last four taps, the last one never answered (the app killed meanwhile)."""
    try:
        _play(port, "4", pen, _racks(1, 4), first=1)
    except (AssertionError, OSError):
        pass


# Long because it is the whole night, from the child's start to the standings after the restart.
@pytest.mark.parametrize("last", ["started", "won", "storing"])
def test_a_league_night_killed_in_the_middle_loses_and_doubles_nothing(
    qtbot, tmp_path, last: str
) -> None:
    data = tmp_path / "data"
    said, matches = _run_child(data, last)
    if last == "storing":  # at the kill, the win was in its journal, not in the history
        assert _stored(data, matches["4"]) == 0
    illegal = next(json.loads(x.split(maxsplit=1)[1]) for x in said if x.startswith("illegal"))
    legal = next(json.loads(x.split(maxsplit=1)[1]) for x in said if x.startswith("legal"))
    assert "Illegal lineup" in illegal and "Order of strength" in illegal
    assert "Illegal lineup" not in legal
    # the app opened again on the same data folder
    ui = make_ui(qtbot, tmp_path)
    link = ui.desk_link
    port = switch_on(link.phone_panel, 4)
    try:
        night = link.desk.league_night
        assert night is not None and night.season is not None
        s = night.season
        f = s.calendar.fixtures[0]
        n = s.night(f.id)
        # a rubber won at the kill is in the night by now: told before the kill, or taken
        # from the hall or the history at the restart
        assert set(n.results) == {"S1", "S2"} | ({"S4"} if last != "started" else set())
        assert (n.results["S1"].home, n.results["S1"].away) == (4, 1)
        assert n.results["S2"].forfeit is A
        done = ("1", "2", "4") if last != "started" else ("1", "2")
        assert n.history == {f"S{t}": matches[t] for t in done}
        assert n.started.get("S3") == matches["3"]
        if last == "started":
            assert n.started == {"S3": matches["3"], "S4": matches["4"]}
        for table in done:
            assert _history(ui, matches[table]) == 1
        hall = link.phones.hall
        assert hall is not None
        resumed = hall.tables["3"]
        assert resumed.journal is not None and resumed.journal.match_id == matches["3"]
        assert resumed.snapshot.players.score == (2, 1)
        # the match in play played to its end, the last rubber too
        pens = {t: pair(port, t, hall.service.code(t), f"Phone {t}") for t in ("3", "4")}
        _play(port, "3", pens["3"], [*_racks(1, 3)], first=100)  # 2-4: the away player
        if last == "started":
            _play(port, "4", pens["4"], [*_racks(1, 4)], first=100)  # 0-4: the away player
        qtbot.waitUntil(
            lambda: set(s.night(f.id).results) == {"S1", "S2", "S3", "S4"}, timeout=5000
        )
        n = s.night(f.id)
        assert (n.results["S3"].home, n.results["S3"].away) == (2, 4)
        assert (n.results["S4"].home, n.results["S4"].away) == (0, 4)
        assert n.started == {} and n.history == {f"S{t}": m for t, m in matches.items()}
        _all_stored(qtbot, ui, list(matches.values()))
        home = [p.name for p in s.league.team(f.home).roster][:4]
        away = [p.name for p in s.league.team(f.away).roster][:4]
        singles = ui.session.history.conn.execute(
            "SELECT name0, name1 FROM matches WHERE match_id IN (?, ?, ?, ?) ORDER BY name0",
            tuple(matches.values()),
        ).fetchall()
        assert sorted(singles) == sorted(zip(home, away, strict=True))
        typed = ui.session.history.conn.execute(
            "SELECT COUNT(*) FROM matches WHERE recorded = 'typed'"
        ).fetchone()
        assert typed == (0,)  # every rubber was played on a table, none typed twice
        score = s.score(f.id)
        assert score.complete and score.points == {H: 1, A: 1}  # 2-2: a draw, no decider here
        # the acta, with both teams and every player
        pdf = tmp_path / "acta.pdf"
        assert night.print_acta(str(pdf))
        text = subprocess.run(
            ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
        ).stdout
        assert f.home in text and f.away in text
        assert all(name in text for name in home + away)
        # the standings of the division: both teams one night, one point
        points = {r.team: (r.played, r.points) for r in s.standings(f.division)}
        assert points[f.home] == points[f.away] == (1, 1)
        rows = night.standings_table.rowCount()
        shown = {
            night.standings_table.item(r, 1).text(): night.standings_table.item(r, 6).text()
            for r in range(rows)
        }
        assert shown[f.home] == shown[f.away] == "1"
        _deciding_frame(qtbot, ui, port, tmp_path)
    finally:
        server = link.phones.server
        if server is not None:
            server.stop()


def _give(night: Any, side: Side, names: list[str]) -> None:
    for combo, name in zip(night.slot_combos[side].values(), names, strict=True):
        combo.setCurrentIndex(combo.findData(name))
    night.give_btns[side].click()


def _start_on(night: Any, row: int, table: int) -> str:
    night.rubbers.selectRow(row)
    night.where_combo.setCurrentIndex(night.where_combo.findData(table))
    match_id = night.start_selected()
    assert match_id is not None
    return str(match_id)


def _give_in_turns(night: Any, home: list[str], away: list[str]) -> None:
    """Both lineups named place by place in the night's turns panel, as the turns come."""
    s, f = night.season, night.fixture
    slots = s.league.rules.format.slots
    while (turn := s.turn(f)) is not None:
        side, slot = turn
        combo = night.turns_panel.player_combo
        combo.setCurrentIndex(combo.findData((home if side is H else away)[slots.index(slot)]))
        night.turns_panel.choose_btn.click()
        assert s.turn(f) != turn


# Long because it is a second night, from its lineups to its acta.
def _deciding_frame(qtbot: Any, ui: Any, port: int, tmp_path: Path) -> None:
    """A night of the Catalan blackball example at the same desk, its rubbers on the phone
    tables (where the Andalusian night's matches ended): 2-2, so the deciding frame is added
    to the night, played on phone table 1, and decides the night."""
    desk, hall = ui.desk_link.desk, ui.desk_link.phones.hall
    assert desk.open_league(str(CATALONIA))
    night = desk.league_night
    s = night.season
    f = s.calendar.fixtures[0]
    night.choose_fixture(f.id)
    fmt = s.league.rules.format
    home = [p.name for p in s.league.team(f.home).roster]
    away = [p.name for p in s.league.team(f.away).roster]
    _give_in_turns(night, home[:4] + [home[0]], away[:4] + [away[0]])  # D: each one's player 1
    assert s.night(f.id).ready() and not night.violation_labels[H].text()
    matches = {}
    for row, r in enumerate(fmt.rubbers):
        table = str(row + 1)
        matches[r.id] = _start_on(night, row, row + 1)
        pen = pair(port, table, hall.service.code(table), f"Phone {table}")
        # the format names who breaks (S1, S3 home; S2, S4 away): no lag
        _play(port, table, pen, _racks(row % 2, r.race))
    qtbot.waitUntil(lambda: len(s.night(f.id).results) == 4, timeout=5000)
    decider = fmt.decider
    assert decider is not None and not s.score(f.id).complete
    assert night.rubbers.rowCount() == 5 and night.rubbers.item(4, 0).text().startswith("D")
    matches[decider.id] = _start_on(night, 4, 1)
    assert hall.tables["1"].snapshot.players.names == (home[0], away[0])
    pen = pair(port, "1", hall.service.code("1"), "Phone 1 again")
    _play(port, "1", pen, [LAG, *_racks(0, decider.race)], first=50)
    qtbot.waitUntil(lambda: decider.id in s.night(f.id).results, timeout=5000)
    score = s.score(f.id)
    assert score.complete and score.rubbers_won == {H: 3, A: 2}
    assert score.points == {H: s.league.rules.points.win, A: 0}
    assert s.night(f.id).history == matches
    _all_stored(qtbot, ui, list(matches.values()))
    pdf = tmp_path / "acta-decider.pdf"
    assert night.print_acta(str(pdf))
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert f.home in text and f.away in text
    assert all(name in text for name in home[:4] + away[:4])
    points = {r.team: r.points for r in s.standings(f.division)}
    assert points[f.home] == s.league.rules.points.win and points[f.away] == 0
