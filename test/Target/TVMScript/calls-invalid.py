# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# Malformed and unsupported calls, each located and named.

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4,), "float32")):
        # expected-error @+1 {{'T.call_packed' takes the function's name (a string) first}}
        T.call_packed(A)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{'A.data' is a data pointer; pass the buffer itself, which the callee receives as a DLTensor}}
    T.call_cpacked("g", A.data, None)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{T.call_cpacked takes the resource handle last: a T.handle parameter, or None}}
    T.call_cpacked("g", A, n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{T.call_cpacked's result is not supported; call it as a statement}}
    A[0] = T.Cast("float32", T.call_cpacked("g", A, None))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), B: T.Buffer((4, 4), "float32")):
    T.call_cpacked("g", A, None)
    # expected-error @+1 {{'g' is called with different argument types than before}}
    T.call_cpacked("g", B, None)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{'T.call_extern' takes scalars, handles and data pointers (A.data)}}
    A[0] = T.call_extern("float32", "g", A)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{stores handle into 'A', a float32 buffer; convert with T.Cast}}
    A[0] = T.call_extern("handle", "g", 1)

# -----

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4,), "float32")):
        # expected-error @+1 {{'g' takes 2 arguments, found 1}}
        Module.g(A)

    @T.prim_func
    def g(A: T.Buffer((4,), "float32"), n: T.int32):
        T.evaluate(0)

# -----

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4,), "float32")):
        # expected-error @+1 {{argument #0 of 'g' has type memref<4xf32>, which does not match the parameter's memref<8xf32>}}
        Module.g(A)

    @T.prim_func
    def g(A: T.Buffer((8,), "float32")):
        T.evaluate(0)

# -----

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4,), "float32"), n: T.int64):
        # expected-error @+1 {{argument #0 of 'g' is int64, but the parameter is int32}}
        Module.g(n)

    @T.prim_func
    def g(n: T.int32):
        T.evaluate(0)

# -----

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4,), "float32")):
        # expected-error @+1 {{the module has no function 'h'}}
        Module.h(A)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{T.reinterpret to a handle takes a handle, a string or zero (the NULL handle)}}
    T.call_cpacked("g", A, T.reinterpret("handle", T.uint64(8)))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{unsupported call of 'np.sum'}}
    A[0] = np.sum(A)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    A[0] = T.call_extern("float32", "g", A[1])
    # expected-error @+1 {{'g' is called with different argument types than before}}
    T.call_cpacked("g", A, None)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{the function's name is empty}}
    A[0] = T.call_extern("float32", "", A[1])

# -----

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "float32")):
        # expected-error @+1 {{'sub' views this pointer with a shape that depends on 'k', which is not one of its scalar parameters}}
        Module.sub(T.address_of(A[0]), 4)

    @T.prim_func(private=True)
    def sub(A_data: T.handle("float32"), n: T.int32):
        k = T.int32()
        A = T.decl_buffer((k,), "float32", data=A_data)
        A[0] = 1.0

# -----

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "float32")):
        # expected-error @+1 {{'kernel' returns nothing, not "int32"}}
        T.evaluate(T.call_extern("kernel", A.data, dtype="int32"))

    @T.prim_func
    def kernel(A_data: T.handle("float32")):
        A = T.decl_buffer(16, "float32", data=A_data)
        A[0] = 0.0
