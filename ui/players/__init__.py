"""The players in the windows: the Players window of the registry (window), a player's page
(page) with its form plot (form_plot), the page printed to PDF (pdf), and what the window
reads off the windows' thread (reading).

Imports :mod:`scoreboard`, :mod:`ui.history` (the PDF layout) and the shared helpers at the top
of :mod:`ui`."""
