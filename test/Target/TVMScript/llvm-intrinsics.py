# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# The valid forms come first; the invalid ones follow, a split each.

# T.call_llvm_pure_intrin / T.call_llvm_intrin: a call of a
# target-independent LLVM intrinsic, named or looked up by name, which LLVM
# overloads on the argument and result types. TVM v0.20 (tir) writes the
# number of signature arguments (T.uint32(n) or n) before the arguments,
# which keep their order (TVM main's spelling: llvm-intrinsics-tirx.py); a
# result dtype of "" is a void intrinsic, a pure call whose value is unused
# is dropped as TVM's RemoveNoOp drops it, and the prefetch builtin is
# llvm.prefetch.

from tvm.script import tir as T

@T.prim_func
def ctpop(A: T.Buffer((4,), "uint8"), B: T.Buffer((4,), "float32")):
    A[0] = T.call_llvm_pure_intrin(T.llvm_lookup_intrinsic_id("llvm.ctpop.i8"), T.uint32(1), A[1], dtype="uint8")
    B[T.Ramp(0, 1, 4)] = T.call_llvm_intrin("float32x4", "llvm.sqrt", T.uint32(1), B[T.Ramp(0, 1, 4)])

@T.prim_func
def counted(A: T.Buffer((4,), "uint8"), n: T.int32):
    A[2] = T.call_llvm_pure_intrin("uint8", "llvm.usub.sat", 2, A[0], A[1])
    A[3] = T.call_llvm_pure_intrin("uint8", "llvm.ctpop", T.uint32(3), A[3])
    T.call_llvm_intrin("", "llvm.assume", T.uint32(1), n > 0)
    T.evaluate(T.call_llvm_pure_intrin("uint8", "llvm.ctpop", T.uint32(1), A[0]))
    T.evaluate(T.call_intrin("", "tir.prefetch", T.address_of(A[1]), 1, 2, 1))

# CHECK-LABEL: prim.func @ctpop(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xui8>, %[[ARG1:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1]]] : memref<4xui8>
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V0]] : ui8 to i8
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = llvm.call_intrinsic "llvm.ctpop.i8"(%[[V1]]) : (i8) -> i8
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V2]] : i8 to ui8
# CHECK-NEXT: memref.store %[[V3]], %[[ARG0]][%[[C0]]] : memref<4xui8>
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = vector.load %[[ARG1]][%[[C0_1]]] : memref<4xf32>, vector<4xf32>
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = llvm.call_intrinsic "llvm.sqrt"(%[[V4]]) : (vector<4xf32>) -> vector<4xf32>
# CHECK-NEXT: vector.store %[[V5]], %[[ARG1]][%[[C0_0]]] : memref<4xf32>, vector<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# CHECK-LABEL: prim.func @counted(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xui8>, %[[ARG1:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0]]] : memref<4xui8>
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V0]] : ui8 to i8
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1]]] : memref<4xui8>
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V2]] : ui8 to i8
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = llvm.call_intrinsic "llvm.usub.sat"(%[[V1]], %[[V3]]) : (i8, i8) -> i8
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V4]] : i8 to ui8
# CHECK-NEXT: memref.store %[[V5]], %[[ARG0]][%[[C2]]] : memref<4xui8>
# CHECK-NEXT: %[[C3:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[C3_0:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C3_0]]] : memref<4xui8>
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V6]] : ui8 to i8
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = llvm.call_intrinsic "llvm.ctpop"(%[[V7]]) : (i8) -> i8
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V8]] : i8 to ui8
# CHECK-NEXT: memref.store %[[V9]], %[[ARG0]][%[[C3]]] : memref<4xui8>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = arith.cmpi sgt, %[[ARG1]], %[[C0_I32]] : i32
# CHECK-NEXT: llvm.call_intrinsic "llvm.assume"(%[[V10]]) : (i1) -> ()
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0_1]]] : memref<4xui8>
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V11]] : ui8 to i8
# CHECK-NEXT: %[[C1_2:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[BASE_BUFFER:[^ ,:()]+]], %[[OFFSET:[^ ,:()]+]], %[[SIZES:[^ ,:()]+]], %[[STRIDES:[^ ,:()]+]] = memref.extract_strided_metadata %[[ARG0]] : memref<4xui8> -> memref<ui8>, index, index, index
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = arith.muli %[[C1_2]], %[[STRIDES]] : index
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = arith.addi %[[OFFSET]], %[[V13]] : index
# CHECK-NEXT: %[[INTPTR:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<4xui8> -> index
# CHECK-NEXT: %[[C1_3:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = arith.muli %[[V14]], %[[C1_3]] : index
# CHECK-NEXT: %[[V16:[^ ,:()]+]] = arith.addi %[[INTPTR]], %[[V15]] : index
# CHECK-NEXT: %[[V17:[^ ,:()]+]] = arith.index_cast %[[V16]] : index to i64
# CHECK-NEXT: %[[V18:[^ ,:()]+]] = llvm.inttoptr %[[V17]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V19:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V18]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: %[[V20:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V19]] : !prim.handle to !llvm.ptr
# CHECK-NEXT: "llvm.intr.prefetch"(%[[V20]]) <{cache = 1 : i32, hint = 2 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# -----

# Malformed LLVM intrinsic calls, prefetches and shuffles, each located with
# its reason; the v0.20 (tir) and main (tirx) spellings of the intrinsic
# calls differ by v0.20's number of signature arguments.

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{the number of signature arguments of TVM v0.20's 'T.call_llvm_pure_intrin' is an integer constant}}
    A[0] = T.call_llvm_pure_intrin("uint8", "llvm.ctpop", n, A[1])

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{'llvm.ctpop' is overloaded: TVM v0.20 finds it only when the signature count (0) is at least the number of arguments (1)}}
    A[0] = T.call_llvm_pure_intrin("uint8", "llvm.ctpop", T.uint32(0), A[1])

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{'T.call_llvm_pure_intrin' takes the result dtype, the intrinsic and the number of signature arguments}}
    A[0] = T.call_llvm_pure_intrin("uint8", "llvm.ctpop")

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{'llvm.ctpop.v8i8' has no signature (uint32, uint8) -> uint8}}
    A[0] = T.call_llvm_pure_intrin("uint8", "llvm.ctpop.v8i8", T.uint32(1), A[1])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{'T.call_llvm_intrin' takes the result dtype and the intrinsic}}
    T.call_llvm_intrin("")

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{'T.call_llvm_intrin' of a void intrinsic is a statement}}
    A[0] = T.call_llvm_intrin("", "llvm.assume", n > 0)

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{'llvm.assume' has no signature (int32) -> void}}
    T.call_llvm_intrin("void", "llvm.assume", n)

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # A pure call whose arguments write memory stays, as in TVM.
    # expected-error @+1 {{'llvm.ctpop' has no signature (int32, int32) -> int32}}
    T.evaluate(T.call_llvm_pure_intrin("int32", "llvm.ctpop", n, T.call_extern("int32", "g", n)))

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{the prefetch's locality is a constant from 0 to 3}}
    T.evaluate(T.Call("tirx.prefetch", [T.address_of(A[0]), 0, 4, 1], ret_ty="void"))

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{the prefetch's read/write flag is a constant from 0 to 1}}
    T.evaluate(T.Call("tirx.prefetch", [T.address_of(A[0]), n, 3, 1], ret_ty="void"))

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{the prefetch's address is a handle, T.address_of(A[i]) or A.data}}
    T.evaluate(T.Call("tirx.prefetch", [A[0], 0, 3, 1], ret_ty="void"))

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.prefetch' is a statement}}
    A[0] = T.Call("tirx.prefetch", [T.address_of(A[0]), 0, 3, 1], ret_ty="float32")

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{T.prefetch(buffer, bounds), TVM's Prefetch statement, is not supported: TVM's lowering leaves it to the code generator, which has no rule for it}}
    T.prefetch(A, [T.Range(0, 4)])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "int32")):
    # expected-error @+1 {{'T.Shuffle' shuffles vectors of one element dtype, not float32 and int32x2}}
    A[0] = T.Shuffle([A[0], B[T.Ramp(0, 1, 2)]], [0])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.Shuffle' takes constant lane indices from 0 to 2}}
    A[T.Ramp(0, 1, 2)] = T.Shuffle([A[T.Ramp(0, 1, 2)], A[3]], [0, 3])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.Shuffle' takes constant lane indices from 0 to 1}}
    A[T.Ramp(0, 1, 2)] = T.Shuffle([A[0], A[1]], [n, 0])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.Shuffle' picks at most the 2 lanes it has}}
    A[T.Ramp(0, 1, 3)] = T.Shuffle([A[0], A[1]], [0, 1, 0])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.Shuffle' takes a list of vectors and a list of lane indices}}
    A[0] = T.Shuffle(A[0], [0])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), h: T.handle):
    # expected-error @+1 {{'T.Shuffle' shuffles numbers}}
    A[0] = T.Shuffle([h], [0])
