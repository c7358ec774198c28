# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# The Python the lexer reads: both import spellings with aliases, comments
# everywhere, implicit and backslash line joining, semicolons, one-line
# suites, adjacent and escaped strings, and number spellings.

import tvm
from tvm.script import ir as I, tir as T  # a comment after the imports


@tvm.script.ir_module
class Module:
    """A docstring."""

    @T.prim_func
    def f(A: T.Buffer(
            (8,),  # the shape
            "int64"), B: T.Buffer((2,), "float32")) -> None:
        A[0] = 0x10 + 0o7 + 0b11 + 1_000 ; A[1] = \
            2
        B[0] = 1.5e2 + .5 + 2. ; B[1] = 1E-3
        if A[0] > 0: A[2] = 3
        assert A[0] > 0, 'single ' "and double" ' quoted,\tescaped\x21'
        assert A[1] > 0, r"raw \t" """triple"""

# CHECK-LABEL: prim.func @f(
# CHECK-SAME: %[[A:[^:]+]]: memref<8xi64>, %[[B:[^:]+]]: memref<2xf32>) {
# CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[V:.*]] = arith.constant 1026 : i64
# CHECK-NEXT: memref.store %[[V]], %[[A]][%[[C0]]] : memref<8xi64>
# CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
# CHECK-NEXT: %[[V2:.*]] = arith.constant 2 : i64
# CHECK-NEXT: memref.store %[[V2]], %[[A]][%[[C1]]] : memref<8xi64>
# CHECK-NEXT: %[[C0_0:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[X:.*]] = arith.constant 1.500000e+02 : f32
# CHECK-NEXT: %[[Y:.*]] = arith.constant 5.000000e-01 : f32
# CHECK-NEXT: %[[XY:.*]] = arith.addf %[[X]], %[[Y]] fastmath<contract> : f32
# CHECK-NEXT: %[[Z:.*]] = arith.constant 2.000000e+00 : f32
# CHECK-NEXT: %[[XYZ:.*]] = arith.addf %[[XY]], %[[Z]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[XYZ]], %[[B]][%[[C0_0]]] : memref<2xf32>
# CHECK-NEXT: %[[C1_1:.*]] = arith.constant 1 : index
# CHECK-NEXT: %[[W:.*]] = arith.constant 1.000000e-03 : f32
# CHECK-NEXT: memref.store %[[W]], %[[B]][%[[C1_1]]] : memref<2xf32>
# CHECK:      scf.if
# CHECK:      prim.assert %{{.*}}, "single and double quoted,\09escaped!"
# CHECK:      prim.assert %{{.*}}, "raw \\ttriple"
# CHECK-NEXT: prim.return
