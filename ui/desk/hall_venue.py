"""The venue as the desk's machine serves it to ``/overlay/venue`` and ``/api/v1/venue``: the
tables the desk sees (the phone tables, and the venue feed's when the desk is on it), the
competition open at the desk, and the players called to a phone table ("Table 7: A vs B").

It answers the overlay server's venue asks (``document()`` and ``state_of(n)``, on the
windows' thread) as a :class:`~scoreboard.feed.watch.VenueWatch` does, in the same document
(docs/venue-feed.md), with ``calls`` added: ``[{"table": 7, "players": ["A", "B"]}]``, and
``league``: the league night open at the desk (:func:`scoreboard.league.live.live_night`), or
null.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scoreboard.competition import Competition
from scoreboard.feed import topics
from scoreboard.feed.desk import TableView, competition_message
from scoreboard.feed.watch import MAX_TABLES, VENUE_FORMAT

#: Calls listed at most (a venue has no more tables than the page shows).
MAX_CALLS = MAX_TABLES


class HallVenue:
    """``tables`` the desk's tables as they are now, ``competition`` the one open at the
    desk, ``calls`` the players called to a table (number, the two names); ``venue`` the
    venue's id (empty without a feed); ``connected`` whether the tables' states can be
    trusted (False while the desk's feed has lost its broker); ``league`` the league night
    open at the desk."""

    def __init__(
        self,
        tables: Callable[[], dict[int, TableView]],
        competition: Callable[[], Competition | None],
        calls: Callable[[], list[tuple[int, tuple[str, str]]]],
        *,
        venue: Callable[[], str] = lambda: "",
        connected: Callable[[], bool] = lambda: True,
        league: Callable[[], dict[str, Any] | None] = lambda: None,
    ) -> None:
        self._tables = tables
        self._competition = competition
        self._calls = calls
        self._venue = venue
        self._connected = connected
        self._league = league

    def document(self) -> dict[str, Any]:
        """The venue document (see the module)."""
        views = self._tables()
        c = self._competition()
        return {
            "format": VENUE_FORMAT,
            "version": 1,
            "venue": self._venue(),
            "connected": self._connected(),
            "tables": [
                {"number": n, "online": v.online, "status": v.status, "state": v.state}
                for n, v in sorted(views.items())[:MAX_TABLES]
            ],
            "competition": competition_message(c) if c is not None else None,
            "calls": [
                {"table": n, "players": list(players)} for n, players in self._calls()[:MAX_CALLS]
            ],
            "league": self.league_document(),
        }

    def league_document(self) -> dict[str, Any] | None:
        """The league night open at the desk, as the hall's screens show it (None: none)."""
        return self._league()

    def state_of(self, table: object) -> dict[str, Any] | None:
        """Table ``table``'s state document, None for anything but a table number it has."""
        if not topics.valid_table(table):
            return None
        assert isinstance(table, int)
        view = self._tables().get(table)
        return view.state if view is not None else None
