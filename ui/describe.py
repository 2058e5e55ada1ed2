"""Sentences for the decision panel: what the rules decided, why, and under which rule."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rules import BallInHand, Foul, Outcome, OutcomeReason, Reason, Verdict
from scoreboard.match.snapshot import ScoreSheetLine, Snapshot
from ui import texts
from ui.i18n import fill
from ui.i18n import (
    tr as tr,  # re-exported: ui.scorekeeper.panels calls describe.tr (lupdate's context)
)


def _fouls(v: Verdict) -> str:
    order = list(Foul)
    return ", ".join(texts.text(f) for f in sorted(v.fouls, key=order.index))


def outcome_line(outcome: Outcome, snap: Snapshot) -> str:
    """Who won what, and why: a rack, or in 14.1 the match (or a game of it) with its points
    target reached."""
    names = snap.players.names
    if outcome.reason is OutcomeReason.TARGET_REACHED and snap.target is not None:
        points = str(snap.target[outcome.winner])
        if snap.winner == outcome.winner:
            return fill(tr("%1 wins the match: %2 points"), names[outcome.winner], points)
        return fill(tr("%1 wins the game: %2 points"), names[outcome.winner], points)
    cause = outcome.cause or outcome.reason
    return fill(tr("%1 wins the rack: %2"), names[outcome.winner], texts.text(cause))


def verdict_lines(v: Verdict, snap: Snapshot) -> list[str]:
    """Short lines, most important first, in the current language."""
    names = snap.players.names
    lines: list[str] = []
    if v.outcome is not None:
        lines.append(outcome_line(v.outcome, snap))
    if v.fouls:
        lines.append(fill(tr("Foul by %1: %2"), names[v.shooter], _fouls(v)))
    # each fact is said once: a reason the foul line, the next player's line or the warning
    # line says already is left out of the reasons line
    skip = {Reason.FOUL} if v.fouls else set()
    if v.outcome is not None and v.outcome.cause is not None:
        skip.add(v.outcome.cause)
    says_next = v.pending is None and v.outcome is None
    if says_next and v.ball_in_hand is not BallInHand.NONE:
        skip.add(Reason.BALL_IN_HAND)
    if v.warning is not None:
        skip.add(Reason.THIRD_FOUL_WARNING)
    said = {texts.text(f) for f in v.fouls}
    other = [texts.text(r) for r in v.reasons if r not in skip]
    other = [t for t in other if t not in said]
    if other:
        lines.append(" · ".join(dict.fromkeys(other)))
    if v.spot:
        lines.append(fill(tr("Spot: %1"), ", ".join(str(b) for b in v.spot)))
    if v.removed:
        lines.append(fill(tr("Removed: %1"), ", ".join(str(b) for b in v.removed)))
    if v.points != (0, 0) and snap.target is not None:
        pts = [f"{names[i]} {v.points[i]:+d}" for i in (0, 1) if v.points[i]]
        lines.append(fill(tr("Points: %1"), ", ".join(pts)))
    if says_next:
        nxt = fill(tr("%1 to shoot"), names[v.next_player])
        if v.ball_in_hand is not BallInHand.NONE:
            nxt += " — " + texts.text(v.ball_in_hand)
        lines.append(nxt)
        for r in sorted(v.restrictions, key=lambda r: r.value):
            lines.append(texts.text(r))
    if v.warning is not None:
        lines.append(fill(tr("Warning: %1 is on two fouls; a third foul loses"), names[v.warning]))
    return lines


def citations(v: Verdict) -> str:
    if not v.citations:
        return ""
    return fill(tr("Rule: %1"), ", ".join(dict.fromkeys(v.citations)))


def actor(move: object, v: Verdict) -> int:
    """The player a history line names: who conceded for a concession, else who played."""
    from rules import Concession

    if isinstance(move, Concession):
        return move.loser
    return v.shooter


def history_line(
    index: int,
    move_text: str,
    v: Verdict,
    names: tuple[str, str],
    player: int | None = None,
    *,
    breaking: bool = False,
) -> str:
    """``index. player: what was done — what it meant``; ``player`` defaults to the shooter
    (pass :func:`actor` of the move so a concession names the player who conceded);
    ``breaking``: the move was the rack's break (a rack won on it says so: the golden
    break)."""
    who = v.shooter if player is None else player
    main = ""
    if v.outcome is not None and breaking:
        main = fill(tr("rack to %1 on the break"), names[v.outcome.winner])
    elif v.outcome is not None:
        main = fill(tr("rack to %1"), names[v.outcome.winner])
    elif v.fouls:
        main = fill(tr("foul: %1"), _fouls(v))
    elif v.reasons:
        main = texts.text(v.reasons[0])
    return f"{index}. {names[who]}: {move_text} — {main}"


def move_text(move: object, *, breaking: bool = False) -> str:
    """A compact description of a shot, option or concession for the history list
    (``breaking``: the shot was the rack's break, and says so first)."""
    from rules import Concession, Option, Penalty, Shot

    if isinstance(move, Option):
        return texts.text(move)
    if isinstance(move, Concession):
        return tr("concedes")
    if isinstance(move, Penalty):
        return tr("referee's penalty (WPA-6.16)")
    if not isinstance(move, Shot):
        return ""
    parts: list[str] = []
    if breaking:
        parts.append(tr("break"))
    if move.push_out:
        parts.append(tr("push out"))
    if move.call is not None and move.call.is_safety:
        parts.append(tr("safety"))
    elif move.call is not None and move.call.ball is not None:
        if move.call.pocket is not None:
            parts.append(
                fill(tr("called %1 in %2"), str(move.call.ball), texts.text(move.call.pocket))
            )
        else:  # the pocket was not entered: nothing is shown for it
            parts.append(fill(tr("called %1"), str(move.call.ball)))
    if move.pocketed:
        made = []
        for p in move.pocketed:
            made.append(f"{p.ball}" + (f" ({texts.text(p.pocket)})" if p.pocket else ""))
        parts.append(fill(tr("made %1"), ", ".join(made)))
    if move.off_table:
        parts.append(fill(tr("off the table %1"), ", ".join(map(str, sorted(move.off_table)))))
    if move.scratch or move.cue_off_table:
        parts.append(texts.text(move.cue))
    called = [f for f in move.fouls]
    if called:
        parts.append(", ".join(texts.text(f) for f in called))
    if not parts or parts == [tr("break")]:
        parts.append(tr("no ball made"))
    return "; ".join(parts)


def match_end_lines(snap: Snapshot) -> list[str]:
    """Why the match was won: the winner, then how (a concession, a forfeit, a penalty) or
    what the last rack's verdict said (a scratch on the 8, the 9 made on the break...)."""
    from scoreboard.match.snapshot import MatchEnd

    if snap.winner is None:
        return []
    names = snap.players.names
    lines = [fill(tr("%1 wins the match."), names[snap.winner])]
    outcome = snap.outcome
    loser = names[1 - snap.winner]
    if outcome is not None and outcome.reason is MatchEnd.CONCESSION:
        lines.append(fill(tr("%1 conceded the match."), loser))
    elif outcome is not None and outcome.reason is MatchEnd.FORFEIT:
        lines.append(fill(tr("%1 forfeited the match."), loser))
    elif outcome is not None and outcome.reason is MatchEnd.PENALTY:
        lines.append(fill(tr("%1 lost the match on a penalty."), loser))
    else:
        last = snap.history.last
        if last is not None:
            lines.extend(verdict_lines(last.verdict, snap))
    return lines


def match_end_citations(snap: Snapshot) -> str:
    """The rules behind :func:`match_end_lines`."""
    from scoreboard.match.snapshot import MatchEnd

    outcome = snap.outcome
    if outcome is not None and outcome.reason is not MatchEnd.RACE_WON:
        if not outcome.citations:
            return ""
        return fill(tr("Rule: %1"), ", ".join(dict.fromkeys(outcome.citations)))
    last = snap.history.last
    return citations(last.verdict) if last is not None else ""


def rack_label(snap: Snapshot) -> str:
    """The rack in play for the header: its number, and in 14.1 (one game across its
    re-racks) the racks of balls of the game so far."""
    if snap.target is None:
        return fill(tr("Rack %1"), str(snap.rack.number))
    racks = 1
    for entry in snap.history.newest_first():
        if entry.rack != snap.rack.number:
            break
        if entry.verdict.rerack:
            racks += 1
    if snap.rack.number > 1:
        return fill(tr("Game %1, rack %2"), str(snap.rack.number), str(racks))
    # a rack of balls of the one 14.1 game, not a game won ("Triángulo", not "Partida")
    return fill(QCoreApplication.translate("", "Rack %1", "14.1: a rack of balls"), str(racks))


def breaks_now(snap: Snapshot) -> int | None:
    """The player about to break: the one at the table while the rack (or a 14.1 re-rack after
    three fouls) waits for its break and no choice is pending. Not always the rack's first
    breaker: after three fouls in 14.1 the offender breaks, and while the incoming player
    chooses whether a failed break is played again, nobody is breaking yet."""
    if snap.winner is not None or not snap.rack.breaking or snap.decision.pending is not None:
        return None
    return snap.rack.turn


def broke(snap: Snapshot, player: int) -> bool:
    """``player`` broke the rack in play (rack games; a 14.1 game is broken once, and its
    re-racks are not broken by the game's breaker)."""
    if snap.target is not None:
        return False
    return snap.rack.breaker == player and breaks_now(snap) is None


def inning_in_play(snap: Snapshot) -> ScoreSheetLine | None:
    """The 14.1 inning being played, as the line the sheet will get when it ends: the balls
    run so far, the re-racks in it, the score now. None outside 14.1, after the match, or
    while the player at the table has run nothing yet. The snapshot's sheet holds only
    innings that ended: without this line a sheet of a match in play contradicts its own
    score."""
    turn = snap.rack.turn
    if snap.target is None or snap.winner is not None or turn is None or snap.rack.run <= 0:
        return None
    reracks = 0
    for entry in snap.history.newest_first():
        v = entry.verdict
        if v.shooter != turn or v.fouls or v.turn_over:
            break
        reracks += int(v.rerack)
    done = sum(1 for line in snap.score_sheet if line.player == turn)
    return ScoreSheetLine(
        inning=done + 1,
        player=turn,
        run=snap.rack.run,
        penalty=0,
        reracks=reracks,
        total=snap.players.score[turn],
    )
