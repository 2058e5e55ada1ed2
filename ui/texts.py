"""Words for the engine's codes. The rules speak in enums; this is where they become text in the
user's language. Every entry is marked for translation with QT_TRANSLATE_NOOP and translated when
it is shown, so a language switch takes effect at once."""

from __future__ import annotations

import enum

from PySide6.QtCore import QCoreApplication

import rules
from rules import (
    BallInHand,
    CueBall,
    Foul,
    Group,
    Option,
    OutcomeReason,
    Pocket,
    Reason,
    Restriction,
)
from scoreboard.files.shapes import MAX_NAME
from ui.i18n import QT_TRANSLATE_NOOP, fill

CTX = "Texts"

FOULS: dict[str, str] = {
    "wrong-ball-first": QT_TRANSLATE_NOOP("Texts", "Wrong ball first"),
    "no-rail": QT_TRANSLATE_NOOP("Texts", "No rail after contact"),
    "touched-ball": QT_TRANSLATE_NOOP("Texts", "Touched ball"),
    "double-hit": QT_TRANSLATE_NOOP("Texts", "Double hit"),
    "push-shot": QT_TRANSLATE_NOOP("Texts", "Push shot"),
    "foot-on-floor": QT_TRANSLATE_NOOP("Texts", "No foot on the floor"),
    "balls-moving": QT_TRANSLATE_NOOP("Texts", "Shot while balls moving"),
    "bad-cue-ball-placement": QT_TRANSLATE_NOOP("Texts", "Bad cue ball placement"),
    "shot-behind-head-string": QT_TRANSLATE_NOOP("Texts", "Shot at a ball behind the head string"),
    "cue-on-table": QT_TRANSLATE_NOOP("Texts", "Cue or chalk left on the table"),
    "out-of-turn": QT_TRANSLATE_NOOP("Texts", "Played out of turn"),
    "slow-play": QT_TRANSLATE_NOOP("Texts", "Slow play (shot clock expired)"),
    "unsportsmanlike": QT_TRANSLATE_NOOP("Texts", "Unsportsmanlike conduct"),
    "scratch": QT_TRANSLATE_NOOP("Texts", "Scratch"),
    "cue-ball-off-table": QT_TRANSLATE_NOOP("Texts", "Cue ball off the table"),
    "object-ball-off-table": QT_TRANSLATE_NOOP("Texts", "Object ball off the table"),
    "illegal-break": QT_TRANSLATE_NOOP("Texts", "Illegal break"),
    "breaking-foul": QT_TRANSLATE_NOOP("Texts", "Breaking foul"),
    "group-not-declared": QT_TRANSLATE_NOOP("Texts", "Group not declared"),
}

REASONS: dict[str, str] = {
    "legal-break": QT_TRANSLATE_NOOP("Texts", "Legal break"),
    "illegal-break": QT_TRANSLATE_NOOP("Texts", "Illegal break"),
    "dry-break": QT_TRANSLATE_NOOP("Texts", "Dry break: nothing pocketed"),
    "ball-pocketed-continue": QT_TRANSLATE_NOOP("Texts", "Ball pocketed: the shooter continues"),
    "miss": QT_TRANSLATE_NOOP("Texts", "Miss: the turn passes"),
    "missed-call": QT_TRANSLATE_NOOP("Texts", "Called ball not made as called: the turn passes"),
    "safety": QT_TRANSLATE_NOOP("Texts", "Safety: the turn passes"),
    "push-out": QT_TRANSLATE_NOOP("Texts", "Push out"),
    "foul": QT_TRANSLATE_NOOP("Texts", "Foul"),
    "breaking-foul": QT_TRANSLATE_NOOP("Texts", "Breaking foul"),
    "three-fouls": QT_TRANSLATE_NOOP("Texts", "Three consecutive fouls"),
    "third-foul-warning": QT_TRANSLATE_NOOP("Texts", "Warning: on two fouls"),
    "group-assigned": QT_TRANSLATE_NOOP("Texts", "Group assigned"),
    "table-open": QT_TRANSLATE_NOOP("Texts", "The table is open"),
    "eight-on-break": QT_TRANSLATE_NOOP("Texts", "8 pocketed on the break"),
    "eight-on-break-scratch": QT_TRANSLATE_NOOP("Texts", "8 pocketed on the break with a scratch"),
    "game-ball-made": QT_TRANSLATE_NOOP("Texts", "Game ball made"),
    "game-ball-on-break": QT_TRANSLATE_NOOP("Texts", "Game ball made on the break"),
    "game-ball-spotted": QT_TRANSLATE_NOOP("Texts", "Game ball spotted"),
    "eight-early": QT_TRANSLATE_NOOP("Texts", "8 pocketed before the group was cleared"),
    "eight-with-last-group-ball": QT_TRANSLATE_NOOP("Texts", "8 pocketed with the last group ball"),
    "eight-wrong-pocket": QT_TRANSLATE_NOOP("Texts", "8 pocketed in a pocket not called"),
    "eight-not-called": QT_TRANSLATE_NOOP("Texts", "8 pocketed without calling its pocket"),
    "eight-off-table": QT_TRANSLATE_NOOP("Texts", "8 driven off the table"),
    "eight-on-foul": QT_TRANSLATE_NOOP("Texts", "8 pocketed on a foul"),
    "eight-and-scratch": QT_TRANSLATE_NOOP("Texts", "8 and the cue ball pocketed on the same shot"),
    "scratch-on-eight": QT_TRANSLATE_NOOP("Texts", "Scratch while shooting at the 8"),
    "balls-spotted": QT_TRANSLATE_NOOP("Texts", "Balls spotted"),
    "balls-stay-down": QT_TRANSLATE_NOOP("Texts", "Pocketed balls stay down"),
    "rerack": QT_TRANSLATE_NOOP("Texts", "Re-rack"),
    "choice-made": QT_TRANSLATE_NOOP("Texts", "Choice made"),
    "conceded": QT_TRANSLATE_NOOP("Texts", "Conceded"),
    "points-scored": QT_TRANSLATE_NOOP("Texts", "Points scored"),
    "ball-in-hand": QT_TRANSLATE_NOOP("Texts", "Ball in hand"),
    "opponent-ball-off-table-stays-off": QT_TRANSLATE_NOOP(
        "Texts", "Opponent's ball off the table stays off"
    ),
    "three-ball-break-failed": QT_TRANSLATE_NOOP("Texts", "Three-ball break rule not met"),
    "cue-off-table-on-eight": QT_TRANSLATE_NOOP(
        "Texts", "Cue ball off the table while shooting at the 8"
    ),
    "own-balls-pocketed-on-foul": QT_TRANSLATE_NOOP("Texts", "Own balls pocketed on a foul"),
    "balls-equalised": QT_TRANSLATE_NOOP("Texts", "Balls removed to equalise"),
}

OPTIONS: dict[str, str] = {
    "accept-table": QT_TRANSLATE_NOOP("Texts", "Accept the table and shoot"),
    "hand-back": QT_TRANSLATE_NOOP("Texts", "Hand the table back"),
    "rerack-and-break": QT_TRANSLATE_NOOP("Texts", "Re-rack and break"),
    "breaker-rebreaks": QT_TRANSLATE_NOOP("Texts", "Breaker breaks again"),
    "spot-eight-and-continue": QT_TRANSLATE_NOOP("Texts", "Spot the 8 and continue"),
    "spot-eight-bih-kitchen": QT_TRANSLATE_NOOP("Texts", "Spot the 8, ball in hand in the kitchen"),
    "bih-kitchen": QT_TRANSLATE_NOOP("Texts", "Ball in hand in the kitchen"),
    "break-again-myself": QT_TRANSLATE_NOOP("Texts", "Break again myself"),
    "equalise": QT_TRANSLATE_NOOP("Texts", "Remove own balls to equalise"),
    "decline-equalise": QT_TRANSLATE_NOOP("Texts", "Do not equalise"),
}

OUTCOMES: dict[str, str] = {
    "game-ball": QT_TRANSLATE_NOOP("Texts", "Game ball made"),
    "game-ball-on-break": QT_TRANSLATE_NOOP("Texts", "Game ball on the break"),
    "opponent-lost": QT_TRANSLATE_NOOP("Texts", "Opponent lost the rack"),
    "three-fouls": QT_TRANSLATE_NOOP("Texts", "Three consecutive fouls"),
    "target-reached": QT_TRANSLATE_NOOP("Texts", "Target score reached"),
    "concession": QT_TRANSLATE_NOOP("Texts", "Conceded"),
    "penalty": QT_TRANSLATE_NOOP("Texts", "Referee's penalty"),
}

BALL_IN_HAND: dict[str, str] = {
    "none": QT_TRANSLATE_NOOP("Texts", "No ball in hand"),
    "anywhere": QT_TRANSLATE_NOOP("Texts", "Ball in hand anywhere"),
    "kitchen": QT_TRANSLATE_NOOP("Texts", "Ball in hand behind the head string"),
}

RESTRICTIONS: dict[str, str] = {
    "no-shot-behind-head-string": QT_TRANSLATE_NOOP(
        "Texts", "No direct shot at balls behind the head string"
    ),
    "no-push-out": QT_TRANSLATE_NOOP("Texts", "No push out"),
    "cue-ball-on-head-spot": QT_TRANSLATE_NOOP("Texts", "Cue ball on the head spot"),
    "fifteenth-on-head-spot": QT_TRANSLATE_NOOP("Texts", "15th ball on the head spot"),
    "opening-break": QT_TRANSLATE_NOOP("Texts", "Opening break rules apply"),
    "may-spot-ball-behind-head-string": QT_TRANSLATE_NOOP(
        "Texts", "May spot own ball nearest the head string"
    ),
}

POCKETS: dict[str, str] = {
    "foot-left": QT_TRANSLATE_NOOP("Texts", "Foot left"),
    "foot-right": QT_TRANSLATE_NOOP("Texts", "Foot right"),
    "side-left": QT_TRANSLATE_NOOP("Texts", "Side left"),
    "side-right": QT_TRANSLATE_NOOP("Texts", "Side right"),
    "head-left": QT_TRANSLATE_NOOP("Texts", "Head left"),
    "head-right": QT_TRANSLATE_NOOP("Texts", "Head right"),
}

GROUPS: dict[str, str] = {
    "solids": QT_TRANSLATE_NOOP("Texts", "Solids"),
    "stripes": QT_TRANSLATE_NOOP("Texts", "Stripes"),
}

CUE_BALL: dict[str, str] = {
    "on-table": QT_TRANSLATE_NOOP("Texts", "Cue ball stayed on the table"),
    "pocketed": QT_TRANSLATE_NOOP("Texts", "Scratch"),
    "off-table": QT_TRANSLATE_NOOP("Texts", "Cue ball off the table"),
}

DISCIPLINES: dict[str, str] = {
    "eight-ball": QT_TRANSLATE_NOOP("Texts", "Eight-ball"),
    "nine-ball": QT_TRANSLATE_NOOP("Texts", "Nine-ball"),
    "ten-ball": QT_TRANSLATE_NOOP("Texts", "Ten-ball"),
    "straight-pool": QT_TRANSLATE_NOOP("Texts", "Straight pool 14.1"),
}

RULESETS: dict[str, str] = {
    "wpa": QT_TRANSLATE_NOOP("Texts", "WPA"),
    "rfeb": QT_TRANSLATE_NOOP("Texts", "Spanish federation (RFEB)"),
    "argentina": QT_TRANSLATE_NOOP("Texts", "Argentine rules"),
}

ERRORS: dict[str, str] = {
    "illegal-input": QT_TRANSLATE_NOOP("Texts", "That entry is not possible now."),
    "ball-not-on-table": QT_TRANSLATE_NOOP("Texts", "That ball is not on the table."),
    "ball-pocketed-twice": QT_TRANSLATE_NOOP("Texts", "A ball cannot be pocketed twice."),
    "unknown-ball": QT_TRANSLATE_NOOP("Texts", "There is no such ball in this game."),
    "call-not-on-table": QT_TRANSLATE_NOOP("Texts", "The called ball is not on the table."),
    "push-out-not-allowed": QT_TRANSLATE_NOOP("Texts", "A push out is not allowed on this shot."),
    "safety-not-allowed": QT_TRANSLATE_NOOP("Texts", "A safety cannot be called on this shot."),
    "missing-call": QT_TRANSLATE_NOOP(
        "Texts", "This shot needs a call: ball and pocket, or safety."
    ),
    "choice-pending": QT_TRANSLATE_NOOP("Texts", "Answer the pending choice first."),
    "no-choice-pending": QT_TRANSLATE_NOOP("Texts", "There is no choice to answer."),
    "invalid-option": QT_TRANSLATE_NOOP("Texts", "That option is not offered."),
    "rack-over": QT_TRANSLATE_NOOP("Texts", "The rack is over."),
    "nothing-to-undo": QT_TRANSLATE_NOOP("Texts", "Nothing to undo."),
    "inconsistent-shot": QT_TRANSLATE_NOOP("Texts", "These facts contradict each other."),
    "foul-not-in-rules": QT_TRANSLATE_NOOP("Texts", "That foul does not exist in these rules."),
    "too-many-balls": QT_TRANSLATE_NOOP("Texts", "More balls than there are on the table."),
    "unknown-discipline": QT_TRANSLATE_NOOP("Texts", "Unknown discipline or ruleset."),
    "rails-count-required": QT_TRANSLATE_NOOP(
        "Texts", "Nothing was made on the break: say how many balls reached a rail."
    ),
    "nothing-to-redo": QT_TRANSLATE_NOOP("Texts", "Nothing to redo."),
    "journal-write-failed": QT_TRANSLATE_NOOP(
        "Texts", "The entry could not be written to disk and was not recorded."
    ),
    "journal-unavailable": QT_TRANSLATE_NOOP(
        "Texts", "The data folder cannot be written: this match is not being saved."
    ),
    "invalid-best-of": QT_TRANSLATE_NOOP("Texts", "Best of must be an odd number of racks."),
    "invalid-breaker": QT_TRANSLATE_NOOP("Texts", "The breaker must be one of the two players."),
    "invalid-players": QT_TRANSLATE_NOOP("Texts", "A match needs two players."),
    "invalid-race": QT_TRANSLATE_NOOP("Texts", "A race needs at least one rack."),
    "invalid-partners": QT_TRANSLATE_NOOP(
        "Texts", "A doubles match names two players on each side, each a valid name."
    ),
    "same-partner": QT_TRANSLATE_NOOP("Texts", "A doubles match needs four different players."),
    "invalid-sets": QT_TRANSLATE_NOOP("Texts", "A match needs at least one set."),
    "invalid-target": QT_TRANSLATE_NOOP("Texts", "A 14.1 target must be at least one point."),
    "rack-only-points": QT_TRANSLATE_NOOP("Texts", "Straight pool is scored in points, not racks."),
    "start-negative": QT_TRANSLATE_NOOP("Texts", "A handicap start score cannot be negative."),
    "start-reaches-race": QT_TRANSLATE_NOOP(
        "Texts", "A handicap start score must be below the race or target."
    ),
    "invalid-delta": QT_TRANSLATE_NOOP(
        "Texts", "A rack can only be added or taken back one at a time."
    ),
    "lag-required": QT_TRANSLATE_NOOP(
        "Texts", "Enter the lag first: who won it and whether they break."
    ),
    "match-over": QT_TRANSLATE_NOOP("Texts", "The match is over."),
    "no-match": QT_TRANSLATE_NOOP(
        "Texts", "No match is set up: start one with Match ▸ New match, or resume the last one."
    ),
    "no-lag-due": QT_TRANSLATE_NOOP("Texts", "No lag is due now."),
    "no-player": QT_TRANSLATE_NOOP("Texts", "There is no such player."),
    "not-rack-only": QT_TRANSLATE_NOOP("Texts", "This match records shots, not racks."),
    "nothing-to-take-back": QT_TRANSLATE_NOOP("Texts", "That player has no rack to take back."),
    "rack-only": QT_TRANSLATE_NOOP("Texts", "This match only counts racks: use +1 / −1."),
    "penalty-choice-pending": QT_TRANSLATE_NOOP(
        "Texts", "Answer the pending choice before giving the penalty."
    ),
    "no-sets": QT_TRANSLATE_NOOP("Texts", "This match is not played in sets."),
    "contradictory-foul": QT_TRANSLATE_NOOP(
        "Texts",
        "“No rail” cannot go with a ball made, off the table or to a rail: such a ball "
        "counts as driven to a rail (WPA-6.3, WPA-8.4).",
    ),
    "name-empty": QT_TRANSLATE_NOOP("Texts", "A player's name is empty."),
    "name-control-character": QT_TRANSLATE_NOOP(
        "Texts",
        "A player's name holds a control character (a tab, a line break or an invisible code).",
    ),
    "name-too-long": QT_TRANSLATE_NOOP("Texts", "A player's name is longer than %1 characters."),
    "interference-not-due": QT_TRANSLATE_NOOP(
        "Texts",
        "Re-rack interference applies only to the shot after which the balls are re-racked "
        "(WPA-4.8).",
    ),
}

TABLES: dict[type[enum.Enum], dict[str, str]] = {
    Foul: FOULS,
    Reason: REASONS,
    Option: OPTIONS,
    OutcomeReason: OUTCOMES,
    BallInHand: BALL_IN_HAND,
    Restriction: RESTRICTIONS,
    Pocket: POCKETS,
    Group: GROUPS,
    CueBall: CUE_BALL,
}


def tr(source: str) -> str:
    return QCoreApplication.translate(CTX, source)


def text(code: enum.Enum) -> str:
    """The translated words for an engine code."""
    table = TABLES[type(code)]
    return tr(table.get(str(code.value), str(code.value)))


def discipline_name(key: str) -> str:
    return tr(DISCIPLINES.get(key, key))


def ruleset_name(key: str) -> str:
    return tr(RULESETS.get(key, key))


def game_title(discipline: str, ruleset: str | None, sep: str = " · ") -> str:
    """The discipline's name, with the ruleset's when the discipline has more than one."""
    name = discipline_name(discipline)
    known = {d.value: rulesets for d, rulesets in rules.disciplines().items()}
    if ruleset and len(known.get(discipline, ())) > 1:
        name += sep + ruleset_name(ruleset)
    return name


def ruleset_note(discipline: str, ruleset: str | None) -> str:
    """ " (ruleset)" for a ruleset other than the discipline's default, else nothing."""
    try:
        default = rules.rack_class(discipline) is rules.rack_class(discipline, ruleset)
    except rules.IllegalInputError:
        default = False
    return "" if not ruleset or default else f" ({ruleset_name(ruleset)})"


def error_text(code: str, fallback: str = "") -> str:
    if code in ERRORS:
        return fill(tr(ERRORS[code]), str(MAX_NAME))  # the one number a text holds
    return fallback or tr(ERRORS["illegal-input"])


PROBLEMS: dict[str, str] = {
    "journal-truncated": QT_TRANSLATE_NOOP(
        "Texts", "The match file %1 was cut short at line %2 (a power cut?)."
    ),
    "journal-corrupt-line": QT_TRANSLATE_NOOP("Texts", "Line %2 of the match file %1 is damaged."),
    "journal-invalid-input": QT_TRANSLATE_NOOP(
        "Texts", "Line %2 of the match file %1 holds an entry this version does not know."
    ),
    "journal-out-of-sequence": QT_TRANSLATE_NOOP(
        "Texts", "Line %2 of the match file %1 is out of order: an entry is missing."
    ),
    "journal-newer-version": QT_TRANSLATE_NOOP(
        "Texts",
        "The match file %1 was written by a newer version of the app; it was left untouched.",
    ),
    "journal-not-ours": QT_TRANSLATE_NOOP(
        "Texts", "The file %1 is not a match file of this app; it was left untouched."
    ),
    "journal-empty": QT_TRANSLATE_NOOP("Texts", "The match file %1 is empty."),
    "journal-replay-failed": QT_TRANSLATE_NOOP(
        "Texts", "The entry at line %2 of the match file %1 could not be replayed."
    ),
    "journal-invalid-header": QT_TRANSLATE_NOOP(
        "Texts", "Line 1 of the match file %1 does not describe a match this app can play."
    ),
    "journal-end-not-last": QT_TRANSLATE_NOOP(
        "Texts", "The match file %1 goes on after the line %2 that closed it."
    ),
    "settings-corrupt": QT_TRANSLATE_NOOP(
        "Texts", "The settings file %1 is damaged; the defaults are used."
    ),
    "settings-invalid-value": QT_TRANSLATE_NOOP(
        "Texts", "The settings file %1 has a value that is not valid; the defaults are used."
    ),
    "settings-newer-version": QT_TRANSLATE_NOOP(
        "Texts", "The settings file %1 was written by a newer version; the defaults are used."
    ),
    "history-newer-version": QT_TRANSLATE_NOOP(
        "Texts", "The match history %1 was written by a newer version; it was left untouched."
    ),
    "history-corrupt": QT_TRANSLATE_NOOP(
        "Texts", "The match history %1 is damaged; a new history was started."
    ),
    "import-not-json": QT_TRANSLATE_NOOP("Texts", "The file %1 is not an exported match."),
    "import-not-ours": QT_TRANSLATE_NOOP(
        "Texts", "The file %1 is not an exported match of this app."
    ),
    "import-newer-version": QT_TRANSLATE_NOOP(
        "Texts", "The file %1 was exported by a newer version of the app."
    ),
    "import-invalid": QT_TRANSLATE_NOOP("Texts", "The exported match %1 is incomplete."),
    "import-invalid-input": QT_TRANSLATE_NOOP(
        "Texts", "The exported match %1 holds an entry this version does not know."
    ),
    "import-replay-failed": QT_TRANSLATE_NOOP(
        "Texts", "The exported match %1 holds an entry the rules refuse."
    ),
    "import-already-stored": QT_TRANSLATE_NOOP(
        "Texts", "The match in %1 is already in the history."
    ),
    "bad-name": QT_TRANSLATE_NOOP("Texts", "In %1, the name of player %2 cannot be taken: %3"),
    "unreadable": QT_TRANSLATE_NOOP("Texts", "The file %1 cannot be read."),
    "not-a-file": QT_TRANSLATE_NOOP(
        "Texts", "%1 is not a file (a folder, a named pipe or a device stands in its place)."
    ),
    "file-too-large": QT_TRANSLATE_NOOP(
        "Texts", "The file %1 is larger than this app reads (%3 MB at most)."
    ),
}


def problem_text(problem: object) -> str:
    """Words for a :class:`scoreboard.files.paths.FileProblem`: what happened, where, what was kept."""
    code = getattr(problem, "code", None)
    key = str(getattr(code, "value", code))
    path = str(getattr(problem, "path", ""))
    line = getattr(problem, "line", None)
    if key == "bad-name":
        params = getattr(problem, "params", {})
        player = params.get("player")
        return fill(
            tr(PROBLEMS[key]),
            path,
            str(player) if player in (1, 2) else "?",
            error_text(str(params.get("problem"))),
        )
    limit = getattr(problem, "params", {}).get("limit")  # bytes
    # with no limit known, %3 is given back as it is (a text naming a limit always has one)
    megabytes = str(limit // (1024 * 1024)) if isinstance(limit, int) else "%3"
    text = fill(
        tr(PROBLEMS.get(key, PROBLEMS["unreadable"])),
        path,
        str(line) if line is not None else "?",
        megabytes,
    )
    params = getattr(problem, "params", {})
    if line is None and isinstance(params.get("index"), int):
        # an exported match has no lines: its entries are numbered from 1
        text += " " + fill(
            QCoreApplication.translate("Texts", "(entry %1)"), str(params["index"] + 1)
        )
    elif line is None and params.get("field"):
        text += " " + fill(QCoreApplication.translate("Texts", "(at %1)"), str(params["field"]))
    recovered = getattr(problem, "recovered", 0)
    if recovered:
        text += " " + fill(
            QCoreApplication.translate("Texts", "%1 good entries were recovered."), str(recovered)
        )
    aside = getattr(problem, "kept_aside", None)
    if aside:
        text += " " + fill(
            QCoreApplication.translate("Texts", "The damaged file was kept as %1."), str(aside)
        )
    return text
