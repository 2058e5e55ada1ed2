"""The spectator window: a second top-level window for a projector or TV.

It draws only from the controller's snapshot (and the clock's snapshot); it never keeps a score
of its own. Placed on a chosen screen (by default one other than the scorekeeper's), full screen
on a key, and brought back to an existing screen when its screen is unplugged.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeyEvent, QScreen
from PySide6.QtWidgets import QVBoxLayout, QWidget

from rules import BallInHand, Foul, Reason
from scoreboard.shot_clock import ClockSnapshot, Phase
from scoreboard.snapshot import Snapshot
from ui import texts
from ui.board import BoardModel, BoardView, PlayerLine


def tr(text: str) -> str:
    return QCoreApplication.translate("Spectator", text)


def _score_text(snap: Snapshot, player: int) -> str:
    return str(snap.score[player])


def _title(snap: Snapshot) -> str:
    parts = [texts.discipline_name(snap.discipline)]
    if snap.discipline == "eight-ball" and snap.ruleset:
        parts.append(texts.ruleset_name(snap.ruleset))
    if snap.target is not None:
        a, b = snap.target
        parts.append(tr("To %1 points").replace("%1", str(a) if a == b else f"{a}/{b}"))
    else:
        a, b = snap.race
        parts.append(tr("Race to %1").replace("%1", str(a) if a == b else f"{a}/{b}"))
    if snap.sets_to_win > 1:
        parts.append(
            tr("Set %1 · sets %2–%3")
            .replace("%1", str(snap.set_number))
            .replace("%2", str(snap.sets[0]))
            .replace("%3", str(snap.sets[1]))
        )
    return "  ·  ".join(parts)


def _banner(snap: Snapshot) -> tuple[str, str]:
    if snap.winner is not None:
        return tr("%1 wins the match").replace("%1", snap.players[snap.winner]), "win"
    v = snap.last_verdict
    if snap.warning is not None:
        name = snap.players[snap.warning]
        return tr("Warning: %1 is on two fouls").replace("%1", name), "warning"
    if v is None:
        return "", "info"
    if v.outcome is not None:
        return tr("%1 wins the rack").replace("%1", snap.players[v.outcome.winner]), "win"
    if v.fouls:
        shown = sorted(v.fouls, key=lambda f: list(Foul).index(f))
        words = ", ".join(texts.text(f) for f in shown[:2])
        return tr("Foul: %1").replace("%1", words), "foul"
    if v.reasons:
        main = v.reasons[0]
        if main in (Reason.PUSH_OUT, Reason.SAFETY, Reason.LEGAL_BREAK, Reason.RERACK):
            return texts.text(main), "info"
    return "", "info"


def _clock(clock: ClockSnapshot | None) -> tuple[str, str, str]:
    if clock is None or clock.phase is Phase.IDLE:
        return "", "idle", ""
    note = tr("Extensions %1 – %2").replace("%1", str(clock.extensions_left[0])).replace(
        "%2", str(clock.extensions_left[1])
    )
    return str(clock.seconds_left), clock.phase.value, note


def board_model(snap: Snapshot, clock: ClockSnapshot | None = None) -> BoardModel:
    """What the spectators see, in words of the current language."""
    players = []
    for i in (0, 1):
        info: list[str] = []
        group = snap.groups[i]
        if group is not None:
            info.append(texts.text(group))
        if snap.turn == i and snap.winner is None and snap.ball_in_hand is not BallInHand.NONE:
            if not snap.breaking:
                info.append(texts.text(snap.ball_in_hand))
        if snap.target is not None:
            if snap.turn == i:
                info.append(tr("Run %1").replace("%1", str(snap.run)))
            info.append(tr("High run %1").replace("%1", str(snap.high_run[i])))
        tag = ""
        if snap.winner == i:
            tag = tr("WINNER")
        elif snap.winner is None and snap.match_ball[i] and not snap.hill_hill:
            tag = tr("MATCH BALL")
        elif snap.breaker == i and snap.breaking:
            tag = tr("BREAK")
        players.append(
            PlayerLine(
                name=snap.players[i],
                score=_score_text(snap, i),
                info="  ·  ".join(info),
                fouls=snap.foul_counts[i],
                warned=snap.foul_counts[i] >= 2,
                at_table=snap.turn == i and snap.winner is None,
                breaker=snap.breaker == i,
                tag=tag,
            )
        )
    status = ""
    if snap.winner is None and snap.hill_hill:
        status = tr("HILL-HILL")
    balls = tuple(sorted(snap.on_table))
    note = ""
    if snap.target is not None:
        note = tr("%1 on the table").replace("%1", str(len(balls)))
    banner, kind = _banner(snap)
    clock_text, phase, clock_note = _clock(clock)
    return BoardModel(
        title=_title(snap),
        status=status,
        players=(players[0], players[1]),
        balls=balls,
        balls_note=note,
        banner=banner,
        banner_kind=kind,
        clock=clock_text,
        clock_phase=phase,
        clock_note=clock_note,
        fouls_label=tr("Fouls"),
    )


class SpectatorWindow(QWidget):
    """Top-level window with the board. ``F`` / F11 toggles full screen, Esc leaves it."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.board = BoardView(self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.board)
        self._snapshot: Snapshot | None = None
        self._clock: ClockSnapshot | None = None
        self.preferred_screen: str | None = None
        self.resize(1280, 720)
        self.retranslate()
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.screenRemoved.connect(self._screen_removed)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Pool Scoreboard — spectators"))
        self._redraw()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_snapshot(self, snap: Snapshot) -> None:
        self._snapshot = snap
        self._redraw()

    def show_clock(self, clock: ClockSnapshot | None) -> None:
        self._clock = clock
        self._redraw()

    def _redraw(self) -> None:
        if self._snapshot is not None:
            self.board.set_model(board_model(self._snapshot, self._clock))

    # -- screens -----------------------------------------------------------------------------

    def choose_screen(self, avoid: QScreen | None = None) -> QScreen | None:
        """The preferred screen if it exists, else one other than ``avoid``, else the primary."""
        screens = QGuiApplication.screens()
        if not screens:
            return None
        for s in screens:
            if self.preferred_screen and s.name() == self.preferred_screen:
                return s
        for s in screens:
            if s is not avoid:
                return s
        return QGuiApplication.primaryScreen()

    def place(self, avoid: QScreen | None = None) -> None:
        screen = self.choose_screen(avoid)
        if screen is None:
            return
        geo = screen.availableGeometry()
        if self.windowHandle() is not None:
            self.windowHandle().setScreen(screen)
        w, h = min(self.width(), geo.width()), min(self.height(), geo.height())
        self.setGeometry(geo.x() + (geo.width() - w) // 2, geo.y() + (geo.height() - h) // 2, w, h)

    def _screen_removed(self, screen: QScreen) -> None:
        handle = self.windowHandle()
        if handle is not None and handle.screen() is screen or not self.isVisible():
            was_full = self.isFullScreen()
            if was_full:
                self.showNormal()
            remaining = [s for s in QGuiApplication.screens() if s is not screen]
            target = remaining[0] if remaining else QGuiApplication.primaryScreen()
            if target is not None and target is not screen:
                geo = target.availableGeometry()
                if handle is not None:
                    handle.setScreen(target)
                self.setGeometry(geo.x() + 40, geo.y() + 40, min(1280, geo.width() - 80), min(720, geo.height() - 80))

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_F11, Qt.Key.Key_F):
            self.toggle_full_screen()
        elif event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.closed.emit()
        super().closeEvent(event)
