"""Export the match in play (PDF score sheet, CSV, JSON) and import an exported match."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale
from PySide6.QtWidgets import QFileDialog, QMainWindow, QWidget

from rules import BallInHand, Foul, Reason, Verdict
from scoreboard.files.paths import FileProblemError
from scoreboard.history.export import (
    ExportText,
    LogLine,
    PreparedImport,
    ReplayRefused,
    Sheet,
    default_file_name,
    export_csv,
    export_json,
    local_time,
    prepare_import,
    replay_snapshot,
    safe_file_name,
)
from scoreboard.match.replay import CANCELLED, Progress
from scoreboard.match.snapshot import Snapshot
from ui import describe, texts
from ui.history.sheet_pdf import export_pdf
from ui.i18n import QT_TRANSLATE_NOOP, tr
from ui.plain import show_information, show_warning
from ui.progress import Job, run_with_progress

if TYPE_CHECKING:
    from scoreboard.competition import Competition
    from scoreboard.service.session import Session

CTX = "Export"

STAT_WORDS = {
    "racks_won": QT_TRANSLATE_NOOP("Export", "Racks won"),
    "innings": QT_TRANSLATE_NOOP("Export", "Innings"),
    "shots": QT_TRANSLATE_NOOP("Export", "Shots"),
    "balls_pocketed": QT_TRANSLATE_NOOP("Export", "Balls pocketed"),
    "fouls": QT_TRANSLATE_NOOP("Export", "Fouls"),
    "safeties": QT_TRANSLATE_NOOP("Export", "Safeties"),
    "push_outs": QT_TRANSLATE_NOOP("Export", "Push outs"),
    "breaks": QT_TRANSLATE_NOOP("Export", "Breaks"),
    "breaks_made": QT_TRANSLATE_NOOP("Export", "Breaks with a ball made"),
    "breaks_dry": QT_TRANSLATE_NOOP("Export", "Dry breaks"),
    "breaks_scratch": QT_TRANSLATE_NOOP("Export", "Scratches on the break"),
    "breaks_game_ball": QT_TRANSLATE_NOOP("Export", "Game ball on the break"),
    "break_and_runs": QT_TRANSLATE_NOOP("Export", "Break and runs"),
    "run_outs": QT_TRANSLATE_NOOP("Export", "Runs out"),
    "longest_run": QT_TRANSLATE_NOOP("Export", "Longest run"),
    "points": QT_TRANSLATE_NOOP("Export", "Points"),
    "timed_shots": QT_TRANSLATE_NOOP("Export", "Timed shots"),
    "shot_time": QT_TRANSLATE_NOOP("Export", "Shot time (s)"),
    "longest_shot": QT_TRANSLATE_NOOP("Export", "Longest shot (s)"),
    "average": QT_TRANSLATE_NOOP("Export", "Average per inning"),
    "average_shot_time": QT_TRANSLATE_NOOP("Export", "Average shot time (s)"),
}


def export_text() -> ExportText:
    """The exported files' words in the current language."""
    codes: dict[str, str] = {k: QCoreApplication.translate(CTX, v) for k, v in STAT_WORDS.items()}
    codes.update({k: texts.tr(v) for k, v in texts.DISCIPLINES.items()})
    codes.update({k: texts.tr(v) for k, v in texts.RULESETS.items()})
    codes.update({k: texts.tr(v) for k, v in texts.OUTCOMES.items()})
    codes.update(
        {
            "race-won": tr("Race won"),
            "concession": tr("Conceded"),
            "forfeit": tr("Forfeit"),
            "penalty": tr("Referee's penalty"),
        }
    )
    return ExportText(
        title=tr("Score sheet"),
        player=tr("Player"),
        discipline=tr("Discipline"),
        ruleset=tr("Rules"),
        event=tr("Event"),
        table=tr("Table"),
        started=tr("Started"),
        finished=tr("Finished"),
        winner=tr("Winner"),
        result=tr("Result"),
        racks=tr("Racks"),
        rack=tr("Rack"),
        set=tr("Set"),
        breaker=tr("Breaker"),
        outcome=tr("Outcome"),
        score=tr("Score"),
        points=tr("Points"),
        balls=tr("Balls made"),
        moves=tr("Moves"),
        statistics=tr("Statistics"),
        shots=tr("Shot log"),
        number=tr("No."),
        time=tr("Time"),
        shot=tr("Shot"),
        decision=tr("Decision"),
        rule=tr("Rule"),
        on_break=tr("Break"),
        breaks=tr("%1 breaks"),
        inning=tr("Inning"),
        run=tr("Run"),
        penalty=tr("Fouls"),
        reracks=tr("Re-racks"),
        total=tr("Total"),
        innings_sheet=tr("Inning by inning"),
        unfinished=tr("Not finished"),
        page=tr("Page %1 of %2"),
        codes=codes,
        when=local_when,
        decimal=lambda value: QLocale().toString(value, "f", 2),
    )


def _decision(v: Verdict, names: tuple[str, str]) -> str:
    """What the rules decided about one move, in a few words."""
    parts: list[str] = []
    if v.outcome is not None:
        cause = v.outcome.cause or v.outcome.reason
        parts.append(
            tr("%1 wins the rack: %2")
            .replace("%1", names[v.outcome.winner])
            .replace("%2", texts.text(cause))
        )
    if v.fouls:
        order = list(Foul)
        fouls = ", ".join(texts.text(f) for f in sorted(v.fouls, key=order.index))
        parts.append(tr("Foul: %1").replace("%1", fouls))
    skip = {Reason.FOUL} if v.fouls else set()
    if v.outcome is not None and v.outcome.cause is not None:
        skip.add(v.outcome.cause)
    in_hand = v.outcome is None and v.ball_in_hand is not BallInHand.NONE
    if in_hand:  # said once, with where the ball may go
        skip.add(Reason.BALL_IN_HAND)
    parts += list(dict.fromkeys(texts.text(r) for r in v.reasons if r not in skip))
    if in_hand:
        parts.append(texts.text(v.ball_in_hand))
    return "; ".join(parts)


def shot_log(snap: Snapshot) -> tuple[LogLine, ...]:
    """The match's moves as the score sheet's shot log: what was played, what the rules
    decided and the rules cited."""
    names = snap.players.names
    out = []
    for n, e in enumerate(snap.history, 1):
        v = e.verdict
        out.append(
            LogLine(
                number=n,
                rack=e.rack,
                player=describe.actor(e.move, v),
                move=describe.move_text(e.move),
                decision=_decision(v, names),
                rule=", ".join(dict.fromkeys(v.citations)),
                breaking=e.breaking,
                time=e.time,
            )
        )
    return tuple(out)


def event_and_table(c: Competition | None, match_id: str) -> tuple[str, str]:
    """The competition a match was started from at the desk (``c``, the one open there), and
    its table (empty when it was not)."""
    if c is None:
        return "", ""
    try:
        slot = c.slot_of_match(match_id)
    except (AttributeError, KeyError, ValueError):
        return "", ""
    if slot is None:
        return "", ""
    return str(c.name), "" if slot.table is None else str(slot.table)


def local_when(iso: str | None) -> str:
    """A stored moment as the sheet prints it: the local date and time in the current
    language's short format."""
    text = local_time(iso)
    if not text:
        return ""
    moment = QDateTime.fromString(text, "yyyy-MM-dd HH:mm")
    if not moment.isValid():
        return text
    # ICU puts a narrow no-break space before AM/PM: a plain space prints in every font
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat).replace("\u202f", " ")


def sheet_in_play(
    session: Session, snap: Snapshot, competition: Competition | None = None
) -> Sheet | None:
    """The score sheet of the match in play (None: no match journaled); ``snap`` is its
    snapshot, ``competition`` the one open at the desk."""
    if session.match_id is None:
        return None
    summary = session.summary_in_play()
    if summary is None:
        return None
    event, table = event_and_table(competition, session.match_id)
    sheet = Sheet.of(summary)
    running = describe.inning_in_play(snap)
    # the 14.1 inning being played is on the sheet too (its totals then match the score)
    innings = sheet.score_sheet + (() if running is None else (dataclasses.asdict(running),))
    return dataclasses.replace(
        sheet, log=shot_log(snap), event=event, table=table, score_sheet=innings
    )


def export_current(
    window: QMainWindow,
    session: Session,
    snap: Snapshot,
    competition: Competition | None = None,
) -> Path | None:
    """Ask for a file and write the match in play (``snap``) as PDF, CSV or JSON (by the
    chosen type); ``competition`` is the one open at the desk, named on the sheet."""
    if session.match_id is None:
        show_information(window, tr("Export"), tr("Start or resume a match first."))
        return None
    folder = session.settings.last_folder or str(Path.home())
    pdf, csv, js = (
        tr("PDF score sheet (*.pdf)"),
        tr("CSV tables (*.csv)"),
        tr("JSON match (*.json)"),
    )
    name = default_file_name(snap.players.names)
    path_text, chosen = QFileDialog.getSaveFileName(
        window, tr("Export match"), str(Path(folder) / name), ";;".join((pdf, csv, js))
    )
    if not path_text:
        return None
    path = Path(path_text)
    suffix = {pdf: ".pdf", csv: ".csv", js: ".json"}.get(chosen, path.suffix or ".pdf")
    if path.suffix.lower() != suffix:
        path = path.with_name(path.name + suffix)
    path = path.with_name(safe_file_name(path.stem, suffix))
    written = [path]
    try:
        if suffix == ".json":
            exported = session.exported_in_play()
            assert exported is not None  # a match is journaled (checked above)
            export_json(path, exported)
        else:
            sheet = sheet_in_play(session, snap, competition)
            assert sheet is not None
            if suffix == ".csv":
                written = export_csv(path, sheet, export_text())
            else:
                export_pdf(path, sheet, export_text())
    except (OSError, FileProblemError) as exc:
        show_warning(
            window, tr("Export"), tr("The file could not be written: %1").replace("%1", str(exc))
        )
        return None
    session.update_settings(last_folder=str(path.parent))
    shown = ", ".join(p.name for p in written)
    window.statusBar().showMessage(
        tr("Exported to %1").replace("%1", str(path.parent / shown)), 8000
    )
    return path


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
        return (tr("Replaying %1…") if job.total else tr("Reading %1…")).replace("%1", path.name)

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
            window.statusBar().showMessage(tr("Import cancelled."), 8000)
            return None
        row = session.store_imported(prepared)
    except FileProblemError as exc:
        show_warning(window, tr("Import"), texts.problem_text(exc.problem))
        return None
    except OSError as exc:
        show_warning(
            window, tr("Import"), tr("The file could not be read: %1").replace("%1", str(exc))
        )
        return None
    window.statusBar().showMessage(tr("Match imported into the history."), 8000)
    return row
