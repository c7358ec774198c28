# TVMScript forms that change control flow or bind views, as TVM's own tests
# write them; tvmscript_control_flow.c calls each and computes the expected numbers.
from tvm.script import tir as T


@T.prim_func
def find(A: T.Buffer((8,), "int32"), x: T.int32) -> T.int32:
    # An early return from a loop.
    for i in range(8):
        if A[i] == x:
            return i
    return -1


@T.prim_func
def sum_until(A: T.Buffer((8,), "int32"), B: T.Buffer((2,), "int32")):
    # Negative elements are skipped; the sum stops before one above 100.
    B[0] = 0
    B[1] = 0
    for i in range(8):
        if A[i] < 0:
            continue
        if A[i] > 100:
            break
        B[0] = B[0] + A[i]
        B[1] = B[1] + 1


@T.prim_func
def first_zero(A: T.Buffer((8,), "int32"), B: T.Buffer((1,), "int32")):
    # A while loop that breaks: B is one past the first zero, or 8.
    i = T.alloc_buffer((1,), "int32")
    i[0] = 0
    while i[0] < 8:
        i[0] = i[0] + 1
        if A[i[0] - 1] == 0:
            break
    B[0] = i[0]


@T.prim_func
def add(x: T.int32, y: T.int32):
    # No return annotation: T.ret's value is the function's result.
    T.evaluate(T.ret(x + y, dtype="int32"))


@T.prim_func
def stepped(A: T.Buffer((16,), "int32"), n: T.int32, s: T.int32):
    # range's step, and T.serial's step= and dtype= (TVM's main branch).
    for i in range(1, n, 3):
        A[i] = A[i] + 1
    for j in T.serial(0, 16, step=s, dtype="int64"):
        A[j] = A[j] + 10


@T.prim_func
def tile_sums(A: T.Buffer((8, 8), "float32"), S: T.Buffer((2, 8), "float32")):
    # T.match_buffer of regions in a block: a row's quarter, and a point.
    for i, j in T.grid(2, 8):
        with T.block("tile"):
            vi, vj = T.axis.remap("SS", [i, j])
            A0 = T.match_buffer(A[vj, vi * 4 : vi * 4 + 4], (4,), offset_factor=1)
            S0 = T.match_buffer(S[vi, vj], ())
            S0[()] = A0[0] + A0[1] * T.float32(2) + A0[3] * T.float32(4)


@T.prim_func(s_tir=True)
def nested_break(In: T.Buffer((2,), "int32"), Out: T.Buffer((2,), "int32")):
    # A break leaves the innermost loop only; a while loop breaks too.
    Out[0] = 0
    Out[1] = 1
    for i in range(10):
        for j in range(10):
            if i * 10 + j == In[0]:
                Out[0] = i + j
                break
        if Out[0] > 0:
            break
    while Out[1] > 0:
        Out[1] = Out[1] + 1
        if Out[1] > In[1]:
            break


@T.prim_func(s_tir=True)
def continue_count(Out: T.Buffer((2,), "int32")):
    # continue in nested for loops and in a while loop.
    Out[0] = 0
    Out[1] = 0
    for i in range(10):
        for j in range(10):
            if (i * 10 + j) % 3 != 0:
                continue
            Out[0] = Out[0] + 1
    k = T.decl_buffer([], "int32")
    k[()] = 0
    while k[()] < Out[0]:
        k[()] = k[()] + 1
        if k[()] % 6 == 0:
            Out[1] = Out[1] + 1
            continue


@T.prim_func
def nonzero(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "float32"), flag: T.boolean):
    # `if` on an integer tests it against zero; x, declared by T.float32(),
    # is bound by T.Let.
    x = T.float32()
    for i in range(8):
        if A[i]:
            B[i] = T.Let(x * x + T.float32(1), where={x: T.Cast("float32", A[i])})
        else:
            B[i] = T.Select(flag, T.float32(-1), T.float32(-2))
