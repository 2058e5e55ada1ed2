"""The interfaces, on Qt: the entry point and composition root (app), both windows wired to one
table (main), and a package per window or part: scorekeeper, spectator, history, players, desk,
venue, competition (a competition drawn and said), servers (the overlay and phone servers on the
windows' side), web (their network side, with no Qt) and adapters (the core's notifications as
Qt signals and timers). The loose modules here are the helpers every window shares: texts and
describe (the engine's codes in words), i18n (translators and fill), plain (user text as plain
text), progress (work sized by untrusted input on a worker thread, with a progress dialog),
balls, sound, style, first_paint, instance, crash_dialog and screenshot.

Imports :mod:`scoreboard` and :mod:`rules`."""
