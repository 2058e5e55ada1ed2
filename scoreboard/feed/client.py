"""One connection to the broker: paho-mqtt in its own network thread.

Nothing here waits on the network: connecting, reconnecting and sending happen in paho's
thread, and :meth:`Connection.publish` only queues. What arrives is filed in the connection's
:class:`~scoreboard.feed.inbox.Inbox` (nothing decoded on paho's thread, so that it always
answers the broker's keep-alive), and the owner's *sink* is told, on paho's thread, that the
inbox has something: the owner takes it on its own thread, in batches, each message checked
(:func:`~scoreboard.feed.messages.read`) then, as a :class:`Connected`, :class:`Disconnected`,
:class:`Received` or :class:`Rejected`; a message that fails its check is logged and handed on
as :class:`Rejected`, never as data.

The broker's retained messages (every table's newest ``state`` and ``online`` flag) are the
truth the owner is shown, and a connection asks for them again whenever it may have missed some
(:meth:`Connection.ask_again`: it subscribes anew to its topics, and the broker sends each
retained message again): at every connection, a reconnection too; and once a flood is over
(:class:`FloodWatch`), because the broker drops what a reader's queue cannot hold (Mosquitto
drops a QoS 0 message once 1,000 wait for the reader), the newest state of a flood among them.

>>> parse_address("mqtt://table3:secret@10.0.0.5:1884")
Address(host='10.0.0.5', port=1884, tls=False, username='table3', password='secret')
>>> parse_address("mqtts://broker.local").port
8883
>>> parse_address("http://x")
Traceback (most recent call last):
...
ValueError: the feed address must start with mqtt:// or mqtts://
>>> split_login("mqtt://table-3:s%40cret@10.0.0.5:1884")
('mqtt://10.0.0.5:1884', 'table-3', 's@cret')
>>> with_login("mqtts://broker.local", "desk", "p:w")
'mqtts://desk:p%3Aw@broker.local:8883'
>>> split_login(with_login("mqtt://[fd00::5]", "table-1", "x y"))
('mqtt://[fd00::5]:1883', 'table-1', 'x y')
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, unquote, urlsplit

import paho.mqtt.client as mqtt
from paho.mqtt.enums import CallbackAPIVersion

from scoreboard.feed import poll_select
from scoreboard.feed.inbox import (
    Connected,
    Disconnected,
    Event,
    Inbox,
    Received,
    Rejected,
)

# paho's waits by poll(2): no descriptor numbered 1024 or more breaks the feed (see the module)
mqtt.select = poll_select.PollSelect  # type: ignore[attr-defined,assignment]

__all__ = [
    "Address",
    "Connected",
    "Connection",
    "Disconnected",
    "Event",
    "Inbox",
    "Received",
    "Rejected",
    "Sink",
    "parse_address",
    "split_login",
    "with_login",
]

log = logging.getLogger(__name__)

KEEPALIVE = 10  # seconds: a table whose network is gone is marked offline within 1.5 times this
#: More messages than this in a second is a flood: the broker may have dropped some.
FLOOD = 500
#: Seconds of a flood's end (fewer than :data:`FLOOD` a second) before asking again.
QUIET = 1.0


@dataclass(frozen=True, slots=True)
class Address:
    host: str
    port: int
    tls: bool = False
    username: str | None = None
    password: str | None = None

    def __repr__(self) -> str:  # the password is never printed
        return (
            f"Address(host={self.host!r}, port={self.port}, tls={self.tls}, "
            f"username={self.username!r}, password={'secret' if self.password else None!r})"
        )

    def url(self) -> str:
        """The address without its password (for the status bar and the logs)."""
        user = f"{self.username}@" if self.username else ""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'mqtts' if self.tls else 'mqtt'}://{user}{host}:{self.port}"


def parse_address(text: str) -> Address:
    """``mqtt://[user[:password]@]host[:port]``, or ``mqtts://`` for TLS."""
    if not isinstance(text, str) or len(text) > 1024:
        raise ValueError("the feed address is not a text of at most 1024 characters")
    parts = urlsplit(text.strip())
    if parts.scheme not in ("mqtt", "mqtts"):
        raise ValueError("the feed address must start with mqtt:// or mqtts://")
    try:
        port = parts.port
    except ValueError:
        raise ValueError(
            "the feed address has a port that is not a number from 1 to 65535"
        ) from None
    if not parts.hostname:
        raise ValueError("the feed address names no host")
    if parts.path not in ("", "/") or parts.query or parts.fragment:
        raise ValueError("the feed address is a host and a port, with no path")
    tls = parts.scheme == "mqtts"
    return Address(
        host=parts.hostname,
        port=port or (8883 if tls else 1883),
        tls=tls,
        username=unquote(parts.username) if parts.username else None,
        password=unquote(parts.password) if parts.password else None,
    )


def split_login(text: str) -> tuple[str, str, str]:
    """``(address without its login, user, password)`` of a feed address, for a dialog that
    shows the password apart (masked); raises ValueError as :func:`parse_address`."""
    a = parse_address(text)
    plain = Address(a.host, a.port, a.tls)
    return plain.url(), a.username or "", a.password or ""


def with_login(text: str, user: str, password: str) -> str:
    """The address ``text`` with ``user`` and ``password`` (those in ``text`` when empty)."""
    a = parse_address(text)
    user = user or a.username or ""
    password = password or a.password or ""
    host = f"[{a.host}]" if ":" in a.host else a.host
    login = quote(user, safe="") + (f":{quote(password, safe='')}" if password else "")
    return f"{'mqtts' if a.tls else 'mqtt'}://{login + '@' if user else ''}{host}:{a.port}"


#: Told on paho's thread that the connection's inbox has something to take (see the module).
Sink = Callable[[Inbox], None]


class FloodWatch:
    """Calls ``ask`` (on a timer thread of its own) once a flood of messages is over: more
    than ``rate`` live messages in a second, then ``quiet`` seconds with fewer. A burst of
    retained messages (the broker's answer when the connection subscribes) counts as a flood
    once per connection only, so that the answer to asking again never asks again."""

    def __init__(self, ask: Callable[[], None], *, rate: int = FLOOD, quiet: float = QUIET) -> None:
        self.ask = ask
        self.rate = rate
        self.quiet = quiet
        self._lock = threading.Lock()
        self._second = 0.0
        self._live = self._kept = 0
        #: messages since the timer was set
        self._since = 0
        #: a burst of retained messages was asked again since the connection
        self._kept_asked = False
        self._timer: threading.Timer | None = None
        self._stopped = False

    def connected(self) -> None:
        with self._lock:
            self._kept_asked = False

    def message(self, retained: bool) -> None:
        """A message came (paho's thread)."""
        with self._lock:
            self._since += 1
            if self._timer is not None or self._stopped:
                return
            now = time.monotonic()
            if now - self._second >= 1.0:
                self._second, self._live, self._kept = now, 0, 0
            if retained:
                self._kept += 1
            else:
                self._live += 1
            flood = self._live > self.rate
            if not flood and self._kept > self.rate and not self._kept_asked:
                self._kept_asked = flood = True
            if flood:
                self._start(self.quiet)

    def _start(self, delay: float) -> None:
        """The lock held."""
        self._since = 0
        self._timer = threading.Timer(delay, self._over)
        self._timer.daemon = True
        self._timer.start()

    def _over(self) -> None:
        with self._lock:
            if self._stopped:
                self._timer = None
                return
            if self._since > self.rate * self.quiet:  # still flooding
                self._start(self.quiet)
                return
            self._timer = None
            self._second, self._live, self._kept = 0.0, 0, 0
        self.ask()

    def stop(self) -> None:
        with self._lock:
            self._stopped = True
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None


class Connection:
    """A client of the broker that subscribes to ``subscriptions`` (topic filters, QoS) at
    every connection, with ``will`` (topic, payload) published retained by the broker if the
    connection is lost. ``persistent`` keeps the session (and the QoS 1 messages queued for
    it) on the broker while this client is away."""

    def __init__(
        self,
        address: Address,
        client_id: str,
        sink: Sink,
        *,
        venue: str,
        subscriptions: Iterable[tuple[str, int]] = (),
        will: tuple[str, bytes] | None = None,
        persistent: bool = False,
    ) -> None:
        self.address = address
        self.venue = venue
        self.inbox = Inbox(venue, sink)
        self.subscriptions = list(subscriptions)
        self.connected = False
        self.floods = FloodWatch(self.ask_again)
        #: times every retained message was asked for again after a flood
        self.asked_again = 0
        c = mqtt.Client(
            CallbackAPIVersion.VERSION2,
            client_id=client_id,
            clean_session=not persistent,
            protocol=mqtt.MQTTv311,
        )
        c.max_inflight_messages_set(64)
        c.max_queued_messages_set(1000)
        c.reconnect_delay_set(min_delay=1, max_delay=8)
        if address.username:
            c.username_pw_set(address.username, address.password)
        if address.tls:
            c.tls_set()
        if will is not None:
            c.will_set(will[0], will[1], qos=1, retain=True)
        c.on_connect = self._on_connect
        c.on_disconnect = self._on_disconnect
        c.on_message = self._on_message
        self.client = c

    def start(self) -> None:
        """Connect in the background (and keep reconnecting); returns at once."""
        self.client.connect_async(self.address.host, self.address.port, keepalive=KEEPALIVE)
        self.client.loop_start()

    def stop(self, last: tuple[str, bytes] | None = None) -> None:
        """Disconnect (publishing ``last`` retained first, if connected) and end the thread."""
        self.floods.stop()
        if last is not None and self.connected:
            info = self.client.publish(last[0], last[1], qos=1, retain=True)
            try:
                info.wait_for_publish(timeout=1.0)
            except (RuntimeError, ValueError):
                pass
        self.client.disconnect()
        self.client.loop_stop()
        self.connected = False

    def publish(self, topic: str, payload: bytes, *, qos: int = 0, retain: bool = False) -> bool:
        """Queue a message; False if it could not even be queued (not connected, QoS 0)."""
        info = self.client.publish(topic, payload, qos=qos, retain=retain)
        return bool(info.rc == mqtt.MQTT_ERR_SUCCESS)

    def ask_again(self) -> None:
        """Ask the broker for every retained message again (see the module): subscribed anew
        to every topic, it sends each table's newest state and online flag (any thread)."""
        if not self.connected:
            return  # the next connection asks
        log.info("feed: every retained message asked for again from %s", self.address.url())
        self.asked_again += 1
        for topic, qos in self.subscriptions:
            self.client.subscribe(topic, qos)

    # -- paho's thread -------------------------------------------------------------------------

    def _on_connect(
        self, client: mqtt.Client, userdata: Any, flags: Any, reason: Any, props: Any
    ) -> None:
        if reason.is_failure:
            log.warning("feed: %s refused the connection: %s", self.address.url(), reason)
            self.inbox.put(Disconnected(str(reason)))
            return
        self.floods.connected()
        for topic, qos in self.subscriptions:  # every retained message comes (again)
            client.subscribe(topic, qos)
        self.connected = True
        self.inbox.put(Connected())

    def _on_disconnect(
        self, client: mqtt.Client, userdata: Any, flags: Any, reason: Any, props: Any
    ) -> None:
        was = self.connected
        self.connected = False
        if was:
            log.info("feed: disconnected from %s: %s", self.address.url(), reason)
        self.inbox.put(Disconnected(str(reason)))

    def _on_message(self, client: mqtt.Client, userdata: Any, msg: mqtt.MQTTMessage) -> None:
        retained = bool(msg.retain)
        self.floods.message(retained)
        self.inbox.put_message(msg.topic, bytes(msg.payload), retained)
