"""Statistics derived from the recorded moves, never typed twice.

Everything here is a pure function of what the match records: the history entries (each shot,
choice and concession with its verdict, the balls on the table before it and the caller's
timestamp) and the innings the rules engine closes. The match folds each entry in as it is
accepted (so a 2,000-shot match costs nothing more per shot than a 20-shot one) and keeps the
previous totals for undo.

Definitions:

* ``balls_pocketed`` — object balls pocketed on the player's shots without a foul (the break
  included).
* ``fouls`` — the player's shots judged a foul (several codes on one shot are one foul, WPA-6).
* ``safeties`` — called safeties, or shots the engine ended with :attr:`Reason.SAFETY`.
* break results, per break shot (re-breaks included): ``breaks_made`` (any object ball
  pocketed), ``breaks_dry`` (none), ``breaks_scratch`` (cue ball pocketed or off the table),
  ``breaks_game_ball`` (the 8, 9 or 10 pocketed on the break, whatever the verdict).
* ``break_and_runs`` — racks won with the game ball by the breaker without the opponent taking
  a shot (a game ball on the break is counted under the break results, not here).
* ``run_outs`` — racks won with the game ball in an inning, other than a break-and-run, in which
  the player pocketed every ball they needed at its start: all the balls on the table in nine-
  and ten-ball; their group's balls and the 8 in eight-ball.
* ``innings`` — visits to the table (the engine's innings, RULINGS §6 / WPA-8.12);
  ``longest_run`` — the most balls (14.1: points) in one inning (the 14.1 high run);
  ``points`` — 14.1 points won at the table net of penalties (handicap excluded), and
  ``average`` — ``points`` per inning.
* time per shot — from the previous accepted input of the same rack to the shot, when both
  carry a timestamp (so the time spent racking is never counted).

>>> s = PlayerStats(innings=4, points=22)
>>> s.average
5.5
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules import Discipline, Group, Inning, Outcome, OutcomeReason, Reason, Shot

if TYPE_CHECKING:  # pragma: no cover
    from .snapshot import HistoryEntry

#: The ball that wins a rack, per discipline (none in straight pool).
GAME_BALL: dict[Discipline, int] = {
    Discipline.EIGHT_BALL: 8,
    Discipline.NINE_BALL: 9,
    Discipline.TEN_BALL: 10,
}


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's totals (for the match, or for one rack)."""

    racks_won: int = 0
    innings: int = 0
    shots: int = 0
    balls_pocketed: int = 0
    fouls: int = 0
    safeties: int = 0
    push_outs: int = 0
    breaks: int = 0
    breaks_made: int = 0
    breaks_dry: int = 0
    breaks_scratch: int = 0
    breaks_game_ball: int = 0
    break_and_runs: int = 0
    run_outs: int = 0
    longest_run: int = 0
    points: int = 0
    timed_shots: int = 0
    shot_time: float = 0.0
    longest_shot: float = 0.0

    @property
    def average(self) -> float:
        """Points per inning (14.1), 0.0 before the first inning."""
        return self.points / self.innings if self.innings else 0.0

    @property
    def average_shot_time(self) -> float | None:
        """Mean seconds per timed shot, None when no shot was timed."""
        return self.shot_time / self.timed_shots if self.timed_shots else None


PAIR_EMPTY: tuple[PlayerStats, PlayerStats] = (PlayerStats(), PlayerStats())


def _pair_set(
    pair: tuple[PlayerStats, PlayerStats], player: int, value: PlayerStats
) -> tuple[PlayerStats, PlayerStats]:
    return (value, pair[1]) if player == 0 else (pair[0], value)


def add_shot(
    s: PlayerStats, entry: HistoryEntry, discipline: Discipline, elapsed: float | None
) -> PlayerStats:
    """``s`` with one shot of its player folded in (``elapsed``: seconds the shot took)."""
    move = entry.move
    assert isinstance(move, Shot)
    verdict = entry.verdict
    changes: dict[str, object] = {"shots": s.shots + 1}
    if verdict.foul:
        changes["fouls"] = s.fouls + 1
    else:
        changes["balls_pocketed"] = s.balls_pocketed + len(move.pocketed)
    if move.is_safety or Reason.SAFETY in verdict.reasons:
        changes["safeties"] = s.safeties + 1
    if move.push_out:
        changes["push_outs"] = s.push_outs + 1
    if entry.breaking:
        changes["breaks"] = s.breaks + 1
        if move.pocketed:
            changes["breaks_made"] = s.breaks_made + 1
        else:
            changes["breaks_dry"] = s.breaks_dry + 1
        if move.scratch or move.cue_off_table:
            changes["breaks_scratch"] = s.breaks_scratch + 1
        game_ball = GAME_BALL.get(discipline)
        if game_ball is not None and game_ball in move.pocketed_balls:
            changes["breaks_game_ball"] = s.breaks_game_ball + 1
    if elapsed is not None:
        changes["timed_shots"] = s.timed_shots + 1
        changes["shot_time"] = s.shot_time + elapsed
        changes["longest_shot"] = max(s.longest_shot, elapsed)
    return dataclasses.replace(s, **changes)  # type: ignore[arg-type]


def add_inning(s: PlayerStats, inning: Inning) -> PlayerStats:
    """``s`` with one closed inning folded in."""
    return dataclasses.replace(
        s,
        innings=s.innings + 1,
        longest_run=max(s.longest_run, inning.run),
        points=s.points + inning.points,
    )


def with_current_inning(s: PlayerStats, inning: Inning | None) -> PlayerStats:
    """``s`` counting the inning in progress too (``None`` when the player is not at the table
    or has not shot yet)."""
    if inning is None:
        return s
    return add_inning(s, inning)


def add_rack_result(
    pair: tuple[PlayerStats, PlayerStats],
    winner: int,
    breaker: int,
    outcome: Outcome | None,
    entries: Sequence[HistoryEntry],
    discipline: Discipline,
) -> tuple[PlayerStats, PlayerStats]:
    """Fold in a finished rack: the rack won, a break-and-run or a run out.

    ``entries`` are the rack's history entries, oldest first.
    """
    s = pair[winner]
    s = dataclasses.replace(s, racks_won=s.racks_won + 1)
    kind = classify_win(winner, breaker, outcome, entries, discipline)
    if kind == "break-and-run":
        s = dataclasses.replace(s, break_and_runs=s.break_and_runs + 1)
    elif kind == "run-out":
        s = dataclasses.replace(s, run_outs=s.run_outs + 1)
    return _pair_set(pair, winner, s)


def _innings_of(entries: Sequence[HistoryEntry]) -> list[list[HistoryEntry]]:
    """The rack's shots grouped into innings: a new inning starts when the shooter changes
    or the previous shot handed the table over."""
    out: list[list[HistoryEntry]] = []
    prev: HistoryEntry | None = None
    for e in entries:
        if not isinstance(e.move, Shot):
            continue
        shooter = e.verdict.shooter
        if (
            prev is None
            or prev.verdict.shooter != shooter
            or prev.verdict.next_player != prev.verdict.shooter
        ):
            out.append([])
        out[-1].append(e)
        prev = e
    return out


def classify_win(
    winner: int,
    breaker: int,
    outcome: Outcome | None,
    entries: Sequence[HistoryEntry],
    discipline: Discipline,
) -> str | None:
    """``"break-and-run"``, ``"run-out"`` or None for a finished rack (see module docs).

    A rack not won with the game ball (concession, penalty, opponent's loss, three fouls, or
    a game ball on the break) is neither.
    """
    if outcome is None or outcome.reason is not OutcomeReason.GAME_BALL:
        return None
    game_ball = GAME_BALL.get(discipline)
    if game_ball is None:
        return None
    shots = [e for e in entries if isinstance(e.move, Shot)]
    if winner == breaker and shots and all(e.verdict.shooter == breaker for e in shots):
        return "break-and-run"
    innings = _innings_of(entries)
    if not innings:
        return None
    last = innings[-1]
    if last[0].verdict.shooter != winner or last[0].breaking:
        return None
    start = last[0].on_table_before
    if discipline == Discipline.EIGHT_BALL:
        group: Group | None = last[-1].verdict.groups[winner]
        needed = start & (group.balls | {game_ball}) if group is not None else start
    else:
        needed = start
    made: set[int] = set()
    for e in last:
        assert isinstance(e.move, Shot)
        made.update(e.move.pocketed_balls)
    return "run-out" if needed <= made else None
