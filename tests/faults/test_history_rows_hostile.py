"""Every row of the history is read as untrusted, through the real Match › History dialog.

A history holds one sound match and, next to it, matches whose rows another program has
damaged. For each column of each table the list reads (matches, match_data, racks, shots,
players) the damaged matches hold one hostile value each: the wrong type, the wrong JSON
shape, JSON nested 100,000 deep, bytes that are not UTF-8, megabytes of text, numbers out of
range. Whatever SQLite itself accepts in that column, the dialog lists every match (a damaged
one marked as damaged), draws every cell, opens the sound match as usual and says, naming the
history, that a damaged one cannot be opened: no exception anywhere (pytest-qt fails a test on
an exception raised inside a Qt call).
"""

from __future__ import annotations

import dataclasses
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from scoreboard.history.database import HistoryDB
from tests.ui.test_history_dialog import nine_ball_match, straight_pool_match
from ui.history.dialog import HistoryDialog, MatchDialog

#: One hostile value per damaged match, as (label, value, SQL that writes it).
HOSTILE: tuple[tuple[str, Any, str], ...] = (
    ("blob", b"\x00\x01\xfe binary", "?"),
    ("real", 12345.5, "?"),
    ("text", "abc", "?"),
    ("wrong JSON shape", "[1,2]", "?"),
    ("100k-deep JSON", "[" * 100_000, "?"),
    ("invalid UTF-8", b"Ana \xc3\x28\xff", "CAST(? AS TEXT)"),
    ("huge", "x" * 2_000_000, "?"),
    ("out of range", 2**62, "?"),
    ("negative", -7, "?"),
    ("NULL", None, "?"),
)

#: The tables and columns the list and an opened match read (row ids left out: SQLite keeps
#: them whole numbers itself).
TABLES = {
    "matches": (
        "match_id discipline ruleset player0 player1 name0 name1 started finished winner"
        " end_reason score0 score1 racks0 racks1 sets0 sets1 racks_played shots stats0 stats1"
        " recorded forfeit competition slot"
    ).split(),
    "match_data": "created config clock inputs score_sheet".split(),
    "racks": ("number set_number breaker winner outcome score0 score1 moves stats0 stats1".split()),
    "shots": "seq rack shooter kind pocketed foul fouls reasons breaking time".split(),
    "players": "name key first_seen last_seen matches".split(),
}
CASES = [(table, column) for table, columns in TABLES.items() for column in columns]


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A history with a sound straight-pool match and one nine-ball match per hostile value
    (each with players of its own)."""
    path = tmp_path_factory.mktemp("hostile") / "history.sqlite3"
    with HistoryDB(path) as db:
        db.save(dataclasses.replace(straight_pool_match(), match_id="sound"))
        nine = nine_ball_match()
        for k in range(len(HOSTILE)):
            db.save(
                dataclasses.replace(
                    nine, match_id=f"damaged-{k}", players=(f"Player {k}a", f"Player {k}b")
                )
            )
    return path


def _damage(path: Path, table: str, column: str) -> list[str]:
    """Write each hostile value into ``column`` of the damaged match ``k``'s rows; the labels
    of the values SQLite took."""
    conn = sqlite3.connect(path, isolation_level=None)
    taken = []
    try:
        for k, (label, value, sql) in enumerate(HOSTILE):
            mid = conn.execute(
                "SELECT id FROM matches WHERE match_id = ?", (f"damaged-{k}",)
            ).fetchone()[0]
            if table == "players":
                where, args = "name = ?", (f"Player {k}a",)
            elif table == "matches":
                where, args = "id = ?", (mid,)
            elif table == "match_data":
                where, args = "match = ?", (mid,)
            else:  # the match's first rack or shot
                where = f"rowid = (SELECT min(rowid) FROM {table} WHERE match = ?)"
                args = (mid,)
            try:
                conn.execute(f"UPDATE {table} SET {column} = {sql} WHERE {where}", (value, *args))
            except sqlite3.IntegrityError:  # NOT NULL, UNIQUE: no file can hold it
                continue
            taken.append(label)
    finally:
        conn.close()
    return taken


def _draw_every_cell(dialog: HistoryDialog) -> list[str]:
    model = dialog.model
    roles = (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.UserRole,
    )
    shown = []
    for r in range(model.rowCount()):
        cells = []
        for c in range(model.columnCount()):
            index = model.index(r, c)
            for role in roles:
                model.data(index, role)
            cells.append(str(model.data(index, Qt.ItemDataRole.DisplayRole) or ""))
        shown.append(" | ".join(cells))
    dialog.table.viewport().grab()  # the real paint, through the delegate
    return shown


@pytest.mark.parametrize(("table", "column"), CASES, ids=[f"{t}.{c}" for t, c in CASES])
def test_damaged_rows_never_hide_the_others_nor_crash_the_history_window(
    qtbot, tmp_path: Path, template: Path, table: str, column: str
) -> None:
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(template, path)
    taken = _damage(path, table, column)
    assert len(taken) >= 3  # the class is tried, not one member

    history = HistoryDB(path)
    dialog = HistoryDialog(None, history)
    qtbot.addWidget(dialog)
    dialog.show()
    shown = _draw_every_cell(dialog)
    dialog._player_typed("p")  # the completer reads the players' names
    dialog._player_typed("")

    # every match is listed; the sound one as it was stored
    assert dialog.model.rowCount() == 1 + len(HOSTILE), shown
    assert dialog.model.failure is None
    sound = [i for i, line in enumerate(shown) if "Ana" in line and "José Pérez" in line]
    assert len(sound) == 1, shown

    opened, refused = 0, []
    for r in range(dialog.model.rowCount()):
        match = dialog.open_row(r)
        if isinstance(match, MatchDialog):
            opened += 1
            match.grab()
            match.close()
        else:
            box = QApplication.activeModalWidget() or dialog.findChild(QMessageBox, "damagedMatch")
            assert isinstance(box, QMessageBox)
            refused.append(box.text())
            assert str(path) in box.text()  # names the history
            box.done(0)
            box.deleteLater()
    if table == "matches" and column in ("name0", "name1", "stats0", "stats1"):
        # a damaged summary is shown as damaged
        assert any("Damaged entry" in line for line in shown), shown
    dialog.close()
    history.close()
    print(
        f"tried: {table}.{column} = {', '.join(taken)}; listed {len(shown)}, "
        f"opened {opened}, refused {len(refused)}"
    )
    assert opened >= 1  # the sound match at least
