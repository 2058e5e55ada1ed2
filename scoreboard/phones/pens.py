"""Who may score a table from a phone: pairing codes, tokens, and one pen per table.

Long because pairing, the pen's hand-over, revocation, the guessing limits and the file that
keeps them across a restart are one set of rules about who may write to a table, each step
checked against the others; split, they would each need the whole of the state.

The desk shows, for each table, a pairing code of six digits (:meth:`Pens.code`). A phone that
sends the right code for that table (:meth:`Pens.pair`) gets a token, a random secret of its
own (:func:`secrets.token_urlsafe`) bound to that table alone: a token of table A is never
good for table B. The code is used once: it is made anew after every pairing, and whenever the
desk asks (:meth:`Pens.new_code`). It is compared in constant time, and guessing is slowed
per source (the phone's network address, which the server gives; else the device's name):
after :data:`MAX_TRIES` wrong codes in a row from a source, that source alone pauses for
:data:`PAUSE` seconds, twice as long after each further round, up to :data:`MAX_PAUSE`; no code
of its is compared during its pause. Nothing a source does pauses another: the right current
code pairs from any source that is not paused itself, whatever strangers sent, so a stranger
cannot lock the organiser out. At most :data:`MAX_SOURCES` sources are remembered (the oldest
not paused are forgotten first).

What strangers cannot stop, the desk is told: each table keeps its guessing (:meth:`Pens.guessing`:
how many wrong codes since the desk last made its code, from how many sources, when the last
came), and a new code from the desk (:meth:`Pens.new_code`) ends it: the wrong codes were
about the old one.

Each token has a role: the **pen** (may write) or a **watcher** (reads only). A table has one
pen at most. Pairing with the code takes the pen (unless the phone asks only to watch): the
device that held it becomes a watcher, and its next write is refused with ``pen-moved``. The
desk can hand the pen to a paired watcher without the code (:meth:`Pens.approve`) and revoke
any token (:meth:`Pens.revoke`); a watcher can ask for the pen (:meth:`Pens.ask`), which the
desk sees in :meth:`Pens.devices`. The desk names a token by its ``ref``, a public name that
gives no access: the token itself is held only by its phone.

The grants persist, so phones reconnect by themselves after a restart and a revoked token stays
revoked: a small file per venue folder (:data:`FILE_NAME`), written atomically
(:func:`~scoreboard.files.paths.atomic_write_bytes`) after every change, holding each token's SHA-256
(never the token: a copy of the file opens nothing). The file is untrusted when read: through
the one opener (:func:`~scoreboard.files.paths.read_at_most`), at most :data:`MAX_FILE_BYTES`, checked
against its shape (:data:`GRANTS`); a file that cannot be used is put aside
(:func:`~scoreboard.files.paths.put_aside`) and every phone pairs again (nothing is granted by a
damaged file). A change the disk refuses is not made (``not-kept``), except a revocation, which
holds in memory at once and is written again with the next change.

No Qt, no threads, no network here: :mod:`scoreboard.phones.service` ties this to the tables.

>>> pens = Pens(None)
>>> code = pens.code("3")
>>> len(code), code.isdigit()
(6, True)
>>> pairing = pens.pair("3", code, "phone-a")
>>> pairing.ok, pairing.role, pens.code("3") != code
(True, <Role.PEN: 'pen'>, True)
>>> pens.check("3", pairing.token).may_write, pens.check("4", pairing.token).code
(True, 'wrong-table')
>>> pens.pair("3", code, "phone-b").code  # used once
'wrong-code'
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import hashlib
import hmac
import json
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scoreboard.files.local_time import now_iso
from scoreboard.files.paths import (
    FileProblem,
    NotAFileError,
    ProblemCode,
    Severity,
    atomic_write_bytes,
    put_aside,
    read_at_most,
)
from scoreboard.files.shapes import SHORT, Flag, Obj, Seq, Text, Token, load_json, name_problem
from scoreboard.table.tables import valid_name

__all__ = [
    "FILE_NAME",
    "MAX_GUESSERS",
    "MAX_PAUSE",
    "MAX_SOURCES",
    "MAX_TRIES",
    "PAUSE",
    "Access",
    "Device",
    "Guessing",
    "Pairing",
    "Pens",
    "Role",
    "valid_device",
]

log = logging.getLogger(__name__)

FORMAT = "pool-scoreboard-phones"
VERSION = 1
#: The grants' file, in the venue folder (the folder of :class:`~scoreboard.table.tables.Tables`).
FILE_NAME = "phones.json"
#: Digits of a pairing code.
CODE_DIGITS = 6
#: Wrong codes in a row from one source before that source's pairing pauses.
MAX_TRIES = 5
#: Seconds of a source's first pause; each further round of its wrong codes doubles it, up to
#: MAX_PAUSE.
PAUSE = 30.0
MAX_PAUSE = 900.0
#: Tokens (not revoked) one table may have: the pen and its watchers.
MAX_DEVICES_PER_TABLE = 32
#: Grants the file holds (revoked ones included: the oldest revoked are forgotten first).
MAX_GRANTS = 4096
#: Bytes of the grants' file (4096 grants take about 1.2 MB).
MAX_FILE_BYTES = 2 * 1024 * 1024
#: Characters of a device's name (what the phone, or the server for it, calls it).
MAX_DEVICE = 64
#: Sources whose wrong codes are remembered (the oldest, not paused, are forgotten first).
MAX_SOURCES = 10_000
#: Sources a table's guessing tells apart (more are said as "more than this").
MAX_GUESSERS = 256
#: Tables whose guessing is remembered (the one guessed at longest ago is forgotten first).
MAX_GUESSED_TABLES = 1024

#: What a token looks like (:func:`secrets.token_urlsafe` of 32 bytes is 43 characters).
TOKEN = Token(32, 64)
_HASH = Text(64, nonempty=True, ascii_only=True)
_REF = Token(12, 12)

#: One grant in the file.
GRANT = Obj(
    {
        "ref": _REF,
        "hash": _HASH,
        "table": Text(40, nonempty=True, ascii_only=True),
        "device": Text(MAX_DEVICE),
        "role": Text(SHORT, choices=("pen", "watcher")),
        "held_pen": Flag(),
        "paired": Text(SHORT, iso_time=True),
        "revoked": Flag(),
    },
    ("ref", "hash", "table", "device", "role", "paired"),
)
#: The grants' file (``format`` and ``version`` are checked first).
GRANTS = Obj({"grants": Seq(GRANT, MAX_GRANTS)}, ("grants",))


class Role(enum.Enum):
    PEN = "pen"  # may write to its table
    WATCHER = "watcher"  # reads only


def valid_device(device: object) -> bool:
    """Whether ``device`` can name a device: a name as the project's name gate takes one (up to
    64 characters, not only spaces, no control character), or ``""``: a device left unnamed
    (the desk calls it by its ``ref``).

    >>> valid_device("Ana's phone"), valid_device(""), valid_device(" "), valid_device("A\\x00")
    (True, True, False, False)
    """
    return isinstance(device, str) and (device == "" or name_problem(device, MAX_DEVICE) is None)


def _valid_code(code: object) -> bool:
    return isinstance(code, str) and len(code) == CODE_DIGITS and code.isascii() and code.isdigit()


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("ascii")).hexdigest()


@dataclass(frozen=True, slots=True)
class Device:
    """A paired device as the desk sees it (``ref`` names its token; the token is not here)."""

    ref: str
    table: str
    device: str
    role: Role
    #: It held the pen once, and lost it (its writes are refused with ``pen-moved``).
    held_pen: bool
    paired: str
    revoked: bool = False
    #: It asks the desk for the pen (:meth:`Pens.ask`).
    asking: bool = False
    #: When a request of this device was last let in (seconds since the epoch; 0.0: not since
    #: the app started). Kept in memory only: it changes with every request.
    seen: float = 0.0


@dataclass(frozen=True, slots=True)
class Pairing:
    """The answer to :meth:`Pens.pair`: a token and its role, or a refusal's code (with
    ``retry_after``, the seconds until a pause ends)."""

    ok: bool
    code: str = ""
    token: str | None = None
    role: Role | None = None
    ref: str | None = None
    retry_after: float = 0.0


@dataclass(frozen=True, slots=True)
class Access:
    """What a token may do on a table: ``role`` when the token is good for it, else the
    refusal's ``code`` (``bad-token``, ``unknown-token``, ``revoked``, ``wrong-table``)."""

    code: str = ""
    role: Role | None = None
    ref: str | None = None
    held_pen: bool = False

    @property
    def ok(self) -> bool:
        """The token is good for this table (to read; :attr:`may_write` to write)."""
        return self.role is not None

    @property
    def may_write(self) -> bool:
        return self.role is Role.PEN

    @property
    def write_refusal(self) -> str:
        """Why this token may not write: its refusal, ``pen-moved`` (it held the pen and lost
        it), ``not-the-pen`` (a watcher), or "" when it may."""
        if self.role is None:
            return self.code
        if self.role is Role.PEN:
            return ""
        return "pen-moved" if self.held_pen else "not-the-pen"


@dataclass(frozen=True, slots=True)
class Guessing:
    """Wrong codes sent for a table since the desk last made its code (:meth:`Pens.guessing`):
    how many, from how many sources (``more``: from more than :data:`MAX_GUESSERS`, the ones
    told apart), and when the first and the last came (seconds since the epoch)."""

    wrong: int
    sources: int
    first: float
    last: float
    more: bool = False


@dataclass(slots=True)
class _Tries:
    """One source's wrong codes in a row, and the end of its pause (the pens' clock)."""

    wrong: int = 0
    until: float = 0.0


@dataclass(slots=True)
class _Guesses:
    """One table's wrong codes since its code was last made at the desk."""

    first: float
    last: float
    wrong: int = 0
    sources: set[str] = dataclasses.field(default_factory=set)
    more: bool = False


@dataclass(slots=True)
class _Grant:
    ref: str
    hash: str
    table: str
    device: str
    role: Role
    held_pen: bool
    paired: str
    revoked: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "ref": self.ref,
            "hash": self.hash,
            "table": self.table,
            "device": self.device,
            "role": self.role.value,
            "held_pen": self.held_pen,
            "paired": self.paired,
            "revoked": self.revoked,
        }


class Pens:
    """The pairing codes, tokens and pens of one venue; ``path`` is the grants' file (None:
    kept in memory only). :attr:`problem` says what was wrong with the file when read."""

    def __init__(
        self,
        path: Path | str | None,
        *,
        clock: Callable[[], float] = time.monotonic,
        wall: Callable[[], float] = time.time,
    ) -> None:
        self.path = Path(path) if path is not None else None
        self._clock = clock
        self._wall = wall
        self._seen: dict[str, float] = {}  # refs: when last let in (wall-clock)
        self._codes: dict[str, str] = {}
        self._tries: dict[str, _Tries] = {}  # by source, the last tried at the end
        self._guesses: dict[str, _Guesses] = {}  # by table, the last guessed at the end
        self._grants: dict[str, _Grant] = {}  # by the token's hash
        self._asking: set[str] = set()  # refs
        self.problem: FileProblem | None = None
        if self.path is not None:
            self._load(self.path)

    @classmethod
    def in_folder(cls, folder: Path | str, **kwargs: Any) -> Pens:
        """The pens of the venue whose tables are in ``folder``."""
        return cls(Path(folder) / FILE_NAME, **kwargs)

    # -- codes --------------------------------------------------------------------------------

    def code(self, table: str) -> str:
        """The pairing code the desk shows for ``table`` (made when first asked)."""
        self._name(table)
        found = self._codes.get(table)
        if found is None:
            found = self._codes[table] = self._make_code()
        return found

    def new_code(self, table: str) -> str:
        """A new pairing code for ``table``, made at the desk (the old one no longer pairs):
        the table's guessing ends (:meth:`guessing` is None until a wrong code comes again)."""
        self._name(table)
        self._codes[table] = self._make_code()
        self._guesses.pop(table, None)
        return self._codes[table]

    @staticmethod
    def _make_code() -> str:
        return f"{secrets.randbelow(10**CODE_DIGITS):0{CODE_DIGITS}d}"

    @staticmethod
    def _name(table: str) -> None:
        if not valid_name(table):
            raise ValueError(f"not a table name: {table!r}")

    def paused(self, source: str) -> float:
        """Seconds until ``source`` (the ``source`` of :meth:`pair`, else the device's name)
        may try a code again, for any table (0: now)."""
        tries = self._tries.get(source)
        return max(0.0, tries.until - self._clock()) if tries is not None else 0.0

    def guessing(self, table: str) -> Guessing | None:
        """The wrong codes sent for ``table`` since the desk last made its code (None: none)."""
        found = self._guesses.get(table)
        if found is None:
            return None
        return Guessing(found.wrong, len(found.sources), found.first, found.last, found.more)

    # -- pairing ------------------------------------------------------------------------------

    def pair(
        self,
        table: object,
        code: object,
        device: object,
        *,
        watch: bool = False,
        source: str | None = None,
    ) -> Pairing:
        """Pair ``device`` with ``table`` by its code: a new token, the pen (the device that
        held it becomes a watcher) or, with ``watch``, a watcher's. ``source`` is whom wrong
        codes are counted against, and who alone is paused by them, when it is not the
        device's name (the server gives the phone's network address: a name the phone makes
        up could change at every try, or be the organiser's). Refusals: ``bad-table``,
        ``bad-device``, ``bad-code`` (not six digits: not counted as a try), ``paused`` (this
        source, after its wrong codes), ``wrong-code``, ``too-many-devices``, ``not-kept``
        (the grants' file could not be written: nothing changed, the code still good). Never
        raises."""
        if not isinstance(table, str) or not valid_name(table):
            return Pairing(False, "bad-table")
        if not valid_device(device):
            return Pairing(False, "bad-device")
        assert isinstance(device, str)
        if not _valid_code(code):
            return Pairing(False, "bad-code")
        assert isinstance(code, str)
        who = source if source is not None else device
        wait = self.paused(who)
        if wait > 0:
            return Pairing(False, "paused", retry_after=wait)
        expected = self.code(table)
        if not hmac.compare_digest(code.encode("ascii"), expected.encode("ascii")):
            wait = self._wrong(table, who)
            return Pairing(False, "wrong-code", retry_after=wait)
        if sum(1 for g in self._live(table)) >= MAX_DEVICES_PER_TABLE:
            return Pairing(False, "too-many-devices")
        token = secrets.token_urlsafe(32)
        grant = _Grant(
            ref=self._new_ref(),
            hash=_digest(token),
            table=table,
            device=device,
            role=Role.WATCHER if watch else Role.PEN,
            held_pen=False,
            paired=now_iso(),
        )
        before = self._saved_state()
        if not watch:
            self._drop_pen(table)
        self._grants[grant.hash] = grant
        self._prune()
        if not self._save():
            self._restore(before)
            return Pairing(False, "not-kept")
        self._tries.pop(who, None)
        self._seen[grant.ref] = self._wall()
        self._codes[table] = self._make_code()  # used once (the table's guessing stays shown)
        return Pairing(True, token=token, role=grant.role, ref=grant.ref)

    def _wrong(self, table: str, source: str) -> float:
        """Count a wrong code from ``source`` for ``table``; the pause of ``source`` it starts
        (0: none)."""
        now = self._clock()
        tries = self._tries.pop(source, None) or _Tries()
        self._tries[source] = tries  # the newest at the end
        tries.wrong += 1
        wait = 0.0
        if tries.wrong % MAX_TRIES == 0:
            rounds = min(tries.wrong // MAX_TRIES, 16)  # 2**16 * PAUSE is past MAX_PAUSE
            wait = min(MAX_PAUSE, PAUSE * 2 ** (rounds - 1))
            tries.until = now + wait
        while len(self._tries) > MAX_SOURCES:
            idle = next((k for k, t in self._tries.items() if t.until <= now), None)
            del self._tries[idle if idle is not None else next(iter(self._tries))]
        self._guessed(table, source)
        return wait

    def _guessed(self, table: str, source: str) -> None:
        """Note a wrong code from ``source`` in ``table``'s guessing."""
        wall = self._wall()
        guesses = self._guesses.pop(table, None) or _Guesses(first=wall, last=wall)
        self._guesses[table] = guesses  # the newest at the end
        guesses.wrong += 1
        guesses.last = wall
        if source not in guesses.sources:
            if len(guesses.sources) < MAX_GUESSERS:
                guesses.sources.add(source)
            else:
                guesses.more = True
        while len(self._guesses) > MAX_GUESSED_TABLES:
            del self._guesses[next(iter(self._guesses))]

    def _new_ref(self) -> str:
        taken = {g.ref for g in self._grants.values()}
        while True:
            ref = secrets.token_hex(6)
            if ref not in taken:
                return ref

    def _live(self, table: str) -> list[_Grant]:
        return [g for g in self._grants.values() if g.table == table and not g.revoked]

    def _drop_pen(self, table: str) -> None:
        for g in self._live(table):
            if g.role is Role.PEN:
                g.role, g.held_pen = Role.WATCHER, True

    # -- access -------------------------------------------------------------------------------

    def _grant(self, token: object) -> _Grant | Access:
        try:
            TOKEN.check(token)
        except ValueError:
            return Access("bad-token")
        assert isinstance(token, str)
        grant = self._grants.get(_digest(token))
        if grant is None:
            return Access("unknown-token")
        if grant.revoked:
            return Access("revoked")
        return grant

    def check(self, table: object, token: object) -> Access:
        """What ``token`` may do on ``table`` (see :class:`Access`). Never raises."""
        grant = self._grant(token)
        if isinstance(grant, Access):
            return grant
        if grant.table != table:
            return Access("wrong-table")
        self._seen[grant.ref] = self._wall()
        return Access(role=grant.role, ref=grant.ref, held_pen=grant.held_pen)

    def ask(self, table: object, token: object) -> Access:
        """``token``'s device asks the desk for the pen of ``table`` (seen in
        :meth:`devices` until the desk answers or the pen moves)."""
        access = self.check(table, token)
        if access.ok and not access.may_write and access.ref is not None:
            self._asking.add(access.ref)
        return access

    def forget(self, table: object, token: object) -> Access:
        """The phone lets go of its own token (it is revoked)."""
        access = self.check(table, token)
        if access.ok and access.ref is not None:
            self.revoke(access.ref)
        return access

    # -- the desk -----------------------------------------------------------------------------

    def devices(self, table: str | None = None) -> tuple[Device, ...]:
        """The devices paired (with ``table``, or with any), revoked ones last."""
        found = [
            Device(
                g.ref,
                g.table,
                g.device,
                g.role,
                g.held_pen,
                g.paired,
                g.revoked,
                g.ref in self._asking,
                self._seen.get(g.ref, 0.0),
            )
            for g in self._grants.values()
            if table is None or g.table == table
        ]
        return tuple(sorted(found, key=lambda d: d.revoked))

    def pen(self, table: str) -> Device | None:
        """The device holding the pen of ``table``, if any."""
        return next((d for d in self.devices(table) if d.role is Role.PEN and not d.revoked), None)

    def _by_ref(self, ref: object) -> _Grant | None:
        if not isinstance(ref, str):
            return None
        return next((g for g in self._grants.values() if g.ref == ref), None)

    def approve(self, table: str, ref: object) -> str:
        """Hand the pen of ``table`` to the device of ``ref`` without the code (the desk's
        approval); the device that held it becomes a watcher. "" when done, else
        ``unknown-device`` (no such token on that table, or revoked) or ``not-kept``."""
        grant = self._by_ref(ref)
        if grant is None or grant.revoked or grant.table != table:
            return "unknown-device"
        if grant.role is Role.PEN:
            self._asking.discard(grant.ref)
            return ""
        before = self._saved_state()
        self._drop_pen(table)
        grant.role = Role.PEN
        if not self._save():
            self._restore(before)
            return "not-kept"
        self._asking.discard(grant.ref)
        return ""

    def revoke(self, ref: object) -> str:
        """Revoke the token named ``ref`` for good: "" when done (at once, in memory, and on
        disk), ``unknown-device``, or ``not-kept`` (revoked in memory; written with the next
        change)."""
        grant = self._by_ref(ref)
        if grant is None:
            return "unknown-device"
        grant.revoked = True
        self._asking.discard(grant.ref)
        self._prune()
        return "" if self._save() else "not-kept"

    def revoke_table(self, table: str) -> str:
        """Revoke every token of ``table`` (as :meth:`revoke`)."""
        for g in self._live(table):
            g.revoked = True
            self._asking.discard(g.ref)
        return "" if self._save() else "not-kept"

    # -- the file -----------------------------------------------------------------------------

    def _saved_state(self) -> dict[str, _Grant]:
        return copy.deepcopy(self._grants)

    def _restore(self, grants: dict[str, _Grant]) -> None:
        # revocations made since are kept: a revoked token never comes back
        revoked = {h for h, g in self._grants.items() if g.revoked}
        self._grants = grants
        for h in revoked:
            if h in self._grants:
                self._grants[h].revoked = True

    def _prune(self) -> None:
        """Forget the oldest revoked grants beyond :data:`MAX_GRANTS`."""
        extra = len(self._grants) - MAX_GRANTS
        for h in [h for h, g in self._grants.items() if g.revoked][: max(0, extra)]:
            del self._grants[h]

    def _save(self) -> bool:
        if self.path is None:
            return True
        doc = {
            "format": FORMAT,
            "version": VERSION,
            "grants": [g.to_dict() for g in self._grants.values()],
        }
        text = json.dumps(doc, ensure_ascii=False, indent=1)
        try:
            atomic_write_bytes(self.path, (text + "\n").encode("utf-8"))
        except OSError as exc:
            log.warning("phone grants not written to %s: %s", self.path, exc)
            return False
        return True

    def _load(self, path: Path) -> None:
        try:
            raw = read_at_most(path, MAX_FILE_BYTES + 1)
        except FileNotFoundError:
            return
        except NotAFileError as exc:
            self._aside(FileProblem(ProblemCode.NOT_A_FILE, path, None, {"error": str(exc)}))
            return
        except OSError as exc:
            self._aside(FileProblem(ProblemCode.UNREADABLE, path, None, {"error": str(exc)}))
            return
        if len(raw) > MAX_FILE_BYTES:
            self._aside(
                FileProblem(ProblemCode.FILE_TOO_LARGE, path, None, {"limit": MAX_FILE_BYTES})
            )
            return
        try:
            doc = load_json(raw)
            if not isinstance(doc, dict) or doc.get("format") != FORMAT:
                raise ValueError("not a file of phone grants")
            if doc.get("version") != VERSION:
                raise ValueError(f"version {str(doc.get('version'))[:20]} not known")
            GRANTS.check(doc)
        except ValueError as exc:
            self._aside(FileProblem(ProblemCode.UNREADABLE, path, None, {"error": str(exc)[:200]}))
            return
        refs: set[str] = set()
        for item in doc["grants"]:
            if not valid_name(item["table"]) or not valid_device(item["device"]):
                continue
            if item["hash"] in self._grants or item["ref"] in refs:
                continue  # the first one holds
            grant = _Grant(
                ref=item["ref"],
                hash=item["hash"],
                table=item["table"],
                device=item["device"],
                role=Role(item["role"]),
                held_pen=bool(item.get("held_pen", False)),
                paired=item["paired"],
                revoked=bool(item.get("revoked", False)),
            )
            if grant.role is Role.PEN and not grant.revoked:
                self._drop_pen(grant.table)  # one pen per table: the last one written
            self._grants[grant.hash] = grant
            refs.add(grant.ref)

    def _aside(self, problem: FileProblem) -> None:
        """The file cannot be used: put aside (no grant is taken from it; phones pair again)."""
        problem = dataclasses.replace(problem, severity=Severity.ERROR)
        try:
            problem = dataclasses.replace(problem, kept_aside=put_aside(problem.path))
        except OSError as exc:
            log.warning("phone grants %s not put aside: %s", problem.path, exc)
        self.problem = problem
