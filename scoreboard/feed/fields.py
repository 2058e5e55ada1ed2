"""The checks of one field of a feed message, shared by every kind (:mod:`.messages`,
:mod:`.league`): each returns the value or raises :class:`BadMessage` naming the field (never
quoting it).

>>> whole({"seq": 3}, "seq", 0, 9)
3
>>> text("Ana\\x1b[2J", "name", 40)
Traceback (most recent call last):
...
scoreboard.feed.fields.BadMessage: name: holds control characters

No Qt, no I/O.
"""

from __future__ import annotations

import re
from typing import Any

from scoreboard.files.shapes import SchemaError, check_name

_ID = re.compile(r"[A-Za-z0-9_.:-]{1,96}")


class BadMessage(ValueError):
    """A message that is not applied; the text says why (no payload is quoted)."""


def whole(d: dict[str, Any], key: str, lo: int, hi: int) -> int:
    """``d[key]``, a whole number from ``lo`` to ``hi`` (never a boolean)."""
    v = d.get(key)
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise BadMessage(f"{key}: not a whole number from {lo} to {hi}")
    return v


def maybe_whole(v: object, key: str, lo: int, hi: int) -> None:
    """``v`` is null or a whole number from ``lo`` to ``hi``."""
    if v is not None and (isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi):
        raise BadMessage(f"{key}: not null nor a whole number from {lo} to {hi}")


def name(v: object, key: str, *, unnamed: bool = False) -> str:
    """A player's name, through the one gate (:func:`~scoreboard.files.shapes.check_name`)."""
    try:
        return check_name(v, key, unnamed=unnamed)
    except SchemaError as exc:
        raise BadMessage(str(exc)) from None


def text(v: object, key: str, limit: int, *, empty: bool = True) -> str:
    """A plain text of at most ``limit`` characters, no control character in it."""
    if not isinstance(v, str) or len(v) > limit or (not empty and not v):
        raise BadMessage(f"{key}: not a text of at most {limit} characters")
    if any(not c.isprintable() for c in v):
        raise BadMessage(f"{key}: holds control characters")
    return v


def ident(d: dict[str, Any], key: str, *, optional: bool = False) -> str | None:
    """``d[key]``, an identifier (letters, digits, ``_.:-``; None when ``optional``)."""
    v = d.get(key)
    if v is None and optional:
        return None
    if not isinstance(v, str) or _ID.fullmatch(v) is None:
        raise BadMessage(f"{key}: not an identifier")
    return v


def pair(v: object, key: str) -> list[Any]:
    """A list of two items."""
    if not isinstance(v, list) or len(v) != 2:
        raise BadMessage(f"{key}: 2 items expected")
    return v


def obj(v: object, key: str) -> dict[str, Any]:
    """An object."""
    if not isinstance(v, dict):
        raise BadMessage(f"{key}: not an object")
    return v


def flag(v: object, key: str) -> bool:
    """True or false."""
    if not isinstance(v, bool):
        raise BadMessage(f"{key}: not true or false")
    return v
