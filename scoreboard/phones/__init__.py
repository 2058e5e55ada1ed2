"""Scoring a table from a phone, without Qt, threads or a network: who may score which table
(pens: pairing codes, tokens, one pen per table), what the app's server calls (service), and the
requests and replies that cross between the server's thread and the windows' thread (asks).

Imports :mod:`scoreboard.table`, :mod:`scoreboard.match` and :mod:`scoreboard.files`."""
