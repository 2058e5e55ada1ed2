"""A player's page as files: its figures per discipline and its matches as CSV tables, one
table per file (:func:`export_page_csv`), and the file name an export proposes
(:func:`page_file_name`). The PDF of the page is :mod:`ui.players.pdf`'s.

Every cell goes through :func:`scoreboard.files.cells.csv_cell`: a name or an event typed as
``=1+1`` stays text in a spreadsheet program. Files are written atomically
(:func:`scoreboard.files.paths.export_bytes`), UTF-8 with a byte-order mark so spreadsheet
programs read the accents.

No Qt here.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from scoreboard.files import local_time
from scoreboard.files.cells import csv_cell
from scoreboard.files.paths import export_bytes
from scoreboard.history.export import safe_file_name
from scoreboard.match.match import is_points
from scoreboard.players.figures import Profile
from scoreboard.players.registry import Person, Played

#: The tables of a page's CSV export, the first at the path chosen, the others beside it.
CSV_PARTS = ("figures", "matches")


@dataclass(frozen=True, slots=True)
class PageText:
    """The words of a page's files (the windows give them in the current language)."""

    figures: tuple[str, ...] = (
        "Discipline",
        "Matches",
        "Won",
        "Lost",
        "Racks won",
        "Racks lost",
        "Break and runs",
        "Fouls per rack",
        "High run",
        "Balls per inning",
    )
    matches: tuple[str, ...] = (
        "Date",
        "Opponent",
        "Discipline",
        "Racks won",
        "Racks lost",
        "Result",
        "Event",
    )
    won: str = "Victory"
    lost: str = "Defeat"
    unfinished: str = "Not finished"
    #: the result of a match between two names of the person (counted nowhere)
    one_person: str = "A match between two names of this player: not counted"
    #: the opponent of a team match: (his partner, the other side's players) in words
    doubles: Callable[[str, str], str] = lambda partner, them: (
        f"Doubles, with {partner}, against {them}"
    )
    #: The words of a discipline code (the code as is when it has none).
    codes: dict[str, str] = field(default_factory=dict)
    #: A number with two decimals as the page writes it.
    decimal: Callable[[float], str] = lambda value: f"{value:.2f}"

    def discipline(self, code: str) -> str:
        return self.codes.get(code, code)


def _table(rows: Iterable[Sequence[object]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    for r in rows:
        writer.writerow([csv_cell(v) for v in r])
    return out.getvalue()


def figures_rows(page: Profile, text: PageText) -> list[list[object]]:
    """The totals per discipline, as the page's table shows them, and 14.1's balls per
    inning in the last column (empty for the other disciplines)."""
    rows: list[list[object]] = []
    for d in page.disciplines:
        rows.append(
            [
                text.discipline(d.discipline),
                d.matches,
                d.won,
                d.lost,
                d.racks_won,
                d.racks_lost,
                d.break_and_runs,
                text.decimal(d.fouls_per_rack),
                d.high_run,
                text.decimal(d.balls_per_inning) if is_points(d.discipline) and d.innings else "",
            ]
        )
    return rows


def matches_rows(page: Profile, people: Iterable[Person], text: PageText) -> list[list[object]]:
    """The person's matches, oldest first: date (UTC, as stored), opponent, discipline, racks
    won and lost, result and event (a match between two names of his: the other name, and
    said so as its result)."""
    names = {p.id: p.name for p in people}
    rows: list[list[object]] = []
    for m in page.matches:
        side, opponent = faced(m, page.person, names, text.doubles)
        if m.one_person:
            result = text.one_person
        elif m.winner is None:
            result = text.unfinished
        else:
            result = text.won if m.winner == side else text.lost
        rows.append(
            [
                m.started[:10],
                opponent,
                text.discipline(m.discipline),
                m.games[side],
                m.games[1 - side],
                result,
                m.event,
            ]
        )
    return rows


def faced(
    m: Played, person: int, names: Mapping[int, str], doubles: Callable[[str, str], str]
) -> tuple[int, str]:
    """The side ``person`` played on in ``m`` and his opponent as his page words it: the
    other side's person (his name in the registry, else the name typed); in a team match,
    ``doubles(his partner, the other side's players)`` (each by his name in the registry).

    >>> from scoreboard.players.registry import Played
    >>> m = Played(1, "2026-01-01", "nine-ball", ("Ana & Bea", "Cid & Dan"), (None, None), 0,
    ...            (3, 1), partners=((1, 2), (3, None)),
    ...            partner_names=(("Ana", "Bea"), ("Cid", "Dan")))
    >>> faced(m, 2, {1: "Ana Ruiz", 3: "Cid Gil"}, lambda p, o: f"{o} with {p}")
    (0, 'Cid Gil & Dan with Ana Ruiz')
    """
    if m.team:
        side = m.team_side(person) or 0

        def called(s: int, seat: int) -> str:
            pid = m.partners[s][seat]
            typed = m.partner_names[s][seat]
            return names.get(pid, typed) if pid is not None else typed

        seat = 1 if m.partners[side][0] == person else 0
        them = " & ".join(called(1 - side, k) for k in (0, 1))
        return side, doubles(called(side, seat), them)
    side = 0 if m.people[0] == person else 1
    other, opponent = m.people[1 - side], m.names[1 - side]
    if other is not None and not m.one_person:
        opponent = names.get(other, opponent)
    return side, opponent


def page_tables(page: Profile, people: Iterable[Person], text: PageText) -> dict[str, str]:
    """Each CSV table of the page (:data:`CSV_PARTS`) as text."""
    return {
        "figures": _table([text.figures, *figures_rows(page, text)]),
        "matches": _table([text.matches, *matches_rows(page, people, text)]),
    }


def csv_paths(path: Path | str) -> dict[str, Path]:
    """Where each table goes: the figures at ``path``, the matches beside it
    (``<name>-matches.csv``)."""
    path = Path(path)
    return {
        part: path if part == CSV_PARTS[0] else path.with_name(f"{path.stem}-{part}{path.suffix}")
        for part in CSV_PARTS
    }


def export_page_csv(
    path: Path | str, page: Profile, people: Iterable[Person], text: PageText | None = None
) -> list[Path]:
    """Write the page's CSV tables, one per file (:func:`csv_paths`); returns the files."""
    tables = page_tables(page, people, text or PageText())
    written = []
    for part, target in csv_paths(path).items():
        export_bytes(target, tables[part].encode("utf-8-sig"))
        written.append(target)
    return written


def page_file_name(name: str, suffix: str, when: datetime | None = None) -> str:
    """The file name a page's export proposes: the local date and the player, portable
    (:func:`scoreboard.history.export.safe_file_name`): ``2024-05-01_Ana_Ruiz.pdf``."""
    day = (when or local_time.now()).strftime("%Y-%m-%d")
    player = safe_file_name(name, fallback="player")
    return safe_file_name(f"{day} {player}", suffix, fallback="player")
