"""The match history: a SQLite database of players, matches, racks and shots.

The schema has a version (``PRAGMA user_version``) and each version is a migration applied in
its own transaction, so an older file is brought up to date on opening (after a backup copy).
A file from a newer version is refused and left untouched.

Listing stays instant as the history grows: every stored match carries its summary (players,
score, winner and each player's statistics) in its own row, and the listing reads one page of
those rows through indexes, never the racks or shots. The full input list (the journal) sits
in a separate table read only when a match is opened.

Every value read back is untrusted (:mod:`scoreboard.history.rows`): a damaged row is listed as
damaged, never an exception. A file deleted, emptied or cut short under the app is written back
(:meth:`HistoryDB.put_back_if_gone`), from the connection or from the copy the app holds.

>>> db = HistoryDB(":memory:")
>>> db.schema_version
7
>>> db.remember_player("José Pérez"); db.complete_player("jose")
['José Pérez']
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from scoreboard.files.paths import FileProblem, FileProblemError, put_aside
from scoreboard.history import rows as untrusted
from scoreboard.history.file import (
    _PUT_ASIDE,
    HistoryFile,
    before_opening,
    check_file,
    read_in_memory,
)
from scoreboard.history.results import keep_partners, name_id, side_ids, take_out, take_out_row
from scoreboard.history.schema import (
    MIGRATIONS,
    SCHEMA_VERSION,
    fold,
    has_partners,
    migrate,
    recorded_columns,
    schema_version,
)
from scoreboard.history.timeouts import BUSY_TIMEOUT, STORE_BUSY_TIMEOUT
from scoreboard.history.values import (
    _ROW_COLUMNS,
    DamagedMatch,
    Filters,
    MatchRow,
    MatchSummary,
    RackSummary,
    ShotSummary,
    StoredMatch,
    _checked_row,
    _readable,
    _row,
    _sheet_line,
    _shown_config,
    _stats_from,
    _stats_json,
    summarize,
    utc_text,
)

__all__ = [
    "BUSY_TIMEOUT",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "STORE_BUSY_TIMEOUT",
    "DamagedMatch",
    "Filters",
    "HistoryDB",
    "HistoryFile",
    "MatchRow",
    "MatchSummary",
    "RackSummary",
    "ShotSummary",
    "StoreCancelled",
    "StoredMatch",
    "before_opening",
    "check_file",
    "copy_in_memory",
    "fold",
    "migrate",
    "open_or_recover",
    "schema_version",
    "summarize",
    "utc_text",
]


class StoreCancelled(Exception):
    """A store given up before it wrote anything (the app was closing)."""


class HistoryDB(HistoryFile):
    """The history database at ``path`` (``":memory:"`` for a throwaway one): its players and
    its matches, over the file :class:`~scoreboard.history.file.HistoryFile` keeps.

    Opening migrates an older file (a backup copy is made first); a file from a newer version
    or one that is not a database raises :class:`~scoreboard.files.paths.FileProblemError` and is
    left untouched. ``readonly`` opens an existing file without any write. ``check`` False skips
    the full ``quick_check`` (for a second connection to a file already opened and checked).
    """

    # -- players ---------------------------------------------------------------------------------

    def _player_id(self, name: str, now: str) -> int | None:
        return name_id(self._conn, name, now)

    def remember_player(self, name: str) -> None:
        """Add a name to the autocomplete list (typed for a match not yet stored)."""
        with self._transaction():
            self._player_id(name, utc_text(datetime.now(UTC)))
        self.keep(lambda held: held.remember_player(name))

    def complete_player(self, prefix: str, limit: int = 10) -> list[str]:
        """Stored player names that start with ``prefix`` (or whose surname does), accent- and
        case-blind, the most played first."""
        key = fold(prefix)
        escaped = key.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        rows = self._conn.execute(
            "SELECT name FROM players WHERE key LIKE ? ESCAPE '\\' OR key LIKE ? ESCAPE '\\'"
            " ORDER BY (key LIKE ? ESCAPE '\\') DESC, matches DESC, last_seen DESC, name"
            " LIMIT ?",
            (escaped + "%", "% " + escaped + "%", escaped + "%", limit),
        ).fetchall()
        return [r[0] for r in rows if _readable(r[0])]

    # -- matches ---------------------------------------------------------------------------------

    def stored_inputs(self, match_id: str) -> list[dict[str, Any]] | None:
        """The inputs stored with ``match_id`` (None: the history does not hold it). Raises
        :class:`DamagedMatch` when they cannot be read."""
        row = self._conn.execute(
            "SELECT d.inputs FROM matches m JOIN match_data d ON d.match = m.id"
            " WHERE m.match_id = ?",
            (match_id,),
        ).fetchone()
        if row is None:
            return None if not self.has_match(match_id) else []
        try:
            inputs = untrusted.json_list(row[0], "match_data.inputs")
        except untrusted.DamagedValue as exc:
            raise DamagedMatch(f"{self.path}: {exc}") from exc
        if not all(isinstance(i, dict) for i in inputs):
            raise DamagedMatch(f"{self.path}: match_data.inputs: not a list of inputs")
        return inputs

    def has_match(self, match_id: str) -> bool:
        row = self._conn.execute("SELECT 1 FROM matches WHERE match_id = ?", (match_id,))
        return row.fetchone() is not None

    def save(self, m: MatchSummary, *, go_on: Callable[[], bool] | None = None) -> int:
        """Store (or replace) a match with its racks and shots, in one transaction; returns its
        row id. ``go_on`` is asked once the write lock is taken: False gives up there, before
        anything is written (:class:`StoreCancelled`)."""
        started = utc_text(m.created)
        with self._transaction():
            if go_on is not None and not go_on():
                raise StoreCancelled(m.match_id)
            self._take_out_stored(m.match_id)
            mid = self._insert_match(m, started)
            self._insert_details(m, mid)
        self.keep(lambda held: held.save(m))
        return mid

    def _take_out_stored(self, match_id: str) -> None:
        """The match stored under ``match_id`` before, if any, taken out (its players' counts
        too): a result typed or received under its id is replaced by the match scored here."""
        take_out(self._conn, match_id)

    def _insert_match(self, m: MatchSummary, started: str) -> int:
        """The match's row, with its summary (what the listing reads); returns its row id."""
        ids = side_ids(self._conn, m.players, m.partners, started)
        cur = self._conn.execute(
            "INSERT INTO matches (match_id, discipline, ruleset, player0, player1, name0,"
            " name1, started, finished, winner, end_reason, score0, score1, racks0, racks1,"
            " sets0, sets1, racks_played, shots, stats0, stats1)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                m.match_id,
                m.discipline,
                m.ruleset,
                ids[0],
                ids[1],
                m.players[0],
                m.players[1],
                started,
                utc_text(m.finished) if m.finished else None,
                m.winner,
                m.end_reason,
                *m.score,
                *m.racks_won,
                *m.sets,
                len(m.racks),
                sum(1 for s in m.shots if s.kind == "shot"),
                _stats_json(m.stats[0]),
                _stats_json(m.stats[1]),
            ),
        )
        mid = int(cur.lastrowid or 0)
        keep_partners(self._conn, mid, m.partners, started)
        return mid

    def _insert_details(self, m: MatchSummary, mid: int) -> None:
        """The match's inputs, racks and shots, under its row ``mid``."""
        for table in ("match_data", "racks", "shots"):
            # rows of a match taken out without them (a file edited elsewhere)
            self._conn.execute(f"DELETE FROM {table} WHERE match = ?", (mid,))
        self._conn.execute(
            "INSERT INTO match_data (match, created, config, clock, inputs, score_sheet)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (
                mid,
                m.created,
                json.dumps(m.config, ensure_ascii=False),
                json.dumps(m.clock, ensure_ascii=False) if m.clock is not None else None,
                json.dumps(list(m.inputs), ensure_ascii=False),
                json.dumps(list(m.score_sheet)),
            ),
        )
        self._conn.executemany(
            "INSERT INTO racks VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    mid,
                    r.number,
                    r.set_number,
                    r.breaker,
                    r.winner,
                    r.outcome,
                    *r.score,
                    r.moves,
                    _stats_json(r.stats[0]),
                    _stats_json(r.stats[1]),
                )
                for r in m.racks
            ],
        )
        self._conn.executemany(
            "INSERT INTO shots VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    mid,
                    s.seq,
                    s.rack,
                    s.shooter,
                    s.kind,
                    json.dumps(list(s.pocketed)),
                    int(bool(s.fouls)),
                    json.dumps(list(s.fouls)),
                    json.dumps(list(s.reasons)),
                    int(s.breaking),
                    s.time,
                )
                for s in m.shots
            ],
        )

    def list_matches(
        self, filters: Filters | None = None, *, limit: int | None = 100, offset: int = 0
    ) -> list[MatchRow]:
        """A page of stored matches, newest first, with each player's statistics."""
        where, args = (filters or Filters()).where(has_partners(self._conn))
        sql = f"SELECT {self._row_columns} FROM matches{where} ORDER BY started DESC, id DESC"
        if limit is not None:
            sql += " LIMIT ? OFFSET ?"
            args += [limit, offset]
        return self._with_partners([_row(r) for r in self._conn.execute(sql, args)])

    def _with_partners(self, rows: list[MatchRow]) -> list[MatchRow]:
        """``rows`` with the players of the team matches among them (read as untrusted: a
        damaged partner's row leaves the match listed without its partners)."""
        if not rows or not has_partners(self._conn):
            return rows
        found: dict[int, dict[tuple[object, object], object]] = {}
        for start in range(0, len(rows), 500):
            ids = [r.id for r in rows[start : start + 500]]
            for mid, side, seat, name in self._conn.execute(
                "SELECT match, side, seat, name FROM partners"
                f" WHERE match IN ({','.join('?' * len(ids))})",
                ids,
            ):
                found.setdefault(mid, {})[(side, seat)] = name
        out = []
        for r in rows:
            seats = found.get(r.id)
            names = [seats.get(k) for k in ((0, 0), (0, 1), (1, 0), (1, 1))] if seats else []
            if len(seats or ()) == 4 and all(_readable(n) for n in names):
                a, b, c, d = (untrusted.shown(str(n)) for n in names)
                r = dataclasses.replace(r, partners=((a, b), (c, d)))
            out.append(r)
        return out

    def count_matches(self, filters: Filters | None = None) -> int:
        where, args = (filters or Filters()).where(has_partners(self._conn))
        return int(self._conn.execute(f"SELECT count(*) FROM matches{where}", args).fetchone()[0])

    def disciplines(self) -> list[str]:
        """The disciplines found in the history (for the filter's choices)."""
        rows = self._conn.execute("SELECT DISTINCT discipline FROM matches ORDER BY discipline")
        return [r[0] for r in rows if _readable(r[0])]

    @property
    def _row_columns(self) -> str:
        """The columns of a :class:`MatchRow`, as this history holds them."""
        return f"{_ROW_COLUMNS}, {recorded_columns(self._conn)}"

    def _id_of(self, match: int | str) -> int:
        if isinstance(match, int):
            return match
        row = self._conn.execute("SELECT id FROM matches WHERE match_id = ?", (match,)).fetchone()
        if row is None:
            raise KeyError(match)
        return int(row[0])

    def open_match(self, match: int | str) -> StoredMatch:
        """A stored match (by row id or match id), read-only. Raises KeyError when there is
        none, :class:`DamagedMatch` when one of its values is damaged."""
        mid = self._id_of(match)
        r = self._conn.execute(f"SELECT {self._row_columns} FROM matches WHERE id = ?", (mid,))
        found = r.fetchone()
        if found is None:
            raise KeyError(match)
        data = self._conn.execute(
            "SELECT created, config, clock, inputs, score_sheet FROM match_data WHERE match = ?",
            (mid,),
        ).fetchone()
        try:
            row = self._with_partners([_checked_row(found)])[0]
            if data is None:
                raise untrusted.DamagedValue("match_data", "missing")
            clock = data[2]
            inputs = untrusted.json_list(data[3], "match_data.inputs")
            sheet = untrusted.json_list(data[4], "match_data.score_sheet")
            if not all(isinstance(i, dict) for i in inputs):
                raise untrusted.DamagedValue("match_data.inputs", "not a list of inputs")
            return StoredMatch(
                id=mid,
                match_id=row.match_id,
                created=untrusted.text(data[0], "match_data.created"),
                config=_shown_config(untrusted.json_object(data[1], "match_data.config")),
                inputs=tuple(inputs),
                clock=untrusted.json_object(clock, "match_data.clock")
                if clock is not None
                else None,
                row=row,
                racks=self._racks(mid),
                score_sheet=tuple(_sheet_line(line) for line in sheet),
            )
        except untrusted.DamagedValue as exc:
            raise DamagedMatch(f"{self.path}: {exc}") from exc

    def racks(self, match: int | str) -> tuple[RackSummary, ...]:
        """A stored match's racks; raises :class:`DamagedMatch` when one is damaged."""
        try:
            return self._racks(self._id_of(match))
        except untrusted.DamagedValue as exc:
            raise DamagedMatch(f"{self.path}: {exc}") from exc

    def _racks(self, mid: int) -> tuple[RackSummary, ...]:
        rows = self._conn.execute(
            "SELECT number, set_number, breaker, winner, outcome, score0, score1, moves,"
            " stats0, stats1 FROM racks WHERE match = ? ORDER BY number",
            (mid,),
        )
        n = untrusted.count
        return tuple(
            RackSummary(
                n(r[0], "racks.number"),
                n(r[1], "racks.set_number"),
                int(untrusted.side(r[2], "racks.breaker", optional=False) or 0),
                untrusted.side(r[3], "racks.winner"),
                untrusted.optional_text(r[4], "racks.outcome"),
                (n(r[5], "racks.score0", signed=True), n(r[6], "racks.score1", signed=True)),
                n(r[7], "racks.moves"),
                (_stats_from(r[8], "racks.stats0"), _stats_from(r[9], "racks.stats1")),
            )
            for r in rows
        )

    def shots(self, match: int | str) -> tuple[ShotSummary, ...]:
        """A stored match's shots; raises :class:`DamagedMatch` when one is damaged."""
        rows = self._conn.execute(
            "SELECT seq, rack, shooter, kind, pocketed, fouls, reasons, breaking, time"
            " FROM shots WHERE match = ? ORDER BY seq",
            (self._id_of(match),),
        )
        n = untrusted.count
        try:
            return tuple(
                ShotSummary(
                    n(r[0], "shots.seq"),
                    n(r[1], "shots.rack"),
                    int(untrusted.side(r[2], "shots.shooter", optional=False) or 0),
                    untrusted.text(r[3], "shots.kind"),
                    untrusted.ball_list(r[4], "shots.pocketed"),
                    untrusted.text_list(r[5], "shots.fouls"),
                    untrusted.text_list(r[6], "shots.reasons"),
                    bool(n(r[7], "shots.breaking", top=1)),
                    untrusted.seconds(r[8], "shots.time"),
                )
                for r in rows
            )
        except untrusted.DamagedValue as exc:
            raise DamagedMatch(f"{self.path}: {exc}") from exc

    def delete_match(self, match: int | str) -> None:
        mid = self._id_of(match)
        with self._transaction():
            take_out_row(self._conn, mid)
        key = match if isinstance(match, str) else None
        if key is not None:
            self.keep(lambda held: held.delete_match(key))


def copy_in_memory(path: Path) -> HistoryDB:
    """A copy of the history at ``path`` in memory, read on a connection of its own (off the
    window's thread: it reads every page); usable from another thread."""
    return HistoryDB._in_memory(read_in_memory(path))


def open_or_recover(path: Path, *, check: bool = True) -> tuple[HistoryDB, FileProblem | None]:
    """Open the history; a damaged file, or something that is not a file at all (a folder, a
    named pipe), is moved aside once (:func:`~scoreboard.files.paths.put_aside`: ``*.damaged-
    <timestamp>``, never overwriting an earlier one, its ``-wal`` and ``-shm`` files beside
    it) and a new, empty history started. Nothing is written into it before. A newer-version
    file is not touched: the error is raised. ``check`` False leaves the full check of every
    page for later (:func:`check_file`); the first pages are read, and checked, all the same
    (and every page, of a file not in WAL mode yet)."""
    try:
        return HistoryDB(path, check=check), None
    except FileProblemError as exc:
        if exc.problem.code not in _PUT_ASIDE:
            raise
        problem = exc.problem
    if problem.path != path:  # a side file that is not a file: only it is put aside
        aside = put_aside(problem.path)
        return HistoryDB(path, check=check), dataclasses.replace(problem, kept_aside=aside)
    aside = put_aside(path)
    for extra in ("-wal", "-shm"):
        side = path.with_name(path.name + extra)
        target = aside.with_name(aside.name + extra)
        if os.path.lexists(side) and not os.path.lexists(target):
            os.rename(side, target)
    return HistoryDB(path), dataclasses.replace(problem, kept_aside=aside)
