"""The venue feed: each table's state, events and results on an MQTT broker, and the desk's
assignments back to the tables (``docs/venue-feed.md``). No Qt here: the network runs in
paho-mqtt's own thread, which only files what it receives in the connection's inbox
(:mod:`scoreboard.feed.inbox`: a table's retained messages coalesced, the rest in order,
bounded) and tells the owner's *sink* (a callable); the owner takes it in batches on its own
thread. :mod:`ui.adapters.feed_bridge` makes that sink a queued Qt signal and takes one batch
per turn of the event loop.

Imports :mod:`scoreboard.competition`, :mod:`scoreboard.league` (the league night's document),
:mod:`scoreboard.match`, :mod:`scoreboard.table` and :mod:`scoreboard.files`; no Qt and nothing of :mod:`ui`."""
