"""The question before a finished match is corrected: its result before and after, and what
moves in the bracket (players changed, played results removed, matches in play changed)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from scoreboard.competition import BYE, Competition, Result
from scoreboard.competition.correction import Preview
from ui.competition.words import slot_name
from ui.i18n import fill, tr
from ui.plain import ask_question


def _name(c: Competition, rank: int | None) -> str:
    if rank is None:
        return "…"
    return tr("(bye)") if rank == BYE else c.entrant(rank)


def _pair(c: Competition, players: tuple[int | None, int | None]) -> str:
    return f"{_name(c, players[0])} – {_name(c, players[1])}"


def result_words(c: Competition, r: Result) -> str:
    """ "4 – 2, won by Ana" (a forfeit says so)."""
    score = f"{r.racks[0]} – {r.racks[1]}"
    if r.forfeit is not None:
        return fill(tr("%1 w.o., won by %2"), score, _name(c, r.winner))
    return fill(tr("%1, won by %2"), score, _name(c, r.winner))


def correction_text(c: Competition, p: Preview) -> str:
    """The question in words: the match, its result before and after, what moves."""
    s = c.slot(p.slot)
    lines = [
        fill(tr("Correct the result of %1 (%2)?"), slot_name(c, p.slot), _pair(c, s.players)),
        "",
        fill(tr("Before: %1"), result_words(c, p.before)) if p.before is not None else "",
        fill(tr("After: %1"), result_words(c, p.after)),
        "",
    ]
    moved = [
        fill(
            tr("%1: %2 becomes %3"),
            slot_name(c, m.slot),
            _pair(c, m.before),
            _pair(c, m.after),
        )
        for m in p.moves
    ]
    for sid in p.cleared:
        held = c.slot(sid).result
        score = result_words(c, held) if held is not None else ""
        moved.append(
            fill(
                tr("%1: its result (%2) is removed; it is to be played again"),
                slot_name(c, sid),
                score,
            )
        )
    for sid in p.in_play:
        moved.append(fill(tr("%1 is in play: its players change"), slot_name(c, sid)))
    if moved:
        lines.append(tr("In the bracket:"))
        lines += ["• " + m for m in moved]
    else:
        lines.append(tr("Nothing else moves in the bracket."))
    return "\n".join(line for i, line in enumerate(lines) if line or i in (1, 4))


def ask_correction(parent: QWidget, c: Competition, p: Preview) -> bool:
    """Whether the organiser confirms the correction (No by default)."""
    answer = ask_question(
        parent,
        tr("Correct a result"),
        correction_text(c, p),
        default=QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes
