"""A league night at the desk: the night's window (night_window), the match sheet ("acta") on
paper (acta), and the words for the league model's codes (words).

Imports :mod:`scoreboard.league` and the shared helpers at the top of :mod:`ui`; opened from
the competition desk (:mod:`ui.desk`), made by the composition root."""
