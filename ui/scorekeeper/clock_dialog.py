"""The shot-clock dialog: choose an organisation's profile (WPA-6.15, Matchroom, RFEB-Art.29) or
edit a custom one, and whether the clock starts by itself after each shot.

The presets are shown read-only; choosing "Custom" starts from the current custom profile (or
from the preset last shown, when there is no custom profile yet) and makes every field editable.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scoreboard.table.shot_clock import PROFILES, ClockProfile, InvalidProfileError
from ui.plain import plain_labels

PRESET_KEYS = ("wpa", "matchroom", "rfeb")
CUSTOM = "custom"


def _spin(low: int, high: int, suffix: str = "") -> QSpinBox:
    s = QSpinBox()
    s.setRange(low, high)
    s.setSuffix(suffix)
    s.setAccelerated(True)
    return s


class _Optional(QWidget):
    """A check box that switches a spin box on (a value) or off (None)."""

    def __init__(self, text: str, spin: QSpinBox, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.check = QCheckBox(text)
        self.spin = spin
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.check)
        lay.addWidget(spin, 1)
        self.check.toggled.connect(spin.setEnabled)

    def value(self) -> int | None:
        return self.spin.value() if self.check.isChecked() else None

    def set_value(self, value: float | None) -> None:
        self.check.setChecked(value is not None)
        if value is not None:
            self.spin.setValue(round(value))
        self.spin.setEnabled(value is not None)


class ClockDialog(QDialog):
    """Choose and edit the shot-clock profile. After ``exec()`` returns ``Accepted`` read
    :meth:`profile` and :meth:`auto_start`."""

    # Long because the dialog's fields depend on each other (a profile fills the times) and are
    # built and wired in one place.
    def __init__(
        self,
        parent: QWidget | None = None,
        current: ClockProfile | None = None,
        auto_start: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Shot clock"))
        self.setObjectName("clockDialog")
        current = current if current is not None else PROFILES["wpa"]
        self._custom = current if current.key == CUSTOM else None
        self._loading = False

        self.profile_combo = QComboBox()
        for key in PRESET_KEYS:
            self.profile_combo.addItem(PROFILES[key].name, key)
        self.profile_combo.addItem(self.tr("Custom"), CUSTOM)

        self.shot = _spin(1, 600, self.tr(" s"))
        self.first_shot = _Optional(self.tr("Different time"), _spin(1, 600, self.tr(" s")))
        self.extension = _spin(0, 600, self.tr(" s"))
        self.extensions = _spin(0, 9)
        self.warning = _Optional(self.tr("Warn at"), _spin(1, 600, self.tr(" s left")))
        self.countdown = _Optional(self.tr("Count down the last"), _spin(1, 60, self.tr(" s")))
        self.fields = QGroupBox(self.tr("Timing"))
        form = QFormLayout(self.fields)
        form.addRow(self.tr("Time for a shot"), self.shot)
        form.addRow(self.tr("First shot after the break"), self.first_shot)
        form.addRow(self.tr("Extension"), self.extension)
        form.addRow(self.tr("Extensions per player and rack"), self.extensions)
        form.addRow(self.tr("Referee's warning"), self.warning)
        form.addRow(self.tr("Audible countdown"), self.countdown)

        self.auto_start_check = QCheckBox(self.tr("Start the clock by itself after each shot"))
        self.auto_start_check.setChecked(auto_start)
        self.citation = QLabel()
        self.citation.setObjectName("clockCitation")
        self.citation.setStyleSheet("color: #55606b; font-style: italic;")
        self.hint = QLabel(self.tr("Choose “Custom” to change the times."))
        self.hint.setObjectName("clockHint")
        self.message = QLabel()
        self.message.setObjectName("clockError")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("OK"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        top = QFormLayout()
        top.addRow(self.tr("Profile"), self.profile_combo)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.citation)
        lay.addWidget(self.hint)
        lay.addWidget(self.fields)
        lay.addWidget(self.auto_start_check)
        lay.addWidget(self.message)
        lay.addWidget(self.buttons)

        self.profile_combo.setCurrentIndex(max(self.profile_combo.findData(current.key), 0))
        self._show(current if current.key in PROFILES or current.key == CUSTOM else PROFILES["wpa"])
        self.profile_combo.currentIndexChanged.connect(self._profile_chosen)
        for s in (self.shot, self.extension, self.extensions):
            s.valueChanged.connect(self._edited)
        for o in (self.first_shot, self.warning, self.countdown):
            o.spin.valueChanged.connect(self._edited)
            o.check.toggled.connect(self._edited)
        self._edited()
        plain_labels(self)

    # -- showing --------------------------------------------------------------------------------

    def _show(self, p: ClockProfile) -> None:
        self._loading = True
        editable = p.key == CUSTOM
        self.fields.setEnabled(editable)
        self.shot.setValue(round(p.shot_seconds))
        self.first_shot.set_value(p.first_shot_seconds)
        self.extension.setValue(round(p.extension_seconds))
        self.extensions.setValue(p.extensions_per_rack)
        self.warning.set_value(p.warning_at)
        self.countdown.set_value(p.countdown_from)
        self.citation.setText(" · ".join(p.citation))
        self.citation.setVisible(bool(p.citation) and not editable)
        self.hint.setVisible(not editable)
        self._loading = False

    def _profile_chosen(self) -> None:
        key = str(self.profile_combo.currentData())
        if key == CUSTOM:
            if self._custom is None:
                self._custom = dict_to_custom(self._read(), PROFILES[CUSTOM])
            self._show(self._custom)
        else:
            self._show(PROFILES[key])
        self._edited()

    def _read(self) -> dict[str, float | int | None]:
        return {
            "shot_seconds": self.shot.value(),
            "first_shot_seconds": self.first_shot.value(),
            "extension_seconds": self.extension.value(),
            "extensions_per_rack": self.extensions.value(),
            "warning_at": self.warning.value(),
            "countdown_from": self.countdown.value(),
        }

    def _edited(self) -> None:
        if self._loading:
            return
        problem = None
        if self.profile_combo.currentData() == CUSTOM:
            try:
                self._custom = dict_to_custom(self._read(), self._custom or PROFILES[CUSTOM])
            except InvalidProfileError as e:
                problem = self._explain(str(e))
        self.message.setText(problem or "")
        self.message.setVisible(problem is not None)
        self.ok_button.setEnabled(problem is None)

    def _explain(self, field: str) -> str:
        if field == "extension_seconds":
            return self.tr("An extension needs some seconds, or set the extensions to 0.")
        return self.tr("That value is not possible for a shot clock.")

    # -- results --------------------------------------------------------------------------------

    def profile(self) -> ClockProfile:
        """The chosen preset, or the custom profile as edited (key ``custom``)."""
        key = str(self.profile_combo.currentData())
        if key == CUSTOM:
            return dict_to_custom(self._read(), self._custom or PROFILES[CUSTOM])
        return PROFILES[key]

    def auto_start(self) -> bool:
        return self.auto_start_check.isChecked()

    def accept(self) -> None:
        if not self.ok_button.isEnabled():
            return
        super().accept()


def dict_to_custom(values: dict[str, float | int | None], base: ClockProfile) -> ClockProfile:
    """A custom profile with ``values``; raises InvalidProfileError for an impossible one."""
    return ClockProfile(
        key=CUSTOM,
        name=base.name if base.key == CUSTOM else PROFILES[CUSTOM].name,
        shot_seconds=values["shot_seconds"] or 0,
        first_shot_seconds=values["first_shot_seconds"],
        extension_seconds=values["extension_seconds"] or 0,
        extensions_per_rack=int(values["extensions_per_rack"] or 0),
        warning_at=_int_or_none(values["warning_at"]),
        countdown_from=_int_or_none(values["countdown_from"]),
        citation=base.citation if base.key == CUSTOM else PROFILES[CUSTOM].citation,
    )


def _int_or_none(v: float | int | None) -> int | None:
    return None if v is None else int(v)
