"""The name of each statistic of a match, one string each, wherever it is shown: the match's page
in the history, the exported files and the printed score sheet. A column of seconds adds its unit
("Longest shot time (s)"); the page writes it beside each value instead."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ui.i18n import QT_TRANSLATE_NOOP, fill

CTX = "Export"

STAT_WORDS = {
    "racks_won": QT_TRANSLATE_NOOP("Export", "Racks won"),
    "innings": QT_TRANSLATE_NOOP("Export", "Innings"),
    "shots": QT_TRANSLATE_NOOP("Export", "Shots"),
    "balls_pocketed": QT_TRANSLATE_NOOP("Export", "Balls pocketed"),
    "fouls": QT_TRANSLATE_NOOP("Export", "Fouls"),
    "penalty_points": QT_TRANSLATE_NOOP("Export", "Penalty points"),
    "safeties": QT_TRANSLATE_NOOP("Export", "Safeties"),
    "push_outs": QT_TRANSLATE_NOOP("Export", "Push outs"),
    "breaks": QT_TRANSLATE_NOOP("Export", "Breaks"),
    "breaks_made": QT_TRANSLATE_NOOP("Export", "Breaks with a ball made"),
    "breaks_dry": QT_TRANSLATE_NOOP("Export", "Dry breaks"),
    "breaks_scratch": QT_TRANSLATE_NOOP("Export", "Scratches on the break"),
    "breaks_game_ball": QT_TRANSLATE_NOOP("Export", "Game ball on the break"),
    "break_and_runs": QT_TRANSLATE_NOOP("Export", "Break and runs"),
    "run_outs": QT_TRANSLATE_NOOP("Export", "Run outs"),
    "longest_run": QT_TRANSLATE_NOOP("Export", "Longest run"),
    "points": QT_TRANSLATE_NOOP("Export", "Points"),
    "timed_shots": QT_TRANSLATE_NOOP("Export", "Timed shots"),
    "shot_time": QT_TRANSLATE_NOOP("Export", "Shot time"),
    "longest_shot": QT_TRANSLATE_NOOP("Export", "Longest shot time"),
    "average": QT_TRANSLATE_NOOP("Export", "Average per inning"),
    "average_shot_time": QT_TRANSLATE_NOOP("Export", "Average time per shot"),
}

#: The statistics counted in seconds.
SECONDS = frozenset({"shot_time", "longest_shot", "average_shot_time"})


def stat_label(name: str) -> str:
    """A statistic's name in the current language."""
    return QCoreApplication.translate(CTX, STAT_WORDS[name])


def stat_heading(name: str) -> str:
    """A statistic's name over a column of figures: with its unit when it is seconds."""
    return fill("%1 (s)", stat_label(name)) if name in SECONDS else stat_label(name)
