"""What the desk's phone tables view shows of the network and of the devices: this computer's
addresses, a code as read out, a device's name, when a device was paired and last seen."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

from scoreboard.files.local_time import local
from scoreboard.phones.pens import Device
from ui.i18n import fill, tr

LOOPBACK = "127.0.0.1"


def interface_addresses() -> list[str]:
    """This computer's IPv4 addresses, this computer only (loopback) first."""
    found = [LOOPBACK]
    for address in QNetworkInterface.allAddresses():
        if (
            address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
            and not address.isLoopback()
        ):
            text = address.toString()
            if text not in found and text != "0.0.0.0":
                found.append(text)
    return found


def spaced_code(code: str) -> str:
    """Six digits as people read them out: "123 456"."""
    return f"{code[:3]} {code[3:]}" if len(code) == 6 else code


def device_name(device: Device) -> str:
    """A device as the desk lists it: the name its phone gave when it paired, else "Unnamed"
    with the first characters of its ref (two unnamed phones told apart)."""
    return device.device or fill(tr("Unnamed device %1"), device.ref[:4])


def paired_at(iso: str) -> str:
    """When a device was paired (its grant's ISO time), as the desk's clock says."""
    try:
        return local(datetime.fromisoformat(iso)).strftime("%H:%M")
    except (ValueError, TypeError):
        return iso[:16]


#: How often the devices' "last seen" is shown again (milliseconds).
SEEN_MS = 5000


def seen_at(epoch: float) -> str:
    """When a device was last heard from, as the desk's clock says (not since the start: -)."""
    if epoch <= 0:
        return "-"
    try:
        return local(datetime.fromtimestamp(epoch, UTC)).strftime("%H:%M:%S")
    except (ValueError, OverflowError, OSError):
        return "-"
