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
* ``penalty_points`` — 14.1: the points the player's fouls took off his score (one a foul, two
  a foul on the break, fifteen more for a third foul in a row, WPA-4.9 to 4.11); counted apart
  from ``fouls``, the number of fouls.
* ``safeties`` — called safeties, or shots the engine ended with :attr:`Reason.SAFETY`.
* break results, per break shot (re-breaks included): ``breaks_made`` (any object ball
  pocketed), ``breaks_dry`` (none), ``breaks_scratch`` (cue ball pocketed or off the table),
  ``breaks_game_ball`` (the 8, 9 or 10 pocketed on the break, whatever the verdict).
* ``break_and_runs`` — racks won with the game ball by the breaker without the opponent taking
  a shot (a game ball on the break is counted under the break results, not here).
* ``run_outs`` — racks won with the game ball in an inning, other than a break-and-run, in which
  the player pocketed every ball they needed at its start: all the balls on the table in nine-
  and ten-ball; their group's balls and the 8 in eight-ball.
* ``innings`` — visits to the table (the engine's innings, docs/rulings.md §6 / WPA-8.12);
  ``longest_run`` — the most balls (14.1: points) in one inning (the 14.1 high run);
  ``points`` — 14.1 points won at the table net of penalties (handicap excluded), and
  ``average`` — ``points`` per inning.
* time per shot — from the previous accepted input of the same rack to the shot, when both
  carry a timestamp (so the time spent racking is never counted), and when that time is a
  shot's: from zero to :data:`MAX_SHOT_SECONDS`. A longer gap is a pause (a break in the
  match, the laptop asleep), a negative one the computer's clock set back: neither is timed.

>>> s = PlayerStats(innings=4, points=22)
>>> s.average
5.5
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules import Discipline, Group, Inning, Outcome, OutcomeReason, Reason, Shot

if TYPE_CHECKING:  # pragma: no cover
    from scoreboard.match.snapshot import HistoryEntry

#: The longest time one shot is taken to last; a longer gap between two entries is a pause.
MAX_SHOT_SECONDS = 600.0

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
    penalty_points: int = 0
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

#: One player's totals as the match folds them: the :class:`PlayerStats` fields, in order, in a
#: plain tuple. A shot makes new totals for the match and the rack (the old ones stay, for
#: undo), and a tuple costs a fraction of a frozen 19-field object; :func:`stats_of` makes the
#: :class:`PlayerStats` when the totals are shown.
Tally = tuple[Any, ...]
TALLY_EMPTY: Tally = dataclasses.astuple(PlayerStats())
_AT = {f.name: i for i, f in enumerate(dataclasses.fields(PlayerStats))}
_RACKS_WON = _AT["racks_won"]
_INNINGS = _AT["innings"]
_SHOTS = _AT["shots"]
_BALLS_POCKETED = _AT["balls_pocketed"]
_FOULS = _AT["fouls"]
_PENALTY_POINTS = _AT["penalty_points"]
_SAFETIES = _AT["safeties"]
_PUSH_OUTS = _AT["push_outs"]
_BREAKS = _AT["breaks"]
_BREAKS_MADE = _AT["breaks_made"]
_BREAKS_DRY = _AT["breaks_dry"]
_BREAKS_SCRATCH = _AT["breaks_scratch"]
_BREAKS_GAME_BALL = _AT["breaks_game_ball"]
_BREAK_AND_RUNS = _AT["break_and_runs"]
_RUN_OUTS = _AT["run_outs"]
_LONGEST_RUN = _AT["longest_run"]
_POINTS = _AT["points"]
_TIMED_SHOTS = _AT["timed_shots"]
_SHOT_TIME = _AT["shot_time"]
_LONGEST_SHOT = _AT["longest_shot"]


def stats_of(t: Tally) -> PlayerStats:
    """The :class:`PlayerStats` of a tally.

    >>> stats_of(add_inning(TALLY_EMPTY, Inning(0, run=3))).longest_run
    3
    """
    return PlayerStats(*t)


#: What one shot adds: (field index, amount) pairs, and the seconds it took (or None).
ShotChanges = tuple[list[tuple[int, Any]], float | None]


def shot_changes(entry: HistoryEntry, discipline: Discipline, elapsed: float | None) -> ShotChanges:
    """What one shot adds to its player's totals (``elapsed``: seconds the shot took); fold it
    in with :func:`add_shot`."""
    move = entry.move
    assert isinstance(move, Shot)
    verdict = entry.verdict
    changes: list[tuple[int, Any]] = [(_SHOTS, 1)]
    if verdict.foul:
        changes.append((_FOULS, 1))
    else:
        changes.append((_BALLS_POCKETED, len(move.pocketed)))
    if move.is_safety or Reason.SAFETY in verdict.reasons:
        changes.append((_SAFETIES, 1))
    if move.push_out:
        changes.append((_PUSH_OUTS, 1))
    if entry.breaking:
        changes.append((_BREAKS, 1))
        changes.append((_BREAKS_MADE, 1) if move.pocketed else (_BREAKS_DRY, 1))
        if move.scratch or move.cue_off_table:
            changes.append((_BREAKS_SCRATCH, 1))
        game_ball = GAME_BALL.get(discipline)
        if game_ball is not None and game_ball in move.pocketed_balls:
            changes.append((_BREAKS_GAME_BALL, 1))
    if elapsed is not None:
        changes.append((_TIMED_SHOTS, 1))
        changes.append((_SHOT_TIME, elapsed))
    return changes, elapsed


def add_shot(t: Tally, shot: ShotChanges) -> Tally:
    """``t`` with one shot of its player folded in."""
    changes, elapsed = shot
    v = list(t)
    for i, amount in changes:
        v[i] += amount
    if elapsed is not None:
        v[_LONGEST_SHOT] = max(v[_LONGEST_SHOT], elapsed)
    return tuple(v)


def add_inning(t: Tally, inning: Inning) -> Tally:
    """``t`` with one closed inning folded in."""
    v = list(t)
    v[_INNINGS] += 1
    v[_LONGEST_RUN] = max(v[_LONGEST_RUN], inning.run)
    v[_POINTS] += inning.points
    v[_PENALTY_POINTS] += inning.penalty
    return tuple(v)


def with_current_inning(t: Tally, inning: Inning | None) -> Tally:
    """``t`` counting the inning in progress too (``None`` when the player is not at the table
    or has not shot yet)."""
    if inning is None:
        return t
    return add_inning(t, inning)


def add_racks(t: Tally, by: int = 1) -> Tally:
    """``t`` with ``by`` racks won (-1: one taken back)."""
    v = list(t)
    v[_RACKS_WON] += by
    return tuple(v)


def add_rack_result(t: Tally, kind: str | None) -> Tally:
    """``t`` of a rack's winner with the rack won folded in, and ``kind`` (what
    :func:`classify_win` says of it): a break-and-run or a run out."""
    v = list(t)
    v[_RACKS_WON] += 1
    if kind == "break-and-run":
        v[_BREAK_AND_RUNS] += 1
    elif kind == "run-out":
        v[_RUN_OUTS] += 1
    return tuple(v)


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
