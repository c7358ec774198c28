# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | prim-compile - -o - --emit=llvm --abi=tvm-ffi | FileCheck %s --check-prefix=FFI
# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | prim-compile - -o - --emit=llvm --abi=tvm-legacy | FileCheck %s --check-prefix=LEGACY
# The valid forms come first; the invalid ones follow, a split each.

# TVM main's calls that pass strings and handles: a string constant passed
# to T.call_packed is a C string (prim.string), which each ABI passes with
# its string code; T.tvm_static_handle() (also through T.call_intrin) is
# the address of a NULL void* of the call site's own, as TVM's CPU code
# generator makes it; T.call_extern's result dtype may be the pointer type
# T.handle("int32").ty, a handle that T.decl_buffer views; T.address_of(A)
# of a whole buffer is the address of A[0, 0], elem_offset included.

from tvm.script import ir as I
from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def echo(n: T.int32):
        T.call_packed("testing.echo", "payload", n)

    @T.prim_func
    def static_handles(A: T.Buffer((4,), "int64")):
        T.call_packed("test_static_callback", T.call_intrin("handle", "tirx.tvm_static_handle"), A.data)
        T.call_packed("test_static_callback", T.tvm_static_handle(), A.data)

    @T.prim_func
    def extern_pointer():
        A_data: T.let[T.handle("int32")] = T.call_extern("dummy_func", dtype=T.handle("int32").ty)
        A = T.decl_buffer([8], "int32", data=A_data)
        A[1] = 42

    @T.prim_func
    def address_of_buffer(A: T.Buffer((16,), "float32")):
        B = T.decl_buffer((2, 3), "float32", data=A.data, elem_offset=4)
        T.call_extern("void", "use", T.address_of(B))

# CHECK-LABEL: prim.func @echo(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[STR:[^ ,:()]+]] = prim.string "payload"
# CHECK-NEXT: prim.call_packed "testing.echo"(%[[STR]], %[[ARG0]]) : (!prim.string, i32) -> ()
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @static_handles(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xi64>) {
# CHECK-NEXT: %[[SLOT0:[^ ,:()]+]] = llvm.mlir.addressof @__tvmscript_static_handle_0 : !llvm.ptr
# CHECK-NEXT: %[[H0:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[SLOT0]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: %[[P0:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<4xi64> -> index
# CHECK-NEXT: %[[I0:[^ ,:()]+]] = arith.index_cast %[[P0]] : index to i64
# CHECK-NEXT: %[[L0:[^ ,:()]+]] = llvm.inttoptr %[[I0]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[D0:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[L0]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: prim.call_packed "test_static_callback"(%[[H0]], %[[D0]]) : (!prim.handle, !prim.handle) -> ()
# CHECK-NEXT: %[[SLOT1:[^ ,:()]+]] = llvm.mlir.addressof @__tvmscript_static_handle_1 : !llvm.ptr
# CHECK-NEXT: %[[H1:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[SLOT1]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: %[[P1:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<4xi64> -> index
# CHECK-NEXT: %[[I1:[^ ,:()]+]] = arith.index_cast %[[P1]] : index to i64
# CHECK-NEXT: %[[L1:[^ ,:()]+]] = llvm.inttoptr %[[I1]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[D1:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[L1]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: prim.call_packed "test_static_callback"(%[[H1]], %[[D1]]) : (!prim.handle, !prim.handle) -> ()
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @extern_pointer() {
# CHECK-NEXT: %[[PTR:[^ ,:()]+]] = func.call @dummy_func() : () -> !prim.handle
# CHECK-NEXT: %[[VIEW:[^ ,:()]+]] = prim.buffer_view %[[PTR]][] : memref<8xi32>
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C42:[^ ,:()]+]] = arith.constant 42 : i32
# CHECK-NEXT: memref.store %[[C42]], %[[VIEW]][%[[C1]]] : memref<8xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @address_of_buffer(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<16xf32>) {
# CHECK: %[[B:[^ ,:()]+]] = prim.buffer_view %{{[^ ,:()]+}}[] : memref<2x3xf32, strided<[3, 1], offset: 4>>
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %{{[^ ,:()]+}}, %[[OFFSET:[^ ,:()]+]], %{{[^ ,:()]+}}:2, %{{[^ ,:()]+}}:2 = memref.extract_strided_metadata %[[B]]
# CHECK-NEXT: %[[FIRST:[^ ,:()]+]] = arith.addi %[[OFFSET]], %[[C0]] : index
# CHECK-NEXT: %[[BASE:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[B]]
# CHECK-NEXT: %[[C4:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[BYTES:[^ ,:()]+]] = arith.muli %[[FIRST]], %[[C4]] : index
# CHECK-NEXT: %[[ADDR:[^ ,:()]+]] = arith.addi %[[BASE]], %[[BYTES]] : index
# CHECK-NEXT: %[[I64:[^ ,:()]+]] = arith.index_cast %[[ADDR]] : index to i64
# CHECK-NEXT: %[[LPTR:[^ ,:()]+]] = llvm.inttoptr %[[I64]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[HANDLE:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[LPTR]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: func.call @use(%[[HANDLE]]) : (!prim.handle) -> ()
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# One NULL slot per call site.
# CHECK-NEXT: llvm.mlir.global private @__tvmscript_static_handle_0() {addr_space = 0 : i32} : !llvm.ptr {
# CHECK-NEXT: %[[NULL:[^ ,:()]+]] = llvm.mlir.zero : !llvm.ptr
# CHECK-NEXT: llvm.return %[[NULL]] : !llvm.ptr
# CHECK-NEXT: }
# CHECK-NEXT: llvm.mlir.global private @__tvmscript_static_handle_1() {addr_space = 0 : i32} : !llvm.ptr {
# CHECK-NEXT: %[[NULL:[^ ,:()]+]] = llvm.mlir.zero : !llvm.ptr
# CHECK-NEXT: llvm.return %[[NULL]] : !llvm.ptr
# CHECK-NEXT: }
# CHECK-NEXT: func.func private @dummy_func() -> !prim.handle
# CHECK-NEXT: func.func private @use(!prim.handle)

# The string is a private constant; tvm-ffi passes it as kTVMFFIRawStr (8),
# TVM v0.20's runtime as kTVMStr (11). The slots are pointer-sized NULLs.
# FFI-DAG: @__tvmscript_static_handle_0 = private global ptr null
# FFI-DAG: @__tvmscript_static_handle_1 = private global ptr null
# FFI-DAG: @[[STR:__prim_str_[0-9a-f]+]] = private unnamed_addr constant [8 x i8] c"payload\00", align 1
# FFI-LABEL: define {{.*}} @__tvm_ffi_echo(
# FFI: store i32 8, ptr %[[SLOT:[0-9]+]], align 8
# FFI-NEXT: %[[PAD:[0-9]+]] = getelementptr inbounds nuw i8, ptr %[[SLOT]], i64 4
# FFI-NEXT: store i32 0, ptr %[[PAD]], align 4
# FFI-NEXT: %[[VALUE:[0-9]+]] = getelementptr inbounds nuw i8, ptr %[[SLOT]], i64 8
# FFI-NEXT: store ptr @[[STR]], ptr %[[VALUE]], align 8
# FFI: declare ptr @dummy_func()
# LEGACY-DAG: @__tvmscript_static_handle_0 = private global ptr null
# LEGACY-DAG: @__tvmscript_static_handle_1 = private global ptr null
# LEGACY-DAG: @[[STR:__prim_str_[0-9a-f]+]] = private unnamed_addr constant [8 x i8] c"payload\00", align 1
# LEGACY-LABEL: define {{.*}} @echo(
# LEGACY: store ptr @[[STR]], ptr %[[VALUES:[0-9]+]], align 8
# LEGACY-NEXT: store i32 11, ptr %[[CODES:[0-9]+]], align 4
# LEGACY: declare ptr @dummy_func()

# -----

# Strings and handles that calls refuse: the address of a variable (TVM's
# LLVM code generator takes only a buffer element's), the address of a
# whole buffer in TVM v0.20's spelling (its T.address_of takes an element),
# a string with a NUL byte (its C string would end there), a string passed
# to T.call_cpacked, T.tvm_static_handle with arguments, and a result dtype
# that is neither a string nor a pointer type.

from tvm.script import tirx as T

@T.prim_func
def f(value: T.uint32, condition: T.bool):
    # expected-error @+1 {{T.address_of of a variable is not supported: TVM's LLVM code generator takes the address of a buffer element only (its C code generators take a variable's)}}
    T.evaluate(T.Select(condition, T.isnullptr(T.address_of(value)), T.bool(False)))

# -----

from tvm.script import tir as T

@T.prim_func
def f(a: T.handle):
    A = T.match_buffer(a, (128, 128), "float32")
    # expected-error @+1 {{T.address_of of a buffer is TVM main's (tirx) form; TVM v0.20's takes a buffer element, A[i]}}
    T.evaluate(T.address_of(A))

# -----

from tvm.script import tirx as T

@T.prim_func
def f():
    # expected-error @+1 {{a NUL byte would cut the C string that 'T.call_packed' passes short}}
    T.call_packed("testing.echo", "pay\x00load")

# -----

from tvm.script import tirx as T

@T.prim_func
def f():
    # expected-error @+1 {{T.call_cpacked takes no strings: the callee's declaration has no string parameter type}}
    T.call_cpacked("g", "payload", None)

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "int64")):
    # expected-error @+1 {{'T.tvm_static_handle' takes 0 positional arguments, found 1}}
    T.call_packed("test_static_callback", T.tvm_static_handle(A.data))

# -----

from tvm.script import tirx as T

@T.prim_func
def f():
    # expected-error @+1 {{'T.call_extern' takes the result dtype and the function's name (or the name first and dtype=...)}}
    p: T.let[T.handle("int32")] = T.call_extern("dummy_func", dtype=T.int32)
