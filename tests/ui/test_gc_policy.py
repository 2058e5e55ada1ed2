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


def test_after_start_up_every_collection_runs_on_the_windows_thread(qtbot) -> None:
    """A cycle of garbage holding a Qt object, made garbage while another thread allocates a
    lot: the object is destroyed on the windows' thread (never on the allocating one), by the
    idle collector's tick."""
    import threading

    from PySide6.QtCore import QObject, Qt

    destroyed_on: list[str] = []
    try:
        gc_policy.tune()
        assert not gc.isenabled()  # no automatic collection on whichever thread allocates
        collector = gc_policy.IdleCollector()

        class Holder:
            pass

        holder = Holder()
        holder.me = holder  # a cycle: only the collector frees it
        holder.qt = QObject()
        holder.qt.destroyed.connect(
            lambda: destroyed_on.append(threading.current_thread().name),
            Qt.ConnectionType.DirectConnection,
        )
        del holder

        def allocate() -> None:
            for _ in range(200):
                junk = [[n] for n in range(5_000)]
                junk.append(junk)  # cycles, many, past every threshold
                del junk

        worker = threading.Thread(target=allocate, name="server-like")
        worker.start()
        worker.join()
        assert destroyed_on == []  # nothing collected on the allocating thread
        qtbot.waitUntil(lambda: destroyed_on != [], timeout=5000)
        assert destroyed_on == [threading.main_thread().name]
        assert collector is not None
    finally:
        gc.unfreeze()
        gc.set_threshold(700, 10, 10)
        gc.enable()


def test_collect_due_runs_the_oldest_generation_past_its_threshold() -> None:
    try:
        gc.disable()
        gc.collect()
        gc.set_threshold(10, 1_000_000, 1_000_000)
        assert gc_policy.collect_due() is None or gc.get_count()[0] <= 10
        junk = [[n] for n in range(100)]
        assert gc.get_count()[0] > 10
        assert gc_policy.collect_due() == 0
        del junk
    finally:
        gc.set_threshold(700, 10, 10)
