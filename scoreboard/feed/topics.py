"""Topic names: everything under ``pool-scoreboard/<venue>/table/<n>/<kind>``, and the
venue's competition at ``pool-scoreboard/<venue>/competition`` and its league night at
``pool-scoreboard/<venue>/league`` (both read as table 0).

>>> table_topic("club-a", 3, "state")
'pool-scoreboard/club-a/table/3/state'
>>> parse_topic("pool-scoreboard/club-a/table/3/result")
('club-a', 3, 'result')
>>> parse_topic("pool-scoreboard/club-a/table/03/result") is None
True
>>> parse_topic("pool-scoreboard/club-a/table/3/state/extra") is None
True
>>> parse_topic(competition_topic("club-a"))
('club-a', 0, 'competition')
>>> parse_topic(league_topic("club-a"))
('club-a', 0, 'league')
"""

from __future__ import annotations

import re

ROOT = "pool-scoreboard"
#: written by the table
TABLE_KINDS = ("state", "events", "result", "online")
#: written by the desk
DESK_KINDS = ("assignment", "ack")
KINDS = TABLE_KINDS + DESK_KINDS
#: written by the desk for the whole venue (the bracket of its competition)
COMPETITION = "competition"
#: written by the desk for the whole venue (the league night open at the desk)
LEAGUE = "league"
VENUE_KINDS = (COMPETITION, LEAGUE)
MAX_TABLE = 999

_VENUE = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")
_TABLE = re.compile(r"[1-9][0-9]{0,2}")


def valid_venue(venue: object) -> bool:
    """A venue id is 1 to 40 lower-case letters, digits and dashes (no MQTT wildcard, no
    slash): it is one topic level."""
    return isinstance(venue, str) and _VENUE.fullmatch(venue) is not None


def valid_table(table: object) -> bool:
    return isinstance(table, int) and not isinstance(table, bool) and 1 <= table <= MAX_TABLE


def table_topic(venue: str, table: int, kind: str) -> str:
    if not valid_venue(venue):
        raise ValueError(f"not a venue id: {venue!r}")
    if not valid_table(table):
        raise ValueError(f"not a table number: {table!r}")
    if kind not in KINDS:
        raise ValueError(f"not a topic kind: {kind!r}")
    return f"{ROOT}/{venue}/table/{table}/{kind}"


def venue_filter(venue: str, kind: str = "+") -> str:
    """The subscription for ``kind`` (or every kind) of every table of ``venue``."""
    if not valid_venue(venue):
        raise ValueError(f"not a venue id: {venue!r}")
    return f"{ROOT}/{venue}/table/+/{kind}"


def competition_topic(venue: str) -> str:
    """The venue's competition, written by the desk (retained)."""
    if not valid_venue(venue):
        raise ValueError(f"not a venue id: {venue!r}")
    return f"{ROOT}/{venue}/{COMPETITION}"


def league_topic(venue: str) -> str:
    """The venue's league night, written by the desk (retained)."""
    if not valid_venue(venue):
        raise ValueError(f"not a venue id: {venue!r}")
    return f"{ROOT}/{venue}/{LEAGUE}"


def parse_topic(topic: str) -> tuple[str, int, str] | None:
    """``(venue, table, kind)`` of a feed topic (table 0 for the venue's competition and
    league night), None for anything else."""
    parts = topic.split("/")
    if len(parts) == 3 and parts[0] == ROOT and parts[2] in VENUE_KINDS:
        return (parts[1], 0, parts[2]) if valid_venue(parts[1]) else None
    if len(parts) != 5 or parts[0] != ROOT or parts[2] != "table":
        return None
    venue, table, kind = parts[1], parts[3], parts[4]
    if not valid_venue(venue) or _TABLE.fullmatch(table) is None or kind not in KINDS:
        return None
    return venue, int(table), kind
