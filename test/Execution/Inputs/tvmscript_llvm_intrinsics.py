# TVM v0.20's (tir) spelling of LLVM intrinsic calls, prefetch and
# T.Shuffle (tvmscript-llvm-intrinsics.mlir); tvmscript_llvm_intrinsics_tirx.py
# spells the same kernels as TVM main does, without the number of signature
# arguments that v0.20 writes after the intrinsic.

from tvm.script import tir as T

@T.prim_func
def saturate(A: T.Buffer((8,), "uint8"), B: T.Buffer((8,), "uint8"), C: T.Buffer((8,), "uint8")):
    for i in range(8):
        C[i] = T.call_llvm_pure_intrin("uint8", "llvm.usub.sat", T.uint32(2), A[i], B[i])

@T.prim_func
def popcount(A: T.Buffer((8,), "uint8"), B: T.Buffer((8,), "uint8")):
    B[T.Ramp(0, 1, 8)] = T.call_llvm_pure_intrin("uint8x8", "llvm.ctpop", 1, A[T.Ramp(0, 1, 8)])

@T.prim_func
def roots(A: T.Buffer((4,), "float32")):
    A[T.Ramp(0, 1, 4)] = T.call_llvm_pure_intrin(T.llvm_lookup_intrinsic_id("llvm.sqrt"), T.uint32(1), A[T.Ramp(0, 1, 4)], dtype="float32x4")

@T.prim_func
def assumed(n: T.int32, B: T.Buffer((2,), "int32")):
    T.call_llvm_intrin("", "llvm.assume", T.uint32(1), n > 0)
    T.evaluate(T.call_llvm_pure_intrin("int32", "llvm.ctpop", T.uint32(1), n))
    B[0] = T.call_llvm_pure_intrin("int32", "llvm.smax", T.uint32(2), n, B[1])

@T.prim_func
def prefetched(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
    T.evaluate(T.call_intrin("", "tir.prefetch", T.address_of(A[0]), 0, 3, 1))
    for i in range(4):
        B[i] = A[i]

@T.prim_func
def shuffled(x: T.int32, y: T.int32, buffer: T.Buffer((1,), "int32x2"), C: T.Buffer((4,), "int32")):
    buffer[0] = T.Shuffle([x, y], [0, 1])
    C[T.Ramp(0, 1, 4)] = T.Shuffle([C[T.Ramp(0, 1, 2)], x, C[T.Ramp(2, 1, 2)]], [4, 2, 0, 1])
