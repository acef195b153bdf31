#!/bin/sh
# The journeys' browser: Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) with two more features switched
# off, added to the --disable-features list Playwright passes (Chromium keeps one value per switch, so a second
# --disable-features would replace Playwright's list). Headless Chromium builds the address bar's two WebUI popups for
# every window, one window per journey, though no journey can see them: without them the checkout and catalogue
# journeys took 15-23 % less CPU (measured side by side, docs/benchmarks.md).
extra=WebUIOmniboxPopup,WebUIOmniboxAimPopup
found=
for arg in "$@"; do
  shift
  case "$arg" in
    --disable-features=*) arg="$arg,$extra" found=1 ;;
  esac
  set -- "$@" "$arg"
done
[ -n "$found" ] || set -- "$@" "--disable-features=$extra"
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@"
