"""The state document: what it says about the match, and that it always fits its JSON Schema."""

from __future__ import annotations

import json
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from resources import resource_path
from rules import CueBall, Pocket, Pocketed, Shot
from scoreboard.match.match import MatchConfig
from scoreboard.table.shot_clock import Phase
from scoreboard.table.state import FORMAT, VERSION, ClockReading, Place, state_document
from tests.ui.test_controller_properties import CONFIGS, draw_shot
from ui.adapters.controller import Controller

SCHEMA = json.loads(resource_path("overlay", "state-v1.schema.json").read_text("utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def valid(doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` after a JSON round trip, checked against the schema (every error listed)."""
    doc = json.loads(json.dumps(doc))
    errors = sorted(VALIDATOR.iter_errors(doc), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors)
    return doc


def nine_ball(qapp: Any) -> Controller:
    return Controller(
        MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(3, 3), breaker=0)
    )


def test_the_schema_is_a_valid_json_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def test_a_new_match_names_players_race_and_the_full_rack(qapp: Any) -> None:
    doc = valid(state_document(nine_ball(qapp).snapshot, seq=1, now=1_000.0))
    assert (doc["format"], doc["version"], doc["seq"]) == (FORMAT, VERSION, 1)
    assert [p["name"] for p in doc["players"]] == ["Ana", "Bea"]
    assert [p["score"] for p in doc["players"]] == [0, 0]
    assert [p["race"] for p in doc["players"]] == [3, 3]
    assert doc["table"]["balls"] == list(range(1, 10))
    assert doc["table"]["at_table"] == 0 and doc["table"]["breaking"]
    assert doc["last_decision"] is None and doc["clock"] is None
    assert doc["generated_ms"] == 1_000_000


def test_a_scratch_gives_ball_in_hand_and_the_decision_cites_its_rule(qapp: Any) -> None:
    c = nine_ball(qapp)
    c.table.shot(Shot(pocketed=(Pocketed(2, Pocket.SIDE_LEFT),), rails=4))  # legal break, 2 made
    c.table.shot(Shot(cue=CueBall.POCKETED))
    doc = valid(state_document(c.snapshot, seq=3, now=5.0))
    decision = doc["last_decision"]
    assert decision["foul"] and "scratch" in decision["fouls"]
    assert decision["shooter"] == 0 and decision["next_player"] == 1
    assert decision["citations"], "a foul is always cited"
    assert doc["table"]["ball_in_hand"] == "anywhere"
    assert doc["table"]["at_table"] == 1
    assert doc["players"][0]["fouls"] == 1
    assert 2 not in doc["table"]["balls"]


def test_the_rack_won_moves_the_score(qapp: Any) -> None:
    c = nine_ball(qapp)
    c.table.shot(Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=4))  # nine on the break
    doc = valid(state_document(c.snapshot, seq=2, now=0.0))
    assert [p["score"] for p in doc["players"]] == [1, 0]
    assert doc["last_decision"]["rack_won_by"] == 0
    assert doc["match"]["rack_number"] == 2
    assert doc["table"]["balls"] == list(range(1, 10))


def test_the_clock_carries_its_deadline_only_while_it_runs(qapp: Any) -> None:
    snap = nine_ball(qapp).snapshot
    running = ClockReading(Phase.RUNNING, 12.3456, 35.0, (1, 1), warning_at=10, countdown_from=5)
    doc = valid(state_document(snap, seq=1, now=100.0, clock=running))
    assert doc["clock"]["remaining_ms"] == 12346
    assert doc["clock"]["deadline_ms"] == 100_000 + 12346
    assert doc["clock"]["running"] and doc["clock"]["extensions_left"] == [1, 1]
    paused = ClockReading(Phase.PAUSED, 7.5, 35.0)
    doc = valid(state_document(snap, seq=2, now=100.0, clock=paused))
    assert doc["clock"]["deadline_ms"] is None and doc["clock"]["remaining_ms"] == 7500
    idle = ClockReading(Phase.IDLE, 35.0, 35.0)
    assert valid(state_document(snap, seq=3, now=100.0, clock=idle))["clock"] is None


def test_the_document_carries_the_venue_and_the_table_number(qapp: Any) -> None:
    place = Place(venue_id="club-7", venue_name="Club Billar Sur", table=4)
    doc = valid(state_document(nine_ball(qapp).snapshot, seq=1, now=0.0, place=place))
    assert doc["venue"] == {"id": "club-7", "name": "Club Billar Sur"}
    assert doc["table_number"] == 4


def test_player_names_are_carried_as_given(qapp: Any) -> None:
    name = '<b>Ana</b> "la rápida" & co'
    c = Controller(MatchConfig(players=(name, "Bea"), discipline="ten-ball", breaker=1))
    doc = valid(state_document(c.snapshot, seq=1, now=0.0))
    assert doc["players"][0]["name"] == name


@pytest.mark.slow
@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(config=st.sampled_from(CONFIGS), data=st.data())
def test_every_document_of_random_play_fits_the_schema_and_the_snapshot(
    qapp: Any, config: MatchConfig, data: Any
) -> None:
    c = Controller(config)
    for seq in range(1, data.draw(st.integers(1, 40)) + 1):
        action = data.draw(st.sampled_from(["shot", "shot", "shot", "choose", "undo", "clock"]))
        if action == "shot":
            c.table.shot(draw_shot(data, c))
        elif action == "choose" and c.snapshot.decision.pending is not None:
            c.table.choose(data.draw(st.sampled_from(c.snapshot.decision.pending.options)))
        elif action == "undo":
            c.table.undo()
        elif action == "clock":
            c.table.clock_expired()
        snap = c.snapshot
        doc = valid(state_document(snap, seq=seq, now=float(seq)))
        assert doc["table"]["balls"] == sorted(snap.rack.on_table)
        assert [p["score"] for p in doc["players"]] == list(snap.players.score)
        assert doc["table"]["at_table"] == snap.rack.turn
        assert doc["match"]["winner"] == snap.winner
        assert doc["moves"] == len(snap.history)
        assert doc["table"]["ball_in_hand"] == snap.rack.ball_in_hand.value
