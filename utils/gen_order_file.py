#!/usr/bin/env python3
"""Writes tools/prim-compile/prim-compile.order, the functions that compiles
run, in the order they first run them.

The static prim-compile is linked with it (ld.lld --symbol-ordering-file),
which lays those functions out side by side at the start of .text. A page
fault costs about 10 us on the VMs Prim is measured on, and each one maps
the 64 KB around it: with the code that runs packed together, a 10-function
compile faults in fewer pages, starts sooner and has less to unmap at exit.

Each round links prim-compile with the list so far (ninja), runs the
training compiles below under `perf record -e page-faults -d`, and appends
the functions whose code took a fault and that the list lacks. As a fault
maps its neighbours, a round finds about one new function per 64 KB it
touches; rounds go on until one finds fewer than --min-new, or --rounds.

usage: utils/gen_order_file.py [--build-dir build] [--rounds 12] [--resume]
Needs perf, and a build configured with PRIM_STATIC_COMPILER (the default).
The list depends on the LLVM it was made with; names the binary lacks are
ignored at link time (--no-warn-symbol-ordering), so a stale list costs
only speed.
"""

import argparse
import bisect
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORDER_FILE = os.path.join(ROOT, "tools", "prim-compile", "prim-compile.order")
SHAPES = ["axpy", "matvec", "bcast", "transpose", "stencil", "matmul",
          "muladd"]
# Names longer than this (4% of them, template instances) are left out:
# they made a sixth of the file.
MAX_NAME = 300


def run(command, **kwargs):
    return subprocess.run(command, check=True, **kwargs)


def generate(work, count, shape):
    """gen_modules.py's module of `count` functions of `shape`."""
    out = os.path.join(work, "%s_%d" % (shape, count))
    run([sys.executable, os.path.join(ROOT, "utils", "gen_modules.py"),
         "--count", str(count), "--shape", shape, "--out-dir", out],
        stdout=subprocess.DEVNULL)
    return os.path.join(out, "prim_%d.mlir" % count)


def training_runs(tool, work):
    """The compiles a round runs: what users run most, small modules."""
    sources = {shape: generate(work, 10, shape) for shape in SHAPES}
    obj = os.path.join(work, "out.o")
    runs = [[tool, "--version"]]
    for abi in ["tvm-legacy", "tvm-ffi"]:
        for shape in SHAPES:
            runs.append([tool, sources[shape], "-O2", "--mcpu=native",
                         "--abi=" + abi, "--emit=obj", "-o", obj])
    runs.append([tool, sources["axpy"], "-O2", "--abi=tvm-ffi",
                 "--emit=obj", "-o", obj])
    runs.append([tool, sources["axpy"], "-O0", "--abi=tvm-ffi",
                 "--emit=obj", "-o", obj])
    runs.append([tool, sources["axpy"], "-O2", "--abi=tvm-ffi",
                 "--emit=llvm", "-o", obj])
    runs.append([tool, generate(work, 100, "axpy"), "-O2",
                 "--abi=tvm-legacy", "--emit=obj", "-o", obj])
    return runs


def text_section(tool, readelf):
    """The address and size of the tool's .text."""
    listing = run([readelf, "-SW", tool], capture_output=True,
                  text=True).stdout
    for line in listing.splitlines():
        fields = line.replace("[ ", "[").split()
        if len(fields) > 5 and fields[1] == ".text":
            return int(fields[3], 16), int(fields[5], 16)
    sys.exit("%s has no .text" % tool)


def text_symbols(tool, nm):
    """(address, size, name) of the functions in the tool's .text, by
    address."""
    start, size = text_section(tool, os.path.join(os.path.dirname(nm),
                                                  "llvm-readelf"))
    listing = run([nm, "--defined-only", "-n", "-S", tool],
                  capture_output=True, text=True).stdout
    symbols = []
    for line in listing.splitlines():
        fields = line.split(maxsplit=3)
        if len(fields) == 4 and fields[2] in "tTwW":
            address = int(fields[0], 16)
            if start <= address < start + size:
                symbols.append((address, int(fields[1], 16), fields[3]))
    return symbols


def faulting_functions(tool, runs, nm, work):
    """The functions whose code faulted in `runs`, in order of first fault."""
    symbols = text_symbols(tool, nm)
    addresses = [address for address, _, _ in symbols]
    found, seen = [], set()
    data = os.path.join(work, "perf.data")
    for command in runs:
        run(["perf", "record", "-q", "-e", "page-faults", "-c", "1", "-d",
             "-o", data, "--"] + command, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        script = run(["perf", "script", "-i", data, "-F", "addr"],
                     capture_output=True, text=True).stdout
        for word in script.split():
            address = int(word, 16)
            index = bisect.bisect_right(addresses, address) - 1
            if index < 0:
                continue
            start, size, name = symbols[index]
            # Data, the heap and the libraries fault too.
            if address >= start + size:
                continue
            if name not in seen:
                seen.add(name)
                found.append(name)
    return found


def write_and_link(order, build_dir):
    """Writes `order` to ORDER_FILE and links prim-compile with it."""
    with open(ORDER_FILE, "w") as f:
        f.write("".join(name + "\n" for name in order))
    run(["ninja", "-C", build_dir, "prim-compile"], stdout=subprocess.DEVNULL)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--min-new", type=int, default=100)
    parser.add_argument("--nm", default="/usr/lib/llvm-22/bin/llvm-nm")
    parser.add_argument("--resume", action="store_true",
                        help="start from the functions the file lists")
    args = parser.parse_args()
    tool = os.path.join(args.build_dir, "bin", "prim-compile")

    order = []
    if args.resume and os.path.exists(ORDER_FILE):
        functions = {name for _, _, name in text_symbols(tool, args.nm)}
        with open(ORDER_FILE) as f:
            order = [name for name in f.read().split()
                     if name in functions and len(name) <= MAX_NAME]
    with tempfile.TemporaryDirectory() as work:
        runs = training_runs(tool, work)
        for round_number in range(1, args.rounds + 1):
            write_and_link(order, args.build_dir)
            listed = set(order)
            new = [name for name in
                   faulting_functions(tool, runs, args.nm, work)
                   if name not in listed and len(name) <= MAX_NAME]
            order += new
            print("round %d: %d new functions, %d in all"
                  % (round_number, len(new), len(order)))
            if len(new) < args.min_new:
                break
    write_and_link(order, args.build_dir)
    print("wrote %s" % os.path.relpath(ORDER_FILE, ROOT))


if __name__ == "__main__":
    main()
