"""Work sized by untrusted input (an exported match replayed, a ratings list imported) run on a
worker thread while the windows' thread turns and shows its progress: :class:`Job` is the work,
:func:`run_with_progress` the dialog whose Cancel asks it to stop.

The worker touches no Qt object: it only sets the job's plain fields (``total``, ``done``, its
result or error), which the windows' thread reads on a timer. The caller waits for the job in a
local event loop, so the windows keep answering (painting, the clock, the servers' signals)
while it runs. Such work makes many objects that live on (a match replayed, 100,000 people
read): the garbage collector is paused while it runs and what it made is frozen after
(:func:`~scoreboard.match.replay.collector_paused`), so that no collection scanning all of it
stops the windows' thread meanwhile or after.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

from scoreboard.match.replay import collector_paused
from ui.i18n import tr

#: How long a job runs before its progress dialog shows (ms): a quick one shows none.
SHOW_AFTER_MS = 300


class Job:
    """Work done by :meth:`work` on a thread of its own (no Qt there). While it runs it may set
    :attr:`total` (0: not known yet, the dialog shows it busy) and :attr:`done`, and should
    stop soon after :attr:`cancelled` is set. Its outcome is :attr:`result`, or :attr:`error`
    (what :meth:`work` raised)."""

    #: the worker thread's name
    name = "job"

    def __init__(self) -> None:
        self.total = 0
        self.done = 0
        self.cancelled = False
        self.result: object = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, name=self.name, daemon=True)

    def work(self) -> object:
        raise NotImplementedError

    def _run(self) -> None:
        try:
            with collector_paused(freeze=True):
                self.result = self.work()
        except BaseException as exc:  # noqa: BLE001 - handed to the windows' thread
            self.error = exc

    def start(self) -> None:
        self.thread.start()

    @property
    def running(self) -> bool:
        return self.thread.is_alive()


def run_with_progress(
    parent: QWidget,
    job: Job,
    title: str,
    label: Callable[[Job], str],
    *,
    cancel: bool = True,
    here: bool = False,
) -> None:
    """Run ``job`` on its thread and return when it has ended, the windows' thread turning
    meanwhile; a progress dialog (after :data:`SHOW_AFTER_MS`) says ``label(job)``, with a
    Cancel button that sets ``job.cancelled`` (none when ``cancel`` is False). ``here`` runs
    the job on the calling thread instead (work on a connection that thread owns)."""
    if here:
        job._run()
        return
    dialog = QProgressDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label(job))
    if cancel:
        dialog.setCancelButtonText(tr("Cancel"))
    else:
        dialog.setCancelButton(None)
    dialog.setRange(0, 0)  # busy until the job knows its size
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(50)

    def tick() -> None:
        if dialog.maximum() != job.total:
            dialog.setRange(0, job.total)
        if job.total:
            dialog.setValue(min(job.done, job.total))
        text = label(job)
        if dialog.labelText() != text:
            dialog.setLabelText(text)
        if not job.running:
            loop.quit()

    def cancelled() -> None:
        job.cancelled = True

    timer.timeout.connect(tick)
    dialog.canceled.connect(cancelled)
    job.start()
    timer.start()
    dialog.setValue(0)
    if job.running:
        loop.exec()
    timer.stop()
    job.thread.join()
    dialog.canceled.disconnect(cancelled)  # closing the dialog emits it too
    dialog.close()
    dialog.deleteLater()
