"""The competition desk: a window to run an event (entrants, draw, bracket, tables, results,
classification) on top of :mod:`scoreboard.competition`: the window and what its parts share
(window, base, play, dialogs, files, printing, race_chart), the desk on the venue feed
(venue_feed, feed_panel, hall_venue), its phone tables (phone_tables, phone_link, phone_feed,
phone_facts, qr) and its link to this laptop's scorekeeper (link).

Imports :mod:`scoreboard`, :mod:`ui.competition`, :mod:`ui.venue`, :mod:`ui.servers`,
:mod:`ui.scorekeeper`, :mod:`ui.adapters` and the shared helpers at the top of :mod:`ui`."""
