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


def test_scoreboard_imports_no_qt_and_nothing_of_the_windows() -> None:
    """scoreboard/ has no exception: its Qt adapters live in ui/adapters/."""
    offenders = [
        p.relative_to(ROOT).as_posix()
        for p in sorted((ROOT / "scoreboard").rglob("*.py"))
        if imported_roots(p) & {"PySide6", "shiboken6", "ui"}
    ]
    assert offenders == []


def test_the_qt_adapters_use_qtcore_alone() -> None:
    """ui/adapters/ turns the core's notifications into signals and timers: QtCore, no
    widgets, no pictures, and nothing of the windows."""
    offenders = []
    for p in sorted((ROOT / "ui" / "adapters").rglob("*.py")):
        for m in imported_modules(p):
            qt = m.startswith("PySide6.") and m.split(".")[1] != "QtCore"
            windows = m.startswith("ui.") and not m.startswith("ui.adapters")
            if qt or windows:
                offenders.append(f"{p.relative_to(ROOT).as_posix()}: {m}")
    assert offenders == []


def test_the_web_servers_import_no_qt_and_nothing_else_of_ui() -> None:
    """ui/web/ runs on the servers' own thread: aiohttp and the Qt-free core only."""
    offenders = []
    for p in sorted((ROOT / "ui" / "web").rglob("*.py")):
        for m in imported_modules(p):
            outside = (m == "ui" or m.startswith("ui.")) and not m.startswith("ui.web")
            if m.split(".")[0] in {"PySide6", "shiboken6"} or outside:
                offenders.append(f"{p.relative_to(ROOT).as_posix()}: {m}")
    assert offenders == []


def test_the_import_contracts_have_no_exception_list() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    assert [c["name"] for c in contracts if c.get("ignore_imports")] == []


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def package_graph() -> dict[str, set[str]]:
    """Which package imports which, over rules/, scoreboard/ and ui/ (every import: at the top,
    in a function or for type checking). A module belongs to the package holding it; a loose
    module at the top of scoreboard/ or ui/ (ui.app, ui.texts, scoreboard.ratings) is a node of
    its own, and an import of the top package alone (its version) is no edge."""
    paths = [p for top in ("rules", "scoreboard", "ui") for p in (ROOT / top).rglob("*.py")]
    modules = {module_name(p): p for p in paths}
    packages = {module_name(p) for p in paths if p.name == "__init__.py"}

    def node(module: str) -> str:
        if module in packages:
            return module
        parent = module.rpartition(".")[0]
        return module if parent in ("scoreboard", "ui") else parent

    def known(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {node(m): set() for m in modules}
    for module, path in modules.items():
        for imported in imported_modules(path):
            target = known(imported)
            if target is None or target in ("scoreboard", "ui"):
                continue
            a, b = node(module), node(target)
            if a != b and not a.startswith(b + "."):  # a package's own parent is no edge
                graph[a].add(b)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of ``graph`` with more than one node, each sorted.

    >>> cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}})
    [['a', 'b', 'c']]
    >>> cycles({"a": {"b"}, "b": set()})
    []
    """
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_cycle_finder_finds_a_cycle_through_three_packages() -> None:
    graph = {"ui.a": {"ui.b"}, "ui.b": {"ui.c"}, "ui.c": {"ui.a"}, "ui.d": {"ui.a"}}
    assert cycles(graph) == [["ui.a", "ui.b", "ui.c"]]
    assert cycles({"ui.a": {"ui.b"}, "ui.b": set()}) == []


def test_the_graph_sees_an_import_inside_a_function_and_for_type_checking() -> None:
    graph = package_graph()
    assert "ui.desk" in graph["ui.main"]  # MainUi.open_desk imports the desk when first opened
    assert "scoreboard.service" in graph["ui.history"]  # the exports' Session, for type checking


def test_no_import_cycle_between_packages() -> None:
    """The packages (and the loose modules at the top of scoreboard/ and ui/) import each
    other one way only, so each room can be read, tested and moved on its own."""
    graph = package_graph()
    assert len(graph) > 20
    assert {
        " <-> ".join(part): sorted(f"{a} -> {b}" for a in part for b in graph[a] if b in part)
        for part in cycles(graph)
    } == {}


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


def test_every_status_message_goes_through_status_words() -> None:
    """A status-bar message follows a change of language only when it is given as the way to
    make its words: ui/ shows and clears them only through ``ui.status_words``, never with
    ``showMessage`` or ``clearMessage`` (on a status bar, a variable holding one, or any)."""
    offenders = []
    for p in sorted((ROOT / "ui").rglob("*.py")):
        if p.relative_to(ROOT).as_posix() == "ui/status_words.py":
            continue
        for node in ast.walk(ast.parse(p.read_text("utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in ("showMessage", "clearMessage"):
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


#: What ``.exec()`` runs that is no dialog: the application's and a local event loop.
NOT_DIALOGS = {("ui/app.py", "app"), ("ui/progress.py", "loop")}

#: ``QMessageBox``'s own boxes, which guess whether a text is rich text.
STATIC_BOXES = {"warning", "information", "question", "critical"}


def _in_modal(parents: list[ast.AST]) -> bool:
    """One of ``parents`` is ``with modal(...)``."""
    return any(
        isinstance(p, ast.With)
        and any(
            isinstance(i.context_expr, ast.Call)
            and isinstance(i.context_expr.func, ast.Name)
            and i.context_expr.func.id == "modal"
            for i in p.items
        )
        for p in parents
    )


def _exec_calls(tree: ast.AST) -> list[tuple[ast.Call, list[ast.AST]]]:
    """Every ``x.exec()`` in ``tree`` with the nodes it sits in, outermost first."""
    found: list[tuple[ast.Call, list[ast.AST]]] = []

    def walk(node: ast.AST, parents: list[ast.AST]) -> None:
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "exec"
        ):
            found.append((node, parents))
        for child in ast.iter_child_nodes(node):
            walk(child, [*parents, node])

    walk(tree, [])
    return found


def test_every_dialog_is_run_through_modal_and_every_box_through_plain() -> None:
    """A dialog or message box run modally is deleted once read (``ui.modal.modal``): one
    parented to a window that lives all evening (a result typed at the desk, a player's page,
    a question) leaves nothing behind, however often it is opened. Message boxes are made by
    ``ui.plain`` (text shown as written), never by ``QMessageBox.warning`` and its kind."""
    offenders = []
    for p in sorted((ROOT / "ui").rglob("*.py")):
        rel = p.relative_to(ROOT).as_posix()
        tree = ast.parse(p.read_text("utf-8"))
        for call, parents in _exec_calls(tree):
            target = call.func.value if isinstance(call.func, ast.Attribute) else None
            name = target.id if isinstance(target, ast.Name) else ""
            if (rel, name) not in NOT_DIALOGS and not _in_modal(parents):
                offenders.append(f"{rel}:{call.lineno} exec() outside modal()")
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and node.attr in STATIC_BOXES
                and isinstance(node.value, ast.Name)
                and node.value.id == "QMessageBox"
            ):
                offenders.append(f"{rel}:{node.lineno} QMessageBox.{node.attr}")
    assert offenders == []
