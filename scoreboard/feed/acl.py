"""The broker's access rules for a venue: a table may write only its own topics, only the
desk may write assignments (and acknowledgements), hall screens only read.

Used by ``tools/mosquitto_config.py`` to write a venue's example Mosquitto configuration and
ACL file, and by the tests that run a broker with them. Users are ``desk``, ``board`` and
``table-<n>``; each gets a password in Mosquitto's password file (``mosquitto_passwd``).

>>> print(acl("club-norte", 1).splitlines()[3])
topic write pool-scoreboard/club-norte/table/1/state
"""

from __future__ import annotations

from scoreboard.feed import topics


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
            f"topic read {topics.league_topic(venue)}",
            "",
        ]
    lines += [
        "user desk",
        *(f"topic read {_t(venue, '+', k)}" for k in ("state", "events", "result", "online")),
        *(f"topic write {_t(venue, '+', k)}" for k in ("assignment", "ack")),
        f"topic write {topics.competition_topic(venue)}",
        f"topic write {topics.league_topic(venue)}",
        "",
        "user board",
        *(f"topic read {_t(venue, '+', k)}" for k in ("state", "online")),
        f"topic read {topics.competition_topic(venue)}",
        f"topic read {topics.league_topic(venue)}",
        "",
    ]
    return "\n".join(lines)


#: where the example configuration listens until the organiser writes the broker's address
EXAMPLE_ADDRESS = "192.168.1.10"


def config(
    port: int,
    password_file: str,
    acl_file: str,
    *,
    listen: str,
    tls_port: int = 8883,
    certfile: str | None = None,
    keyfile: str | None = None,
    persistence_location: str = "/var/lib/mosquitto/",
) -> str:
    """A Mosquitto configuration with passwords and the ACL, no anonymous clients, bound to
    the address ``listen`` (the broker's address on the venue's network, chosen by the
    organiser), and a TLS listener on ``tls_port``: active with ``certfile`` and ``keyfile``,
    else an example left commented out.

    >>> print(config(1883, "p", "a", listen="10.0.0.2").splitlines()[4])
    listener 1883 10.0.0.2
    """
    if not listen or any(c.isspace() for c in listen):
        raise ValueError("the address to listen on is one address, e.g. 192.168.1.10")
    tls = certfile is not None and keyfile is not None
    mark = "" if tls else "#"
    return "\n".join(
        [
            "# pool-scoreboard: a venue's broker (mosquitto 2), see docs/venue-feed.md",
            "#",
            "# The address below is the broker machine's address on the venue's network: write",
            "# the one you choose (never 0.0.0.0 nor a public address).",
            f"listener {port} {listen}",
            "",
            "# TLS, for a network you do not control: the tables and the desk then use",
            f"#   mqtts://{listen}:{tls_port}   (the certificate must name this address)",
            *(
                []
                if tls
                else ["# Give the certificate and key of the broker and remove the # signs:"]
            ),
            f"{mark}listener {tls_port} {listen}",
            f"{mark}certfile {certfile or '/etc/mosquitto/certs/broker.crt'}",
            f"{mark}keyfile {keyfile or '/etc/mosquitto/certs/broker.key'}",
            "",
            "# logins: desk, board and table-1 … table-N, each with its password",
            "allow_anonymous false",
            f"password_file {password_file}",
            f"acl_file {acl_file}",
            "# a message bigger than the largest state document is refused by the broker",
            "message_size_limit 65536",
            "max_queued_messages 1000",
            "# retained states and the desk's queued results survive a restart of the broker",
            "persistence true",
            f"persistence_location {persistence_location}",
            "",
        ]
    )
