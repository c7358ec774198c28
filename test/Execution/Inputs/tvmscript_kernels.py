# Kernels written in TVMScript (tir spelling) that test/Execution/tvmscript.mlir
# imports with prim-translate --import-tvmscript, compiles and runs.

# from tvm.script import ir as I
# from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func
    def axpb(A: T.Buffer((4, 5), "float32"), B: T.Buffer((4, 5), "float32"), C: T.Buffer((4, 5), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        for i, j in T.grid(4, 5):
            with T.block("C"):
                vi, vj = T.axis.remap("SS", [i, j])
                T.reads(A[vi, vj], B[vi, vj])
                T.writes(C[vi, vj])
                C[vi, vj] = A[vi, vj] * T.float32(2) + B[vi, vj]

    @T.prim_func
    def shift_right(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
        # A[i - 1] is only read when i > 0: T.if_then_else runs the taken branch.
        for i in range(8):
            B[i] = T.if_then_else(i > 0, A[i - 1], T.float32(-1))

    @T.prim_func
    def row_max(A: T.Buffer((3, 7), "float32"), B: T.Buffer((3,), "float32")):
        for i, k in T.grid(3, 7):
            with T.block("B"):
                vi, vk = T.axis.remap("SR", [i, k])
                with T.init():
                    B[vi] = T.min_value("float32")
                B[vi] = T.max(B[vi], A[vi, vk])

    @T.prim_func
    def matmul(A: T.Buffer((4, 6), "float32"), B: T.Buffer((6, 5), "float32"), C: T.Buffer((4, 5), "float32")):
        T.func_attr({"global_symbol": "matmul", "tir.noalias": T.bool(True)})
        # with T.block("root"):
        for i, j, k in T.grid(4, 5, 6):
            with T.block("C"):
                vi, vj, vk = T.axis.remap("SSR", [i, j, k])
                T.reads(A[vi, vk], B[vk, vj])
                T.writes(C[vi, vj])
                with T.init():
                    C[vi, vj] = T.float32(0)
                C[vi, vj] = C[vi, vj] + A[vi, vk] * B[vk, vj]

    @T.prim_func
    def softplus(a: T.handle, b: T.handle):
        n = T.int32()
        A = T.match_buffer(a, (n,), "float32")
        B = T.match_buffer(b, (n,), "float32")
        for i in range(n):
            B[i] = T.log(T.float32(1) + T.exp(A[i]))

    @T.prim_func
    def floor_ops(A: T.Buffer(("n",), "int32"), B: T.Buffer(("n",), "int32")):
        for i in range(A.shape[0]):
            B[i] = A[i] // 3 * 100 + A[i] % 3 * 10 + T.truncmod(A[i], 3)

    @T.prim_func
    def par_square(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
        for i in T.parallel(64):
            B[i] = A[i] * A[i]

    @T.prim_func
    def scratch(A: T.Buffer(("n",), "float32"), B: T.Buffer(("n",), "float32")):
        # A stack scratch (4 bytes) and a workspace one (2 KiB).
        acc = T.alloc_buffer((1,), "float32")
        tmp = T.alloc_buffer((512,), "float32")
        acc[0] = T.float32(0)
        for i in range(A.shape[0]):
            acc[0] += A[i]
            tmp[i % 512] = acc[0]
            B[i] = tmp[i % 512]

    @T.prim_func
    def threshold_u8(A: T.Buffer((8,), "uint8"), B: T.Buffer((8,), "uint8"), C: T.Buffer((8,), "int32"), t: T.uint8):
        # Unsigned compare, division, shift, widening and max.
        for i in range(8):
            B[i] = T.if_then_else(A[i] > t, T.uint8(255), A[i] // 2)
            C[i] = T.Cast("int32", A[i]) + T.Cast("int32", A[i] >> 1) + T.Cast("int32", T.max(A[i], T.uint8(128)) % 7)

    @T.prim_func
    def checked(A: T.Buffer((4,), "float32"), n: T.int32) -> T.int32:
        assert n > 0, "checked: n must be positive"
        return n * 2

    @T.prim_func(private=True)
    def add_into(X: T.Buffer((4,), "float32"), Y: T.Buffer((4,), "float32"), s: T.float32):
        for i in range(4):
            Y[i] = Y[i] + X[i] * s

    @T.prim_func
    def twice(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
        Module.add_into(A, B, T.float32(1))
        Module.add_into(A, B, T.float32(10))
