"""Look up a rack class by discipline and ruleset name.

>>> import rules
>>> rack = rules.create("nine-ball", breaker=1)
>>> rack.discipline, rack.turn
(<Discipline.NINE_BALL: 'nine-ball'>, 1)
"""

from __future__ import annotations

from typing import TypeVar

from rules.core import Discipline, RackOptions, Ruleset
from rules.errors import UnknownDisciplineError
from rules.rack import Rack

_REGISTRY: dict[tuple[Discipline, Ruleset], type[Rack]] = {}
_DEFAULT_RULESET: dict[Discipline, Ruleset] = {}

R = TypeVar("R", bound=type[Rack])


def register(cls: R) -> R:
    """Class decorator: make ``cls`` available to :func:`create` under its names. The first
    ruleset registered for a discipline is its default."""
    key = (cls.discipline, cls.ruleset)
    _REGISTRY[key] = cls
    _DEFAULT_RULESET.setdefault(cls.discipline, cls.ruleset)
    return cls


def disciplines() -> dict[Discipline, tuple[Ruleset, ...]]:
    """Every discipline with its rulesets, default first."""
    out: dict[Discipline, list[Ruleset]] = {}
    for discipline, ruleset in _REGISTRY:
        out.setdefault(discipline, []).append(ruleset)
    for d, names in out.items():
        default = _DEFAULT_RULESET[d]
        names.sort(key=lambda n: (n != default, n))
    return {d: tuple(v) for d, v in out.items()}


def as_discipline(name: Discipline | str) -> Discipline:
    """``name`` as a :class:`Discipline`; an unknown name raises UnknownDisciplineError.

    >>> as_discipline("ten-ball") is Discipline.TEN_BALL
    True
    """
    try:
        return Discipline(name)
    except ValueError:
        raise UnknownDisciplineError(f"unknown discipline {name!r}") from None


def as_ruleset(name: Ruleset | str, discipline: Discipline | str = "") -> Ruleset:
    """``name`` as a :class:`Ruleset`; an unknown name raises UnknownDisciplineError."""
    try:
        return Ruleset(name)
    except ValueError:
        raise UnknownDisciplineError(f"unknown ruleset {name!r} for {discipline}") from None


def rack_class(discipline: Discipline | str, ruleset: Ruleset | str | None = None) -> type[Rack]:
    d = as_discipline(discipline)
    if d not in _DEFAULT_RULESET:
        raise UnknownDisciplineError(f"unknown discipline {discipline!r}")
    key = (d, as_ruleset(ruleset, d) if ruleset is not None else _DEFAULT_RULESET[d])
    try:
        return _REGISTRY[key]
    except KeyError:
        raise UnknownDisciplineError(f"unknown ruleset {ruleset!r} for {discipline}") from None


def create(
    discipline: Discipline | str,
    ruleset: Ruleset | str | None = None,
    *,
    breaker: int = 0,
    options: RackOptions | None = None,
) -> Rack:
    """A new rack of ``discipline`` (``eight-ball``, ``nine-ball``, ``ten-ball``,
    ``straight-pool``) under ``ruleset`` (eight-ball: ``wpa``, ``rfeb``, ``argentina``)."""
    return rack_class(discipline, ruleset)(breaker, options)
