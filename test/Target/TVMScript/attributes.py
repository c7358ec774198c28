# RUN: prim-translate --import-tvmscript %s | FileCheck %s
# RUN: prim-translate --import-tvmscript %s | prim-compile --abi=tvm-ffi -O2 --emit=llvm - -o - | FileCheck %s --check-prefix=LLVM
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - | FileCheck %s

# Function attributes, block attributes and loop annotations: "target" sets
# the CPU and features of the function's native body (kept apart from the
# packed entry, which is generated for the module's CPU), "tir.noalias" and
# "tirx.noalias" mark the buffers noalias, a non-default "calling_conv"
# keeps the C signature (api(unpacked)); every other key is accepted and
# changes nothing.

from tvm.script import tir as T

@T.prim_func
def tuned(A: T.Buffer((4,), "float32")):
    T.func_attr({"target": T.target("llvm -keys=cpu -mcpu=skylake -mattr=+avx2,+fma", host="llvm"),
                 "tirx.noalias": True, "layout_free_buffers": [0],
                 "schedule_rule": "None", "op_pattern": 8, "tir.is_host_func": 1,
                 "T.noalias": True, "my_key": {"nested": [1, 2]}})
    for i in T.serial(4, annotations={"pragma_loop_partition_hint": 1, "preserve_unit_loop": True}):
        with T.block("b"):
            vi = T.axis.spatial(4, i)
            T.block_attr({"axis": 1, "explicit_read_region": [0], "buffer_dim_align": [[0, 0, 16, 8]]})
            A[vi] = A[vi] + T.float32(1)

@T.prim_func
def as_dict(A: T.Buffer((4,), "float32")):
    T.func_attr({"target": T.target({"kind": "llvm", "mcpu": "znver3", "mattr": ["+avx2"]})})
    A[0] = T.float32(0)

@T.prim_func
def c_target(A: T.Buffer((4,), "float32")):
    T.func_attr({"target": T.target("c"), "calling_conv": 0})
    A[0] = T.float32(0)

@T.prim_func
def own_signature(A: T.Buffer((4,), "float32"), n: T.int32):
    T.func_attr({"global_symbol": "own_signature", "calling_conv": -1})
    A[0] = T.Cast("float32", n)
# CHECK-LABEL: prim.func @tuned(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32> {prim.noalias}) attributes {prim.target_cpu = "skylake", prim.target_features = "+avx2,+fma"} {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG1:[^ ,:()]+]] = %[[C0_I32]] to %[[C4_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V1]]] : memref<4xf32>
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.addf %[[V2]], %[[CST]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V3]], %[[ARG0]][%[[V0]]] : memref<4xf32>
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @as_dict(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>) attributes {prim.target_cpu = "znver3", prim.target_features = "+avx2"} {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 0.000000e+00 : f32
# CHECK-NEXT: memref.store %[[CST]], %[[ARG0]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @c_target(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 0.000000e+00 : f32
# CHECK-NEXT: memref.store %[[CST]], %[[ARG0]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @own_signature(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>, %[[ARG1:[^ ,:()]+]]: i32) api(unpacked) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.sitofp %[[ARG1]] : i32 to f32
# CHECK-NEXT: memref.store %[[V0]], %[[ARG0]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# LLVM-LABEL: define internal fastcc void @tuned_compute(
# LLVM-SAME: #[[TUNED:[0-9]+]]
# LLVM-LABEL: define internal fastcc void @as_dict_compute(
# LLVM-SAME: #[[DICT:[0-9]+]]
# LLVM: attributes #[[TUNED]] = { {{.*}}"target-cpu"="skylake" "target-features"="+avx2,+fma" }
# LLVM: attributes #[[DICT]] = { {{.*}}"target-cpu"="znver3" "target-features"="+avx2" }
