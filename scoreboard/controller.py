"""The controller: the Qt face of the match in play, and nothing more.

The match in play is :class:`~scoreboard.play.MatchPlay` (no Qt). The controller wraps one and
turns what it tells its watchers into signals for the windows:

* ``snapshot_changed(Snapshot)`` — after every accepted input, undo and redo: everything the
  views draw;
* ``announced(Event)`` — events worth announcing, after the snapshot;
* ``refused(code, message)`` — an input the rules refuse; nothing changed;
* ``problem(Problem)`` — the disk could not keep an entry (:mod:`scoreboard.problem`), never
  a refusal;
* ``match_started(MatchConfig)``.

Every command is the match in play's own (:class:`~scoreboard.play.MatchPlay`):

>>> from rules import Shot, Pocketed, Pocket
>>> c = Controller(MatchConfig(discipline="nine-ball", race=(3, 3), breaker=0))
>>> c.shot(Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4))
True
>>> c.snapshot.rack.turn, len(c.inputs)
(0, 1)
>>> c.undo(), len(c.inputs), c.snapshot.can_redo
(True, 0, True)
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, Signal

from rules import Option, Shot

from .inputs import Input, PenaltyKind, Redo, Undo
from .match import Match, MatchConfig
from .play import InputListener, MatchPlay, Watcher
from .problem import Problem
from .replay import Replayed
from .snapshot import Event, Snapshot

__all__ = ["Controller", "InputListener"]


class Controller(QObject):
    """Scorekeeper input in, snapshots and announcements out, as Qt signals."""

    snapshot_changed = Signal(object)
    announced = Signal(object)
    refused = Signal(str, str)
    problem = Signal(object)
    match_started = Signal(object)

    def __init__(
        self,
        config: MatchConfig | None = None,
        parent: QObject | None = None,
        *,
        play: MatchPlay | None = None,
    ) -> None:
        super().__init__(parent)
        self.play = play if play is not None else MatchPlay(config)
        # bound to this object (not to its signals), so the match in play keeps it alive
        self.play.watch(
            Watcher(
                snapshot=self._snapshot_changed,
                event=self._announced,
                refused=self._refused,
                problem=self._problem,
                started=self._match_started,
            )
        )

    def _snapshot_changed(self, snapshot: Snapshot) -> None:
        self.snapshot_changed.emit(snapshot)

    def _announced(self, event: Event) -> None:
        self.announced.emit(event)

    def _refused(self, code: str, message: str) -> None:
        self.refused.emit(code, message)

    def _problem(self, problem: Problem) -> None:
        self.problem.emit(problem)

    def _match_started(self, config: MatchConfig) -> None:
        self.match_started.emit(config)

    # -- queries (the match in play's) ------------------------------------------------------

    @property
    def snapshot(self) -> Snapshot:
        return self.play.snapshot

    @property
    def config(self) -> MatchConfig:
        return self.play.config

    @property
    def match(self) -> Match:
        return self.play.match

    @property
    def inputs(self) -> tuple[Input, ...]:
        return self.play.inputs

    @property
    def can_undo(self) -> bool:
        return self.play.can_undo

    @property
    def can_redo(self) -> bool:
        return self.play.can_redo

    def add_input_listener(self, listener: InputListener) -> None:
        self.play.add_input_listener(listener)

    def remove_input_listener(self, listener: InputListener) -> None:
        self.play.remove_input_listener(listener)

    # -- commands (the match in play's) -----------------------------------------------------

    def new_match(self, config: MatchConfig) -> bool:
        return self.play.new_match(config)

    def load(self, config: MatchConfig, inputs: Iterable[Input | Undo | Redo]) -> Replayed:
        return self.play.load(config, inputs)

    def submit(self, inp: Input) -> bool:
        return self.play.submit(inp)

    def lag(self, winner: int, breaks: bool = True, *, time: float | None = None) -> bool:
        return self.play.lag(winner, breaks, time=time)

    def shot(self, shot: Shot, *, time: float | None = None) -> bool:
        return self.play.shot(shot, time=time)

    def choose(
        self, option: Option, *, time: float | None = None, balls: tuple[int, ...] = ()
    ) -> bool:
        return self.play.choose(option, time=time, balls=balls)

    def clock_expired(self, *, time: float | None = None) -> bool:
        return self.play.clock_expired(time=time)

    def concede_rack(self, player: int, *, time: float | None = None) -> bool:
        return self.play.concede_rack(player, time=time)

    def concede_match(self, player: int, *, time: float | None = None) -> bool:
        return self.play.concede_match(player, time=time)

    def forfeit(self, player: int, *, time: float | None = None) -> bool:
        return self.play.forfeit(player, time=time)

    def penalty(self, player: int, kind: PenaltyKind, *, time: float | None = None) -> bool:
        return self.play.penalty(player, kind, time=time)

    def stalemate(self, *, time: float | None = None) -> bool:
        return self.play.stalemate(time=time)

    def rack_point(self, player: int, delta: int = 1, *, time: float | None = None) -> bool:
        return self.play.rack_point(player, delta, time=time)

    def undo(self) -> bool:
        return self.play.undo()

    def redo(self) -> bool:
        return self.play.redo()

    def set_clock(self, clock: object | None) -> None:
        self.play.set_clock(clock)
