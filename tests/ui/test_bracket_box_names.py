"""A box of the bracket names its match by its round as the column over it does, on screen and in
print, in both languages: "Winners' round final" under "Winners' round final", "Semi-finals,
match 2" under "Semi-finals", "Round 2, match 3" under "Round 2". Reproduction: a 16-entrant
double KO's box under the column "Winners' round final" said "Round 4, match 1"."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from scoreboard.competition import Competition, Format, Phase
from scoreboard.competition.sheets import round_key
from tests.ui.pdf_words import read_pdf
from tests.ui.test_desk_words import drawn
from tests.ui.test_prints_readable import double_ko
from ui.competition.bracket_view import BracketScene, SlotItem
from ui.competition.words import round_name, sheet_text, slot_name
from ui.desk.printing import export_pdf
from ui.i18n import Translations


@pytest.fixture(params=["en", "es"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    translations = Translations(qapp)
    assert translations.set_language(request.param)
    yield request.param
    translations.set_language("en")


def heads_and_boxes(c: Competition) -> tuple[set[str], dict[str, str]]:
    """The column headings drawn in the bracket, and each box's first line as drawn."""
    scene = BracketScene()
    scene.show_competition(c)
    heads = {h.text() for h in scene.items() if hasattr(h, "text") and callable(h.text)}
    boxes = {
        item.slot.id: item.lines()[0].text for item in scene.items() if isinstance(item, SlotItem)
    }
    return heads, boxes


@pytest.mark.parametrize(
    ("fmt", "entrants"),
    [
        (Format.DOUBLE_ELIMINATION, 16),
        (Format.SINGLE_ELIMINATION, 16),
        (Format.RFEB, 64),
    ],
)
def test_each_box_names_its_round_as_its_column_does(language, fmt, entrants) -> None:  # type: ignore[no-untyped-def]
    c = drawn(fmt, entrants)
    heads, boxes = heads_and_boxes(c)
    for d in c.shown_draw:
        column = round_name(c, d.phase, d.round, d.reset)
        assert boxes[d.id].startswith(column), (d.id, column, boxes[d.id])
        if d.phase is not Phase.FINAL:
            assert column in heads  # the column over it says just that
        in_round = [o for o in c.draw_slots if (o.phase, o.round) == (d.phase, d.round)]
        if len(in_round) == 1 and round_key(c, d.phase, d.round) != "round":
            assert slot_name(c, d.id, short=True) == column  # a named round's only match


@pytest.mark.parametrize(
    ("fmt", "slot", "en", "es"),
    [
        (
            Format.DOUBLE_ELIMINATION,
            "W4-1",
            "Winners' round final",
            "Final de la ronda de ganadores",
        ),
        (
            Format.DOUBLE_ELIMINATION,
            "W3-2",
            "Winners' round 3, match 2",
            "Ganadores, ronda 3, partido 2",
        ),
        (Format.SINGLE_ELIMINATION, "W3-2", "Semi-finals, match 2", "Semifinales, partido 2"),
        (
            Format.SINGLE_ELIMINATION,
            "W2-4",
            "Quarter-finals, match 4",
            "Cuartos de final, partido 4",
        ),
        (Format.SINGLE_ELIMINATION, "W1-5", "Round 1, match 5", "Ronda 1, partido 5"),
    ],
)
def test_a_match_of_a_named_round_is_called_by_that_name(language, fmt, slot, en, es) -> None:  # type: ignore[no-untyped-def]
    c = drawn(fmt, 16)
    assert slot_name(c, slot) == (en if language == "en" else es)


def test_the_printed_bracket_names_the_winners_final_as_its_column(
    language: str, tmp_path: Path
) -> None:
    c = double_ko()
    last = max(d.round for d in c.draw_slots if d.phase is Phase.WINNERS)
    path = tmp_path / f"dko-{language}.pdf"
    export_pdf(path, c, "A4", sheet_text())
    text = read_pdf(path).text()
    final = round_name(c, Phase.WINNERS, last)
    assert f"{final} · " in text  # its box's first line: the name, then the distance
    # a round known by its number keeps it: the losers' round 4 under its "Round 4" column
    assert round_key(c, Phase.LOSERS, last) == "round"
    assert f"{slot_name(c, f'L{last}-1', short=True)} · " in text


def test_a_box_too_narrow_for_its_round_leaves_to_its_column_never_cuts(language) -> None:  # type: ignore[no-untyped-def]
    """On a table, "Final de la ronda de ganadores · al mejor de 7 · mesa 3" is wider than a
    box: the column over it names the round, the box keeps the distance and the table whole."""
    c = drawn(Format.DOUBLE_ELIMINATION, 16)
    while "W4-1" not in {s.id for s in c.ready()}:
        s = next(s for s in c.ready() if s.id != "W4-1")
        c.enter_result(s.id, (s.race, 0))
    c.assign_table("W4-1", 3)
    _heads, boxes = heads_and_boxes(c)
    head = boxes["W4-1"]
    assert "…" not in head and head.endswith(" 3")
    column = round_name(c, Phase.WINNERS, 4)
    if language == "es":  # too wide with the name: the column says it
        assert not head.startswith(column) and head.startswith("al mejor de")
    else:  # "Winners' round final  ·  best of 7  ·  table 3" fits
        assert head.startswith(column)
