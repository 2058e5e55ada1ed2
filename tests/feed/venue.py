"""Tables and a desk on one test process, each with its real feed on a real broker."""

from __future__ import annotations

from pathlib import Path

from scoreboard.competition import Competition, Format, State
from scoreboard.feed.client import parse_address
from scoreboard.feed.desk import DeskFeed, apply_result, assignment_for
from scoreboard.feed.outbox import Ledger, Outbox
from scoreboard.feed.table import TableFeed
from scoreboard.match.match import MatchConfig
from scoreboard.table.journal import new_match_id
from tests.feed.broker import Broker, Pump
from ui.adapters.controller import Controller

VENUE = "club-test"
NAMES = ["Ana Ruiz", "Bea Gil", "Carla Sanz", "Dora Vidal"]


class Scorekeeper:
    """A table: a scorekeeper controller whose snapshots go on the feed."""

    def __init__(self, pump: Pump, url: str, folder: Path, number: int) -> None:
        self.number = number
        self.controller = Controller()
        self.outbox = Outbox(folder / f"table-{number}.sqlite")
        q, sink = pump.sink()
        self.feed = pump.add(q, TableFeed(parse_address(url), VENUE, number, self.outbox, sink))
        self.match_id: str | None = None
        self.controller.snapshot_changed.connect(lambda snap: self.feed.show(snap, self.match_id))
        self.feed.start()

    def start_assigned(self) -> None:
        """The scorekeeper's one "Start" action: the assigned match, everything filled in."""
        a = self.feed.assignment
        assert a is not None
        self.match_id = new_match_id()
        self.feed.start_assigned(self.match_id, a)
        config = MatchConfig(
            players=a.players,
            discipline=a.discipline,
            ruleset=a.ruleset,
            race=(a.race, a.race),
            breaker=0,
        )
        assert self.controller.table.new_match(config)

    def take_rack(self, player: int) -> None:
        assert self.controller.table.concede_rack(1 - player)

    def win(self, player: int, other_racks: int = 0) -> None:
        for _ in range(other_racks):
            self.take_rack(1 - player)
        while self.controller.snapshot.winner is None:
            self.take_rack(player)


class Desk:
    def __init__(
        self,
        pump: Pump,
        url: str,
        folder: Path,
        client_id: str | None = None,
        discipline: str = "eight-ball",
        ratings: dict[str, float] | None = None,
    ) -> None:
        self.c = Competition(
            "Open de otoño",
            Format.SINGLE_ELIMINATION,
            discipline=discipline,
            tables=4,
            handicapped=ratings is not None,
        )
        for name in NAMES:
            self.c.add_entrant(name)
        self.c.set_ratings(ratings or {})
        self.c.draw()
        self.ledger = Ledger(folder / f"desk-{client_id or 'main'}.sqlite")
        q, sink = pump.sink()
        self.feed = pump.add(
            q,
            DeskFeed(
                parse_address(url),
                VENUE,
                self.ledger,
                sink,
                lambda r: apply_result(self.c, r),
                client_id=client_id,
            ),
        )
        self.feed.start()

    def assign_next(self, table: int) -> str:
        slot = self.c.next_for_table()
        assert slot is not None and slot.state is State.READY
        self.c.assign_table(slot.id, table)
        self.feed.assign(table, assignment_for(self.c, slot.id))
        return slot.id


def venue(tmp_path: Path, broker: Broker, tables: int = 2) -> tuple[Pump, Desk, list[Scorekeeper]]:
    pump = Pump()
    desk = Desk(pump, broker.url, tmp_path)
    keepers = [Scorekeeper(pump, broker.url, tmp_path, n) for n in range(1, tables + 1)]
    pump.until(lambda: desk.feed.online and all(k.feed.online for k in keepers), what="online")
    return pump, desk, keepers


def desk_with_competition(
    qtbot,
    folder: Path,
    name: str = "Open",
    entrants: list[str] | None = None,
):
    """A desk window with a nine-ball knockout of ``entrants`` (default :data:`NAMES`) drawn,
    and its feed control (not started): (desk, control, competition). The control is closed
    (off the feed, its feed file closed) when qtbot closes the desk after the test."""
    from ui.desk.venue_feed import DeskFeedControl
    from ui.desk.window import DeskWindow

    desk = DeskWindow(None)
    control = DeskFeedControl(desk, folder)
    qtbot.addWidget(desk, before_close_func=lambda _desk: control.close())
    c = Competition(name, Format.SINGLE_ELIMINATION, discipline="nine-ball", tables=2)
    for entrant in entrants or NAMES:
        c.add_entrant(entrant)
    c.draw()
    desk.set_competition(c)
    return desk, control, c
