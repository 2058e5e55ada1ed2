"""The competition desk through its real windows: a 16-entrant double elimination run end to
end, one match scored in the scorekeeper window with its keys, the others typed in, then printed."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from rules import Pocket
from scoreboard.competition import Competition, Format, Problem, State, classification
from scoreboard.competition.store import CompetitionStore
from scoreboard.history.database import HistoryDB
from scoreboard.service.session import Session
from tests.ui.test_scorekeeper_racks import digit, key, pocket_key
from ui.adapters.controller import Controller
from ui.competition.spectator_board import SpectatorMode
from ui.compose import windows
from ui.desk.dialogs import NewCompetitionDialog, ResultDialog
from ui.desk.window import DeskWindow
from ui.i18n import Translations
from ui.main import MainUi

NAMES = [f"Jugador {i}" for i in range(1, 17)]


def make_ui(qtbot, tmp_path: Path) -> MainUi:
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")
    ui = windows(controller, Translations(QApplication.instance()), session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    return ui


def when_modal(qtbot, act) -> None:
    """Run ``act(dialog)`` on the next modal dialog, once it is shown."""

    def check() -> None:
        w = QApplication.activeModalWidget()
        if w is None:
            QTimer.singleShot(20, check)
            return
        act(w)

    QTimer.singleShot(0, check)


def type_result(qtbot, desk: DeskWindow, slot_id: str, racks: tuple[int, int]) -> None:
    desk.select(slot_id)

    def fill(dialog: ResultDialog) -> None:
        dialog.spins[0].setValue(racks[0])
        dialog.spins[1].setValue(racks[1])
        dialog.accept()

    when_modal(qtbot, fill)
    desk.result_btn.click()


def test_a_double_elimination_runs_end_to_end_through_the_desk(
    qtbot, tmp_path, monkeypatch
) -> None:
    ui = make_ui(qtbot, tmp_path)
    ui.window.act_desk.trigger()  # Competition ▸ Competition desk
    desk = ui.desk_link.desk
    qtbot.addWidget(desk)
    assert desk.isVisible()

    def new(dialog: NewCompetitionDialog) -> None:
        dialog.name.setText("Torneo del viernes")
        dialog.format.setCurrentIndex(dialog.format.findData(Format.DOUBLE_ELIMINATION))
        dialog.discipline.setCurrentIndex(dialog.discipline.findData("nine-ball"))
        dialog.tables.setValue(3)
        dialog.accept()

    when_modal(qtbot, new)
    desk.act_new.trigger()
    c = desk.c
    assert c is not None and c.format is Format.DOUBLE_ELIMINATION and c.tables == 3
    # entrants: twelve typed in, four from a CSV file (with a duplicate, skipped)
    for name in NAMES[:12]:
        qtbot.keyClicks(desk.name_edit, name)
        desk.add_btn.click()
    csv_file = tmp_path / "entrants.csv"
    csv_file.write_text("nombre\n" + "\n".join(NAMES[12:]) + "\njugador 1\n", "utf-8")
    assert desk.import_entrants(str(csv_file)) == 4
    assert c.entrants == NAMES and desk.entrant_list.count() == 16
    desk.entrant_list.setCurrentRow(15)
    desk.up_btn.click()  # Jugador 16 moves up to 15th
    assert c.entrants[14:] == ["Jugador 16", "Jugador 15"]
    desk.down_btn.click()
    assert c.entrants == NAMES
    desk.draw_btn.click()
    assert c.drawn and desk.tabs.currentIndex() == 1
    # matches go to the tables from the queue
    first = c.ready()[0]
    desk.queue.itemClicked.emit(desk.queue.item(0))
    assert desk.selected == first.id
    desk.assign_btn.click()
    assert c.slot(first.id).state is State.ON_TABLE and c.slot(first.id).table == 1
    # one match is started on this laptop and scored in the scorekeeper
    board = ui.desk_link.board
    assert board.isVisibleTo(ui.spectator)  # between matches: the bracket
    assert board.stack.currentWidget() is board.view
    desk.start_btn.click()
    assert not board.isVisibleTo(ui.spectator)  # the match: the scoreboard
    assert ui.spectator.board.isVisibleTo(ui.spectator)
    snap = ui.controller.snapshot
    top, bottom = c.entrant(first.top), c.entrant(first.bottom)
    assert snap.players.names == (top, bottom) and snap.discipline == "nine-ball"
    assert snap.race == (first.race, first.race)
    match_id = ui.session.journal.match_id
    assert snap.rack.awaiting_lag
    w = ui.window
    digit(qtbot, w, 1)  # the lag, with the keys: the top player won it and breaks
    for _ in range(first.race):  # he breaks and runs every rack out, all typed in the window
        for n in range(1, 9):
            digit(qtbot, w, n)
            pocket_key(qtbot, w, Pocket.FOOT_LEFT)
        digit(qtbot, w, 9)
        key(qtbot, w, Qt.Key.Key_Enter)
    assert ui.controller.snapshot.winner == 0
    done = c.slot(first.id)
    assert done.state is State.FINISHED and done.result.racks == (first.race, 0)
    assert done.result.history_id == match_id
    qtbot.waitUntil(lambda: ui.session.history.has_match(match_id), timeout=5000)
    assert board.isVisibleTo(ui.spectator) and not ui.spectator.board.isVisibleTo(ui.spectator)
    desk.spectator_actions[SpectatorMode.STANDINGS].trigger()
    assert board.stack.currentWidget() is board.standings
    assert top in board.standings.text()
    # the next ready match for table 1 is offered
    assert desk.offer_box.isVisibleTo(desk) and desk.offered[1] == 1
    offered = desk.offered[0]
    desk.offer_btn.click()
    assert c.slot(offered).table == 1
    # an impossible score is refused with a message, nothing changes
    before = dict(c.results)
    s = c.slot(offered)
    desk.select(offered)
    messages = []

    def wrong(dialog: ResultDialog) -> None:
        dialog.spins[0].setValue(s.race + 1)
        dialog.spins[1].setValue(s.race)
        dialog.accept()
        messages.append(dialog.message.text())
        dialog.reject()

    when_modal(qtbot, wrong)
    desk.result_btn.click()
    assert c.results == before and str(s.best_of) in messages[0]
    # every other match typed in by hand
    rng = random.Random(16)
    while c.ready() or [x for x in c.slots() if x.state is State.ON_TABLE]:
        pending = [x for x in c.slots() if x.state is State.ON_TABLE] or c.ready()
        x = pending[0]
        lo = rng.randrange(x.race)
        type_result(qtbot, desk, x.id, (x.race, lo) if rng.random() < 0.5 else (lo, x.race))
    assert c.finished
    table = classification(c)
    assert sorted(p.rank for p in table) == list(range(1, 17))
    assert desk.table.rowCount() == 16
    assert desk.table.item(0, 1).text() == c.entrant(c.slot("F").winner)
    # stored in the history database as it went
    stored = CompetitionStore.of(ui.session.history).load(c.uid)
    assert stored.finished and stored.results == c.results
    # printed and exported
    pdf = tmp_path / "out" / "torneo.pdf"
    desk.export_pdf("A4", str(pdf))
    assert pdf.read_bytes().startswith(b"%PDF") and pdf.read_bytes().count(b"/Type /Page") >= 4
    desk.export_csv(str(tmp_path / "out" / "torneo.csv"))
    text = (tmp_path / "out" / "torneo.csv").read_text("utf-8-sig")
    assert "Jugador 16" in text and text.count("\n") > 16 + 30


def test_a_correction_over_played_matches_asks_the_organiser(qtbot, tmp_path, monkeypatch) -> None:
    desk = DeskWindow(CompetitionStore.of(HistoryDB(tmp_path / "h.sqlite3")))
    qtbot.addWidget(desk)
    c = Competition("Club", Format.SINGLE_ELIMINATION)
    for n in ("Ana", "Luis", "Marta", "Pepe"):
        c.add_entrant(n)
    desk.set_competition(c)
    desk.draw_btn.click()
    type_result(qtbot, desk, "W1-1", (4, 0))
    type_result(qtbot, desk, "W1-2", (4, 1))
    type_result(qtbot, desk, "W2-1", (5, 3))
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    # the desk's boxes are plain-text message boxes (ui.plain): answered where they run
    monkeypatch.setattr(QMessageBox, "exec", lambda _box: answers.pop(0))
    type_result(qtbot, desk, "W1-1", (1, 4))  # refused by the organiser: nothing changes
    assert c.slot("W1-1").result.racks == (4, 0) and c.slot("W2-1").state is State.FINISHED
    type_result(qtbot, desk, "W1-1", (1, 4))  # confirmed: the final is to be played again
    assert c.slot("W1-1").result.racks == (1, 4)
    assert c.slot("W2-1").state is State.READY and c.slot("W2-1").players == (4, 2)


def test_bad_input_at_the_desk_gets_words_and_changes_nothing(qtbot, tmp_path, monkeypatch) -> None:
    desk = DeskWindow()
    qtbot.addWidget(desk)
    warnings: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "exec",
        lambda box: box.icon() != QMessageBox.Icon.Warning or warnings.append(box.text()),
    )
    c = Competition("Club", Format.ROUND_ROBIN)
    desk.set_competition(c)
    qtbot.keyClicks(desk.name_edit, "Ana")
    desk.add_btn.click()
    qtbot.keyClicks(desk.name_edit, "ANA")
    desk.add_btn.click()
    assert c.entrants == ["Ana"] and desk.statusBar().currentMessage() == "ANA is already entered."
    desk.draw_btn.click()
    assert not c.drawn and warnings[-1] == "A draw needs at least two entrants."
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"format": "pool-scoreboard-competition", "version": 1, "name": 5}')
    assert not desk.import_competition(str(damaged))
    assert desk.c is c and "damaged.json" in warnings[-1]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    desk.import_competition()  # cancelled: nothing happens
    assert desk.c is c


def test_the_desk_speaks_spanish(qtbot) -> None:
    from scoreboard.competition import CompetitionError
    from ui.competition.words import problem_text

    tr = Translations(QApplication.instance())
    try:
        assert tr.set_language("es")
        desk = DeskWindow()
        qtbot.addWidget(desk)
        assert desk.windowTitle() == "Organización de la competición"
        text = problem_text(
            CompetitionError(Problem.IMPOSSIBLE_SCORE, slot="R1-1", score="(5, 4)", best_of=7)
        )
        assert text.startswith("5-4") and "7" in text and "4" in text
    finally:
        tr.set_language("en")


def test_a_match_conceded_in_the_scorekeeper_goes_in_as_a_forfeit(qtbot, tmp_path) -> None:
    ui = make_ui(qtbot, tmp_path)
    ui.window.act_desk.trigger()
    desk = ui.desk_link.desk
    qtbot.addWidget(desk)
    c = Competition("Club", Format.SINGLE_ELIMINATION, discipline="eight-ball", ruleset="rfeb")
    for n in ("Ana", "Luis"):
        c.add_entrant(n)
    desk.set_competition(c)
    desk.draw_btn.click()
    desk.select("W1-1")
    desk.start_btn.click()  # also puts it on a free table
    assert c.slot("W1-1").table == 1
    assert ui.controller.snapshot.ruleset == "rfeb"
    ui.controller.table.lag(0, True)
    ui.controller.table.concede_rack(1)  # Ana takes a rack
    ui.controller.table.concede_match(0)  # then concedes the match
    r = c.slot("W1-1").result
    assert r is not None and r.winner == 2 and r.forfeit == 1 and r.racks == (1, 0)
    assert r.history_id == ui.session.journal.match_id
    assert c.finished and desk.table.item(1, 1).text() == "Ana"


def test_a_change_made_by_another_copy_is_read_again_not_overwritten(
    qtbot, tmp_path, monkeypatch
) -> None:
    path = tmp_path / "h.sqlite3"
    desk = DeskWindow(CompetitionStore.of(HistoryDB(path)))
    qtbot.addWidget(desk)
    c = Competition("Club", Format.SINGLE_ELIMINATION)
    for n in ("Ana", "Luis", "Marta", "Pepe"):
        c.add_entrant(n)
    desk.set_competition(c)
    desk.draw_btn.click()
    other_db = HistoryDB(path)
    other = CompetitionStore.of(other_db)
    theirs = other.load(c.uid)
    theirs.enter_result("W1-1", (4, 2))
    other.save(theirs)
    other_db.close()
    warnings: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "exec",
        lambda box: box.icon() != QMessageBox.Icon.Warning or warnings.append(box.text()),
    )
    type_result(qtbot, desk, "W1-2", (4, 0))
    assert "another copy" in warnings[-1]
    assert desk.c is not c and set(desk.c.results) == {"W1-1"}  # read again, theirs kept
    type_result(qtbot, desk, "W1-2", (4, 0))  # entered again
    assert set(desk.c.results) == {"W1-1", "W1-2"}


def test_the_spectators_see_the_whole_small_bracket_or_the_rounds_in_play_page_by_page(
    qtbot,
) -> None:
    from ui.competition.spectator_board import MIN_SCALE, CompetitionBoard

    board = CompetitionBoard()
    qtbot.addWidget(board)
    board.resize(1920, 1080)
    board.show()
    small = Competition("Club", Format.DOUBLE_ELIMINATION)
    for i in range(1, 9):
        small.add_entrant(f"J{i}")
    small.draw()
    board.show_competition(small, SpectatorMode.BRACKET)
    assert board.pages == [board.scene.sceneRect()] and not board.pager.isActive()
    big = Competition("Open", Format.RFEB)
    for i in range(1, 129):
        big.add_entrant(f"J{i}")
    big.draw()
    board.show_competition(big, SpectatorMode.BRACKET)
    assert len(board.pages) > 1 and board.pager.isActive()
    assert board.view.zoom >= MIN_SCALE * 0.99  # readable
    first = board.view.mapToScene(board.view.viewport().rect().center())
    ready = board.scene.items_by_id[big.ready()[0].id].pos()
    assert board.pages[0].contains(ready)  # the round in play is on the first page
    board.next_page()
    assert board.view.mapToScene(board.view.viewport().rect().center()) != first


def test_a_match_that_ended_while_its_competition_was_closed_is_taken_from_the_history(
    qtbot, tmp_path
) -> None:
    ui = make_ui(qtbot, tmp_path)
    ui.window.act_desk.trigger()
    desk = ui.desk_link.desk
    qtbot.addWidget(desk)
    c = Competition("Club", Format.SINGLE_ELIMINATION, discipline="nine-ball")
    for n in ("Ana", "Luis", "Marta"):
        c.add_entrant(n)
    desk.set_competition(c)
    desk.draw_btn.click()
    desk.select("W1-2")
    desk.start_btn.click()
    match_id = ui.session.journal.match_id
    desk.set_competition(None)  # the organiser looks at nothing, or the desk is restarted
    ui.controller.table.lag(0, True)
    for _ in range(c.slot("W1-2").race):
        ui.controller.table.concede_rack(0)  # Marta takes every rack
    qtbot.waitUntil(lambda: ui.session.history.has_match(match_id), timeout=5000)
    # a new desk on the same history takes up the competition and the result
    ui.session.close()  # the first copy of the app has quit: it gives up the data folder
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")  # the app started again
    again = windows(controller, Translations(QApplication.instance()), session=session, sound=False)
    qtbot.addWidget(again.window)
    qtbot.addWidget(again.spectator)
    again.window.act_desk.trigger()
    other = again.desk_link.desk
    qtbot.addWidget(other)
    assert other.c is not None and other.c.uid == c.uid
    r = other.c.slot("W1-2").result
    assert r is not None and r.winner == 3 and r.history_id == match_id
    assert other.c.slot("W2-1").players == (1, 3)
    session.close()


def test_the_organiser_changes_the_distances_of_the_event(qtbot) -> None:
    from scoreboard.competition import Distance
    from ui.desk.dialogs import DistancesDialog

    desk = DeskWindow()
    qtbot.addWidget(desk)
    c = Competition("Open", Format.RFEB)
    for i in range(1, 129):
        c.add_entrant(f"J{i}")
    desk.set_competition(c)
    desk.draw_btn.click()
    c.enter_result("R1-1", (4, 0))

    def change(dialog: DistancesDialog) -> None:
        dialog.spins[Distance.FIRST_PHASE].setValue(6)
        dialog.accept()  # an even distance is refused with a message
        assert "odd" in dialog.message.text()
        dialog.spins[Distance.FIRST_PHASE].setValue(5)
        dialog.spins[Distance.FINAL].setValue(17)
        dialog.accept()

    when_modal(qtbot, change)
    desk.act_distances.trigger()
    assert c.slot("R1-2").best_of == 5 and c.slot("F").best_of == 17
    assert c.slot("R1-1").result.racks == (4, 0) and c.slot("R1-1").best_of == 7  # kept


def test_a_straight_pool_event_is_played_to_points_through_the_desk(qtbot, tmp_path) -> None:
    from tests.feed.test_table_window import run_to_target

    ui = make_ui(qtbot, tmp_path)
    ui.window.act_desk.trigger()
    desk = ui.desk_link.desk
    qtbot.addWidget(desk)
    shown: list[str] = []

    def new(dialog: NewCompetitionDialog) -> None:
        dialog.format.setCurrentIndex(dialog.format.findData(Format.SINGLE_ELIMINATION))
        dialog.discipline.setCurrentIndex(dialog.discipline.findData("straight-pool"))
        # the distances become points targets, any number (even ones too)
        shown.append(dialog.distance_box.title())
        for spin in dialog.distances.values():
            assert spin.points and spin.value() == 100
            spin.setValue(30)
        dialog.grab().save(str(tmp_path / "new-14-1.png"))
        dialog.accept()

    when_modal(qtbot, new)
    desk.act_new.trigger()
    c = desk.c
    assert shown == ["Distances (points)"] and c.points
    for name in NAMES[:4]:
        c.add_entrant(name)
    desk.draw_btn.click()
    first = c.ready()[0]
    assert first.race == 30
    desk.select(first.id)
    desk.start_btn.click()  # started on this laptop: to 30 points
    assert ui.controller.snapshot.target == (30, 30)
    run_to_target(ui.controller)
    snap = ui.controller.snapshot
    done = c.slot(first.id)
    assert done.state is State.FINISHED and done.result.racks == snap.players.score
    assert c.entrant(done.winner) == snap.players.names[snap.winner]
    assert "to 30 points" in desk.match_label.text()
    # typed in: a score below zero is a 14.1 score; one no match can end with is refused
    second = c.ready()[0]
    messages: list[str] = []

    def impossible(dialog: ResultDialog) -> None:
        assert dialog.spins[0].minimum() < 0
        dialog.spins[0].setValue(29)
        dialog.spins[1].setValue(12)
        dialog.accept()
        messages.append(dialog.message.text())
        dialog.reject()

    desk.select(second.id)
    when_modal(qtbot, impossible)
    desk.result_btn.click()
    assert "30 points" in messages[0] and second.id not in c.results
    type_result(qtbot, desk, second.id, (-3, 31))
    assert c.slot(second.id).result.racks == (-3, 31)
    desk.grab().save(str(tmp_path / "desk-14-1.png"))
