"""The won match's state machine alone (:mod:`scoreboard.service.archive`): every transition, with a
history made of a dict and a queue for the work handed to it. No files, no Qt."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field, replace
from pathlib import Path

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from scoreboard.service.archive import (
    ALREADY_STORED,
    Archive,
    ArchiveJournal,
    Effect,
    Phase,
    Play,
    Store,
    Unstore,
)

A = Play(winner=None, inputs=2, match_id="a", journal=Path("a.jsonl"))
A_WON = replace(A, winner=0, inputs=3)
B = Play(winner=None, inputs=0, match_id="b", journal=Path("b.jsonl"))
B_WON = replace(B, winner=1, inputs=1)


def only_store(effects: list[Effect]) -> Store:
    assert len(effects) == 1 and isinstance(effects[0], Store), effects
    return effects[0]


def test_a_win_is_stored_once_and_then_held() -> None:
    a = Archive()
    assert a.seen(A) == [] and a.phase is Phase.PLAYING
    job = only_store(a.seen(A_WON))
    assert job == Store("a", Path("a.jsonl"), 0, 3, check=True)
    assert a.phase is Phase.WON and a.storing == job and not a.holds(A_WON)
    assert a.seen(A_WON) == []  # the same win: not stored twice
    assert a.landed(job, True, A_WON) == []
    assert a.phase is Phase.STORED and a.holds(A_WON) and a.storing is None
    assert a.pending is None and not a.conflict and a.stored_here == {"a"}
    assert a.seen(A_WON) == []


def test_nothing_is_stored_without_a_win_or_a_journal() -> None:
    a = Archive()
    assert a.store(A) == []
    unjournaled = Play(winner=0, inputs=3)
    assert a.seen(unjournaled) == [] and a.store(unjournaled) == []
    assert a.phase is Phase.PLAYING and a.storing is None


def test_a_store_that_failed_is_pending_and_stored_on_retry() -> None:
    a = Archive()
    job = only_store(a.seen(A_WON))
    assert a.landed(job, "database is locked", A_WON) == []
    assert a.phase is Phase.PENDING and a.pending == "database is locked" and not a.conflict
    assert a.seen(A_WON) == []  # tried already: left to the retry
    again = only_store(a.retry(A_WON))
    assert again == job
    assert a.pending == "database is locked"  # the last outcome, until the new one lands
    assert a.landed(again, True, A_WON) == []
    assert a.phase is Phase.STORED and a.pending is None


def test_a_retry_while_storing_hands_nothing_more() -> None:
    a = Archive()
    job = only_store(a.seen(A_WON))
    a.landed(job, "busy", A_WON)
    only_store(a.retry(A_WON))
    assert a.retry(A_WON) == [] and a.store(A_WON) == []


def test_a_conflict_is_replaced_only_when_asked() -> None:
    a = Archive()
    job = only_store(a.seen(A_WON))
    assert a.landed(job, False, A_WON) == []
    assert a.phase is Phase.CONFLICT and a.conflict and a.pending == ALREADY_STORED
    assert a.retry(A_WON) == []  # the scorekeeper's to decide
    assert a.leaving(A_WON) == []  # nor at put-away
    assert not a.left(A_WON)
    replacing = only_store(a.store(A_WON, replace=True))
    assert not replacing.check
    assert a.conflict  # until it lands
    assert a.landed(replacing, True, A_WON) == []
    assert a.phase is Phase.STORED and not a.conflict and a.pending is None


def test_a_match_stored_here_is_stored_again_without_a_check() -> None:
    a = Archive()
    a.landed(only_store(a.seen(A_WON)), True, A_WON)
    assert not only_store(a.store(A_WON)).check


def test_a_win_undone_after_it_was_stored_is_taken_out() -> None:
    a = Archive()
    a.landed(only_store(a.seen(A_WON)), True, A_WON)
    assert a.seen(A) == [Unstore("a")]
    assert a.phase is Phase.PLAYING and a.undo_pending is None
    a.unstore_landed("a", None, A)
    assert a.stored_here == set()
    # won again: stored again, checked again (the history holds nothing of it now)
    assert only_store(a.seen(A_WON)).check


def test_an_undone_win_the_history_keeps_is_tried_again() -> None:
    a = Archive()
    a.landed(only_store(a.seen(A_WON)), True, A_WON)
    a.seen(A)
    a.unstore_landed("a", "database is locked", A)
    assert a.undo_pending == "database is locked" and a.unstore_due == {"a": "database is locked"}
    assert a.retry(A) == [Unstore("a")]
    a.unstore_landed("a", None, A)
    assert a.undo_pending is None and a.retry(A) == []


def test_an_undone_win_won_again_is_replaced_not_taken_out() -> None:
    a = Archive()
    a.landed(only_store(a.seen(A_WON)), True, A_WON)
    a.seen(A)
    a.unstore_landed("a", "busy", A)
    job = only_store(a.seen(A_WON))
    assert not job.check  # its own: stored over the old result
    assert a.retry(A_WON) == []  # the undone one is not taken out: it is being replaced
    assert a.landed(job, True, A_WON) == []
    assert a.unstore_due == {} and a.phase is Phase.STORED


def test_win_undo_win_keeps_one_history_entry() -> None:
    h = History()
    a = Archive()
    h.do(a.seen(A_WON))
    h.land_all(a, lambda: A_WON)
    h.do(a.seen(A))
    h.do(a.seen(A_WON))
    h.land_all(a, lambda: A_WON)
    assert h.matches == {"a": (0, 3)} and a.phase is Phase.STORED


def test_an_undo_while_storing_takes_the_win_out_when_it_lands() -> None:
    a = Archive()
    job = only_store(a.seen(A_WON))
    assert a.seen(A) == []  # nothing stored yet
    assert a.phase is Phase.PLAYING
    assert a.landed(job, True, A) == [Unstore("a")]
    assert a.phase is Phase.PLAYING and a.pending is None


def test_an_undo_and_a_new_win_while_storing_store_the_new_win() -> None:
    a = Archive()
    job = only_store(a.seen(A_WON))
    a.seen(A)
    later = replace(A_WON, winner=1, inputs=4)
    assert a.seen(later) == []  # waits for the one in flight
    assert a.phase is Phase.WON
    again = only_store(a.landed(job, True, later))
    assert again == Store("a", Path("a.jsonl"), 1, 4, check=False)
    assert a.landed(again, True, later) == [] and a.holds(later)


def test_a_store_that_failed_while_the_match_changed_is_not_pending() -> None:
    a = Archive()
    job = only_store(a.seen(A_WON))
    a.seen(A)
    assert a.landed(job, "busy", A) == []
    assert a.phase is Phase.PLAYING and a.pending is None


def test_the_match_put_away_while_storing_has_its_journal_archived_when_it_lands() -> None:
    a = Archive()
    job = only_store(a.seen(A_WON))
    assert a.leaving(A_WON) == []  # in flight already
    assert not a.left(A_WON)
    a.started()
    assert a.landed(job, True, B) == [ArchiveJournal(Path("a.jsonl"))]
    assert a.phase is Phase.PLAYING


def test_the_match_put_away_after_its_win_was_undone_is_not_archived() -> None:
    a = Archive()
    job = only_store(a.seen(A_WON))
    a.seen(A)
    assert not a.left(A)
    a.started()
    assert a.landed(job, True, B) == [Unstore("a")]  # the journal stays offered


def test_the_match_in_play_waits_for_the_store_of_the_one_put_away() -> None:
    a = Archive()
    job = only_store(a.seen(A_WON))
    a.left(A_WON)
    a.started()
    assert a.seen(B_WON) == []
    assert a.phase is Phase.WON
    effects = a.landed(job, True, B_WON)
    assert effects[0] == ArchiveJournal(Path("a.jsonl"))
    assert only_store(effects[1:]) == Store("b", Path("b.jsonl"), 1, 1, check=True)


def test_a_failed_store_of_a_match_put_away_archives_nothing() -> None:
    a = Archive()
    job = only_store(a.seen(A_WON))
    a.left(A_WON)
    a.started()
    assert a.landed(job, "busy", B) == []
    assert a.phase is Phase.PLAYING and a.pending is None


def test_putting_away_tries_once_more_and_archives_a_stored_win() -> None:
    a = Archive()
    a.landed(only_store(a.seen(A_WON)), "busy", A_WON)
    job = only_store(a.leaving(A_WON))
    a.landed(job, True, A_WON)
    assert a.leaving(A_WON) == [] and a.left(A_WON)
    assert not Archive().left(A) and Archive().leaving(A) == []


def test_a_close_that_gives_up_on_a_store_archives_nothing_when_it_lands() -> None:
    a = Archive()
    job = only_store(a.seen(A_WON))
    assert a.leaving(A_WON) == []
    a.give_up()
    assert not a.left(A_WON)
    assert a.landed(job, True, Play(winner=0, inputs=3)) == []


def test_a_close_while_storing_that_lands_in_time_archives_the_journal() -> None:
    a = Archive()
    job = only_store(a.seen(A_WON))
    assert a.leaving(A_WON) == []
    a.landed(job, True, A_WON)  # landed while the close waited
    assert a.left(A_WON)


def test_what_the_start_found_is_said_and_tried_again() -> None:
    a = Archive()
    a.found_unstored("disk I/O error")
    assert a.pending == "disk I/O error" and not a.conflict
    assert a.retry(Play(winner=None)) == []
    a.found_undone("old", "busy")
    assert a.undo_pending == "busy"
    assert a.retry(Play(winner=None)) == [Unstore("old")]
    assert a.seen(A) == [] and a.pending is None  # a match in play, not won
    assert a.undo_pending == "busy"


def test_a_new_match_forgets_the_last_outcome_but_not_the_undone_wins() -> None:
    a = Archive()
    a.landed(only_store(a.seen(A_WON)), False, A_WON)
    a.found_undone("old", "busy")
    a.started()
    assert a.phase is Phase.PLAYING and not a.conflict and a.pending is None
    assert a.unstore_due == {"old": "busy"}


# -- a history of a dict, and work handed to it in order -------------------------------------------


@dataclass
class History:
    """The history and its thread: the matches held (id -> winner, inputs), the work handed
    over and not landed yet, the journals archived."""

    matches: dict[str, tuple[int, int]] = field(default_factory=dict)
    queue: deque[Store | Unstore] = field(default_factory=deque)
    archived: list[Path] = field(default_factory=list)
    busy: bool = False

    def do(self, effects: list[Effect]) -> None:
        for effect in effects:
            if isinstance(effect, ArchiveJournal):
                self.archived.append(effect.journal)
            else:
                self.queue.append(effect)

    def land(self, a: Archive, play: Play) -> None:
        work = self.queue.popleft()
        if isinstance(work, Unstore):
            if self.busy:
                a.unstore_landed(work.match_id, "busy", play)
            else:
                self.matches.pop(work.match_id, None)
                self.do(a.unstore_landed(work.match_id, None, play))
            return
        outcome: bool | str
        if self.busy:
            outcome = "busy"
        elif work.check and work.match_id in self.matches:
            outcome = False
        else:
            self.matches[work.match_id] = (work.winner, work.inputs)
            outcome = True
        self.do(a.landed(work, outcome, play))

    def land_all(self, a: Archive, play: object) -> None:
        assert callable(play)
        while self.queue:
            self.land(a, play())


class ArchiveMachine(RuleBasedStateMachine):
    """Matches played, won, undone, put away; a history busy or free, another program
    storing under a match's id; the work landing in order. Whatever happened, once the
    history is free and every retry has landed, it holds exactly the won matches in play as
    they are (and no undone win), a conflict only for another program's result."""

    def __init__(self) -> None:
        super().__init__()
        self.a = Archive()
        self.h = History()
        self.n = 0
        self.play = self._new_play()
        self.foreign: set[str] = set()
        #: Matches put away: their last state.
        self.gone: dict[str, Play] = {}

    def _new_play(self) -> Play:
        self.n += 1
        name = f"m{self.n}"
        return Play(winner=None, inputs=0, match_id=name, journal=Path(f"{name}.jsonl"))

    def _see(self, play: Play) -> None:
        self.play = play
        self.h.do(self.a.seen(play))

    @rule()
    def shot(self) -> None:
        if self.play.winner is None:
            self._see(replace(self.play, inputs=self.play.inputs + 1))

    @rule(winner=st.sampled_from([0, 1]))
    def win(self, winner: int) -> None:
        if self.play.winner is None:
            self._see(replace(self.play, inputs=self.play.inputs + 1, winner=winner))

    @rule()
    def undo(self) -> None:
        if self.play.inputs > 0:
            self._see(replace(self.play, inputs=self.play.inputs - 1, winner=None))

    @rule(busy=st.booleans())
    def history_busy(self, busy: bool) -> None:
        self.h.busy = busy

    @precondition(lambda self: bool(self.h.queue))
    @rule()
    def land(self) -> None:
        self.h.land(self.a, self.play)

    @rule()
    def retry(self) -> None:
        self.h.do(self.a.retry(self.play))

    @rule()
    def replace_asked(self) -> None:
        if self.a.conflict:
            self.h.do(self.a.store(self.play, replace=True))

    @rule()
    def another_program_stores(self) -> None:
        match_id = self.play.match_id
        assert match_id is not None
        if match_id not in self.a.stored_here and match_id not in self.h.matches:
            if not any(w.match_id == match_id for w in self.h.queue):
                self.h.matches[match_id] = (9, 99)
                self.foreign.add(match_id)

    @rule()
    def put_away(self) -> None:
        self.h.do(self.a.leaving(self.play))
        if self.a.left(self.play):
            assert self.play.journal is not None
            self.h.archived.append(self.play.journal)
        assert self.play.match_id is not None
        self.gone[self.play.match_id] = self.play
        self.a.started()
        self._see(self._new_play())

    @invariant()
    def one_store_at_a_time(self) -> None:
        stores = [w for w in self.h.queue if isinstance(w, Store)]
        assert stores == ([] if self.a.storing is None else [self.a.storing])

    @invariant()
    def a_stored_phase_is_what_the_history_holds(self) -> None:
        if self.a.phase is Phase.STORED and self.a.storing is None:
            assert self.play.match_id is not None
            assert self.h.matches.get(self.play.match_id) == (self.play.winner, self.play.inputs)

    @invariant()
    def an_archived_journal_is_a_win_in_the_history(self) -> None:
        for journal in self.h.archived:
            match_id = journal.stem
            last = self.gone.get(match_id, self.play)
            assert last.winner is not None
            assert self.h.matches.get(match_id) == (last.winner, last.inputs)

    def teardown(self) -> None:
        self.h.busy = False
        for _ in range(3):
            self.h.do(self.a.retry(self.play))
            self.h.land_all(self.a, lambda: self.play)
        match_id = self.play.match_id
        assert match_id is not None
        held = self.h.matches.get(match_id)
        if self.play.winner is None:
            assert held is None or match_id in self.foreign
            assert self.a.pending is None and not self.a.conflict
        elif self.a.conflict:
            assert held == (9, 99) and match_id in self.foreign
        else:
            assert held == (self.play.winner, self.play.inputs) and self.a.holds(self.play)
        assert self.a.unstore_due == {}
        for gone_id, last in self.gone.items():
            # put away: a stored win is its last state, an undone one is taken out (a win
            # not stored yet waits for the next start)
            if gone_id in self.foreign or gone_id not in self.h.matches:
                continue
            assert last.winner is not None
            if self.h.matches[gone_id] != (last.winner, last.inputs):
                # an older win of it, landed once it was put away: replaced at next start
                assert Path(f"{gone_id}.jsonl") not in self.h.archived


TestArchiveMachine = ArchiveMachine.TestCase
TestArchiveMachine.settings = settings(max_examples=300, stateful_step_count=40, deadline=None)


def test_a_take_out_landing_under_a_win_stored_again_stores_it_again() -> None:
    h = History()
    a = Archive()
    h.do(a.seen(A_WON))
    h.land_all(a, lambda: A_WON)  # stored
    h.busy = True
    h.do(a.seen(A))  # undone: the take-out is refused
    h.land_all(a, lambda: A)
    h.busy = False
    h.do(a.seen(A_WON))  # won again: its store in flight
    h.do(a.seen(A))  # undone again
    h.do(a.retry(A))  # the take-out tried again, behind the store
    h.do(a.seen(A_WON))  # and won again
    h.land_all(a, lambda: A_WON)
    assert h.matches == {"a": (0, 3)} and a.holds(A_WON)
