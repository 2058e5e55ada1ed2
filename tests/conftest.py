"""Test configuration shared by every test: Qt runs offscreen, never on a real screen, and the
garbage collector runs on the test's own thread, as the app's policy has it
(ui/adapters/gc_policy.py): never on a server's or a worker's thread, where it could destroy
the Qt objects of an earlier test's garbage."""

import gc
import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia*=false")


@pytest.fixture(autouse=True)
def _collect_on_the_tests_thread() -> Iterator[None]:
    """No automatic collection while a test runs (its threads allocate too); what it left is
    collected here, on this thread, once it is over."""
    gc.disable()
    yield
    gc.collect()
    gc.disable()
