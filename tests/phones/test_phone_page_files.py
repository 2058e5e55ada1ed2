"""The touch page's files: every word in Spanish and English, every word the script asks for in
the catalogue (the engine's codes included), text written never as markup, the installed web
app's manifest, icons and service worker naming the page's own files."""

from __future__ import annotations

import json
import re
from typing import Any

from PySide6.QtGui import QImage

from resources import resource_path
from rules import BallInHand, Foul, Group, Interference, Option, Pocket, Reason, Restriction
from scoreboard.phones.service import MESSAGES
from ui import texts
from ui.web.phone_routes import PHONE_FILES

FOLDER = resource_path("phone")
CATALOGUE = json.loads((FOLDER / "phone-text.json").read_text("utf-8"))
SCRIPT = (FOLDER / "phone.js").read_text("utf-8")

#: Words made from a code of the state document: the key's prefix and every code it takes.
FAMILIES: dict[str, set[str]] = {
    "foul": {f.value for f in Foul},
    "reason": {r.value for r in Reason},
    "option": {o.value for o in Option},
    "pocket": {p.value for p in Pocket},
    "hole": {p.value for p in Pocket},
    "group": {g.value for g in Group},
    "bih": {b.value for b in BallInHand},
    "restriction": {r.value for r in Restriction},
    "interference": {i.value for i in Interference},
    "discipline": set(texts.DISCIPLINES),
    "error": set(texts.ERRORS),
}


def test_spanish_and_english_have_the_same_words() -> None:
    assert set(CATALOGUE) == {"en", "es"}
    assert set(CATALOGUE["es"]) == set(CATALOGUE["en"])
    for lang, words in CATALOGUE.items():
        for key, text in words.items():
            assert isinstance(text, str) and text.strip(), (lang, key)
            for n in range(1, 4):
                assert (f"%{n}" in text) == (f"%{n}" in CATALOGUE["en"][key]), (lang, key)


def test_the_spanish_words_are_spanish() -> None:
    es, en = CATALOGUE["es"], CATALOGUE["en"]
    same = {k for k in en if es[k] == en[k] and len(en[k]) > 8}
    # names that are the same in both: the game's own terms and the app's name
    assert same <= {"title", "push_out", "option.rerack-and-break"} | {
        k for k in same if "%1" in en[k] and len(en[k].replace("%1", "")) <= 8
    }, same


#: Words made from a prefix and a value the script names itself.
PREFIXED = {"conn_": {"online", "connecting", "offline"}, "plays_": {"solids", "stripes"}}


def words_used() -> tuple[set[str], set[str]]:
    """The keys the script names whole (``t("miss")``, ``t(cond ? "a" : "b")``) and the
    prefixes it completes (``t("foul." + code)``)."""
    whole = set(re.findall(r"""\bt\(\s*"([a-z_.-]+)"\s*[,)]""", SCRIPT))
    for pair in re.findall(r"""\bt\([^"\n]*\?\s*"([a-z_]+)"\s*:\s*"([a-z_]+)"\s*[,)]""", SCRIPT):
        whole |= set(pair)
    prefixes = set(re.findall(r"""\bt\(\s*"([a-z_.-]+)"\s*\+""", SCRIPT))
    return whole, prefixes


def test_every_word_the_script_asks_for_is_in_the_catalogue() -> None:
    whole, prefixes = words_used()
    assert {"miss", "scratch", "waiting_many", "pair_button", "foul_by", "lag_passes"} <= whole
    assert not whole - set(CATALOGUE["en"]), whole - set(CATALOGUE["en"])
    assert prefixes == {f"{f}." for f in FAMILIES if f != "error"} | {
        "code.",
        "error.",
        *PREFIXED,
    }, prefixes
    for prefix, values in PREFIXED.items():
        assert {prefix + v for v in values} <= set(CATALOGUE["en"]), prefix


def test_every_code_the_state_carries_has_its_words() -> None:
    for family, codes in FAMILIES.items():
        missing = {f"{family}.{c}" for c in codes} - set(CATALOGUE["en"])
        assert not missing, missing
    refusals = set(MESSAGES) | {"no-clock", "no-extension", "clock-not-now", "bad-request"}
    assert not {f"code.{c}" for c in refusals} - set(CATALOGUE["en"])


def test_every_word_of_the_catalogue_is_used() -> None:
    whole, prefixes = words_used()
    unused = {
        key
        for key in CATALOGUE["en"]
        if key not in whole and not any(key.startswith(p) for p in prefixes)
    }
    assert not unused, unused


def test_the_page_writes_text_never_markup() -> None:
    for name in ("phone.js", "sw.js"):
        script = (FOLDER / name).read_text("utf-8")
        assert "innerHTML" not in script and "outerHTML" not in script, name
        assert "insertAdjacentHTML" not in script and "document.write" not in script, name
        assert "eval(" not in script and "new Function" not in script, name


def test_the_page_loads_only_its_own_files() -> None:
    html = (FOLDER / "phone.html").read_text("utf-8")
    linked = set(re.findall(r'(?:href|src)="([^"]+)"', html))
    assert linked == {
        f"/phone/static/{n}"
        for n in ("manifest.webmanifest", "icon-192.png", "phone.css", "phone.js")
    }
    for name in PHONE_FILES:
        assert (FOLDER / name).is_file(), name


def test_the_service_worker_keeps_the_page_files() -> None:
    worker = (FOLDER / "sw.js").read_text("utf-8")
    kept = set(re.findall(r'"/phone/static/([^"]+)"', worker))
    assert kept == set(PHONE_FILES) - {"phone.html", "sw.js"}
    assert "/api/" not in worker.replace('"/api/', "")  # the API is never kept


def test_the_manifest_installs_the_page_with_its_icons() -> None:
    manifest: dict[str, Any] = json.loads((FOLDER / "manifest.webmanifest").read_text("utf-8"))
    assert manifest["display"] == "standalone" and manifest["scope"] == "/phone/"
    assert "start_url" not in manifest  # the table's own address, where it was installed
    for icon in manifest["icons"]:
        name = icon["src"].removeprefix("/phone/static/")
        image = QImage(str(FOLDER / name))
        size = int(icon["sizes"].split("x")[0])
        assert not image.isNull() and (image.width(), image.height()) == (size, size), name
        assert image.pixelColor(size // 2, size // 2) != image.pixelColor(2, 2)  # a ball on cloth
    assert {i["sizes"] for i in manifest["icons"]} == {"192x192", "512x512"}
