#!/usr/bin/env bash
# The browser tests drive Debian's browsers, one of each engine family (no browser is downloaded
# at install time): Chromium (mostly its headless shell), Firefox ESR, and WebKitGTK's
# MiniBrowser through WebKitWebDriver, which has no headless mode and so runs in Xvfb. Installs
# what is missing when we may; otherwise says in one line what to do.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
CHROMIUM_HEADLESS_SHELL_PATH="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
FIREFOX_PATH="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
WEBKIT_WEBDRIVER_PATH="${WEBKIT_WEBDRIVER_PATH:-/usr/bin/WebKitWebDriver}"
MINIBROWSER_PATH="${MINIBROWSER_PATH:-/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser}"

find_missing() {
  missing=()
  [ -x "$CHROMIUM_PATH" ] || missing+=(chromium)
  [ -x "$CHROMIUM_HEADLESS_SHELL_PATH" ] || missing+=(chromium-headless-shell)
  [ -x "$FIREFOX_PATH" ] || missing+=(firefox-esr)
  { [ -x "$WEBKIT_WEBDRIVER_PATH" ] && [ -x "$MINIBROWSER_PATH" ]; } || missing+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
}

find_missing
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  find_missing
  [ ${#missing[@]} -eq 0 ] && exit 0
fi
echo "Missing for the browser tests: ${missing[*]}. Install them (sudo apt-get install ${missing[*]}) or set CHROMIUM_PATH, CHROMIUM_HEADLESS_SHELL_PATH, FIREFOX_PATH, WEBKIT_WEBDRIVER_PATH, MINIBROWSER_PATH." >&2
exit 1
