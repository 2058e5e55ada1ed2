"""One table, without Qt: its match in play, its journal, its shot clock and its history link.

A :class:`Table` takes every command as data through one method, :meth:`Table.submit`: an
input record of :mod:`scoreboard.match.inputs` (a shot, a choice, a concession...), or
:class:`~scoreboard.match.inputs.Undo` / :class:`~scoreboard.match.inputs.Redo`. It judges the record on
its :class:`~scoreboard.match.match.Match` (which feeds the rules engine), writes it to its journal
(fsync) when it has one, and only then tells its watchers what changed. The answer is an
:class:`Outcome`: accepted, refused with a code (nothing changed), or not kept by the disk
(nothing changed either: nothing is shown that a restart would lose).

The records are the journal's: :func:`scoreboard.match.inputs.input_from_dict` reads back what
``to_dict`` wrote, checked against its declared shape. :meth:`Table.submit_data` takes a record
in that form (a journal line's ``input``, or a message sent over the network) through the same
reader, so a record is judged the same however it arrives.

A record may come with an id its sender made (a phone does: :data:`~scoreboard.files.shapes.INPUT_ID`):
the id is written in the record's journal line, and a record sent again with an id already
recorded in the match in play is not judged again: the answer is accepted (code
``already-recorded``) with the snapshot as it is, and nothing is written or announced. The ids
come back with the journal when a table is resumed (:meth:`Table.keep_in`), so a resend after a
restart is known too.

In order, after an accepted record: the journal line (durable), the shot clock's keeper
(:class:`~scoreboard.table.clock_policy.ClockKeeper`, which remembers the clock of each shot), the
new snapshot, the history link (:class:`Link`, which stores a won match), then every watcher
(:class:`Watcher`) with the snapshot and then the events. Watchers only read: they may be
told in any order.

>>> from rules import Shot, Pocketed, Pocket
>>> from scoreboard.match.inputs import ShotInput, Undo
>>> t = Table(MatchConfig(discipline="nine-ball", race=(3, 3), breaker=0))
>>> seen = []
>>> t.watch(Watcher(snapshot=seen.append))
>>> bool(t.submit(ShotInput(Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4))))
True
>>> t.snapshot.rack.turn, len(t.inputs), len(seen)
(0, 1, 1)
>>> t.submit(Undo()).status, len(t.inputs), t.snapshot.can_redo
(<Status.ACCEPTED: 'accepted'>, 0, True)
>>> t.submit(Undo()).code
'nothing-to-undo'
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Protocol

from rules import Option, Shot
from scoreboard.files.shapes import INPUT_ID
from scoreboard.match.inputs import (
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
    input_from_dict,
)
from scoreboard.match.match import Match, MatchConfig
from scoreboard.match.replay import Replayed, replay
from scoreboard.match.snapshot import Event, Snapshot
from scoreboard.table.clock_policy import ClockKeeper, ClockPolicy
from scoreboard.table.journal import Journal
from scoreboard.table.problem import Problem, ProblemKind

__all__ = ["Commands", "InputListener", "Link", "Outcome", "Record", "Status", "Table", "Watcher"]

#: What :meth:`Table.submit` takes: an input, or an undo or a redo of one.
Record = Input | Undo | Redo
#: Hears each record accepted, after the journal and before the snapshot; an OSError it
#: raises means the record was not kept (as for the journal).
InputListener = Callable[[Record], object]


def _ignore(*_args: object) -> None:
    return None


class Status(enum.Enum):
    """What became of a submitted record."""

    ACCEPTED = "accepted"
    #: Refused by the rules or the table (a fact that cannot be true): nothing changed.
    REFUSED = "refused"
    #: Judged, but the journal could not keep it: taken back, nothing changed on screen.
    NOT_KEPT = "not-kept"


@dataclass(frozen=True, slots=True)
class Outcome:
    """The answer to :meth:`Table.submit`; true when the record was accepted."""

    status: Status
    code: str = ""
    message: str = ""
    #: The snapshot after the record (accepted), or the unchanged one.
    snapshot: Snapshot | None = None
    events: tuple[Event, ...] = ()
    problem: Problem | None = None

    def __bool__(self) -> bool:
        return self.status is Status.ACCEPTED

    @property
    def accepted(self) -> bool:
        return self.status is Status.ACCEPTED


@dataclass(frozen=True, slots=True)
class Watcher:
    """What one watcher of a table wants to hear (each call optional)."""

    snapshot: Callable[[Snapshot], object] = _ignore
    event: Callable[[Event], object] = _ignore
    refused: Callable[[str, str], object] = _ignore
    problem: Callable[[Problem], object] = _ignore
    started: Callable[[MatchConfig], object] = _ignore


class Link(Protocol):
    """The table's link to the history: hears each snapshot before any watcher does, so that
    every watcher reads the history's state as it is after that snapshot."""

    def after(self, snapshot: Snapshot) -> None: ...


def _good_id(id: object) -> bool:
    try:
        INPUT_ID.check(id)
    except ValueError:
        return False
    return True


def _code(error: Exception) -> str:
    return str(getattr(error, "code", "illegal-input"))


class Commands:
    """Typed shortcuts that build one input record each and submit it (the same records a
    journal line or a network message carries). True when accepted."""

    def submit(self, record: Record) -> Outcome:
        raise NotImplementedError

    def lag(self, winner: int, breaks: bool = True, *, time: float | None = None) -> Outcome:
        """The lag's winner and whether they break (WPA-1.2)."""
        return self.submit(LagInput(winner, breaks, time))

    def shot(self, shot: Shot, *, time: float | None = None) -> Outcome:
        return self.submit(ShotInput(shot, time))

    def choose(
        self, option: Option, *, time: float | None = None, balls: tuple[int, ...] = ()
    ) -> Outcome:
        """Answer the pending choice (``balls``: the balls picked, where the option asks)."""
        return self.submit(ChoiceInput(option, time, tuple(sorted(balls))))

    def clock_expired(self, *, time: float | None = None) -> Outcome:
        """The shot clock ran out: a slow-play foul through the engine (WPA-6.15)."""
        return self.submit(ClockExpiredInput(time))

    def concede_rack(self, player: int, *, time: float | None = None) -> Outcome:
        return self.submit(ConcedeRackInput(player, time))

    def concede_match(self, player: int, *, time: float | None = None) -> Outcome:
        return self.submit(ConcedeMatchInput(player, time))

    def forfeit(self, player: int, *, time: float | None = None) -> Outcome:
        return self.submit(ForfeitInput(player, time))

    def penalty(self, player: int, kind: PenaltyKind, *, time: float | None = None) -> Outcome:
        """A referee's unsportsmanlike-conduct penalty (WPA-6.16)."""
        return self.submit(PenaltyInput(player, kind, time))

    def stalemate(self, *, time: float | None = None) -> Outcome:
        return self.submit(StalemateInput(time))

    def rack_point(self, player: int, delta: int = 1, *, time: float | None = None) -> Outcome:
        """Rack-only scoring: +1 a rack won, -1 take the player's last rack back."""
        return self.submit(RackPointInput(player, delta, time))

    def undo(self) -> Outcome:
        """Undo the last input (across racks, to the very first one)."""
        return self.submit(Undo())

    def redo(self) -> Outcome:
        """Re-apply the last undone input."""
        return self.submit(Redo())


class Table(Commands):
    """One table's match in play: records in, snapshots and announcements out."""

    def __init__(
        self,
        config: MatchConfig | None = None,
        *,
        name: str = "",
        clock_policy: ClockPolicy | None = None,
    ) -> None:
        #: How the desk and the network name this table ("" for the one table of a window).
        self.name = name
        self._watchers: list[Watcher] = []
        self._listeners: list[InputListener] = []
        self._journal: Journal | None = None
        #: The shot clock of each shot of the match in play (an undo brings its clock back).
        self.clock_keeper = ClockKeeper(clock_policy if clock_policy is not None else ClockPolicy())
        #: Stores the won match (set by the service that owns the history), or None.
        self.link: Link | None = None
        #: False until a match is started or loaded: before that nothing is entered, since
        #: nothing would be kept (the placeholder match has no journal and no players).
        self._set_up = config is not None
        self._start(config if config is not None else MatchConfig())

    def _start(self, config: MatchConfig) -> None:
        self._match = Match(config)
        self._inputs: list[Input] = []
        self._redo: list[Input] = []
        #: The ids recorded in the match in play (with the journal's, once kept in one).
        self._ids: set[str] = set()
        self._snapshot = self._take_snapshot()

    def _take_snapshot(self) -> Snapshot:
        snap = self._match.snapshot(can_redo=bool(self._redo))
        return snap if self._set_up else replace(snap, set_up=False)

    # -- watchers ---------------------------------------------------------------------------

    def watch(self, watcher: Watcher, *, first: bool = False) -> None:
        """Tell ``watcher`` of every snapshot, event, refusal and problem from now on
        (``first``: before the watchers there are; the hall that moves the table's clock)."""
        if first:
            self._watchers.insert(0, watcher)
        else:
            self._watchers.append(watcher)

    def add_input_listener(self, listener: InputListener) -> None:
        """Call ``listener(record)`` with each accepted record (``Undo()`` for an undo,
        ``Redo()`` for a redo) after the journal and before the new snapshot."""
        self._listeners.append(listener)

    def refuse(self, code: str, message: str) -> Outcome:
        """Report a refusal: an entry that cannot be true; nothing changed."""
        for w in self._watchers:
            w.refused(code, message)
        return Outcome(Status.REFUSED, code, message, self._snapshot)

    def report(self, problem: Problem) -> None:
        """Report a problem with the disk (never a refusal by the rules)."""
        for w in self._watchers:
            w.problem(problem)

    # -- queries ----------------------------------------------------------------------------

    @property
    def set_up(self) -> bool:
        """True once a match is started or loaded (see :meth:`submit`)."""
        return self._set_up

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

    def recorded(self, id: str) -> bool:
        """Whether a record with this sender's id is recorded in the match in play (or in the
        journal it is kept in)."""
        journal = self._journal
        return id in self._ids or (journal is not None and id in journal.ids)

    # -- the journal ------------------------------------------------------------------------

    @property
    def journal(self) -> Journal | None:
        """Where every accepted record is written before anyone is told (None: not kept)."""
        return self._journal

    def keep_in(self, journal: Journal | None) -> Journal | None:
        """Write from now on to ``journal`` (None: to no journal); returns the one before,
        released (resumable) but not closed."""
        before = self._journal
        if before is not None:
            before.on_put_back = None
            before.release()
        self._journal = journal
        if journal is not None:
            self._ids.update(journal.ids)
            journal.on_put_back = lambda path: self.report(
                Problem(ProblemKind.JOURNAL_PUT_BACK, str(path))
            )
        return before

    # -- the match --------------------------------------------------------------------------

    def _playable(self, config: MatchConfig) -> Outcome | None:
        """None when ``config`` can be played; otherwise the refusal, reported."""
        try:
            config.validate()
        except ValueError as e:
            return self.refuse(_code(e), str(e))
        return None

    def new_match(self, config: MatchConfig) -> Outcome:
        """Start a new match; a configuration that cannot be played is refused. The journal
        (:meth:`keep_in`) is the caller's to open first."""
        refused = self._playable(config)
        if refused is not None:
            return refused
        self._set_up = True
        self._start(config)
        self._started(config)
        self._publish(())
        return Outcome(Status.ACCEPTED, snapshot=self._snapshot)

    def clear(self) -> None:
        """No match on the table any more (its match closed as abandoned, its journal the
        caller's to close first): nothing is entered until a match is started or loaded."""
        self._set_up = False
        self._start(MatchConfig())
        self._publish(())

    def load(self, config: MatchConfig, records: Iterable[Record]) -> Replayed:
        """Start ``config`` and replay ``records`` (a journal: undos are honoured) without
        writing or announcing anything; one snapshot at the end. Stops at the first refused
        record and reports it as refused (:func:`scoreboard.match.replay.replay`)."""
        if self._playable(config) is not None:
            return Replayed(None, 0, "invalid-config")
        result = replay(config, records)
        assert result.match is not None
        self._set_up = True
        self._match = result.match
        self._inputs = list(result.inputs)
        self._redo = list(result.redo)
        self._ids = set()
        if result.error is not None:
            self.refuse(result.error, result.message)
        self._started(config)
        self._publish(())
        return result

    def _started(self, config: MatchConfig) -> None:
        self.clock_keeper.started()
        for w in self._watchers:
            w.started(config)

    # -- the one way in ---------------------------------------------------------------------

    def submit(self, record: Record, *, id: str | None = None) -> Outcome:
        """Judge ``record``, keep it in the journal, then tell the watchers. With no match set
        up, every record is refused (``no-match``).

        ``id``, the sender's id for the record, is written with it; an id already recorded in
        the match in play is answered as accepted (``already-recorded``, the snapshot as it
        is) and nothing happens. An id of the wrong shape is refused (``bad-id``)."""
        if id is not None:
            if not _good_id(id):
                return self.refuse("bad-id", "an id is 8 to 64 letters, digits, - or _")
            if self.recorded(id):
                return self._already_recorded()
        if not self._set_up:
            return self.refuse("no-match", "no match is set up")
        if isinstance(record, Undo):
            return self._undo(id)
        if isinstance(record, Redo):
            if not self._redo:
                return self.refuse("nothing-to-redo", "nothing to redo")
            return self._accept(self._redo[-1], from_redo=True, id=id)
        return self._accept(record, from_redo=False, id=id)

    def submit_data(self, data: object, *, id: str | None = None) -> Outcome:
        """:meth:`submit` a record in its ``to_dict`` form (as a journal line or a message
        carries it). A value of the wrong shape is refused (``bad-record``), never raised."""
        if id is not None and _good_id(id) and self.recorded(id):
            return self._already_recorded()  # not read again: it was judged when recorded
        if not isinstance(data, dict):
            return self.refuse("bad-record", "a record is a JSON object")
        try:
            record = input_from_dict(data)
        except (ValueError, TypeError, KeyError) as e:
            return self.refuse("bad-record", str(e))
        return self.submit(record, id=id)

    def _already_recorded(self) -> Outcome:
        return Outcome(Status.ACCEPTED, "already-recorded", "already recorded", self._snapshot)

    def _undo(self, id: str | None = None) -> Outcome:
        if not self._inputs:
            return self.refuse("nothing-to-undo", "nothing to undo")
        self._match.undo()
        self._redo.append(self._inputs.pop())
        try:
            self._keep(Undo(), id)
        except OSError as e:
            # not recorded on disk: put the input back so screen and journal agree
            redone = self._redo.pop()
            self._match.apply(redone)
            self._inputs.append(redone)
            return self._not_kept(e)
        self._publish(())
        return Outcome(Status.ACCEPTED, snapshot=self._snapshot)

    def _accept(self, inp: Input, *, from_redo: bool, id: str | None = None) -> Outcome:
        try:
            events = self._match.apply(inp)
        except ValueError as e:
            return self.refuse(_code(e), str(e))
        try:
            self._keep(Redo() if from_redo else inp, id)
        except OSError as e:
            # not recorded on disk: take it back so nothing is shown that a restart would lose
            self._match.undo()
            return self._not_kept(e)
        self._inputs.append(inp)
        if from_redo:
            self._redo.pop()
        else:
            self._redo.clear()
        self._publish(events)
        return Outcome(Status.ACCEPTED, snapshot=self._snapshot, events=events)

    def _not_kept(self, error: OSError) -> Outcome:
        problem = Problem(ProblemKind.JOURNAL_WRITE_FAILED, str(error))
        self.report(problem)
        return Outcome(Status.NOT_KEPT, "not-kept", str(error), self._snapshot, problem=problem)

    def _keep(self, record: Record, id: str | None = None) -> None:
        """The journal line first (raises OSError when the disk refuses it), the input
        listeners, then the clock."""
        if self._journal is not None:
            self._journal.append(record, id)
        if id is not None:
            self._ids.add(id)
        for listener in self._listeners:
            listener(record)
        self.clock_keeper.heard(record)

    def _publish(self, events: tuple[Event, ...]) -> None:
        self._snapshot = self._take_snapshot()
        if self.link is not None:
            self.link.after(self._snapshot)
        for w in self._watchers:
            w.snapshot(self._snapshot)
        for event in events:
            for w in self._watchers:
                w.event(event)
