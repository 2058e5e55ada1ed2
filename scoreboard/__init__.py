"""Everything of the app that knows no Qt, room by room: the app's files (files), a match
(match), a table with its journal and shot clock (table), the club's record (history), the
players' registry and figures (players), the arithmetic of ratings and fair races (ratings),
scoring from phones (phones), competitions (competition), the venue feed's client side (feed),
and one running installation, the service the windows talk to (service).

Imports :mod:`rules`, never Qt or :mod:`ui` (the import contracts in pyproject.toml).
docs/architecture.md draws the rooms and the path of one shot."""

__version__ = "0.1.0"
