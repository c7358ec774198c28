# TVM main's calls that pass strings and handles: a string constant to
# T.call_packed, the static handle slot of TVM's test_static_init, a
# pointer that T.call_extern returns (memset's destination) viewed by
# T.decl_buffer, and T.address_of of a whole buffer with an elem_offset.
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Module:
    @T.prim_func
    def echo(n: T.int32):
        T.call_packed("testing.echo", "payload", n)

    @T.prim_func
    def static_init(A: T.handle):
        n = T.int64()
        Ab = T.match_buffer(A, (n,), "int64")
        T.call_packed(
            "test_static_callback",
            T.call_intrin("handle", "tirx.tvm_static_handle"),
            Ab.data,
        )

    @T.prim_func
    def fill_returned(A: T.Buffer((8,), "int32")):
        p: T.let[T.handle("int32")] = T.call_extern(
            "memset", A.data, 0, T.uint64(32), dtype=T.handle("int32").ty
        )
        B = T.decl_buffer([8], "int32", data=p)
        for i in range(8):
            B[i] = B[i] + i * 3

    @T.prim_func
    def clear_first(A: T.Buffer((16,), "float32")):
        B = T.decl_buffer((2, 3), "float32", data=A.data, elem_offset=4)
        T.evaluate(T.call_extern("memset", T.address_of(B), 0, T.uint64(8), dtype="handle"))
