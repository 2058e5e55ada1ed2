"""The spectator scoreboard, painted to scale.

Long because the whole board is laid out from one unit in one place (its themes, its fonts, the
fitting of text, the layout and the painting), so that every size stays in proportion to the others.

Everything is laid out from the widget's size (720p to 4K and any aspect ratio), in two player
rows like a broadcast scoreboard, so a 30-character name keeps a large font. The painter draws a
:class:`BoardModel` (plain, already-translated text), built from the controller's snapshot by
``ui.spectator.window.board_model``; this module knows nothing of the rules.

Sizes are fractions of one unit ``u`` (the height of a 16:9 area that fits the widget): at
1920x1080 the score digits are at least 180 px tall and the names' capitals at least 60 px,
and every size scales with the window. :class:`BoardLayout` is pure geometry: it says where
each text goes (rectangle, font, baseline), and the painter draws exactly that, so the fit
tests check what is painted.
"""

from __future__ import annotations

import enum
import math
from collections import OrderedDict
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPaintEvent,
    QPen,
    QRegion,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from scoreboard.table.shot_clock import Phase
from ui.balls import ball_pixmap

#: At 1080 px of height: the smallest cap height of a name and digit height of a score.
NAME_CAP = 60 / 1080
SCORE_DIGITS = 180 / 1080
#: Memory for the pictures of painted texts (a 4K board needs about 10 MB).
TEXT_CACHE_BYTES = 48 * 1024 * 1024


class BannerKind(enum.Enum):
    """What the banner tells, which sets its colour."""

    INFO = "info"
    FOUL = "foul"
    WIN = "win"
    WARNING = "warning"


@dataclass(frozen=True)
class PlayerLine:
    name: str
    score: str
    info: str = ""  # groups, ball in hand, sets, 14.1 run...
    fouls: int = 0
    warned: bool = False  # on two fouls: the three-foul warning
    at_table: bool = False
    breaker: bool = False  # broke (or breaks) this rack
    tag: str = ""  # "BREAK", "MATCH BALL", "WINNER"
    winner: bool = False


@dataclass(frozen=True)
class BoardModel:
    title: str = ""  # discipline, ruleset, race
    status: str = ""  # hill-hill
    players: tuple[PlayerLine, PlayerLine] = (PlayerLine("", "0"), PlayerLine("", "0"))
    balls: tuple[int, ...] = ()  # on the table
    balls_note: str = ""  # e.g. "14.1: 9 balls on the table"
    banner: str = ""  # last decision
    banner_kind: BannerKind = BannerKind.INFO
    clock: str = ""  # seconds shown, empty when no clock
    clock_phase: Phase = Phase.IDLE
    clock_note: str = ""  # extensions left
    fouls_label: str = "F"  # translated short word for fouls
    broke_label: str = "BROKE"  # translated mark of the player who broke this rack
    score_room: str = "88"  # the widest score expected (e.g. the 14.1 target): keeps the box still


def luminance(c: QColor) -> float:
    """Relative luminance (WCAG 2) of an sRGB colour."""

    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


INK_DARK = QColor("#000000")
INK_LIGHT = QColor("#ffffff")


def readable_on(background: QColor) -> QColor:
    """Black or white, whichever reads better on ``background``."""
    if contrast(INK_DARK, background) >= contrast(INK_LIGHT, background):
        return INK_DARK
    return INK_LIGHT


@dataclass(frozen=True)
class Theme:
    background: QColor
    row: QColor
    row_active: QColor
    accent: QColor  # who is at the table
    text: QColor
    muted: QColor
    score_bg: QColor
    score_text: QColor
    foul: QColor  # foul count text on a row
    warning: QColor  # three-foul warning fill
    win: QColor
    banner_info: QColor = field(default_factory=lambda: QColor("#1d2b3b"))
    banner_foul: QColor = field(default_factory=lambda: QColor("#c62828"))
    tag: QColor = field(default_factory=lambda: QColor("#ffd21f"))
    clock_warning: QColor = field(default_factory=lambda: QColor("#ffb000"))
    clock_last: QColor = field(default_factory=lambda: QColor("#d70015"))


DARK = Theme(
    background=QColor("#05080c"),
    row=QColor("#121a24"),
    row_active=QColor("#1d2b3b"),
    accent=QColor("#ffd21f"),
    text=QColor("#ffffff"),
    muted=QColor("#b4c0cc"),
    score_bg=QColor("#000000"),
    score_text=QColor("#ffffff"),
    foul=QColor("#ff6b60"),
    warning=QColor("#ffb000"),
    win=QColor("#2fd36b"),
)
LIGHT = Theme(
    background=QColor("#e9edf1"),
    row=QColor("#ffffff"),
    row_active=QColor("#fff3bf"),
    accent=QColor("#7a5500"),
    text=QColor("#0b1014"),
    muted=QColor("#3a4651"),
    score_bg=QColor("#0b1014"),
    score_text=QColor("#ffffff"),
    foul=QColor("#b3261e"),
    warning=QColor("#ffb000"),
    win=QColor("#137a3a"),
    banner_info=QColor("#0b1014"),
    banner_foul=QColor("#b3261e"),
    tag=QColor("#0b1014"),
    clock_warning=QColor("#ffb000"),
    clock_last=QColor("#b3261e"),
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


def px_for_cap(cap: float, bold: bool = True) -> int:
    """The smallest pixel size whose capitals are at least ``cap`` pixels tall."""
    probe = font(400, bold=bold, condensed=True)
    ratio = QFontMetricsF(probe).tightBoundingRect("H").height() / 400
    return math.ceil(cap / ratio) + 1


@dataclass(frozen=True)
class TextItem:
    """A piece of text as it will be painted: used by the painter and by the fit tests.

    ``origin`` is the left end of the baseline the painter draws the text at.
    """

    key: str
    rect: QRectF
    font: QFont
    text: str
    align: Qt.AlignmentFlag
    origin: QPointF = field(default_factory=QPointF)

    def advance(self) -> float:
        return QFontMetricsF(self.font).horizontalAdvance(self.text)

    def ink(self) -> QRectF:
        """Where the painted glyphs land (their tight bounding box)."""
        return QFontMetricsF(self.font).tightBoundingRect(self.text).translated(self.origin)


LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
CENTER = Qt.AlignmentFlag.AlignCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def baseline_origin(
    text: str, f: QFont, rect: QRectF, align: Qt.AlignmentFlag, digits: bool = False
) -> QPointF:
    """Where to start the baseline so ``text`` sits in ``rect`` as ``align`` says.

    Vertically the capitals (and descenders, unless ``digits``) are centred in the rectangle,
    so a name does not move when its letters change.
    """
    fm = QFontMetricsF(f)
    adv = fm.horizontalAdvance(text)
    if align & Qt.AlignmentFlag.AlignLeft:
        x = rect.left()
    elif align & Qt.AlignmentFlag.AlignRight:
        x = rect.right() - adv
    else:
        x = rect.center().x() - adv / 2
    cap = fm.capHeight()
    drop = 0.0 if digits else fm.descent()
    return QPointF(x, rect.center().y() + (cap - drop) / 2)


def _fits(text: str, f: QFont, rect: QRectF, align: Qt.AlignmentFlag, digits: bool) -> bool:
    fm = QFontMetricsF(f)
    if fm.horizontalAdvance(text) > rect.width():
        return False
    ink = fm.tightBoundingRect(text).translated(baseline_origin(text, f, rect, align, digits))
    return ink.top() >= rect.top() and ink.bottom() <= rect.bottom()


def fit_font(
    text: str,
    base: QFont,
    rect: QRectF | float,
    minimum_px: int,
    align: Qt.AlignmentFlag = LEFT,
    digits: bool = False,
) -> QFont:
    """``base`` shrunk until ``text`` fits ``rect`` (or a width), not below ``minimum_px``."""
    if not isinstance(rect, QRectF):
        rect = QRectF(0, -1e6, rect, 2e6)
    f = QFont(base)
    px = f.pixelSize()
    while px > minimum_px and not _fits(text, f, rect, align, digits):
        px = max(minimum_px, int(px * 0.95))
        f.setPixelSize(px)
    return f


def elide(text: str, f: QFont, width: float) -> str:
    return QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, width)


def place(
    key: str,
    text: str,
    rect: QRectF,
    base: QFont,
    minimum_px: int,
    align: Qt.AlignmentFlag = LEFT,
    digits: bool = False,
) -> TextItem:
    """A text item fitted to ``rect``: shrunk down to ``minimum_px``, then elided.

    Results are remembered, so a new clock second does not fit every other text again.
    """
    memo = (key, text, base.key(), minimum_px, rect.getRect(), int(align), digits)
    item = _placed.get(memo)
    if item is None:
        f = fit_font(text, base, rect, minimum_px, align, digits)
        shown = elide(text, f, rect.width())
        item = TextItem(
            key, QRectF(rect), f, shown, align, baseline_origin(shown, f, rect, align, digits)
        )
        if len(_placed) >= 512:
            _placed.clear()
        _placed[memo] = item
    return item


_placed: dict[tuple[object, ...], TextItem] = {}
_name_fonts: dict[tuple[object, ...], QFont] = {}


class BoardLayout:
    """Rectangles and fonts for a board of ``size``; pure geometry, no painting."""

    def __init__(self, size: QSize) -> None:
        w, h = float(size.width()), float(size.height())
        self.w, self.h = w, h
        # unit: the smaller of height and width-scaled-to-16:9, so wide or tall windows keep
        # everything inside; a taller window centres the board
        u = min(h, w * 9 / 16)
        self.u = u
        m = u * 0.018
        self.margin = m
        gap = u * 0.014
        self.gap = gap
        title_h = u * 0.065
        row_h = u * 0.26
        balls_h = u * 0.1
        y = (h - u) / 2 + m
        self.top = QRectF(m, y, w - 2 * m, title_h)
        y += title_h + gap
        self.rows: list[QRectF] = []
        for _ in range(2):
            self.rows.append(QRectF(m, y, w - 2 * m, row_h))
            y += row_h + gap
        self.balls = QRectF(m, y, w - 2 * m, balls_h)
        y += balls_h + gap
        self.bottom = QRectF(m, y, w - 2 * m, (h + u) / 2 - m - y)
        self.clock_w = u * 0.36
        self.score_px = u * 0.235
        self.name_px = u * 0.1
        self.name_min_px = px_for_cap(NAME_CAP * u)
        self.info_px = u * 0.05
        self._score_widths: dict[tuple[str, ...], float] = {}

    # -- geometry ---------------------------------------------------------------------------

    def score_font(self) -> QFont:
        return font(self.score_px, bold=True, condensed=True)

    def score_width(self, model: BoardModel) -> float:
        texts = (model.score_room, "88", *(p.score for p in model.players))
        width = self._score_widths.get(texts)
        if width is None:
            fm = QFontMetricsF(self.score_font())
            widest = max(fm.horizontalAdvance(t) for t in texts)
            width = min(widest + self.u * 0.05, self.rows[0].width() * 0.4)
            if len(self._score_widths) >= 64:
                self._score_widths.clear()
            self._score_widths[texts] = width
        return width

    def row_parts(self, i: int, model: BoardModel | None = None) -> dict[str, QRectF]:
        r = self.rows[i]
        u = self.u
        model = model if model is not None else BoardModel()
        bar = QRectF(r.left(), r.top(), u * 0.014, r.height())
        sw = self.score_width(model)
        score = QRectF(r.right() - sw, r.top(), sw, r.height())
        left = bar.right() + u * 0.036
        text_w = score.left() - u * 0.025 - left
        name = QRectF(left, r.top() + r.height() * 0.05, text_w, r.height() * 0.55)
        info = QRectF(left, r.top() + r.height() * 0.63, text_w, r.height() * 0.31)
        return {"bar": bar, "name": name, "info": info, "score": score}

    def bottom_parts(self, model: BoardModel | None = None) -> dict[str, QRectF]:
        b = self.bottom
        if model is not None and not model.clock:
            return {"banner": QRectF(b), "clock": QRectF()}
        clock = QRectF(b.right() - self.clock_w, b.top(), self.clock_w, b.height())
        banner = QRectF(b.left(), b.top(), clock.left() - b.left() - self.gap, b.height())
        return {"banner": banner, "clock": clock}

    # -- texts -------------------------------------------------------------------------------

    def _name_font(self, model: BoardModel, widths: list[float], height: float) -> QFont:
        """One font for both names: the largest, bold if possible, in which both fit."""
        names = [p.name for p in model.players]
        memo = (tuple(names), tuple(widths), height, self.name_px, self.name_min_px)
        found = _name_fonts.get(memo)
        if found is None:
            found = self._fit_names(names, widths, height)
            if len(_name_fonts) >= 64:
                _name_fonts.clear()
            _name_fonts[memo] = found
        return QFont(found)

    def _fit_names(self, names: list[str], widths: list[float], height: float) -> QFont:
        for bold in (True, False):
            px = int(self.name_px)
            while True:
                f = font(px, bold=bold, condensed=True)
                rects = [QRectF(0, 0, w, height) for w in widths]
                if all(_fits(n, f, r, LEFT, False) for n, r in zip(names, rects, strict=True)):
                    return f
                if px <= self.name_min_px:
                    break
                px = max(self.name_min_px, int(px * 0.95))
        return font(self.name_min_px, bold=False, condensed=True)

    def text_items(self, model: BoardModel) -> list[TextItem]:
        items = self._title_items(model)
        parts = [self.row_parts(i, model) for i in (0, 1)]
        name_font = self._name_font(
            model, [p["name"].width() for p in parts], parts[0]["name"].height()
        )
        for i, p in enumerate(model.players):
            items += self._player_items(model, i, p, parts[i], name_font)
        items += self._bottom_items(model)
        return items

    def _title_items(self, model: BoardModel) -> list[TextItem]:
        """The title and the status, along the top."""
        u = self.u
        items: list[TextItem] = []
        top = self.top
        title_w = top.width() * 0.64
        title_rect = QRectF(top.left(), top.top(), title_w, top.height())
        title_font = font(u * 0.048, bold=True, condensed=True)
        if model.title:
            items.append(place("title", model.title, title_rect, title_font, int(u * 0.03)))
        if model.status:
            st_rect = QRectF(
                title_rect.right() + self.gap,
                top.top(),
                top.right() - title_rect.right() - self.gap,
                top.height(),
            )
            items.append(place("status", model.status, st_rect, title_font, int(u * 0.03), RIGHT))
        return items

    def _player_items(
        self, model: BoardModel, i: int, p: PlayerLine, rp: dict[str, QRectF], name_font: QFont
    ) -> list[TextItem]:
        """Player ``i``'s row: the name, the score and the info line."""
        u = self.u
        items: list[TextItem] = []
        name_rect = rp["name"]
        shown = elide(p.name, name_font, name_rect.width())
        items.append(
            TextItem(
                f"name{i}",
                name_rect,
                name_font,
                shown,
                LEFT,
                baseline_origin(shown, name_font, name_rect, LEFT),
            )
        )
        sf = fit_font(p.score, self.score_font(), rp["score"], int(u * 0.12), CENTER, digits=True)
        items.append(
            TextItem(
                f"score{i}",
                rp["score"],
                sf,
                p.score,
                CENTER,
                baseline_origin(p.score, sf, rp["score"], CENTER, True),
            )
        )
        items += self._info_items(model, i, p, rp["info"])
        return items

    def _info_items(self, model: BoardModel, i: int, p: PlayerLine, info: QRectF) -> list[TextItem]:
        """Player ``i``'s info line: [cue ball if breaker] [tag] [info ...] [fouls]."""
        u = self.u
        items: list[TextItem] = []
        pill_font = font(u * 0.042, bold=True, condensed=True)
        pill_fm = QFontMetricsF(pill_font)
        pad = u * 0.016
        pill_h = info.height() * 0.74
        pill_y = info.center().y() - pill_h / 2
        x = info.left()
        right = info.right()
        if p.breaker and not p.tag and model.broke_label:
            bw = min(pill_fm.horizontalAdvance(model.broke_label) + 2 * pad, info.width() * 0.3)
            brect = QRectF(x, pill_y, bw, pill_h)
            items.append(
                place(f"broke{i}", model.broke_label, brect, pill_font, int(u * 0.025), CENTER)
            )
            x = brect.right() + pad
        if p.fouls:
            ftext = f"{model.fouls_label} {p.fouls}"
            fw = min(pill_fm.horizontalAdvance(ftext) + 2 * pad, info.width() * 0.3)
            frect = QRectF(right - fw, pill_y, fw, pill_h)
            items.append(place(f"fouls{i}", ftext, frect, pill_font, int(u * 0.025), CENTER))
            right = frect.left() - pad
        if p.tag:
            tw = min(pill_fm.horizontalAdvance(p.tag) + 2 * pad, (right - x) * 0.5)
            trect = QRectF(x, pill_y, tw, pill_h)
            items.append(place(f"tag{i}", p.tag, trect, pill_font, int(u * 0.025), CENTER))
            x = trect.right() + pad
        if p.info and right - x > u * 0.05:
            irect = QRectF(x, info.top(), right - x, info.height())
            items.append(
                place(
                    f"info{i}",
                    p.info,
                    irect,
                    font(self.info_px, condensed=True),
                    int(u * 0.032),
                )
            )
        return items

    def _bottom_items(self, model: BoardModel) -> list[TextItem]:
        """The banner, the shot clock and its note, the note over the balls."""
        u = self.u
        pad = u * 0.016
        items: list[TextItem] = []
        bp = self.bottom_parts(model)
        if model.banner:
            rect = bp["banner"].adjusted(u * 0.025, 0, -u * 0.025, 0)
            items.append(
                place(
                    "banner",
                    model.banner,
                    rect,
                    font(u * 0.07, bold=True, condensed=True),
                    int(u * 0.04),
                )
            )
        if model.clock:
            cr = bp["clock"]
            note_h = cr.height() * 0.24 if model.clock_note else 0.0
            main = QRectF(
                cr.left(), cr.top() + cr.height() * 0.04, cr.width(), cr.height() * 0.92 - note_h
            )
            cf = font(u * 0.17, bold=True, condensed=True)
            items.append(place("clock", model.clock, main, cf, int(u * 0.05), CENTER, digits=True))
            if model.clock_note:
                note = QRectF(cr.left() + pad, main.bottom(), cr.width() - 2 * pad, note_h)
                items.append(
                    place(
                        "clock_note",
                        model.clock_note,
                        note,
                        font(u * 0.036, condensed=True),
                        int(u * 0.02),
                        CENTER,
                    )
                )
        if model.balls_note:
            rect = QRectF(
                self.balls.left(), self.balls.top(), self.balls.width() * 0.28, self.balls.height()
            )
            items.append(
                place(
                    "balls_note",
                    model.balls_note,
                    rect,
                    font(u * 0.048, bold=True, condensed=True),
                    int(u * 0.028),
                )
            )
        return items

    def ball_rects(self, model: BoardModel) -> list[tuple[int, QRectF]]:
        area = self.balls
        if model.balls_note:
            offset = area.width() * 0.28 + self.gap
            area = QRectF(area.left() + offset, area.top(), area.width() - offset, area.height())
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


#: Texts drawn over the clock box (the only layer a clock second changes).
CLOCK_KEYS = ("clock", "clock_note")


def static_part(model: BoardModel) -> BoardModel:
    """``model`` without what a clock second changes: boards equal in this part look the same
    outside the clock box (whose place depends only on whether there is a clock)."""
    return replace(
        model,
        clock="-" if model.clock else "",
        clock_phase=Phase.IDLE,
        clock_note="-" if model.clock_note else "",
    )


@dataclass(frozen=True)
class _Frame:
    """A layout worked out for one size and model (the painter reuses it until either changes)."""

    layout: BoardLayout
    items: list[TextItem]
    balls: list[tuple[int, QRectF]]


class BoardView(QWidget):
    """Paints a :class:`BoardModel`; call :meth:`set_model` to update."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = BoardModel()
        self.theme = DARK
        self.theme_name = "dark"
        self._frame: tuple[tuple[int, int, BoardModel], _Frame] | None = None
        self._text_cache: OrderedDict[tuple[str, str, int, float], tuple[QImage, QPointF]] = (
            OrderedDict()
        )
        self._text_bytes = 0
        # the board without its clock, drawn into an image when it is painted whole again
        # unchanged (a window exposed again, a render): (key, image)
        self._layers: tuple[tuple[object, ...], QImage] | None = None
        self._last_static: tuple[object, ...] | None = None
        # what set_model marked for repainting and no paint has covered yet
        self._dirty = QRegion()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(320, 180)

    def set_model(self, model: BoardModel) -> bool:
        """Show ``model``; returns True when it differs from what is shown (a repaint is due).
        Only the bands of the board that changed are marked for repainting (see
        :meth:`changed_region`)."""
        if model == self.model:
            return False
        old, self.model = self.model, model
        region = self.changed_region(old, model)
        self._dirty = self._dirty.united(region)
        self.update(region)
        return True

    def repaint_changes(self) -> None:
        """Repaint now what :meth:`set_model` marked (the spectators see a change first)."""
        if not self._dirty.isEmpty():
            self.repaint(self._dirty)

    def changed_region(self, old: BoardModel, new: BoardModel) -> QRegion:
        """The pixels that differ between boards ``old`` and ``new`` at the current size: the
        rectangle around the bands that changed (the title, each player's row, the balls, the
        banner and clock; one rectangle clips faster than several). A change that moves things
        across bands (a name's font, shared by both rows; the score box's width; the clock
        appearing) takes every band it touches; before the first layout, all of the board."""
        whole = QRegion(self.rect())
        if self._frame is None or self._frame[0][:2] != (self.width(), self.height()):
            return whole
        lay = self._frame[1].layout
        bands: list[QRectF] = []
        if (old.title, old.status) != (new.title, new.status):
            bands.append(lay.top)
        shared = (
            [p.name for p in old.players] != [p.name for p in new.players]
            or (old.fouls_label, old.broke_label) != (new.fouls_label, new.broke_label)
            or lay.score_width(old) != lay.score_width(new)
        )
        for i in (0, 1):
            if shared or old.players[i] != new.players[i]:
                bands.append(lay.rows[i])
        if (old.balls, old.balls_note) != (new.balls, new.balls_note):
            bands.append(lay.balls)
        if (old.banner, old.banner_kind, bool(old.clock)) != (
            new.banner,
            new.banner_kind,
            bool(new.clock),
        ):
            bands.append(lay.bottom)
        # half the gap between bands around each: antialiased edges and text ink stay inside
        pad = math.ceil(lay.gap / 2)
        region = QRegion()
        for band in bands:
            region = region.united(QRegion(band.toAlignedRect().adjusted(-pad, -pad, pad, pad)))
        clock = (old.clock, old.clock_phase, old.clock_note)
        if lay.bottom not in bands and clock != (new.clock, new.clock_phase, new.clock_note):
            # a clock second: the clock box and a pixel of antialiasing around it
            box = lay.bottom_parts(new)["clock"].toAlignedRect().adjusted(-1, -1, 1, 1)
            region = region.united(QRegion(box))
        return QRegion(region.boundingRect()).intersected(whole)

    def set_theme(self, name: str) -> None:
        """``"dark"`` (the default, high contrast) or ``"light"``; anything else means dark."""
        self.theme_name = name if name in THEMES else "dark"
        self.theme = THEMES[self.theme_name]
        self.update()

    def layout_for_size(self) -> BoardLayout:
        return BoardLayout(self.size())

    def frame(self) -> _Frame:
        key = (self.width(), self.height(), self.model)
        if self._frame is None or self._frame[0] != key:
            # the geometry depends on the size alone: kept while the size is
            same_size = self._frame is not None and self._frame[0][:2] == key[:2]
            lay = self._frame[1].layout if self._frame and same_size else self.layout_for_size()
            self._frame = (key, _Frame(lay, lay.text_items(self.model), lay.ball_rects(self.model)))
        return self._frame[1]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        self._dirty = self._dirty.subtracted(event.region())
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.paint(p, whole=event.rect().contains(self.rect()))
        p.end()

    def clock_fill(self) -> QColor:
        """The clock box's colour for the current phase."""
        t = self.theme
        return {
            Phase.WARNING: t.clock_warning,
            Phase.COUNTDOWN: t.clock_last,
            Phase.EXPIRED: t.clock_last,
        }.get(self.model.clock_phase, t.score_bg)

    def banner_fill(self) -> QColor:
        t = self.theme
        return {
            BannerKind.FOUL: t.banner_foul,
            BannerKind.WIN: t.win,
            BannerKind.WARNING: t.warning,
        }.get(self.model.banner_kind, t.banner_info)

    def paint(self, p: QPainter, whole: bool = True) -> None:
        """Paint the board (``whole``: all of it, not only a changed part such as the clock
        box). The layers under the clock come from an image when the board is painted whole
        again with them unchanged (a clock second, a window exposed again); the clock box is
        drawn over them."""
        fr = self.frame()
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), dpr, self.theme_name, static_part(self.model))
        layers = self._layers
        if layers is not None and layers[0] != key:
            layers = None
        if layers is None and whole and key == self._last_static:
            # painted whole again with the same layers: keep them as an image from now on
            pixels = QSize(max(1, round(self.width() * dpr)), max(1, round(self.height() * dpr)))
            image = self._layers[1] if self._layers is not None else None
            if image is None or image.size() != pixels:
                image = QImage(pixels, QImage.Format.Format_ARGB32_Premultiplied)
            image.setDevicePixelRatio(dpr)
            lp = QPainter(image)
            lp.setRenderHints(p.renderHints())
            self._paint_layers(lp, fr, dpr)  # covers every pixel: no need to clear it
            lp.end()
            layers = self._layers = (key, image)
        if whole:
            self._last_static = key
        if layers is not None:
            p.drawImage(QPointF(0, 0), layers[1])
        else:
            self._paint_layers(p, fr, dpr)
        self._paint_clock(p, fr, dpr)

    def _paint_clock(self, p: QPainter, fr: _Frame, dpr: float) -> None:
        m = self.model
        if not m.clock:
            return
        radius = fr.layout.u * 0.012
        fill = self.clock_fill()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        p.drawRoundedRect(fr.layout.bottom_parts(m)["clock"], radius, radius)
        fills = {"clock": fill, "clock_note": fill}
        for item in fr.items:
            if item.key in CLOCK_KEYS:
                image, offset = self._text_image(item, self.text_colour(item.key, fills), dpr)
                p.drawImage(item.origin + offset, image)

    # Long because the board's layers are painted in order, back to front, on one painter.
    def _paint_layers(self, p: QPainter, fr: _Frame, dpr: float) -> None:
        """Everything but the clock box and its texts."""
        t, m = self.theme, self.model
        lay = fr.layout
        u = lay.u
        p.fillRect(self.rect(), t.background)
        radius = u * 0.012
        p.setPen(Qt.PenStyle.NoPen)
        fills: dict[str, QColor] = {}
        for i, player in enumerate(m.players):
            parts = lay.row_parts(i, m)
            row = lay.rows[i]
            p.setBrush(t.row_active if player.at_table else t.row)
            p.drawRoundedRect(row, radius, radius)
            if player.at_table or player.winner:
                p.setBrush(t.win if player.winner else t.accent)
                p.drawRoundedRect(parts["bar"], radius, radius)
            if player.at_table:
                # a triangle pointing at the name: who is at the table, not by colour alone
                bar = parts["bar"]
                cy = parts["name"].center().y()
                s = u * 0.022
                x0 = bar.right() + u * 0.002
                p.drawPolygon([QPointF(x0, cy - s), QPointF(x0 + s, cy), QPointF(x0, cy + s)])
            p.setBrush(t.score_bg)
            p.drawRoundedRect(parts["score"], radius, radius)
            fills[f"score{i}"] = t.score_bg
            fills[f"fouls{i}"] = (
                t.warning if player.warned else (t.row_active if player.at_table else t.row)
            )
            fills[f"tag{i}"] = t.win if player.winner else t.tag
            fills[f"name{i}"] = fills[f"info{i}"] = t.row_active if player.at_table else t.row
        # pills behind the tags and the fouls
        pill_radius = u * 0.01
        for item in fr.items:
            if item.key.startswith(("tag", "fouls", "broke")):
                i = int(item.key[-1])
                if item.key.startswith("tag") or (
                    item.key.startswith("fouls") and m.players[i].warned
                ):
                    p.setBrush(fills[item.key])
                    p.drawRoundedRect(item.rect, pill_radius, pill_radius)
                else:
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    edge = t.foul if item.key.startswith("fouls") else t.muted
                    p.setPen(QPen(edge, max(1.0, u * 0.003)))
                    p.drawRoundedRect(item.rect, pill_radius, pill_radius)
                    p.setPen(Qt.PenStyle.NoPen)
        # balls on the table
        for ball, rect in fr.balls:
            p.drawPixmap(rect.topLeft(), ball_pixmap(ball, max(1, int(rect.width())), dpr=dpr))
        # banner and clock backgrounds
        bp = lay.bottom_parts(m)
        fills["banner"] = self.banner_fill()
        if m.banner:
            p.setBrush(fills["banner"])
            p.drawRoundedRect(bp["banner"], radius, radius)
        for item in fr.items:
            if item.key in CLOCK_KEYS:
                continue
            colour = self.text_colour(item.key, fills)
            image, offset = self._text_image(item, colour, dpr)
            p.drawImage(item.origin + offset, image)

    def _text_image(self, item: TextItem, colour: QColor, dpr: float) -> tuple[QImage, QPointF]:
        """``item`` drawn once into a transparent image, and where that image goes relative to
        the item's origin. Big glyphs are drawn as outlines, which is slow at 4K; a clock tick
        then redraws only the seconds."""
        key = (item.text, item.font.key(), colour.rgba(), dpr)
        hit = self._text_cache.get(key)
        if hit is not None:
            self._text_cache.move_to_end(key)
            return hit
        ink = QFontMetricsF(item.font).tightBoundingRect(item.text)
        pad = 2.0
        w = max(1, math.ceil((ink.width() + 2 * pad) * dpr))
        h = max(1, math.ceil((ink.height() + 2 * pad) * dpr))
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setPen(QPen(colour))
        painter.setFont(item.font)
        painter.drawText(QPointF(pad - ink.left(), pad - ink.top()), item.text)
        painter.end()
        entry = (image, QPointF(ink.left() - pad, ink.top() - pad))
        self._text_cache[key] = entry
        self._text_bytes += image.sizeInBytes()
        while self._text_bytes > TEXT_CACHE_BYTES and len(self._text_cache) > 1:
            _, (old, _) = self._text_cache.popitem(last=False)
            self._text_bytes -= old.sizeInBytes()
        return entry

    def text_colour(self, key: str, fills: dict[str, QColor] | None = None) -> QColor:
        """The colour of text ``key`` (on its fill when it has one)."""
        t, m = self.theme, self.model
        fills = fills or {}
        if key.startswith("score"):
            return t.score_text
        if key.startswith("fouls"):
            return readable_on(t.warning) if m.players[int(key[-1])].warned else t.foul
        if key.startswith("tag"):
            return readable_on(fills.get(key, t.tag))
        if key.startswith(("info", "broke")) or key in ("title", "balls_note"):
            return t.muted
        if key == "status":
            return t.accent
        if key == "banner":
            return readable_on(self.banner_fill())
        if key == "clock" and m.clock_phase is Phase.PAUSED:
            return t.muted
        if key in ("clock", "clock_note"):
            return readable_on(self.clock_fill())
        return t.text
