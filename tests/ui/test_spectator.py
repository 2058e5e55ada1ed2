"""The spectator window: what it shows comes from real controller snapshots only, it opens from
the scorekeeper window, goes to its own screen, remembers it, and survives that screen being
unplugged."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from rules import Call, CueBall, Foul, Group, Pocket, Pocketed, RackOptions, Reason, Shot
from scoreboard.match.match import MatchConfig
from scoreboard.table.shot_clock import ClockSnapshot, Phase
from tests.ui.apart import session_apart
from ui import texts
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations
from ui.spectator.board import DARK, LIGHT, BannerKind
from ui.spectator.window import SpectatorWindow, board_model, pick_screen

NAMES = ("Ana Torres", "Bruno Díaz")


def nine_ball(race: int = 3, **kw) -> Controller:
    return Controller(
        MatchConfig(players=NAMES, discipline="nine-ball", race=(race, race), breaker=0, **kw)
    )


def straight_pool(target: int = 50) -> Controller:
    return Controller(
        MatchConfig(
            players=NAMES,
            discipline="straight-pool",
            options=RackOptions(target=(target, target)),
            breaker=0,
        )
    )


def called(ball: int) -> Shot:
    return Shot(pocketed=(Pocketed(ball, Pocket.FOOT_LEFT),), call=Call(ball, Pocket.FOOT_LEFT))


# -- the board from real snapshots ---------------------------------------------------------


def test_a_new_match_shows_names_scores_race_and_who_breaks(qapp):
    c = nine_ball(race=7)
    m = board_model(c.snapshot)
    assert [p.name for p in m.players] == list(NAMES)
    assert [p.score for p in m.players] == ["0", "0"]
    assert "7" in m.title and texts.discipline_name("nine-ball") in m.title
    assert m.players[0].at_table and not m.players[1].at_table
    assert m.players[0].breaker and m.players[0].tag == "BREAK"
    assert m.balls == tuple(range(1, 10))
    assert m.banner == "" and m.clock == ""


def test_a_scratch_gives_a_foul_banner_and_ball_in_hand_to_the_incoming_player(qapp):
    c = nine_ball()
    assert c.table.shot(Shot(rails=4))
    assert c.table.shot(Shot(cue=CueBall.POCKETED))
    m = board_model(c.snapshot)
    assert m.banner_kind is BannerKind.FOUL
    assert texts.text(Foul.SCRATCH) in m.banner
    assert m.players[1].fouls == 1 and m.players[0].fouls == 0
    assert m.players[0].at_table
    assert texts.text(c.snapshot.rack.ball_in_hand) in m.players[0].info


def test_pocketed_balls_leave_the_board(qapp):
    c = nine_ball()
    assert c.table.shot(
        Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT), Pocketed(4, Pocket.SIDE_LEFT)), rails=4)
    )
    assert board_model(c.snapshot).balls == (2, 3, 5, 6, 7, 8, 9)


def test_a_push_out_gets_an_info_banner(qapp):
    c = nine_ball()
    assert c.table.shot(Shot(rails=4))
    assert c.table.shot(Shot(push_out=True))
    m = board_model(c.snapshot)
    assert (m.banner, m.banner_kind) == (texts.text(Reason.PUSH_OUT), BannerKind.INFO)


def test_a_safety_gets_an_info_banner(qapp):
    c = straight_pool()
    assert c.table.shot(Shot(cue_and_two_to_rail=True))
    assert c.table.shot(Shot(call=Call.safety(), rails=2))
    m = board_model(c.snapshot)
    assert (m.banner, m.banner_kind) == (texts.text(Reason.SAFETY), BannerKind.INFO)


def test_a_rack_won_shows_a_win_banner_and_the_new_score(qapp):
    c = nine_ball()
    assert c.table.concede_rack(1)
    m = board_model(c.snapshot)
    assert m.banner_kind is BannerKind.WIN and NAMES[0] in m.banner
    assert [p.score for p in m.players] == ["1", "0"]


def test_two_fouls_warn_the_player_coming_to_the_table(qapp):
    c = nine_ball()
    assert c.table.shot(Shot(rails=4))
    for _ in range(4):
        assert c.table.shot(Shot(fouls=frozenset({Foul.NO_RAIL})))
    snap = c.snapshot
    assert snap.decision.warning == 1
    m = board_model(snap)
    assert m.banner_kind is BannerKind.WARNING and NAMES[1] in m.banner
    assert m.players[1].warned and m.players[1].fouls == 2
    assert not m.players[0].warned


def test_hill_hill_and_match_ball(qapp):
    c = nine_ball(race=2)
    assert c.table.concede_rack(1)
    m = board_model(c.snapshot)
    assert m.players[0].tag == "MATCH BALL" and m.players[1].tag != "MATCH BALL"
    assert m.status == ""
    assert c.table.concede_rack(0)
    m = board_model(c.snapshot)
    assert m.status == "HILL-HILL"
    assert "MATCH BALL" not in (m.players[0].tag, m.players[1].tag)


def test_the_match_won_shows_the_winner(qapp):
    c = nine_ball(race=1)
    assert c.table.concede_rack(1)
    snap = c.snapshot
    assert snap.winner == 0
    m = board_model(snap)
    assert m.players[0].winner and m.players[0].tag == "WINNER"
    assert not m.players[1].winner
    assert (m.banner_kind, NAMES[0] in m.banner) == (BannerKind.WIN, True)
    assert not m.players[0].at_table and not m.players[1].at_table
    assert m.status == "" and m.balls == ()


def test_sets_are_shown_for_each_player(qapp):
    c = nine_ball(race=1, sets=2)
    assert c.table.concede_rack(1)
    m = board_model(c.snapshot)
    assert "Sets 1" in m.players[0].info and "Sets 0" in m.players[1].info
    assert "Set 2" in m.title


def test_straight_pool_shows_points_target_run_and_high_run(qapp):
    c = straight_pool(target=75)
    assert c.table.shot(Shot(cue_and_two_to_rail=True))
    shooter = c.snapshot.rack.turn
    for ball in (1, 2, 3):
        assert c.table.shot(called(ball))
    m = board_model(c.snapshot)
    assert "75" in m.title and m.score_room == "75"
    assert m.players[shooter].score == "3"
    assert "Run 3" in m.players[shooter].info and "High run 3" in m.players[shooter].info
    assert m.balls_note.startswith("12") and len(m.balls) == 12
    assert c.table.shot(Shot(call=Call(4, Pocket.FOOT_LEFT), rails=1))
    m = board_model(c.snapshot)
    assert "Run" not in m.players[shooter].info.replace("High run", "")
    assert "High run 3" in m.players[shooter].info
    assert m.players[1 - shooter].at_table


def test_eight_ball_groups_are_shown(qapp):
    c = Controller(MatchConfig(players=NAMES, discipline="eight-ball", ruleset="rfeb", breaker=0))
    assert c.table.shot(Shot(pocketed=(Pocketed(3, Pocket.FOOT_LEFT),), rails=4))
    snap = c.snapshot
    if snap.decision.pending is not None:
        assert c.table.choose(snap.decision.pending.options[0])
    assert c.table.shot(called(3 if 3 in c.snapshot.rack.on_table else 2))
    snap = c.snapshot
    assert snap.players.groups != (None, None)
    m = board_model(snap)
    for i in (0, 1):
        group = snap.players.groups[i]
        assert group is not None and texts.text(group) in m.players[i].info
    assert {snap.players.groups[0], snap.players.groups[1]} == {Group.SOLIDS, Group.STRIPES}


def test_undo_takes_the_banner_back(qapp):
    c = nine_ball()
    assert c.table.shot(Shot(rails=4))
    assert c.table.shot(Shot(cue=CueBall.POCKETED))
    assert board_model(c.snapshot).banner_kind is BannerKind.FOUL
    assert c.table.undo()
    assert board_model(c.snapshot).banner_kind is not BannerKind.FOUL


@pytest.mark.parametrize(
    ("phase", "seconds", "extensions", "note"),
    [
        (Phase.RUNNING, 35, (1, 1), "Extensions 1 – 1"),
        (Phase.WARNING, 10, (0, 1), "Extensions 0 – 1"),
        (Phase.PAUSED, 20, (0, 0), ""),
    ],
)
def test_the_clock_shows_its_seconds_phase_and_extensions(qapp, phase, seconds, extensions, note):
    clock = ClockSnapshot(phase, seconds, 35, extensions, "wpa", warning_at=10)
    m = board_model(nine_ball().snapshot, clock)
    assert (m.clock, m.clock_phase, m.clock_note) == (str(seconds), phase, note)


def test_an_idle_clock_is_not_shown(qapp):
    clock = ClockSnapshot(Phase.IDLE, 35, 35, (1, 1), "wpa")
    assert board_model(nine_ball().snapshot, clock).clock == ""


# -- the window ------------------------------------------------------------------------------


@pytest.fixture
def window(qtbot):
    w = SpectatorWindow()
    qtbot.addWidget(w)
    return w


def test_the_window_draws_the_controllers_snapshot(window):
    c = nine_ball()
    window.show_snapshot(c.snapshot)
    assert window.board.model == board_model(c.snapshot)
    c.table.concede_rack(1)
    window.show_snapshot(c.snapshot)
    assert window.board.model.players[0].score == "1"


def test_the_theme_is_dark_by_default_and_can_be_light(window):
    assert window.board.theme is DARK
    window.set_theme("light")
    assert window.board.theme is LIGHT


def test_a_key_toggles_full_screen_and_escape_leaves_it(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    qtbot.keyClick(window, Qt.Key.Key_F)
    qtbot.waitUntil(window.isFullScreen)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)


class FakeScreen:
    """A screen as far as choosing one goes: a name and a geometry."""

    def __init__(self, name: str, geometry: QRect | None = None) -> None:
        self._name = name
        self._geometry = geometry if geometry is not None else QRect(3000, 0, 1920, 1080)

    def name(self) -> str:
        return self._name

    def geometry(self) -> QRect:
        return self._geometry

    def availableGeometry(self) -> QRect:  # noqa: N802 - the QScreen name
        return self._geometry


def test_the_preferred_screen_wins_when_it_is_plugged_in():
    laptop, tv, projector = FakeScreen("eDP-1"), FakeScreen("HDMI-1"), FakeScreen("DP-2")
    assert pick_screen([laptop, tv, projector], "DP-2", avoid=laptop) is projector


def test_by_default_the_board_goes_to_a_screen_other_than_the_scorekeepers():
    laptop, tv = FakeScreen("eDP-1"), FakeScreen("HDMI-1")
    assert pick_screen([laptop, tv], None, avoid=laptop) is tv
    assert pick_screen([laptop, tv], "gone", avoid=laptop) is tv


def test_with_one_screen_the_board_shares_it_and_with_none_there_is_nowhere():
    laptop = FakeScreen("eDP-1")
    assert pick_screen([laptop], None, avoid=laptop) is laptop
    assert pick_screen([], "eDP-1") is None


def test_the_preferred_screen_is_exposed_and_announced_for_saving(qtbot, window):
    assert window.preferred_screen is None
    with qtbot.waitSignal(window.preferred_screen_changed) as blocker:
        window.preferred_screen = "HDMI-1"
    assert blocker.args == ["HDMI-1"]
    assert window.preferred_screen == "HDMI-1"
    window.preferred_screen = ""
    assert window.preferred_screen is None


def test_placing_puts_the_window_on_an_existing_screen(qtbot, window):
    screen = QGuiApplication.primaryScreen()
    window.preferred_screen = "not-plugged-in"
    window.show()
    qtbot.waitExposed(window)
    window.place(avoid=screen)
    assert window.screen() in QGuiApplication.screens()
    assert screen.availableGeometry().contains(window.geometry().center())
    assert window.preferred_screen == "not-plugged-in"


def test_moving_to_a_screen_remembers_it(qtbot, window):
    screen = QGuiApplication.primaryScreen()
    window.show()
    qtbot.waitExposed(window)
    window.move_to_screen(screen)
    assert window.preferred_screen == (screen.name() or None)
    assert window.screen() is screen


def _on_an_existing_screen(window: SpectatorWindow) -> bool:
    existing = QGuiApplication.screens()
    centre = window.frameGeometry().center()
    return window.screen() in existing and any(s.geometry().contains(centre) for s in existing)


def test_when_the_boards_screen_is_unplugged_it_comes_back_to_a_screen_that_exists(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    window.preferred_screen = "HDMI-1"
    tv = FakeScreen("HDMI-1", QRect(5000, 0, 1920, 1080))
    window.setGeometry(5100, 100, 1280, 720)  # where the unplugged television was
    QApplication.processEvents()
    assert not _on_an_existing_screen(window)
    window._screen_removed(tv)
    QApplication.processEvents()
    assert _on_an_existing_screen(window)
    assert window.isVisible()
    assert window.preferred_screen == "HDMI-1"  # it goes back there when plugged in again


def test_a_full_screen_board_whose_screen_is_unplugged_leaves_full_screen(
    qtbot, window, monkeypatch
):
    window.show()
    qtbot.waitExposed(window)
    tv = FakeScreen("HDMI-1", QRect(5000, 0, 1920, 1080))
    window.showFullScreen()
    QApplication.processEvents()
    monkeypatch.setattr(window, "screen", lambda: tv)  # the board was on the television
    window._screen_removed(tv)
    monkeypatch.undo()
    QApplication.processEvents()
    assert not window.isFullScreen()  # never full screen over the scorekeeper's screen
    assert _on_an_existing_screen(window)


def test_unplugging_the_screen_the_board_is_on_does_not_crash(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    window._screen_removed(window.screen())
    QApplication.processEvents()
    assert window.screen() in QGuiApplication.screens()


def test_unplugging_another_screen_leaves_the_board_where_it_is(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    before = window.geometry()
    window._screen_removed(FakeScreen("HDMI-9", QRect(9000, 0, 800, 600)))
    assert window.geometry() == before


# -- opened from the scorekeeper window ------------------------------------------------------


@pytest.fixture
def main_ui(qtbot, qapp):
    controller = nine_ball()
    ui = windows(controller, Translations(qapp), session_apart(controller), sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    return ui


def test_the_scorekeeper_window_opens_and_closes_the_spectator_window(qtbot, main_ui):
    main_ui.show()
    qtbot.waitExposed(main_ui.window)
    assert not main_ui.spectator.isVisible()
    main_ui.window.request_spectator.emit()
    qtbot.waitUntil(main_ui.spectator.isVisible)
    assert _on_an_existing_screen(main_ui.spectator)
    assert main_ui.spectator.board.model == board_model(
        main_ui.controller.snapshot, main_ui.clock.snapshot()
    )
    main_ui.window.request_spectator.emit()
    qtbot.waitUntil(lambda: not main_ui.spectator.isVisible())


def test_the_spectator_menu_entry_opens_the_spectator_window(qtbot, main_ui):
    main_ui.show()
    qtbot.waitExposed(main_ui.window)
    main_ui.window.act_spectator.trigger()
    QApplication.processEvents()
    assert main_ui.spectator.isVisible()


def test_every_controller_input_reaches_the_spectator_board(main_ui):
    c = main_ui.controller
    assert c.table.shot(Shot(rails=4))
    assert c.table.shot(Shot(cue=CueBall.POCKETED))
    model = main_ui.spectator.board.model
    assert model.banner_kind is BannerKind.FOUL
    assert model == board_model(c.snapshot, main_ui.clock.snapshot())
    assert c.table.undo()
    assert main_ui.spectator.board.model.banner_kind is not BannerKind.FOUL


def test_before_any_match_the_board_says_the_match_will_start(qtbot) -> None:
    from ui.adapters.controller import Controller
    from ui.spectator.window import board_model

    model = board_model(Controller().snapshot)
    assert model.banner and all(p.name == "" and p.score == "" for p in model.players)
    assert model.balls == ()
