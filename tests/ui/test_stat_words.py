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
