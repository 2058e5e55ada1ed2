"""How long the history's connections wait for another connection's lock (no imports: the
session reads these at start-up without loading the history's modules)."""

from __future__ import annotations

#: Seconds a statement waits for another connection's lock before giving up, on the window's
#: own connection (the window must never freeze on a locked history: the caller tries again
#: later).
BUSY_TIMEOUT = 0.25
#: The same on the connection that stores a won match off the window's thread: it can wait for
#: a lock held for a while (a backup tool) since nothing waits for it.
STORE_BUSY_TIMEOUT = 5.0
