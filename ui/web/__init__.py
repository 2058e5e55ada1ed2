"""The app's web servers on aiohttp, with no Qt: the overlay server's network side and the core both
servers run on (core), what a request says of its origin, its server and its body (authority),
what the overlay's two sides share (shared), and the phone API with the touch page's files
(phone_routes), with what a phone sends checked in shape by either road (entries).

Imports aiohttp and the Qt-free :mod:`scoreboard`; nothing of PySide6, nothing else of :mod:`ui`.
The windows' side of each server is in :mod:`ui.servers`."""
