"""Pairing on the touch page: the code typed (a wrong one said, the right one pairs), the
language the phone speaks when the address does not say one, and a device the desk unpairs
brought back to the pairing screen."""

# ruff: noqa: F811 - the fixtures of page_play are imported, then asked for by name
from __future__ import annotations

import json

from tests.phones.page_driver import Phone
from tests.phones.page_play import (  # noqa: F401 - fixtures
    APP,
    page_browser,
    page_hall,
    page_phone,
    page_server,
    page_url,
    pair,
    settled,
)
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer


def test_the_code_typed_a_wrong_one_is_said(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    phone.goto(page_url(page_server, "1", "es"))
    phone.wait_for(f"{APP}.dataset.screen === 'pair'")
    assert phone.js("document.getElementById('pair-code').value") == ""
    code = hall.service.code("1")
    wrong = "000000" if code != "000000" else "111111"
    phone.type_into("#pair-code", wrong)
    phone.type_into("#pair-device", "Tablet <b>1</b>")
    phone.tap("#pair-button")
    s = phone.wait_shown(lambda s: "erróneo" in s["pairMessage"])
    assert s["pairMessage"] == "No se pudo emparejar: código de emparejamiento erróneo"
    assert s["screen"] == "pair" and hall.service.devices("1") == ()
    phone.type_into("#pair-code", code)
    phone.tap("#pair-button")
    s = settled(phone, hall)
    assert s["role"] == "pen"
    assert [d.device for d in hall.service.devices("1")] == ["Tablet <b>1</b>"]
    stored = json.loads(phone.js("localStorage.getItem('pool-phone.v1.1.pairing')"))
    assert stored["role"] == "pen" and len(stored["token"]) >= 32
    assert phone.js("localStorage.getItem('pool-phone.v1.2.pairing')") is None  # per table
    phone.page.call("Page.reload")  # paired: the page opens on the table
    s = phone.wait_shown(lambda s: s["screen"] == "play" and s["seq"] == "0")
    assert s["role"] == "pen"


def test_the_phones_language_without_one_in_the_address(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone = page_phone
    for locale, word in (("es-AR", "Emparejar"), ("en-GB", "Pair"), ("fr-FR", "Pair")):
        phone.page.call("Emulation.setLocaleOverride", locale=locale)
        phone.page.call(
            "Network.setUserAgentOverride",
            userAgent=phone.js("navigator.userAgent"),
            acceptLanguage=locale,
        )
        phone.goto("about:blank")
        phone.goto(page_server.url("1"))
        phone.wait_for(f"{APP}.dataset.screen === 'pair'")
        assert phone.js("navigator.language").startswith(locale[:2])
        assert phone.text("#pair-button") == word, locale
        phone.page.call("Emulation.setLocaleOverride", locale="")


def test_a_device_unpaired_at_the_desk_goes_back_to_pairing(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall)
    phone.wait_shown(lambda s: s["conn"] == "online")
    ref = hall.service.devices("1")[0].ref
    assert hall.revoke(ref).accepted
    s = phone.wait_shown(lambda s: s["screen"] == "pair")
    assert "pair it again" in s["pairMessage"]
    assert phone.js("localStorage.getItem('pool-phone.v1.1.pairing')") is None


def test_the_device_unpairs_itself_from_its_menu(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall, lang="es", device="Mesa 1 · Ana")
    phone.tap("#menu-button")
    phone.wait_for("!document.getElementById('sheet').hidden")
    assert phone.text("#sheet-title") == "Mesa 1 · Ana · Usted anota esta mesa"
    phone.screenshot("menu-es-360x740")
    phone.tap("#sheet-buttons button")
    phone.wait_shown(lambda s: s["screen"] == "pair")
    assert [d.revoked for d in hall.service.devices("1")] in ([True], [])
    assert phone.js("localStorage.getItem('pool-phone.v1.1.pairing')") is None


def test_a_device_may_be_left_unnamed_on_the_pairing_form(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    phone.goto(page_url(page_server, "1", "es", hall.service.code("1")))  # nothing stored yet
    phone.wait_for(f"{APP}.dataset.screen === 'pair'")
    assert phone.js("document.getElementById('pair-device').value") == ""  # no "Phone" for all
    assert phone.js("document.getElementById('pair-device').required") is False
    assert (
        phone.js("document.getElementById('pair-device').placeholder") == "p. ej. Teléfono de Ana"
    )
    assert "opcional" in phone.text("#pair-device-label")
    phone.screenshot("pair-unnamed-es-360x740")
    phone.tap("#pair-button")
    s = settled(phone, hall)
    assert s["role"] == "pen"
    assert [d.device for d in hall.service.devices("1")] == [""]
