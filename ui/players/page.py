"""A player's page (:class:`PlayerPage`): his totals per discipline, his form and his rating
over time (:class:`FormPlot`, :class:`RatingPlot`, with their dates), his matches (each
opening its score sheet, the history's own window :class:`~ui.history.match_dialog.MatchDialog`)
and his head-to-head against every opponent met (:mod:`ui.players.lists`).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scoreboard.files import local_time
from scoreboard.files.paths import FileProblemError
from scoreboard.history.database import DamagedMatch, HistoryDB
from scoreboard.history.export import safe_file_name
from scoreboard.match.match import is_points
from scoreboard.players.figures import opponents, rating_curve
from scoreboard.players.registry import Person, Played, Profile, profile
from scoreboard.players.sheet import PageText, export_page_csv, page_file_name
from scoreboard.ratings import Fit
from ui.history.match_dialog import MatchDialog
from ui.i18n import fill
from ui.plain import plain_labels
from ui.players.form_plot import FormPlot, RatingPlot
from ui.players.lists import TextRows, match_rows, opponent_rows
from ui.players.pdf import PrintedPage, export_page_pdf
from ui.texts import discipline_name


def table_item(value: object, *, number: bool = False) -> QTableWidgetItem:
    """A read-only table cell; a number is right-aligned."""
    item = QTableWidgetItem(str(value))
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if number:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class PlayerPage(QDialog):
    """One person's page: his totals per discipline, his form and his rating over time, his
    matches (each opening its score sheet, when the page has the ``history``) and his record
    against every opponent; exported as a PDF (:mod:`ui.players.pdf`) or CSV tables
    (:mod:`scoreboard.players.sheet`)."""

    #: The folder the last export went to (for the next one, while the app runs).
    folder: Path | None = None

    # Long because the page is laid out top to bottom in one place: heading, totals, plots,
    # the lists, the buttons.
    def __init__(
        self,
        parent: QWidget | None,
        person: Person,
        people: list[Person],
        matches: list[Played],
        ratings: Fit[int] | None,
        *,
        history: HistoryDB | None = None,
    ) -> None:
        super().__init__(parent)
        self.person = person
        self.matches = matches
        self.people = people
        #: where a match's sheet is read from (None: the list opens nothing)
        self.history = history
        page = self.page = profile(matches, person.id)
        self.setWindowTitle(fill(self.tr("Player: %1"), person.name))
        self.resize(960, 720)
        layout = QVBoxLayout(self)
        heading = QLabel(person.name)
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        heading.setFont(font)
        layout.addWidget(heading)
        self.details = self._details(person, ratings)
        info = QLabel(self.details)
        info.setWordWrap(True)
        layout.addWidget(info)
        layout.addWidget(self._build_totals(page))
        straight = [d for d in page.disciplines if is_points(d.discipline) and d.innings]
        self.notes = [
            fill(
                self.tr("14.1: %1 balls per inning"), QLocale().toString(d.balls_per_inning, "f", 2)
            )
            for d in straight[:1]
        ]
        apart = sum(1 for m in page.matches if m.one_person)  # counted nowhere
        if apart:
            self.notes.append(
                fill(
                    self.tr("Matches between two names of this player, not counted: %1"), str(apart)
                )
            )
        teams = sum(1 for m in page.matches if m.team)  # listed, counted nowhere
        if teams:
            self.notes.append(
                fill(self.tr("Doubles matches, listed but not counted or rated: %1"), str(teams))
            )
        for note in self.notes:
            layout.addWidget(QLabel(note))
        layout.addLayout(self._build_plots(page, ratings))
        self._build_lists(layout, page, people)
        self._build_buttons(layout)
        plain_labels(self)

    def _build_plots(self, page: Profile, ratings: Fit[int] | None) -> QHBoxLayout:
        """The form and the rating over time, side by side, each with its dates."""
        plots = QHBoxLayout()
        self.form_title = QLabel(self.tr("Form: share of racks won over the last 5 matches"))
        self.plot = FormPlot()
        self.plot.set_points([share for _, share in page.form], [d[:10] for d, _ in page.form])
        self.curve = rating_curve(page, ratings) if ratings is not None else ()
        self.rating_title = QLabel(self.tr("Rating after each day played"))
        self.rating_plot = RatingPlot()
        self.rating_plot.set_points([r for _, r in self.curve], [d for d, _ in self.curve])
        for title, plot in ((self.form_title, self.plot), (self.rating_title, self.rating_plot)):
            column = QVBoxLayout()
            column.addWidget(title)
            column.addWidget(plot)
            plots.addLayout(column, 1)
        return plots

    def _details(self, person: Person, ratings: Fit[int] | None) -> str:
        """The club, the ratings and the names typed, in one line."""
        details = []
        if person.club:
            details.append(fill(self.tr("Club: %1"), person.club))
        r = ratings[person.id] if ratings is not None and person.id in ratings else None
        if r is not None:
            text = (
                self.tr("Rating %1, provisional (robustness %2)")
                if r.provisional
                else self.tr("Rating %1 (robustness %2)")
            )
            details.append(fill(text, str(round(r.rating)), str(r.robustness)))
        if person.rating is not None:
            details.append(fill(self.tr("Imported rating %1"), str(round(person.rating))))
        if len(person.names) > 1:
            details.append(fill(self.tr("Typed as: %1"), ", ".join(person.names)))
        return " · ".join(details)

    def _build_totals(self, page: Profile) -> QTableWidget:
        """The totals per discipline, as tall as its rows (no scroll bar)."""
        self.totals = QTableWidget(len(page.disciplines), 9)
        self.totals.setUpdatesEnabled(False)  # filled in one go
        #: The table's words and cells, as shown (and printed).
        self.total_headers = [
            self.tr("Discipline"),
            self.tr("Matches"),
            self.tr("Won"),
            self.tr("Lost"),
            self.tr("Racks won"),
            self.tr("Racks lost"),
            self.tr("Break and runs"),
            self.tr("Fouls per rack"),
            self.tr("High run"),
        ]
        self.total_rows: list[list[str]] = []
        self.totals.setHorizontalHeaderLabels(self.total_headers)
        for row, d in enumerate(page.disciplines):
            cells: list[object] = [
                d.matches,
                d.won,
                d.lost,
                d.racks_won,
                d.racks_lost,
                d.break_and_runs,
                QLocale().toString(d.fouls_per_rack, "f", 2),
                d.high_run,
            ]
            self.total_rows.append([discipline_name(d.discipline), *map(str, cells)])
            self.totals.setItem(row, 0, table_item(discipline_name(d.discipline)))
            for col, value in enumerate(cells, 1):
                self.totals.setItem(row, col, table_item(value, number=True))
        self.totals.verticalHeader().hide()
        self.totals.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.totals.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.totals.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.totals.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        height = (
            self.totals.horizontalHeader().sizeHint().height()
            + self.totals.verticalHeader().length()
            + 2 * self.totals.frameWidth()
        )
        self.totals.setFixedHeight(height)
        self.totals.setUpdatesEnabled(True)
        return self.totals

    def _build_lists(self, layout: QVBoxLayout, page: Profile, people: list[Person]) -> None:
        """His matches, newest first (each opening its sheet), and his record against each
        opponent, in two tabs."""
        self.match_headers = [
            self.tr("Date"),
            self.tr("Opponent"),
            self.tr("Score"),
            self.tr("Discipline"),
            self.tr("Event"),
        ]
        rows, self.match_ids = match_rows(page, people, discipline_name, self.doubles)
        matches = TextRows(self.match_headers, rows, (2,), self.match_ids, moments=0)
        self.match_list = self._list(matches)
        self.match_list.activated.connect(lambda index: self.open_match(index.row()))
        self.versus_headers = [
            self.tr("Opponent"),
            self.tr("Matches"),
            self.tr("Won"),
            self.tr("Lost"),
            self.tr("Games won–lost"),
        ]
        self.records = opponents(page)
        self.versus_rows = opponent_rows(self.records, people)
        self.versus = self._list(TextRows(self.versus_headers, self.versus_rows, (1, 2, 3, 4)))
        self.tabs = QTabWidget()
        self.matches_tab = self.tr("%n match(es)", "", len(rows))
        self.versus_tab = self.tr("Head-to-head: %n opponent(s)", "", len(self.versus_rows))
        self.tabs.addTab(self.match_list, self.matches_tab)
        self.tabs.addTab(self.versus, self.versus_tab)
        layout.addWidget(self.tabs, 1)

    def _list(self, model: TextRows) -> QTableView:
        view = QTableView()
        model.setParent(view)
        view.setModel(model)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.verticalHeader().hide()
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for col, title in enumerate(model.headers):  # measured by the title: no pass over rows
            width = self.fontMetrics().horizontalAdvance(title) + 32
            least = 150 if col == 0 else 340 if col == 1 else 80  # the opponent: a pair too
            view.setColumnWidth(col, max(width, least))
        header.setStretchLastSection(True)
        return view

    def open_match(self, row: int) -> MatchDialog | None:
        """Open the score sheet of the match on line ``row`` of the list (the history's own
        window for a stored match); a match that cannot be read is said."""
        if self.history is None or not 0 <= row < len(self.match_ids):
            return None
        try:
            stored = self.history.open_match(self.match_ids[row])
        except (DamagedMatch, KeyError, sqlite3.Error) as exc:
            self.exported.setText(fill(self.tr("This match cannot be opened: %1"), str(exc)))
            return None
        dialog = MatchDialog(self, stored, str(PlayerPage.folder or ""))
        dialog.folder_used.connect(lambda folder: setattr(PlayerPage, "folder", Path(folder)))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    # -- the page as files ------------------------------------------------------------------

    def _build_buttons(self, layout: QVBoxLayout) -> None:
        self.exported = QLabel()
        self.exported.setWordWrap(True)
        layout.addWidget(self.exported)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        role = QDialogButtonBox.ButtonRole.ActionRole
        self.pdf_button = buttons.addButton(self.tr("Export PDF…"), role)
        self.csv_button = buttons.addButton(self.tr("Export CSV…"), role)
        self.pdf_button.clicked.connect(lambda: self.choose_export(".pdf"))
        self.csv_button.clicked.connect(lambda: self.choose_export(".csv"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def printed_page(self) -> PrintedPage:
        """What the PDF shows: this page's own texts, with the date printed."""
        printed = fill(self.tr("Printed %1"), local_time.now().strftime("%Y-%m-%d %H:%M"))
        model = self.match_list.model()
        assert isinstance(model, TextRows)
        return PrintedPage(
            name=self.person.name,
            details=" · ".join(x for x in (self.details, printed) if x),
            figures_title=self.tr("Totals per discipline"),
            headers=self.total_headers,
            rows=self.total_rows,
            notes=self.notes,
            form_title=self.form_title.text(),
            form=self.plot.points,
            form_dates=self.plot.dates,
            rating_title=self.rating_title.text(),
            rating=self.rating_plot.points,
            rating_dates=self.rating_plot.dates,
            versus_title=self.versus_tab,
            versus_headers=self.versus_headers,
            versus_rows=self.versus_rows,
            matches_title=self.matches_tab,
            match_headers=self.match_headers,
            match_rows=model.texts(),
            page=self.tr("Page %1 of %2"),
        )

    def doubles(self, partner: str, opponents: str) -> str:
        """A team match's opponent on the page: the other side, and his partner."""
        return fill(self.tr("Doubles, with %1, against %2"), partner, opponents)

    def page_text(self) -> PageText:
        """The CSV tables' words in the current language."""
        return PageText(
            figures=(*self.total_headers, self.tr("Balls per inning")),
            matches=(
                self.tr("Date"),
                self.tr("Opponent"),
                self.tr("Discipline"),
                self.tr("Racks won"),
                self.tr("Racks lost"),
                self.tr("Result"),
                self.tr("Event"),
            ),
            won=self.tr("Victory"),
            lost=self.tr("Defeat"),
            unfinished=self.tr("Not finished"),
            one_person=self.tr("A match between two names of this player: not counted"),
            doubles=self.doubles,
            codes={d.discipline: discipline_name(d.discipline) for d in self.page.disciplines},
        )

    def choose_export(self, suffix: str) -> None:
        """Ask where to write the page (a PDF or the CSV tables) and write it there."""
        folder = PlayerPage.folder or Path.home()
        pdf = suffix == ".pdf"
        path_text, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the player's page"),
            str(folder / page_file_name(self.person.name, suffix)),
            self.tr("PDF documents (*.pdf)") if pdf else self.tr("CSV tables (*.csv)"),
        )
        if path_text:
            self.export_to(Path(path_text), suffix)

    def export_to(self, path: Path, suffix: str) -> list[Path]:
        """Write the page as ``suffix`` (``.pdf`` or ``.csv``) at ``path`` (its name made
        portable, the suffix added when missing); returns the files written (none when the
        writing failed, which the page says)."""
        if path.suffix.lower() != suffix:
            path = path.with_name(path.name + suffix)
        path = path.with_name(safe_file_name(path.stem, suffix, fallback="player"))
        try:
            if suffix == ".pdf":
                export_page_pdf(path, self.printed_page())
                written = [path]
            else:
                written = export_page_csv(path, self.page, self.people, self.page_text())
        except (OSError, FileProblemError) as exc:
            self.exported.setText(fill(self.tr("Not exported: %1"), str(exc)))
            return []
        PlayerPage.folder = path.parent
        shown = ", ".join(p.name for p in written)
        self.exported.setText(fill(self.tr("Exported to %1"), str(path.parent / shown)))
        return written
