"""What a request says of where it comes from and where it goes, read as a browser and a URL
parser read it: the server it names (:func:`authority`, and :func:`loopback_host` for a server
listening on loopback), the page that sent it (:func:`own_origin`) and the type of its body
(:func:`json_body`). Both servers' checks are here, with no Qt and nothing else of :mod:`ui`.
"""

from __future__ import annotations

import re
import urllib.parse
from urllib.parse import urlsplit

from aiohttp import web


def loopback_host(host: str) -> bool:
    """Whether ``host`` (a ``Host`` header, or an absolute target's authority) names this
    machine's loopback address: ``127.0.0.1``, ``localhost`` or ``[::1]``, with a port of ASCII
    digits or none, read as a URL parser reads ``http://`` + ``host`` (so ``127.0.0.1:80@evil``
    names ``evil``, and a user, a path or a bad port names nothing)."""
    if not host.isascii():
        return False
    try:
        parts = urlsplit("http://" + host)
        parts.port  # noqa: B018 - raises ValueError for a port that is no number
    except ValueError:
        return False
    name = parts.hostname
    if parts.netloc != host or parts.username is not None or name is None:
        return False
    # what is left after the name is nothing, or ":" and a port in ASCII digits
    shown = f"[{name}]" if ":" in name else name
    if not host.lower().startswith(shown):
        return False
    port = host[len(shown) :]
    if port and (_PORT.fullmatch(port) is None or not 0 < int(port[1:]) < 65536):
        return False
    return name in ("127.0.0.1", "localhost", "::1")


_PORT = re.compile(r":[0-9]{1,5}", re.ASCII)


def authority(request: web.BaseRequest) -> str:
    """The authority ``request`` names its server by: an absolute target's (``GET
    http://host/…``), which overrides the ``Host`` header (RFC 9112 §3.2.2), else the one
    ``Host`` header; "" when there is none, more than one, or a target of another form."""
    target = request.raw_path  # the request line's target, as sent
    if not target.startswith("/") and target != "*":
        try:
            parts = urlsplit(target)
        except ValueError:
            return ""
        return parts.netloc if parts.scheme.lower() in ("http", "https") else ""
    hosts = request.headers.getall("Host", [])
    return hosts[0] if len(hosts) == 1 else ""


def _authority(scheme: str, text: str) -> tuple[str, str, int] | None:
    """``(scheme, host, port)`` of an origin's authority ``text`` (a host, a port when not
    the scheme's own), in the form a browser compares; None for anything else (a user, a
    path, a query, a bad port, no host)."""
    if not text.isascii() or any(c in "@/\\?#" or not c.isprintable() or c.isspace() for c in text):
        return None
    try:
        parts = urllib.parse.urlsplit(f"{scheme}://{text}")
        port = parts.port
    except ValueError:
        return None
    host = parts.hostname
    if not host or parts.username is not None or parts.path or parts.query or parts.fragment:
        return None
    return scheme, host, port if port is not None else {"http": 80, "https": 443}[scheme]


def own_origin(origin: str | None, host: str | None) -> bool:
    """Whether a request's ``Origin`` header is this server's own origin: the scheme, host and
    port the page was served with (``http://`` and the request's ``Host``). A request with no
    ``Origin`` (not sent by a browser page: the app's own clients, a same-origin read) is let
    in; ``Origin: null`` (a sandboxed frame, a file) is another origin.

    >>> own_origin("http://192.168.1.20:8643", "192.168.1.20:8643"), own_origin(None, "x")
    (True, True)
    >>> own_origin("http://evil.example", "192.168.1.20:8643")
    False
    """
    if origin is None:
        return True
    scheme, sep, rest = origin.strip().partition("://")
    if not sep or scheme.lower() not in ("http", "https") or host is None:
        return False
    theirs = _authority(scheme.lower(), rest)
    ours = _authority("http", host.strip())
    return theirs is not None and theirs == ours


def json_body(content_type: str | None, has_body: bool) -> bool:
    """Whether a request's body may be read as JSON: ``Content-Type: application/json`` (with
    ``charset=utf-8`` at most), or no body and no type at all.

    >>> json_body("application/json; charset=utf-8", True), json_body(None, False)
    (True, True)
    >>> json_body("text/plain", True), json_body(None, True)
    (False, False)
    """
    if content_type is None:
        return not has_body
    kind, _, params = content_type.partition(";")
    if kind.strip().lower() != "application/json":
        return False
    for param in params.split(";"):
        name, _, value = param.partition("=")
        if not name.strip():
            continue
        if name.strip().lower() != "charset" or value.strip().strip('"').lower() != "utf-8":
            return False
    return True
