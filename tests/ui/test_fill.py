"""What ``ui.i18n.fill`` promises: each mark is filled once, from the text the translator
wrote, whatever the values hold; a mark with no value stays as it is."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ui.i18n import fill

#: Values made mostly of marks and percent signs, beside any text at all.
MARKY = st.lists(st.sampled_from(["%", "1", "2", "3", "a", " ", "%1", "%2", "%3"])).map("".join)
VALUES = st.one_of(MARKY, st.text())


@given(VALUES, VALUES)
def test_each_value_is_shown_as_given_even_when_it_holds_marks(a: str, b: str) -> None:
    assert fill("%1 - %2", a, b) == a + " - " + b


@given(VALUES)
def test_a_mark_with_no_value_stays_as_it_is(a: str) -> None:
    assert fill("%1 - %2", a) == a + " - %2"


@given(VALUES, VALUES)
def test_a_named_mark_is_filled_once_like_a_numbered_one(a: str, b: str) -> None:
    assert fill("%slots · %slot", slot=a, slots=b) == b + " · " + a
