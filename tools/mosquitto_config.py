#!/usr/bin/env python3
"""Write a venue's Mosquitto configuration and ACL (see docs/venue-feed.md, "Security").

    python tools/mosquitto_config.py --venue club-norte --tables 16 --out /etc/mosquitto/conf.d

then give each user a password:

    mosquitto_passwd -c /etc/mosquitto/pool-scoreboard.passwd desk
    mosquitto_passwd /etc/mosquitto/pool-scoreboard.passwd table-1   (and so on)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scoreboard.feed.acl import acl, config  # noqa: E402


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--venue", required=True)
    p.add_argument("--tables", type=int, default=16)
    p.add_argument("--port", type=int, default=1883)
    p.add_argument("--out", type=Path, default=Path("."))
    p.add_argument("--passwords", default="/etc/mosquitto/pool-scoreboard.passwd")
    args = p.parse_args()
    acl_path = args.out / "pool-scoreboard.acl"
    acl_path.write_text(acl(args.venue, args.tables) + "\n")
    (args.out / "pool-scoreboard.conf").write_text(
        config(args.port, args.passwords, str(acl_path.resolve()))
    )
    print(f"written {args.out / 'pool-scoreboard.conf'} and {acl_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
