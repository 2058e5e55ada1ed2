"""A login typed in the feed dialogs' fields goes into the address and back out whatever its
characters, and the address field never holds the password."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from scoreboard.feed.client import parse_address, split_login, with_login

text = st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=40)
hosts = st.sampled_from(["192.168.1.10", "broker.local", "fd00::5", "localhost"])


@given(user=text, password=text, host=hosts, port=st.integers(1, 65535), tls=st.booleans())
def test_a_login_survives_the_round_trip(
    user: str, password: str, host: str, port: int, tls: bool
) -> None:
    bare = f"{'mqtts' if tls else 'mqtt'}://{f'[{host}]' if ':' in host else host}:{port}"
    url = with_login(bare, user, password)
    a = parse_address(url)
    assert (a.host, a.port, a.tls, a.username, a.password) == (host, port, tls, user, password)
    shown, u, p = split_login(url)
    assert (shown, u, p) == (bare, user, password)
    assert "@" not in shown  # the address field holds no login
