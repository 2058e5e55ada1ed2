"""What the league night window does with the tables: a rubber started on one (in the
scorekeeper, on a phone table, or sent to a table of another laptop of the venue feed, whose
result comes back over the feed; refused, in words, for a rubber in play on a table already or
decided), its result taken in when its match ends there, taken back out when the win is undone
(a closed night's only with the reason asked; without one the night keeps its result and the
table's new result waits in the rubbers list, until the desk takes it in with its reason or
drops it), a rubber in play taken off its table (its match there closed as abandoned, or a
venue table's assignment taken back), and the results of matches ended while the window was
not told caught up."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Protocol

from PySide6.QtWidgets import QComboBox, QMessageBox

from scoreboard.feed.messages import ResultMessage
from scoreboard.feed.rubbers import apply_rubber_result, venue_match, venue_table
from scoreboard.league.errors import LeagueError
from scoreboard.match.match import MatchConfig
from ui.i18n import fill, tr
from ui.league.night_actions import NightActions
from ui.league.rubbers_list import venue_choice
from ui.league.words import problem_text
from ui.plain import ask_question
from ui.status_words import say


class MatchRowLike(Protocol):
    """What the catch-up reads of a history row."""

    @property
    def winner(self) -> int | None: ...

    @property
    def result_score(self) -> tuple[int, int]: ...


class VenueTables(Protocol):
    """What the window uses of the desk's venue feed (:class:`ui.desk.venue_feed.DeskFeedControl`)."""

    def venue_tables(self) -> list[int]: ...


class TableHolder(Protocol):
    """Where a rubber's match is scored on this laptop (the scorekeeper's
    :class:`ui.desk.link.SlotStarter`, the phone tables' :class:`ui.desk.phone_link.PhoneDesk`):
    what a rubber taken off its table asks of it."""

    def shots_of(self, match_id: str) -> int | None: ...

    def abandon(self, match_id: str) -> bool: ...


class PhoneTables(TableHolder, Protocol):
    """What the window uses of the desk's phone tables."""

    @property
    def on(self) -> bool: ...

    @property
    def count(self) -> int: ...

    def start_config(self, table: int, config: MatchConfig) -> str | None: ...


def take_off_words(rubber: str, table: int | None, shots: int) -> str:
    """The question asked before ``rubber`` is taken off venue table ``table`` (None: a table
    of this laptop, with ``shots`` recorded)."""
    if table is not None:
        return fill(
            tr(
                "Rubber %1 is in play on table %2 of the venue. Its assignment there is taken"
                " back, and a result sent from there later is not taken in. Take it off the"
                " table?"
            ),
            rubber,
            str(table),
        )
    return fill(
        tr(
            "Rubber %1 has %2 entries recorded on its table (shots, racks, the lag). Its"
            " match is closed as abandoned and gives no result. Take it off the table?"
        ),
        rubber,
        str(shots),
    )


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class NightTables(NightActions):
    #: starts a rubber's match in the scorekeeper (the desk's, :class:`ui.desk.link.SlotStarter`):
    #: its match id, None when not started; None: rubbers are typed in only
    starter: Callable[[MatchConfig, str | None], str | None] | None = None
    #: the venue's phone tables (the desk's, :class:`ui.desk.phone_link.PhoneDesk`): a rubber
    #: starts on one as a competition's match does; None: none
    phones: PhoneTables | None = None
    #: the venue feed's tables of other laptops (the desk's): a rubber is sent to one as a
    #: competition's match is (:mod:`scoreboard.feed.rubbers`); None: none
    venue: VenueTables | None = None
    #: the scorekeeper's match, closed as abandoned when its rubber is taken off (the desk's
    #: :class:`ui.desk.link.SlotStarter`); None: none
    scorekeeper: TableHolder | None = None
    where_combo: QComboBox

    def why_not_started(self, rubber: str) -> str | None:
        """Why ``rubber`` of the night shown may not start on a table, in words (None: it may)."""
        refusal = self._not_startable(rubber)
        return problem_text(refusal) if refusal is not None else None

    def _not_startable(self, rubber: str) -> LeagueError | None:
        """Why ``rubber`` of the night shown may not start on a table (None: it may)."""
        s, f = self.season, self.fixture
        if s is None or f is None:
            return None
        try:
            s.check_startable(f, rubber)
        except LeagueError as exc:
            return exc
        return None

    def start_selected(self) -> str | None:
        """The selected rubber's match started in the scorekeeper, its players and distance
        filled in; its result comes back by itself when it ends (:meth:`match_finished`).
        Refused, saying why, for a rubber in play on a table already, or decided."""
        s, f, rid = self.season, self.fixture, self.selected_rubber()
        if s is None or f is None or rid is None or self.starter is None:
            return None  # the scorekeeper's starter is given with the phone tables
        refusal = self._not_startable(rid)
        if refusal is not None:
            say(self, lambda: problem_text(refusal), 15000)
            return None
        config = s.rubber_setup(f, rid)
        if config is None:
            say(self, lambda: tr("This rubber cannot be started on a table."), 15000)
            return None
        where = self.where_combo.currentData()
        table = venue_choice(where)
        if table is not None:  # sent to that table by the desk's feed (on ``changed``)
            match_id: str | None = venue_match(table)
        elif where and self.phones is not None:
            match_id = self.phones.start_config(int(where), config)
        else:
            match_id = self.starter(config, None)
        if match_id is not None:
            s.start_rubber(f, rid, match_id)
            self._save()
            self.refresh()
            self.changed.emit()
        return match_id

    def take_off_selected(self) -> bool:
        """The selected rubber, in play on a table and not decided, taken off it: asked
        first when shots are recorded there (saying how many), or when it is on another
        laptop's table; its match here closed as abandoned (archived, never a result), a
        venue table's assignment taken back (a result sent from there later is refused);
        the rubber not started, to start again on any table, or typed in."""
        s, f, rid = self.season, self.fixture, self.selected_rubber()
        if s is None or f is None or rid is None:
            return False
        match_id = s.night(f).started.get(rid, "")
        table = venue_table(match_id)
        holder = None if table is not None else self._holder(match_id)
        shots = holder.shots_of(match_id) if holder is not None else None
        if (table is not None or shots) and not self._may_take_off(rid, table, shots or 0):
            return False
        try:
            s.take_off(f, rid)
        except LeagueError as exc:
            self._refused(exc)
            return False
        if holder is not None:
            holder.abandon(match_id)
        self._save()
        self.refresh()
        self.changed.emit()  # a venue table's assignment cleared with it
        say(
            self,
            lambda: fill(tr("Rubber %1 taken off its table: it can be started again."), rid),
            15000,
        )
        return True

    def _holder(self, match_id: str) -> TableHolder | None:
        """Where on this laptop the match ``match_id`` is unfinished (None: nowhere here)."""
        for holder in (self.phones, self.scorekeeper):
            if holder is not None and holder.shots_of(match_id) is not None:
                return holder
        return None

    def _may_take_off(self, rubber: str, table: int | None, shots: int) -> bool:
        answer = ask_question(self, tr("Take off the table"), take_off_words(rubber, table, shots))
        return answer == QMessageBox.StandardButton.Yes

    def rubber_received(self, r: ResultMessage) -> bool | None:
        """A venue table's result for a rubber sent to it (the desk's feed, which takes each
        result id once): as :func:`~scoreboard.feed.rubbers.apply_rubber_result` says; the
        season kept (the result in the history as received), shown and told when it
        changed."""
        s = self.season
        before = s.started() if s is not None else ()
        verdict = apply_rubber_result(s, r, _now())
        if verdict and s is not None and s.started() != before:
            self._save(every=True)  # the night of the rubber may not be the one shown
            self.refresh()
            self.changed.emit()
        return verdict

    def _night_words(self, fixture: str) -> str:
        assert self.season is not None
        f = self.season.calendar.fixture(fixture)
        return f"{f.home} – {f.away}"

    def match_finished(
        self, match_id: str, racks: tuple[int, int], winner: int | None = None
    ) -> bool:
        """A match scored on this laptop has ended: the result of the rubber it was started
        for goes in by itself (a match the season does not know is ignored). True: the match
        is a rubber's, its result in the night, or (its win undone on a closed night without
        the reason) kept waiting for the desk."""
        s = self.season
        if s is None:
            return False
        try:
            rubber = s.match_finished(match_id, racks, winner, _now())
        except LeagueError as exc:
            self._refused(exc)
            return False
        if rubber is None:
            return s.played_as(match_id) is not None
        self._save(every=True)  # the night of the rubber may not be the one shown
        self.refresh()
        self.changed.emit()
        waiting = s.waiting_for(match_id)
        if waiting is not None:
            night = self._night_words(waiting[0])
            say(
                self,
                lambda: fill(
                    tr(
                        "Rubber %1 (%2): its table's new result waits for the correction's"
                        " reason. Select it and take it in, or drop it."
                    ),
                    rubber,
                    night,
                ),
                30000,
            )
        return True

    def match_undone(self, match_id: str) -> bool:
        """The win of a match scored on this laptop was undone on its table: the result it
        gave its rubber taken back, the rubber in play on that match again. A closed night is
        corrected only with the reason asked for, as every correction after the close; without
        one the night keeps the result, the table's next result waits in the list, and the
        desk is told so."""
        s = self.season
        played = s.played_as(match_id) if s is not None else None
        found = played or (s.waiting_for(match_id) if s is not None else None)
        if s is None or found is None:
            return False
        fixture, rubber = found
        night = self._night_words(fixture)
        reason = None
        if played is not None and s.night(fixture).closed:
            say(
                self,
                lambda: fill(
                    tr("The win of rubber %1 (%2) was undone on its table."), rubber, night
                ),
            )
            reason = self.ask_reason()
        try:
            s.match_undone(match_id, reason=reason, now=_now())
        except LeagueError as exc:
            self._refused(exc)
            return False
        self._save(every=True)  # the night of the rubber may not be the one shown
        self.refresh()
        self.changed.emit()
        kept = rubber in s.night(fixture).waiting

        def words() -> str:
            return fill(
                tr(
                    "Rubber %1 (%2) keeps its result: its night is closed. Its table's next result"
                    " waits in the list for the correction's reason."
                )
                if kept
                else tr("The win of rubber %1 (%2) was undone on its table: it is in play again."),
                rubber,
                night,
            )

        say(self, words, 30000)
        return True

    def take_in_waiting(self) -> bool:
        """The selected rubber's waiting result taken into the closed night, with the reason
        asked (not won again yet: the rubber in play on its table again)."""
        s, f, rid = self.season, self.fixture, self.selected_rubber()
        if s is None or f is None or rid is None:
            return False
        return self.apply(lambda why, now: s.take_in_waiting(f, rid, reason=why, now=now))

    def drop_waiting(self) -> bool:
        """The selected rubber's waiting result dropped: the night keeps its result."""
        s, f, rid = self.season, self.fixture, self.selected_rubber()
        if s is None or f is None or rid is None or rid not in s.night(f).waiting:
            return False
        s.drop_waiting(f, rid)
        self._save()
        self.refresh()
        self.changed.emit()
        return True

    def catch_up(self, row_of: Callable[[str], MatchRowLike | None]) -> None:
        """Rubbers started on a table (or waiting for its new result) whose match ended while
        the window was not told (the app restarted): their results taken from the history."""
        if self.season is None:
            return
        for _fixture, _rubber, match_id in self.season.started() + self.season.awaited():
            row = row_of(match_id)
            if row is not None and row.winner is not None:
                self.match_finished(match_id, row.result_score, row.winner)
