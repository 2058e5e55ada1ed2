"""The desk on the feed: every table's state, online flag and results; assignments out.

A result is dealt with at most once per result id (the :class:`~.outbox.Ledger`), whatever
the number of times it arrives, and acknowledged every time so the table empties its
outbox. :func:`apply_result` puts a result into a :class:`~scoreboard.competition.Competition`.

Who speaks is checked: a result counts only from the table its slot is on. The topic names
the table (the message must repeat it, :func:`~.messages.read`), and with the example ACL
only the login ``table-N`` may write ``table/N/result``; a result from another table is
refused (:class:`WrongTable`), logged, listed in :attr:`DeskFeed.refused` and never recorded
in the ledger, so a forgery cannot stand in the way of the real result.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from scoreboard.competition import (
    Competition,
    CompetitionError,
    Format,
    Problem,
    Slot,
    State,
    classification,
)
from scoreboard.feed import messages, topics
from scoreboard.feed.client import (
    Address,
    Connected,
    Connection,
    Disconnected,
    Event,
    Received,
    Rejected,
    Sink,
)
from scoreboard.feed.league import cleared_league_payload, league_payload
from scoreboard.feed.messages import Assignment, ResultMessage
from scoreboard.feed.outbox import Ledger

log = logging.getLogger(__name__)


@dataclass
class TableView:
    """What the desk knows of one table."""

    number: int
    state: dict[str, Any] | None = None
    online: bool | None = None
    seen: float = 0.0
    results: list[str] = field(default_factory=list)

    @property
    def status(self) -> str:
        """``online``, ``offline``, or ``unknown``: not heard since the connection to the
        broker (or the broker is lost), so nobody can tell."""
        return "unknown" if self.online is None else "online" if self.online else "offline"


class WrongTable(Exception):  # a verdict, not a failure
    """A result from a table its slot is not on (``on``: the slot's table, None for none):
    refused, and not recorded."""

    def __init__(self, why: str, on: int | None) -> None:
        super().__init__(why)
        self.on = on


class Conflict(Exception):  # a verdict, not a failure
    """A result for a slot that is finished with another result (another score or winner,
    another match), or under a result id the desk entered for another result: refused and
    shown as a conflict, never "already there". ``held`` is what the bracket holds (racks in
    the order of the refused result's players; None when that cannot be said)."""

    def __init__(self, why: str, held: tuple[int, int] | None) -> None:
        super().__init__(why)
        self.held = held


@dataclass(frozen=True, slots=True)
class Refusal:
    """A result the desk refused: because of who sent it (``table`` sent it; its slot is on
    table ``on``, None: on none; or it was entered already from table ``reporter``), or
    because the bracket holds another result for its match (``conflict``; ``held``: the
    racks it holds, in the order of the result's players, when that can be said)."""

    table: int
    result: ResultMessage
    why: str
    on: int | None = None
    reporter: int | None = None
    conflict: bool = False
    held: tuple[int, int] | None = None


#: refusals kept for the desk to see (the newest)
MAX_REFUSED = 100


#: applies a result: True applied, False refused for good (it does not fit), None not now
#: (e.g. its competition is not open): then it is neither recorded nor acknowledged.
Apply = Callable[[ResultMessage], bool | None]


class DeskFeed:
    def __init__(
        self,
        address: Address,
        venue: str,
        ledger: Ledger,
        sink: Sink,
        apply: Apply,
        *,
        client_id: str | None = None,
        on_change: Callable[[int], None] | None = None,
    ) -> None:
        self.venue = venue
        self.ledger = ledger
        self.apply = apply
        self.on_change = on_change
        self.tables: dict[int, TableView] = {}
        self.online = False
        self.rejected = 0
        self.applied: list[str] = []
        #: results refused because of the table they came from, oldest first
        self.refused: list[Refusal] = []
        #: the tables the desk knows (its logins and its assignments); None: every table
        self.known: set[int] | None = None
        #: tables taken off the desk: their retained messages are ignored until they speak
        self.removed: set[int] = set()
        #: the competition payload last sent (None: nothing sent since the connection)
        self.competition_sent: bytes | None = None
        #: the league payload last sent (None: nothing sent since the connection)
        self.league_sent: bytes | None = None
        self.connection = Connection(
            address,
            client_id or f"pool-scoreboard-{venue}-desk",
            sink,
            venue=venue,
            subscriptions=[
                (topics.venue_filter(venue, "state"), 0),
                (topics.venue_filter(venue, "online"), 1),
                (topics.venue_filter(venue, "result"), 1),
            ],
            persistent=True,
        )

    def start(self) -> None:
        self.connection.start()

    def stop(self) -> None:
        self.connection.stop()
        self.online = False

    def apart(self) -> list[int]:
        """The tables on the feed that no login and no assignment of the desk knows."""
        if self.known is None:
            return []
        return sorted(n for n in self.tables if n not in self.known)

    def remove(self, n: int) -> None:
        """Take table ``n`` off the desk and clear its retained state and online flag on the
        broker (which drops the clearing where the ACL does not let the desk write there:
        then its retained messages are ignored until the table speaks again)."""
        self.tables.pop(n, None)
        self.removed.add(n)
        for kind in ("state", "online"):
            self.connection.publish(
                topics.table_topic(self.venue, n, kind), b"", qos=1, retain=True
            )
        if self.on_change is not None:
            self.on_change(n)

    def table(self, n: int) -> TableView:
        """The table ``n`` (numbers are 1 to 999: checked with the topic)."""
        view = self.tables.get(n)
        if view is None:
            view = self.tables[n] = TableView(n)
        return view

    def assign(self, table: int, assignment: Assignment | None) -> None:
        """Send ``table`` its next match (retained), or clear it with None."""
        payload = (
            assignment.payload()
            if assignment is not None
            else messages.cleared_assignment_payload()
        )
        self.connection.publish(
            topics.table_topic(self.venue, table, "assignment"), payload, qos=1, retain=True
        )

    def show_competition(self, c: Competition | None) -> bool:
        """Publish ``c`` (retained) for the hall's screens, or clear it with None; a message
        already sent since the connection is not sent again. False if ``c`` does not fit in
        one message (the topic is then cleared)."""
        payload = messages.cleared_competition_payload()
        fits = True
        if c is not None:
            full = messages.competition_payload(competition_message(c))
            fits = len(full) <= messages.MAX_STATE
            if fits:
                payload = full
            else:
                log.warning("feed: competition of %d bytes not published", len(full))
        if payload != self.competition_sent:
            self.connection.publish(
                topics.competition_topic(self.venue), payload, qos=1, retain=True
            )
            self.competition_sent = payload
        return fits

    def show_league(self, night: dict[str, Any] | None) -> bool:
        """Publish ``night`` (retained: a :func:`~scoreboard.league.live.live_night`
        document) for the hall's screens, or clear it with None; a message already sent since
        the connection is not sent again. False if ``night`` does not fit in one message or
        is not one a screen would take (the topic is then cleared)."""
        payload = cleared_league_payload()
        fits = True
        if night is not None:
            full = league_payload(night)
            try:
                messages.read(topics.LEAGUE, full)
            except messages.BadMessage as exc:
                fits = False
                log.warning("feed: league night not published: %s", exc)
            else:
                payload = full
        if payload != self.league_sent:
            self.connection.publish(topics.league_topic(self.venue), payload, qos=1, retain=True)
            self.league_sent = payload
        return fits

    def handle(self, event: Event) -> None:
        if isinstance(event, Connected):
            self.online = True
            # a restarted broker may have lost them
            self.competition_sent = self.league_sent = None
            if self.on_change is not None:
                self.on_change(0)  # 0: every table (the broker came or went)
        elif isinstance(event, Disconnected):
            was, self.online = self.online, False
            for view in self.tables.values():
                view.online = None  # unknown until the table speaks again
            if was and self.on_change is not None:
                self.on_change(0)
        elif isinstance(event, Rejected):
            self.rejected += event.count
        elif isinstance(event, Received):
            if event.table in self.removed:
                if event.retained:
                    return  # what it left on the broker before it was removed
                self.removed.discard(event.table)
            view = self.table(event.table)
            view.seen = time.monotonic()
            if event.kind == "state":
                view.state = event.data
            elif event.kind == "online":
                view.online = bool(event.data["online"])
            elif event.kind == "result":
                self._result(event.table, event.data)
                return
            else:
                return
            if self.on_change is not None:
                self.on_change(event.table)

    def _result(self, table: int, data: dict[str, Any]) -> None:
        result = ResultMessage.from_dict(data)
        rid = result.result_id
        done = self.ledger.seen(rid)
        reporter = self.ledger.reporter(rid) if done is not None else None
        if reporter is not None and reporter != table:
            self._refuse(table, result, f"reported by table {reporter}", reporter=reporter)
            return
        if done:
            # applied once, by id: "already there" only if it is the same result
            recorded = self.ledger.result(rid)
            if recorded is not None and not recorded.same_result(result):
                why = f"result {rid} was applied as {recorded.racks[0]}–{recorded.racks[1]}"
                self._refuse(table, result, why, conflict=True, held=recorded.racks_for(result))
                return
        if done is None:
            try:
                verdict = self.apply(result)
            except WrongTable as exc:
                self._refuse(table, result, str(exc), on=exc.on)
                return
            except Conflict as exc:
                self._refuse(table, result, str(exc), conflict=True, held=exc.held)
                return
            except Exception:  # a result the desk cannot take is not applied
                log.exception("feed: result %s from table %s not applied", rid, table)
                verdict = False
            if verdict is None:
                return  # kept by the table; it comes again
            self.ledger.record(rid, verdict, result.payload())
            done = verdict
            if verdict:
                self.applied.append(rid)
                self.table(table).results.append(rid)
            if self.on_change is not None:
                self.on_change(table)
        self._ack(table, rid, done)

    def _ack(
        self,
        table: int,
        rid: str,
        applied: bool,
        *,
        conflict: bool = False,
        held: tuple[int, int] | None = None,
    ) -> None:
        self.connection.publish(
            topics.table_topic(self.venue, table, "ack"),
            messages.ack_payload(rid, applied, conflict=conflict, held=held),
            qos=1,
        )

    def _refuse(
        self,
        table: int,
        result: ResultMessage,
        why: str,
        *,
        on: int | None = None,
        reporter: int | None = None,
        conflict: bool = False,
        held: tuple[int, int] | None = None,
    ) -> None:
        """Refuse a result for who sent it, or for the other result the bracket holds:
        logged, listed once, acknowledged as not applied (a conflict said so in the ack: the
        table stops sending it; its match stays in its history) and not recorded (so that,
        once the organiser corrects the bracket, the same result sent again is taken)."""
        log.warning("feed: result %s from table %d refused: %s", result.result_id, table, why)
        if not any(r.table == table and r.result == result for r in self.refused):
            refusal = Refusal(table, result, why, on, reporter, conflict, held)
            self.refused = [*self.refused, refusal][-MAX_REFUSED:]
            if self.on_change is not None:
                self.on_change(table)
        self._ack(table, result.result_id, False, conflict=conflict, held=held)


def assignment_for(c: Competition, slot_id: str) -> Assignment:
    s = c.slot(slot_id)
    return Assignment(
        competition=c.uid,
        slot=slot_id,
        name=c.name[:120],
        players=(c.entrant(s.top), c.entrant(s.bottom)),
        discipline=c.discipline,
        ruleset=c.ruleset,
        race=s.race,
        handicap=s.handicap,
        shot_clock=c.clock_of(slot_id),
    )


def _slot_message(c: Competition, s: Slot) -> dict[str, Any]:
    d = s.definition
    winner = None
    if s.winner is not None and s.state in (State.FINISHED, State.WALKOVER):
        winner = 0 if s.winner == s.top else 1 if s.winner == s.bottom else None
    return {
        "id": s.id,
        "phase": d.phase.value,
        "round": d.round,
        "players": [s.top, s.bottom],
        "result": list(s.result.racks) if s.result is not None else None,
        "forfeit": s.result is not None and s.result.forfeit is not None,
        "winner": winner,
        "state": s.state.value,
        "table": s.table,
    }


def competition_message(c: Competition) -> dict[str, Any]:
    """What the hall's screens show of ``c``: the entrants' names once, in entry-ranking
    order, and every slot of the draw as a bracket shows it (phases and states as codes,
    players by entry ranking: ``entrants[rank - 1]``, 0 for an empty place, null while not
    known), and the round-robin standings (docs/venue-feed.md). Names once, not in every
    slot: a 128-entrant RFEB draw has 190 slots."""
    standings = []
    if c.drawn and c.format is Format.ROUND_ROBIN:
        standings = [
            {
                "place": p.place,
                "rank": p.rank,
                "group": p.group,
                "played": p.played,
                "won": p.won,
                "points": p.points,
                "racks_for": p.racks_for,
                "racks_against": p.racks_against,
            }
            for p in classification(c)
        ]
    return {
        "id": c.uid,
        "name": "".join(ch for ch in c.name if ch.isprintable())[:120],
        "system": c.format.value,
        "discipline": c.discipline,
        "points": c.points,
        "entrants": list(c.entrants),
        "slots": [_slot_message(c, s) for s in c.shown_slots()] if c.drawn else [],
        "standings": standings,
    }


def apply_result(c: Competition | None, r: ResultMessage) -> bool | None:
    """Enter ``r`` in ``c``: True if entered, or there already (the slot holds this very
    result: the same players, winner, score and match), False if it cannot fit (no
    assignment, an unknown slot, other players, an impossible score), None if it belongs to
    another competition than the one open. Raises :class:`WrongTable` when the slot is not
    on the table ``r`` comes from (``r.table``, the topic's), and :class:`Conflict` when the
    slot is finished with another result (the bracket keeps it)."""
    if r.competition is None or r.slot is None:
        return False
    if c is None or r.competition != c.uid:
        return None
    try:
        s = c.slot(r.slot)
    except CompetitionError:
        return False
    if s.top is None or s.bottom is None:
        return False
    names = (c.entrant(s.top), c.entrant(s.bottom))
    if r.players == names:
        racks, side, swapped = r.racks, r.winner, False
    elif r.players == names[::-1]:
        racks, side, swapped = (r.racks[1], r.racks[0]), 1 - r.winner, True
    else:
        log.warning("feed: result %s names other players than slot %s", r.result_id, r.slot)
        return False
    if s.state is not State.FINISHED and (s.state is not State.ON_TABLE or s.table != r.table):
        where = f"table {s.table}" if s.table is not None else "no table"
        raise WrongTable(f"slot {r.slot} is on {where}, not on table {r.table}", s.table)
    try:
        c.report_result(r.slot, racks, side, history_id=r.match_id)
    except CompetitionError as exc:
        if exc.problem is Problem.RESULT_CONFLICT and s.result is not None:
            held = s.result.racks[::-1] if swapped else s.result.racks
            raise Conflict(
                f"slot {r.slot} holds {held[0]}–{held[1]}, not {r.racks[0]}–{r.racks[1]}", held
            ) from None
        log.warning("feed: result %s not entered: %s", r.result_id, exc)
        return False
    return True


def withdraw_result(c: Competition, slot_id: str, table: int, match_id: str) -> None:
    """Take back the result a table reported for ``slot_id`` (its win was undone there): the
    slot is on ``table`` again, its match still ``match_id``, so the result comes back by
    itself when won again. :class:`~scoreboard.competition.CompetitionError` when the bracket
    cannot take it back (a later match depends on it, the table is taken): nothing changed
    but the result, which the organiser corrects."""
    c.clear_result(slot_id)
    c.assign_table(slot_id, table)
    c.mark_started(slot_id, match_id)
