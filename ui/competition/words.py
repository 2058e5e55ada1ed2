"""Words for the competition model's codes (problems, states, phases, formats, distances).

Entries are marked with QT_TRANSLATE_NOOP and translated when shown, so a language switch takes
effect at once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from scoreboard.competition import (
    Competition,
    CompetitionError,
    Distance,
    Format,
    Phase,
    Problem,
    Slot,
    State,
)
from scoreboard.competition.sheets import SheetText, round_key
from ui.i18n import QT_TRANSLATE_NOOP, fill, tr

CTX = "Desk"

PROBLEMS: dict[Problem, str] = {
    Problem.EMPTY_NAME: QT_TRANSLATE_NOOP("Desk", "Type a name."),
    Problem.NAME_TOO_LONG: QT_TRANSLATE_NOOP(
        "Desk", "That name is too long (at most %limit characters)."
    ),
    Problem.CONTROL_CHARACTER: QT_TRANSLATE_NOOP(
        "Desk", "That name holds a control character (a tab, a line break or an invisible code)."
    ),
    Problem.DUPLICATE_ENTRANT: QT_TRANSLATE_NOOP("Desk", "%name is already entered."),
    Problem.UNKNOWN_ENTRANT: QT_TRANSLATE_NOOP("Desk", "%name is not entered."),
    Problem.TOO_FEW_ENTRANTS: QT_TRANSLATE_NOOP("Desk", "A draw needs at least two entrants."),
    Problem.TOO_MANY_ENTRANTS: QT_TRANSLATE_NOOP(
        "Desk", "This format takes at most %limit entrants."
    ),
    Problem.UNKNOWN_FORMAT: QT_TRANSLATE_NOOP("Desk", "Unknown competition format: %format."),
    Problem.BAD_GROUP_SIZE: QT_TRANSLATE_NOOP("Desk", "Groups hold from 2 to 16 players."),
    Problem.BAD_DISTANCE: QT_TRANSLATE_NOOP(
        "Desk", "A distance is an odd number of racks, from 1 to 99."
    ),
    Problem.ALREADY_DRAWN: QT_TRANSLATE_NOOP(
        "Desk", "The draw is made: entrants can no longer change."
    ),
    Problem.NOT_DRAWN: QT_TRANSLATE_NOOP("Desk", "Make the draw first."),
    Problem.UNKNOWN_SLOT: QT_TRANSLATE_NOOP("Desk", "There is no match %slot in this draw."),
    Problem.PLAYERS_NOT_KNOWN: QT_TRANSLATE_NOOP(
        "Desk", "The players of match %slot are not known yet."
    ),
    Problem.NO_MATCH_TO_PLAY: QT_TRANSLATE_NOOP(
        "Desk", "Match %slot is not played: one place is empty."
    ),
    Problem.IMPOSSIBLE_SCORE: QT_TRANSLATE_NOOP(
        "Desk", "%score cannot end a best of %best_of: the winner has exactly %race racks."
    ),
    Problem.PLAYED_SLOTS_WOULD_CHANGE: QT_TRANSLATE_NOOP(
        "Desk",
        "This changes the players of matches already played (%slots); their results would be removed.",
    ),
    Problem.MATCHES_IN_PLAY_WOULD_CHANGE: QT_TRANSLATE_NOOP(
        "Desk",
        "This changes the players of matches in play (%slots): they keep their table, with "
        "the new players.",
    ),
    Problem.BAD_KEY: QT_TRANSLATE_NOOP("Desk", "%value cannot be a %key."),
    Problem.BAD_TABLE: QT_TRANSLATE_NOOP("Desk", "There is no table %table."),
    Problem.TABLE_BUSY: QT_TRANSLATE_NOOP("Desk", "Table %table is playing match %slot."),
    Problem.PLAYER_BUSY: QT_TRANSLATE_NOOP("Desk", "%name is playing on another table."),
    Problem.ALREADY_FINISHED: QT_TRANSLATE_NOOP("Desk", "Match %slot is already finished."),
    Problem.RESULT_CONFLICT: QT_TRANSLATE_NOOP(
        "Desk",
        "Match %slot is finished with another result (%entered): it was kept. Correct it by "
        "hand if the new one is right.",
    ),
    Problem.CHANGED_ELSEWHERE: QT_TRANSLATE_NOOP(
        "Desk", "%name was changed by another copy of the app in the meantime."
    ),
    Problem.DAMAGED_FILE: QT_TRANSLATE_NOOP(
        "Desk", "The competition %file cannot be read (%field: %detail). Nothing was changed."
    ),
}

STATES: dict[State, str] = {
    State.WAITING: QT_TRANSLATE_NOOP("Desk", "waiting"),
    State.READY: QT_TRANSLATE_NOOP("Desk", "ready"),
    State.ON_TABLE: QT_TRANSLATE_NOOP("Desk", "on table"),
    State.FINISHED: QT_TRANSLATE_NOOP("Desk", "finished"),
    State.WALKOVER: QT_TRANSLATE_NOOP("Desk", "walkover"),
}

PHASES: dict[Phase, str] = {
    Phase.FIRST: QT_TRANSLATE_NOOP("Desk", "First phase"),
    Phase.WINNERS: QT_TRANSLATE_NOOP("Desk", "Winners' round"),
    Phase.LOSERS: QT_TRANSLATE_NOOP("Desk", "Losers' round"),
    Phase.FINAL: QT_TRANSLATE_NOOP("Desk", "Final"),
    Phase.GROUP: QT_TRANSLATE_NOOP("Desk", "Group"),
}

#: The formats in the order every list shows them.
FORMAT_ORDER = (
    Format.SINGLE_ELIMINATION,
    Format.DOUBLE_ELIMINATION,
    Format.ROUND_ROBIN,
    Format.RFEB,
)

FORMATS: dict[Format, str] = {
    Format.RFEB: QT_TRANSLATE_NOOP(
        "Desk", "RFEB system (knockout first phase, then double elimination)"
    ),
    Format.SINGLE_ELIMINATION: QT_TRANSLATE_NOOP("Desk", "Single elimination"),
    Format.DOUBLE_ELIMINATION: QT_TRANSLATE_NOOP("Desk", "Double elimination"),
    Format.ROUND_ROBIN: QT_TRANSLATE_NOOP("Desk", "Round robin (groups)"),
}

#: How a slot is called (its code, W1-3, stays in files): "%1" the round, "%2" the match.
SLOT_NAMES: dict[str, str] = {
    "round": QT_TRANSLATE_NOOP("Desk", "Round %1, match %2"),
    "winners": QT_TRANSLATE_NOOP("Desk", "Winners' round %1, match %2"),
    "losers": QT_TRANSLATE_NOOP("Desk", "Losers' round %1, match %2"),
    "first": QT_TRANSLATE_NOOP("Desk", "First phase, round %1, match %2"),
    "group": QT_TRANSLATE_NOOP("Desk", "Group %1, match %2"),
    "match": QT_TRANSLATE_NOOP("Desk", "Match %2"),
    # a match of a round known by its name: "%1" the round's name ("Semi-finals"), "%2" the match
    "named": QT_TRANSLATE_NOOP("Desk", "%1, match %2"),
}

#: What parted two players with as many wins in a round robin (its code in TIE_BREAKS).
TIE_BREAK_NAMES: dict[str, str] = {
    "head-to-head": QT_TRANSLATE_NOOP("Desk", "Head-to-head"),
    "racks": QT_TRANSLATE_NOOP("Desk", "Rack difference"),
    "ranking": QT_TRANSLATE_NOOP("Desk", "Entry ranking"),
}

#: The heading of a column of the bracket: "%1" the round.
ROUND_NAMES: dict[str, str] = {
    "round": QT_TRANSLATE_NOOP("Desk", "Round %1"),
    "quarter": QT_TRANSLATE_NOOP("Desk", "Quarter-finals"),
    "semi": QT_TRANSLATE_NOOP("Desk", "Semi-finals"),
    "final": QT_TRANSLATE_NOOP("Desk", "Final"),
    "winners-final": QT_TRANSLATE_NOOP("Desk", "Winners' round final"),
    "losers-final": QT_TRANSLATE_NOOP("Desk", "Losers' round final"),
    "reset": QT_TRANSLATE_NOOP("Desk", "Second final"),
}

DISTANCES: dict[Distance, str] = {
    Distance.FIRST_PHASE: QT_TRANSLATE_NOOP("Desk", "First phase"),
    Distance.LOSERS_ROUND: QT_TRANSLATE_NOOP("Desk", "Losers' round"),
    Distance.UP_TO_LAST_16: QT_TRANSLATE_NOOP("Desk", "Up to the last 16"),
    Distance.QUARTER_SEMI: QT_TRANSLATE_NOOP("Desk", "Quarter- and semi-finals"),
    Distance.FINAL: QT_TRANSLATE_NOOP("Desk", "Final"),
    Distance.GROUP: QT_TRANSLATE_NOOP("Desk", "Group matches"),
}


def t(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


POINTS_SCORE = QT_TRANSLATE_NOOP(
    "Desk",
    "%score cannot end a match to %race points: the winner reaches %race, the other stays below.",
)


HANDICAP_SCORE = QT_TRANSLATE_NOOP(
    "Desk",
    "%score cannot end the handicapped race %race: one player reaches his number of racks, "
    "the other stays below his.",
)


def distance_words(points: bool, value: int) -> str:
    """A distance as the desk shows it: "best of 7", or in 14.1 "to 100 points"."""
    if points:
        return fill(tr("to %1 points"), str(value))
    return fill(tr("best of %1"), str(value))


def race_words(race: tuple[int, int]) -> str:
    """A handicapped race as the desk shows it: "race 5–3" (racks of the top player first)."""
    return fill(tr("race %1–%2"), str(race[0]), str(race[1]))


def slot_distance(s: Slot) -> str:
    """A slot's distance: "best of 7", "to 100 points", or its handicapped race."""
    if s.handicap is not None:
        return race_words(s.handicap)
    return distance_words(s.points, s.best_of)


IN_PLAY_TOO = QT_TRANSLATE_NOOP(
    "Desk", "Matches in play change too (%in_play): they keep their table, with the new players."
)


def problem_text(error: CompetitionError, c: Competition | None = None) -> str:
    """The refusal in words, its details filled in (names shown as typed; with ``c``, its
    slots by their names)."""
    text = t(PROBLEMS.get(error.problem, PROBLEMS[Problem.DAMAGED_FILE]))
    params = dict(error.params)
    if params.get("in_play"):
        text += " " + t(IN_PLAY_TOO)

    def named(slot: object) -> str:
        return slot_name(c, str(slot)) if c is not None and c.drawn else str(slot)

    if "slot" in params:
        params["slot"] = named(params["slot"])
    for key in ("slots", "in_play"):
        listed = params.get(key)
        if isinstance(listed, tuple):
            params[key] = "; ".join(named(s) for s in listed)
    if error.problem is Problem.IMPOSSIBLE_SCORE:
        best = params.get("best_of")
        if isinstance(params.get("race"), str):  # a handicapped race, "5-3"
            text = t(HANDICAP_SCORE)
            params["race"] = str(params["race"]).replace("-", "–")
        elif params.get("points"):
            text = t(POINTS_SCORE)
            params["race"] = best if isinstance(best, int) else "?"
        else:
            params["race"] = int(best) // 2 + 1 if isinstance(best, int) else "?"
        dash = "–" if params.get("points") else "-"
        params["score"] = str(params.get("score", "")).strip("()").replace(", ", dash)
    entered = params.get("entered")
    if isinstance(entered, tuple):  # racks: top's, bottom's
        params["entered"] = "–".join(str(r) for r in entered)
    if "file" in params and "%file" not in text:
        text = "%file: " + text
    return fill(text, **{key: str(value) for key, value in params.items()})


def state_text(state: State) -> str:
    return t(STATES[state])


def phase_text(phase: Phase) -> str:
    return t(PHASES[phase])


def format_text(fmt: Format) -> str:
    return t(FORMATS[fmt])


def _number(slot_id: str) -> str:
    return slot_id.rpartition("-")[2] if "-" in slot_id else "1"


def slot_name(c: Competition, slot_id: str, short: bool = False) -> str:
    """A slot as people call it: "Round 1, match 3", "Losers' round 2, match 1", "Final"
    (the code, W1-3, is what files keep); a match of a round with a name is called by it, as
    the bracket's column heads it: "Semi-finals, match 2", "Winners' round final". ``short``:
    without the phase, for a box drawn under its phase's heading."""
    try:
        d = c.definition(slot_id)
    except CompetitionError:
        return slot_id
    if d.phase is Phase.GROUP:
        key = "match" if short else "group"
        return fill(t(SLOT_NAMES[key]), str(d.group), _number(slot_id))
    if d.phase is Phase.FINAL or round_key(c, d.phase, d.round) != "round":
        name = round_name(c, d.phase, d.round, d.reset)
        alone = sum(1 for o in c.draw_slots if (o.phase, o.round) == (d.phase, d.round)) == 1
        return (
            name
            if alone or d.phase is Phase.FINAL
            else fill(t(SLOT_NAMES["named"]), name, _number(slot_id))
        )
    if short or c.format is Format.SINGLE_ELIMINATION:
        key = "round"
    else:
        key = {Phase.WINNERS: "winners", Phase.LOSERS: "losers", Phase.FIRST: "first"}[d.phase]
    return fill(t(SLOT_NAMES[key]), str(d.round), _number(slot_id))


def match_number(c: Competition, slot_id: str) -> str:
    """A match by its number in its round ("Match 2"), "" when it is its round's only one."""
    try:
        d = c.definition(slot_id)
    except CompetitionError:
        return slot_id
    same = [o for o in c.draw_slots if (o.phase, o.round, o.group) == (d.phase, d.round, d.group)]
    return "" if len(same) == 1 else fill(t(SLOT_NAMES["match"]), "", _number(slot_id))


def round_name(c: Competition, phase: Phase, rnd: int, reset: bool = False) -> str:
    """The heading of a column of the bracket: "Round 2", "Quarter-finals", "Final"."""
    key = round_key(c, phase, rnd, reset)
    return fill(t(ROUND_NAMES[key]), str(rnd))


def phase_heading(c: Competition, phase: Phase) -> str:
    """The heading of a phase's band, None-free: a single elimination is one band with no
    "winners' round" (it has no losers' round)."""
    if c.format is Format.SINGLE_ELIMINATION and phase is Phase.WINNERS:
        return tr("Bracket")
    return phase_text(phase)


def distance_text(d: Distance) -> str:
    return t(DISTANCES[d])


def sheet_text() -> SheetText:
    """The words of the CSV and printed sheets in the current language."""
    codes = {s.value: state_text(s) for s in State}
    codes.update({p.value: phase_text(p) for p in Phase})
    codes.update({k: t(v) for k, v in ROUND_NAMES.items() if k != "round"})
    codes.update({k: t(v) for k, v in TIE_BREAK_NAMES.items()})
    return SheetText(
        slot=tr("Match"),
        phase=tr("Phase"),
        round=tr("Round"),
        table=tr("Table"),
        state=tr("State"),
        player1=tr("Player 1"),
        player2=tr("Player 2"),
        score=tr("Score"),
        winner=tr("Winner"),
        best_of=tr("Best of"),
        history=tr("History id"),
        place=tr("Place"),
        player=tr("Player"),
        ranking=tr("Entry ranking"),
        out_in=tr("Knocked out in"),
        margin=tr("Racks lost by"),
        group=tr("Group"),
        played=tr("Played"),
        won=tr("Won"),
        points=tr("Points"),
        racks_for=tr("Racks won"),
        racks_against=tr("Racks lost"),
        tie_break=tr("Tie-break"),
        bye=tr("(bye)"),
        forfeit=tr("w.o."),
        codes=codes,
    )
