"""The bracket and the classification as rows of text: one source for the CSV files, the
printed pages and the desk's tables.

Words come from a :class:`SheetText` (English by default); the windows pass one filled from
their translations. Names are the entrants' own text, never interpreted.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from scoreboard.competition.bracket import Phase
from scoreboard.competition.classification import Placing, classification
from scoreboard.competition.competition import BYE, Competition, Format, Slot, State
from scoreboard.files.cells import csv_cell

#: English words for the codes printed in the sheets.
CODES: dict[str, str] = {
    "first": "First phase",
    "winners": "Winners' round",
    "losers": "Losers' round",
    "final": "Final",
    "group": "Group",
    "reset": "Second final",
    "quarter": "Quarter-finals",
    "semi": "Semi-finals",
    "winners-final": "Winners' round final",
    "losers-final": "Losers' round final",
    "head-to-head": "Head-to-head",
    "racks": "Rack difference",
    "ranking": "Entry ranking",
}


def round_key(c: Competition, phase: Phase, rnd: int, reset: bool = False) -> str:
    """How a round is called, the same in the bracket's headings and the classification:
    "final", "reset" (the second final), "semi", "quarter", "winners-final", "losers-final",
    or "round" for a round known by its number.

    >>> from scoreboard.competition.competition import Competition
    >>> c = Competition("Club", Format.SINGLE_ELIMINATION)
    >>> for n in range(8):
    ...     _ = c.add_entrant(f"P{n}")
    >>> c.draw()
    >>> [round_key(c, Phase.WINNERS, r) for r in (1, 2, 3)]
    ['quarter', 'semi', 'final']
    """
    if phase is Phase.FINAL:
        return "reset" if reset else "final"
    last = max((d.round for d in c.draw_slots if d.phase is phase), default=0)
    if phase is Phase.WINNERS and c.format is Format.SINGLE_ELIMINATION:
        return {last: "final", last - 1: "semi", last - 2: "quarter"}.get(rnd, "round")
    if phase is Phase.WINNERS and rnd == last:
        return "winners-final"
    if phase is Phase.LOSERS and rnd == last:
        return "losers-final"
    return "round"


@dataclass(frozen=True, slots=True)
class SheetText:
    """Column headings and the words for codes (states, phases)."""

    slot: str = "Match"
    phase: str = "Phase"
    round: str = "Round"
    table: str = "Table"
    state: str = "State"
    player1: str = "Player 1"
    player2: str = "Player 2"
    score: str = "Score"
    winner: str = "Winner"
    best_of: str = "Best of"
    history: str = "History id"
    place: str = "Place"
    player: str = "Player"
    ranking: str = "Entry ranking"
    out_in: str = "Knocked out in"
    margin: str = "Racks lost by"
    group: str = "Group"
    played: str = "Played"
    won: str = "Won"
    points: str = "Points"
    racks_for: str = "Racks won"
    racks_against: str = "Racks lost"
    tie_break: str = "Tie-break"
    bye: str = "(bye)"
    forfeit: str = "w.o."
    codes: Mapping[str, str] = field(default_factory=lambda: dict(CODES))

    def code(self, value: str) -> str:
        return self.codes.get(value, value)


def name_of(c: Competition, rank: int | None, text: SheetText) -> str:
    if rank is None:
        return ""
    return text.bye if rank == BYE else c.entrant(rank)


def score_of(s: Slot, text: SheetText | None = None) -> str:
    """``4-2``; a forfeit is marked (``1-2 w.o.``). 14.1 points take a dash that cannot be
    read as a minus (``-3–100``)."""
    if s.result is None:
        return ""
    score = f"{s.result.racks[0]}{'–' if s.points else '-'}{s.result.racks[1]}"
    if s.result.forfeit is not None:
        score += " " + (text or SheetText()).forfeit
    return score


def bracket_rows(c: Competition, text: SheetText | None = None) -> list[list[str]]:
    """Every slot of the draw in playing order, headings first."""
    t = text or SheetText()
    rows = [
        [t.slot, t.phase, t.round, t.table, t.state, t.player1, t.player2, t.score, t.winner]
        + [t.best_of, t.history]
    ]
    for s in c.shown_slots():
        d = s.definition
        rows.append(
            [
                s.id,
                t.code(d.phase.value),
                str(d.round),
                str(s.table or ""),
                t.code(s.state.value),
                name_of(c, s.top, t),
                name_of(c, s.bottom, t),
                score_of(s, t),
                name_of(c, s.winner, t) if s.state is State.FINISHED else "",
                str(s.best_of),
                (s.result.history_id or "") if s.result is not None else "",
            ]
        )
    return rows


def classification_rows(
    c: Competition, text: SheetText | None = None, table: Sequence[Placing] | None = None
) -> list[list[str]]:
    """The classification, headings first (round-robin standings carry points and racks)."""
    t = text or SheetText()
    lines = classification(c) if table is None else table
    if c.format is Format.ROUND_ROBIN:
        rows = [
            [t.place, t.player, t.ranking, t.group, t.played, t.won, t.points]
            + [t.racks_for, t.racks_against, t.tie_break]
        ]
        for p in lines:
            rows.append(
                [str(p.place or ""), p.name, str(p.rank), str(p.group), str(p.played)]
                + [str(p.won), str(p.points), str(p.racks_for), str(p.racks_against)]
                + [t.code(p.tie_break) if p.tie_break else ""]
            )
        return rows
    slots = {s.id: s for s in c.slots()} if c.drawn else {}
    rows = [[t.place, t.player, t.ranking, t.out_in, t.margin]]
    for p in lines:
        where = ""
        if p.slot is not None:
            where = _round_words(c, slots[p.slot], t)
        margin = "" if p.margin is None else str(p.margin)
        rows.append([str(p.place or ""), p.name, str(p.rank), where, margin])
    return rows


def _round_words(c: Competition, s: Slot, t: SheetText) -> str:
    """The round where a slot was played, as the bracket's headings call it."""
    d = s.definition
    key = round_key(c, d.phase, d.round, d.reset)
    if key != "round":
        return t.code(key)
    if c.format is Format.SINGLE_ELIMINATION:
        return f"{t.round} {d.round}"
    return f"{t.code(d.phase.value)} {d.round}"


def csv_text(rows: Sequence[Sequence[str]]) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\r\n")
    for r in rows:
        w.writerow([csv_cell(v) for v in r])
    return out.getvalue()


def competition_csv(c: Competition, text: SheetText | None = None) -> str:
    """Both tables in one CSV: the bracket, a blank line, the classification."""
    return csv_text(bracket_rows(c, text)) + "\r\n" + csv_text(classification_rows(c, text))
