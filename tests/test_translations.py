"""Every visible string is translatable and both catalogues are complete."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import i18n  # noqa: E402


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_catalogue_has_no_missing_or_unfinished_entry(lang: str) -> None:
    assert i18n.problems(i18n.ts_file(lang)) == []


def test_every_string_in_the_code_is_in_both_catalogues(tmp_path: Path) -> None:
    """Re-extract the strings from the code into copies of the catalogues: a string added to the
    code without a translation shows up as unfinished."""
    copies = []
    for lang in i18n.LANGUAGES:
        dst = tmp_path / i18n.ts_file(lang).name
        shutil.copy(i18n.ts_file(lang), dst)
        copies.append(dst)
    cmd = [i18n.tool("pyside6-lupdate"), "-locations", "none", *i18n.sources(), "-ts"]
    subprocess.run(cmd + [str(c) for c in copies], cwd=ROOT, check=True, capture_output=True)
    assert [p for c in copies for p in i18n.problems(c)] == []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_committed_compiled_catalogue_matches_its_source(lang: str, tmp_path: Path) -> None:
    """The shipped .qm is what lrelease makes of the .ts today (run `tools/i18n.py build`)."""
    fresh = tmp_path / "fresh.qm"
    i18n.compile_ts(i18n.ts_file(lang), fresh)
    assert fresh.read_bytes() == i18n.ts_file(lang).with_suffix(".qm").read_bytes()


def test_spanish_catalogue_translates_the_interface(qapp) -> None:
    from PySide6.QtCore import QCoreApplication

    from ui.i18n import Translations

    translations = Translations(qapp)
    try:
        assert translations.set_language("es")
        assert QCoreApplication.translate("Texts", "Scratch") != "Scratch"
        assert QCoreApplication.translate("Texts", "Nine-ball") == "Bola 9"
    finally:
        translations.set_language("en")
    assert QCoreApplication.translate("Texts", "Nine-ball") == "Nine-ball"


def test_every_engine_code_has_words() -> None:
    from ui import texts

    missing = [
        f"{enum_type.__name__}.{member.name}"
        for enum_type, table in texts.TABLES.items()
        for member in enum_type
        if str(member.value) not in table
    ]
    assert missing == []
    import rules
    from rules import errors

    codes = {
        cls.code
        for cls in vars(errors).values()
        if isinstance(cls, type) and issubclass(cls, errors.IllegalInputError)
    }
    assert codes - set(texts.ERRORS) == set()
    assert set(rules.disciplines()) <= set(texts.DISCIPLINES)


def test_every_match_refusal_and_file_problem_has_words() -> None:
    import re

    from scoreboard.files.paths import ProblemCode
    from ui import texts

    source = (ROOT / "scoreboard" / "match" / "match.py").read_text("utf-8")
    codes = set(re.findall(r'Match(?:Config|Input)Error\(\s*"([a-z-]+)"', source))
    codes |= set(re.findall(r'^\s+"([a-z]+(?:-[a-z]+)+)",\s*$', source, re.M))
    assert codes, "no refusal codes found in scoreboard/match/match.py"
    assert sorted(codes - set(texts.ERRORS)) == []
    assert sorted(p.value for p in ProblemCode if p.value not in texts.PROBLEMS) == []


def test_module_level_texts_are_translated_at_run_time(qapp) -> None:
    """Texts marked with a module's own tr("...") (decision panel, spectator board, dialogs of
    the app wiring, export) must be found in the catalogue under the context lupdate gave them."""
    from ui import describe, main
    from ui.history import export as export_ui
    from ui.i18n import Translations
    from ui.spectator import window as spectator

    translations = Translations(qapp)
    try:
        assert translations.set_language("es")
        samples = {
            describe: "Rule: %1",
            spectator: "HILL-HILL",
            main: "File problem",
            export_ui: "Score sheet",
        }
        untranslated = [text for module, text in samples.items() if module.tr(text) == text]
        assert untranslated == []
        assert export_ui.export_text().codes["fouls"] != "Fouls"
    finally:
        translations.set_language("en")
