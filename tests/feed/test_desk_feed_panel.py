"""The desk window's feed panel on a real Mosquitto: a result sent by another table than the
one its match is on is listed as refused and the bracket stays as it was; a table no login
and no assignment knows (retained junk) is listed apart, kept off the venue board, and
removed with its retained messages. The feed dialogs remember the broker and never show a
password. The screenshots are written next to the test's files."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import paho.mqtt.client as mqtt
from PySide6.QtWidgets import QApplication, QLineEdit

from scoreboard.competition import State
from scoreboard.feed.client import parse_address
from scoreboard.feed.messages import ResultMessage, online_payload
from scoreboard.feed.watch import VenueWatch
from scoreboard.service.settings import Settings
from tests.feed.broker import Broker, Pump
from tests.feed.test_who_speaks import state_of
from tests.feed.venue import VENUE, Scorekeeper, desk_with_competition
from ui.i18n import Translations


def items(widget) -> list[str]:
    return [widget.item(i).text() for i in range(widget.count())]


def test_the_desk_lists_refused_results_and_tables_nobody_knows(
    qtbot, tmp_path: Path, broker: Broker
) -> None:
    junk = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="junk")
    junk.connect("127.0.0.1", broker.port)
    junk.loop_start()
    base = f"pool-scoreboard/{VENUE}/table/"
    junk.publish(base + "3/state", state_of(3), qos=1, retain=True).wait_for_publish(5)
    junk.publish(base + "3/online", online_payload(True), qos=1, retain=True).wait_for_publish(5)
    desk, control, c = desk_with_competition(qtbot, tmp_path)
    desk.show()
    pump = Pump()
    for n in (1, 2):
        Scorekeeper(pump, broker.url, tmp_path, n)  # two tables on the feed
    translations = Translations(QApplication.instance())
    try:
        assert control.start(broker.url, VENUE, 2)
        first, second = c.ready()[:2]
        assert desk.assign(first.id, 1) and desk.assign(second.id, 2)
        panel = control.panel

        def listed() -> None:
            pump.drain()
            assert [line.split(":")[0] for line in items(control.list)] == ["Table 1", "Table 2"]
            assert [line.split(":")[0] for line in items(panel.apart)] == ["Table 3"]

        qtbot.waitUntil(listed, timeout=10000)
        assert not panel.remove.isHidden()
        board = control.open_board()
        qtbot.addWidget(board)
        assert sorted(board.tables()) == [1, 2]  # the hall does not see the junk

        # table 2 reports table 1's match: refused, listed, the bracket as it was
        names = (c.entrant(first.top), c.entrant(first.bottom))
        forged = ResultMessage(
            "r-forged", "m-forged", 2, names, (first.race, 0), 0, 1, c.uid, first.id
        )
        junk.publish(base + "2/result", forged.payload(), qos=1).wait_for_publish(5)
        qtbot.waitUntil(lambda: panel.refused.count() == 1, timeout=10000)
        line = items(panel.refused)[0]
        # the match by the name the bracket gives it, not its code
        assert line.startswith(f"Table 2, Semi-finals, match 1: {names[0]} {first.race} – 0")
        assert line.endswith("(refused: the match is on table 1)")
        assert desk.statusBar().currentMessage() == line
        assert c.slot(first.id).state is State.ON_TABLE and c.results == {}
        for lang in ("es", "en"):
            translations.set_language(lang)
            qtbot.wait(50)
            desk.grab().save(str(tmp_path / f"desk-feed-panel-{lang}.png"))
            if lang == "es":
                assert items(panel.refused)[0].startswith("Mesa 2, Semifinales, partido 1: ")
                assert panel.remove.text() == "Quitar la mesa elegida"

        # table 3 removed from the desk: gone, and gone from the broker
        panel.apart.setCurrentRow(0)
        panel.remove.click()
        assert panel.apart.count() == 0 and panel.remove.isHidden()
        q, sink = pump.sink()
        watch = pump.add(q, VenueWatch(parse_address(broker.url), VENUE, sink))
        watch.start()
        pump.until(lambda: sorted(watch.tables) == [1, 2], what="the tables on the broker")
        pump.settle(0.5)
        assert sorted(watch.tables) == [1, 2]
        assert 3 not in control.feed.tables
    finally:
        junk.loop_stop()
        junk.disconnect()
        control.stop()


def test_the_feed_dialogs_remember_the_broker_and_never_show_the_password(
    qtbot, tmp_path: Path
) -> None:
    from ui.desk.venue_feed import DeskFeedControl, DeskFeedDialog
    from ui.venue.table_ui import FeedDialog

    desk, control, _c = desk_with_competition(qtbot, tmp_path)
    url = "mqtts://desk:s3cr%3At@127.0.0.1:9"  # nobody there: the feed only tries
    assert control.start(url, VENUE, 12)
    control.stop()
    # a desk opened later on the same data folder
    again = DeskFeedControl(desk, tmp_path)
    assert again.remembered() == (url, VENUE, 12)
    dialog = DeskFeedDialog(desk, *again.remembered())
    qtbot.addWidget(dialog)
    assert dialog.url.text() == "mqtts://127.0.0.1:9"  # no login in the address
    assert dialog.login.user.text() == "desk"
    password = dialog.login.password
    assert password.echoMode() is QLineEdit.EchoMode.Password and password.text() == "s3cr:t"
    assert dialog.choice() == (url, VENUE, 12)
    shown = [w.text() for w in dialog.findChildren(QLineEdit) if w is not password]
    shown += [w.displayText() for w in dialog.findChildren(QLineEdit)]
    assert not any("s3cr" in text for text in shown)
    # a password typed anew replaces the saved one
    password.setText("n€w pass")
    assert parse_address(dialog.choice()[0]).password == "n€w pass"
    dialog.grab().save(str(tmp_path / "desk-feed-dialog.png"))

    table_control = SimpleNamespace(
        session=SimpleNamespace(settings=Settings()),
        in_use=("mqtt://table-3:t3-pw@10.0.0.5:1883", VENUE, 3),
        running=True,
    )
    table_dialog = FeedDialog(desk, table_control)  # type: ignore[arg-type]
    qtbot.addWidget(table_dialog)
    assert table_dialog.url.text() == "mqtt://10.0.0.5:1883"
    assert table_dialog.login.password.echoMode() is QLineEdit.EchoMode.Password
    assert table_dialog.choice() == (True, "mqtt://table-3:t3-pw@10.0.0.5:1883", VENUE, 3)
    table_dialog.grab().save(str(tmp_path / "table-feed-dialog.png"))
