"""Disciplines, rulesets and clock phases are enums inside the app, but journals, the history,
the state document and the settings keep the names earlier versions wrote, so their files
still load."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rules import Discipline, Ruleset, Shot
from scoreboard.history.database import HistoryDB, summarize
from scoreboard.match.inputs import ShotInput
from scoreboard.match.match import Match, MatchConfig
from scoreboard.service.settings import Settings, SettingsFile
from scoreboard.table.journal import Journal, read_journal
from scoreboard.table.shot_clock import Phase
from scoreboard.table.state import ClockReading, state_document
from ui.adapters.controller import Controller

#: A journal header's config as earlier versions wrote it: plain names.
OLDER_CONFIG: dict[str, Any] = {
    "players": ["Ana", "Bea"],
    "discipline": "eight-ball",
    "ruleset": "rfeb",
    "race": [3, 3],
    "breaker": 0,
}


def test_a_journal_written_with_plain_names_loads_as_enums(tmp_path: Path) -> None:
    j = Journal.create(tmp_path, OLDER_CONFIG, match_id="m-old")
    j.append(ShotInput(Shot(rails=4), time=1.0))
    j.close()
    contents = read_journal(j.path)
    assert contents.problem is None
    config = MatchConfig.from_dict(contents.config)
    assert config.discipline is Discipline.EIGHT_BALL and config.ruleset is Ruleset.RFEB
    match = Match(config)
    for record in contents.inputs:
        match.apply(record)
    snap = match.snapshot()
    assert (snap.discipline, snap.ruleset) == (Discipline.EIGHT_BALL, Ruleset.RFEB)


def test_a_new_journal_writes_the_names_as_plain_strings(tmp_path: Path) -> None:
    config = MatchConfig(
        players=("Ana", "Bea"), discipline=Discipline.TEN_BALL, ruleset=Ruleset.WPA, breaker=0
    )
    j = Journal.create(tmp_path, config, match_id="m-new")
    j.close()
    header = json.loads(j.path.read_bytes().splitlines()[0])
    assert header["config"]["discipline"] == "ten-ball"
    assert header["config"]["ruleset"] == "wpa"
    assert type(header["config"]["discipline"]) is str
    assert MatchConfig.from_dict(header["config"]) == config


def test_the_history_keeps_plain_names(tmp_path: Path) -> None:
    config = MatchConfig(players=("Ana", "Bea"), discipline="straight-pool", breaker=0)
    c = Controller(config)
    summary = summarize(
        c.snapshot,
        match_id="m-1",
        created="2024-05-01T18:00:00+02:00",
        config=config.to_dict(),
        inputs=[],
        finished=None,
    )
    with HistoryDB(tmp_path / "history.sqlite") as db:
        db.save(summary)
        assert db.disciplines() == ["straight-pool"]
        (row,) = db._conn.execute("SELECT discipline, ruleset FROM matches").fetchall()
    assert row == ("straight-pool", "wpa") and all(type(v) is str for v in row)


def test_the_state_document_carries_plain_names() -> None:
    snap = Match(MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", breaker=0)).snapshot()
    reading = ClockReading(Phase.RUNNING, 12.0, 35.0)
    doc = json.loads(json.dumps(state_document(snap, seq=1, now=1.0, clock=reading)))
    assert doc["match"]["discipline"] == "nine-ball"
    assert doc["match"]["ruleset"] == "wpa"
    assert doc["clock"]["phase"] == "running"


def test_settings_of_an_earlier_version_keep_the_spectator_flags(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    older = {
        "format": "pool-scoreboard-settings",
        "version": 1,
        "window_geometry": {
            "scorekeeper": "AdnQywADAAA=",
            "spectator-open": "yes",
            "spectator-full-screen": "no",
        },
    }
    path.write_text(json.dumps(older), "utf-8")
    settings, problem = SettingsFile(path).load()
    assert problem is None
    assert settings.spectator_open is True and settings.spectator_full_screen is False
    assert settings.window_geometry == {"scorekeeper": "AdnQywADAAA="}


def test_settings_store_booleans_as_booleans(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    SettingsFile(path).save(Settings(spectator_open=True, spectator_full_screen=True))
    saved = json.loads(path.read_text("utf-8"))
    assert saved["spectator_open"] is True and saved["spectator_full_screen"] is True
    assert SettingsFile(path).load()[0] == Settings(spectator_open=True, spectator_full_screen=True)
