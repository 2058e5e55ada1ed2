"""The example leagues of docs/examples/leagues/, and a night sheet built from them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from scoreboard.league.lineup import Lineup
from scoreboard.league.loader import load_league
from scoreboard.league.model import League, Side
from scoreboard.league.night import NightScore, NightSheet, RubberResult, Substitution, score_night
from scoreboard.league.season import Season

EXAMPLES = Path(__file__).resolve().parents[3] / "docs" / "examples" / "leagues"
H, A = Side.HOME, Side.AWAY


def example(name: str) -> League:
    return load_league(EXAMPLES / f"{name}.json")


def sheet(
    league: League,
    home: str,
    away: str,
    home_players: Sequence[str | None] | Mapping[str, str | None] | None,
    away_players: Sequence[str | None] | Mapping[str, str | None] | None,
    results: Mapping[str, tuple[int, int] | Side],
    substitutions: Sequence[Substitution] = (),
) -> NightSheet:
    """A night between two of ``league``'s teams. Players by slot order (a list) or by slot
    name (a mapping); ``None`` for a team that does not come. A result is a score or the side
    that forfeits the rubber."""
    fmt = league.rules.format

    def lineup(players: Sequence[str | None] | Mapping[str, str | None] | None) -> Lineup | None:
        if players is None:
            return None
        if isinstance(players, Mapping):
            return Lineup(tuple((s, players.get(s)) for s in fmt.slots))
        return Lineup.of(players, fmt)

    return NightSheet(
        league.team(home),
        league.team(away),
        lineup(home_players),
        lineup(away_players),
        {
            rid: RubberResult(forfeit=r) if isinstance(r, Side) else RubberResult(*r)
            for rid, r in results.items()
        },
        tuple(substitutions),
    )


def play(league: League, s: NightSheet) -> NightScore:
    return score_night(s, league.rules)


def give_in_turns(
    season: Season,
    fixture: str,
    home_players: Sequence[str | None],
    away_players: Sequence[str | None],
) -> None:
    """Both lineups of a night in turns given choice by choice, as the turns come (players
    in the format's slot order)."""
    fmt = season.league.rules.format
    by_slot = {
        Side.HOME: dict(zip(fmt.slots, home_players, strict=False)),
        Side.AWAY: dict(zip(fmt.slots, away_players, strict=False)),
    }
    while (turn := season.turn(fixture)) is not None:
        side, slot = turn
        season.pick(fixture, side, slot, by_slot[side].get(slot))
