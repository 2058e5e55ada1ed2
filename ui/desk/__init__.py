"""The competition desk: a window to run an event (entrants, draw, bracket, tables, results,
classification) on top of :mod:`scoreboard.competition`."""
