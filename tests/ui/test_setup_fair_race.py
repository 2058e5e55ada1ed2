"""New match's fair-race suggestion and the registry's names: the ratings read shown with their
robustness, the fair races with each side's exact chance (hand-checked values), one click
applying a race, nothing suggested without ratings, names shown as typed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from scoreboard.players.rating_book import RatingBook
from ui.scorekeeper.setup_dialog import SetupDialog


def book(**ratings: tuple[float, int]) -> RatingBook:
    """A book of these (folded) names' ratings and robustness, every one rated, the same in
    every discipline."""
    keyed = {k: (r, n, True) for k, (r, n) in ratings.items()}
    return RatingBook(
        starter=500.0,
        by_key=keyed,
        names=("José Pérez", "Ana Martín"),
        by_discipline={d: keyed for d in ("eight-ball", "nine-ball", "ten-ball")},
    )


@pytest.fixture(autouse=True)
def english(qapp):
    """English words, plurals included ("8 games"), whichever test ran before."""
    from ui.i18n import Translations

    assert Translations(qapp).set_language("en")


@pytest.fixture
def dialog(qtbot):
    d = SetupDialog(None, names=["Jorge Castellanos"])
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def _names(d: SetupDialog, a: str, b: str) -> None:
    d.name_edits[0].setText(a)
    d.name_edits[1].setText(b)


def _suggested(d: SetupDialog) -> bool:
    return d.distance_form.isRowVisible(d.fair_race) and d.fair_race.isVisibleTo(d)


def _completions(d: SetupDialog, typed: str) -> list[str]:
    c = d.completer
    c.setCompletionPrefix(typed)
    out = []
    for row in range(c.completionCount()):
        c.setCurrentRow(row)
        out.append(c.currentCompletion())
    return out


def test_names_complete_from_the_registry_and_from_those_typed_before(dialog) -> None:
    assert _completions(dialog, "perez") == []
    dialog.set_ratings(book())
    assert _completions(dialog, "perez") == ["José Pérez"]  # accents and case ignored
    assert _completions(dialog, "MART") == ["Ana Martín"]  # any part of the name
    assert _completions(dialog, "castel") == ["Jorge Castellanos"]  # typed before, still offered
    dialog.set_ratings(book())
    assert _completions(dialog, "ana") == ["Ana Martín"]  # offered once


def test_equal_ratings_race_to_5_is_even(dialog) -> None:
    dialog.set_ratings(book(ana=(500.0, 30), bea=(500.0, 12)))
    _names(dialog, "Ana", "Bea")
    dialog.race.setValue(5)
    assert _suggested(dialog)
    panel = dialog.fair_race
    first = panel.races[0]
    assert (first.a, first.b, first.p_a, first.p_b) == (5, 5, 0.5, 0.5)
    assert panel.buttons[0].text() == "Race 5–5"
    assert panel.odds[0].text() == "Ana wins 50.0 % · Bea wins 50.0 %"
    assert "about a race to 5" in panel.heading.text()
    assert panel.players[0].text() == "Ana: rating 500 (30 games)"
    assert panel.players[1].text() == "Bea: rating 500 (12 games)"


def test_a_100_point_gap_gives_the_favourite_two_games_in_three(dialog) -> None:
    dialog.set_ratings(book(ana=(600.0, 80), bea=(500.0, 80)))
    _names(dialog, "Ana", "Bea")
    dialog.race.setValue(1)
    panel = dialog.fair_race
    shown = {b.text(): o.text() for b, o in zip(panel.buttons, panel.odds, strict=True)}
    # about a race to 1: races of 1 to 3 games; p = 2/3 per game for Ana
    assert shown == {
        "Race 2–1": "Ana wins 44.4 % · Bea wins 55.6 %",  # p^2 = 4/9
        "Race 1–1": "Ana wins 66.7 % · Bea wins 33.3 %",  # one game: 2/3
        "Race 1–2": "Ana wins 88.9 % · Bea wins 11.1 %",  # 1 - (1/3)^2 = 8/9
    }
    assert panel.races[1].p_a == pytest.approx(2 / 3)


def test_a_click_applies_the_race_a_handicap_when_the_two_differ(dialog, qtbot) -> None:
    dialog.set_ratings(book(ana=(600.0, 80), bea=(500.0, 80)))
    _names(dialog, "Ana", "Bea")
    dialog.race.setValue(7)
    race = dialog.fair_race.races[0]
    assert race.a != race.b
    qtbot.mouseClick(dialog.fair_race.buttons[0], Qt.MouseButton.LeftButton)
    assert dialog.handicap.isChecked()
    assert dialog.result_config().races == (race.a, race.b)
    assert dialog.problem() is None
    assert [b.isChecked() for b in dialog.fair_race.buttons] == [True, False, False]
    dialog.hc_race[1].setValue(race.b + 3)
    assert not any(b.isChecked() for b in dialog.fair_race.buttons)
    dialog.set_ratings(book(ana=(500.0, 80), bea=(500.0, 80)))
    qtbot.mouseClick(dialog.fair_race.buttons[0], Qt.MouseButton.LeftButton)
    assert not dialog.handicap.isChecked()
    assert dialog.result_config().races == (7, 7)


def test_no_ratings_no_suggestion_and_no_error(dialog) -> None:
    _names(dialog, "Ana", "Bea")
    assert not _suggested(dialog)  # nothing read yet
    dialog.set_ratings(book())
    assert not _suggested(dialog)  # neither of them rated
    assert dialog.problem() is None
    dialog.set_ratings(book(ana=(650.0, 3)))
    assert _suggested(dialog)  # Bea gets the starter rating
    assert dialog.fair_race.players[1].text() == "Bea: starter rating 500 (no games)"
    dialog.name_edits[1].clear()
    assert not _suggested(dialog)
    dialog.name_edits[1].setText("Bea")
    dialog.discipline.setCurrentIndex(dialog.discipline.findData("straight-pool"))
    assert not _suggested(dialog)  # a race of points: no races to suggest


def test_hostile_names_are_shown_as_typed(dialog) -> None:
    hostile = "<b>x</b><img src=a>"
    dialog.set_ratings(book(**{hostile: (700.0, 5)}))
    _names(dialog, hostile, "%1 %2")
    panel = dialog.fair_race
    assert _suggested(dialog)
    for label in (*panel.players, *panel.odds, panel.heading):
        assert label.textFormat() == Qt.TextFormat.PlainText
    assert panel.players[0].text().startswith(hostile + ": rating 700")
    assert panel.players[1].text() == "%1 %2: starter rating 500 (no games)"
    assert panel.odds[0].text().startswith("<b>x</b>")  # elided, not drawn
    assert "%1 %2 wins" in panel.odds[0].text()
    assert hostile not in panel.players[0].toolTip()  # escaped: shown, not drawn
    assert "&lt;b&gt;" in panel.players[0].toolTip()


def test_the_ratings_followed_arrive_now_and_later(dialog) -> None:
    later = []

    def ratings(done):
        later.append(done)
        return book(ana=(600.0, 9))

    dialog.follow_ratings(ratings)
    _names(dialog, "Ana", "Bea")
    assert dialog.fair_race.players[0].text() == "Ana: rating 600 (9 games)"
    later[0](book(ana=(640.0, 11)))
    assert dialog.fair_race.players[0].text() == "Ana: rating 640 (11 games)"


def test_new_match_and_the_desk_read_the_history_s_ratings_off_the_window_s_thread(
    qtbot, tmp_path
) -> None:
    from scoreboard.history.keeper import HistoryKeeper
    from tests.scoreboard.test_history import played
    from tests.ui.test_desk import make_ui, when_modal

    ui = make_ui(qtbot, tmp_path)
    db = ui.session.history_to_browse()
    assert db is not None
    for n, winner in enumerate((0, 0, 0, 1)):
        db.save(played(("Ana", "Bea Núñez"), winner=winner, match_id=f"m{n}")[0])
    assert isinstance(ui.session.keeper, HistoryKeeper) and ui.session.background is not None
    seen: dict[str, object] = {}

    def check(d: SetupDialog) -> None:
        qtbot.waitUntil(lambda: d.fair_race.book is not None, timeout=5000)
        seen["names"] = _completions(d, "nunez")
        _names(d, "ana", "Bea Núñez")
        seen["suggested"] = _suggested(d)
        seen["ana"] = d.fair_race.players[0].text()
        d.reject()

    when_modal(qtbot, check)
    assert not ui.new_match()
    assert seen["names"] == ["Bea Núñez"]
    assert seen["suggested"] is True
    assert str(seen["ana"]).startswith("ana: rating ") and "(8 games)" in str(seen["ana"])
    desk = ui.open_desk()
    completer = desk.name_edit.completer()
    assert completer is not None
    completer.setCompletionPrefix("bea")
    assert completer.completionCount() == 1 and completer.currentCompletion() == "Bea Núñez"


def test_the_starter_rating_set_in_the_players_window_is_kept_and_rates_new_match(
    qtbot, tmp_path
) -> None:
    from tests.ui.test_desk import make_ui, when_modal

    ui = make_ui(qtbot, tmp_path)
    assert ui.session.settings.rating_starter == 500.0

    def change(window) -> None:
        assert window.starter.value() == 500
        window.starter.setValue(650)
        window.reject()

    when_modal(qtbot, change)
    ui.show_players()
    assert ui.session.settings.rating_starter == 650.0
    seen: dict[str, str] = {}

    def check(d: SetupDialog) -> None:
        qtbot.waitUntil(lambda: d.fair_race.book is not None, timeout=5000)
        seen["starter"] = str(d.fair_race.book.starter if d.fair_race.book else None)
        d.reject()

    when_modal(qtbot, check)
    ui.new_match()
    assert seen["starter"] == "650.0"

    def again(window) -> None:
        seen["shown"] = str(window.starter.value())
        window.reject()

    when_modal(qtbot, again)
    ui.show_players()
    assert seen["shown"] == "650.0"


def test_the_fair_race_is_set_by_the_chosen_disciplines_ratings(dialog) -> None:
    nine = {"ana": (700.0, 50, True), "bea": (500.0, 50, True)}
    eight = {"ana": (500.0, 50, True), "bea": (500.0, 50, True)}
    dialog.set_ratings(
        RatingBook(
            starter=500.0,
            by_key=eight,
            names=("Ana", "Bea"),
            by_discipline={"nine-ball": nine, "eight-ball": eight},
        )
    )
    _names(dialog, "Ana", "Bea")
    dialog.discipline.setCurrentIndex(dialog.discipline.findData("nine-ball"))
    assert _suggested(dialog)
    assert "700" in dialog.fair_race.players[0].text()
    first = dialog.fair_race.races[0]
    assert first.a > first.b  # Ana gives a handicap at nine-ball
    dialog.discipline.setCurrentIndex(dialog.discipline.findData("eight-ball"))
    assert "500" in dialog.fair_race.players[0].text()
    assert dialog.fair_race.races[0].a == dialog.fair_race.races[0].b  # even at eight-ball


# -- provisional ratings and the club's handicap controls --------------------------------------


def club_book(**ratings: tuple[float, int, bool, int]) -> RatingBook:
    """A book of (rating, robustness, provisional, group) by folded name, every one rated."""
    keyed = {k: (r, n, True, prov, g) for k, (r, n, prov, g) in ratings.items()}
    return RatingBook(500.0, keyed, by_discipline={"nine-ball": keyed}, established=200)


def _answer(qtbot, button: QMessageBox.StandardButton, seen: list[str]) -> None:
    def act(box: QMessageBox) -> None:
        seen.append(box.text())
        box.button(button).click()

    from tests.ui.test_desk import when_modal

    when_modal(qtbot, act)


def test_a_provisional_rating_is_marked_and_its_handicap_needs_a_yes(dialog, qtbot) -> None:
    dialog.set_ratings(club_book(ana=(560.0, 12, True, 0), bea=(480.0, 400, False, 0)))
    _names(dialog, "Ana", "Bea")
    dialog.race.setValue(7)
    panel = dialog.fair_race
    assert panel.players[0].text() == "Ana: rating 560 (12 games), provisional"
    assert panel.players[1].text() == "Bea: rating 480 (400 games)"
    assert panel.warning.isVisibleTo(dialog) and "Provisional ratings" in panel.warning.text()
    race = panel.races[0]
    assert race.a != race.b
    seen: list[str] = []
    _answer(qtbot, QMessageBox.StandardButton.No, seen)
    qtbot.mouseClick(panel.buttons[0], Qt.MouseButton.LeftButton)
    assert seen and f"{race.a}–{race.b}" in seen[0] and "provisional" in seen[0]
    assert not dialog.handicap.isChecked() and dialog.result_config().races == (7, 7)
    _answer(qtbot, QMessageBox.StandardButton.Yes, seen)
    qtbot.mouseClick(panel.buttons[0], Qt.MouseButton.LeftButton)
    assert len(seen) == 2 and dialog.result_config().races == (race.a, race.b)


def test_established_ratings_apply_at_once_with_no_warning(dialog, qtbot) -> None:
    dialog.set_ratings(club_book(ana=(560.0, 300, False, 0), bea=(480.0, 400, False, 0)))
    _names(dialog, "Ana", "Bea")
    dialog.race.setValue(7)
    panel = dialog.fair_race
    assert not panel.warning.isVisibleTo(dialog)
    qtbot.mouseClick(panel.buttons[0], Qt.MouseButton.LeftButton)  # no question asked
    assert dialog.result_config().races == (panel.races[0].a, panel.races[0].b)


def test_players_whose_groups_never_met_are_said_to_be_incomparable(dialog) -> None:
    dialog.set_ratings(club_book(ana=(520.0, 300, False, 0), bea=(480.0, 300, False, 7)))
    _names(dialog, "Ana", "Bea")
    text = dialog.fair_race.warning.text()
    assert "Ana and Bea never met" in text and "cannot be compared" in text


def test_a_gap_no_race_makes_even_is_said_with_the_best_chance(dialog) -> None:
    """The issue's 600-point gap about a race to 7: at best 14-1, 80.5 % for the stronger."""
    dialog.set_ratings(club_book(ana=(1100.0, 300, False, 0), bea=(500.0, 300, False, 0)))
    _names(dialog, "Ana", "Bea")
    dialog.race.setValue(7)
    text = dialog.fair_race.warning.text()
    assert "near even" in text and "Ana" in text
    # the club's minimum race (3 by default) holds: Bea races to at least 3
    assert all(r.b >= 3 for r in dialog.fair_race.races)


def test_the_clubs_minimum_race_and_gap_cap_choose_the_races(qtbot) -> None:
    from scoreboard.service.settings import Settings

    ratings = club_book(ana=(800.0, 300, False, 0), bea=(500.0, 300, False, 0))
    shown = {}
    for minimum, cap in ((1, None), (3, None), (1, 200.0)):
        d = SetupDialog(None, defaults=Settings(race_minimum=minimum, rating_gap_cap=cap))
        qtbot.addWidget(d)
        d.set_ratings(ratings)
        _names(d, "Ana", "Bea")
        d.race.setValue(5)
        shown[(minimum, cap)] = [(r.a, r.b) for r in d.fair_race.races][0]
    assert shown == {(1, None): (8, 1), (3, None): (8, 3), (1, 200.0): (7, 2)}


def test_new_match_with_a_provisional_warning_in_english_and_spanish(qtbot, tmp_path) -> None:
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
            d = SetupDialog(None)
            qtbot.addWidget(d)
            d.show()
            d.set_ratings(club_book(ana=(640.0, 12, True, 0), bea=(480.0, 400, False, 3)))
            _names(d, "Ana", "Bea")
            d.race.setValue(7)
            assert d.fair_race.warning.isVisibleTo(d)
            QApplication.processEvents()  # the dialog grows to its new rows
            if lang == "es":
                assert "provisional" in d.fair_race.players[0].text()
                assert "nivel" in d.fair_race.players[0].text()
            assert d.grab().save(str(shots / f"new-match-provisional-{lang}.png"))
    finally:
        translations.set_language("en")
