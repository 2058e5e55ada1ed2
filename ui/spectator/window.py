"""The spectator window: a second top-level window for a projector or TV.

It draws only from the controller's snapshot (and the clock's snapshot); it never keeps a score
of its own. Placed on a chosen screen (by default one other than the scorekeeper's), full screen
on a key, remembered by screen name (``preferred_screen``, persisted by the application), and
brought back to an existing screen when its screen is unplugged.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from PySide6.QtCore import QEvent, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeyEvent, QScreen, QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from rules import BallInHand, Foul, OutcomeReason, Reason
from scoreboard.match.snapshot import Snapshot
from scoreboard.table.shot_clock import ClockSnapshot, Phase
from ui import describe, texts
from ui.i18n import fill, tr
from ui.spectator.board import BannerKind, BoardModel, BoardView, PlayerLine


def _title(snap: Snapshot) -> str:
    parts = [texts.game_title(snap.discipline, snap.ruleset, "  ·  ")]
    if snap.target is not None:
        a, b = snap.target
        parts.append(fill(tr("To %1 points"), str(a) if a == b else f"{a}/{b}"))
    else:
        a, b = snap.race
        parts.append(fill(tr("Race to %1"), str(a) if a == b else f"{a}/{b}"))
    if snap.sets_to_win > 1:
        parts.append(
            fill(
                tr("Set %1 · sets %2–%3"),
                str(snap.set_number),
                str(snap.players.sets[0]),
                str(snap.players.sets[1]),
            )
        )
    return "  ·  ".join(parts)


#: Decisions worth a banner when the shot was neither a foul nor the end of the rack, in order.
_BANNER_REASONS = (Reason.PUSH_OUT, Reason.SAFETY, Reason.RERACK, Reason.LEGAL_BREAK)


def _banner(snap: Snapshot) -> tuple[str, BannerKind]:
    """The last decision: (words, kind)."""
    if snap.winner is not None:
        return fill(tr("%1 wins the match"), snap.players.names[snap.winner]), BannerKind.WIN
    if snap.decision.warning is not None:
        name = snap.players.names[snap.decision.warning]
        return fill(tr("Warning: %1 is on two fouls"), name), BannerKind.WARNING
    v = snap.decision.verdict
    if v is None and snap.history.last is not None:
        v = snap.history.last.verdict  # the move that ended the last rack
    if v is None:
        return "", BannerKind.INFO
    if v.outcome is not None:
        if v.outcome.reason is OutcomeReason.TARGET_REACHED:  # 14.1: a game of a longer match
            return describe.outcome_line(v.outcome, snap), BannerKind.WIN
        return fill(tr("%1 wins the rack"), snap.players.names[v.outcome.winner]), BannerKind.WIN
    if v.fouls:
        shown = sorted(v.fouls, key=lambda f: list(Foul).index(f))
        words = ", ".join(texts.text(f) for f in shown[:2])
        return fill(tr("Foul: %1"), words), BannerKind.FOUL
    for reason in _BANNER_REASONS:
        if reason in v.reasons:
            return texts.text(reason), BannerKind.INFO
    return "", BannerKind.INFO


def _clock(clock: ClockSnapshot | None) -> tuple[str, Phase, str]:
    if clock is None or clock.phase is Phase.IDLE:
        return "", Phase.IDLE, ""
    note = ""
    if clock.extensions_left != (0, 0):
        note = fill(
            tr("Extensions %1 – %2"), str(clock.extensions_left[0]), str(clock.extensions_left[1])
        )
    return str(clock.seconds_left), clock.phase, note


# Long because every text of the board is worded from one snapshot in one pass.
def board_model(snap: Snapshot, clock: ClockSnapshot | None = None) -> BoardModel:
    """What the spectators see, in words of the current language."""
    if not any(snap.players.names):
        return BoardModel(
            title=tr("Pool Scoreboard"),
            players=(PlayerLine("", ""), PlayerLine("", "")),
            banner=tr("The match will start soon"),
        )
    players = []
    for i in (0, 1):
        info: list[str] = []
        if snap.sets_to_win > 1:
            info.append(fill(tr("Sets %1"), str(snap.players.sets[i])))
        group = snap.players.groups[i]
        if group is not None:
            info.append(texts.text(group))
        if (
            snap.rack.turn == i
            and snap.winner is None
            and snap.rack.ball_in_hand is not BallInHand.NONE
        ):
            if not snap.rack.breaking:
                info.append(texts.text(snap.rack.ball_in_hand))
        if snap.target is not None:
            if snap.rack.turn == i:
                info.append(fill(tr("Run %1"), str(snap.rack.run)))
            info.append(fill(tr("High run %1"), str(snap.players.high_run[i])))
        tag = ""
        if snap.winner == i:
            tag = tr("WINNER")
        elif snap.winner is None and snap.players.match_ball[i] and not snap.hill_hill:
            tag = tr("MATCH BALL")
        elif describe.breaks_now(snap) == i:
            tag = tr("BREAK")
        players.append(
            PlayerLine(
                name=snap.players.names[i],
                score=str(snap.players.score[i]),
                info="  ·  ".join(info),
                fouls=snap.players.foul_counts[i] if snap.winner is None else 0,
                warned=snap.decision.warning == i,
                at_table=snap.rack.turn == i and snap.winner is None,
                breaker=describe.broke(snap, i) or describe.breaks_now(snap) == i,
                tag=tag,
                winner=snap.winner == i,
            )
        )
    status = ""
    if snap.winner is None and snap.hill_hill:
        status = tr("HILL-HILL")
    balls = tuple(sorted(snap.rack.on_table)) if snap.winner is None else ()
    note = ""
    room = "88"
    if snap.target is not None:
        note = fill(tr("%1 on the table"), str(len(balls)))
        room = str(max(snap.target))
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
        broke_label=tr("BROKE"),
        score_room=room,
    )


# -- screens ----------------------------------------------------------------------------------


class _Named(Protocol):
    def name(self) -> str: ...


S = TypeVar("S", bound=_Named)


def pick_screen(screens: Sequence[S], preferred: str | None, avoid: S | None = None) -> S | None:
    """The screen named ``preferred`` if it is there; else the first one other than ``avoid``
    (the scorekeeper's); else the first one; None when there is none."""
    if not screens:
        return None
    if preferred:
        for s in screens:
            if s.name() == preferred:
                return s
    for s in screens:
        if s is not avoid:
            return s
    return screens[0]


class SpectatorWindow(QWidget):
    """Top-level window with the board. ``F`` / F11 toggles full screen, Esc leaves it.

    ``preferred_screen`` is the name of the screen the window goes to (set by
    :meth:`move_to_screen`, or by moving the window); ``preferred_screen_changed`` tells the
    application to remember it between runs.
    """

    closed = Signal()
    preferred_screen_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.board = BoardView(self)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.addWidget(self.board)
        self._snapshot: Snapshot | None = None
        self._clock: ClockSnapshot | None = None
        self._preferred: str | None = None
        self._avoid: QScreen | None = None
        self._rehoming = False
        self._full_before_removal = False
        self._tracked_handle: object | None = None
        self.resize(1280, 720)
        self.retranslate()
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.screenRemoved.connect(self._screen_removed)
            app.screenAdded.connect(self._screen_added)

    def add_below(self, widget: QWidget) -> None:
        """Show ``widget`` below the board (the competition's board, when a desk is open)."""
        self._layout.addWidget(widget)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Pool Scoreboard — spectators"))
        self._redraw()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- what it shows ----------------------------------------------------------------------

    def show_snapshot(self, snap: Snapshot) -> bool:
        """Show ``snap``; True when the board changed (a repaint is due)."""
        self._snapshot = snap
        return self._redraw()

    def show_clock(self, clock: ClockSnapshot | None) -> None:
        self._clock = clock
        self._redraw()

    def set_theme(self, name: str) -> None:
        """``"dark"`` (default) or ``"light"``."""
        self.board.set_theme(name)

    def _redraw(self) -> bool:
        if self._snapshot is None:
            return False
        return self.board.set_model(board_model(self._snapshot, self._clock))

    # -- screens -----------------------------------------------------------------------------

    @property
    def preferred_screen(self) -> str | None:
        """Name of the screen the window goes to when it exists (None: any but the
        scorekeeper's)."""
        return self._preferred

    @preferred_screen.setter
    def preferred_screen(self, name: str | None) -> None:
        name = name or None
        if name != self._preferred:
            self._preferred = name
            self.preferred_screen_changed.emit(name or "")

    def choose_screen(self, avoid: QScreen | None = None) -> QScreen | None:
        """The preferred screen if it exists, else one other than ``avoid``, else the primary."""
        screen = pick_screen(QGuiApplication.screens(), self._preferred, avoid)
        return screen if screen is not None else QGuiApplication.primaryScreen()

    def place(self, avoid: QScreen | None = None) -> None:
        """Put the window on :meth:`choose_screen`'s screen, centred (or full screen there)."""
        self._avoid = avoid
        screen = self.choose_screen(avoid)
        if screen is not None:
            self._put_on(screen)

    def move_to_screen(self, screen: QScreen) -> None:
        """Show the board on ``screen`` and remember it."""
        self.preferred_screen = screen.name()
        self._put_on(screen)

    def _put_on(self, screen: QScreen, full: bool | None = None) -> None:
        """Move to ``screen``; full screen there when ``full`` (None: as it is now)."""
        was_full = self.isFullScreen()
        full = was_full if full is None else full
        self._rehoming = True
        try:
            if was_full:
                self.showNormal()
            handle = self.windowHandle()
            if handle is not None:
                handle.setScreen(screen)
            geo = screen.availableGeometry()
            w, h = min(self.width(), geo.width()), min(self.height(), geo.height())
            self.setGeometry(
                geo.x() + (geo.width() - w) // 2, geo.y() + (geo.height() - h) // 2, w, h
            )
            if full:
                self.showFullScreen()
        finally:
            self._rehoming = False

    def _on_screen(self, screen: QScreen | None) -> None:
        """The window moved to ``screen`` (dragged by the user or by the system)."""
        if screen is not None and not self._rehoming and self.isVisible():
            self.preferred_screen = screen.name()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        handle = self.windowHandle()
        if handle is not None and handle is not self._tracked_handle:
            self._tracked_handle = handle
            handle.screenChanged.connect(self._on_screen)

    def _screen_removed(self, screen: QScreen | _Named) -> None:
        """A screen was unplugged: if the board was on it, bring it to a screen that exists.

        The preferred screen is kept, so the board goes back there when it is plugged in again.
        """
        remaining = [s for s in QGuiApplication.screens() if s is not screen]
        if not remaining:
            return
        current = self.screen()
        if (
            current is not screen
            and current in remaining
            and _inside_any(self.frameGeometry(), remaining)
        ):
            return
        target = pick_screen(
            remaining, self._preferred, self._avoid if self._avoid in remaining else None
        )
        if target is None:
            return
        # a normal window there: it may be the scorekeeper's screen, which it must not cover
        self._full_before_removal = self._full_before_removal or self.isFullScreen()
        self._put_on(target, full=False)
        geo = target.availableGeometry()
        if not geo.contains(self.frameGeometry().center()):
            w, h = min(1280, geo.width()), min(720, geo.height())
            self.setGeometry(
                geo.x() + (geo.width() - w) // 2, geo.y() + (geo.height() - h) // 2, w, h
            )

    def _screen_added(self, screen: QScreen) -> None:
        """The preferred screen came back: the board returns to it."""
        if self._preferred and screen.name() == self._preferred and self.isVisible():
            full, self._full_before_removal = self._full_before_removal, False
            QTimer.singleShot(0, lambda: self._return_to(screen.name(), full))

    def _return_to(self, name: str, full: bool) -> None:
        for s in QGuiApplication.screens():
            if s.name() == name:
                self._put_on(s, full=full or None)
                return

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


def _inside_any(rect: QRect, screens: Sequence[QScreen]) -> bool:
    centre = rect.center()
    return any(s.geometry().contains(centre) for s in screens)
