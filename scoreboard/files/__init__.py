"""The app's files and folders, without Qt: where they live (paths), how they are written
without ever losing one, what a file the app reads may hold (shapes), CSV cells, local time,
and what an installed copy sets up on its first start.

Imports :mod:`rules` (the names the shapes check) and nothing else of the app but
:mod:`scoreboard` (its version)."""
