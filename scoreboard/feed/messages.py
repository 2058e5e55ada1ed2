"""The payloads on the feed: built here, and read back here with every field checked.

Every message received is untrusted. :func:`read` turns bytes into a checked dict or raises
:class:`BadMessage` (too big, not UTF-8 JSON, another format or version, a field of the wrong
shape, a table number that is not the topic's); the caller logs it and applies nothing.

>>> read("online", online_payload(True))["online"]
True
>>> read("ack", b'{"format": "pool-scoreboard-ack", "version": 2, "result_id": "x"}')
Traceback (most recent call last):
...
scoreboard.feed.fields.BadMessage: ack: version 2 is not 1
>>> read("result", b"x" * 70000)
Traceback (most recent call last):
...
scoreboard.feed.fields.BadMessage: result: 70000 bytes, more than 4096
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from scoreboard.feed.fields import BadMessage as BadMessage
from scoreboard.feed.fields import ident as _ident
from scoreboard.feed.fields import maybe_whole as _maybe_int
from scoreboard.feed.fields import name as _name
from scoreboard.feed.fields import obj as _obj
from scoreboard.feed.fields import pair as _pair
from scoreboard.feed.fields import text as _text
from scoreboard.feed.fields import whole as _int
from scoreboard.feed.league import FORMAT as LEAGUE_FORMAT
from scoreboard.feed.league import MAX_LEAGUE, check_league
from scoreboard.table import state
from scoreboard.table.shot_clock import PROFILES

VERSION = 1
MAX_STATE = 64 * 1024
MAX_SMALL = 4 * 1024
_FORMATS = {
    "state": state.FORMAT,
    "events": "pool-scoreboard-events",
    "result": "pool-scoreboard-result",
    "online": "pool-scoreboard-online",
    "assignment": "pool-scoreboard-assignment",
    "ack": "pool-scoreboard-ack",
    "competition": "pool-scoreboard-venue-competition",
    "league": LEAGUE_FORMAT,
}
_LIMITS = {"state": MAX_STATE, "events": MAX_STATE, "competition": MAX_STATE, "league": MAX_LEAGUE}
#: the most slots and standings lines a competition message may carry (a draw of 512 entrants)
MAX_SLOTS = 1100
MAX_STANDINGS = 512
PHASES = ("first", "winners", "losers", "final", "group")
SLOT_STATES = ("waiting", "ready", "on-table", "finished", "walkover")
SYSTEMS = ("rfeb", "single-elimination", "double-elimination", "round-robin")


def _dumps(doc: dict[str, Any]) -> bytes:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode()


def _head(kind: str) -> dict[str, Any]:
    return {"format": _FORMATS[kind], "version": VERSION}


# -- building ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ResultMessage:
    """A finished match as the table reports it: ``racks`` won by ``players[0]`` and
    ``players[1]`` (in 14.1 their points, which may be below zero), ``winner`` 0 or 1; ``assignment`` the desk's assignment it was started
    from (``competition``/``slot``), if any."""

    result_id: str
    match_id: str
    table: int
    players: tuple[str, str]
    racks: tuple[int, int]
    winner: int
    finished_ms: int
    competition: str | None = None
    slot: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            **_head("result"),
            "result_id": self.result_id,
            "match_id": self.match_id,
            "table": self.table,
            "players": list(self.players),
            "racks": list(self.racks),
            "winner": self.winner,
            "finished_ms": self.finished_ms,
            "competition": self.competition,
            "slot": self.slot,
        }

    def payload(self) -> bytes:
        return _dumps(self.to_dict())

    def racks_for(self, other: ResultMessage) -> tuple[int, int] | None:
        """This result's racks in the order of ``other``'s players (None: other players)."""
        if self.players == other.players:
            return self.racks
        if self.players == other.players[::-1]:
            return (self.racks[1], self.racks[0])
        return None

    def same_result(self, other: ResultMessage) -> bool:
        """Whether ``other`` reports the same finished match with the same result: the same
        match and slot, the same players, score and winner (listed in either order).

        >>> a = ResultMessage("r", "m1", 3, ("Ana", "Bea"), (4, 2), 0, 1, "c", "W1-1")
        >>> a.same_result(ResultMessage("s", "m1", 3, ("Bea", "Ana"), (2, 4), 1, 9, "c", "W1-1"))
        True
        >>> a.same_result(ResultMessage("r", "m1", 3, ("Ana", "Bea"), (9, 9), 0, 1, "c", "W1-1"))
        False
        """
        racks = self.racks_for(other)
        if racks is None:
            return False
        winner = self.winner if self.players == other.players else 1 - self.winner
        return (
            (self.match_id, self.competition, self.slot)
            == (other.match_id, other.competition, other.slot)
            and racks == other.racks
            and winner == other.winner
        )

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ResultMessage:
        return cls(
            result_id=d["result_id"],
            match_id=d["match_id"],
            table=d["table"],
            players=(d["players"][0], d["players"][1]),
            racks=(d["racks"][0], d["racks"][1]),
            winner=d["winner"],
            finished_ms=d["finished_ms"],
            competition=d.get("competition"),
            slot=d.get("slot"),
        )


@dataclass(frozen=True, slots=True)
class Assignment:
    """The next match of a table, as the desk sends it."""

    competition: str
    slot: str
    players: tuple[str, str]
    discipline: str
    race: int
    ruleset: str | None = None
    name: str = ""
    #: A handicapped match: the racks (first player, second player) each needs; ``race``
    #: stays the phase's race for a table that does not know handicaps.
    handicap: tuple[int, int] | None = None
    #: The event's shot clock: a profile's key (:data:`~scoreboard.table.shot_clock.PROFILES`),
    #: "" for none.
    shot_clock: str = ""
    #: Who breaks first (0 or 1, as the players are listed); None: the players lag.
    breaker: int | None = None
    #: A team match (doubles): each side's two partners, as people (``players`` names the
    #: sides as "Ana & Bea"); None: singles.
    partners: tuple[tuple[str, str], tuple[str, str]] | None = None

    def to_dict(self) -> dict[str, Any]:
        return (
            {
                **_head("assignment"),
                "competition": self.competition,
                "slot": self.slot,
                "name": self.name,
                "players": list(self.players),
                "discipline": self.discipline,
                "ruleset": self.ruleset,
                "race": self.race,
            }
            | ({"handicap": list(self.handicap)} if self.handicap is not None else {})
            | ({"shot_clock": self.shot_clock} if self.shot_clock else {})
            | ({"breaker": self.breaker} if self.breaker is not None else {})
            | ({"partners": [list(p) for p in self.partners]} if self.partners else {})
        )

    def payload(self) -> bytes:
        return _dumps(self.to_dict())

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Assignment:
        return cls(
            competition=d["competition"],
            slot=d["slot"],
            players=(d["players"][0], d["players"][1]),
            discipline=d["discipline"],
            race=d["race"],
            ruleset=d.get("ruleset"),
            name=d.get("name") or "",
            handicap=(d["handicap"][0], d["handicap"][1]) if d.get("handicap") else None,
            shot_clock=d.get("shot_clock") or "",
            breaker=d.get("breaker"),
            partners=(
                (
                    (d["partners"][0][0], d["partners"][0][1]),
                    (d["partners"][1][0], d["partners"][1][1]),
                )
                if d.get("partners")
                else None
            ),
        )


def online_payload(online: bool) -> bytes:
    return _dumps({**_head("online"), "online": online})


def ack_payload(
    result_id: str, applied: bool, *, conflict: bool = False, held: tuple[int, int] | None = None
) -> bytes:
    """The desk's acknowledgement of a result; ``conflict``: refused because the bracket
    holds another result for its match, ``held`` (the racks it holds, in the order of the
    result's players) when that can be said."""
    doc: dict[str, Any] = {**_head("ack"), "result_id": result_id, "applied": applied}
    if conflict:
        doc["conflict"] = True
        doc["held"] = list(held) if held is not None else None
    return _dumps(doc)


def events_payload(seq: int, decision: dict[str, Any] | None) -> bytes:
    return _dumps({**_head("events"), "seq": seq, "decision": decision})


def state_payload(doc: dict[str, Any]) -> bytes:
    return _dumps(doc)


# -- reading -------------------------------------------------------------------------------------


def _check_state(d: dict[str, Any], table: int | None) -> None:
    _int(d, "seq", 0, 2**53)
    _int(d, "generated_ms", 0, 2**53)
    if table is not None and d.get("table_number") != table:
        raise BadMessage("table_number: not the topic's table")
    m = _obj(d.get("match"), "match")
    _text(m.get("discipline"), "match.discipline", 40)
    for flag in ("started", "over"):
        if not isinstance(m.get(flag), bool):
            raise BadMessage(f"match.{flag}: not true or false")
    if m.get("winner") not in (None, 0, 1) or isinstance(m.get("winner"), bool):
        raise BadMessage("match.winner: not 0, 1 or null")
    for i, p in enumerate(_pair(d.get("players"), "players")):
        p = _obj(p, f"players.{i}")
        _name(p.get("name"), f"players.{i}.name", unnamed=True)
        for key in ("score", "race", "racks_won", "sets"):
            _int(p, key, -(10**6), 10**6) if key == "score" else _int(p, key, 0, 10**6)
    t = _obj(d.get("table"), "table")
    if t.get("at_table") not in (None, 0, 1) or isinstance(t.get("at_table"), bool):
        raise BadMessage("table.at_table: not 0, 1 or null")
    balls = t.get("balls")
    if not isinstance(balls, list) or len(balls) > 16:
        raise BadMessage("table.balls: not a list of balls")
    for b in balls:
        if isinstance(b, bool) or not isinstance(b, int) or not 0 <= b <= 15:
            raise BadMessage("table.balls: not a list of balls")


def _check_result(d: dict[str, Any], table: int | None) -> None:
    _ident(d, "result_id")
    _ident(d, "match_id")
    if table is not None and d.get("table") != table:
        raise BadMessage("table: not the topic's table")
    _int(d, "table", 1, 999)
    for i, name in enumerate(_pair(d.get("players"), "players")):
        _name(name, f"players.{i}")
    racks = _pair(d.get("racks"), "racks")
    for r in racks:
        if isinstance(r, bool) or not isinstance(r, int) or not -1000 <= r <= 1000:
            raise BadMessage("racks: not two whole numbers from -1000 to 1000")
    _int(d, "winner", 0, 1)
    _int(d, "finished_ms", 0, 2**53)
    _ident(d, "competition", optional=True)
    _ident(d, "slot", optional=True)
    if (d.get("competition") is None) != (d.get("slot") is None):
        raise BadMessage("competition and slot: both or neither")


def cleared_assignment_payload() -> bytes:
    """What the desk sends (retained) when a table has no match assigned any more."""
    return _dumps({**_head("assignment"), "cleared": True})


def _check_assignment(d: dict[str, Any], table: int | None) -> None:
    if d.get("cleared") is True:
        return
    _ident(d, "competition")
    _ident(d, "slot")
    _text(d.get("name", ""), "name", 120)
    for i, name in enumerate(_pair(d.get("players"), "players")):
        _name(name, f"players.{i}")
    _text(d.get("discipline"), "discipline", 40, empty=False)
    if d.get("ruleset") is not None:
        _text(d.get("ruleset"), "ruleset", 40)
    _int(d, "race", 1, 1000)  # racks, or a 14.1 points target
    if d.get("handicap") is not None:
        pair = _pair(d["handicap"], "handicap")
        for i in (0, 1):
            _int({"handicap": pair[i]}, "handicap", 1, 1000)
    clock = d.get("shot_clock", "")
    if clock != "" and (not isinstance(clock, str) or clock not in PROFILES or clock == "custom"):
        raise BadMessage("shot_clock")
    if d.get("breaker") is not None:
        _int(d, "breaker", 0, 1)
    if d.get("partners") is not None:
        for i, side in enumerate(_pair(d["partners"], "partners")):
            for j, partner in enumerate(_pair(side, f"partners.{i}")):
                _name(partner, f"partners.{i}.{j}")


def _check_online(d: dict[str, Any], table: int | None) -> None:
    if not isinstance(d.get("online"), bool):
        raise BadMessage("online: not true or false")


def _check_ack(d: dict[str, Any], table: int | None) -> None:
    _ident(d, "result_id")
    if not isinstance(d.get("applied", True), bool):
        raise BadMessage("applied: not true or false")
    if not isinstance(d.get("conflict", False), bool):
        raise BadMessage("conflict: not true or false")
    if d.get("held") is not None:
        for r in _pair(d["held"], "held"):
            if isinstance(r, bool) or not isinstance(r, int) or not -1000 <= r <= 1000:
                raise BadMessage("held: not two whole numbers from -1000 to 1000")


def _check_events(d: dict[str, Any], table: int | None) -> None:
    _int(d, "seq", 0, 2**53)
    if d.get("decision") is not None:
        _obj(d["decision"], "decision")


def cleared_competition_payload() -> bytes:
    """What the desk sends (retained) when it has no competition open any more."""
    return _dumps({**_head("competition"), "cleared": True})


def competition_payload(doc: dict[str, Any]) -> bytes:
    """``doc`` (see :func:`scoreboard.feed.desk.competition_message`) with its head."""
    return _dumps({**_head("competition"), **doc})


def _check_slot(s: object, i: int, entrants: int) -> None:
    s = _obj(s, f"slots.{i}")
    _ident(s, "id")
    if s.get("phase") not in PHASES:
        raise BadMessage(f"slots.{i}.phase: not a phase")
    if s.get("state") not in SLOT_STATES:
        raise BadMessage(f"slots.{i}.state: not a slot state")
    _int(s, "round", 1, 64)
    for j, rank in enumerate(_pair(s.get("players"), f"slots.{i}.players")):
        _maybe_int(rank, f"slots.{i}.players.{j}", 0, entrants)  # 0: an empty place
    if s.get("result") is not None:
        for r in _pair(s["result"], f"slots.{i}.result"):
            _maybe_int(r, f"slots.{i}.result", -1000, 1000)
            if r is None:
                raise BadMessage(f"slots.{i}.result: two whole numbers expected")
    _maybe_int(s.get("winner"), f"slots.{i}.winner", 0, 1)
    _maybe_int(s.get("table"), f"slots.{i}.table", 1, 999)
    if not isinstance(s.get("forfeit", False), bool):
        raise BadMessage(f"slots.{i}.forfeit: not true or false")


def _check_placing(p: object, i: int, entrants: int) -> None:
    p = _obj(p, f"standings.{i}")
    _maybe_int(p.get("place"), f"standings.{i}.place", 1, 1024)
    _int(p, "rank", 1, max(1, entrants))
    _int(p, "group", 0, 512)
    for key in ("played", "won", "points"):
        _int(p, key, 0, 10**6)
    for key in ("racks_for", "racks_against"):
        _int(p, key, -(10**6), 10**6)


def _check_competition(d: dict[str, Any], table: int | None) -> None:
    if d.get("cleared") is True:
        return
    _ident(d, "id")
    _text(d.get("name"), "name", 120)
    if d.get("system") not in SYSTEMS:
        raise BadMessage("system: not a competition system")
    _text(d.get("discipline"), "discipline", 40, empty=False)
    if not isinstance(d.get("points"), bool):
        raise BadMessage("points: not true or false")
    names = d.get("entrants")
    if not isinstance(names, list) or len(names) > MAX_STANDINGS:
        raise BadMessage(f"entrants: not a list of at most {MAX_STANDINGS}")
    for i, name in enumerate(names):
        _name(name, f"entrants.{i}")
    slots, lines = d.get("slots"), d.get("standings")
    if not isinstance(slots, list) or len(slots) > MAX_SLOTS:
        raise BadMessage(f"slots: not a list of at most {MAX_SLOTS}")
    if not isinstance(lines, list) or len(lines) > MAX_STANDINGS:
        raise BadMessage(f"standings: not a list of at most {MAX_STANDINGS}")
    for i, s in enumerate(slots):
        _check_slot(s, i, len(names))
    for i, p in enumerate(lines):
        _check_placing(p, i, len(names))


_CHECKS = {
    "competition": _check_competition,
    "league": check_league,
    "state": _check_state,
    "events": _check_events,
    "result": _check_result,
    "online": _check_online,
    "assignment": _check_assignment,
    "ack": _check_ack,
}


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number")


def size_limit(kind: str) -> int:
    """The largest message of ``kind`` read (bytes)."""
    return _LIMITS.get(kind, MAX_SMALL)


def read(kind: str, payload: bytes, table: int | None = None) -> dict[str, Any]:
    """The checked message of ``kind`` (a topic kind) in ``payload``; ``table`` is the
    topic's table number, which the message must repeat where it names one."""
    if kind not in _CHECKS:
        raise BadMessage(f"{kind[:20]}: not a feed message")
    limit = size_limit(kind)
    if len(payload) > limit:
        raise BadMessage(f"{kind}: {len(payload)} bytes, more than {limit}")
    try:
        d = json.loads(payload.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise BadMessage(f"{kind}: not UTF-8 JSON") from None
    if not isinstance(d, dict):
        raise BadMessage(f"{kind}: not an object")
    if d.get("format") != _FORMATS[kind]:
        raise BadMessage(f"{kind}: not a {_FORMATS[kind]} message")
    if d.get("version") != VERSION:
        raise BadMessage(f"{kind}: version {str(d.get('version'))[:10]} is not {VERSION}")
    try:
        _CHECKS[kind](d, table)
    except BadMessage as exc:
        raise BadMessage(f"{kind}: {exc}") from None
    _finite(d)
    return d


def _finite(v: object, depth: int = 0) -> None:
    if depth > 32:
        raise BadMessage("nested too deep")
    if isinstance(v, float) and not math.isfinite(v):
        raise BadMessage("not a finite number")
    if isinstance(v, dict):
        for x in v.values():
            _finite(x, depth + 1)
    elif isinstance(v, list):
        for x in v:
            _finite(x, depth + 1)
