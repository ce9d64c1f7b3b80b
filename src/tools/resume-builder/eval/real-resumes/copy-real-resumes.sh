#!/usr/bin/env bash
# Copies the real-resume PDFs named in sources.json out of bare git snapshots of their repositories
# (one folder per repository, <owner>+<name>/repo, as the workplace's fetch leaves them) into files/,
# and checks each against its recorded sha256. The PDFs are not committed: see README.md.
#   bash src/tools/resume-builder/eval/real-resumes/copy-real-resumes.sh [/work/.mirror]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mirrors="${1:-/work/.mirror}"
mkdir -p "$here/files"
node -e '
  const { files } = require(process.argv[1]);
  for (const f of files) console.log([f.file, f.repo, f.path, f.commit, f.sha256].join("\t"));
' "$here/sources.json" | while IFS=$'\t' read -r file repo path commit sha; do
  git_dir="$mirrors/${repo/\//+}/repo"
  # Some snapshots arrive as a checkout (repo/.git) rather than a bare repository.
  if [ -d "$git_dir/.git" ]; then git_dir="$git_dir/.git"; fi
  if [ ! -d "$git_dir" ]; then echo "missing snapshot of $repo (expected $git_dir): fetch it first" >&2; continue; fi
  git --git-dir="$git_dir" show "$commit:$path" > "$here/files/$file"
  echo "$sha  $here/files/$file" | sha256sum --check --quiet || { echo "checksum differs: $file" >&2; exit 1; }
  echo "copied $file"
done
