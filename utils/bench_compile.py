#!/usr/bin/env python3
"""Compile-time benchmark: prim-compile against clang-22 on the same work.

    utils/bench_compile.py [--quick] [--json OUT] [--shape S] [--chain L]
                           [--prim-flag FLAG ...]

For N in 10, 100, 1000, 10000 (--quick: 10, 100, 1000) it generates, with
utils/gen_modules.py in a temporary directory, prim_N.mlir and its equivalent
C source c_N.c (TVM C-host style, legacy packed C ABI), then times

    build/bin/prim-compile prim_N.mlir -O2 --mcpu=native --abi=tvm-legacy --emit=obj -o X.o
    build/bin/prim-compile ... --threads=1 --mlir-timing
    clang-22 -O2 -march=native -c c_N.c -Iinclude -o Y.o
    clang-22 -O2 -march=native -c c_direct_N.c -Iinclude -o Z.o

alternating the four, 3 runs each for N <= 1000 and 1 run for larger N.
prim-compile runs on all cores (its default) and on one thread
(--threads=1); the single-thread run also reports, with --mlir-timing, the
split of its time between the MLIR pipeline, LLVM's optimization and code
generation (its timing report on stderr is parsed). clang-22 runs on one
core, as it does. c_N.c is the peer the ratio is taken against (TVM's C
host code: the call to f<i-1> goes through its packed wrapper, which clang
does not inline); c_direct_N.c has Prim's call graph (f<i>'s body calls
f<i-1>'s directly), where both compilers' inliners inline chains of bodies. Each run is one child process: wall seconds come from a
monotonic clock around it, peak RSS (ru_maxrss) and CPU time from os.wait4
on that child.

Both compilers target the host CPU: prim-compile is given --mcpu=native,
clang-22 -march=native. The ABI is the legacy TVM packed C ABI on both sides
(prim-compile's default is tvm-ffi; --prim-abi changes it). Each
--prim-flag is passed on to both prim-compile commands (for example
--prim-flag=--check-table-threshold=1), and named in the report.

Output: a Markdown table on stdout; with --json OUT, the raw numbers as JSON.
`--render OUT` prints the Markdown of such a JSON file again without
measuring. A compile killed by a signal (the --timeout, or from outside) is
reported as a lower bound.
"""

import argparse
import json
import math
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import gen_modules  # noqa: E402

FULL_COUNTS = [10, 100, 1000, 10000]
QUICK_COUNTS = [10, 100, 1000]


def run_child(cmd, timeout):
    """Runs cmd once; returns a dict with wall/user/sys seconds, maxrss (KiB),
    exit status and stderr. The child is killed after timeout seconds."""
    with tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=err,
                                cwd=ROOT)
        timed_out = threading.Event()

        def kill():
            timed_out.set()
            proc.kill()

        timer = threading.Timer(timeout, kill)
        timer.start()
        try:
            while True:
                try:
                    _, status, ru = os.wait4(proc.pid, 0)
                    break
                except InterruptedError:
                    continue
            wall = time.perf_counter() - start
            # The child is reaped: keep Popen from waiting for it again.
            proc.returncode = os.waitstatus_to_exitcode(status)
        finally:
            timer.cancel()
        err.seek(0)
        stderr = err.read().decode(errors="replace")
    return {
        "wall_s": wall,
        "user_s": ru.ru_utime,
        "sys_s": ru.ru_stime,
        "maxrss_kib": ru.ru_maxrss,  # Linux: KiB
        "exit": proc.returncode,
        "timed_out": timed_out.is_set(),
        "stderr": stderr[-4000:],
        "phases": parse_phases(stderr),
    }


# The phases prim-compile's --mlir-timing reports at the top level, and how
# the tables group them.
PHASE_GROUPS = {
    "parsing": "mlir",
    "MLIR pipeline": "mlir",
    "translation to LLVM IR": "mlir",
    "splitting into partitions": "llvm_opt",
    "LLVM optimization": "llvm_opt",
    "code generation": "codegen",
    "linking the partitions": "codegen",
}


def parse_phases(stderr):
    """Top-level wall seconds of an MLIR timing report (tree display), by
    phase name; empty when there is no report."""
    phases = {}
    for line in stderr.splitlines():
        m = re.match(r"^((?:\s*[\d.]+ \(\s*[\d.]+%\))+)  (\S.*)$", line)
        if m and m.group(2) in PHASE_GROUPS:
            phases[m.group(2)] = float(re.findall(r"([\d.]+) \(",
                                                  m.group(1))[-1])
    return phases


def fit_exponent(counts, times):
    """Least-squares slope of log(time) against log(N)."""
    pts = [(math.log(n), math.log(t)) for n, t in zip(counts, times)
           if t is not None and t > 0]
    if len(pts) < 2:
        return None
    mx = sum(x for x, _ in pts) / len(pts)
    my = sum(y for _, y in pts) / len(pts)
    sxx = sum((x - mx) ** 2 for x, _ in pts)
    sxy = sum((x - mx) * (y - my) for x, y in pts)
    return sxy / sxx


def local_exponent(n0, t0, n1, t1):
    if None in (t0, t1) or t0 <= 0 or t1 <= 0:
        return None
    return math.log(t1 / t0) / math.log(n1 / n0)


def tool_version(cmd):
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
        text = (out.stdout or out.stderr).strip().splitlines()
        return text[0] if text else ""
    except (OSError, subprocess.SubprocessError) as e:
        return "unavailable (%s)" % e


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def binary_stamp(path):
    """mtime and size of a file, to notice a rebuild during the run."""
    st = os.stat(path)
    return {"mtime": time.strftime("%Y-%m-%dT%H:%M:%S",
                                   time.gmtime(st.st_mtime)) + "Z",
            "bytes": st.st_size}


def git_head():
    try:
        head = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short",
                               "HEAD"], capture_output=True, text=True,
                              timeout=30).stdout.strip()
        dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain",
                                "--untracked-files=no"], capture_output=True,
                               text=True, timeout=30).stdout.strip()
        if not head:
            return None
        return head + (" + uncommitted changes" if dirty else "")
    except (OSError, subprocess.SubprocessError):
        return None


def display(path):
    """A path relative to the repository root when it is inside it (the
    children run with cwd=ROOT)."""
    rel = os.path.relpath(path, ROOT)
    return path if rel.startswith("..") else rel


def fmt(x, spec):
    return "n/a" if x is None else format(x, spec)


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Compile-time benchmark: prim-compile vs clang-22.")
    parser.add_argument("--quick", action="store_true",
                        help="counts 10, 100, 1000 only")
    parser.add_argument("--json", metavar="OUT", help="write raw numbers here")
    parser.add_argument("--counts", type=lambda s: [int(x) for x in s.split(",")],
                        help="override the counts (comma-separated)")
    parser.add_argument("--runs", type=int, default=3,
                        help="runs per tool for N <= 1000 (default 3)")
    parser.add_argument("--prim-compile",
                        default=os.path.join(ROOT, "build", "bin", "prim-compile"))
    parser.add_argument("--prim-abi", default="tvm-legacy",
                        help="ABI for prim-compile (default tvm-legacy, "
                             "the ABI of the C peer)")
    parser.add_argument("--clang", default="clang-22")
    parser.add_argument("--timeout", type=float, default=3600.0,
                        help="seconds before a single compile is killed")
    parser.add_argument("--shape", default="axpy",
                        choices=sorted(gen_modules.SHAPES),
                        help="what every function computes (gen_modules.py "
                             "--shape; default axpy)")
    parser.add_argument("--chain", type=int, default=0, metavar="L",
                        help="calls form chains of L functions (gen_modules.py "
                             "--chain; default one chain of all N, 1: no "
                             "calls)")
    parser.add_argument("--prim-flag", action="append", default=[],
                        metavar="FLAG",
                        help="pass FLAG to prim-compile too (repeatable)")
    parser.add_argument("--keep", metavar="DIR",
                        help="generate into DIR and keep the files")
    parser.add_argument("--render", metavar="JSON",
                        help="measure nothing: print the Markdown of a "
                             "--json file written earlier")
    args = parser.parse_args(argv)
    if args.render:
        return render_main(args.render)

    counts = args.counts or (QUICK_COUNTS if args.quick else FULL_COUNTS)
    if not os.access(args.prim_compile, os.X_OK):
        parser.error("%s is not executable (build first)" % args.prim_compile)
    if shutil.which(args.clang) is None:
        parser.error("%s not found" % args.clang)

    # The tree may be rebuilt while this runs: note which binary was timed.
    prim_stamp_start = binary_stamp(args.prim_compile)
    head_start = git_head()
    work = args.keep or tempfile.mkdtemp(prefix="prim-bench-compile-")
    os.makedirs(work, exist_ok=True)
    include = os.path.join(ROOT, "include")

    def prim_cmd(src, obj, *extra):
        return [args.prim_compile, src, "-O2", "--mcpu=native", "--abi=" + args.prim_abi,
                "--emit=obj", *args.prim_flag, *extra, "-o", obj]

    def clang_cmd(src, obj):
        return [args.clang, "-O2", "-march=native", "-c", src,
                "-I" + include, "-o", obj]

    results = []
    try:
        # One untimed warm-up of each tool, so that the first timed run does
        # not pay for loading the binaries from disk.
        # With the measured --chain, so that the generator refuses a bad
        # one before anything is timed.
        try:
            wp, wc, _ = gen_modules.generate(
                10, os.path.join(work, "warmup"), chain=args.chain)
        except ValueError as e:
            parser.error(str(e))
        for cmd in (prim_cmd(wp, os.path.join(work, "warmup", "p.o")),
                    clang_cmd(wc, os.path.join(work, "warmup", "c.o"))):
            r = run_child(cmd, args.timeout)
            if r["exit"] != 0:
                sys.stderr.write("warm-up failed: %s\n%s" % (" ".join(cmd),
                                                              r["stderr"]))
                return 1

        for n in counts:
            d = os.path.join(work, "n%d" % n)
            prim_src, c_src, c_direct_src = gen_modules.generate(
                n, d, chain=args.chain, shape=args.shape)
            prim_obj = os.path.join(d, "prim_%d.o" % n)
            serial_obj = os.path.join(d, "prim_%d.serial.o" % n)
            c_obj = os.path.join(d, "c_%d.o" % n)
            c_direct_obj = os.path.join(d, "c_direct_%d.o" % n)
            runs = args.runs if n <= 1000 else 1
            sides = {
                "prim": {"cmd": prim_cmd(prim_src, prim_obj), "runs": []},
                "prim_serial": {"cmd": prim_cmd(prim_src, serial_obj,
                                                "--threads=1", "--mlir-timing"),
                                "runs": []},
                "clang": {"cmd": clang_cmd(c_src, c_obj), "runs": []},
                "clang_direct": {"cmd": clang_cmd(c_direct_src, c_direct_obj),
                                 "runs": []},
            }
            sys.stderr.write("N=%d: %d run(s) each\n" % (n, runs))
            failed = False
            for i in range(runs):
                for side in SIDES:
                    s = sides[side]
                    obj = s["cmd"][-1]
                    if os.path.exists(obj):
                        os.unlink(obj)
                    stamp = (binary_stamp(args.prim_compile)
                             if side.startswith("prim") else None)
                    r = run_child(s["cmd"], args.timeout)
                    if stamp:
                        r["binary_stamp"] = stamp
                    r["obj_bytes"] = (os.path.getsize(obj)
                                      if os.path.exists(obj) else None)
                    s["runs"].append(r)
                    sys.stderr.write(
                        "  %-12s run %d: %.3f s wall, %.1f MiB peak RSS%s\n"
                        % (side, i + 1, r["wall_s"], r["maxrss_kib"] / 1024,
                           "" if r["exit"] == 0 else
                           " FAILED (exit %d%s)" % (r["exit"], ", timed out"
                                                    if r["timed_out"] else "")))
                    if r["exit"] != 0:
                        sys.stderr.write("  " + " ".join(s["cmd"]) + "\n"
                                         + r["stderr"] + "\n")
                        failed = True
                if failed:
                    break
            # The object's bytes do not depend on the thread count.
            row_same = (os.path.exists(prim_obj) and os.path.exists(serial_obj)
                        and open(prim_obj, "rb").read() ==
                        open(serial_obj, "rb").read())
            row = {"n": n, "runs": runs, "same_bytes": row_same, "sources": {
                "prim_bytes": os.path.getsize(prim_src),
                "c_bytes": os.path.getsize(c_src)}}
            for side, s in sides.items():
                row[side] = {"cmd": " ".join(s["cmd"]), "runs": s["runs"]}
            results.append(row)
            if failed:
                sys.stderr.write("stopping: a compile failed at N=%d\n" % n)
                break
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)

    data = {
        "host": {
            "cpu": cpu_model(),
            "nproc": os.cpu_count(),
            "platform": platform.platform(),
            "prim_compile": display(args.prim_compile),
            "prim_compile_stamp": prim_stamp_start,
            "prim_compile_changed_during_run":
                binary_stamp(args.prim_compile) != prim_stamp_start,
            "git_head": head_start,
            "clang_version": tool_version([args.clang, "--version"]),
            "python": platform.python_version(),
        },
        "counts": counts, "runs": args.runs, "timeout_s": args.timeout,
        "shape": args.shape, "chain": args.chain,
        "prim_abi": args.prim_abi, "prim_flags": args.prim_flag,
        "clang": args.clang,
        "results": results,
    }
    complete = summarize(data)
    print(render(data))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(data, f, indent=2)
            f.write("\n")
    return 0 if complete else 1


SIDES = ("prim", "prim_serial", "clang", "clang_direct")


def summarize_side(runs):
    """Statistics of one tool's runs at one N, from the raw runs."""
    ok = [r for r in runs if r["exit"] == 0]
    killed = [r for r in runs if r["exit"] < 0]
    walls = [r["wall_s"] for r in ok]
    return {
        "ok": bool(ok) and len(ok) == len(runs),
        "median_s": statistics.median(walls) if walls else None,
        "best_s": min(walls) if walls else None,
        "cpu_s_median": statistics.median(
            [r["user_s"] + r["sys_s"] for r in ok]) if ok else None,
        "maxrss_mib": max(r["maxrss_kib"] for r in ok) / 1024 if ok else None,
        "obj_bytes": ok[-1].get("obj_bytes") if ok else None,
        # Median seconds of each group of phases (--mlir-timing runs only).
        "phases": {group: statistics.median(
            [sum(t for p, t in r.get("phases", {}).items()
                 if PHASE_GROUPS[p] == group) for r in ok])
            for group in ("mlir", "llvm_opt", "codegen")}
        if ok and all(r.get("phases") for r in ok) else None,
        # A run killed by a signal (our timeout or anything else) ran at
        # least this long and used at least this much memory.
        "killed": [{"signal": -r["exit"], "timeout": r["timed_out"],
                    "after_s": r["wall_s"],
                    "maxrss_mib": r["maxrss_kib"] / 1024} for r in killed],
    }


def summarize(data):
    """Adds the derived numbers to data in place; True if every compile of
    every count succeeded."""
    results = data["results"]
    for r in results:
        for side in SIDES:
            r.setdefault(side, {"cmd": "", "runs": []})
            r[side].update(summarize_side(r[side]["runs"]))
    ns = [r["n"] for r in results]
    exps = {}
    for side in SIDES:
        ts = [r[side]["median_s"] for r in results]
        exps[side] = fit_exponent(ns, ts)
        exps[side + "_from_second"] = fit_exponent(ns[1:], ts[1:])
    data["exponents"] = exps
    for i, r in enumerate(results):
        p, c = r["prim"]["median_s"], r["clang"]["median_s"]
        r["ratio_prim_over_clang"] = p / c if p and c else None
        ps = r["prim_serial"]["median_s"]
        r["ratio_serial_over_clang"] = ps / c if ps and c else None
        cd = r["clang_direct"]["median_s"]
        r["ratio_prim_over_clang_direct"] = p / cd if p and cd else None
        for side in SIDES:
            t = r[side]["median_s"]
            r[side]["funcs_per_s"] = r["n"] / t if t else None
            r[side]["local_exponent"] = (
                local_exponent(results[i - 1]["n"],
                               results[i - 1][side]["median_s"],
                               r["n"], t) if i else None)
    return (len(results) == len(data["counts"])
            and all(r[side]["ok"] for r in results for side in SIDES))


SIGNAMES = {2: "SIGINT", 9: "SIGKILL", 15: "SIGTERM"}


def render(data):
    """The Markdown report of summarized data."""
    results = data["results"]
    ns = [r["n"] for r in results]
    exps = data["exponents"]
    host = data["host"]

    def killed_note(k):
        return ("timeout" if k["timeout"] else
                "%s from outside" % SIGNAMES.get(k["signal"],
                                                 "signal %d" % k["signal"]))

    def secs(side):
        if side["median_s"] is not None:
            return "%.3f" % side["median_s"]
        if side["killed"]:
            k = max(side["killed"], key=lambda k: k["after_s"])
            return "> %.0f (killed: %s)" % (k["after_s"], killed_note(k))
        return "failed"

    def rss(side):
        if side["maxrss_mib"] is not None:
            return "%.1f" % side["maxrss_mib"]
        if side["killed"]:
            return ">= %.1f" % max(k["maxrss_mib"] for k in side["killed"])
        return "n/a"

    def ratio(r):
        if r["ratio_prim_over_clang"] is not None:
            return "%.2f" % r["ratio_prim_over_clang"]
        c = r["clang"]["median_s"]
        if r["prim"]["killed"] and c:
            return "> %.0f" % (max(k["after_s"] for k in r["prim"]["killed"])
                               / c)
        return "n/a"

    def ratio_serial(r):
        x = r.get("ratio_serial_over_clang")
        return "n/a" if x is None else "%.2f" % x

    def ratio_direct(r):
        x = r.get("ratio_prim_over_clang_direct")
        return "n/a" if x is None else "%.2f" % x

    def phases(side):
        ph = side.get("phases")
        if not ph:
            return "n/a", "n/a", "n/a"
        return tuple("%.3f" % ph[g] for g in ("mlir", "llvm_opt", "codegen"))

    def exponent(r, i, side):
        e = r[side]["local_exponent"]
        if e is not None:
            return "%.2f" % e
        prev = results[i - 1][side]["median_s"] if i else None
        if prev and r[side]["killed"]:
            t = max(k["after_s"] for k in r[side]["killed"])
            return "> %.2f" % local_exponent(results[i - 1]["n"], prev,
                                             r["n"], t)
        return "n/a"

    prim_cmd = [host.get("prim_compile", "build/bin/prim-compile"),
                "DIR/prim_N.mlir", "-O2", "--mcpu=native", "--abi=" + data["prim_abi"],
                "--emit=obj", *data.get("prim_flags", []), "-o", "DIR/prim_N.o"]
    serial_cmd = prim_cmd[:-2] + ["--threads=1", "--mlir-timing", "-o",
                                  "DIR/prim_N.serial.o"]
    clang_cmd = [data.get("clang", "clang-22"), "-O2", "-march=native", "-c",
                 "DIR/c_N.c", "-Iinclude", "-o", "DIR/c_N.o"]
    direct_cmd = clang_cmd[:4] + ["DIR/c_direct_N.c", "-Iinclude", "-o",
                                  "DIR/c_direct_N.o"]

    out = []
    w = out.append
    shape = data.get("shape", "axpy")
    chain = data.get("chain", 0)
    what = "computes " + gen_modules.SHAPES[shape].summary
    if chain == 0:
        calls = ("every `f<i>` but the first first calls `f<i-1>` through a "
                 "cpacked call (one chain of N)")
    elif chain == 1:
        calls = "no function calls another"
    else:
        calls = ("every `f<i>` whose index is not a multiple of %d first "
                 "calls `f<i-1>` through a cpacked call (chains of %d)"
                 % (chain, chain))
    w("prim-compile against clang-22 on the same module of N functions. "
      "Each function %s behind a checked packed entry point (legacy TVM "
      "packed C ABI), and %s. Prim compiles "
      "`prim_N.mlir`; clang-22 " % (what, calls) +
      "compiles the equivalent TVM C-host-style `c_N.c`. Both at -O2 to an "
      "object file, both targeting the host CPU (prim-compile with `--mcpu=native`, "
      "clang-22 with `-march=native`).")
    w("")
    w("- prim, all cores (its default): `%s`" % " ".join(prim_cmd))
    w("- prim, one thread, with the phases: `%s`" % " ".join(serial_cmd))
    w("- clang: `%s`" % " ".join(clang_cmd))
    w("- clang on Prim's call graph (each body calls its predecessor's body "
      "directly, as Prim's lowering of the cpacked call does; clang's inliner "
      "then inlines chains of bodies, as LLVM's does for Prim): `%s`"
      % " ".join(direct_cmd))
    w("- sources: `utils/gen_modules.py --count N%s%s --out-dir DIR`."
      % ("" if shape == "axpy" else " --shape " + shape,
         " --chain %d" % chain if chain else ""))
    w("- wall seconds, median of %d alternating runs for N <= 1000, 1 run "
      "above; peak RSS is ru_maxrss of the child (os.wait4)." % data["runs"])
    w("- host: %s, %s logical CPUs. Seconds are this machine's; the ratio "
      "and the exponents are the comparison." % (host["cpu"], host["nproc"]))
    if host.get("git_head"):
        w("- tree: `%s`; prim-compile built %s." % (
            host["git_head"], host.get("prim_compile_stamp", {}).get("mtime", "?")))
    stamps = {run["binary_stamp"]["mtime"] for r in results
              for run in r["prim"]["runs"] if "binary_stamp" in run}
    if len(stamps) > 1:
        w("- **warning:** prim-compile was rebuilt during the run; the rows "
          "mix the builds of %s." % ", ".join(sorted(stamps)))
    elif host.get("prim_compile_changed_during_run"):
        w("- note: prim-compile was rebuilt during the run, after its last "
          "timed run started; every prim row is the build named above.")
    w("")
    w("| N | prim s | prim 1-thread s | clang s | prim/clang | 1-thread/clang "
      "| clang direct-call s | prim/clang direct "
      "| prim exp. | clang exp. | prim RSS MiB | clang RSS MiB | same bytes |")
    w("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|")
    for i, r in enumerate(results):
        p, ps, c = r["prim"], r["prim_serial"], r["clang"]
        same = r.get("same_bytes")
        w("| %d | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            r["n"], secs(p), secs(ps), secs(c), ratio(r), ratio_serial(r),
            secs(r["clang_direct"]), ratio_direct(r),
            exponent(r, i, "prim"), exponent(r, i, "clang"), rss(p), rss(c),
            "n/a" if same is None else ("yes" if same else "**no**")))
    w("")
    w("Object bytes (last run): " + "; ".join(
        "N = %d: prim %s, clang %s, clang direct-call %s" % (
            r["n"], r["prim"]["obj_bytes"], r["clang"]["obj_bytes"],
            r["clang_direct"]["obj_bytes"]) for r in results) + ".")
    w("")
    w("Where the one-thread run's time goes (`--mlir-timing`, wall seconds, "
      "median): the MLIR pipeline (with parsing and the translation to LLVM "
      "IR), LLVM's optimization (with the split into partitions) and code "
      "generation (with linking the partitions).")
    w("")
    w("| N | MLIR s | LLVM optimization s | code generation s | prim 1-thread s |")
    w("|---:|---:|---:|---:|---:|")
    for r in results:
        w("| %d | %s | %s | %s | %s |" % ((r["n"],) + phases(r["prim_serial"])
                                         + (secs(r["prim_serial"]),)))
    w("")
    w("\"exp.\" is the local scaling exponent log(t_N/t_prev)/log(N/N_prev) "
      "(1.0 = linear). A killed compile gives lower bounds.")
    w("")
    w("| fitted exponent, log(time) vs log(N) | prim | clang |")
    w("|---|---:|---:|")

    def fitted_over(side, first):
        return ", ".join(str(r["n"]) for r in results[first:]
                         if r[side]["median_s"])

    for first, key in ((0, ""), (1, "_from_second")):
        if len(ns) - first < 2:
            continue
        over_p, over_c = fitted_over("prim", first), fitted_over("clang", first)
        over = (over_p if over_p == over_c else
                "%s (prim) / %s (clang)" % (over_p, over_c))
        w("| over N = %s | %s | %s |" % (
            over, fmt(exps["prim" + key], ".2f"), fmt(exps["clang" + key], ".2f")))
    if results:
        last = results[-1]
        w("")
        w("Peak RSS at N = %d: prim-compile %s MiB, clang-22 %s MiB." % (
            last["n"], rss(last["prim"]), rss(last["clang"])))
    incomplete = [r["n"] for r in results
                  if not all(r[side]["ok"] for side in SIDES)]
    if len(results) < len(data["counts"]):
        incomplete.append(data["counts"][len(results)])
    if incomplete:
        w("")
        w("**Incomplete:** a compile failed or was killed at N = %s." %
          ", ".join(map(str, incomplete)))
    return "\n".join(out)


def render_main(path):
    with open(path) as f:
        data = json.load(f)
    data.setdefault("clang", "clang-22")
    for r in data["results"]:
        for side in SIDES:
            for run in r.get(side, {"runs": []})["runs"]:
                run.setdefault("timed_out", False)
    summarize(data)
    print(render(data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
