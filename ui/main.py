"""Both windows, the shot clock and the sound, wired to one controller.

Data flows one way: a click submits a record to the table; the table's snapshot, through the
controller's signals, goes to every view. The clock's own snapshots go to both windows; its
expiry goes back to the table as a slow-play foul.

Long because it wires every part of the windows' side in one place (both windows, the shot
clock's driver and actions, the sound, the history's bar, the overlay server, the venue feed,
the desk and the exports), each a short method that hands the work to its own module.
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QByteArray, QEvent, QObject, Qt
from PySide6.QtWidgets import QMessageBox

from scoreboard import __version__
from scoreboard.files.paths import FileProblem, FileProblemError
from scoreboard.match.inputs import LagInput
from scoreboard.match.match import MatchConfig
from scoreboard.match.snapshot import Event, EventKind, Snapshot
from scoreboard.service.hall import WINDOW_TABLE, Hall
from scoreboard.service.hall_clocks import TableClock
from scoreboard.service.session import Session
from scoreboard.service.settings import Settings
from scoreboard.table.clock_policy import ClockKeeper, ClockPolicy
from scoreboard.table.problem import Problem
from scoreboard.table.shot_clock import (
    PROFILES,
    ClockSnapshot,
    ShotClock,
)
from ui import texts
from ui.adapters.clock_driver import ClockDriver
from ui.adapters.controller import Controller
from ui.first_paint import FirstPaint
from ui.history.writer import HistoryWriter
from ui.i18n import Translations, fill, tr
from ui.modal import modal
from ui.plain import show_information, show_warning
from ui.scorekeeper.disk_words import DiskWords
from ui.scorekeeper.history_bar import HistoryBar
from ui.scorekeeper.window import ScorekeeperWindow
from ui.servers.overlay_ui import ServerControl
from ui.sound import SoundPlayer
from ui.spectator.window import SpectatorWindow
from ui.status_words import say
from ui.venue.table_ui import FeedControl

if TYPE_CHECKING:
    from scoreboard.competition import Competition
    from ui.adapters.hall_driver import HallDriver
    from ui.desk.link import DeskLink
    from ui.desk.window import DeskWindow
    from ui.instance import WindowServer
    from ui.servers.phone_supply import PhoneSupply

log = logging.getLogger(__name__)

#: Makes the desk, linked to these windows (see :func:`ui.compose.make_desk`).
DeskMaker = Callable[..., "DeskLink"]

# Milliseconds between two tries to store a won match the history refused (locked).
HISTORY_RETRY_MS = 20_000


class MainUi(QObject):
    """Owns the scorekeeper window, the spectator window, the clock driver and the sound;
    ``phones`` is the app's one hall of phone tables and its server (made when first used),
    handed to the desk; ``desk`` makes the desk when first opened (the composition root's
    :func:`ui.compose.make_desk`)."""

    #: The last match set up here: the next New match starts from its discipline and race.
    _last_setup: MatchConfig | None = None

    def __init__(
        self,
        controller: Controller,
        translations: Translations,
        session: Session,
        *,
        sound: bool = True,
        unattended: bool = False,
        phones: PhoneSupply,
        desk: DeskMaker | None = None,
    ) -> None:
        super().__init__()
        self.phones = phones
        self._make_desk = desk
        self.controller = controller
        self.unattended = unattended  # --screenshot: what would wait for an OK is logged
        self.translations = translations
        self.session = session
        self.table = controller.table  # every command goes to it (its one way in, submit)
        self.clock = ClockDriver(ShotClock(PROFILES["wpa"], now=time.monotonic))
        self.sound = SoundPlayer(self, enabled=sound, lazy=True)
        self.window = ScorekeeperWindow(controller)
        # what the first picture does not need (sounds, a full collection) waits for it
        self.first_paint = FirstPaint(self.window)
        # the clock lives as long as the scorekeeper window: no tick reaches a closed window
        self.clock.setParent(self.window)
        self.hall = self._join_hall(phones)
        self.spectator = SpectatorWindow()
        # closing the scorekeeper window quits the app, even with the spectator window open
        self.spectator.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self._last_snapshot: Snapshot | None = None
        self.window_server: WindowServer | None = None  # brings this window up for a second copy
        #: The competition desk and its link to this window (made when first opened).
        self.desk_link: DeskLink | None = None
        # a won match is stored off the window's thread; one the history could not take is
        # tried again now and then, while the window is open
        self.history_bar = HistoryBar(self.window, session, HISTORY_RETRY_MS, unattended=unattended)
        self.disk_words = DiskWords(self.window, session, unattended=unattended)
        self.history_writer = HistoryWriter(self)
        self._closed = False
        self._given_back = False
        self._after_check: list[Callable[[], object]] = []
        self.history_writer.delivered.connect(self._show_history_state)
        session.background = self.history_writer
        self.window.installEventFilter(self)
        self._connect()
        # the overlay server hears of each snapshot after both windows
        self.server = ServerControl(self.window, controller, self.clock, session)
        self.feed = FeedControl(
            self.window,
            controller,
            self.clock,
            session,
            server=lambda: self.server.server,
            start=self.start_match,
        )
        self._on_snapshot(controller.snapshot)
        self.spectator.show_clock(None)
        self._apply_settings(session.settings)
        self.show_clock()

    def _join_hall(self, phones: PhoneSupply) -> HallDriver:
        """The window's table is one of the hall's: the hall moves its clock after each entry
        (before any window hears of it), runs it out, and tries again what the history
        refused; once the window's clock is gone, its table is no longer hosted."""
        driver = phones.hall()
        driver.hall.host(
            WINDOW_TABLE,
            self.table,
            clock=TableClock(self.clock.clock.profile, self.clock.clock, target=self.clock),
            link=self.session.link,
        )
        self.clock.destroyed.connect(functools.partial(_unhost, driver.hall))
        return driver

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.window and event.type() == QEvent.Type.Close:
            self._window_closed()
        return False

    def _window_closed(self) -> None:
        """No retry and no bar once the window is closed; a store in flight still lands (the
        session waits for it a moment when it closes)."""
        self.history_bar.closed()
        if not self._closed:
            self._closed = True
            self.history_writer.delivered.disconnect(self._show_history_state)

    def close(self) -> None:
        """At the app's end, once: everything the windows hold given back, in the reverse
        order of their making: the desk (its venue feed, its feed file, the league night),
        the venue feed, the overlay server, the phone tables' server and hall, the window
        server, then the session (the journal, the history, the data folder's
        lock). The windows themselves are Qt's."""
        if self._given_back:
            return
        self._given_back = True
        # a window already deleted (with the controls it holds) has nothing more to close
        if self.desk_link is not None and shiboken6.isValid(self.desk_link.desk):
            self.desk_link.close()
        for control in (self.feed, self.server):
            if shiboken6.isValid(control):
                control.stop()
        self.phones.close()
        if self.window_server is not None:
            self.window_server.close()
            self.window_server = None
        self.session.close()

    @property
    def clock_policy(self) -> ClockPolicy:
        """When the clock starts and stops by itself: the service's policy."""
        return self.session.clock_policy

    @property
    def clock_keeper(self) -> ClockKeeper:
        """The clock of each shot of the match in play (an undo brings its clock back)."""
        return self.table.clock_keeper

    @property
    def clock_enabled(self) -> bool:
        return self.clock_policy.enabled

    @clock_enabled.setter
    def clock_enabled(self, on: bool) -> None:
        self.clock_policy.enabled = on
        self.show_clock()

    @property
    def auto_start_clock(self) -> bool:
        return self.clock_policy.auto_start

    @auto_start_clock.setter
    def auto_start_clock(self, on: bool) -> None:
        self.clock_policy.auto_start = on

    def _connect(self) -> None:
        c, w = self.controller, self.window
        # the spectator's board first, then the scorekeeper's widgets (painted after both)
        c.snapshot_changed.disconnect(w.show_snapshot)
        c.snapshot_changed.connect(self._on_snapshot)
        c.snapshot_changed.connect(w.show_snapshot)
        c.announced.connect(self._on_event)
        w.request_spectator.connect(self.toggle_spectator)
        w.request_language.connect(self.set_language)
        w.request_about.connect(self.about)
        w.request_competition.connect(self.open_desk)
        w.request_new_match.connect(self.new_match)
        w.request_resume.connect(lambda: self.offer_resume(explicit=True))
        w.request_history.connect(self.show_history)
        w.request_players.connect(self.show_players)
        w.request_export.connect(self.export_match)
        w.request_import.connect(self.import_match)
        w.request_clock_profile.connect(self.edit_clock)
        c.problem.connect(self.report)
        w.clock_start_pause.connect(self.clock_start_pause)
        w.clock_reset.connect(self.clock_reset)
        w.clock_extend.connect(self.clock_extend)
        self.clock.state_changed.connect(self._on_clock)
        self.clock.expired.connect(self._on_expired)
        self.clock.warning.connect(lambda: self.sound.play("warning"))
        self.clock.countdown.connect(lambda _s: self.sound.play("tick"))
        self.sound.unavailable.connect(
            lambda _msg: say(w, lambda: self.sound.unavailable_reason or "", 10000)
        )

    # -- views --------------------------------------------------------------------------------

    def show(self) -> None:
        self.window.show()

    def start(self) -> None:
        """After the event loop starts: say once if sound is off, report damaged files, offer
        an unfinished match, or ask for a new one."""
        self.restore_spectator()
        if self.session.settings.server_on and not self.server.running:
            self.server.start()
        if self.session.settings.feed_on and not self.feed.running:
            self.feed.start()
        for problem in self.session.problems:
            show_warning(self.window, tr("File problem"), texts.problem_text(problem))
        if io_error := self.session.io_error:
            say(
                self.window,
                lambda: fill(tr("The data folder cannot be written: %1"), io_error),
                15000,
            )
        # the history's full check, left by the start-up for now (on the history's thread);
        # then the won matches found at start are stored, and a match is offered
        self.session.check_history(self._history_checked)

    def when_history_checked(self, work: Callable[[], object]) -> None:
        """``work()`` once the history's full check has landed (now when it has): what stores
        into the history at its start (the phone tables' hall) never runs the check on the
        windows' thread."""
        if self.session.history_checked:
            work()
        else:
            self._after_check.append(work)

    def _history_checked(self, problem: FileProblem | None) -> None:
        if problem is not None:
            show_warning(self.window, tr("File problem"), texts.problem_text(problem))
        self.session.store_won_journals()
        waiting, self._after_check = self._after_check, []
        for work in waiting:
            work()
        if self.session.stored_at_start:
            show_information(
                self.window,
                tr("History"),
                fill(
                    tr(
                        "Won matches that could not be stored in the history last time are now "
                        "stored in it: %1."
                    ),
                    str(len(self.session.stored_at_start)),
                ),
            )
        self._show_history_state()
        if not self.offer_resume(explicit=False) and not self.controller.snapshot.players.names[0]:
            served = self.phones.made
            if served is not None and served.running:
                self.open_desk()  # the evening is run from the desk (--phones): not New match
            else:
                self.new_match()

    # -- settings -----------------------------------------------------------------------------

    def _apply_settings(self, settings: Settings) -> None:
        self.spectator.preferred_screen = settings.spectator_screen
        self.spectator.set_theme(settings.theme)
        # the session's clock policy follows the same settings
        profile = ClockPolicy.profile(settings.shot_clock_profile, settings.custom_clock)
        if profile is not None:
            self.clock.set_profile(profile)
        geometry = settings.window_geometry.get("scorekeeper")
        if geometry:
            self.window.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))

    def save_window_state(self) -> None:
        geometry = dict(self.session.settings.window_geometry)
        geometry["scorekeeper"] = bytes(self.window.saveGeometry().toBase64().data()).decode(
            "ascii"
        )
        # the spectator display comes back at the next start as it was left: open or not,
        # on its screen, full screen or not
        self.session.update_settings(
            window_geometry=geometry,
            spectator_open=self.spectator.isVisible(),
            spectator_full_screen=self.spectator.isFullScreen(),
            spectator_screen=self.spectator.preferred_screen
            or self.session.settings.spectator_screen,
        )

    def restore_spectator(self) -> None:
        """Open the spectator display if it was open when the app last closed."""
        saved = self.session.settings
        if not saved.spectator_open or self.spectator.isVisible():
            return
        self.toggle_spectator()
        if saved.spectator_full_screen:
            self.spectator.showFullScreen()

    # -- matches ------------------------------------------------------------------------------

    def new_match(self) -> bool:
        from ui.scorekeeper.setup_dialog import SetupDialog

        with modal(
            SetupDialog(self.window, self.session.player_names(), self.session.settings)
        ) as dialog:
            dialog.follow_ratings(self.session.ratings)
            if self._last_setup is not None:
                dialog.start_from(self._last_setup)
            if dialog.exec() != SetupDialog.DialogCode.Accepted:
                return False
            config = dialog.result_config()
            key = dialog.clock_profile_key()
            lag = dialog.lag()
        self._last_setup = config
        if not self.start_match(config, key):
            return False
        self.session.update_settings(shot_clock_profile=key or "off")
        self.session.remember_players(config.players)
        if lag is not None:
            self.table.submit(LagInput(lag[0], lag[1], time.time()))
        return True

    def start_match(self, config: MatchConfig, clock_key: str | None) -> bool:
        """Start ``config`` in this window with the shot clock of ``clock_key`` (a profile's
        key, ``custom`` the saved one, None or "off": none), journaled with it. False: not
        started (said)."""
        key = None if clock_key in (None, "", "off") else clock_key
        profile = self.session.clock_for_new_match(key)
        clock_dict = profile.to_dict() if profile is not None else None
        if profile is not None:
            self.clock.set_profile(profile)
        self.clock.stop()
        started = self.session.new_match(config, clock_dict)
        self.show_clock()
        return started

    def show_resumable(self) -> None:
        """The empty window's Resume button is live only with an unfinished match to resume."""
        self.window.decision.resume_btn.setEnabled(bool(self.session.unfinished()))

    def offer_resume(self, *, explicit: bool) -> bool:
        from ui.scorekeeper.resume_dialog import ResumeDialog

        found = self.session.unfinished()
        self.window.decision.resume_btn.setEnabled(bool(found))
        if not found:
            if explicit:
                show_information(self.window, tr("Resume"), tr("There is no unfinished match."))
            return False
        with modal(ResumeDialog(self.window, found)) as dialog:
            chosen = dialog.chosen() if dialog.exec() == ResumeDialog.DialogCode.Accepted else None
        if chosen is None:
            return False
        try:
            problem = self.session.resume(chosen.path)
        except FileProblemError as exc:
            show_warning(self.window, tr("File problem"), texts.problem_text(exc.problem))
            return False
        clock = self.session.resumed_clock()
        if clock is not None:
            self.clock.set_profile(clock)
        self.show_clock()
        if problem is not None:
            show_warning(self.window, tr("File problem"), texts.problem_text(problem))
        return True

    def show_history(self) -> None:
        from ui.history.dialog import HistoryDialog

        history = self.session.history_to_browse()
        self._report_put_back()
        if history is None:
            show_information(self.window, tr("History"), tr("The match history is not available."))
            return
        with modal(
            HistoryDialog(self.window, history, self.session.settings.last_folder or "")
        ) as dialog:
            dialog.folder_used.connect(
                lambda folder: self.session.update_settings(last_folder=folder)
            )
            dialog.exec()

    def show_players(self) -> None:
        from ui.players.window import PlayersWindow

        history = self.session.history_to_browse()
        if history is None:
            show_information(self.window, tr("Players"), tr("The match history is not available."))
            return
        settings = self.session.settings
        starter = settings.rating_starter
        window = PlayersWindow(
            self.window,
            history,
            starter=starter,
            established=settings.rating_established,
            race_minimum=settings.race_minimum,
            gap_cap=settings.rating_gap_cap,
            half_life=settings.rating_half_life,
        )
        with modal(window):
            window.exec()
            # the club's starter rating and handicap settings, kept
            club = window.club.values()
            chosen_starter = window.starter.value()
        changed = {k: v for k, v in club.items() if getattr(settings, k) != v}
        if chosen_starter != starter:
            changed["rating_starter"] = chosen_starter
        if changed:
            self.session.update_settings(**changed)

    def open_desk(self) -> DeskWindow:
        """Show the competition desk (made at the first call, linked to this window)."""
        link = self.desk_link
        if link is None:
            if self._make_desk is None:
                raise RuntimeError("no desk was given to these windows")
            link = self._make_desk(
                self.session,
                self.controller,
                scorekeeper=self.window,
                spectator=self.spectator,
                overlay=self.server,
                phones=self.phones,
                start=self.start_match,
                owner=self,
            )
            self.desk_link = link
        link.show()
        return link.desk

    def open_competition(self) -> Competition | None:
        """The competition open at the desk (None: no desk, or nothing open there)."""
        return self.desk_link.desk.c if self.desk_link is not None else None

    def export_match(self) -> Path | None:
        """Match ▸ Export: the match in play to a file the scorekeeper chooses."""
        from ui.history.export import export_current

        snap = self.controller.snapshot
        return export_current(self.window, self.session, snap, self.open_competition())

    def import_match(self, path: Path | None = None) -> int | None:
        """Match ▸ Import: an exported match into the history (asks for it without ``path``)."""
        from ui.history.import_match import import_into_history

        return import_into_history(self.window, self.session, path)

    def edit_clock(self) -> None:
        from ui.scorekeeper.clock_dialog import ClockDialog

        with modal(
            ClockDialog(self.window, self.clock.clock.profile, self.auto_start_clock)
        ) as dialog:
            if dialog.exec() != ClockDialog.DialogCode.Accepted:
                return
            profile, auto_start = dialog.profile(), dialog.auto_start()
        self.clock.set_profile(profile)
        self.session.set_clock_profile(profile, auto_start)
        self.show_clock()

    # -- the history of a won match --------------------------------------------------------------

    def _show_history_state(self) -> None:
        self.history_bar.show_state()

    def _report_put_back(self) -> None:
        self.history_bar.report_put_back()

    def report(self, problem: Problem) -> None:
        """Say what the disk could not do (a bar, a box, a status message)."""
        self.disk_words.report(problem)

    def toggle_spectator(self) -> None:
        if self.spectator.isVisible():
            self.spectator.hide()
            return
        screen = self.window.screen()
        self.spectator.show()
        self.spectator.place(avoid=screen)

    def set_language(self, lang: str) -> None:
        self.translations.set_language(lang)
        self.session.update_settings(language=lang)

    def about(self) -> None:
        QMessageBox.about(
            self.window,
            tr("About Pool Scoreboard"),
            fill(
                tr("Pool Scoreboard %1\nScoreboard and referee for pocket billiards."), __version__
            ),
        )

    # -- controller → views --------------------------------------------------------------------

    def _on_snapshot(self, snap: Snapshot) -> None:
        self._last_snapshot = snap
        self.disk_words.after_snapshot()
        if snap.winner is not None or self.history_bar.shown:
            self._show_history_state()
        if self.spectator.show_snapshot(snap) and self.spectator.isVisible():
            self.spectator.board.repaint_changes()

    def _on_event(self, event: Event) -> None:
        if event.kind in (EventKind.FOUL, EventKind.THREE_FOULS):
            self._play("foul")
        elif event.kind is EventKind.THREE_FOUL_WARNING:
            self._play("warning")

    def _play(self, name: str) -> None:
        """Play a sound; one asked for before the window is up plays once it is."""
        if self.first_paint.painted:
            self.sound.play(name)
        else:
            self.first_paint.later(lambda: self.sound.play(name))

    def show_clock(self) -> None:
        """Show the clock as it is now ("off" only when the match has no shot clock)."""
        self._on_clock(self.clock.snapshot())

    def _on_clock(self, clock: ClockSnapshot | None) -> None:
        if not self.clock_policy.enabled:
            clock = None
        if clock is not None and clock.phase.is_running and not self.sound.loaded:
            # a running clock will want its sounds: load them once the window is up, and say
            # once if silent
            self.first_paint.later(self._load_sound)
        self.window.clock_panel.show_clock(clock)
        self.spectator.show_clock(clock)

    def _load_sound(self) -> None:
        self.sound.load()
        self.sound.announce_unavailable()

    def _on_expired(self) -> None:
        # the hall records the slow-play foul (its own timer aims at the same deadline: the
        # first to see the clock run out has it recorded, once)
        self.sound.play("expired")
        self.hall.hall.clock_due()

    def clock_start_pause(self) -> None:
        """T: pause a running clock, resume a paused one, start a ready one (with the
        break-shot allowance for the first shot after the break). Nothing without a match
        or with the clock off: the clock's one set of actions (a phone's too)."""
        self._clock_act("toggle")

    def clock_reset(self) -> None:
        self._clock_act("reset")

    def clock_extend(self) -> None:
        snap = self._last_snapshot
        why = self._clock_act("extend")
        if why and snap is not None and snap.set_up and snap.rack.turn is not None:
            name = snap.players.names[snap.rack.turn]
            say(
                self.window,
                lambda: (
                    fill(tr("No extension left for %1."), name)
                    if why == "no-extension"
                    else tr("The shot clock is not running.")
                ),
                6000,
            )

    def _clock_act(self, action: str) -> str:
        return self.hall.hall.clock_action(WINDOW_TABLE, action)

    # -- screenshots -------------------------------------------------------------------------

    def screenshot(
        self, folder: Path, size: tuple[int, int], spectator_size: tuple[int, int]
    ) -> list[Path]:
        """Render both windows to PNG files in ``folder``; returns the paths written."""
        from ui.screenshot import render_windows

        return render_windows(
            folder,
            self.translations.language,
            (self.window, size),
            (self.spectator, spectator_size),
        )


def _unhost(hall: Hall, *_args: object) -> None:
    """The scorekeeper window is gone: its table's clock runs out nowhere."""
    hall.unhost(WINDOW_TABLE)
