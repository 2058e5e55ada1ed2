"""One writer per data folder: an operating-system lock held as long as the app runs.

Two copies of the app on the same data folder (a double click too many) would both append to
the same journal. The first copy takes the lock; a second one finds it held and leaves the
folder alone. The lock belongs to the process: when it ends, even killed (SIGKILL) or by a
power cut, the system lets go of it, so the next start takes it over without any guessing
about stale files. The lock file names the holder's process id, for information only.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> first = FolderLock(folder)
>>> first.acquire(), FolderLock(folder).acquire()
(True, False)
>>> first.release(); FolderLock(folder).acquire()
True
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import zlib
from pathlib import Path

log = logging.getLogger(__name__)

LOCK_NAME = ".pool-scoreboard.lock"


class FolderLock:
    """The data folder's lock (``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows)."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)
        self.path = self.folder / LOCK_NAME
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    @property
    def key(self) -> str:
        """A name for this folder, the same in every copy of the app (for the local socket
        through which a second copy brings the first one's window to the front)."""
        try:
            where = str(self.folder.resolve())
        except OSError:
            where = str(self.folder.absolute())
        data = os.fsencode(where)  # the name's own bytes, whatever the locale decoded
        # two checksums make 64 bits: plenty to tell a machine's data folders apart (no OpenSSL
        # to load at start-up for it)
        return f"pool-scoreboard-{zlib.crc32(data):08x}{zlib.adler32(data):08x}"

    def _open(self) -> int:
        flags = getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
        try:
            return os.open(self.path, os.O_RDWR | os.O_CREAT | flags, 0o644)
        except OSError:
            if sys.platform == "win32":
                return os.open(self.path, os.O_RDONLY | flags)
            try:  # a folder that cannot be written: its lock file, or the folder itself
                return os.open(self.path, os.O_RDONLY | flags)
            except OSError:
                return os.open(self.folder, os.O_RDONLY | flags)

    @classmethod
    def take(cls, folder: Path) -> FolderLock | None:
        """The lock of ``folder`` (created if missing), taken, or found held by another
        process (``held`` False); None when the folder cannot even be opened (the caller's
        usual handling of a folder that cannot be written follows)."""
        lock = cls(folder)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            lock.acquire()
        except OSError as exc:
            log.warning("data folder not locked: %s", exc)
            return None
        return lock

    def acquire(self) -> bool:
        """Take the lock; False when another process holds it. Raises OSError when the folder
        cannot be opened at all."""
        if self._fd is not None:
            return True
        fd = self._open()
        if not _try_lock(fd):
            os.close(fd)
            return False
        self._fd = fd
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        return True

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                _unlock(fd)
            os.close(fd)


if sys.platform == "win32":  # pragma: no cover - exercised on Windows
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
