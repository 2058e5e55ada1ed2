"""The match in play, without Qt: the one object scorekeeper input goes into.

:class:`MatchPlay` turns each scorekeeper action into an input record
(:mod:`scoreboard.inputs`), feeds it to the :class:`~scoreboard.match.Match` (which feeds the
rules engine), and tells each :class:`Watcher`

* ``snapshot(Snapshot)`` — after every accepted input, undo and redo: everything the views
  draw;
* ``event(Event)`` — events worth announcing (foul, three-foul warning, rack won, match won,
  push out, safety...), after the snapshot;
* ``refused(code, message)`` — an input the rules refuse; nothing changed;
* ``problem(Problem)`` — the disk could not keep an entry (:mod:`scoreboard.problem`);
* ``started(MatchConfig)`` — a match was started or loaded.

Input listeners (:meth:`MatchPlay.add_input_listener`) are called with each accepted input
record, and with :class:`~scoreboard.inputs.Undo` for an undo, before the snapshot goes out, so a
journal can write durably first. A redo re-applies the undone input and is passed on as that
input again, so the journal is append-only and :meth:`MatchPlay.load` replays it as is.

The Qt windows see it through :class:`scoreboard.controller.Controller`, which only turns the
watcher's calls into signals.

>>> from rules import Shot, Pocketed, Pocket
>>> p = MatchPlay(MatchConfig(discipline="nine-ball", race=(3, 3), breaker=0))
>>> seen = []
>>> p.watch(Watcher(snapshot=seen.append))
>>> p.shot(Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4))
True
>>> p.snapshot.rack.turn, len(p.inputs), len(seen)
(0, 1, 1)
>>> p.undo(), len(p.inputs), p.snapshot.can_redo
(True, 0, True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Protocol

from rules import Option, Shot

from .inputs import (
    ChoiceInput,
    ClockExpiredInput,
    ConcedeMatchInput,
    ConcedeRackInput,
    ForfeitInput,
    Input,
    LagInput,
    PenaltyInput,
    PenaltyKind,
    RackPointInput,
    Redo,
    ShotInput,
    StalemateInput,
    Undo,
)
from .match import Match, MatchConfig
from .problem import Problem, ProblemKind
from .replay import Replayed, replay
from .snapshot import Event, Snapshot

InputListener = Callable[[Input | Undo | Redo], object]


def _ignore(*_args: object) -> None:
    return None


@dataclass(frozen=True, slots=True)
class Watcher:
    """What one watcher of the match in play wants to hear (each call optional)."""

    snapshot: Callable[[Snapshot], object] = _ignore
    event: Callable[[Event], object] = _ignore
    refused: Callable[[str, str], object] = _ignore
    problem: Callable[[Problem], object] = _ignore
    started: Callable[[MatchConfig], object] = _ignore


class Adapted(Protocol):
    """Anything that wraps a :class:`MatchPlay` (the Qt controller does)."""

    @property
    def play(self) -> MatchPlay: ...


def play_of(owner: MatchPlay | Adapted) -> MatchPlay:
    """The match in play itself, whether given or wrapped."""
    return owner if isinstance(owner, MatchPlay) else owner.play


def _code(error: Exception) -> str:
    return str(getattr(error, "code", "illegal-input"))


class MatchPlay:
    """Scorekeeper input in, snapshots and announcements out."""

    def __init__(self, config: MatchConfig | None = None) -> None:
        self._listeners: list[InputListener] = []
        self._watchers: list[Watcher] = []
        self._clock: object | None = None
        #: False until a match is started or loaded: before that nothing is entered, since
        #: nothing would be kept (the placeholder match has no journal and no players).
        self._set_up = config is not None
        self._start(config if config is not None else MatchConfig())

    def _start(self, config: MatchConfig) -> None:
        self._match = Match(config)
        self._inputs: list[Input] = []
        self._redo: list[Input] = []
        self._snapshot = self._take_snapshot()

    def _take_snapshot(self) -> Snapshot:
        snap = self._match.snapshot(can_redo=bool(self._redo), clock=self._clock)
        return snap if self._set_up else replace(snap, set_up=False)

    @property
    def set_up(self) -> bool:
        """True once a match is started or loaded (see :meth:`submit`)."""
        return self._set_up

    def _no_match(self) -> bool:
        """True (and the refusal reported) while no match is set up."""
        if self._set_up:
            return False
        self.refuse("no-match", "no match is set up")
        return True

    # -- watchers ---------------------------------------------------------------------------

    def watch(self, watcher: Watcher, *, first: bool = False) -> None:
        """Tell ``watcher`` of every snapshot, event, refusal and problem from now on
        (``first``: before the watchers already there, as the application service does so
        that the windows see its state after it has heard of the snapshot)."""
        if first:
            self._watchers.insert(0, watcher)
        else:
            self._watchers.append(watcher)

    def refuse(self, code: str, message: str) -> None:
        """Report a refusal: an entry that cannot be true; nothing changed."""
        for w in self._watchers:
            w.refused(code, message)

    def report(self, problem: Problem) -> None:
        """Report a problem with the disk (never a refusal by the rules)."""
        for w in self._watchers:
            w.problem(problem)

    # -- queries ----------------------------------------------------------------------------

    @property
    def snapshot(self) -> Snapshot:
        """The latest snapshot (the one last sent to the watchers)."""
        return self._snapshot

    @property
    def config(self) -> MatchConfig:
        return self._match.config

    @property
    def match(self) -> Match:
        return self._match

    @property
    def inputs(self) -> tuple[Input, ...]:
        """The surviving inputs, oldest first: replaying them rebuilds the match."""
        return tuple(self._inputs)

    @property
    def can_undo(self) -> bool:
        return bool(self._inputs)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def add_input_listener(self, listener: InputListener) -> None:
        """Call ``listener(record)`` with each accepted input (and ``Undo()`` for an undo)
        before the new snapshot is sent."""
        self._listeners.append(listener)

    def remove_input_listener(self, listener: InputListener) -> None:
        self._listeners.remove(listener)

    # -- the match --------------------------------------------------------------------------

    def _playable(self, config: MatchConfig) -> bool:
        """True when ``config`` can be played; otherwise the refusal is reported."""
        try:
            config.validate()
        except ValueError as e:
            self.refuse(_code(e), str(e))
            return False
        return True

    def new_match(self, config: MatchConfig) -> bool:
        """Start a new match; a configuration that cannot be played is refused."""
        if not self._playable(config):
            return False
        self._set_up = True
        self._start(config)
        self._started(config)
        for w in self._watchers:
            w.snapshot(self._snapshot)
        return True

    def load(self, config: MatchConfig, inputs: Iterable[Input | Undo | Redo]) -> Replayed:
        """Start ``config`` and replay ``inputs`` (a journal: undos are honoured) without
        announcing anything; one snapshot at the end. Stops at the first refused input and
        reports it as refused. The result (true when every input was applied) says how
        many inputs were applied (:func:`scoreboard.replay.replay`)."""
        if not self._playable(config):
            return Replayed(None, 0, "invalid-config")
        result = replay(config, inputs)
        assert result.match is not None
        self._set_up = True
        self._match = result.match
        self._inputs = list(result.inputs)
        self._redo = list(result.redo)
        if result.error is not None:
            self.refuse(result.error, result.message)
        self._started(config)
        self._publish(())
        return result

    def _started(self, config: MatchConfig) -> None:
        for w in self._watchers:
            w.started(config)

    # -- scorekeeper input ------------------------------------------------------------------

    def submit(self, inp: Input) -> bool:
        """Apply any input record; True when accepted. Every entry comes through here (and
        :meth:`undo`, :meth:`redo`): with no match set up, each is refused."""
        if self._no_match():
            return False
        return self._accept(inp, from_redo=False)

    def lag(self, winner: int, breaks: bool = True, *, time: float | None = None) -> bool:
        """The lag's winner and whether they break (WPA-1.2)."""
        return self.submit(LagInput(winner, breaks, time))

    def shot(self, shot: Shot, *, time: float | None = None) -> bool:
        return self.submit(ShotInput(shot, time))

    def choose(
        self, option: Option, *, time: float | None = None, balls: tuple[int, ...] = ()
    ) -> bool:
        """Answer the pending choice (``balls``: the balls picked, where the option asks)."""
        return self.submit(ChoiceInput(option, time, tuple(sorted(balls))))

    def clock_expired(self, *, time: float | None = None) -> bool:
        """The shot clock ran out: a slow-play foul through the engine (WPA-6.15)."""
        return self.submit(ClockExpiredInput(time))

    def concede_rack(self, player: int, *, time: float | None = None) -> bool:
        return self.submit(ConcedeRackInput(player, time))

    def concede_match(self, player: int, *, time: float | None = None) -> bool:
        return self.submit(ConcedeMatchInput(player, time))

    def forfeit(self, player: int, *, time: float | None = None) -> bool:
        return self.submit(ForfeitInput(player, time))

    def penalty(self, player: int, kind: PenaltyKind, *, time: float | None = None) -> bool:
        """A referee's unsportsmanlike-conduct penalty (WPA-6.16)."""
        return self.submit(PenaltyInput(player, kind, time))

    def stalemate(self, *, time: float | None = None) -> bool:
        return self.submit(StalemateInput(time))

    def rack_point(self, player: int, delta: int = 1, *, time: float | None = None) -> bool:
        """Rack-only scoring: +1 a rack won, -1 take the player's last rack back."""
        return self.submit(RackPointInput(player, delta, time))

    def undo(self) -> bool:
        """Undo the last input (across racks, to the very first one)."""
        if self._no_match():
            return False
        if not self._inputs:
            self.refuse("nothing-to-undo", "nothing to undo")
            return False
        self._undo_one()
        try:
            self._notify(Undo())
        except OSError as e:
            # not recorded on disk: put the input back so screen and journal agree
            redone = self._redo.pop()
            self._match.apply(redone)
            self._inputs.append(redone)
            self.report(Problem(ProblemKind.JOURNAL_WRITE_FAILED, str(e)))
            return False
        self._publish(())
        return True

    def redo(self) -> bool:
        """Re-apply the last undone input."""
        if self._no_match():
            return False
        if not self._redo:
            self.refuse("nothing-to-redo", "nothing to redo")
            return False
        return self._accept(self._redo[-1], from_redo=True)

    def set_clock(self, clock: object | None) -> None:
        """Put the shot clock's own snapshot into the next snapshots, and send one now."""
        self._clock = clock
        self._publish(())

    # -- plumbing ---------------------------------------------------------------------------

    def _undo_one(self) -> None:
        self._match.undo()
        self._redo.append(self._inputs.pop())

    def _accept(self, inp: Input, *, from_redo: bool) -> bool:
        try:
            events = self._match.apply(inp)
        except ValueError as e:
            self.refuse(_code(e), str(e))
            return False
        try:
            self._notify(Redo() if from_redo else inp)
        except OSError as e:
            # not recorded on disk: take it back so nothing is shown that a restart would lose
            self._match.undo()
            self.report(Problem(ProblemKind.JOURNAL_WRITE_FAILED, str(e)))
            return False
        self._inputs.append(inp)
        if from_redo:
            self._redo.pop()
        else:
            self._redo.clear()
        self._publish(events)
        return True

    def _notify(self, record: Input | Undo | Redo) -> None:
        for listener in self._listeners:
            listener(record)

    def _publish(self, events: tuple[Event, ...]) -> None:
        self._snapshot = self._take_snapshot()
        for w in self._watchers:
            w.snapshot(self._snapshot)
        for event in events:
            for w in self._watchers:
                w.event(event)
