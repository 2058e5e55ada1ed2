"""One connection to the broker: paho-mqtt in its own network thread.

Nothing here waits on the network: connecting, reconnecting and sending happen in paho's
thread, and :meth:`Connection.publish` only queues. What arrives is checked in that thread
(:func:`~scoreboard.feed.messages.read`) and handed to the owner's *sink* as a
:class:`Connected`, :class:`Disconnected`, :class:`Received` or :class:`Rejected`; a message
that fails its check is logged and handed on as :class:`Rejected`, never as data.

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
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, unquote, urlsplit

import paho.mqtt.client as mqtt
from paho.mqtt.enums import CallbackAPIVersion

from scoreboard.feed import messages, topics

log = logging.getLogger(__name__)

KEEPALIVE = 10  # seconds: a table whose network is gone is marked offline within 1.5 times this


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


@dataclass(frozen=True, slots=True)
class Connected:
    pass


@dataclass(frozen=True, slots=True)
class Disconnected:
    reason: str


@dataclass(frozen=True, slots=True)
class Received:
    """A checked message."""

    venue: str
    table: int
    kind: str
    data: dict[str, Any]
    size: int
    #: kept by the broker from before (sent at subscription), not published just now
    retained: bool = False


@dataclass(frozen=True, slots=True)
class Rejected:
    topic: str
    why: str


Event = Connected | Disconnected | Received | Rejected
Sink = Callable[[Event], None]


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
        self.sink = sink
        self.subscriptions = list(subscriptions)
        self.connected = False
        self.rejected = 0
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

    # -- paho's thread -------------------------------------------------------------------------

    def _on_connect(
        self, client: mqtt.Client, userdata: Any, flags: Any, reason: Any, props: Any
    ) -> None:
        if reason.is_failure:
            log.warning("feed: %s refused the connection: %s", self.address.url(), reason)
            self.sink(Disconnected(str(reason)))
            return
        for topic, qos in self.subscriptions:
            client.subscribe(topic, qos)
        self.connected = True
        self.sink(Connected())

    def _on_disconnect(
        self, client: mqtt.Client, userdata: Any, flags: Any, reason: Any, props: Any
    ) -> None:
        was = self.connected
        self.connected = False
        if was:
            log.info("feed: disconnected from %s: %s", self.address.url(), reason)
        self.sink(Disconnected(str(reason)))

    def _on_message(self, client: mqtt.Client, userdata: Any, msg: mqtt.MQTTMessage) -> None:
        topic = msg.topic
        where = topics.parse_topic(topic)
        if where is None or where[0] != self.venue:
            self._reject(topic[:200], "not a topic of this venue's feed")
            return
        venue, table, kind = where
        payload = bytes(msg.payload)
        try:
            data = messages.read(kind, payload, table)
        except messages.BadMessage as exc:
            self._reject(topic, str(exc))
            return
        self.sink(Received(venue, table, kind, data, len(payload), bool(msg.retain)))

    def _reject(self, topic: str, why: str) -> None:
        self.rejected += 1
        log.warning("feed: message on %s ignored: %s", topic, why)
        self.sink(Rejected(topic, why))
