"""The registry's edits: an unmerge undoes exactly one merge, whatever came after; a typed name
split into a person of its own; a match between two names of one person counted nowhere (the
ratings, a player's page, the results exported) and said so on the page's table."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoreboard.history.database import HistoryDB
from scoreboard.players.files import results_csv
from scoreboard.players.rating_book import read_book
from scoreboard.players.registry import Registry, game_records, profile, rate
from scoreboard.players.sheet import PageText, matches_rows
from tests.scoreboard.test_history import played

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve")


def hall() -> tuple[HistoryDB, Registry, dict[str, int]]:
    """Ann, Bob, Cid, Dan and Eve have each played Zed once; their people by name."""
    db = HistoryDB(":memory:")
    for i, name in enumerate(NAMES):
        db.save(played((name, "Zed"), winner=0, match_id=f"m{i}")[0])
    reg = Registry(db.conn)
    return db, reg, {name: reg.find(name) for name in (*NAMES, "Zed")}


def listed(reg: Registry) -> dict[str, tuple[str, ...]]:
    return {p.name: p.names for p in reg.people()}


def state(db: HistoryDB, reg: Registry) -> tuple[object, ...]:
    """What the registry says: every link, every name's person, every match's people."""
    links = db.conn.execute("SELECT id, merged_into FROM people ORDER BY id").fetchall()
    names = db.conn.execute("SELECT * FROM player_names ORDER BY player").fetchall()
    return links, names, [m.people for m in reg.played()], listed(reg)


def test_unmerging_the_later_merge_of_a_chain_brings_back_the_person_with_his_own_merge() -> None:
    db, reg, ids = hall()
    reg.merge(ids["Cid"], ids["Bob"])
    reg.merge(ids["Bob"], ids["Ann"])
    assert listed(reg)["Ann"] == ("Ann", "Bob", "Cid")
    reg.unmerge(ids["Ann"], ids["Bob"])
    assert listed(reg)["Ann"] == ("Ann",)
    assert listed(reg)["Bob"] == ("Bob", "Cid")  # Cid still merged into Bob
    assert reg.find("cid") == ids["Bob"]


def test_unmerging_the_earlier_merge_of_a_chain_brings_back_that_person_alone() -> None:
    db, reg, ids = hall()
    reg.merge(ids["Cid"], ids["Bob"])
    reg.merge(ids["Bob"], ids["Ann"])
    reg.unmerge(ids["Bob"], ids["Cid"])
    assert listed(reg)["Ann"] == ("Ann", "Bob")
    assert listed(reg)["Cid"] == ("Cid",)
    assert rate(reg)[ids["Cid"]].robustness == 2


def test_a_person_lists_every_merge_in_force_under_him() -> None:
    db, reg, ids = hall()
    reg.merge(ids["Cid"], ids["Bob"])
    reg.merge(ids["Bob"], ids["Ann"])
    reg.merge(ids["Dan"], ids["Ann"])
    ann = reg.person(ids["Ann"])
    assert ann.merged == (ids["Bob"], ids["Dan"])
    shown = {(m.source_name, m.into_name) for m in ann.merges}
    assert shown == {("Bob", "Ann"), ("Cid", "Bob"), ("Dan", "Ann")}


def test_an_unmerge_of_a_merge_not_in_force_is_refused() -> None:
    db, reg, ids = hall()
    reg.merge(ids["Cid"], ids["Bob"])
    reg.merge(ids["Bob"], ids["Ann"])
    with pytest.raises(KeyError):
        reg.unmerge(ids["Ann"], ids["Cid"])  # Cid is merged into Bob, not into Ann
    assert listed(reg)["Ann"] == ("Ann", "Bob", "Cid")


#: a step: merge (source, into) by index into the people, or unmerge the k-th merge in force
STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("merge"), st.integers(0, 5), st.integers(0, 5)),
        st.tuples(st.just("unmerge"), st.integers(0, 20), st.just(0)),
    ),
    max_size=12,
)


@settings(max_examples=60, deadline=None)
@given(STEPS)
def test_any_merges_and_unmerges_leave_what_the_merges_in_force_alone_make(steps) -> None:
    db, reg, ids = hall()
    people = [ids[n] for n in (*NAMES, "Zed")]
    in_force: list[tuple[int, int]] = []
    for kind, a, b in steps:
        roots = {p.id for p in reg.people()}
        if kind == "merge":
            source, into = people[a], people[b]
            if source != into and source in roots and into in roots:
                reg.merge(source, into)
                in_force.append((source, into))
        elif in_force:
            source, into = in_force.pop(a % len(in_force))
            reg.unmerge(into, source)
    db2, replayed, _ = hall()
    for source, into in in_force:
        replayed.merge(source, into)
    assert state(db, reg) == state(db2, replayed)


def spelled_twice() -> tuple[HistoryDB, Registry]:
    """José Pérez and jose perez (two people, one spelling up to accents and case), each
    against Zed: one person today."""
    db = HistoryDB(":memory:")
    db.save(played(("José Pérez", "Zed"), winner=0, match_id="m1")[0])
    db.save(played(("José Pérez", "Zed"), winner=0, match_id="m2")[0])
    db.save(played(("jose perez", "Zed"), winner=1, match_id="m3")[0])
    return db, Registry(db.conn)


def test_a_typed_name_is_split_into_a_person_of_its_own_with_its_matches() -> None:
    db, reg = spelled_twice()
    jose = reg.find("José Pérez")
    assert reg.find("jose perez") == jose
    new = reg.split("jose perez")
    assert new != jose
    assert reg.find("jose perez") == new and reg.find("José Pérez") == jose
    people = {p.id: p for p in reg.people()}
    assert people[new].name == "jose perez" and people[new].names == ("jose perez",)
    assert people[jose].names == ("José Pérez",)
    assert (people[jose].matches, people[new].matches) == (2, 1)
    [m3] = [m for m in reg.played() if m.names[0] == "jose perez"]
    assert m3.people[0] == new
    assert rate(reg)[new].robustness == 2
    # a match stored later under that spelling goes to the new person too
    db.save(played(("jose perez", "Zed"), winner=0, match_id="m4")[0])
    assert {p.id: p for p in reg.people()}[new].matches == 2


def test_a_split_person_merged_back_is_one_again_and_the_merge_can_be_undone() -> None:
    db, reg = spelled_twice()
    jose = reg.find("José Pérez")
    new = reg.split("jose perez")
    reg.merge(new, jose)
    assert reg.find("jose perez") == jose and reg.person(jose).matches == 3
    reg.unmerge(jose, new)
    assert reg.find("jose perez") == new


def test_a_split_of_the_only_name_or_of_a_name_never_typed_is_refused() -> None:
    db, reg = spelled_twice()
    before = listed(reg)
    with pytest.raises(ValueError, match="only name"):
        reg.split("Zed")
    with pytest.raises(KeyError):
        reg.split("Nadie")
    assert listed(reg) == before


def against_herself() -> tuple[HistoryDB, Registry, int]:
    """Ana beat Anita 2-0, and Ana beat Zed 2-0; then Anita was merged into Ana."""
    db = HistoryDB(":memory:")
    db.save(played(("Ana", "Anita"), winner=0, match_id="m1")[0])
    db.save(played(("Ana", "Zed"), winner=0, match_id="m2")[0])
    reg = Registry(db.conn)
    ana = reg.find("Ana")
    reg.merge(reg.find("Anita"), ana)
    return db, reg, ana


def test_a_match_between_two_names_of_one_person_is_not_in_the_ratings() -> None:
    _, reg, ana = against_herself()
    matches = reg.played()
    assert [m.one_person for m in matches] == [True, False]
    assert len(game_records(matches)) == 1
    assert rate(reg)[ana].robustness == 2


def test_a_match_between_two_names_of_one_person_is_not_in_the_pages_figures() -> None:
    _, reg, ana = against_herself()
    page = profile(reg.played(), ana)
    assert len(page.matches) == 2  # listed
    [nine] = page.disciplines
    assert (nine.matches, nine.won, nine.lost, nine.racks_won, nine.racks_lost) == (1, 1, 0, 2, 0)
    assert [share for _, share in page.form] == [1.0]


def test_a_match_between_two_names_of_one_person_is_not_exported() -> None:
    _, reg, _ = against_herself()
    lines = results_csv(reg.played(), reg.people(include_merged=True)).splitlines()
    assert len(lines) == 2 and "Zed" in lines[1]


def test_the_pages_table_says_a_match_between_two_names_of_the_person() -> None:
    _, reg, ana = against_herself()
    page = profile(reg.played(), ana)
    text = PageText(one_person="Between two names")
    rows = matches_rows(page, reg.people(), text)
    assert [r[1] for r in rows] == ["Anita", "Zed"]
    assert [r[5] for r in rows] == ["Between two names", "Victory"]


def test_a_name_typed_after_a_merge_goes_home_with_its_spelling_when_the_merge_is_undone() -> None:
    db, reg, ids = hall()
    reg.merge(ids["Cid"], ids["Bob"])
    reg.merge(ids["Bob"], ids["Ann"])
    db.remember_player("CID")  # typed later: counts as Ann, like Cid
    assert reg.find("CID") == ids["Ann"]
    reg.unmerge(ids["Ann"], ids["Bob"])
    assert reg.find("CID") == ids["Bob"]
    reg.unmerge(ids["Bob"], ids["Cid"])
    assert reg.find("CID") == ids["Cid"] and listed(reg)["Cid"] == ("CID", "Cid")


def test_new_match_finds_the_rating_of_each_spelling_after_a_split() -> None:
    db, reg = spelled_twice()
    new = reg.split("jose perez")
    book = read_book(db.conn, 500.0)
    ratings = rate(reg)
    jose = reg.find("José Pérez")
    assert book.of("jose perez").robustness == ratings[new].robustness == 2
    assert book.of("José Pérez").robustness == ratings[jose].robustness == 4
    assert book.of(" jose   perez ", "nine-ball").rating == pytest.approx(rate(reg)[new].rating)
