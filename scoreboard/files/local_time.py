"""Local time, from a time zone the app checks first.

The time zone comes from the environment (``TZ``, the system's zone files), and the
environment is input like any other: ``TZ='XXX+99:59'`` gives an offset of almost 100 hours,
which :meth:`datetime.astimezone` refuses with ``ValueError``. Every local time the app makes
goes through here; where the local zone cannot give one, the time is shown in UTC (and the log
says why, once).

>>> from datetime import datetime, UTC
>>> local(datetime(2024, 5, 1, 12, 0, tzinfo=UTC)).tzinfo is not None
True
>>> now_iso()[-6] in "+-"
True
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime

log = logging.getLogger(__name__)

_told = False


def _fallback(exc: Exception) -> None:
    global _told
    if not _told:
        _told = True
        log.warning("the local time zone cannot be used (%s): times are shown in UTC", exc)


def local(when: datetime) -> datetime:
    """``when`` in the local time zone; a naive ``when`` is taken as local time already.
    In UTC when the local zone is unusable."""
    try:
        return when.astimezone()
    except (ValueError, OverflowError, OSError) as exc:
        _fallback(exc)
        if when.tzinfo is None:
            return when.replace(tzinfo=UTC)
        return when.astimezone(UTC)


def now() -> datetime:
    """The current moment in the local time zone (UTC when that zone is unusable)."""
    return local(datetime.now(UTC))


def now_iso() -> str:
    """The current time as ISO 8601 with the UTC offset, to the second."""
    return now().isoformat(timespec="seconds")


def from_timestamp(seconds: float) -> datetime | None:
    """A file's time (seconds since the epoch) in the local zone; None when it is no time
    a calendar can show (a damaged or hostile file's time)."""
    try:
        return local(datetime.fromtimestamp(seconds, UTC))
    except (ValueError, OverflowError, OSError):
        return None
