"""The Spanish words read against the seeds: the organiser's desk is never a "mesa" (the pool
table is), a safety is a "tiro de seguridad" (WPA, RFEB-Art.) and a rating is a "nivel"."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).resolve().parents[2] / "resources" / "i18n" / "pool_scoreboard_es.ts"


def _spanish() -> list[tuple[str, str]]:
    pairs = []
    for m in ET.parse(TS).getroot().iter("message"):
        src = m.findtext("source") or ""
        tr = m.find("translation")
        text = "".join(tr.itertext()) if tr is not None else ""
        pairs.append((src, text))
    return pairs


def test_the_desk_is_never_a_mesa() -> None:
    bad = [t for s, t in _spanish() if re.search(r"\bdesk\b", s) and "mesa de comp" in t.lower()]
    assert bad == []
    assert ("Competition desk", "Organización de la competición") in _spanish()


def test_a_safety_is_a_tiro_de_seguridad() -> None:
    assert [t for _s, t in _spanish() if re.search(r"\bdefensas?\b", t, re.I)] == []
    assert ("Safety", "Tiro de seguridad") in _spanish()


def test_a_rating_is_a_nivel() -> None:
    assert [t for _s, t in _spanish() if re.search(r"\bratings?\b", t, re.I)] == []
