"""A league file is untrusted: every fault is refused with the file's name, the field and what
is wrong, and nothing else is read from it."""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.loader import MAX_FILE_BYTES, load_league
from tests.scoreboard.league.helpers import EXAMPLES

GOOD = json.loads((EXAMPLES / "catalonia-blackball-superlliga.json").read_text("utf-8"))


def refusal(tmp_path: Path, data: bytes, name: str = "liga.json") -> dict[str, object]:
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(LeagueError) as err:
        load_league(path)
    assert err.value.problem is Problem.DAMAGED_FILE
    return dict(err.value.params)


def changed(edit: Callable[[dict[str, Any]], None]) -> bytes:
    doc = copy.deepcopy(GOOD)
    edit(doc)
    return json.dumps(doc).encode("utf-8")


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.json")), ids=lambda p: p.stem)
def test_every_example_league_loads(path: Path) -> None:
    league = load_league(path)
    assert league.divisions and league.rules.format.rubbers


def test_a_file_saved_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(GOOD).encode("utf-8"))
    assert load_league(path).name == "Superlliga de blackball"


def test_a_file_too_large_is_refused_unread(tmp_path: Path) -> None:
    params = refusal(tmp_path, b" " * (MAX_FILE_BYTES + 1), "huge.json")
    assert params == {"file": "huge.json", "field": "file", "detail": "too large"}


@pytest.mark.parametrize("data", [b"{not json", b"\xff\xfe{}", b'{"a": NaN}', b"[" * 100_000])
def test_what_is_not_json_is_refused(tmp_path: Path, data: bytes) -> None:
    assert refusal(tmp_path, data) == {"file": "liga.json", "field": "file", "detail": "not JSON"}


def test_a_folder_or_a_missing_file_is_refused_by_name(tmp_path: Path) -> None:
    (tmp_path / "folder.json").mkdir()
    for name in ("folder.json", "missing.json"):
        with pytest.raises(LeagueError) as err:
            load_league(tmp_path / name)
        assert err.value.params["file"] == name and err.value.params["field"] == "file"


def test_a_named_pipe_is_refused_at_once(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.json")
    with pytest.raises(LeagueError) as err:
        load_league(tmp_path / "pipe.json")
    assert err.value.params["file"] == "pipe.json"


def _set(path: str, value: object) -> Callable[[dict[str, Any]], None]:
    def edit(doc: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = doc
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return edit


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        ("format", "something-else", "format"),
        ("version", 2, "version"),
        ("rules.night.rubbers.0.race", "2", "rules.night.rubbers.0.race"),
        ("rules.night.rubbers.0.race", 0, "rules.night.rubbers.0.race"),
        ("rules.night.rubbers.0.discipline", "snooker", "rules.night.rubbers.0.discipline"),
        ("rules.night.rubbers.0.ruleset", "bca", "rules.night.rubbers.0.ruleset"),
        ("rules.night.rubbers.1.home", ["9"], "rules.night.rubbers.S2"),
        ("rules.night.rubbers.1.kind", "doubles", "rules.night.rubbers.1.home"),
        ("rules.night.rubbers.1.id", "S1", "rules.night.rubbers"),
        ("rules.night.win", "first-to-games", "rules.night.decider"),
        ("rules.night.slots", ["1", "1", "2", "3", "4", "D"], "rules.night.slots"),
        ("rules.points.win", 1e999, "rules.points.win"),
        ("rules.tie_breaks", ["coin-toss"], "rules.tie_breaks.0"),
        ("rules.roster.required", [[]], "rules.roster.required.0"),
        ("season.start", "next monday", "season.start"),
        ("season.off", ["2026-02-30"], "season.off.0"),
        ("venues.0.tables", 0, "venues.0.tables"),
        ("divisions.0.teams.1.venue", "Nowhere", "divisions.0.teams.1.venue"),
        ("divisions.0.teams.1.name", "Tripleta", "divisions.0.teams.1.name"),
        ("divisions.0.teams.1.name", "Bad\u0000name", "divisions.0.teams.1.name"),
        ("divisions.0.teams.1.night", "someday", "divisions.0.teams.1.night"),
        ("divisions.0.teams.1.roster.1.name", "Marta Roca", "divisions.0.teams.1.roster"),
        ("divisions.0.teams", [], "divisions.0.teams"),
        ("rules.night.tables", 3, "divisions.0.teams.1.venue"),
    ],
)
def test_a_faulty_field_is_refused_naming_the_file_and_the_field(
    tmp_path: Path, path: str, value: object, field: str
) -> None:
    data = changed(_set(path, value)).replace(b"Infinity", b"1e999")
    params = refusal(tmp_path, data, "superlliga.json")
    assert params["file"] == "superlliga.json"
    assert params["field"] == field, params
    assert params["detail"]


def test_too_many_rubbers_generated_are_refused(tmp_path: Path) -> None:
    def edit(doc: dict[str, Any]) -> None:
        doc["rules"]["night"]["slots"] = [str(i) for i in range(1, 16)] + ["D"]
        doc["rules"]["night"]["generate"] = [
            {"pairing": "each-vs-each", "discipline": "nine-ball", "times": 1}
        ]

    params = refusal(tmp_path, changed(edit))
    assert params["field"] == "rules.night.rubbers"
