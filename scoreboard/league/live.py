"""A league night as the hall's screens show it: the night's score (the teams, the rubbers each
has won, the rubbers in play on a table) and its division's standings, as JSON values for the
venue board and the ``league`` of the venue document (``docs/venue-feed.md``).

>>> import json, pathlib
>>> from scoreboard.league.season import Season
>>> doc = json.loads(pathlib.Path("docs/examples/leagues/andalusia-teams.json").read_text())
>>> s = Season.start("u1", doc)
>>> live = live_night(s, s.calendar.fixtures[0].id)
>>> live["format"], live["rubbers"], len(live["standings"])
('pool-scoreboard-league-night', [0, 0], 4)
>>> live["rubber_states"][0]
{'id': 'S1', 'state': 'waiting', 'games': [0, 0], 'winner': None}

No Qt, no I/O.
"""

from __future__ import annotations

from typing import Any

from scoreboard.league.errors import LeagueError
from scoreboard.league.kept_night import Night
from scoreboard.league.model import Side
from scoreboard.league.night import NightScore
from scoreboard.league.season import Season

FORMAT = "pool-scoreboard-league-night"
#: The standings rows the screens are given at most (a division holds at most 64 teams).
MAX_ROWS = 64
#: a rubber's state on the screens: not started, on a table, its result in, lost by forfeit
RUBBER_STATES = ("waiting", "in-play", "finished", "forfeited")


def _rubber_states(s: Season, n: Night, score: NightScore | None) -> list[dict[str, Any]]:
    """Each rubber of the night in the format's order: its id, state, games and winner."""
    if score is None:
        ids = [r.id for r in s.league.rules.format.rubbers]
        return [{"id": i, "state": "waiting", "games": [0, 0], "winner": None} for i in ids]
    out = []
    for r in score.rubbers:
        rid = r.rubber.id
        state = (
            "forfeited"
            if r.forfeited_by is not None
            else "finished"
            if r.played
            else "in-play"
            if rid in n.started or rid in n.results
            else "waiting"
        )
        winner = r.winner.value if r.winner is not None else None
        out.append({"id": rid, "state": state, "games": [r.home, r.away], "winner": winner})
    return out


def live_night(s: Season, fixture: str) -> dict[str, Any]:
    """The night ``fixture`` of ``s`` as it stands, and its division's standings. Pairs are
    ``[home, away]``; ``winner`` is ``home``, ``away`` or null; ``in_play`` the rubbers
    started on a table whose result has not come back; ``rubber_states`` every rubber
    (:func:`_rubber_states`)."""
    f, n = s.calendar.fixture(fixture), s.night(fixture)
    rubbers, games, points = [0, 0], [0, 0], [0, 0]
    winner: str | None = None
    complete = decided = False
    total = len(s.league.rules.format.rubbers)
    score: NightScore | None = None
    if n.ready():
        try:
            score = s.score(fixture)
        except LeagueError:
            score = None  # a night that cannot be scored shows nothing won
        if score is not None:
            rubbers = [score.rubbers_won[Side.HOME], score.rubbers_won[Side.AWAY]]
            games = [score.games[Side.HOME], score.games[Side.AWAY]]
            points = [score.points[Side.HOME], score.points[Side.AWAY]]
            winner = score.winner.value if score.winner is not None else None
            complete, decided, total = score.complete, score.decided, len(score.rubbers)
    return {
        "format": FORMAT,
        "version": 1,
        "league": s.name,
        "division": f.division,
        "date": f.date.isoformat(),
        "home": f.home,
        "away": f.away,
        "rubbers": rubbers,
        "games": games,
        "rubbers_total": total,
        "in_play": sorted(r for r in n.started if r not in n.results),
        "rubber_states": _rubber_states(s, n, score),
        "decided": decided,
        "complete": complete,
        "closed": n.closed,
        "winner": winner,
        "points": points,
        "standings": [
            {
                "rank": r.rank,
                "team": r.team,
                "played": r.played,
                "won": r.won,
                "drawn": r.drawn,
                "lost": r.lost,
                "points": r.points,
                "rubbers_for": r.rubbers_for,
                "rubbers_against": r.rubbers_against,
            }
            for r in s.standings(f.division)[:MAX_ROWS]
        ],
    }
