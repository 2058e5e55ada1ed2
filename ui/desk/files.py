"""The desk's competition files: a stored competition opened (the one changed last, at
start), a competition file imported or exported (JSON), the bracket and classification
exported (CSV) or printed (PDF), and entrants imported from a CSV file.
"""

from __future__ import annotations

import functools
import uuid
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from scoreboard.competition import CompetitionError
from scoreboard.competition.files import export_csv, export_json, import_json, read_entrants_csv
from scoreboard.competition.store import Unreadable
from ui.competition.words import problem_text, sheet_text
from ui.desk.base import DeskBase
from ui.i18n import fill, tr
from ui.plain import show_information, show_warning
from ui.status_words import say


def _unreadable_words(bad: Unreadable) -> str:
    """A stored competition that could not be read, and where it was kept aside."""
    text = problem_text(bad.error)
    if bad.kept_aside is not None:
        text += " " + fill(
            tr("It was kept aside as %1 and is no longer listed."), str(bad.kept_aside)
        )
    return text


class DeskFiles(DeskBase):
    """The desk's menu commands on files, and the notices said at opening."""

    def open_competition(self) -> None:
        if self.store is None:
            show_information(self, tr("Open"), tr("The match history is not available."))
            return
        stored = self.store.list()
        if not stored:
            show_information(self, tr("Open"), tr("No competition is stored yet."))
            return
        labels = [f"{s.name} ({s.updated[:10]})" for s in stored]
        label, ok = QInputDialog.getItem(self, tr("Open"), tr("Competition"), labels, 0, False)
        if not ok:
            return
        uid = stored[labels.index(label)].uid
        try:
            self.set_competition(self.store.load(uid))
        except CompetitionError as exc:
            self._refused(exc)

    def open_latest(self) -> None:
        """Open the competition changed last, if it is not over (the desk takes up where it
        was left). A stored competition that cannot be read is said by name and kept aside,
        so that it is not met again at the next start."""
        if self.store is None:
            return
        try:
            c, unreadable = self.store.open_latest()
        except Exception as exc:  # noqa: BLE001 - the history cannot be read: say so, go on
            problem = str(exc)[:200]
            self.notices.append(
                lambda: fill(tr("The stored competitions cannot be read (%1)."), problem)
            )
            self._show_notices()
            return
        for bad in unreadable:
            self.notices.append(functools.partial(_unreadable_words, bad))
        if c is not None:
            self.set_competition(c)
        self._show_notices()

    def _show_notices(self) -> None:
        """What went wrong while opening, said once without stopping the desk."""
        if not self.notices:
            return
        text = "\n\n".join(words() for words in self.notices)
        say(self, self.notices[-1], 30000)
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Not possible"), text, parent=self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.notice_box = box

    def import_competition(self, path: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, tr("Import competition file"), str(self.last_dir), "JSON (*.json)"
            )
            if not path:
                return False
        try:
            c = import_json(path)
        except CompetitionError as exc:
            self._refused(exc)
            return False
        if self.store is not None and any(s.uid == c.uid for s in self.store.list(10_000)):
            c.uid = uuid.uuid4().hex  # a copy: the stored one stays as it is
        self.set_competition(c)
        self._save()
        return True

    def _save_path(self, title: str, suffix: str, filt: str) -> str | None:
        assert self.c is not None
        base = "".join(ch if ch.isalnum() or ch in "-_ " else "_" for ch in self.c.name).strip()
        path, _ = QFileDialog.getSaveFileName(
            self, title, str(self.last_dir / f"{base or 'competition'}{suffix}"), filt
        )
        if path:
            self.last_dir = Path(path).parent
        return path or None

    def _written(self, path: str | Path) -> None:
        say(self, lambda: fill(tr("Written: %1"), str(path)), 10000)

    def export_competition(self, path: str | None = None) -> None:
        if self.c is None:
            return
        path = path or self._save_path(tr("Export competition file"), ".json", "JSON (*.json)")
        if path:
            try:
                export_json(path, self.c)
                self._written(path)
            except OSError as exc:
                show_warning(self, tr("Not written"), str(exc))

    def export_csv(self, path: str | None = None) -> None:
        if self.c is None:
            return
        path = path or self._save_path(tr("Export CSV"), ".csv", "CSV (*.csv)")
        if path:
            try:
                export_csv(path, self.c, sheet_text())
                self._written(path)
            except OSError as exc:
                show_warning(self, tr("Not written"), str(exc))

    def export_pdf(self, page: str = "A4", path: str | None = None) -> None:
        from ui.desk.printing import export_pdf

        if self.c is None:
            return
        path = path or self._save_path(tr("Print to PDF"), f"-{page}.pdf", "PDF (*.pdf)")
        if path:
            try:
                export_pdf(path, self.c, page, sheet_text())
                self._written(path)
            except OSError as exc:
                show_warning(self, tr("Not written"), str(exc))

    def print_race_chart(self, path: str | None = None, length: int | None = None) -> None:
        """A race chart for a league night (PDF, A4): the fair race per pair of rating bands
        at a chosen length, titled with the open competition's name."""
        from ui.desk.race_chart import export_race_chart

        title = self.c.name if self.c is not None else tr("Race chart")
        if length is None:
            first = next(iter(self.c.distances.values()), 13) if self.c is not None else 13
            chosen, ok = QInputDialog.getInt(
                self, tr("Race chart"), tr("About a race to:"), first // 2 + 1, 1, 50
            )
            if not ok:
                return
            length = chosen
        if path is None:
            base = "".join(ch if ch.isalnum() or ch in "-_ " else "_" for ch in title).strip()
            chosen_path, _ = QFileDialog.getSaveFileName(
                self,
                tr("Print a race chart"),
                str(self.last_dir / f"{base or 'races'}-{length}.pdf"),
                "PDF (*.pdf)",
            )
            if not chosen_path:
                return
            self.last_dir = Path(chosen_path).parent
            path = chosen_path
        try:
            export_race_chart(path, title, length)
            self._written(path)
        except OSError as exc:
            show_warning(self, tr("Not written"), str(exc))

    def import_entrants(self, path: str | None = None) -> int:
        """Add the names of a CSV file; returns how many were added (duplicates and bad names
        are skipped and counted in the status bar)."""
        if self.c is None:
            return 0
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, tr("Import entrants"), str(self.last_dir), "CSV (*.csv *.txt)"
            )
            if not path:
                return 0
        try:
            names = read_entrants_csv(path)
        except CompetitionError as exc:
            self._refused(exc)
            return 0
        added, skipped = 0, list[CompetitionError]()
        for name in names:
            try:
                self.c.add_entrant(name)
                added += 1
            except CompetitionError as exc:
                skipped.append(exc)
        self.competition_changed()
        c, refused = self.c, skipped[:3]

        def words() -> str:
            msg = fill(tr("%1 entrants added."), str(added))
            if skipped:
                shown = "; ".join(problem_text(exc, c) for exc in refused)
                msg += " " + fill(tr("%1 lines skipped: %2"), str(len(skipped)), shown)
            return msg

        say(self, words, 15000)
        return added
