"""The history dialog over a real SQLite history (filters narrow the list, a page at a time even
with 10,000 matches; an opened match shows its replayed statistics), and the resume dialog over
real unfinished journals (resume, discard = archive, not now)."""

from __future__ import annotations

import dataclasses
import time
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QDate
from PySide6.QtWidgets import QDialog

from rules import Call, Pocket, Pocketed, RackOptions, Shot
from scoreboard.history.database import HistoryDB, MatchSummary, summarize
from scoreboard.match.match import MatchConfig
from scoreboard.table.journal import CLOSED_FOLDER, Journal, find_unfinished, read_journal
from ui.adapters.controller import Controller
from ui.history.dialog import PAGE, HistoryDialog, MatchDialog
from ui.scorekeeper.resume_dialog import ResumeDialog

BREAK = Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4)
NINE = Shot(pocketed=(Pocketed(9, Pocket.FOOT_RIGHT),), rails=1)
MISS = Shot(rails=1)
NAMES = ("Ana", "José Pérez", "María Fernández", "Jorge Castellanos", "Luis Gómez")


def _record(config: MatchConfig, play) -> tuple[Controller, list[dict]]:
    c = Controller(config)
    records: list[dict] = []
    c.table.add_input_listener(lambda i: records.append(i.to_dict()))
    play(c)
    return c, records


def nine_ball_match() -> MatchSummary:
    """Race to 2: Ana breaks and misses, José runs out; José breaks and makes the 9."""
    config = MatchConfig(
        players=("Ana", "José Pérez"), discipline="nine-ball", race=(2, 2), breaker=0
    )

    def play(c: Controller) -> None:
        for shot in (BREAK, MISS, NINE, BREAK, NINE):
            assert c.table.shot(shot)

    c, records = _record(config, play)
    assert c.snapshot.winner == 1
    return summarize(
        c.snapshot,
        match_id="nine",
        created="2024-05-01T18:00:00+02:00",
        config=config.to_dict(),
        inputs=records,
        finished="2024-05-01T19:00:00+02:00",
    )


def straight_pool_match() -> MatchSummary:
    config = MatchConfig(
        players=("Ana", "José Pérez"),
        discipline="straight-pool",
        options=RackOptions(target=(3, 3)),
        breaker=0,
    )

    def play(c: Controller) -> None:
        assert c.table.shot(Shot(cue_and_two_to_rail=True))
        for ball in (5, 9, 3):
            assert c.table.shot(
                Shot(
                    pocketed=(Pocketed(ball, Pocket.FOOT_LEFT),), call=Call(ball, Pocket.FOOT_LEFT)
                )
            )

    c, records = _record(config, play)
    assert c.snapshot.winner == 1
    return summarize(
        c.snapshot,
        match_id="straight",
        created="2024-06-01T18:00:00+02:00",
        config=config.to_dict(),
        inputs=records,
    )


def variant(base: MatchSummary, n: int, players: tuple[str, str], created: str) -> MatchSummary:
    config = dict(base.config, players=list(players))
    return dataclasses.replace(
        base, match_id=f"{base.match_id}-{n}", players=players, config=config, created=created
    )


def fill(db: HistoryDB, count: int) -> None:
    """``count`` matches: nine-ball, every fifth one 14.1; players rotate over NAMES; one a day
    from 2023-01-01."""
    nine, straight = nine_ball_match(), straight_pool_match()
    for n in range(count):
        base = straight if n % 5 == 4 else nine
        players = (NAMES[n % 5], NAMES[(n + 1) % 5])
        day = date.fromordinal(date(2023, 1, 1).toordinal() + n)
        db.save(variant(base, n, players, f"{day.isoformat()}T12:00:00+00:00"))


@pytest.fixture
def db(tmp_path: Path):
    d = HistoryDB(tmp_path / "history.sqlite3")
    fill(d, 50)
    yield d
    d.close()


@pytest.fixture
def dialog(qtbot, db):
    d = HistoryDialog(None, db)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    yield d
    d.close()


def _rows(d: HistoryDialog) -> list[tuple[str, str, str]]:
    m = d.model
    return [
        (m.index(r, 1).data(), m.index(r, 2).data(), m.index(r, 4).data())
        for r in range(m.rowCount())
    ]


# -- history -------------------------------------------------------------------------------------


def test_history_lists_every_stored_match_newest_first(dialog):
    assert dialog.model.rowCount() == 50
    dates = [dialog.model.index(r, 0).data() for r in range(50)]
    assert dates == sorted(dates, reverse=True)
    assert dialog.count_label.text() == "50 matches"


def test_player_filter_narrows_the_list_to_that_players_matches(qtbot, dialog):
    dialog.player.setText("jose perez")  # accent- and case-blind, as the store folds names
    dialog.player.returnPressed.emit()
    rows = _rows(dialog)
    assert len(rows) == 20  # José plays in 2 of every 5 matches
    assert all("José Pérez" in (a, b) for _, a, b in rows)


def test_player_filter_suggests_stored_names_while_typing(qtbot, dialog):
    qtbot.keyClicks(dialog.player, "cast")
    assert dialog.player.completer().model().stringList() == ["Jorge Castellanos"]


def test_discipline_filter_narrows_the_list(dialog):
    dialog.discipline.setCurrentIndex(dialog.discipline.findData("straight-pool"))
    rows = _rows(dialog)
    assert len(rows) == 10
    assert {d for d, _, _ in rows} == {"Straight pool 14.1"}


def test_the_list_counts_no_racks_for_a_straight_pool_match(dialog):
    """14.1 has no racks: its row's rack count is empty (it said 1, its one game)."""
    m = dialog.model
    racks = m.COLUMNS.index("racks")
    by_discipline: dict[str, set[str]] = {}
    for r in range(m.rowCount()):
        by_discipline.setdefault(m.index(r, 1).data(), set()).add(m.index(r, racks).data())
    assert by_discipline["Straight pool 14.1"] == {""}
    assert "" not in by_discipline["Nine-ball"]


def test_date_range_includes_both_ends(dialog):
    dialog.since.setDate(QDate(2023, 1, 10))
    dialog.until.setDate(QDate(2023, 1, 19))
    assert dialog.model.rowCount() == 50  # dates are ignored until ticked
    dialog.since_check.setChecked(True)
    dialog.until_check.setChecked(True)
    assert dialog.model.rowCount() == 10
    dates = {dialog.model.index(r, 0).data()[:10] for r in range(10)}
    assert min(dates) == "2023-01-10" and max(dates) == "2023-01-19"


def test_filters_combine(dialog):
    dialog.player.setText("Ana")
    dialog.player.returnPressed.emit()
    dialog.discipline.setCurrentIndex(dialog.discipline.findData("nine-ball"))
    rows = _rows(dialog)
    assert rows and all("Ana" in (a, b) for _, a, b in rows)
    assert {d for d, _, _ in rows} == {"Nine-ball"}
    assert len(rows) == 10  # Ana plays 20: 10 nine-ball, 10 straight pool
    dialog.player.clear()
    assert dialog.model.rowCount() == 40


def test_unknown_player_finds_nothing(dialog):
    dialog.player.setText("Nadie")
    dialog.player.returnPressed.emit()
    assert dialog.model.rowCount() == 0
    assert dialog.count_label.text() == "No match found"


def test_opened_match_shows_each_players_replayed_statistics(qtbot, dialog):
    r = next(i for i, row in enumerate(_rows(dialog)) if row[0] == "Nine-ball")
    m = dialog.open_row(r)
    assert isinstance(m, MatchDialog)
    qtbot.addWidget(m)
    assert m.replayed
    assert m.snapshot is not None
    stats = m.snapshot.players.stats
    assert stats[1].racks_won == 2 and stats[0].racks_won == 0
    t = m.stats_table
    labels = [t.verticalHeaderItem(i).text() for i in range(t.rowCount())]
    row_of = {label: i for i, label in enumerate(labels)}
    assert t.item(row_of["Racks won"], 1).text() == "2"
    assert t.item(row_of["Shots"], 0).text() == str(stats[0].shots)
    assert t.item(row_of["Break and runs"], 1).text() == "1"
    assert m.racks_table.rowCount() == 2
    assert m.sheet is None


def test_opened_straight_pool_match_shows_the_score_sheet(qtbot, dialog):
    dialog.discipline.setCurrentIndex(dialog.discipline.findData("straight-pool"))
    m = dialog.open_row(0)
    qtbot.addWidget(m)
    assert m.sheet is not None and m.sheet.rowCount() == 1
    labels = [m.stats_table.verticalHeaderItem(i).text() for i in range(m.stats_table.rowCount())]
    assert "Points" in labels and "Average per inning" in labels
    assert m.stats_table.item(labels.index("Points"), 1).text() == "3"
    assert labels.index("Fouls") + 1 == labels.index("Penalty points")  # apart, side by side
    # 14.1 has no games nor racks to list: its innings, points and re-racks are its sheet
    tabs = [m.tabs.tabText(i) for i in range(m.tabs.count())]
    assert tabs == ["Statistics", "Score sheet"] and m.racks_table is None


def test_listing_ten_thousand_matches_reads_one_page(qtbot, tmp_path):
    db = HistoryDB(tmp_path / "big.sqlite3")
    fill(db, 10_000)
    calls: list[tuple[int | None, int]] = []
    listing = db.list_matches

    def spy(filters=None, *, limit=100, offset=0):
        calls.append((limit, offset))
        return listing(filters, limit=limit, offset=offset)

    db.list_matches = spy
    started = time.perf_counter()
    d = HistoryDialog(None, db)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.grab()  # paint the first screenful
    assert d.model.rowCount() == 10_000
    d.player.setText("Luis Gómez")
    d.player.returnPressed.emit()
    d.grab()
    elapsed = time.perf_counter() - started
    assert d.model.rowCount() == 4_000
    assert calls == [(PAGE, 0), (PAGE, 0)]  # the visible page of each listing, no more
    assert elapsed < 2.0
    d.table.scrollToBottom()
    d.grab()
    assert calls[-1] == (PAGE, (3_999 // PAGE) * PAGE)
    assert "Luis Gómez" in (d.model.index(3_999, 2).data(), d.model.index(3_999, 4).data())
    d.close()
    db.close()


# -- resume --------------------------------------------------------------------------------------


def _unfinished(folder: Path, match_id: str, players: tuple[str, str], shots: int) -> None:
    config = MatchConfig(players=players, discipline="nine-ball", race=(5, 5), breaker=0)
    journal = Journal.create(folder, config, match_id=match_id)
    c = Controller(config)
    journal.attach(c.table)
    for winner in (0, 1, 0)[:shots]:
        assert c.table.concede_rack(1 - winner)
    journal.release()


@pytest.fixture
def journals(tmp_path: Path) -> Path:
    folder = tmp_path / "journals"
    _unfinished(folder, "2024-a", ("Ana", "José Pérez"), 3)
    _unfinished(folder, "2024-b", ("María Fernández", "Luis Gómez"), 1)
    return folder


@pytest.fixture
def resume(qtbot, journals):
    d = ResumeDialog(None, find_unfinished(journals))
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    yield d
    d.close()


def _cells(d: ResumeDialog) -> list[list[str]]:
    t = d.table
    return [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]


def test_resume_lists_each_unfinished_match_with_its_score(resume):
    cells = {row[0]: row for row in _cells(resume)}
    assert set(cells) == {"Ana vs José Pérez", "María Fernández vs Luis Gómez"}
    assert cells["Ana vs José Pérez"][1] == "Nine-ball"
    assert cells["Ana vs José Pérez"][2] == "2 – 1"
    assert cells["María Fernández vs Luis Gómez"][2] == "1 – 0"
    assert all(row[3][:2] == "20" for row in cells.values())  # a last-change date


def test_resume_returns_the_chosen_journal(qtbot, resume):
    resume.table.selectRow(1)
    chosen_id = resume.remaining()[1].match_id
    resume.resume_button.click()
    assert resume.result() == QDialog.DialogCode.Accepted
    assert resume.chosen() is not None and resume.chosen().match_id == chosen_id


def test_discard_archives_the_journal_and_never_deletes_it(resume, journals):
    resume.table.selectRow(0)
    gone = resume.remaining()[0]
    resume.discard_button.click()
    assert resume.table.rowCount() == 1 and resume.isVisible()
    archived = journals / CLOSED_FOLDER / gone.path.name
    assert resume.discarded() == [archived]
    assert archived.exists() and not gone.path.exists()
    assert read_journal(archived).ended == "abandoned"
    assert read_journal(archived).inputs == gone.inputs
    assert [c.match_id for c in find_unfinished(journals)] == [resume.remaining()[0].match_id]


def test_discarding_the_last_match_closes_the_dialog(resume, journals):
    resume.discard_button.click()
    resume.discard_button.click()
    assert resume.result() == QDialog.DialogCode.Rejected and resume.chosen() is None
    assert find_unfinished(journals) == []
    assert len(list((journals / CLOSED_FOLDER).glob("*.jsonl"))) == 2


def test_not_now_leaves_every_match_unfinished(resume, journals):
    resume.later_button.click()
    assert resume.result() == QDialog.DialogCode.Rejected and resume.chosen() is None
    assert len(find_unfinished(journals)) == 2


def test_unreadable_journal_is_listed_but_cannot_be_resumed(qtbot, journals):
    (journals / "zz.jsonl").write_text("not a journal\n", encoding="utf-8")
    found = find_unfinished(journals)
    d = ResumeDialog(None, found)
    qtbot.addWidget(d)
    r = next(i for i, c in enumerate(d.remaining()) if not c.usable)
    d.table.selectRow(r)
    assert d.table.item(r, 2).text() == "Cannot be read"
    assert not d.resume_button.isEnabled() and d.discard_button.isEnabled()
    d.discard_button.click()
    assert (journals / CLOSED_FOLDER / "zz.jsonl").read_text(encoding="utf-8") == "not a journal\n"
