#!/usr/bin/env bash
# Builds the sdist and the wheel from this checkout, installs the wheel with pipx into a clean
# environment of its own, and checks the installed app: its version, a Spanish interface, and a
# screenshot of both windows. Any build warning is a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d /tmp/pool-scoreboard-install.XXXXXX)
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/tools"
"$work/tools/bin/python" -m pip install --quiet build pipx

echo "-- building sdist and wheel"
# (bytecode is compiled at install time; a machine-wide PYTHONDONTWRITEBYTECODE only makes the
# build say it skipped that step)
PYTHONDONTWRITEBYTECODE= "$work/tools/bin/python" -m build --outdir "$work/dist" . >"$work/build.log" 2>&1 \
  || { cat "$work/build.log"; exit 1; }
# pip's own notes about this machine's package index configuration are not build warnings
if grep -E "([Ww]arning|WARNING)[:!]|SetuptoolsDeprecationWarning|BuildBackendWarning" "$work/build.log" \
    | grep -v "is ignored: it is neither a file nor a directory"; then
  echo "the build printed warnings"; exit 1
fi
wheel=$(ls "$work"/dist/*.whl)
python3 -c "import sys, zipfile; print(\"\\n\".join(zipfile.ZipFile(sys.argv[1]).namelist()))" "$wheel" >"$work/wheel.txt"
grep -q "resources/i18n/pool_scoreboard_es.qm" "$work/wheel.txt" \
  || { echo "the wheel has no Spanish catalogue"; exit 1; }
grep -q "licenses/LICENSE" "$work/wheel.txt" || { echo "the wheel has no LICENSE"; exit 1; }
for f in overlay.html overlay.js overlay.css overlay-text.json state-v1.schema.json; do
  grep -q "resources/overlay/$f" "$work/wheel.txt" || { echo "the wheel has no overlay $f"; exit 1; }
done

echo "-- pipx install into a clean environment"
export PIPX_HOME="$work/pipx" PIPX_BIN_DIR="$work/bin"
"$work/tools/bin/pipx" install --quiet "$wheel" >"$work/pipx.log" 2>&1 \
  || { cat "$work/pipx.log"; exit 1; }
app="$work/bin/pool-scoreboard"
"$app" --version
appy="$PIPX_HOME/venvs/pool-scoreboard/bin/python"
# The installed app, run from a folder with no checkout in sight, speaks Spanish.
(cd "$work" && QT_QPA_PLATFORM=offscreen "$appy" - <<'PY'
import sys
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
import ui
from ui.i18n import Translations
assert "site-packages" in ui.__file__, ui.__file__
app = QApplication([])
t = Translations(app)
assert t.set_language("es"), "no Spanish catalogue in the installed app"
word = QCoreApplication.translate("Texts", "Nine-ball")
assert word == "Bola 9", word
print("installed app translates 'Nine-ball' as", word)
PY
)
(cd "$work" && HOME="$work/home" XDG_DATA_HOME= QT_QPA_PLATFORM=offscreen \
  "$app" --lang es --data-dir "$work/data" --screenshot "$work/shots" >/dev/null)
ls "$work/shots"/*.png >/dev/null || { echo "no screenshot from the installed app"; exit 1; }
echo "installed app rendered: $(cd "$work/shots" && ls *.png | tr '\n' ' ')"
# its first start put it in the applications menu, with its icon
entry="$work/home/.local/share/applications/pool-scoreboard.desktop"
grep -q "^Exec=\"$(readlink -f "$app")\" %F$" "$entry" || { echo "no desktop entry"; cat "$entry"; exit 1; }
grep -q "^Icon=$work/home/.local/share/icons/hicolor/scalable/apps/pool-scoreboard.svg$" "$entry"
echo "desktop entry: $entry"
