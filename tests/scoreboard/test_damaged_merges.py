"""Damaged merges are counted, never hidden: a person's ``merged_into`` that points at a missing
person, at himself, round a circle, or along a chain that ends at a missing person is read as no
merge. The registry reports each such link (:attr:`Registry.damaged_links`), lists those people
with the names that are theirs, counts their matches and ratings, and lets them be merged and
unmerged again; every person of the registry can be reached."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoreboard.history.database import HistoryDB
from scoreboard.players.registry import Registry, profile, rate
from tests.scoreboard.test_history import played

NAMES = ("Ana", "Bea", "Cid", "Dan")
MISSING = 999


class Hall:
    """A history where Ana, Bea, Cid and Dan have each played Zed once (each won 2 racks to
    0), and its registry; ``ids`` by name."""

    def __init__(self) -> None:
        self.db = HistoryDB(":memory:")
        for i, name in enumerate(NAMES):
            self.db.save(played((name, "Zed"), winner=0, match_id=f"m{i}")[0])
        self.reg = Registry(self.db.conn)
        self.ids = {name: self.reg.find(name) for name in (*NAMES, "Zed")}

    def link(self, who: str, into: str | int) -> None:
        """Write ``who``'s merged_into by hand, as another program might."""
        target = self.ids[into] if isinstance(into, str) else into
        self.db.conn.execute(
            "UPDATE people SET merged_into = ? WHERE id = ?", (target, self.ids[who])
        )

    def listed(self) -> dict[str, tuple[str, ...]]:
        """Each listed person's name, with the typed names that count as his."""
        return {p.name: p.names for p in self.reg.people()}


def dangling(h: Hall) -> None:
    """Ana was merged into Bea; then Bea's row was deleted."""
    h.reg.merge(h.ids["Ana"], h.ids["Bea"])
    h.db.conn.execute("DELETE FROM people WHERE id = ?", (h.ids["Bea"],))


def itself(h: Hall) -> None:
    h.link("Ana", "Ana")


def two_circle(h: Hall) -> None:
    """Ana was merged into Bea; then Bea was set as merged into Ana."""
    h.reg.merge(h.ids["Ana"], h.ids["Bea"])
    h.link("Bea", "Ana")


def three_circle(h: Hall) -> None:
    h.link("Ana", "Bea")
    h.link("Bea", "Cid")
    h.link("Cid", "Ana")


def chain_to_missing(h: Hall) -> None:
    """Ana was merged into Bea (a sound merge); then Bea was set as merged into nobody."""
    h.reg.merge(h.ids["Ana"], h.ids["Bea"])
    h.link("Bea", MISSING)


#: damage: (who has a damaged link, who is listed with which names, who plays how many matches)
CASES: dict[str, tuple[Callable[[Hall], None], set[str], dict[str, tuple[str, ...]], dict]] = {
    "dangling": (
        dangling,
        {"Ana"},
        {"Ana": ("Ana",), "Cid": ("Cid",), "Dan": ("Dan",), "Zed": ("Zed",)},
        {"Ana": 1, "Cid": 1, "Dan": 1, "Zed": 4},
    ),
    "itself": (
        itself,
        {"Ana"},
        {n: (n,) for n in (*NAMES, "Zed")},
        {"Ana": 1, "Bea": 1, "Cid": 1, "Dan": 1, "Zed": 4},
    ),
    "two-circle": (
        two_circle,
        {"Ana", "Bea"},
        {n: (n,) for n in (*NAMES, "Zed")},
        {"Ana": 1, "Bea": 1, "Cid": 1, "Dan": 1, "Zed": 4},
    ),
    "three-circle": (
        three_circle,
        {"Ana", "Bea", "Cid"},
        {n: (n,) for n in (*NAMES, "Zed")},
        {"Ana": 1, "Bea": 1, "Cid": 1, "Dan": 1, "Zed": 4},
    ),
    "chain-to-missing": (
        chain_to_missing,
        {"Bea"},
        {"Bea": ("Ana", "Bea"), "Cid": ("Cid",), "Dan": ("Dan",), "Zed": ("Zed",)},
        {"Bea": 2, "Cid": 1, "Dan": 1, "Zed": 4},
    ),
}


def damaged(case: str) -> Hall:
    h = Hall()
    CASES[case][0](h)
    return h


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_damaged_merge_is_listed_as_no_merge_and_counted(case: str) -> None:
    h = damaged(case)
    _, broken, listed, _ = CASES[case]
    assert h.listed() == listed
    assert len(h.reg.damaged_links) == len(broken)
    if case == "dangling":  # Bea's name: its person is gone, a damaged row left out
        assert [m for m in h.reg.problems if m.startswith("player_names row")] != []
    for name in broken:
        assert any(f"people row {h.ids[name]}:" in m for m in h.reg.damaged_links)
    # everyone there is listed or soundly merged into someone listed
    everyone = {p.id: p for p in h.reg.people(include_merged=True)}
    shown = {p.id for p in h.reg.people()}
    reachable = shown | {m for pid in shown for m in everyone[pid].merged}
    assert reachable == set(everyone)


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_damaged_merge_leaves_every_match_counted_and_rated(case: str) -> None:
    h = damaged(case)
    _, _, _, matches = CASES[case]
    people = {p.name: p for p in h.reg.people()}
    assert {name: people[name].matches for name in matches} == matches
    ratings = rate(h.reg)
    played_ = h.reg.played()
    for name, count in matches.items():
        pid = people[name].id
        # each match: 2 racks to 0, rated where both sides are people (in "dangling", Bea's
        # row is gone: her name is a damaged row, reported, and her match is rated for nobody)
        rated = sum(1 for m in played_ if pid in m.people and None not in m.people)
        assert rated == count - (case == "dangling" and name == "Zed")
        assert ratings[pid].robustness == 2 * rated
        assert len(profile(played_, pid).matches) == count


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_person_with_a_damaged_merge_can_be_merged_and_unmerged(case: str) -> None:
    h = damaged(case)
    _, broken, _, _ = CASES[case]
    dan = h.ids["Dan"]
    for name in sorted(broken):
        before = h.listed()
        who = h.ids[name]
        h.reg.merge(who, dan)
        assert name not in h.listed() and who in h.reg.person(dan).merged
        assert set(before[name]) <= set(h.reg.person(dan).names)
        h.reg.unmerge(dan, who)
        after = h.listed()
        # back as before this merge: his own name, and those of whoever is merged into him
        assert after[name] == before[name]
        assert {n: after[n] for n in before if n not in (name, "Dan")} == {
            n: before[n] for n in before if n not in (name, "Dan")
        }  # nobody else merged or lost on the way
        assert h.reg.damaged_links == []  # written as what it was read as: no merge
    # and whoever is soundly merged comes back: every person, every match his
    for p in h.reg.people():
        if p.merged:
            h.reg.unmerge(p.id)
    people = {p.name: p.matches for p in h.reg.people()}
    assert people == {n: 4 if n == "Zed" else 1 for n in people}
    assert set(people) >= {"Ana", "Cid", "Dan", "Zed"}


# -- any graph of links ------------------------------------------------------------------------


def expected_damage(links: dict[int, object], ids: set[int]) -> set[int]:
    """The damaged links of ``links``, found the slow way: a link to no whole number, to
    someone missing, to oneself, or one that, followed, comes back to where it started."""
    out = set()
    for pid, into in links.items():
        if isinstance(into, bool) or not isinstance(into, int) or into not in ids or into == pid:
            out.add(pid)
            continue
        node: object = into
        for _ in range(len(links) + 1):
            if node == pid:
                out.add(pid)
                break
            node = links.get(node) if isinstance(node, int) else None
            if isinstance(node, bool) or not isinstance(node, int) or node not in ids:
                break
    return out


@settings(max_examples=60, deadline=None)
@given(
    st.integers(1, 9).flatmap(
        lambda n: st.tuples(
            st.just(n),
            st.lists(
                st.one_of(st.none(), st.integers(0, n + 1), st.just("x"), st.just(2.5)),
                min_size=n,
                max_size=n,
            ),
        )
    )
)
def test_any_graph_of_merges_leaves_everyone_reachable_and_counts_its_damage(
    graph: tuple[int, list[object]],
) -> None:
    """People 1..n, each with a typed name; each one's merged_into written by hand: nobody,
    one of them (himself too), someone missing, or no number at all."""
    n, targets = graph
    db = HistoryDB(":memory:")
    reg = Registry(db.conn)
    ids = [reg.add(f"Player {i}") for i in range(n)]
    for i in range(n):
        db.remember_player(f"Player {i}")
    reg.link_new()
    links: dict[int, object] = {}
    for pid, t in zip(ids, targets, strict=True):
        into = t
        if isinstance(t, int):
            into = ids[t - 1] if 1 <= t <= n else 1000 + t  # 0 and n + 1: nobody's id
        if into is not None:
            links[pid] = into
        db.conn.execute("UPDATE people SET merged_into = ? WHERE id = ?", (into, pid))
    broken = expected_damage(links, set(ids))
    listed = {p.id for p in reg.people()}
    assert len(reg.damaged_links) == len(broken)
    assert broken <= listed  # a damaged link hides nobody
    # everyone is listed, or merged (link by link) into someone listed
    everyone = {p.id: p for p in reg.people(include_merged=True)}
    reached, todo = set(listed), list(listed)
    while todo:
        for m in everyone[todo.pop()].merged:
            if m not in reached:
                reached.add(m)
                todo.append(m)
    assert reached == set(ids)
    # each typed name counts for someone listed: his own, or the one he is merged into
    assert {m.people[0] for m in reg.played()} <= listed
    assert {reg.find(f"Player {i}") for i in range(n)} <= listed
    # unmerging whoever has merges brings everyone back
    for _ in range(n):
        merged = [p for p in reg.people() if p.merged]
        for p in merged:
            reg.unmerge(p.id)
    assert {p.id for p in reg.people()} == set(ids)
    db.close()
