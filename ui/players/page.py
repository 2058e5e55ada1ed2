"""A player's page (:class:`PlayerPage`): his totals per discipline, his form plot
(:class:`FormPlot`) and a head-to-head against an opponent met.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scoreboard.files import local_time
from scoreboard.files.paths import FileProblemError
from scoreboard.history.export import safe_file_name
from scoreboard.match.match import is_points
from scoreboard.players.registry import Person, Played, Profile, head_to_head, profile
from scoreboard.players.sheet import PageText, export_page_csv, page_file_name
from scoreboard.ratings import Fit
from ui.i18n import fill
from ui.plain import plain_labels
from ui.players.form_plot import FormPlot
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
    """One person's page: his totals per discipline, his form, and a head-to-head; exported
    as a PDF (:mod:`ui.players.pdf`) or CSV tables (:mod:`scoreboard.players.sheet`)."""

    #: The folder the last export went to (for the next one, while the app runs).
    folder: Path | None = None

    def __init__(
        self,
        parent: QWidget | None,
        person: Person,
        people: list[Person],
        matches: list[Played],
        ratings: Fit[int] | None,
    ) -> None:
        super().__init__(parent)
        self.person = person
        self.matches = matches
        self.people = people
        page = self.page = profile(matches, person.id)
        self.setWindowTitle(fill(self.tr("Player: %1"), person.name))
        self.resize(960, 520)
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
        for note in self.notes:
            layout.addWidget(QLabel(note))
        self.form_title = QLabel(self.tr("Form: share of racks won over the last 5 matches"))
        layout.addWidget(self.form_title)
        self.plot = FormPlot()
        self.plot.set_points([share for _, share in page.form])
        layout.addWidget(self.plot)
        self._build_head_to_head(layout, page, people)
        layout.addStretch(1)
        self._build_buttons(layout)
        plain_labels(self)
        self._versus()

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

    def _build_head_to_head(self, layout: QVBoxLayout, page: Profile, people: list[Person]) -> None:
        """The opponents met, and the record against the one chosen."""
        person = self.person
        h2h = QHBoxLayout()
        h2h.addWidget(QLabel(self.tr("Head-to-head against:")))
        self.opponent = QComboBox()
        met = {p for m in page.matches for p in m.people if p is not None and p != person.id}
        chosen = [p for p in people if p.id in met]
        self.opponent_ids = [p.id for p in chosen]  # by the list's index
        self.opponent.addItems([p.name for p in chosen])  # in one go: 400 opponents, 0.2 ms
        h2h.addWidget(self.opponent, 1)
        layout.addLayout(h2h)
        self.versus = QLabel()
        self.versus.setWordWrap(True)
        layout.addWidget(self.versus)
        self.opponent.currentIndexChanged.connect(self._versus)

    def _versus(self) -> None:
        index = self.opponent.currentIndex()
        other = self.opponent_ids[index] if 0 <= index < len(self.opponent_ids) else None
        if other is None:
            self.versus.setText(self.tr("No opponent met yet."))
            return
        h = head_to_head(self.page.matches, self.person.id, other)
        self.versus.setText(
            fill(
                self.tr("%1 matches: won %2, lost %3; racks %4 to %5"),
                str(h.matches),
                str(h.won[0]),
                str(h.won[1]),
                str(h.racks[0]),
                str(h.racks[1]),
            )
        )

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
        opponent = self.opponent.currentText()
        return PrintedPage(
            name=self.person.name,
            details=" · ".join(x for x in (self.details, printed) if x),
            figures_title=self.tr("Totals per discipline"),
            headers=self.total_headers,
            rows=self.total_rows,
            notes=self.notes,
            form_title=self.form_title.text(),
            form=self.plot.points,
            versus_title=" ".join(x for x in (self.tr("Head-to-head against:"), opponent) if x),
            versus=self.versus.text(),
            page=self.tr("Page %1 of %2"),
        )

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
