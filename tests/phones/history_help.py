"""What the tests of the phone tables' history share: a session on a data folder (its real
SQLite history), a hall of phone tables linked to it, a phone paired through the hall's own
requests, and the history read back as the Players window reads it."""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path
from typing import Any

from scoreboard.history.database import HistoryDB
from scoreboard.phones.asks import PhoneAsk
from scoreboard.players.registry import Registry
from scoreboard.service.session import Session
from scoreboard.table.table import Table
from ui.players.reading import Reading, read_registry
from ui.servers.phone_hall import PhoneHall

#: A dry break: nothing pocketed, four balls to a rail (the turn passes).
DRY_BREAK = {"kind": "shot", "shot": {"rails": 4}}
#: The nine pocketed on a legal shot: the rack (and a race to one) is won.
NINE = {"kind": "shot", "shot": {"pocketed": [[9, "foot-left"]], "rails": 1}}
#: What differs between two records of the same match: its ids and its times.
VARYING = frozenset({"id", "match_id", "created", "started", "finished", "time", "sent"})


def open_session(data: Path) -> Session:
    return Session.open(Table(), data)


def phone_hall(session: Session) -> PhoneHall:
    return PhoneHall(session.locations.data / "phone-tables", history=session.hall_history())


def pair_here(hall: PhoneHall, name: str, device: str = "Pixel") -> str:
    """A pen's token for table ``name``, paired through the hall's requests."""
    code = hall.service.code(name)
    reply = hall.answer(PhoneAsk("pair", name, None, {"code": code, "device": device}))
    assert reply.status == 200, reply.body
    return str(reply.body["token"])


def send_here(hall: PhoneHall, name: str, token: str, id: str, record: dict[str, Any]) -> Any:
    """One record from the pen, through the hall's requests: the reply's body."""
    table = hall.tables[name]
    assert table.journal is not None
    args = {"id": id, "match": table.journal.match_id, "input": record}
    reply = hall.answer(PhoneAsk("input", name, token, args))
    assert reply.status == 200, reply.body
    return reply.body


def history_of(session: Session) -> HistoryDB:
    db = session.history_to_browse()
    assert db is not None
    return db


def stored_count(data: Path, match_id: str | None = None) -> int:
    """Rows in the history file of ``data`` (of ``match_id``), read on a connection of its
    own (as another program would)."""
    conn = sqlite3.connect(data / "history.sqlite3")
    try:
        if match_id is None:
            found = conn.execute("SELECT COUNT(*) FROM matches").fetchone()
        else:
            found = conn.execute(
                "SELECT COUNT(*) FROM matches WHERE match_id = ?", (match_id,)
            ).fetchone()
    finally:
        conn.close()
    return int(found[0])


def reading(db: HistoryDB, starter: float = 500.0) -> Reading:
    """The registry, the ratings and the matches, as the Players window reads them."""
    return read_registry(Registry(db.conn), None, starter)


def plain(value: Any) -> Any:
    """A stored value without what varies between two records of one match."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        value = dataclasses.asdict(value)
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items() if k not in VARYING}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def stored_match(db: HistoryDB, match_id: str) -> dict[str, Any]:
    """Everything the history holds of a match, without its ids and times."""
    opened = db.open_match(match_id)
    return {
        "match": plain(opened),
        "racks": plain(db.racks(match_id)),
        "shots": plain(db.shots(match_id)),
    }


def closed_journals(hall_folder: Path, name: str) -> list[Path]:
    return sorted((hall_folder / name / "closed").glob("*.jsonl"))
