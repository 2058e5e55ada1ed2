"""Export a match (PDF score sheet, CSV, JSON), the one in play or one of the history, alike
(:class:`Exportable`), a selection of the history's into a folder, and import an exported match."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QLocale,
    Qt,
)
from PySide6.QtWidgets import QFileDialog, QMainWindow, QProgressDialog, QWidget

from rules import BallInHand, Foul, Reason, Verdict
from scoreboard.files.paths import FileProblemError
from scoreboard.history.database import StoredMatch
from scoreboard.history.export import (
    ExportedMatch,
    ExportText,
    LogLine,
    Sheet,
    default_file_name,
    export_csv,
    export_json,
    local_time,
    safe_file_name,
)
from scoreboard.match.replay import replay
from scoreboard.match.snapshot import Snapshot
from ui import describe, texts
from ui.history.sheet_pdf import export_pdf
from ui.history.stat_words import STAT_WORDS, stat_heading, stat_label
from ui.i18n import fill, tr
from ui.plain import show_information, show_warning
from ui.status_words import say

if TYPE_CHECKING:
    from scoreboard.competition import Competition
    from scoreboard.service.session import Session


def export_text() -> ExportText:
    """The exported files' words in the current language."""
    codes: dict[str, str] = {k: stat_heading(k) for k in STAT_WORDS}
    codes.update({k: texts.tr(v) for k, v in texts.DISCIPLINES.items()})
    codes.update({k: texts.tr(v) for k, v in texts.RULESETS.items()})
    codes.update({k: texts.tr(v) for k, v in texts.OUTCOMES.items()})
    codes.update(
        {
            "race-won": tr("Race won"),
            "target-reached": tr("Target reached"),  # a 14.1 match won
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
        partners=tr("Players of the side"),
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
        penalty=stat_label("penalty_points"),  # the statistic's one name
        reracks=tr("Re-racks"),
        rerack=tr("Re-rack %1"),
        stalemate=tr("Stalemate"),
        total=tr("Total"),
        innings_sheet=tr("Inning by inning"),
        unfinished=tr("Not finished"),
        page=tr("Page %1 of %2"),
        codes=codes,
        when=local_when,
        decimal=lambda value: QLocale().toString(value, "f", 2),
    )


def _decision(v: Verdict, snap: Snapshot) -> str:
    """What the rules decided about one move, in a few words."""
    parts: list[str] = []
    if v.outcome is not None:
        parts.append(describe.outcome_line(v.outcome, snap))
    if v.fouls:
        order = list(Foul)
        fouls = ", ".join(texts.text(f) for f in sorted(v.fouls, key=order.index))
        parts.append(fill(tr("Foul: %1"), fouls))
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
    out = []
    for n, e in enumerate(snap.history, 1):
        v = e.verdict
        out.append(
            LogLine(
                number=n,
                rack=e.rack,
                player=describe.actor(e.move, v),
                move=describe.move_text(e.move),
                decision=_decision(v, snap),
                rule=", ".join(dict.fromkeys(v.citations)),
                breaking=e.breaking,
                time=e.time,
                rerack=v.rerack,
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


@dataclass(frozen=True)
class Exportable:
    """One match as its files need it, each part made only when asked: its ``players`` (for
    the file's name), its score ``sheet`` (PDF, CSV) and its ``exported`` form (JSON). The
    match in play and a stored match are exported alike, to the same files."""

    players: tuple[str, str]
    sheet: Callable[[], Sheet | None]
    exported: Callable[[], ExportedMatch | None]
    when: datetime | None = None  # in the default file name (None: now)


def in_play(session: Session, snap: Snapshot, competition: Competition | None) -> Exportable:
    """The match in play (``snap``), with the competition open at the desk on its sheet."""
    return Exportable(
        snap.players.names,
        lambda: sheet_in_play(session, snap, competition),
        session.exported_in_play,
    )


def stored(match: StoredMatch) -> Exportable:
    """A match of the history, exported as it was while in play."""
    when = _utc_to_local(match.created)
    return Exportable(
        match.row.players,
        lambda: stored_sheet(match),
        lambda: ExportedMatch.from_stored(match),
        when,
    )


def _utc_to_local(iso: str) -> datetime | None:
    try:
        return datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone()
    except ValueError:
        return None


def stored_sheet(match: StoredMatch) -> Sheet:
    """The score sheet of a stored match, as printed while it was in play: replayed from its
    inputs for the shot log and a 14.1 inning still open (the totals stored with it, and no
    log, when its inputs cannot be replayed)."""
    sheet = Sheet.of(match)
    result = replay(match.config, match.inputs)
    if not result or result.match is None:
        return sheet
    snap = result.match.snapshot(can_redo=bool(result.redo))
    running = describe.inning_in_play(snap)
    innings = sheet.score_sheet + (() if running is None else (dataclasses.asdict(running),))
    return dataclasses.replace(sheet, log=shot_log(snap), score_sheet=innings)


def write_match(path: Path, suffix: str, match: Exportable) -> list[Path]:
    """Write ``match`` to ``path`` as ``suffix`` says (``.pdf``, ``.csv``: one file per table,
    ``.json``); the files written. Raises OSError or FileProblemError."""
    if suffix == ".json":
        exported = match.exported()
        if exported is None:
            raise OSError(tr("The match is not journaled."))
        export_json(path, exported)
        return [path]
    sheet = match.sheet()
    if sheet is None:
        raise OSError(tr("The match is not journaled."))
    if suffix == ".csv":
        return export_csv(path, sheet, export_text())
    export_pdf(path, sheet, export_text())
    return [path]


def ask_and_export(parent: QWidget, match: Exportable, folder: str) -> list[Path]:
    """Ask for a file (in ``folder``) and write ``match`` as PDF, CSV or JSON, by the chosen
    type; the files written (none: cancelled, or the file could not be written, said)."""
    pdf, csv, js = (
        tr("PDF score sheet (*.pdf)"),
        tr("CSV tables (*.csv)"),
        tr("JSON match (*.json)"),
    )
    name = default_file_name(match.players, match.when)
    path_text, chosen = QFileDialog.getSaveFileName(
        parent, tr("Export match"), str(Path(folder) / name), ";;".join((pdf, csv, js))
    )
    if not path_text:
        return []
    path = Path(path_text)
    suffix = {pdf: ".pdf", csv: ".csv", js: ".json"}.get(chosen, path.suffix or ".pdf")
    if path.suffix.lower() != suffix:
        path = path.with_name(path.name + suffix)
    path = path.with_name(safe_file_name(path.stem, suffix))
    try:
        return write_match(path, suffix, match)
    except (OSError, FileProblemError) as exc:
        show_warning(parent, tr("Export"), fill(tr("The file could not be written: %1"), str(exc)))
        return []


def exported_words(written: Sequence[Path]) -> str:
    """What the status bar says of files just written."""
    shown = ", ".join(p.name for p in written)
    return fill(tr("Exported to %1"), str(written[0].parent / shown))


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
    written = ask_and_export(window, in_play(session, snap, competition), folder)
    if not written:
        return None
    session.update_settings(last_folder=str(written[0].parent))
    say(window, lambda: exported_words(written), 8000)
    return written[0]


def export_matches(parent: QWidget, matches: Sequence[StoredMatch], folder: str) -> list[Path]:
    """Write every match of ``matches`` into a folder the user chooses (starting at
    ``folder``), each as its PDF score sheet, its CSV tables and its JSON, named by its players
    and date; the files written (none: cancelled). A file that cannot be written is said, and
    the others are still written."""
    chosen = QFileDialog.getExistingDirectory(parent, tr("Export matches to a folder"), folder)
    if not chosen or not matches:
        return []
    target = Path(chosen)
    progress = QProgressDialog(tr("Exporting matches…"), tr("Cancel"), 0, len(matches), parent)
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(500)
    written: list[Path] = []
    failed: list[str] = []
    taken: set[str] = set()
    for i, m in enumerate(matches):
        if progress.wasCanceled():
            break
        match = stored(m)
        stem = default_file_name(match.players, match.when)
        base, n = stem, 2
        while base in taken:  # two matches of the same players on the same day
            base, n = f"{stem}-{n}", n + 1
        taken.add(base)
        for suffix in (".pdf", ".csv", ".json"):
            path = target / safe_file_name(base, suffix)
            try:
                written += write_match(path, suffix, match)
            except (OSError, FileProblemError) as exc:
                failed.append(f"{path.name}: {exc}")
        progress.setValue(i + 1)
        QCoreApplication.processEvents()
    progress.close()
    if failed:
        show_warning(
            parent,
            tr("Export"),
            fill(tr("These files could not be written: %1"), "\n".join(failed[:10])),
        )
    return written
