# Row softmax, as TVM v0.20's `mod.script()` prints the PrimFunc that
# te.create_prim_func makes of it (docs/TVMScript.md walks it through Prim).

# from tvm.script import ir as I
# from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func
    def softmax(A: T.Buffer((4, 16), "float32"), B: T.Buffer((4, 16), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        # with T.block("root"):
        row_max = T.alloc_buffer((4,))
        row_sum = T.alloc_buffer((4,))
        for i, k in T.grid(4, 16):
            with T.block("row_max"):
                vi, vk = T.axis.remap("SR", [i, k])
                T.reads(A[vi, vk])
                T.writes(row_max[vi])
                with T.init():
                    row_max[vi] = T.float32(-3.4028234663852886e+38)
                row_max[vi] = T.max(row_max[vi], A[vi, vk])
        for i, k in T.grid(4, 16):
            with T.block("row_sum"):
                vi, vk = T.axis.remap("SR", [i, k])
                T.reads(A[vi, vk], row_max[vi])
                T.writes(row_sum[vi])
                with T.init():
                    row_sum[vi] = T.float32(0)
                row_sum[vi] = row_sum[vi] + T.exp(A[vi, vk] - row_max[vi])
        for i, j in T.grid(4, 16):
            with T.block("B"):
                vi, vj = T.axis.remap("SS", [i, j])
                T.reads(A[vi, vj], row_max[vi], row_sum[vi])
                T.writes(B[vi, vj])
                B[vi, vj] = T.exp(A[vi, vj] - row_max[vi]) / row_sum[vi]
