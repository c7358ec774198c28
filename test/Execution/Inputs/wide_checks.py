#!/usr/bin/env python3
"""Writes @wide, the many-argument entry of wide-entry.mlir: 44 parameters,
kind i % 4 (wide_checks.c builds the same pattern):
  0: memref<2x3xf32> {prim.align = 64}          A[0][0] += 1
  1: memref<?x3xf32>                            B[0][0] += 1
  2: memref<4xi32, strided<[2], offset: ?>>     C[0] += 1
  3: i64                                        (unused)
33 buffers: at the default check-table-threshold (32) the entry checks them
from a table."""

N = 44
TYPES = ["memref<2x3xf32>", "memref<?x3xf32>",
         "memref<4xi32, strided<[2], offset: ?>>", "i64"]

params = []
for i in range(N):
    attr = " {prim.align = 64}" if i % 4 == 0 else ""
    params.append(f"%p{i}: {TYPES[i % 4]}{attr}")
print(f"prim.func @wide({', '.join(params)}) {{")
print("  %c0 = arith.constant 0 : index")
print("  %f1 = arith.constant 1.0 : f32")
print("  %i1 = arith.constant 1 : i32")
for i in range(N):
    kind, t = i % 4, TYPES[i % 4]
    if kind in (0, 1):
        print(f"  %v{i} = memref.load %p{i}[%c0, %c0] : {t}")
        print(f"  %w{i} = arith.addf %v{i}, %f1 : f32")
        print(f"  memref.store %w{i}, %p{i}[%c0, %c0] : {t}")
    elif kind == 2:
        print(f"  %v{i} = memref.load %p{i}[%c0] : {t}")
        print(f"  %w{i} = arith.addi %v{i}, %i1 : i32")
        print(f"  memref.store %w{i}, %p{i}[%c0] : {t}")
print("  prim.return")
print("}")
