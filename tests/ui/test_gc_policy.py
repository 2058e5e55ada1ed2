"""The garbage-collection policy: collections run when the scorekeeper is idle."""

from __future__ import annotations

import gc

from ui.adapters import gc_policy


def test_idle_collector_freezes_survivors_only_after_a_quiet_moment(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(gc_policy, "IDLE_SECONDS", 0.05)
    settled: list[int] = []
    monkeypatch.setattr(gc_policy, "settle", lambda: settled.append(1))
    collector = gc_policy.IdleCollector()
    collector._timer.setInterval(20)
    qtbot.wait(100)
    assert settled == []  # no input yet: nothing new to collect
    collector.activity()
    qtbot.waitUntil(lambda: settled == [1], timeout=2000)
    qtbot.wait(100)
    assert settled == [1]  # once per quiet moment, not on every tick


def test_tune_freezes_what_exists_and_raises_the_young_threshold() -> None:
    try:
        gc_policy.tune()
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold()[0] == gc_policy.THRESHOLD[0]
    finally:
        gc.unfreeze()
        gc.set_threshold(700, 10, 10)
