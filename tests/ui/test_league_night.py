"""The league night window: a league file opened, a night's lineups given and checked (an
illegal one named in words), rubbers typed in with the night's score and the standings filling
in by themselves, a forfeit, a no-show, a substitute, a deciding frame, a correction after the
close with its reason; the season kept in the history; the acta printed."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from scoreboard.history.database import HistoryDB
from scoreboard.league.model import Side
from scoreboard.league.store import LeagueStore
from tests.shots import shots_dir
from ui.i18n import Translations
from ui.league import night_actions
from ui.league.night_window import LeagueNightWindow
from ui.screenshot import _render

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "docs" / "examples" / "leagues"
SHOTS = shots_dir("league-night")
H, A = Side.HOME, Side.AWAY


@pytest.fixture
def english(qapp):
    t = Translations(QApplication.instance())
    t.set_language("en")
    yield t
    t.set_language("en")


@pytest.fixture
def db(tmp_path: Path):
    with HistoryDB(tmp_path / "h.db") as d:
        yield d


def window(qtbot, db: HistoryDB, league: str = "andalusia-teams") -> LeagueNightWindow:
    w = LeagueNightWindow(LeagueStore.of(db), ask_reason=lambda: "scores swapped")
    qtbot.addWidget(w)
    assert w.open_league(str(EXAMPLES / f"{league}.json"))
    return w


def lineup(w: LeagueNightWindow, side: Side, players: list[str | None]) -> None:
    for combo, name in zip(w.slot_combos[side].values(), players, strict=False):
        combo.setCurrentIndex(combo.findData(name))
    assert w.give_lineup(side)


def in_turns(w: LeagueNightWindow, home: list[str | None], away: list[str | None]) -> None:
    """Both lineups given place by place through the turns panel, as the turns come."""
    assert w.season is not None and w.fixture is not None
    slots = w.season.league.rules.format.slots
    while (turn := w.season.turn(w.fixture)) is not None:
        side, slot = turn
        name = (home if side is H else away)[slots.index(slot)]
        combo = w.turns_panel.player_combo
        combo.setCurrentIndex(combo.findData(name))
        w.turns_panel.choose_btn.click()
        assert w.season.turn(w.fixture) != turn


def roster(w: LeagueNightWindow, side: Side) -> list[str]:
    assert w.season is not None and w.fixture is not None
    f = w.season.calendar.fixture(w.fixture)
    return [p.name for p in w.season.league.team(f.home if side is H else f.away).roster]


def cell(w: LeagueNightWindow, row: int, col: int) -> str:
    item = w.rubbers.item(row, col)
    return item.text() if item is not None else ""


def test_a_league_file_opens_its_season_at_its_first_night(qtbot, english, db) -> None:
    w = window(qtbot, db)
    assert w.season is not None and w.title.text() == w.season.name
    assert w.fixture == w.season.calendar.fixtures[0].id
    assert w.fixture_combo.count() == len(w.season.calendar.fixtures)


def test_a_damaged_league_file_is_refused_in_words(
    qtbot, english, db, tmp_path, monkeypatch
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "pool-scoreboard-league", "version": 1}', encoding="utf-8")
    w = LeagueNightWindow(LeagueStore.of(db))
    qtbot.addWidget(w)
    said: list[str] = []
    monkeypatch.setattr(night_actions, "show_warning", lambda _p, _t, text: said.append(text))
    assert not w.open_league(str(bad))
    assert w.season is None and said and said[0].startswith("bad.json cannot be used")


def test_the_rubbers_show_who_plays_whom_once_the_lineups_are_given(qtbot, english, db) -> None:
    w = window(qtbot, db)
    home, away = roster(w, H), roster(w, A)
    lineup(w, H, home[:4])
    lineup(w, A, away[:4])
    assert (cell(w, 0, 1), cell(w, 0, 2)) == (home[0], away[0])
    assert (cell(w, 3, 1), cell(w, 3, 2)) == (home[3], away[3])


def test_an_illegal_lineup_is_named_with_its_rule(qtbot, english, db) -> None:
    w = window(qtbot, db)
    home = roster(w, H)
    lineup(w, H, [home[1], home[0], home[2], home[3]])  # out of the order of strength
    text = w.violation_labels[H].text()
    assert "alineación indebida" in text
    assert f"Order of strength: {home[0]} (place 2) is stronger than {home[1]}" in text


def test_typed_results_fill_the_nights_score_and_the_standings(qtbot, english, db) -> None:
    w = window(qtbot, db)
    lineup(w, H, roster(w, H)[:4])
    lineup(w, A, roster(w, A)[:4])
    for rid, score in (("S1", (4, 1)), ("S2", (4, 2)), ("S3", (0, 4))):
        assert w.keep_result(rid, *score)
    assert " 2 – 1 " in w.score_label.text()
    assert w.keep_result("S4", 0, 0, forfeit=A)
    assert "points 2 – 0" in w.score_label.text()
    assert cell(w, 3, 6).endswith("by forfeit")
    top = w.standings_table.item(0, 1)
    assert top is not None and top.text() == roster_team(w, H)
    assert w.standings_table.item(0, 6).text() == "2"  # type: ignore[union-attr]


def roster_team(w: LeagueNightWindow, side: Side) -> str:
    assert w.season is not None and w.fixture is not None
    f = w.season.calendar.fixture(w.fixture)
    return f.home if side is H else f.away


def test_an_impossible_score_is_refused_and_nothing_changes(
    qtbot, english, db, monkeypatch
) -> None:
    w = window(qtbot, db)
    lineup(w, H, roster(w, H)[:4])
    lineup(w, A, roster(w, A)[:4])
    monkeypatch.setattr(night_actions, "show_warning", lambda *_a: None)
    assert not w.keep_result("S1", 3, 3)
    assert "is not a score its distance allows" in w.statusBar().currentMessage()
    assert w.season is not None and w.season.night(str(w.fixture)).results == {}


def test_a_no_show_loses_every_rubber_and_the_night(qtbot, english, db) -> None:
    w = window(qtbot, db)
    lineup(w, H, roster(w, H)[:4])
    assert w.no_show(A)
    assert "incomparecencia" in w.violation_labels[A].text()
    assert "points 2 – -1" in w.score_label.text()


def test_a_substitute_plays_the_rubbers_from_his_own_on(qtbot, english, db) -> None:
    w = window(qtbot, db)
    home = roster(w, H)
    lineup(w, H, home[:4])
    lineup(w, A, roster(w, A)[:4])
    w.sub_side.setCurrentIndex(w.sub_side.findData(H))
    for combo, value in ((w.sub_slot, "4"), (w.sub_player, home[4]), (w.sub_rubber, "S4")):
        combo.setCurrentIndex(combo.findData(value))
    assert w.bring_in()
    assert cell(w, 3, 1) == home[4]


def test_a_closed_night_is_corrected_with_its_reason(qtbot, english, db) -> None:
    w = window(qtbot, db)
    lineup(w, H, roster(w, H)[:4])
    lineup(w, A, roster(w, A)[:4])
    assert w.keep_result("S1", 4, 1)
    w.close_night()
    assert w.keep_result("S1", 1, 4)
    assert "Correction" in w.corrections_label.text()
    assert "scores swapped" in w.corrections_label.text()
    w.ask_reason = lambda: None
    assert not w.keep_result("S1", 4, 0)


def test_the_deciding_frame_is_listed_when_the_rubbers_are_level(qtbot, english, db) -> None:
    w = window(qtbot, db, "catalonia-blackball-superlliga")
    assert w.season is not None
    slots = w.season.league.rules.format.slots
    home, away = roster(w, H), roster(w, A)
    in_turns(w, home[: len(slots) - 1] + [home[0]], away[: len(slots) - 1] + [away[0]])
    rubbers = [r for r in w.season.league.rules.format.rubbers]
    for i, r in enumerate(rubbers):
        assert w.keep_result(r.id, *((r.race, 0) if i % 2 == 0 else (0, r.race)))
    assert w.rubbers.rowCount() == len(rubbers) + 1
    decider = w.season.league.rules.format.decider
    assert decider is not None and cell(w, len(rubbers), 0).startswith(decider.id)
    assert w.keep_result(decider.id, decider.race, 0)
    win = w.season.league.rules.points.win
    assert " 3 – 2 " in w.score_label.text()
    assert f"points {win} – 0" in w.score_label.text()


def test_the_season_is_kept_and_opened_again(qtbot, english, db) -> None:
    w = window(qtbot, db)
    lineup(w, H, roster(w, H)[:4])
    lineup(w, A, roster(w, A)[:4])
    assert w.keep_result("S1", 4, 1)
    again = LeagueNightWindow(LeagueStore.of(db))
    qtbot.addWidget(again)
    again.open_latest()
    assert again.season is not None and again.fixture == w.fixture
    assert cell(again, 0, 5) == "4 – 1"
    rows = db.conn.execute("SELECT recorded, score0, score1 FROM matches").fetchall()
    assert rows == [("typed", 4, 1)]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_window_and_its_acta_in_both_languages(qtbot, english, db, tmp_path, lang) -> None:
    english.set_language(lang)
    w = window(qtbot, db)
    home = roster(w, H)
    lineup(w, H, [home[1], home[0], home[2], home[3]])
    lineup(w, A, roster(w, A)[:4])
    for rid, score in (("S1", (4, 1)), ("S2", (4, 2)), ("S3", (0, 4))):
        assert w.keep_result(rid, *score)
    w.rubbers.selectRow(1)
    SHOTS.mkdir(parents=True, exist_ok=True)
    _render(w, w.size()).save(str(SHOTS / f"league-night-{lang}.png"))
    pdf = tmp_path / "acta.pdf"
    assert w.print_acta(str(pdf))
    assert pdf.read_bytes().startswith(b"%PDF")
    text = subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert home[0] in text and "acta" in text.lower() and "alineación indebida" in text
    assert ("Firma" if lang == "es" else "Signature") in text
    shutil.copy(pdf, SHOTS / f"acta-{lang}.pdf")


def test_the_seasons_results_are_exported_as_json_and_csv(qtbot, english, db, tmp_path) -> None:
    from scoreboard.league.results import read_results

    w = window(qtbot, db)
    lineup(w, H, roster(w, H)[:4])
    lineup(w, A, roster(w, A)[:4])
    assert w.keep_result("S1", 4, 1)
    assert w.act_results.isEnabled()
    assert w.export_results(str(tmp_path / "season.json"))
    assert w.export_results(str(tmp_path / "season.csv"))
    night = read_results(tmp_path / "season.json")["nights"][0]
    assert (night["rubbers"][0]["home"], night["rubbers"][0]["away"]) == (4, 1)
    assert (tmp_path / "season.csv").read_text(encoding="utf-8-sig").startswith("fixture,")


def test_in_turns_the_window_says_whose_turn_it_is_and_for_which_place(
    qtbot, english, db, monkeypatch
) -> None:
    warned: list[str] = []
    monkeypatch.setattr(night_actions, "show_warning", lambda _w, _t, text: warned.append(text))
    w = window(qtbot, db, "catalonia-blackball-superlliga")
    assert w.season is not None and w.fixture is not None
    f = w.season.calendar.fixture(w.fixture)
    panel = w.turns_panel
    assert not panel.isHidden()
    assert panel.turn_label.text() == f"{f.away} (Away) names its player for place 1"
    assert not w.give_btns[H].isEnabled() and not w.give_btns[A].isEnabled()
    assert "place by place" in w.violation_labels[H].text()
    assert not w.give_lineup(A)  # refused by the season too, not only by the button
    assert "it is " + f.away + "'s turn, for place 1" in warned[-1]
    away = roster(w, A)
    panel.player_combo.setCurrentIndex(panel.player_combo.findData(away[0]))
    panel.choose_btn.click()
    assert panel.turn_label.text() == f"{f.home} (Home) answers {away[0]} in place 1"
    assert w.slot_combos[A]["1"].currentData() == away[0]
    assert cell(w, 0, 2) == away[0]  # the rubber shows who plays as soon as he is named


def test_in_turns_the_last_choice_is_taken_back_until_the_other_team_chooses(
    qtbot, english, db, monkeypatch
) -> None:
    warned: list[str] = []
    monkeypatch.setattr(night_actions, "show_warning", lambda _w, _t, text: warned.append(text))
    w = window(qtbot, db, "apa-eight-ball")
    assert w.season is not None and w.fixture is not None
    panel = w.turns_panel
    assert not panel.take_back_btn.isEnabled()
    away, home = roster(w, A), roster(w, H)
    panel.player_combo.setCurrentIndex(panel.player_combo.findData(away[0]))
    panel.choose_btn.click()
    assert panel.take_back_btn.isEnabled()
    panel.take_back_btn.click()
    assert w.season.night(w.fixture).picks == () and "place 1" in panel.turn_label.text()
    panel.player_combo.setCurrentIndex(panel.player_combo.findData(away[0]))
    panel.choose_btn.click()
    panel.player_combo.setCurrentIndex(panel.player_combo.findData(home[0]))
    panel.choose_btn.click()  # home answers, then puts up place 2 itself (APA alternates)
    assert "names its player for place 2" in panel.turn_label.text()
    panel.player_combo.setCurrentIndex(panel.player_combo.findData(home[0]))
    panel.choose_btn.click()  # the same player again: he plays one match only
    assert "cannot name " + home[0] + " for place 2" in warned[-1]
    assert "at most 1" in warned[-1]
    panel.take_back_btn.click()  # home's answer taken back: home chooses again
    assert "answers " + away[0] + " in place 1" in panel.turn_label.text()
    assert not panel.take_back_btn.isEnabled()  # the away player was answered
    panel.take_back_btn.setEnabled(True)  # and were the button on, the season refuses too
    panel.take_back_btn.click()
    assert "can no longer be taken back" in warned[-1]
    assert len(w.season.night(w.fixture).picks) == 1


def test_in_turns_each_rubber_shows_the_pairs_races(qtbot, english, db, tmp_path) -> None:
    w = window(qtbot, db, "apa-eight-ball")
    assert w.season is not None and w.fixture is not None
    f = w.season.calendar.fixture(w.fixture)
    team = {s: w.season.league.team(f.home if s is H else f.away) for s in (H, A)}
    # The first night: Cue Tips (home) v Side Pocket. Gus Hale SL6 v Wes Long SL5: 5-4.
    assert (f.home, f.away) == ("Cue Tips", "Side Pocket")
    home = ["Gus Hale", "Ivy Lane", "Jo Banks", "Kay Ross", "Lou Dale"]
    away = [p.name for p in team[A].roster]
    in_turns(w, home, away)
    assert cell(w, 0, 3) == "race to 5–4"
    assert cell(w, 4, 3) == "race to 2–3"  # Lou Dale SL2 v Abe Lim SL3
    assert w.keep_result("S1", 3, 4)  # Wes reaches his 4 first
    assert cell(w, 0, 6) == "won by Side Pocket"
    pdf = tmp_path / "acta.pdf"
    assert w.print_acta(str(pdf))
    text = subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "race to 5–4" in text and "race to 2–3" in text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_half_given_turns_lineup_in_both_languages_and_read_back(
    qtbot, english, db, lang
) -> None:
    english.set_language(lang)
    w = window(qtbot, db, "apa-eight-ball")
    assert w.season is not None and w.fixture is not None
    home, away = ["Gus Hale", "Ivy Lane", "Jo Banks"], ["Wes Long", "Xia Chen", "Yan Li"]
    slots = w.season.league.rules.format.slots
    for _ in range(5):  # places 1 and 2 answered, place 3 put up by Side Pocket
        side, slot = w.season.turn(w.fixture) or (H, "")
        name = (home if side is H else away)[slots.index(slot)]
        assert w.choose_player(name)
    w.resize(1280, 900)
    shots = shots_dir("turns")
    shots.mkdir(parents=True, exist_ok=True)
    _render(w, w.size()).save(str(shots / f"league-night-turns-{lang}.png"))
    again = LeagueNightWindow(LeagueStore.of(db))
    qtbot.addWidget(again)
    again.open_latest()
    assert again.fixture == w.fixture
    assert again.turns_panel.turn_label.text() == w.turns_panel.turn_label.text()
    assert again.turns_panel.take_back_btn.isEnabled()


def test_blind_the_first_lineup_given_is_hidden_until_the_other_is(qtbot, english, db) -> None:
    w = window(qtbot, db)
    home, away = roster(w, H), roster(w, A)
    lineup(w, H, home[:4])
    combos = list(w.slot_combos[H].values())
    assert [c.currentText() for c in combos] == ["•••"] * 4
    assert w.give_btns[H].isEnabled()  # given again unseen, if it must be put right
    assert all(home[0] not in cell(w, row, 1) for row in range(w.rubbers.rowCount()))
    SHOTS.mkdir(parents=True, exist_ok=True)
    _render(w, w.size()).save(str(SHOTS / "league-night-blind-hidden.png"))
    lineup(w, A, away[:4])
    assert [c.currentText() for c in w.slot_combos[H].values()] == home[:4]
    assert cell(w, 0, 1) == home[0] and cell(w, 0, 2) == away[0]
