"""The overlay server in the app: its menu entry, its dialog, and its feed from the match.

:class:`ServerControl` owns the :class:`~ui.servers.overlay.OverlayServer`, feeds it every snapshot and
clock reading while it runs, and keeps its settings (on or off, port, LAN with token).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scoreboard.service.session import Session
from scoreboard.table.shot_clock import ClockSnapshot
from scoreboard.table.state import ClockReading
from ui.adapters.clock_driver import ClockDriver
from ui.i18n import fill
from ui.modal import modal
from ui.plain import show_warning
from ui.status_words import say

if TYPE_CHECKING:
    from scoreboard.match.snapshot import Snapshot
    from ui.adapters.controller import Controller
    from ui.scorekeeper.window import ScorekeeperWindow
    from ui.servers.overlay import OverlayServer

# The server (QtNetwork, QtWebSockets) is imported and built when it is first needed, never
# before the first paint: most matches run without it.


def clock_reading(driver: ClockDriver, snap: ClockSnapshot | None = None) -> ClockReading:
    """The driver's clock as the state document carries it: the exact time left."""
    return ClockReading.of(driver.clock, snap if snap is not None else driver.snapshot())


def lan_address() -> str | None:
    """This computer's first IPv4 address on a network, or None."""
    from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

    for address in QNetworkInterface.allAddresses():
        if (
            address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
            and not address.isLoopback()
            and not address.isEqual(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4))
        ):
            return address.toString()
    return None


class ServerControl(QObject):
    """The overlay server of one scorekeeper window."""

    def __init__(
        self,
        window: ScorekeeperWindow,
        controller: Controller,
        clock: ClockDriver,
        session: Session,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.clock = clock
        self.session = session
        self._server: OverlayServer | None = None
        controller.snapshot_changed.connect(self._on_snapshot)
        clock.state_changed.connect(self._on_clock)
        self.action = window.view_menu.addAction("", self.open_dialog)
        self.action.setObjectName("overlay-server")
        window.installEventFilter(self)
        self.retranslate()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if obj is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    @property
    def server(self) -> OverlayServer:
        """The overlay server (built, with its network modules, on first use)."""
        if self._server is None:
            from ui.servers.overlay import OverlayServer

            self._server = OverlayServer(self)
        return self._server

    @property
    def running(self) -> bool:
        """Whether the server is serving (False, without building it, when it never was)."""
        return self._server is not None and self._server.running

    def retranslate(self) -> None:
        self.action.setText(self.tr("Overlay &server…"))

    # -- on and off ---------------------------------------------------------------------------

    def start(self, port: int | None = None, *, lan: bool | None = None) -> bool:
        """Start serving (the saved port and LAN choice unless given); False when it cannot
        listen, after saying why."""
        from ui.servers.overlay import DEFAULT_PORT, ServerError

        settings = self.session.settings
        port = port if port is not None else (settings.server_port if settings else DEFAULT_PORT)
        lan = lan if lan is not None else bool(settings and settings.server_lan)
        token = settings.server_token if settings else None
        try:
            self.server.start(port, lan=lan, token=token)
        except ServerError as exc:
            show_warning(
                self.window,
                self.tr("Overlay server"),
                fill(
                    self.tr("The overlay server cannot listen on port %1: %2"), str(port), str(exc)
                ),
            )
            return False
        self.server.show_snapshot(self.controller.snapshot)
        self.server.show_clock(clock_reading(self.clock))
        if lan and self.server.token != token:
            self.session.update_settings(server_token=self.server.token)
        url = self.server.url("/overlay/bar")
        say(self.window, lambda: fill(self.tr("Overlay server on: %1"), url), 10000)
        return True

    def stop(self) -> None:
        if self._server is not None:
            self._server.stop()

    def _on_snapshot(self, snap: Snapshot) -> None:
        if self.running:
            self.server.show_snapshot(snap)

    def _on_clock(self, snap: ClockSnapshot) -> None:
        if self.running:
            self.server.show_clock(clock_reading(self.clock, snap))

    # -- the dialog ---------------------------------------------------------------------------

    def open_dialog(self) -> None:
        with modal(ServerDialog(self.window, self)) as dialog:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            on, port, lan = dialog.choice()
        changes: dict[str, object] = {"server_on": on, "server_port": port, "server_lan": lan}
        if lan and self.session.settings.server_token is None:
            from ui.servers.overlay import new_token

            changes["server_token"] = new_token()
        self.session.update_settings(**changes)
        if not on:
            self.stop()
            return
        if self.start(port, lan=lan):
            with modal(ServerDialog(self.window, self)) as shown:
                shown.exec()  # the addresses now in use


class ServerDialog(QDialog):
    """On or off, the port, the LAN choice; and the addresses to give a streaming program."""

    def __init__(self, parent: QWidget, control: ServerControl) -> None:
        from ui.servers.overlay import DEFAULT_PORT

        super().__init__(parent)
        self.setWindowTitle(self.tr("Overlay server"))
        server = control.server
        settings = control.session.settings
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.on = QCheckBox(self.tr("Serve the overlay pages and the match state"))
        self.on.setChecked(server.running)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(server.port or (settings.server_port if settings else DEFAULT_PORT))
        self.lan = QCheckBox(self.tr("Other computers on the network may connect (with the token)"))
        self.lan.setChecked(
            server.lan if server.running else bool(settings and settings.server_lan)
        )
        form.addRow(self.on)
        form.addRow(self.tr("Port"), self.port)
        form.addRow(self.lan)
        layout.addLayout(form)
        self.addresses = QLabel()
        self.addresses.setTextFormat(Qt.TextFormat.PlainText)
        self.addresses.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.addresses.setWordWrap(False)
        self.addresses.setText(self._addresses(server))
        layout.addWidget(self.addresses)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _addresses(self, server: OverlayServer) -> str:
        from ui.servers.overlay import LAYOUTS

        if not server.running:
            return self.tr("The server is off. Nothing is served until it is switched on.")
        host = lan_address() if server.lan else None
        lines = [self.tr("Browser source addresses (lang=es or lang=en):")]
        for name in LAYOUTS:
            lines.append(server.url(f"/overlay/{name}?lang=es", host or "127.0.0.1"))
        lines.append(
            fill(
                self.tr("Match state (JSON): %1"), server.url("/api/v1/state", host or "127.0.0.1")
            )
        )
        if server.token:
            lines.append(fill(self.tr("Token: %1"), server.token))
        return "\n".join(lines)

    def choice(self) -> tuple[bool, int, bool]:
        return self.on.isChecked(), self.port.value(), self.lan.isChecked()
