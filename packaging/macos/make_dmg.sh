#!/usr/bin/env bash
# Packs dist/Pool Scoreboard.app (built by `pyinstaller packaging/pool-scoreboard.spec` on macOS)
# into dist/pool-scoreboard-<version>.dmg with a link to /Applications. Runs on macOS only.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=${1:?usage: make_dmg.sh VERSION}
app="dist/Pool Scoreboard.app"
[ -d "$app" ] || { echo "$app is missing: build the bundle first"; exit 1; }
stage=$(mktemp -d)
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
hdiutil create -volname "Pool Scoreboard" -srcfolder "$stage" -ov -format UDZO \
  "dist/pool-scoreboard-$version.dmg"
rm -rf "$stage"
