# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# The valid forms come first; the invalid ones follow, a split each.

# The intrinsics TVM's own tests write: the bitwise and shift intrinsics are
# TIR's operators (arithmetic right shift on signed values); T.ceildiv is
# floordiv(a + b - 1, b); T.clz is LLVM's ctlz, as int32; T.Div/T.Mod are
# TIR's truncating nodes, T.LT & co. its compares; .astype is T.Cast;
# T.reinterpret is a bitcast; the math intrinsics TVM's CPU code generator
# calls libm for become calls of erff, atan2f, ... (erf for float64);
# T.assume is llvm.intr.assume; profile intrinsics are no-ops on a CPU.

from tvm.script import tir as T

@T.prim_func
def bitwise(A: T.Buffer((8,), "int32"), U: T.Buffer((2,), "uint32"), n: T.int32):
    A[0] = T.bitwise_and(n, 3) | T.bitwise_or(n, 4)
    A[1] = T.bitwise_xor(n, 5) + T.bitwise_not(n)
    A[2] = T.shift_left(n, 2) + T.shift_right(n, 1)
    U[0] = T.shift_right(U[1], T.uint32(3))
    A[3] = T.ceildiv(n, 4)
    A[4] = T.clz(n) + T.ceildiv(30, 4)
    A[5] = T.Div(n, 3) + T.Mod(n, 3)
    A[6] = T.Cast("int32", T.LT(n, 2)) + (T.Cast("float32", n) * T.float32(0.5)).astype("int32")

@T.prim_func
def math(A: T.Buffer((4,), "float32"), D: T.Buffer((1,), "float64"), B: T.Buffer((2,), "bool")):
    A[0] = T.erf(A[1]) + T.atan2(A[2], 2.0)
    D[0] = T.erf(D[0])
    A[3] = T.exp10(A[0])
    B[0] = T.isinf(A[0])
    B[1] = T.isfinite(A[1])

@T.prim_func
def effects(A: T.Buffer((4,), "int32"), F: T.Buffer((2,), "float32"), n: T.int32):
    T.evaluate(T.assume(n > 0))
    T.evaluate(T.start_profile_intrinsic(3, dtype="handle"))
    F[0] = n
    F[1] = T.reinterpret("float32", A[0])
    T.evaluate(T.end_profile_intrinsic(3, dtype="handle"))

@T.prim_func
def q_multiply(A: T.Buffer((2,), "int32")):
    A[0] = T.q_multiply_shift(A[1], 1073741824, 31, -1, dtype="int32")

# CHECK-LABEL: prim.func @bitwise(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xi32>, %[[ARG1:[^ ,:()]+]]: memref<2xui32>, %[[ARG2:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C3_I32:[^ ,:()]+]] = arith.constant 3 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.andi %[[ARG2]], %[[C3_I32]] : i32
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.ori %[[ARG2]], %[[C4_I32]] : i32
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.ori %[[V0]], %[[V1]] : i32
# CHECK-NEXT: memref.store %[[V2]], %[[ARG0]][%[[C0]]] : memref<8xi32>
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C5_I32:[^ ,:()]+]] = arith.constant 5 : i32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.xori %[[ARG2]], %[[C5_I32]] : i32
# CHECK-NEXT: %[[CM1_I32:[^ ,:()]+]] = arith.constant -1 : i32
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.xori %[[ARG2]], %[[CM1_I32]] : i32
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.addi %[[V3]], %[[V4]] : i32
# CHECK-NEXT: memref.store %[[V5]], %[[ARG0]][%[[C1]]] : memref<8xi32>
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.shli %[[ARG2]], %[[C2_I32]] : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.shrsi %[[ARG2]], %[[C1_I32]] : i32
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.addi %[[V6]], %[[V7]] : i32
# CHECK-NEXT: memref.store %[[V8]], %[[ARG0]][%[[C2]]] : memref<8xi32>
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1_1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = memref.load %[[ARG1]][%[[C1_1]]] : memref<2xui32>
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V9]] : ui32 to i32
# CHECK-NEXT: %[[C3_I32_2:[^ ,:()]+]] = arith.constant 3 : i32
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = arith.shrui %[[V10]], %[[C3_I32_2]] : i32
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V11]] : i32 to ui32
# CHECK-NEXT: memref.store %[[V12]], %[[ARG1]][%[[C0_0]]] : memref<2xui32>
# CHECK-NEXT: %[[C3:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[C4_I32_3:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = arith.addi %[[ARG2]], %[[C4_I32_3]] : i32
# CHECK-NEXT: %[[C1_I32_4:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = arith.subi %[[V13]], %[[C1_I32_4]] : i32
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = arith.divsi %[[V14]], %[[C4_I32_3]] : i32
# CHECK-NEXT: %[[V16:[^ ,:()]+]] = arith.remsi %[[V14]], %[[C4_I32_3]] : i32
# CHECK-NEXT: %[[V17:[^ ,:()]+]] = arith.cmpi ne, %[[V16]], %[[C0_I32]] : i32
# CHECK-NEXT: %[[V18:[^ ,:()]+]] = arith.cmpi slt, %[[V16]], %[[C0_I32]] : i32
# CHECK-NEXT: %[[V19:[^ ,:()]+]] = arith.cmpi slt, %[[C4_I32_3]], %[[C0_I32]] : i32
# CHECK-NEXT: %[[V20:[^ ,:()]+]] = arith.xori %[[V18]], %[[V19]] : i1
# CHECK-NEXT: %[[V21:[^ ,:()]+]] = arith.andi %[[V17]], %[[V20]] : i1
# CHECK-NEXT: %[[C1_I32_5:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V22:[^ ,:()]+]] = arith.subi %[[V15]], %[[C1_I32_5]] : i32
# CHECK-NEXT: %[[V23:[^ ,:()]+]] = arith.select %[[V21]], %[[V22]], %[[V15]] : i32
# CHECK-NEXT: memref.store %[[V23]], %[[ARG0]][%[[C3]]] : memref<8xi32>
# CHECK-NEXT: %[[C4:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[V24:[^ ,:()]+]] = math.ctlz %[[ARG2]] : i32
# CHECK-NEXT: %[[C8_I32:[^ ,:()]+]] = arith.constant 8 : i32
# CHECK-NEXT: %[[V25:[^ ,:()]+]] = arith.addi %[[V24]], %[[C8_I32]] : i32
# CHECK-NEXT: memref.store %[[V25]], %[[ARG0]][%[[C4]]] : memref<8xi32>
# CHECK-NEXT: %[[C5:[^ ,:()]+]] = arith.constant 5 : index
# CHECK-NEXT: %[[C3_I32_6:[^ ,:()]+]] = arith.constant 3 : i32
# CHECK-NEXT: %[[V26:[^ ,:()]+]] = arith.divsi %[[ARG2]], %[[C3_I32_6]] : i32
# CHECK-NEXT: %[[C3_I32_7:[^ ,:()]+]] = arith.constant 3 : i32
# CHECK-NEXT: %[[V27:[^ ,:()]+]] = arith.remsi %[[ARG2]], %[[C3_I32_7]] : i32
# CHECK-NEXT: %[[V28:[^ ,:()]+]] = arith.addi %[[V26]], %[[V27]] : i32
# CHECK-NEXT: memref.store %[[V28]], %[[ARG0]][%[[C5]]] : memref<8xi32>
# CHECK-NEXT: %[[C6:[^ ,:()]+]] = arith.constant 6 : index
# CHECK-NEXT: %[[C2_I32_8:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V29:[^ ,:()]+]] = arith.cmpi slt, %[[ARG2]], %[[C2_I32_8]] : i32
# CHECK-NEXT: %[[V30:[^ ,:()]+]] = arith.extui %[[V29]] : i1 to i32
# CHECK-NEXT: %[[V31:[^ ,:()]+]] = arith.sitofp %[[ARG2]] : i32 to f32
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 5.000000e-01 : f32
# CHECK-NEXT: %[[V32:[^ ,:()]+]] = arith.mulf %[[V31]], %[[CST]] fastmath<contract> : f32
# CHECK-NEXT: %[[V33:[^ ,:()]+]] = arith.fptosi %[[V32]] : f32 to i32
# CHECK-NEXT: %[[V34:[^ ,:()]+]] = arith.addi %[[V30]], %[[V33]] : i32
# CHECK-NEXT: memref.store %[[V34]], %[[ARG0]][%[[C6]]] : memref<8xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @math(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>, %[[ARG1:[^ ,:()]+]]: memref<1xf64>, %[[ARG2:[^ ,:()]+]]: memref<2xi1>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1]]] : memref<4xf32>
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = func.call @erff(%[[V0]]) : (f32) -> f32
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C2]]] : memref<4xf32>
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 2.000000e+00 : f32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = func.call @atan2f(%[[V2]], %[[CST]]) : (f32, f32) -> f32
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.addf %[[V1]], %[[V3]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V4]], %[[ARG0]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = memref.load %[[ARG1]][%[[C0_1]]] : memref<1xf64>
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = func.call @erf(%[[V5]]) : (f64) -> f64
# CHECK-NEXT: memref.store %[[V6]], %[[ARG1]][%[[C0_0]]] : memref<1xf64>
# CHECK-NEXT: %[[C3:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[C0_2:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0_2]]] : memref<4xf32>
# CHECK-NEXT: %[[CST_3:[^ ,:()]+]] = arith.constant 2.30258512 : f32
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.mulf %[[V7]], %[[CST_3]] : f32
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = math.exp %[[V8]] : f32
# CHECK-NEXT: memref.store %[[V9]], %[[ARG0]][%[[C3]]] : memref<4xf32>
# CHECK-NEXT: %[[C0_4:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_5:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0_5]]] : memref<4xf32>
# CHECK-NEXT: %[[CST_6:[^ ,:()]+]] = arith.constant 0x7F800000 : f32
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = math.absf %[[V10]] : f32
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = arith.cmpf oeq, %[[V11]], %[[CST_6]] : f32
# CHECK-NEXT: memref.store %[[V12]], %[[ARG2]][%[[C0_4]]] : memref<2xi1>
# CHECK-NEXT: %[[C1_7:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C1_8:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1_8]]] : memref<4xf32>
# CHECK-NEXT: %[[CST_9:[^ ,:()]+]] = arith.constant 0x7F800000 : f32
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = math.absf %[[V13]] : f32
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = arith.cmpf olt, %[[V14]], %[[CST_9]] : f32
# CHECK-NEXT: memref.store %[[V15]], %[[ARG2]][%[[C1_7]]] : memref<2xi1>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @effects(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xi32>, %[[ARG1:[^ ,:()]+]]: memref<2xf32>, %[[ARG2:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.cmpi sgt, %[[ARG2]], %[[C0_I32]] : i32
# CHECK-NEXT: llvm.intr.assume %[[V0]] : i1
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.sitofp %[[ARG2]] : i32 to f32
# CHECK-NEXT: memref.store %[[V1]], %[[ARG1]][%[[C0]]] : memref<2xf32>
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0_0]]] : memref<4xi32>
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.bitcast %[[V2]] : i32 to f32
# CHECK-NEXT: memref.store %[[V3]], %[[ARG1]][%[[C1]]] : memref<2xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @q_multiply(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<2xi32>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1]]] : memref<2xi32>
# CHECK-NEXT: %[[C1073741824_I32:[^ ,:()]+]] = arith.constant 1073741824 : i32
# CHECK-NEXT: %[[C31_I32:[^ ,:()]+]] = arith.constant 31 : i32
# CHECK-NEXT: %[[CM1_I32:[^ ,:()]+]] = arith.constant -1 : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.addi %[[V0]], %[[C2_I32]] : i32
# CHECK-NEXT: %[[C2_I32_0:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.shrsi %[[V1]], %[[C2_I32_0]] : i32
# CHECK-NEXT: memref.store %[[V2]], %[[ARG0]][%[[C0]]] : memref<2xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: func.func private @erff(
# CHECK-SAME: f32) -> f32
# CHECK-LABEL: func.func private @atan2f(
# CHECK-SAME: f32, f32) -> f32
# CHECK-LABEL: func.func private @erf(
# CHECK-SAME: f64) -> f64

# -----

# Intrinsics outside what TVM gives a CPU meaning, and malformed uses of the
# intrinsics TVM's tests write, each located with its reason.

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{T.assume is a statement: write T.evaluate(T.assume(cond))}}
    A[0] = T.Cast("float32", T.assume(n > 0))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.start_profile_intrinsic' is a statement}}
    A[0] = T.Cast("float32", T.start_profile_intrinsic(1, dtype="handle"))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.call_extern' of a void function is a statement}}
    A[0] = T.call_extern("f", n, dtype="")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.call_extern' takes the result dtype and the function's name (or the name first and dtype=...)}}
    A[0] = T.call_extern(n, "f")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    A[0] = T.call_extern("float32", "g", n)
    # expected-error @+1 {{'g' is called with different types than before}}
    A[1] = T.call_extern("float32", "g", A[0])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{T.ceildiv takes integers}}
    A[0] = T.Cast("float32", T.ceildiv(A[1], 2))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.clz' takes an integer}}
    A[0] = T.Cast("float32", T.clz(A[1]))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{T.Mod takes integers}}
    A[0] = T.Mod(A[1], 2.0)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.q_multiply_shift' takes integers}}
    A[0] = T.Cast("float32", T.q_multiply_shift(A[1], 3, 31, 0))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.erf' on float16 has no libm function, which TVM's CPU code generator calls; cast to float32 first}}
    A[0] = T.Cast("float32", T.erf(T.float16(1)))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{T.reinterpret from float32 to int64 changes the width}}
    A[0] = T.Cast("float32", T.reinterpret("int64", A[1]))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{T.reinterpret takes a dtype string (type objects, T.handle("float32").ty, are TVM main's)}}
    p: T.handle("float32") = T.reinterpret(T.handle("float32").ty, h)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{T.allocate_const has 3 values for 4 elements}}
    K = T.allocate_const([1, 2, 3], "int32", [4])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{T.allocate_const takes literal values}}
    K = T.allocate_const([1, 2, n, 4], "int32", [4])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{T.address_of takes a buffer element, A[i]}}
    T.evaluate(T.call_extern("g", T.address_of(n + 1), dtype=""))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{T.address_of of a variable is not supported: TVM's LLVM code generator takes the address of a buffer element only (its C code generators take a variable's)}}
    T.evaluate(T.call_extern("g", T.address_of(n), dtype=""))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{access_ptr's mask is "r", "w" or "rw"}}
    T.evaluate(A.access_ptr("x"))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{unsupported access_ptr argument 'content_lanes'}}
    T.evaluate(A.access_ptr("r", content_lanes=4))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.vscale' is not supported: it belongs to scalable vectors (SVE, RVV), which Prim's fixed-width vector targets do not have}}
    A[0] = T.Cast("float32", T.vscale())

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.float8_e4m3fn' is not supported: the float8/6/4 dtypes have no CPU arithmetic and no DLPack type Prim checks}}
    A[0] = T.Cast("float32", T.float8_e4m3fn(1))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_get' reads kArrTypeCode as "uint8", not "int32": TVM's code generator loads the field's own C type}}
    n2: T.int32 = T.tvm_struct_get(h, 0, 5, dtype="int32")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_get' reads kTVMValueContent as "int64", "float64", "handle", not "int32": TVM's code generator loads the field's own C type}}
    n2: T.int32 = T.tvm_struct_get(h, 0, 12, "int32")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_get' takes a DLTensor field (kinds 0 to 10) or kTVMValueContent (12; TVM v0.20 has no TVMFFIAny fields), given as an integer literal}}
    n2: T.int32 = T.tvm_struct_get(h, 0, 11, "int32")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_get' takes a DLTensor field (kinds 0 to 10) or kTVMValueContent (12; TVM v0.20 has no TVMFFIAny fields), given as an integer literal}}
    n2: T.int32 = T.tvm_struct_get(h, 0, 13, "int32")

# -----

from tvm.script import tirx as T

@T.prim_func
def f(h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_get' takes a DLTensor field (kinds 0 to 10) or a TVMFFIAny field (13 to 15, TVM main's kinds; main's code generator has no TVMValue), given as an integer literal}}
    n2: T.int64 = T.tvm_struct_get(h, 0, 12, "int64")

# -----

from tvm.script import tirx as T

@T.prim_func
def f(h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_set' writes kTVMFFIAnyUnionValue as "int64", "float64", "handle": TVM's code generator stores the value's own type, which must be the field's C type}}
    T.tvm_struct_set(h, 0, 15, 1)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_set' cannot write kArrAddr: an element's address is not a field (TVM's code generator refuses it too)}}
    T.tvm_struct_set(h, 0, 0, h)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_set' writes kArrByteOffset as "uint64": TVM's code generator stores the value's own type, which must be the field's C type}}
    T.tvm_struct_set(h, 0, 8, n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_set' writes kArrData as "handle": TVM's code generator stores the value's own type, which must be the field's C type}}
    T.tvm_struct_set(h, 0, 1, A)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_set' takes no keyword arguments}}
    T.tvm_struct_set(h, 0, 4, n, dtype="int32")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_set' takes 4 positional arguments, found 3}}
    T.tvm_struct_set(h, 0, 4)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_set' takes a handle}}
    T.tvm_struct_set(n, 0, 4, n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_set' takes the element's index as a non-negative integer literal}}
    T.tvm_struct_set(h, -1, 4, n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_stack_alloca' allocates "shape", "array" or "arg_value" and "arg_tcode" in TVM v0.20 (which has no TVMFFIAny), not "tvm_ffi_any"}}
    s: T.handle = T.tvm_stack_alloca("tvm_ffi_any", 2)

# -----

from tvm.script import tirx as T

@T.prim_func
def f():
    # expected-error @+1 {{'T.tvm_stack_alloca' allocates "shape", "array" or "tvm_ffi_any" in TVM main (whose code generator has no TVMValue stacks), not "arg_value"}}
    s: T.let[T.handle] = T.tvm_stack_alloca("arg_value", 2)

# -----

from tvm.script import tirx as T

@T.prim_func
def f():
    # expected-error @+1 {{'T.tvm_stack_alloca' of "tensormap" is not supported: CUDA's tensor map descriptors are for GPU kernels, which Prim does not target}}
    s: T.let[T.handle] = T.tvm_stack_alloca("tensormap", 1)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_stack_alloca' takes the element count as a positive integer literal, as TVM's code generator requires a constant}}
    s: T.handle = T.tvm_stack_alloca("shape", n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_stack_alloca' takes the element kind as a string}}
    s: T.handle = T.tvm_stack_alloca(1, 2)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_stack_alloca' returns a "handle"}}
    s: T.handle = T.tvm_stack_alloca("shape", 2, dtype="int32")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_stack_alloca' takes 2 positional arguments, found 1}}
    s: T.handle = T.tvm_stack_alloca("shape")

# -----

from tvm.script import tirx as T

@T.prim_func
def f():
    s: T.let[T.handle] = T.tvm_stack_alloca("tvm_ffi_any", 1)
    # expected-error @+1 {{'T.call_cpacked_lowered' is not supported: it belongs to TVM's lowered packed calls, whose DLTensor and argument layouts Prim's ABI lowering builds itself; import the function before MakePackedAPI}}
    T.call_cpacked_lowered("f", s, 0, 0)

# -----

from tvm.script import tirx as T

@T.prim_func
def f(out: T.Buffer((1,), "int32")):
    s: T.let[T.handle] = T.tvm_stack_alloca("tvm_ffi_any", 1)
    # expected-error @+1 {{'T.call_packed_lowered' is a statement: read its result from the stack with T.tvm_struct_get}}
    out[0] = T.call_packed_lowered("f", s, 0, 0)

# -----

from tvm.script import tirx as T

@T.prim_func
def f():
    s: T.let[T.handle] = T.tvm_stack_alloca("tvm_ffi_any", 2)
    # expected-error @+1 {{'T.call_packed_lowered' takes the arguments' first and end indices as integer literals, 0 <= begin <= end}}
    T.call_packed_lowered("f", s, 1, 0)

# -----

from tvm.script import tirx as T

@T.prim_func
def f(n: T.int32):
    s: T.let[T.handle] = T.tvm_stack_alloca("tvm_ffi_any", 2)
    # expected-error @+1 {{'T.call_packed_lowered' takes the function's name as a string}}
    T.call_packed_lowered(n, s, 0, 1)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_call_packed_lowered' of TVM v0.20 is not supported: it passes a TVMValue stack and a type code stack, which Prim does not model; import the function before LowerTVMBuiltin}}
    T.tvm_call_packed_lowered("f", h, h, 0, 1)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_stack_make_shape' is not supported: it belongs to TVM's lowered packed calls, whose DLTensor and argument layouts Prim's ABI lowering builds itself; import the function before MakePackedAPI}}
    T.call_packed("f", T.tvm_stack_make_shape(4))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_get' takes the element's index as a non-negative integer literal}}
    n2: T.int32 = T.tvm_struct_get(h, n, 4, "int32")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_get' takes the field's dtype as a string}}
    n2: T.int32 = T.tvm_struct_get(h, 0, 4)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_get' takes 3 positional arguments, found 4}}
    n2: T.int32 = T.tvm_struct_get(h, 0, 4, 1, dtype="int32")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_struct_get' takes a handle}}
    n2: T.int32 = T.tvm_struct_get(n, 0, 4, "int32")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.isnullptr' takes a handle}}
    if T.isnullptr(n):
        A[0] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.isnullptr' takes no keyword arguments}}
    if T.isnullptr(h, dtype="bool"):
        A[0] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_throw_last_error' is a statement: it returns -1 from the function}}
    A[0] = T.Cast("float32", T.tvm_throw_last_error())

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.tvm_throw_last_error' takes 0 positional arguments, found 1}}
    T.evaluate(T.tvm_throw_last_error(n))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.TVMBackendAllocWorkspace' is not supported: it belongs to the output of TVM's LowerTVMBuiltin and MakePackedAPI, whose workspaces and error returns Prim's lowering builds itself; import the function before those passes}}
    p: T.handle("float32") = T.TVMBackendAllocWorkspace(1, 0, T.uint64(64), 2, 32)

# -----

@T.prim_func
def f(r: T.handle):
    # expected-error @+1 {{'T.anylist_resetitem' is not supported: it belongs to Relax's virtual machine, whose register lists only TVM's runtime reaches (TVMBackendAnyList*)}}
    T.anylist_resetitem(r, T.int32(0))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{vector expressions ('T.vectorlow') are not supported}}
    A[T.Ramp(0, 1, 2)] = T.vectorlow("float32x2", A[T.Ramp(0, 1, 4)])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32, h: T.handle):
    # expected-error @+1 {{'T.expm1' is not supported: TVM's LLVM code generator has no CPU lowering for it}}
    A[0] = T.expm1(A[1])

# -----

# A global_symbol that one of Prim's own would take: the prim.func verifier
# reports it at the function.
@T.prim_func
# expected-error @+1 {{'prim.func' op name '__tvm_main__' begins with '__tvm_', which the symbols Prim generates begin with}}
def f(A: T.Buffer((4,), "float32")):
    T.func_attr({"global_symbol": "__tvm_main__"})
    A[0] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), U: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{'T.Ramp' takes a constant number of lanes, 2 to 1024}}
    A[T.Ramp(0, 1, n)] = T.Broadcast(T.float32(0), 4)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), U: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{'T.Broadcast' takes a constant number of lanes, 2 to 1024}}
    A[T.Ramp(0, 1, 4)] = T.Broadcast(T.float32(0), 1)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), U: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{'T.Ramp' takes an integer base and stride}}
    A[T.Ramp(0, 1, 4)] = T.Cast("float32x4", T.Ramp(0.5, 1.0, 4))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), U: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{operands of 4 and 2 lanes}}
    A[T.Ramp(0, 1, 4)] = T.Broadcast(T.float32(0), 4) + T.Broadcast(T.float32(1), 2)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), U: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{stores a scalar into 4 lanes of 'A'; use T.Broadcast}}
    A[T.Ramp(0, 1, 4)] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), U: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{stores float32x2 into 4 lanes of 'A'; use T.Broadcast}}
    A[T.Ramp(0, 1, 4)] = A[T.Ramp(0, 1, 2)]

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), U: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{cannot cast float32x4 to float32}}
    A[0] = T.Cast("float32", A[T.Ramp(0, 1, 4)])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), U: T.Buffer((4,), "bool"), n: T.int32):
    # expected-error @+1 {{vector accesses of bool buffers are not supported}}
    U[T.Ramp(0, 1, 4)] = T.Broadcast(T.bool(False), 4)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), U: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{a vector index must be the last one, T.Ramp(...) or a vector of T.Ramp's lanes}}
    A[T.Ramp(0, 1, 4) + 1] = T.Broadcast(T.float32(0), 4)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), U: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{expected a bool condition, found boolx4}}
    A[0] = T.if_then_else(A[T.Ramp(0, 1, 4)] > T.Broadcast(T.float32(0), 4), 1.0, 2.0)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.call_llvm_pure_intrin' needs the intrinsic's name (a string or T.llvm_lookup_intrinsic_id(name)): numeric ids differ between LLVM versions}}
    A[T.Ramp(0, 1, 4)] = T.call_llvm_pure_intrin(97, T.uint32(1), A[T.Ramp(0, 1, 4)], dtype="float32x4")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'llvm.x86.avx512.vpdpbusd.512' belongs to one instruction set; Prim accepts the target-independent intrinsics}}
    n2 = T.call_llvm_pure_intrin("int32", "llvm.x86.avx512.vpdpbusd.512", T.uint32(3), n, n, n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'llvm.no_such_thing' is not an LLVM intrinsic}}
    n2 = T.call_llvm_pure_intrin("int32", "llvm.no_such_thing", T.uint32(1), n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{scalable vector dtypes ("int32xvscalex4") are not supported: Prim's vector targets are fixed-width}}
    T.call_llvm_intrin("int32xvscalex4", "llvm.experimental.stepvector")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{T.Var makes a free variable, which nothing gives a value; declare it with 'n = T.int32()' where a buffer's shape binds it}}
    m = T.Var("m", dtype="int32")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{T.Let takes the body and where={var: value}}}
    n2 = T.Let(n + 1, where={n + 1: 2})

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{T.Select of 4 lanes chooses between float32 values}}
    A[0] = T.Select(A[T.Ramp(0, 1, 4)] > T.Broadcast(T.float32(0), 4), A[1], A[2])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'llvm.ctpop' has no signature (float32, int32) -> int32}}
    n2 = T.call_llvm_pure_intrin("int32", "llvm.ctpop", T.uint32(2), A[0], n)
