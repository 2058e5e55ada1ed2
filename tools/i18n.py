#!/usr/bin/env python3
"""Translation workflow.

    python tools/i18n.py update   # collect tr() strings into resources/i18n/*.ts, then build
    python tools/i18n.py build    # compile every .ts to its committed .qm (pyside6-lrelease)
    python tools/i18n.py check    # list entries that are missing or unfinished

English is the source language; its .ts marks every entry finished with the source text.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("es", "en")
SOURCE_DIRS = ("ui", "scoreboard")


def ts_file(lang: str) -> Path:
    return I18N / f"pool_scoreboard_{lang}.ts"


def tool(name: str) -> str:
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 in this environment")
    return found


def sources() -> list[str]:
    files: list[str] = []
    for d in SOURCE_DIRS:
        files += sorted(str(p.relative_to(ROOT)) for p in (ROOT / d).rglob("*.py"))
    return files


def lupdate(targets: list[Path]) -> None:
    cmd = [tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *sources(), "-ts"]
    cmd += [str(t) for t in targets]
    subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True)


def fill_english(path: Path) -> None:
    tree = ET.parse(path)
    for msg in tree.iter("message"):
        src = msg.findtext("source") or ""
        tr = msg.find("translation")
        if tr is None:
            tr = ET.SubElement(msg, "translation")
        numerus = msg.get("numerus") == "yes"
        if numerus:
            forms = tr.findall("numerusform")
            if not forms or not all((f.text or "") for f in forms):
                for f in forms:
                    tr.remove(f)
                for _ in range(2):
                    ET.SubElement(tr, "numerusform").text = src
        elif not tr.text:
            tr.text = src
        tr.attrib.pop("type", None)
    write_ts(tree, path)


def write_ts(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree)
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", "utf-8"
    )


def problems(path: Path) -> list[str]:
    """Entries that are missing or unfinished in a .ts file."""
    out = []
    tree = ET.parse(path)
    for ctx in tree.iter("context"):
        name = ctx.findtext("name")
        for msg in ctx.iter("message"):
            src = msg.findtext("source")
            tr = msg.find("translation")
            kind = tr.get("type") if tr is not None else "missing"
            text = "".join(tr.itertext()) if tr is not None else ""
            if kind in ("unfinished", "missing") or not text.strip():
                out.append(f"{path.name}: [{name}] {src!r} is {kind or 'empty'}")
    return out


def compile_ts(ts: Path, qm: Path) -> None:
    """Compile ``ts`` to ``qm`` through a temporary file and a rename: a running app maps its
    catalogue into memory, and rewriting that file in place would crash it."""
    tmp = qm.with_name(qm.name + ".tmp")
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(tmp)], check=True)
    tmp.replace(qm)


def build() -> None:
    """Compile the catalogues. The .qm files are committed, so that a wheel built from a clean
    checkout carries them; the translations test fails when one is out of date."""
    for lang in LANGUAGES:
        ts = ts_file(lang)
        compile_ts(ts, ts.with_suffix(".qm"))


def main(argv: list[str]) -> int:
    cmd = argv[1] if len(argv) > 1 else "check"
    if cmd == "update":
        lupdate([ts_file(lang) for lang in LANGUAGES])
        fill_english(ts_file("en"))
        build()
        for line in problems(ts_file("es")):
            print(line)
        return 0
    if cmd == "build":
        build()
        return 0
    if cmd == "check":
        bad = [line for lang in LANGUAGES for line in problems(ts_file(lang))]
        print("\n".join(bad) or "translations complete")
        return 1 if bad else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
