#!/usr/bin/env python3
"""The body of bench/gpu/validate.sh (see bench/gpu/README.md): proves Osprey correct on a GPU and measures it
side by side with PyTorch, writing OUT/results.json, OUT/results.md and one log per step under OUT/logs/.

Every step has its own time limit and the whole run a budget; a step that fails is recorded and the next one
runs. The exit status is 1 when a correctness step failed (with --strict: when any step failed or a section is
missing from the JSON written), else 0. --cpu runs every step on the CPU at a reduced size.
Needs only the Python standard library; the torchvision side runs in PYTHON (torch and torchvision).
"""
import argparse
import csv
import io
import json
import os
import queue
import shutil
import signal
import statistics
import subprocess
import sys
import tarfile
import tempfile
import threading
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DIGITS = os.path.join(REPO, "resources", "templates", "digits.yaml")
PEER = os.path.join(REPO, "bench", "torch_peer.py")
TV_REFERENCE = os.path.join(REPO, "bench", "gpu", "tv_reference.py")
MAKE_JPEGS = os.path.join(REPO, "bench", "make_jpeg_folder.py")
TV_GPU_DECODE = os.path.join(REPO, "bench", "gpu", "tv_gpu_decode.py")
PHOTOS = os.path.join(REPO, "bench", "gpu", "photos")

# docs/benchmarks.md, "Digits demo": the template's 15 epochs on the CPU, 98.80% validation top-1 in each of
# three runs (Debian's libtorch 1.13; deterministic for the seed).
RECORDED_DIGITS_CPU_TOP1 = 98.80

CORRECTNESS = ["digits_fp32", "digits_bf16", "digits_fp16", "kill_resume", "torchvision_resnet",
               "torchvision_retinanet", "nccl_sum", "gpu_decode_numerics"]
SPEED = ["train_resnet", "train_efficientnet_b0", "train_retinanet", "infer_resnet", "train_jpeg_folder",
         "loader_scaling", "gpu_decode"]

# gpu_decode_numerics: the mean absolute difference of the normalised images (values of (x/255 - mean)/std,
# spread about 4.5 wide) between GPU and CPU decoding of the same pictures with the same crops and flips. They
# differ by resampling only: the CPU decodes at a reduced DCT scale and area-averages, the GPU resizes the
# full-resolution crop, and nvJPEG's colour conversion and chroma upsampling differ by a level or two. 0.05 is
# about 2.6 levels of 255 on average (one level is 1/(255 x 0.225) = 0.017), far below what a wrong crop, a
# missed flip or swapped channels give (0.3 and more on photographs).
GPU_DECODE_MEAN_ABS_BOUND = 0.05


def sizes(cpu):
    """Everything that differs between the GPU run and the reduced CPU run."""
    if not cpu:
        return {
            "device": "cuda",
            "budget": 540,
            "digits_overrides": [],  # the template as it is: 15 epochs
            "digits_tolerance": 0.5,
            "kill_overrides": ["train.epochs=3", "train.batch_size=32", "data.workers=2"],
            "kill_delay": 0.05,
            "classifier": "resnet50",
            "logit_rel_tolerance": 5e-3,  # of the largest |logit|; TF32 convolutions on both sides
            "score_tolerance": 5e-3, "box_tolerance_px": 1.0,
            "train_resnet": dict(model="resnet50", batch=256, size=224, precision="bf16", steps=20, warmup=5),
            "train_effnet": dict(model="efficientnet_b0", batch=256, size=224, precision="bf16", steps=20,
                                 warmup=5),
            "train_retinanet": dict(model="retinanet_resnet50_fpn", batch=16, size=640, precision="bf16",
                                    steps=10, warmup=3),
            "infer": dict(model="resnet50", batch_sizes="1,8,64", size=224, precision="bf16", steps=50,
                          warmup=10),
            # 20 batches per epoch, 3 epochs timed (issue 38): epoch ends and their refills are measured too.
            "jpeg": dict(model="resnet50", batch=256, size=224, precision="bf16", steps=60, warmup=5,
                         per_class=640, classes=8, workers=max(2, (os.cpu_count() or 4) - 2)),
            # CPU decoding, one worker against all of them: batch 256, 1,280-picture epochs (bench data).
            "scaling": dict(batch=256, size=224, epoch_size=1280, steps=20, warmup=4,
                            workers=max(2, (os.cpu_count() or 4) - 2)),
            "channels_last": {"train_resnet", "train_efficientnet_b0", "infer_resnet", "train_jpeg_folder"},
            "compile": True,
            # GPU decoding (issue 38): batch 256 at 224 px from the 500x375 JPEGs, 30 timed batches; the CPU
            # path on every core beside it; the numerics on 256 crops of real photographs.
            "gpu_decode": dict(batch=256, size=224, steps=30, warmup=5, workers=os.cpu_count() or 16,
                               goal=6000, numerics_batch=64, numerics_batches=4, photos=256),
        }
    return {
        "device": "cpu",
        "budget": 240,
        "digits_overrides": ["train.epochs=3", "train.max_steps_per_epoch=30", "train.batch_size=32",
                             "schedule.warmup_epochs=0"],
        "digits_tolerance": 5.0,
        "kill_overrides": ["train.epochs=3", "train.batch_size=32", "train.max_steps_per_epoch=8"],
        "kill_delay": 0.3,
        "classifier": "resnet18",
        "logit_rel_tolerance": 1e-5,
        "score_tolerance": 1e-4, "box_tolerance_px": 0.05,
        "train_resnet": dict(model="resnet18", batch=16, size=64, precision="fp32", steps=3, warmup=1),
        "train_effnet": dict(model="efficientnet_b0", batch=4, size=64, precision="fp32", steps=1, warmup=1),
        "train_retinanet": dict(model="retinanet_resnet50_fpn", batch=1, size=64, precision="fp32", steps=1,
                                warmup=1),
        "infer": dict(model="resnet18", batch_sizes="1,8", size=64, precision="fp32", steps=3, warmup=1),
        "jpeg": dict(model="resnet18", batch=8, size=64, precision="fp32", steps=3, warmup=1, per_class=16,
                     classes=2, workers=2),
        "scaling": dict(batch=8, size=64, epoch_size=16, steps=4, warmup=1, workers=2),
        # One step exercises the flag on both sides; PyTorch 1.13's CPU kernels are slow in NHWC elsewhere.
        "channels_last": {"train_resnet"},
        "compile": False,
        "gpu_decode": dict(batch=8, size=64, steps=2, warmup=1, workers=2, goal=6000, numerics_batch=8,
                           numerics_batches=2, photos=16),
    }


def native_bf16():
    """Whether this CPU multiplies bf16 natively (else libtorch emulates it; docs/benchmarks.md)."""
    try:
        with open("/proc/cpuinfo") as f:
            flags = f.read()
    except OSError:
        return False
    return "avx512_bf16" in flags or "amx_bf16" in flags


class StepFailed(Exception):
    pass


class StepSkipped(Exception):
    pass


class Validator:
    def __init__(self, args):
        self.args = args
        self.cpu = args.cpu
        self.s = sizes(args.cpu)
        self.device = self.s["device"]
        self.out = os.path.abspath(args.out)
        self.logs = os.path.join(self.out, "logs")
        os.makedirs(self.logs, exist_ok=True)
        self.work = os.path.abspath(args.work) if args.work else tempfile.mkdtemp(prefix="osprey-validate-")
        os.makedirs(self.work, exist_ok=True)
        self.db = os.path.join(self.work, "runs.db")
        self.budget = args.budget or self.s["budget"]
        self.started = time.monotonic()
        self.steps = {}
        self.notes = []
        self.caps = {}
        self.env = dict(os.environ, PYTHONUNBUFFERED="1")
        # --cpu: every step computes on one thread (both sides of the speed steps too, side by side). The figures
        # only show that the paths work, and libtorch's OpenMP threads, which spin at barriers, slow a run on all
        # cores 7x when other work shares them.
        self.one_thread = ["--threads", "1"] if self.cpu else []

    # ----- plumbing -------------------------------------------------------------------------------------
    def remaining(self):
        return self.budget - (time.monotonic() - self.started)

    def log(self, step, text):
        with open(os.path.join(self.logs, step + ".log"), "a") as f:
            f.write(text)

    def run(self, step, cmd, timeout, env=None):
        """Runs `cmd` with its own time limit (cut to the budget left); returns (code, stdout, stderr)."""
        cut = self.remaining() < timeout  # the budget, not the step's own limit, decides
        timeout = max(1.0, min(timeout, self.remaining()))
        self.log(step, "$ " + " ".join(cmd) + "\n")
        start = time.monotonic()
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO,
                             env=env or self.env, start_new_session=True)
        try:
            out, err = p.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            out, err = p.communicate()
            self.log(step, out + err + f"\n[timed out after {timeout:.0f} s]\n")
            if cut:
                raise StepSkipped(f"the budget ({self.budget:.0f} s) ran out during the step")
            raise StepFailed(f"`{os.path.basename(cmd[0])} {' '.join(cmd[1:3])}` timed out after {timeout:.0f} s")
        self.log(step, out + err + f"\n[exit {p.returncode} after {time.monotonic() - start:.1f} s]\n\n")
        return p.returncode, out, err

    def check(self, step, cmd, timeout, env=None):
        code, out, err = self.run(step, cmd, timeout, env)
        if code != 0:
            last = (err.strip() or out.strip()).splitlines()[-1:] or ["no output"]
            raise StepFailed(f"`{os.path.basename(cmd[0])} {' '.join(cmd[1:3])}` exited {code}: {last[0][:300]}")
        return out

    def json_of(self, step, cmd, timeout, env=None):
        out = self.check(step, cmd, timeout, env)
        try:
            return json.loads(out)
        except ValueError:
            raise StepFailed(f"`{os.path.basename(cmd[0])} {' '.join(cmd[1:3])}` printed no JSON")

    def cli(self, *args):
        return [self.args.cli, *args]

    def peer(self, *args):
        # On the GPU both sides time with cuDNN's benchmark mode, as Osprey trains by default (hardware.
        # cudnn_benchmark) and as PyTorch's reference training scripts set it.
        return [self.args.python, PEER, *args] + ([] if self.cpu else ["--cudnn-benchmark"])

    def step(self, name, kind, fn, min_seconds=5):
        """Runs one step, catching its failure; records status, reason, details and time."""
        record = {"kind": kind, "status": "pass", "reason": "", "log": f"logs/{name}.log"}
        start = time.monotonic()
        if self.args.only and name not in self.args.only:
            record.update(status="skip", reason="not in --only")
        elif name in self.args.skip:
            record.update(status="skip", reason="--skip")
        elif self.remaining() < min_seconds:
            record.update(status="skip", reason=f"budget: {self.remaining():.0f} s of {self.budget} s left, "
                                                f"this step needs about {min_seconds} s")
        else:
            print(f"[{time.monotonic() - self.started:6.1f} s] {name} ...", flush=True)
            try:
                details = fn(name) or {}
                record.update(details)
            except StepSkipped as e:
                record.update(status="skip", reason=str(e))
            except StepFailed as e:
                record.update(status="fail", reason=str(e))
            except Exception as e:  # a bug in this script must not hide the other steps
                record.update(status="fail", reason=f"{type(e).__name__}: {e}")
        record["seconds"] = round(time.monotonic() - start, 1)
        print(f"           {name}: {record['status']}" + (f" ({record['reason']})" if record["reason"] else ""),
              flush=True)
        self.steps[name] = record
        return record

    # ----- what this osprey-cli and this machine offer --------------------------------------------------
    def probe(self):
        caps = self.caps
        code, out, err = self.run("probe", self.cli("--version"), 60)
        if code != 0:
            raise SystemExit(f"validate: {self.args.cli} --version failed: {(err or out).strip()}")
        caps["cli_version"] = out.strip()
        caps["bench_allreduce"] = "allreduce" in self.run("probe", self.cli("bench", "--help"), 60)[1]
        caps["bench_train_channels_last"] = "--channels-last" in self.run(
            "probe", self.cli("bench", "train", "--help"), 60)[1]
        caps["bench_infer_channels_last"] = "--channels-last" in self.run(
            "probe", self.cli("bench", "infer", "--help"), 60)[1]
        caps["bench_train_no_foreach"] = "--no-foreach" in self.run("probe", self.cli("bench", "train", "--help"), 60)[1]
        data_help = self.run("probe", self.cli("bench", "data", "--help"), 60)[1]
        caps["bench_data_epoch_size"] = "--epoch-size" in data_help
        caps["bench_data_decode"] = "--decode" in data_help and "--compare-cpu" in data_help
        for key in ("hardware.deterministic", "hardware.channels_last"):
            code = self.run("probe", self.cli("train", "-c", DIGITS, "--print-config", f"{key}=true"), 60)[0]
            caps[key] = code == 0
        code, out, _ = self.run("probe", [self.args.python, "-c", (
            "import json, torch, torchvision; print(json.dumps({'torch': torch.__version__, "
            "'torchvision': torchvision.__version__, 'cuda': torch.cuda.is_available(), "
            "'gpu': torch.cuda.get_device_name(0) if torch.cuda.is_available() else '', "
            "'compile': hasattr(torch, 'compile')}))")], 120)
        if code != 0:
            raise SystemExit(f"validate: {self.args.python} cannot import torch and torchvision (logs/probe.log)")
        caps.update({"python_" + k: v for k, v in json.loads(out).items()})
        if not self.cpu and not caps["python_cuda"]:
            self.notes.append("PyTorch sees no CUDA device: every GPU step will fail; use --cpu on a machine "
                              "without one")

    # ----- correctness ----------------------------------------------------------------------------------
    def digits_run(self, step, precision, extra=(), device=None, threads=None):
        run_dir = os.path.join(self.work, f"digits-{precision}-{device or self.device}")
        shutil.rmtree(run_dir, ignore_errors=True)
        cmd = self.cli("train", "-c", DIGITS, "--db", self.db, "--run-dir", run_dir,
                       f"hardware.device={device or self.device}", f"hardware.precision={precision}",
                       *self.s["digits_overrides"], *extra)
        if threads or self.cpu:
            cmd += ["--threads", str(threads or 1)]
        return cmd, run_dir

    def top1_of(self, step, run_dir):
        shown = self.json_of(step, self.cli("runs", "--db", self.db, "show", run_dir, "--json"), 60)
        if shown.get("status") != "finished":
            raise StepFailed(f"run {run_dir} ended '{shown.get('status')}': {shown.get('message', '')}")
        return float(shown["latest_metrics"]["val/top1"])

    def start_cpu_reference(self):
        """GPU mode: the template on the CPU, in the background while the GPU runs train (it leaves 4 cores)."""
        self.cpu_reference = {"source": "recorded", "top1": RECORDED_DIGITS_CPU_TOP1,
                              "note": "docs/benchmarks.md, Digits demo (Debian build, 15 epochs)"}
        self.cpu_reference_process = None
        if self.cpu or self.args.cpu_reference != "run" or "digits_fp32" in self.args.skip:
            return
        threads = max(1, (os.cpu_count() or 8) - 4)
        cmd, run_dir = self.digits_run("digits_cpu_reference", "fp32", device="cpu", threads=threads)
        self.log("digits_cpu_reference", "$ " + " ".join(cmd) + "\n")
        self.cpu_reference_log = open(os.path.join(self.logs, "digits_cpu_reference.log"), "a")
        self.cpu_reference_process = subprocess.Popen(cmd, stdout=self.cpu_reference_log, stderr=subprocess.STDOUT,
                                                      cwd=REPO, env=self.env, start_new_session=True)
        self.cpu_reference_dir = run_dir
        self.cpu_reference_started = time.monotonic()

    def finish_cpu_reference(self, timeout=240):
        p = self.cpu_reference_process
        if p is None:
            return
        self.cpu_reference_process = None
        try:
            p.wait(timeout=max(1, min(timeout - (time.monotonic() - self.cpu_reference_started),
                                      self.remaining())))
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
            self.cpu_reference["note"] += "; the CPU run in this call timed out, so the recorded figure is used"
            return
        finally:
            self.cpu_reference_log.close()
        try:
            top1 = self.top1_of("digits_cpu_reference", self.cpu_reference_dir)
            self.cpu_reference = {"source": "run", "top1": top1,
                                  "note": "the template trained on this machine's CPU in this call "
                                          f"({time.monotonic() - self.cpu_reference_started:.0f} s)"}
        except StepFailed as e:
            self.cpu_reference["note"] += f"; the CPU run in this call failed ({e}), so the recorded figure is used"

    def digits_step(self, precision):
        def fn(step):
            if precision == "fp16" and self.cpu:
                raise StepSkipped("fp16 autocast needs CUDA (Osprey refuses it on the CPU)")
            if precision == "bf16" and self.cpu and not native_bf16():
                raise StepSkipped("this CPU has no AVX-512 BF16 or AMX: libtorch emulates bf16 about 10x slower "
                                  "than fp32, too slow for this step's time (GPU mode always runs it)")
            # On the GPU the runs train as a GPU recipe would: channels-last where this osprey-cli knows the key.
            extra = ["hardware.channels_last=true"] if not self.cpu and self.caps.get("hardware.channels_last") else []
            # Beside the CPU reference (all cores but 4), the GPU run keeps to 2 CPU threads: no oversubscription.
            beside = 2 if getattr(self, "cpu_reference_process", None) else None
            cmd, run_dir = self.digits_run(step, precision, extra, threads=beside)
            self.check(step, cmd, 180 if not self.cpu else 150)
            top1 = self.top1_of(step, run_dir)
            if self.cpu and precision == "fp32":
                self.cpu_reference = {"source": "run", "top1": top1,
                                      "note": "--cpu: the fp32 run at the reduced size is the reference"}
            return {"top1": top1, "channels_last": bool(extra)}
        return fn

    def compare_digits(self):
        """After the CPU reference is known: each precision's top-1 against it."""
        ref, tol = self.cpu_reference["top1"], self.s["digits_tolerance"]
        for precision in ("fp32", "bf16", "fp16"):
            r = self.steps.get(f"digits_{precision}")
            if not r or r["status"] != "pass":
                continue
            if self.cpu and precision == "fp32":
                r.update(tolerance="(the reference)")
                continue
            top1 = r["top1"]
            r.update(cpu_top1=ref, cpu_reference=self.cpu_reference["source"], difference=round(top1 - ref, 3),
                     tolerance=f"|top-1 - CPU top-1| <= {tol} points")
            if abs(top1 - ref) > tol:
                r.update(status="fail", reason=f"top-1 {top1:.2f}% is {abs(top1 - ref):.2f} points from the CPU's "
                                               f"{ref:.2f}% (tolerance {tol})")

    def kill_resume(self, step):
        extra = list(self.s["kill_overrides"]) + [f"hardware.device={self.device}"]
        if self.caps.get("hardware.deterministic"):
            extra.append("hardware.deterministic=true")
        else:
            self.notes.append("kill_resume ran without hardware.deterministic: this osprey-cli does not know the key")
        base = ["train", "-c", DIGITS, "--db", self.db, *self.one_thread]
        ref_dir, killed_dir = os.path.join(self.work, "kr-reference"), os.path.join(self.work, "kr-killed")
        for d in (ref_dir, killed_dir):
            shutil.rmtree(d, ignore_errors=True)
        self.check(step, self.cli(*base, "--run-dir", ref_dir, *extra), 150)

        def killed_run(delay):
            shutil.rmtree(killed_dir, ignore_errors=True)
            cmd = self.cli(*base, "--run-dir", killed_dir, *extra)
            self.log(step, "$ " + " ".join(cmd) + f"   # SIGKILL {delay} s after epoch 1's checkpoint\n")
            p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=REPO,
                                 env=self.env, start_new_session=True)
            lines = queue.Queue()
            threading.Thread(target=lambda: [lines.put(l) for l in p.stdout] and None, daemon=True).start()
            end = time.monotonic() + min(120, self.remaining())
            seen, text = False, ""
            while time.monotonic() < end and not seen:
                try:
                    line = lines.get(timeout=0.5)
                except queue.Empty:
                    if p.poll() is not None:
                        break
                    continue
                text += line
                seen = line.startswith("epoch 1/")
            if not seen:
                os.killpg(p.pid, signal.SIGKILL)
                p.wait()
                self.log(step, text)
                raise StepFailed("the run to be killed never finished its first epoch")
            checkpoint = os.path.join(killed_dir, "last.pt")
            while not os.path.exists(checkpoint) and time.monotonic() < end:
                time.sleep(0.01)
            time.sleep(delay)
            finished_first = p.poll() is not None
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
            time.sleep(0.2)
            while not lines.empty():
                text += lines.get()
            self.log(step, text + f"[killed with SIGKILL; exit {p.returncode}]\n\n")
            return not finished_first and p.returncode == -signal.SIGKILL

        if not killed_run(self.s["kill_delay"]) and not killed_run(0.0):
            raise StepFailed("the run finished before SIGKILL reached it, twice")
        done_at_kill = len(self.epoch_metrics(step, killed_dir))
        out = self.check(step, self.cli("train", "--db", self.db, "--resume", killed_dir, *self.one_thread), 150)
        resumed_at = next((l.strip() for l in out.splitlines() if "resuming at" in l), "")
        if not resumed_at:
            raise StepFailed("the resumed run did not say where it resumed")
        reference, resumed = self.epoch_metrics(step, ref_dir), self.epoch_metrics(step, killed_dir)
        if sorted(reference) != sorted(resumed):
            raise StepFailed(f"epochs {sorted(resumed)} after resuming, {sorted(reference)} uninterrupted")
        top1_diff = max(abs(resumed[e]["val/top1"] - reference[e]["val/top1"]) for e in reference)
        loss_rel = max(abs(resumed[e]["val/loss"] - reference[e]["val/loss"]) / max(1.0, abs(reference[e]["val/loss"]))
                       for e in reference)
        details = {"epochs": len(reference), "epochs_done_when_killed": done_at_kill, "resumed": resumed_at,
                   "deterministic": bool(self.caps.get("hardware.deterministic")),
                   "top1_max_difference": round(top1_diff, 4), "loss_max_relative_difference": loss_rel,
                   "identical": top1_diff == 0 and loss_rel == 0,
                   "final_top1": resumed[max(resumed)]["val/top1"],
                   "tolerance": "top-1 within 0.21 points (one of 500 images), val loss within 1e-4 relative"}
        if top1_diff > 0.21 or loss_rel > 1e-4:
            details.update(status="fail", reason=f"resumed run differs: top-1 by {top1_diff:.2f} points, loss by "
                                                 f"{loss_rel:.2e} relative")
        return details

    def epoch_metrics(self, step, run_dir):
        out = self.check(step, self.cli("runs", "--db", self.db, "export", run_dir, "--csv"), 60)
        epochs = {}
        for row in csv.DictReader(io.StringIO(out)):
            if row["name"] in ("val/top1", "val/loss"):
                epochs.setdefault(int(row["epoch"]), {})[row["name"]] = float(row["value"])
        return epochs

    def torchvision_resnet(self, step):
        model = self.s["classifier"]
        folder = os.path.join(self.work, "tv-" + model)
        self.check(step, [self.args.python, TV_REFERENCE, "classifier", "--model", model, "--device", self.device,
                          "--out", folder, *self.one_thread], 180)
        predicted = self.json_of(step, self.cli("predict", "--model", model, "--weights",
                                                os.path.join(folder, "model.pth"), "--device", self.device,
                                                "--logits", "--json", "--top-k", "5", *self.one_thread,
                                                os.path.join(folder, "image.png")), 120)
        ours = predicted[0]["logits"]
        with open(os.path.join(folder, "reference.json")) as f:
            ref = json.load(f)
        theirs = ref["logits"]
        if len(ours) != len(theirs):
            raise StepFailed(f"{len(ours)} logits from Osprey, {len(theirs)} from torchvision")
        diff = max(abs(a - b) for a, b in zip(ours, theirs))
        scale = max(abs(b) for b in theirs)
        spread = ref.get("tf32_spread", 0.0)
        if self.cpu:
            tol, rule = 1e-4, "max |logit difference| <= 1e-4 (as TestTorchvisionInterop)"
        else:
            tol = max(self.s["logit_rel_tolerance"] * scale, 3 * spread)
            rule = (f"max |logit difference| <= max({self.s['logit_rel_tolerance']} x largest |logit|, "
                    "3 x torchvision's own TF32-vs-fp32 spread)")
        rule += "; the same top-1 class and top-5 set"
        top5 = lambda v: sorted(range(len(v)), key=lambda i: -v[i])[:5]
        same = top5(ours)[0] == top5(theirs)[0] and set(top5(ours)) == set(top5(theirs))
        details = {"model": model, "max_abs_difference": diff, "largest_abs_logit": scale, "tolerance_abs": tol,
                   "torchvision_tf32_spread": spread, "top5_equal": same, "tolerance": rule,
                   "torchvision": ref.get("torchvision")}
        if diff > tol or not details["top5_equal"]:
            details.update(status="fail", reason=f"logits differ by {diff:.3g} (allowed {tol:.3g}); top-5 equal: "
                                                 f"{details['top5_equal']}")
        shutil.rmtree(folder, ignore_errors=True)
        return details

    def torchvision_retinanet(self, step):
        folder = os.path.join(self.work, "tv-retinanet")
        self.check(step, [self.args.python, TV_REFERENCE, "retinanet", "--device", self.device, "--size", "512",
                          "--out", folder, *self.one_thread], 240)
        found = self.json_of(step, self.cli("predict", "--model", "retinanet_resnet50_fpn", "--weights",
                                            os.path.join(folder, "model.pth"), "--device", self.device,
                                            "--score-threshold", "0.05", "--json", *self.one_thread,
                                            os.path.join(folder, "image.png")), 150)
        ours = sorted(found[0]["boxes"], key=lambda d: -d["score"])
        with open(os.path.join(folder, "reference.json")) as f:
            theirs = sorted(json.load(f)["detections"], key=lambda d: -d["score"])
        score_tol, box_tol, top = self.s["score_tolerance"], self.s["box_tolerance_px"], 20

        def match(a, pool):
            best = None
            for b in pool:
                if b["class_id"] != a["class_id"]:
                    continue
                box = max(abs(a[k] - b[k]) for k in ("x1", "y1", "x2", "y2"))
                if best is None or box < best[0]:
                    best = (box, abs(a["score"] - b["score"]))
            return best

        unmatched, worst_box, worst_score = 0, 0.0, 0.0
        for a, pool in [(a, theirs) for a in ours[:top]] + [(b, ours) for b in theirs[:top]]:
            m = match(a, pool)
            if m is None or m[0] > box_tol or m[1] > score_tol:
                unmatched += 1
            if m is not None:
                worst_box, worst_score = max(worst_box, m[0]), max(worst_score, m[1])
        details = {"model": "retinanet_resnet50_fpn", "image": "512x512", "osprey_detections": len(ours),
                   "torchvision_detections": len(theirs), "compared": f"top {top} of each side against all of the other",
                   "unmatched": unmatched, "max_box_difference_px": worst_box, "max_score_difference": worst_score,
                   "tolerance": f"same class, every box corner within {box_tol} px and score within {score_tol}"}
        if not ours or not theirs or unmatched:
            details.update(status="fail", reason=f"{unmatched} of the top {top} detections on either side have no "
                                                 f"equal on the other (box {worst_box:.3g} px, score {worst_score:.3g})")
        shutil.rmtree(folder, ignore_errors=True)
        return details

    def nccl_sum(self, step):
        if self.cpu:
            raise StepSkipped("NCCL needs CUDA devices and a CUDA libtorch; allreduce_path runs the same command "
                              "through Gloo")
        if not self.caps.get("bench_allreduce"):
            raise StepFailed("this osprey-cli has no `bench allreduce`, so nothing can open a one-rank NCCL group")
        r = self.json_of(step, self.cli("bench", "allreduce", "--backend", "nccl", "--device", "cuda", "--mb", "64",
                                        "--repeats", "20", "--json"), 90)
        if not r.get("checked") or "NCCL" not in r.get("channel", ""):
            raise StepFailed(f"unexpected answer: {r}")
        return {"channel": r["channel"], "ranks": r["ranks"], "megabytes": r["megabytes"],
                "median_ms": r["median_ms"], "tolerance": "every sum exact (one rank: the bucket unchanged)"}

    def allreduce_path(self, step):
        if not self.caps.get("bench_allreduce"):
            raise StepSkipped("this osprey-cli has no `bench allreduce`")
        code, out, err = self.run(step, self.cli("bench", "allreduce", "--backend", "gloo", "--mb", "4",
                                                 "--repeats", "5", "--json"), 60)
        if code == 2 and "without Gloo" in err:
            raise StepSkipped("this osprey-cli was built without Gloo")
        if code != 0:
            raise StepFailed(f"bench allreduce --backend gloo exited {code}: {err.strip()[-300:]}")
        r = json.loads(out)
        return {"channel": r["channel"], "ranks": r["ranks"], "median_ms": r["median_ms"]}

    # ----- speed ----------------------------------------------------------------------------------------
    def train_args(self, step, c, data=None):
        ours = ["bench", "train", "--model", c["model"], "--batch-size", str(c["batch"]), "--image-size",
                str(c["size"]), "--steps", str(c["steps"]), "--warmup", str(c["warmup"]), "--device", self.device,
                "--precision", c["precision"], "--json", *self.one_thread]
        theirs = ["train", "--model", c["model"], "--batch-size", str(c["batch"]), "--image-size", str(c["size"]),
                  "--steps", str(c["steps"]), "--warmup", str(c["warmup"]), "--device", self.device,
                  "--precision", c["precision"], *self.one_thread]
        if data:
            ours += ["--data", data, "--workers", str(c["workers"])]
            theirs += ["--data", data, "--workers", str(c["workers"])]
        detection = c["model"].startswith("retinanet")
        if step in self.s["channels_last"] and not detection:
            theirs.append("--channels-last")
            if self.caps.get("bench_train_channels_last"):
                ours.append("--channels-last")
        return ours, theirs

    def measure_train(self, step, c, data=None, goals=None, compile_later=True, foreach_ab=False):
        ours, theirs = self.train_args(step, c, data)
        o = self.json_of(step, self.cli(*ours), 150)
        t = self.json_of(step, self.peer(*theirs), 150)
        if foreach_ab and self.caps.get("bench_train_no_foreach"):
            # Issue 41: the multi-tensor SGD (Osprey's default) against libtorch's per-tensor one.
            per_tensor = self.json_of(step, self.cli(*ours, "--no-foreach"), 150)
            o["per_tensor_sgd_img_per_s"] = per_tensor["img_per_s"]
            o["foreach_gain"] = o["img_per_s"] / per_tensor["img_per_s"]
        details = {"config": dict(c, device=self.device), "osprey": o, "pytorch_eager": t,
                   "ratio_eager": o["img_per_s"] / t["img_per_s"],
                   "osprey_channels_last": "--channels-last" in ours, "peer_channels_last": "--channels-last" in theirs,
                   "goals": goals or {}}
        if self.s["compile"] and compile_later and not c["model"].startswith("retinanet"):
            self.later.append((step, theirs))
        elif c["model"].startswith("retinanet") and not self.cpu:
            details["compile_skipped"] = ("torchvision's RetinaNet breaks the graph in its Python pre- and "
                                          "post-processing and loss; compiling it does not fit the budget")
        return details

    def compile_pass(self):
        """torch.compile peers last, so that a budget overrun skips them rather than the eager comparisons."""
        for step, theirs in self.later:
            record = self.steps.get(step)
            if not record or record["status"] != "pass":
                continue
            if self.remaining() < 100:
                record["compile_skipped"] = f"budget: {self.remaining():.0f} s left"
                continue
            cmd = list(theirs) + ["--compile"]
            warm = cmd.index("--warmup") + 1
            cmd[warm] = str(int(cmd[warm]) + 3)  # compilation happens in the first steps
            try:
                start = time.monotonic()
                print(f"[{time.monotonic() - self.started:6.1f} s] {step}: torch.compile peer ...", flush=True)
                t = self.json_of(step, self.peer(*cmd), 300)
                record["pytorch_compile"] = t
                record["compile_seconds"] = round(time.monotonic() - start, 1)
                if record.get("osprey", {}).get("mode") == "infer":
                    record["ratio_compile"] = {str(a["batch_size"]): b["mean_ms"] / a["mean_ms"]
                                               for a, b in zip(record["osprey"]["batches"], t["batches"])}
                else:
                    record["ratio_compile"] = record["osprey"]["img_per_s"] / t["img_per_s"]
            except StepFailed as e:
                record["compile_skipped"] = f"the torch.compile peer failed: {e}"

    def infer_step(self, step):
        c = self.s["infer"]
        ours = ["bench", "infer", "--model", c["model"], "--batch-sizes", c["batch_sizes"], "--image-size",
                str(c["size"]), "--steps", str(c["steps"]), "--warmup", str(c["warmup"]), "--device", self.device,
                "--precision", c["precision"], "--json", *self.one_thread]
        theirs = ["infer", "--model", c["model"], "--batch-sizes", c["batch_sizes"], "--image-size", str(c["size"]),
                  "--steps", str(c["steps"]), "--warmup", str(c["warmup"]), "--device", self.device,
                  "--precision", c["precision"], *self.one_thread]
        if step in self.s["channels_last"]:
            theirs.append("--channels-last")
            if self.caps.get("bench_infer_channels_last"):
                ours.append("--channels-last")
        o = self.json_of(step, self.cli(*ours), 150)
        t = self.json_of(step, self.peer(*theirs), 150)
        if self.s["compile"]:
            self.later.append((step, theirs))
        return {"config": dict(c, device=self.device), "osprey": o, "pytorch_eager": t,
                "osprey_channels_last": "--channels-last" in ours, "peer_channels_last": "--channels-last" in theirs,
                # Osprey / peer in throughput terms: the peer's mean latency over Osprey's.
                "ratio_eager": {str(a["batch_size"]): b["mean_ms"] / a["mean_ms"]
                                for a, b in zip(o["batches"], t["batches"])}}

    def jpeg_folder(self, step):
        """The JPEG folder of the data steps, made once per run."""
        c = self.s["jpeg"]
        data = os.path.join(self.work, "jpegs")
        if not os.path.isdir(os.path.join(data, f"class{c['classes'] - 1}")):
            shutil.rmtree(data, ignore_errors=True)
            # One class is drawn; the others are copies (decoding costs the same, and drawing is slow in Python).
            self.check(step, [self.args.python, MAKE_JPEGS, data, "--classes", "1", "--per-class",
                              str(c["per_class"])], 240)
            for k in range(1, c["classes"]):
                shutil.copytree(os.path.join(data, "class0"), os.path.join(data, f"class{k}"))
        return data

    def loader_scaling(self, step):
        """CPU decoding on all the machine's cores against one worker (issue 38: at least 80% of linear)."""
        c = self.s["scaling"]
        data = self.jpeg_folder(step)
        args = ["bench", "data", "--data", data, "--batch-size", str(c["batch"]), "--image-size", str(c["size"]),
                "--steps", str(c["steps"]), "--warmup", str(c["warmup"]), "--json", *self.one_thread]
        if self.caps.get("bench_data_epoch_size"):
            args += ["--epoch-size", str(c["epoch_size"])]
        one = self.json_of(step, self.cli(*args, "--workers", "1"), 200)
        many = self.json_of(step, self.cli(*args, "--workers", str(c["workers"])), 200)
        # PyTorch's DataLoader has prefetch_factor (2) x workers batches made before the first is asked for:
        # its warm-up takes them, so that the timed batches are made while timed.
        peer_warmup = c["warmup"] + 2 * c["workers"]
        peer = self.json_of(step, [self.args.python, PEER, "data", "--uint8", "--data", data, "--batch-size", str(c["batch"]),
                                   "--image-size", str(c["size"]), "--steps", str(c["steps"]), "--warmup",
                                   str(peer_warmup), "--workers", str(c["workers"]), *self.one_thread], 300)
        efficiency = many["img_per_s"] / (c["workers"] * one["img_per_s"])
        return {"config": c, "one_worker": one, "workers": many, "pytorch_dataloader": peer,
                "efficiency": efficiency, "ratio_pytorch": many["img_per_s"] / peer["img_per_s"],
                "goals": {"img/s with N workers over N x one worker's": ">= 0.8"}, "goal_met": efficiency >= 0.8}

    def jpeg_step(self, step):
        c = self.s["jpeg"]
        data = self.jpeg_folder(step)
        details = self.measure_train(step, c, data=data, compile_later=False,
                                     goals={"osprey data wait %": "< 10"})
        details["images"] = c["per_class"] * c["classes"]
        wait = details["osprey"]["data_wait_pct"]
        details["data_wait_goal_met"] = wait < 10
        if not self.cpu and self.caps.get("bench_data_decode"):
            # The same training with nvJPEG decoding (data.decode: gpu): the loader workers only read files.
            ours, _ = self.train_args(step, c, data)
            try:
                details["osprey_gpu_decode"] = self.json_of(step, self.cli(*ours, "--decode", "gpu"), 150)
            except StepFailed as e:
                details["osprey_gpu_decode_failed"] = str(e)
        synthetic = self.steps.get("train_resnet", {})
        if synthetic.get("status") == "pass" and synthetic["config"]["model"] == c["model"]:
            # The same model, batch, size and precision on a fixed batch: the GPU's own speed.
            details["ratio_synthetic"] = details["osprey"]["img_per_s"] / synthetic["osprey"]["img_per_s"]
            if "osprey_gpu_decode" in details:
                details["ratio_synthetic_gpu_decode"] = (details["osprey_gpu_decode"]["img_per_s"]
                                                         / synthetic["osprey"]["img_per_s"])
        return details

    def gpu_decode_ready(self):
        if self.cpu:
            raise StepSkipped("GPU decoding needs a CUDA device and nvJPEG; --cpu runs no GPU (the CPU side of "
                              "the same code is TestGpuDecode's)")
        if not self.caps.get("bench_data_decode"):
            raise StepFailed("this osprey-cli's bench data has no --decode/--compare-cpu")

    def gpu_decode(self, step):
        """GPU decoding's throughput (nvJPEG + one kernel), the CPU path on every core, torchvision's GPU decoding."""
        self.gpu_decode_ready()
        c = self.s["gpu_decode"]
        data = self.jpeg_folder(step)
        common = ["bench", "data", "--data", data, "--batch-size", str(c["batch"]), "--image-size", str(c["size"]),
                  "--steps", str(c["steps"]), "--warmup", str(c["warmup"]), "--device", "cuda", "--json"]
        gpu = self.json_of(step, self.cli(*common, "--decode", "gpu", "--workers", str(c["workers"])), 120)
        if gpu.get("decode") != "gpu" or not gpu.get("gpu_pictures", {}).get("decoded"):
            raise StepFailed(f"bench data --decode gpu decoded nothing on the GPU: {gpu}")
        cpu = self.json_of(step, self.cli(*common, "--decode", "cpu", "--workers", str(c["workers"])), 120)
        peer = self.json_of(step, [self.args.python, TV_GPU_DECODE, "--data", data, "--batch-size", str(c["batch"]),
                                   "--image-size", str(c["size"]), "--steps", str(c["steps"]), "--warmup",
                                   str(c["warmup"])], 180)
        return {"config": c, "osprey_gpu": gpu, "osprey_cpu": cpu, "torchvision_gpu": peer,
                "ratio_torchvision": gpu["img_per_s"] / peer["img_per_s"],
                "ratio_cpu_decoding": gpu["img_per_s"] / cpu["img_per_s"],
                "goals": {"GPU decoding img/s": f">= {c['goal']}"}, "goal_met": gpu["img_per_s"] >= c["goal"]}

    def gpu_decode_numerics(self, step):
        """GPU against CPU decoding on real photographs, same seeds; malformed JPEGs alike on both paths."""
        self.gpu_decode_ready()
        c = self.s["gpu_decode"]
        photos = os.path.join(self.work, "photos")
        if not os.path.isdir(os.path.join(photos, "class0")):
            self.check(step, [self.args.python, MAKE_JPEGS, photos, "--classes", "1", "--per-class",
                              str(c["photos"]), "--photos", PHOTOS], 120)
        r = self.json_of(step, self.cli("bench", "data", "--compare-cpu", "--data", photos, "--device", "cuda",
                                        "--batch-size", str(c["numerics_batch"]), "--steps",
                                        str(c["numerics_batches"]), "--image-size", str(c["size"]), "--workers",
                                        "4"), 120)
        bound = GPU_DECODE_MEAN_ABS_BOUND
        details = {"mean_abs_difference": r["mean_abs_difference"], "max_abs_difference": r["max_abs_difference"],
                   "worst_image_mean_abs_difference": r["worst_image_mean_abs_difference"],
                   "images": r["images"], "decoder": r.get("decoder", ""), "gpu_pictures": r["gpu_pictures"],
                   "malformed": r["malformed"], "malformed_same_outcome": r["malformed_same_outcome"],
                   "tolerance": f"mean |GPU - CPU| of the normalised images < {bound} (about 2.6 of 255 levels); "
                                "the same rows; every malformed kind alike on both paths, no crash"}
        problems = []
        if r["mean_abs_difference"] >= bound:
            problems.append(f"mean |difference| {r['mean_abs_difference']:.4f} >= {bound}")
        if not r["same_rows"] or r["images"] == 0:
            problems.append("the two paths delivered different rows")
        if not r["gpu_pictures"]["decoded"]:
            problems.append("nothing was decoded on the GPU")
        if not r["malformed_same_outcome"]:
            problems.append("malformed JPEGs differ: " + ", ".join(
                f"{m['file']} (GPU {m['gpu']}, CPU {m['cpu']})" for m in r["malformed"]
                if m["counted"] and not m["same"]))
        if problems:
            details.update(status="fail", reason="; ".join(problems))
        return details

    # ----- the whole run --------------------------------------------------------------------------------
    def run_all(self):
        self.later = []
        self.probe()
        self.start_cpu_reference()
        for precision in ("fp32", "bf16", "fp16"):
            self.step(f"digits_{precision}", "correctness", self.digits_step(precision), 20)
        self.finish_cpu_reference()
        self.compare_digits()
        self.step("kill_resume", "correctness", self.kill_resume, 30)
        self.step("torchvision_resnet", "correctness", self.torchvision_resnet, 15)
        self.step("torchvision_retinanet", "correctness", self.torchvision_retinanet, 30)
        self.step("nccl_sum", "correctness", self.nccl_sum, 5)
        if self.cpu:
            self.step("allreduce_path", "path", self.allreduce_path, 5)
        s = self.s
        self.step("train_resnet", "speed", lambda n: self.measure_train(
            n, s["train_resnet"], goals={"vs eager": ">= 1.0", "vs torch.compile": ">= 0.9"}, foreach_ab=True), 20)
        self.step("train_efficientnet_b0", "speed", lambda n: self.measure_train(n, s["train_effnet"]), 20)
        self.step("train_retinanet", "speed", lambda n: self.measure_train(n, s["train_retinanet"]), 20)
        self.step("infer_resnet", "speed", self.infer_step, 15)
        self.step("train_jpeg_folder", "speed", self.jpeg_step, 25)
        self.step("loader_scaling", "speed", self.loader_scaling, 25)
        self.step("gpu_decode_numerics", "correctness", self.gpu_decode_numerics, 15)
        self.step("gpu_decode", "speed", self.gpu_decode, 25)
        if self.s["compile"] and not self.args.no_compile:
            self.compile_pass()

    def results(self):
        failed = [n for n, r in self.steps.items() if r["kind"] == "correctness" and r["status"] == "fail"]
        return {
            "mode": "cpu (reduced sizes)" if self.cpu else "gpu",
            "device": self.device, "cli": self.args.cli, "python": self.args.python,
            "capabilities": self.caps, "budget_s": self.budget,
            "wall_s": round(time.monotonic() - self.started, 1),
            "cpu_reference": getattr(self, "cpu_reference", None),
            "steps": self.steps, "notes": self.notes,
            "correctness_failed": failed,
        }


# ----- markdown ---------------------------------------------------------------------------------------------
def cell(text):
    return str(text).replace("|", "\\|")


def fmt(v, digits=1):
    return "—" if v is None else f"{v:,.{digits}f}"


def markdown(res):
    caps = res["capabilities"]
    lines = [f"# Osprey validation — {res['mode']}", "",
             f"`{caps.get('cli_version', '?')}` ({res['cli']}); peer PyTorch {caps.get('python_torch', '?')}, "
             f"torchvision {caps.get('python_torchvision', '?')}"
             + (f" on {caps['python_gpu']}" if caps.get("python_gpu") else "") + f"; wall {res['wall_s']} s of a "
             f"{res['budget_s']} s budget.", "",
             "## Correctness", "", "| step | status | result | tolerance | s |", "| --- | --- | --- | --- | --- |"]
    for name, r in res["steps"].items():
        if r["kind"] not in ("correctness", "path"):
            continue
        if "top1" in r:
            what = f"top-1 {r['top1']:.2f}%" + (" channels-last" if r.get("channels_last") else "") + (f" vs CPU {r['cpu_top1']:.2f}% ({r['cpu_reference']})"
                                                 if "cpu_top1" in r else " (the CPU reference)")
        elif name == "kill_resume" and "top1_max_difference" in r:
            what = (f"killed after {r['epochs_done_when_killed']} of {r['epochs']} epochs, {r['resumed']}; "
                    f"top-1 diff {r['top1_max_difference']}, loss diff {r['loss_max_relative_difference']:.2g}"
                    + (" (identical)" if r["identical"] else ""))
        elif "mean_abs_difference" in r:
            what = (f"mean |GPU - CPU| {r['mean_abs_difference']:.4f} over {r['images']} photographs; malformed "
                    f"alike: {r['malformed_same_outcome']}")
        elif "max_abs_difference" in r:
            what = f"{r['model']}: max logit diff {r['max_abs_difference']:.3g} (allowed {r['tolerance_abs']:.3g})"
        elif "unmatched" in r:
            what = (f"{r['osprey_detections']}/{r['torchvision_detections']} detections; box diff "
                    f"{r['max_box_difference_px']:.3g} px, score diff {r['max_score_difference']:.3g}")
        elif "channel" in r:
            what = f"{r['channel']}, {r['ranks']} rank: {r['median_ms']:.3f} ms median"
        else:
            what = ""
        if r["reason"]:
            what = (what + "; " if what else "") + r["reason"]
        lines.append(f"| {name} | **{r['status']}** | {cell(what)} | {cell(r.get('tolerance', ''))} | {r['seconds']} |")
    ref = res.get("cpu_reference")
    if ref:
        lines += ["", f"CPU reference top-1: {ref['top1']:.2f}% ({ref['source']}: {ref['note']})."]

    lines += ["", "## Speed (Osprey / PyTorch, same device, same call)", "",
              "| what | Osprey img/s | PyTorch eager img/s | ratio | torch.compile img/s | ratio | goal | s |",
              "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for name, r in res["steps"].items():
        if r["kind"] != "speed" or name in ("infer_resnet", "loader_scaling", "gpu_decode"):
            continue
        if r["status"] != "pass":
            lines.append(f"| {name} | **{r['status']}**: {cell(r['reason'])} | | | | | | {r['seconds']} |")
            continue
        c = r["config"]
        what = (f"{name}: {c['model']}, batch {c['batch']}, {c['size']} px, {c['precision']}"
                + (", channels-last" if r.get("osprey_channels_last") else "")
                + (" (peer channels-last)" if r.get("peer_channels_last") and not r.get("osprey_channels_last") else ""))
        o, t = r["osprey"], r["pytorch_eager"]
        comp = r.get("pytorch_compile")
        goal = ", ".join(f"{k} {v}" for k, v in r.get("goals", {}).items())
        if name == "train_jpeg_folder":
            what += f", {r['images']} JPEGs, {c['workers']} workers"
            goal = (f"data wait {o['data_wait_pct']:.1f}% (PyTorch {t['data_wait_pct']:.1f}%): "
                    + ("met" if r["data_wait_goal_met"] else "**missed**") + " (< 10%)")
            if "ratio_synthetic" in r:
                goal += (f"; {r['ratio_synthetic']:.2f}x the synthetic-batch speed: "
                         + ("met" if r["ratio_synthetic"] >= 0.9 else "**missed**") + " (>= 0.9)")
            g = r.get("osprey_gpu_decode")
            if g:
                goal += (f"; with data.decode gpu {fmt(g['img_per_s'])} img/s, data wait {g['data_wait_pct']:.1f}%"
                         + (f", {r['ratio_synthetic_gpu_decode']:.2f}x synthetic" if "ratio_synthetic_gpu_decode" in r
                            else ""))
            elif r.get("osprey_gpu_decode_failed"):
                goal += f"; data.decode gpu failed: {cell(r['osprey_gpu_decode_failed'])}"
        elif r.get("goals"):
            met = [r["ratio_eager"] >= 1.0] + ([r["ratio_compile"] >= 0.9] if comp else [])
            goal += ": " + ("met" if all(met) else "**missed**") + ("" if comp else " (no compile peer)")
        if "foreach_gain" in o:
            goal += (f"; multi-tensor SGD {o['foreach_gain']:.3f}x libtorch's per-tensor SGD "
                     f"({fmt(o['per_tensor_sgd_img_per_s'])} img/s)")
        lines.append(f"| {what} | {fmt(o['img_per_s'])} | {fmt(t['img_per_s'])} | **{r['ratio_eager']:.2f}** | "
                     f"{fmt(comp['img_per_s']) if comp else r.get('compile_skipped', '—')} | "
                     f"{('**%.2f**' % r['ratio_compile']) if comp else '—'} | {goal} | {r['seconds']} |")

    r = res["steps"].get("loader_scaling")
    if r:
        lines += ["", "## Loader scaling (CPU decoding: random-resized crop, flip; uint8 batches)", ""]
        if r["status"] != "pass":
            lines.append(f"loader_scaling: **{r['status']}** ({r['reason']})")
        else:
            c = r["config"]
            lines += [f"batch {c['batch']}, {c['size']} px, {c['epoch_size']}-picture epochs, {c['steps']} timed "
                      f"batches: 1 worker {fmt(r['one_worker']['img_per_s'])} img/s, {c['workers']} workers "
                      f"{fmt(r['workers']['img_per_s'])} img/s = **{r['efficiency']:.2f}** of linear (goal >= 0.8: "
                      + ("met" if r["goal_met"] else "**missed**") + f"); PyTorch DataLoader with {c['workers']} "
                      f"workers {fmt(r['pytorch_dataloader']['img_per_s'])} img/s (ratio **{r['ratio_pytorch']:.2f}**)."]

    r = res["steps"].get("gpu_decode")
    if r:
        lines += ["", "## GPU decoding (data.decode: gpu; nvJPEG + one kernel, to normalised images on the GPU)", ""]
        if r["status"] != "pass":
            lines.append(f"gpu_decode: **{r['status']}** ({r['reason']})")
        else:
            c = r["config"]
            lines += [f"batch {c['batch']}, {c['size']} px, {c['steps']} timed batches, {c['workers']} workers "
                      f"reading files ({r['osprey_gpu'].get('decoder', '?')}): Osprey GPU decoding "
                      f"**{fmt(r['osprey_gpu']['img_per_s'])}** img/s (goal >= {c['goal']}: "
                      + ("met" if r["goal_met"] else "**missed**") + f"); Osprey CPU decoding on {c['workers']} "
                      f"workers {fmt(r['osprey_cpu']['img_per_s'])} img/s ({r['ratio_cpu_decoding']:.2f}x); "
                      f"torchvision GPU decoding {fmt(r['torchvision_gpu']['img_per_s'])} img/s "
                      f"(ratio **{r['ratio_torchvision']:.2f}**)."]
    r = res["steps"].get("gpu_decode_numerics")
    if r and r["status"] != "skip":
        lines += ["", "gpu_decode_numerics: " + (f"mean |GPU - CPU| {r['mean_abs_difference']:.4f}, worst picture "
                  f"{r['worst_image_mean_abs_difference']:.4f}, largest {r['max_abs_difference']:.3f} over "
                  f"{r['images']} pictures; malformed alike: {r['malformed_same_outcome']}"
                  if "mean_abs_difference" in r else r["reason"])]

    r = res["steps"].get("infer_resnet")
    if r:
        lines += ["", "## Inference latency (ms; ratio = PyTorch mean / Osprey mean)", ""]
        if r["status"] != "pass":
            lines.append(f"infer_resnet: **{r['status']}** ({r['reason']})")
        else:
            c = r["config"]
            lines += [f"{c['model']}, {c['size']} px, {c['precision']}, {c['steps']} timed passes"
                      + (", peer channels-last" if r.get("peer_channels_last") else "")
                      + (", Osprey channels-last" if r.get("osprey_channels_last") else ", Osprey NCHW"), "",
                      "| batch | Osprey mean / p50 / p99 | eager mean / p50 / p99 | ratio | compile mean / p50 / p99 | ratio |",
                      "| --- | --- | --- | --- | --- | --- |"]
            comp = r.get("pytorch_compile")
            for i, a in enumerate(r["osprey"]["batches"]):
                b = r["pytorch_eager"]["batches"][i]
                k = str(a["batch_size"])
                cc = comp["batches"][i] if comp else None
                lines.append(
                    f"| {k} | {a['mean_ms']:.2f} / {a['p50_ms']:.2f} / {a['p99_ms']:.2f} | "
                    f"{b['mean_ms']:.2f} / {b['p50_ms']:.2f} / {b['p99_ms']:.2f} | **{r['ratio_eager'][k]:.2f}** | "
                    + (f"{cc['mean_ms']:.2f} / {cc['p50_ms']:.2f} / {cc['p99_ms']:.2f} | **{r['ratio_compile'][k]:.2f}** |"
                       if cc else f"{r.get('compile_skipped', '—')} | — |"))
    if res["notes"]:
        lines += ["", "## Notes", ""] + [f"- {n}" for n in res["notes"]]
    lines += ["", f"Correctness failures: {', '.join(res['correctness_failed']) or 'none'}."]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cpu", action="store_true", help="every step on the CPU at a reduced size")
    parser.add_argument("--cli", required=True, help="the osprey-cli to validate")
    parser.add_argument("--python", default=sys.executable, help="a Python with torch and torchvision")
    parser.add_argument("--out", default=os.path.join(REPO, "validate-out"))
    parser.add_argument("--work", default="", help="scratch folder (runs, weight files); default a new temporary one")
    parser.add_argument("--budget", type=float, default=0, help="seconds for everything (default 540; --cpu 270)")
    parser.add_argument("--cpu-reference", choices=["run", "recorded"], default="run",
                        help="GPU mode: train the digits template on the CPU in this call (default), or use the "
                             f"recorded {RECORDED_DIGITS_CPU_TOP1}%%")
    parser.add_argument("--only", default="", help="comma-separated steps to run (the others are skipped)")
    parser.add_argument("--skip", default="", help="comma-separated steps to skip")
    parser.add_argument("--strict", action="store_true",
                        help="exit 1 when any step failed or a section is missing from the JSON (the CTest)")
    parser.add_argument("--pack-logs", action="store_true", help="put the logs in OUT/logs.tar.gz instead of a folder")
    parser.add_argument("--keep-work", action="store_true")
    parser.add_argument("--no-compile", action="store_true",
                        help="leave out the torch.compile peers (a minute or more each), e.g. in a short device call")
    args = parser.parse_args()
    args.only = [s for s in args.only.split(",") if s]
    args.skip = [s for s in args.skip.split(",") if s]

    v = Validator(args)
    try:
        v.run_all()
    finally:
        if getattr(v, "cpu_reference_process", None):
            os.killpg(v.cpu_reference_process.pid, signal.SIGKILL)
        res = v.results()
        with open(os.path.join(v.out, "results.json"), "w") as f:
            json.dump(res, f, indent=2)
        with open(os.path.join(v.out, "results.md"), "w") as f:
            f.write(markdown(res))
        if args.pack_logs:
            with tarfile.open(os.path.join(v.out, "logs.tar.gz"), "w:gz") as tar:
                tar.add(v.logs, arcname="logs")
            shutil.rmtree(v.logs)
        if not args.keep_work and not args.work:
            shutil.rmtree(v.work, ignore_errors=True)
    print(markdown(res))
    print(f"results: {os.path.join(v.out, 'results.json')} and results.md")
    code = 1 if res["correctness_failed"] else 0
    if args.strict:
        with open(os.path.join(v.out, "results.json")) as f:
            written = json.load(f)["steps"]
        expected = CORRECTNESS + SPEED + (["allreduce_path"] if args.cpu else [])
        missing = [n for n in expected if n not in written]
        bad = [n for n, r in written.items() if r["status"] not in ("pass", "skip")]
        if missing or bad:
            print(f"validate --strict: missing sections {missing}, failed steps {bad}", file=sys.stderr)
            code = 1
    sys.exit(code)


if __name__ == "__main__":
    main()
