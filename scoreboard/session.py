"""One running installation: the controller with its journal, the history and the settings.

Starting a match opens its journal before the first input; every accepted input is appended
durably before the screen changes; a won match is saved to the history; an unfinished match is
found again at the next start. Problems with files come back as
:class:`~scoreboard.paths.FileProblem` values for the windows to put into words.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .controller import Controller
from .history import HistoryDB, open_or_recover, summarize
from .journal import Journal, JournalContents, find_unfinished, now_iso, set_aside_unusable
from .match import MatchConfig
from .paths import FileProblem, FileProblemError, Locations
from .settings import Settings, SettingsFile
from .snapshot import Snapshot

log = logging.getLogger(__name__)


@dataclass
class Session:
    """Ties a :class:`Controller` to its journal, the history database and the settings."""

    controller: Controller
    locations: Locations
    settings: Settings = field(default_factory=Settings)
    history: HistoryDB | None = None
    journal: Journal | None = None
    clock: dict[str, Any] | None = None
    problems: list[FileProblem] = field(default_factory=list)
    io_error: str | None = None  # the last file error, shown in the status bar
    _saved_winner: int | None = None

    @classmethod
    def open(cls, controller: Controller, cli_data_dir: Path | None = None) -> Session:
        """Open settings and history at their locations (creating folders as needed).

        A folder that cannot be written (read-only, full) is reported as a problem, and the
        session works without history; the match itself still runs.
        """
        first = Locations.resolve(cli_data_dir)
        settings_file = SettingsFile(first.settings_file)
        settings, problem = Settings(), None
        try:
            settings, problem = settings_file.load()
        except OSError as exc:
            log.warning("settings unreadable: %s", exc)
        locations = Locations.resolve(cli_data_dir, settings.data_dir)
        session = cls(controller, locations, settings)
        if problem is not None:
            session.problems.append(problem)
        try:
            locations.ensure()
            # a journal that cannot be used at all is put aside once, and said once
            session.problems.extend(set_aside_unusable(locations.journals))
            session.history, hproblem = open_or_recover(locations.history_db)
            if hproblem is not None:
                session.problems.append(hproblem)
        except FileProblemError as exc:
            session.problems.append(exc.problem)
        except OSError as exc:
            log.warning("history unavailable: %s", exc)
            session.io_error = str(exc)
            if locations.history_db.exists():
                # still browse past matches and complete names, read-only
                try:
                    session.history = HistoryDB(locations.history_db, readonly=True)
                except (OSError, FileProblemError):
                    session.history = None
        controller.snapshot_changed.connect(session._on_snapshot)
        return session

    # -- settings -------------------------------------------------------------------------------

    def update_settings(self, **changes: Any) -> None:
        self.settings = self.settings.with_changes(**changes)
        try:
            SettingsFile(self.locations.settings_file).save(self.settings)
        except OSError as exc:
            log.warning("settings not saved: %s", exc)
            self.io_error = str(exc)

    # -- matches --------------------------------------------------------------------------------

    def new_match(self, config: MatchConfig, clock: dict[str, Any] | None = None) -> bool:
        """Close the current journal (the old match stays resumable if unfinished) and start
        ``config`` with a fresh journal. Returns False when the match or its journal could not
        be started (the reason is reported through the controller's ``refused``)."""
        try:
            config.validate()
        except ValueError:
            return self.controller.new_match(config)  # reports the refusal
        self._detach()
        journal: Journal | None
        try:
            journal = Journal.create(self.locations.journals, config.to_dict(), clock=clock)
        except OSError as exc:
            # The data folder cannot be written: the match still runs, and the window says
            # that it is not being saved.
            journal = None
            self.io_error = str(exc)
        self._saved_winner = None
        self.clock = clock
        if not self.controller.new_match(config):
            if journal is not None:
                journal.close("abandoned", archive=True)
            return False
        if journal is None:
            self.controller.refused.emit("journal-unavailable", str(self.io_error))
            return True
        self.journal = journal
        journal.attach(self.controller)
        return True

    @property
    def recording(self) -> bool:
        """True while the match in play is being written to its journal."""
        return self.journal is not None and not self.journal.closed

    def unfinished(self) -> list[JournalContents]:
        """Journals of matches that were never finished (newest first)."""
        if self.journal is not None:
            current = self.journal.path
        else:
            current = None
        try:
            found = find_unfinished(self.locations.journals)
        except OSError:
            return []
        return [c for c in found if c.path != current]

    def resume(self, path: Path) -> FileProblem | None:
        """Reopen an unfinished match and replay it. Returns the damage found (everything
        before it recovered, the damaged file kept aside) or None. Raises
        :class:`FileProblemError` when the file cannot be used at all."""
        self._detach()

        def load(cfg: dict[str, Any], inputs: Any) -> bool:
            return self.controller.load(MatchConfig.from_dict(cfg), inputs)

        try:
            journal, contents = Journal.resume(path, load)
        except OSError as exc:
            # read but not writable: the match is back on screen, not being saved
            self.io_error = str(exc)
            self.controller.refused.emit("journal-unavailable", str(exc))
            return None
        self.journal = journal
        self.clock = contents.clock
        self._saved_winner = None
        journal.attach(self.controller)
        self._save_if_won(self.controller.snapshot)
        return contents.problem

    def discard(self, path: Path) -> None:
        """Put an unfinished match away without resuming it (archived, never deleted)."""
        journal, _ = Journal.resume(path)
        journal.close("abandoned", archive=True)

    def close(self) -> None:
        """At exit: an unfinished match stays resumable; a finished one is archived."""
        journal = self.journal
        self._detach()
        if journal is not None:
            if self.controller.snapshot.winner is not None:
                journal.close("finished", archive=True)
            else:
                journal.release()
        if self.history is not None:
            self.history.close()

    def _detach(self) -> None:
        if self.journal is not None:
            try:
                self.controller.remove_input_listener(self.journal.append)
            except ValueError:
                pass
            self.journal.release()
            self.journal = None

    # -- history --------------------------------------------------------------------------------

    def _on_snapshot(self, snap: Snapshot) -> None:
        self._save_if_won(snap)

    def _save_if_won(self, snap: Snapshot) -> None:
        if snap.winner is None:
            self._saved_winner = None
            return
        if self._saved_winner == snap.winner or self.history is None or self.journal is None:
            return
        summary = summarize(
            snap,
            match_id=self.journal.match_id,
            created=str(self.journal.header.get("created", now_iso())),
            config=self.journal.config,
            inputs=[i.to_dict() for i in self.controller.inputs],
            finished=now_iso(),
            clock=self.clock,
        )
        try:
            if self.history.has_match(summary.match_id):
                self.history.delete_match(summary.match_id)
            self.history.save(summary)
            self._saved_winner = snap.winner
        except Exception as exc:  # noqa: BLE001 - history is secondary to the match in play
            log.warning("match not saved to history: %s", exc)
            self.io_error = str(exc)

    def player_names(self, limit: int = 200) -> list[str]:
        if self.history is None:
            return []
        try:
            return self.history.complete_player("", limit)
        except Exception:  # noqa: BLE001
            return []
