"""Installing translators: Qt's own, then ours; switching language live."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from pathlib import Path
from typing import cast

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from resources import resource_path

log = logging.getLogger(__name__)

LANGUAGES = ("es", "en")

# Qt's marker for a text translated later: it hands back its message unchanged. PySide6's stub
# says it takes and returns ``object``; with strings in, it is a string out. Modules mark their
# tables with it under this name (which pyside6-lupdate looks for), imported from here.
QT_TRANSLATE_NOOP = cast("Callable[[str, str], str]", QtCore.QT_TRANSLATE_NOOP)


def fill(text: str, /, *values: str, **named: str) -> str:
    """``text`` with ``%1``, ``%2``… replaced by ``values`` in one pass: a name
    holding "%2" stays as typed, and a mark with no value stays as it is.

    >>> fill("Table %1: %2 vs %3", "7", "Ana %3", "Bea")
    'Table 7: Ana %3 vs Bea'
    >>> fill("%1 wins %2", "Ann %2", "50 %")
    'Ann %2 wins 50 %'

    Named marks (``%name``, as the desk's refusals write them) are filled in the same pass by
    ``named``; where one name begins another (``%slot``, ``%slots``), the longer one is meant.

    >>> fill("%slots after %slot (%1)", "x", slot="Ann %slots", slots="W1-2")
    'W1-2 after Ann %slots (x)'
    >>> fill("%name on %table", name="Bea")
    'Bea on %table'
    """

    def value(m: re.Match[str]) -> str:
        mark = m[1]
        if mark in named:
            return named[mark]
        n = int(mark)
        return values[n - 1] if n <= len(values) else m[0]

    names = "".join(re.escape(k) + "|" for k in sorted(named, key=len, reverse=True))
    return re.sub(f"%({names}[1-9])", value, text)


def tr(text: str) -> str:
    """Translate a text marked with a module-level ``tr("...")`` call (outside a QObject).

    pyside6-lupdate files such calls under the empty context, so they are looked up there.
    """
    return QCoreApplication.translate("", text)


def system_language() -> str:
    """'es' when the system locale is Spanish, else 'en'."""
    name = QLocale.system().name()
    return "es" if name.lower().startswith("es") else "en"


def _qm_file(lang: str) -> Path | None:
    """The compiled catalogue for ``lang``, shipped in ``resources/i18n`` (the translations test
    keeps it equal to what ``pyside6-lrelease`` makes of the .ts source)."""
    qm = resource_path("i18n", f"pool_scoreboard_{lang}.qm")
    return qm if qm.is_file() else None


class Translations:
    """Owns the two translators of the application and swaps them on a language change.

    Installing a translator makes Qt send a LanguageChange event to every widget, which each
    window answers by re-setting its texts: both windows switch live.
    """

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._qt = QTranslator(app)
        self._ours = QTranslator(app)
        self.language = "en"

    def set_language(self, lang: str) -> bool:
        if lang not in LANGUAGES:
            raise ValueError(f"unsupported language {lang!r}; choose one of {', '.join(LANGUAGES)}")
        self._app.removeTranslator(self._qt)
        self._app.removeTranslator(self._ours)
        self._qt = QTranslator(self._app)
        self._ours = QTranslator(self._app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if self._qt.load(QLocale(lang), "qtbase", "_", qt_dir):
            self._app.installTranslator(self._qt)
        ok = True
        if lang != "en":
            qm = _qm_file(lang)
            ok = qm is not None and self._ours.load(str(qm))
            if ok:
                self._app.installTranslator(self._ours)
            else:
                log.warning("translations for %s are missing; showing English", lang)
        else:
            qm = _qm_file(lang)
            if qm is not None and self._ours.load(str(qm)):
                self._app.installTranslator(self._ours)
        self.language = lang
        QLocale.setDefault(QLocale(lang))
        return ok
