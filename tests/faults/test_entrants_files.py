"""An entrants list is an untrusted file like any other: what a spreadsheet or an old editor
saves (UTF-16 "Unicode text" with tabs, line ends that are a lone CR) gives its names, and a
file that is no list is a file problem naming the file, never an exception."""

from __future__ import annotations

from pathlib import Path

import pytest

from scoreboard.competition.errors import CompetitionError, Problem
from scoreboard.competition.files import read_entrants_csv

NAMES = ["Ana Pérez", "Bea Núñez", "José Ñandú", "Zoë 台球"]


@pytest.mark.parametrize(
    "what, data",
    [
        ("CR line ends", ("nombre\r" + "\r".join(NAMES) + "\r").encode("utf-8")),
        ("CR line ends, ';'", ("nombre;club\r" + "\r".join(f"{n};X" for n in NAMES)).encode()),
        (
            "UTF-16 LE with tabs (a spreadsheet's Unicode text)",
            ("Jugador\tClub\r\n" + "".join(f"{n}\tX\r\n" for n in NAMES)).encode("utf-16"),
        ),
        (
            "UTF-16 BE",
            b"\xfe\xff" + ("name\r\n" + "\r\n".join(NAMES) + "\r\n").encode("utf-16-be"),
        ),
        (
            "tabs",
            ("name\tclub\n" + "".join(f"{n}\tClub {i}\n" for i, n in enumerate(NAMES))).encode(),
        ),
    ],
    ids=["cr", "cr-semicolon", "utf16le-tabs", "utf16be", "tabs"],
)
def test_an_entrants_list_as_spreadsheets_save_it_gives_its_names(
    tmp_path: Path, what: str, data: bytes
) -> None:
    path = tmp_path / "entrants.txt"
    path.write_bytes(data)
    names = read_entrants_csv(path)
    print(f"tried: {what}; read {names}")
    assert names == NAMES


@pytest.mark.parametrize(
    "what, data",
    [
        ("a quote left open over lone CRs", b'name\r"Ana\rBea\r' + b"\x01" * 3),
        ("UTF-16 cut in the middle of a character", "name\r\nAna\r\n".encode("utf-16")[:-1]),
        ("binary", bytes(range(256)) * 8),
    ],
    ids=["open-quote", "utf16-cut", "binary"],
)
def test_an_entrants_file_that_is_no_list_is_a_file_problem(
    tmp_path: Path, what: str, data: bytes
) -> None:
    path = tmp_path / "entrants.csv"
    path.write_bytes(data)
    try:
        names = read_entrants_csv(path)
    except CompetitionError as exc:
        print(f"tried: {what}; refused: {exc.problem} {dict(exc.params)}")
        assert exc.problem is Problem.DAMAGED_FILE and exc.params["file"] == "entrants.csv"
    else:
        print(f"tried: {what}; read {names}")
        assert all(isinstance(n, str) and "\x00" not in n for n in names)
