"""One set of shot-clock actions, whoever sends them: the same actions, at the same instants, on
the same match, give the same answers and the same clock on the scorekeeper window's clock (its
Qt driver) and on a phone table's clock; the window's keys go through them too."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoreboard.match.match import Match, MatchConfig
from scoreboard.match.snapshot import Snapshot
from scoreboard.table.clock_actions import ACTIONS, clock_act
from scoreboard.table.shot_clock import PROFILES, ShotClock
from ui.adapters.clock_driver import ClockDriver


def _snapshot() -> Snapshot:
    """A nine-ball match at its break."""
    return Match(MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", breaker=0)).snapshot()


STEP = st.tuples(
    st.sampled_from(ACTIONS),
    st.sampled_from([None, 0, 1]),
    st.floats(min_value=0, max_value=90, allow_nan=False),
    st.booleans(),
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    steps=st.lists(STEP, max_size=25),
    profile=st.sampled_from(sorted(PROFILES)),
    in_play=st.booleans(),
)
def test_the_window_and_a_phone_table_answer_each_action_alike(
    qapp, steps, profile, in_play
) -> None:
    t = [0.0]
    phone = ShotClock(PROFILES[profile], now=lambda: t[0])
    window = ClockDriver(ShotClock(PROFILES[profile], now=lambda: t[0]))
    snap = _snapshot() if in_play else None
    for action, player, wait, enabled in steps:
        t[0] += wait
        said = clock_act(phone, action, snap, enabled=enabled, player=player)
        assert clock_act(window, action, snap, enabled=enabled, player=player) == said
        assert said in ("", "no-clock", "clock-not-now", "no-extension")
        assert window.clock.to_dict() == phone.to_dict()
        assert window.clock.snapshot() == phone.snapshot()


def test_what_is_refused_and_why() -> None:
    match = Match(MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", breaker=0))
    snap = match.snapshot()
    clock = ShotClock(PROFILES["wpa"], now=lambda: 0.0)
    assert clock_act(clock, "start", snap, enabled=False) == "no-clock"
    assert clock_act(clock, "pause", snap, enabled=True) == "clock-not-now"  # not running
    assert clock_act(clock, "nudge", snap, enabled=True) == "clock-not-now"
    assert clock_act(clock, "start", None, enabled=True) == "clock-not-now"  # no match
    assert clock_act(clock, "start", snap, enabled=True) == ""
    assert clock_act(clock, "extend", snap, enabled=True, player=0) == ""
    assert clock_act(clock, "extend", snap, enabled=True, player=0) == "no-extension"
    assert clock_act(clock, "reset", snap, enabled=True) == ""


def test_the_windows_t_key_and_a_phones_start_time_the_same_shot(qtbot, tmp_path) -> None:
    from PySide6.QtWidgets import QApplication

    from scoreboard.service.session import Session
    from ui.adapters.controller import Controller
    from ui.compose import windows
    from ui.i18n import Translations

    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")
    ui = windows(controller, Translations(QApplication.instance()), session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    config = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", breaker=0)
    assert ui.start_match(config, "wpa")
    ui.clock_start_pause()  # T
    assert ui.clock.snapshot().phase.is_running
    ui.clock_start_pause()
    assert ui.clock.snapshot().phase.value == "paused"
    ui.clock_reset()  # the shot's count over, still paused
    assert ui.clock.snapshot().phase.value == "paused"
    assert ui.clock.clock.remaining() == ui.clock.clock.total()
    assert ui.start_match(config, None)  # a match with no clock: the keys do nothing
    ui.clock_start_pause()
    assert not ui.clock.snapshot().phase.is_running
