"""The Qt adapters of the Qt-free core, and nothing more: a table's notifications as signals
(controller), the shot clock's timer (clock_driver), the idle collector's timer (gc_policy),
the feed's network thread to the Qt thread (feed_bridge), and the system's stop requests to Qt's
event loops (stop_signals).

Imports PySide6's QtCore and :mod:`scoreboard`; nothing else of :mod:`ui`."""
