"""The controller: a table's notifications as Qt signals, and nothing more.

The match in play is a :class:`~scoreboard.table.table.Table` (no Qt). The controller turns what the
table tells its watchers into signals for the windows:

* ``snapshot_changed(Snapshot)`` — after every accepted record: everything the views draw;
* ``announced(Event)`` — events worth announcing, after the snapshot;
* ``refused(code, message)`` — a record the rules refuse; nothing changed;
* ``problem(Problem)`` — the disk could not keep an entry (:mod:`scoreboard.table.problem`), never
  a refusal;
* ``match_started(MatchConfig)``.

Commands go to the table (:meth:`Table.submit`, or its typed shortcuts), never through here.

>>> from rules import Shot, Pocketed, Pocket
>>> from scoreboard.match.inputs import ShotInput
>>> c = Controller(MatchConfig(discipline="nine-ball", race=(3, 3), breaker=0))
>>> seen = []
>>> _ = c.snapshot_changed.connect(seen.append)
>>> bool(c.table.submit(ShotInput(Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4))))
True
>>> len(seen), seen[-1] is c.snapshot
(1, True)
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from scoreboard.match.match import MatchConfig
from scoreboard.match.snapshot import Snapshot
from scoreboard.table.table import Table, Watcher

__all__ = ["Controller"]


class Controller(QObject):
    """One table's snapshots, announcements, refusals and problems, as Qt signals."""

    snapshot_changed = Signal(object)
    announced = Signal(object)
    refused = Signal(str, str)
    problem = Signal(object)
    match_started = Signal(object)

    def __init__(
        self, table: Table | MatchConfig | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.table = table if isinstance(table, Table) else Table(table)
        # bound to this object (not to its signals), so the table keeps it alive
        watcher = Watcher(
            snapshot=lambda snap: self.snapshot_changed.emit(snap),
            event=lambda event: self.announced.emit(event),
            refused=lambda code, message: self.refused.emit(code, message),
            problem=lambda problem: self.problem.emit(problem),
            started=lambda config: self.match_started.emit(config),
        )
        self.table.watch(watcher)

    @property
    def snapshot(self) -> Snapshot:
        return self.table.snapshot
