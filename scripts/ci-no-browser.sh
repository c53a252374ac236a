#!/usr/bin/env bash
# Runs a command as if no browser were installed: in a private mount namespace, /usr/bin gets an
# overlay whose whiteouts hide the Chromium/Chrome/Edge launchers, /usr/lib/chromium an empty
# tmpfs, and Playwright looks for its own browsers in an empty folder. npm, node and the compilers
# keep working. MQ_EXPECT_BROWSER=npm makes the e2e resolver fail unless it really took the
# npm-shipped Chromium (tests/browser/find-browser.ts).
# Usage (as root, Linux): scripts/ci-no-browser.sh npm run test:e2e -- tests/e2e/smoke.spec.ts
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

if [ "${MQ_IN_NO_BROWSER_NS:-}" != 1 ]; then
  # Mounts made in a private namespace vanish with it: nothing leaks to the machine. The scratch
  # folder is a mount point in there only, so out here it stays empty and is removed afterwards.
  scratch=$(mktemp -d)
  trap 'rmdir "$scratch"' EXIT
  MQ_NO_BROWSER_SCRATCH=$scratch unshare --mount --propagation private env MQ_IN_NO_BROWSER_NS=1 "$0" "$@"
  exit 0
fi

# A tmpfs for the overlay's upper layer: it supports whiteouts wherever /tmp lives (in a
# container /tmp may itself be an overlay, which cannot be an upper layer).
scratch=$MQ_NO_BROWSER_SCRATCH
mount -t tmpfs tmpfs "$scratch"
mkdir -p "$scratch/upper" "$scratch/work" "$scratch/no-playwright-browsers"
for name in chromium chromium-browser google-chrome google-chrome-stable microsoft-edge microsoft-edge-stable; do
  mknod "$scratch/upper/$name" c 0 0 # an overlay whiteout: the name is gone from the merged /usr/bin
done
mount -t overlay overlay -o "lowerdir=/usr/bin,upperdir=$scratch/upper,workdir=$scratch/work" /usr/bin
if [ -d /usr/lib/chromium ]; then mount -t tmpfs tmpfs /usr/lib/chromium; fi

for name in chromium chromium-browser google-chrome google-chrome-stable microsoft-edge; do
  if command -v "$name" >/dev/null 2>&1; then
    echo "ci-no-browser: $name is still reachable at $(command -v "$name")" >&2
    exit 1
  fi
done
echo "ci-no-browser: system browsers hidden; running: $*"

export PLAYWRIGHT_BROWSERS_PATH="$scratch/no-playwright-browsers"
export MQ_EXPECT_BROWSER=npm
unset MQ_CHROMIUM MQ_BROWSER_RESOLVED MQ_NO_BROWSER_SCRATCH MQ_IN_NO_BROWSER_NS
exec "$@"
