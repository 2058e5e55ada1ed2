"""Replay: a match rebuilt from its inputs in one pass.

Resuming a journal, importing an exported match, opening a stored match and previewing an
unfinished one all rebuild the match the same way: start the configuration, apply each input
in order (undos and redos included, so the redo stack comes back as it was), and stop at the
first input the rules refuse. :func:`replay` does that once, in time proportional to the
inputs, and says which input was refused, so no caller ever needs to replay twice.

No Qt here.

>>> from rules import Shot
>>> from scoreboard.match.inputs import ShotInput, Undo
>>> cfg = MatchConfig(discipline="nine-ball", race=(3, 3), breaker=0)
>>> r = replay(cfg, [ShotInput(Shot(rails=4)), Undo(), {"kind": "choice", "option": "x"}])
>>> r.applied, r.error, len(r.inputs), len(r.redo)
(2, 'invalid-value', 0, 1)
>>> bool(replay(cfg, [ShotInput(Shot(rails=4))]))
True
"""

from __future__ import annotations

import contextlib
import gc
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from rules.errors import ContradictoryFoulError, FoulNotInRulesError, InterferenceNotDueError
from scoreboard.match.inputs import Input, InputReader, Redo, ShotInput, Undo
from scoreboard.match.match import Match, MatchConfig

#: ``progress(done)`` is called every :data:`PROGRESS_EVERY` inputs; returning False stops the
#: replay there (reported as the error ``cancelled``).
Progress = Callable[[int], bool]
PROGRESS_EVERY = 1000
CANCELLED = "cancelled"


@dataclass(frozen=True, slots=True)
class Replayed:
    """The outcome of :func:`replay`.

    ``match`` is the match after the inputs that were applied (None when the configuration
    itself was refused); ``applied`` counts the inputs applied, so when ``error`` is set it is
    also the 0-based index of the refused input; ``error`` is the refusal's code (None: all
    applied) and ``message`` its words. ``inputs`` are the surviving inputs and ``redo`` the
    undone ones that a redo would bring back (last undone last). True when nothing was refused.
    """

    match: Match | None
    applied: int
    error: str | None = None
    message: str = ""
    inputs: tuple[Input, ...] = ()
    redo: tuple[Input, ...] = ()

    def __bool__(self) -> bool:
        return self.error is None


@contextlib.contextmanager
def collector_paused(*, freeze: bool = False) -> Iterator[None]:
    """No garbage collection inside: reading or replaying a long match makes many long-lived
    objects at once, and collecting in the middle only rescans them again and again (time
    that grows faster than the match). The caller's collector runs once it is over (an
    automatic collection switched off by the app's policy stays off).

    With ``freeze``, what exists when it is over is frozen first (:func:`gc.freeze`, as
    :mod:`ui.adapters.gc_policy` does when the scorekeeper is idle): a match that stays in play
    is then never scanned, where the first collection after it would scan all of it. The
    outermost pause does it; an inner one leaves it to that one."""
    global _paused
    with _pause_lock:
        collecting = gc.isenabled()
        gc.disable()
        _paused += 1
    try:
        yield
    finally:
        with _pause_lock:
            _paused -= 1
            if _paused == 0 and freeze:
                gc.freeze()
            if collecting:
                gc.enable()


#: Pauses under way (on any thread): the outermost one freezes.
_paused = 0
_pause_lock = threading.Lock()


def _code(error: Exception, default: str) -> str:
    return str(getattr(error, "code", default))


def _config(config: MatchConfig | Mapping[str, Any]) -> MatchConfig:
    if isinstance(config, MatchConfig):
        return config
    return MatchConfig.from_dict(dict(config))


def replay(
    config: MatchConfig | Mapping[str, Any],
    inputs: Iterable[Input | Undo | Redo | dict[str, Any]],
    *,
    progress: Progress | None = None,
) -> Replayed:
    """Start ``config`` and apply ``inputs`` (records, or their ``to_dict`` form) in order;
    stop at the first one refused. Never raises for bad input: a configuration or an input
    that cannot be used is reported in the result."""
    try:
        cfg = _config(config)
        match = Match(cfg)
    except (ValueError, KeyError, TypeError, IndexError) as exc:
        return Replayed(None, 0, _code(exc, "invalid-config"), str(exc))
    read_input = InputReader()
    done: list[Input] = []
    redo: list[Input] = []
    applied = 0
    error: str | None = None
    message = ""
    with collector_paused():
        for item in inputs:
            if progress is not None and applied % PROGRESS_EVERY == 0 and applied:
                if not progress(applied):
                    error, message = CANCELLED, "cancelled"
                    break
            try:
                inp = read_input(item) if isinstance(item, dict) else item
                if isinstance(inp, Undo):
                    match.undo()
                    redo.append(done.pop())
                elif isinstance(inp, Redo):
                    if not redo:
                        raise ValueError("a redo with nothing to redo")
                    again = redo[-1]
                    match.apply(again)
                    done.append(redo.pop())
                else:
                    inp = _apply(match, inp)
                    done.append(inp)
                    redo.clear()
            except (ValueError, KeyError, TypeError, IndexError) as exc:
                error, message = _code(exc, "invalid-input"), str(exc)
                break
            applied += 1
    return Replayed(match, applied, error, message, tuple(done), tuple(redo))


#: Refusals of facts that an earlier version of the referee accepted (see
#: :meth:`~scoreboard.match.match.Match.recorded_shot`).
_OLDER_REFUSALS = (ContradictoryFoulError, FoulNotInRulesError, InterferenceNotDueError)


def _apply(match: Match, inp: Input) -> Input:
    """Apply a recorded input; a shot recorded with facts now refused as contradictory is
    applied without them (nothing else of the record is lost). Returns the input applied."""
    try:
        match.apply(inp)
    except _OLDER_REFUSALS:
        if not isinstance(inp, ShotInput):
            raise
        shot = match.recorded_shot(inp.shot)
        if shot == inp.shot:
            raise
        inp = ShotInput(shot, inp.time)
        match.apply(inp)
    return inp
