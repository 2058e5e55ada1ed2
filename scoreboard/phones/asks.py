"""What crosses between the phone server's thread and the windows' thread: a request checked
in shape (:class:`PhoneAsk`) and its answer (:class:`Reply`), and how a service's answer
becomes an HTTP status. No Qt and no asyncio here: both sides import it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from scoreboard.phones.service import FORBIDDEN, Answer

__all__ = [
    "CLOCK_ACTIONS",
    "CLOCK_MESSAGES",
    "PhoneAsk",
    "Reply",
    "http_status",
    "refusal",
    "reply_of",
]

#: What the pen may do to its table's shot clock.
CLOCK_ACTIONS = ("start", "pause", "resume", "extend", "reset")
#: What the clock's refusals say (the page shows its own words for the code).
CLOCK_MESSAGES = {
    "no-clock": "this match has no shot clock",
    "no-extension": "no extension left in this rack",
    "clock-not-now": "the shot clock cannot do that now",
}


@dataclass(frozen=True, slots=True)
class Reply:
    """An answer for the server: the HTTP status, the JSON body, extra headers."""

    status: int
    body: Mapping[str, Any]
    headers: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PhoneAsk:
    """One request, checked in shape by the server: ``kind`` is ``pair``, ``state``,
    ``input``, ``clock``, ``confirm``, ``pen``, ``forget``, ``watch`` (a WebSocket client ``client``
    registers) or ``unwatch``; ``args`` the body's values; ``source`` the client's address;
    ``open_watch``: reading without a token is allowed."""

    kind: str
    table: str
    token: str | None = None
    args: Mapping[str, Any] = field(default_factory=dict)
    source: str = ""
    open_watch: bool = False
    client: int = 0


def http_status(answer: Answer) -> int:
    """The HTTP status of a service's answer (see docs/phone-api.md)."""
    code = answer.code
    if answer.accepted:
        return 200
    if answer.status == "not-kept":
        return 503
    if code in FORBIDDEN or code == "wrong-code":
        return 403
    if code in ("bad-table", "no-table"):
        return 404
    if code in ("bad-code", "bad-device", "bad-id"):
        return 400
    if code == "paused":
        return 429
    return 409


def reply_of(answer: Answer) -> Reply:
    body = answer.to_dict()
    if answer.forbidden:
        body.pop("state", None)
    headers: dict[str, str] = {}
    if answer.code == "paused":
        headers["Retry-After"] = str(max(1, math.ceil(answer.retry_after)))
    return Reply(http_status(answer), body, headers)


def refusal(status: int, code: str, message: str = "", state: Any = None) -> Reply:
    body: dict[str, Any] = {"status": "refused", "code": code, "message": message or code}
    if state is not None:
        body["state"] = state
    return Reply(status, body)
