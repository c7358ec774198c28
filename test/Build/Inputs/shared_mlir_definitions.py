#!/usr/bin/env python3
"""Lists the functions that each binary defines and libMLIR.so also exports.

    shared_mlir_definitions.py LIBMLIR BINARY...

Prim links MLIR only as libMLIR.so, so a binary of Prim that defines one of
libMLIR.so's functions (a strong text symbol, not an inline function's weak
copy) holds a second, static copy of that part of MLIR: its own parser, its
own uniquing caches beside the shared library's. This prints how many
functions libMLIR.so exports, then for each binary "NAME: N of its M
functions are libMLIR.so's" and, as "copy: ...", the first few of those N
demangled (M and the export count show that the symbols were read at all).
llvm-nm and llvm-cxxfilt come from the PATH.
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
            names.add(fields[2].split("@")[0])  # no symbol version
    return names


def demangle(names):
    out = subprocess.run(["llvm-cxxfilt"], input="\n".join(names), check=True,
                         capture_output=True, text=True).stdout
    return out.splitlines()


def main():
    libmlir, binaries = sys.argv[1], sys.argv[2:]
    exported = strong_functions(libmlir, dynamic=True)
    print(f"libMLIR.so exports {len(exported)} functions")
    for binary in binaries:
        own = strong_functions(binary, dynamic=False)
        copies = sorted(own & exported)
        print(f"{os.path.basename(binary)}: {len(copies)} of its {len(own)} "
              "functions are libMLIR.so's")
        for name in demangle(copies[:5]):
            print(f"copy: {name}")


if __name__ == "__main__":
    main()
