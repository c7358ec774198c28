#!/usr/bin/env python3
"""Shows that two builds of Prim's tools write the same bytes.

    utils/compare_builds.py OLD_BIN NEW_BIN [--quick] [--tvmscript-corpus DIR]
                            [--jobs N]

OLD_BIN and NEW_BIN are the bin/ folders of two builds (say, before and after
a change that must not change behaviour). Both prim-compile binaries are run
on the same inputs with the same flags, and each pair of runs must agree:
same exit status, same messages (output paths folded), and, when both
succeed, the same output bytes. The inputs:

- examples/*.mlir and every test/**/*.mlir, for both ABIs at -O2 (--emit=obj);
  the examples also at -O0, --emit=llvm, --emit=shared, --system-lib,
  --target=aarch64-linux-gnu and --sanitize=address;
- utils/gen_modules.py modules of every shape at N = 10 and 1000 (--quick:
  10 only), --emit=obj, on 1 and 4 threads, and at N = 1000 also in chunks
  (--functions-per-chunk=100) and as a system library.

prim-translate --import-tvmscript is run, by both builds, on every
test/**/*.py and on each .py file of --tvmscript-corpus DIR (for example
../shared/tvm-tests-v0.20/files), and its output and messages must agree.

Prints each disagreement and then `N passed (...), M failed`; exits 1 on
any failure.
"""

import argparse
import concurrent.futures
import glob
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import gen_modules  # noqa: E402

EXAMPLE_VARIANTS = [
    ["-O0"], ["--emit=llvm"], ["--emit=shared"], ["--system-lib"],
    ["--target=aarch64-linux-gnu"], ["--sanitize=address"],
]


def run(cmd, out, work):
    proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True,
                          cwd=ROOT)
    data = open(out, "rb").read() if os.path.exists(out) else None
    messages = (proc.stdout + proc.stderr).decode(errors="replace")
    return proc.returncode, messages.replace(work, "<work>"), data


def compare(name, old_cmd, new_cmd, old_out, new_out, work):
    old = run(old_cmd, old_out, work)
    new = run(new_cmd, new_out, work)
    old = (old[0], old[1].replace(old_out, "<out>"), old[2])
    new = (new[0], new[1].replace(new_out, "<out>"), new[2])
    if old == new:
        return "ok" if old[0] == 0 and old[2] else "ok-failed"
    what = ("exit status %d against %d" % (old[0], new[0]) if old[0] != new[0]
            else "messages" if old[1] != new[1] else "output bytes")
    return "%s: %s differ\n  %s\n  old: %s\n  new: %s" % (
        name, what, " ".join(new_cmd), old[1][:400], new[1][:400])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old_bin")
    parser.add_argument("new_bin")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--tvmscript-corpus", metavar="DIR")
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    args = parser.parse_args()
    old_bin = os.path.abspath(args.old_bin)
    new_bin = os.path.abspath(args.new_bin)

    work = tempfile.mkdtemp(prefix="prim-compare-")
    jobs = []  # (name, tool, input, flags, suffix)
    mlir = sorted(glob.glob(os.path.join(ROOT, "examples", "*.mlir")))
    examples = list(mlir)
    mlir += sorted(glob.glob(os.path.join(ROOT, "test", "**", "*.mlir"),
                             recursive=True))
    for path in mlir:
        for abi in ("tvm-ffi", "tvm-legacy"):
            jobs.append(("prim-compile", path,
                         ["--abi=" + abi, "-O2", "--emit=obj"], ".o"))
    for path in examples:
        for abi in ("tvm-ffi", "tvm-legacy"):
            for variant in EXAMPLE_VARIANTS:
                suffix = ".so" if "--emit=shared" in variant else ".o"
                jobs.append(("prim-compile", path,
                             ["--abi=" + abi, "-O2", "--emit=obj"] + variant,
                             suffix))
    for count in ([10] if args.quick else [10, 1000]):
        for shape in sorted(gen_modules.SHAPES):
            path = os.path.join(work, "gen_%s_%d.mlir" % (shape, count))
            subprocess.run([sys.executable, os.path.join(HERE, "gen_modules.py"),
                            "--count", str(count), "--shape", shape,
                            "--out-dir", work], check=True,
                           stdout=subprocess.DEVNULL)
            os.rename(os.path.join(work, "prim_%d.mlir" % count), path)
            variants = [["--threads=1"], ["--threads=4"]]
            if count >= 1000:
                variants += [["--functions-per-chunk=100"], ["--system-lib"]]
            for variant in variants:
                jobs.append(("prim-compile", path,
                             ["--abi=tvm-legacy", "-O2", "--emit=obj"] + variant,
                             ".o"))
    py = sorted(glob.glob(os.path.join(ROOT, "test", "**", "*.py"),
                          recursive=True))
    py = [p for p in py if "lit.local.cfg" not in p and "/Inputs/" not in p
          and open(p, errors="replace").read().find("prim_func") >= 0]
    if args.tvmscript_corpus:
        py += sorted(glob.glob(os.path.join(args.tvmscript_corpus, "*.py")))
    for path in py:
        jobs.append(("prim-translate", path, ["--import-tvmscript"], ".mlir"))

    def check(index):
        tool, path, flags, suffix = jobs[index]
        old_out = os.path.join(work, "old%d%s" % (index, suffix))
        new_out = os.path.join(work, "new%d%s" % (index, suffix))
        name = "%s %s %s" % (tool, os.path.relpath(path, ROOT), " ".join(flags))
        try:
            return compare(
                name, [os.path.join(old_bin, tool), path] + flags + ["-o", old_out],
                [os.path.join(new_bin, tool), path] + flags + ["-o", new_out],
                old_out, new_out, work)
        finally:
            for out in (old_out, new_out):
                if os.path.exists(out):
                    os.remove(out)

    failed = outputs = 0
    try:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for result in pool.map(check, range(len(jobs))):
                if result == "ok":
                    outputs += 1
                elif result != "ok-failed":
                    failed += 1
                    print(result, flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    # Runs that fail in both builds compare their messages only.
    print("%d passed (%d with the same output bytes, %d refused with the "
          "same messages), %d failed" % (len(jobs) - failed, outputs,
                                         len(jobs) - failed - outputs, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
