"""Leagues: a season of team matches ("league nights"). The league's rules as data
(:mod:`.model`), a league file read and checked (:mod:`.loader`, the only I/O here), a team's
lineup checked against the rules (:mod:`.lineup`), the night's score (:mod:`.night`), the
season's calendar (:mod:`.calendar`) and the standings (:mod:`.standings`).

Imports :mod:`rules` (the disciplines) and :mod:`scoreboard.files` (the file reader and the
declared shapes); no Qt and nothing of :mod:`ui`.
"""
