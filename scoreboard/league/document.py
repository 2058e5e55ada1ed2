"""A league file's document (parsed JSON) checked and turned into a :class:`League`.

The shape of the document is declared once here, with its bounds, through
:mod:`scoreboard.files.shapes`; what the shapes cannot say (a rubber naming a slot the night has
not, a team at a venue the league has not, two teams of one name) is checked after. Any fault
raises :class:`LeagueError` with :attr:`Problem.DAMAGED_FILE` naming the field. The format is
described in ``docs/leagues.md``.

Rubbers are listed one by one under ``rubbers``, or made by a rule under ``generate``:
``same-slot`` (slot 1 meets slot 1, 2 meets 2...: the federations' order of strength) or
``each-vs-each`` (every home slot meets every away slot ``times`` times, breaks alternating).

>>> doc = {"format": "pool-scoreboard-league", "version": 1, "name": "Demo",
...   "rules": {"night": {"slots": ["1", "2"], "generate": [{"pairing": "same-slot",
...       "discipline": "nine-ball", "race": 5}]}},
...   "season": {"start": "2026-09-14"}, "venues": [{"name": "Bar", "tables": 2}],
...   "divisions": [{"name": "A", "teams": [
...       {"name": "T1", "venue": "Bar", "night": "thursday"},
...       {"name": "T2", "venue": "Bar", "night": "thursday"}]}]}
>>> league = league_from_document(doc)
>>> [(r.id, r.home, r.away) for r in league.rules.format.rubbers]
[('S1', ('1',), ('1',)), ('S2', ('2',), ('2',))]

No Qt, no I/O.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from rules.core import Discipline, Ruleset
from scoreboard.files.shapes import (
    MAX_NAME,
    SHORT,
    Either,
    Flag,
    Int,
    Name,
    Obj,
    Opt,
    Row,
    SchemaError,
    Seq,
    Text,
)
from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.model import (
    Breaks,
    Cost,
    Division,
    League,
    LeagueRules,
    LineupEntry,
    NightFormat,
    NightWin,
    Penalties,
    Player,
    Points,
    RaceChart,
    RosterRules,
    Rubber,
    RubberKind,
    Season,
    Side,
    Team,
    TieBreak,
    Venue,
)

FORMAT = "pool-scoreboard-league"
VERSION = 1
MAX_SLOTS = 16
MAX_RUBBERS = 100
MAX_TEAMS = 64
MAX_DIVISIONS = 16
MAX_ROSTER = 40
MAX_OFF_DATES = 366
MAX_RACE = 1000
#: The most skill levels a race chart lists.
MAX_LEVELS = 20
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")

ID = Text(SHORT, nonempty=True)
SLOTS = Seq(ID, MAX_SLOTS)
COUNT = Int(0, 1000)
POINTS = Int(-100, 100)

RUBBER = Obj(
    {
        "id": ID,
        "kind": Text(SHORT, choices=RubberKind),
        "discipline": Text(SHORT, choices=Discipline),
        "ruleset": Opt(Text(SHORT, choices=Ruleset)),
        "race": Int(1, MAX_RACE),
        "frames": Opt(Int(1, MAX_RACE)),
        "home": SLOTS,
        "away": SLOTS,
        "breaks": Text(SHORT, choices=Breaks),
        "round": Int(1, 100),
        "table": Opt(Int(1, 100)),
    },
    required=("id", "discipline", "home", "away"),
)
GENERATE = Obj(
    {
        "pairing": Text(SHORT, choices=("same-slot", "each-vs-each")),
        "prefix": Text(8),
        "discipline": Text(SHORT, choices=Discipline),
        "ruleset": Opt(Text(SHORT, choices=Ruleset)),
        "race": Int(1, MAX_RACE),
        "frames": Opt(Int(1, MAX_RACE)),
        "times": Int(1, 4),
        "alternate_breaks": Flag(),
    },
    required=("pairing", "discipline"),
)
NIGHT = Obj(
    {
        "slots": SLOTS,
        "rubbers": Seq(RUBBER, MAX_RUBBERS),
        "generate": Seq(GENERATE, 8),
        "win": Text(SHORT, choices=NightWin),
        "target": Int(0, 10_000),
        "decider": Opt(RUBBER),
        "lineup": Text(SHORT, choices=LineupEntry),
        "lineup_first": Text(SHORT, choices=Side),
        "lineup_order": SLOTS,
        "lineup_alternate": Flag(),
        "race_chart": Obj(
            {
                "levels": Seq(Either(Int(0, 1000), ID), MAX_LEVELS, 1),
                "races": Seq(
                    Seq(Row(Int(1, MAX_RACE), Int(1, MAX_RACE)), MAX_LEVELS, 1), MAX_LEVELS, 1
                ),
            },
            required=("levels", "races"),
        ),
        "tables": Int(1, 64),
    },
    required=("slots",),
)
RULES = Obj(
    {
        "night": NIGHT,
        "points": Obj({k: POINTS for k in ("win", "draw", "loss", "per_rubber", "per_game")}),
        "tie_breaks": Seq(Text(SHORT, choices=TieBreak), len(TieBreak)),
        "roster": Obj(
            {
                "min_players": Int(0, MAX_ROSTER),
                "full_team": Int(0, MAX_ROSTER),
                "max_rubbers": Int(1, MAX_RUBBERS),
                "max_rubbers_short": Int(1, MAX_RUBBERS),
                "required": Seq(Seq(ID, 8, 1), 8),
                "skill_cap": Opt(Int(0, 10_000)),
                "strength_order": Flag(),
                "max_substitutes": Int(0, MAX_ROSTER),
            }
        ),
        "penalties": Obj(
            {
                "no_show_deduction": POINTS,
                "illegal_lineup": Text(SHORT, choices=Cost),
                "illegal_lineup_deduction": POINTS,
            }
        ),
    },
    required=("night",),
)
PLAYER = Obj(
    {
        "name": Name(),
        "categories": Seq(ID, 8),
        "skill": Opt(Int(0, 1000)),
        "strength": Opt(Int(1, 1000)),
    },
    required=("name",),
)
TEAM = Obj(
    {
        "name": Name(),
        "venue": Name(),
        "night": Text(SHORT, choices=WEEKDAYS),
        "roster": Seq(PLAYER, MAX_ROSTER),
    },
    required=("name", "venue", "night"),
)
LEAGUE = Obj(
    {
        "format": Text(SHORT, choices=(FORMAT,)),
        "version": Int(1, VERSION),
        "name": Text(MAX_NAME * 2, nonempty=True),
        "notes": Text(),
        "rules": RULES,
        "season": Obj(
            {
                "start": Text(10, iso_time=True),
                "meetings": Int(1, 4),
                "off": Seq(Text(10, iso_time=True), MAX_OFF_DATES),
            },
            required=("start",),
        ),
        "venues": Seq(Obj({"name": Name(), "tables": Int(1, 64)}, ("name", "tables")), 64, 1),
        "divisions": Seq(
            Obj({"name": Name(), "teams": Seq(TEAM, MAX_TEAMS, 2)}, ("name", "teams")),
            MAX_DIVISIONS,
            1,
        ),
    },
    required=("format", "version", "name", "rules", "season", "venues", "divisions"),
)


def _bad(field: str, detail: str) -> LeagueError:
    return LeagueError(Problem.DAMAGED_FILE, field=field, detail=detail)


def league_from_document(doc: Any) -> League:
    """The league ``doc`` describes; raises :class:`LeagueError` naming the faulty field."""
    try:
        LEAGUE.check(doc)
    except SchemaError as exc:
        raise _bad(exc.where, exc.problem) from None
    rules = _rules(doc["rules"])
    venues = tuple(Venue(v["name"], v["tables"]) for v in doc["venues"])
    divisions = tuple(
        Division(d["name"], tuple(_team(t) for t in d["teams"])) for d in doc["divisions"]
    )
    s = doc["season"]
    season = Season(
        start=_date(s["start"], "season.start"),
        meetings=s.get("meetings", 2),
        off=frozenset(_date(d, f"season.off.{i}") for i, d in enumerate(s.get("off", ()))),
    )
    league = League(doc["name"], rules, venues, divisions, season)
    _check_league(league)
    return league


def _date(text: str, field: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise _bad(field, "not a date") from None


def _team(t: dict[str, Any]) -> Team:
    roster = tuple(
        Player(
            p["name"],
            frozenset(p.get("categories", ())),
            p.get("skill"),
            p.get("strength"),
        )
        for p in t.get("roster", ())
    )
    return Team(t["name"], t["venue"], WEEKDAYS.index(t["night"]), roster)


def _rubber(r: dict[str, Any], where: str) -> Rubber:
    kind = RubberKind(r.get("kind", "singles"))
    for side in ("home", "away"):
        if len(r[side]) not in (0, kind.players):
            raise _bad(f"{where}.{side}", f"{kind.players} slots expected")
    return Rubber(
        id=r["id"],
        kind=kind,
        discipline=Discipline(r["discipline"]),
        race=r.get("race", 1),
        home=tuple(r["home"]),
        away=tuple(r["away"]),
        ruleset=Ruleset(r["ruleset"]) if r.get("ruleset") else None,
        frames=r.get("frames"),
        breaks=Breaks(r.get("breaks", "lag")),
        round=r.get("round", 1),
        table=r.get("table"),
    )


def _generated(g: dict[str, Any], slots: tuple[str, ...]) -> list[Rubber]:
    """The singles a ``generate`` rule makes."""
    common: dict[str, Any] = {
        "kind": RubberKind.SINGLES,
        "discipline": Discipline(g["discipline"]),
        "race": g.get("race", 1),
        "ruleset": Ruleset(g["ruleset"]) if g.get("ruleset") else None,
        "frames": g.get("frames"),
    }
    prefix = g.get("prefix", "S")
    if g["pairing"] == "same-slot":
        return [Rubber(f"{prefix}{s}", home=(s,), away=(s,), **common) for s in slots]
    out: list[Rubber] = []
    alternate = g.get("alternate_breaks", False)
    for time in range(g.get("times", 1)):
        for h in slots:
            for a in slots:
                breaks = Breaks.LAG
                if alternate:
                    breaks = Breaks.HOME if time % 2 == 0 else Breaks.AWAY
                rid = f"{prefix}{h}-{a}" + (f"-{time + 1}" if g.get("times", 1) > 1 else "")
                out.append(
                    Rubber(rid, home=(h,), away=(a,), breaks=breaks, round=time + 1, **common)
                )
    return out


def _rules(r: dict[str, Any]) -> LeagueRules:
    n = r["night"]
    slots = tuple(n["slots"])
    rubbers = [_rubber(x, f"rules.night.rubbers.{i}") for i, x in enumerate(n.get("rubbers", ()))]
    for g in n.get("generate", ()):
        rubbers += _generated(g, slots)
    if not rubbers or len(rubbers) > MAX_RUBBERS:
        raise _bad("rules.night.rubbers", f"not 1 to {MAX_RUBBERS} rubbers")
    decider = _rubber(n["decider"], "rules.night.decider") if n.get("decider") else None
    fmt = NightFormat(
        slots=slots,
        rubbers=tuple(sorted(rubbers, key=lambda r: r.round)),
        win=NightWin(n.get("win", "rubbers")),
        target=n.get("target", 0),
        decider=decider,
        lineup=LineupEntry(n.get("lineup", "blind")),
        tables=n.get("tables", 1),
        first=Side(n.get("lineup_first", "away")),
        order=tuple(n.get("lineup_order", ())),
        alternate=n.get("lineup_alternate", False),
        race_chart=_race_chart(n["race_chart"]) if "race_chart" in n else None,
    )
    _check_format(fmt)
    ro = r.get("roster", {})
    pe = r.get("penalties", {})
    return LeagueRules(
        format=fmt,
        points=Points(**r.get("points", {})),
        tie_breaks=tuple(TieBreak(t) for t in r.get("tie_breaks", ())),
        roster=RosterRules(
            min_players=ro.get("min_players", 1),
            full_team=ro.get("full_team", 0),
            max_rubbers=ro.get("max_rubbers", MAX_RUBBERS),
            max_rubbers_short=ro.get("max_rubbers_short", ro.get("max_rubbers", MAX_RUBBERS)),
            required=tuple(tuple(g) for g in ro.get("required", ())),
            skill_cap=ro.get("skill_cap"),
            strength_order=ro.get("strength_order", False),
            max_substitutes=ro.get("max_substitutes", 0),
        ),
        penalties=Penalties(
            no_show_deduction=pe.get("no_show_deduction", 1),
            illegal_lineup=Cost(pe.get("illegal_lineup", "night")),
            illegal_lineup_deduction=pe.get("illegal_lineup_deduction", 0),
        ),
    )


def _race_chart(c: dict[str, Any]) -> RaceChart:
    """The chart as its rows say, each pair read both ways: the race of level i against j
    is the race of j against i turned round."""
    where = "rules.night.race_chart"
    levels = tuple(str(x) for x in c["levels"])
    if len(set(levels)) != len(levels):
        raise _bad(f"{where}.levels", "a level named twice")
    rows = c["races"]
    if len(rows) != len(levels) or any(len(row) != len(levels) for row in rows):
        raise _bad(f"{where}.races", "not one race pair per two levels")
    table = tuple(tuple((int(a), int(b)) for a, b in row) for row in rows)
    for i, row in enumerate(table):
        for j, (a, b) in enumerate(row):
            if table[j][i] != (b, a):
                raise _bad(
                    f"{where}.races.{i}.{j}",
                    f"{levels[i]} vs {levels[j]} is not {levels[j]} vs {levels[i]} turned round",
                )
    return RaceChart(levels, table)


def _check_format(fmt: NightFormat) -> None:
    where = "rules.night"
    if len(set(fmt.slots)) != len(fmt.slots) or not fmt.slots:
        raise _bad(f"{where}.slots", "empty or a slot named twice")
    if fmt.order and sorted(fmt.order) != sorted(fmt.slots):
        raise _bad(f"{where}.lineup_order", "not every slot of the night, each once")
    ids = [r.id for r in fmt.all_rubbers]
    if len(set(ids)) != len(ids):
        raise _bad(f"{where}.rubbers", "a rubber id given twice")
    for r in fmt.rubbers:
        if len(r.home) != r.players_per_side or len(r.away) != r.players_per_side:
            raise _bad(f"{where}.rubbers.{r.id}", "slots missing")
        for s in r.home + r.away:
            if s not in fmt.slots:
                raise _bad(f"{where}.rubbers.{r.id}", "a slot the night has not")
    if fmt.decider is not None and fmt.win is not NightWin.RUBBERS:
        raise _bad(f"{where}.decider", "a decider needs a night won by rubbers")
    if fmt.win is NightWin.FIRST_TO_GAMES and fmt.target < 1:
        raise _bad(f"{where}.target", "a night won by games needs a target")


def _check_league(league: League) -> None:
    venues = {v.name: v for v in league.venues}
    if len(venues) != len(league.venues):
        raise _bad("venues", "a venue named twice")
    names = [d.name for d in league.divisions]
    if len(set(names)) != len(names):
        raise _bad("divisions", "a division named twice")
    seen: set[str] = set()
    for i, d in enumerate(league.divisions):
        for j, t in enumerate(d.teams):
            where = f"divisions.{i}.teams.{j}"
            if t.name in seen:
                raise _bad(f"{where}.name", "a team named twice")
            seen.add(t.name)
            if t.venue not in venues:
                raise _bad(f"{where}.venue", "a venue the league has not")
            if venues[t.venue].tables < league.rules.format.tables:
                raise _bad(f"{where}.venue", "fewer tables than a night needs")
            if len({p.name for p in t.roster}) != len(t.roster):
                raise _bad(f"{where}.roster", "a player named twice")
