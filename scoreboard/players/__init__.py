"""The players, without Qt: the registry of people behind the names typed into matches
(registry) and their merges read as untrusted (merges), what the registry's matches give (figures: each person's rating over a discipline),
the ratings New match shows (rating_book), a player's page as files (sheet), and the files for
rating bodies (files). The arithmetic of ratings and fair races is :mod:`scoreboard.ratings`.

Imports :mod:`scoreboard.ratings`, :mod:`scoreboard.history`, :mod:`scoreboard.match` and
:mod:`scoreboard.files`."""
