"""`--serve [PORT]`: the overlay server from the command line."""

from __future__ import annotations

import pytest

from scoreboard.service.cli import parse_args


def test_serve_is_off_unless_given() -> None:
    assert parse_args([]).serve is None


def test_serve_alone_takes_the_port_from_the_settings() -> None:
    assert parse_args(["--serve"]).serve == 0


def test_serve_with_a_port() -> None:
    assert parse_args(["--serve", "9123"]).serve == 9123


@pytest.mark.parametrize("bad", ["0", "70000", "http", "-5"])
def test_a_bad_port_is_refused(bad: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        parse_args(["--serve", bad])
    assert "bad port" in capsys.readouterr().err
