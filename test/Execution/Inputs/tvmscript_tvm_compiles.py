# Forms TVM v0.20's CPU build (tvm.build(mod, target="llvm")) compiles that
# the importer once refused: predicated vload/vstore (masked loads and
# stores, as TVM's LLVM code generator emits them), a vload of a vector
# dtype, dead code that reads a variable nothing defines (deleted by
# RemoveNoOp before MakePackedAPI), a GPU target without a device region
# (moved to the host), calling_conv 2, a "global2" allocation and a block
# allocation with fewer strides than dims (CompactBufferAllocation
# rebuilds its strides).
from tvm.script import tir as T


@T.prim_func
def masked_copy(A: T.Buffer((8,), "float32"), B: T.Buffer((4,), "float32"), n: T.int32):
    # Lanes n + i < 6 read A[n + i]; the others read nothing and are 0.
    B[T.Ramp(0, 1, 4)] = A.vload(
        [T.Ramp(n, 1, 4)], predicate=T.get_active_lane_mask("uint1x4", n, 6)
    )


@T.prim_func
def masked_strided(A: T.Buffer((8,), "float32")):
    A.vstore([T.Ramp(0, 2, 4)], T.Broadcast(T.float32(1), 4), predicate=T.Broadcast(T.bool(True), 4))
    A.vstore(
        [T.Ramp(1, 2, 4)],
        T.Broadcast(T.float32(2), 4),
        predicate=T.get_active_lane_mask("uint1x4", 0, 2),
    )


@T.prim_func
def bytes_as_words(A: T.Buffer((8,), "uint8"), B: T.Buffer((2,), "int32")):
    B[0] = T.reinterpret(A.vload([0], "uint8x4"), dtype="int32")
    B[1] = T.reinterpret(A.vload([4], dtype="uint8x4"), dtype="int32")


@T.prim_func(check_well_formed=False)
def dead_reads(A: T.Buffer((2,), "int32")):
    size = T.int32()
    A[0] = 7
    A[1] = 9
    T.evaluate(size * 2)
    buf = T.decl_buffer(shape=[size], dtype="float32")
    T.evaluate(buf[0])


@T.prim_func
def kernel_launch(a: T.handle("float32"), b: T.handle("float32"), n: T.int64):
    T.func_attr({"calling_conv": 2})
    A = T.Buffer(16, "float32", data=a)
    B = T.Buffer(16, "float32", data=b)
    for i in range(n):
        B[i] = A[i] * T.float32(2)


@T.prim_func
def on_host(A: T.Buffer((4,), "float32")):
    T.func_attr({"target": T.target("cuda", host="llvm")})
    for i in range(4):
        A[i] = T.Cast("float32", i) + T.float32(0.5)


@T.prim_func
def global2(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
    tmp = T.alloc_buffer((4,), "float32", scope="global2")
    for i in range(4):
        with T.block("copy"):
            vi = T.axis.remap("S", [i])
            tmp[vi] = A[vi] * T.float32(3)
    for i in range(4):
        with T.block("out"):
            vi = T.axis.remap("S", [i])
            B[vi] = tmp[vi] + T.float32(1)


@T.prim_func
def compact_strides(B: T.Buffer((2, 3), "int32")):
    index = T.alloc_buffer([2, 3], dtype="int32", strides=[1])
    for i, j in T.grid(2, 3):
        with T.block("index"):
            vi, vj = T.axis.remap("SS", [i, j])
            index[vi, vj] = vi * 10 + vj
    for i, j in T.grid(2, 3):
        with T.block("out"):
            vi, vj = T.axis.remap("SS", [i, j])
            B[vi, vj] = index[vi, vj] + 1
