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
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from scoreboard.table.journal import Journal, read_journal
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.history.dialog import HistoryDialog, MatchDialog
from ui.i18n import Translations
from ui.scorekeeper.clock_dialog import ClockDialog
from ui.scorekeeper.resume_dialog import ResumeDialog
from ui.scorekeeper.setup_dialog import SetupDialog

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
    session = Session.open(controller.table, tmp_path / "data")
    ui = windows(controller, translations, session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    assert session.new_match(CONFIG)
    assert controller.table.shot(Shot(rails=4))  # a dry break: the other player may push out
    assert controller.table.shot(Shot(push_out=True))  # the breaker now decides: a name is asked

    # the scorekeeper: player panels, decision panel; and the spectator board
    render(ui.window)
    ui.toggle_spectator()
    render(ui.spectator)
    assert shown(ui.window), "the names are on the scorekeeper window"
    assert not interpreted(ui.window), interpreted(ui.window)
    assert not interpreted(ui.spectator)

    # a match in the history, and the history's match title
    assert controller.table.concede_match(1)
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


# -- every window, dialog, tooltip and box, with a hostile name and a hostile data folder -----

HOSTILE = '<img src="/tmp/pool-hostile.png">'
HOSTILE_NAMES = (HOSTILE + "Ann & Co", "<b>Bob</b>")
HOSTILE_DIR = "<img src=pool-hostile.png><b>data"


def _rich(text: str, fmt: Qt.TextFormat = Qt.TextFormat.AutoText) -> bool:
    """Whether Qt draws ``text`` as rich text in a widget of format ``fmt``."""
    return fmt == Qt.TextFormat.RichText or (
        fmt == Qt.TextFormat.AutoText and QtGui_Qt.mightBeRichText(text)
    )


def _shown_tooltip(tip: str) -> str:
    """What a tooltip shows: Qt renders it as rich text when it looks like markup."""
    from PySide6.QtGui import QTextDocument

    if not _rich(tip):
        return tip
    doc = QTextDocument()
    doc.setHtml(tip)
    return doc.toPlainText()


def _tooltip_problem(where: str, tip: str) -> list[str]:
    if "pool-hostile" not in tip and "<b>Bob" not in tip and "&lt;" not in tip:
        return []
    shown = _shown_tooltip(tip)
    if ("pool-hostile" in tip and HOSTILE not in shown) or (
        "Bob" in tip and "<b>Bob</b>" not in shown
    ):
        return [f"tooltip of {where} renders markup: {tip!r} shows {shown!r}"]
    return []


def markup_rendered(widget: QWidget) -> list[str]:
    """Every place in ``widget`` (itself included) where a hostile name or path is drawn as
    markup: labels, tooltips of widgets, and the tooltips of list, table and header items."""
    from PySide6.QtWidgets import QAbstractItemView

    bad: list[str] = []
    for w in [widget, *widget.findChildren(QWidget)]:
        name = w.objectName() or type(w).__name__
        if isinstance(w, QLabel):
            text = w.text()
            if ("pool-hostile" in text or "<b>Bob" in text) and _rich(text, w.textFormat()):
                bad.append(f"label {name}: {text}")
        bad += _tooltip_problem(name, w.toolTip())
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            from PySide6.QtCore import QModelIndex

            root = QModelIndex()
            rows = min(model.rowCount(root), 200)
            try:
                cols = min(model.columnCount(root), 50)
            except TypeError:  # a list model: one column
                cols = 1
            for r in range(rows):
                for c in range(cols):
                    tip = model.data(model.index(r, c), Qt.ItemDataRole.ToolTipRole)
                    if isinstance(tip, str):
                        bad += _tooltip_problem(f"{name} item {r},{c}", tip)
            for orientation, n in (
                (Qt.Orientation.Horizontal, cols),
                (Qt.Orientation.Vertical, rows),
            ):
                for section in range(n):
                    tip = model.headerData(section, orientation, Qt.ItemDataRole.ToolTipRole)
                    if isinstance(tip, str):
                        bad += _tooltip_problem(f"{name} header {section}", tip)
    return bad


class Boxes:
    """Message boxes: each one shown is recorded instead of waiting for a click, and a box
    made with QMessageBox's static functions (which guess the text format) fails the test."""

    def __init__(self, monkeypatch) -> None:
        from PySide6.QtWidgets import QMessageBox

        self.seen: list[tuple[str, str]] = []
        self.bad: list[str] = []

        def run(box: QMessageBox) -> int:
            texts = (box.text(), box.informativeText())
            self.seen.append((box.windowTitle(), box.text()))
            for text in texts:
                if ("pool-hostile" in text or "<b>" in text) and _rich(text, box.textFormat()):
                    self.bad.append(f"box {box.windowTitle()!r}: {text}")
            self.bad += markup_rendered(box)
            return int(QMessageBox.StandardButton.Ok)

        def static(kind: str):
            def refuse(*args: object, **kw: object) -> int:
                if len(args) >= 3:
                    self.seen.append((str(args[1]), str(args[2])))
                self.bad.append(f"QMessageBox.{kind} guesses its text format: {args[1:]!r}")
                return int(QMessageBox.StandardButton.Ok)

            return refuse

        monkeypatch.setattr(QMessageBox, "exec", run)
        for kind in ("warning", "information", "critical", "question", "about"):
            monkeypatch.setattr(QMessageBox, kind, static(kind))

    def titled(self, title: str) -> list[str]:
        return [text for t, text in self.seen if t == title]


def test_no_window_dialog_tooltip_or_box_renders_markup(qtbot, tmp_path: Path, monkeypatch) -> None:
    """A hostile player name and a hostile data-folder path go through every window and
    dialog: the scorekeeper (lag buttons, 14.1 score-sheet headers, the Match menu), the
    spectator, the history, a stored match, the resume list, the setup dialog, the shot-clock
    dialog, the key help, the competition desk; and the boxes: "File problem" at start (a
    damaged settings file in the hostile folder) and the desk's "Not possible" (a damaged
    competition file there). Nothing renders markup."""
    from ui.desk.window import DeskWindow
    from ui.scorekeeper.key_help import KeyHelp

    boxes = Boxes(monkeypatch)
    for dialog in (SetupDialog, ResumeDialog):  # offered at start: declined
        monkeypatch.setattr(dialog, "exec", lambda _self: 0)
    app = QApplication.instance()
    translations = Translations(app)
    translations.set_language("en")
    folder = tmp_path / HOSTILE_DIR
    folder.mkdir()
    (folder / "settings.json").write_text("{not json", encoding="utf-8")
    controller = Controller()
    session = Session.open(controller.table, folder)
    ui = windows(controller, translations, session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    ui.start()
    qtbot.waitUntil(lambda: bool(boxes.titled("File problem")), timeout=5000)
    assert any(HOSTILE_DIR in text for text in boxes.titled("File problem"))

    # a lag: the decision panel's buttons name the players, with tooltips
    lag = MatchConfig(players=HOSTILE_NAMES, discipline="nine-ball", race=(2, 2), breaker=None)
    assert session.new_match(lag)
    render(ui.window)
    assert any("pool-hostile" in b.toolTip() for b in ui.window.decision.option_buttons)
    assert not markup_rendered(ui.window), markup_rendered(ui.window)
    ui.window._fill_penalty_menu()  # the Match menu's submenus are named after the players
    assert [a.text() for a in ui.window.penalty_menu.actions()][0].startswith(HOSTILE)

    # 14.1: the score sheet's headers name the players, with tooltips
    sp = MatchConfig(players=HOSTILE_NAMES, discipline="straight-pool", breaker=0)
    assert session.new_match(sp)
    render(ui.window)
    sheet = ui.window.sheet
    assert sheet.isVisibleTo(ui.window)
    assert "pool-hostile" in sheet.horizontalHeaderItem(1).toolTip()
    assert not markup_rendered(ui.window), markup_rendered(ui.window)
    ui.toggle_spectator()
    render(ui.spectator)
    assert not markup_rendered(ui.spectator), markup_rendered(ui.spectator)
    assert controller.table.concede_match(1)
    assert session.history is not None
    qtbot.waitUntil(lambda: not session.history_storing, timeout=5000)

    history = HistoryDialog(None, session.history)
    qtbot.addWidget(history)
    render(history)
    assert not markup_rendered(history), markup_rendered(history)
    (row,) = session.history.list_matches()
    match = MatchDialog(None, session.history.open_match(row.id))
    qtbot.addWidget(match)
    render(match)
    assert not markup_rendered(match), markup_rendered(match)

    journal = Journal.create(folder / "other", lag.to_dict())
    journal.release()
    resume = ResumeDialog(None, [read_journal(journal.path)])
    qtbot.addWidget(resume)
    render(resume)
    assert not markup_rendered(resume), markup_rendered(resume)

    setup = SetupDialog(None, names=list(HOSTILE_NAMES))
    qtbot.addWidget(setup)
    setup.handicap.setChecked(True)
    render(setup)
    assert not markup_rendered(setup), markup_rendered(setup)
    clock = ClockDialog(None)
    qtbot.addWidget(clock)
    render(clock)
    assert not markup_rendered(clock)
    keys = KeyHelp(ui.window)
    qtbot.addWidget(keys)
    render(keys)
    assert not markup_rendered(keys)

    # the desk: a damaged competition file in the hostile folder is "Not possible"
    desk = DeskWindow()
    qtbot.addWidget(desk)
    damaged = folder / "<img src=pool-hostile.png>.json"
    damaged.write_text("{broken", encoding="utf-8")
    assert not desk.import_competition(str(damaged))
    assert any("<img src=pool-hostile.png>" in t for t in boxes.titled("Not possible")), boxes.seen
    render(desk)
    assert not markup_rendered(desk), markup_rendered(desk)

    for top in QApplication.topLevelWidgets():
        assert not markup_rendered(top), markup_rendered(top)
    assert not boxes.bad, boxes.bad
    session.close()
