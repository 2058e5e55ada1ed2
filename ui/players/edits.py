"""The Players window's dialogs that change the registry: a person added, or his club and
imported rating edited (:class:`PersonDialog`); a typed name split into a person of its own
(:class:`SplitDialog`); the one merge to undo (:class:`UnmergeDialog`). They only ask: the
window runs the change off the windows' thread (:class:`~ui.players.reading.ChangeJob`).

What is typed is checked before anything is written: a name through the one gate for names
(:func:`~scoreboard.files.shapes.check_name`), a club by the same gate (empty allowed, as long
as the registry keeps a text), a rating as a number on the ratings lists' scale
(:data:`~scoreboard.players.files.RATING_RANGE`), empty for none. Names are user text: shown
plain.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from scoreboard.files.shapes import BadName, check_name
from scoreboard.players.files import RATING_RANGE
from scoreboard.players.registry import MAX_TEXT, Merge, Person
from ui.i18n import fill
from ui.plain import plain_labels
from ui.texts import error_text


def parse_rating(text: str) -> float | None:
    """A typed rating: empty for none, else a number (``.`` or ``,`` before the decimals)
    within :data:`RATING_RANGE`; ValueError otherwise.

    >>> parse_rating(" 612,5 "), parse_rating("")
    (612.5, None)
    """
    clean = text.strip().replace(",", ".")
    if not clean:
        return None
    value = float(clean)  # ValueError for what is no number
    low, high = RATING_RANGE
    if not (math.isfinite(value) and low <= value <= high):
        raise ValueError(f"a rating from {low:g} to {high:g}, not {text!r}")
    return value


class PersonDialog(QDialog):
    """A new person's name, club and imported rating, or a person's club and rating edited
    (his name shown, not edited: the names typed for him are his matches')."""

    def __init__(self, parent: QWidget | None, person: Person | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(360)
        self.setWindowTitle(self.tr("Add player") if person is None else self.tr("Edit player"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit(person.name if person else "")
        self.name.setReadOnly(person is not None)
        self.club = QLineEdit(person.club if person else "")
        rating = person.rating if person else None
        self.rating = QLineEdit("" if rating is None else f"{rating:g}")
        self.rating.setPlaceholderText(self.tr("none"))
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Club:"), self.club)
        form.addRow(self.tr("Imported rating:"), self.rating)
        layout.addLayout(form)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        #: what was typed, checked (set when accepted): name, club, rating
        self.values: tuple[str, str, float | None] | None = None
        plain_labels(self)

    def check(self) -> tuple[str, str, float | None] | None:
        """The typed name, club and rating, or None with what is wrong said."""
        name = " ".join(self.name.text().split())
        club = " ".join(self.club.text().split())
        try:
            check_name(name, "name")
        except BadName as exc:
            self.problem.setText(error_text(exc.code))
            return None
        try:
            check_name(club, "club", unnamed=True, limit=MAX_TEXT)
        except BadName:
            self.problem.setText(
                fill(
                    self.tr("The club is longer than %1 characters or holds a control character."),
                    str(MAX_TEXT),
                )
            )
            return None
        try:
            rating = parse_rating(self.rating.text())
        except ValueError:
            low, high = RATING_RANGE
            self.problem.setText(
                fill(
                    self.tr("The rating is a number from %1 to %2, or empty for none."),
                    f"{low:g}",
                    f"{high:g}",
                )
            )
            return None
        return name, club, rating

    def accept(self) -> None:
        self.values = self.check()
        if self.values is not None:
            super().accept()


class SplitDialog(QDialog):
    """Which of a person's typed names becomes a person of its own, with its matches."""

    def __init__(self, parent: QWidget | None, person: Person) -> None:
        super().__init__(parent)
        self.setMinimumWidth(360)
        self.setWindowTitle(self.tr("Split a name"))
        layout = QVBoxLayout(self)
        text = QLabel(
            fill(
                self.tr(
                    "The matches stored under the name chosen will count for a new player of "
                    "that name, no longer for %1."
                ),
                person.name,
            )
        )
        text.setWordWrap(True)
        layout.addWidget(text)
        self.names = QComboBox()
        self.names.addItems(list(person.names))
        # a spelling other than the person's own name first: the one most likely typed apart
        others = [i for i, n in enumerate(person.names) if n != person.name]
        self.names.setCurrentIndex(others[0] if others else 0)
        layout.addWidget(self.names)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        plain_labels(self)

    def chosen(self) -> str:
        return self.names.currentText()


class UnmergeDialog(QDialog):
    """The merges in force under a person, one a line ("Bea into Ana"): the one chosen is
    undone, and no other."""

    def __init__(self, parent: QWidget | None, person: Person) -> None:
        super().__init__(parent)
        self.setMinimumWidth(360)
        self.setWindowTitle(self.tr("Unmerge"))
        self.merges = list(person.merges)
        layout = QVBoxLayout(self)
        text = QLabel(self.tr("The merge chosen is undone; the others stay."))
        text.setWordWrap(True)
        layout.addWidget(text)
        self.list = QListWidget()
        self.list.addItems(
            [fill(self.tr("%1 into %2"), m.source_name, m.into_name) for m in self.merges]
        )
        self.list.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.list.setCurrentRow(0)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        plain_labels(self)

    def chosen(self) -> Merge | None:
        row = self.list.currentRow()
        return self.merges[row] if 0 <= row < len(self.merges) else None
