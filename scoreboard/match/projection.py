"""The projection of a match onto what the views draw: :func:`project` builds the
:class:`~scoreboard.match.snapshot.Snapshot` from the match's state and the rack in play.

>>> from scoreboard.match.match import Match, MatchConfig
>>> m = Match(MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", breaker=1))
>>> snap = m.snapshot()
>>> snap.rack.turn, snap.rack.breaking, sorted(snap.rack.on_table)[:3]
(1, True, [1, 2, 3])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import rules
from rules import Inning, Rack, Ruleset
from scoreboard.match.snapshot import Decision, Players, RackView, Snapshot

if TYPE_CHECKING:  # pragma: no cover
    from scoreboard.match.match import MatchConfig, MatchState


def score_of(config: MatchConfig, st: MatchState, rack: Rack | None) -> tuple[int, int]:
    """Racks in the current set, handicap included; 14.1: points."""
    if config.points:
        rs = rack.score if rack is not None else (0, 0)
        return (st.carry[0] + rs[0], st.carry[1] + rs[1])
    s = config.start_racks
    return (s[0] + st.racks.set_racks[0], s[1] + st.racks.set_racks[1])


# Long because it is the whole picture of the match for the views, made field by field from one
# state so that every view sees the same moment.
def project(
    config: MatchConfig,
    ruleset: Ruleset,
    state: MatchState,
    rack: Rack | None,
    *,
    can_undo: bool,
    can_redo: bool = False,
) -> Snapshot:
    """The immutable picture of the match for the views."""
    st = state
    cfg = config
    live = rack is not None and not rack.is_over and st.outcome is None
    current: Inning | None = None
    if rack is not None and rack.state.inning_shots > 0:
        current = rack.current_inning
    ledger = st.stats.with_current(current)
    stats, rack_stats = ledger.match, ledger.rack
    last_verdict = rack.last_verdict if rack is not None else None
    groups: Any = getattr(rack.state, "groups", None) if rack is not None else None
    if not (isinstance(groups, tuple) and len(groups) == 2):
        groups = last_verdict.groups if last_verdict is not None else (None, None)
    if rack is not None:
        hints = rack.entry_hints()
    else:
        hints = rules.rack_class(cfg.discipline, ruleset).rules_hints()
    score = score_of(cfg, st, rack)
    races = cfg.races
    match_ball: tuple[bool, bool] = (False, False)
    hill_hill = False
    if not cfg.points and st.outcome is None:
        hill = (score[0] + 1 >= races[0], score[1] + 1 >= races[1])
        last_set = (
            cfg.sets <= 1 or st.racks.sets[0] + 1 >= cfg.sets,
            cfg.sets <= 1 or st.racks.sets[1] + 1 >= cfg.sets,
        )
        match_ball = (hill[0] and last_set[0], hill[1] and last_set[1])
        hill_hill = hill[0] and hill[1]
    live_rack = rack if live else None
    return Snapshot(
        players=Players(
            names=cfg.players,
            score=score,
            racks_won=st.racks.racks_won,
            sets=st.racks.sets,
            groups=groups,
            foul_counts=rack.foul_counts if rack is not None else (0, 0),
            innings=(stats[0].innings, stats[1].innings),
            high_run=(stats[0].longest_run, stats[1].longest_run),
            average=(stats[0].average, stats[1].average),
            match_ball=match_ball,
            conduct_warnings=st.conduct_warnings,
            stats=stats,
            rack_stats=rack_stats,
        ),
        rack=RackView(
            number=st.rack_number,
            awaiting_lag=st.awaiting_lag,
            breaker=st.breaker,
            turn=live_rack.turn if live_rack is not None else None,
            breaking=live_rack.breaking if live_rack is not None else False,
            on_table=rack.on_table if rack is not None else frozenset(),
            legal_targets=live_rack.legal_targets() if live_rack is not None else frozenset(),
            call_required=live_rack.call_required() if live_rack is not None else False,
            push_out_allowed=live_rack.push_out_allowed() if live_rack is not None else False,
            safety_allowed=live_rack.safety_allowed() if live_rack is not None else False,
            open_table=hints.has_groups and groups == (None, None),
            ball_in_hand=(
                live_rack.ball_in_hand if live_rack is not None else rules.BallInHand.NONE
            ),
            restrictions=live_rack.restrictions if live_rack is not None else frozenset(),
            run=current.run if current is not None and live else 0,
            hints=hints,
        ),
        decision=Decision(
            verdict=last_verdict,
            pending=live_rack.pending if live_rack is not None else None,
            warning=last_verdict.warning if live and last_verdict is not None else None,
        ),
        discipline=cfg.discipline,
        ruleset=ruleset,
        rack_only=cfg.rack_only,
        race=races,
        target=cfg.options.target if cfg.points else None,
        sets_to_win=cfg.sets,
        set_number=st.racks.set_number,
        hill_hill=hill_hill,
        winner=st.outcome.winner if st.outcome is not None else None,
        outcome=st.outcome,
        racks=st.racks.racks.items(),
        score_sheet=st.sheet.lines.items(),
        history=st.history,
        can_undo=can_undo,
        can_redo=can_redo,
    )
