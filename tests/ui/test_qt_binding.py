"""Guards against a Qt binding that corrupts the interpreter.

PySide6 6.12.0 on Python 3.11 releases a reference to ``None`` on every Qt call that returns
nothing; after a few thousand calls the interpreter aborts. The pinned binding must not do that.
"""

import sys

from PySide6.QtCore import QObject


def test_void_qt_calls_do_not_release_none() -> None:
    obj = QObject()
    before = sys.getrefcount(None)
    for _ in range(2000):
        obj.setObjectName("x")
    after = sys.getrefcount(None)
    # Other code may take or drop a handful of references meanwhile; a leak is 2000.
    assert abs(after - before) < 100
