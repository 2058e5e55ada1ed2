"""A sweep of hostile files: many malformed journals, settings files and exported matches,
made by a seeded generator from valid ones (values of the wrong type, huge texts and numbers,
deep nesting, NaN and infinities, keys removed, bytes that are not UTF-8, files cut short,
lines swapped). Each is read the way the app reads it at start or on import; the promise is
a file problem or a success, never an exception.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from rules import Call, CueBall, Foul, Pocket, Pocketed, Shot
from scoreboard.files.paths import FileProblemError
from scoreboard.history.export import FORMAT as EXPORT_FORMAT
from scoreboard.history.export import prepare_import
from scoreboard.match.inputs import LagInput, PenaltyInput, PenaltyKind, ShotInput, Undo
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from scoreboard.service.settings import Settings, SettingsFile
from scoreboard.table.journal import Journal, read_journal, set_aside_unusable
from scoreboard.table.shot_clock import PROFILES
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations

CASES = 250
CONFIG = MatchConfig(players=("Ana", "Bea"), discipline="eight-ball", race=(3, 3), breaker=None)
INPUTS = [
    LagInput(0, True, time=1.0),
    ShotInput(Shot(pocketed=(Pocketed(3, Pocket.FOOT_LEFT),), rails=4), time=2.0),
    ShotInput(Shot(call=Call(1, Pocket.SIDE_LEFT), pocketed=(Pocketed(1, Pocket.SIDE_LEFT),))),
    ShotInput(Shot(cue=CueBall.POCKETED, fouls=frozenset({Foul.DOUBLE_HIT}))),
    Undo(time=3.0),
    ShotInput(Shot(rails=2), time=4.0),
    PenaltyInput(1, PenaltyKind.WARNING),
]

HOSTILE: list[Any] = [
    None,
    True,
    -1,
    2**70,
    1e308,
    -0.0,
    "",
    "x" * 5000,
    "<b>bold</b>",
    [],
    {},
    [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]],
    {"kind": {"kind": {"kind": "shot"}}},
    "2024-13-45T99:00:00",
    ["Ana"],
    ["Ana", "Bea", "Cy"],
]
RAW_TOKENS = [b"NaN", b"Infinity", b"-Infinity", b"1e999", b"-1e999"]


def _paths(value: Any, at: tuple = ()) -> list[tuple]:
    out = [at]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*at, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*at, i))
    return out


def _set(doc: Any, at: tuple, value: Any) -> Any:
    if not at:
        return value
    parent = doc
    for key in at[:-1]:
        parent = parent[key]
    parent[at[-1]] = value
    return doc


def _delete(doc: Any, at: tuple) -> Any:
    if not at:
        return doc
    parent = doc
    for key in at[:-1]:
        parent = parent[key]
    del parent[at[-1]]
    return doc


MARK = "\u0000hostile-token\u0000"


def mutate_value(rng: random.Random, doc: Any) -> bytes:
    """A JSON document with one or two values changed or removed, serialised."""
    doc = json.loads(json.dumps(doc))
    token = None
    for _ in range(rng.choice((1, 1, 2))):
        at = rng.choice(_paths(doc))
        roll = rng.random()
        if roll < 0.2 and at:
            doc = _delete(doc, at)
        elif roll < 0.35:
            token = rng.choice(RAW_TOKENS)
            doc = _set(doc, at, MARK)
        else:
            doc = _set(doc, at, rng.choice(HOSTILE))
    data = json.dumps(doc, ensure_ascii=False).encode("utf-8")
    if token is not None:
        data = data.replace(json.dumps(MARK).encode(), token)
    return data


def mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    """Bytes cut short, a byte changed, bytes that are not UTF-8 put in, lines swapped."""
    roll = rng.random()
    if roll < 0.25:
        return data[: rng.randrange(len(data))]
    if roll < 0.5:
        i = rng.randrange(len(data))
        return data[:i] + bytes([rng.randrange(256)]) + data[i + 1 :]
    if roll < 0.75:
        i = rng.randrange(len(data))
        return data[:i] + rng.choice((b"\xff\xfe", b"\xc3", b"\x00", b"\xed\xa0\x80")) + data[i:]
    lines = data.split(b"\n")
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return b"\n".join(lines)


def valid_journal(folder: Path) -> bytes:
    j = Journal.create(folder, CONFIG.to_dict(), clock=PROFILES["wpa"].to_dict())
    for inp in INPUTS:
        j.append(inp)
    j.release()
    data = j.path.read_bytes()
    j.path.unlink()
    return data


def hostile_journal(rng: random.Random, good: bytes) -> bytes:
    if rng.random() < 0.4:
        return mutate_bytes(rng, good)
    lines = good.split(b"\n")
    i = rng.randrange(len(lines) - 1)
    lines[i] = mutate_value(rng, json.loads(lines[i]))
    return b"\n".join(lines)


def valid_export() -> dict[str, Any]:
    return {
        "format": EXPORT_FORMAT,
        "version": 1,
        "exported": "2024-05-01T22:00:00+02:00",
        "match_id": "m-1",
        "created": "2024-05-01T20:00:00+02:00",
        "finished": None,
        "config": CONFIG.to_dict(),
        "clock": PROFILES["wpa"].to_dict(),
        "inputs": [i.to_dict() for i in INPUTS],
    }


def valid_settings() -> dict[str, Any]:
    s = Settings(
        language="es",
        shot_clock_profile="custom",
        custom_clock=PROFILES["wpa"].to_dict(),
        window_geometry={"scorekeeper": "AdnQywADAAA="},
        spectator_open=False,
        last_folder="/tmp",
    )
    return s.to_dict()


@pytest.mark.parametrize("seed", range(3))
def test_hostile_journals_give_a_file_problem_or_a_match_never_an_exception(
    tmp_path: Path, seed: int
) -> None:
    rng = random.Random(seed)
    good = valid_journal(tmp_path / "src")
    outcomes = {"resumed": 0, "damage reported": 0, "put aside": 0}
    for n in range(CASES):
        folder = tmp_path / f"j{n}"
        folder.mkdir()
        path = folder / "m.jsonl"
        path.write_bytes(hostile_journal(rng, good))
        # at start: unusable files put aside, the rest listed and previewed
        if set_aside_unusable(folder):
            assert not path.exists()
            outcomes["put aside"] += 1
            continue
        contents = read_journal(path)
        preview = Controller()
        if contents.usable:
            preview.table.load(MatchConfig.from_dict(contents.config), contents.inputs)
        # resuming it
        c = Controller()
        try:
            journal, resumed = Journal.resume(
                path, lambda cfg, inputs, c=c: c.table.load(MatchConfig.from_dict(cfg), inputs)
            )
        except FileProblemError:
            outcomes["put aside"] += 1
            continue
        journal.release()  # its file closed: the match stays resumable
        outcomes["damage reported" if resumed.problem else "resumed"] += 1
        again = read_journal(path)
        assert again.problem is None, again.problem  # repaired once, clean after
    print(f"seed {seed}: {outcomes}")
    assert sum(outcomes.values()) == CASES


@pytest.mark.parametrize("seed", range(3))
def test_hostile_exports_give_a_file_problem_or_an_import_never_an_exception(
    tmp_path: Path, seed: int
) -> None:
    rng = random.Random(100 + seed)
    good = valid_export()
    outcomes = {"imported": 0, "file problem": 0}
    for n in range(CASES):
        data = mutate_value(rng, good)
        if rng.random() < 0.3:
            data = mutate_bytes(rng, data)
        path = tmp_path / f"e{n}.json"
        path.write_bytes(data)
        try:
            prepare_import(path)
        except FileProblemError as exc:
            assert exc.problem.path == path
            outcomes["file problem"] += 1
        else:
            outcomes["imported"] += 1
    print(f"seed {seed}: {outcomes}")
    assert outcomes["file problem"] > CASES // 2


@pytest.mark.parametrize("seed", range(2))
def test_hostile_settings_give_a_file_problem_or_settings_the_window_can_use(
    qtbot, tmp_path: Path, seed: int
) -> None:
    rng = random.Random(200 + seed)
    app = QApplication.instance()
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")
    ui = windows(controller, Translations(app), session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    good = valid_settings()
    problems = 0
    for n in range(CASES):
        data = mutate_value(rng, good)
        if rng.random() < 0.3:
            data = mutate_bytes(rng, data)
        path = tmp_path / f"s{n}" / "settings.json"
        path.parent.mkdir()
        path.write_bytes(data)
        settings, problem = SettingsFile(path).load()
        if problem is not None:
            problems += 1
            if problem.kept_aside is not None:
                assert Path(problem.kept_aside).read_bytes() == data
        ui._apply_settings(settings)  # what the window does with them at start
        ui.restore_spectator()
        ui.spectator.hide()
    session.close()
    print(f"seed {seed}: {problems} of {CASES} reported")
    assert problems > CASES // 2
