# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# The valid forms come first; the invalid ones follow, a split each.

# Statements: if/elif/else, while, T.evaluate, assert (prim.assert with
# the message), and T.ret or return as the function's last statement.

from tvm.script import tir as T

@T.prim_func
def branches(A: T.Buffer((4,), "int32"), n: T.int32) -> T.int32:
    if n > 2:
        A[0] = 1
    elif n == 2:
        A[0] = 2
    else:
        A[0] = 3
    i = A[1]
    while A[2] < n:
        A[2] = A[2] + i
    T.evaluate(A[3])
    assert n >= 0, "n must not be negative"
    T.ret(A[0] * 2)

@T.prim_func
def early(x: T.float32) -> T.float32:
    return x + 1
# CHECK-LABEL: prim.func @branches(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xi32>, %[[ARG1:[^ ,:()]+]]: i32) -> i32 {
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.cmpi sgt, %[[ARG1]], %[[C2_I32]] : i32
# CHECK-NEXT: scf.if %[[V0]] {
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: memref.store %[[C1_I32]], %[[ARG0]][%[[C0_1]]] : memref<4xi32>
# CHECK-NEXT: } else {
# CHECK-NEXT: %[[C2_I32_1:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.cmpi eq, %[[ARG1]], %[[C2_I32_1]] : i32
# CHECK-NEXT: scf.if %[[V6]] {
# CHECK-NEXT: %[[C0_2:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C2_I32_3:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: memref.store %[[C2_I32_3]], %[[ARG0]][%[[C0_2]]] : memref<4xi32>
# CHECK-NEXT: } else {
# CHECK-NEXT: %[[C0_2]] = arith.constant 0 : index
# CHECK-NEXT: %[[C3_I32:[^ ,:()]+]] = arith.constant 3 : i32
# CHECK-NEXT: memref.store %[[C3_I32]], %[[ARG0]][%[[C0_2]]] : memref<4xi32>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1]]] : memref<4xi32>
# CHECK-NEXT: scf.while : () -> () {
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[V6]] = memref.load %[[ARG0]][%[[C2]]] : memref<4xi32>
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.cmpi slt, %[[V6]], %[[ARG1]] : i32
# CHECK-NEXT: scf.condition(%[[V7]])
# CHECK-NEXT: } do {
# CHECK-NEXT: %[[C2]] = arith.constant 2 : index
# CHECK-NEXT: %[[C2_1:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[V6]] = memref.load %[[ARG0]][%[[C2_1]]] : memref<4xi32>
# CHECK-NEXT: %[[V7]] = arith.addi %[[V6]], %[[V1]] : i32
# CHECK-NEXT: memref.store %[[V7]], %[[ARG0]][%[[C2]]] : memref<4xi32>
# CHECK-NEXT: scf.yield
# CHECK-NEXT: }
# CHECK-NEXT: %[[C3:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C3]]] : memref<4xi32>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.cmpi sge, %[[ARG1]], %[[C0_I32]] : i32
# CHECK-NEXT: prim.assert %[[V3]], "n must not be negative"
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0]]] : memref<4xi32>
# CHECK-NEXT: %[[C2_I32_0:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.muli %[[V4]], %[[C2_I32_0]] : i32
# CHECK-NEXT: prim.return %[[V5]] : i32
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @early(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: f32) -> f32 {
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.addf %[[ARG0]], %[[CST]] fastmath<contract> : f32
# CHECK-NEXT: prim.return %[[V0]] : f32
# CHECK-NEXT: }

# -----

# Statements, malformed: nested classes and imports, T.attr keys, assert
# messages, declarations, assignments of what cannot be assigned or to what
# is not a name, and with statements that bind wrongly or are not supported.

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{nested classes are not supported}}
    class C:
        x = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{imports belong at the top of the file}}
    import tvm

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{T.attr's key is a string}}
    T.attr(A.data, 1, 2)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{an assert's message must be a string}}
    assert n > 0, n

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{a declaration without a value is not supported}}
    x: T.int32

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{a buffer store takes no annotation}}
    A[0]: T.int32 = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{T.axis.remap is only valid inside a T.block}}
    i, j = T.axis.remap("SS", [n, n])

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{unsupported assignment target 'A.data'}}
    A.data = n

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    m = T.int32()
    # expected-error @-1 {{symbolic variable 'm' was declared as int64}}
    m = T.int64()
    A[0] = n

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{the value is int64, but the annotation says int32}}
    x: T.int32 = T.int64(1)
    A[0] = x

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{assigning None is not supported}}
    x = None
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{a tuple assignment binds names}}
    A[0], y = 1, 2

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{a with statement takes one item}}
    with T.attr(A.data, "k", 1), T.attr(A.data, "k", 2):
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'with T.decl_buffer(...)' needs 'as NAME'}}
    with T.decl_buffer((4,), "int32"):
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'with T.LetStmt(value)' needs 'as NAME' or var=NAME}}
    with T.LetStmt(n):
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'with T.attr(...)' binds no name}}
    with T.attr(A.data, "k", 1) as x:
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'with T.realize(...)' is not supported}}
    with T.realize(A[0:4], ""):
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{unsupported with statement 'T.no_such_context'}}
    with T.no_such_context():
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{T.match_buffer is only supported at the top of a function, binding a T.handle parameter, or of a buffer region}}
    S = T.match_buffer(A.data, (4,), "int32")
    S[0] = 1
