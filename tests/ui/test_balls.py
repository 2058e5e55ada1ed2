"""Ball pictures: every SVG exists and renders, true pool colours, numbers on white discs,
pocketed balls drawn differently, pixmaps cached and sharp at any size."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtSvg import QSvgRenderer

from resources import resource_path
from ui.balls import ball_pixmap, ball_svg_path, cache_size, clear_cache

ROOT = Path(__file__).resolve().parents[2]


def _image(number: int, size: int = 100, *, down: bool = False) -> QImage:
    return ball_pixmap(number, size, down=down).toImage()


def _colour(number: int, x: int, y: int, *, size: int = 100, down: bool = False) -> QColor:
    """Colour at (x, y) of a ball drawn at ``size`` px, coordinates in hundredths."""
    image = _image(number, size, down=down)
    return image.pixelColor(x * size // 100, y * size // 100)


def _generator():
    spec = importlib.util.spec_from_file_location(
        "make_ball_svgs", ROOT / "tools" / "make_ball_svgs.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_resource_path_locates_files_in_the_resources_package():
    path = resource_path("balls", "ball-8.svg")
    assert path.parent.parent == ROOT / "resources"
    assert path.is_file()


@pytest.mark.parametrize("number", range(16))
def test_every_ball_svg_exists_and_renders_a_non_empty_ball(qapp, number):
    path = ball_svg_path(number)
    assert path.name == f"ball-{number}.svg"
    assert QSvgRenderer(str(path)).isValid()
    image = _image(number, 64)
    assert not image.isNull()
    assert image.size().width() == 64
    assert image.pixelColor(32, 32).alpha() == 255  # the ball fills its middle
    assert image.pixelColor(0, 0).alpha() == 0  # and leaves the corners transparent


def test_committed_svgs_are_what_the_generator_writes():
    generator = _generator()
    for number in range(16):
        assert ball_svg_path(number).read_text(encoding="utf-8") == generator.ball_svg(number)


def test_unknown_ball_number_has_no_picture(qapp):
    with pytest.raises(ValueError):
        ball_svg_path(16)
    with pytest.raises(ValueError):
        ball_pixmap(3, 0)


@pytest.mark.parametrize(
    ("number", "expect"),
    [
        (1, "yellow"),
        (2, "blue"),
        (3, "red"),
        (4, "purple"),
        (5, "orange"),
        (6, "green"),
        (7, "maroon"),
        (8, "black"),
    ],
)
def test_solid_balls_have_true_pool_colours(qapp, number, expect):
    c = _colour(number, 50, 18)  # between the number disc and the edge
    r, g, b = c.red(), c.green(), c.blue()
    checks = {
        "yellow": r > 180 and g > 150 and b < 80,
        "blue": b > 120 and r < 80 and b > g,
        "red": r > 150 and g < 90 and b < 90,
        "purple": b > 90 and r > 50 and g < 70 and b > g,
        "orange": r > 180 and 70 < g < 150 and b < 60,
        "green": g > 80 and r < 60 and g > b,
        "maroon": 70 < r < 160 and g < 60 and b < 70,
        "black": max(r, g, b) < 70,
    }
    assert checks[expect], (number, r, g, b)


@pytest.mark.parametrize("number", range(9, 16))
def test_stripe_balls_are_white_with_the_colour_of_their_solid_as_a_band(qapp, number):
    band = _colour(number, 14, 50)
    solid = _colour(number - 8, 14, 50)
    assert abs(band.hue() - solid.hue()) <= 12 or max(band.red(), band.green(), band.blue()) < 80
    cap = _colour(number, 50, 12)  # above the band
    assert min(cap.red(), cap.green(), cap.blue()) > 200


def test_ball_eleven_band_is_red_in_the_middle_of_the_band(qapp):
    c = _colour(11, 14, 50)
    assert c.red() > 150 and c.green() < 90 and c.blue() < 90


@pytest.mark.parametrize("number", range(1, 16))
def test_every_object_ball_has_a_white_disc_with_a_black_number(qapp, number):
    image = _image(number, 200)
    disc_edge = image.pixelColor(100, 100 - 40)  # inside the disc, above the digits
    assert min(disc_edge.red(), disc_edge.green(), disc_edge.blue()) > 200
    dark = 0
    for y in range(76, 124):
        for x in range(76, 124):
            c = image.pixelColor(x, y)
            if max(c.red(), c.green(), c.blue()) < 60:
                dark += 1
    assert dark > 120  # the strokes of the number


def test_cue_ball_is_plain_white_with_a_shade(qapp):
    image = _image(0, 100)
    centre = image.pixelColor(50, 50)
    edge = image.pixelColor(50, 92)
    assert min(centre.red(), centre.green(), centre.blue()) > 220
    assert edge.lightness() < centre.lightness()  # shaded towards the edge
    for y in range(40, 60):  # no number
        for x in range(40, 60):
            assert image.pixelColor(x, y).lightness() > 200


def test_solid_and_stripe_of_the_same_colour_look_different(qapp):
    assert _image(1, 48) != _image(9, 48)


def test_down_ball_renders_differently_from_an_up_ball(qapp):
    assert _image(3, 64) != _image(3, 64, down=True)


def test_down_ball_is_grey_and_translucent(qapp):
    up = _colour(3, 50, 18)
    down = _colour(3, 30, 22, down=True)  # on the body, away from the strike
    assert up.hsvSaturation() > 150
    assert down.hsvSaturation() < 30
    assert down.alpha() < 200


def test_down_ball_keeps_its_number_readable(qapp):
    image = _image(8, 200, down=True)
    dark = 0
    for y in range(76, 124):
        for x in range(76, 124):
            c = image.pixelColor(x, y)
            if c.alpha() > 180 and max(c.red(), c.green(), c.blue()) < 90:
                dark += 1
    assert dark > 100


def test_pixmaps_are_cached_by_number_size_down_and_ratio(qapp):
    clear_cache()
    first = ball_pixmap(5, 40)
    assert ball_pixmap(5, 40) is first
    assert cache_size() == 1
    ball_pixmap(5, 40, down=True)
    ball_pixmap(5, 41)
    ball_pixmap(5, 40, dpr=2.0)
    ball_pixmap(6, 40)
    assert cache_size() == 5


def test_pixmap_holds_device_pixels_for_high_density_screens(qapp):
    pixmap = ball_pixmap(7, 40, dpr=2.0)
    assert pixmap.devicePixelRatio() == 2.0
    assert pixmap.width() == 80
    assert pixmap.deviceIndependentSize().width() == 40


@pytest.mark.parametrize("size", [24, 48, 120, 400])
def test_balls_scale_from_24_to_400_pixels(qapp, size):
    image = _image(13, size)
    assert image.width() == image.height() == size
    c = image.pixelColor(size * 14 // 100, size // 2)
    assert c.red() > 180 and c.blue() < 80  # the orange band is there at every size
