"""A match, without Qt or I/O: its set-up and state (match), the books it keeps (ledgers), its
statistics (stats), the scorekeeper's inputs (inputs) and the shot being entered (entry), the
snapshot the views draw (snapshot, projection), and a match rebuilt from its inputs (replay).

Imports :mod:`rules` and :mod:`scoreboard.files`."""
