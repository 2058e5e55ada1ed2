"""Scoring a table from a phone, without Qt, threads or a network: what the app's server calls.

A phone pairs with a table by its code (:meth:`PhoneService.pair`: a token for that table,
the pen or a watcher's, see :mod:`scoreboard.phones.pens`), then sends each input it enters as the
journal keeps it (``Input.to_dict``), with an id it made (:data:`~scoreboard.files.shapes.INPUT_ID`)
and the match it was entered on (:meth:`PhoneService.submit`). The app judges it on that
table's :class:`~scoreboard.table.table.Table`, writes it to that table's journal with fsync, and only
then answers, with the new state. Every view of the table (the desk, the boards, the overlay)
hears of it as of any other record: the table tells its watchers.

Every answer is an :class:`Answer`; nothing a phone sends raises, and nothing is written unless
the token holds that table's pen and the table accepts the record. In order, a write is refused:

* ``bad-table`` / ``no-table``: not a table's name, or no table of that name is in play;
* ``bad-token``, ``unknown-token``, ``revoked``, ``wrong-table``: the token opens nothing here
  (:attr:`Answer.forbidden`; the server answers 403, with no state);
* ``bad-id``: not an id;
* (an id already recorded on the table is answered as accepted, code ``already-recorded``,
  with the state as it is: a resend is never recorded twice, also after a restart, since the
  ids are in the journal; and also when the pen has moved since)
* ``pen-moved`` (the device held the pen and another took it) or ``not-the-pen`` (a watcher);
* ``no-match``: the table's match is not being recorded (it was closed at the desk);
* ``other-match``: the input was entered on another match than the one in play;
* ``moved-on``: the input names the state it was made on (``after``: the number of records
  of the match's journal then) and the journal has moved on from it (a double tap, an entry
  queued behind one the app refused);
* then the table's own refusals (``bad-record``, the rules' codes, ``no-match``), and
  ``not-kept`` when the disk refused the journal line (nothing changed).

The state in an answer (:func:`phone_state`) is the state document of :mod:`scoreboard.table.state`
(what the overlay serves) with a ``phone`` part: the table, the match's id, the number of
records of its journal, the device's role, and ``entry``: the engine's
:class:`~rules.core.EntryHints` for the next shot, field by field, with what the rack allows
(push out, safety). The page draws its buttons from these and holds no rules.

One object serves every table of a venue; it is not locked: the server calls it from the one
thread that owns the tables.

>>> import tempfile
>>> from scoreboard.match.match import MatchConfig
>>> from scoreboard.table.tables import Tables
>>> tables = Tables(tempfile.mkdtemp())
>>> table = tables.open("7", MatchConfig(discipline="nine-ball", breaker=0))
>>> phones = PhoneService(tables)
>>> paired = phones.pair("7", phones.code("7"), "phone-a")
>>> paired.accepted, paired.role
(True, 'pen')
>>> match = paired.state["phone"]["match_id"]
>>> shot = {"kind": "shot", "shot": {"rails": 4}}
>>> phones.submit("7", paired.token, "tap-00000001", shot, match=match).accepted
True
>>> again = phones.submit("7", paired.token, "tap-00000001", shot, match=match)
>>> again.code, len(table.inputs)
('already-recorded', 1)
>>> phones.submit("7", "x" * 43, "tap-00000002", shot).code
'unknown-token'
>>> tables.release()
"""

from __future__ import annotations

import dataclasses
import enum
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from scoreboard.files.shapes import INPUT_ID
from scoreboard.phones.pens import Access, Device, Guessing, Pens, Role
from scoreboard.table.state import ClockReading, Place, state_document
from scoreboard.table.table import Outcome, Status, Table
from scoreboard.table.tables import Tables, valid_name

__all__ = ["FORBIDDEN", "Answer", "PhoneService", "entry_document", "phone_state"]

#: The refusals of a token that opens nothing on the table asked (the server's 403).
FORBIDDEN = frozenset({"bad-token", "unknown-token", "revoked", "wrong-table"})

#: What each refusal of the service says (the page shows its own words for the code).
MESSAGES = {
    "bad-table": "not a table's name",
    "no-table": "no match is in play on this table",
    "bad-token": "not a token",
    "unknown-token": "this device is not paired with this table",
    "revoked": "this device was unpaired at the desk",
    "wrong-table": "this device is paired with another table",
    "bad-id": "an id is 8 to 64 letters, digits, - or _",
    "pen-moved": "another device took the pen: this entry was not recorded",
    "not-the-pen": "this device watches: ask the desk for the pen",
    "no-match": "no match is being recorded on this table",
    "other-match": "this entry was made on another match: it was not recorded",
    "moved-on": "the table moved on from the state this entry was made on: it was not recorded",
    "not-won": "the match is not won: there is no result to confirm",
    "bad-device": "not a device's name",
    "bad-code": "a pairing code is six digits",
    "wrong-code": "wrong pairing code",
    "paused": "too many wrong codes: wait before trying again",
    "too-many-devices": "too many devices are paired with this table",
    "unknown-device": "no such device on this table",
    "not-kept": "the disk did not keep it: nothing changed",
}


@dataclass(frozen=True, slots=True)
class Answer:
    """What the service answers a phone or the desk.

    ``status`` is ``accepted``, ``refused`` or ``not-kept`` (:class:`~scoreboard.table.table.Status`'s
    values); ``code`` says why (or ``already-recorded`` for a resend); ``state`` is
    :func:`phone_state` for a device that may read the table (None for a token that opens
    nothing). ``token``, ``ref`` and ``role`` come with a pairing; ``retry_after`` with a
    pause of the pairing."""

    status: str
    code: str = ""
    message: str = ""
    state: dict[str, Any] | None = None
    token: str | None = None
    ref: str | None = None
    role: str | None = None
    retry_after: float = 0.0

    @property
    def accepted(self) -> bool:
        return self.status == Status.ACCEPTED.value

    @property
    def forbidden(self) -> bool:
        """The token opens nothing on this table (the server answers 403)."""
        return self.code in FORBIDDEN

    def to_dict(self) -> dict[str, Any]:
        """The answer as the server sends it (JSON); ``token`` only with a pairing."""
        out: dict[str, Any] = {"status": self.status, "code": self.code, "message": self.message}
        for key in ("state", "token", "ref", "role"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.retry_after:
            out["retry_after"] = round(self.retry_after, 1)
        return out


def _refused(code: str, state: dict[str, Any] | None = None, **kw: Any) -> Answer:
    return Answer(Status.REFUSED.value, code, MESSAGES.get(code, code), state, **kw)


def _plain(value: object) -> object:
    """A hint's value as JSON: an enum by its value, a set sorted, a tuple as a list."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, frozenset | set):
        return sorted(_plain(v) for v in value)  # type: ignore[type-var]
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def entry_document(table: Table) -> dict[str, Any]:
    """What the entry of the next record needs, from the engine: every field of the rack's
    :class:`~rules.core.EntryHints` (sets as sorted lists, enums by value) and what the rack
    allows (``push_out_allowed``, ``safety_allowed``, ``breaking``), and whether an undo or a
    redo can be made (never on a match no longer written: put away, or closed)."""
    snap = table.snapshot
    hints = snap.rack.hints
    journal = table.journal
    open_ = journal is not None and not journal.closed  # a match put away is not corrected
    out: dict[str, Any] = {
        f.name: _plain(getattr(hints, f.name)) for f in dataclasses.fields(hints)
    }
    out.update(
        breaking=snap.rack.breaking,
        push_out_allowed=snap.rack.push_out_allowed,
        safety_allowed=snap.rack.safety_allowed,
        can_undo=open_ and snap.can_undo,
        can_redo=open_ and snap.can_redo,
    )
    return out


def phone_state(
    table: Table,
    *,
    role: Role | None,
    now: float,
    clock: ClockReading | None = None,
    place: Place | None = None,
) -> dict[str, Any]:
    """The state a phone draws: the state document (its ``seq`` the number of records in the
    table's journal) and ``phone``: ``table``, ``match_id`` (None: no journal), ``records``,
    ``role`` (``pen``, ``watcher``), ``set_up`` and ``entry`` (:func:`entry_document`)."""
    journal = table.journal
    records = journal.count if journal is not None else len(table.inputs)
    doc = state_document(table.snapshot, seq=records, now=now, clock=clock, place=place)
    doc["phone"] = {
        "table": table.name,
        "match_id": journal.match_id if journal is not None else None,
        "records": records,
        "role": role.value if role is not None else None,
        "set_up": table.set_up,
        "entry": entry_document(table),
    }
    return doc


class PhoneService:
    """The phones of one venue: its :class:`~scoreboard.table.tables.Tables` and their
    :class:`~scoreboard.phones.pens.Pens` (by default the grants' file in the tables' folder).

    ``clock(table)`` gives the shot clock's reading for a table's state, ``place(table)``
    where it is (both optional); ``now()`` is the wall-clock time of the state documents."""

    def __init__(
        self,
        tables: Tables,
        pens: Pens | None = None,
        *,
        clock: Callable[[Table], ClockReading | None] | None = None,
        place: Callable[[Table], Place | None] | None = None,
        now: Callable[[], float] = time.time,
    ) -> None:
        self.tables = tables
        self.pens = pens if pens is not None else Pens.in_folder(tables.folder)
        self._clock = clock
        self._place = place
        self._now = now

    # -- reading ------------------------------------------------------------------------------

    def _table(self, name: object) -> Table | str:
        if not isinstance(name, str) or not valid_name(name):
            return "bad-table"
        table = self.tables.get(name)
        return table if table is not None else "no-table"

    def _state(self, table: Table, role: Role | None) -> dict[str, Any]:
        return phone_state(
            table,
            role=role,
            now=self._now(),
            clock=self._clock(table) if self._clock is not None else None,
            place=self._place(table) if self._place is not None else None,
        )

    def _open(self, name: object, token: object) -> tuple[Table, Access] | Answer:
        """The table and what the token may do there, or the refusal."""
        table = self._table(name)
        if isinstance(table, str):
            return _refused(table)
        access = self.pens.check(name, token)
        if not access.ok:
            return _refused(access.code)
        return table, access

    def state(self, table: object, token: object) -> Answer:
        """The table's state for a device paired with it (pen or watcher)."""
        opened = self._open(table, token)
        if isinstance(opened, Answer):
            return opened
        t, access = opened
        return Answer(Status.ACCEPTED.value, state=self._state(t, access.role), role=_role(access))

    # -- pairing ------------------------------------------------------------------------------

    def code(self, table: str) -> str:
        """The pairing code the desk shows for ``table`` (ValueError: not a table's name)."""
        return self.pens.code(table)

    def new_code(self, table: str) -> str:
        """A new pairing code for ``table``; the old one no longer pairs, and the table's
        guessing ends."""
        return self.pens.new_code(table)

    def guessing(self, table: str) -> Guessing | None:
        """The wrong codes sent for ``table`` since the desk last made its code (None: none)."""
        return self.pens.guessing(table)

    def pair(
        self,
        table: object,
        code: object,
        device: object,
        *,
        watch: bool = False,
        source: str | None = None,
    ) -> Answer:
        """Pair ``device`` (the phone's name, as the desk lists it) with ``table`` by the code
        the desk shows: the answer carries the token (kept by the phone), its ``ref`` (what
        the desk calls it), the role and the state. ``watch``: as a watcher (the pen stays
        where it is). ``source``: whom wrong codes count against, and who alone they
        pause (the phone's address; by default the device's name). Only a table in play can be paired with."""
        found = self._table(table)
        if isinstance(found, str):
            return _refused(found)
        paired = self.pens.pair(table, code, device, watch=watch, source=source)
        if not paired.ok:
            if paired.code == "not-kept":
                return Answer(Status.NOT_KEPT.value, "not-kept", MESSAGES["not-kept"])
            return _refused(paired.code, retry_after=paired.retry_after)
        assert paired.role is not None
        return Answer(
            Status.ACCEPTED.value,
            state=self._state(found, paired.role),
            token=paired.token,
            ref=paired.ref,
            role=paired.role.value,
        )

    def ask_pen(self, table: object, token: object) -> Answer:
        """A watcher asks the desk for the pen (the desk sees ``asking`` in :meth:`devices`
        and answers with :meth:`approve_handover`)."""
        opened = self._open(table, token)
        if isinstance(opened, Answer):
            return opened
        t, _ = opened
        access = self.pens.ask(table, token)
        return Answer(Status.ACCEPTED.value, state=self._state(t, access.role), role=_role(access))

    def forget(self, table: object, token: object) -> Answer:
        """The phone unpairs itself (its token is revoked)."""
        opened = self._open(table, token)
        if isinstance(opened, Answer):
            return opened
        self.pens.forget(table, token)
        return Answer(Status.ACCEPTED.value)

    # -- the desk -----------------------------------------------------------------------------

    def devices(self, table: str | None = None) -> tuple[Device, ...]:
        """The devices paired with ``table`` (or with any table), for the desk."""
        return self.pens.devices(table)

    def approve_handover(self, table: str, ref: str) -> Answer:
        """The desk hands the pen of ``table`` to the device ``ref`` (no code needed)."""
        return self._desk(self.pens.approve(table, ref))

    def revoke(self, ref: str) -> Answer:
        """The desk revokes the token ``ref``: from now on it opens nothing, after a restart
        too (``not-kept``: revoked now, but the file could not be written yet)."""
        return self._desk(self.pens.revoke(ref))

    @staticmethod
    def _desk(code: str) -> Answer:
        if not code:
            return Answer(Status.ACCEPTED.value)
        if code == "not-kept":
            return Answer(Status.NOT_KEPT.value, code, MESSAGES[code])
        return _refused(code)

    # -- writing ------------------------------------------------------------------------------

    def submit(
        self,
        table: object,
        token: object,
        id: object,
        data: object,
        *,
        match: object = None,
        sent: object = None,
        after: int | None = None,
    ) -> Answer:
        """Judge the record ``data`` (its journal form) sent with ``token`` and the phone's
        ``id`` for it on ``table``, write it to the table's journal, then answer with the new
        state (see the module for the refusals, in order). ``match``: the match id the input
        was entered on (the state's ``phone.match_id``); an input entered on another match is
        refused. The server always gives it; None does not check. ``sent``: the phone's clock
        when it sent the entry, which puts the entry's ``time`` (the phone's clock at the tap)
        on the app's clock (:func:`on_app_clock`). ``after``: the number of records of the
        journal the input was made on; it is recorded only if the journal still has that
        many (None: whatever it has)."""
        opened = self._open(table, token)
        if isinstance(opened, Answer):
            return opened
        t, access = opened
        role = _role(access)
        try:
            INPUT_ID.check(id)
        except ValueError:
            return _refused("bad-id", self._state(t, access.role), role=role)
        assert isinstance(id, str)
        if t.recorded(id):
            return Answer(
                Status.ACCEPTED.value,
                "already-recorded",
                "already recorded",
                self._state(t, access.role),
                role=role,
            )
        refusal = access.write_refusal
        if refusal:
            return _refused(refusal, self._state(t, access.role), role=role)
        journal = t.journal
        if journal is None or journal.closed:
            # a match closed (stored, or abandoned) is no longer written: nothing it takes
            # would be kept
            return _refused("no-match", self._state(t, access.role), role=role)
        if match is not None and match != journal.match_id:
            return _refused("other-match", self._state(t, access.role), role=role)
        if after is not None and after != journal.count:
            return _refused("moved-on", self._state(t, access.role), role=role)
        outcome = t.submit_data(on_app_clock(data, sent, self._now()), id=id)
        return self._answer(t, access, outcome)

    def _answer(self, table: Table, access: Access, outcome: Outcome) -> Answer:
        return Answer(
            outcome.status.value,
            outcome.code,
            outcome.message,
            self._state(table, access.role),
            role=_role(access),
        )


#: An entry's time kept from its phone goes back at most this far (seconds): a phone that
#: kept a tap longer, or whose clock is wrong, gets the time it arrived.
MAX_ENTRY_AGE = 6 * 3600.0


def _seconds(value: object) -> float | None:
    """A JSON number of seconds, or None (a bool, a string, NaN or an infinity are not)."""
    if type(value) is int or type(value) is float:
        number = float(value)
        return number if math.isfinite(number) else None
    return None


def on_app_clock(data: object, sent: object, now: float) -> object:
    """The record ``data`` with its ``time`` on the app's clock. A phone stamps each tap with
    its own clock (``time``) and each sending with it too (``sent``); the difference of
    ``sent`` and ``now`` is how far the phone's clock is from the app's, so a tap kept on
    the phone while it was offline keeps the moment it was made. A time missing, not a
    number, later than ``now`` or older than :data:`MAX_ENTRY_AGE` becomes ``now``. Anything
    but a record is returned as it is (the table refuses it).

    >>> on_app_clock({"kind": "undo", "time": 100.0}, 160.0, 1000.0)  # the phone 840 s behind
    {'kind': 'undo', 'time': 940.0}
    >>> on_app_clock({"kind": "undo", "time": 5e9}, None, 1000.0)
    {'kind': 'undo', 'time': 1000.0}
    """
    if not isinstance(data, dict):
        return data
    tapped, offset = _seconds(data.get("time")), _seconds(sent)
    if tapped is not None and offset is not None:
        tapped += now - offset
    if tapped is None or not now - MAX_ENTRY_AGE <= tapped <= now:
        tapped = now
    return {**data, "time": round(tapped, 3)}


def _role(access: Access) -> str | None:
    return access.role.value if access.role is not None else None
