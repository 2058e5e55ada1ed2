"""The club's rating and handicap settings the Players window keeps beside the starter rating:
the robustness from which a rating is established (below it, provisional), the fewest racks a
handicap gives the weaker side, and the widest rating gap a handicap makes up for
(:class:`scoreboard.service.settings.Settings`: ``rating_established``, ``race_minimum``,
``rating_gap_cap``). New match and the desk's handicapped events use them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox, QWidget

from scoreboard.files.shapes import MAX_ESTABLISHED, MAX_GAP_CAP, MAX_MINIMUM_RACE
from ui.plain import set_tooltip


class ClubControls(QWidget):
    """Three spin boxes in a row; :meth:`values` gives them as the settings' fields."""

    def __init__(
        self,
        established: int,
        race_minimum: int,
        gap_cap: float | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.established = QSpinBox()
        self.established.setObjectName("ratingEstablished")
        self.established.setRange(0, MAX_ESTABLISHED)
        self.established.setSingleStep(25)
        self.established.setValue(established)
        self.established.setSuffix(self.tr(" games"))
        set_tooltip(
            self.established,
            self.tr(
                "A rating with fewer games is provisional, and the starter rating weighs the "
                "games still missing (FargoRate: 200). 0: no rating is provisional."
            ),
        )
        self.minimum = QSpinBox()
        self.minimum.setObjectName("raceMinimum")
        self.minimum.setRange(1, MAX_MINIMUM_RACE)
        self.minimum.setValue(race_minimum)
        set_tooltip(self.minimum, self.tr("The fewest racks a handicap gives the weaker player"))
        self.gap_cap = QSpinBox()
        self.gap_cap.setObjectName("ratingGapCap")
        self.gap_cap.setRange(0, MAX_GAP_CAP)
        self.gap_cap.setSingleStep(50)
        self.gap_cap.setSpecialValueText(self.tr("no cap"))
        self.gap_cap.setValue(round(gap_cap) if gap_cap is not None else 0)
        widest = max(self.gap_cap.specialValueText(), str(MAX_GAP_CAP), key=len)
        self.gap_cap.setMinimumWidth(self.fontMetrics().horizontalAdvance(widest) + 40)
        set_tooltip(
            self.gap_cap,
            self.tr("A handicap makes up for no wider rating gap than this (points)"),
        )
        for text, box in (
            (self.tr("Provisional below:"), self.established),
            (self.tr("Handicaps: weaker side races to at least"), self.minimum),
            (self.tr("gap at most"), self.gap_cap),
        ):
            row.addWidget(QLabel(text))
            row.addWidget(box)
        row.addStretch(1)

    def values(self) -> dict[str, Any]:
        """The settings as :class:`~scoreboard.service.settings.Settings` names them."""
        cap = self.gap_cap.value()
        return {
            "rating_established": self.established.value(),
            "race_minimum": self.minimum.value(),
            "rating_gap_cap": float(cap) if cap else None,
        }
