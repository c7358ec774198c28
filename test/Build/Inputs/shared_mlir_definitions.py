#!/usr/bin/env python3
"""Lists the functions that each binary defines and libMLIR.so also exports.

    shared_mlir_definitions.py LIBMLIR BINARY...

Prim links MLIR only as libMLIR.so, so a binary of Prim that defines one of
libMLIR.so's functions (a strong text symbol, not an inline function's weak
copy) holds a second, static copy of that part of MLIR: its own parser, its
own uniquing caches beside the shared library's. For each binary this prints
"NAME: N functions of libMLIR.so" and, as "copy: ...", the first few of them
demangled. llvm-nm and llvm-cxxfilt come from the PATH.
"""

import os
import subprocess
import sys


def strong_functions(path, dynamic):
    args = ["llvm-nm", "--defined-only", "--no-sort"]
    if dynamic:
        args.append("--dynamic")
    out = subprocess.run(args + [path], check=True, capture_output=True,
                         text=True).stdout
    names = set()
    for line in out.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[1] == "T":
            names.add(fields[2])
    return names


def demangle(names):
    out = subprocess.run(["llvm-cxxfilt"], input="\n".join(names), check=True,
                         capture_output=True, text=True).stdout
    return out.splitlines()


def main():
    libmlir, binaries = sys.argv[1], sys.argv[2:]
    exported = strong_functions(libmlir, dynamic=True)
    for binary in binaries:
        copies = sorted(strong_functions(binary, dynamic=False)
                        & exported)
        print(f"{os.path.basename(binary)}: {len(copies)} functions of "
              "libMLIR.so")
        for name in demangle(copies[:5]):
            print(f"copy: {name}")


if __name__ == "__main__":
    main()
