"""The venue feed on a table's laptop and on the hall's screens: the scorekeeper window's feed
control (table_ui), the venue board with every table live (board_ui) and the broker's login
fields (login). The desk's side of the feed is in :mod:`ui.desk` (venue_feed, feed_panel).

Imports :mod:`scoreboard`, :mod:`ui.adapters`, :mod:`ui.competition`, :mod:`ui.scorekeeper`,
:mod:`ui.servers` and the shared helpers at the top of :mod:`ui`."""
