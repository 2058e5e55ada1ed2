"""What the league night window does: a league opened, a fixture chosen, each change to the
night made through the season (a closed night's with the reason asked), kept in the history
and shown, a refusal said in words; the acta printed. The views are
:class:`~ui.league.night_window.LeagueNightWindow`'s."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QMainWindow,
    QSpinBox,
)

from scoreboard.league.errors import LeagueError
from scoreboard.league.live import live_night
from scoreboard.league.loader import load_league_document
from scoreboard.league.model import LineupEntry, Side
from scoreboard.league.night import RubberResult, Substitution
from scoreboard.league.season import Season
from scoreboard.league.store import LeagueStore
from ui.i18n import fill, tr
from ui.league.words import problem_text
from ui.plain import show_warning
from ui.status_words import say

#: A change to the night: given the reason of a correction (None: the night is open) and the
#: time, it changes the season or raises LeagueError.
Change = Callable[[str | None, str], None]


class NightActions(QMainWindow):
    changed: SignalInstance
    store: LeagueStore | None
    season: Season | None
    fixture: str | None
    ask_reason: Callable[[], str | None]
    slot_combos: dict[Side, dict[str, QComboBox]]
    home_spin: QSpinBox
    away_spin: QSpinBox
    forfeit_combo: QComboBox
    sub_side: QComboBox
    sub_slot: QComboBox
    sub_player: QComboBox
    sub_rubber: QComboBox
    last_dir: Path = Path.home()
    #: the results received from venue tables (the desk's: match id, when it finished), kept
    #: in the history as received
    received: Mapping[str, str | None] = MappingProxyType({})

    def refresh(self) -> None:
        raise NotImplementedError

    def selected_rubber(self) -> str | None:
        raise NotImplementedError

    def live(self) -> dict[str, Any] | None:
        """The night shown, as the hall's screens show it (:func:`live_night`), while this
        window is open with a night chosen; None otherwise."""
        if not self.isVisible() or self.season is None or self.fixture is None:
            return None
        try:
            return live_night(self.season, self.fixture)
        except LeagueError:
            return None

    def lineup_turn(self, side: Side) -> tuple[bool, bool]:
        """(whether ``side`` may give its whole lineup now, whether its lineup is hidden): in
        turns, given place by place (:meth:`choose_player`), whole only when the other team
        did not come; blind, a lineup given stays hidden until the other team's is given too,
        and may be given again meanwhile (an illegal one put right) without being shown (a
        closed night is all open to correction)."""
        s, f = self.season, self.fixture
        if s is None or f is None:
            return False, False
        n, fmt = s.night(f), s.league.rules.format
        given = {x: n.lineup(x) is not None or x in n.no_show for x in (side, side.other)}
        if n.closed:
            return True, False
        if fmt.lineup is LineupEntry.BLIND:
            return True, n.lineup(side) is not None and not given[side.other]
        return side.other in n.no_show, False

    def choose_player(self, player: str | None) -> bool:
        """In turns: ``player`` (None: nobody) named for the place whose turn it is."""
        s, f = self.season, self.fixture
        turn = s.turn(f) if s is not None and f is not None else None
        if s is None or f is None or turn is None:
            return False
        side, slot = turn
        return self.apply(lambda _why, _now: s.pick(f, side, slot, player))

    def take_back_choice(self) -> bool:
        """In turns: the last choice taken back, while the other team has not chosen since."""
        s, f = self.season, self.fixture
        if s is None or f is None:
            return False

        def take_back(_why: str | None, _now: str) -> None:
            s.take_back(f)

        return self.apply(take_back)

    def _refused(self, exc: LeagueError) -> None:
        say(self, lambda: problem_text(exc), 15000)
        show_warning(self, tr("Not possible"), problem_text(exc))

    # -- the season ------------------------------------------------------------------------------

    def open_league(self, path: str | None = None) -> bool:
        """A league file read (untrusted) and its season begun, kept in the history."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, tr("Open league file"), str(self.last_dir), "JSON (*.json)"
            )
            if not path:
                return False
        try:
            _league, doc = load_league_document(path)
            season = Season.start(uuid.uuid4().hex, doc)
        except LeagueError as exc:
            self._refused(exc)
            return False
        self.last_dir = Path(path).parent
        self.set_season(season)
        self._save()
        return True

    def open_latest(self) -> None:
        """The season changed last, as kept in the history (a damaged one is said)."""
        if self.store is None:
            return
        for stored in self.store.list(1):
            try:
                self.set_season(self.store.load(stored.uid))
            except LeagueError as exc:
                self._refused(exc)

    def set_season(self, season: Season | None) -> None:
        self.season = season
        self.fixture = None
        if season is not None:
            ids = [f.id for f in season.calendar.fixtures]
            waiting = [i for i in ids if not season.night(i).closed]
            self.fixture = (waiting or ids)[0] if ids else None
        self.refresh()
        self.changed.emit()

    def choose_fixture(self, fixture_id: str | None) -> None:
        self.fixture = fixture_id
        self.refresh()

    def _save(self, every: bool = False) -> None:
        """Keep the season, with the rubbers of the night shown (``every``: of every night)."""
        if self.season is None or self.store is None:
            if self.season is not None:
                say(
                    self,
                    lambda: tr("The match history is not available: this league is not kept."),
                    15000,
                )
            return
        try:
            nights = None if every or self.fixture is None else [self.fixture]
            self.store.save(self.season, nights, self.received)
        except LeagueError as exc:  # changed by another desk: read it again
            self._refused(exc)
            try:
                self.set_season(self.store.load(self.season.uid))
            except LeagueError as again:
                self._refused(again)
        except Exception as exc:  # noqa: BLE001 - the window goes on; the status bar says it
            problem = str(exc)
            say(
                self,
                lambda: fill(
                    tr("Not saved: the history database cannot be written (%1)."), problem
                ),
                15000,
            )

    def apply(self, change: Change) -> bool:
        """Make ``change`` to the night shown: a closed night's after its reason is given;
        refused in words; kept and shown when made."""
        s, f = self.season, self.fixture
        if s is None or f is None:
            return False
        reason = None
        if s.night(f).closed:
            reason = self.ask_reason()
            if not reason:
                return False
        try:
            change(reason, datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"))
        except LeagueError as exc:
            self._refused(exc)
            return False
        self._save()
        self.refresh()
        self.changed.emit()
        return True

    # -- the night -------------------------------------------------------------------------------

    def give_lineup(self, side: Side) -> bool:
        """``side``'s lineup as chosen in its places."""
        s, f = self.season, self.fixture
        if s is None or f is None:
            return False
        players = [c.currentData() for c in self.slot_combos[side].values()]
        return self.apply(lambda why, now: s.set_lineup(f, side, players, reason=why, now=now))

    def no_show(self, side: Side) -> bool:
        """``side`` did not come; marked so already: it came after all (the no-show undone:
        on an open night its turns resumed where they were; on a closed night as a
        correction, with its reason, its lineup then to give)."""
        s, f = self.season, self.fixture
        if s is None or f is None:
            return False
        if side in s.night(f).no_show:
            return self.apply(lambda why, now: s.came(f, side, reason=why, now=now))
        return self.apply(lambda why, now: s.set_no_show(f, side, reason=why, now=now))

    def keep_result(self, rubber: str, home: int, away: int, forfeit: Side | None = None) -> bool:
        """``rubber``'s result typed in (or forfeited by a side)."""
        s, f = self.season, self.fixture
        if s is None or f is None:
            return False
        result = RubberResult(forfeit=forfeit) if forfeit else RubberResult(home, away)
        return self.apply(lambda why, now: s.set_result(f, rubber, result, reason=why, now=now))

    def keep_selected_result(self) -> bool:
        rid = self.selected_rubber()
        if rid is None:
            return False
        data = self.forfeit_combo.currentData()
        forfeit = Side(data) if data else None
        return self.keep_result(rid, self.home_spin.value(), self.away_spin.value(), forfeit)

    def take_back_selected(self) -> bool:
        s, f, rid = self.season, self.fixture, self.selected_rubber()
        if s is None or f is None or rid is None:
            return False
        return self.apply(lambda why, now: s.set_result(f, rid, None, reason=why, now=now))

    def bring_in(self) -> bool:
        """The substitute chosen holds his place from the rubber chosen on."""
        s, f = self.season, self.fixture
        if s is None or f is None:
            return False
        sub = Substitution(
            Side(self.sub_side.currentData() or Side.HOME),
            str(self.sub_slot.currentData()),
            str(self.sub_player.currentData()),
            str(self.sub_rubber.currentData()),
        )
        return self.apply(lambda why, now: s.substitute(f, sub, reason=why, now=now))

    def close_night(self) -> None:
        if self.season is None or self.fixture is None:
            return
        self.season.close(self.fixture)
        self._save()
        self.refresh()
        self.changed.emit()

    def reason_dialog(self) -> str | None:
        text, ok = QInputDialog.getText(
            self,
            tr("Correct a closed night"),
            tr("The night is closed. Why is it corrected?"),
            QLineEdit.EchoMode.Normal,
        )
        return text.strip() or None if ok else None

    def print_acta(self, path: str | None = None) -> bool:
        """The night's match sheet (acta) to a PDF, A4."""
        from ui.league.acta import export_acta

        s, f = self.season, self.fixture
        if s is None or f is None:
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self,
                tr("Print the match sheet"),
                str(self.last_dir / f"acta-{f}.pdf"),
                "PDF (*.pdf)",
            )
            if not path:
                return False
        try:
            export_acta(path, s, f)
        except OSError as exc:
            show_warning(self, tr("Not written"), str(exc))
            return False
        say(self, lambda: fill(tr("Written: %1"), str(path)), 10000)
        return True

    def export_results(self, path: str | None = None) -> bool:
        """The season's results for the federation: JSON, or CSV when the file's name ends
        in ``.csv`` (:mod:`scoreboard.league.results`)."""
        from scoreboard.league.results import export_results_csv, export_results_json

        s = self.season
        if s is None:
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self,
                tr("Export the season's results"),
                str(self.last_dir / "results.json"),
                "JSON (*.json);;CSV (*.csv)",
            )
            if not path:
                return False
        try:
            if Path(path).suffix.lower() == ".csv":
                export_results_csv(path, s)
            else:
                export_results_json(path, s)
        except OSError as exc:
            show_warning(self, tr("Not written"), str(exc))
            return False
        say(self, lambda: fill(tr("Written: %1"), str(path)), 10000)
        return True
