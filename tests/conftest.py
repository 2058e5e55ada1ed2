"""Test configuration shared by every test: Qt runs offscreen, never on a real screen, and the
garbage collector runs on the test's own thread, as the app's policy has it
(ui/adapters/gc_policy.py): never on a server's or a worker's thread, where it could destroy
the Qt objects of an earlier test's garbage. Property tests assert what is true, never how
fast: no deadline, and no health check of the time their examples take to draw (a busy
machine is not a failure; speed is for the benchmarks)."""

import gc
import os
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia*=false")

settings.register_profile(
    "pool-scoreboard", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("pool-scoreboard")


@pytest.fixture(autouse=True)
def _collect_on_the_tests_thread() -> Iterator[None]:
    """No automatic collection while a test runs (its threads allocate too); what it left is
    collected here, on this thread, once it is over."""
    gc.disable()
    yield
    gc.collect()
    gc.disable()
