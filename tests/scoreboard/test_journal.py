"""The journal: every input on disk before the screen changes, replayable, and damage-tolerant."""

from __future__ import annotations

import dataclasses
import gc
import json
import os
from pathlib import Path

import pytest

from rules import Call, Foul, Pocket, Pocketed, Shot
from scoreboard.files.paths import FileProblemError, ProblemCode, Severity
from scoreboard.match.inputs import ShotInput, Undo, input_from_dict
from scoreboard.match.match import MatchConfig
from scoreboard.match.replay import replay
from scoreboard.table.journal import (
    FORMAT,
    VERSION,
    Journal,
    find_unfinished,
    read_journal,
)
from scoreboard.table.shot_clock import PROFILES
from scoreboard.table.table import Table, Watcher

NINE = MatchConfig(players=("Ana", "José"), discipline="nine-ball", race=(3, 3), breaker=0)


def pot(ball: int, pocket: Pocket = Pocket.FOOT_LEFT) -> Shot:
    return Shot(pocketed=(Pocketed(ball, pocket),), rails=1)


BREAK = Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4)
MISS = Shot(rails=1)
FOUL = Shot(fouls=frozenset({Foul.WRONG_BALL_FIRST}))


def journaled(tmp_path: Path, config: MatchConfig = NINE) -> tuple[Table, Journal]:
    c = Table(config)
    j = Journal.create(tmp_path, config, clock=PROFILES["wpa"].to_dict())
    j.attach(c)
    return c, j


def play_some(c: Table) -> None:
    """A rack won, a second rack with fouls on both sides, a warning, an undo and a redo."""
    assert c.shot(BREAK)
    assert c.shot(pot(9))  # rack 1 to player 0
    assert c.shot(BREAK)  # player 0 breaks again (winner breaks)
    assert c.shot(MISS)
    assert c.shot(FOUL)  # player 1 fouls
    assert c.shot(FOUL)  # player 0 fouls
    assert c.shot(FOUL)  # player 1: second foul, warned at the next visit
    assert c.shot(MISS)
    assert c.undo()
    assert c.redo()


def resumed(path: Path) -> tuple[Table, Journal, object]:
    c = Table()
    j, contents = Journal.resume(
        path, lambda cfg, inputs: c.load(MatchConfig.from_dict(cfg), inputs)
    )
    j.attach(c)
    return c, j, contents


def lines(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text("utf-8").splitlines()]


# -- the format ----------------------------------------------------------------------------------


def test_header_line_names_format_version_match_created_time_and_config(tmp_path: Path) -> None:
    c, j = journaled(tmp_path)
    header = lines(j.path)[0]
    assert header["format"] == FORMAT and header["version"] == VERSION
    assert header["match_id"] == j.match_id and j.path.name == f"{j.match_id}.jsonl"
    assert header["created"][:4].isdigit() and "T" in header["created"]
    assert MatchConfig.from_dict(header["config"]) == NINE
    assert header["clock"] == PROFILES["wpa"].to_dict()


def test_each_input_is_one_numbered_human_readable_line(tmp_path: Path) -> None:
    c, j = journaled(tmp_path)
    c.shot(BREAK, time=10.0)
    c.undo()
    text = j.path.read_text("utf-8").splitlines()
    assert text[1] == (
        '{"seq": 1, "input": {"kind": "shot", "time": 10.0, "shot": '
        '{"pocketed": [[1, "foot-left"]], "rails": 4}}}'
    )
    assert text[2] == '{"seq": 2, "input": {"kind": "undo"}}'


# -- durability ----------------------------------------------------------------------------------


def test_file_content_after_each_append_equals_the_inputs_and_fsync_is_called(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[int] = []
    real_fsync = os.fsync

    def spy(fd: int) -> None:
        synced.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", spy)
    c, j = journaled(tmp_path)
    accepted: list[object] = []
    c.add_input_listener(accepted.append)
    for shot in (BREAK, MISS, FOUL, MISS, pot(2)):
        before = len(synced)
        c.shot(shot)
        assert len(synced) == before + 1
        records = lines(j.path)[1:]
        assert [input_from_dict(r["input"]) for r in records] == accepted
        assert [r["seq"] for r in records] == list(range(1, len(accepted) + 1))


def test_input_is_on_disk_before_the_new_snapshot_is_sent(tmp_path: Path) -> None:
    c, j = journaled(tmp_path)
    seen_on_disk: list[int] = []
    c.watch(Watcher(snapshot=lambda _s: seen_on_disk.append(len(lines(j.path)) - 1)))
    c.shot(BREAK)
    c.shot(MISS)
    c.undo()
    assert seen_on_disk == [1, 2, 3]


# -- resume --------------------------------------------------------------------------------------


def test_unfinished_match_is_offered_and_closed_ones_are_not(tmp_path: Path) -> None:
    c1, j1 = journaled(tmp_path)
    c1.shot(BREAK)
    c2, j2 = journaled(tmp_path)
    c2.shot(BREAK)
    j1.close("finished")
    found = find_unfinished(tmp_path)
    assert [f.match_id for f in found] == [j2.match_id]
    assert found[0].inputs == [ShotInput(BREAK)] and found[0].problem is None


def test_resume_rebuilds_score_rack_turn_fouls_warnings_and_history(tmp_path: Path) -> None:
    c, j = journaled(tmp_path)
    play_some(c)
    j.release()  # the process ends without closing the match
    (found,) = find_unfinished(tmp_path)
    c2, j2, contents = resumed(found.path)
    assert contents.problem is None
    live, back = c.snapshot, c2.snapshot
    for f in dataclasses.fields(live):
        if f.name != "can_redo":
            assert getattr(back, f.name) == getattr(live, f.name), f.name
    assert c2.inputs == c.inputs
    assert back.players.score == (1, 0) and back.players.foul_counts == live.players.foul_counts
    assert contents.clock == PROFILES["wpa"].to_dict()


def test_resume_reproduces_the_undo_and_redo_stacks(tmp_path: Path) -> None:
    c, j = journaled(tmp_path)
    for shot in (BREAK, MISS, MISS, MISS):
        c.shot(shot)
    c.undo()
    c.undo()
    c.undo()
    c.redo()
    c.keep_in(None)  # the first process is gone; only its journal remains
    c2, _j2, _ = resumed(j.path)
    assert c2.snapshot.can_undo and c2.snapshot.can_redo == c.snapshot.can_redo is True
    assert c.redo() and c2.redo()
    assert c.redo() and c2.redo()
    assert c2.snapshot == c.snapshot and c2.inputs == c.inputs
    assert not c2.can_redo


def test_resumed_journal_keeps_appending_where_it_stopped(tmp_path: Path) -> None:
    c, j = journaled(tmp_path)
    c.shot(BREAK)
    c.shot(MISS)
    j.release()
    c2, j2, _ = resumed(j.path)
    c2.shot(MISS)
    records = lines(j.path)[1:]
    assert [r["seq"] for r in records] == list(range(1, len(records) + 1))
    c3, _j3, contents = resumed(j.path)
    assert c3.snapshot == c2.snapshot and contents.problem is None


def test_pending_choice_comes_back_on_resume(tmp_path: Path) -> None:
    """A push out leaves the opponent a choice (WPA-3.8); it must survive a restart."""
    c, j = journaled(tmp_path)
    c.shot(BREAK)
    c.shot(Shot(push_out=True, rails=0))
    assert c.snapshot.decision.pending is not None
    j.release()
    c2, _, _ = resumed(j.path)
    assert c2.snapshot.decision.pending == c.snapshot.decision.pending
    assert c2.snapshot.rack.turn == c.snapshot.rack.turn


# -- damage --------------------------------------------------------------------------------------


def _journal_with(tmp_path: Path, n: int) -> Path:
    c, j = journaled(tmp_path)
    c.shot(BREAK)
    for _ in range(n - 1):
        c.shot(MISS)
    j.release()
    return j.path


def _damaged_copies(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".damaged-*"))


def test_truncated_last_line_is_reported_and_everything_before_is_recovered(
    tmp_path: Path,
) -> None:
    path = _journal_with(tmp_path, 5)
    data = path.read_bytes()
    cut = data[: len(data) - 12]  # a power cut in the middle of the last line
    path.write_bytes(cut)
    contents = read_journal(path)
    p = contents.problem
    assert p is not None and p.code is ProblemCode.JOURNAL_TRUNCATED
    assert p.path == path and p.line == 6 and p.recovered == 4
    assert len(contents.inputs) == 4
    c2, j2, resumed_contents = resumed(path)
    assert len(c2.inputs) == 4
    (aside,) = _damaged_copies(path)
    assert aside.read_bytes() == cut  # the damaged file is kept as it was
    assert resumed_contents.problem.kept_aside == aside
    assert read_journal(path).problem is None  # the journal itself is clean again
    c2.shot(MISS)
    assert [r["seq"] for r in lines(path)[1:]] == [1, 2, 3, 4, 5]


def test_corrupted_middle_line_keeps_the_inputs_before_it(tmp_path: Path) -> None:
    path = _journal_with(tmp_path, 6)
    text = path.read_text("utf-8").splitlines(keepends=True)
    text[3] = '{"seq": 3, "input": {"kind": "sh\x00ot", ' + "\n"
    original = "".join(text).encode("utf-8")
    path.write_bytes(original)
    contents = read_journal(path)
    p = contents.problem
    assert p is not None and p.code is ProblemCode.JOURNAL_CORRUPT_LINE and p.line == 4
    assert len(contents.inputs) == 2
    c2, _, rc = resumed(path)
    assert len(c2.inputs) == 2
    (aside,) = _damaged_copies(path)
    assert aside.read_bytes() == original and rc.problem.kept_aside == aside


def test_unknown_input_kind_is_reported_with_its_line(tmp_path: Path) -> None:
    path = _journal_with(tmp_path, 3)
    with open(path, "a", encoding="utf-8") as f:
        f.write('{"seq": 4, "input": {"kind": "teleport"}}\n')
    p = read_journal(path).problem
    assert p is not None and p.code is ProblemCode.JOURNAL_INVALID_INPUT and p.line == 5


def test_line_out_of_sequence_is_reported(tmp_path: Path) -> None:
    path = _journal_with(tmp_path, 3)
    with open(path, "a", encoding="utf-8") as f:
        f.write('{"seq": 7, "input": {"kind": "undo"}}\n')
    p = read_journal(path).problem
    assert p is not None and p.code is ProblemCode.JOURNAL_OUT_OF_SEQUENCE and p.line == 5
    assert dict(p.params) == {"expected": 4, "found": 7}


def test_input_the_rules_refuse_on_replay_ends_the_recovered_part(tmp_path: Path) -> None:
    path = _journal_with(tmp_path, 3)
    with open(path, "a", encoding="utf-8") as f:  # a rack-only input in a scored match
        f.write('{"seq": 4, "input": {"kind": "rack-point", "player": 0, "delta": 1}}\n')
        f.write('{"seq": 5, "input": {"kind": "shot", "shot": {"rails": 1}}}\n')
    c2, _, contents = resumed(path)
    p = contents.problem
    assert p.code is ProblemCode.JOURNAL_REPLAY_FAILED and p.line == 5 and p.recovered == 3
    assert len(c2.inputs) == 3
    assert len(_damaged_copies(path)) == 1
    assert len(lines(path)) == 4


def test_journal_from_a_newer_version_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = _journal_with(tmp_path, 2)
    text = path.read_text("utf-8").replace('"version": 1', '"version": 99', 1)
    path.write_text(text, "utf-8")
    contents = read_journal(path)
    p = contents.problem
    assert not contents.usable and p.code is ProblemCode.JOURNAL_NEWER_VERSION
    assert p.severity is Severity.ERROR and p.line == 1
    assert dict(p.params) == {"version": 99, "supported": VERSION}
    with pytest.raises(FileProblemError) as e:
        Journal.resume(path)
    assert e.value.problem.code is ProblemCode.JOURNAL_NEWER_VERSION
    assert path.read_text("utf-8") == text and _damaged_copies(path) == []


def test_file_that_is_not_a_journal_is_reported_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "notes.jsonl"
    path.write_text('{"shopping": ["chalk", "tips"]}\n', "utf-8")
    (found,) = find_unfinished(tmp_path)
    assert not found.usable and found.problem.code is ProblemCode.JOURNAL_NOT_OURS
    assert found.problem.path == path and found.problem.line == 1
    with pytest.raises(FileProblemError):
        Journal.resume(path)
    assert path.read_text("utf-8") == '{"shopping": ["chalk", "tips"]}\n'


def test_complete_last_line_missing_only_its_newline_is_not_damage(tmp_path: Path) -> None:
    path = _journal_with(tmp_path, 3)
    path.write_bytes(path.read_bytes()[:-1])
    contents = read_journal(path)
    assert contents.problem is None and len(contents.inputs) == 3
    c2, _, _ = resumed(path)
    c2.shot(MISS)
    assert [r["seq"] for r in lines(path)[1:]] == [1, 2, 3, 4]


def test_damaged_copies_never_overwrite_each_other(tmp_path: Path) -> None:
    from scoreboard.files.paths import keep_aside

    path = tmp_path / "x.jsonl"
    path.write_text("one", "utf-8")
    first = keep_aside(path)
    path.write_text("two", "utf-8")
    second = keep_aside(path)
    assert first != second
    assert first.read_text("utf-8") == "one" and second.read_text("utf-8") == "two"


def test_closed_journal_can_be_archived_and_is_not_offered(tmp_path: Path) -> None:
    c, j = journaled(tmp_path)
    c.shot(BREAK)
    moved = j.close("abandoned", archive=True)
    assert moved.parent.name == "closed" and not (tmp_path / moved.name).exists()
    assert read_journal(moved).ended == "abandoned"
    assert find_unfinished(tmp_path) == []


def test_undo_records_are_inputs_of_the_journal(tmp_path: Path) -> None:
    c, j = journaled(tmp_path)
    c.shot(Shot(pocketed=(Pocketed(1, Pocket.SIDE_LEFT),), rails=4, call=Call(1, None)))
    c.undo()
    assert read_journal(j.path).inputs[-1] == Undo()


def test_reading_and_replaying_a_journal_leaves_no_garbage_cycles(tmp_path: Path) -> None:
    """What a resume reads is freed by reference counting alone: a cycle left behind (an
    error kept with its traceback, say) would hold the whole file's frames until the
    collector finds it."""
    c, j = journaled(tmp_path)
    play_some(c)
    j.release()
    (found,) = find_unfinished(tmp_path)
    gc.collect()
    gc.disable()
    try:
        contents = read_journal(found.path)
        result = replay(contents.config, contents.inputs)
        del contents, result
        left = gc.collect()
    finally:
        gc.enable()
    assert left == 0


def test_a_resumed_match_is_left_out_of_later_collections(tmp_path: Path) -> None:
    """What a resume reads and replays stays in play for the rest of the match: it is frozen
    once the resume is over, so no later collection scans it again (the first one after a
    long resume would otherwise scan every input, rack and shot)."""
    c, j = journaled(tmp_path)
    play_some(c)
    j.release()
    gc.collect()
    before = gc.get_freeze_count()
    try:
        c2, _j2, contents = resumed(j.path)
        assert contents.problem is None and c2.inputs == c.inputs
        assert gc.get_freeze_count() > before
        first = c2.inputs[0]
        assert gc.is_tracked(first)
        assert not any(o is first for o in gc.get_objects())  # frozen: never scanned
    finally:
        gc.unfreeze()
