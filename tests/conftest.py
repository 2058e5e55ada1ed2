"""Test configuration shared by every test: Qt runs offscreen, never on a real screen, and the
garbage collector runs on the test's own thread, as the app's policy has it
(ui/adapters/gc_policy.py): never on a server's or a worker's thread, where it could destroy
the Qt objects of an earlier test's garbage. Property tests assert what is true, never how
fast: no deadline, and no health check of the time their examples take to draw (a busy
machine is not a failure; speed is for the benchmarks). The app's windows a test made are closed
after it as the app closes them at its end: no test leaves its servers, feeds, history or data
folder's lock open for the tests after it."""

import gc
import os
import sys
from collections.abc import Iterator
from typing import Any

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


@pytest.fixture(autouse=True)
def _close_the_windows_made(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """Each composition of the app's windows (``ui.main.MainUi``) made during the test is
    closed after it (:meth:`~ui.main.MainUi.close`: what the app does at its end), after the
    test's own fixtures and before qtbot closes its widgets, while they still live; closing
    one the test closed already does nothing. Tests that never import the windows are left
    alone (no Qt is imported for them)."""
    main = sys.modules.get("ui.main")
    if main is None:
        yield
        return
    request.getfixturevalue("qtbot")  # torn down after this fixture: the windows live on
    made: list[Any] = []
    make = main.MainUi.__init__

    def init(self: Any, *args: Any, **kwargs: Any) -> None:
        make(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(main.MainUi, "__init__", init)
    yield
    monkeypatch.undo()
    for ui in made:
        ui.close()
