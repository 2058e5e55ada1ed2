"""The overlay page's words: every word the script asks for exists in Spanish and English."""

from __future__ import annotations

import json
import re

from resources import resource_path

CATALOGUE = json.loads(resource_path("overlay", "overlay-text.json").read_text("utf-8"))
SCRIPT = resource_path("overlay", "overlay.js").read_text("utf-8")


def test_spanish_and_english_have_the_same_words() -> None:
    assert set(CATALOGUE) == {"es", "en"}
    assert set(CATALOGUE["es"]) == set(CATALOGUE["en"])
    for lang, words in CATALOGUE.items():
        for key, text in words.items():
            assert isinstance(text, str) and text.strip(), (lang, key)
            if "%1" in CATALOGUE["en"][key]:
                assert "%1" in text, (lang, key)


def test_every_word_the_page_uses_is_in_the_catalogue() -> None:
    used = set(re.findall(r"""\bt\(\s*"([a-z_-]+)\"""", SCRIPT))
    used |= set(re.findall(r"""\[\s*"([a-z_]+)",\s*\(""", SCRIPT))  # the board's statistics rows
    for pair in re.findall(r"""\?\s*"([a-z_]+)"\s*:\s*"([a-z_]+)"\s*\)""", SCRIPT):
        used |= set(pair)  # t(cond ? "a" : "b")
    assert {"waiting", "foul", "ball_in_hand", "ball_in_hand_kitchen", "race"} <= used
    missing = used - set(CATALOGUE["en"])
    assert not missing, missing


def test_every_word_of_the_catalogue_is_used() -> None:
    disciplines = {"eight-ball", "nine-ball", "ten-ball", "straight-pool"}
    assert "t(m.discipline)" in SCRIPT
    for key in set(CATALOGUE["en"]) - disciplines:
        assert f'"{key}"' in SCRIPT, key


def test_the_page_writes_text_never_markup() -> None:
    assert "innerHTML" not in SCRIPT and "insertAdjacentHTML" not in SCRIPT
    assert "document.write" not in SCRIPT and "eval(" not in SCRIPT


def test_the_venue_page_has_every_word_in_spanish_and_english() -> None:
    """Literal words of venue.js, and the words it makes from the competition message's codes
    (round headings by phase, the competition system, the standings' columns)."""
    from scoreboard.feed import messages

    venue = json.loads(resource_path("overlay", "venue-text.json").read_text("utf-8"))
    script = resource_path("overlay", "venue.js").read_text("utf-8")
    assert set(venue) == {"es", "en"} and set(venue["es"]) == set(venue["en"])
    for lang, words in venue.items():
        for key, text in words.items():
            assert isinstance(text, str) and text.strip(), (lang, key)
            assert ("%1" in text) == ("%1" in venue["en"][key]), (lang, key)
    used = set(re.findall(r"""\bt\(\s*"([a-z_-]+)\"""", script)) - {"round_", "col_"}
    used |= {f"round_{phase}" for phase in messages.PHASES} | set(messages.SYSTEMS)
    assert 't("round_" + phase' in script and "t(comp.system)" in script
    columns = re.search(r"var keys = (.*);", script)
    assert columns is not None and 't("col_" + k)' in script
    used |= {f"col_{k}" for k in re.findall(r'"([a-z_]+)"', columns.group(1))}
    assert {"bye", "to_come", "col_points", "round_losers"} <= used
    missing = used - set(venue["en"])
    assert not missing, missing


def test_the_league_page_has_every_word_in_spanish_and_english_and_writes_no_markup() -> None:
    words = json.loads(resource_path("overlay", "league-text.json").read_text("utf-8"))
    script = resource_path("overlay", "league.js").read_text("utf-8")
    assert set(words) == {"es", "en"} and set(words["es"]) == set(words["en"])
    for lang, texts in words.items():
        for key, text in texts.items():
            assert isinstance(text, str) and text.strip(), (lang, key)
            assert ("%1" in text) == ("%1" in words["en"][key]), (lang, key)
    used = set(re.findall(r"""\bt\(\s*"([a-z_-]+)\"""", script)) - {"col_"}
    columns = re.search(r"var COLUMNS = (.*);", script)
    assert columns is not None and 't("col_" + k)' in script
    used |= {f"col_{k}" for k in re.findall(r'"([a-z_]+)"', columns.group(1))}
    used |= {"waiting", "standings"}  # set by texts.<key>
    assert used == set(words["en"]), used ^ set(words["en"])
    assert "innerHTML" not in script and "insertAdjacentHTML" not in script
