#!/bin/bash
# bench/data_check.sh [BUILD] [DIR] [REPEATS]: times `osprey-cli data check` (hashing every picture, comparing
# every pair) on 100,000 distinct 640x480 JPEGs (bench/make_data_check_set.py writes them into DIR once, about
# 14 GB). Prints each run's wall time and the median, and the check's own counts. Run it on a quiet machine.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-$here/../build}" && pwd)
dir=${2:-/tmp/osprey-data-check-100k}
repeats=${3:-3}
cli="$build/app/osprey-cli"
[ -d "$dir/val" ] || /usr/bin/python3 "$here/make_data_check_set.py" "$dir" --images 100000
echo "pictures: $(find "$dir" -name '*.jpg' | wc -l), $(du -sh "$dir" | cut -f1); load before: $(cut -d' ' -f1-3 /proc/loadavg)"
times=()
for i in $(seq "$repeats"); do
  start=$(date +%s.%N)
  "$cli" data check --data folder --root "$dir" --json > /tmp/data-check-bench.json 2> /tmp/data-check-bench.err
  end=$(date +%s.%N)
  t=$(echo "$end - $start" | bc)
  times+=("$t")
  echo "run $i: ${t} s; $(grep -c . /tmp/data-check-bench.err) progress lines; last: $(tail -1 /tmp/data-check-bench.err)"
done
printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print "median: " a[int((NR+1)/2)] " s over " NR " runs"}'
python3 -c "
import json; j=json.load(open('/tmp/data-check-bench.json'))
print('images', j['images'], 'leaks', len(j['leaks']), 'duplicates', len(j['duplicates']), 'unreadable', len(j['unreadable']))"
