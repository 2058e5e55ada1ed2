"""The spectator scoreboard, painted to scale.

Everything is laid out from the widget's size (720p to 4K and any aspect ratio), in two player
rows like a broadcast scoreboard, so a 30-character name keeps a large font. The painter draws a
:class:`BoardModel` (plain, already-translated text), built from the controller's snapshot by
``ui.spectator.board_model``; this module knows nothing of the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui.balls import ball_pixmap


@dataclass(frozen=True)
class PlayerLine:
    name: str
    score: str
    info: str = ""  # groups, ball in hand, 14.1 run...
    fouls: int = 0
    warned: bool = False  # on two fouls: the three-foul warning
    at_table: bool = False
    breaker: bool = False
    tag: str = ""  # "BREAK", "MATCH BALL", "WINNER"


@dataclass(frozen=True)
class BoardModel:
    title: str = ""  # discipline, ruleset, race
    status: str = ""  # hill-hill / match ball
    players: tuple[PlayerLine, PlayerLine] = (PlayerLine("", "0"), PlayerLine("", "0"))
    balls: tuple[int, ...] = ()  # on the table
    balls_note: str = ""  # e.g. "14.1: 9 balls on the table"
    banner: str = ""  # last decision
    banner_kind: str = "info"  # info / foul / win / warning
    clock: str = ""  # seconds shown, empty when no clock
    clock_phase: str = "idle"  # idle / running / warning / countdown / expired / paused
    clock_note: str = ""  # extensions left
    fouls_label: str = "F"  # translated short word for fouls


@dataclass(frozen=True)
class Theme:
    background: QColor
    row: QColor
    row_active: QColor
    accent: QColor
    text: QColor
    muted: QColor
    score_bg: QColor
    score_text: QColor
    foul: QColor
    warning: QColor
    win: QColor
    clock_warning: QColor = field(default_factory=lambda: QColor("#ffb000"))
    clock_last: QColor = field(default_factory=lambda: QColor("#ff3b30"))


DARK = Theme(
    background=QColor("#05080c"),
    row=QColor("#121a24"),
    row_active=QColor("#1d2b3b"),
    accent=QColor("#ffd21f"),
    text=QColor("#ffffff"),
    muted=QColor("#aab7c4"),
    score_bg=QColor("#0d1117"),
    score_text=QColor("#ffffff"),
    foul=QColor("#ff5a4e"),
    warning=QColor("#ffb000"),
    win=QColor("#2fd36b"),
)
LIGHT = Theme(
    background=QColor("#f4f6f8"),
    row=QColor("#ffffff"),
    row_active=QColor("#fff6cc"),
    accent=QColor("#c48a00"),
    text=QColor("#0b1014"),
    muted=QColor("#42505c"),
    score_bg=QColor("#0b1014"),
    score_text=QColor("#ffffff"),
    foul=QColor("#c0261b"),
    warning=QColor("#9a5b00"),
    win=QColor("#137a3a"),
    clock_warning=QColor("#9a5b00"),
    clock_last=QColor("#c0261b"),
)
THEMES = {"dark": DARK, "light": LIGHT}

FAMILY = "DejaVu Sans"


def font(pixels: float, bold: bool = False, condensed: bool = False) -> QFont:
    f = QFont(FAMILY)
    f.setPixelSize(max(6, int(pixels)))
    f.setBold(bold)
    if condensed:
        f.setStretch(QFont.Stretch.SemiCondensed)
    return f


@dataclass(frozen=True)
class TextItem:
    """A piece of text as it will be painted: used by the painter and by the fit tests."""

    key: str
    rect: QRectF
    font: QFont
    text: str
    align: Qt.AlignmentFlag


def fit_font(text: str, base: QFont, width: float, minimum_px: int) -> QFont:
    """``base`` shrunk until ``text`` fits ``width`` (not below ``minimum_px``)."""
    f = QFont(base)
    px = f.pixelSize()
    while px > minimum_px and QFontMetricsF(f).horizontalAdvance(text) > width:
        px = max(minimum_px, int(px * 0.94))
        f.setPixelSize(px)
    return f


def elide(text: str, f: QFont, width: float) -> str:
    return QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, width)


class BoardLayout:
    """Rectangles and fonts for a board of ``size``; pure geometry, no painting."""

    def __init__(self, size: QSize) -> None:
        w, h = float(size.width()), float(size.height())
        self.w, self.h = w, h
        # unit: the smaller of height and width-scaled-to-16:9, so wide or tall windows keep
        # everything inside
        u = min(h, w * 9 / 16)
        self.u = u
        m = u * 0.02
        self.margin = m
        top_h = u * 0.085
        row_h = u * 0.275
        gap = u * 0.015
        balls_h = u * 0.13
        y = m
        self.top = QRectF(m, y, w - 2 * m, top_h)
        y += top_h + gap
        self.rows = []
        for _ in range(2):
            self.rows.append(QRectF(m, y, w - 2 * m, row_h))
            y += row_h + gap
        self.balls = QRectF(m, y, w - 2 * m, balls_h)
        y += balls_h + gap
        self.bottom = QRectF(m, y, w - 2 * m, max(u * 0.1, h - y - m))
        self.clock_w = u * 0.42
        self.score_w = u * 0.42

    def row_parts(self, i: int) -> dict[str, QRectF]:
        r = self.rows[i]
        u = self.u
        bar = QRectF(r.left(), r.top(), u * 0.018, r.height())
        score = QRectF(r.right() - self.score_w, r.top(), self.score_w, r.height())
        fouls_w = u * 0.16
        fouls = QRectF(score.left() - fouls_w - u * 0.01, r.top(), fouls_w, r.height())
        left = bar.right() + u * 0.03
        text_w = fouls.left() - left - u * 0.02
        name = QRectF(left, r.top() + r.height() * 0.1, text_w, r.height() * 0.45)
        info = QRectF(left, r.top() + r.height() * 0.6, text_w, r.height() * 0.3)
        return {"bar": bar, "name": name, "info": info, "fouls": fouls, "score": score}

    def bottom_parts(self) -> dict[str, QRectF]:
        b = self.bottom
        clock = QRectF(b.right() - self.clock_w, b.top(), self.clock_w, b.height())
        banner = QRectF(b.left(), b.top(), clock.left() - b.left() - self.u * 0.02, b.height())
        return {"banner": banner, "clock": clock}

    def text_items(self, model: BoardModel) -> list[TextItem]:
        u = self.u
        items: list[TextItem] = []
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        center = Qt.AlignmentFlag.AlignCenter
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        title_w = self.top.width() * 0.62
        title_rect = QRectF(self.top.left(), self.top.top(), title_w, self.top.height())
        f = fit_font(model.title, font(u * 0.05, bold=True), title_w, int(u * 0.03))
        items.append(TextItem("title", title_rect, f, elide(model.title, f, title_w), left))
        if model.status:
            st_rect = QRectF(
                title_rect.right(), self.top.top(), self.top.width() - title_w, self.top.height()
            )
            f = fit_font(model.status, font(u * 0.05, bold=True), st_rect.width(), int(u * 0.03))
            items.append(TextItem("status", st_rect, f, elide(model.status, f, st_rect.width()), right))
        for i, p in enumerate(model.players):
            parts = self.row_parts(i)
            info = "  ·  ".join(t for t in (p.tag, p.info) if t)
            name_rect = parts["name"] if info else parts["name"].united(parts["info"])
            nf = fit_font(p.name, font(u * 0.095, bold=True), name_rect.width(), int(u * 0.058))
            items.append(
                TextItem(f"name{i}", name_rect, nf, elide(p.name, nf, name_rect.width()), left)
            )
            if info:
                inf = fit_font(info, font(u * 0.05), parts["info"].width(), int(u * 0.03))
                items.append(
                    TextItem(f"info{i}", parts["info"], inf, elide(info, inf, parts["info"].width()), left)
                )
            sf = fit_font(p.score, font(u * 0.27, bold=True), parts["score"].width() * 0.92, int(u * 0.12))
            items.append(TextItem(f"score{i}", parts["score"], sf, p.score, center))
            if p.fouls:
                ftext = f"{model.fouls_label} {p.fouls}"
                ff = fit_font(ftext, font(u * 0.07, bold=True), parts["fouls"].width(), int(u * 0.03))
                items.append(TextItem(f"fouls{i}", parts["fouls"], ff, ftext, center))
        bp = self.bottom_parts()
        if model.banner:
            bf = font(u * 0.06, bold=True)
            bf = fit_font(model.banner, bf, bp["banner"].width() - u * 0.04, int(u * 0.035))
            rect = bp["banner"].adjusted(u * 0.02, 0, -u * 0.02, 0)
            items.append(TextItem("banner", rect, bf, elide(model.banner, bf, rect.width()), left))
        if model.clock:
            cr = bp["clock"]
            main = QRectF(cr.left(), cr.top(), cr.width(), cr.height() * 0.78)
            cf = fit_font(model.clock, font(cr.height() * 0.7, bold=True), main.width() * 0.9, int(u * 0.05))
            items.append(TextItem("clock", main, cf, model.clock, center))
            if model.clock_note:
                note = QRectF(cr.left(), main.bottom(), cr.width(), cr.height() - main.height())
                nf = fit_font(model.clock_note, font(note.height() * 0.8), note.width() * 0.95, 6)
                items.append(
                    TextItem("clock_note", note, nf, elide(model.clock_note, nf, note.width()), center)
                )
        if model.balls_note:
            rect = QRectF(self.balls.left(), self.balls.top(), self.balls.width() * 0.3, self.balls.height())
            nf = fit_font(model.balls_note, font(u * 0.045, bold=True), rect.width(), int(u * 0.025))
            items.append(TextItem("balls_note", rect, nf, elide(model.balls_note, nf, rect.width()), left))
        return items

    def ball_rects(self, model: BoardModel) -> list[tuple[int, QRectF]]:
        area = self.balls
        if model.balls_note:
            area = QRectF(area.left() + area.width() * 0.3, area.top(), area.width() * 0.7, area.height())
        n = len(model.balls)
        if not n:
            return []
        d = min(area.height() * 0.92, area.width() / (n * 1.1))
        total = n * d * 1.1
        x = area.left() + (area.width() - total) / 2 + d * 0.05
        y = area.top() + (area.height() - d) / 2
        out = []
        for ball in model.balls:
            out.append((ball, QRectF(x, y, d, d)))
            x += d * 1.1
        return out


class BoardView(QWidget):
    """Paints a :class:`BoardModel`; call :meth:`set_model` to update."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = BoardModel()
        self.theme = DARK
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(320, 180)

    def set_model(self, model: BoardModel) -> None:
        if model != self.model:
            self.model = model
            self.update()

    def set_theme(self, name: str) -> None:
        self.theme = THEMES.get(name, DARK)
        self.update()

    def layout_for_size(self) -> BoardLayout:
        return BoardLayout(self.size())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.paint(p)
        p.end()

    def paint(self, p: QPainter) -> None:
        t, m = self.theme, self.model
        lay = self.layout_for_size()
        u = lay.u
        p.fillRect(self.rect(), t.background)
        radius = u * 0.012
        for i, player in enumerate(m.players):
            parts = lay.row_parts(i)
            row = lay.rows[i]
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(t.row_active if player.at_table else t.row)
            p.drawRoundedRect(row, radius, radius)
            if player.at_table:
                p.setBrush(t.accent)
                p.drawRoundedRect(parts["bar"], radius, radius)
                # a triangle pointing at the name: who is at the table, not by colour alone
                bar = parts["bar"]
                cy = row.center().y()
                s = u * 0.022
                p.drawPolygon(
                    [
                        QPointF(bar.right() + u * 0.004, cy - s),
                        QPointF(bar.right() + u * 0.004 + s, cy),
                        QPointF(bar.right() + u * 0.004, cy + s),
                    ]
                )
            p.setBrush(t.score_bg)
            p.drawRoundedRect(parts["score"], radius, radius)
            if player.warned:
                p.setBrush(t.warning)
                p.drawRoundedRect(parts["fouls"].adjusted(u * 0.01, u * 0.06, -u * 0.01, -u * 0.06), radius, radius)
        # balls on the table
        dpr = self.devicePixelRatioF()
        for ball, rect in lay.ball_rects(m):
            pix = ball_pixmap(ball, int(rect.width()), dpr=dpr)
            p.drawPixmap(rect.topLeft(), pix)
        # banner and clock backgrounds
        bp = lay.bottom_parts()
        if m.banner:
            colour = {"foul": t.foul, "win": t.win, "warning": t.warning}.get(m.banner_kind, t.row_active)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawRoundedRect(bp["banner"], radius, radius)
        if m.clock:
            colour = {
                "warning": t.clock_warning,
                "countdown": t.clock_last,
                "expired": t.clock_last,
            }.get(m.clock_phase, t.score_bg)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawRoundedRect(bp["clock"], radius, radius)
        for item in lay.text_items(m):
            colour = t.text
            if item.key.startswith("score"):
                colour = t.score_text
            elif item.key.startswith("info") or item.key in ("title", "balls_note"):
                colour = t.muted
            elif item.key.startswith("fouls"):
                i = int(item.key[-1])
                colour = QColor("#000000") if m.players[i].warned else t.foul
            elif item.key == "status":
                colour = t.accent
            elif item.key == "banner" and m.banner_kind in ("warning",):
                colour = QColor("#000000")
            elif item.key == "clock" and m.clock_phase == "paused":
                colour = t.muted
            elif item.key == "clock" and m.clock_phase == "warning":
                colour = QColor("#000000")
            p.setPen(QPen(colour))
            p.setFont(item.font)
            p.drawText(item.rect, int(item.align), item.text)
