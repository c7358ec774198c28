# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# Each unsupported or malformed statement and expression in a body: one
# error at its .py location, naming the construct.

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{T.thread_binding binds GPU threads, which Prim does not target}}
    for i in T.thread_binding(4, thread="threadIdx.x"):
        A[i] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{a loop step must be positive, found 0}}
    for i in range(0, 4, 0):
        A[i] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{a loop annotation's keys are strings}}
    for i in T.serial(4, annotations={1: 1}):
        A[i] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{unsupported loop kind 'T.stride'}}
    for i in T.stride(4):
        A[i] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{the loop has 1 ranges but 2 loop variables}}
    for i, j in T.grid(4):
        A[i] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    for i in T.parallel(4):
        # expected-error @+1 {{'break' in a T.parallel loop is not supported: its iterations run at once}}
        break

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'/' on integers is ambiguous in TVMScript; use '//' (floor division) or T.truncdiv}}
    A[0] = T.Cast("float32", n / 2)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{stores handle into 'A', a float32 buffer; convert with T.Cast}}
    A[0] = T.address_of(A[1])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{buffer 'A' has 1 dims, but is indexed with 2}}
    A[0, 1] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{buffer slices ('0:n') are only supported in T.reads/T.writes and, with a constant length, as the last index of a load or store}}
    A[0] = A[0:n]

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{augmented assignment ('+=') applies to buffer elements only: TIR variables are immutable}}
    n += 1

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{T.Buffer in a function body needs data=...; use T.alloc_buffer or T.decl_buffer to allocate}}
    B = T.Buffer((4,), "float32")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{Python's conditional expression is not part of TVMScript; use T.if_then_else or T.Select}}
    A[0] = 1.0 if n > 0 else 2.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.fmod' is not supported: TVM's LLVM code generator has no CPU lowering for it}}
    A[0] = T.fmod(A[1], A[2])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{undefined name 'B'}}
    A[0] = B[0]

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'<<' takes integers}}
    A[0] = A[1] << 2

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{buffer scope 'shared' is not supported: Prim targets CPUs, whose memory is 'global'}}
    B = T.alloc_buffer((4,), "float32", scope="shared")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{an allocated buffer with strides or an elem_offset needs a constant shape}}
    B = T.alloc_buffer((n,), "float32", strides=(1,))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{expected a bool condition, found int32}}
    A[0] = T.if_then_else(n, 1.0, 2.0)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{expected a bool condition, found float32}}
    if A[0]:
        A[0] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{T.match_buffer is only supported at the top of a function, binding a T.handle parameter}}
    B = T.match_buffer(A.data, (4,))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{the literal 3000000000 does not fit in int32}}
    A[0] = T.Cast("float32", n + 3000000000)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{unsupported dtype "float8"}}
    A[0] = T.Cast("float8", n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.int32()' declares a symbolic variable; assign it to a name ('n = T.int32()')}}
    A[0] = T.Cast("float32", T.int32())

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{an index must be an integer}}
    A[1.5] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{a tuple assignment takes as many values as names (or T.axis.remap in a T.block)}}
    a, b = 1, 2, 3

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{attribute statement 'thread_extent' is not supported}}
    with T.attr(0, "thread_extent", 1):
        A[0] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'in' is not supported in TVMScript expressions}}
    A[0] = T.Cast("float32", n in A)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{stores int32x4 into one element of 'A', a float32 buffer; index its last dim with T.Ramp}}
    A[0] = T.Ramp(0, 1, 4)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{nested functions are not supported}}
    def g():
        pass

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'A.shape' is only supported indexed, as in A.shape[0]}}
    A[0] = T.Cast("float32", A.shape)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'A.shape[1]' needs a constant dim index below 1}}
    A[0] = T.Cast("float32", A.shape[1])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.reads' is only valid inside a T.block}}
    T.reads(A[0:4])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{T.init is only valid inside a T.block}}
    with T.init():
        A[0] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.some_intrinsic' is not supported by Prim's TVMScript importer}}
    A[0] = T.some_intrinsic(n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{the annotation says handle, but the value is not a pointer}}
    x: T.handle = n

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'+' on strings is not supported}}
    A[0] = 1.0 + "s"

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{division by zero}}
    A[0] = T.Cast("float32", 5 // 0)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{unsupported float constant "pi"}}
    A[0] = T.float32("pi")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{T.ret is a statement: it returns from the function}}
    A[0] = T.ret(0)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in T.parallel(4):
        if A[i] > 0:
            # expected-error @+1 {{a return from a T.parallel loop is not supported: its iterations run at once}}
            return
    A[0] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")) -> T.int32:
    if A[0] > 0:
        # expected-error @+1 {{function 'f' returns int32: 'return' needs a value}}
        return
    T.ret(1)

# -----

@T.prim_func
# expected-error @+1 {{function 'f' has a return annotation but does not end with T.ret(...) or return}}
def f(A: T.Buffer((4,), "float32")) -> T.int32:
    A[0] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{unsupported T.ret argument 'kind'}}
    T.ret(1, kind=2)

# -----

@T.prim_func
def f(x: T.float32) -> T.int32:
    # expected-error @+1 {{returns float32, but the function returns int32}}
    return x

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{'continue' outside a loop}}
    continue

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{a loop's dtype is an integer dtype such as "int32"}}
    for i in T.serial(4, dtype="float32"):
        A[i] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{a loop step must be positive, found -2}}
    for i in T.parallel(0, 4, step=-2):
        A[i] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4, 4), "float32")):
    # expected-error @+1 {{a match of float32 data as int32 is not supported}}
    B = T.match_buffer(A[0:2, 0:2], (2, 2), "int32")

# -----

@T.prim_func
def f(A: T.Buffer((4, 4), "float32")):
    # expected-error @+1 {{dim 1 of the buffer is 3, but the region's extent is 2}}
    B = T.match_buffer(A[0:2, 0:2], (2, 3))

# -----

@T.prim_func
def f(A: T.Buffer((4, 4), "float32")):
    # expected-error @+1 {{the region's dims before the buffer's must be of extent 1}}
    B = T.match_buffer(A[0:2, 0:2], (2,))

# -----

@T.prim_func
def f(A: T.Buffer((4, 4), "float32")):
    # expected-error @+1 {{T.match_buffer of a region without a shape takes only a dtype}}
    B = T.match_buffer(A[0:2, 0:2], strides=[4, 1])

# -----

@T.prim_func
# expected-error @+1 {{axis_separators on a parameter are not supported: a tensor argument's memory is flat}}
def f(A: T.Buffer((4, 4), "float32", axis_separators=[1])):
    A[0, 0] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    # expected-error @+1 {{axis_separators on a view are not supported: they change how its data is laid out in memory}}
    B = T.decl_buffer((4, 4), "float32", data=A.data, axis_separators=[1])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32"), n: T.int32):
    # expected-error @+1 {{an allocated buffer's strides must be constants, at least 0}}
    B = T.alloc_buffer((4, 4), "float32", strides=[n, 1])

# -----

@T.prim_func
def f(A: T.Buffer((16,), "float32")):
    # expected-error @+1 {{unsupported T.allocate argument 'align'}}
    B = T.allocate([4], "float32", align=4)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{unsupported annotation 'T.let[T.Buffer]': a let binding takes a dtype or a handle}}
    x: T.let[T.Buffer] = n

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{T.bind takes a value and a type}}
    x = T.bind(n, var=n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{attribute statement 'buffer_bind_scope' is not supported}}
    T.attr(A, "buffer_bind_scope", 1)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{T.LetStmt(value) as a statement needs var=NAME}}
    T.LetStmt(n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'data' must be a pointer: a buffer's data (A.data), the result of T.allocate or a handle}}
    B = T.decl_buffer((4,), "float32", data=n)

# -----

@T.prim_func
def f(p: T.handle("float32"), n: T.int32):
    for i in range(1):
        # expected-error @+1 {{a view's strides and elem_offset must be constants}}
        B = T.decl_buffer((4,), "float32", data=p, strides=(n,))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{buffer_type "auto" gives a buffer that is not a parameter strides that nothing binds; give its strides}}
    B = T.alloc_buffer((4,), "float32", buffer_type="auto")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{buffer_type must be "default" or "auto"}}
    B = T.alloc_buffer((4,), "float32", buffer_type="broadcast")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{'T.decl_buffer' takes 'dtype' twice}}
    B = T.decl_buffer((4,), "float32", dtype="int32")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{'T.alloc_buffer' takes at most 10 arguments after the shape}}
    B = T.alloc_buffer((4,), "float32", None, None, None, "global", 0, 0, "", None, 1)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), U: T.Buffer((4,), "int32x4")):
    # expected-error @+1 {{stores a scalar into one element of 'U', a int32x4 buffer}}
    U[0] = 1

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), b: T.handle, n: T.int32):
    # expected-error @+1 {{'data' must be a pointer: a buffer's data (A.data) or a handle}}
    B = T.match_buffer(b, (4,), "float32", data=n)
