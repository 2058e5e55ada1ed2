"""The league night on the feed: the desk publishes the night open in its League night window
(:func:`scoreboard.league.live.live_night`'s document: the night's score, the rubbers in play,
the division's standings) as the venue's retained ``league`` message, and every hall screen
reads it back here, each field checked as untrusted input.

>>> from scoreboard.feed.messages import read
>>> read("league", cleared_league_payload())["cleared"]
True
>>> read("league", b'{"format": "pool-scoreboard-league-night", "version": 1, "home": 7}')
Traceback (most recent call last):
...
scoreboard.feed.fields.BadMessage: league: league: not a text of at most 120 characters

No Qt, no I/O.
"""

from __future__ import annotations

import json
import re
from typing import Any

from scoreboard.feed.fields import BadMessage, flag, name, obj, pair, text, whole
from scoreboard.league import live

#: the message is the night's document itself (its format and version)
FORMAT = live.FORMAT
VERSION = 1
MAX_ROWS = live.MAX_ROWS
#: the largest league message read or sent (bytes): a night of a division of 64 teams with
#: names of 60 accented characters takes about a quarter of it
MAX_LEAGUE = 64 * 1024
#: the most rubbers a night has (a league file's limit) and the longest rubber id
MAX_RUBBERS = 100
MAX_RUBBER_ID = 64
WINNERS = (None, "home", "away")

_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", re.ASCII)


def _dumps(doc: dict[str, Any]) -> bytes:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode()


def league_payload(doc: dict[str, Any]) -> bytes:
    """``doc`` (a :func:`~scoreboard.league.live.live_night` document) as it is sent."""
    return _dumps(doc)


def cleared_league_payload() -> bytes:
    """What the desk sends (retained) when no league night is open any more."""
    return _dumps({"format": FORMAT, "version": VERSION, "cleared": True})


def _numbers(v: object, key: str, lo: int, hi: int) -> None:
    for i, n in enumerate(pair(v, key)):
        whole({f"{key}.{i}": n}, f"{key}.{i}", lo, hi)


def _check_row(r: object, i: int) -> None:
    r = obj(r, f"standings.{i}")
    whole(r, "rank", 1, MAX_ROWS)
    name(r.get("team"), f"standings.{i}.team")
    for key in ("played", "won", "drawn", "lost", "rubbers_for", "rubbers_against"):
        whole(r, key, 0, 10**6)
    whole(r, "points", -(10**6), 10**6)


def _check_rubber(r: object, i: int) -> None:
    r = obj(r, f"rubber_states.{i}")
    text(r.get("id"), f"rubber_states.{i}.id", MAX_RUBBER_ID, empty=False)
    if r.get("state") not in live.RUBBER_STATES:
        raise BadMessage(f"rubber_states.{i}.state: not a rubber's state")
    _numbers(r.get("games"), f"rubber_states.{i}.games", 0, 10**6)
    if r.get("winner") not in WINNERS:
        raise BadMessage(f"rubber_states.{i}.winner: not home, away or null")


def check_league(d: dict[str, Any], table: int | None = None) -> None:
    """Raises :class:`~scoreboard.feed.fields.BadMessage` unless ``d`` is a cleared night or
    a night as :func:`~scoreboard.league.live.live_night` makes it (lengths and counts within
    a league file's limits)."""
    if d.get("cleared") is True:
        return
    text(d.get("league"), "league", 120, empty=False)
    name(d.get("division"), "division")
    date = d.get("date")
    if not isinstance(date, str) or _DATE.fullmatch(date) is None:
        raise BadMessage("date: not a day (YYYY-MM-DD)")
    name(d.get("home"), "home")
    name(d.get("away"), "away")
    _numbers(d.get("rubbers"), "rubbers", 0, MAX_RUBBERS)
    _numbers(d.get("games"), "games", 0, 10**6)
    _numbers(d.get("points"), "points", -1000, 1000)
    whole(d, "rubbers_total", 0, MAX_RUBBERS)
    in_play = d.get("in_play")
    if not isinstance(in_play, list) or len(in_play) > MAX_RUBBERS:
        raise BadMessage(f"in_play: not a list of at most {MAX_RUBBERS}")
    for i, rubber in enumerate(in_play):
        text(rubber, f"in_play.{i}", MAX_RUBBER_ID, empty=False)
    states = d.get("rubber_states")
    if not isinstance(states, list) or len(states) > MAX_RUBBERS + 1:  # and the decider
        raise BadMessage(f"rubber_states: not a list of at most {MAX_RUBBERS + 1}")
    for i, r in enumerate(states):
        _check_rubber(r, i)
    for key in ("decided", "complete", "closed"):
        flag(d.get(key), key)
    if d.get("winner") not in WINNERS:
        raise BadMessage("winner: not home, away or null")
    rows = d.get("standings")
    if not isinstance(rows, list) or len(rows) > MAX_ROWS:
        raise BadMessage(f"standings: not a list of at most {MAX_ROWS}")
    for i, r in enumerate(rows):
        _check_row(r, i)
