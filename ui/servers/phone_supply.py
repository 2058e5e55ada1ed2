"""The app's one hall and the phone tables' server: :class:`PhoneSupply`.

The hall (:class:`~scoreboard.service.hall.Hall`, driven by a
:class:`~ui.adapters.hall_driver.HallDriver`) is made with the windows, which host their table
there, without reading a phone table; the phone tables are read, and the server made, when
first used (by ``--phones`` after the first picture, or by the desk).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

if TYPE_CHECKING:
    from scoreboard.service.history_link import HallHistory
    from ui.adapters.hall_driver import HallDriver
    from ui.servers.phone_server import PhoneServer

__all__ = ["HALL_FOLDER", "PhoneSupply"]

#: The hall's folder, in the app's data folder.
HALL_FOLDER = "phone-tables"


class PhoneSupply(QObject):
    """The app's one hall (:meth:`hall`: the window's table hosted there, the phone tables in
    ``<data>/phone-tables``) and the phone tables' server, made at the first :meth:`server`:
    ``--phones`` and the desk get the same ones, whoever asks first, so two halls never write
    the same tables. The composition root (:func:`ui.compose.build`) makes one and hands it to
    the windows and the desk. ``data`` None: a folder of its own is made at the first call (a
    desk opened on its own). ``history()`` gives the history the phone tables' won matches are
    stored in (the session's, :meth:`~scoreboard.service.session.Session.hall_history`), asked
    when the phone tables are read (None: none)."""

    def __init__(
        self,
        data: Path | None,
        *,
        parent: QObject | None = None,
        history: Callable[[], HallHistory | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.data = data
        self._history = history
        self._server: PhoneServer | None = None
        self._driver: HallDriver | None = None
        self._closed = False

    def hall(self) -> HallDriver:
        """The app's one hall, made at the first call without reading its phone tables (the
        windows host their table there)."""
        if self._driver is None:
            from scoreboard.service.hall import Hall
            from ui.adapters.hall_driver import HallDriver

            self._driver = HallDriver(Hall(self.folder(), serving=False), self)
        return self._driver

    def close(self) -> None:
        """At the app's end (once; nothing when the server was never made): the server
        stopped, every phone table's match put away and the hall's timers stopped."""
        server = self._server
        if server is None or self._closed:
            return
        self._closed = True
        server.stop()
        server.hall.release()

    @property
    def made(self) -> PhoneServer | None:
        """The server (and its hall) when made, else None."""
        return self._server

    def folder(self) -> Path:
        """The hall's folder (a temporary one when the app has no data folder)."""
        if self.data is None:
            import tempfile

            self.data = Path(tempfile.mkdtemp(prefix="pool-scoreboard-phones-"))
        return self.data / HALL_FOLDER

    def server(self) -> PhoneServer:
        """The one hall and its server (not started), made at the first call. Raises OSError
        when the hall's folder cannot be used."""
        if self._server is not None:
            return self._server
        folder = self.folder()
        folder.mkdir(parents=True, exist_ok=True)
        from ui.servers.phone_hall import PhoneHall
        from ui.servers.phone_server import PhoneServer

        history = self._history() if self._history is not None else None
        hall = PhoneHall(folder, parent=self, history=history, driver=self.hall())
        server = PhoneServer(hall, parent=self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)  # after the server stopped (connected first)
        self._server = server
        return server

    def start(self, host: str, port: int, *, open_watch: bool = False) -> PhoneServer:
        """:meth:`server`, listening on ``host``:``port`` (already listening: left as it
        is). Raises :class:`~ui.servers.overlay.ServerError`."""
        server = self.server()
        if not server.running:
            server.start(host, port, open_watch=open_watch)
        return server

    def start_from_cli(self, address: tuple[str, int], open_watch: bool) -> PhoneServer | None:
        """``--phones``: the hall and its server, or None (said on stderr) when it cannot
        listen or the phone tables cannot be read."""
        host, port = address
        try:
            return self.start(host, port, open_watch=open_watch)
        except (OSError, ValueError) as exc:
            print(f"pool-scoreboard: phone scoring is off: {exc}", file=sys.stderr)
            return None
