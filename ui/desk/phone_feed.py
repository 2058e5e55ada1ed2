"""The phone tables on the venue feed, as tables: while the desk is on the feed and phone
scoring is on, each phone table ``N`` publishes its state (retained) and its online flag on
``table/N/…`` like a table's scorekeeper does (:class:`~scoreboard.feed.table.TableFeed`), so
every venue board and ``/overlay/venue`` of the venue shows it.

The venue's access rules let only the login ``table-N`` write table ``N``'s topics
(docs/venue-feed.md, "Security"): each phone table connects as ``table-N``, with the password
the organiser gives the phone tables' logins in the Phone tables tab (kept in memory only,
never written; a broker without logins needs none). Results are not published: the desk
enters a phone table's result itself.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from scoreboard.feed.client import Address
from scoreboard.feed.outbox import Outbox
from scoreboard.feed.table import TableFeed
from scoreboard.table.state import Place, state_document
from ui.adapters.feed_bridge import FeedBridge

if TYPE_CHECKING:
    from ui.desk.phone_link import PhoneDesk
    from ui.desk.venue_feed import DeskFeedControl

log = logging.getLogger(__name__)


def table_address(desk: Address, table: int, password: str) -> Address:
    """The broker address of phone table ``table``: the desk's, with the login ``table-N``
    (none when the desk has none: a broker without logins)."""
    if desk.username is None:
        return dataclasses.replace(desk, username=None, password=None)
    return dataclasses.replace(desk, username=f"table-{table}", password=password or None)


class PhoneFeeds(QObject):
    """The phone tables of ``phones`` on the feed of ``control`` (see the module)."""

    def __init__(self, control: DeskFeedControl, phones: PhoneDesk) -> None:
        super().__init__(control)
        self.control = control
        self.phones = phones
        #: the password of the logins table-N of the phone tables (in memory only)
        self.password = ""
        self.feeds: dict[int, tuple[TableFeed, FeedBridge]] = {}
        phones.changed.connect(self._changed)
        control.running_changed.connect(self.sync)

    def set_password(self, password: str) -> None:
        """The phone tables' logins use ``password`` from now on (they connect again)."""
        if password != self.password:
            self.password = password
            self.stop()
            self.sync()

    def sync(self) -> None:
        """A feed for each phone table while the desk is on the feed and phone scoring on;
        none otherwise."""
        feed = self.control.feed
        wanted = {int(n) for n in self.phones.names()} if feed is not None else set()
        for n in [n for n in self.feeds if n not in wanted]:
            self._stop(n)
        if feed is None:
            return
        for n in sorted(wanted - set(self.feeds)):
            self._start(n, feed.connection.address, feed.venue)
        for n in sorted(wanted):
            self.publish(str(n))

    def _start(self, n: int, desk: Address, venue: str) -> None:
        folder = self.control.feed_folder()
        try:
            outbox = Outbox(folder / f"phone-table-{n}.sqlite3")
        except Exception as exc:  # noqa: BLE001 - the table is left off the feed, and said
            log.warning("feed: phone table %d not on the feed: %s", n, exc)
            return
        bridge = FeedBridge(functools.partial(self._handle, n), self)
        table = TableFeed(
            table_address(desk, n, self.password),
            venue,
            n,
            outbox,
            bridge.sink,
            client_id=f"pool-scoreboard-{venue}-phone-table-{n}",
        )
        self.feeds[n] = (table, bridge)
        table.start()

    def _handle(self, n: int, event: object) -> None:
        held = self.feeds.get(n)
        if held is not None:
            held[0].handle(event)  # type: ignore[arg-type]

    def _stop(self, n: int) -> None:
        table, bridge = self.feeds.pop(n)
        table.stop()  # its online flag: false
        bridge.close()
        table.outbox.db.close()

    def stop(self) -> None:
        for n in list(self.feeds):
            self._stop(n)

    def _changed(self, name: str) -> None:
        if not name:
            self.sync()
        else:
            self.publish(name)

    def publish(self, name: str) -> None:
        """Table ``name``'s state on the feed, as it is now (nothing before its first
        match)."""
        held = self.feeds.get(int(name)) if name.isdigit() else None
        table = self.phones.table(name)
        if held is None or table is None:
            return
        feed = held[0]
        journal = table.journal
        seq = journal.count if journal is not None else len(table.inputs)
        place = Place(venue_id=feed.venue, table=feed.table)
        feed.publish_state(state_document(table.snapshot, seq=seq, now=time.time(), place=place))
