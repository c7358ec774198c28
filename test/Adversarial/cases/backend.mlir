// Workspaces and parallel loops, as an attacker writes them.
prim.func @parallel_dynamic_bounds(%a: memref<?xf32>, %lo: index, %hi: index, %st: index) {
  scf.parallel (%i) = (%lo) to (%hi) step (%st) {
    %v = memref.load %a[%i] : memref<?xf32>
    memref.store %v, %a[%i] : memref<?xf32>
  }
  prim.return
}
// -----
prim.func @parallel_zero_step(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c0) {
    %v = memref.load %a[%i] : memref<8xf32>
    memref.store %v, %a[%i] : memref<8xf32>
  }
  prim.return
}
// -----
prim.func @parallel_huge_trip(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %big = arith.constant 9223372036854775807 : index
  scf.parallel (%i) = (%c0) to (%big) step (%c1) {
    %z = arith.constant 0 : index
    %v = memref.load %a[%z] : memref<8xf32>
    memref.store %v, %a[%z] : memref<8xf32>
  }
  prim.return
}
// -----
prim.func @parallel_negative_range(%a: memref<8xf32>) {
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant -9223372036854775808 : index
  scf.parallel (%i) = (%c8) to (%m) step (%c1) {
    %z = arith.constant 0 : index
    %v = memref.load %a[%z] : memref<8xf32>
    memref.store %v, %a[%z] : memref<8xf32>
  }
  prim.return
}
// -----
prim.func @parallel_reduce(%a: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%zero) -> f32 {
    %v = memref.load %a[%i] : memref<8xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %r = arith.addf %x, %y : f32
      scf.reduce.return %r : f32
    }
  }
  prim.return %s : f32
}
// -----
prim.func @parallel_3d(%a: memref<2x3x4xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%c2, %c3, %c4) step (%c1, %c1, %c1) {
    %v = memref.load %a[%i, %j, %k] : memref<2x3x4xi8>
    memref.store %v, %a[%i, %j, %k] : memref<2x3x4xi8>
  }
  prim.return
}
// -----
prim.func @parallel_captures_everything(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>, %x: f16, %b: i1, %v: vector<4xf32>, %n: index, %h: !llvm.ptr) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %e = vector.extract %v[0] : f32 from vector<4xf32>
    %w = arith.extf %x : f16 to f32
    %s = arith.select %b, %e, %w : f32
    memref.store %s, %a[%i, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    llvm.store %s, %h : f32, !llvm.ptr
  }
  prim.return
}
// -----
prim.func @parallel_in_unpacked(%a: memref<8xf32>) api(unpacked) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %a[%i] : memref<8xf32>
    memref.store %v, %a[%i] : memref<8xf32>
  }
  prim.return
}
// -----
prim.func private @parallel_in_private(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %a[%i] : memref<8xf32>
    memref.store %v, %a[%i] : memref<8xf32>
  }
  prim.return
}
// -----
prim.func @parallel_assert_and_calls(%a: memref<8xf32>, %ok: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    prim.assert %ok, "task failed at {}"(%i : index) kind(ValueError)
    prim.call_packed "g"(%a) : (memref<8xf32>) -> ()
    %f = prim.lookup_packed "h" : !prim.packed_func
    %r = prim.call_packed_value %f(%a) : (memref<8xf32>) -> i64
  }
  prim.return
}
// -----
prim.func @parallel_nested_three(%a: memref<4x4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    scf.for %j = %c0 to %c4 step %c1 {
      scf.parallel (%k) = (%c0) to (%c4) step (%c1) {
        scf.for %l = %c0 to %c4 step %c1 {
          scf.parallel (%m) = (%c0) to (%c4) step (%c1) {
            %v = memref.load %a[%i, %j, %k] : memref<4x4x4xf32>
            memref.store %v, %a[%k, %l, %m] : memref<4x4x4xf32>
          }
        }
      }
    }
  }
  prim.return
}
// -----
prim.func @parallel_for_iter_args(%a: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %z) -> f32 {
    %v = memref.load %a[%i] : memref<8xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  } {prim.parallel}
  prim.return %s : f32
}
// -----
prim.func @parallel_attr_wrong_value(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %a[%i] : memref<8xf32>
    memref.store %v, %a[%i] : memref<8xf32>
  } {prim.parallel = "yes"}
  prim.return
}
// -----
prim.func @parallel_attr_on_while(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %c8 = arith.constant 8 : index
    %lt = arith.cmpi slt, %i, %c8 : index
    scf.condition(%lt) %i : index
  } do {
  ^bb0(%i: index):
    %c1 = arith.constant 1 : index
    %n = arith.addi %i, %c1 : index
    scf.yield %n : index
  } attributes {prim.parallel}
  prim.return
}
// -----
prim.func @parallel_for_i32_bounds(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    %x = arith.index_cast %i : i32 to index
    %v = memref.load %a[%x] : memref<8xf32>
    memref.store %v, %a[%x] : memref<8xf32>
  } {prim.parallel}
  prim.return
}
// -----
prim.func @parallel_for_i1_bounds(%a: memref<8xf32>) {
  %f = arith.constant false
  %t = arith.constant true
  scf.for %i = %f to %t step %t : i1 {
    %x = arith.index_cast %i : i1 to index
    %v = memref.load %a[%x] : memref<8xf32>
    memref.store %v, %a[%x] : memref<8xf32>
  } {prim.parallel}
  prim.return
}
// -----
prim.func @forall(%a: memref<8xf32>) {
  scf.forall (%i) in (8) {
    %v = memref.load %a[%i] : memref<8xf32>
    memref.store %v, %a[%i] : memref<8xf32>
  }
  prim.return
}
// -----
prim.func @alloc_in_parallel_task(%a: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %m = memref.alloc(%n) : memref<?xf32>
    %v = memref.load %a[%i] : memref<8xf32>
    memref.store %v, %m[%c0] : memref<?xf32>
    memref.dealloc %m : memref<?xf32>
  }
  prim.return
}
// -----
prim.func @alloca_big_in_parallel_task(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %m = memref.alloca() : memref<100000xf32>
    %v = memref.load %a[%i] : memref<8xf32>
    memref.store %v, %m[%i] : memref<100000xf32>
  }
  prim.return
}
// -----
prim.func @alloc_huge_static() -> f32 {
  %m = memref.alloc() : memref<4611686018427387904xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %m[%c0] : memref<4611686018427387904xf32>
  %v = memref.load %m[%c0] : memref<4611686018427387904xf32>
  memref.dealloc %m : memref<4611686018427387904xf32>
  prim.return %v : f32
}
// -----
prim.func @alloc_overflowing_dims() -> f32 {
  %m = memref.alloc() : memref<4294967296x4294967296x16xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %m[%c0, %c0, %c0] : memref<4294967296x4294967296x16xf32>
  %v = memref.load %m[%c0, %c0, %c0] : memref<4294967296x4294967296x16xf32>
  memref.dealloc %m : memref<4294967296x4294967296x16xf32>
  prim.return %v : f32
}
// -----
prim.func @alloc_dynamic_overflow(%n: index) {
  %m = memref.alloc(%n, %n, %n) : memref<?x?x?xf64>
  memref.dealloc %m : memref<?x?x?xf64>
  prim.return
}
// -----
prim.func @alloc_zero_size() -> f32 {
  %m = memref.alloc() : memref<0xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %m[%c0] : memref<0xf32>
  %v = memref.load %m[%c0] : memref<0xf32>
  memref.dealloc %m : memref<0xf32>
  prim.return %v : f32
}
// -----
prim.func @alloc_no_dealloc(%n: index) {
  %m = memref.alloc(%n) : memref<?xf32>
  prim.return
}
// -----
prim.func @dealloc_twice(%n: index) {
  %m = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  prim.return
}
// -----
prim.func @dealloc_argument(%a: memref<8xf32>) {
  memref.dealloc %a : memref<8xf32>
  prim.return
}
// -----
prim.func @dealloc_alloca() {
  %m = memref.alloca() : memref<8xf32>
  memref.dealloc %m : memref<8xf32>
  prim.return
}
// -----
prim.func @dealloc_in_branch(%n: index, %c: i1) {
  %m = memref.alloc(%n) : memref<?xf32>
  scf.if %c {
    memref.dealloc %m : memref<?xf32>
  }
  prim.return
}
// -----
prim.func @alloc_in_branch(%n: index, %c: i1) {
  scf.if %c {
    %m = memref.alloc(%n) : memref<?xf32>
    memref.dealloc %m : memref<?xf32>
  }
  prim.return
}
// -----
prim.func @alloc_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %m = memref.alloc(%n) : memref<?xf32>
    memref.dealloc %m : memref<?xf32>
  }
  prim.return
}
// -----
prim.func @alloc_alignment_huge() -> f32 {
  %m = memref.alloc() {alignment = 4611686018427387904 : i64} : memref<4096xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %m[%c0] : memref<4096xf32>
  %v = memref.load %m[%c0] : memref<4096xf32>
  memref.dealloc %m : memref<4096xf32>
  prim.return %v : f32
}
// -----
prim.func @alloc_strided_layout() -> f32 {
  %m = memref.alloc() : memref<4096xf32, strided<[2]>>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %m[%c0] : memref<4096xf32, strided<[2]>>
  %v = memref.load %m[%c0] : memref<4096xf32, strided<[2]>>
  memref.dealloc %m : memref<4096xf32, strided<[2]>>
  prim.return %v : f32
}
// -----
prim.func @alloc_vector_elements(%n: index) -> vector<4xf32> {
  %m = memref.alloc(%n) : memref<?xvector<4xf32>>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<?xvector<4xf32>>
  memref.dealloc %m : memref<?xvector<4xf32>>
  prim.return %v : vector<4xf32>
}
// -----
prim.func @alloc_index_and_i1(%n: index) {
  %m = memref.alloc(%n) : memref<?xindex>
  %b = memref.alloc(%n) : memref<?xi1>
  memref.dealloc %b : memref<?xi1>
  memref.dealloc %m : memref<?xindex>
  prim.return
}
// -----
prim.func @alloc_passed_to_call(%n: index) {
  %m = memref.alloc(%n) : memref<?xf32>
  prim.call_packed "g"(%m) : (memref<?xf32>) -> ()
  memref.dealloc %m : memref<?xf32>
  prim.return
}
// -----
prim.func @alloca_scope(%n: index) {
  memref.alloca_scope {
    %m = memref.alloca(%n) : memref<?xf32>
  }
  prim.return
}
// -----
prim.func @realloc(%n: index) {
  %m = memref.alloc() : memref<4xf32>
  %r = memref.realloc %m(%n) : memref<4xf32> to memref<?xf32>
  memref.dealloc %r : memref<?xf32>
  prim.return
}
// -----
prim.func @alloc_unpacked(%n: index) api(unpacked) {
  %m = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  prim.return
}
// -----
func.func @alloc_in_func_func(%n: index) {
  %m = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return
}
// -----
prim.func @alloc_after_return_path(%n: index, %ok: i1) {
  %m = memref.alloc(%n) : memref<?xf32>
  prim.assert %ok, "bad"
  %k = memref.alloc(%n) : memref<?xf32>
  prim.call_packed "g"(%k) : (memref<?xf32>) -> ()
  memref.dealloc %k : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  prim.return
}
// -----
prim.func @workspace_user_declares_backend(%n: index) {
  %m = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  prim.return
}
llvm.func @TVMBackendAllocWorkspace(f64) -> i32
// -----
prim.func @parallel_user_declares_launch(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %a[%i] : memref<8xf32>
    memref.store %v, %a[%i] : memref<8xf32>
  }
  prim.return
}
llvm.mlir.global external @__TVMBackendParallelLaunch() : i32
// -----
prim.func @parallel_user_task_name(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %a[%i] : memref<8xf32>
    memref.store %v, %a[%i] : memref<8xf32>
  }
  prim.return
}
llvm.func @parallel_user_task_name_task0(%x: i32) {
  llvm.return
}
prim.func @parallel_user_task_name_compute_task0(%a: memref<8xf32>) {
  prim.return
}
// -----
prim.func @parallel_after_alloc(%a: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc(%n) : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %a[%i] : memref<8xf32>
  }
  memref.dealloc %m : memref<?xf32>
  prim.return
}
// -----
prim.func @parallel_yield_value_in_body(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %r = scf.execute_region -> f32 {
      %v = memref.load %a[%i] : memref<8xf32>
      scf.yield %v : f32
    }
    memref.store %r, %a[%i] : memref<8xf32>
  }
  prim.return
}
