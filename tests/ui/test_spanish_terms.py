"""The Spanish words read against the seeds' own vocabulary (/work/shared/seeds is the rule
documents': WPA-1.2 and 10B call the lag "acercamiento", "acercando bola a banda"; a pocket is
a "tronera"), and the pocket buttons' short labels fit on the drawn table in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontMetrics

from rules import Pocket
from ui import texts
from ui.i18n import Translations
from ui.scorekeeper.keyboard import POCKET_KEYS
from ui.scorekeeper.pocket_pad import PocketPad


@pytest.fixture
def spanish(qapp):
    translations = Translations(qapp)
    assert translations.set_language("es")
    yield
    translations.set_language("en")


#: Every text about the lag, by its context (the competition's draw stays "sorteo").
LAG_TEXTS = [
    ("DecisionPanel", "Enter the lag: who won it and whether they break."),
    ("DecisionPanel", "Who won the lag?"),
    ("DecisionPanel", "%1 won the lag and breaks"),
    ("DecisionPanel", "%1 won the lag, does not break"),
    ("KeyHelp", "Answer the incoming player's choice, or the lag"),
    ("ScorekeeperWindow", "Lag: press 1–4 or click who won it."),
    ("SetupDialog", "Lag won by"),
    ("SetupDialog", "No lag:"),
    ("Texts", "Enter the lag first: who won it and whether they break."),
    ("Texts", "No lag is due now."),
]


@pytest.mark.parametrize(("context", "source"), LAG_TEXTS)
def test_the_lag_is_acercamiento_as_in_the_wpa_and_ten_ball_texts(spanish, context, source):
    words = QCoreApplication.translate(context, source).lower()
    assert "acercamiento" in words and "sorteo" not in words


def test_the_competition_draw_is_still_a_sorteo(spanish):
    assert "sorteo" in QCoreApplication.translate("", "Make the draw").lower()


@pytest.mark.parametrize("pocket", list(Pocket))
def test_pocket_names_in_sentences_say_tronera(spanish, pocket):
    name = texts.text(pocket)
    assert name.startswith("tronera ")
    shot = QCoreApplication.translate("", "called %1 in %2").replace("%1", "8").replace("%2", name)
    assert shot == f"cantada la 8 a la {name}"


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("hints", [False, True])
def test_pocket_labels_fit_on_the_smallest_pad(qapp, qtbot, lang, hints):
    translations = Translations(qapp)
    assert translations.set_language(lang)
    try:
        pad = PocketPad()
        qtbot.addWidget(pad)
        if hints:
            pad.set_shortcut_hints(POCKET_KEYS)
        pad.resize(200, 240)  # the scorekeeper's minimum
        pad.show()
        qtbot.waitExposed(pad)
        for pocket in Pocket:
            button = pad.button(pocket)
            room = button._text_rect().width()
            width = QFontMetrics(button._label_font()).horizontalAdvance(button.text())
            assert width <= room, (lang, button.text(), width, room)
    finally:
        translations.set_language("en")
