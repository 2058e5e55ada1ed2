"""The spectator board: readable from the back of the room at every window size from 720p to
4K, long names kept whole up to 30 characters, nothing overlapping or clipped, themes with
enough contrast, and the clock coloured by its phase."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize
from PySide6.QtGui import QColor, QFontMetricsF, QImage

from scoreboard.table.shot_clock import Phase
from ui.spectator.board import (
    DARK,
    LIGHT,
    THEMES,
    BannerKind,
    BoardLayout,
    BoardModel,
    BoardView,
    PlayerLine,
    TextItem,
    contrast,
    readable_on,
)

SIZES = [(1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160)]

NAMES_30 = ("María de los Ángeles Fernández", "Alexandra Konstantinopoulou M.")
NAMES_60 = (
    "María de los Ángeles Fernández de la Concepción y Castellanos",
    "Alexandra Konstantinopoulou Montgomery-Wolfenschiessen Jr.",
)
ELLIPSIS = "…"


def _rack_game(names: tuple[str, str]) -> BoardModel:
    """A busy rack-game board: every badge, a long banner, the clock with its note."""
    return BoardModel(
        title="Eight-ball  ·  WPA  ·  Race to 11  ·  Set 3 · sets 2–2",
        status="HILL-HILL",
        players=(
            PlayerLine(
                names[0],
                "10",
                info="Sets 2  ·  Solids  ·  Ball in hand anywhere",
                fouls=2,
                warned=True,
                at_table=True,
                breaker=True,
                tag="MATCH BALL",
            ),
            PlayerLine(names[1], "10", info="Sets 2  ·  Stripes", fouls=1, tag="MATCH BALL"),
        ),
        balls=(1, 2, 3, 5, 8, 9, 10, 11, 12, 13, 14, 15),
        banner="Warning: a player is on two fouls and loses the rack on a third",
        banner_kind=BannerKind.WARNING,
        clock="60",
        clock_phase=Phase.RUNNING,
        clock_note="Extensions 1 – 1",
        fouls_label="Fouls",
        broke_label="BROKE",
    )


def _straight_pool(names: tuple[str, str]) -> BoardModel:
    """A busy 14.1 board: three-digit and negative scores, runs, fifteen balls and a note."""
    return BoardModel(
        title="Straight pool 14.1  ·  To 150 points",
        status="",
        players=(
            PlayerLine(
                names[0], "-12", info="Run 14  ·  High run 87", fouls=2, warned=True, breaker=True
            ),
            PlayerLine(names[1], "148", info="High run 102", at_table=True, fouls=1),
        ),
        balls=tuple(range(1, 16)),
        balls_note="15 on the table",
        banner="Foul: No rail after contact, Scratch",
        banner_kind=BannerKind.FOUL,
        clock="35",
        clock_phase=Phase.WARNING,
        clock_note="Extensions 0 – 1",
        fouls_label="Fouls",
        score_room="150",
    )


MODELS = {"rack": _rack_game, "straight": _straight_pool}


def _overlap(a: QRectF, b: QRectF) -> float:
    r = a.intersected(b)
    return max(0.0, r.width()) * max(0.0, r.height())


def _check_fit(size: tuple[int, int], model: BoardModel) -> list[TextItem]:
    w, h = size
    lay = BoardLayout(QSize(w, h))
    widget = QRectF(0, 0, w, h)
    items = lay.text_items(model)
    for item in items:
        assert item.text, item.key
        assert item.advance() <= item.rect.width() + 0.5, (item.key, item.text)
        ink = item.ink()
        assert item.rect.adjusted(-1, -1, 1, 1).contains(ink), (item.key, item.text, ink, item.rect)
        assert widget.contains(item.rect), (item.key, item.rect)
    for a, b in itertools.combinations(items, 2):
        assert _overlap(a.rect, b.rect) < 0.5, (a.key, b.key)
    balls = lay.ball_rects(model)
    assert [n for n, _ in balls] == list(model.balls)
    for (_, a), (_, b) in itertools.combinations(balls, 2):
        assert _overlap(a, b) < 0.5
    for _, rect in balls:
        assert widget.contains(rect)
        for item in items:
            assert _overlap(rect, item.rect) < 0.5, item.key
    return items


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("kind", sorted(MODELS))
def test_thirty_character_names_fit_whole_and_nothing_overlaps_or_clips(qapp, size, kind):
    model = MODELS[kind](NAMES_30)
    items = {i.key: i for i in _check_fit(size, model)}
    assert items["name0"].text == NAMES_30[0]
    assert items["name1"].text == NAMES_30[1]
    expected = {"score0", "score1", "clock", "clock_note", "fouls0", "fouls1", "banner", "title"}
    expected |= {"tag0", "tag1", "status"} if kind == "rack" else {"broke0", "balls_note"}
    assert expected <= set(items)
    assert items["score0"].text == model.players[0].score


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("kind", sorted(MODELS))
def test_sixty_character_names_are_elided_and_nothing_overlaps_or_clips(qapp, size, kind):
    items = {i.key: i for i in _check_fit(size, MODELS[kind](NAMES_60))}
    for i in (0, 1):
        shown = items[f"name{i}"].text
        assert shown.endswith(ELLIPSIS)
        assert NAMES_60[i].startswith(shown[:-1])


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("kind", sorted(MODELS))
def test_score_digits_and_names_are_readable_from_the_back_of_the_room(qapp, size, kind):
    """At 1920x1080 score digits are at least 180 px tall and the names' capitals at least
    60 px; other sizes in proportion."""
    w, h = size
    scale = min(h, w * 9 / 16) / 1080
    items = {i.key: i for i in BoardLayout(QSize(w, h)).text_items(MODELS[kind](NAMES_30))}
    for i in (0, 1):
        score = items[f"score{i}"]
        digits = score.text.lstrip("-")
        height = QFontMetricsF(score.font).tightBoundingRect(digits).height()
        assert height >= 180 * scale - 1, (score.text, height)
        cap = QFontMetricsF(items[f"name{i}"].font).tightBoundingRect("H").height()
        assert cap >= 60 * scale - 0.5, cap


def test_a_single_digit_score_is_at_least_180_px_at_full_hd(qapp):
    model = BoardModel(players=(PlayerLine("Ann", "1"), PlayerLine("Bo", "7")))
    items = {i.key: i for i in BoardLayout(QSize(1920, 1080)).text_items(model)}
    for key in ("score0", "score1"):
        item = items[key]
        assert item.ink().height() >= 180


def test_short_names_stay_bold_and_larger_than_the_minimum(qapp):
    model = BoardModel(players=(PlayerLine("Ann", "1"), PlayerLine("Bo", "7")))
    items = {i.key: i for i in BoardLayout(QSize(1920, 1080)).text_items(model)}
    assert items["name0"].font.bold()
    assert items["name0"].font == items["name1"].font
    assert QFontMetricsF(items["name0"].font).tightBoundingRect("H").height() > 70


def test_the_clock_is_large_beside_the_banner(qapp):
    lay = BoardLayout(QSize(1920, 1080))
    model = _rack_game(NAMES_30)
    items = {i.key: i for i in lay.text_items(model)}
    assert items["clock"].ink().height() >= 100
    parts = lay.bottom_parts(model)
    assert parts["clock"].left() > parts["banner"].right()
    assert parts["clock"].height() >= 200


def test_without_a_clock_the_banner_takes_the_whole_band(qapp):
    lay = BoardLayout(QSize(1920, 1080))
    parts = lay.bottom_parts(BoardModel(banner="Push out"))
    assert parts["banner"] == lay.bottom


@pytest.mark.parametrize(
    "size", [(1920, 1440), (2560, 1080), (800, 600)], ids=["4:3", "21:9", "small"]
)
def test_other_aspect_ratios_keep_everything_inside(qapp, size):
    _check_fit(size, _rack_game(("Ann Lee", "Bo Diaz")))


def _render(view: BoardView) -> QImage:
    image = QImage(view.size(), QImage.Format.Format_ARGB32_Premultiplied)
    view.render(image)
    return image


def _clock_pixel(view: BoardView) -> QColor:
    lay = view.layout_for_size()
    rect = lay.bottom_parts(view.model)["clock"]
    point = QPoint(int(rect.left() + rect.width() * 0.06), int(rect.top() + rect.height() * 0.5))
    return _render(view).pixelColor(point)


@pytest.mark.parametrize(
    ("phase", "colour"),
    [
        ("running", "score_bg"),
        ("warning", "clock_warning"),
        ("countdown", "clock_last"),
        ("expired", "clock_last"),
    ],
)
@pytest.mark.parametrize("theme", ["dark", "light"])
def test_the_clock_changes_colour_at_the_warning_and_the_last_seconds(qtbot, phase, colour, theme):
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.set_theme(theme)
    view.set_model(BoardModel(clock="9", clock_phase=Phase(phase)))
    assert _clock_pixel(view) == getattr(THEMES[theme], colour)


def test_the_board_is_dark_by_default_and_light_on_request(qtbot):
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(640, 360)
    assert view.theme is DARK
    assert _render(view).pixelColor(1, 1) == DARK.background
    view.set_theme("light")
    assert view.theme is LIGHT
    assert _render(view).pixelColor(1, 1) == LIGHT.background
    view.set_theme("no-such-theme")
    assert view.theme is DARK


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_every_text_has_high_contrast_on_what_it_is_painted_on(qapp, theme):
    t = THEMES[theme]
    pairs = {
        "name on row": (t.text, t.row),
        "name on active row": (t.text, t.row_active),
        "info on row": (t.muted, t.row),
        "info on active row": (t.muted, t.row_active),
        "title": (t.muted, t.background),
        "status": (t.accent, t.background),
        "score": (t.score_text, t.score_bg),
        "fouls": (t.foul, t.row),
        "fouls on active row": (t.foul, t.row_active),
    }
    for fill in (
        t.warning,
        t.win,
        t.tag,
        t.banner_foul,
        t.banner_info,
        t.clock_warning,
        t.clock_last,
        t.score_bg,
    ):
        pairs[f"on {fill.name()}"] = (readable_on(fill), fill)
    for what, (fg, bg) in pairs.items():
        assert contrast(fg, bg) >= 4.5, (what, fg.name(), bg.name(), contrast(fg, bg))


def test_the_dark_theme_keeps_the_big_texts_at_the_highest_contrast(qapp):
    assert contrast(DARK.score_text, DARK.score_bg) >= 15
    assert contrast(DARK.text, DARK.row) >= 12


def test_the_board_paints_at_every_size_without_error(qtbot):
    view = BoardView()
    qtbot.addWidget(view)
    view.set_model(_straight_pool(NAMES_60))
    for w, h in SIZES:
        view.resize(w, h)
        image = _render(view)
        assert image.size() == QSize(w, h)
        # the ball area is painted (not background) where the first ball sits
        _, rect = view.layout_for_size().ball_rects(view.model)[0]
        assert image.pixelColor(rect.center().toPoint()) != DARK.background


def test_the_layout_is_reused_until_the_model_or_the_size_changes(qtbot):
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.set_model(_rack_game(NAMES_30))
    first = view.frame()
    assert view.frame() is first
    view.set_model(_rack_game(NAMES_60))
    assert view.frame() is not first
    second = view.frame()
    view.resize(1920, 1080)
    assert view.frame() is not second


class _PaintRegions(QObject):
    """Notes the region of every paint event the watched widget receives."""

    def __init__(self, widget: BoardView) -> None:
        super().__init__(widget)
        self.regions: list[QRect] = []
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            self.regions.append(event.region().boundingRect())
        return False


def _on_screen(view: BoardView) -> QImage:
    """What the window shows (its backing store), not a new rendering."""
    return view.screen().grabWindow(view.winId()).toImage()


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_a_clock_second_repaints_only_the_clock_box_and_looks_as_a_full_repaint(qtbot, theme):
    model = _rack_game(NAMES_30)
    view = BoardView()
    qtbot.addWidget(view)
    view.set_theme(theme)
    view.resize(1920, 1080)
    view.set_model(model)
    watch = _PaintRegions(view)
    view.show()
    qtbot.waitUntil(lambda: bool(watch.regions))  # the first, full paint
    clock_box = view.layout_for_size().bottom_parts(model)["clock"]
    ticks = (("29", "running"), ("28", "running"), ("9", "warning"), ("8", "paused"))
    for seconds, phase in ticks:
        watch.regions.clear()
        ticked = replace(model, clock=seconds, clock_phase=phase, clock_note="Extensions 0 – 1")
        assert view.set_model(ticked)
        qtbot.waitUntil(lambda: bool(watch.regions))
        # only the clock box (and a pixel of antialiasing around it) is painted again
        painted = QRectF(watch.regions[-1])
        assert painted.contains(clock_box)
        assert painted.width() <= clock_box.width() + 4
        assert painted.height() <= clock_box.height() + 4
    shown = _on_screen(view)
    assert shown.pixelColor(clock_box.center().toPoint()) == view.clock_fill()  # paused
    # the same board painted whole, from nothing (a new size and back), looks the same
    for size in (QSize(1280, 720), QSize(1920, 1080)):
        watch.regions.clear()
        view.resize(size)
        qtbot.waitUntil(lambda: bool(watch.regions))
    assert watch.regions[-1] == view.rect()
    assert _on_screen(view) == shown
    # a new banner repaints the bottom band (banner and clock), not the players' rows
    watch.regions.clear()
    assert view.set_model(replace(ticked, banner="Foul: scratch", banner_kind="foul"))
    qtbot.waitUntil(lambda: bool(watch.regions))
    lay = view.layout_for_size()
    assert QRectF(watch.regions[-1]).contains(lay.bottom)
    assert not QRectF(watch.regions[-1]).intersects(lay.rows[1])


@pytest.mark.parametrize(
    ("discipline", "ruleset"),
    [("nine-ball", None), ("eight-ball", "wpa"), ("straight-pool", None)],
)
def test_a_board_repainted_band_by_band_shows_what_a_whole_repaint_shows(
    qtbot, discipline: str, ruleset: str | None
) -> None:
    """Random but possible play (fouls, undos, racks won, the clock running out): after every
    entry only the bands that changed are painted again, and what the window shows is, pixel
    for pixel, the board painted whole."""
    import random

    from scoreboard.match.match import MatchConfig
    from scoreboard.table.shot_clock import ClockSnapshot, Phase
    from tests.faults.play import play_one
    from ui.adapters.controller import Controller
    from ui.spectator.window import board_model

    config = {"ruleset": ruleset} if ruleset else {}
    controller = Controller(
        MatchConfig(players=("María Fernández", "Bea"), discipline=discipline, breaker=0, **config)
    )
    rng = random.Random(discipline)
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(1280, 720)
    with qtbot.waitExposed(view):
        view.show()
    watch = _PaintRegions(view)
    partial = 0
    for step in range(60):
        assert play_one(controller, rng)
        phase = rng.choice([Phase.RUNNING, Phase.WARNING, Phase.EXPIRED, None])
        clock = (
            None
            if phase is None
            else ClockSnapshot(phase, rng.randrange(0, 40), 40, (1, rng.randrange(2)), "wpa")
        )
        watch.regions.clear()
        if view.set_model(board_model(controller.snapshot, clock)):
            view.repaint_changes()
        if watch.regions and watch.regions[-1] != view.rect():
            partial += 1
        whole = view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        shown = _on_screen(view).convertToFormat(QImage.Format.Format_RGB32)
        assert shown == whole, f"step {step}: {watch.regions}"
    assert partial > 20  # most entries repaint only part of the board
