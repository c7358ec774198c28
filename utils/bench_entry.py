#!/usr/bin/env python3
"""Entry-wrapper compile time against the parameter count.

    utils/bench_entry.py [--quick] [--prim-compile PATH] [--json OUT]
                         [--scalars] [--lowering [--prim-opt PATH]]

For N in 250, 500, 1000, 2000, 4000 (--quick: 250, 1000) it generates one
prim.func of N memref parameters with utils/gen_wide.py and times, for each
ABI,

    prim-compile wide_N.mlir -O2 --abi=ABI --emit=obj -o wide_N.o

once per N and ABI (a child process: wall seconds from a monotonic clock,
user seconds and peak RSS from os.wait4), and the same with an empty body
(`gen_wide.py N --empty`): the packed entry alone. Side by side, as the peer
for the
body's own cost, clang-22 compiles the body alone as C (one function of N
float* parameters doing a[0] += 1 on each, -O2, to an object). The
exponent column is the local
scaling exponent log(t_N/t_prev)/log(N/N_prev) of the user time: 1.0 is
linear, 2.0 quadratic. Output: a Markdown table on stdout; with --json OUT,
the raw numbers as JSON; `--render IN` prints the Markdown of such a file
again without measuring. A compile killed by the --timeout is reported as a
lower bound (">").

With --scalars the N parameters are i64 (`gen_wide.py N --scalars`), the
body returns their sum, and the C peer is `long wide(long a0, ...)`
returning theirs.

With --lowering it times the MLIR half alone, printed as text, instead:

    prim-opt wide_N.mlir --prim-to-llvm=abi=ABI -o wide_N.llvm.mlir

(no C peer). `--lowering --scalars --sizes 2500,5000,10000` is issue 44's
case: the lowered module's text was quadratic in the parameters.
"""

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

FULL_SIZES = [250, 500, 1000, 2000, 4000]
QUICK_SIZES = [250, 1000]
ABIS = ["tvm-ffi", "tvm-legacy"]
# The packed entry alone: the same parameters, an empty body.
ENTRY_ONLY = " (entry only)"
# The body alone, as C, through clang-22.
PEER = "clang-22 (body only)"
VARIANTS = ABIS + [abi + ENTRY_ONLY for abi in ABIS] + [PEER]


def measure(prim_compile, n, abi, directory, timeout, scalars, prim_opt=None):
    if abi == PEER:
        source = os.path.join(directory, f"wide_{n}.c")
        with open(source, "w") as f:
            if scalars:
                f.write("long wide(" + ", ".join(f"long a{i}" for i in range(n)) +
                        ") {\n  return " + " + ".join(f"a{i}" for i in range(n)) +
                        ";\n}\n")
            else:
                f.write("void wide(" + ", ".join(f"float *a{i}" for i in range(n)) +
                        ") {\n" + "".join(f"  a{i}[0] += 1.0f;\n" for i in range(n)) +
                        "}\n")
        cmd = ["clang-22", "-O2", "-c", source, "-o",
               os.path.join(directory, f"wide_{n}_c.o")]
    else:
        empty = abi.endswith(ENTRY_ONLY)
        source = os.path.join(directory,
                              f"wide_{n}{'_empty' if empty else ''}.mlir")
        if not os.path.exists(source):
            with open(source, "w") as f:
                subprocess.run([sys.executable, os.path.join(HERE, "gen_wide.py"),
                                str(n)] + (["--empty"] if empty else []) +
                               (["--scalars"] if scalars else []),
                               stdout=f, check=True)
        if prim_opt:
            cmd = [prim_opt, source,
                   f"--prim-to-llvm=abi={abi.removesuffix(ENTRY_ONLY)}",
                   "-o", os.path.join(directory, f"wide_{n}.llvm.mlir")]
        else:
            cmd = [prim_compile, source, "-O2",
                   f"--abi={abi.removesuffix(ENTRY_ONLY)}", "--emit=obj",
                   "-o", os.path.join(directory, f"wide_{n}.o")]
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    killed = False
    deadline = start + timeout
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() > deadline and not killed:
            proc.kill()
            killed = True
        time.sleep(0.02)
    wall = time.perf_counter() - start
    stderr = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    if not killed and status != 0:
        raise SystemExit(f"failed ({status}): {' '.join(cmd)}\n{stderr}")
    return {"n": n, "abi": abi, "wall": wall, "user": usage.ru_utime,
            "rss_mib": usage.ru_maxrss / 1024.0, "killed": killed}


def render(results, meta):
    out = []
    w = out.append
    if meta.get("scalars"):
        w("One prim.func with N `i64` parameters (`utils/gen_wide.py N --scalars`),"
          " compiled by itself at -O2 to an object file, once per N and ABI; its"
          " body returns their sum. \"entry only\" is the same function with an"
          " empty body: the packed entry's own cost. The peer is clang-22"
          " compiling that body alone as C: `long wide(long a0, ...)` returning"
          " `a0 + ...` (`clang-22 -O2 -c`):")
    else:
        w("One prim.func with N `memref<4xf32>` parameters (`utils/gen_wide.py N`),"
          " compiled by itself at -O2 to an object file, once per N and ABI; its"
          " body adds 1 to element 0 of every buffer. \"entry only\" is the same"
          " function with an empty body: the packed entry's own cost. The peer is"
          " clang-22"
          " compiling that body alone as C: `void wide(float *a0, ...)` doing"
          " `a0[0] += 1.0f; ...` (`clang-22 -O2 -c`), the cost of the body"
          " itself, without any entry:")
    if meta.get("lowering"):
        w("")
        w("Lowered only, to the LLVM dialect as text (`prim-opt"
          " --prim-to-llvm`), without LLVM: no C peer.")
    w("")
    w(f"- command: `{meta['command']}`")
    w(f"- host: {meta['host']}. tree: `{meta['tree']}`.")
    w("- user seconds and peak RSS from os.wait4 on the child; \"exp.\" is"
      " log(t_N/t_prev)/log(N/N_prev) of the user time (1.0 = linear).")
    w("")
    w("| N | compiler | wall s | user s | exp. | peak RSS MiB |")
    w("|---:|---|---:|---:|---:|---:|")
    for abi in VARIANTS:
        previous = None
        for r in [r for r in results if r["abi"] == abi]:
            mark = ">" if r["killed"] else ""
            exponent = "n/a"
            if previous and not r["killed"] and not previous["killed"]:
                exponent = "%.2f" % (math.log(r["user"] / previous["user"]) /
                                     math.log(r["n"] / previous["n"]))
            tool = "prim-opt" if meta.get("lowering") else "prim-compile"
            name = abi if abi == PEER else f"{tool} {abi}"
            w(f"| {r['n']} | {name} | {mark}{r['wall']:.2f} | "
              f"{mark}{r['user']:.2f} | {exponent} | {r['rss_mib']:.1f} |")
            previous = r
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--sizes", help="comma-separated N (overrides --quick)")
    parser.add_argument("--prim-compile",
                        default=os.path.join(ROOT, "build", "bin", "prim-compile"))
    parser.add_argument("--timeout", type=float, default=900)
    parser.add_argument("--scalars", action="store_true",
                        help="i64 parameters rather than buffers")
    parser.add_argument("--lowering", action="store_true",
                        help="time prim-opt --prim-to-llvm, not prim-compile")
    parser.add_argument("--prim-opt",
                        default=os.path.join(ROOT, "build", "bin", "prim-opt"))
    parser.add_argument("--json")
    parser.add_argument("--render")
    args = parser.parse_args()
    if args.render:
        with open(args.render) as f:
            data = json.load(f)
        print(render(data["results"], data["meta"]))
        return
    sizes = (QUICK_SIZES if args.quick else FULL_SIZES)
    if args.sizes:
        sizes = [int(s) for s in args.sizes.split(",")]
    tree = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                          capture_output=True, text=True).stdout.strip()
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    meta = {"tree": tree or "unknown",
            "host": f"{cpu}, {os.cpu_count()} logical CPUs",
            "command": ("prim-opt wide_N.mlir --prim-to-llvm=abi=ABI"
                        " -o wide_N.llvm.mlir" if args.lowering else
                        "prim-compile wide_N.mlir -O2 --abi=ABI --emit=obj"
                        " -o wide_N.o"),
            "scalars": args.scalars, "lowering": args.lowering}
    results = []
    with tempfile.TemporaryDirectory() as directory:
        for abi in VARIANTS:
            if args.lowering and abi == PEER:
                continue
            for n in sizes:
                r = measure(args.prim_compile, n, abi, directory, args.timeout,
                            args.scalars,
                            args.prim_opt if args.lowering else None)
                print(f"N={n} {abi}: {r['user']:.2f} s user, "
                      f"{r['rss_mib']:.0f} MiB", file=sys.stderr)
                results.append(r)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"meta": meta, "results": results}, f, indent=1)
    print(render(results, meta))


if __name__ == "__main__":
    main()
