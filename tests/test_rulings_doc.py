"""The rules specification is in the repository: every ``docs/rulings.md §N`` cited by the code
and the documents names a section of docs/rulings.md, and nothing cites the old name of the
page, which is not in the repository."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "rulings.md"
#: Where citations are looked for: the packages, the documents, the translations.
SCANNED = ("rules", "scoreboard", "ui", "docs", "resources", "tests", "README.md")
SUFFIXES = {".py", ".md", ".ts", ".txt", ".toml", ".html", ".js"}

# The old name, spelt so that this file does not match it.
OLD_NAME = re.compile(r"\b" + "RUL" + r"INGS\b")
#: ``docs/rulings.md`` followed by one or more sections: "§3", "§0, §8", "§1 and §5", "§6.2".
CITATION = re.compile(r"docs/rulings\.md((?:\s*(?:,|/|and|or)?\s*§\s*\d+(?:\.\d+)*)+)")
SECTION = re.compile(r"§\s*(\d+(?:\.\d+)*)")
HEADING = re.compile(r"^#{2,6}\s+§(\d+(?:\.\d+)*)\s", re.MULTILINE)


def sections(text: str) -> set[str]:
    """The section numbers the page defines: its headings ``## §N ...`` and ``### §N.M ...``."""
    return set(HEADING.findall(text))


def cited(text: str) -> list[str]:
    """The section numbers ``text`` cites after ``docs/rulings.md``, in order."""
    return [n for group in CITATION.findall(text) for n in SECTION.findall(group)]


def scanned_files() -> list[Path]:
    found: list[Path] = []
    for name in SCANNED:
        path = ROOT / name
        if path.is_file():
            found.append(path)
            continue
        found += sorted(
            p
            for p in path.rglob("*")
            if p.is_file() and p.suffix in SUFFIXES and "__pycache__" not in p.parts
        )
    # this file names the old name and sample citations on purpose
    return [p for p in found if p != Path(__file__).resolve()]


def test_the_helpers_see_a_citation_and_a_section() -> None:
    text = "rules (docs/rulings.md §0, §8) and docs/rulings.md §1 and §5.2; §9 alone is not one"
    assert cited(text) == ["0", "8", "1", "5.2"]
    assert sections("# Title\n\n## §0 Facts\n\n### §5.2 Nine-ball\n## 7 not a section\n") == {
        "0",
        "5.2",
    }
    assert OLD_NAME.search("see " + "RUL" + "INGS §3") is not None
    assert OLD_NAME.search("see docs/rulings.md §3") is None


def test_the_page_has_its_sections() -> None:
    have = sections(DOC.read_text(encoding="utf-8"))
    assert {str(n) for n in range(9)} <= have


def test_no_file_cites_the_old_name() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in scanned_files()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if OLD_NAME.search(line)
    ]
    assert offenders == []


def test_every_cited_section_exists() -> None:
    have = sections(DOC.read_text(encoding="utf-8"))
    citations = {
        f"{path.relative_to(ROOT)}: §{number}"
        for path in scanned_files()
        for number in cited(path.read_text(encoding="utf-8"))
    }
    # the code cites the page from the engine, the match, the clock and the competitions
    assert len(citations) > 30
    missing = sorted(c for c in citations if c.rsplit("§", 1)[1] not in have)
    assert missing == []
