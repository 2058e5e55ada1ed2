"""Modules and functions of ordinary size: in rules/, scoreboard/ and ui/ no module is over
500 lines and no function over 60 (``end_lineno - lineno + 1``) without a reason written at
its top.

A module gives its reason in its docstring, in a sentence starting "Long because"; a function
in a comment starting ``# Long because``, right above it (or its decorators) or first in its
body (after its docstring, if it has one).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("rules", "scoreboard", "ui")
MAX_MODULE_LINES = 500
MAX_FUNCTION_LINES = 60
REASON = "Long because"

#: Modules over the limits without a reason: none (kept as the place to name one, with why).
EXCEPTIONS: frozenset[str] = frozenset()


def _comment_has_reason(line: str) -> bool:
    return line.strip().startswith("# " + REASON)


def _reason_above(lines: list[str], node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A ``# Long because`` comment in the comment block right above the function."""
    first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
    i = first - 2  # the line above, 0-based
    while i >= 0 and lines[i].strip().startswith("#"):
        if _comment_has_reason(lines[i]):
            return True
        i -= 1
    return False


def _reason_first_in_body(lines: list[str], node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A ``# Long because`` comment before the body's first statement (after the docstring)."""
    body = node.body
    first = body[0]
    start = node.lineno  # the signature's first line, 1-based: search from the line after it
    end = first.lineno
    if (
        isinstance(first, ast.Expr)
        and isinstance(first.value, ast.Constant)
        and isinstance(first.value.value, str)
    ):
        start = first.end_lineno or first.lineno
        end = body[1].lineno if len(body) > 1 else (node.end_lineno or start) + 1
    return any(_comment_has_reason(line) for line in lines[start : end - 1])


def problems(source: str, name: str) -> list[str]:
    """What in ``source`` (the module ``name``) is over the limits without a reason."""
    lines = source.splitlines()
    tree = ast.parse(source)
    found = []
    doc = ast.get_docstring(tree) or ""
    if len(lines) > MAX_MODULE_LINES and REASON not in doc:
        found.append(f"{name}: {len(lines)} lines, no '{REASON}' in its docstring")
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        size = (node.end_lineno or node.lineno) - node.lineno + 1
        if size <= MAX_FUNCTION_LINES:
            continue
        if _reason_above(lines, node) or _reason_first_in_body(lines, node):
            continue
        found.append(f"{name}:{node.lineno} {node.name}: {size} lines, no '# {REASON}' comment")
    return found


def _modules() -> list[Path]:
    return sorted(p for package in PACKAGES for p in (ROOT / package).rglob("*.py"))


def test_every_module_and_function_is_of_ordinary_size_or_says_why() -> None:
    found = []
    for path in _modules():
        name = path.relative_to(ROOT).as_posix()
        if name in EXCEPTIONS:
            continue
        found += problems(path.read_text(encoding="utf-8"), name)
    assert not found, "\n".join(found)


def test_the_exceptions_name_existing_modules() -> None:
    assert all((ROOT / name).is_file() for name in EXCEPTIONS)


def _function(lines: int, *, above: str = "", first: str = "", docstring: bool = False) -> str:
    head = f"{above}\n" if above else ""
    body = ['    """What it does."""'] if docstring else []
    if first:
        body.append(f"    {first}")
    body += [f"    x{i} = {i}" for i in range(lines - 1 - len(body))]
    return head + "def f() -> None:\n" + "\n".join(body) + "\n"


@pytest.mark.parametrize("docstring", [False, True])
def test_a_long_function_needs_its_reason(docstring: bool) -> None:
    assert not problems(_function(60, docstring=docstring), "m.py")
    assert problems(_function(61, docstring=docstring), "m.py")
    assert problems(_function(61, docstring=docstring, above="# long, because"), "m.py")
    reason = "# Long because it follows the rule book's articles in order."
    assert not problems(_function(61, docstring=docstring, above=reason), "m.py")
    assert not problems(_function(61, docstring=docstring, first=reason), "m.py")


def test_a_reason_below_the_first_statement_is_not_at_the_top() -> None:
    source = _function(61).replace("    x0 = 0\n", "    x0 = 0\n    # Long because.\n")
    assert problems(source, "m.py")


def test_a_long_module_needs_its_reason() -> None:
    body = "\n".join(f"x{i} = {i}" for i in range(MAX_MODULE_LINES))
    assert problems('"""A module."""\n' + body, "m.py")
    assert not problems('"""A module."""\n' + body[: body.rindex("\n")], "m.py")
    assert not problems('"""A module. Long because it is a table."""\n' + body, "m.py")
