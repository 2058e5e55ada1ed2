"""The scorekeeper's inputs, one frozen record each.

Every input the controller accepts is one of these records. They are what the journal writes
(``to_dict``) and what a resumed match replays (``from_dict``), so each one carries everything
needed to apply it again, plus an optional wall-clock ``time`` (seconds, given by the caller)
from which the statistics derive the time per shot.

>>> from rules import Shot, Pocketed, Pocket
>>> i = ShotInput(Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4), time=12.5)
>>> input_from_dict(i.to_dict()) == i
True
>>> input_from_dict(Undo().to_dict())
Undo(time=None)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any, ClassVar, TypeAlias

from rules import (
    Call,
    CueBall,
    Foul,
    Group,
    Interference,
    Option,
    Pocket,
    Pocketed,
    Shot,
)
from scoreboard.files.shapes import INPUT, SHOT_INPUT_REST


class PenaltyKind(enum.Enum):
    """A referee's penalty for unsportsmanlike conduct (WPA-6.16): a warning, a standard foul
    (against either player), or the loss of the rack, of the set (matches played in sets) or of
    the match."""

    WARNING = "warning"
    FOUL = "foul"
    LOSS_OF_RACK = "loss-of-rack"
    LOSS_OF_SET = "loss-of-set"
    LOSS_OF_MATCH = "loss-of-match"


# -- shot (de)serialisation ------------------------------------------------------------------


def shot_to_dict(shot: Shot) -> dict[str, Any]:
    """A JSON-ready dict of a shot; only fields that differ from the defaults are written.

    >>> shot_to_dict(Shot(cue=CueBall.POCKETED))
    {'cue': 'pocketed'}
    """
    d: dict[str, Any] = {}
    if shot.pocketed:
        d["pocketed"] = [
            [p.ball, p.pocket.value if p.pocket is not None else None] for p in shot.pocketed
        ]
    if shot.off_table:
        d["off_table"] = sorted(shot.off_table)
    if shot.cue is not CueBall.ON_TABLE:
        d["cue"] = shot.cue.value
    if shot.call is not None:
        d["call"] = {
            "ball": shot.call.ball,
            "pocket": shot.call.pocket.value if shot.call.pocket is not None else None,
            "safety": shot.call.is_safety,
        }
    if shot.eight_pocket is not None:
        d["eight_pocket"] = shot.eight_pocket.value
    if shot.push_out:
        d["push_out"] = True
    if shot.fouls:
        d["fouls"] = sorted(f.value for f in shot.fouls)
    if shot.rails is not None:
        d["rails"] = shot.rails
    if shot.head_string_crossings:
        d["head_string_crossings"] = shot.head_string_crossings
    if shot.cue_and_two_to_rail:
        d["cue_and_two_to_rail"] = True
    if shot.declared_group is not None:
        d["declared_group"] = shot.declared_group.value
    if shot.interference is not Interference.NONE:
        d["interference"] = shot.interference.value
    return d


def _pocket(value: Any) -> Pocket | None:
    return Pocket(value) if value is not None else None


#: One empty set shared by every shot read without one (a long journal holds many shots).
_NONE: frozenset[Any] = frozenset()


def shot_from_dict(d: dict[str, Any]) -> Shot:
    """The inverse of :func:`shot_to_dict`."""
    call = None
    if "call" in d:
        c = d["call"]
        call = Call(c.get("ball"), _pocket(c.get("pocket")), bool(c.get("safety", False)))
    return Shot(
        pocketed=tuple(Pocketed(int(b), _pocket(p)) for b, p in d.get("pocketed", ())),
        off_table=frozenset(int(b) for b in d["off_table"]) if d.get("off_table") else _NONE,
        cue=CueBall(d.get("cue", CueBall.ON_TABLE.value)),
        call=call,
        eight_pocket=_pocket(d.get("eight_pocket")),
        push_out=bool(d.get("push_out", False)),
        fouls=frozenset(Foul(f) for f in d["fouls"]) if d.get("fouls") else _NONE,
        rails=d.get("rails"),
        head_string_crossings=int(d.get("head_string_crossings", 0)),
        cue_and_two_to_rail=bool(d.get("cue_and_two_to_rail", False)),
        declared_group=Group(d["declared_group"]) if d.get("declared_group") else None,
        interference=Interference(d.get("interference", Interference.NONE.value)),
    )


# -- the input records --------------------------------------------------------------------------


def _base(kind: str, time: float | None) -> dict[str, Any]:
    d: dict[str, Any] = {"kind": kind}
    if time is not None:
        d["time"] = time
    return d


@dataclass(frozen=True, slots=True)
class LagInput:
    """The lag (WPA-1.2, RFEB-Art.7): its winner, and whether the winner breaks or passes."""

    KIND: ClassVar[str] = "lag"
    winner: int
    breaks: bool = True
    time: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {**_base(self.KIND, self.time), "winner": self.winner, "breaks": self.breaks}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> LagInput:
        return cls(int(d["winner"]), bool(d.get("breaks", True)), d.get("time"))


@dataclass(frozen=True, slots=True)
class ShotInput:
    """One shot's facts."""

    KIND: ClassVar[str] = "shot"
    shot: Shot
    time: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {**_base(self.KIND, self.time), "shot": shot_to_dict(self.shot)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ShotInput:
        return cls(shot_from_dict(d.get("shot", {})), d.get("time"))


@dataclass(frozen=True, slots=True)
class ChoiceInput:
    """The answer to the pending choice; ``balls`` are the balls the chooser picked where the
    option lets them pick (the Argentine equalise), written only when there are some.

    >>> from rules import Option
    >>> i = ChoiceInput(Option.EQUALISE, balls=(12, 15))
    >>> i.to_dict()["balls"], ChoiceInput.from_dict(i.to_dict()) == i
    ([12, 15], True)
    """

    KIND: ClassVar[str] = "choice"
    option: Option
    time: float | None = None
    balls: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        d = {**_base(self.KIND, self.time), "option": self.option.value}
        if self.balls:
            d["balls"] = list(self.balls)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ChoiceInput:
        balls = d.get("balls", [])
        if not isinstance(balls, list) or len(balls) > 15:
            raise ValueError("choice balls must be a list of at most 15 ball numbers")
        picked = tuple(sorted({b for b in balls if isinstance(b, int) and not isinstance(b, bool)}))
        if len(picked) != len(balls):
            raise ValueError("choice balls must be distinct ball numbers")
        return cls(Option(d["option"]), d.get("time"), picked)


@dataclass(frozen=True, slots=True)
class ClockExpiredInput:
    """The shot clock ran out: a slow-play foul by the player at the table (WPA-6.15)."""

    KIND: ClassVar[str] = "clock-expired"
    time: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return _base(self.KIND, self.time)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ClockExpiredInput:
        return cls(d.get("time"))


@dataclass(frozen=True, slots=True)
class ConcedeRackInput:
    """``player`` concedes the rack (WPA-1.11)."""

    KIND: ClassVar[str] = "concede-rack"
    player: int
    time: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {**_base(self.KIND, self.time), "player": self.player}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ConcedeRackInput:
        return cls(int(d["player"]), d.get("time"))


@dataclass(frozen=True, slots=True)
class ConcedeMatchInput:
    """``player`` concedes the match (WPA-1.11)."""

    KIND: ClassVar[str] = "concede-match"
    player: int
    time: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {**_base(self.KIND, self.time), "player": self.player}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ConcedeMatchInput:
        return cls(int(d["player"]), d.get("time"))


@dataclass(frozen=True, slots=True)
class ForfeitInput:
    """``player`` forfeits the match (does not show up, or withdraws)."""

    KIND: ClassVar[str] = "forfeit"
    player: int
    time: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {**_base(self.KIND, self.time), "player": self.player}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ForfeitInput:
        return cls(int(d["player"]), d.get("time"))


@dataclass(frozen=True, slots=True)
class PenaltyInput:
    """A referee's unsportsmanlike-conduct penalty against ``player`` (WPA-6.16)."""

    KIND: ClassVar[str] = "penalty"
    player: int
    penalty: PenaltyKind
    time: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            **_base(self.KIND, self.time),
            "player": self.player,
            "penalty": self.penalty.value,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PenaltyInput:
        return cls(int(d["player"]), PenaltyKind(d["penalty"]), d.get("time"))


@dataclass(frozen=True, slots=True)
class StalemateInput:
    """The referee declares a stalemate (WPA-1.12)."""

    KIND: ClassVar[str] = "stalemate"
    time: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return _base(self.KIND, self.time)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> StalemateInput:
        return cls(d.get("time"))


@dataclass(frozen=True, slots=True)
class RackPointInput:
    """Rack-only scoring: ``delta`` is +1 (a rack won by ``player``) or -1 (take one back)."""

    KIND: ClassVar[str] = "rack-point"
    player: int
    delta: int = 1
    time: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {**_base(self.KIND, self.time), "player": self.player, "delta": self.delta}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> RackPointInput:
        return cls(int(d["player"]), int(d.get("delta", 1)), d.get("time"))


@dataclass(frozen=True, slots=True)
class Undo:
    """Undo of the last surviving input. Never among :attr:`Controller.inputs`; it appears in
    an append-only journal, and :meth:`Controller.load` honours it."""

    KIND: ClassVar[str] = "undo"
    time: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return _base(self.KIND, self.time)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Undo:
        return cls(d.get("time"))


@dataclass(frozen=True, slots=True)
class Redo:
    """Redo of the last undone input: journaled as itself so a replay rebuilds the redo stack
    exactly as it was (an input typed again after an undo clears it instead)."""

    KIND: ClassVar[str] = "redo"
    time: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return _base(self.KIND, self.time)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Redo:
        return cls(d.get("time"))


Input: TypeAlias = (
    LagInput
    | ShotInput
    | ChoiceInput
    | ClockExpiredInput
    | ConcedeRackInput
    | ConcedeMatchInput
    | ForfeitInput
    | PenaltyInput
    | StalemateInput
    | RackPointInput
)

_KINDS: dict[str, Any] = {
    cls.KIND: cls
    for cls in (
        LagInput,
        ShotInput,
        ChoiceInput,
        ClockExpiredInput,
        ConcedeRackInput,
        ConcedeMatchInput,
        ForfeitInput,
        PenaltyInput,
        StalemateInput,
        RackPointInput,
        Redo,
        Undo,
    )
}


def input_from_dict(d: dict[str, Any]) -> Input | Undo | Redo:
    """Rebuild any input record (or an :class:`Undo`) from its ``to_dict`` form. A dict of
    the wrong shape (:data:`scoreboard.files.shapes.INPUT`) raises a
    :class:`~scoreboard.files.shapes.SchemaError` (a ValueError)."""
    INPUT.check(d)
    cls = _KINDS[d["kind"]]
    result: Input | Undo | Redo = cls.from_dict(d)
    return result


class InputReader:
    """:func:`input_from_dict` for the records of one file, read in order: a shot whose facts
    were read before in the file (a match repeats the same few shots) is not checked and built
    again, and the records share one :class:`~rules.Shot`. Same results, same errors.

    >>> read = InputReader()
    >>> a, b = (read({"kind": "shot", "shot": {"rails": 2}, "time": t}) for t in (1.0, 2.0))
    >>> a.shot is b.shot, b == ShotInput(Shot(rails=2), 2.0)
    (True, True)
    >>> read({"kind": "shot", "shot": {"rails": 2}, "time": "soon"})
    Traceback (most recent call last):
    ...
    scoreboard.files.shapes.SchemaError: time: not a finite number
    """

    def __init__(self) -> None:
        self._shots: dict[str, Shot] = {}

    def __call__(self, d: dict[str, Any]) -> Input | Undo | Redo:
        facts = d.get("shot") if type(d) is dict and d.get("kind") == ShotInput.KIND else None
        if type(facts) is not dict:
            return input_from_dict(d)
        key = repr(facts)  # JSON values: equal text, equal facts
        shot = self._shots.get(key)
        if shot is None:
            inp = input_from_dict(d)
            assert isinstance(inp, ShotInput)
            self._shots[key] = inp.shot
            return inp
        SHOT_INPUT_REST.check(d)
        return ShotInput(shot, d.get("time"))
