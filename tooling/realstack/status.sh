#!/usr/bin/env bash
# Shows which realstack daemons run and the memory they use (PSS and RSS, summed over each
# daemon's process group).
#
# Usage: tooling/realstack/status.sh [memory]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

total_pss=0 total_rss=0 total_processes=0
for pid_file in "$PID_DIR"/*.pid; do
  [ -e "$pid_file" ] || { echo "realstack: not running"; exit 0; }
  name=$(basename "$pid_file" .pid)
  leader=$(cat "$pid_file")
  pss=0 rss=0 count=0
  for pid in $(pgrep -g "$leader" 2>/dev/null); do
    read -r p r < <(awk '/^Pss:/ { p = $2 } /^Rss:/ { r = $2 } END { print p + 0, r + 0 }' \
      "/proc/$pid/smaps_rollup" 2>/dev/null || echo "0 0")
    pss=$((pss + p)) rss=$((rss + r)) count=$((count + 1))
  done
  total_pss=$((total_pss + pss)) total_rss=$((total_rss + rss)) total_processes=$((total_processes + count))
  if [ "${1:-}" != memory ]; then
    printf '%-17s %s  %3d processes  PSS %5d MB  RSS %5d MB\n' "$name" \
      "$([ "$count" -gt 0 ] && echo up || echo DOWN)" "$count" $((pss / 1024)) $((rss / 1024))
  fi
done
printf 'realstack memory: PSS %d MB, RSS %d MB summed, %d processes\n' \
  $((total_pss / 1024)) $((total_rss / 1024)) "$total_processes"
