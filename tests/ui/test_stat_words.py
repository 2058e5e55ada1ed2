"""Each statistic has one name, the same in the history's match page, the exported files and the
printed sheet, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from scoreboard.history.score_sheet import STAT_FIELDS
from ui.history.export import export_text
from ui.i18n import Translations

UI = Path(__file__).resolve().parents[2] / "ui"


def test_every_statistic_has_one_label_written_once() -> None:
    from ui.history.stat_words import STAT_WORDS

    assert set(STAT_FIELDS) <= set(STAT_WORDS)
    for where in ("history/match_dialog.py", "history/export.py", "history/sheet_pdf.py"):
        source = (UI / where).read_text("utf-8")
        for code in STAT_WORDS:  # no second table of labels beside the one
            for call in ("self.tr(", "tr(", "QT_TRANSLATE_NOOP("):
                assert f'"{code}": {call}' not in source, (where, code)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_history_and_the_exports_name_a_statistic_alike(qapp, language: str) -> None:
    from ui.history.stat_words import stat_heading, stat_label

    tr = Translations(QApplication.instance())
    assert tr.set_language(language)
    try:
        codes = export_text().codes
        for name in STAT_FIELDS:
            assert codes[name] == stat_heading(name)
            assert stat_heading(name).startswith(stat_label(name))
        assert stat_label("run_outs") != stat_label("breaks_scratch")
    finally:
        tr.set_language("en")


def test_the_statistics_read_as_one_word_each_in_english(qapp) -> None:
    from ui.history.stat_words import stat_label

    assert stat_label("run_outs") == "Run outs"
    assert stat_label("breaks_scratch") == "Scratches on the break"
    assert stat_label("break_and_runs") == "Break and runs"


@pytest.mark.parametrize("language", ["en", "es"])
def test_penalty_points_are_one_statistic_named_alike_on_the_sheet(qapp, language: str) -> None:
    """The points a foul takes off (14.1) are a statistic of their own, apart from the fouls
    counted, and the printed sheet's inning-by-inning column over them says the same words."""
    from scoreboard.history.export import sheet_html
    from tests.scoreboard.test_straight_pool_sheet import sheet
    from ui.history.stat_words import stat_label

    tr = Translations(QApplication.instance())
    assert tr.set_language(language)
    try:
        label = stat_label("penalty_points")
        assert label not in (stat_label("fouls"), stat_label("points"))
        t = export_text()
        assert t.penalty == label == t.codes["penalty_points"]
        page = sheet_html(sheet(), t)
        innings = page[page.index(t.innings_sheet) : page.index(t.statistics)]
        assert f">{label}</th>" in innings and stat_label("fouls") not in innings
        assert f"<td>{label}</td><td>0</td><td>18</td>" in page[page.index(t.statistics) :]
    finally:
        tr.set_language("en")
