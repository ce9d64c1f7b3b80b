#!/usr/bin/env bash
# Installs Grammalecte (Debian's grammalecte-cli and python3-grammalecte, GPL-3), the French grammar
# checker the grammar tool runs as a separate process beside its own French rules (issue 33,
# docs/decisions/0079). Without it French is checked by our own rules alone.
# Idempotent: skipped when already installed, so CI can call it on every run.
set -euo pipefail

if /usr/bin/python3 -c 'import grammalecte' >/dev/null 2>&1; then
  echo "Grammalecte is already installed."
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

echo "Installing Grammalecte…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends grammalecte-cli >/dev/null
/usr/bin/python3 -c 'import grammalecte' || { echo "Grammalecte did not install" >&2; exit 1; }
