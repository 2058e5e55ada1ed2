"""The phone tables on the venue feed, through a real Mosquitto run as a venue should run it
(passwords and the ACL): each phone table publishes its state as its own login table-N, and
every machine on the feed sees it like any table's (here the desk's own list of the feed)."""

from __future__ import annotations

from pathlib import Path

from tests.feed.broker import login_url, secured_broker
from tests.phones.test_desk_phone_tables import desk_ui, drawn, pair, send, switch_on

__all__ = ["desk_ui"]  # the fixture

VENUE = "club-norte"
PASSWORDS = {"desk": "desk-secret", "table-1": "phones", "table-2": "phones", "board": "b"}


def test_phone_tables_are_published_on_the_feed_as_tables(qtbot, tmp_path: Path, desk_ui) -> None:
    folder = tmp_path / "broker"
    folder.mkdir()
    broker = secured_broker(folder, VENUE, PASSWORDS, 2)
    link = desk_ui.desk_link
    desk, panel, control = link.desk, link.phone_panel, link.feed
    try:
        c = drawn(desk, tables=2)
        port = switch_on(panel, 2)
        panel.feed_password.setText("phones")
        panel.feed_password.editingFinished.emit()
        assert control.start(login_url(broker, "desk", PASSWORDS["desk"]), VENUE, 2)
        assert sorted(link.phone_feeds.feeds) == [1, 2]
        first = c.ready()[0]
        desk.select(first.id)
        desk.start_btn.click()  # on phone table 1
        pen = pair(port, "1", link.phones.hall.service.code("1"), "Pixel")
        send(port, "1", pen, 1, {"kind": "lag", "winner": 0, "breaks": True})
        send(port, "1", pen, 2, {"kind": "shot", "shot": {"pocketed": [[9, "foot-left"]]}})

        def seen() -> None:
            view = control.feed.tables.get(1) if control.feed is not None else None
            assert view is not None and view.online is True and view.state is not None
            players = view.state["players"]
            assert [p["name"] for p in players] == [c.entrant(first.top), c.entrant(first.bottom)]
            assert players[0]["racks_won"] == 1
            assert view.state["table_number"] == 1

        qtbot.waitUntil(seen, timeout=15000)
        qtbot.waitUntil(
            lambda: control.feed.tables.get(2) is not None and control.feed.tables[2].online,
            timeout=15000,
        )
        assert link.phone_feeds.feeds[1][0].rejected == 0
        # phone scoring off: the phone tables leave the feed (their online flag: false)
        panel.on_box.setChecked(False)
        assert link.phone_feeds.feeds == {}
        qtbot.waitUntil(lambda: control.feed.tables[1].online is False, timeout=15000)
    finally:
        control.stop()
        link.phone_feeds.stop()
        broker.kill()
