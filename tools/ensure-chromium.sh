#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (no browser download happens at install time).
# Installs it when it is missing and we may; otherwise says in one line what to do.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM_PATH" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium >/dev/null
  [ -x "$CHROMIUM_PATH" ] && exit 0
fi
echo "Chromium not found at $CHROMIUM_PATH: install it (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
