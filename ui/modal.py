"""A dialog run modally, deleted once its caller has read it: a dialog opened again and again
through an evening (New match, the history, the players) leaves nothing behind in its parent
window.

    with modal(SetupDialog(window, names, settings)) as dialog:
        if dialog.exec() == SetupDialog.DialogCode.Accepted:
            config = dialog.result_config()
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TypeVar

from PySide6.QtWidgets import QDialog

D = TypeVar("D", bound=QDialog)

__all__ = ["modal"]


@contextmanager
def modal(dialog: D) -> Iterator[D]:
    """``dialog`` for the block; deleted (at the next turn of the event loop) after it."""
    try:
        yield dialog
    finally:
        dialog.deleteLater()
