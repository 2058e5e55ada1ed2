"""What a file the app reads may hold: one declared shape per format, and the limits.

Long because every format's shape is declared here once, with its limits, beside the shape types
they are made of.

Every file the app reads is untrusted: a journal, the settings, an exported match to import.
Each format's shape is declared here once (:data:`INPUT`, :data:`CONFIG`, :data:`CLOCK`,
:data:`JOURNAL_HEADER`, :data:`SETTINGS`, :data:`EXPORTED_MATCH`), with its limits: the
length of a player's name, the number of inputs, numbers that must be finite, the size of a
file; nesting is bounded by the shapes themselves. A value of the wrong shape raises :class:`SchemaError` (a ``ValueError``) naming where
it is; the readers turn that into a :class:`~scoreboard.files.paths.FileProblem` naming the file
and the line. Keys a shape does not declare are ignored, so a newer file still loads.

No Qt here.

>>> INPUT.check({"kind": "shot", "shot": "x"})
Traceback (most recent call last):
...
scoreboard.files.shapes.SchemaError: shot: not an object
>>> CONFIG.check({"players": ["Ana"], "discipline": "nine-ball"})
Traceback (most recent call last):
...
scoreboard.files.shapes.SchemaError: players: 2 items expected
>>> load_json(b'{"time": 1e999}')["time"]
inf
>>> INPUT.check({"kind": "undo", "time": float("inf")})
Traceback (most recent call last):
...
scoreboard.files.shapes.SchemaError: time: not a finite number
"""

from __future__ import annotations

import enum
import json
import math
import unicodedata
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from rules import CueBall, Foul, Group, Interference, Option, Pocket

# -- limits --------------------------------------------------------------------------------------

#: The highest starter rating a club may set (the ratings' scale puts world champions near 850).
MAX_STARTER = 3000
#: The highest robustness a club may call established (FargoRate's is 200; the fit's
#: ``scoreboard.ratings.MAX_ESTABLISHED``).
MAX_ESTABLISHED = 100_000
#: The longest minimum race a club may set for a handicap's weaker side.
MAX_MINIMUM_RACE = 25
#: The widest cap on a handicap's rating gap (points; the ratings' scale is within +-10,000).
MAX_GAP_CAP = 10_000
#: The shortest and longest half-life of a game's weight in the ratings (days).
MIN_HALF_LIFE = 7
MAX_HALF_LIFE = 36_500
#: Characters in a player's name (the setup dialog allows no more either).
MAX_NAME = 60
#: Inputs in one match (a journal or an exported match).
MAX_INPUTS = 250_000
#: Bytes of a file to import, and of a journal to read.
MAX_IMPORT_BYTES = 64 * 1024 * 1024
MAX_JOURNAL_BYTES = 64 * 1024 * 1024
#: Bytes of one journal line.
MAX_LINE_BYTES = 64 * 1024
#: Bytes of the settings file.
MAX_SETTINGS_BYTES = 1024 * 1024
#: A short identifier (discipline, ruleset, key) and a longer text (dates, ids, folders).
SHORT = 64
LONG = 4096


# -- names a person types ------------------------------------------------------------------------

#: Characters that change how text is laid out or read back (bidirectional embeddings,
#: overrides and isolates): refused in a name, as the control characters are.
_LAYOUT_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def is_control(char: str) -> bool:
    """A character no name holds: a C0/C1 control (NUL, BEL, tab, CR, LF, ESC, DEL...), a line
    or paragraph separator, a lone surrogate, or a bidirectional override."""
    return unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp") or char in _LAYOUT_CONTROLS


def name_problem(name: str, limit: int = MAX_NAME) -> str | None:
    """Why ``name`` (a player's or entrant's name, as typed) cannot be taken, as a code, or
    None: ``name-empty`` for nothing but spaces (tabs and line breaks included),
    ``name-control-character`` for a control character anywhere else (NUL, CR, BEL...: they
    would reach files and screens raw),
    ``name-too-long`` for more than ``limit`` characters (spaces counted: a name is kept as it
    is given). Every place that takes a name asks this one function, through
    :func:`check_name`.

    >>> name_problem("Ana\\x07"), name_problem("  "), name_problem("José Núñez")
    ('name-control-character', 'name-empty', None)
    """
    if not name.split():
        return "name-empty"
    if any(is_control(c) for c in name):
        return "name-control-character"
    if len(name) > limit:
        return "name-too-long"
    return None


#: What each :func:`name_problem` code says, for logs and for messages that name their source.
NAME_PROBLEMS = {
    "name-empty": "an empty name",
    "name-control-character": "a name with a control character",
    "name-too-long": f"a name longer than {MAX_NAME} characters",
}


def check_name(
    name: object, where: str = "", *, unnamed: bool = False, limit: int = MAX_NAME
) -> str:
    """The one gate for a player's name, wherever it enters: typed, read from a journal, an
    exported match, a competition, a feed message or a ratings list. Returns ``name`` as it
    is (nothing is dropped or changed behind the caller's back); raises :class:`BadName`
    naming ``where`` for a name :func:`name_problem` refuses. ``unnamed``: a match's side may
    be left without a name (exactly ``""``: the placeholder match, a quick count of racks;
    the windows call it Player 1 or Player 2), never a name of nothing but spaces. ``limit``:
    the longest name taken (what was stored under an older, longer limit is still read).

    >>> check_name("Ana Ruiz", "players.0")
    'Ana Ruiz'
    >>> check_name("Ana\\x00", "players.0")
    Traceback (most recent call last):
    ...
    scoreboard.files.shapes.BadName: players.0: a name with a control character
    >>> check_name("", "players.1", unnamed=True)
    ''
    >>> check_name(" ", "players.1", unnamed=True)
    Traceback (most recent call last):
    ...
    scoreboard.files.shapes.BadName: players.1: an empty name
    """
    if type(name) is not str:
        raise SchemaError(where, "not a text")
    if unnamed and name == "":
        return name
    code = name_problem(name, limit)
    if code is not None:
        raise BadName(where, code)
    return name


def shown_name(name: str) -> str:
    """A name as a list or a sheet may show it, whatever it holds: each control character
    replaced by a visible sign (its Unicode control picture, ``␀`` for NUL, ``␡`` for DEL;
    ``�`` for the others: C1 controls, separators, bidirectional overrides), never dropped,
    so a name is never shown as nothing. A name :func:`check_name` accepts is shown as it is.

    >>> shown_name("Ana\\x00"), shown_name("Ana\\tRuiz"), shown_name("Ana\\u202eziuR")
    ('Ana␀', 'Ana␉Ruiz', 'Ana�ziuR')
    """
    if not any(is_control(c) for c in name):
        return name
    return "".join(_picture(c) if is_control(c) else c for c in name)


def _picture(char: str) -> str:
    code = ord(char)
    if code < 0x20:
        return chr(0x2400 + code)
    if code == 0x7F:
        return "\u2421"
    return "\ufffd"


class SchemaError(ValueError):
    """A value of the wrong shape; ``where`` is its path in the document (``shot.call``)."""

    code = "invalid-value"

    def __init__(self, where: str, problem: str) -> None:
        super().__init__(f"{where}: {problem}" if where else problem)
        self.where = where
        self.problem = problem


class BadName(SchemaError):
    """A player's name :func:`check_name` refuses; ``code`` is :func:`name_problem`'s."""

    def __init__(self, where: str, code: str) -> None:
        super().__init__(where, NAME_PROBLEMS.get(code, code))
        self.code = code


def name_refusal(exc: BadName) -> dict[str, Any]:
    """A refused name as a file problem's params: ``field`` (where it is), ``player`` (1 or
    2, or 0 when it is not a match's side) and ``problem`` (the gate's code).

    >>> name_refusal(BadName("config.players.1", "name-empty"))
    {'field': 'config.players.1', 'player': 2, 'problem': 'name-empty'}
    """
    last = exc.where.rsplit(".", 2)[-2:]
    player = int(last[1]) + 1 if last[:1] == ["players"] and last[1:] in (["0"], ["1"]) else 0
    return {"field": exc.where, "player": player, "problem": exc.code}


def _at(where: str, key: str | int) -> str:
    return f"{where}.{key}" if where else str(key)


# -- the shapes ----------------------------------------------------------------------------------


class Shape:
    """A declared shape; :meth:`check` raises :class:`SchemaError` or returns None."""

    def check(self, value: Any, where: str = "") -> None:
        raise NotImplementedError


class Int(Shape):
    def __init__(self, lo: int = -(2**31), hi: int = 2**31) -> None:
        self.lo, self.hi = lo, hi

    def check(self, value: Any, where: str = "") -> None:
        if type(value) is not int:
            raise SchemaError(where, "not a whole number")
        if not self.lo <= value <= self.hi:
            raise SchemaError(where, f"not between {self.lo} and {self.hi}")


class Num(Shape):
    """A finite number (a whole number too) within bounds."""

    def __init__(self, lo: float = -1e15, hi: float = 1e15) -> None:
        self.lo, self.hi = lo, hi

    def check(self, value: Any, where: str = "") -> None:
        if type(value) not in (int, float) or not math.isfinite(value):
            raise SchemaError(where, "not a finite number")
        if not self.lo <= value <= self.hi:
            raise SchemaError(where, f"not between {self.lo} and {self.hi}")


class Flag(Shape):
    def check(self, value: Any, where: str = "") -> None:
        if type(value) is not bool:
            raise SchemaError(where, "not true or false")


class Text(Shape):
    """A string of at most ``max_len`` characters; optionally one of ``choices``, ASCII
    only, or an ISO 8601 date and time."""

    def __init__(
        self,
        max_len: int = LONG,
        *,
        choices: type[enum.Enum] | tuple[str, ...] | None = None,
        nonempty: bool = False,
        ascii_only: bool = False,
        iso_time: bool = False,
    ) -> None:
        self.max_len = max_len
        if isinstance(choices, type):
            choices = tuple(str(m.value) for m in choices)
        self.choices = frozenset(choices) if choices is not None else None
        self.nonempty, self.ascii_only, self.iso_time = nonempty, ascii_only, iso_time

    def check(self, value: Any, where: str = "") -> None:
        if type(value) is not str:
            raise SchemaError(where, "not a text")
        if len(value) > self.max_len:
            raise SchemaError(where, f"longer than {self.max_len} characters")
        if self.nonempty and not value:
            raise SchemaError(where, "empty")
        if self.choices is not None and value not in self.choices:
            raise SchemaError(where, "not one of the known values")
        if self.ascii_only and not value.isascii():
            raise SchemaError(where, "not ASCII")
        if self.iso_time:
            try:
                datetime.fromisoformat(value)
            except ValueError:
                raise SchemaError(where, "not an ISO 8601 date and time") from None


class Token(Text):
    """A secret of letters, digits, ``-`` and ``_``, between ``min_len`` and ``max_len`` long."""

    def __init__(self, min_len: int, max_len: int) -> None:
        super().__init__(max_len, nonempty=True, ascii_only=True)
        self.min_len = min_len

    def check(self, value: Any, where: str = "") -> None:
        super().check(value, where)
        if len(value) < self.min_len or not all(c.isalnum() or c in "-_" for c in value):
            raise SchemaError(where, "not a token")


class Name(Shape):
    """A player's name, through the one gate (:func:`check_name`); ``unnamed`` as there."""

    def __init__(self, *, unnamed: bool = False) -> None:
        self.unnamed = unnamed

    def check(self, value: Any, where: str = "") -> None:
        check_name(value, where, unnamed=self.unnamed)


class Opt(Shape):
    """``None`` or ``inner``."""

    def __init__(self, inner: Shape) -> None:
        self.inner = inner

    def check(self, value: Any, where: str = "") -> None:
        if value is not None:
            self.inner.check(value, where)


class Scalar(Shape):
    """Any JSON value that is not an array or an object (numbers finite)."""

    def check(self, value: Any, where: str = "") -> None:
        if value is None or type(value) in (bool, str):
            if type(value) is str and len(value) > LONG:
                raise SchemaError(where, f"longer than {LONG} characters")
            return
        Num().check(value, where)


class Seq(Shape):
    """An array of ``item`` with a length in ``[min_len, max_len]``."""

    def __init__(self, item: Shape, max_len: int, min_len: int = 0) -> None:
        self.item, self.max_len, self.min_len = item, max_len, min_len

    def check(self, value: Any, where: str = "") -> None:
        if type(value) is not list:
            raise SchemaError(where, "not a list")
        if not self.min_len <= len(value) <= self.max_len:
            if self.min_len == self.max_len:
                raise SchemaError(where, f"{self.min_len} items expected")
            raise SchemaError(where, f"not {self.min_len} to {self.max_len} items")
        for i, v in enumerate(value):
            self.item.check(v, _at(where, i))


class Row(Shape):
    """A fixed-length array whose items have their own shapes."""

    def __init__(self, *items: Shape) -> None:
        self.items = items

    def check(self, value: Any, where: str = "") -> None:
        if type(value) is not list or len(value) != len(self.items):
            raise SchemaError(where, f"a list of {len(self.items)} items expected")
        for i, (shape, v) in enumerate(zip(self.items, value, strict=True)):
            shape.check(v, _at(where, i))


class Either(Shape):
    """One of several shapes (the first one's error is reported)."""

    def __init__(self, *shapes: Shape) -> None:
        self.shapes = shapes

    def check(self, value: Any, where: str = "") -> None:
        first: SchemaError | None = None
        for shape in self.shapes:
            try:
                shape.check(value, where)
            except SchemaError as exc:
                first = first or exc
            else:
                # an error kept here would hold this frame (and its callers' frames: the
                # whole file being read) in a cycle through its traceback
                first = None
                return
        assert first is not None
        raise first


class Obj(Shape):
    """An object with declared keys (``required`` ones must be present); other keys are
    ignored."""

    def __init__(self, fields: Mapping[str, Shape], required: tuple[str, ...] = ()) -> None:
        self.fields = dict(fields)
        self.required = required

    def check(self, value: Any, where: str = "") -> None:
        if type(value) is not dict:
            raise SchemaError(where, "not an object")
        for key in self.required:
            if key not in value:
                raise SchemaError(_at(where, key), "missing")
        fields = self.fields
        for key, v in value.items():
            shape = fields.get(key)
            if shape is not None:
                shape.check(v, _at(where, key))


class Map(Shape):
    """An object with any keys (text) and values of one shape."""

    def __init__(self, value: Shape, max_len: int, key: Shape | None = None) -> None:
        self.value, self.max_len, self.key = value, max_len, key or Text(SHORT)

    def check(self, value: Any, where: str = "") -> None:
        if type(value) is not dict:
            raise SchemaError(where, "not an object")
        if len(value) > self.max_len:
            raise SchemaError(where, f"more than {self.max_len} keys")
        for k, v in value.items():
            self.key.check(k, where)
            self.value.check(v, _at(where, k))


class Tagged(Shape):
    """An object whose ``tag`` key says which shape it has."""

    def __init__(self, tag: str, variants: Mapping[str, Obj]) -> None:
        self.tag, self.variants = tag, dict(variants)

    def check(self, value: Any, where: str = "") -> None:
        if type(value) is not dict:
            raise SchemaError(where, "not an object")
        tag = value.get(self.tag)
        shape = self.variants.get(tag) if type(tag) is str else None
        if shape is None:
            raise SchemaError(_at(where, self.tag), "not one of the known kinds")
        shape.check(value, where)


# -- JSON ----------------------------------------------------------------------------------------


def _no_constant(name: str) -> Any:
    raise SchemaError("", f"{name} is not a number JSON allows")


#: What ``json.loads(text, parse_constant=_no_constant)`` makes anew for every call.
_DECODER = json.JSONDecoder(parse_constant=_no_constant)


def load_json(data: bytes) -> Any:
    """Parse UTF-8 JSON text; raises ValueError (a :class:`SchemaError` for what JSON itself
    allows but a file of ours never holds: ``NaN``, ``Infinity``, nesting too deep to parse).

    Nesting is otherwise bounded by the shapes: every declared value has a fixed depth, and
    undeclared keys are never looked into."""
    text = data.decode("utf-8")  # UnicodeDecodeError is a ValueError
    try:
        return _DECODER.decode(text)
    except RecursionError:
        raise SchemaError("", "nested too deep") from None


# -- the formats ---------------------------------------------------------------------------------

BALL = Int(0, 99)
POCKET = Text(SHORT, choices=Pocket)
TIME = Opt(Num())
PLAYER = Int()
INT_OR_PAIR = Either(Int(), Row(Int(), Int()))

SHOT = Obj(
    {
        "pocketed": Seq(Row(BALL, Opt(POCKET)), 32),
        "off_table": Seq(BALL, 32),
        "cue": Text(SHORT, choices=CueBall),
        "call": Obj({"ball": Opt(BALL), "pocket": Opt(POCKET), "safety": Flag()}),
        "eight_pocket": Opt(POCKET),
        "push_out": Flag(),
        "fouls": Seq(Text(SHORT, choices=Foul), 32),
        "rails": Opt(Int(0, 1000)),
        "head_string_crossings": Int(0, 1000),
        "cue_and_two_to_rail": Flag(),
        "declared_group": Opt(Text(SHORT, choices=Group)),
        "interference": Text(SHORT, choices=Interference),
    }
)


def _input(**fields: Shape) -> Obj:
    required = tuple(k for k in fields if k in ("winner", "player", "option", "penalty"))
    return Obj({"kind": Text(SHORT), "time": TIME, **fields}, required)


PENALTIES = ("warning", "foul", "loss-of-rack", "loss-of-set", "loss-of-match")

#: One input record as the journal and an export write it (``Input.to_dict``).
INPUT = Tagged(
    "kind",
    {
        "lag": _input(winner=PLAYER, breaks=Flag()),
        "shot": _input(shot=SHOT),
        "choice": _input(option=Text(SHORT, choices=Option)),
        "clock-expired": _input(),
        "concede-rack": _input(player=PLAYER),
        "concede-match": _input(player=PLAYER),
        "forfeit": _input(player=PLAYER),
        "penalty": _input(player=PLAYER, penalty=Text(SHORT, choices=PENALTIES)),
        "stalemate": _input(),
        "rack-point": _input(player=PLAYER, delta=Int(-1000, 1000)),
        "undo": _input(),
        "redo": _input(),
    },
)

#: What is left to check of a shot record whose ``shot`` was checked before.
SHOT_INPUT_REST = _input()

BREAK_FORMATS = ("winner-breaks", "alternate", "loser-breaks")

#: A match configuration (``MatchConfig.to_dict``).
CONFIG = Obj(
    {
        "players": Seq(Name(unnamed=True), 2, 2),
        "discipline": Text(SHORT, nonempty=True),
        "ruleset": Opt(Text(SHORT)),
        "options": Obj(
            {
                "three_ball_break": Flag(),
                "target": INT_OR_PAIR,
                "extra": Seq(Row(Text(SHORT), Scalar()), 32),
            }
        ),
        "race": Opt(INT_OR_PAIR),
        "sets": Int(),
        "start": INT_OR_PAIR,
        "break_format": Text(SHORT, choices=BREAK_FORMATS),
        "breaker": Opt(Int()),
        "rack_only": Flag(),
        "partners": Opt(Seq(Seq(Name(), 2, 2), 2, 2)),
    },
    ("players", "discipline"),
)

SECONDS = Num(0, 24 * 3600)

#: A shot-clock profile (``ClockProfile.to_dict``).
CLOCK = Obj(
    {
        "key": Text(SHORT, nonempty=True),
        "name": Text(SHORT * 2),
        "shot_seconds": SECONDS,
        "first_shot_seconds": Opt(SECONDS),
        "extension_seconds": SECONDS,
        "extensions_per_rack": Int(0, 1000),
        "warning_at": Opt(Int(0, 24 * 3600)),
        "countdown_from": Opt(Int(0, 24 * 3600)),
        "citation": Seq(Text(SHORT), 16),
    },
    ("key", "name", "shot_seconds"),
)

#: Line 1 of a journal.
JOURNAL_HEADER = Obj(
    {
        "match_id": Text(SHORT * 2, nonempty=True),
        "created": Text(SHORT, iso_time=True),
        "app": Text(SHORT * 2),
        "config": CONFIG,
        # checked as a CLOCK where it is used: a journal stays usable without its clock
        "clock": Opt(Obj({})),
    },
    ("match_id", "config"),
)

#: The id a sender (a phone) gives an input, written with it in the journal: letters, digits,
#: ``-`` and ``_``, 8 to 64 of them (a UUID fits). An id is recorded once per match.
INPUT_ID = Token(8, 64)

#: A journal line after the header: an input (with its sender's id, if any), or the closing line.
JOURNAL_RECORD = Obj(
    {"seq": Int(1, MAX_INPUTS), "input": INPUT, "id": Opt(INPUT_ID)}, ("seq", "input")
)
JOURNAL_END = Obj({"end": Text(SHORT), "at": Opt(Text(SHORT, iso_time=True))}, ("end",))

#: An exported match (``ExportedMatch.to_dict``); ``format`` and ``version`` are checked first.
EXPORTED_MATCH = Obj(
    {
        "exported": Opt(Text(SHORT, iso_time=True)),
        "match_id": Text(SHORT * 2, nonempty=True),
        "created": Text(SHORT, iso_time=True),
        "finished": Opt(Text(SHORT, iso_time=True)),
        "config": CONFIG,
        "clock": Opt(Obj({})),
        "inputs": Seq(INPUT, MAX_INPUTS),
    },
    ("match_id", "created", "config", "inputs"),
)

LANGUAGES = ("es", "en")
THEMES = ("dark", "light", "high-contrast")

#: Each settings key's shape (a key whose value fails falls back to its default).
SETTINGS: dict[str, Shape] = {
    "language": Opt(Text(SHORT, choices=LANGUAGES)),
    "shot_clock_profile": Text(SHORT, nonempty=True),
    "custom_clock": Opt(CLOCK),
    "clock_auto_start": Flag(),
    "spectator_screen": Opt(Text(LONG)),
    "spectator_open": Flag(),
    "spectator_full_screen": Flag(),
    "theme": Text(SHORT, choices=THEMES),
    "last_folder": Opt(Text(LONG)),
    "window_geometry": Map(Text(LONG, ascii_only=True), 32),
    "data_dir": Opt(Text(LONG, nonempty=True)),
    "server_on": Flag(),
    "server_port": Int(1, 65535),
    "server_lan": Flag(),
    "server_token": Opt(Token(16, 64)),
    "feed_on": Flag(),
    "feed_url": Opt(Text(1024, nonempty=True)),
    "feed_venue": Opt(Text(40, nonempty=True, ascii_only=True)),
    "feed_table": Int(1, 999),
    "rating_starter": Num(0, MAX_STARTER),
    "rating_established": Int(0, MAX_ESTABLISHED),
    "race_minimum": Int(1, MAX_MINIMUM_RACE),
    "rating_gap_cap": Opt(Num(0, MAX_GAP_CAP)),
    "rating_half_life": Opt(Num(MIN_HALF_LIFE, MAX_HALF_LIFE)),
}
