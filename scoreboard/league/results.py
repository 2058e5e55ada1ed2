"""The season's results for the federation: every night of the calendar (its date, teams,
lineups, each rubber with its players and score, forfeits and no-shows, the night's result and
match points) and each division's standings, as one JSON document or as CSV tables.

The format is documented in ``docs/leagues.md`` ("The season's results"). Both files are
written atomically (:func:`~scoreboard.files.paths.export_bytes`); the JSON is read back by
:func:`read_results`, as untrusted as any file (bounded, checked, its fault naming the file).

>>> import json, pathlib
>>> from scoreboard.league.season import Season
>>> doc = json.loads(pathlib.Path("docs/examples/leagues/andalusia-teams.json").read_text())
>>> r = results_document(Season.start("u1", doc))
>>> r["format"], r["nights"][0]["played"], r["standings"][0]["rows"][0]["points"]
('pool-scoreboard-league-results', False, 0)

No Qt; the only I/O is the two writers and the reader.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

from scoreboard.files.cells import csv_cell
from scoreboard.files.paths import export_bytes, read_at_most
from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.model import Side
from scoreboard.league.night import NightScore, players_of
from scoreboard.league.season import Season
from scoreboard.league.standings import Row

FORMAT = "pool-scoreboard-league-results"
VERSION = 1
#: A season of 16 divisions of 64 teams meeting 4 times stays well under this.
MAX_RESULTS_BYTES = 64 * 1024 * 1024

NIGHT_COLUMNS = (
    "fixture",
    "division",
    "round",
    "date",
    "venue",
    "home",
    "away",
    "played",
    "complete",
    "closed",
    "no_show",
    "home_lineup",
    "away_lineup",
    "home_rubbers",
    "away_rubbers",
    "home_games",
    "away_games",
    "winner",
    "home_points",
    "away_points",
)
RUBBER_COLUMNS = (
    "fixture",
    "date",
    "rubber",
    "kind",
    "home_players",
    "away_players",
    "home_score",
    "away_score",
    "winner",
    "forfeited_by",
)
STANDING_COLUMNS = (
    "division",
    "rank",
    "team",
    "played",
    "won",
    "drawn",
    "lost",
    "points",
    "rubbers_for",
    "rubbers_against",
    "games_for",
    "games_against",
    "no_shows",
)


def _side(side: Side | None) -> str | None:
    return None if side is None else side.value


def _rubbers(s: Season, fixture: str, score: NightScore) -> list[dict[str, Any]]:
    sheet, fmt = s.sheet(fixture), s.league.rules.format
    return [
        {
            "rubber": r.rubber.id,
            "kind": r.rubber.kind.value,
            "home_players": list(players_of(sheet, fmt, r.rubber, Side.HOME)),
            "away_players": list(players_of(sheet, fmt, r.rubber, Side.AWAY)),
            "home": r.home,
            "away": r.away,
            "played": r.played,
            "winner": _side(r.winner),
            "forfeited_by": _side(r.forfeited_by),
        }
        for r in score.rubbers
    ]


def _night(s: Season, fixture: str) -> dict[str, Any]:
    f, n = s.calendar.fixture(fixture), s.night(fixture)
    out: dict[str, Any] = {
        "fixture": f.id,
        "division": f.division,
        "round": f.round,
        "date": f.date.isoformat(),
        "venue": f.venue,
        "home": f.home,
        "away": f.away,
        "played": n.ready(),
        "closed": n.closed,
        "no_show": sorted(x.value for x in n.no_show),
        "lineups": {
            side.value: None if (lu := n.lineup(side)) is None else [list(p) for p in lu.slots]
            for side in Side
        },
        "substitutions": [
            {"side": x.side.value, "slot": x.slot, "player": x.player, "from_rubber": x.rubber}
            for x in n.substitutions
        ],
        "corrections": [{"reason": c.reason, "when": c.when} for c in n.corrections],
        "rubbers": [],
        "result": None,
    }
    if not n.ready():
        return out
    try:
        score = s.score(fixture)
    except LeagueError:
        return out  # a night that cannot be scored has no result to give
    out["rubbers"] = _rubbers(s, fixture, score)
    out["result"] = {
        "complete": score.complete,
        "winner": _side(score.winner),
        "rubbers": {side.value: score.rubbers_won[side] for side in Side},
        "games": {side.value: score.games[side] for side in Side},
        "points": {side.value: score.points[side] for side in Side},
        "forfeited_night": sorted(x.value for x in score.forfeited_night),
    }
    return out


def _row(r: Row) -> dict[str, Any]:
    return {
        "rank": r.rank,
        "team": r.team,
        "played": r.played,
        "won": r.won,
        "drawn": r.drawn,
        "lost": r.lost,
        "points": r.points,
        "rubbers_for": r.rubbers_for,
        "rubbers_against": r.rubbers_against,
        "games_for": r.games_for,
        "games_against": r.games_against,
        "no_shows": r.no_shows,
    }


def results_document(s: Season) -> dict[str, Any]:
    """The season's results as JSON values: every fixture of the calendar in date order, and
    each division's standings."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "season": s.uid,
        "league": s.name,
        "nights": [_night(s, f.id) for f in s.calendar.fixtures],
        "standings": [
            {"division": d.name, "rows": [_row(r) for r in s.standings(d.name)]}
            for d in s.league.divisions
        ],
    }


def _names(players: list[str | None]) -> str:
    return " & ".join(p or "" for p in players)


def _lineup_cell(lineup: list[list[str | None]] | None) -> str:
    return "" if lineup is None else "; ".join(f"{a}={b or ''}" for a, b in lineup)


def _table(columns: tuple[str, ...], rows: list[list[Any]]) -> str:
    buf = io.StringIO(newline="")
    w = csv.writer(buf)
    w.writerow(columns)
    for row in rows:
        w.writerow([csv_cell(v) for v in row])
    return buf.getvalue()


def results_csv(doc: dict[str, Any]) -> str:
    """Three CSV tables, each with its header row, a blank line between: the nights, the
    rubbers, the standings (``NIGHT_COLUMNS``, ``RUBBER_COLUMNS``, ``STANDING_COLUMNS``)."""
    nights, rubbers, standings = [], [], []
    for n in doc["nights"]:
        res = n["result"] or {}

        def pair(key: str, res: dict[str, Any] = res) -> list[Any]:
            return [res[key]["home"], res[key]["away"]] if res else ["", ""]

        nights.append(
            [n[k] for k in ("fixture", "division", "round", "date", "venue", "home", "away")]
            + [n["played"], res.get("complete", False), n["closed"], " ".join(n["no_show"])]
            + [_lineup_cell(n["lineups"]["home"]), _lineup_cell(n["lineups"]["away"])]
            + pair("rubbers")
            + pair("games")
            + [res.get("winner") or ("draw" if res.get("complete") else "")]
            + pair("points")
        )
        for r in n["rubbers"]:
            rubbers.append(
                [n["fixture"], n["date"], r["rubber"], r["kind"]]
                + [_names(r["home_players"]), _names(r["away_players"])]
                + ([r["home"], r["away"]] if r["played"] or r["forfeited_by"] else ["", ""])
                + [r["winner"] or "", r["forfeited_by"] or ""]
            )
    for d in doc["standings"]:
        for row in d["rows"]:
            standings.append([d["division"]] + [row[k] for k in STANDING_COLUMNS[1:]])
    return "\r\n".join(
        (
            _table(NIGHT_COLUMNS, nights),
            _table(RUBBER_COLUMNS, rubbers),
            _table(STANDING_COLUMNS, standings),
        )
    )


def export_results_json(path: Path | str, s: Season) -> None:
    text = json.dumps(results_document(s), ensure_ascii=False, indent=1, allow_nan=False)
    export_bytes(Path(path), (text + "\n").encode("utf-8"))


def export_results_csv(path: Path | str, s: Season) -> None:
    """UTF-8 with a byte-order mark, so spreadsheets read the accents."""
    export_bytes(Path(path), results_csv(results_document(s)).encode("utf-8-sig"))


def _damaged(name: str, field: str, detail: str) -> LeagueError:
    return LeagueError(Problem.DAMAGED_FILE, file=name, field=field, detail=detail)


def read_results(path: Path | str) -> dict[str, Any]:
    """An exported results file read back (untrusted): bounded, JSON, of this format and
    version, each night and standings row holding the fields the format names; a fault is
    ``damaged-file`` naming the file and the field."""
    p = Path(path)
    try:
        data = read_at_most(p, MAX_RESULTS_BYTES + 1)
    except OSError as exc:
        raise _damaged(p.name, "file", exc.strerror or "unreadable") from exc
    if len(data) > MAX_RESULTS_BYTES:
        raise _damaged(p.name, "file", "too large")
    try:
        doc = json.loads(data.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise _damaged(p.name, "file", "not JSON") from exc
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise _damaged(p.name, "format", "not a league's results")
    if doc.get("version") != VERSION:
        raise _damaged(p.name, "version", "unknown version")
    for key, fields in (("nights", NIGHT_COLUMNS[:7]), ("standings", ("division", "rows"))):
        items = doc.get(key)
        if not isinstance(items, list):
            raise _damaged(p.name, key, "not a list")
        for i, item in enumerate(items):
            if not isinstance(item, dict) or any(k not in item for k in fields):
                raise _damaged(p.name, f"{key}.{i}", "a field is missing")
    return doc


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")
