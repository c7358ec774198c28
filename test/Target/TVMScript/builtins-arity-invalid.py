# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# Builtins.def's signatures: the positional arguments are counted once, with
# one message that names the builtin as the file spells it; an alias's
# handler may name its builtin (T.tvm_call_packed is T.call_packed); checks
# a builtin's handler makes first keep coming first.

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.max' takes 2 positional arguments, found 3}}
    A[0] = T.Cast("float32", T.max(n, n, n))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.cast' takes 1 to 2 positional arguments, found 3}}
    A[0] = T.cast(n, "float32", 1)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.likely' takes 1 positional argument, found 0}}
    A[0] = T.Cast("float32", T.likely())

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{'T.exp' takes 1 positional argument, found 2}}
    A[0] = T.exp(A[0], A[1])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{'T.pow' takes 2 positional arguments, found 1}}
    A[0] = T.pow(A[0])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'T.shift_left' takes 2 positional arguments, found 1}}
    A[0] = T.shift_left(n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'T.q_multiply_shift_per_axis' takes 7 positional arguments, found 4}}
    A[0] = T.q_multiply_shift_per_axis(n, n, n, n)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "int32"), n: T.int32):
    # expected-error @+1 {{'T.ramp' takes 3 positional arguments, found 2}}
    A[T.ramp(0, 1)] = T.Broadcast(n, 4)

# -----

@T.prim_func
def f(A: T.Buffer((16,), "int32"), n: T.int32):
    # expected-error @+1 {{'T.broadcast' takes 2 positional arguments, found 1}}
    A[T.Ramp(0, 1, 4)] = T.broadcast(n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # The count comes before the dtype string's check.
    # expected-error @+1 {{'T.max_value' takes 1 positional argument, found 2}}
    A[0] = T.max_value(n, n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{'T.max_value' takes a dtype string}}
    A[0] = T.max_value(A[0])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.And' takes 2 positional arguments, found 1}}
    A[0] = T.if_then_else(T.And(n > 0), 1.0, 2.0)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.meta_var' takes 1 positional argument, found 2}}
    A[0] = T.Cast("float32", T.meta_var(n, n))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{'T.address_of' takes 1 positional argument, found 0}}
    T.evaluate(T.call_extern("int32", "g", T.address_of()))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # A statement first, then the count.
    # expected-error @+1 {{T.assume is a statement: write T.evaluate(T.assume(cond))}}
    A[0] = T.Cast("float32", T.assume())

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.assume' takes 1 positional argument, found 2}}
    T.evaluate(T.assume(n > 0, n > 1))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.evaluate' takes 1 positional argument, found 2}}
    T.evaluate(n, n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.attr' takes 3 positional arguments, found 2}}
    T.attr(0, "compute_scope")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.LetStmt' takes 1 positional argument, found 2}}
    with T.LetStmt(n, n) as x:
        A[0] = T.Cast("float32", x)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.ret' takes 1 positional argument, found 2}}
    T.ret(n, n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.serial' takes 1 to 2 positional arguments, found 3}}
    for i in T.serial(0, 4, 1):
        A[i] = 0.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    with T.block("root"):
        # expected-error @+1 {{'T.where' takes 1 positional argument, found 2}}
        T.where(True, True)
        A[0] = 0.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.Return' is not supported by Prim's TVMScript importer}}
    A[0] = T.Cast("float32", T.Return(n))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # The packed call's handler names its builtin, not TVM's other name.
    # expected-error @+1 {{'T.call_packed' takes the function's name (a string) first}}
    T.evaluate(T.tvm_call_packed(n))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.isnullptr' takes no keyword arguments}}
    A[0] = T.Cast("float32", T.isnullptr(n, dtype="bool"))
