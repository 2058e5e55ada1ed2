#!/usr/bin/env python3
"""Write a venue's Mosquitto configuration and ACL (see docs/venue-feed.md, "Security").

    python tools/mosquitto_config.py --venue club-norte --tables 16 --listen 192.168.1.10 \\
        --out /etc/mosquitto/conf.d

``--listen`` is the broker machine's address on the venue's network (the organiser chooses
it); ``--certfile`` and ``--keyfile`` switch on the TLS listener (``mqtts://``, port 8883),
which is otherwise written as an example left commented out. Then give each login a
password:

    mosquitto_passwd -c /etc/mosquitto/pool-scoreboard.passwd desk
    mosquitto_passwd /etc/mosquitto/pool-scoreboard.passwd board
    mosquitto_passwd /etc/mosquitto/pool-scoreboard.passwd table-1   (and so on to table-16)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scoreboard.feed.acl import EXAMPLE_ADDRESS, acl, config


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--venue", required=True)
    p.add_argument("--tables", type=int, default=16)
    p.add_argument(
        "--listen",
        default=EXAMPLE_ADDRESS,
        help="the broker's address on the venue's network (default: an example to change)",
    )
    p.add_argument("--port", type=int, default=1883)
    p.add_argument("--tls-port", type=int, default=8883)
    p.add_argument("--certfile", help="the broker's TLS certificate (switches TLS on)")
    p.add_argument("--keyfile", help="the key of that certificate")
    p.add_argument("--out", type=Path, default=Path("."))
    p.add_argument("--passwords", default="/etc/mosquitto/pool-scoreboard.passwd")
    p.add_argument("--acl-path", help="where the ACL will be (default: in --out)")
    p.add_argument("--persistence-location", default="/var/lib/mosquitto/")
    args = p.parse_args(argv)
    if (args.certfile is None) != (args.keyfile is None):
        p.error("--certfile and --keyfile go together")
    acl_path = args.out / "pool-scoreboard.acl"
    try:
        text = config(
            args.port,
            args.passwords,
            args.acl_path or str(acl_path.resolve()),
            listen=args.listen,
            tls_port=args.tls_port,
            certfile=args.certfile,
            keyfile=args.keyfile,
            persistence_location=args.persistence_location,
        )
        rules = acl(args.venue, args.tables)
    except ValueError as exc:
        p.error(str(exc))
    acl_path.write_text(rules + "\n")
    (args.out / "pool-scoreboard.conf").write_text(text)
    print(f"written {args.out / 'pool-scoreboard.conf'} and {acl_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
