# TVM main's (tirx) spelling of the kernels of tvmscript_llvm_intrinsics.py
# (tvmscript-llvm-intrinsics.mlir): the intrinsic's arguments follow it, with
# no number of signature arguments, and the prefetch builtin is a T.Call.

from tvm.script import tirx as T

@T.prim_func
def saturate(A: T.Buffer((8,), "uint8"), B: T.Buffer((8,), "uint8"), C: T.Buffer((8,), "uint8")):
    for i in range(8):
        C[i] = T.call_llvm_pure_intrin("uint8", "llvm.usub.sat", A[i], B[i])

@T.prim_func
def popcount(A: T.Buffer((8,), "uint8"), B: T.Buffer((8,), "uint8")):
    B[T.Ramp(0, 1, 8)] = T.call_llvm_pure_intrin("uint8x8", "llvm.ctpop", A[T.Ramp(0, 1, 8)])

@T.prim_func
def roots(A: T.Buffer((4,), "float32")):
    A[T.Ramp(0, 1, 4)] = T.call_llvm_pure_intrin(T.llvm_lookup_intrinsic_id("llvm.sqrt"), A[T.Ramp(0, 1, 4)], dtype="float32x4")

@T.prim_func
def assumed(n: T.int32, B: T.Buffer((2,), "int32")):
    T.call_llvm_intrin("", "llvm.assume", n > 0)
    T.evaluate(T.call_llvm_pure_intrin("int32", "llvm.ctpop", T.uint32(1), n))
    B[0] = T.call_llvm_pure_intrin("int32", "llvm.smax", n, B[1])

@T.prim_func
def prefetched(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
    T.evaluate(T.Call("tirx.prefetch", [T.address_of(A[0]), 0, 3, 1], ret_ty="void"))
    for i in range(4):
        B[i] = A[i]

@T.prim_func
def shuffled(x: T.int32, y: T.int32, buffer: T.Buffer((1,), "int32x2"), C: T.Buffer((4,), "int32")):
    buffer[0] = T.Shuffle([x, y], [0, 1])
    C[T.Ramp(0, 1, 4)] = T.Shuffle([C[T.Ramp(0, 1, 2)], x, C[T.Ramp(2, 1, 2)]], [4, 2, 0, 1])
