"""A competition drawn and put in words, for every window that shows one: the bracket as a
graphics scene (bracket_view), what the spectator display and the venue board show between
matches (spectator_board), and the words for the competition model's codes (words).

Imports :mod:`scoreboard.competition` and the shared helpers at the top of :mod:`ui`; used by
:mod:`ui.desk` and :mod:`ui.venue` alike."""
