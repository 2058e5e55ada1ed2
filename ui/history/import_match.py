"""Import an exported match into the history: the file read, checked and replayed on a worker
thread (:class:`ImportJob`), with a progress the scorekeeper can cancel (:func:`run_import`),
then stored (:func:`import_into_history`)."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QMainWindow, QProgressDialog, QWidget

from scoreboard.files.paths import FileProblemError
from scoreboard.history.export import PreparedImport, ReplayRefused, prepare_import, replay_snapshot
from scoreboard.match.replay import CANCELLED, Progress
from ui import texts
from ui.i18n import fill, tr
from ui.plain import show_information, show_warning

if TYPE_CHECKING:
    from scoreboard.service.session import Session


class ImportJob:
    """An exported match read, checked and replayed on a worker thread (no Qt there): the
    window's thread only shows the progress and stores the result."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.total = 0  # inputs to replay (0 while the file is read and checked)
        self.done = 0
        self.cancelled = False
        self.result: PreparedImport | None = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, name="import", daemon=True)

    def start(self) -> None:
        self.thread.start()

    @property
    def running(self) -> bool:
        return self.thread.is_alive()

    def _replay(
        self, config: dict[str, Any], inputs: Sequence[Any], progress: Progress | None = None
    ) -> Any:
        self.total = len(inputs)
        return replay_snapshot(config, inputs, progress)

    def _progress(self, done: int) -> bool:
        self.done = done
        return not self.cancelled

    def _run(self) -> None:
        try:
            self.result = prepare_import(self.path, replay=self._replay, progress=self._progress)
        except BaseException as exc:  # noqa: BLE001 - handed to the window's thread
            self.error = exc


def run_import(parent: QWidget, path: Path) -> PreparedImport | None:
    """Prepare the import of ``path`` off the window's thread, with a progress dialog whose
    Cancel stops it. Returns None when cancelled; raises what the preparation raised."""
    job = ImportJob(path)
    dialog = QProgressDialog(parent)
    dialog.setWindowTitle(tr("Import match"))
    dialog.setLabelText(fill(tr("Reading %1…"), path.name))
    dialog.setCancelButtonText(tr("Cancel"))
    dialog.setRange(0, 0)  # busy until the number of inputs is known
    dialog.setMinimumDuration(300)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(50)

    def tick() -> None:
        if job.total and dialog.maximum() != job.total:
            dialog.setRange(0, job.total)
            dialog.setLabelText(fill(tr("Replaying %1…"), path.name))
        if job.total:
            dialog.setValue(job.done)
        if not job.running:
            loop.quit()

    def cancel() -> None:
        job.cancelled = True

    timer.timeout.connect(tick)
    dialog.canceled.connect(cancel)
    job.start()
    timer.start()
    dialog.setValue(0)
    if job.running:
        loop.exec()
    timer.stop()
    job.thread.join()
    dialog.canceled.disconnect(cancel)  # closing the dialog emits it too
    dialog.close()
    dialog.deleteLater()
    if isinstance(job.error, ReplayRefused) and job.error.code == CANCELLED:
        return None
    if job.error is not None:
        raise job.error
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
            window.statusBar().showMessage(tr("Import cancelled."), 8000)
            return None
        row = session.store_imported(prepared)
    except FileProblemError as exc:
        show_warning(window, tr("Import"), texts.problem_text(exc.problem))
        return None
    except OSError as exc:
        show_warning(window, tr("Import"), fill(tr("The file could not be read: %1"), str(exc)))
        return None
    window.statusBar().showMessage(tr("Match imported into the history."), 8000)
    return row
