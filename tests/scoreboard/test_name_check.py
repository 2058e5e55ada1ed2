"""One check for a name a person types (scoreboard.files.shapes.name_problem): control characters are
refused wherever a name is taken — the New match dialog (tests/ui/test_setup_dialog.py) and the
competition's entrants (here)."""

from __future__ import annotations

import csv
import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from scoreboard.competition import Competition, Format
from scoreboard.competition.competition import STORED_NAME
from scoreboard.competition.errors import CompetitionError, Problem
from scoreboard.competition.files import export_json, import_json
from scoreboard.feed.desk import competition_message
from scoreboard.feed.messages import Assignment, BadMessage, ResultMessage, read
from scoreboard.files.paths import FileProblemError, ProblemCode
from scoreboard.files.shapes import (
    MAX_NAME,
    NAME_PROBLEMS,
    is_control,
    name_problem,
    shown_name,
)
from scoreboard.history.database import HistoryDB, summarize
from scoreboard.history.export import FORMAT as EXPORT_FORMAT
from scoreboard.history.export import prepare_import
from scoreboard.match.inputs import ConcedeMatchInput, input_from_dict
from scoreboard.match.match import Match, MatchConfig, MatchConfigError
from scoreboard.players.files import read_ratings_list
from scoreboard.table.journal import Journal, read_journal
from scoreboard.table.state import state_document

CONTROLS = ["\x00", "\r", "\n", "\x07", "\t", "\x1b", "\x7f", "\x85", "\u2028", "\u2029", "\u202e"]


@pytest.mark.parametrize("bad", CONTROLS)
@pytest.mark.parametrize("where", ["start", "middle", "end"])
def test_a_control_character_anywhere_is_refused(bad: str, where: str) -> None:
    name = {"start": bad + "Ana", "middle": f"Ana{bad}Pérez", "end": "Ana" + bad}[where]
    assert name_problem(name) == "name-control-character"
    c = Competition("Club", Format.SINGLE_ELIMINATION)
    with pytest.raises(CompetitionError) as e:
        c.add_entrant(name)
    assert e.value.problem is Problem.CONTROL_CHARACTER
    assert c.entrants == []


@pytest.mark.parametrize("name", ["José Núñez", "O'Brien-Smith", "Zoë  Ærø", "李小龍", "Ana 🎱"])
def test_ordinary_names_are_taken(name: str) -> None:
    assert name_problem(name) is None
    c = Competition("Club", Format.SINGLE_ELIMINATION)
    c.add_entrant(name)
    assert c.entrants == [" ".join(name.split())]


@given(st.text(max_size=80))
def test_the_check_agrees_with_its_parts(name: str) -> None:
    code = name_problem(name)
    if not name.split():
        assert code == "name-empty"
    elif any(is_control(ch) for ch in name):
        assert code == "name-control-character"
    elif len(name) > MAX_NAME:
        assert code == "name-too-long"
    else:
        assert code is None


# -- one gate, every way in ------------------------------------------------------------------
#
# A player's name enters the app by many paths: typed into a match (MatchConfig), read from a
# journal's header, imported with a match (Match ▸ Import), entered in a competition (one by
# one, a list, a competition file), received on the venue feed (a result, an assignment, a
# table's state, the desk's competition) or read from a ratings list. Every path asks the one
# gate (scoreboard.files.shapes.check_name), so every bad name is refused on every path with
# the gate's own reason, and the message names where it came from.

#: Names no path takes: each class of control character, names of nothing but spaces, names
#: too long (spaces count: a name is kept as it is given).
BAD_NAMES = {
    "NUL": "Ana\x00",
    "BEL": "Ana\x07",
    "tab": "Ana\tRuiz",
    "line feed": "Ana\nRuiz",
    "carriage return": "Ana\rRuiz",
    "escape sequence": "Ana\x1b[2J",
    "unit separator": "Ana\x1fRuiz",
    "DEL": "Ana\x7f",
    "C1 next line": "Ana\x85Ruiz",
    "C1 control sequence": "Ana\x9b31m",
    "line separator": "Ana\u2028Ruiz",
    "paragraph separator": "Ana\u2029",
    "right-to-left override": "Ana\u202eziuR",
    "left-to-right isolate": "\u2066Ana\u2069",
    "lone surrogate": "Ana\ud800",
    "spaces only": "   ",
    "ideographic space only": "\u3000",
    "over-long": "A" * (MAX_NAME + 1),
    "over-long by its spaces": "Ana" + " " * MAX_NAME + "Ruiz",
}
#: Where a name is required (not a match's side, which may be left unnamed: ""), "" too.
NAMED_ONLY = {"empty": ""}


def _code_in(text: str) -> str | None:
    """The gate's code whose words ``text`` holds (messages for logs and files)."""
    found = [code for code, words in NAME_PROBLEMS.items() if words in text]
    return found[0] if len(found) == 1 else None


def via_match_config(name: str, tmp_path: Path) -> str | None:
    try:
        MatchConfig(players=(name, "Bea"), discipline="nine-ball").validate()
    except MatchConfigError as exc:
        return exc.code
    return None


def _header_config(name: str) -> dict[str, Any]:
    config = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball").to_dict()
    return dict(config, players=[name, "Bea"])


def via_journal_header(name: str, tmp_path: Path) -> str | None:
    j = Journal.create(tmp_path, _header_config("Ana"))
    j.release()
    first, rest = j.path.read_bytes().split(b"\n", 1)
    header = dict(json.loads(first), config=_header_config(name))
    j.path.write_bytes(json.dumps(header).encode() + b"\n" + rest)  # a lone surrogate is JSON too
    problem = read_journal(j.path).problem
    if problem is None:
        return None
    assert problem.code is ProblemCode.BAD_NAME and problem.path == j.path and problem.line == 1
    assert problem.params["player"] == 1 and problem.params["field"] == "config.players.0"
    return str(problem.params["problem"])


def via_import(name: str, tmp_path: Path) -> str | None:
    path = tmp_path / "match.json"
    doc = {
        "format": EXPORT_FORMAT,
        "version": 1,
        "match_id": "m-1",
        "created": "2024-05-01T20:00:00+02:00",
        "config": _header_config(name),
        "inputs": [],
    }
    path.write_text(json.dumps(doc))
    try:
        prepare_import(path)
    except FileProblemError as exc:
        assert exc.problem.code is ProblemCode.BAD_NAME and exc.problem.path == path
        assert exc.problem.params["player"] == 1
        return str(exc.problem.params["problem"])
    return None


_COMPETITION_CODES = {
    Problem.EMPTY_NAME: "name-empty",
    Problem.CONTROL_CHARACTER: "name-control-character",
    Problem.NAME_TOO_LONG: "name-too-long",
}


def via_entrant(name: str, tmp_path: Path) -> str | None:
    c = Competition("Club", Format.SINGLE_ELIMINATION)
    try:
        c.add_entrant(name)
    except CompetitionError as exc:
        assert c.entrants == []
        return _COMPETITION_CODES.get(exc.problem)
    return None


def via_entrants_list(name: str, tmp_path: Path) -> str | None:
    c = Competition("Club", Format.SINGLE_ELIMINATION)
    try:
        c.add_entrants(["Bea", name, "Carla"])
    except CompetitionError as exc:
        assert c.entrants == []
        return _COMPETITION_CODES.get(exc.problem)
    return None


def via_competition_file(name: str, tmp_path: Path) -> str | None:
    c = Competition("Club", Format.SINGLE_ELIMINATION)
    c.add_entrants(["Bea", "Carla"])
    path = tmp_path / "club.json"
    export_json(path, c)
    doc = json.loads(path.read_text("utf-8-sig"))
    doc["entrants"] = ["Bea", name, "Carla"]
    path.write_text(json.dumps(doc), "utf-8")
    try:
        import_json(path)
    except CompetitionError as exc:
        assert exc.problem is Problem.DAMAGED_FILE and exc.params["file"] == path.name
        assert exc.params["field"] == "entrants[1]"
        return str(exc.params["detail"])
    return None


def _feed(kind: str, doc: dict[str, Any], table: int | None) -> str | None:
    try:
        read(kind, json.dumps(doc).encode(), table)
    except BadMessage as exc:
        assert "players" in str(exc) or "entrants" in str(exc)  # where it is
        return _code_in(str(exc))
    return None


def via_feed_result(name: str, tmp_path: Path) -> str | None:
    r = ResultMessage("m1.abc", "m1", 3, (name, "Bea"), (4, 2), 0, 1, "c1", "W1-1")
    return _feed("result", r.to_dict(), 3)


def via_feed_assignment(name: str, tmp_path: Path) -> str | None:
    a = Assignment("c1", "W1-1", ("Ana", name), "nine-ball", 4)
    return _feed("assignment", a.to_dict(), 3)


def via_feed_competition(name: str, tmp_path: Path) -> str | None:
    c = Competition("Club", Format.SINGLE_ELIMINATION)
    c.add_entrants(["Bea", "Carla"])
    doc = {"format": "pool-scoreboard-venue-competition", "version": 1, **competition_message(c)}
    doc["entrants"] = ["Bea", name]
    return _feed("competition", doc, 0)


def via_feed_state(name: str, tmp_path: Path) -> str | None:
    snap = Match(MatchConfig(players=("Ana", "Bea"), discipline="nine-ball")).snapshot()
    doc = state_document(snap, seq=1, now=0.0)
    doc["table_number"] = 3
    doc["players"][1]["name"] = name
    return _feed("state", doc, 3)


def via_ratings_list(name: str, tmp_path: Path) -> str | None:
    path = tmp_path / "list.csv"
    with path.open("w", encoding="utf-8", newline="") as f:
        csv.writer(f).writerows([("name", "rating"), (name, "512"), ("Bea Gil", "600")])
    listed = read_ratings_list(path)
    assert [r.name for r in listed.ratings if r.name != "Bea Gil"] == [] or not listed.problems
    if not listed.problems:
        return None
    assert len(listed.problems) == 1 and listed.problems[0].startswith(f"{path}: line 2: ")
    assert [(r.name, r.rating) for r in listed.ratings] == [("Bea Gil", 600.0)]
    return _code_in(listed.problems[0])


ENTRIES = {
    "MatchConfig": via_match_config,
    "journal header": via_journal_header,
    "Match ▸ Import": via_import,
    "entrant": via_entrant,
    "entrants list": via_entrants_list,
    "competition file": via_competition_file,
    "feed result": via_feed_result,
    "feed assignment": via_feed_assignment,
    "feed competition": via_feed_competition,
    "feed state": via_feed_state,
    "ratings list": via_ratings_list,
}
#: Where a side of a match is meant, "" is a side left unnamed (the placeholder match).
UNNAMED_SIDES = {"MatchConfig", "journal header", "Match ▸ Import", "feed state"}
#: What a UTF-8 CSV file cannot hold as a name: a NUL makes it no text file (refused whole,
#: tests/scoreboard/test_player_files.py), a lone surrogate is not UTF-8 at all.
NOT_IN_A_CSV = {"NUL", "lone surrogate"}

MATRIX = [
    pytest.param(entry, label, name, id=f"{entry}-{label}")
    for entry in ENTRIES
    for label, name in {**BAD_NAMES, **({} if entry in UNNAMED_SIDES else NAMED_ONLY)}.items()
    if not (entry == "ratings list" and label in NOT_IN_A_CSV)
]


#: Kept before names were held to MAX_NAME: a stored competition's entrants are read up to
#: STORED_NAME characters (never set aside for it); longer ones are refused as over-long.
KEPT_LONGER = {"competition file": STORED_NAME}


@pytest.mark.parametrize(("entry", "label", "name"), MATRIX)
def test_every_way_a_name_comes_in_refuses_a_bad_name_for_the_gates_reason(
    tmp_path: Path, entry: str, label: str, name: str
) -> None:
    limit = KEPT_LONGER.get(entry)
    if limit is not None and label.startswith("over-long"):
        name = name.replace("A" * (MAX_NAME + 1), "A" * (limit + 1)).replace(
            " " * MAX_NAME, " " * limit
        )
    expected = name_problem(name, limit or MAX_NAME)
    assert expected is not None
    assert ENTRIES[entry](name, tmp_path) == expected


def test_a_stored_competition_keeps_an_entrant_named_as_long_as_it_once_took(
    tmp_path: Path,
) -> None:
    assert via_competition_file("A" * STORED_NAME, tmp_path) is None


@pytest.mark.parametrize("entry", sorted(ENTRIES))
def test_every_way_a_name_comes_in_takes_a_good_name(tmp_path: Path, entry: str) -> None:
    assert ENTRIES[entry]("José Núñez-O'Brien 🎱", tmp_path) is None


@pytest.mark.parametrize("entry", sorted(UNNAMED_SIDES))
def test_a_side_of_a_match_may_be_left_unnamed(tmp_path: Path, entry: str) -> None:
    assert ENTRIES[entry]("", tmp_path) is None


# -- what the gate takes, the history gives back ----------------------------------------------


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> Iterator[HistoryDB]:
    with HistoryDB(tmp_path_factory.mktemp("names") / "history.sqlite3") as db:
        yield db


STORED = iter(range(10**9))


@settings(max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.text(max_size=MAX_NAME + 5))
def test_a_name_the_gate_takes_comes_back_from_the_history_exactly_as_typed(
    history: HistoryDB, tmp_path: Path, name: str
) -> None:
    """Typed into a match, kept in its journal, read back, played and stored: the history
    lists it and opens it with the very name typed (and the feed carries it as typed)."""
    assume(name_problem(name) is None)
    config = MatchConfig(players=(name, "Bea"), discipline="nine-ball", breaker=0)
    journal = Journal.create(tmp_path / str(next(STORED)), config.to_dict())
    journal.append(ConcedeMatchInput(1))
    journal.release()
    contents = read_journal(journal.path)
    assert contents.problem is None
    match = Match(MatchConfig.from_dict(contents.config))
    for record in contents.records:
        match.apply(input_from_dict(record))
    summary = summarize(
        match.snapshot(),
        match_id=str(contents.match_id),
        created=str(contents.created),
        config=contents.config,
        inputs=contents.records,
    )
    history.save(summary)
    row = next(r for r in history.list_matches(limit=None) if r.match_id == contents.match_id)
    assert row.damaged is None and row.players == (name, "Bea")
    assert history.open_match(row.match_id).config["players"] == [name, "Bea"]
    # and its result, on the venue feed, reaches the desk with the same name
    result = ResultMessage("m1.abc", "m1", 3, (name, "Bea"), (0, 1), 1, 1)
    assert ResultMessage.from_dict(read("result", result.payload(), 3)) == result


@pytest.mark.parametrize("label", ["NUL", "BEL", "escape sequence", "C1 control sequence", "DEL"])
def test_a_name_stored_before_the_gate_is_listed_as_stored_made_visible(
    history: HistoryDB, label: str
) -> None:
    """A history written before the gate (or by another program) may hold any text: the list
    shows it, each control character as a visible sign, never as nothing, and the match
    opens with the same name."""
    bad = BAD_NAMES[label]
    config = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", breaker=0)
    match = Match(config)
    match.apply(ConcedeMatchInput(1))
    summary = summarize(
        match.snapshot(),
        match_id=f"before-{label}",
        created="2024-05-01T20:00:00+02:00",
        config=dict(config.to_dict(), players=[bad, "Bea"]),
        inputs=[ConcedeMatchInput(1).to_dict()],
    )
    history.save(dataclasses.replace(summary, players=(bad, "Bea")))
    row = next(r for r in history.list_matches(limit=None) if r.match_id == f"before-{label}")
    shown = row.players[0]
    assert row.damaged is None and shown == shown_name(bad)
    assert shown.startswith("Ana") and len(shown) == len(bad) and shown.isprintable()
    opened = history.open_match(row.match_id)
    assert opened.config["players"] == [shown, "Bea"]
    MatchConfig.from_dict(opened.config).validate()  # it replays
