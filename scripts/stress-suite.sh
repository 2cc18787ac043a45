#!/usr/bin/env bash
# Issue #23 item 12 (DESIGN §8b.38): the whole suite, RUNS times in a row, with HOGS CPU-bound
# processes beside it (default 3 runs, 2 hogs). Run beside CI, not in it: on a two-core machine
# each run takes about twice as long as an idle one. Stops at the first failing run.
#   scripts/stress-suite.sh [runs] [hogs]      (from the project root, after npm install)
set -uo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
hogs="${2:-2}"

hog_pids=()
stop_hogs() { ((${#hog_pids[@]})) && kill "${hog_pids[@]}" 2>/dev/null; }
trap stop_hogs EXIT
for _ in $(seq 1 "$hogs"); do
  node -e 'for (;;) {}' &
  hog_pids+=("$!")
done
echo "stress: $hogs CPU-bound processes beside the suite (pids ${hog_pids[*]}), $runs runs"

for run in $(seq 1 "$runs"); do
  start=$(date +%s)
  npm test
  rc=$?
  echo "stress: run $run of $runs: exit $rc in $(($(date +%s) - start)) s (load $(cut -d' ' -f1-3 /proc/loadavg))"
  [ "$rc" -eq 0 ] || exit "$rc"
done
