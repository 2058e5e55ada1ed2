"""What a phone sends, checked in shape, however it comes: the body of a POST of the phone API
(:func:`shape`), or an entry sent over the table's WebSocket (:func:`socket_entry`), and the
answer that goes back on the socket (:func:`socket_answer`).

An entry is judged the same way by either road: the same fields and bounds (an entry over the
socket is at most :data:`MAX_BODY` bytes, as a POST's body), the same :class:`PhoneAsk` handed
to the windows' thread, the same answer (its HTTP status and body), sent only once the table
judged it and wrote its journal line. No Qt, no aiohttp here.

>>> socket_entry('{"input": {"id": "t0000001", "match": "m", "input": {"kind": "undo"}}}')
{'id': 't0000001', 'match': 'm', 'input': {'kind': 'undo'}, 'sent': None, 'after': None}
>>> socket_entry('{"token": "x"}') is None
True
>>> socket_entry('{"input": {"id": "no"}}')
'an id is 8 to 64 letters, digits, - or _'
"""

from __future__ import annotations

import json
import math
from typing import Any

from scoreboard.files.shapes import INPUT_ID
from scoreboard.phones.asks import CLOCK_ACTIONS, Reply

__all__ = ["MAX_AFTER", "MAX_BODY", "MAX_ENTRY_MESSAGE", "shape", "socket_answer", "socket_entry"]

#: The longest request body, bytes.
MAX_BODY = 16 * 1024
#: The longest message a phone's WebSocket takes: an entry as long as a POST's body, in its
#: envelope ``{"input": ...}``.
MAX_ENTRY_MESSAGE = MAX_BODY + 64
#: The largest ``after`` an entry may name (a journal's records: far more than any match has).
MAX_AFTER = 1_000_000


def no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def shape(kind: str, body: dict[str, Any]) -> dict[str, Any] | str:
    """The values of a request's body, or what is wrong with it."""
    if kind == "pair":
        watch = body.get("watch", False)
        if not isinstance(watch, bool):
            return "watch is true or false"
        device = body.get("device", "")  # a device may be left unnamed
        if not isinstance(body.get("code"), str) or not isinstance(device, str):
            return "a pairing has a code, and a device's name when it is named"
        return {"code": body["code"], "device": device, "watch": watch}
    if kind == "input":
        id_, match, record = body.get("id"), body.get("match"), body.get("input")
        try:
            INPUT_ID.check(id_)
        except ValueError:
            return "an id is 8 to 64 letters, digits, - or _"
        if not isinstance(match, str) or not 0 < len(match) <= 128:
            return "match is the state's phone.match_id"
        if not isinstance(record, dict):
            return "input is a record (an object)"
        sent = body.get("sent")
        if sent is not None and (type(sent) not in (int, float) or not math.isfinite(sent)):
            return "sent is the phone's clock when it sent the entry (seconds)"
        after = body.get("after")
        if after is not None and (type(after) is not int or not 0 <= after <= MAX_AFTER):
            return "after is the number of records the entry was made on"
        return {"id": id_, "match": match, "input": record, "sent": sent, "after": after}
    if kind == "clock":
        action = body.get("action")
        if action not in CLOCK_ACTIONS:
            return "action is one of " + ", ".join(CLOCK_ACTIONS)
        return {"action": action}
    if kind == "confirm":
        match = body.get("match")
        if match is not None and (not isinstance(match, str) or not 0 < len(match) <= 128):
            return "match is the state's phone.match_id"
        return {"match": match}
    return {}


def socket_entry(text: str) -> dict[str, Any] | str | None:
    """An entry sent over the WebSocket as ``{"input": <the body of POST .../input>}``: its
    values (as :func:`shape`), what is wrong with it, or None when the message is not an
    entry at all (a token, or nothing this server reads)."""
    if len(text) > MAX_ENTRY_MESSAGE:
        return f"an entry is at most {MAX_BODY} bytes"
    try:
        value = json.loads(text, parse_constant=no_constant)
    except (ValueError, RecursionError):
        return None
    if not isinstance(value, dict) or "input" not in value:
        return None
    body = value["input"]
    if not isinstance(body, dict):
        return "the entry is a JSON object"
    return shape("input", body)


def entry_id(text: str) -> str | None:
    """The ``id`` an entry message names, when it names one (for the answer's ``id``)."""
    try:
        value = json.loads(text, parse_constant=no_constant)
    except (ValueError, RecursionError):
        return None
    body = value.get("input") if isinstance(value, dict) else None
    found = body.get("id") if isinstance(body, dict) else None
    return found if isinstance(found, str) and len(found) <= 64 else None


def socket_answer(id_: str | None, reply: Reply) -> str:
    """The answer to an entry sent over the WebSocket: ``{"answer": {"id", "status",
    "body"}}``: the entry's id, the HTTP status and the body a POST would have had.

    >>> socket_answer("t0000001", Reply(200, {"status": "accepted"}))
    '{"answer":{"id":"t0000001","status":200,"body":{"status":"accepted"}}}'
    """
    answer = {"id": id_, "status": reply.status, "body": dict(reply.body)}
    return json.dumps({"answer": answer}, ensure_ascii=False, separators=(",", ":"))
