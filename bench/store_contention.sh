#!/usr/bin/env bash
# The run store under contention (issue 18): the digits demo trained twice into one store, undisturbed and with
# another program (a Python sqlite3 connection in BEGIN IMMEDIATE) holding the store's write lock for
# LOCK_SECONDS from 10 s after the start. Prints both runs' row counts and final validation metrics, which must
# be equal, and how long the locked run waited; exits 1 when they differ.
#   bench/store_contention.sh [LOCK_SECONDS] [EPOCHS]
set -euo pipefail
cd "$(dirname "$0")/.."
LOCK=${1:-60}
EPOCHS=${2:-4}
CLI=${OSPREY_CLI:-build/app/osprey-cli}
DIR=$(mktemp -d /tmp/osprey-contention-XXXXXX)
trap 'rm -rf "$DIR"' EXIT
DB="$DIR/runs.db"
train() { $CLI train -c resources/templates/digits.yaml train.epochs="$EPOCHS" --run-dir "$DIR/$1" --db "$DB" --quiet; }

train undisturbed
start=$(date +%s)
train locked > "$DIR/locked.log" 2>&1 &
trainer=$!
sleep 10
/usr/bin/python3 - "$DB" "$LOCK" <<'PY'
import sqlite3, sys, time
c = sqlite3.connect(sys.argv[1], isolation_level=None)
c.execute("BEGIN IMMEDIATE")
print(f"holding the store's write lock for {sys.argv[2]} s", flush=True)
time.sleep(float(sys.argv[2]))
c.execute("COMMIT")
PY
wait "$trainer"
echo "locked run: $(( $(date +%s) - start )) s; its warnings:"
grep -i "lock" "$DIR/locked.log" | sed 's/^/  /' || true
/usr/bin/python3 - "$DB" "$DIR" <<'PY'
import sqlite3, sys
db, folder = sqlite3.connect(sys.argv[1]), sys.argv[2]
def summary(name):
    run = db.execute("SELECT id, status FROM runs WHERE run_dir = ?", (f"{folder}/{name}",)).fetchone()
    rows = db.execute("SELECT COUNT(*), COUNT(DISTINCT name || '@' || step) FROM metrics WHERE run_id = ?", (run[0],)).fetchone()
    last = dict(db.execute("SELECT name, value FROM metrics WHERE run_id = ? AND name IN ('val/top1', 'val/loss') "
                           "ORDER BY step", (run[0],)).fetchall())
    return run[1], rows, last
a, b = summary("undisturbed"), summary("locked")
for label, (status, rows, last) in (("undisturbed", a), ("locked", b)):
    print(f"{label:12s} status {status}, {rows[0]} metric rows ({rows[1]} distinct), final {last}")
sys.exit(0 if a == b else 1)
PY
