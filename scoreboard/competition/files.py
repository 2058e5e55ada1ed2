"""Competition files: JSON export and import (untrusted), CSV export. Written atomically."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from scoreboard.competition.bracket import MAX_ENTRANTS
from scoreboard.competition.competition import Competition
from scoreboard.competition.document import from_dict, to_dict
from scoreboard.competition.errors import CompetitionError, Problem
from scoreboard.competition.sheets import SheetText, competition_csv
from scoreboard.files.paths import export_bytes, read_at_most

#: An exported 512-entrant double elimination is well under 1 MB.
MAX_FILE_BYTES = 4 * 1024 * 1024


def export_json(path: Path | str, c: Competition) -> None:
    text = json.dumps(to_dict(c), ensure_ascii=False, indent=1)
    export_bytes(Path(path), (text + "\n").encode("utf-8"))


def _read_bounded(p: Path, limit: int) -> bytes:
    """The bytes of ``p``, refused as a damaged file when unreadable or over ``limit``."""
    try:
        data = read_at_most(p, limit + 1)
    except OSError as exc:
        raise CompetitionError(
            Problem.DAMAGED_FILE, file=p.name, field="file", detail=exc.strerror or "unreadable"
        ) from exc
    if len(data) > limit:
        raise CompetitionError(Problem.DAMAGED_FILE, file=p.name, field="file", detail="too large")
    return data


def import_json(path: Path | str) -> Competition:
    """Read a competition file; any fault raises :class:`CompetitionError` with
    :attr:`Problem.DAMAGED_FILE` (or the model's own refusal) naming the file."""
    p = Path(path)
    data = _read_bounded(p, MAX_FILE_BYTES)
    try:
        doc = json.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise CompetitionError(
            Problem.DAMAGED_FILE, file=p.name, field="file", detail="not JSON"
        ) from exc
    try:
        return from_dict(doc)
    except CompetitionError as exc:
        raise CompetitionError(exc.problem, file=p.name, **dict(exc.params)) from exc


def export_csv(path: Path | str, c: Competition, text: SheetText | None = None) -> None:
    export_bytes(Path(path), competition_csv(c, text).encode("utf-8-sig"))


#: An entrants list: one name per line (first column), at most this many bytes and names.
MAX_ENTRANTS_FILE = 256 * 1024


def read_entrants_csv(path: Path | str) -> list[str]:
    """Names from a CSV (or plain text) file, in entry-ranking order: the first column of each
    row; blank rows and a heading ``name``/``nombre``/``player``/``jugador`` are skipped. The
    names are checked when they are entered, one by one.

    Read as spreadsheets and editors save a list: UTF-8 (with or without a BOM), UTF-16 with
    its BOM (a spreadsheet's "Unicode text"), else Latin-1; columns split by ``;``, ``,`` or a
    tab; lines ended by LF, CR LF or a lone CR."""
    p = Path(path)
    data = _read_bounded(p, MAX_ENTRANTS_FILE)
    text = _entrants_text(p, data)
    sample = text[:2048]
    delimiter = max((",", ";", "\t"), key=sample.count)
    names: list[str] = []
    try:
        for i, row in enumerate(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)):
            if not row or not row[0].strip():
                continue
            name = row[0].strip()
            if i == 0 and name.casefold() in HEADINGS:
                continue
            names.append(name)
            if len(names) > MAX_ENTRANTS:
                raise CompetitionError(Problem.TOO_MANY_ENTRANTS, file=p.name, limit=MAX_ENTRANTS)
    except csv.Error as exc:
        raise CompetitionError(
            Problem.DAMAGED_FILE, file=p.name, field="file", detail="not a list"
        ) from exc
    return names


def _entrants_text(p: Path, data: bytes) -> str:
    try:
        if data.startswith((b"\xff\xfe", b"\xfe\xff")):
            text = data.decode("utf-16")
        else:
            try:
                text = data.decode("utf-8-sig")
            except UnicodeDecodeError:
                text = data.decode("latin-1")
    except UnicodeDecodeError as exc:
        raise CompetitionError(
            Problem.DAMAGED_FILE, file=p.name, field="file", detail="not text"
        ) from exc
    if "\x00" in text:
        raise CompetitionError(Problem.DAMAGED_FILE, file=p.name, field="file", detail="not text")
    return text


HEADINGS = {"name", "names", "nombre", "nombres", "player", "jugador", "jugadores"}
