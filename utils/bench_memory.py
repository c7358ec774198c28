#!/usr/bin/env python3
"""Peak memory and time of prim-compile on modules of many tiny functions.

    nice -n 19 python3 utils/bench_memory.py [--counts 10000,50000]
        [--abis tvm-ffi,tvm-legacy] [--chunks 0,10000] [--build build]

For each count N (utils/gen_tiny.py --count N), ABI and --functions-per-chunk
value C (0: the whole module at once), runs

    prim-compile tiny_N.mlir -O2 --abi=ABI --emit=obj --functions-per-chunk=C

under /usr/bin/time -v and prints the peak resident set size, the wall and
user time, the object's size and its number of defined global symbols (nm),
with the peak per function. A measurement, not a test: it asserts nothing.
The issue's 200 MB module is --size 200M (about 3.6M functions).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_tiny  # noqa: E402


def measure(prim_compile, source, abi, chunk, output):
    cmd = ["/usr/bin/time", "-v", prim_compile, source, "-O2", "--abi=" + abi,
           "--emit=obj", "--functions-per-chunk=%d" % chunk, "-o", output]
    run = subprocess.run(cmd, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, text=True)
    def field(name):
        match = re.search(r"^\s*%s: (.*)$" % re.escape(name), run.stderr,
                          re.M)
        return match.group(1) if match else None
    wall = field("Elapsed (wall clock) time (h:mm:ss or m:ss)")
    seconds = 0.0
    for part in (wall or "0").split(":"):
        seconds = seconds * 60 + float(part)
    result = {
        "status": run.returncode,
        "peak_kb": int(field("Maximum resident set size (kbytes)") or 0),
        "wall": seconds,
        "user": float(field("User time (seconds)") or 0),
        "command": " ".join(cmd[2:]),
    }
    if run.returncode == 0:
        result["bytes"] = os.path.getsize(output)
        nm = subprocess.run(["nm", "-g", "--defined-only", output],
                            capture_output=True, text=True)
        result["symbols"] = len(nm.stdout.splitlines())
        os.remove(output)
    else:
        result["error"] = run.stderr.strip().splitlines()[-1:]
    return result


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--counts", default="10000,50000",
                        help="function counts, comma-separated")
    parser.add_argument("--size", type=gen_tiny.parse_size,
                        help="one module of about this many bytes instead "
                             "(200M is the issue's)")
    parser.add_argument("--abis", default="tvm-ffi,tvm-legacy")
    parser.add_argument("--chunks", default="0,10000",
                        help="--functions-per-chunk values (0: whole module)")
    parser.add_argument("--build", default="build")
    parser.add_argument("--work", help="directory for the modules "
                                       "(default: a temporary one)")
    args = parser.parse_args(argv)
    prim_compile = os.path.join(args.build, "bin", "prim-compile")
    counts = ([gen_tiny.count_for_size(args.size)] if args.size else
              [int(n) for n in args.counts.split(",")])
    work = args.work or tempfile.mkdtemp(prefix="prim-bench-memory-")
    os.makedirs(work, exist_ok=True)
    print("| functions | ABI | per chunk | peak RSS MB | KB/function | wall s "
          "| user s | object MB | defined symbols |")
    print("|---|---|---|---|---|---|---|---|---|")
    for count in counts:
        source = os.path.join(work, "tiny_%d.mlir" % count)
        with open(source, "w") as out:
            gen_tiny.generate(count, out)
        for abi in args.abis.split(","):
            for chunk in [int(c) for c in args.chunks.split(",")]:
                r = measure(prim_compile, source, abi, chunk,
                            os.path.join(work, "out.o"))
                if r["status"] != 0:
                    print("| %d | %s | %d | %d | | %.0f | %.0f | failed "
                          "(status %d): %s | |" % (
                              count, abi, chunk, r["peak_kb"] // 1024,
                              r["wall"], r["user"], r["status"],
                              " ".join(r["error"])))
                else:
                    print("| %d | %s | %d | %d | %.1f | %.0f | %.0f | %.1f "
                          "| %d |" % (
                              count, abi, chunk, r["peak_kb"] // 1024,
                              r["peak_kb"] / count, r["wall"], r["user"],
                              r["bytes"] / 1e6, r["symbols"]))
                sys.stdout.flush()
        os.remove(source)
    if not args.work:
        shutil.rmtree(work)
    return 0


if __name__ == "__main__":
    sys.exit(main())
