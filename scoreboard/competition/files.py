"""Competition files: JSON export and import (untrusted), CSV export. Written atomically."""

from __future__ import annotations

import json
from pathlib import Path

from ..paths import atomic_write_bytes
from .competition import Competition
from .document import from_dict, to_dict
from .errors import CompetitionError, Problem
from .sheets import SheetText, competition_csv

#: An exported 512-entrant double elimination is well under 1 MB.
MAX_FILE_BYTES = 4 * 1024 * 1024


def export_json(path: Path | str, c: Competition) -> None:
    text = json.dumps(to_dict(c), ensure_ascii=False, indent=1)
    atomic_write_bytes(Path(path), (text + "\n").encode("utf-8"))


def import_json(path: Path | str) -> Competition:
    """Read a competition file; any fault raises :class:`CompetitionError` with
    :attr:`Problem.DAMAGED_FILE` (or the model's own refusal) naming the file."""
    p = Path(path)
    try:
        with p.open("rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise CompetitionError(
            Problem.DAMAGED_FILE, file=p.name, field="file", detail=exc.strerror or "unreadable"
        ) from exc
    if len(data) > MAX_FILE_BYTES:
        raise CompetitionError(Problem.DAMAGED_FILE, file=p.name, field="file", detail="too large")
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
    atomic_write_bytes(Path(path), competition_csv(c, text).encode("utf-8-sig"))
