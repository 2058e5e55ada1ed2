"""The history's rows read as untrusted values.

The history file is a file like any other: another program, a sync tool or a hand edit may
have put anything in any column (text where a number belongs, JSON nested a hundred thousand
deep, bytes that are not UTF-8, megabytes of text). Every value read from it goes through one
of these checks; a value that fails raises :class:`DamagedValue`, which names the table and
column, and the row is then shown as damaged while the others are listed as usual.

No Qt here.

>>> text("Ana", "matches.name0")
'Ana'
>>> count("3", "matches.score0")
Traceback (most recent call last):
...
scoreboard.history.rows.DamagedValue: matches.score0: not a whole number
>>> json_value("[" * 100_000, "matches.stats0")
Traceback (most recent call last):
...
scoreboard.history.rows.DamagedValue: matches.stats0: nested too deep
"""

from __future__ import annotations

import dataclasses
import json
import math
from typing import Any

from scoreboard.files.shapes import shown_name
from scoreboard.match.stats import PlayerStats

#: Longest text a short column (a name, an id, a code, a moment) holds.
SHORT_TEXT = 1000
#: Longest JSON text a statistics column holds.
STATS_TEXT = 64 * 1024
#: Longest JSON text a match's data column (its inputs, its config) holds.
DATA_TEXT = 64 * 1024 * 1024
#: Deepest nesting of the JSON the history holds (its own documents are a few levels deep).
DEPTH = 32
#: Largest count a column holds (scores, racks, shots).
COUNT = 10**9


class DamagedValue(ValueError):
    """A value of the history that cannot be what its column holds."""

    def __init__(self, column: str, reason: str) -> None:
        super().__init__(f"{column}: {reason}")
        self.column = column
        self.reason = reason


class Undecodable(str):
    """Text from the history that was not UTF-8: decoded with replacement characters, and
    refused by :func:`text`."""

    __slots__ = ()


def decode(raw: bytes) -> str:
    """The connections' text factory: SQLite text as a string, never an exception (the
    default one raises for the whole page when one value is not UTF-8).

    >>> decode("José".encode()), type(decode(b"\\xff")).__name__
    ('José', 'Undecodable')
    """
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return Undecodable(raw.decode("utf-8", "replace"))


def text(value: object, column: str, *, limit: int = SHORT_TEXT) -> str:
    """A text column's value: a string of UTF-8 text, at most ``limit`` characters."""
    if not isinstance(value, str):
        raise DamagedValue(column, "not text")
    if isinstance(value, Undecodable):
        raise DamagedValue(column, "not UTF-8 text")
    if len(value) > limit:
        raise DamagedValue(column, "too long")
    if "\x00" in value:
        raise DamagedValue(column, "holds a NUL character")
    return value


def name(value: object, column: str) -> str:
    """A player's name column: the text stored, shown as it is, a control character (NUL
    too) as a visible sign (:func:`~scoreboard.files.shapes.shown_name`): a name the history
    holds is never shown as nothing. Text that is not UTF-8 or too long is damaged, as in
    :func:`text`.

    >>> name("Ana\\x00 Ruiz", "matches.name0")
    'Ana␀ Ruiz'
    """
    if not isinstance(value, str):
        raise DamagedValue(column, "not text")
    if isinstance(value, Undecodable):
        raise DamagedValue(column, "not UTF-8 text")
    if len(value) > SHORT_TEXT:
        raise DamagedValue(column, "too long")
    return shown_name(value)


def shown(value: object) -> str:
    """What a damaged row still shows of a name: its text (cut at :data:`SHORT_TEXT`, bytes
    that were not UTF-8 as ``�``, control characters as visible signs), or "" for a value
    that is no text at all."""
    return shown_name(value[:SHORT_TEXT]) if isinstance(value, str) else ""


def optional_text(value: object, column: str, *, limit: int = SHORT_TEXT) -> str | None:
    return None if value is None else text(value, column, limit=limit)


def count(value: object, column: str, *, top: int = COUNT, signed: bool = False) -> int:
    """A count (a number of racks or shots): a whole number in ``0..top``; ``signed`` also
    ``-top..-1`` (a 14.1 score after fouls)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise DamagedValue(column, "not a whole number")
    if not (-top if signed else 0) <= value <= top:
        raise DamagedValue(column, "out of range")
    return value


def side(value: object, column: str, *, optional: bool = True) -> int | None:
    """A player's side: 0 or 1 (or None where nobody is)."""
    if value is None and optional:
        return None
    if value not in (0, 1) or isinstance(value, bool) or not isinstance(value, int):
        raise DamagedValue(column, "not a player")
    return int(value)


#: The largest time in seconds read back: a moment (a shot's time, seconds since 1970, as the
#: phones and the shot clock stamp their records) or a duration; 10**11 is the year 5138.
MAX_SECONDS = 10**11


def seconds(value: object, column: str) -> float | None:
    """A time in seconds (a moment since 1970, or a duration), or None."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise DamagedValue(column, "not a number")
    if not math.isfinite(value) or not 0 <= value <= MAX_SECONDS:
        raise DamagedValue(column, "out of range")
    return float(value)


def _depth(value: Any, column: str) -> None:
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict | list):
            if level > DEPTH:
                raise DamagedValue(column, "nested too deep")
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, level + 1) for child in children)


def json_value(value: object, column: str, *, limit: int = DATA_TEXT) -> Any:
    """A JSON column's value, parsed: bounded in size and depth (checked before parsing, so
    a deep document never reaches the parser's recursion)."""
    raw = text(value, column, limit=limit)
    level = deepest = 0
    quoted = escaped = False
    for ch in raw:  # nesting outside strings, without parsing
        if quoted:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                quoted = False
        elif ch == '"':
            quoted = True
        elif ch in "[{":
            level += 1
            if level > deepest:
                deepest = level
                if deepest > DEPTH:
                    raise DamagedValue(column, "nested too deep")
        elif ch in "]}":
            level -= 1
    try:
        parsed = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise DamagedValue(column, "not JSON") from exc
    _depth(parsed, column)
    return parsed


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def json_object(value: object, column: str, *, limit: int = DATA_TEXT) -> dict[str, Any]:
    parsed = json_value(value, column, limit=limit)
    if not isinstance(parsed, dict):
        raise DamagedValue(column, "not an object")
    return parsed


def json_list(value: object, column: str, *, limit: int = DATA_TEXT) -> list[Any]:
    parsed = json_value(value, column, limit=limit)
    if not isinstance(parsed, list):
        raise DamagedValue(column, "not a list")
    return parsed


#: Statistics that go below 0 (14.1's points after fouls).
_SIGNED = frozenset({"points"})
_STAT_FIELDS = {f.name: f.type for f in dataclasses.fields(PlayerStats)}


def player_stats(value: object, column: str) -> PlayerStats:
    """A player's statistics (a JSON object of :class:`~scoreboard.match.stats.PlayerStats`
    fields); fields it lacks are 0, fields it does not know are ignored."""
    found = json_object(value, column, limit=STATS_TEXT)
    known: dict[str, Any] = {}
    for name, kind in _STAT_FIELDS.items():
        if name not in found:
            continue
        item = found[name]
        where = f"{column}.{name}"
        if kind in ("float", float):
            known[name] = seconds(item, where) or 0.0
        else:
            known[name] = count(item, where, signed=name in _SIGNED)
    return PlayerStats(**known)


def text_list(value: object, column: str) -> tuple[str, ...]:
    """A JSON list of short texts (a shot's fouls or reasons)."""
    items = json_list(value, column, limit=STATS_TEXT)
    return tuple(text(item, column) for item in items)


def ball_list(value: object, column: str) -> tuple[int, ...]:
    """A JSON list of ball numbers."""
    items = json_list(value, column, limit=STATS_TEXT)
    return tuple(count(item, column, top=99) for item in items)
