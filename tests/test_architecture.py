"""The layering is enforced here, not by goodwill: rules/ is pure Python with no Qt and no I/O,
scoreboard/ uses Qt only in its named adapter modules, and only ui/ and the app wiring use
QtWidgets."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import tomllib
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


def test_only_ui_uses_qtwidgets() -> None:
    offenders = []
    for pkg in ("rules", "scoreboard"):
        for p in (ROOT / pkg).rglob("*.py"):
            if any(m.startswith("PySide6.QtWidgets") for m in imported_modules(p)):
                offenders.append(p.relative_to(ROOT).as_posix())
    assert offenders == []


#: The modules of scoreboard/ that may import Qt: the thin adapters of the Qt-free core.
ADAPTERS = {
    "ui/adapters/controller.py",
    "ui/adapters/clock_driver.py",
    "ui/adapters/gc_policy.py",
}
ADAPTER_MODULES = {a.removesuffix(".py").replace("/", ".") for a in ADAPTERS}


def scoreboard_modules_imported(path: Path) -> set[str]:
    """The scoreboard modules ``path`` imports, relative imports resolved."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    mods = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            mods.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            mods.add(module)
            mods.update(f"{module}.{a.name}" for a in node.names)
    return {m for m in mods if m.split(".")[0] == "scoreboard"}


def test_scoreboard_uses_qt_only_in_its_adapter_modules() -> None:
    """Qt in scoreboard/ only in the adapters, and the Qt-free rest imports no adapter (so it
    cannot reach Qt through one)."""
    offenders = []
    for p in sorted((ROOT / "scoreboard").rglob("*.py")):
        name = p.relative_to(ROOT).as_posix()
        if name in ADAPTERS:
            continue
        if imported_roots(p) & {"PySide6", "shiboken6", "ui"}:
            offenders.append(name)
        if scoreboard_modules_imported(p) & ADAPTER_MODULES:
            offenders.append(f"{name} imports an adapter")
    assert offenders == []
    assert all((ROOT / a).is_file() for a in ADAPTERS)


def test_the_import_contract_names_the_same_adapters() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    contract = next(
        c
        for c in config["tool"]["importlinter"]["contracts"]
        if c.get("source_modules") == ["scoreboard"] and "PySide6" in c["forbidden_modules"]
    )
    allowed = {i.split(" -> ")[0] for i in contract["ignore_imports"] if i.endswith("-> PySide6")}
    assert allowed == ADAPTER_MODULES


def test_import_linter_contracts_hold() -> None:
    exe = Path(sys.executable).parent / "lint-imports"
    result = subprocess.run([str(exe)], cwd=ROOT, capture_output=True, text=True, timeout=300)
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


def test_every_tooltip_goes_through_the_plain_text_helper() -> None:
    """A tooltip showing a name or a path must never be read as markup: ui/ sets tooltips only
    through ``ui.plain.set_tooltip`` (which shows text as written), never ``setToolTip``."""
    offenders = []
    for p in sorted((ROOT / "ui").rglob("*.py")):
        if p.name == "plain.py":
            continue
        for node in ast.walk(ast.parse(p.read_text("utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "setToolTip":
                offenders.append(f"{p.relative_to(ROOT).as_posix()}:{node.lineno}")
    assert offenders == []


#: ``.replace(`` given a mark (``"%1"``, ``'%2'``, ``f"%{key}"``), on one line or the next.
CHAINED_FILL = re.compile(r"""\.replace\(\s*f?["']%""")


def test_ui_fills_texts_only_through_the_one_pass_helper() -> None:
    """A text with values is filled by ``ui.i18n.fill``, never by ``.replace("%1", …)``: a chain
    of replaces fills a mark again inside a value put in before it (a name holding "%2")."""
    offenders = []
    for p in sorted((ROOT / "ui").rglob("*.py")):
        text = p.read_text("utf-8")
        for m in CHAINED_FILL.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            offenders.append(f"{p.relative_to(ROOT).as_posix()}:{line}")
    assert offenders == []
