#!/usr/bin/env bash
# Chromium for the GraphiQL browser test (test/browser). From Debian's packages, never a browser download by
# Playwright: CI reaches only the npm registry and Debian's mirrors.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
/usr/bin/chromium --version
