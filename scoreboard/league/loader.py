"""Reading a league file: the only I/O of :mod:`scoreboard.league`.

A league file is untrusted: it is read through the one opener for untrusted files
(:func:`~scoreboard.files.paths.read_at_most`), bounded in size, parsed as JSON that holds no
``NaN`` or ``Infinity``, and checked field by field (:mod:`.document`). Any fault raises
:class:`LeagueError` with :attr:`Problem.DAMAGED_FILE`, naming the file, the field and what is
wrong with it.

No Qt here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from scoreboard.files.paths import read_at_most
from scoreboard.files.shapes import load_json
from scoreboard.league.document import league_from_document
from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.model import League

#: A league of 16 divisions of 64 teams with full rosters is well under this.
MAX_FILE_BYTES = 2 * 1024 * 1024


def load_league(path: Path | str) -> League:
    """The league in the file at ``path``."""
    return load_league_document(path)[0]


def load_league_document(path: Path | str) -> tuple[League, Any]:
    """The league in the file at ``path`` and the document it was read from (checked), to
    be kept with the season's state."""
    p = Path(path)
    try:
        data = read_at_most(p, MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise LeagueError(
            Problem.DAMAGED_FILE, file=p.name, field="file", detail=exc.strerror or "unreadable"
        ) from exc
    if len(data) > MAX_FILE_BYTES:
        raise LeagueError(Problem.DAMAGED_FILE, file=p.name, field="file", detail="too large")
    try:
        doc = load_json(data.removeprefix(b"\xef\xbb\xbf"))
    except ValueError as exc:
        raise LeagueError(
            Problem.DAMAGED_FILE, file=p.name, field="file", detail="not JSON"
        ) from exc
    try:
        return league_from_document(doc), doc
    except LeagueError as exc:
        raise LeagueError(exc.problem, file=p.name, **dict(exc.params)) from None
