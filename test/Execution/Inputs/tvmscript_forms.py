# Kernels of the TVMScript forms TVM's own tests write, called from
# tvmscript_forms.c, which computes the expected numbers itself.
from tvm.script import tir as T


# Integer intrinsics: bitwise operations, shifts (arithmetic on signed,
# logical on unsigned values), ceildiv, clz, TIR's truncating Div/Mod nodes
# and .astype.
@T.prim_func
def int_ops(A: T.Buffer((8,), "int32"), U: T.Buffer((8,), "uint32"), B: T.Buffer((8, 11), "int32"), V: T.Buffer((8,), "uint32"), n: T.int32):
    for i in range(8):
        B[i, 0] = T.bitwise_and(A[i], n)
        B[i, 1] = T.bitwise_or(A[i], n)
        B[i, 2] = T.bitwise_xor(A[i], n)
        B[i, 3] = T.bitwise_not(A[i])
        B[i, 4] = T.shift_left(A[i], 3)
        B[i, 5] = T.shift_right(A[i], 2)
        B[i, 6] = T.ceildiv(A[i], 4)
        B[i, 7] = T.clz(A[i])
        B[i, 8] = T.Div(A[i], 3)
        B[i, 9] = T.Mod(A[i], 3)
        B[i, 10] = (T.Cast("float32", A[i]) * T.float32(0.75)).astype("int32")
        V[i] = T.shift_right(U[i], T.uint32(3))


# Fixed-point multiplications, in TVM's integer legalization.
@T.prim_func
def q_multiply(A: T.Buffer((8,), "int32"), S: T.Buffer((8,), "int32"), B: T.Buffer((8, 4), "int32")):
    for i in range(8):
        B[i, 0] = T.q_multiply_shift(A[i], 1963325822, 31, 1, dtype="int32")
        B[i, 1] = T.q_multiply_shift(A[i], 1098990753, 31, -3, dtype="int32")
        B[i, 2] = T.q_multiply_shift(A[i], 1073741824, 31, -1, dtype="int32")
        B[i, 3] = T.q_multiply_shift_per_axis(A[i], 1457846997, T.max(S[i], 0), T.max(0 - S[i], 0), 31, S[i] > 0, True, dtype="int32")


# Math intrinsics TVM's CPU code generator calls libm for, and the ones it
# expands.
@T.prim_func
def libm(A: T.Buffer((8,), "float32"), D: T.Buffer((8,), "float64"), B: T.Buffer((8, 5), "float32"), E: T.Buffer((8,), "float64")):
    for i in range(8):
        B[i, 0] = T.erf(A[i])
        B[i, 1] = T.atan2(A[i], T.float32(2))
        B[i, 2] = T.exp10(A[i])
        B[i, 3] = T.Cast("float32", T.isinf(A[i] * T.float32(1e38))) + T.Cast("float32", T.isfinite(A[i])) * T.float32(2)
        B[i, 4] = T.sinh(A[i])
        E[i] = T.erf(D[i])


# Pointers: A.data, T.address_of and access_ptr passed to libc's memcpy
# and memset through T.call_extern; a constant buffer; stores that convert
# to the buffer's dtype as TVM's BufferStore does; T.reinterpret; T.assume.
@T.prim_func
def pointers(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32"), C: T.Buffer((8,), "int32"), n: T.int32):
    T.evaluate(T.assume(n == 8))
    T.evaluate(T.call_extern("memcpy", B.data, A.data, T.uint64(8), dtype="handle"))
    T.evaluate(T.call_extern("memset", T.address_of(B[2]), 0, T.uint64(8), dtype="handle"))
    T.evaluate(T.call_extern("memcpy", B.access_ptr("w", offset=4), A.access_ptr("r", extent=2), T.uint64(8), dtype="handle"))
    B[6] = n
    B[7] = n // 3
    K_data = T.allocate_const([5, -7, 11, 13, 0, 1, 2, 3], "int32", [8])
    K = T.decl_buffer((8,), "int32", data=K_data)
    for i in range(8):
        T.evaluate(T.start_profile_intrinsic(3, dtype="handle"))
        C[i] = K[i] * 10 + T.reinterpret("int32", A[i]) % 2
        T.evaluate(T.end_profile_intrinsic(3, dtype="handle"))


# Fixed-width vectors: contiguous ramps (vector.load/store), strided ones
# (gather/scatter), broadcasts of scalars, lane-wise arithmetic, compares,
# casts, a lane-wise T.Select and an LLVM intrinsic on vectors.
@T.prim_func
def vectors(A: T.Buffer((16,), "float32"), B: T.Buffer((4, 16), "float32"), C: T.Buffer((8,), "int32"), x: T.float32):
    for i in range(4):
        B[i, T.ramp(0, 1, 4)] = A[T.ramp(i * 4, 1, 4)] * T.broadcast(x, 4) + T.float32(1)
        B[i, T.Ramp(4, 2, 4)] = A[T.Ramp(i, 4, 4)] + x
        B[i, T.ramp(0, 1, 4)] += T.Broadcast(T.float32(2), 4)
        B[i, T.ramp(12, 1, 4)] = T.call_llvm_pure_intrin("float32x4", "llvm.sqrt", T.uint32(1), A[T.ramp(i * 4, 1, 4)] * A[T.ramp(i * 4, 1, 4)])
    C[T.ramp(0, 1, 4)] = T.ramp(11, -5, 4) // T.Broadcast(3, 4)
    C[T.ramp(4, 1, 4)] = T.Select(A[T.ramp(2, 1, 4)] > T.broadcast(T.float32(0), 4), T.ramp(0, 1, 4), T.Cast("int32x4", A[T.ramp(2, 1, 4)] > T.broadcast(T.float32(0), 4)) - 1)
