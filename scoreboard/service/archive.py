"""The won match in play and the history, as a state machine without I/O.

A won match is stored in the history; once it is there its journal is closed and archived. The
history may be busy (another program holds it), may hold another result under the same match
id, and the win may be undone after it was stored. :class:`Archive` decides what is done about
it, and remembers where things stand; the session does the work (on the history's thread or
its own) and tells the archive how it went.

Each transition is a method the session calls: a snapshot seen (:meth:`Archive.seen`), a store
asked for (:meth:`Archive.store`), a store landed (:meth:`Archive.landed`), a take-out landed
(:meth:`Archive.unstore_landed`), a retry (:meth:`Archive.retry`), the match put away
(:meth:`Archive.leaving`, then :meth:`Archive.left`), the close giving up on a store in flight
(:meth:`Archive.give_up`), a new match in play (:meth:`Archive.started`), and what the start
found (:meth:`Archive.found_unstored`, :meth:`Archive.found_undone`). Each returns what is to
be done (:class:`Store`, :class:`Unstore`, :class:`ArchiveJournal`), in order; nothing here
reads a file.

Where things stand is three parts:

* the :class:`Phase` of the match in play: not won (``PLAYING``), won and on its way
  (``WON``: its store is in flight, or waits for the one in flight), ``STORED``, ``PENDING``
  (the history could not take it: why, tried again) or ``CONFLICT`` (the history holds another
  result under its id: replaced only when asked);
* the store in flight (:attr:`Archive.storing`): one at a time, the match in play's or that of
  a match put away meanwhile. A phase changes when its store lands, not before: while a store
  is in flight the phase is the last outcome known;
* the undone wins still in the history (:attr:`Archive.unstore_due`: match id -> why), and the
  matches stored here (:attr:`Archive.stored_here`, which are replaced without a question).

>>> from pathlib import Path
>>> a = Archive()
>>> won = Play(winner=0, inputs=3, match_id="m1", journal=Path("m1.jsonl"))
>>> [type(e).__name__ for e in a.seen(won)], a.phase.value, a.storing is not None
(['Store'], 'won', True)
>>> a.landed(a.storing, "database is locked", won), a.phase.value, a.pending
([], 'pending', 'database is locked')
>>> job = a.retry(won)[0]
>>> a.landed(job, True, won), a.phase.value, a.holds(won)
([], 'stored', True)
>>> undone = Play(winner=None, inputs=2, match_id="m1", journal=Path("m1.jsonl"))
>>> a.seen(undone), a.phase.value
([Unstore(match_id='m1')], 'playing')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

__all__ = ["Archive", "ArchiveJournal", "Effect", "Outcome", "Phase", "Play", "Store", "Unstore"]

#: Why :attr:`Archive.pending` says the match in play is not stored, in a conflict.
ALREADY_STORED = "already in the history"


class Phase(Enum):
    """Where the match in play stands with the history."""

    PLAYING = "playing"  # not won (or nothing in play): nothing to store
    WON = "won"  # won: its store is in flight, or waits for the one in flight
    STORED = "stored"  # in the history: its journal is archived when it is put away
    PENDING = "pending"  # the history could not take it (:attr:`Archive.pending`): tried again
    CONFLICT = "conflict"  # another result is stored under its id: replaced only when asked


@dataclass(frozen=True)
class Play:
    """The match in play as the archive sees it: its winner (None: not won), how many inputs
    it holds, and its journal (None: not journaled, nothing is stored)."""

    winner: int | None
    inputs: int = 0
    match_id: str | None = None
    journal: Path | None = None


@dataclass(frozen=True)
class Store:
    """Store this won match in the history, then tell :meth:`Archive.landed` how it went.
    ``check``: refuse (outcome False) when the history already holds the match."""

    match_id: str
    journal: Path
    winner: int
    inputs: int
    check: bool


@dataclass(frozen=True)
class Unstore:
    """Take this match out of the history (its win was undone), then tell
    :meth:`Archive.unstore_landed` how it went."""

    match_id: str


@dataclass(frozen=True)
class ArchiveJournal:
    """Close and archive this journal: its match, put away, is in the history now."""

    journal: Path


Effect = Store | Unstore | ArchiveJournal
#: How a store went: True stored, False the history holds another result, else why it failed.
Outcome = bool | str


@dataclass
class Archive:
    """Where the won match in play stands with the history, and what is to be done next."""

    phase: Phase = Phase.PLAYING
    #: The win the phase is about (None while playing; a reason found at start may be pending
    #: with no win in play).
    winner: int | None = None
    reason: str | None = None
    #: The store handed to the history and not landed yet (at most one at a time).
    storing: Store | None = None
    #: Matches stored by this session: stored again over themselves without a question.
    stored_here: set[str] = field(default_factory=set)
    #: Undone wins the history still holds (it could not be changed then): match id -> why.
    unstore_due: dict[str, str] = field(default_factory=dict)
    #: The close stopped waiting for the store in flight: when it lands, nothing more is done.
    given_up: bool = False
    #: The match put away while its store was in flight, as it was then.
    gone: Play | None = None

    # -- what is shown ---------------------------------------------------------------------------

    @property
    def pending(self) -> str | None:
        """Why the won match in play is not in the history, or None."""
        if self.phase is Phase.CONFLICT:
            return ALREADY_STORED
        return self.reason if self.phase is Phase.PENDING else None

    @property
    def conflict(self) -> bool:
        """True when the history holds another result under the match in play's id."""
        return self.phase is Phase.CONFLICT

    @property
    def undo_pending(self) -> str | None:
        """Why an undone win is still in the history, or None."""
        return next(iter(self.unstore_due.values()), None)

    def holds(self, play: Play) -> bool:
        """True when ``play``'s win is in the history, with nothing in flight."""
        return (
            self.storing is None
            and self.phase is Phase.STORED
            and play.winner is not None
            and self.winner == play.winner
        )

    # -- transitions ---------------------------------------------------------------------------

    def started(self) -> None:
        """A new match is in play (started or resumed): nothing is known of it yet."""
        self.phase, self.winner, self.reason = Phase.PLAYING, None, None

    def seen(self, play: Play) -> list[Effect]:
        """A snapshot of the match in play. Won: stored, once per win (a win already stored or
        tried is left to :meth:`retry`). Not won: a win stored before was undone, and is taken
        out of the history (which keeps won matches only)."""
        if play.winner is None:
            effects = self._unstore(play.match_id) if self.phase is Phase.STORED else []
            self.started()
            return effects
        if play.match_id is None or (
            self.phase is not Phase.PLAYING and self.winner == play.winner
        ):
            return []
        self.phase, self.winner, self.reason = Phase.WON, play.winner, None
        return self.store(play)

    def store(self, play: Play, *, replace: bool = False) -> list[Effect]:
        """Store the won match in play: the store to hand over (none while another one is in
        flight: the match waits for it to land). A match the history already holds is
        refused unless ``replace`` or stored here."""
        if play.winner is None or play.match_id is None or play.journal is None:
            return []
        if self.storing is not None:
            return []
        own = play.match_id in self.stored_here or play.match_id in self.unstore_due
        self.storing = Store(
            play.match_id, play.journal, play.winner, play.inputs, not (replace or own)
        )
        return [self.storing]

    def landed(self, job: Store, outcome: Outcome, play: Play) -> list[Effect]:
        """The store ``job`` landed (``play``: the match in play now). Its match put away
        meanwhile: its journal is archived, and the match in play waiting is stored. The match
        changed meanwhile: an undone win is taken out, a new one stored. Else the outcome is
        the match's phase."""
        self.storing = None
        stored = outcome is True
        if stored:
            self.stored_here.add(job.match_id)
            self.unstore_due.pop(job.match_id, None)  # the new result replaced the old
        if play.journal != job.journal:
            return self._landed_away(job, stored) + (
                self.store(play) if self.phase is Phase.WON else []
            )
        if (play.winner, play.inputs) != (job.winner, job.inputs):
            if play.winner is None:
                return self._unstore(job.match_id) if stored else []
            return self.store(play)
        self.winner, self.reason = job.winner, None
        if stored:
            self.phase = Phase.STORED
        elif outcome is False:
            self.phase = Phase.CONFLICT
        else:
            self.phase, self.reason = Phase.PENDING, str(outcome)
        return []

    def _landed_away(self, job: Store, stored: bool) -> list[Effect]:
        """The store of a match put away meanwhile landed: its journal is archived, unless
        the match had changed by then (an undone win is taken out, and its journal stays
        offered; a new win is stored at the next start, over the old one)."""
        gone = self.gone if self.gone is not None and self.gone.journal == job.journal else None
        self.gone = None
        if not stored or self.given_up:
            return []
        if gone is None or (gone.winner, gone.inputs) == (job.winner, job.inputs):
            return [ArchiveJournal(job.journal)]
        return self._unstore(job.match_id) if gone.winner is None else []

    def unstore_landed(self, match_id: str, reason: str | None, play: Play) -> list[Effect]:
        """A take-out landed (``play``: the match in play now): done (``reason`` None: the
        match is not in the history any more), or refused (why: tried again by
        :meth:`retry`). One that landed after the match in play was won again and stored
        took that win out too: it is stored again."""
        if reason is not None:
            self.unstore_due[match_id] = reason
            return []
        self.stored_here.discard(match_id)
        self.unstore_due.pop(match_id, None)
        if match_id == play.match_id and self.holds(play):
            self.phase = Phase.WON
            return self.store(play)
        return []

    def retry(self, play: Play) -> list[Effect]:
        """Try again what the history refused: the store of the match in play, and the
        take-out of each undone win (but the match in play's, won again: its store replaces
        the old result)."""
        effects = self.store(play) if self.phase is Phase.PENDING else []
        for match_id in list(self.unstore_due):
            if match_id == play.match_id and play.winner is not None:
                continue
            effects += self._unstore(match_id)
        return effects

    def leaving(self, play: Play) -> list[Effect]:
        """The match in play is about to be put away: one more try to store its win (not
        over a conflict: that is the scorekeeper's to decide)."""
        if play.winner is not None and self.phase not in (Phase.STORED, Phase.CONFLICT):
            return self.store(play)
        return []

    def left(self, play: Play) -> bool:
        """The match in play is put away: True when it is won and in the history, so that
        its journal is closed and archived now (a store still in flight archives its journal
        when it lands, if the match is still as it was stored)."""
        if self.storing is not None and self.storing.journal == play.journal:
            self.gone = play
        return play.winner is not None and self.phase is Phase.STORED

    def give_up(self) -> None:
        """The close stopped waiting for the store in flight: its journal waits for the next
        start, which stores it."""
        self.given_up = True

    def found_unstored(self, reason: str) -> None:
        """At start, a won match left unstored could not be stored now either."""
        self.phase, self.reason = Phase.PENDING, reason

    def found_undone(self, match_id: str, reason: str) -> None:
        """At start, an undone win the history still holds could not be taken out."""
        self.unstore_due[match_id] = reason

    def _unstore(self, match_id: str | None) -> list[Effect]:
        if match_id is None or (
            match_id not in self.stored_here and match_id not in self.unstore_due
        ):
            return []
        return [Unstore(match_id)]
