# TVM main's tirx forms that compute (tvmscript-tirx.mlir): names assigned
# again are mutable local scalars, which loops and branches update, and an
# assert's message may be an error kind with parts, and
# T.evaluate(T.break_loop()), T.continue_loop() and T.Return(v) are break,
# continue and return (in a block's body too), a chained comparison is Python's, and a T.parallel
# loop takes a step.

from tvm.script import tirx as T

@T.prim_func
def stats(A: T.Buffer((8,), "int32"), B: T.Buffer((3,), "int32")):
    total: T.int32 = 0
    positives = 0
    best = A[0]
    for i in range(8):
        total += A[i]
        if A[i] > 0:
            positives = positives + 1
        if A[i] > best:
            best = A[i]
    B[0] = total
    B[1] = positives
    B[2] = best

@T.prim_func
def prefix_sum(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
    s: T.float32 = T.float32(0)
    for i in range(8):
        s = s + A[i]
        B[i] = s

@T.prim_func
def checked(x: T.int32, B: T.Buffer((1,), "int32")):
    assert x > 0, ("ValueError", ["x must be ", "positive"])
    B[0] = x

@T.prim_func
def jumps(A: T.Buffer((8,), "int32")) -> T.int32:
    for i, j in T.grid(2, 4, dtype="uint32"):
        if j == 1:
            T.evaluate(T.continue_loop())
        if j == 3:
            T.evaluate(T.break_loop())
        A[i * 4 + j] = A[i * 4 + j] + 10
    T.Return(A[0] + A[4])

@T.prim_func(s_tir=True)
def block_jumps(A: T.Buffer((8,), "int32")):
    for i in range(8):
        with T.sblock("b"):
            vi = T.axis.spatial(8, i)
            if vi == 1:
                T.evaluate(T.continue_loop())
            if vi == 5:
                T.evaluate(T.break_loop())
            A[vi] = A[vi] + 10

@T.prim_func
def between(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), n: T.int32):
    for i in range(8):
        if -2 <= A[i] < n:
            B[i] = 1
        else:
            B[i] = 0

@T.prim_func
def parallel_step(A: T.Buffer((16,), "int32"), start: T.int32):
    for i in T.parallel(start, 16, step=3):
        A[i] = i * 2

@T.prim_func
def conditional(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32"), n: T.int32):
    for i in range(8):
        B[i] = A[i + n] if i + n < 8 else T.float32(-1) if i > 6 else i

@T.prim_func
def retag(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "float32")):
    A_f32: T.let[T.handle("float32")] = T.reinterpret(T.handle("float32").ty, A.data)
    A_view = T.decl_buffer([4], dtype="float32", data=A_f32)
    for i in range(4):
        B[i] = A_view[3 - i]

@T.prim_func
def matched_apart(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (4,), "float32")
    B = T.match_buffer(b, (4,), "float32", data=A.data)
    for i in range(4):
        B[i] = A[i] * T.float32(2)
