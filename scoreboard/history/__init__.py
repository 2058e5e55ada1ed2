"""The club's record, without Qt: the SQLite history of matches, racks and shots (database), its
file under the app (file), its SQL schema and migrations (schema), the session's keeper of it
(keeper), its rows read as untrusted values (rows, values), the results kept without their shots
(results: typed at the competition desk, received from a venue table), the lock timeouts
(timeouts), and what a stored match gives back: the score sheet (score_sheet, sheet_html) and
the exports (export).

Imports :mod:`rules`, :mod:`scoreboard.files`, :mod:`scoreboard.match` and :mod:`scoreboard.table`."""
