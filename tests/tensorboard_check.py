"""TensorBoard's own reader against Osprey's run store (TestTensorBoard).

    tensorboard_check.py RUN_DIR DB live|final [--resumed]

Reads RUN_DIR/tensorboard with tensorboard's EventAccumulator (which drops what a restart marker supersedes, as
TensorBoard does) and the run's metric rows from the SQLite store DB. live: every row of the first epoch is in
TensorBoard with the same step and value (1e-6 relative), and every TensorBoard point up to that epoch's last
step is a row of the store. final: both hold the same tags, steps and values, and
TensorBoard has the pictures val/picture_1 and _2 at each validation's step. Always: no tag has a step twice,
and the hparams summary holds the run's configuration. --resumed: the run was resumed once, so the folder has
two event files, and the second has one restart marker, at the step after the checkpoint's (0 without one), and
no step before it. Exit 0 when all holds, 1 with the differences on stderr, 3 in live mode when the store
has no finished epoch yet.
"""
import glob
import os
import sqlite3
import sys

from tensorboard.backend.event_processing.event_accumulator import EventAccumulator
from tensorboard.backend.event_processing.event_file_loader import EventFileLoader
from tensorboard.plugins.hparams import plugin_data_pb2


def store_rows(db, run_dir):
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    (run_id,) = con.execute("SELECT id FROM runs WHERE run_dir IN (?, ?)",
                            (os.path.abspath(run_dir), run_dir)).fetchone()
    return con.execute("SELECT name, step, epoch, value FROM metrics WHERE run_id = ?", (run_id,)).fetchall()


def close(a, b):
    return abs(a - b) <= 1e-6 * max(1.0, abs(b))


def main():
    run_dir, db, mode = sys.argv[1:4]
    resumed = "--resumed" in sys.argv[4:]
    problems = []
    rows = store_rows(db, run_dir)
    if mode == "live":
        first = [r for r in rows if r[2] == 0]
        val_steps = [r[1] for r in first if r[0].startswith("val/")]
        if not val_steps:
            return 3
        last_step = max(val_steps)
        wanted = {(n, s): v for n, s, e, v in first}
        stored = {(n, s): v for n, s, e, v in rows if s <= last_step}
    else:
        wanted = stored = {(n, s): v for n, s, e, v in rows}

    acc = EventAccumulator(os.path.join(run_dir, "tensorboard"), size_guidance={"scalars": 0, "images": 0})
    acc.Reload()
    board = {}
    for tag in acc.Tags()["scalars"]:
        steps = [e.step for e in acc.Scalars(tag)]
        if len(steps) != len(set(steps)):
            problems.append(f"{tag}: a step written twice: {sorted(steps)}")
        for e in acc.Scalars(tag):
            board[(tag, e.step)] = e.value
    for key, value in wanted.items():
        if key not in board:
            problems.append(f"{key} is in the store ({value}) but not in TensorBoard")
        elif not close(board[key], value):
            problems.append(f"{key}: TensorBoard {board[key]}, store {value}")
    limit = max((s for _, s in wanted), default=-1) if mode == "live" else None
    for key, value in board.items():
        if (limit is None or key[1] <= limit) and key not in stored:
            problems.append(f"{key} is in TensorBoard ({value}) but not in the store")

    if mode == "final":
        # A few pictures at each validation (val/picture_1 ...), drawn with the model's outcome.
        validations = sorted(s for n, s in wanted if n == "val/loss")
        for tag in ("val/picture_1", "val/picture_2"):
            pictures = acc.Images(tag) if tag in acc.Tags()["images"] else []
            if sorted(p.step for p in pictures) != validations:
                problems.append(f"{tag} at steps {[p.step for p in pictures]}, validations at {validations}")
            elif any(not p.encoded_image_string.startswith(b"\x89PNG") or p.width < 1 for p in pictures):
                problems.append(f"{tag}: a picture that is not a PNG")

    hparams = acc.PluginTagToContent("hparams").get("_hparams_/session_start_info")
    if hparams is None:
        problems.append("no hparams summary")
    else:
        data = plugin_data_pb2.HParamsPluginData.FromString(hparams)
        names = dict(data.session_start_info.hparams)
        for key in ("optim.lr", "train.epochs", "model.name"):
            if key not in names:
                problems.append(f"hparams lack {key}")

    files = sorted(glob.glob(os.path.join(run_dir, "tensorboard", "events.out.tfevents.*")))
    if resumed:
        if len(files) != 2:
            problems.append(f"{len(files)} event files after one resume, not 2: {files}")
        else:
            events = list(EventFileLoader(files[1]).Load())
            starts = [e.step for e in events if e.HasField("session_log") and e.session_log.status == 1]
            if len(starts) != 1:
                problems.append(f"the resumed file has restart markers at {starts}, not one")
            first = starts[0] if starts else 0
            early = sorted({e.step for e in events if e.HasField("summary") and e.step < first and
                            any(v.HasField("simple_value") for v in e.summary.value)})
            if early:
                problems.append(f"the resumed file writes steps before its restart marker: {early[:10]}")
    print(f"{len(wanted)} store rows, {len(board)} TensorBoard points, {len(files)} files")
    for p in problems[:40]:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
