"""The ratings New match reads: every registry name's rating as the Players window fits it, the
starter rating for an unknown name, and a cache fitted again only when the history changed."""

from __future__ import annotations

import pytest

from scoreboard.history.database import HistoryDB
from scoreboard.history.keeper import HistoryKeeper
from scoreboard.players.rating_book import RatingCache, fingerprint, read_book
from scoreboard.players.registry import rate
from scoreboard.service.settings import Settings, settings_from_dict
from tests.scoreboard.test_history import played
from tests.scoreboard.test_players import rated_history


def test_every_name_of_a_person_finds_his_rating() -> None:
    db, reg = rated_history()
    book = read_book(db.conn, 500.0)
    fitted = rate(reg)
    ana = reg.find("ana")
    for typed in ("Ana", "ANA", " ana "):
        got = book.of(typed)
        assert got is not None and got.rated
        assert got.rating == pytest.approx(fitted[ana].rating)
        assert got.robustness == 8
    assert {"Ana", "ANA", "Bea", "Cid"} <= set(book.names)
    stranger = book.of("Zoe")
    assert stranger is not None
    assert (stranger.rating, stranger.robustness, stranger.rated) == (500.0, 0, False)
    assert book.of("  ") is None


def test_an_imported_rating_without_games_is_a_rating() -> None:
    db, reg = rated_history()
    reg.add("Dora", rating=720.0)
    got = read_book(db.conn, 500.0).of("dora")
    assert got is not None and (got.rating, got.robustness, got.rated) == (720.0, 0, True)


def test_the_starter_rating_moves_the_ratings() -> None:
    db, _ = rated_history()
    low, high = read_book(db.conn, 300.0), read_book(db.conn, 700.0)
    assert high.of("bea").rating - low.of("bea").rating == pytest.approx(400, abs=1)
    assert low.of("Zoe").rating == 300.0


def test_the_cache_fits_again_only_when_the_history_changed() -> None:
    db, reg = rated_history()
    keeper = HistoryKeeper(db=db)  # no background: the work is done right here
    cache = RatingCache()
    landed = []
    cache.refresh(keeper, 500.0, landed.append)
    assert len(landed) == 1 and cache.cached(500.0) is landed[0]
    cache.refresh(keeper, 500.0, landed.append)
    assert len(landed) == 1  # nothing changed: not fitted again, nobody told
    before = fingerprint(db.conn)
    db.save(played(("Ana", "Cid"), winner=1, match_id="m-new")[0])
    assert fingerprint(db.conn) != before
    cache.refresh(keeper, 500.0, landed.append)
    assert len(landed) == 2 and landed[1].of("cid").robustness == 6
    reg.merge(reg.find("cid"), reg.find("bea"))  # a merge changes the ratings too
    cache.refresh(keeper, 500.0, landed.append)
    assert len(landed) == 3 and landed[2].of("cid").rating == landed[2].of("bea").rating
    assert cache.cached(600.0) is None
    cache.refresh(keeper, 600.0, landed.append)
    assert len(landed) == 4 and landed[3].starter == 600.0


def test_no_history_no_ratings_and_no_error() -> None:
    cache = RatingCache()
    landed = []
    cache.refresh(HistoryKeeper(), 500.0, landed.append)
    assert landed == [] and cache.cached(500.0) is None


def test_the_starter_rating_is_a_bounded_setting() -> None:
    assert Settings().rating_starter == 500.0
    assert settings_from_dict({"rating_starter": 620})[0].rating_starter == 620
    for bad in (-1, 3001, "500", float("nan"), True):
        s, problem = settings_from_dict({"rating_starter": bad})
        assert s.rating_starter == 500.0 and problem is not None


def test_each_discipline_is_rated_from_its_own_games(tmp_path) -> None:
    db = HistoryDB(tmp_path / "h.sqlite3")
    for n in range(5):
        db.save(played(("Ana", "Bea"), 0, "eight-ball", match_id=f"e{n}")[0])
        db.save(played(("Ana", "Bea"), 1, "nine-ball", match_id=f"n{n}")[0])
    book = read_book(db.conn, 500.0)
    eight, nine, ten = (book.of("Ana", d) for d in ("eight-ball", "nine-ball", "ten-ball"))
    assert eight is not None and nine is not None and ten is not None
    assert eight.rating > 500.0 > nine.rating  # each from its own games
    assert eight.robustness == nine.robustness == 10  # five races to 2 each
    assert not ten.rated and ten.rating == 500.0  # no ten-ball game: the starter rating
    everything = book.of("Ana")
    assert everything is not None and everything.robustness == 20
    db.close()


def test_a_rating_below_the_clubs_established_robustness_is_provisional() -> None:
    db, reg = rated_history()
    reg.add("Dora", rating=720.0)
    plain, club = read_book(db.conn, 500.0), read_book(db.conn, 500.0, established=200)
    ana, club_ana = plain.of("Ana"), club.of("Ana")
    assert ana is not None and club_ana is not None
    assert not ana.provisional and club_ana.provisional and club_ana.robustness == 8
    # the starter weighs the 192 games Ana still misses: her rating stays near it
    assert abs(club_ana.rating - 500.0) < abs(ana.rating - 500.0) / 5
    assert club.of("Zoe").provisional and not plain.of("Zoe").provisional  # the starter itself
    assert not club.of("Dora").provisional  # an imported rating is the club's trust
    past = read_book(db.conn, 500.0, established=8)  # 8 games: established
    assert not past.of("Ana").provisional and past.of("Cid").provisional


def test_players_who_never_met_the_others_are_of_another_group(tmp_path) -> None:
    db = HistoryDB(tmp_path / "h.sqlite3")
    db.save(played(("Ana", "Bea"), 0, match_id="m1")[0])
    db.save(played(("Bea", "Cid"), 1, match_id="m2")[0])
    db.save(played(("Dan", "Eva"), 0, match_id="m3")[0])
    book = read_book(db.conn, 500.0)
    ana, cid, dan, zoe = (book.of(n) for n in ("Ana", "Cid", "Dan", "Zoe"))
    assert ana is not None and cid is not None and dan is not None and zoe is not None
    assert ana.comparable(cid) and not ana.comparable(dan) and not dan.comparable(cid)
    assert zoe.group is None and zoe.comparable(ana)  # no games: compared by the starter alone
    db.close()


def test_the_cache_reads_again_when_the_established_robustness_changes() -> None:
    db, _ = rated_history()
    cache = RatingCache()
    landed = []
    keeper = HistoryKeeper(db=db)
    cache.refresh(keeper, 500.0, landed.append, established=200)
    assert cache.cached(500.0, 200) is landed[0] and cache.cached(500.0, 0) is None
    cache.refresh(keeper, 500.0, landed.append, established=0)
    assert len(landed) == 2 and not landed[1].of("Ana").provisional


def test_the_handicap_settings_are_bounded_and_default_as_fargorate() -> None:
    s = Settings()
    assert (s.rating_established, s.race_minimum, s.rating_gap_cap) == (200, 3, None)
    read = settings_from_dict({"rating_established": 50, "race_minimum": 2, "rating_gap_cap": 300})
    assert read[1] is None
    assert (read[0].rating_established, read[0].race_minimum, read[0].rating_gap_cap) == (
        50,
        2,
        300,
    )
    for key, bad in (
        ("rating_established", -1),
        ("rating_established", 2.5),
        ("rating_established", True),
        ("race_minimum", 0),
        ("race_minimum", 26),
        ("rating_gap_cap", -5),
        ("rating_gap_cap", float("inf")),
        ("rating_gap_cap", "300"),
    ):
        got, problem = settings_from_dict({key: bad})
        assert problem is not None and getattr(got, key) == getattr(Settings(), key), key


def test_older_games_may_weigh_less_when_the_club_chooses(tmp_path) -> None:
    """Ana lost to Bea long ago and beats her now: with a half-life the recent wins count more."""
    from datetime import UTC, datetime, timedelta

    from scoreboard.players.registry import Registry, rate

    db = HistoryDB(tmp_path / "h.sqlite3")
    now = datetime.now(UTC)
    for n in range(6):
        old = played(("Ana", "Bea"), winner=1, match_id=f"old{n}")[0]
        db.save(old)
        db.save(played(("Ana", "Bea"), winner=0, match_id=f"new{n}")[0])
    # the old matches two years back, the new ones last week
    db.conn.execute(
        "UPDATE matches SET started = CASE WHEN match_id LIKE 'old%' THEN ? ELSE ? END",
        ((now - timedelta(days=730)).isoformat(), (now - timedelta(days=7)).isoformat()),
    )
    db.conn.commit()
    reg = Registry(db.conn)
    ana, bea = reg.find("ana"), reg.find("bea")
    alike = rate(reg)
    assert alike[ana].rating == pytest.approx(alike[bea].rating, abs=1e-6)
    recent = rate(reg, half_life=180.0)
    assert recent[ana].rating > recent[bea].rating + 20 and recent[ana].robustness == 24
    book = read_book(db.conn, 500.0, half_life=180.0)
    assert book.of("Ana").rating > book.of("Bea").rating and book.half_life == 180.0
    db.close()


def test_a_half_life_is_a_bounded_setting() -> None:
    assert Settings().rating_half_life is None
    assert settings_from_dict({"rating_half_life": 365})[0].rating_half_life == 365
    for bad in (0, 3, 40_000, "365", float("nan")):
        s, problem = settings_from_dict({"rating_half_life": bad})
        assert s.rating_half_life is None and problem is not None
