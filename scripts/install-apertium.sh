#!/usr/bin/env bash
# Installs the Apertium engine and the pairs the translate tool pivots through (Spanish and Catalan hubs).
# Idempotent: packages already present are skipped, so CI can call it on every run.
set -euo pipefail

PACKAGES=(
  apertium
  apertium-eng-spa # en <-> es, the hub for en -> fr/pt/it/gl via Spanish
  apertium-eng-cat # en <-> ca
  apertium-spa-cat # es <-> ca
  apertium-fr-es   # fr <-> es
  apertium-fra-cat # fr <-> ca
  apertium-es-pt   # es <-> pt
  apertium-spa-ita # es <-> it
  apertium-es-gl   # es <-> gl
)

missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done

if [ "${#missing[@]}" -eq 0 ]; then
  echo "Apertium and its pairs are already installed."
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

echo "Installing Apertium: ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
apertium -l >/dev/null 2>&1 || { echo "apertium did not install" >&2; exit 1; }
echo "Apertium modes: $(apertium -l | tr '\n' ' ')"
