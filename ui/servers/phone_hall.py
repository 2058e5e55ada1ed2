"""The venue's phone tables on the windows' thread: :class:`PhoneHall`.

The hall owns the tables scored from phones (:class:`~scoreboard.table.tables.Tables` in
``<data>/phone-tables``) and their :class:`~scoreboard.phones.service.PhoneService`. At start it
resumes every table whose journal was left unfinished (what a phone was told was recorded is
there), and the grants' file brings the phones' tokens back. Each table has a
:class:`~scoreboard.table.shot_clock.ShotClock`, driven by the table's
:class:`~scoreboard.table.clock_policy.ClockKeeper` like the window's; one timer, aimed at the
nearest deadline, turns an expiry into a :class:`~scoreboard.match.inputs.ClockExpiredInput`
submitted through the table (a slow-play foul, judged and journaled as any entry).

The server thread (:mod:`ui.web.phone_routes`) never touches a table: it hands each request to
this thread through :meth:`PhoneHall.ask` (a queued signal) with a ``reply`` callable, which
is called here with the answer once the table has judged it and the journal line is written;
``reply`` itself hands the answer back to the server's loop. The WebSocket clients of a table
are registered here (a ``watch`` ask) and pushed the table's phone state on every change
through the ``push`` callable the server attaches (:meth:`PhoneHall.attach`).
"""

from __future__ import annotations

import functools
import json
import logging
import math
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from scoreboard.match.inputs import ClockExpiredInput
from scoreboard.match.match import MatchConfig
from scoreboard.match.snapshot import Snapshot
from scoreboard.phones.asks import CLOCK_MESSAGES, PhoneAsk, Reply, clock_act, refusal, reply_of
from scoreboard.phones.pens import Access, Role
from scoreboard.phones.service import MESSAGES, Answer, PhoneService, phone_state
from scoreboard.table.clock_policy import ClockPolicy, apply
from scoreboard.table.shot_clock import ClockProfile, ShotClock
from scoreboard.table.state import ClockReading, Place
from scoreboard.table.table import Table, Watcher
from scoreboard.table.tables import Tables, valid_name

__all__ = ["PhoneHall"]

log = logging.getLogger("pool-scoreboard.phones")

#: The longest "next match" document the desk may set for a table (bytes of JSON).
MAX_NEXT = 2048
#: Every this many milliseconds the WebSocket clients' tokens are checked again (a token
#: revoked by any way is closed within this).
SWEEP_MS = 2000


@dataclass(slots=True)
class _Clock:
    """One table's shot clock: its profile (None: the match has none) and its model."""

    profile: ClockProfile | None
    clock: ShotClock
    last: Snapshot | None = None


class PhoneHall(QObject):
    """The phone tables of a venue, their devices and their shot clocks (see the module).

    ``clock_profile``: the shot clock a match opened without one named plays with (None: no
    clock); ``place``: the venue's identifier and name for the state documents."""

    #: a table's state changed (an accepted record, a match opened or closed, its clock)
    table_changed = Signal(str)
    #: a table's devices changed (a pairing, the pen moved, a revocation, an ask for the pen)
    devices_changed = Signal(str)
    #: a table's match was won (the desk takes the result)
    match_won = Signal(str)
    #: a wrong pairing code was sent for a table (its guessing: ``service.guessing(name)``)
    guessed = Signal(str)
    #: from the server thread: a request and its reply, answered on this thread
    _asked = Signal(object)

    def __init__(
        self,
        folder: Path | str,
        *,
        parent: QObject | None = None,
        clock_profile: ClockProfile | None = None,
        place: Place | None = None,
        now: Callable[[], float] = time.time,
    ) -> None:
        super().__init__(parent)
        self.folder = Path(folder)
        self.clock_profile = clock_profile
        self.place = place or Place()
        self._now = now
        self.tables = Tables(self.folder)
        self.service = PhoneService(
            self.tables, clock=self.clock_reading, place=self._place_of, now=now
        )
        self._clocks: dict[str, _Clock] = {}
        self._next: dict[str, dict[str, Any]] = {}
        self._subs: dict[int, tuple[str, str | None]] = {}  # client -> (table, token)
        self._push: Callable[[list[tuple[int, str | None]]], None] | None = None
        self._quiet = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._clock_due)
        self._sweep = QTimer(self)
        self._sweep.setInterval(SWEEP_MS)
        self._sweep.timeout.connect(self._check_watchers)
        self._asked.connect(self._answer_ask, Qt.ConnectionType.QueuedConnection)
        self.resumed = self.tables.resume_all()
        for name, contents in self.resumed.items():
            self._adopt(self.tables[name], ClockPolicy().resumed(contents.clock))

    # -- the desk -----------------------------------------------------------------------------

    def open_match(
        self, name: str, config: MatchConfig, *, clock: ClockProfile | None | str = "default"
    ) -> Table:
        """Start ``config`` on table ``name`` with a fresh journal (the match it had, if still
        recorded, is closed as abandoned). ``clock``: its shot clock (the hall's
        ``clock_profile`` by default, None: none). ValueError / OSError as
        :meth:`Tables.open` (nothing changed)."""
        profile = self.clock_profile if isinstance(clock, str) else clock
        held = self.tables.get(name)
        before = held.journal if held is not None else None
        self._quiet = True
        try:
            table = self.tables.open(
                name, config, clock=profile.to_dict() if profile is not None else None
            )
        finally:
            self._quiet = False
        if before is not None and not before.closed:
            try:  # released by the new match: closed, so it is not offered for resumption
                before.close("abandoned", archive=True)
            except OSError as exc:
                log.warning("table %s: the match before stays resumable: %s", name, exc)
        self._adopt(table, profile)
        self._changed(name)
        return table

    def hold(self, names: Iterable[str]) -> None:
        """Hold the phone tables ``names``, with no match if new: phones pair before the
        first match (shown when the desk starts it)."""
        for name in names:
            if name not in self.tables:
                self._adopt(self.tables.hold(name), None)

    def close_match(self, name: str, status: str = "finished") -> Path | None:
        """Close table ``name``'s journal (``finished`` or ``abandoned``): phones can no longer
        write to it. Returns the closed journal's path (None: nothing was recorded)."""
        if name not in self.tables:
            return None
        path = self.tables.close_match(name, status)
        record = self._clocks.get(name)
        if record is not None:
            record.clock.stop()
        self._aim()
        self._changed(name)
        return path

    def set_next(self, name: str, info: dict[str, Any] | None) -> None:
        """What the phones of ``name`` show as the next match (``phone.next``; None: nothing).
        ValueError for a document that is not small JSON."""
        if info is None:
            self._next.pop(name, None)
        else:
            try:
                text = json.dumps(info, ensure_ascii=False, allow_nan=False)
            except (TypeError, ValueError):
                text = ""
            if not isinstance(info, dict) or not text or len(text.encode("utf-8")) > MAX_NEXT:
                raise ValueError("the next match is a small JSON object")
            self._next[name] = json.loads(text)
        if name in self.tables:
            self._changed(name)

    def new_code(self, name: str) -> str:
        """A new pairing code for ``name`` (the old one no longer pairs; the guessing of the
        old one ends)."""
        code = self.service.new_code(name)
        self.guessed.emit(name)
        return code

    def approve_handover(self, name: str, ref: str) -> Answer:
        """Hand the pen of ``name`` to device ``ref``; its phones are told."""
        answer = self.service.approve_handover(name, ref)
        self._devices(name)
        return answer

    def revoke(self, ref: str) -> Answer:
        """Revoke the device ``ref``; its WebSocket is closed (code 4403)."""
        device = next((d for d in self.service.devices() if d.ref == ref), None)
        answer = self.service.revoke(ref)
        if device is not None:
            self._devices(device.table)
        return answer

    def clock_action(self, name: str, action: str, player: int | None = None) -> str:
        """Do ``action`` (:data:`~scoreboard.phones.asks.CLOCK_ACTIONS`) to table ``name``'s shot
        clock; ``player`` for an extension (default: the player at the table). "" when done,
        else the code (``no-table``, ``no-clock``, ``no-extension``, ``clock-not-now``)."""
        table = self.tables.get(name)
        record = self._clocks.get(name)
        if table is None or record is None:
            return "no-table"
        if record.profile is None or not table.clock_keeper.policy.enabled:
            return "no-clock"
        who = player if player is not None else table.snapshot.rack.turn
        why = clock_act(record.clock, action, who, ClockPolicy.first_shot(table.snapshot))
        if why:
            return why
        self._aim()
        self._changed(name)
        return ""

    def clock_reading(self, table: Table) -> ClockReading | None:
        """The shot clock of ``table`` as the state document carries it (None: no clock)."""
        record = self._clocks.get(table.name)
        if record is None or record.profile is None or not table.clock_keeper.policy.enabled:
            return None
        return ClockReading.of(record.clock)

    def release(self) -> None:
        """Let go of every journal (each match stays resumable) and stop the timers."""
        self._timer.stop()
        self._sweep.stop()
        self._subs.clear()
        self.tables.release()

    # -- tables and clocks --------------------------------------------------------------------

    def _place_of(self, table: Table) -> Place:
        number = int(table.name) if table.name.isdigit() and 0 < int(table.name) < 1000 else None
        return Place(self.place.venue_id, self.place.venue_name, number)

    def _adopt(self, table: Table, profile: ClockProfile | None) -> None:
        """Watch ``table`` (once) and give it a stopped clock of ``profile``."""
        name = table.name
        table.clock_keeper.policy = ClockPolicy(enabled=profile is not None)
        record = self._clocks.get(name)
        if record is None:
            record = _Clock(profile, ShotClock(profile) if profile else ShotClock())
            self._clocks[name] = record
            table.watch(Watcher(snapshot=functools.partial(self._after, name)))
        else:
            record.profile = profile
            if profile is not None:
                record.clock.set_profile(profile)
        # the match was started or resumed: its clock stopped, with the rack's extensions
        table.clock_keeper.after(None, table.snapshot, table.inputs)
        record.clock.stop()
        record.clock.new_rack()
        record.last = table.snapshot

    def _after(self, name: str, snap: Snapshot) -> None:
        """A new snapshot of table ``name`` (after its journal line): the clock, then news."""
        table = self.tables.get(name)
        record = self._clocks.get(name)
        if table is None or record is None or self._quiet:
            return
        before, record.last = record.last, snap
        moves = table.clock_keeper.after(before, snap, table.inputs, record.clock.to_dict())
        if record.profile is not None:
            apply(moves, record.clock)
        self._aim()
        self._changed(name)
        if snap.winner is not None and (before is None or before.winner is None):
            self.match_won.emit(name)

    def _aim(self) -> None:
        """Aim the one timer at the nearest deadline of a running clock."""
        soonest: int | None = None
        for record in self._clocks.values():
            clock = record.clock
            if record.profile is None or not clock.is_running:
                continue
            left = clock.remaining_ns()
            soonest = left if soonest is None else min(soonest, left)
        if soonest is None:
            self._timer.stop()
            return
        self._timer.start(max(0, math.ceil(soonest / 1_000_000)) + 1)

    def _clock_due(self) -> None:
        """Every clock that has run out: a slow-play foul through its table."""
        for name, record in list(self._clocks.items()):
            if record.profile is None or not record.clock.is_running:
                continue
            if not record.clock.is_expired():
                continue
            table = self.tables.get(name)
            outcome = table.submit(ClockExpiredInput(self._now())) if table else None
            if outcome is None or not outcome.accepted:
                record.clock.stop()  # not taken (no match recorded): it does not run on
                log.info("table %s: the clock's expiry was not recorded", name)
                self._changed(name)
        self._aim()

    # -- news ---------------------------------------------------------------------------------

    def _changed(self, name: str) -> None:
        self.table_changed.emit(name)
        self._push_table(name)

    def _devices(self, name: str) -> None:
        self.devices_changed.emit(name)
        self._push_table(name)

    def _doc(self, table: Table, role: Role | None) -> dict[str, Any]:
        doc = phone_state(
            table,
            role=role,
            now=self._now(),
            clock=self.clock_reading(table),
            place=self._place_of(table),
        )
        self._add_hall(doc["phone"], table.name)
        return doc

    def _add_hall(self, phone: dict[str, Any], name: str) -> None:
        """What the hall adds to a phone state: the next match, and whether the match has a
        shot clock (``clock_enabled``: the page offers its buttons only then)."""
        phone["next"] = self._next.get(name)
        record = self._clocks.get(name)
        phone["clock_enabled"] = record is not None and record.profile is not None

    def _access(self, name: str, token: str | None, open_watch: bool) -> Access | None:
        """What a reader may see: its access, or None when it may not read."""
        if token is None:
            return Access(role=None) if open_watch else None
        access = self.service.pens.check(name, token)
        return access if access.ok else None

    def _push_table(self, name: str) -> None:
        """Every WebSocket client of ``name``: its state, or the close of a token gone bad."""
        push = self._push
        if push is None:
            return
        table = self.tables.get(name)
        batch: list[tuple[int, str | None]] = []
        texts: dict[Role | None, str] = {}
        for client, (sub, token) in list(self._subs.items()):
            if sub != name:
                continue
            access = self._access(name, token, open_watch=token is None)
            if access is None:
                del self._subs[client]
                batch.append((client, None))
                continue
            if table is None:
                continue
            if access.role not in texts:
                texts[access.role] = _json({"state": self._doc(table, access.role)})
            batch.append((client, texts[access.role]))
        if batch:
            push(batch)

    def _check_watchers(self) -> None:
        """Close every WebSocket client whose token no longer opens its table."""
        push = self._push
        closed = [
            client
            for client, (name, token) in self._subs.items()
            if token is not None and not self.service.pens.check(name, token).ok
        ]
        for client in closed:
            del self._subs[client]
        if closed and push is not None:
            push([(client, None) for client in closed])

    # -- the server ---------------------------------------------------------------------------

    def attach(self, push: Callable[[list[tuple[int, str | None]]], None] | None) -> None:
        """The server's ``push(batch)``: each ``(client, text)`` to send, or ``(client,
        None)`` to close with 4403 (any thread may be given; it is called on this one)."""
        self._push = push
        self._subs.clear()
        if push is None:
            self._sweep.stop()
        else:
            self._sweep.start()

    def ask(self, ask: PhoneAsk, reply: Callable[[Reply], None]) -> None:
        """Answer ``ask`` on this thread, then ``reply(answer)`` (safe from any thread)."""
        self._asked.emit((ask, reply))

    def _answer_ask(self, item: tuple[PhoneAsk, Callable[[Reply], None]]) -> None:
        ask, reply = item
        try:
            answer = self.answer(ask)
        except Exception as exc:  # noqa: BLE001 - one request's trouble ends here
            log.warning("a phone request failed: %s: %s", type(exc).__name__, exc)
            answer = refusal(503, "not-kept", MESSAGES["not-kept"])
        reply(answer)

    def answer(self, ask: PhoneAsk) -> Reply:
        """The answer to one request (on this thread)."""
        kind, name, token = ask.kind, ask.table, ask.token
        if kind == "unwatch":
            self._subs.pop(ask.client, None)
            return Reply(200, {})
        if not valid_name(name):
            return reply_of(Answer("refused", "bad-table", MESSAGES["bad-table"]))
        if kind == "pair":
            return self._pair(ask)
        if kind in ("state", "watch"):
            return self._read(ask)
        if kind == "input":
            answer = self.service.submit(
                name,
                token,
                ask.args.get("id"),
                ask.args.get("input"),
                match=ask.args["match"],
                sent=ask.args.get("sent"),
            )
            return self._finish(name, answer)
        if kind == "clock":
            return self._clock(ask)
        if kind == "pen":
            answer = self.service.ask_pen(name, token)
            if answer.accepted:
                self._devices(name)
            return self._finish(name, answer)
        if kind == "forget":
            answer = self.service.forget(name, token)
            if answer.accepted:
                self._devices(name)
            return reply_of(answer)
        return refusal(400, "bad-request", "unknown request")

    def _finish(self, name: str, answer: Answer) -> Reply:
        """The answer with the next match in its state."""
        if answer.state is not None and "phone" in answer.state:
            self._add_hall(answer.state["phone"], name)
        return reply_of(answer)

    def _pair(self, ask: PhoneAsk) -> Reply:
        answer = self.service.pair(
            ask.table,
            ask.args.get("code"),
            ask.args.get("device"),
            watch=bool(ask.args.get("watch", False)),
            source=ask.source or None,
        )
        if answer.accepted:
            self._devices(ask.table)
        elif answer.code == "wrong-code":
            self.guessed.emit(ask.table)
        return self._finish(ask.table, answer)

    def _read(self, ask: PhoneAsk) -> Reply:
        """The table's state for a reader (``watch``: and the WebSocket client registered)."""
        name = ask.table
        table = self.tables.get(name)
        if ask.token is None and ask.open_watch:
            if table is None:
                return reply_of(Answer("refused", "no-table", MESSAGES["no-table"]))
            role: Role | None = None
        else:
            answer = self.service.state(name, ask.token)
            if not answer.accepted or table is None:
                return reply_of(answer)
            role = self.service.pens.check(name, ask.token).role
        if ask.kind == "watch":
            self._subs[ask.client] = (name, ask.token)
        state = self._doc(table, role)
        return Reply(200, {"state": state, "role": role.value if role else None})

    def _clock(self, ask: PhoneAsk) -> Reply:
        name = ask.table
        opened = self.service.state(name, ask.token)
        if not opened.accepted:
            return reply_of(opened)
        access = self.service.pens.check(name, ask.token)
        table = self.tables[name]
        why = access.write_refusal
        journal = table.journal
        if not why and (journal is None or journal.closed):
            why = "no-match"
        if not why:
            why = self.clock_action(name, str(ask.args.get("action")))
        state = self._doc(table, access.role)
        if why:
            message = CLOCK_MESSAGES.get(why) or MESSAGES.get(why, why)
            return refusal(409, why, message, state)
        return Reply(
            200,
            {"status": "accepted", "code": "", "message": "", "state": state, "role": opened.role},
        )


def _json(doc: Mapping[str, Any]) -> str:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
