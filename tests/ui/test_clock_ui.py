"""The shot clock in the windows (docs/rulings.md §7, WPA-6.15, RFEB-Art.29): driven by an injected
time source through the real application wiring (``ui.main.MainUi``), its phases colour the
spectator's clock, and its expiry is a slow-play foul in the history that can be undone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage

from rules import Foul, Shot
from scoreboard.match.match import MatchConfig
from scoreboard.table.shot_clock import PROFILES, Phase, ShotClock
from tests.ui.apart import session_apart
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations
from ui.main import MainUi
from ui.spectator.board import DARK, BannerKind, BoardView


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def time_source() -> FakeTime:
    return FakeTime()


def make_ui(
    qtbot, qapp, time_source: FakeTime, config: MatchConfig, profile: str = "wpa"
) -> MainUi:
    controller = Controller(config)
    ui = windows(controller, Translations(qapp), session_apart(controller), sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    ui.clock.load(ShotClock(PROFILES[profile], now=time_source))
    ui.spectator.board.resize(1280, 720)
    return ui


def nine_ball(race: int = 5) -> MatchConfig:
    return MatchConfig(
        players=("Ana", "Bruno"), discipline="nine-ball", race=(race, race), breaker=0
    )


def advance(ui: MainUi, time_source: FakeTime, seconds: float) -> None:
    time_source.now += seconds
    ui.clock.refresh()


def clock_colour(view: BoardView) -> QColor:
    image = QImage(view.size(), QImage.Format.Format_ARGB32_Premultiplied)
    view.render(image)
    rect = view.layout_for_size().bottom_parts(view.model)["clock"]
    return image.pixelColor(QPoint(int(rect.left() + rect.width() * 0.06), int(rect.center().y())))


def test_the_clock_starts_after_a_shot_and_counts_down_on_the_board(qtbot, qapp, time_source):
    ui = make_ui(qtbot, qapp, time_source, nine_ball())
    assert ui.spectator.board.model.clock == ""  # idle: not shown
    assert ui.controller.table.shot(Shot(rails=4))  # the break
    board = ui.spectator.board
    assert board.model.clock == "60"  # WPA-6.15: 60 s for the first shot after the break
    assert board.model.clock_phase is Phase.RUNNING
    advance(ui, time_source, 15.2)
    assert board.model.clock == "45"
    assert clock_colour(board) == DARK.score_bg


def test_the_clock_turns_amber_at_the_warning(qtbot, qapp, time_source):
    ui = make_ui(qtbot, qapp, time_source, nine_ball())
    assert ui.controller.table.shot(Shot(rails=4))
    board = ui.spectator.board
    advance(ui, time_source, 50.5)  # 9.5 s left; WPA warns at 10
    assert (board.model.clock, board.model.clock_phase) == ("10", Phase.WARNING)
    assert clock_colour(board) == DARK.clock_warning


def test_the_clock_turns_red_over_the_last_seconds(qtbot, qapp, time_source):
    ui = make_ui(qtbot, qapp, time_source, nine_ball(), profile="matchroom")
    assert ui.controller.table.shot(Shot(rails=4))
    board = ui.spectator.board
    advance(ui, time_source, 26.5)  # Matchroom: 30 s, countdown over the last 5
    assert (board.model.clock, board.model.clock_phase) == ("4", Phase.COUNTDOWN)
    assert clock_colour(board) == DARK.clock_last


def test_a_paused_clock_keeps_its_seconds_and_loses_its_colour(qtbot, qapp, time_source):
    ui = make_ui(qtbot, qapp, time_source, nine_ball())
    assert ui.controller.table.shot(Shot(rails=4))
    advance(ui, time_source, 52)
    ui.clock_start_pause()
    board = ui.spectator.board
    assert (board.model.clock, board.model.clock_phase) == ("8", Phase.PAUSED)
    advance(ui, time_source, 30)
    assert board.model.clock == "8"
    assert clock_colour(board) == DARK.score_bg


def test_the_scorekeepers_extension_shows_on_the_board(qtbot, qapp, time_source):
    ui = make_ui(qtbot, qapp, time_source, nine_ball())
    assert ui.controller.table.shot(Shot(rails=4))
    assert ui.spectator.board.model.clock_note == "Extensions 1 – 1"
    ui.clock_extend()  # player 1 is at the table
    model = ui.spectator.board.model
    assert model.clock == "85" and model.clock_note == "Extensions 1 – 0"


BREAKS = {
    "straight-pool": Shot(cue_and_two_to_rail=True),
}

DISCIPLINES = [
    ("nine-ball", None),
    ("ten-ball", None),
    ("eight-ball", "rfeb"),
    ("eight-ball", "argentina"),
    ("eight-ball", "wpa"),
    ("straight-pool", None),
]


@pytest.mark.parametrize(("discipline", "ruleset"), DISCIPLINES)
def test_expiry_is_a_slow_play_foul_in_the_history_that_can_be_undone(
    qtbot, qapp, time_source, discipline, ruleset
):
    """WPA-6.15 / RFEB-Art.29: the time running out is a standard foul, entered through the
    engine like any other, and so it can be undone."""
    config = MatchConfig(
        players=("Ana", "Bruno"), discipline=discipline, ruleset=ruleset, breaker=0
    )
    ui = make_ui(qtbot, qapp, time_source, config)
    c = ui.controller
    assert c.table.shot(BREAKS.get(discipline, Shot(rails=4)))
    assert c.snapshot.decision.pending is None
    shooter = c.snapshot.rack.turn
    before = len(c.snapshot.history)
    assert ui.clock.snapshot().phase.value == "running"
    advance(ui, time_source, 61)  # past the 60 s first shot
    snap = c.snapshot
    assert len(snap.history) == before + 1
    last = snap.history.last
    assert last is not None and Foul.SLOW_PLAY in last.verdict.fouls
    assert last.shooter == shooter
    assert ui.spectator.board.model.banner_kind in (
        BannerKind.FOUL,
        BannerKind.WARNING,
        BannerKind.WIN,
    )
    assert c.table.undo()
    snap = c.snapshot
    assert len(snap.history) == before
    assert snap.rack.turn == shooter
    assert all(Foul.SLOW_PLAY not in e.verdict.fouls for e in snap.history)
    # the undo brings back the shot's clock, stopped (it had run out: ready for the shot
    # again, with the break-shot allowance), and nothing starts it by itself
    clock = ui.clock.snapshot()
    assert clock.phase is Phase.IDLE and clock.first_shot
    advance(ui, time_source, 120)
    assert len(c.snapshot.history) == before


def test_expiry_is_reported_once(qtbot, qapp, time_source):
    ui = make_ui(qtbot, qapp, time_source, nine_ball())
    assert ui.controller.table.shot(Shot(rails=4))
    before = len(ui.controller.snapshot.history)
    with qtbot.waitSignal(ui.clock.expired, timeout=1000):
        advance(ui, time_source, 61)
    advance(ui, time_source, 5)
    ui.clock.refresh()
    assert len(ui.controller.snapshot.history) == before + 1


def test_the_clock_stops_when_the_match_is_won(qtbot, qapp, time_source):
    ui = make_ui(qtbot, qapp, time_source, nine_ball(race=1))
    assert ui.controller.table.shot(Shot(rails=4))
    assert ui.clock.snapshot().phase.value == "running"
    assert ui.controller.table.concede_rack(1)
    assert ui.controller.snapshot.winner == 0
    assert ui.spectator.board.model.clock == ""


# -- the clock is part of the match's state (scoreboard/table/clock_policy.py) ---------------------


def slow_play_fouls(ui: MainUi) -> int:
    return sum(Foul.SLOW_PLAY in e.verdict.fouls for e in ui.controller.snapshot.history)


def test_a_table_left_alone_gets_one_slow_play_foul_then_the_clock_waits(qtbot, qapp, time_source):
    """Nobody at the table, the clock starting by itself: one slow-play foul, no more."""
    ui = make_ui(qtbot, qapp, time_source, nine_ball())
    assert ui.auto_start_clock
    assert ui.controller.table.shot(Shot(rails=4))
    for _ in range(60):  # an hour
        advance(ui, time_source, 61)
    assert slow_play_fouls(ui) == 1
    assert ui.clock.snapshot().phase is Phase.IDLE
    assert ui.controller.snapshot.winner is None
    # the referee may restart it by hand at once
    ui.clock_start_pause()
    assert ui.clock.snapshot().phase is Phase.RUNNING


def test_with_auto_start_off_t_after_a_dry_break_gives_the_break_shot_time(
    qtbot, qapp, time_source
):
    ui = make_ui(qtbot, qapp, time_source, nine_ball())
    ui.auto_start_clock = False
    assert ui.controller.table.shot(Shot(rails=4))  # a dry break
    assert ui.clock.snapshot().phase is Phase.IDLE
    ui.clock_start_pause()  # T
    assert ui.clock.snapshot().seconds_left == 60  # WPA-6.15: the first shot after the break


def test_a_new_shooter_gets_a_fresh_clock(qtbot, qapp, time_source):
    ui = make_ui(qtbot, qapp, time_source, nine_ball())
    ui.auto_start_clock = False
    assert ui.controller.table.shot(Shot(rails=4))
    ui.clock_start_pause()
    advance(ui, time_source, 51)
    ui.clock_start_pause()  # paused at 9 s
    assert ui.clock.snapshot().seconds_left == 9
    assert ui.controller.table.shot(Shot(rails=4))  # a miss: the other player comes to the table
    assert ui.clock.snapshot().phase is Phase.IDLE
    ui.clock_start_pause()
    assert ui.clock.snapshot().seconds_left == 35


def test_undoing_an_expiry_foul_brings_back_a_stopped_clock_with_auto_start_off(
    qtbot, qapp, time_source
):
    ui = make_ui(qtbot, qapp, time_source, nine_ball())
    ui.auto_start_clock = False
    assert ui.controller.table.shot(Shot(rails=4))
    ui.clock_start_pause()
    advance(ui, time_source, 61)
    assert slow_play_fouls(ui) == 1
    assert ui.controller.table.undo()
    assert slow_play_fouls(ui) == 0
    assert not ui.clock.snapshot().phase.is_running
    advance(ui, time_source, 120)
    assert slow_play_fouls(ui) == 0


def test_undo_and_redo_bring_back_the_clock_each_shot_had(qtbot, qapp, time_source):
    ui = make_ui(qtbot, qapp, time_source, nine_ball())
    c = ui.controller
    assert c.table.shot(Shot(rails=4))
    ui.clock_extend()  # player 1 uses the rack's extension: 85 s
    advance(ui, time_source, 20.5)
    assert c.table.shot(Shot(rails=4))  # player 1 misses, with 65 s left
    advance(ui, time_source, 30.5)  # player 0's clock: 5 s left
    assert ui.clock.snapshot().seconds_left == 5
    assert c.table.undo()
    clock = ui.clock.snapshot()
    assert (clock.phase, clock.seconds_left, clock.extensions_left) == (Phase.PAUSED, 65, (1, 0))
    assert c.table.redo()
    clock = ui.clock.snapshot()
    assert (clock.phase, clock.seconds_left, clock.extensions_left) == (Phase.PAUSED, 5, (1, 0))
    advance(ui, time_source, 60)
    assert slow_play_fouls(ui) == 0


def test_a_restored_match_has_its_clock_stopped(qtbot, qapp, time_source):
    ui = make_ui(qtbot, qapp, time_source, nine_ball())
    c = ui.controller
    assert c.table.shot(Shot(rails=4))
    inputs = c.table.inputs
    assert ui.clock.snapshot().phase is Phase.RUNNING
    c.table.load(nine_ball(), inputs)  # the match resumed from its journal
    assert ui.clock.snapshot().phase is Phase.IDLE
    advance(ui, time_source, 120)
    assert slow_play_fouls(ui) == 0


def test_the_clock_label_names_the_profile_state_not_off(qtbot, qapp, time_source):
    ui = make_ui(qtbot, qapp, time_source, nine_ball())
    assert ui.clock_enabled
    assert ui.window.clock_panel.note.text() != "Shot clock off"
    ui.clock_enabled = False
    assert ui.window.clock_panel.note.text() == "Shot clock off"
