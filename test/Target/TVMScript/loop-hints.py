# RUN: prim-translate --import-tvmscript %s --mlir-print-local-scope | FileCheck %s

# The hints TVM's lowering gives each loop kind reach LLVM as loop metadata
# (docs/TVMScript.md): T.vectorized is vectorized as wide as its extent
# (VectorizeLoop) and stays a loop until then, T.unroll is unrolled fully
# (UnrollLoop), pragma_auto_unroll_max_step unrolls the loops under it whose
# steps fit, pragma_unroll_explicit=0 leaves LLVM a pragma instead.

from tvm.script import tir as T

@T.prim_func
def kinds(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    for i in T.serial(64):
        B[i] = A[i]
    for i in T.vectorized(8):
        B[i] = A[i]
    for i in T.vectorized(6):
        B[i] = A[i]
    for i in T.unroll(4):
        B[i] = A[i]
    for i in T.unroll(4, annotations={"pragma_unroll_explicit": 0}):
        B[i] = A[i]
    for i, j in T.grid(8, 8):
        B[i * 8 + j] = A[i]
# CHECK-LABEL: prim.func @kinds(
# CHECK: scf.for
# CHECK: memref.store
# CHECK-NEXT: }{{$}}
# CHECK: memref.store
# CHECK-NEXT: } {loop_annotation = #llvm.loop_annotation<vectorize = <disable = false, width = 8 : i32>, unroll = <disable = true>>}
# CHECK: memref.store
# CHECK-NEXT: } {loop_annotation = #llvm.loop_annotation<vectorize = <disable = false>, unroll = <disable = true>>}
# CHECK: memref.store
# CHECK-NEXT: } {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
# CHECK: memref.store
# CHECK-NEXT: } {loop_annotation = #llvm.loop_annotation<unroll = <disable = false>>}
# CHECK: memref.store
# CHECK-NEXT: }{{$}}
# CHECK-NEXT: }{{$}}
# CHECK-NEXT: prim.return

# TVM's UnrollLoop, innermost first: j (8 iterations of 1 store) fits in 16
# steps, i (64 iterations of 8 + 4 steps) does not; k (32 iterations) does
# not fit, so neither does the loop around it; the vectorized loop is one
# vector store by then, so m and n fit (2 * 2 * 1 <= 16).
@T.prim_func
def auto_unroll(A: T.Buffer((64, 32), "float32"), B: T.Buffer((64, 32), "float32")):
    for i in T.serial(64, annotations={"pragma_auto_unroll_max_step": 16, "pragma_unroll_explicit": 1}):
        for j in T.serial(8):
            B[i, j] = A[i, j]
        for j in T.unroll(4):
            B[i, j] = A[i, j] + T.float32(1)
        for j in T.serial(2):
            for k in T.serial(32):
                B[i, k] = A[i, j]
        for m in T.serial(2):
            for n in T.serial(2):
                for v in T.vectorized(16):
                    B[m * 2 + n, v] = A[i, v]
# CHECK-LABEL: prim.func @auto_unroll(
# CHECK: memref.store
# CHECK-NEXT: } {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
# CHECK: memref.store
# CHECK-NEXT: } {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
# CHECK: memref.store
# CHECK-NEXT: }{{$}}
# CHECK-NEXT: }{{$}}
# CHECK: memref.store
# CHECK-NEXT: } {loop_annotation = #llvm.loop_annotation<vectorize = <disable = false, width = 16 : i32>, unroll = <disable = true>>}
# CHECK-NEXT: } {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
# CHECK-NEXT: } {loop_annotation = #llvm.loop_annotation<unroll = <disable = false, full = true>>}
# CHECK-NEXT: }{{$}}
# CHECK-NEXT: prim.return

# On a T.parallel loop (where meta-schedule puts the pragmas): the parallel
# loop gets no hint (TVM's task loops get none), the loops in it do;
# pragma_unroll_explicit=0 turns every unroll under it into a pragma.
@T.prim_func
def parallel(A: T.Buffer((8, 8), "float32"), B: T.Buffer((8, 8), "float32")):
    for i in T.parallel(8, annotations={"pragma_auto_unroll_max_step": 64, "pragma_unroll_explicit": 0}):
        for j in T.serial(8):
            B[i, j] = A[i, j]
        for j in T.unroll(2):
            B[i, j] = A[i, j]
# CHECK-LABEL: prim.func @parallel(
# CHECK: scf.parallel
# CHECK: memref.store
# CHECK-NEXT: } {loop_annotation = #llvm.loop_annotation<unroll = <disable = false>>}
# CHECK: memref.store
# CHECK-NEXT: } {loop_annotation = #llvm.loop_annotation<unroll = <disable = false>>}
# CHECK-NEXT: scf.reduce
# CHECK-NEXT: }{{$}}
# CHECK-NEXT: prim.return
