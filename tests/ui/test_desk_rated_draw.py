"""A handicapped draw is made on ratings that have been read: while the history's book is being
read the draw waits for it (said, and made when it lands); asked again meanwhile the organiser
may draw at the starter rating or not at all; before the draw each entrant shows a rating and
the games behind it."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QMessageBox

from scoreboard.competition import Competition, Format
from scoreboard.players.rating_book import PlayerRating
from tests.scoreboard.test_history import played
from tests.ui.test_desk import make_ui
from ui.desk.window import DeskWindow

NAMES = ("Ana", "Bea", "Cid", "Dan")


class SlowBook:
    """Ratings read on another thread: None until ``land()``, then each done() called."""

    def __init__(self) -> None:
        self.read = False
        self.waiting: list[Callable[[], object]] = []
        self.disciplines: list[str] = []

    def ratings(
        self, names: list[str], done: Callable[[], object], discipline: str = ""
    ) -> dict[str, float] | None:
        self.disciplines.append(discipline)
        if not self.read:
            self.waiting.append(done)
            return None
        return {n: 400.0 + 100 * i for i, n in enumerate(names)}

    def standing(
        self, names: list[str], done: Callable[[], object], discipline: str = ""
    ) -> dict | None:
        found = self.ratings(names, done, discipline)
        if found is None:
            return None
        return {n: PlayerRating(n, r, 3 * i, i > 0) for i, (n, r) in enumerate(found.items())}

    def land(self) -> None:
        self.read = True
        waiting, self.waiting = self.waiting, []
        for done in waiting:
            done()


def handicapped(desk: DeskWindow) -> Competition:
    c = Competition("Club", Format.SINGLE_ELIMINATION, discipline="nine-ball", handicapped=True)
    for n in NAMES:
        c.add_entrant(n)
    desk.set_competition(c)
    return c


def test_the_draw_waits_for_the_ratings_then_is_made_with_them(qtbot) -> None:
    book = SlowBook()
    desk = DeskWindow(rater=book.ratings, standing=book.standing)
    qtbot.addWidget(desk)
    c = handicapped(desk)
    assert [desk.entrant_list.item(i).text() for i in range(4)] == [
        "1. Ana",
        "2. Bea",
        "3. Cid",
        "4. Dan",
    ]
    desk.draw_btn.click()
    assert not c.drawn and desk.draw_waits
    assert "draw is made as soon as they are read" in desk.statusBar().currentMessage()
    book.land()
    assert c.drawn and c.ratings == {"Ana": 400.0, "Bea": 500.0, "Cid": 600.0, "Dan": 700.0}
    assert any(s.handicap is not None and s.handicap[0] != s.handicap[1] for s in c.ready())
    assert set(book.disciplines) == {"nine-ball"}  # rated from the event's discipline alone


def test_asked_again_the_organiser_chooses_the_starter_rating_or_to_wait(
    qtbot, monkeypatch
) -> None:
    book = SlowBook()
    desk = DeskWindow(rater=book.ratings, standing=book.standing)
    qtbot.addWidget(desk)
    c = handicapped(desk)
    desk.draw_btn.click()
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def ask(parent, title, text, *args, **kwargs):
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr("ui.desk.play.ask_question", ask)
    desk.draw_btn.click()  # No: still waiting
    assert not c.drawn and desk.draw_waits and "starter rating" in asked[0]
    desk.draw_btn.click()  # Yes: everyone at the starter rating
    assert c.drawn and c.ratings == {}
    assert all(s.handicap is None or s.handicap[0] == s.handicap[1] for s in c.ready())


def test_each_entrant_shows_a_rating_and_the_games_behind_it_before_the_draw(qtbot) -> None:
    book = SlowBook()
    book.read = True
    desk = DeskWindow(rater=book.ratings, standing=book.standing)
    qtbot.addWidget(desk)
    handicapped(desk)
    assert [desk.entrant_list.item(i).text() for i in range(4)] == [
        "1. Ana  (400, starter rating)",
        "2. Bea  (500, 3 games)",
        "3. Cid  (600, 6 games)",
        "4. Dan  (700, 9 games)",
    ]


def test_the_app_reads_the_history_before_a_handicapped_draw(qtbot, tmp_path) -> None:
    ui = make_ui(qtbot, tmp_path)
    ui.session.update_settings(rating_established=0)  # no rating provisional here
    history = ui.session.history_to_browse()
    assert history is not None
    for n in range(6):
        history.save(played(("Ana", "Bea"), winner=0 if n < 5 else 1, match_id=f"m{n}")[0])
    ui.window.act_desk.trigger()
    desk = ui.desk_link.desk
    qtbot.addWidget(desk)
    c = Competition("Club", Format.SINGLE_ELIMINATION, discipline="nine-ball", handicapped=True)
    for n in ("Ana", "Bea"):
        c.add_entrant(n)
    desk.set_competition(c)
    desk.draw_btn.click()  # the first book may still be on the history's thread: waits
    qtbot.waitUntil(lambda: c.drawn, timeout=10000)
    a, b = c.slot("W1-1").handicap
    assert a > b  # Ana's five wins in six: a handicap, not the starter's even race
    assert c.ratings["Ana"] > c.ratings["Bea"]


def test_a_nine_ball_draw_is_rated_from_nine_ball_games_alone(qtbot, tmp_path) -> None:
    ui = make_ui(qtbot, tmp_path)
    ui.session.update_settings(rating_established=0)  # no rating provisional here
    history = ui.session.history_to_browse()
    assert history is not None
    # Ana wins every eight-ball match and loses every nine-ball one
    for n in range(6):
        for discipline, winner in (("eight-ball", 0), ("nine-ball", 1)):
            match_id = f"{discipline}{n}"
            history.save(played(("Ana", "Bea"), winner, discipline, match_id=match_id)[0])
    ui.window.act_desk.trigger()
    desk = ui.desk_link.desk
    qtbot.addWidget(desk)
    c = Competition("Club", Format.SINGLE_ELIMINATION, discipline="nine-ball", handicapped=True)
    for n in ("Ana", "Bea"):
        c.add_entrant(n)
    desk.set_competition(c)
    desk.draw_btn.click()
    qtbot.waitUntil(lambda: c.drawn, timeout=10000)
    assert c.ratings["Bea"] > c.ratings["Ana"]  # the nine-ball games, not the eight-ball ones
    eight = ui.session.entrant_ratings(["Ana", "Bea"], None, "eight-ball")
    assert eight is not None and eight["Ana"] > eight["Bea"]


class GuessedBook(SlowBook):
    """Ratings read at once; Bea's and Cid's provisional."""

    def __init__(self) -> None:
        super().__init__()
        self.read = True

    def standing(
        self, names: list[str], done: Callable[[], object], discipline: str = ""
    ) -> dict | None:
        found = self.ratings(names, done, discipline)
        assert found is not None
        return {
            n: PlayerRating(n, r, 300 if n in ("Ana", "Dan") else 12, True, n in ("Bea", "Cid"))
            for n, r in found.items()
        }


def test_a_provisional_entrant_is_marked_before_the_draw(qtbot) -> None:
    desk = DeskWindow(rater=GuessedBook().ratings, standing=GuessedBook().standing)
    qtbot.addWidget(desk)
    handicapped(desk)
    assert [desk.entrant_list.item(i).text() for i in range(4)] == [
        "1. Ana  (400, 300 games)",
        "2. Bea  (500, 12 games, provisional)",
        "3. Cid  (600, 12 games, provisional)",
        "4. Dan  (700, 300 games)",
    ]


def test_a_draw_from_provisional_ratings_needs_the_organisers_yes(qtbot, monkeypatch) -> None:
    book = GuessedBook()
    desk = DeskWindow(rater=book.ratings, standing=book.standing, controls=lambda: (3, 250.0))
    qtbot.addWidget(desk)
    c = handicapped(desk)
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def ask(parent, title, text, *args, **kwargs):
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr("ui.desk.play.ask_question", ask)
    desk.draw_btn.click()  # No: not drawn
    assert not c.drawn and "Provisional ratings" in asked[0] and "Bea, Cid" in asked[0]
    assert "Ana" not in asked[0]
    desk.draw_btn.click()  # Yes: drawn, with the club's controls kept
    assert c.drawn and len(asked) == 2
    assert (c.race_minimum, c.gap_cap) == (3, 250.0)
    assert all(min(s.handicap) >= 3 for s in c.ready() if s.handicap is not None)


def test_established_entrants_are_drawn_without_a_question(qtbot, monkeypatch) -> None:
    book = SlowBook()
    book.read = True
    desk = DeskWindow(rater=book.ratings, standing=book.standing)
    qtbot.addWidget(desk)
    c = handicapped(desk)
    monkeypatch.setattr("ui.desk.play.ask_question", lambda *a, **k: pytest.fail("asked"))
    desk.draw_btn.click()
    assert c.drawn


def test_the_app_marks_new_players_provisional_and_asks_before_their_draw(
    qtbot, tmp_path, monkeypatch
) -> None:
    ui = make_ui(qtbot, tmp_path)  # the settings as installed: established from 200 games
    history = ui.session.history_to_browse()
    assert history is not None
    for n in range(6):
        history.save(played(("Ana", "Bea"), winner=0 if n < 5 else 1, match_id=f"m{n}")[0])
    qtbot.waitUntil(lambda: ui.session.entrant_standing(["Ana"]) is not None, timeout=10000)
    ui.window.act_desk.trigger()
    desk = ui.desk_link.desk
    qtbot.addWidget(desk)
    c = Competition("Club", Format.SINGLE_ELIMINATION, discipline="nine-ball", handicapped=True)
    for n in ("Ana", "Bea"):
        c.add_entrant(n)
    desk.set_competition(c)
    assert desk.entrant_list.item(0).text().endswith(", provisional)")
    asked: list[str] = []
    monkeypatch.setattr(
        "ui.desk.play.ask_question",
        lambda parent, title, text, *a, **k: asked.append(text) or QMessageBox.StandardButton.Yes,
    )
    desk.draw_btn.click()
    assert c.drawn and asked and "Ana, Bea" in asked[0]
    assert c.race_minimum == ui.session.settings.race_minimum == 3


def test_entrants_from_groups_that_never_met_are_said_before_the_draw(qtbot, monkeypatch) -> None:
    book = SlowBook()
    book.read = True

    def standing(names, done, discipline=""):
        found = book.ratings(names, done, discipline)
        assert found is not None
        return {
            n: PlayerRating(n, r, 300, True, False, i % 2) for i, (n, r) in enumerate(found.items())
        }

    desk = DeskWindow(rater=book.ratings, standing=standing)
    qtbot.addWidget(desk)
    c = handicapped(desk)
    asked: list[str] = []
    monkeypatch.setattr(
        "ui.desk.play.ask_question",
        lambda parent, title, text, *a, **k: asked.append(text) or QMessageBox.StandardButton.No,
    )
    desk.draw_btn.click()
    assert not c.drawn and "2 groups of players who never met" in asked[0]
    assert "Provisional" not in asked[0]


def test_the_entrants_ratings_in_english_and_spanish(qtbot, tmp_path) -> None:
    import os
    from pathlib import Path

    from PySide6.QtWidgets import QApplication

    from ui.i18n import Translations

    translations = Translations(QApplication.instance())
    shots = Path(os.environ.get("SCREENSHOT_DIR") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    try:
        for lang in ("en", "es"):
            assert translations.set_language(lang)
            desk = DeskWindow(rater=GuessedBook().ratings, standing=GuessedBook().standing)
            qtbot.addWidget(desk)
            desk.resize(1000, 600)
            desk.show()
            handicapped(desk)
            shown = desk.entrant_list.item(1).text()
            word = "provisional"
            assert shown.endswith(f", {word})") and ("partidas" in shown) == (lang == "es")
            assert desk.grab().save(str(shots / f"desk-entrants-provisional-{lang}.png"))
    finally:
        translations.set_language("en")
