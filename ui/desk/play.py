"""What the organiser does at the desk: entrants typed, withdrawn and moved in the ranking, the
draw, and the matches: selected, assigned to a table and taken off it, started in the
scorekeeper, their results typed in or coming from the scorekeeper.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidgetItem, QMessageBox

from scoreboard.competition import CompetitionError, Problem, State
from scoreboard.competition.correction import preview
from scoreboard.players.rating_book import PlayerRating
from ui.competition.words import problem_text, slot_name
from ui.desk.base import DeskBase
from ui.desk.correction import ask_correction
from ui.desk.dialogs import ResultDialog
from ui.i18n import fill, tr
from ui.modal import modal
from ui.plain import ask_question
from ui.status_words import say

#: The provisional entrants a question names before "…".
MAX_NAMED = 8


class DeskPlay(DeskBase):
    """The entrants, the draw and the matches, changed through the model."""

    def add_typed_entrant(self) -> None:
        if self.c is None:
            return
        try:
            self.c.add_entrant(self.name_edit.text())
        except CompetitionError as exc:
            refused, c = exc, self.c
            say(self, lambda: problem_text(refused, c), 10000)
            return
        self.name_edit.clear()
        self.competition_changed()

    def withdraw_selected(self) -> None:
        row = self.entrant_list.currentRow()
        if self.c is None or row < 0:
            return
        try:
            self.c.withdraw(self.c.entrants[row])
        except CompetitionError as exc:
            self._refused(exc)
            return
        self.competition_changed()

    def move_selected(self, step: int) -> None:
        row = self.entrant_list.currentRow()
        if self.c is None or row < 0 or not 0 <= row + step < len(self.c.entrants):
            return
        self.c.move_entrant(self.c.entrants[row], row + 1 + step)
        self.competition_changed()
        self.entrant_list.setCurrentRow(row + step)

    def make_draw(self) -> None:
        """Make the draw; a handicapped event first takes its entrants' ratings (from the
        history, through ``rater``), which its races are then the fair races of."""
        if self.c is None:
            return
        try:
            if self.c.handicapped:
                found = self._draw_ratings()
                if found is None or (found and not self._provisional_confirmed()):
                    return
                self.c.set_ratings(found)
                if self.controls is not None:
                    self.c.set_handicap_controls(*self.controls())
            self.c.draw()
        except CompetitionError as exc:
            self._refused(exc)
            return
        self.scene.show_competition(self.c)
        self.view.actual_size()
        self.tabs.setCurrentIndex(1)
        self.competition_changed()

    def _draw_ratings(self) -> dict[str, float] | None:
        """The entrants' ratings for a handicapped draw; None: not now. While they are being
        read the draw waits for them (said, and made when they land); asked again meanwhile,
        the organiser may draw with every entrant at the starter rating."""
        assert self.c is not None
        if self.rater is None:
            return {}
        found = self.rater(list(self.c.entrants), self._ratings_read, self.c.discipline)
        if found is not None:
            self.draw_waits = False
            return found
        if not self.draw_waits:
            self.draw_waits = True
            say(
                self,
                lambda: tr(
                    "Reading the entrants' ratings from the history: the draw is made as soon "
                    "as they are read."
                ),
                30000,
            )
            return None
        answer = ask_question(
            self,
            tr("Make the draw"),
            tr(
                "The entrants' ratings are still being read from the history. Draw now with "
                "every entrant at the starter rating (every race even)?"
            ),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return None
        self.draw_waits = False
        return {}

    def _provisional_confirmed(self) -> bool:
        """The organiser's yes to handicaps from provisional ratings, or between entrants
        whose groups of players never met (True when there is neither)."""
        assert self.c is not None
        known: dict[str, PlayerRating] = {}
        if self.standing is not None:
            known = self.standing(list(self.c.entrants), self.refresh, self.c.discipline) or {}
        guessed = [name for name, r in known.items() if r.provisional]
        groups = {r.group for r in known.values() if r.group is not None}
        if not guessed and len(groups) < 2:
            return True
        lines = []
        if guessed:
            shown = ", ".join(guessed[:MAX_NAMED]) + (" …" if len(guessed) > MAX_NAMED else "")
            lines.append(fill(tr("Provisional ratings (too few games to be sure): %1."), shown))
        if len(groups) > 1:
            lines.append(
                fill(
                    tr(
                        "The entrants come from %1 groups of players who never met: ratings "
                        "from different groups cannot be compared."
                    ),
                    str(len(groups)),
                )
            )
        lines.append(tr("Make the draw with handicaps from these ratings?"))
        answer = ask_question(self, tr("Make the draw"), "\n".join(lines))
        return answer == QMessageBox.StandardButton.Yes

    def _ratings_read(self) -> None:
        """The ratings landed: a draw waiting for them is made now."""
        self.refresh()
        if self.draw_waits and self.c is not None and not self.c.drawn:
            self.make_draw()

    def select(self, slot_id: str | None) -> None:
        self.selected = slot_id
        self.scene.select(slot_id)
        self._show_selected()

    def _table_clicked(self, item: QListWidgetItem) -> None:
        if self.c is None or not self.c.drawn:
            return
        s = self.c.slot_on_table(item.data(Qt.ItemDataRole.UserRole))
        if s is not None:
            self.select(s.id)

    def assign(self, slot_id: str, table: int) -> bool:
        if self.c is None:
            return False
        try:
            self.c.assign_table(slot_id, table)
        except CompetitionError as exc:
            self._refused(exc)
            return False
        if self.offered is not None and self.offered[1] == table:
            self.offered = None
        self.competition_changed()
        return True

    def assign_selected(self) -> None:
        s = self._slot()
        table = self.table_combo.currentData()
        if s is not None and table is not None:
            self.assign(s.id, int(table))

    def release_selected(self) -> None:
        s = self._slot()
        if self.c is not None and s is not None:
            if not self.tables.release(self.c, s):
                return
            self.c.release_table(s.id)
            self.competition_changed()

    def accept_offer(self) -> None:
        if self.offered is not None:
            slot_id, table = self.offered
            self.offered = None
            if self.assign(slot_id, table):
                self.select(slot_id)

    def start_selected(self) -> None:
        s = self._slot()
        if self.c is None or s is None or not self.tables.can_start:
            return
        if s.state is State.READY and self.table_combo.count() > 0:
            self.assign(s.id, int(self.table_combo.currentData()))
            s = self.c.slot(s.id)
        match_id = self.tables.start(self.c, s)
        if match_id is None:
            return
        try:
            self.c.mark_started(s.id, match_id)
        except CompetitionError as exc:
            self._refused(exc)
            return
        self.competition_changed()

    def result_for_selected(self) -> None:
        s = self._slot()
        if self.c is None or s is None:
            return
        with modal(ResultDialog(self.c, s, self)) as dialog:
            if dialog.exec() != ResultDialog.DialogCode.Accepted:
                return
            racks, forfeit = dialog.racks(), dialog.forfeit()
        if s.state is not State.FINISHED:
            self.enter_result(s.id, racks, forfeit=forfeit)
            return
        # a correction: only on purpose, once its consequences are read
        try:
            p = preview(self.c, s.id, racks, forfeit)
        except CompetitionError as exc:
            self._refused(exc)
            return
        if not p.changes or not ask_correction(self, self.c, p):
            return
        self.c.enter_result(s.id, p.after.racks, confirm=True, forfeit=forfeit)
        self.competition_changed()

    def enter_result(
        self,
        slot_id: str,
        racks: tuple[int, int],
        history_id: str | None = None,
        forfeit: int | None = None,
    ) -> bool:
        """Enter a result (typed in, or from the scorekeeper); asks the organiser before a
        correction that undoes matches already played or changes a match in play."""
        if self.c is None:
            return False
        table = self.c.slot(slot_id).table
        try:
            self.c.enter_result(slot_id, racks, history_id=history_id, forfeit=forfeit)
        except CompetitionError as exc:
            if exc.problem not in (
                Problem.PLAYED_SLOTS_WOULD_CHANGE,
                Problem.MATCHES_IN_PLAY_WOULD_CHANGE,
            ):
                self._refused(exc)
                return False
            answer = ask_question(
                self,
                tr("Correct a result"),
                problem_text(exc, self.c) + "\n\n" + tr("Correct it anyway?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
            self.c.enter_result(
                slot_id, racks, history_id=history_id, confirm=True, forfeit=forfeit
            )
        if table is not None:
            nxt = self.c.next_for_table()
            self.offered = (nxt.id, table) if nxt is not None else None
        self.competition_changed()
        return True

    def match_finished(
        self,
        match_id: str,
        players: tuple[str, str],
        racks: tuple[int, int],
        winner: int | None = None,
    ) -> bool:
        """A match scored on this laptop has ended: its result goes into its slot by itself
        (with the match's history id); a match won before the distance (a concession, a
        forfeit) goes in as such. A match the competition does not know is ignored."""
        if self.c is None or not self.c.drawn:
            return False
        s = self.c.slot_of_match(match_id)
        if s is None:
            return False
        if players != (self.c.entrant(s.top), self.c.entrant(s.bottom)):
            # a correction changed its players after it was started: the organiser decides
            c, now = self.c, f"{self.name(s.top)} – {self.name(s.bottom)}"
            say(
                self,
                lambda: fill(
                    tr("%1 ended between %2, but the draw now has %3 there: type in its result."),
                    slot_name(c, s.id),
                    " – ".join(players),
                    now,
                ),
                30000,
            )
            return False
        forfeit = winner if winner is not None and racks[winner] < s.targets[winner] else None
        if self.enter_result(s.id, racks, history_id=match_id, forfeit=forfeit):
            c = self.c
            say(
                self,
                lambda: fill(tr("Result of %1 entered from the scorekeeper."), slot_name(c, s.id)),
                10000,
            )
            self.select(s.id)
            return True
        return False
