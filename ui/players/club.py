"""The club's rating and handicap settings the Players window keeps beside the starter rating:
the robustness from which a rating is established (below it, provisional), the days in which a
game's weight halves, the fewest racks a handicap gives the weaker side, and the widest rating
gap a handicap makes up for (:class:`scoreboard.service.settings.Settings`:
``rating_established``, ``rating_half_life``, ``race_minimum``, ``rating_gap_cap``). New match and the desk's handicapped events use them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGridLayout, QLabel, QSpinBox, QWidget

from scoreboard.files.shapes import (
    MAX_ESTABLISHED,
    MAX_GAP_CAP,
    MAX_HALF_LIFE,
    MAX_MINIMUM_RACE,
    MIN_HALF_LIFE,
)
from ui.plain import set_tooltip


class ClubControls(QWidget):
    """Three spin boxes in a row; :meth:`values` gives them as the settings' fields."""

    def __init__(
        self,
        established: int,
        race_minimum: int,
        gap_cap: float | None,
        half_life: float | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        never = MIN_HALF_LIFE - 1  # the half-life's lowest value: never
        self.established = _spin("ratingEstablished", 0, MAX_ESTABLISHED, established, 25)
        self._games_suffix(self.established.value())  # "1 game", "25 games"
        self.established.valueChanged.connect(self._games_suffix)
        self.minimum = _spin("raceMinimum", 1, MAX_MINIMUM_RACE, race_minimum, 1)
        self.gap_cap = _spin("ratingGapCap", 0, MAX_GAP_CAP, round(gap_cap or 0), 50)
        self.gap_cap.setSpecialValueText(self.tr("no cap"))
        widest = max(self.gap_cap.specialValueText(), str(MAX_GAP_CAP), key=len)
        self.gap_cap.setMinimumWidth(self.fontMetrics().horizontalAdvance(widest) + 40)
        days = round(half_life) if half_life is not None else never
        self.half_life = _spin("ratingHalfLife", never, MAX_HALF_LIFE, days, 30)
        self.half_life.setSpecialValueText(self.tr("never"))
        self.half_life.setSuffix(self.tr(" days"))
        for box, tip in (
            (
                self.established,
                self.tr(
                    "A rating with fewer games is provisional, and the starter rating weighs "
                    "the games still missing (FargoRate: 200). 0: no rating is provisional."
                ),
            ),
            (self.minimum, self.tr("The fewest racks a handicap gives the weaker player")),
            (
                self.gap_cap,
                self.tr("A handicap makes up for no wider rating gap than this (points)"),
            ),
            (
                self.half_life,
                self.tr(
                    "A game weighs half as much in the ratings after this many days, a quarter "
                    "after twice as many (never: every game weighs the same)"
                ),
            ),
        ):
            set_tooltip(box, tip)
        self._lay_out()

    def _games_suffix(self, games: int) -> None:
        self.established.setSuffix(self.tr(" game(s)", "", games))

    def _lay_out(self) -> None:
        """The ratings' settings on the first row, the handicaps' on the second."""
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        for row, pairs in enumerate(
            (
                (
                    (self.tr("Provisional below:"), self.established),
                    (self.tr("Older games weigh half after"), self.half_life),
                ),
                (
                    (self.tr("Handicaps: weaker side races to at least"), self.minimum),
                    (self.tr("Gap at most"), self.gap_cap),
                ),
            )
        ):
            for column, (text, box) in enumerate(pairs):
                grid.addWidget(QLabel(text), row, 2 * column)
                grid.addWidget(box, row, 2 * column + 1)
        grid.setColumnStretch(4, 1)

    def values(self) -> dict[str, Any]:
        """The settings as :class:`~scoreboard.service.settings.Settings` names them."""
        cap, days = self.gap_cap.value(), self.half_life.value()
        return {
            "rating_established": self.established.value(),
            "race_minimum": self.minimum.value(),
            "rating_gap_cap": float(cap) if cap else None,
            "rating_half_life": float(days) if days >= MIN_HALF_LIFE else None,
        }

    def half_life_days(self) -> float | None:
        """The half-life chosen (None: never)."""
        days = self.half_life.value()
        return float(days) if days >= MIN_HALF_LIFE else None


def _spin(name: str, low: int, high: int, value: int, step: int) -> QSpinBox:
    box = QSpinBox()
    box.setObjectName(name)
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setValue(value)
    return box
