# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# The valid forms come first; the invalid ones follow, a split each.

# Expressions, with TIR's typing: a Python literal takes the other
# operand's dtype, ints widen to the wider int, an int meeting a float
# becomes that float; // and % are floor division and modulo (TIR's
# floordiv/floormod) and T.truncdiv/T.truncmod truncate.

from tvm.script import tir as T

@T.prim_func
def integers(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int64"), a: T.int32, b: T.int64):
    A[0] = a // 4
    A[1] = T.floormod(a, 4)
    A[2] = T.truncdiv(a, 4) + T.truncmod(a, 4)
    B[0] = a + b
    A[3] = (a << 2) | (a >> 1) & ~a ^ -a
    A[4] = T.max(a, 3) - T.min(a, T.int32(7))
    B[1] = T.int64(0) + 7 // 2 * 3 % 5

@T.prim_func
def floats(A: T.Buffer((8,), "float32"), B: T.Buffer((2,), "float16"), x: T.float32, n: T.int32):
    A[0] = x / 2 + n
    A[1] = x // 2.0 + x % 2.0
    A[2] = T.exp(x) + T.sqrt(x) + T.tanh(x) + T.sigmoid(x)
    A[3] = T.pow(x, 2.0) + T.fabs(-x) + T.round(x)
    A[4] = T.float32("inf") + T.float32(1) + T.max_value("float32")
    B[0] = T.Cast("float16", x)
    A[5] = T.Cast("float32", T.Cast("int32", x))

@T.prim_func
def conditions(A: T.Buffer((8,), "float32"), x: T.float32, n: T.int32):
    A[0] = T.if_then_else(n > 0 and not (x == 1.0), A[n - 1], T.float32(0))
    A[1] = T.Select(n != 2 or T.bool(True), x, 2.0)
    A[2] = T.Cast("float32", T.Cast("bool", n)) + T.Cast("float32", x >= 0.5)
    A[3] = T.if_then_else(T.likely(n < 8), 1, 2.5)

# Unsigned dtypes: buffers keep DLPack's unsigned element type, which loads
# and stores convert to arith's signless integers; compares, division,
# modulo, shifts and widening are unsigned.
@T.prim_func
def unsigned(A: T.Buffer((4,), "uint8"), B: T.Buffer((4,), "uint32"), t: T.uint8):
    A[0] = T.if_then_else(A[1] > t, A[2] // 3, A[3] % 3)
    B[0] = T.Cast("uint32", A[0] >> 1) + T.max_value("uint32")
    B[1] = T.Cast("uint32", T.Cast("float32", B[0]) * T.float32(0.5))
# CHECK-LABEL: prim.func @integers(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xi32>, %[[ARG1:[^ ,:()]+]]: memref<8xi64>, %[[ARG2:[^ ,:()]+]]: i32, %[[ARG3:[^ ,:()]+]]: i64) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.divsi %[[ARG2]], %[[C4_I32]] : i32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.remsi %[[ARG2]], %[[C4_I32]] : i32
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.cmpi ne, %[[V1]], %[[C0_I32]] : i32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.cmpi slt, %[[V1]], %[[C0_I32]] : i32
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.cmpi slt, %[[C4_I32]], %[[C0_I32]] : i32
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.xori %[[V3]], %[[V4]] : i1
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.andi %[[V2]], %[[V5]] : i1
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.subi %[[V0]], %[[C1_I32]] : i32
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.select %[[V6]], %[[V7]], %[[V0]] : i32
# CHECK-NEXT: memref.store %[[V8]], %[[ARG0]][%[[C0]]] : memref<8xi32>
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C4_I32_0:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C0_I32_1:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = arith.divsi %[[ARG2]], %[[C4_I32_0]] : i32
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = arith.remsi %[[ARG2]], %[[C4_I32_0]] : i32
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = arith.cmpi ne, %[[V10]], %[[C0_I32_1]] : i32
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = arith.cmpi slt, %[[V10]], %[[C0_I32_1]] : i32
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = arith.cmpi slt, %[[C4_I32_0]], %[[C0_I32_1]] : i32
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = arith.xori %[[V12]], %[[V13]] : i1
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = arith.andi %[[V11]], %[[V14]] : i1
# CHECK-NEXT: %[[V16:[^ ,:()]+]] = arith.addi %[[V10]], %[[C4_I32_0]] : i32
# CHECK-NEXT: %[[V17:[^ ,:()]+]] = arith.select %[[V15]], %[[V16]], %[[V10]] : i32
# CHECK-NEXT: memref.store %[[V17]], %[[ARG0]][%[[C1]]] : memref<8xi32>
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[C4_I32_2:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[V18:[^ ,:()]+]] = arith.divsi %[[ARG2]], %[[C4_I32_2]] : i32
# CHECK-NEXT: %[[C4_I32_3:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[V19:[^ ,:()]+]] = arith.remsi %[[ARG2]], %[[C4_I32_3]] : i32
# CHECK-NEXT: %[[V20:[^ ,:()]+]] = arith.addi %[[V18]], %[[V19]] : i32
# CHECK-NEXT: memref.store %[[V20]], %[[ARG0]][%[[C2]]] : memref<8xi32>
# CHECK-NEXT: %[[C0_4:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V21:[^ ,:()]+]] = arith.extsi %[[ARG2]] : i32 to i64
# CHECK-NEXT: %[[V22:[^ ,:()]+]] = arith.addi %[[V21]], %[[ARG3]] : i64
# CHECK-NEXT: memref.store %[[V22]], %[[ARG1]][%[[C0_4]]] : memref<8xi64>
# CHECK-NEXT: %[[C3:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V23:[^ ,:()]+]] = arith.shli %[[ARG2]], %[[C2_I32]] : i32
# CHECK-NEXT: %[[C1_I32_5:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V24:[^ ,:()]+]] = arith.shrsi %[[ARG2]], %[[C1_I32_5]] : i32
# CHECK-NEXT: %[[C:[^ ,:()]+]]-1_i32 = arith.constant -1 : i32
# CHECK-NEXT: %[[V25:[^ ,:()]+]] = arith.xori %[[ARG2]], %[[C]]-1_i32 : i32
# CHECK-NEXT: %[[V26:[^ ,:()]+]] = arith.andi %[[V24]], %[[V25]] : i32
# CHECK-NEXT: %[[C0_I32_6:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V27:[^ ,:()]+]] = arith.subi %[[C0_I32_6]], %[[ARG2]] : i32
# CHECK-NEXT: %[[V28:[^ ,:()]+]] = arith.xori %[[V26]], %[[V27]] : i32
# CHECK-NEXT: %[[V29:[^ ,:()]+]] = arith.ori %[[V23]], %[[V28]] : i32
# CHECK-NEXT: memref.store %[[V29]], %[[ARG0]][%[[C3]]] : memref<8xi32>
# CHECK-NEXT: %[[C4:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[C3_I32:[^ ,:()]+]] = arith.constant 3 : i32
# CHECK-NEXT: %[[V30:[^ ,:()]+]] = arith.cmpi sgt, %[[ARG2]], %[[C3_I32]] : i32
# CHECK-NEXT: %[[V31:[^ ,:()]+]] = arith.select %[[V30]], %[[ARG2]], %[[C3_I32]] : i32
# CHECK-NEXT: %[[C7_I32:[^ ,:()]+]] = arith.constant 7 : i32
# CHECK-NEXT: %[[V32:[^ ,:()]+]] = arith.cmpi slt, %[[ARG2]], %[[C7_I32]] : i32
# CHECK-NEXT: %[[V33:[^ ,:()]+]] = arith.select %[[V32]], %[[ARG2]], %[[C7_I32]] : i32
# CHECK-NEXT: %[[V34:[^ ,:()]+]] = arith.subi %[[V31]], %[[V33]] : i32
# CHECK-NEXT: memref.store %[[V34]], %[[ARG0]][%[[C4]]] : memref<8xi32>
# CHECK-NEXT: %[[C1_7:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C0_I64:[^ ,:()]+]] = arith.constant 0 : i64
# CHECK-NEXT: %[[C4_I64:[^ ,:()]+]] = arith.constant 4 : i64
# CHECK-NEXT: %[[V35:[^ ,:()]+]] = arith.addi %[[C0_I64]], %[[C4_I64]] : i64
# CHECK-NEXT: memref.store %[[V35]], %[[ARG1]][%[[C1_7]]] : memref<8xi64>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @floats(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xf32>, %[[ARG1:[^ ,:()]+]]: memref<2xf16>, %[[ARG2:[^ ,:()]+]]: f32, %[[ARG3:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 2.000000e+00 : f32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.divf %[[ARG2]], %[[CST]] : f32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.sitofp %[[ARG3]] : i32 to f32
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.addf %[[V0]], %[[V1]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V2]], %[[ARG0]][%[[C0]]] : memref<8xf32>
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[CST_0:[^ ,:()]+]] = arith.constant 2.000000e+00 : f32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.divf %[[ARG2]], %[[CST_0]] : f32
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = math.floor %[[V3]] : f32
# CHECK-NEXT: %[[CST_1:[^ ,:()]+]] = arith.constant 2.000000e+00 : f32
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.divf %[[ARG2]], %[[CST_1]] : f32
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = math.floor %[[V5]] : f32
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.mulf %[[V6]], %[[CST_1]] : f32
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.subf %[[ARG2]], %[[V7]] : f32
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = arith.addf %[[V4]], %[[V8]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V9]], %[[ARG0]][%[[C1]]] : memref<8xf32>
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = math.exp %[[ARG2]] : f32
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = math.sqrt %[[ARG2]] : f32
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = arith.addf %[[V10]], %[[V11]] fastmath<contract> : f32
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = math.tanh %[[ARG2]] : f32
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = arith.addf %[[V12]], %[[V13]] fastmath<contract> : f32
# CHECK-NEXT: %[[CST_2:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = arith.negf %[[ARG2]] : f32
# CHECK-NEXT: %[[V16:[^ ,:()]+]] = math.exp %[[V15]] : f32
# CHECK-NEXT: %[[V17:[^ ,:()]+]] = arith.addf %[[CST_2]], %[[V16]] : f32
# CHECK-NEXT: %[[V18:[^ ,:()]+]] = arith.divf %[[CST_2]], %[[V17]] : f32
# CHECK-NEXT: %[[V19:[^ ,:()]+]] = arith.addf %[[V14]], %[[V18]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V19]], %[[ARG0]][%[[C2]]] : memref<8xf32>
# CHECK-NEXT: %[[C3:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[CST_3:[^ ,:()]+]] = arith.constant 2.000000e+00 : f32
# CHECK-NEXT: %[[V20:[^ ,:()]+]] = math.powf %[[ARG2]], %[[CST_3]] : f32
# CHECK-NEXT: %[[V21:[^ ,:()]+]] = arith.negf %[[ARG2]] : f32
# CHECK-NEXT: %[[V22:[^ ,:()]+]] = math.absf %[[V21]] : f32
# CHECK-NEXT: %[[V23:[^ ,:()]+]] = arith.addf %[[V20]], %[[V22]] fastmath<contract> : f32
# CHECK-NEXT: %[[V24:[^ ,:()]+]] = math.roundeven %[[ARG2]] : f32
# CHECK-NEXT: %[[V25:[^ ,:()]+]] = arith.addf %[[V23]], %[[V24]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V25]], %[[ARG0]][%[[C3]]] : memref<8xf32>
# CHECK-NEXT: %[[C4:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[CST_4:[^ ,:()]+]] = arith.constant 0x7F800000 : f32
# CHECK-NEXT: %[[CST_5:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: %[[V26:[^ ,:()]+]] = arith.addf %[[CST_4]], %[[CST_5]] fastmath<contract> : f32
# CHECK-NEXT: %[[CST_6:[^ ,:()]+]] = arith.constant 3.40282347E+38 : f32
# CHECK-NEXT: %[[V27:[^ ,:()]+]] = arith.addf %[[V26]], %[[CST_6]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V27]], %[[ARG0]][%[[C4]]] : memref<8xf32>
# CHECK-NEXT: %[[C0_7:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V28:[^ ,:()]+]] = arith.truncf %[[ARG2]] : f32 to f16
# CHECK-NEXT: memref.store %[[V28]], %[[ARG1]][%[[C0_7]]] : memref<2xf16>
# CHECK-NEXT: %[[C5:[^ ,:()]+]] = arith.constant 5 : index
# CHECK-NEXT: %[[V29:[^ ,:()]+]] = arith.fptosi %[[ARG2]] : f32 to i32
# CHECK-NEXT: %[[V30:[^ ,:()]+]] = arith.sitofp %[[V29]] : i32 to f32
# CHECK-NEXT: memref.store %[[V30]], %[[ARG0]][%[[C5]]] : memref<8xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @conditions(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xf32>, %[[ARG1:[^ ,:()]+]]: f32, %[[ARG2:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.cmpi sgt, %[[ARG2]], %[[C0_I32]] : i32
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.cmpf oeq, %[[ARG1]], %[[CST]] : f32
# CHECK-NEXT: %[[TRUE:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.xori %[[V1]], %[[TRUE]] : i1
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.andi %[[V0]], %[[V2]] : i1
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = scf.if %[[V3]] -> (f32) {
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = arith.subi %[[ARG2]], %[[C1_I32]] : i32
# CHECK-NEXT: %[[V16:[^ ,:()]+]] = arith.index_cast %[[V15]] : i32 to index
# CHECK-NEXT: %[[V17:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V16]]] : memref<8xf32>
# CHECK-NEXT: scf.yield %[[V17]] : f32
# CHECK-NEXT: } else {
# CHECK-NEXT: %[[CST_4:[^ ,:()]+]] = arith.constant 0.000000e+00 : f32
# CHECK-NEXT: scf.yield %[[CST_4]] : f32
# CHECK-NEXT: }
# CHECK-NEXT: memref.store %[[V4]], %[[ARG0]][%[[C0]]] : memref<8xf32>
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.cmpi ne, %[[ARG2]], %[[C2_I32]] : i32
# CHECK-NEXT: %[[TRUE_0:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.ori %[[V5]], %[[TRUE_0]] : i1
# CHECK-NEXT: %[[CST_1:[^ ,:()]+]] = arith.constant 2.000000e+00 : f32
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.select %[[V6]], %[[ARG1]], %[[CST_1]] : f32
# CHECK-NEXT: memref.store %[[V7]], %[[ARG0]][%[[C1]]] : memref<8xf32>
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[C0_I32_2:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.cmpi ne, %[[ARG2]], %[[C0_I32_2]] : i32
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = arith.uitofp %[[V8]] : i1 to f32
# CHECK-NEXT: %[[CST_3:[^ ,:()]+]] = arith.constant 5.000000e-01 : f32
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = arith.cmpf oge, %[[ARG1]], %[[CST_3]] : f32
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = arith.uitofp %[[V10]] : i1 to f32
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = arith.addf %[[V9]], %[[V11]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V12]], %[[ARG0]][%[[C2]]] : memref<8xf32>
# CHECK-NEXT: %[[C3:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[C8_I32:[^ ,:()]+]] = arith.constant 8 : i32
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = arith.cmpi slt, %[[ARG2]], %[[C8_I32]] : i32
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = scf.if %[[V13]] -> (f32) {
# CHECK-NEXT: %[[CST_4]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: scf.yield %[[CST_4]] : f32
# CHECK-NEXT: } else {
# CHECK-NEXT: %[[CST_4]] = arith.constant 2.500000e+00 : f32
# CHECK-NEXT: scf.yield %[[CST_4]] : f32
# CHECK-NEXT: }
# CHECK-NEXT: memref.store %[[V14]], %[[ARG0]][%[[C3]]] : memref<8xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @unsigned(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xui8>, %[[ARG1:[^ ,:()]+]]: memref<4xui32>, %[[ARG2:[^ ,:()]+]]: i8) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1]]] : memref<4xui8>
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V0]] : ui8 to i8
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.cmpi ugt, %[[V1]], %[[ARG2]] : i8
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = scf.if %[[V2]] -> (i8) {
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[V17:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C2]]] : memref<4xui8>
# CHECK-NEXT: %[[V18:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V17]] : ui8 to i8
# CHECK-NEXT: %[[C3_I8:[^ ,:()]+]] = arith.constant 3 : i8
# CHECK-NEXT: %[[V19:[^ ,:()]+]] = arith.divui %[[V18]], %[[C3_I8]] : i8
# CHECK-NEXT: scf.yield %[[V19]] : i8
# CHECK-NEXT: } else {
# CHECK-NEXT: %[[C3:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[V17]] = memref.load %[[ARG0]][%[[C3]]] : memref<4xui8>
# CHECK-NEXT: %[[V18]] = builtin.unrealized_conversion_cast %[[V17]] : ui8 to i8
# CHECK-NEXT: %[[C3_I8]] = arith.constant 3 : i8
# CHECK-NEXT: %[[V19]] = arith.remui %[[V18]], %[[C3_I8]] : i8
# CHECK-NEXT: scf.yield %[[V19]] : i8
# CHECK-NEXT: }
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V3]] : i8 to ui8
# CHECK-NEXT: memref.store %[[V4]], %[[ARG0]][%[[C0]]] : memref<4xui8>
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0_1]]] : memref<4xui8>
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V5]] : ui8 to i8
# CHECK-NEXT: %[[C1_I8:[^ ,:()]+]] = arith.constant 1 : i8
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.shrui %[[V6]], %[[C1_I8]] : i8
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.extui %[[V7]] : i8 to i32
# CHECK-NEXT: %[[C:[^ ,:()]+]]-1_i32 = arith.constant -1 : i32
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = arith.addi %[[V8]], %[[C]]-1_i32 : i32
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V9]] : i32 to ui32
# CHECK-NEXT: memref.store %[[V10]], %[[ARG1]][%[[C0_0]]] : memref<4xui32>
# CHECK-NEXT: %[[C1_2:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C0_3:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = memref.load %[[ARG1]][%[[C0_3]]] : memref<4xui32>
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V11]] : ui32 to i32
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = arith.uitofp %[[V12]] : i32 to f32
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 5.000000e-01 : f32
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = arith.mulf %[[V13]], %[[CST]] fastmath<contract> : f32
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = arith.fptoui %[[V14]] : f32 to i32
# CHECK-NEXT: %[[V16:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V15]] : i32 to ui32
# CHECK-NEXT: memref.store %[[V16]], %[[ARG1]][%[[C1_2]]] : memref<4xui32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# -----

# Expressions, malformed: literals too large, names that are not values,
# attributes, operators on what they do not take, and constant overflow.

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{integer literal 99999999999999999999 does not fit in 64 bits}}
    A[0] = 99999999999999999999

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'T' is a namespace, not a value}}
    A[0] = T.no_such_name.x

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{unsupported attribute 'strides_of'}}
    A[0] = A.strides_of

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{expected bools, found int32x4}}
    A[0] = T.Cast("int32", T.Broadcast(n, 4) and T.Broadcast(n, 4))

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{a tuple or list is not a value here}}
    A[0] = (1, 2)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{metadata references (metadata["..."]) are not supported: the constants they name are not in the printed script; print the module with the constants inlined}}
    A[0] = T.Cast("int32", metadata)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'.shape' applies to buffers}}
    A[0] = n.shape[0]

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'+' takes numbers}}
    A[0] = n + A

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{integer overflow in constant expression}}
    A[0] = 9223372036854775807 + 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{handles take no arithmetic}}
    A[0] = T.Cast("int32", h + h)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'+' on bool values; use T.Cast first}}
    A[0] = T.Cast("int32", b + b)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'**' takes floats}}
    A[0] = T.Cast("int32", n ** n)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{unsupported operator '@'}}
    A[0] = T.Cast("int32", n @ n)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'<' compares numbers}}
    A[0] = T.Cast("int32", A < n)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{handles cannot be compared}}
    A[0] = T.Cast("int32", h < h)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'+' takes a number}}
    A[0] = +A

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'-' takes a number}}
    A[0] = T.Cast("int32", -b)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'~' takes an integer}}
    A[0] = T.Cast("int32", ~x)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+2 {{the value is float32, but 'm' is int32}}
    m = T.int32()
    A[0] = T.let(m, x, m)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{T.Cast takes a numeric value}}
    A[0] = T.Cast("int32", A)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{the literal 300 does not fit in int8}}
    A[0] = T.int8(300)

# -----

from tvm.script import ir as I
from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func
    def f(A: T.Buffer((4,), "int32")):
        # expected-error @+1 {{the module class 'Module' is not a value}}
        A[0] = Module
