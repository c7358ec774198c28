# RUN: prim-translate --import-tvmscript %s | FileCheck %s

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
