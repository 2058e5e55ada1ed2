"""The Players window: people with their ratings, merge and unmerge, and a player's page."""

from __future__ import annotations

import os
import time
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QProgressDialog, QPushButton

from scoreboard.history.database import HistoryDB
from scoreboard.table.table import Table
from tests.scoreboard.test_history import played
from ui.adapters.controller import Controller
from ui.i18n import Translations
from ui.players.window import PlayerPage, PlayersWindow


def history(tmp_path: Path) -> HistoryDB:
    db = HistoryDB(tmp_path / "history.sqlite3")
    games = [
        (("Ana", "Bea"), 0, "nine-ball"),
        (("Bea", "ANA"), 1, "nine-ball"),
        (("Ana", "<b>Cid</b>"), 0, "eight-ball"),
        (("Ana", "Bea"), 1, "nine-ball"),
        (("Anita", "Bea"), 0, "nine-ball"),
        (("Ana", "<b>Cid</b>"), 0, "eight-ball"),
    ]
    for n, (players, winner, discipline) in enumerate(games):
        db.save(played(players, winner=winner, discipline=discipline, match_id=f"m{n}")[0])
    return db


def cells(w: PlayersWindow) -> list[list[str]]:
    """The table's rows as shown, top to bottom."""
    model = w.table.model()
    return [
        [str(model.index(r, c).data()) for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def rows(w: PlayersWindow) -> dict[str, list[str]]:
    return {line[0]: line[1:] for line in cells(w)}


def test_the_players_window_lists_people_rates_them_and_merges(qtbot, tmp_path: Path) -> None:
    db = history(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    listed = rows(w)
    assert set(listed) == {"Ana", "Bea", "<b>Cid</b>", "Anita"}
    assert listed["Ana"][2:] == ["10", "5"]  # robustness: 10 racks; 5 matches ("ANA" too)
    assert int(listed["Ana"][1]) > int(listed["<b>Cid</b>"][1])
    w.group.setCurrentIndex(w.group.findData("eight-ball"))
    assert rows(w)["Ana"][2] == "4" and rows(w)["Bea"][1] == ""
    ana = next(p.id for p in w.people if p.name == "Ana")
    anita = next(p.id for p in w.people if p.name == "Anita")
    w.merge(ana, [anita])
    assert "Anita" not in rows(w)
    w.group.setCurrentIndex(0)
    assert rows(w)["Ana"][2:] == ["12", "6"]
    w.table.selectRow(next(r for r, line in enumerate(cells(w)) if line[0] == "Ana"))
    assert w.unmerge_button.isEnabled()
    w.unmerge_selected()
    assert rows(w)["Anita"][2:] == ["2", "1"]
    db.close()


def test_a_players_page_shows_totals_form_and_head_to_head(qtbot, tmp_path: Path) -> None:
    db = history(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    ana = next(p for p in w.people if p.name == "Ana")
    page = PlayerPage(w, ana, w.people, w.matches, w.ratings)
    qtbot.addWidget(page)
    totals = {
        page.totals.item(r, 0).text(): [
            page.totals.item(r, c).text() for c in range(1, page.totals.columnCount())
        ]
        for r in range(page.totals.rowCount())
    }
    assert totals["Nine-ball"][:5] == ["3", "2", "1", "4", "2"]
    assert totals["Eight-ball"][:5] == ["2", "2", "0", "4", "0"]
    assert len(page.plot.points) == 5 and page.plot.points[-1] == 0.8
    versus = {row[0]: row[1:] for row in page.versus_rows}
    assert versus["Bea"] == ["3", "2", "1", "4–2"]  # matches, won, lost, games won–lost
    assert versus["<b>Cid</b>"] == ["2", "2", "0", "4–0"]
    for label in page.findChildren(QLabel):
        assert label.textFormat() == Qt.TextFormat.PlainText
    db.close()


def test_provisional_ratings_are_marked_in_the_window_and_on_the_page(
    qtbot, tmp_path: Path
) -> None:
    db = history(tmp_path)
    w = PlayersWindow(None, db, established=200)
    qtbot.addWidget(w)
    listed = rows(w)
    assert listed["Ana"][1].endswith(" (provisional)") and listed["Ana"][2] == "10"
    model = w.table.model()
    rating = model.index(next(r for r, c in enumerate(cells(w)) if c[0] == "Ana"), 2)
    assert "Provisional" in str(rating.data(Qt.ItemDataRole.ToolTipRole))
    ana = next(p for p in w.people if p.name == "Ana")
    page = PlayerPage(w, ana, w.people, w.matches, w.ratings)
    qtbot.addWidget(page)
    assert ", provisional (robustness 10)" in page.details
    w.club.established.setValue(6)  # established from 6 games: Ana's 10 are enough, Cid's 4 not
    w.refit()  # at once, not after the spin box's rest
    listed = rows(w)
    assert listed["Ana"][1].isdigit() and listed["<b>Cid</b>"][1].endswith(" (provisional)")
    w.club.established.setValue(0)
    w.refit()
    assert all(line[1].isdigit() for line in rows(w).values() if line[1])
    before = int(rows(w)["Ana"][1])
    w.club.half_life.setValue(30)  # the games, of 2024, now weigh next to nothing
    w.refit()
    assert 500 <= int(rows(w)["Ana"][1]) < before and rows(w)["Ana"][2] == "10"
    w.club.half_life.setValue(w.club.half_life.minimum())  # never: as before
    w.refit()
    assert int(rows(w)["Ana"][1]) == before and w.club.half_life.text() == "never"
    db.close()


def test_screenshots_in_english_and_spanish(qtbot, tmp_path: Path) -> None:
    db = history(tmp_path)
    translations = Translations(QApplication.instance())
    # SCREENSHOT_DIR keeps the pictures to look at; else they go with the test's files
    shots = Path(os.environ.get("SCREENSHOT_DIR") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    try:
        for lang in ("en", "es"):
            assert translations.set_language(lang)
            w = PlayersWindow(None, db, established=200, race_minimum=3)
            qtbot.addWidget(w)
            w.show()
            ana = next(p for p in w.people if p.name == "Ana")
            page = PlayerPage(w, ana, w.people, w.matches, w.ratings)
            qtbot.addWidget(page)
            page.show()
            assert w.grab().save(str(shots / f"players-{lang}.png"))
            assert page.grab().save(str(shots / f"player-page-{lang}.png"))
            if lang == "es":
                assert w.windowTitle() == "Jugadores"
                assert rows(w)["Ana"][1].endswith(" (provisional)")
                assert "provisional" in page.details
    finally:
        translations.set_language("en")
        db.close()


def test_match_players_opens_the_window_on_the_sessions_history(
    qtbot, tmp_path, monkeypatch
) -> None:
    from scoreboard.service.session import Session
    from ui.compose import windows

    session = Session.open(Table(), tmp_path / "data")
    ui = windows(
        Controller(session.table),
        Translations(QApplication.instance()),
        session=session,
        sound=False,
    )
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    opened: list[PlayersWindow] = []
    monkeypatch.setattr(PlayersWindow, "exec", lambda self: opened.append(self) or 0)
    assert ui.window.act_players.text() == "&Players…"
    ui.window.act_players.trigger()
    assert len(opened) == 1 and opened[0].registry.conn is session.history_to_browse().conn
    club = opened[0].club
    assert club.values() == {
        "rating_established": 200,
        "race_minimum": 3,
        "rating_gap_cap": None,
        "rating_half_life": None,
    }

    def changed(self: PlayersWindow) -> int:
        self.club.established.setValue(50)
        self.club.minimum.setValue(2)
        self.club.gap_cap.setValue(300)
        self.club.half_life.setValue(365)
        return 0

    monkeypatch.setattr(PlayersWindow, "exec", changed)
    ui.window.act_players.trigger()  # the club's settings are kept when the window closes
    kept = session.settings
    assert (kept.rating_established, kept.race_minimum, kept.rating_gap_cap) == (50, 2, 300.0)
    assert kept.rating_half_life == 365.0


def test_results_export_and_a_ratings_import_from_the_window(qtbot, tmp_path: Path) -> None:
    db = history(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    out = tmp_path / "results.csv"
    w.export_to(str(out))
    assert (
        out.read_text("utf-8-sig").count("\n") == 7 and "Matches exported: 6." in w.problem.text()
    )
    listed = tmp_path / "list.csv"
    listed.write_text("name,rating,club\nBea,640,Sur\nZoe,700,\nBad,x\n", "utf-8")
    w.import_from(str(listed))
    assert rows(w)["Bea"][0] == "Sur" and rows(w)["Zoe"][1:3] == ["700", "0"]
    assert "1 players updated, 1 added" in w.problem.text() and "line 4" in w.problem.text()
    w.import_from(str(tmp_path))  # a folder: told, nothing changed
    assert str(tmp_path) in w.problem.text()
    db.close()


def test_a_damaged_merge_is_said_and_its_player_listed_and_mergeable(qtbot, tmp_path: Path) -> None:
    db = history(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    ana = next(p.id for p in w.people if p.name == "Ana")
    anita = next(p.id for p in w.people if p.name == "Anita")
    db.conn.execute("UPDATE people SET merged_into = 999 WHERE id = ?", (ana,))  # nobody's id
    w.refresh()
    assert rows(w)["Ana"][2:] == ["10", "5"]  # listed, every match his
    assert (
        w.problem.text()
        == "Damaged merges read as no merge: 1 (those players are listed on their own)."
    )
    assert f"people row {ana}: merged into person 999, who is missing" in w.problem.toolTip()
    w.merge(ana, [anita])
    assert "Anita" not in rows(w) and w.problem.text() == ""
    db.close()


def national_list(path: Path, lines: int = 100_000) -> None:
    """A federation's list of ``lines`` players (Ana and Bea of the history among them)."""
    rows = ["name,rating,club", "Ana,650,Sur", "Bea,600,"]
    rows += [f"Jugador Número {i:06d},{200 + i % 700},Club {i % 300}" for i in range(lines - 2)]
    path.write_text("\n".join(rows) + "\n", "utf-8")


def test_a_list_of_100000_lines_imports_while_the_window_keeps_answering(
    qtbot, tmp_path: Path
) -> None:
    db = history(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    w.show()
    listed = tmp_path / "national.csv"
    national_list(listed)
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    w.import_from(str(listed))
    timer.stop()
    assert "2 players updated, 99998 added" in w.problem.text()
    assert w.model.rowCount() == 4 + 99_998
    assert len(ticks) >= 10  # the windows' thread turned all along


def registry_rows(db: HistoryDB) -> list[tuple[object, ...]]:
    return db.conn.execute("SELECT id, name, key, club, rating, merged_into FROM people").fetchall()


def test_an_import_cancelled_from_its_progress_dialog_changes_nothing(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    from ui.players import window

    db = history(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    w.show()
    before, shown = registry_rows(db), rows(w)
    listed = tmp_path / "national.csv"
    national_list(listed, 20_000)
    # the list is being given to the registry when Cancel is pressed, whatever the machine's
    # speed: the first report of lines given waits (up to 20 s) for the Cancel
    report = window.ImportJob._progress

    def slow_report(job: window.ImportJob, done: int) -> None:
        deadline = time.monotonic() + 20
        while job.stage == "write" and done and not job.cancelled:
            if time.monotonic() > deadline:
                break
            time.sleep(0.01)
        report(job, done)

    monkeypatch.setattr(window.ImportJob, "_progress", slow_report)
    pressed: list[str] = []

    def press_cancel() -> None:
        dialogs = [d for d in w.findChildren(QProgressDialog) if d.isVisible()]
        if not dialogs or not dialogs[0].labelText().startswith("Importing"):
            QTimer.singleShot(20, press_cancel)
            return
        pressed.append(dialogs[0].labelText())
        dialogs[0].findChild(QPushButton).click()  # its Cancel button

    QTimer.singleShot(20, press_cancel)
    w.import_from(str(listed))
    assert pressed == ["Importing the ratings of national.csv…"]  # a part given already
    assert w.problem.text() == "Import cancelled: nothing was changed."
    assert registry_rows(db) == before
    assert rows(w) == shown
