"""What a cell of a CSV file the app writes may hold: text that a spreadsheet program shows as
typed, never runs as a formula, and no control characters. Every CSV writer of the app (the
match export, the competition's tables) passes its cells through :func:`csv_cell`.

No Qt here.
"""

from __future__ import annotations

import unicodedata
from typing import Any

#: A cell a spreadsheet program would read as a formula starts with one of these (OWASP, "CSV
#: Injection"): such a cell is written after a single quote, so it stays text.
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(value: Any) -> Any:
    """A value as a CSV cell: numbers as they are; text with its control characters written
    as ``\\xNN`` (``\\uNNNN``), and a text that starts like a formula (``= + - @``, tab, CR)
    behind a single quote, as spreadsheet programs advise."""
    if value is None:
        return ""
    if isinstance(value, bool) or not isinstance(value, int | float):
        value = str(value)
    else:
        return f"{value:.2f}" if isinstance(value, float) else value
    if value.startswith(FORMULA_START):
        value = "'" + value
    out = []
    for c in value:
        if unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp"):
            code = ord(c)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            out.append(c)
    return "".join(out)
