# TVMScript buffers over pointers, slices and vector dtypes, as TVM's own
# tests write them; tvmscript_views.c calls each and computes the expected
# numbers.
from tvm.script import ir as I
from tvm.script import tir as T


@I.ir_module
class Module:
    @T.prim_func
    def row_sums(A: T.Buffer((4, 6), "float32"), B: T.Buffer((4,), "float32")):
        # Each row's address passed to a T.handle that the callee views with
        # a shape from its other argument.
        for i in range(4):
            Module.sum_into(T.address_of(A[i, 0]), T.address_of(B[i]), 6 - i)

    @T.prim_func(private=True)
    def sum_into(A_data: T.handle("float32"), B_data: T.handle("float32"), n: T.int32):
        A = T.decl_buffer(n, "float32", data=A_data)
        B = T.decl_buffer(1, "float32", data=B_data)
        B[0] = 0.0
        for j in range(n):
            B[0] = B[0] + A[j]

    @T.prim_func
    def bytes_of(A: T.Buffer((4,), "int32"), B: T.Buffer((16,), "uint8")):
        # One allocation viewed as int32 and as bytes; the bytes read
        # through a let-bound handle.
        data = T.allocate([4], "int32")
        W = T.decl_buffer([4], "int32", data)
        for i in range(4):
            W[i] = A[i] * 3
        p: T.handle("uint8") = data
        Bytes = T.Buffer((16,), "uint8", data=p)
        for i in range(16):
            B[i] = Bytes[i]

    @T.prim_func
    def slices(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32"), C: T.Buffer((8,), "uint32")):
        # Slices of a constant length are ramps: contiguous, strided, and
        # one element.
        B[0:8] = A[0:8] + A[8:16]
        B[8:16:2] = A[1:9:2] * T.broadcast(T.float32(10), 4)
        B[9:10] = A[0:1]
        for i in range(3):
            B[i * 2 + 11 : i * 2 + 12] = T.float32(-1)
        C[0:8] = C[0:8] >> T.broadcast(T.uint32(1), 8)

    @T.prim_func
    def pack_bytes(U: T.Buffer((8,), "uint8"), W: T.Buffer((2,), "int32")):
        # Four bytes as one int32: a let of a vector dtype, reinterpreted.
        for i in range(2):
            v: T.uint8x4 = U[i * 4 : i * 4 + 4]
            W[i] = T.reinterpret(v, dtype="int32")

    @T.prim_func
    def scale4(A: T.Buffer((2,), "float32x4"), B: T.Buffer((8,), "float32")):
        # A buffer of float32x4 elements, and a float32x4 view of B.
        V = T.decl_buffer((2,), "float32x4", data=B.data)
        for i in range(2):
            V[i] = A[(i,)] * T.Broadcast(T.float32(2), 4)

    @T.prim_func
    def broadcast_rows(a: T.handle, c: T.handle):
        # An auto-broadcast buffer: a dim of extent 1 has stride 0.
        m, n, k = T.int32(), T.int32(), T.int32()
        A = T.match_buffer(a, (k, n), buffer_type="auto")
        C = T.match_buffer(c, (m, n))
        for i, j in T.grid(m, n):
            C[i, j] = A[i, j] * T.float32(2)

    @T.prim_func
    def in_place(A: T.Buffer((4,), "float32"), b: T.handle):
        # B must be A's memory: TVM's ArgBinder asserts that B's data is
        # A.data, bound first.
        B = T.match_buffer(b, (4,), "float32", data=A.data)
        for i in range(4):
            B[i] = A[i] + T.float32(1)

    @T.prim_func
    def in_place_matched(a: T.handle, b: T.handle):
        # The same with A a T.match_buffer too: its name is bound when the
        # check runs, as TVM binds every buffer of the signature first.
        A = T.match_buffer(a, (4,), "float32")
        B = T.match_buffer(b, (4,), "float32", data=A.data)
        for i in range(4):
            B[i] = A[i] * T.float32(2)

    @T.prim_func
    def launch(A: T.Buffer((8,), "float32")):
        # TVM's LowerDeviceKernelLaunch form of Module.negate(A.data).
        T.call_extern("negate", A.data, dtype="void")

    @T.prim_func
    def negate(A_data: T.handle("float32")):
        A = T.decl_buffer(8, "float32", data=A_data)
        for i in range(8):
            A[i] = -A[i]
