"""Words for the competition model's codes (problems, states, phases, formats, distances).

Entries are marked with QT_TRANSLATE_NOOP and translated when shown, so a language switch takes
effect at once.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from scoreboard.competition import (
    CompetitionError,
    Distance,
    Format,
    Phase,
    Problem,
    Slot,
    State,
)
from scoreboard.competition.sheets import SheetText
from ui.i18n import tr

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
    Problem.BAD_TABLE: QT_TRANSLATE_NOOP("Desk", "There is no table %table."),
    Problem.TABLE_BUSY: QT_TRANSLATE_NOOP("Desk", "Table %table is playing match %slot."),
    Problem.PLAYER_BUSY: QT_TRANSLATE_NOOP("Desk", "%name is playing on another table."),
    Problem.ALREADY_FINISHED: QT_TRANSLATE_NOOP("Desk", "Match %slot is already finished."),
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

FORMATS: dict[Format, str] = {
    Format.RFEB: QT_TRANSLATE_NOOP("Desk", "RFEB system (first phase and pirámide)"),
    Format.SINGLE_ELIMINATION: QT_TRANSLATE_NOOP("Desk", "Single elimination"),
    Format.DOUBLE_ELIMINATION: QT_TRANSLATE_NOOP("Desk", "Double elimination"),
    Format.ROUND_ROBIN: QT_TRANSLATE_NOOP("Desk", "Round robin (groups)"),
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


def distance_words(points: bool, value: int) -> str:
    """A distance as the desk shows it: "best of 7", or in 14.1 "to 100 points"."""
    if points:
        return tr("to %1 points").replace("%1", str(value))
    return tr("best of %1").replace("%1", str(value))


def slot_distance(s: Slot) -> str:
    return distance_words(s.points, s.best_of)


def problem_text(error: CompetitionError) -> str:
    """The refusal in words, its details filled in (names shown as typed)."""
    text = t(PROBLEMS.get(error.problem, PROBLEMS[Problem.DAMAGED_FILE]))
    params = dict(error.params)
    if error.problem is Problem.IMPOSSIBLE_SCORE:
        best = params.get("best_of")
        if params.get("points"):
            text = t(POINTS_SCORE)
            params["race"] = best if isinstance(best, int) else "?"
        else:
            params["race"] = int(best) // 2 + 1 if isinstance(best, int) else "?"
        dash = "–" if params.get("points") else "-"
        params["score"] = str(params.get("score", "")).strip("()").replace(", ", dash)
    if "slots" in params and isinstance(params["slots"], tuple):
        params["slots"] = ", ".join(str(s) for s in params["slots"])
    if "file" in params and "%file" not in text:
        text = "%file: " + text
    for key in sorted(params, key=len, reverse=True):
        text = text.replace(f"%{key}", str(params[key]))
    return text


def state_text(state: State) -> str:
    return t(STATES[state])


def phase_text(phase: Phase) -> str:
    return t(PHASES[phase])


def format_text(fmt: Format) -> str:
    return t(FORMATS[fmt])


def distance_text(d: Distance) -> str:
    return t(DISTANCES[d])


def sheet_text() -> SheetText:
    """The words of the CSV and printed sheets in the current language."""
    codes = {s.value: state_text(s) for s in State}
    codes.update({p.value: phase_text(p) for p in Phase})
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
        bye=tr("(bye)"),
        forfeit=tr("w.o."),
        codes=codes,
    )
