#!/usr/bin/env bash
# Installs native Hunspell, the grammar checker's French/German/Spanish speller (it reads the
# dictionaries in node_modules/dictionary-xx). Without it the checker falls back to nspell in a worker,
# which costs seconds and hundreds of MB per language on the first request (issue 33).
# Idempotent: skipped when already installed, so CI can call it on every run.
set -euo pipefail

if command -v hunspell >/dev/null 2>&1; then
  echo "Hunspell is already installed."
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

echo "Installing Hunspell…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends hunspell >/dev/null
hunspell -v >/dev/null || { echo "hunspell did not install" >&2; exit 1; }
