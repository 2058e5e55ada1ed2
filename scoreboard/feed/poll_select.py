"""``select.select`` for paho-mqtt's network loop, made with poll(2).

paho waits on its socket with ``select.select``, which takes no descriptor numbered 1024 or
more (FD_SETSIZE): in a process holding that many files and sockets (phones, overlay
screens, histories, a long evening) paho's every wait fails with ValueError, it takes that for
a lost connection and never connects again, and the table or the desk silently leaves the
feed. poll(2) has no such limit; this gives paho the same answers with it."""

from __future__ import annotations

import select as _select
from collections.abc import Sequence
from typing import Any

_READ = _select.POLLIN | _select.POLLPRI | _select.POLLHUP | _select.POLLERR
_WRITE = _select.POLLOUT | _select.POLLHUP | _select.POLLERR


def _fd(s: Any) -> int:
    try:
        fd = s if isinstance(s, int) else s.fileno()
    except AttributeError as exc:  # None, or no socket at all: as select.select says
        raise TypeError(str(exc)) from None
    if not isinstance(fd, int) or fd < 0:  # a socket closed meanwhile
        raise ValueError("file descriptor cannot be a negative integer")
    return fd


def select(
    rlist: Sequence[Any], wlist: Sequence[Any], xlist: Sequence[Any], timeout: float | None = None
) -> tuple[list[Any], list[Any], list[Any]]:
    """What ``select.select(rlist, wlist, xlist, timeout)`` answers (``xlist`` is never
    ready), for any descriptor's number."""
    masks: dict[int, int] = {}
    for s in rlist:
        masks[_fd(s)] = masks.get(_fd(s), 0) | _select.POLLIN | _select.POLLPRI
    for s in wlist:
        masks[_fd(s)] = masks.get(_fd(s), 0) | _select.POLLOUT
    for s in xlist:
        _fd(s)
    poller = _select.poll()
    for fd, mask in masks.items():
        poller.register(fd, mask)
    ms = None if timeout is None else max(0, int(timeout * 1000))
    ready = dict(poller.poll(ms))
    readable = [s for s in rlist if ready.get(_fd(s), 0) & _READ]
    writable = [s for s in wlist if ready.get(_fd(s), 0) & _WRITE]
    return readable, writable, []


class PollSelect:
    """Stands for the ``select`` module in paho's client module (it uses ``select`` alone)."""

    select = staticmethod(select)
    error = OSError
