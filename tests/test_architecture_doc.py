"""docs/architecture.md matches the tree: every package of the app is named in it, drawn in its
tree and given a heading of its own; every file and folder its tree draws exists; every
repository path it writes in backticks exists; every document it links to exists.

A repository path is a relative path in backticks, made of path characters, with a ``/`` in it
and ending in ``.py`` or ``/`` (``ui/web/core.py``, ``scoreboard/match/``). URL paths
(``/api/v1/state``) and placeholders (``<table>``) are not."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "architecture.md"
#: The layers whose packages the page must name.
LAYERS = ("rules", "scoreboard", "ui")

FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
INLINE = re.compile(r"`([^`\n]+)`")
REPO_PATH = re.compile(r"[A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)*/?")
HEADING = re.compile(r"^#{2,6} (.*)$", re.MULTILINE)
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)\s]*)?\)")
#: One line of the tree: its drawing (four characters a level), then the name.
TREE_LINE = re.compile(r"^((?:│   |    |├── |└── )*)(\S+)")


def text() -> str:
    return DOC.read_text(encoding="utf-8")


def packages() -> list[str]:
    """Every folder with an ``__init__.py`` in the layers, as ``a/b/``."""
    return sorted(
        init.parent.relative_to(ROOT).as_posix() + "/"
        for layer in LAYERS
        for init in (ROOT / layer).rglob("__init__.py")
        if "__pycache__" not in init.parts
    )


def repository_paths(page: str) -> set[str]:
    """The repository paths written in backticks outside the fenced blocks."""
    prose = FENCE.sub("", page)
    return {
        found
        for found in INLINE.findall(prose)
        if REPO_PATH.fullmatch(found)
        and "/" in found
        and (found.endswith(".py") or found.endswith("/"))
    }


def tree_block(page: str) -> str:
    """The fenced block under the heading "The tree"."""
    section = page.split("\n## The tree", 1)[1].split("\n## ", 1)[0]
    found = FENCE.search(section)
    assert found is not None, "no fenced block under ## The tree"
    return found.group(0)


def drawn(block: str) -> list[str]:
    """The paths the tree draws, each from its parents: ``ui/``, ``ui/web/``,
    ``ui/web/core.py``…"""
    paths: list[str] = []
    parents: list[str] = []
    for line in block.splitlines()[1:-1]:
        match = TREE_LINE.match(line)
        if match is None:
            continue
        depth = len(match.group(1)) // 4
        name = match.group(2)
        parents = parents[:depth]
        paths.append("".join(parents) + name)
        if name.endswith("/"):
            parents.append(name)
    return paths


def headings(page: str) -> list[str]:
    return HEADING.findall(page)


def test_the_tree_reader_builds_each_path_from_its_parents() -> None:
    block = "```\nui/  the windows\n├── app.py  x\n└── web/  y\n    └── core.py  z\nrules/\n```"
    assert drawn(block) == ["ui/", "ui/app.py", "ui/web/", "ui/web/core.py", "rules/"]


def test_a_repository_path_is_a_relative_path_in_backticks_outside_a_fenced_block() -> None:
    prose = "See `ui/web/core.py`, `ui/web/`, `/api/v1/state`, `<data>/x/`, `Table.submit`."
    assert repository_paths(prose + "\n```\n`ui/fenced.py`\n```\n") == {
        "ui/web/core.py",
        "ui/web/",
    }


def test_the_layers_have_packages_to_name() -> None:
    assert {"rules/", "scoreboard/", "ui/", "scoreboard/table/", "ui/web/"} <= set(packages())


def test_every_package_is_named_in_backticks() -> None:
    named = repository_paths(text())
    assert [p for p in packages() if p not in named] == []


def test_every_package_has_a_heading_of_its_own() -> None:
    titles = headings(text())
    assert [p for p in packages() if not any(f"`{p}`" in t for t in titles)] == []


def test_every_package_is_drawn_in_the_tree() -> None:
    paths = set(drawn(tree_block(text())))
    assert [p for p in packages() if p not in paths] == []


def test_every_path_the_tree_draws_exists() -> None:
    paths = drawn(tree_block(text()))
    assert paths, "the tree draws nothing"
    missing = [
        p for p in paths if not ((ROOT / p).is_dir() if p.endswith("/") else (ROOT / p).is_file())
    ]
    assert missing == []


def test_every_folder_the_tree_draws_is_a_package() -> None:
    folders = [p for p in drawn(tree_block(text())) if p.endswith("/")]
    assert [p for p in folders if not (ROOT / p / "__init__.py").is_file()] == []


def test_every_repository_path_in_backticks_exists() -> None:
    missing = sorted(
        p
        for p in repository_paths(text())
        if not ((ROOT / p).is_dir() if p.endswith("/") else (ROOT / p).is_file())
    )
    assert missing == []


def test_every_document_linked_exists() -> None:
    links = [link for link in LINK.findall(text()) if "://" not in link]
    assert links, "the page links to no document"
    assert [link for link in links if not (DOC.parent / link).is_file()] == []
