"""Look up a rack class by discipline and ruleset name.

>>> import rules
>>> rack = rules.create("nine-ball", breaker=1)
>>> rack.discipline, rack.turn
('nine-ball', 1)
"""

from __future__ import annotations

from typing import TypeVar

from .core import RackOptions
from .errors import UnknownDisciplineError
from .rack import Rack

_REGISTRY: dict[tuple[str, str], type[Rack]] = {}
_DEFAULT_RULESET: dict[str, str] = {}

R = TypeVar("R", bound=type[Rack])


def register(cls: R) -> R:
    """Class decorator: make ``cls`` available to :func:`create` under its names. The first
    ruleset registered for a discipline is its default."""
    key = (cls.discipline, cls.ruleset)
    _REGISTRY[key] = cls
    _DEFAULT_RULESET.setdefault(cls.discipline, cls.ruleset)
    return cls


def disciplines() -> dict[str, tuple[str, ...]]:
    """Every discipline with its rulesets, default first."""
    out: dict[str, list[str]] = {}
    for discipline, ruleset in _REGISTRY:
        out.setdefault(discipline, []).append(ruleset)
    for d, names in out.items():
        default = _DEFAULT_RULESET[d]
        names.sort(key=lambda n: (n != default, n))
    return {d: tuple(v) for d, v in out.items()}


def rack_class(discipline: str, ruleset: str | None = None) -> type[Rack]:
    if discipline not in _DEFAULT_RULESET:
        raise UnknownDisciplineError(f"unknown discipline {discipline!r}")
    key = (discipline, ruleset if ruleset is not None else _DEFAULT_RULESET[discipline])
    try:
        return _REGISTRY[key]
    except KeyError:
        raise UnknownDisciplineError(f"unknown ruleset {ruleset!r} for {discipline}") from None


def create(
    discipline: str,
    ruleset: str | None = None,
    *,
    breaker: int = 0,
    options: RackOptions | None = None,
) -> Rack:
    """A new rack of ``discipline`` (``eight-ball``, ``nine-ball``, ``ten-ball``,
    ``straight-pool``) under ``ruleset`` (eight-ball: ``wpa``, ``rfeb``, ``argentina``)."""
    return rack_class(discipline, ruleset)(breaker, options)
