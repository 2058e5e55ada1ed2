"""A table, without Qt: its match in play and its journal on disk (table, journal), its shot
clock (shot_clock, and clock_policy: when it starts, stops and resets by itself), many tables in
one process (tables), the disk's problems while a match is played (problem), and the match state
document the servers and the feed send (state).

Imports :mod:`rules`, :mod:`scoreboard.files` and :mod:`scoreboard.match`."""
