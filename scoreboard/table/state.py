"""The match state document: one versioned JSON object derived from a :class:`Snapshot`.

This is what the overlay server serves at ``/api/v1/state`` and pushes on ``/api/v1/events``,
and what a venue feed carries for each table. It is built from the snapshot alone (plus the
shot clock's reading and where the table is), so every view of the match agrees with the
scorekeeper's window. No Qt here; ``docs/state-api.md`` describes every field and
``resources/overlay/state-v1.schema.json`` is its JSON Schema.

The document names things by codes (``"ball-in-hand": "anywhere"``, reasons, fouls, citation
keys such as ``WPA-6.1``); a client turns codes into words in its own language.

>>> from scoreboard.match.match import Match, MatchConfig
>>> snap = Match(MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", breaker=0)).snapshot()
>>> doc = state_document(snap, seq=1, now=1000.0)
>>> doc["format"], doc["version"], doc["seq"], doc["players"][0]["name"]
('pool-scoreboard-state', 1, 1, 'Ana')
>>> doc["table"]["balls"], doc["table"]["at_table"]
([1, 2, 3, 4, 5, 6, 7, 8, 9], 0)
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from rules import Move, Option, Penalty, Shot
from scoreboard.match.snapshot import HistoryEntry, Snapshot
from scoreboard.match.stats import PlayerStats
from scoreboard.table.shot_clock import ClockSnapshot, Phase, ShotClock

FORMAT = "pool-scoreboard-state"
VERSION = 1

#: Clock phases in which time is flowing (the deadline means something).
_RUNNING = frozenset({Phase.RUNNING, Phase.WARNING, Phase.COUNTDOWN})


@dataclass(frozen=True, slots=True)
class ClockReading:
    """The shot clock at one instant: ``phase`` is the clock's phase (written as its value),
    ``remaining`` the exact seconds left, ``total`` the seconds of this shot,
    ``warning_at`` / ``countdown_from`` the profile's marks, ``extensions_left`` per player."""

    phase: Phase
    remaining: float
    total: float
    extensions_left: tuple[int, int] = (0, 0)
    warning_at: int | None = None
    countdown_from: int | None = None

    @classmethod
    def of(cls, clock: ShotClock, snap: ClockSnapshot | None = None) -> ClockReading:
        """``clock`` read now (or as ``snap`` saw it: its phase and marks; the time left is
        always the exact one now)."""
        now = clock.read_time()
        snap = snap if snap is not None else clock.snapshot(now)
        return cls(
            phase=snap.phase,
            remaining=clock.remaining(now),
            total=clock.total(),
            extensions_left=snap.extensions_left,
            warning_at=snap.warning_at,
            countdown_from=snap.countdown_from,
        )


@dataclass(frozen=True, slots=True)
class Place:
    """Where the match is played: the venue's identifier and name, and the table's number."""

    venue_id: str | None = None
    venue_name: str | None = None
    table: int | None = None


_STAT_FIELDS = tuple(f.name for f in fields(PlayerStats))


def _stats(s: PlayerStats) -> dict[str, Any]:
    d: dict[str, Any] = {name: getattr(s, name) for name in _STAT_FIELDS}
    d["shot_time"] = round(s.shot_time, 3)
    d["longest_shot"] = round(s.longest_shot, 3)
    d["average"] = round(s.average, 3)
    return d


def _move_kind(move: Move) -> str:
    if isinstance(move, Shot):
        return "shot"
    if isinstance(move, Option):
        return "choice"
    if isinstance(move, Penalty):
        return "penalty"
    return "concession"


def _decision(entry: HistoryEntry | None) -> dict[str, Any] | None:
    """The last decision of the referee: the move, the reasons and fouls, the citations."""
    if entry is None:
        return None
    v = entry.verdict
    move = entry.move
    pocketed = list(move.pocketed_balls) if isinstance(move, Shot) else []
    return {
        "rack": entry.rack,
        "move": _move_kind(move),
        "shooter": v.shooter,
        "next_player": v.next_player,
        "pocketed": pocketed,
        "foul": bool(v.fouls),
        "fouls": sorted(f.value for f in v.fouls),
        "reasons": [r.value for r in v.reasons],
        "citations": list(v.citations),
        "ball_in_hand": v.ball_in_hand.value,
        "choice": v.choice.value if v.choice is not None else None,
        "turn_over": v.turn_over,
        "rack_won_by": v.outcome.winner if v.outcome is not None else None,
    }


def _clock(reading: ClockReading | None, now: float) -> dict[str, Any] | None:
    """The clock with its deadline as wall-clock milliseconds: a client counts down from the
    deadline (or from ``remaining_ms`` at ``generated_ms`` when its own clock differs)."""
    if reading is None or reading.phase is Phase.IDLE:
        return None
    remaining_ms = max(0, round(reading.remaining * 1000))
    running = reading.phase in _RUNNING
    return {
        "phase": reading.phase.value,
        "running": running,
        "remaining_ms": remaining_ms,
        "deadline_ms": round(now * 1000) + remaining_ms if running else None,
        "total_s": round(reading.total, 3),
        "warning_at_s": reading.warning_at,
        "countdown_from_s": reading.countdown_from,
        "extensions_left": list(reading.extensions_left),
    }


def _player(snap: Snapshot, i: int) -> dict[str, Any]:
    group = snap.players.groups[i]
    return {
        "name": snap.players.names[i],
        "score": snap.players.score[i],
        "race": snap.race[i],
        "target": snap.target[i] if snap.target is not None else None,
        "sets": snap.players.sets[i],
        "racks_won": snap.players.racks_won[i],
        "group": group.value if group is not None else None,
        "fouls": snap.players.foul_counts[i],
        "on_two_fouls": snap.decision.warning == i,
        "conduct_warnings": snap.players.conduct_warnings[i],
        "innings": snap.players.innings[i],
        "high_run": snap.players.high_run[i],
        "average": round(snap.players.average[i], 3),
        "match_ball": snap.players.match_ball[i],
        "stats": _stats(snap.players.stats[i]),
    }


def state_document(
    snap: Snapshot,
    *,
    seq: int,
    now: float,
    clock: ClockReading | None = None,
    place: Place | None = None,
) -> dict[str, Any]:
    """The state document of ``snap`` (``seq``: its sequence number for the client, ``now``:
    the wall-clock time in seconds it is made at, the base of the clock's deadline)."""
    place = place or Place()
    outcome = snap.outcome
    pending = snap.decision.pending
    return {
        "format": FORMAT,
        "version": VERSION,
        "seq": seq,
        "generated_ms": round(now * 1000),
        "venue": {"id": place.venue_id, "name": place.venue_name},
        "table_number": place.table,
        "match": {
            "discipline": snap.discipline.value,
            "ruleset": snap.ruleset.value,
            "rack_only": snap.rack_only,
            "sets_to_win": snap.sets_to_win,
            "set_number": snap.set_number,
            "rack_number": snap.rack.number,
            "hill_hill": snap.hill_hill,
            "started": bool(snap.players.names[0] or snap.players.names[1]),
            "over": snap.winner is not None,
            "winner": snap.winner,
            "end": outcome.reason.value if outcome is not None else None,
        },
        "players": [_player(snap, 0), _player(snap, 1)],
        "table": {
            "at_table": snap.rack.turn,
            "breaker": snap.rack.breaker,
            "breaking": snap.rack.breaking,
            "awaiting_lag": snap.rack.awaiting_lag,
            "balls": sorted(snap.rack.on_table),
            "legal_targets": sorted(snap.rack.legal_targets),
            "open_table": snap.rack.open_table,
            "ball_in_hand": snap.rack.ball_in_hand.value,
            "restrictions": sorted(r.value for r in snap.rack.restrictions),
            "run": snap.rack.run,
            "pending_choice": (
                {
                    "chooser": pending.chooser,
                    "options": [o.value for o in pending.options],
                    "reason": pending.reason.value,
                    "citations": list(pending.citations),
                }
                if pending is not None
                else None
            ),
        },
        "last_decision": _decision(snap.history.last),
        "clock": _clock(clock, now),
        "moves": len(snap.history),
    }
