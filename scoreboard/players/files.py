"""Files for rating bodies: the game-level results as CSV (for a federation or a FargoRate
upload) and a ratings list (CSV) read to seed the registry.

The results file has one line per stored match between two people: date (UTC, YYYY-MM-DD),
the two players, the discipline, the games (racks) each won and the event. Every cell goes
through :func:`scoreboard.files.cells.csv_cell`, so a name cannot run as a spreadsheet formula.

A ratings list is untrusted: it is read through the one file opener
(:func:`scoreboard.files.paths.read_at_most`: no pipe, device or folder is ever read), at most
:data:`MAX_LIST_BYTES` and :data:`MAX_LIST_ROWS`, UTF-8 (a BOM allowed) with a header naming
a ``name`` column and a ``rating`` column (``club`` optional; a few spellings of each are
understood, with ``,`` ``;`` or tab between cells). A line that is not sound (a name the one
gate for names refuses, :func:`~scoreboard.files.shapes.check_name`: empty, too long or with
control characters; a rating that is not a number on the scale) is reported by its line
number and left out; the rest is imported. A file that cannot be a ratings list
at all raises :class:`RatingsListError` naming the file.

A list is read and checked whole first, then given to the registry in one transaction
(:meth:`~scoreboard.players.registry.Registry.seed`): a failure or a cancel midway leaves the
registry as it was. Both take a ``progress`` callback, told the lines done now and then, which
may raise (:class:`ImportCancelled`) to stop; the Players window runs them on a worker thread.

No Qt here.
"""

from __future__ import annotations

import csv
import io
import math
import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from scoreboard.files.cells import csv_cell
from scoreboard.files.paths import export_bytes, read_at_most
from scoreboard.files.shapes import SchemaError, check_name
from scoreboard.history.database import fold
from scoreboard.players.registry import MAX_TEXT, Person, Played, Registry

#: The largest ratings list read (a national list of 100,000 players is about 4 MB).
MAX_LIST_BYTES = 8 * 1024 * 1024
#: The most lines of a ratings list read.
MAX_LIST_ROWS = 200_000
#: The ratings a list may hold (FargoRate's and the federations' are within 0 to 1,500).
RATING_RANGE = (0.0, 5000.0)

RESULTS_HEADER = ("date", "player_a", "player_b", "discipline", "games_a", "games_b", "event")

_COLUMNS = {
    "name": ("name", "player", "nombre", "jugador", "full name"),
    "rating": ("rating", "fargo", "fargorate", "fargo rating", "elo", "puntuacion"),
    "club": ("club", "team", "equipo"),
}


def results_csv(matches: Iterable[Played], people: Iterable[Person]) -> str:
    """The game-level results of these matches as CSV text (a match with a side of no person,
    or one person on both sides, is left out: :attr:`Played.rated`)."""
    names = {p.id: p.name for p in people}
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(RESULTS_HEADER)
    for m in matches:
        if not m.rated:  # no one to rate, or one person on both sides
            continue
        a, b = m.people
        assert a is not None and b is not None
        writer.writerow(
            [
                csv_cell(v)
                for v in (
                    m.started[:10],
                    names.get(a, m.names[0]),
                    names.get(b, m.names[1]),
                    m.discipline,
                    m.games[0],
                    m.games[1],
                    m.event,
                )
            ]
        )
    return out.getvalue()


def export_results(path: Path | str, registry: Registry) -> int:
    """Write every stored match's results to ``path`` (atomically, UTF-8 with a BOM for
    spreadsheet programs); returns the lines written."""
    text = results_csv(registry.played(events=True), registry.people(include_merged=True))
    export_bytes(Path(path), text.encode("utf-8-sig"))
    return text.count("\r\n") - 1


class RatingsListError(ValueError):
    """A file that is not a ratings list the app can read (the message names it)."""


class ImportCancelled(Exception):
    """Raised by a ``progress`` callback to stop reading or importing a ratings list."""


#: The lines of a ratings list read between two calls of its ``progress``.
PROGRESS_LINES = 10_000


@dataclass(frozen=True, slots=True)
class ListedRating:
    line: int
    name: str
    rating: float
    club: str = ""


@dataclass
class RatingsList:
    """The sound lines of a ratings list and a message for each line left out."""

    ratings: list[ListedRating] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")


def _sound_text(value: str) -> str | None:
    clean = " ".join(value.split())
    if len(clean) > MAX_TEXT:
        return None
    if any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn") for c in clean):
        return None
    return clean


# Long because a ratings list is checked whole first (its size, its encoding, its header), then read
# row by row once, each bad row said where it is met.
def read_ratings_list(
    path: Path | str, progress: Callable[[int], object] | None = None
) -> RatingsList:
    """The ratings of the list at ``path`` (see the module's notes); ``progress(lines read)``
    is called every :data:`PROGRESS_LINES` lines. Raises :class:`RatingsListError` for a file
    that cannot be one, OSError when it cannot be read."""
    source = Path(path)
    data = read_at_most(source, MAX_LIST_BYTES + 1)
    if len(data) > MAX_LIST_BYTES:
        raise RatingsListError(f"{source}: larger than {MAX_LIST_BYTES // (1024 * 1024)} MB")
    if b"\x00" in data:
        raise RatingsListError(f"{source}: not a text file")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RatingsListError(f"{source}: not UTF-8 text ({exc.reason})") from None
    # lines end at CR LF, LF or CR only, and keep their ends: a line separator of Unicode
    # (NEL, LS, PS, VT, FF...) stays in its cell, and so does a line break in a quoted cell,
    # to be refused with the name that holds it, never to cut a row in two or to vanish
    lines = _LINE.findall(text)
    if not lines:
        raise RatingsListError(f"{source}: empty")
    first = lines[0]
    delimiter = max((",", ";", "\t"), key=first.count)
    csv.field_size_limit(MAX_TEXT * 4)
    reader = csv.reader(lines[: MAX_LIST_ROWS + 1], delimiter=delimiter)
    try:
        header = [fold(h) for h in next(reader)]
    except csv.Error as exc:
        raise RatingsListError(f"{source}: line 1: {exc}") from None
    where: dict[str, int] = {}
    for column, spellings in _COLUMNS.items():
        for i, h in enumerate(header):
            if h in spellings:
                where[column] = i
                break
    if "name" not in where or "rating" not in where:
        raise RatingsListError(f"{source}: line 1 names no 'name' and 'rating' columns")
    result = RatingsList()
    if len(lines) > MAX_LIST_ROWS + 1:
        result.problems.append(f"{source}: only the first {MAX_LIST_ROWS} lines were read")
    while True:
        line = reader.line_num + 1
        if progress is not None and line % PROGRESS_LINES == 0:
            progress(line)
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:
            result.problems.append(f"{source}: line {line}: {exc}")
            continue
        if not any(c.strip() for c in row):
            continue
        cells = {k: row[i] if i < len(row) else "" for k, i in where.items()}
        try:  # the one gate for a player's name, as for a match's or an entrant's
            name = " ".join(check_name(cells["name"]).split())
        except SchemaError as exc:
            result.problems.append(f"{source}: line {line}: {exc}")
            continue
        club = _sound_text(cells.get("club", "")) or ""
        raw = cells["rating"].strip().replace(",", ".")
        try:
            rating = float(raw)
        except ValueError:
            rating = math.nan
        low, high = RATING_RANGE
        if not (math.isfinite(rating) and low <= rating <= high) or len(raw) > 20:
            result.problems.append(f"{source}: line {line}: rating {raw[:20]!r} is not 0 to 5000")
            continue
        result.ratings.append(ListedRating(line, name, rating, club))
    return result


def seed_registry(
    registry: Registry,
    ratings: Iterable[ListedRating],
    progress: Callable[[int], object] | None = None,
) -> tuple[int, int]:
    """Give each listed player his rating (and club, when the list has one): the person of
    the same name (folded), else a new person; all of them or, on an error or a cancel
    (``progress(lines done)`` raising), none. Returns (people updated, people added)."""
    return registry.seed(((r.name, r.club, r.rating) for r in ratings), progress)
