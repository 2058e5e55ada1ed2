"""Many tables in one process, without Qt: each table named, its journals in a folder of its own.

A scoring server that holds every table of a club in one process keeps them in a
:class:`Tables`: :meth:`Tables.open` starts a match on the table of that name with a fresh
journal in ``folder/<name>/``, :meth:`Tables.resume` brings a table back from the newest
unfinished journal of its folder (after a crash: what was acknowledged is there), and
:meth:`Tables.resume_all` does so for every table folder found. Each table is a
:class:`~scoreboard.table.table.Table` like the window's: records in through
:meth:`~scoreboard.table.table.Table.submit`, each one written (fsync) to that table's journal
before its watchers hear of it. One table's journal never holds another's records: each
table has its own journal, in its own folder.

A name is also a folder name, so it is kept to ASCII letters, digits, ``-`` and ``_`` (at
most 40, starting with a letter or a digit, not a name Windows keeps for a device): a name
sent over the network cannot reach outside ``folder``.

The history (a won match stored) is not kept here: the owner of the tables links a history
to each table (:attr:`~scoreboard.table.table.Table.link`) and closes a won match's journal with
:meth:`Tables.close_match`.

>>> import tempfile
>>> from rules import Shot
>>> from scoreboard.match.inputs import ShotInput
>>> folder = Path(tempfile.mkdtemp())
>>> tables = Tables(folder)
>>> t = tables.open("3", MatchConfig(discipline="nine-ball", race=(3, 3), breaker=0))
>>> bool(t.submit(ShotInput(Shot(rails=4))))
True
>>> tables.release()
>>> again = Tables(folder)
>>> again.resume_all()["3"].problem, len(again["3"].inputs), again.names
(None, 1, ('3',))
>>> again.release()
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from scoreboard.files.paths import FileProblemError
from scoreboard.match.match import MatchConfig
from scoreboard.match.replay import Replayed
from scoreboard.table.clock_policy import ClockPolicy
from scoreboard.table.journal import Journal, JournalContents, find_unfinished
from scoreboard.table.table import Table

__all__ = ["NAME", "Tables", "valid_name"]

#: What a table's name may be: it is also the name of its folder.
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,39}")
#: Names Windows keeps for its devices, whatever the case: no folder can have them.
DEVICES = re.compile(r"(con|prn|aux|nul|com[0-9]|lpt[0-9])", re.IGNORECASE)


def valid_name(name: str) -> bool:
    """Whether ``name`` can name a table (and its folder, on every system)."""
    return (
        isinstance(name, str)
        and NAME.fullmatch(name) is not None
        and DEVICES.fullmatch(name) is None
    )


class Tables:
    """The tables of one process, by name, their journals under ``folder``."""

    def __init__(self, folder: Path | str, *, clock_policy: ClockPolicy | None = None) -> None:
        self.folder = Path(folder)
        self._clock_policy = clock_policy
        self._tables: dict[str, Table] = {}

    # -- lookup -------------------------------------------------------------------------------

    def folder_of(self, name: str) -> Path:
        """Where the journals of table ``name`` are; ValueError for a name that cannot be one."""
        if not valid_name(name):
            raise ValueError(f"not a table name: {name!r}")
        return self.folder / name

    def __getitem__(self, name: str) -> Table:
        return self._tables[name]

    def get(self, name: str) -> Table | None:
        return self._tables.get(name)

    def __contains__(self, name: object) -> bool:
        return name in self._tables

    def __iter__(self) -> Iterator[Table]:
        return iter(self._tables.values())

    def __len__(self) -> int:
        return len(self._tables)

    @property
    def names(self) -> tuple[str, ...]:
        """The names of the tables held, in the order they were opened or resumed."""
        return tuple(self._tables)

    def _table(self, name: str) -> Table:
        table = self._tables.get(name)
        if table is None:
            self.folder_of(name)  # checks the name
            table = Table(name=name, clock_policy=self._clock_policy)
            self._tables[name] = table
        return table

    def hold(self, name: str) -> Table:
        """The table ``name``, held with no match when it is new: phones can pair with it and
        watch it before its first match is opened (nothing is written for it until then).
        ValueError for a name that cannot be a table's."""
        return self._table(name)

    # -- matches ------------------------------------------------------------------------------

    def open(self, name: str, config: MatchConfig, *, clock: dict[str, Any] | None = None) -> Table:
        """Start ``config`` on table ``name`` (made when new; the same object, with its
        watchers, when held) with a fresh journal in its folder. The journal of the match it
        had before is released and stays resumable. ValueError for a bad name or a
        configuration that cannot be played (nothing changed); OSError when the journal cannot
        be made (nothing changed either: a match that would not be kept is not started)."""
        folder = self.folder_of(name)
        config.validate()
        journal = Journal.create(folder, config.to_dict(), clock=clock)
        table = self._table(name)
        table.keep_in(None)
        outcome = table.new_match(config)
        if not outcome:  # pragma: no cover - the configuration was validated above
            journal.close("abandoned", archive=True)
            raise ValueError(outcome.message)
        table.keep_in(journal)
        return table

    def resume(self, name: str) -> JournalContents | None:
        """Bring table ``name`` back from the newest unfinished journal of its folder that can
        be read, replayed into the table (made when new) and kept from now on. Returns what
        was read, with the damage found in ``problem`` (the good part recovered, the damaged
        file kept aside), or None when no journal of its folder can be resumed (the table is
        left as it was). OSError when the journal cannot be written again."""
        folder = self.folder_of(name)
        for contents in find_unfinished(folder):
            if not contents.usable:
                continue
            table = self._table(name)

            def load(cfg: dict[str, Any], inputs: Any, table: Table = table) -> Replayed:
                return table.load(MatchConfig.from_dict(cfg), inputs)

            before = table.keep_in(None)
            try:
                journal, resumed = Journal.resume(contents.path, load)
            except FileProblemError:
                table.keep_in(before)
                continue
            table.keep_in(journal)
            return resumed
        return None

    def resume_all(self) -> dict[str, JournalContents]:
        """:meth:`resume` every table whose folder holds an unfinished journal (folders whose
        name cannot name a table are left alone); returns what was read, by name."""
        found: dict[str, JournalContents] = {}
        if not self.folder.is_dir():
            return found
        for path in sorted(self.folder.iterdir()):
            if path.is_dir() and valid_name(path.name):
                contents = self.resume(path.name)
                if contents is not None:
                    found[path.name] = contents
        return found

    def close_match(self, name: str, status: str = "finished") -> Path | None:
        """Close the journal of table ``name``'s match (``finished`` or ``abandoned``) and move
        it to the ``closed`` sub-folder; it is no longer offered for resumption. The table
        keeps its match on screen, no longer written anywhere. Returns the journal's new path
        (None: the table had no journal)."""
        journal = self._tables[name].keep_in(None)
        if journal is None:
            return None
        return journal.close(status, archive=True)

    def drop(self, name: str) -> Table:
        """Let go of table ``name``: its journal released (resumable), the table returned."""
        table = self._tables.pop(name)
        table.keep_in(None)
        return table

    def release(self) -> None:
        """Release every table's journal (each match stays resumable); the tables stay held,
        written nowhere. At exit, or before another process takes the folder over."""
        for table in self._tables.values():
            table.keep_in(None)
