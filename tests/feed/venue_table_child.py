"""The process of tests/feed/test_desk_record.py: a venue table on another machine, played in
a process of its own through the real broker, until its result is acknowledged by the desk.

    python -m tests.feed.venue_table_child URL FOLDER TABLE WINNER

The table (:class:`tests.feed.venue.Scorekeeper`: a scorekeeper's controller on the feed) waits
for the desk's assignment, starts it, lets player WINNER take every rack after the other took
one, and waits until its result has left the outbox (the desk acknowledged it). It prints
``started`` once its match is under way, ``result MATCH_ID`` once it is won and ``acked`` at
the end.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from tests.feed.broker import Pump
from tests.feed.venue import Scorekeeper


def main(url: str, folder: Path, table: int, winner: int) -> int:
    app = QCoreApplication([])  # the controller's signals
    pump = Pump()
    keeper = Scorekeeper(pump, url, folder, table)
    try:
        pump.until(lambda: keeper.feed.assignment is not None, timeout=30, what="assignment")
        keeper.start_assigned()
        print("started", flush=True)
        keeper.win(winner, other_racks=1)
        print("result", keeper.match_id, flush=True)
        pump.until(lambda: not keeper.outbox.pending(), timeout=30, what="acknowledged")
        print("acked", flush=True)
    finally:
        pump.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])))
