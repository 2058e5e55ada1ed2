"""The phones' side of a hall, without Qt: :class:`PhoneFront` answers the phone server's asks
on a :class:`~scoreboard.service.hall.Hall`'s tables.

It holds the hall's :class:`~scoreboard.phones.service.PhoneService` (pairing, tokens, a phone's
records judged on its table) and the WebSocket clients registered for each table, pushed the
table's phone state on every change through the ``push`` callable the server attaches
(:meth:`PhoneFront.attach`). Every method runs on the one thread that owns the hall (the
windows' thread in the app): the server thread hands it each ask (:mod:`scoreboard.phones.asks`)
and gets the :class:`~scoreboard.phones.asks.Reply` back.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from scoreboard.phones.asks import CLOCK_MESSAGES, PhoneAsk, Reply, refusal, reply_of
from scoreboard.phones.pens import Access, Role
from scoreboard.phones.service import MESSAGES, Answer, PhoneService, phone_state
from scoreboard.service.hall import Hall
from scoreboard.table.table import Table
from scoreboard.table.tables import valid_name

__all__ = ["FrontNews", "PhoneFront", "Push"]

#: The server's push: each ``(client, text)`` to send, or ``(client, None)`` to close (4403).
Push = Callable[[list[tuple[int, str | None]]], None]


def _ignore(*_args: object) -> None:
    return None


@dataclass
class FrontNews:
    """Who hears the phones' side: a table's devices changed (a pairing, the pen moved, a
    revocation), a wrong pairing code was sent for a table."""

    devices: Callable[[str], object] = _ignore
    guessed: Callable[[str], object] = _ignore


class PhoneFront:
    """The phone requests of ``hall``'s tables, answered (see the module)."""

    def __init__(self, hall: Hall, news: FrontNews | None = None) -> None:
        self.hall = hall
        self.news = news or FrontNews()
        self.service = PhoneService(
            hall.tables, clock=hall.clock_reading, place=hall.place_of, now=hall.now
        )
        self._subs: dict[int, tuple[str, str | None]] = {}  # client -> (table, token)
        self._push: Push | None = None

    # -- the desk -----------------------------------------------------------------------------

    def new_code(self, name: str) -> str:
        """A new pairing code for ``name`` (the old one no longer pairs; its guessing ends)."""
        code = self.service.new_code(name)
        self.news.guessed(name)
        return code

    def approve_handover(self, name: str, ref: str) -> Answer:
        """Hand the pen of ``name`` to device ``ref``; its phones are told."""
        answer = self.service.approve_handover(name, ref)
        self.devices(name)
        return answer

    def revoke(self, ref: str) -> Answer:
        """Revoke the device ``ref``; its WebSocket is closed (code 4403)."""
        device = next((d for d in self.service.devices() if d.ref == ref), None)
        answer = self.service.revoke(ref)
        if device is not None:
            self.devices(device.table)
        return answer

    # -- news ---------------------------------------------------------------------------------

    def devices(self, name: str) -> None:
        self.news.devices(name)
        self.push_table(name)

    def doc(self, table: Table, role: Role | None) -> dict[str, Any]:
        """The phone state of ``table`` for ``role``, with what the hall adds."""
        doc = phone_state(
            table,
            role=role,
            now=self.hall.now(),
            clock=self.hall.clock_reading(table),
            place=self.hall.place_of(table),
        )
        self._add_hall(doc["phone"], table.name)
        return doc

    def _add_hall(self, phone: dict[str, Any], name: str) -> None:
        """What the hall adds to a phone state: the next match, and whether the match has a
        shot clock (``clock_enabled``: the page offers its buttons only then)."""
        phone["next"] = self.hall.next.get(name)
        phone["clock_enabled"] = self.hall.clock_enabled(name)

    def _access(self, name: str, token: str | None, open_watch: bool) -> Access | None:
        """What a reader may see: its access, or None when it may not read."""
        if token is None:
            return Access(role=None) if open_watch else None
        access = self.service.pens.check(name, token)
        return access if access.ok else None

    def push_table(self, name: str) -> None:
        """Every WebSocket client of ``name``: its state, or the close of a token gone bad."""
        push = self._push
        if push is None:
            return
        table = self.hall.tables.get(name)
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
                texts[access.role] = _json({"state": self.doc(table, access.role)})
            batch.append((client, texts[access.role]))
        if batch:
            push(batch)

    def check_watchers(self) -> None:
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

    def attach(self, push: Push | None) -> None:
        """The server's ``push(batch)`` (None: detached); the clients registered are let go."""
        self._push = push
        self._subs.clear()

    def answer(self, ask: PhoneAsk) -> Reply:
        """The answer to one request."""
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
                after=ask.args.get("after"),
            )
            return self._finish(name, answer)
        if kind == "clock":
            return self._pen_act(ask, self._clock)
        if kind == "confirm":
            return self._pen_act(ask, self._confirm)
        if kind in ("pen", "forget"):
            ask_for = self.service.ask_pen if kind == "pen" else self.service.forget
            answer = ask_for(name, token)
            if answer.accepted:
                self.devices(name)
            return self._finish(name, answer) if kind == "pen" else reply_of(answer)
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
            self.devices(ask.table)
        elif answer.code == "wrong-code":
            self.news.guessed(ask.table)
        return self._finish(ask.table, answer)

    def _read(self, ask: PhoneAsk) -> Reply:
        """The table's state for a reader (``watch``: and the WebSocket client registered)."""
        name = ask.table
        table = self.hall.tables.get(name)
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
        state = self.doc(table, role)
        return Reply(200, {"state": state, "role": role.value if role else None})

    def _pen_act(self, ask: PhoneAsk, act: Callable[[PhoneAsk, Table], str]) -> Reply:
        """What only the pen may do to a table's open match (``act``: "" when done, else the
        code of its refusal), answered with the table's state."""
        name = ask.table
        opened = self.service.state(name, ask.token)
        if not opened.accepted:
            return reply_of(opened)
        access = self.service.pens.check(name, ask.token)
        table = self.hall.tables[name]
        why = access.write_refusal
        journal = table.journal
        if not why and (journal is None or journal.closed):
            why = "no-match"
        if not why:
            why = act(ask, table)
        state = self.doc(table, access.role)
        if why:
            message = CLOCK_MESSAGES.get(why) or MESSAGES.get(why, why)
            return refusal(409, why, message, state)
        return Reply(
            200,
            {"status": "accepted", "code": "", "message": "", "state": state, "role": opened.role},
        )

    def _clock(self, ask: PhoneAsk, table: Table) -> str:
        return self.hall.clock_action(table.name, str(ask.args.get("action")))

    def _confirm(self, ask: PhoneAsk, table: Table) -> str:
        """The players confirm the won match's result: it is put away (no longer correctable
        from the phones), as when the next match starts on the table."""
        journal = table.journal
        match = ask.args.get("match")
        if journal is None or (match is not None and match != journal.match_id):
            return "other-match"
        if table.snapshot.winner is None:
            return "not-won"
        self.hall.put_away(table.name)
        return ""


def _json(doc: Mapping[str, Any]) -> str:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
