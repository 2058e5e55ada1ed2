"""Leagues' seasons kept in the data folder: one JSON file a season
(``leagues/<uid>.json`` beside the history database), written atomically, so a crash leaves
the old season or the new one; each holds a revision, and a store writes over a season only at
the revision it last read or wrote, so a second desk that changed it in between is never
overwritten. A file is read back as untrusted: bounded, parsed with no ``NaN``, checked field by
field (:func:`~scoreboard.league.stored.season_from_document`).

(The history database's schema is kept within its first page, read at every opening: a
season, a document of up to megabytes, is a file of its own rather than a table there.)

With every save the rubbers' results of the nights changed are kept in the history's matches,
in one transaction (:func:`records`, :func:`~scoreboard.history.results.keep_results`), night
by night: a result typed at the desk as ``typed``, its competition ``<season uid>:<fixture>``
and its slot the rubber's id; a rubber played on a table of this laptop names the match the
history stores with its shots, which is left as it is; a rubber played on a table of another
laptop of the venue is kept as ``received`` under that table's match id (as a competition's
result received, :mod:`scoreboard.competition.record`). A doubles or scotch doubles rubber is kept as a team
match: its sides named as the boards name them ("Ana & Bea"), each partner linked as the person
he is (:attr:`~scoreboard.history.results.ResultRecord.partners`), never a person of the team.
A forfeit is kept as such (it counts no games). The season's file is written first:
a crash before the history's transaction leaves the record one change behind, made right by
the next save of that night.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from scoreboard.files.paths import atomic_write_text, read_at_most
from scoreboard.files.shapes import load_json
from scoreboard.history.results import ResultRecord, keep_results, remember_names, typed_id
from scoreboard.history.values import Recorded
from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.model import Rubber, RubberKind, Side
from scoreboard.league.night import players_of
from scoreboard.league.season import Season
from scoreboard.league.stored import season_from_document, season_to_document
from scoreboard.match.match import MatchConfigError, match_config

#: A stored season larger than this is not read.
MAX_DOCUMENT = 8 * 1024 * 1024
#: The folder of the seasons, beside the history database.
FOLDER = "leagues"
#: The results received from venue tables: each match id with when it finished (UTC text,
#: None: not known), as :data:`scoreboard.competition.record.Received`.
Received = Mapping[str, "str | None"]


@dataclass(frozen=True, slots=True)
class StoredLeague:
    uid: str
    name: str
    updated: str


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _ruleset(rubber: Rubber) -> str:
    try:
        config = match_config(("A", "B"), rubber.discipline, rubber.ruleset, rubber.race)
    except (MatchConfigError, ValueError):
        return rubber.ruleset.value if rubber.ruleset is not None else ""
    return config.resolved_ruleset.value


def night_key(s: Season, fixture: str) -> str:
    """What a night's rubbers are kept under in the history (``matches.competition``)."""
    return f"{s.uid}:{fixture}"


def records(
    s: Season, fixture: str, received: Received | None = None
) -> tuple[list[ResultRecord], set[str]]:
    """The rows a night's rubbers make (typed results, and those received from a venue table:
    their match ids among ``received``), and the match ids of rubbers played on a table of
    this laptop (kept as they are)."""
    received = received or {}
    out: list[ResultRecord] = []
    named: set[str] = set()
    fmt = s.league.rules.format
    f, n = s.calendar.fixture(fixture), s.nights.get(fixture)
    if n is None or not n.ready():
        return out, named
    score, sheet = s.score(f.id), s.sheet(f.id)
    for r in score.rubbers:
        if r.winner is None:
            continue
        held = n.history.get(r.rubber.id)
        if held is not None and held not in received:
            named.add(held)
            continue
        sides = [players_of(sheet, fmt, r.rubber, side) for side in (Side.HOME, Side.AWAY)]
        if any(p is None for side in sides for p in side) or not all(sides):
            continue  # a place nobody held: no match between two sides
        home, away = (" & ".join(p or "" for p in side) for side in sides)
        partners = None
        if r.rubber.kind is not RubberKind.SINGLES and all(len(side) == 2 for side in sides):
            (a, b), (c, d) = sides
            partners = ((a or "", b or ""), (c or "", d or ""))
        match_id, how = typed_id(night_key(s, f.id), r.rubber.id), Recorded.TYPED
        if held is not None:
            match_id, how = held, Recorded.RECEIVED
        out.append(
            ResultRecord(
                match_id=match_id,
                slot=r.rubber.id,
                discipline=r.rubber.discipline.value,
                ruleset=_ruleset(r.rubber),
                players=(home, away),
                score=(r.home, r.away),
                winner=0 if r.winner is Side.HOME else 1,
                recorded=how,
                forfeit=r.forfeited_by is not None,
                finished=received.get(held) if held is not None else None,
                event=f"{s.name}: {f.home} – {f.away}",
                partners=partners,
            )
        )
    return out, named


class LeagueStore:
    """Reads and writes seasons as files in ``folder``, their rubbers through an open history
    connection (autocommit mode, as :class:`scoreboard.history.database.HistoryDB` keeps it)."""

    def __init__(self, folder: Path, conn: sqlite3.Connection, db: Any = None) -> None:
        self.folder = folder
        self._fixed = conn
        self._db = db
        self._seen: dict[str, int] = {}

    @classmethod
    def of(cls, db: Any) -> LeagueStore:
        """The store beside a :class:`~scoreboard.history.database.HistoryDB`'s file."""
        return cls(Path(db.path).parent / FOLDER, db.conn, db)

    @property
    def _conn(self) -> sqlite3.Connection:
        return self._fixed if self._db is None else self._db.conn

    def path(self, uid: str) -> Path:
        safe = "".join(ch for ch in uid if ch.isalnum() or ch in "-_")[:64] or "unnamed"
        return self.folder / f"{safe}.json"

    def _revision(self, uid: str) -> int | None:
        """The revision of the season's file as it is now (None: no file)."""
        try:
            doc = self._read(uid)
        except LeagueError:
            return -1 if self.path(uid).exists() else None
        value = doc.get("revision")
        return value if isinstance(value, int) else -1

    def save(
        self, s: Season, nights: Iterable[str] | None = None, received: Received | None = None
    ) -> None:
        """Write ``s``, then the rubbers' results of ``nights`` (fixture ids; None: every
        night) into the history's matches in one transaction (those ``received`` from a venue
        table as received); refused (``changed-elsewhere``) when another desk changed the
        season since it was read here."""
        held = self._revision(s.uid)
        if held is not None and self._seen.get(s.uid) != held:
            raise LeagueError(Problem.CHANGED_ELSEWHERE, name=s.name[:80])
        revision = (held or 0) + 1
        doc = season_to_document(s)
        doc["revision"] = revision
        doc["updated"] = _now()
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic_write_text(self.path(s.uid), json.dumps(doc, ensure_ascii=False, indent=1))
        self._seen[s.uid] = revision
        now = _now()
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            names = [p.name for d in s.league.divisions for t in d.teams for p in t.roster]
            remember_names(self._conn, names, now)
            for fixture in s.nights if nights is None else nights:
                rows, named = records(s, fixture, received)
                keep_results(self._conn, night_key(s, fixture), rows, keep=named, now=now)
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    def list(self, limit: int = 100) -> list[StoredLeague]:
        """The seasons kept, changed last first (a file that cannot be read is listed by its
        name, to be said when opened)."""
        out: list[StoredLeague] = []
        if not self.folder.is_dir():
            return out
        for p in sorted(self.folder.glob("*.json"), key=_mtime, reverse=True)[:limit]:
            try:
                doc = self._read(p.stem)
                name = str(doc.get("league", {}).get("name", "?"))[:200]
                updated = str(doc.get("updated", ""))[:40]
            except (LeagueError, AttributeError):
                name, updated = p.stem, ""
            out.append(StoredLeague(p.stem, name, updated))
        return out

    def _read(self, uid: str) -> dict[str, Any]:
        path = self.path(uid)
        try:
            data = read_at_most(path, MAX_DOCUMENT + 1)
        except OSError as exc:
            raise LeagueError(
                Problem.DAMAGED_FILE, file=path.name, field="file", detail=exc.strerror or "?"
            ) from exc
        if len(data) > MAX_DOCUMENT:
            raise LeagueError(Problem.DAMAGED_FILE, file=path.name, field="file", detail="size")
        try:
            doc = load_json(data)
        except (ValueError, RecursionError):
            raise LeagueError(
                Problem.DAMAGED_FILE, file=path.name, field="file", detail="not JSON"
            ) from None
        if not isinstance(doc, dict):
            raise LeagueError(Problem.DAMAGED_FILE, file=path.name, field="file", detail="not JSON")
        return doc

    def load(self, uid: str) -> Season:
        """The season kept under ``uid``, read as untrusted."""
        doc = self._read(uid)
        revision = doc.get("revision")
        if not isinstance(revision, int) or isinstance(revision, bool):
            raise LeagueError(
                Problem.DAMAGED_FILE, file=self.path(uid).name, field="revision", detail="wrong"
            )
        s = season_from_document(uid, doc, self.path(uid).name)
        self._seen[uid] = revision
        return s


def _mtime(p: Path) -> float:
    try:
        return p.stat().st_mtime
    except OSError:
        return 0.0
