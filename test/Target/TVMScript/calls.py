# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | prim-compile - -o - --emit=llvm | FileCheck %s --check-prefix=LLVM
# The valid forms come first; the invalid ones follow, a split each.

# Calls: T.call_packed (prim.call_packed; its int32 result when used),
# T.call_cpacked with the resource handle last (a T.handle parameter, which
# becomes the function's prim.resource_handle, or None), T.call_extern (a C
# function), and calls of the module's own functions (prim.call_tir), in
# both spellings: buffers, or data pointers that the callee views with
# T.decl_buffer.

# from tvm.script import ir as I
# from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4,), "float32"), n: T.int32, rh: T.handle):
        T.call_packed("tvm.contrib.sort", A, n)
        status = T.call_packed("my.check", A)
        T.call_cpacked("external_kernel", A, n, rh)
        T.call_cpacked("scale", A, None)
        A[0] = T.call_extern("float32", "expf", A[1]) + T.Cast("float32", status)
        Module.scale(A, rh)
        Module.fill(A.data, T.float32(2))
        A[1] = T.Cast("float32", Module.count(A))

    @T.prim_func
    def scale(A: T.Buffer(("n",), "float32"), h: T.handle):
        T.call_cpacked("external_kernel", A, T.int32(1), h)

    @T.prim_func(private=True)
    def fill(A_data: T.handle("float32"), v: T.float32):
        A = T.decl_buffer((4,), "float32", data=A_data)
        A[3] = v

    @T.prim_func
    def count(A: T.Buffer((4,), "float32")) -> T.int32:
        return 4

# The whole module compiles: the C function and the external packed one
# are called.
# LLVM-DAG: declare float @expf(float)
# LLVM-DAG: declare i32 @__tvm_ffi_external_kernel(ptr, ptr, i32, ptr)
# LLVM-DAG: call float @expf(float

# CHECK-LABEL: prim.func @main(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>, %[[ARG1:[^ ,:()]+]]: i32, %[[ARG2:[^ ,:()]+]]: !prim.handle {prim.resource_handle}) {
# CHECK-NEXT: prim.call_packed "tvm.contrib.sort"(%[[ARG0]], %[[ARG1]]) : (memref<4xf32>, i32) -> ()
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = prim.call_packed "my.check"(%[[ARG0]]) : (memref<4xf32>) -> i32
# CHECK-NEXT: prim.call_cpacked @external_kernel(%[[ARG0]], %[[ARG1]]) resource_handle(%[[ARG2]]) : (memref<4xf32>, i32) -> ()
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = prim.null_handle
# CHECK-NEXT: prim.call_cpacked @scale(%[[ARG0]]) resource_handle(%[[V1]]) : (memref<4xf32>) -> ()
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1]]] : memref<4xf32>
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = func.call @expf(%[[V2]]) : (f32) -> f32
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.sitofp %[[V0]] : i32 to f32
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.addf %[[V3]], %[[V4]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V5]], %[[ARG0]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: %[[CAST:[^ ,:()]+]] = memref.cast %[[ARG0]] : memref<4xf32> to memref<?xf32>
# CHECK-NEXT: prim.call_tir @scale(%[[CAST]], %[[ARG2]]) : (memref<?xf32>, !prim.handle) -> ()
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 2.000000e+00 : f32
# CHECK-NEXT: prim.call_tir @fill(%[[ARG0]], %[[CST]]) : (memref<4xf32>, f32) -> ()
# CHECK-NEXT: %[[C1_0:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = prim.call_tir @count(%[[ARG0]]) : (memref<4xf32>) -> i32
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.sitofp %[[V6]] : i32 to f32
# CHECK-NEXT: memref.store %[[V7]], %[[ARG0]][%[[C1_0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @scale(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<?xf32>, %[[ARG1:[^ ,:()]+]]: !prim.handle {prim.resource_handle}) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIM:[^ ,:()]+]] = memref.dim %[[ARG0]], %[[C0]] : memref<?xf32>
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[DIM]] : index to i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: prim.call_cpacked @external_kernel(%[[ARG0]], %[[C1_I32]]) resource_handle(%[[ARG1]]) : (memref<?xf32>, i32) -> ()
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func private @fill(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>, %[[ARG1:[^ ,:()]+]]: f32) {
# CHECK-NEXT: %[[C3:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: memref.store %[[ARG1]], %[[ARG0]][%[[C3]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @count(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>) -> i32 {
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: prim.return %[[C4_I32]] : i32
# CHECK-NEXT: }
# CHECK-LABEL: prim.func private @external_kernel(
# CHECK-SAME: memref<?xf32, strided<[?], offset: ?>>, i32)
# CHECK-LABEL: func.func private @expf(
# CHECK-SAME: f32) -> f32

# -----

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
