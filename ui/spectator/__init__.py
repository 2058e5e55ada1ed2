"""The spectators' display: the second top-level window for a projector or TV (window) and the
scoreboard painted to scale in it (board).

Imports :mod:`scoreboard` and the shared helpers at the top of :mod:`ui`."""
