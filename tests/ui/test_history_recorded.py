"""The history window over results kept without their shots: a result typed at the desk and a
forfeit are listed with their mark, and opening one shows its result, no statistics nor shot
log. Real SQLite."""

from __future__ import annotations

from pathlib import Path

from scoreboard.competition import Format
from scoreboard.competition.store import CompetitionStore
from scoreboard.history.database import HistoryDB
from scoreboard.history.results import typed_id
from tests.scoreboard.competition.helpers import entered
from ui.history.dialog import HistoryDialog, MatchDialog


def test_typed_results_are_marked_and_open_on_their_result(qtbot, tmp_path: Path) -> None:
    db = HistoryDB(tmp_path / "history.sqlite3")
    c = entered(Format.SINGLE_ELIMINATION, 4, discipline="nine-ball")
    first, second = c.ready()[:2]
    c.enter_result(first.id, (first.race, 2))
    c.enter_result(second.id, (1, 0), forfeit=1)
    CompetitionStore.of(db).save(c)
    d = HistoryDialog(None, db)
    qtbot.addWidget(d)
    shots = d.model.COLUMNS.index("shots")
    marks = {
        d.model.row(r).match_id: d.model.index(r, shots).data() for r in range(d.model.rowCount())
    }
    assert marks == {
        typed_id(c.uid, first.id): "typed",
        typed_id(c.uid, second.id): "typed · forfeit",
    }
    row = next(r for r in range(2) if d.model.row(r).match_id == typed_id(c.uid, second.id))
    m = d.open_row(row)
    assert isinstance(m, MatchDialog)
    qtbot.addWidget(m)
    assert not m.scored and not m.replayed
    assert "typed at the competition desk" in m.note.text() and "forfeit" in m.note.text()
    assert m.tabs.isHidden()
    title = m.findChild(type(m.note), "matchTitle").text()
    assert title == f"{c.entrant(second.top)}  1 – 0  {c.entrant(second.bottom)}"
    db.close()
