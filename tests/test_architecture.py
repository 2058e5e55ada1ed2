"""The layering is enforced here, not by goodwill: rules/ is pure Python with no Qt and no I/O,
and only ui/ and the app wiring use QtWidgets."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

FORBIDDEN_IN_RULES = {
    "PySide6",
    "shiboken6",
    "scoreboard",
    "ui",
    "resources",
    "os",
    "io",
    "pathlib",
    "shutil",
    "sqlite3",
    "socket",
    "subprocess",
    "tempfile",
    "json",
    "logging",
}
IO_CALLS = {"open", "print", "input", "exec", "eval", "__import__"}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"))
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"))
    mods = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            mods.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            mods.add(node.module)
            mods.update(f"{node.module}.{a.name}" for a in node.names)
    return mods


def test_rules_import_no_qt_no_app_and_no_io_modules() -> None:
    offenders = {
        str(p.relative_to(ROOT)): sorted(imported_roots(p) & FORBIDDEN_IN_RULES)
        for p in (ROOT / "rules").rglob("*.py")
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_rules_call_no_io_builtins() -> None:
    found = []
    for p in (ROOT / "rules").rglob("*.py"):
        for node in ast.walk(ast.parse(p.read_text("utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in IO_CALLS
            ):
                found.append(f"{p.name}:{node.lineno} {node.func.id}()")
    assert found == []


def test_only_ui_and_app_wiring_use_qtwidgets() -> None:
    offenders = []
    for pkg in ("rules", "scoreboard"):
        for p in (ROOT / pkg).rglob("*.py"):
            if p.relative_to(ROOT).as_posix() == "scoreboard/app.py":
                continue
            if any(m.startswith("PySide6.QtWidgets") for m in imported_modules(p)):
                offenders.append(p.relative_to(ROOT).as_posix())
    assert offenders == []


def test_import_linter_contracts_hold() -> None:
    exe = Path(sys.executable).parent / "lint-imports"
    result = subprocess.run(
        [str(exe)], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "broken" not in result.stdout.lower().replace("0 broken", "")


def _names_compared(node: ast.Compare) -> list[ast.expr]:
    operands: list[ast.expr] = [node.left, *node.comparators]
    out: list[ast.expr] = []
    for op in operands:
        if isinstance(op, (ast.Tuple, ast.List, ast.Set)):
            out.extend(op.elts)
        else:
            out.append(op)
    return out


def test_ui_learns_the_rules_from_the_engine_not_from_discipline_names() -> None:
    """The windows read the engine's entry hints; no comparison in ui/ is against a discipline
    or ruleset name, or against a snapshot's discipline or ruleset."""
    import rules

    names = set(rules.disciplines())
    for rulesets in rules.disciplines().values():
        names.update(rulesets)
    watched = {"discipline", "ruleset", "discipline_key", "ruleset_key"}
    offenders: list[str] = []
    for path in sorted((ROOT / "ui").rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Compare):
                continue
            for op in _names_compared(node):
                literal = isinstance(op, ast.Constant) and op.value in names
                field = (isinstance(op, ast.Attribute) and op.attr in watched) or (
                    isinstance(op, ast.Name) and op.id in watched
                )
                if literal or field:
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []
