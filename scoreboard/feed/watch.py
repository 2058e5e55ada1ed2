"""A read-only view of a venue: every table's state and online flag, the desk's competition
(its bracket or standings) and its league night (the night's score and the division's
standings), for the hall's screens (the venue board window, the ``/overlay/venue`` and
``/overlay/league`` pages). It subscribes and never publishes."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

from scoreboard.feed import topics
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
from scoreboard.feed.desk import TableView

VENUE_FORMAT = "pool-scoreboard-venue"
MAX_TABLES = 64


class VenueWatch:
    def __init__(
        self,
        address: Address,
        venue: str,
        sink: Sink,
        *,
        on_change: Callable[[int], None] | None = None,
    ) -> None:
        self.venue = venue
        self.on_change = on_change
        self.tables: dict[int, TableView] = {}
        #: the desk's latest competition message (checked), None when it has none open
        self.competition: dict[str, Any] | None = None
        #: the desk's latest league night (checked), None when it has none open
        self.league: dict[str, Any] | None = None
        self.online = False
        self.rejected = 0
        self.connection = Connection(
            address,
            f"pool-scoreboard-{venue}-board-{uuid.uuid4().hex[:8]}",
            sink,
            venue=venue,
            subscriptions=[
                (topics.venue_filter(venue, "state"), 0),
                (topics.venue_filter(venue, "online"), 1),
                (topics.competition_topic(venue), 1),
                (topics.league_topic(venue), 1),
            ],
        )

    def start(self) -> None:
        self.connection.start()

    def stop(self) -> None:
        self.connection.stop()
        self.online = False

    def handle(self, event: Event) -> None:
        if isinstance(event, Connected):
            self.online = True
            if self.on_change is not None:
                self.on_change(0)
        elif isinstance(event, Disconnected):
            was, self.online = self.online, False
            for seen in self.tables.values():
                seen.online = None  # unknown until the table speaks again
            if was and self.on_change is not None:
                self.on_change(0)
        elif isinstance(event, Rejected):
            self.rejected += event.count
        elif isinstance(event, Received) and event.kind == topics.COMPETITION:
            self.competition = None if event.data.get("cleared") is True else event.data
            if self.on_change is not None:
                self.on_change(0)
        elif isinstance(event, Received) and event.kind == topics.LEAGUE:
            self.league = None if event.data.get("cleared") is True else event.data
            if self.on_change is not None:
                self.on_change(0)
        elif isinstance(event, Received) and event.kind in ("state", "online"):
            view = self.tables.get(event.table)
            if view is None:
                if len(self.tables) >= MAX_TABLES:
                    return  # a venue has no more tables than this: the rest is noise
                view = self.tables[event.table] = TableView(event.table)
            if event.kind == "state":
                view.state = event.data
            else:
                view.online = bool(event.data["online"])
            if self.on_change is not None:
                self.on_change(event.table)

    def document(self) -> dict[str, Any]:
        """The venue as ``/api/v1/venue`` serves it: whether the broker is reached, each
        table's number, online flag (null: unknown, e.g. while the broker is lost), status
        (``online``, ``offline``, ``unknown``) and state document, and the desk's competition
        and league night messages or null (see docs/venue-feed.md)."""
        return {
            "format": VENUE_FORMAT,
            "version": 1,
            "venue": self.venue,
            "connected": self.online,
            "tables": [
                {"number": n, "online": v.online, "status": v.status, "state": v.state}
                for n, v in sorted(self.tables.items())
            ],
            "competition": self.competition,
            "league": self.league,
        }

    def league_document(self) -> dict[str, Any] | None:
        """The desk's league night as the hall's screens show it (None: none open)."""
        return self.league

    def state_of(self, table: object) -> dict[str, Any] | None:
        """Table ``table``'s state document, None for anything but a table number it knows
        (a number is parsed by whoever reads it, ASCII digits only: see ui/web/core.py)."""
        if not topics.valid_table(table):
            return None
        view = self.tables.get(table)  # type: ignore[call-overload]
        return view.state if view is not None else None
