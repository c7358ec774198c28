// TVMParallelGroupEnv {void* sync_handle; int32_t num_task;} has num_task
// at 4 on a 32-bit target (issue 36): the task reads it there, and the
// caller that runs the one task itself, without a thread pool, writes it
// there into its 8-byte env.
// RUN: prim-opt %s --prim-lower-parallel-loops --convert-scf-to-cf --convert-prim-to-llvm=abi=tvm-ffi | FileCheck %s

module attributes {llvm.data_layout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64", llvm.target_triple = "armv7-unknown-linux-gnueabihf"} {
prim.func @add(%A: memref<?xf32> {prim.noalias}, %B: memref<?xf32>, %lb: index, %ub: index) {
  %c3 = arith.constant 3 : index
  scf.parallel (%i) = (%lb) to (%ub) step (%c3) {
    %a = memref.load %A[%i] : memref<?xf32>
    memref.store %a, %B[%i] : memref<?xf32>
    scf.reduce
  }
  prim.return
}
}

// CHECK-LABEL: llvm.func @add(
// CHECK: %[[ENV:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(ptr, i32)>
// CHECK: llvm.store %{{.*}}, %[[ENV]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[NUM:.*]] = llvm.getelementptr inbounds %[[ENV]][4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[ONE]], %[[NUM]] : i32, !llvm.ptr
// CHECK-LABEL: llvm.func internal @add_parallel_0_task(
// CHECK-NEXT: llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %[[NUM:.*]] = llvm.getelementptr inbounds %arg1[4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.load %[[NUM]] : !llvm.ptr -> i32
