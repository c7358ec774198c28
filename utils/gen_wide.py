#!/usr/bin/env python3
"""Generate one prim.func with N buffer parameters: the entry wrapper's
compile-time scale case.

    utils/gen_wide.py N > wide.mlir
    time prim-compile wide.mlir -o wide.o --emit=obj -O2 --abi=tvm-ffi

@wide(%a0: memref<4xf32>, ..., %a<N-1>: memref<4xf32>) adds 1 to element 0
of every buffer, so that the body uses each parameter. With --empty the body
does nothing: what is compiled is the packed entry alone.

    utils/gen_wide.py N --empty > entry.mlir
"""
import sys


def main():
    n = int(sys.argv[1])
    empty = sys.argv[2:] == ["--empty"]
    params = ", ".join(f"%a{i}: memref<4xf32>" for i in range(n))
    print(f"prim.func @wide({params}) {{")
    print("  %c0 = arith.constant 0 : index")
    print("  %one = arith.constant 1.0 : f32")
    for i in range(0 if empty else n):
        print(f"  %v{i} = memref.load %a{i}[%c0] : memref<4xf32>")
        print(f"  %w{i} = arith.addf %v{i}, %one : f32")
        print(f"  memref.store %w{i}, %a{i}[%c0] : memref<4xf32>")
    print("  prim.return")
    print("}")


if __name__ == "__main__":
    main()
