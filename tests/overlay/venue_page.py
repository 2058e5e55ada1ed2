"""The /overlay/venue page served on its own, for the browser tests: the page, its style and
script from resources/overlay/, and a venue document the test sets in place of the feed's."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from resources import resource_path
from scoreboard.competition import Competition
from scoreboard.feed.desk import competition_message


def table_state(a: str, b: str, racks: tuple[int, int], race: int = 5) -> dict[str, Any]:
    """The parts of a table's state document the venue page reads."""
    return {
        "match": {"started": True, "over": False, "discipline": "nine-ball", "winner": None},
        "players": [
            {"name": a, "racks_won": racks[0], "race": race},
            {"name": b, "racks_won": racks[1], "race": race},
        ],
        "table": {"at_table": 0},
    }


def venue_doc(
    tables: list[tuple[int, dict[str, Any] | None, bool | None]],
    connected: bool = True,
    competition: Competition | None = None,
) -> dict[str, Any]:
    return {
        "format": "pool-scoreboard-venue",
        "version": 1,
        "venue": "club",
        "connected": connected,
        "tables": [
            {
                "number": n,
                "online": online,
                "status": "unknown" if online is None else "online" if online else "offline",
                "state": state,
            }
            for n, state, online in tables
        ],
        "competition": competition_message(competition) if competition is not None else None,
    }


class VenuePage:
    """A loopback HTTP server of the venue page; ``doc`` is what /api/v1/venue answers."""

    def __init__(self) -> None:
        self.doc: dict[str, Any] = venue_doc([])
        page = (
            resource_path("overlay", "venue.html")
            .read_text("utf-8")
            .replace("{{texts}}", resource_path("overlay", "venue-text.json").read_text("utf-8"))
            .replace("{{query}}", "")
        )
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                path = self.path.split("?")[0]
                if path == "/overlay/venue":
                    body, kind = page.encode(), "text/html; charset=utf-8"
                elif path in ("/overlay/venue.css", "/overlay/venue.js"):
                    name = path.rsplit("/", 1)[1]
                    body = resource_path("overlay", name).read_bytes()
                    kind = "text/css" if name.endswith(".css") else "text/javascript"
                elif path == "/api/v1/venue":
                    body, kind = json.dumps(owner.doc).encode(), "application/json"
                else:
                    self.send_error(404)
                    return
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def url(self, lang: str) -> str:
        return f"http://127.0.0.1:{self.port}/overlay/venue?lang={lang}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
