"""The broker's access rules for a venue: a table may write only its own topics, only the
desk may write assignments (and acknowledgements), hall screens only read.

Used by ``tools/mosquitto_config.py`` to write a venue's example Mosquitto configuration and
ACL file, and by the tests that run a broker with them. Users are ``desk``, ``board`` and
``table-<n>``; each gets a password in Mosquitto's password file (``mosquitto_passwd``).

>>> print(acl("club-norte", 1).splitlines()[3])
topic write pool-scoreboard/club-norte/table/1/state
"""

from __future__ import annotations

from . import topics


def _t(venue: str, table: str, kind: str) -> str:
    return f"{topics.ROOT}/{venue}/table/{table}/{kind}"


def acl(venue: str, tables: int) -> str:
    """The ACL file of ``venue`` with tables 1 to ``tables``."""
    if not topics.valid_venue(venue) or not 1 <= tables <= topics.MAX_TABLE:
        raise ValueError("a venue id and a number of tables from 1 to 999")
    lines = [
        "# pool-scoreboard: access rules of the venue feed (docs/venue-feed.md)",
        "# a table writes only its own topics; only the desk writes assignments",
    ]
    for n in range(1, tables + 1):
        t = str(n)
        lines += [
            f"user table-{n}",
            *(f"topic write {_t(venue, t, k)}" for k in ("state", "events", "result", "online")),
            *(f"topic read {_t(venue, t, k)}" for k in ("assignment", "ack")),
            # every machine on the feed may show the whole hall (venue board, /overlay/venue)
            *(f"topic read {_t(venue, '+', k)}" for k in ("state", "online")),
            f"topic read {topics.competition_topic(venue)}",
            "",
        ]
    lines += [
        "user desk",
        *(f"topic read {_t(venue, '+', k)}" for k in ("state", "events", "result", "online")),
        *(f"topic write {_t(venue, '+', k)}" for k in ("assignment", "ack")),
        f"topic write {topics.competition_topic(venue)}",
        "",
        "user board",
        *(f"topic read {_t(venue, '+', k)}" for k in ("state", "online")),
        f"topic read {topics.competition_topic(venue)}",
        "",
    ]
    return "\n".join(lines)


def config(port: int, password_file: str, acl_file: str, *, listen: str = "") -> str:
    """A Mosquitto listener with passwords and the ACL, no anonymous clients."""
    bind = f" {listen}" if listen else ""
    return "\n".join(
        [
            "# pool-scoreboard: a venue's broker (mosquitto 2)",
            f"listener {port}{bind}",
            "allow_anonymous false",
            f"password_file {password_file}",
            f"acl_file {acl_file}",
            "# a message bigger than the largest state document is refused by the broker",
            "message_size_limit 65536",
            "max_queued_messages 1000",
            "persistence true",
            "",
        ]
    )
