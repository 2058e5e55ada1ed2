"""The per-match journal: every input the scorekeeper makes, on disk before the screen changes.

Long because the journal's format (docs/journal-format.md) is written, read, repaired and replayed
in one place.

The format (``pool-scoreboard-journal``, version 1) is documented in ``docs/journal-format.md``.
It is JSON lines, UTF-8, one record a line, each line ending in ``\\n``:

* line 1, the header: ``{"format": "pool-scoreboard-journal", "version": 1, "match_id": ...,
  "created": ..., "app": ..., "config": {...}}``
* then one line per input, numbered from 1: ``{"seq": 1, "input": {"kind": "shot", ...}}``
  (the input's ``to_dict``; undos and redos are inputs too, so replay rebuilds the redo stack),
  with ``"id": "..."`` when the sender gave the input an id (a phone does: a resend of that id
  is known to be recorded already, also after a restart; :data:`~scoreboard.files.shapes.INPUT_ID`)
* optionally a last line closing the journal: ``{"end": "finished", "at": ...}``

A journal is only ever appended to; each append is flushed and fsynced before it returns, so
an input the controller acknowledged survives a power cut. A damaged journal is read up to
the damage, reported as a :class:`~scoreboard.files.paths.FileProblem` naming the file and line, kept
aside as ``*.damaged-<timestamp>`` and rewritten (atomically) with what was recovered.

>>> import tempfile
>>> from scoreboard.match.inputs import Undo
>>> folder = Path(tempfile.mkdtemp())
>>> j = Journal.create(folder, {"discipline": "nine-ball", "players": ["A", "B"]}, match_id="m1")
>>> j.append(Undo(time=1.0))
1
>>> _ = j.close()
>>> c = read_journal(j.path)
>>> c.match_id, c.inputs, c.ended, c.problem
('m1', [Undo(time=1.0)], 'finished', None)
"""

from __future__ import annotations

import dataclasses
import errno
import json
import logging
import os
import zlib
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from scoreboard import __version__
from scoreboard.files.paths import (
    FileProblem,
    FileProblemError,
    NotAFileError,
    ProblemCode,
    Severity,
    atomic_write_bytes,
    fsync_dir,
    now_iso,
    put_aside,
    read_lines,
    rewrite_damaged,
    timestamp,
)
from scoreboard.files.shapes import (
    INPUT_ID,
    JOURNAL_END,
    JOURNAL_HEADER,
    MAX_INPUTS,
    MAX_LINE_BYTES,
    BadName,
    load_json,
    name_refusal,
)
from scoreboard.match.inputs import InputReader
from scoreboard.match.match import MatchConfig
from scoreboard.match.replay import Replayed, collector_paused

if TYPE_CHECKING:
    from scoreboard.table.table import Table

FORMAT = "pool-scoreboard-journal"
VERSION = 1
SUFFIX = ".jsonl"
#: Sub-folder where closed journals are moved (they stay readable; they are not offered again).
CLOSED_FOLDER = "closed"

log = logging.getLogger(__name__)


class Record(Protocol):
    """Anything the journal can write: an input record with ``to_dict``."""

    def to_dict(self) -> dict[str, Any]: ...


def _config_dict(config: Mapping[str, Any] | Any) -> dict[str, Any]:
    if isinstance(config, Mapping):
        return dict(config)
    to_dict = getattr(config, "to_dict", None)
    if to_dict is None:
        raise TypeError("the match config needs a to_dict() method")
    result: dict[str, Any] = to_dict()
    return result


def dump_line(obj: Mapping[str, Any]) -> bytes:
    """One journal line: readable JSON (non-ASCII names kept as written) and a newline."""
    text = json.dumps(obj, ensure_ascii=False, allow_nan=False, separators=(", ", ": "))
    return (text + "\n").encode("utf-8")


def new_match_id() -> str:
    """A unique, sortable match id: the UTC time and a random suffix."""
    return f"{timestamp()}-{os.urandom(4).hex()}"


def make_header(
    config: Mapping[str, Any] | Any, match_id: str | None = None, created: str | None = None
) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "match_id": match_id or new_match_id(),
        "created": created or now_iso(),
        "app": f"pool-scoreboard {__version__}",
        "config": _config_dict(config),
    }


# -- reading -------------------------------------------------------------------------------------


class Records(Sequence[dict[str, Any]]):
    """The inputs' dicts as written, made one at a time from the inputs when read (a long
    journal is held in memory once, as its inputs)."""

    __slots__ = ("_inputs",)

    def __init__(self, inputs: Sequence[Any]) -> None:
        self._inputs = inputs

    def __len__(self) -> int:
        return len(self._inputs)

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [item.to_dict() for item in self._inputs[index]]
        result: dict[str, Any] = self._inputs[index].to_dict()
        return result

    def __iter__(self) -> Iterator[dict[str, Any]]:
        return (item.to_dict() for item in self._inputs)

    def __eq__(self, other: object) -> bool:
        """Equal to any sequence of the same dicts, as the list it stands for would be."""
        if not isinstance(other, Sequence) or isinstance(other, str | bytes):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]  # like a list


@dataclass(slots=True)
class JournalContents:
    """What a journal file holds, up to the first damage.

    ``inputs`` are the input records read (undos included) and ``records`` their dicts as
    written (made again from the inputs when asked for: a long journal is kept in memory
    once). ``ended`` is the status of the closing line (None: the match is
    unfinished). ``problem`` describes the damage, if any; ``usable`` is False when nothing
    could be read (not our file, or a newer version).
    """

    path: Path
    header: dict[str, Any] | None = None
    inputs: list[Any] = field(default_factory=list)
    ended: str | None = None
    ended_at: str | None = None
    problem: FileProblem | None = None
    lines: list[int] = field(default_factory=list)  # the line number of each input
    #: The id written with each input (None: written without one), in the inputs' order.
    ids: list[str | None] = field(default_factory=list)
    clean_end: bool = True  # the file ends with a newline after the last good line

    @property
    def records(self) -> Records:
        return Records(self.inputs)

    @property
    def usable(self) -> bool:
        return self.header is not None

    @property
    def id_seqs(self) -> dict[str, int]:
        """Each id written, with the sequence number of its input (the first, if twice)."""
        found: dict[str, int] = {}
        for seq, ident in enumerate(self.ids, 1):
            if ident is not None:
                found.setdefault(ident, seq)
        return found

    @property
    def match_id(self) -> str | None:
        return None if self.header is None else self.header.get("match_id")

    @property
    def created(self) -> str | None:
        return None if self.header is None else self.header.get("created")

    @property
    def config(self) -> dict[str, Any]:
        return {} if self.header is None else dict(self.header["config"])

    @property
    def clock(self) -> dict[str, Any] | None:
        """The shot-clock profile written in the header, if any."""
        clock = None if self.header is None else self.header.get("clock")
        return dict(clock) if isinstance(clock, dict) else None

    @property
    def finished(self) -> bool:
        return self.ended is not None


def _error(path: Path, code: ProblemCode, line: int | None, **params: Any) -> FileProblem:
    return FileProblem(code, path, line, params, Severity.ERROR)


def _check_header(path: Path, raw: bytes) -> tuple[dict[str, Any] | None, FileProblem | None]:
    if len(raw) > MAX_LINE_BYTES:
        return None, _error(path, ProblemCode.JOURNAL_INVALID_HEADER, 1, error="line too long")
    try:
        header = load_json(raw)
    except ValueError:
        return None, _error(path, ProblemCode.JOURNAL_NOT_OURS, 1)
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        return None, _error(path, ProblemCode.JOURNAL_NOT_OURS, 1)
    version = header.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return None, _error(path, ProblemCode.JOURNAL_NOT_OURS, 1)
    if version > VERSION:
        return None, _error(
            path, ProblemCode.JOURNAL_NEWER_VERSION, 1, version=version, supported=VERSION
        )
    try:
        JOURNAL_HEADER.check(header)
        MatchConfig.from_dict(header["config"]).validate()
    except BadName as exc:
        return None, _error(path, ProblemCode.BAD_NAME, 1, **name_refusal(exc))
    except ValueError as exc:
        return None, _error(path, ProblemCode.JOURNAL_INVALID_HEADER, 1, error=str(exc))
    return header, None


def parse_journal(path: Path, data: bytes) -> JournalContents:
    """Read journal bytes (see :func:`read_journal`)."""
    return parse_lines(
        path, (None if len(raw) > MAX_LINE_BYTES else raw for raw in data.split(b"\n"))
    )


# Long because it reads a journal line by line once, and each kind of damage (an empty file, a bad
# header, a line that cannot be read, lines after the closing one, a cut-short last line) is told
# apart where it is met.
def parse_lines(path: Path, lines: Iterable[bytes | None]) -> JournalContents:
    """Read a journal from its lines (each without its ``\\n``; None for one too long to
    read; the last item is what follows the last ``\\n``).

    Every good entry is kept. A line that cannot be read (not JSON, too long, not an entry)
    is set aside: when the next entry carries the next number (the bad line held no entry of
    the sequence, as when something was written into the file) reading goes on after it,
    else it ends there; the problem names the first such line either way. An entry that is
    read but wrong (out of sequence, unknown input) ends the reading, as entries after it
    could not be replayed without it.
    """
    out = JournalContents(Path(path))
    items = iter(lines)
    first = next(items, b"")
    rest = list(_numbered(items))
    if first is not None and not first.strip() and not any(r is None or r.strip() for _, r in rest):
        out.problem = _error(out.path, ProblemCode.JOURNAL_EMPTY, None)
        return out
    if first is None:
        out.problem = _error(out.path, ProblemCode.JOURNAL_INVALID_HEADER, 1, error="line too long")
        return out
    header, problem = _check_header(out.path, first)
    if header is None:
        out.problem = problem
        return out
    out.header = header
    # the last item is empty when the file ends with a newline; else it is a cut-short line
    last = rest[-1][0] if rest else 1
    expected = 1
    read_input = InputReader()
    bad_line: int | None = None  # a line set aside, reading going on if the next one follows

    def damage(code: ProblemCode, lineno: int, **params: Any) -> None:
        if out.problem is None:
            out.problem = FileProblem(code, out.path, lineno, params, recovered=len(out.inputs))

    for position, (lineno, raw) in enumerate(rest):
        unterminated = lineno == last
        if raw is not None and not raw.strip():
            continue
        try:
            if raw is None:
                raise ValueError("line too long")
            rec = load_json(raw)
        except ValueError:
            damage(
                ProblemCode.JOURNAL_TRUNCATED if unterminated else ProblemCode.JOURNAL_CORRUPT_LINE,
                lineno,
            )
            bad_line = lineno
            continue
        if isinstance(rec, dict) and "end" in rec and "seq" not in rec:
            if any(r is None or r.strip() for _, r in rest[position + 1 :]):
                # lines after the closing line: the match went on (nothing is dropped
                # silently: the file is reported, and kept aside when repaired)
                damage(ProblemCode.JOURNAL_END_NOT_LAST, lineno)
                break
            try:
                JOURNAL_END.check(rec)
            except ValueError:
                damage(ProblemCode.JOURNAL_CORRUPT_LINE, lineno)
                break
            out.ended = str(rec["end"])
            out.ended_at = rec.get("at")
            out.clean_end = not unterminated
            break
        if not isinstance(rec, dict) or not isinstance(rec.get("input"), dict):
            damage(ProblemCode.JOURNAL_CORRUPT_LINE, lineno)
            bad_line = lineno
            continue
        if rec.get("seq") != expected or type(rec.get("seq")) is not int:
            if bad_line is None:
                damage(
                    ProblemCode.JOURNAL_OUT_OF_SEQUENCE,
                    lineno,
                    expected=expected,
                    found=seq if type(seq := rec.get("seq")) is int else str(seq)[:20],
                )
            break  # after a bad line: that line held an entry, and nothing after it counts
        if expected > MAX_INPUTS:
            damage(ProblemCode.JOURNAL_INVALID_INPUT, lineno, error="too many inputs")
            break
        try:
            item = read_input(rec["input"])
            ident = rec.get("id")
            if ident is not None:
                INPUT_ID.check(ident, "id")
        except ValueError as exc:
            damage(ProblemCode.JOURNAL_INVALID_INPUT, lineno, error=str(exc)[:200])
            break
        bad_line = None
        out.inputs.append(item)
        out.lines.append(lineno)
        out.ids.append(ident)
        out.clean_end = not unterminated
        expected += 1
    if out.problem is not None:
        out.problem = dataclasses.replace(out.problem, recovered=len(out.inputs))
    return out


def _numbered(items: Iterator[bytes | None]) -> Iterator[tuple[int, bytes | None]]:
    """The lines after the header with their 1-based line numbers; more than a journal can
    hold stops the reading (the rest is never held)."""
    for lineno, raw in enumerate(items, 2):
        yield lineno, raw
        if lineno > MAX_INPUTS + 3:
            return


def read_journal(path: Path | str) -> JournalContents:
    """Read a journal without changing it. Never raises for damage: the result's ``problem``
    says what was wrong and where, and every good entry is in it.

    The file is read a line at a time (:func:`~scoreboard.files.paths.read_lines`), each line to at
    most 64 KB: a huge line (a stray write, a pasted file) is skipped without being held, and
    the entries before it (and after it, when they follow on) are kept."""
    path = Path(path)
    try:
        with collector_paused():
            return parse_lines(path, read_lines(path, MAX_LINE_BYTES))
    except NotAFileError as exc:
        out = JournalContents(path)
        out.problem = _error(path, ProblemCode.NOT_A_FILE, None, error=str(exc))
        return out
    except OSError as exc:
        out = JournalContents(path)
        out.problem = _error(path, ProblemCode.UNREADABLE, None, error=str(exc))
        return out


def set_aside_unusable(folder: Path | str) -> list[FileProblem]:
    """Move aside what in ``folder`` is named as a journal but cannot be used at all (not a
    file: a folder, a named pipe, a symlink loop; a file it has no permission to read; a
    damaged header; empty), so the same
    failure is not met again at the next start; returns their problems, each with
    ``kept_aside`` set. A journal from a newer version, or one that cannot be read now, is
    left where it is. Only each file's first line is read; what is moved aside is moved, not
    copied."""
    folder = Path(folder)
    problems: list[FileProblem] = []
    try:
        paths = sorted(folder.glob(f"*{SUFFIX}"))
    except OSError:
        return problems
    for path in paths:
        problem: FileProblem | None
        try:
            lines = read_lines(path, MAX_LINE_BYTES)
            try:
                head = next(lines)
                empty = head is not None and not head.strip() and next(lines, None) is None
            finally:
                lines.close()
        except (NotAFileError, IsADirectoryError) as exc:
            problem = _error(path, ProblemCode.NOT_A_FILE, None, error=str(exc))
        except PermissionError as exc:
            problem = _error(path, ProblemCode.UNREADABLE, None, error=str(exc))
        except OSError as exc:
            if exc.errno != errno.ELOOP:
                continue  # perhaps readable later (a disk that failed): left where it is
            problem = _error(path, ProblemCode.NOT_A_FILE, None, error=str(exc))
        else:
            if empty:
                problem = _error(path, ProblemCode.JOURNAL_EMPTY, None)
            elif head is None:
                problem = _error(path, ProblemCode.JOURNAL_INVALID_HEADER, 1, error="line too long")
            else:
                problem = _check_header(path, head)[1]
        if problem is None or problem.code is ProblemCode.JOURNAL_NEWER_VERSION:
            continue
        try:
            aside = put_aside(path)
        except OSError:
            continue
        problems.append(dataclasses.replace(problem, kept_aside=aside))
    return problems


def entry_line(seq: int, record: Mapping[str, Any], ident: str | None = None) -> dict[str, Any]:
    """One input's journal line (before :func:`dump_line`): its number, its dict, its id."""
    line: dict[str, Any] = {"seq": seq, "input": record}
    if ident is not None:
        line["id"] = ident
    return line


def render(
    header: Mapping[str, Any],
    records: Iterable[Mapping[str, Any]],
    ids: Sequence[str | None] = (),
) -> bytes:
    """The bytes of a journal with ``header`` and the input dicts ``records`` (``ids``: the id
    of each, None or missing for none)."""
    parts = [dump_line(header)]
    for n, rec in enumerate(records, 1):
        parts.append(dump_line(entry_line(n, rec, ids[n - 1] if n <= len(ids) else None)))
    return b"".join(parts)


def find_unfinished(folder: Path | str) -> list[JournalContents]:
    """The journals in ``folder`` whose match was never closed, newest first.

    Damaged journals are included with their ``problem`` set (a journal that is not ours or is
    from a newer version too, with ``usable`` False), so the windows can say what was found.
    One journal per match: of several with the same match id (a copied file), the one holding
    the most entries (then the newest) is kept. Nothing is changed on disk.
    """
    folder = Path(folder)
    if not folder.is_dir():
        return []
    found: list[tuple[float, JournalContents]] = []
    for path in folder.glob(f"*{SUFFIX}"):
        if not path.is_file():
            continue
        contents = read_journal(path)
        if contents.finished:
            continue
        try:
            mtime = path.stat().st_mtime
        except OSError:
            mtime = 0.0
        found.append((mtime, contents))
    best: dict[str, tuple[float, JournalContents]] = {}
    for mtime, contents in found:
        key = contents.match_id
        if key is None:
            continue
        kept = best.get(key)
        if kept is None or (len(contents.records), mtime) > (len(kept[1].records), kept[0]):
            best[key] = (mtime, contents)
    found = [(mtime, c) for mtime, c in found if c.match_id is None or best[c.match_id][1] is c]
    found.sort(key=lambda pair: (pair[1].created or "", pair[0]), reverse=True)
    return [c for _, c in found]


# -- writing -------------------------------------------------------------------------------------


class Journal:
    """An open journal, appended to durably and exactly.

    Create one for a new match with :meth:`create`, or reopen an unfinished one with
    :meth:`resume`; the table appends to it once :meth:`attach` hands it over.

    What is on disk is exactly what was acknowledged: each line goes out with ``os.write``
    (no buffer of ours that could keep half a line for later), is fsynced, and only then does
    :meth:`append` return. When a write or its fsync fails (a full disk), the file is cut back
    to the end of the last good line and reopened before the next write, so the refused entry
    never reaches the file later, out of order.

    Before each write the journal checks that its path still names the file it has open, at
    the length it left it. A journal deleted, moved, replaced or cut while in use (a clean-up,
    a sync tool restoring an old copy, an editor) would otherwise lose entries or take every
    later one into a file nobody can find: it is written again in its place, whole, from the
    copy the journal keeps of what it wrote (compressed: about a megabyte for the longest
    match); what had taken its place is kept aside, and ``on_put_back(path)`` is called.
    """

    def __init__(
        self,
        path: Path,
        header: dict[str, Any],
        count: int,
        ids: Mapping[str, int] | None = None,
    ) -> None:
        self.path = Path(path)
        self.header = header
        self.count = count  # inputs written so far
        #: Every id written with an input, with that input's sequence number.
        self.ids: dict[str, int] = dict(ids or {})
        self._closed = False
        self._fd: int | None = None
        self._good = 0  # the file's length up to the end of the last good line
        self._failed = False  # a write failed: cut the file back to _good before the next
        self._ident: tuple[int, int] | None = None  # (device, inode) of the open file
        self.on_put_back: Callable[[Path], object] | None = None
        self._open()
        # what is written, kept (compressed) to put the file back if it is taken away
        self._copy = zlib.compressobj(1)
        self._copy_parts: list[bytes] = []
        with open(self.path, "rb") as f:  # the regular file just opened, read in pieces
            left = self._good
            while left > 0:
                chunk = f.read(min(left, 1 << 20))
                if not chunk:
                    break
                self._keep(chunk)
                left -= len(chunk)

    def _keep(self, data: bytes) -> None:
        out = self._copy.compress(data)
        if out:
            self._copy_parts.append(out)

    def _written(self) -> bytes:
        """Every byte the journal wrote (from its compressed copy)."""
        tail = self._copy.copy().flush()
        return zlib.decompress(b"".join(self._copy_parts) + tail)

    def _open(self) -> None:
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
        try:
            st = os.fstat(fd)
        except OSError:
            os.close(fd)
            raise
        if self._ident is None:
            self._good = st.st_size  # opened for the first time: all of it is good
        self._ident = (st.st_dev, st.st_ino)
        self._fd = fd

    def _in_place(self) -> bool:
        """Whether the path still names the file open for writing, as it was left."""
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            return False
        return (st.st_dev, st.st_ino) == self._ident and st.st_size == self._good

    def _put_back(self) -> None:
        """Write the journal again at its path from what it wrote (see the class)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        data = self._written()
        if len(data) != self._good:  # pragma: no cover - the copy follows every write
            raise OSError(errno.EIO, "the journal's copy is not whole", str(self.path))
        if os.path.isfile(self.path):
            rewrite_damaged(self.path, data)  # what is there is kept as *.damaged-<time>
        else:
            if os.path.lexists(self.path):
                put_aside(self.path)  # not a file (a folder, a pipe): moved aside
            atomic_write_bytes(self.path, data)
        self._drop_fd()
        self._open()
        log.warning("journal %s was gone or replaced: written again in its place", self.path)
        if self.on_put_back is not None:
            self.on_put_back(self.path)

    def _drop_fd(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            try:
                os.close(fd)
            except OSError:
                pass

    def _cut_back(self) -> None:
        """After a failed write: remove whatever part of it reached the file."""
        self._failed = True
        fd = self._fd
        if fd is not None:
            try:
                os.ftruncate(fd, self._good)
                os.fsync(fd)
                self._failed = False
            except OSError:
                pass  # tried again before the next write (see _ready)
        self._drop_fd()

    def _ready(self) -> int:
        """The descriptor to write to, the file cut back to its last good line first."""
        if self._fd is None:
            if self._failed:
                fd = os.open(self.path, os.O_WRONLY | getattr(os, "O_BINARY", 0))
                try:
                    if os.fstat(fd).st_size != self._good:
                        os.ftruncate(fd, self._good)
                        os.fsync(fd)
                finally:
                    os.close(fd)
                self._failed = False
            self._open()
        assert self._fd is not None
        if not self._in_place():
            self._put_back()
        return self._fd

    def _write(self, data: bytes) -> None:
        """Append ``data`` whole and durably, or leave the file as it was and raise."""
        if self._closed:
            raise ValueError("journal is closed")
        fd = self._ready()
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                if written <= 0:  # pragma: no cover - a write returns >0 or raises
                    raise OSError(errno.EIO, "nothing written")
                view = view[written:]
            os.fsync(fd)
        except OSError:
            self._cut_back()
            raise
        self._good += len(data)
        self._keep(data)

    @property
    def match_id(self) -> str:
        return str(self.header["match_id"])

    @property
    def config(self) -> dict[str, Any]:
        return dict(self.header["config"])

    @property
    def closed(self) -> bool:
        return self._closed

    @classmethod
    def create(
        cls,
        folder: Path | str,
        config: Mapping[str, Any] | Any,
        *,
        match_id: str | None = None,
        created: str | None = None,
        clock: Mapping[str, Any] | None = None,
    ) -> Journal:
        """Start the journal of a new match in ``folder`` (its header written atomically).

        ``clock`` is the shot-clock profile's ``to_dict`` (the clock settings are not part of
        the match config); it comes back as :attr:`JournalContents.clock`.
        """
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        header = make_header(config, match_id, created)
        if clock is not None:
            header["clock"] = dict(clock)
        path = folder / f"{header['match_id']}{SUFFIX}"
        if path.exists():
            raise FileExistsError(path)
        atomic_write_bytes(path, dump_line(header))
        return cls(path, header, 0)

    @classmethod
    def resume(
        cls,
        path: Path | str,
        load: Callable[[dict[str, Any], Sequence[Any]], Replayed] | None = None,
    ) -> tuple[Journal, JournalContents]:
        """Reopen an unfinished journal for appending.

        ``load(config_dict, inputs)``, when given, replays the match (typically
        ``lambda cfg, inputs: controller.load(MatchConfig.from_dict(cfg), inputs)``); an
        input it refuses ends the recovered part like damage does.

        A damaged journal is copied aside (``*.damaged-<timestamp>``), then rewritten
        atomically with what was recovered; the returned contents carry the problem with
        ``kept_aside`` set. Raises :class:`~scoreboard.files.paths.FileProblemError` when nothing
        can be used (not our file, newer version, unreadable) — such a file is left untouched.
        """
        path = Path(path)
        # the match read and replayed stays in play: no collection scans it, now or later
        with collector_paused(freeze=load is not None):
            return cls._resume(path, load)

    @classmethod
    def _resume(
        cls, path: Path, load: Callable[[dict[str, Any], Sequence[Any]], Replayed] | None
    ) -> tuple[Journal, JournalContents]:
        contents = read_journal(path)
        if not contents.usable:
            assert contents.problem is not None
            raise FileProblemError(contents.problem)
        if load is not None:
            config = contents.config
            contents = replay_prefix(lambda inputs: load(config, inputs), contents)
        if contents.problem is not None:
            contents = repair(contents)
        elif not contents.clean_end or contents.ended is not None:
            # A complete last line whose newline was lost, or a closed journal reopened: write
            # the good part again so the next append starts on a fresh line.
            assert contents.header is not None
            atomic_write_bytes(path, render(contents.header, contents.records, contents.ids))
            contents.ended = None
            contents.clean_end = True
        assert contents.header is not None
        return cls(path, contents.header, len(contents.records), contents.id_seqs), contents

    def append(self, item: Record, id: str | None = None) -> int:
        """Write one input (with ``id``, the sender's id for it, when given), fsync it;
        returns its sequence number (1-based). On failure the file is left exactly as it was
        and the error raised. An id is checked (:data:`~scoreboard.files.shapes.INPUT_ID`): a bad
        one raises :class:`~scoreboard.files.shapes.SchemaError` and nothing is written; an id
        already written raises ValueError (an input is recorded once)."""
        if id is not None:
            INPUT_ID.check(id, "id")
            if id in self.ids:
                raise ValueError(f"id already recorded: {id!r}")
        seq = self.count + 1
        self._write(dump_line(entry_line(seq, item.to_dict(), id)))
        self.count = seq
        if id is not None:
            self.ids[id] = seq
        return seq

    __call__ = append

    def attach(self, table: Table) -> None:
        """Journal every record ``table`` accepts, before the screen changes (the table is
        told when the journal had to be put back in its place): :meth:`Table.keep_in`."""
        table.keep_in(self)

    def close(self, status: str = "finished", *, archive: bool = False) -> Path:
        """Close the journal: ``status`` is ``finished`` (saved to history) or ``abandoned``.

        The closing line (``{"end": status, "at": ...}``) is written first; if it cannot be
        written the error is raised and the journal stays open and unfinished. A closed
        journal is not offered for resumption. With ``archive`` it is moved to the ``closed``
        sub-folder. Returns the journal's path (after any move).
        """
        if not self._closed:
            self._write(dump_line({"end": status, "at": now_iso()}))
            self._closed = True
            self._drop_fd()
        if archive:
            target_dir = self.path.parent / CLOSED_FOLDER
            target_dir.mkdir(exist_ok=True)
            target = target_dir / self.path.name
            os.replace(self.path, target)
            fsync_dir(target_dir)
            fsync_dir(self.path.parent)
            self.path = target
        return self.path

    def release(self) -> None:
        """Close the file without marking the match closed (it stays resumable).

        A released journal can still be closed (:meth:`close` reopens the file to write the
        closing line); it is no longer appended to.
        """
        self._drop_fd()

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def repair(contents: JournalContents) -> JournalContents:
    """Keep the damaged file aside and rewrite it atomically with the good part.

    Returns the contents with ``problem.kept_aside`` set.
    """
    assert contents.header is not None and contents.problem is not None
    aside = rewrite_damaged(contents.path, render(contents.header, contents.records, contents.ids))
    p = contents.problem
    contents.problem = FileProblem(
        p.code, p.path, p.line, p.params, p.severity, aside, len(contents.inputs)
    )
    contents.clean_end = True
    return contents


def replay_prefix(
    load: Callable[[Sequence[Any]], Replayed], contents: JournalContents
) -> JournalContents:
    """Replay ``contents.inputs`` once with ``load`` (e.g. ``lambda inputs:
    controller.load(cfg, inputs)``, which returns a :class:`~scoreboard.match.replay.Replayed`);
    when an input is refused, keep the inputs before it and report the refused input's line
    as :attr:`ProblemCode.JOURNAL_REPLAY_FAILED`.

    ``load`` stops at the first refused input and says how many it applied, so the caller is
    left with ``load`` applied to exactly the prefix returned in ``contents.inputs``.
    """
    inputs = contents.inputs
    try:
        result = load(inputs)
    except Exception as exc:  # noqa: BLE001 - any refusal of the configuration
        applied, error = 0, str(getattr(exc, "code", type(exc).__name__))
    else:
        if result.error is None:
            return contents
        applied, error = result.applied, result.error
    contents.problem = FileProblem(
        ProblemCode.JOURNAL_REPLAY_FAILED,
        contents.path,
        # the header is line 1; the refused input (seq applied + 1) is on the line after its
        # predecessor (blank lines are skipped when read, so the line is counted, not derived)
        contents.lines[applied] if applied < len(contents.lines) else applied + 2,
        {"error": error},
        recovered=applied,
    )
    contents.inputs = inputs[:applied]
    contents.lines = contents.lines[:applied]
    contents.ids = contents.ids[:applied]
    return contents
