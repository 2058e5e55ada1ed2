"""The venue feed: each table's state, events and results on an MQTT broker, and the desk's
assignments back to the tables (``docs/venue-feed.md``). No Qt here: the network runs in
paho-mqtt's own thread and everything it receives is handed to a *sink* (a callable) that
the owner drains on its own thread; :mod:`ui.adapters.feed_bridge` makes that sink a queued Qt
signal.

Imports :mod:`scoreboard.competition`, :mod:`scoreboard.match`, :mod:`scoreboard.table` and
:mod:`scoreboard.files`; no Qt and nothing of :mod:`ui`."""
