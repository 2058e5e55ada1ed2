"""The Players window's registry edits: the one merge picked undone, a typed name split into a
player of its own, a player added, a club and an imported rating edited (what is typed
checked), each written off the windows' thread; screenshots in English and Spanish."""

from __future__ import annotations

import os
import threading
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QApplication, QDialog, QLabel

from scoreboard.history.database import HistoryDB
from scoreboard.players.registry import Merge, Person, Registry
from tests.scoreboard.test_history import played
from tests.ui.test_players_window import cells, rows
from ui.i18n import Translations
from ui.players.edits import PersonDialog, SplitDialog, UnmergeDialog, parse_rating
from ui.players.window import PlayerPage, PlayersWindow


def history(tmp_path: Path) -> HistoryDB:
    """Ann, Bob and Cid have each beaten Zed 2-0; José Pérez twice and jose perez once."""
    db = HistoryDB(tmp_path / "history.sqlite3")
    for n, name in enumerate(("Ann", "Bob", "Cid", "José Pérez", "José Pérez", "jose perez")):
        db.save(played((name, "Zed"), winner=0, match_id=f"m{n}")[0])
    return db


def pid(w: PlayersWindow, name: str) -> int:
    return next(p.id for p in w.people if p.name == name)


def select(w: PlayersWindow, name: str) -> None:
    """Select ``name``'s row alone (selectRow would add to the selection while a keyboard
    modifier an earlier test pressed is still held)."""
    row = next(r for r, line in enumerate(cells(w)) if line[0] == name)
    flags = QItemSelectionModel.SelectionFlag.ClearAndSelect
    flags |= QItemSelectionModel.SelectionFlag.Rows
    w.table.selectionModel().select(w.table.model().index(row, 0), flags)


def test_the_unmerge_picked_undoes_that_merge_and_no_other(qtbot, tmp_path, monkeypatch) -> None:
    db = history(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    w.merge(pid(w, "Bob"), [pid(w, "Cid")])
    w.merge(pid(w, "Ann"), [pid(w, "Bob")])
    assert rows(w)["Ann"][-1] == "3" and "Bob" not in rows(w)
    select(w, "Ann")
    assert w.unmerge_button.isEnabled()
    offered: list[str] = []

    def pick_bob(dialog: UnmergeDialog) -> int:
        offered.extend(dialog.list.item(i).text() for i in range(dialog.list.count()))
        dialog.list.setCurrentRow(offered.index("Bob into Ann"))
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(UnmergeDialog, "exec", pick_bob)
    w.unmerge_selected()
    assert sorted(offered) == ["Bob into Ann", "Cid into Bob"]
    assert rows(w)["Ann"][-1] == "1"
    assert rows(w)["Bob"][-1] == "2" and "Cid" not in rows(w)  # Cid still merged into Bob
    db.close()


def test_a_typed_name_is_split_into_a_player_of_its_own(qtbot, tmp_path, monkeypatch) -> None:
    db = history(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    assert rows(w)["José Pérez"][-1] == "3" and "jose perez" not in rows(w)
    select(w, "Ann")
    assert not w.split_button.isEnabled()  # one name: nothing to split
    select(w, "José Pérez")
    assert w.split_button.isEnabled()

    def pick(dialog: SplitDialog) -> int:
        dialog.names.setCurrentIndex(dialog.names.findText("jose perez"))
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(SplitDialog, "exec", pick)
    w.split_selected()
    assert rows(w)["José Pérez"][-1] == "2" and rows(w)["jose perez"][-1] == "1"
    db.close()


def test_a_player_is_added_with_his_club_and_imported_rating(qtbot, tmp_path, monkeypatch) -> None:
    db = history(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)

    def typed(dialog: PersonDialog) -> int:
        dialog.name.setText("  Dora   Gil ")
        dialog.club.setText("Billar Sur")
        dialog.rating.setText("720,5")
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(PersonDialog, "exec", typed)
    w.add_person()
    assert rows(w)["Dora Gil"][:2] == ["Billar Sur", "720"]
    assert Registry(db.conn).person(pid(w, "Dora Gil")).rating == 720.5
    db.close()


def test_a_players_club_and_imported_rating_are_edited(qtbot, tmp_path, monkeypatch) -> None:
    db = history(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    select(w, "Ann")
    assert w.edit_button.isEnabled()

    def typed(dialog: PersonDialog) -> int:
        assert dialog.name.isReadOnly() and dialog.name.text() == "Ann"
        dialog.club.setText("Club Norte")
        dialog.rating.setText("650")
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(PersonDialog, "exec", typed)
    w.edit_selected()
    person = Registry(db.conn).person(pid(w, "Ann"))
    assert (person.club, person.rating) == ("Club Norte", 650.0)
    assert rows(w)["Ann"][0] == "Club Norte"
    db.close()


@pytest.mark.parametrize(
    ("name", "club", "rating", "said"),
    [
        ("   ", "", "", "A player's name is empty."),
        ("Ana\x07", "", "", "control character"),
        ("A" * 61, "", "", "longer than 60"),
        ("Ana", "Sur\x00", "", "The club is longer than"),
        ("Ana", "", "5001", "The rating is a number from 0 to 5000"),
        ("Ana", "", "-1", "The rating is a number"),
        ("Ana", "", "nan", "The rating is a number"),
        ("Ana", "", "mucho", "The rating is a number"),
    ],
)
def test_what_is_typed_for_a_player_is_checked_before_anything_is_written(
    qtbot, name: str, club: str, rating: str, said: str
) -> None:
    dialog = PersonDialog(None)
    qtbot.addWidget(dialog)
    dialog.name.setText(name)
    dialog.club.setText(club)
    dialog.rating.setText(rating)
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.values is None
    assert said in dialog.problem.text()


def test_a_rating_typed_is_a_number_on_the_lists_scale_or_none() -> None:
    assert parse_rating(" 612,5 ") == 612.5 and parse_rating("0") == 0.0
    assert parse_rating("  ") is None
    for bad in ("5000.1", "inf", "1e9", "six"):
        with pytest.raises(ValueError):
            parse_rating(bad)


def test_a_change_is_written_off_the_windows_thread(qtbot, tmp_path, monkeypatch) -> None:
    db = history(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    threads: list[threading.Thread] = []
    merge = Registry.merge

    def watched(self: Registry, source: int, into: int) -> None:
        threads.append(threading.current_thread())
        merge(self, source, into)

    monkeypatch.setattr(Registry, "merge", watched)
    w.merge(pid(w, "Ann"), [pid(w, "Bob")])
    assert threads and threading.main_thread() not in threads
    assert "Bob" not in rows(w)
    db.close()


def test_a_refused_change_is_said_and_the_registry_shown_as_it_is(qtbot, tmp_path) -> None:
    db = history(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    w.change(lambda reg: reg.split("Ann"), w.tr("Not split: %1"))
    assert w.problem.text().startswith("Not split: ") and "only name" in w.problem.text()
    assert rows(w)["Ann"][-1] == "1"
    db.close()


def test_screenshots_of_the_edits_in_english_and_spanish(qtbot, tmp_path: Path) -> None:
    db = history(tmp_path)
    translations = Translations(QApplication.instance())
    shots = Path(os.environ.get("SCREENSHOT_DIR") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    try:
        for lang in ("en", "es"):
            assert translations.set_language(lang)
            w = PlayersWindow(None, db)
            qtbot.addWidget(w)
            ann, bob, cid = (pid(w, n) for n in ("Ann", "Bob", "Cid"))
            w.merge(bob, [cid])
            w.merge(ann, [bob])
            w.show()
            select(w, "Ann")
            assert w.unmerge_button.isEnabled() and w.edit_button.isEnabled()
            assert w.grab().save(str(shots / f"players-edits-{lang}.png"))
            shown = w.people[w._rank[ann]]
            unmerge = UnmergeDialog(w, shown)
            person = PersonDialog(w, shown)
            person.rating.setText("9000")
            person.accept()
            split = SplitDialog(w, w.people[w._rank[pid(w, "José Pérez")]])
            for name, dialog in (("unmerge", unmerge), ("person", person), ("split", split)):
                qtbot.addWidget(dialog)
                dialog.show()
                assert dialog.grab().save(str(shots / f"players-{name}-{lang}.png"))
            if lang == "es":
                assert w.split_button.text() == "Separar un nombre…"
                assert unmerge.list.item(0).text().endswith("unido a Ann")
                assert person.problem.text().startswith("El nivel es un número de 0 a 5000")
            for widget in (unmerge, person, split, w):
                widget.close()
            Registry(db.conn).unmerge(ann, bob)  # as it was, for the next language
            Registry(db.conn).unmerge(bob, cid)
    finally:
        translations.set_language("en")
        db.close()


def test_a_match_between_two_names_of_a_player_is_said_on_his_page_and_not_counted(
    qtbot, tmp_path: Path
) -> None:
    db = history(tmp_path)
    db.save(played(("Ann", "Anita"), winner=0, match_id="self")[0])
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    w.merge(pid(w, "Ann"), [pid(w, "Anita")])
    ann = w.people[w._rank[pid(w, "Ann")]]
    page = PlayerPage(w, ann, w.people, w.matches, w.ratings)
    qtbot.addWidget(page)
    assert page.notes == ["Matches between two names of this player, not counted: 1"]
    assert page.total_rows[0][1:4] == ["1", "1", "0"]  # matches, won, lost: Zed's alone
    assert w.ratings is not None and w.ratings[ann.id].robustness == 2
    db.close()


def test_names_in_the_dialogs_are_shown_as_typed(qtbot) -> None:
    cid = Person(1, "<b>Cid</b>", "", None, ("<b>Cid</b>", "<i>cid</i>"), 2)
    cid = replace(cid, merges=(Merge(2, 1, "<i>x</i>", "<b>Cid</b>"),))
    for dialog in (SplitDialog(None, cid), UnmergeDialog(None, cid), PersonDialog(None, cid)):
        qtbot.addWidget(dialog)
        for label in dialog.findChildren(QLabel):
            assert label.textFormat() == Qt.TextFormat.PlainText, label.text()
    split = SplitDialog(None, cid)
    qtbot.addWidget(split)
    assert split.chosen() == "<i>cid</i>"  # a spelling other than the person's own first
