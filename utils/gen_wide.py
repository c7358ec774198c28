#!/usr/bin/env python3
"""Generate one prim.func with N buffer (or scalar) parameters: the entry
wrapper's compile-time scale case.

    utils/gen_wide.py N > wide.mlir
    time prim-compile wide.mlir -o wide.o --emit=obj -O2 --abi=tvm-ffi

@wide(%a0: memref<4xf32>, ..., %a<N-1>: memref<4xf32>) adds 1 to element 0
of every buffer, so that the body uses each parameter. With --empty the body
does nothing: what is compiled is the packed entry alone.

    utils/gen_wide.py N --empty > entry.mlir

With --scalars the parameters are i64 and the body returns their sum
(--scalars --empty: it returns nothing).

    utils/gen_wide.py N --scalars [--empty] > scalars.mlir
"""
import argparse


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("n", type=int)
    parser.add_argument("--empty", action="store_true")
    parser.add_argument("--scalars", action="store_true")
    args = parser.parse_args()
    n = args.n
    if args.scalars:
        params = ", ".join(f"%a{i}: i64" for i in range(n))
        if args.empty or n == 0:
            print(f"prim.func @wide({params}) {{")
            print("  prim.return")
        else:
            print(f"prim.func @wide({params}) -> i64 {{")
            total = "%a0"
            for i in range(1, n):
                print(f"  %s{i} = arith.addi {total}, %a{i} : i64")
                total = f"%s{i}"
            print(f"  prim.return {total} : i64")
        print("}")
        return
    params = ", ".join(f"%a{i}: memref<4xf32>" for i in range(n))
    print(f"prim.func @wide({params}) {{")
    print("  %c0 = arith.constant 0 : index")
    print("  %one = arith.constant 1.0 : f32")
    for i in range(0 if args.empty else n):
        print(f"  %v{i} = memref.load %a{i}[%c0] : memref<4xf32>")
        print(f"  %w{i} = arith.addf %v{i}, %one : f32")
        print(f"  memref.store %w{i}, %a{i}[%c0] : memref<4xf32>")
    print("  prim.return")
    print("}")


if __name__ == "__main__":
    main()
