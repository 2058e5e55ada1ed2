"""User text is shown as written: markup typed into a player's name is never interpreted.

Names holding HTML go into every window and dialog that shows them (the scorekeeper with its
player panels and decision panel, the spectator board, the setup dialog, the resume list, the
history and a stored match); each is rendered, and every label showing the text must show it
as plain text. A label interprets its text when it is set to rich text, or when it guesses
(Qt's default) and the text looks like markup, which is what ``Qt.mightBeRichText`` decides.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui_Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from rules import Shot
from scoreboard.controller import Controller
from scoreboard.journal import Journal, read_journal
from scoreboard.match import MatchConfig
from scoreboard.session import Session
from ui.clock_dialog import ClockDialog
from ui.history_dialog import HistoryDialog, MatchDialog
from ui.i18n import Translations
from ui.main import MainUi
from ui.resume_dialog import ResumeDialog
from ui.setup_dialog import SetupDialog

IMG = '<img src="/tmp/board.png" width=400>'
BOLD = "<b>Big</b> & <i>Tall</i>"
NAMES = (IMG, BOLD)
CONFIG = MatchConfig(players=NAMES, discipline="nine-ball", race=(1, 1), breaker=0)


def interpreted(widget: QWidget) -> list[str]:
    """The texts of labels in ``widget`` that Qt draws as rich text although they hold a
    player's name."""
    bad = []
    for label in widget.findChildren(QLabel):
        text = label.text()
        if not any(part in text for part in ("<img", "<b>")):
            continue
        fmt = label.textFormat()
        if fmt == Qt.TextFormat.RichText or (
            fmt == Qt.TextFormat.AutoText and QtGui_Qt.mightBeRichText(text)
        ):
            bad.append(f"{label.objectName() or type(label.parent()).__name__}: {text}")
    return bad


def shown(widget: QWidget) -> list[str]:
    """Label texts in ``widget`` holding one of the names."""
    return [
        label.text()
        for label in widget.findChildren(QLabel)
        if any(n in label.text() for n in NAMES)
    ]


def render(widget: QWidget) -> None:
    widget.resize(max(widget.width(), 900), max(widget.height(), 600))
    image = widget.grab()
    assert not image.isNull()


def test_markup_in_player_names_is_shown_as_written_in_every_window(qtbot, tmp_path: Path) -> None:
    app = QApplication.instance()
    translations = Translations(app)
    translations.set_language("en")
    controller = Controller()
    session = Session.open(controller, tmp_path / "data")
    ui = MainUi(controller, translations, session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    assert session.new_match(CONFIG)
    assert controller.shot(Shot(rails=4))  # a dry break: the other player may push out
    assert controller.shot(Shot(push_out=True))  # the breaker now decides: a name is asked

    # the scorekeeper: player panels, decision panel; and the spectator board
    render(ui.window)
    ui.toggle_spectator()
    render(ui.spectator)
    assert shown(ui.window), "the names are on the scorekeeper window"
    assert not interpreted(ui.window), interpreted(ui.window)
    assert not interpreted(ui.spectator)

    # a match in the history, and the history's match title
    assert controller.concede_match(1)
    assert session.history is not None
    qtbot.waitUntil(lambda: not session.history_storing, timeout=5000)  # stored off the window
    (row,) = session.history.list_matches()
    assert row.players == NAMES
    history = HistoryDialog(None, session.history)
    qtbot.addWidget(history)
    render(history)
    assert not interpreted(history)
    match = MatchDialog(None, session.history.open_match(row.id))
    qtbot.addWidget(match)
    render(match)
    assert shown(match), "the names are in the stored match's title"
    assert not interpreted(match), interpreted(match)

    # the list of unfinished matches
    journal = Journal.create(tmp_path / "other", CONFIG.to_dict())
    journal.release()
    resume = ResumeDialog(None, [read_journal(journal.path)])
    qtbot.addWidget(resume)
    render(resume)
    assert not interpreted(resume)

    # the setup dialog, with the names typed in
    setup = SetupDialog(None, names=list(NAMES))
    qtbot.addWidget(setup)
    for edit, name in zip(setup.name_edits, NAMES, strict=True):
        edit.setText(name)
    setup.handicap.setChecked(True)
    render(setup)
    assert shown(setup), "the names are in the handicap labels"
    assert not interpreted(setup), interpreted(setup)
    assert setup.result_config().players == NAMES

    clock = ClockDialog(None)
    qtbot.addWidget(clock)
    render(clock)
    assert not interpreted(clock)
    session.close()
