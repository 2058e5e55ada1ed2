"""The venue's phone tables on the windows' thread: :class:`PhoneHall`, the Qt adapter of a
:class:`~scoreboard.service.hall.Hall` and its :class:`~scoreboard.service.phone_front.PhoneFront`.

The hall (Qt-free) owns the tables scored from phones (``<data>/phone-tables``), their shot
clocks and their links to the history; the front answers the phones' requests. This adds what
needs Qt and nothing more: the one timer aimed at the hall's nearest clock deadline (an expiry
is a slow-play foul the hall submits through the table), the sweep that closes the WebSocket
clients whose token went bad, the retry of what the history refused, the queued signal that
brings each request from the server's thread here, and the hall's news as Qt signals.

The server thread (:mod:`ui.web.phone_routes`) never touches a table: it hands each request to
this thread through :meth:`PhoneHall.ask` (a queued signal) with a ``reply`` callable, which
is called here with the answer once the table has judged it and the journal line is written;
``reply`` itself hands the answer back to the server's loop.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from scoreboard.match.match import MatchConfig
from scoreboard.phones.asks import PhoneAsk, Reply, refusal
from scoreboard.phones.service import MESSAGES, Answer, PhoneService
from scoreboard.service.hall import MAX_NEXT, Hall
from scoreboard.service.history_link import HallHistory
from scoreboard.service.phone_front import FrontNews, PhoneFront
from scoreboard.table.shot_clock import ClockProfile
from scoreboard.table.state import ClockReading, Place
from scoreboard.table.table import Table
from scoreboard.table.tables import Tables
from ui.adapters.hall_driver import HallDriver
from ui.adapters.hall_driver import weakly as _weakly

__all__ = ["MAX_NEXT", "PhoneHall"]

log = logging.getLogger("pool-scoreboard.phones")

#: Every this many milliseconds the WebSocket clients' tokens are checked again (a token
#: revoked by any way is closed within this).
SWEEP_MS = 2000
#: Every this many milliseconds what the history refused (a won match's store) is tried again.
RETRY_MS = 20000


class PhoneHall(QObject):
    """The phone tables of a venue, their devices and their shot clocks (see the module).

    ``clock_profile``: the shot clock a match opened without one named plays with (None: no
    clock); ``place``: the venue's identifier and name for the state documents; ``history``:
    the history the tables' won matches are stored in (None: none)."""

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
        history: HallHistory | None = None,
        driver: HallDriver | None = None,
    ) -> None:
        super().__init__(parent)
        self._sweep = QTimer(self)
        self._sweep.setInterval(SWEEP_MS)
        self._retry = QTimer(self)
        self._retry.setInterval(RETRY_MS)
        if driver is None:  # a hall of phone tables alone
            driver = HallDriver(Hall(Path(folder), now=now, serving=False), self)
        #: The app's one hall (the window's table hosted there too) and its timer.
        self.driver = driver
        self.hall = driver.hall
        if Path(folder) != self.hall.folder:
            raise ValueError(f"{folder}: not the hall's folder ({self.hall.folder})")
        self.hall.clock_profile = clock_profile
        if place is not None:
            self.hall.place = place
        driver.table_changed.connect(self._changed)
        driver.match_won.connect(self._won)
        self.hall.serve(history)
        self.front = PhoneFront(
            self.hall, FrontNews(devices=_weakly(self._devices), guessed=_weakly(self._guessed))
        )
        self._sweep.timeout.connect(self.front.check_watchers)
        self._retry.timeout.connect(self.hall.retry_history)
        self._asked.connect(self._answer_ask, Qt.ConnectionType.QueuedConnection)
        if history is not None:
            self._retry.start()

    # -- what the hall holds ------------------------------------------------------------------

    @property
    def folder(self) -> Path:
        return self.hall.folder

    @property
    def tables(self) -> Tables:
        return self.hall.tables

    @property
    def service(self) -> PhoneService:
        return self.front.service

    @property
    def resumed(self) -> dict[str, Any]:
        """What each table resumed at start read from its journal, by name."""
        return self.hall.resumed

    @property
    def clock_profile(self) -> ClockProfile | None:
        return self.hall.clock_profile

    @clock_profile.setter
    def clock_profile(self, profile: ClockProfile | None) -> None:
        self.hall.clock_profile = profile

    @property
    def place(self) -> Place:
        return self.hall.place

    @place.setter
    def place(self, place: Place) -> None:
        self.hall.place = place

    # -- the desk -----------------------------------------------------------------------------

    def open_match(
        self, name: str, config: MatchConfig, *, clock: ClockProfile | None | str = "default"
    ) -> Table:
        """:meth:`Hall.open_match <scoreboard.service.hall.Hall.open_match>`."""
        return self.hall.open_match(name, config, clock=clock)

    def hold(self, names: Iterable[str]) -> None:
        """Hold the phone tables ``names``, with no match if new."""
        self.hall.hold(names)

    def put_away(self, name: str) -> Path | None:
        """Table ``name``'s won match is over for the table: archived once stored."""
        return self.hall.put_away(name)

    def close_match(self, name: str, status: str = "finished") -> Path | None:
        """Close table ``name``'s journal (a won match put away, stored first)."""
        return self.hall.close_match(name, status)

    def set_next(self, name: str, info: dict[str, Any] | None) -> None:
        """What the phones of ``name`` show as the next match (None: nothing)."""
        self.hall.set_next(name, info)

    def new_code(self, name: str) -> str:
        """A new pairing code for ``name``."""
        return self.front.new_code(name)

    def approve_handover(self, name: str, ref: str) -> Answer:
        """Hand the pen of ``name`` to device ``ref``; its phones are told."""
        return self.front.approve_handover(name, ref)

    def revoke(self, ref: str) -> Answer:
        """Revoke the device ``ref``; its WebSocket is closed (code 4403)."""
        return self.front.revoke(ref)

    def clock_action(self, name: str, action: str, player: int | None = None) -> str:
        """Do ``action`` to table ``name``'s shot clock: "" when done, else the code."""
        return self.hall.clock_action(name, action, player)

    def clock_reading(self, table: Table) -> ClockReading | None:
        """The shot clock of ``table`` as the state document carries it (None: no clock)."""
        return self.hall.clock_reading(table)

    def release(self) -> None:
        """At exit: every table's match put away (a won one stored is archived; each other
        stays resumable) and the timers stopped."""
        self._sweep.stop()
        self._retry.stop()
        self.front.attach(None)
        self.hall.release()

    # -- Qt -----------------------------------------------------------------------------------

    def _changed(self, name: str) -> None:
        if name in self.hall.tables:  # a phone table (not the window's, hosted there too)
            self.table_changed.emit(name)
            self.front.push_table(name)

    def _won(self, name: str) -> None:
        if name in self.hall.tables:
            self.match_won.emit(name)

    def _devices(self, name: str) -> None:
        self.devices_changed.emit(name)

    def _guessed(self, name: str) -> None:
        self.guessed.emit(name)

    def attach(self, push: Callable[[list[tuple[int, str | None]]], None] | None) -> None:
        """The server's ``push(batch)``: each ``(client, text)`` to send, or ``(client,
        None)`` to close with 4403 (any thread may be given; it is called on this one)."""
        self.front.attach(push)
        if push is None:
            self._sweep.stop()
        else:
            self._sweep.start()

    def ask(self, ask: PhoneAsk, reply: Callable[[Reply], None]) -> None:
        """Answer ``ask`` on this thread, then ``reply(answer)`` (safe from any thread)."""
        self._asked.emit((ask, reply))

    @Slot(object)  # emitted on the server's thread: a slot Qt knows, queued to this one
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
        return self.front.answer(ask)
