"""The match: players, race and sets, break rotation, statistics, shot clock logic, the journal
and the history database, and the controller the windows talk to."""

__version__ = "0.1.0"
