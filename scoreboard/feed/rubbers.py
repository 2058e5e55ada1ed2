"""A league night's rubber played on a table of another laptop of the venue: the desk sends it
to that table as an :class:`~scoreboard.feed.messages.Assignment` (as a competition's match),
and the table's result, received over the feed, puts the rubber's result into the season.

A rubber in play on venue table ``N`` is started in the season as the match
``venue-table:N`` (:func:`venue_match`) until its result comes; the assignment names the
season's uid as its competition and the rubber by its place (:func:`rubber_slot`: the night's
place in the calendar and the rubber's in the format, as identifiers), which the result
repeats. A result is taken once per result id by the desk's ledger
(:class:`~scoreboard.feed.desk.DeskFeed`); here, as :func:`~scoreboard.feed.desk.apply_result`
does for a bracket: the same result already held is "there already", another one held (typed
by hand) is a :class:`~scoreboard.feed.desk.Conflict`, a rubber not in play on the table it
comes from is a :class:`~scoreboard.feed.desk.WrongTable`, and a season not open is "not now".

>>> venue_match(3), venue_table("venue-table:3"), venue_table("m1")
('venue-table:3', 3, None)

No Qt, no I/O.
"""

from __future__ import annotations

import logging

from scoreboard.feed.desk import Conflict, WrongTable
from scoreboard.feed.fields import BadMessage, ident
from scoreboard.feed.messages import Assignment, ResultMessage
from scoreboard.league.errors import LeagueError
from scoreboard.league.season import Season
from scoreboard.match.match import MatchConfig

log = logging.getLogger(__name__)

_PREFIX = "venue-table:"


def venue_match(table: int) -> str:
    """What a rubber in play on venue table ``table`` is started as, until its result comes."""
    return f"{_PREFIX}{table}"


def venue_table(match_id: str) -> int | None:
    """The venue table a rubber started as ``match_id`` is in play on (None: not one)."""
    n = match_id.removeprefix(_PREFIX)
    if n == match_id or not (n.isascii() and n.isdigit() and len(n) < 4):
        return None
    return int(n)


def rubber_slot(s: Season, fixture: str, rubber: str) -> str:
    """The assignment's slot for ``rubber`` of the night ``fixture``: their places, as an
    identifier (a fixture's id holds spaces and accents)."""
    nights = [f.id for f in s.calendar.fixtures]
    rubbers = [r.id for r in s.league.rules.format.all_rubbers]
    return f"night{nights.index(fixture) + 1}.rubber{rubbers.index(rubber) + 1}"


def rubber_of(s: Season, slot: str) -> tuple[str, str] | None:
    """The (fixture, rubber) a slot of :func:`rubber_slot` names (None: none)."""
    night, _, rubber = slot.partition(".rubber")
    night = night.removeprefix("night")
    if not (night.isascii() and night.isdigit() and rubber.isascii() and rubber.isdigit()):
        return None
    nights, rubbers = s.calendar.fixtures, s.league.rules.format.all_rubbers
    i, j = int(night[:6]) - 1, int(rubber[:6]) - 1
    if not (0 <= i < len(nights) and 0 <= j < len(rubbers)):
        return None
    return nights[i].id, rubbers[j].id


def _race(config: MatchConfig) -> tuple[int, int]:
    if config.points:
        return config.options.target
    return config.race or (1, 1)


def rubber_assignment(s: Season, fixture: str, rubber: str) -> Assignment | None:
    """``rubber``'s match as a table of the venue is sent it: its players (the home side's
    first), discipline, rule set, each player's race, who breaks, a doubles rubber's partners;
    no shot clock (a league's rubbers are played without one). None: it cannot be played on
    a table (:meth:`~scoreboard.league.season.Season.rubber_setup`)."""
    config = s.rubber_setup(fixture, rubber)
    try:
        ident({"uid": s.uid}, "uid")
    except BadMessage:
        return None
    if config is None:
        return None
    f = s.calendar.fixture(fixture)
    race = _race(config)
    return Assignment(
        competition=s.uid,
        slot=rubber_slot(s, fixture, rubber),
        name=f"{s.name}: {f.home} – {f.away}"[:120],
        players=config.players,
        discipline=config.discipline.value,
        ruleset=config.ruleset.value if config.ruleset is not None else None,
        race=max(race),
        handicap=race if race[0] != race[1] else None,
        breaker=config.breaker,
        partners=config.partners,
    )


def venue_rubbers(s: Season | None) -> dict[int, Assignment]:
    """Every rubber of ``s`` in play on a venue table, as that table's assignment."""
    out: dict[int, Assignment] = {}
    if s is None:
        return out
    for fixture, rubber, match_id in s.started():
        table = venue_table(match_id)
        a = rubber_assignment(s, fixture, rubber) if table is not None else None
        if table is not None and a is not None:
            out[table] = a
    return out


def apply_rubber_result(s: Season | None, r: ResultMessage, now: str = "") -> bool | None:
    """Put ``r`` into ``s``: True if put in, or there already (the rubber holds this result);
    False if it cannot fit (no rubber's, other players, a score the rubber does not allow);
    None if it is another season's than the one open. Raises :class:`WrongTable` when the
    rubber is not in play on the table ``r`` comes from, and :class:`Conflict` when the
    rubber holds another result (typed at the desk): the night keeps it."""
    if r.competition is None or r.slot is None:
        return False
    if s is None or r.competition != s.uid:
        return None
    found = rubber_of(s, r.slot)
    config = s.rubber_setup(*found) if found is not None else None
    if found is None or config is None:
        return False
    fixture, rubber = found
    swapped = r.players != config.players
    if not swapped:
        racks, winner = r.racks, r.winner
    elif r.players == config.players[::-1]:
        racks, winner = (r.racks[1], r.racks[0]), 1 - r.winner
    else:
        log.warning("feed: result %s names other players than rubber %s", r.result_id, rubber)
        return False
    n = s.night(fixture)
    held = n.results.get(rubber)
    if held is not None:
        same = held.forfeit is None and (held.home, held.away) == racks
        if same or n.history.get(rubber) == r.match_id:
            return True
        pair = None if held.forfeit else (held.home, held.away)
        if pair is not None and swapped:
            pair = (pair[1], pair[0])
        raise Conflict(f"rubber {rubber} holds another result", pair)
    on = venue_table(n.started.get(rubber, ""))
    if on != r.table:
        where = f"table {on}" if on is not None else "no table"
        raise WrongTable(f"rubber {rubber} is on {where}, not on table {r.table}", on)
    try:
        s.rubber_received(fixture, rubber, r.match_id, racks, winner, now)
    except LeagueError as exc:
        log.warning("feed: result %s not put in: %s", r.result_id, exc.problem)
        return False
    return True
