"""The club's record in the windows: the history dialog of past matches (dialog), one stored match
(match_dialog), the thread that stores won matches (writer), the score sheet printed to PDF
(sheet_pdf), a match exported, the one in play or a stored one alike (export), and a match
imported (import_match).

Imports :mod:`scoreboard`, :mod:`ui.scorekeeper` (its 14.1 sheet) and the shared helpers at the
top of :mod:`ui`."""
