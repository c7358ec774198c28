// prim-lower-parallel-loops outlines each outermost parallel loop into a
// private prim.func over a chunk [begin, end) of its first dim, launched
// over the trip count with the values the body uses; parallel loops inside
// run serially. convert-prim-to-llvm then launches a task function through
// the ABI's TVMBackendParallelLaunch, or calls it in the caller when the
// runtime has none.
// RUN: prim-opt %s --split-input-file --prim-lower-parallel-loops | FileCheck %s
// RUN: prim-opt %s --split-input-file --prim-lower-parallel-loops --convert-scf-to-cf --convert-prim-to-llvm | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: prim.func @add(
// CHECK-SAME: %[[A:[^:]*]]: memref<?xf32> {prim.noalias}, %[[B:[^:]*]]: memref<?xf32>, %[[LB:[^:]*]]: index, %[[UB:[^:]*]]: index)
// CHECK-NEXT: %[[STEP:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : index
// The trip count, unsigned: ub - lb of any two bounds fits.
// CHECK-NEXT: %[[NONEMPTY:.*]] = arith.cmpi sgt, %[[UB]], %[[LB]] : index
// CHECK-NEXT: %[[SPAN:.*]] = arith.subi %[[UB]], %[[LB]] : index
// CHECK-NEXT: %[[POS:.*]] = arith.select %[[NONEMPTY]], %[[SPAN]], %[[ZERO]] : index
// CHECK-NEXT: %[[TRIPS:.*]] = arith.ceildivui %[[POS]], %[[STEP]] : index
// CHECK-NEXT: prim.parallel_launch @add_parallel_0 over %[[TRIPS]](%[[A]], %[[B]], %[[LB]] : memref<?xf32>, memref<?xf32>, index)
// CHECK-NEXT: prim.return
// CHECK: prim.func private @add_parallel_0(%[[BEGIN:[^:]*]]: index, %[[END:[^:]*]]: index, %[[A2:[^:]*]]: memref<?xf32> {prim.noalias}, %[[B2:[^:]*]]: memref<?xf32>, %[[LB2:[^:]*]]: index)
// CHECK-NEXT: %[[STEP2:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT: scf.for %[[K:.*]] = %[[BEGIN]] to %[[END]] step %[[ONE]] {
// CHECK-NEXT: %[[KS:.*]] = arith.muli %[[K]], %[[STEP2]] : index
// CHECK-NEXT: %[[I:.*]] = arith.addi %[[LB2]], %[[KS]] : index
// CHECK-NEXT: %[[V:.*]] = memref.load %[[A2]][%[[I]]]
// CHECK-NEXT: memref.store %[[V]], %[[B2]][%[[I]]]
// CHECK-NEXT: }
// CHECK-NEXT: prim.return
prim.func @add(%A: memref<?xf32> {prim.noalias}, %B: memref<?xf32>, %lb: index, %ub: index) {
  %c3 = arith.constant 3 : index
  scf.parallel (%i) = (%lb) to (%ub) step (%c3) {
    %a = memref.load %A[%i] : memref<?xf32>
    memref.store %a, %B[%i] : memref<?xf32>
    scf.reduce
  }
  prim.return
}

// The task function: chunk = ceil(n / num_task) from the env, the task's
// [begin, end), in unsigned arithmetic that no trip count overflows, the
// captures from the closure, then the body.
// LLVM-LABEL: llvm.func @add(
// LLVM: %[[LAUNCHP:.*]] = llvm.mlir.addressof @__TVMBackendParallelLaunch
// LLVM-NEXT: %[[LAUNCH:.*]] = llvm.load %[[LAUNCHP]]
// LLVM-NEXT: %[[NULL:.*]] = llvm.mlir.zero
// LLVM-NEXT: %[[HAS:.*]] = llvm.icmp "ne" %[[LAUNCH]], %[[NULL]]
// LLVM-NEXT: llvm.cond_br %[[HAS]], ^[[POOL:.*]], ^[[CALLER:.*]]
// LLVM-NEXT: ^[[POOL]]:
// LLVM-NEXT: %[[TASK:.*]] = llvm.mlir.addressof @add_parallel_0_task
// LLVM-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// LLVM-NEXT: %[[S1:.*]] = llvm.call %[[LAUNCH]](%[[TASK]], %[[CLOSURE:.*]], %[[ZERO]]) : !llvm.ptr, (!llvm.ptr, !llvm.ptr, i32) -> i32
// LLVM-NEXT: llvm.br ^[[DONE:.*]](%[[S1]] : i32)
// LLVM-NEXT: ^[[CALLER]]:
// LLVM: llvm.store %{{.*}}, %[[ENV:.*]] : !llvm.ptr, !llvm.ptr
// LLVM: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// LLVM-NEXT: %[[NT:.*]] = llvm.getelementptr inbounds %[[ENV]][8]
// LLVM-NEXT: llvm.store %[[ONE]], %[[NT]]
// LLVM-NEXT: %[[TID:.*]] = llvm.mlir.constant(0 : i32) : i32
// LLVM-NEXT: %[[S2:.*]] = llvm.call @add_parallel_0_task(%[[TID]], %[[ENV]], %[[CLOSURE]])
// LLVM-NEXT: llvm.br ^[[DONE]](%[[S2]] : i32)
// LLVM-NEXT: ^[[DONE]](%[[STATUS:.*]]: i32):
// LLVM-NEXT: %[[OK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// LLVM-NEXT: %[[OK:.*]] = llvm.icmp "eq" %[[STATUS]], %[[OK0]]
// LLVM-NEXT: llvm.cond_br %[[OK]] weights([1048576, 1])
// LLVM-LABEL: llvm.func internal @add_parallel_0(
// LLVM-SAME: %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !llvm.ptr {llvm.noalias}, %{{.*}}: i64, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64) -> i32
// LLVM-LABEL: llvm.func internal @add_parallel_0_task(
// LLVM-SAME: %[[ID:.*]]: i32, %[[PENV:.*]]: !llvm.ptr, %[[CL:.*]]: !llvm.ptr) -> i32
// LLVM-NEXT: %[[TIDW:.*]] = llvm.sext %[[ID]] : i32 to i64
// LLVM-NEXT: %[[NTP:.*]] = llvm.getelementptr inbounds %[[PENV]][8]
// LLVM-NEXT: %[[NT32:.*]] = llvm.load %[[NTP]] : !llvm.ptr -> i32
// LLVM-NEXT: %[[NTW:.*]] = llvm.sext %[[NT32]] : i32 to i64
// LLVM: %[[N:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// LLVM: %[[C0:.*]] = llvm.mlir.constant(0 : i64) : i64
// LLVM-NEXT: %[[Q:.*]] = llvm.udiv %[[N]], %[[NTW]] : i64
// LLVM-NEXT: %[[REM:.*]] = llvm.urem %[[N]], %[[NTW]] : i64
// LLVM-NEXT: %[[HASREM:.*]] = llvm.icmp "ne" %[[REM]], %[[C0]] : i64
// LLVM-NEXT: %[[UP:.*]] = llvm.zext %[[HASREM]] : i1 to i64
// LLVM-NEXT: %[[CHUNK:.*]] = llvm.add %[[Q]], %[[UP]] : i64
// LLVM-NEXT: %[[T3:.*]] = llvm.mul %[[TIDW]], %[[CHUNK]] : i64
// LLVM-NEXT: %[[BEGIN:.*]] = llvm.intr.umin(%[[T3]], %[[N]]) : (i64, i64) -> i64
// LLVM-NEXT: %[[LEFT:.*]] = llvm.sub %[[N]], %[[BEGIN]] : i64
// LLVM-NEXT: %[[SIZE:.*]] = llvm.intr.umin(%[[CHUNK]], %[[LEFT]]) : (i64, i64) -> i64
// LLVM-NEXT: %[[END:.*]] = llvm.add %[[BEGIN]], %[[SIZE]] : i64
// LLVM-NEXT: %[[R:.*]] = llvm.call @add_parallel_0(%[[BEGIN]], %[[END]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (i64, i64, !llvm.ptr, i64, !llvm.ptr, i64, i64) -> i32
// LLVM-NEXT: llvm.return %[[R]] : i32

// -----

// A marked scf.for; an scf.parallel inside runs serially as an scf.for
// nest, and a marked scf.for inside loses its mark.
// CHECK-LABEL: prim.func @nest(
// CHECK: prim.parallel_launch @nest_parallel_0 over
// CHECK-NOT: prim.parallel_launch
// CHECK: prim.func private @nest_parallel_0(
// CHECK-NOT: scf.parallel
// CHECK-NOT: prim.parallel
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for
// CHECK: memref.store
// CHECK-NOT: scf.parallel
// CHECK-NOT: prim.parallel
// CHECK: prim.return
prim.func @nest(%A: memref<8x8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    scf.parallel (%j, %k) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
      scf.for %l = %c0 to %c8 step %c1 {
        memref.store %one, %A[%i, %j, %l] : memref<8x8x8xf32>
      } {prim.parallel}
      scf.reduce
    }
  } {prim.parallel}
  prim.return
}

// -----

// An i32 induction variable: bounds and step as signed indices, and the
// body's iv cast back. A step known only at run time is checked first: a
// serial loop with a step below 1 never ends, a parallel one reports it.
// CHECK-LABEL: prim.func @i32_dynamic_step(
// CHECK-SAME: %[[A:[^:]*]]: memref<?xi32>, %[[N:[^:]*]]: i32, %[[S:[^:]*]]: i32)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[LB:.*]] = arith.index_cast %[[C0]] : i32 to index
// CHECK-NEXT: %[[UB:.*]] = arith.index_cast %[[N]] : i32 to index
// CHECK-NEXT: %[[STEP:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[POSITIVE:.*]] = arith.cmpi sgt, %[[STEP]], %[[ZERO]] : index
// CHECK-NEXT: prim.assert %[[POSITIVE]], "i32_dynamic_step: a parallel loop's step must be positive, found {}"(%[[STEP]] : index) kind(ValueError)
// CHECK: arith.ceildivui
// CHECK: prim.parallel_launch @i32_dynamic_step_parallel_0
// CHECK: prim.func private @i32_dynamic_step_parallel_0(
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[IV:.*]] = arith.addi
// CHECK-NEXT: %[[IV32:.*]] = arith.index_cast %[[IV]] : index to i32
// CHECK-NEXT: %[[X:.*]] = arith.index_cast %[[IV32]] : i32 to index
// CHECK-NEXT: memref.store %[[IV32]], %{{.*}}[%[[X]]]
prim.func @i32_dynamic_step(%A: memref<?xi32>, %n: i32, %s: i32) {
  %c0 = arith.constant 0 : i32
  scf.for %i = %c0 to %n step %s : i32 {
    %x = arith.index_cast %i : i32 to index
    memref.store %i, %A[%x] : memref<?xi32>
  } {prim.parallel}
  prim.return
}
