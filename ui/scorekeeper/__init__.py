"""The scorekeeper's window and its parts: the window (window), the shot being entered (entry_panel,
rack_widget, pocket_pad), the panels beside it (panels, inning_sheet), the key map and its help
(keyboard, key_help), the bars under it (history_bar, disk_words), its dialogs (setup_dialog and
its fair_race, clock_dialog, resume_dialog) and the action counter of the benchmark.

Imports :mod:`scoreboard`, :mod:`ui.adapters` and the shared helpers at the top of :mod:`ui`."""
