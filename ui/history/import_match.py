"""Import an exported match into the history: the file read, checked and replayed on a worker
thread (:class:`ImportJob`), with a progress the scorekeeper can cancel (:func:`run_import`),
then stored (:func:`import_into_history`)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QFileDialog, QMainWindow, QWidget

from scoreboard.files.paths import FileProblemError
from scoreboard.history.export import PreparedImport, ReplayRefused, prepare_import, replay_snapshot
from scoreboard.match.replay import CANCELLED, Progress
from ui import texts
from ui.i18n import fill, tr
from ui.plain import show_information, show_warning
from ui.progress import Job, run_with_progress
from ui.status_words import say

if TYPE_CHECKING:
    from scoreboard.service.session import Session


class ImportJob(Job):
    """An exported match read, checked and replayed on a worker thread (no Qt there): the
    window's thread only shows the progress and stores the result."""

    name = "import"

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path  # total: inputs to replay (0 while the file is read and checked)

    def _replay(
        self, config: dict[str, Any], inputs: Sequence[Any], progress: Progress | None = None
    ) -> Any:
        self.total = len(inputs)
        return replay_snapshot(config, inputs, progress)

    def _progress(self, done: int) -> bool:
        self.done = done
        return not self.cancelled

    def work(self) -> PreparedImport:
        return prepare_import(self.path, replay=self._replay, progress=self._progress)


def run_import(parent: QWidget, path: Path) -> PreparedImport | None:
    """Prepare the import of ``path`` off the window's thread, with a progress dialog whose
    Cancel stops it. Returns None when cancelled; raises what the preparation raised."""
    job = ImportJob(path)

    def label(job: Job) -> str:
        return fill(tr("Replaying %1…") if job.total else tr("Reading %1…"), path.name)

    run_with_progress(parent, job, tr("Import match"), label)
    if isinstance(job.error, ReplayRefused) and job.error.code == CANCELLED:
        return None
    if job.error is not None:
        raise job.error
    assert isinstance(job.result, PreparedImport)
    return job.result


def import_into_history(
    window: QMainWindow, session: Session, path: Path | None = None
) -> int | None:
    """Ask for an exported JSON match (unless ``path`` is given), check and replay it away
    from the window's thread, and store it in the history."""
    if not session.history_available:
        show_information(window, tr("Import"), tr("The match history is not available."))
        return None
    if path is None:
        folder = session.settings.last_folder or str(Path.home())
        path_text, _ = QFileDialog.getOpenFileName(
            window, tr("Import match"), folder, tr("JSON match (*.json *.jsonl)")
        )
        if not path_text:
            return None
        path = Path(path_text)
    try:
        prepared = run_import(window, path)
        if prepared is None:
            say(window, lambda: tr("Import cancelled."), 8000)
            return None
        row = session.store_imported(prepared)
    except FileProblemError as exc:
        show_warning(window, tr("Import"), texts.problem_text(exc.problem))
        return None
    except OSError as exc:
        show_warning(window, tr("Import"), fill(tr("The file could not be read: %1"), str(exc)))
        return None
    say(window, lambda: tr("Match imported into the history."), 8000)
    return row
