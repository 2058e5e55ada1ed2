"""At start: the won matches whose journals were left unfinished because the history could not
take them are stored now, and their journals closed and archived.

Each unfinished journal is set against the match the history holds under its id
(:mod:`scoreboard.service.won_match`): one stored last time and not archived is archived now; one
whose win was undone after it was stored has the stale win taken out (its journal stays
offered); one won and not in the history, or won again past the stored win, is stored. A
history that refuses a store stops the pass: the rest waits for the next start. No Qt here.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from scoreboard.files.paths import FileProblem, FileProblemError, now_iso
from scoreboard.history.database import HistoryDB, summarize
from scoreboard.history.keeper import HistoryKeeper
from scoreboard.match.inputs import Input
from scoreboard.match.replay import replay
from scoreboard.match.snapshot import Snapshot
from scoreboard.service.archive import Archive
from scoreboard.service.won_match import Standing, against_history
from scoreboard.table.journal import Journal, JournalContents, find_unfinished

log = logging.getLogger(__name__)


@dataclass
class FoundAtStart:
    """What the pass did: the matches it stored (their ids), the undone wins the history
    could not give up (match id -> why), and why a won match is still not stored (or None)."""

    stored: list[str] = field(default_factory=list)
    undone: dict[str, str] = field(default_factory=dict)
    pending: str | None = None


def store_found(
    keeper: HistoryKeeper, archive: Archive, journals: Path, problems: list[FileProblem]
) -> list[str]:
    """The pass over ``journals`` into the ``keeper``'s history (checked first: damage found
    goes to ``problems``), told to the ``archive``: the ids of the matches stored. Nothing is
    done with a history that cannot be written."""
    if keeper.db is None or keeper.db.readonly:
        return []
    found = store_won_journals(journals, lambda: keeper.writable_after_check(problems.append))
    for match_id, why in found.undone.items():
        archive.found_undone(match_id, why)
    if found.pending is not None:
        archive.found_unstored(found.pending)
    return found.stored


def store_won_journals(journals: Path, writable: Callable[[], HistoryDB | None]) -> FoundAtStart:
    """Store the won matches of the unfinished journals in ``journals``. ``writable()`` gives
    the history to write, checked, before the first journal that needs it (None: it cannot be
    written, and the pass stops)."""
    found = FoundAtStart()
    try:
        unfinished = find_unfinished(journals)
    except OSError:
        return found
    for contents in unfinished:
        if not contents.usable or contents.problem is not None or contents.match_id is None:
            continue
        history = writable()
        if history is None:
            return found
        won = _won(history, contents, found)
        if won is None:
            continue
        snap, inputs = won
        if not _store(history, contents, snap, inputs, found):
            return found
    return found


def _won(
    history: HistoryDB, contents: JournalContents, found: FoundAtStart
) -> tuple[Snapshot, Sequence[Input]] | None:
    """The won match a journal rebuilds, to be stored (None: nothing to store; a journal
    already stored is archived, an undone win taken out of the history)."""
    assert contents.match_id is not None
    try:
        stored = history.stored_inputs(contents.match_id)
    except Exception as exc:  # noqa: BLE001 - a damaged or unreadable row: left alone
        log.warning("stored match not compared with its journal: %s", exc)
        return None
    if stored is None:
        replayed = replay(contents.config, contents.inputs)
        if not replayed or replayed.match is None:
            return None
        snap = replayed.match.snapshot(can_redo=bool(replayed.redo))
        return (snap, replayed.inputs) if snap.winner is not None else None
    against = against_history(contents.config, contents.inputs, stored)
    if against.standing is Standing.SHORT or against.match is None:
        return None  # a copy taken earlier, or another result: the history has it
    if against.standing is Standing.AS_STORED:
        # stored last time, stopped before its journal was archived
        archive_found(contents.path)
        return None
    snap = against.match.snapshot(can_redo=bool(against.redo))
    if snap.winner is None:
        # the win was undone, and the history could not take it out then
        _unstore(history, contents.match_id, found)
        return None
    return snap, against.inputs


def _store(
    history: HistoryDB,
    contents: JournalContents,
    snap: Snapshot,
    inputs: Sequence[Input],
    found: FoundAtStart,
) -> bool:
    """Store the won match and archive its journal; False when the history refused it."""
    assert contents.match_id is not None
    summary = summarize(
        snap,
        match_id=contents.match_id,
        created=str(contents.created or now_iso()),
        config=contents.config,
        inputs=[i.to_dict() for i in inputs],
        finished=now_iso(),
        clock=contents.clock,
    )
    try:
        history.save(summary)
    except Exception as exc:  # noqa: BLE001 - tried again at the next start
        log.warning("won match still not stored: %s", exc)
        found.pending = str(exc)
        return False
    found.stored.append(contents.match_id)
    archive_found(contents.path)
    return True


def _unstore(history: HistoryDB, match_id: str, found: FoundAtStart) -> None:
    try:
        history.delete_match(match_id)
    except Exception as exc:  # noqa: BLE001 - the journal is offered all the same
        log.warning("undone win not taken out of the history: %s", exc)
        found.undone[match_id] = str(exc) or type(exc).__name__


def archive_found(path: Path) -> None:
    """Close and archive the journal at ``path`` (its match is in the history)."""
    try:
        journal, _ = Journal.resume(path)
        journal.close("finished", archive=True)
    except (OSError, FileProblemError) as exc:
        log.warning("journal not archived: %s", exc)
