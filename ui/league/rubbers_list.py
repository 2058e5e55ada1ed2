"""The night's rubbers as the League night window lists them (who plays whom, the distance,
the table the format assigns (a column shown when the format assigns tables), the score and the
winner, or "in play" while a rubber's match is on a table, and a closed night's new result
waiting for its correction's reason), and where a rubber starts: in the scorekeeper, on a phone
table or on a table of another laptop of the venue feed, the table the format assigns offered by
itself."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHeaderView, QTableWidget, QTableWidgetItem

from scoreboard.league.kept_night import Waiting
from scoreboard.league.model import Rubber, Side
from scoreboard.league.night import NightScore, RubberScore, players_of, rubber_races
from scoreboard.league.season import Season
from ui.i18n import fill, tr
from ui.league.words import distance_text, kind_text

SIDES = (Side.HOME, Side.AWAY)


def fill_rubbers(
    view: QTableWidget,
    s: Season,
    fixture: str,
    score: NightScore | None,
    hidden: Mapping[Side, bool],
    selected: str | None,
) -> None:
    """``view`` filled with the night's rubbers (a side's players ``hidden`` as ``•••``),
    ``selected`` selected again; its signals held meanwhile."""
    fmt = s.league.rules.format
    shown = score.rubbers if score is not None else ()
    by_id = {r.rubber.id: r for r in shown}
    rows = list(fmt.rubbers) + [r.rubber for r in shown if r.rubber is fmt.decider]
    heads = [
        tr("Rubber"),
        tr("Home"),
        tr("Away"),
        tr("Distance"),
        tr("Table"),
        tr("Score"),
        tr("Winner"),
    ]
    view.blockSignals(True)
    view.clear()
    view.setColumnCount(len(heads))
    view.setHorizontalHeaderLabels(heads)
    view.setRowCount(len(rows))
    sheet, night = s.sheet(fixture), s.night(fixture)
    for i, r in enumerate(rows):
        names = [
            "•••" if hidden[side] else " & ".join(p or "—" for p in players_of(sheet, fmt, r, side))
            for side in SIDES
        ]
        rs = by_id.get(r.id)
        in_play = r.id in night.started and r.id not in night.results
        cells = [
            f"{r.id} ({kind_text(r)})",
            *names,
            distance_text(r, rubber_races(sheet, fmt, r)),
            str(r.table) if r.table is not None else "",
            f"{rs.home} – {rs.away}" if rs is not None and (rs.played or rs.winner) else "",
            tr("in play") if in_play else result_words(s, fixture, rs),
        ]
        waiting = night.waiting.get(r.id)
        if waiting is not None:  # a closed night's rubber undone on its table, kept as it was
            teams = (s.calendar.fixture(fixture).home, s.calendar.fixture(fixture).away)
            cells[-1] = "; ".join(x for x in (cells[-1], waiting_words(waiting, teams)) if x)
        for col, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, r.id)
            view.setItem(i, col, item)
        if r.id == selected:
            view.selectRow(i)
    view.setColumnHidden(heads.index(tr("Table")), all(r.table is None for r in rows))
    view.blockSignals(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)


def waiting_words(w: Waiting, teams: tuple[str, str]) -> str:
    """ "new result waiting: 5–3" (the table's, awaiting its correction's reason), or "win
    undone on its table, waiting" while the match is not won again."""
    if w.result is None:
        return tr("win undone on its table, waiting")
    r = w.result
    if r.forfeit is not None:
        team = teams[0] if r.forfeit is Side.HOME else teams[1]
        return fill(tr("new result waiting: forfeited by %1"), team)
    return fill(tr("new result waiting: %1–%2"), str(r.home), str(r.away))


def result_words(s: Season, fixture: str, rs: RubberScore | None) -> str:
    """ "won by <team>", "<team> by forfeit", or nothing while not won."""
    if rs is None or rs.winner is None:
        return ""
    f = s.calendar.fixture(fixture)
    team = f.home if rs.winner is Side.HOME else f.away
    if rs.forfeited_by is not None:
        return fill(tr("%1 by forfeit"), team)
    return fill(tr("won by %1"), team)


#: the "where" choice's data for a table of another laptop of the venue: ``venue:N``
VENUE = "venue:"


def venue_choice(data: object) -> int | None:
    """The venue table a "where" choice names (None: the scorekeeper or a phone table)."""
    if not isinstance(data, str) or not data.startswith(VENUE):
        return None
    n = data.removeprefix(VENUE)
    return int(n) if n.isascii() and n.isdigit() and len(n) < 4 else None


def fill_where(combo: QComboBox, phone_tables: int, venue_tables: Iterable[int] = ()) -> None:
    """Where a rubber starts: in the scorekeeper (0), on phone table 1 … ``phone_tables``
    (none when phone scoring is off), or on a table of another laptop of the venue feed
    (``venue:N``, named as the desk names the feed's tables); the choice made kept."""
    kept = combo.currentData()
    combo.clear()
    combo.addItem(tr("In the scorekeeper"), 0)
    for n in range(1, phone_tables + 1):
        combo.addItem(fill(tr("Phone table %1"), str(n)), n)
    for n in venue_tables:
        combo.addItem(fill(tr("Table %1"), str(n)), f"{VENUE}{n}")
    combo.setCurrentIndex(max(0, combo.findData(kept)))
    combo.setVisible(combo.count() > 1)


def offer_table(combo: QComboBox, rubber: Rubber) -> None:
    """The table ``rubber``'s format assigns offered in ``combo``: that phone table when it is
    one of this laptop's, else that table of the venue feed when the feed has it, else the
    scorekeeper (as the desk starts a match on a table not scored by phone); a rubber with no
    table leaves the choice as it is."""
    if rubber.table is None:
        return
    at = combo.findData(rubber.table)
    if at < 0:
        at = combo.findData(f"{VENUE}{rubber.table}")
    combo.setCurrentIndex(at if at >= 0 else max(0, combo.findData(0)))
