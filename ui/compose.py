"""The composition root: every part of the running app is made here, in an explicit order,
and handed to what needs it; nothing is looked up by name, no part sets another's hooks.

:func:`build` makes the app at start, in this order: the session (settings, the table in
play), the translations, the demonstration match, the hall of phone tables (made when first
used), the table's Qt adapter, the windows (:func:`windows`: the clock, the sound, both windows,
the history's writer and bars, the overlay server's and the venue feed's controls, in the
app's style), the window
server for a second copy. What the first picture does not need waits for it
(``first_paint.later``): the history is opened then (docs/performance.md). The desk is made
when first opened (:func:`make_desk`): its window, the slots' starters, the phone tables, the
venue feed, the hall's board and the spectator's bracket, in that order.

Light to import: every part's module is imported when the part is made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable

    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QApplication, QMainWindow

    from scoreboard.match.match import MatchConfig
    from scoreboard.service.session import Session
    from ui.adapters.controller import Controller
    from ui.desk.link import DeskLink
    from ui.i18n import Translations
    from ui.main import MainUi
    from ui.servers.overlay_ui import ServerControl
    from ui.servers.phone_supply import PhoneSupply
    from ui.spectator.window import SpectatorWindow

__all__ = ["build", "make_desk", "windows"]


def windows(
    controller: Controller,
    translations: Translations,
    session: Session,
    *,
    sound: bool = True,
    unattended: bool = False,
    phones: PhoneSupply | None = None,
) -> MainUi:
    """Both windows on ``controller``'s table and ``session``, with their clock, sound, history
    writer and bars, and the controls of the overlay server and the venue feed; ``phones`` is
    the app's one hall of phone tables (a new supply on the session's data folder by default);
    the desk is made by :func:`make_desk` when first opened."""
    from PySide6.QtWidgets import QApplication

    from ui.main import MainUi
    from ui.servers.phone_supply import PhoneSupply
    from ui.style import apply_style

    app = QApplication.instance()
    if isinstance(app, QApplication):
        apply_style(app)
    supply = phones or PhoneSupply(session.locations.data, history=session.hall_history)
    ui = MainUi(
        controller,
        translations,
        session,
        sound=sound,
        unattended=unattended,
        phones=supply,
        desk=make_desk,
    )
    ui.show_resumable()
    return ui


# Long because it is the desk's composition: every part of it, in order, in one place.
def make_desk(
    session: Session,
    controller: Controller,
    *,
    scorekeeper: QMainWindow,
    spectator: SpectatorWindow,
    overlay: ServerControl,
    phones: PhoneSupply,
    start: Callable[[MatchConfig, str | None], bool],
    owner: QObject,
) -> DeskLink:
    """The desk and every part of it, in order, linked to this laptop's windows: a slot's
    match starts in the ``scorekeeper`` window through ``start`` (with the event's shot clock)
    or on a phone table of ``phones``; the ``spectator`` window shows the bracket between
    matches; the ``overlay`` server serves the desk's venue while phone scoring is on."""
    from PySide6.QtCore import Qt

    from ui.competition.spectator_board import CompetitionBoard
    from ui.desk.base import DeskTables
    from ui.desk.hall_venue import HallVenue
    from ui.desk.link import DeskLink, SlotStarter
    from ui.desk.phone_feed import PhoneFeeds
    from ui.desk.phone_link import PhoneDesk
    from ui.desk.phone_tables import PhoneTablesPanel
    from ui.desk.venue_feed import DeskFeedControl
    from ui.desk.window import DeskWindow
    from ui.league.night_window import LeagueNightWindow
    from ui.scorekeeper.setup_dialog import NameCompleter

    # 1. the window, its competitions kept in the history, its entrants' names completed
    desk = DeskWindow(
        session.competition_store(),
        rater=session.entrant_ratings,
        standing=session.entrant_standing,
        controls=lambda: (session.settings.race_minimum, session.settings.rating_gap_cap),
    )
    desk.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
    names = NameCompleter(session.player_names(), desk)
    names.follow(session.ratings)
    desk.name_edit.setCompleter(names)
    # 1b. the league night window, its seasons kept in the history, the last one open
    league = LeagueNightWindow(session.league_store())
    league.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
    league.open_latest()
    desk.league_night = league
    # 2. where slots' matches start: on a phone table, else in the scorekeeper window
    here = SlotStarter(desk, session, controller, scorekeeper, start)
    league.starter = here.start_config  # a league night's rubbers start the same way
    league.scorekeeper = here  # and are taken off it the same way
    tables = PhoneDesk(desk, phones, fallback=DeskTables(here.start), session=session)
    desk.use_tables(tables)
    league.phones = tables  # and on phone tables, as a competition's match
    # 3. the venue feed, with the phone tables on its board as tables, and the phones' tab
    feed = DeskFeedControl(
        desk, session.locations.data, more_tables=tables.views, calls=tables.calls
    )
    league.venue = feed  # and on the venue's other laptops, as a competition's match
    league.received = desk.received  # their results kept as received, as a competition's
    feed.running_changed.connect(league.refresh)  # the feed's tables offered, or no more
    phone_feeds = PhoneFeeds(feed, tables)
    panel = PhoneTablesPanel(tables, feeds=phone_feeds)
    panel.add_to(desk.tabs)
    panel.keep_in(feed)
    # 4. /overlay/venue on this machine: the desk's tables, phone tables among them
    venue = HallVenue(
        feed.board_tables,
        lambda: desk.c,
        tables.called,
        venue=lambda: feed.feed.venue if feed.feed is not None else "",
        connected=lambda: feed.feed is None or feed.feed.online,
        league=league.live,
    )
    # 5. the bracket on the spectator window between matches
    board = CompetitionBoard()
    board.hide()
    spectator.add_below(board)
    return DeskLink(
        session,
        controller,
        desk=desk,
        here=here,
        phones=tables,
        feed=feed,
        phone_feeds=phone_feeds,
        phone_panel=panel,
        venue=venue,
        board=board,
        spectator=spectator,
        overlay=overlay,
        owner=owner,
    )


# Long because it is the composition root: every part of the app, in order, in one place.
def build(app: QApplication, args: argparse.Namespace) -> MainUi | None:
    """The composition root: every part of the running app, in order. None when another copy
    of the app records in the data folder (its window was offered; nothing was touched)."""
    from scoreboard.service.session import Session
    from scoreboard.table.table import Table
    from ui.adapters import gc_policy
    from ui.adapters.controller import Controller
    from ui.i18n import Translations, system_language
    from ui.servers.phone_supply import PhoneSupply

    # 1. the service: settings and the table in play. The history (its opening, then its full
    # check: every page of a file that grows with the years) waits for the windows' first
    # picture (step 6), then MainUi.start runs the check in the background
    unattended = args.screenshot is not None
    session = Session.open(Table(), args.data_dir, check_later=True, history_later=not unattended)
    # 2. the translations, before any text is made
    translations = Translations(app)
    translations.set_language(args.lang or session.settings.language or system_language())
    if not session.locked and args.screenshot is None:
        # another copy of the app records in this data folder: offer its window, touch nothing
        from ui.instance import ask_other_window

        key = session.folder_key
        assert key is not None
        ask_other_window(key, str(session.locations.data))
        session.close()
        return None
    # 3. a demonstration match, journaled like any other (what is entered on it is kept),
    # played before the windows exist: they draw its last position once, not every shot
    if args.demo:
        from scoreboard.service.demo import load_demo

        load_demo(session.table, args.demo, start=session.new_match)
    # 4. the app's one hall of phone tables and its server, made when first used (by
    # --phones after the first picture, or by the desk): both get this one
    phones = PhoneSupply(session.locations.data, history=session.hall_history)
    # 5. the table's Qt adapter, and the windows (with the overlay server's and the feed's
    # controls) that hear it; the desk is made with them when first opened
    controller = Controller(session.table)
    ui = windows(controller, translations, session, unattended=unattended, phones=phones)
    if args.demo and not session.recording:
        # the demonstration match could not be journaled: said now that there is a window
        from scoreboard.table.problem import Problem, ProblemKind

        ui.report(Problem(ProblemKind.JOURNAL_UNAVAILABLE, session.io_error or ""))
    # 6. after the first picture: the history, the window server for a second copy (QtNetwork;
    # a second copy asks the user before it knocks), a full collection and the collector's policy
    ui.first_paint.later(session.open_history)
    held = session.folder_key if session.holds_folder else None
    if held is not None:

        def listen() -> None:
            from ui.instance import WindowServer, bring_to_front

            assert held is not None
            ui.window_server = WindowServer(held, lambda: bring_to_front(ui.window), parent=ui)

        ui.first_paint.later(listen)
    ui.first_paint.later(gc_policy.tune)
    # keep full garbage collections out of the way of the scorekeeper's clicks
    idle = gc_policy.IdleCollector(app)
    controller.snapshot_changed.connect(idle.activity)
    return ui
