"""The windows talk to the session through its narrow interface: no module of ui/ reaches into
a session's history database, journal or folder lock (``session.history``, ``.journal``,
``.lock``); they ask the session (``match_id``, ``history_row``, ``summary_in_play``, …).

A session object is recognised by its name, as ui/ always calls it: ``session`` or ``….session``
(``self.session``, ``ui.session``, ``main.session``)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

INTERNALS = {"history", "journal", "lock"}

#: (module, function, attribute) reaches left as they are, each with its reason: none.
ALLOWED: set[tuple[str, str, str]] = set()


def _is_session(node: ast.expr) -> bool:
    return (isinstance(node, ast.Name) and node.id == "session") or (
        isinstance(node, ast.Attribute) and node.attr == "session"
    )


def session_reaches(source: str, module: str) -> list[tuple[str, str, str, int]]:
    """Every ``<session>.history`` / ``.journal`` / ``.lock`` in ``source``, as (module,
    enclosing function, attribute, line)."""
    found: list[tuple[str, str, str, int]] = []

    def visit(node: ast.AST, scope: tuple[str, ...]) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            scope = (*scope, node.name)
        if isinstance(node, ast.Attribute) and node.attr in INTERNALS and _is_session(node.value):
            found.append((module, ".".join(scope), node.attr, node.lineno))
        for child in ast.iter_child_nodes(node):
            visit(child, scope)

    visit(ast.parse(source), ())
    return found


def _ui_reaches() -> list[tuple[str, str, str, int]]:
    found = []
    for path in sorted((ROOT / "ui").rglob("*.py")):
        module = path.relative_to(ROOT).as_posix()
        found += session_reaches(path.read_text("utf-8"), module)
    return found


def test_ui_asks_the_session_instead_of_reaching_into_it() -> None:
    offenders = [
        f"{module}:{line} {function}: session.{attr}"
        for module, function, attr, line in _ui_reaches()
        if (module, function, attr) not in ALLOWED
    ]
    assert offenders == []


def test_every_allowed_reach_is_still_there() -> None:
    """An allowed reach that is gone leaves the list: it only ever shrinks."""
    found = {(module, function, attr) for module, function, attr, _ in _ui_reaches()}
    assert ALLOWED <= found


def test_the_check_sees_each_way_a_window_names_its_session() -> None:
    source = """
class Desk:
    def start(self, ui, main):
        session = ui.session
        session.history.save(1)
        self.session.journal.match_id
        main.session.lock.release()
        ui.session.history
    def fine(self, snap, session):
        self.history.clear()
        snap.history.tail(1)
        session.match_id
        session.history_row("x")
"""
    found = session_reaches(source, "ui/x.py")
    assert [(f, a, line) for _, f, a, line in found] == [
        ("Desk.start", "history", 5),
        ("Desk.start", "journal", 6),
        ("Desk.start", "lock", 7),
        ("Desk.start", "history", 8),
    ]
