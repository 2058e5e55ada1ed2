"""One running installation, without Qt: the application service the windows talk to (session),
the won match in play on its way to the history (archive, archive_runner; won_match and
won_at_start for the journals found at start), many tables with their shot clocks and history
links (hall) and the phones' requests answered on them (phone_front), the user's settings
(settings), one writer per data folder (folder_lock), a stop asked for by the system
(stop_request), the command line (cli) and the demonstration matches (demo).

Imports any Qt-free part of the app: :mod:`scoreboard.files`, :mod:`scoreboard.match`,
:mod:`scoreboard.table`, :mod:`scoreboard.history`, :mod:`scoreboard.players`,
:mod:`scoreboard.phones`, :mod:`scoreboard.competition` and :mod:`scoreboard.feed`."""
