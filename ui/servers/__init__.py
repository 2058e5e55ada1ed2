"""The servers on the windows' side: the overlay server's thread and its feed from the match
(overlay), its menu entry and dialog (overlay_ui), the phone server (phone_server) and the phone
tables it serves (phone_hall). Their network side, with no Qt, is :mod:`ui.web`.

Imports :mod:`scoreboard`, :mod:`ui.web`, :mod:`ui.adapters`, :mod:`ui.scorekeeper` and the
shared helpers at the top of :mod:`ui`."""
