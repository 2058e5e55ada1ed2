"""The desk's words for a device's times and a pairing code, whatever the values."""

from __future__ import annotations

import math

import pytest

from ui.desk.phone_facts import LOOPBACK, interface_addresses, paired_at, seen_at, spaced_code


def test_this_computer_only_comes_first_and_every_address_once() -> None:
    found = interface_addresses()
    assert found[0] == LOOPBACK and len(found) == len(set(found))


@pytest.mark.parametrize("epoch", [0.0, -5.0, math.inf, -math.inf, math.nan, 1e300])
def test_a_device_not_seen_or_a_time_that_cannot_be_shows_a_dash(epoch: float) -> None:
    assert seen_at(epoch) == "-"


def test_a_device_seen_shows_hours_minutes_seconds() -> None:
    text = seen_at(1_800_000_000.5)
    assert len(text) == 8 and text[2] == text[5] == ":"


@pytest.mark.parametrize("iso", ["", "soon", "2026-13-40T99:00:00", "x" * 100])
def test_a_pairing_time_that_is_not_one_is_shown_cut_not_raised(iso: str) -> None:
    assert paired_at(iso) == iso[:16]


def test_a_code_reads_in_two_threes() -> None:
    assert spaced_code("123456") == "123 456" and spaced_code("12") == "12"
