// Ops of other dialects in prim.func bodies.
prim.func @scf_for(%a: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%i] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %a[%i] : memref<?xf32>
  }
  prim.return
}
// -----
prim.func @scf_while(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r = scf.while (%i = %c0) : (i64) -> i64 {
    %lt = arith.cmpi slt, %i, %n : i64
    scf.condition(%lt) %i : i64
  } do {
  ^bb0(%i: i64):
    %j = arith.addi %i, %c1 : i64
    scf.yield %j : i64
  }
  prim.return %r : i64
}
// -----
prim.func @scf_if(%c: i1, %a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> f32 {
    %v = memref.load %a[%c0] : memref<4xf32>
    scf.yield %v : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  prim.return %r : f32
}
// -----
prim.func @scf_parallel(%a: memref<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    %v = memref.load %a[%i, %j] : memref<8x8xf32>
    memref.store %v, %a[%j, %i] : memref<8x8xf32>
  }
  prim.return
}
// -----
prim.func @scf_execute_region(%a: memref<4xf32>) {
  scf.execute_region {
    scf.yield
  }
  prim.return
}
// -----
prim.func @scf_index_switch(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    %c = arith.constant 10 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant 20 : i32
    scf.yield %c : i32
  }
  prim.return %r : i32
}
// -----
prim.func @math_ops(%x: f32, %y: f64) -> f32 {
  %a = math.exp %x : f32
  %b = math.log %a : f32
  %c = math.sqrt %b : f32
  %d = math.powf %c, %x : f32
  %e = math.tanh %d : f32
  %f = math.erf %e : f32
  %g = math.fma %f, %x, %x : f32
  %h = math.absf %g : f32
  %i = math.floor %h : f32
  %j = math.copysign %i, %x : f32
  prim.return %j : f32
}
// -----
prim.func @math_int(%x: i32) -> i32 {
  %a = math.absi %x : i32
  %b = math.ctlz %a : i32
  %c = math.ipowi %b, %x : i32
  prim.return %c : i32
}
// -----
prim.func @arith_weird(%x: i64, %y: i64) -> i64 {
  %a = arith.divsi %x, %y : i64
  %b = arith.remui %a, %y : i64
  %c = arith.ceildivsi %b, %y : i64
  %d = arith.floordivsi %c, %y : i64
  %e = arith.shli %d, %y : i64
  %f = arith.maxsi %e, %x : i64
  %g = arith.muli %f, %f overflow<nsw, nuw> : i64
  prim.return %g : i64
}
// -----
prim.func @arith_casts(%x: f32) -> i64 {
  %a = arith.fptosi %x : f32 to i64
  %b = arith.sitofp %a : i64 to f64
  %c = arith.truncf %b : f64 to bf16
  %d = arith.extf %c : bf16 to f32
  %e = arith.bitcast %d : f32 to i32
  %f = arith.extsi %e : i32 to i64
  %g = arith.index_cast %f : i64 to index
  %h = arith.index_cast %g : index to i64
  prim.return %h : i64
}
// -----
prim.func @arith_i128(%x: i64) -> i64 {
  %a = arith.extsi %x : i64 to i128
  %b = arith.muli %a, %a : i128
  %c = arith.trunci %b : i128 to i64
  prim.return %c : i64
}
// -----
prim.func @arith_f128(%x: f64) -> f64 {
  %a = arith.extf %x : f64 to f128
  %b = arith.mulf %a, %a : f128
  %c = arith.truncf %b : f128 to f64
  prim.return %c : f64
}
// -----
prim.func @arith_f80(%x: f64) -> f64 {
  %a = arith.extf %x : f64 to f80
  %b = arith.divf %a, %a : f80
  %c = arith.truncf %b : f80 to f64
  prim.return %c : f64
}
// -----
prim.func @arith_f8(%x: f32) -> f32 {
  %a = arith.truncf %x : f32 to f8E4M3FN
  %b = arith.extf %a : f8E4M3FN to f32
  prim.return %b : f32
}
// -----
prim.func @huge_constants() -> i64 {
  %a = arith.constant 9223372036854775807 : i64
  %b = arith.constant -9223372036854775808 : i64
  %c = arith.addi %a, %b : i64
  %d = arith.constant 340282366920938463463374607431768211455 : i128
  %e = arith.trunci %d : i128 to i64
  %f = arith.addi %c, %e : i64
  prim.return %f : i64
}
// -----
prim.func @float_constants() -> f64 {
  %a = arith.constant 0x7FF0000000000000 : f64
  %b = arith.constant 0x7FF8000000000001 : f64
  %c = arith.constant 1.0e308 : f64
  %d = arith.addf %a, %b : f64
  %e = arith.mulf %d, %c : f64
  prim.return %e : f64
}
// -----
prim.func @div_by_zero_const() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 0 : i32
  %c = arith.divsi %a, %b : i32
  prim.return %c : i32
}
// -----
prim.func @int_min_div() -> i32 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %c = arith.divsi %a, %b : i32
  prim.return %c : i32
}
// -----
prim.func @vector_ops(%a: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%c0], %p : memref<16xf32>, vector<16xf32>
  %w = arith.addf %v, %v : vector<16xf32>
  vector.transfer_write %w, %a[%c0] : vector<16xf32>, memref<16xf32>
  prim.return
}
// -----
prim.func @vector_load_oob(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %a[%c0] : memref<4xf32>, vector<8xf32>
  vector.store %v, %a[%c0] : memref<4xf32>, vector<8xf32>
  prim.return
}
// -----
prim.func @vector_reduce(%a: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = vector.load %a[%c0] : memref<8xf32>, vector<8xf32>
  %r = vector.reduction <add>, %v : vector<8xf32> into f32
  prim.return %r : f32
}
// -----
prim.func @vector_elements(%a: memref<4xvector<4xf32>>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xvector<4xf32>>
  %s = vector.extract %v[2] : f32 from vector<4xf32>
  %b = vector.broadcast %s : f32 to vector<4xf32>
  memref.store %b, %a[%c0] : memref<4xvector<4xf32>>
  prim.return
}
// -----
prim.func @vector_odd_in_body(%a: memref<12xf32>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %a[%c0] : memref<12xf32>, vector<3xf32>
  vector.store %v, %a[%c0] : memref<12xf32>, vector<3xf32>
  prim.return
}
// -----
prim.func @vector_shuffle_huge(%x: f32) -> f32 {
  %v = vector.broadcast %x : f32 to vector<1024xf32>
  %r = vector.reduction <mul>, %v : vector<1024xf32> into f32
  prim.return %r : f32
}
// -----
prim.func @memref_alloc(%n: index) -> f32 {
  %m = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  prim.return %v : f32
}
// -----
prim.func @memref_alloca() -> f32 {
  %m = memref.alloca() : memref<16xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %m[%c0] : memref<16xf32>
  %v = memref.load %m[%c0] : memref<16xf32>
  prim.return %v : f32
}
// -----
prim.func @memref_alloca_huge() -> f32 {
  %m = memref.alloca() : memref<1000000000000xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<1000000000000xf32>
  prim.return %v : f32
}
// -----
prim.func @memref_alloca_dynamic(%n: index) {
  %m = memref.alloca(%n) : memref<?xf32>
  prim.return
}
// -----
prim.func @memref_alloc_memspace() {
  %m = memref.alloc() : memref<4xf32, 1>
  memref.dealloc %m : memref<4xf32, 1>
  prim.return
}
// -----
prim.func @memref_global_use() -> f32 {
  %g = memref.get_global @table : memref<4xf32>
  %c1 = arith.constant 1 : index
  %v = memref.load %g[%c1] : memref<4xf32>
  prim.return %v : f32
}
memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
// -----
prim.func @reinterpret(%a: memref<16xf32>) {
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %r[%c0, %c0] : memref<4x4xf32>
  memref.store %v, %r[%c0, %c0] : memref<4x4xf32>
  prim.return
}
// -----
prim.func @reinterpret_oob(%a: memref<4xf32>) {
  %r = memref.reinterpret_cast %a to offset: [1000], sizes: [1000000], strides: [1] : memref<4xf32> to memref<1000000xf32, strided<[1], offset: 1000>>
  prim.return
}
// -----
prim.func @reinterpret_dynamic(%a: memref<?xf32>, %o: index, %s: index) {
  %r = memref.reinterpret_cast %a to offset: [%o], sizes: [%s], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  prim.return
}
// -----
prim.func @collapse_expand(%a: memref<2x3x4xf32>) {
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %e = memref.expand_shape %c [[0, 1], [2]] output_shape [3, 2, 4] : memref<6x4xf32> into memref<3x2x4xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %e[%c0, %c0, %c0] : memref<3x2x4xf32>
  memref.store %v, %a[%c0, %c0, %c0] : memref<2x3x4xf32>
  prim.return
}
// -----
prim.func @subview_rank_reducing(%a: memref<8x8xf32>) {
  %s = memref.subview %a[2, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1], offset: 16>>
  %c0 = arith.constant 0 : index
  %v = memref.load %s[%c0] : memref<8xf32, strided<[1], offset: 16>>
  prim.return
}
// -----
prim.func @transpose(%a: memref<4x8xf32>) {
  %t = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  prim.return
}
// -----
prim.func @memref_copy(%a: memref<4xf32>, %b: memref<4xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  prim.return
}
// -----
prim.func @memref_copy_strided(%a: memref<4x4xf32, strided<[8, 1]>>, %b: memref<4x4xf32>) {
  memref.copy %a, %b : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32>
  prim.return
}
// -----
prim.func @memref_cast_unranked(%a: memref<4xf32>) {
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<4xf32>
  prim.return
}
// -----
prim.func @memref_atomic(%a: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i32
  %r = memref.atomic_rmw addi %c1, %a[%c0] : (i32, memref<4xi32>) -> i32
  prim.return %r : i32
}
// -----
prim.func @memref_extract_metadata(%a: memref<?x?xf32>) -> index {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  prim.return %offset : index
}
// -----
prim.func @memref_view(%a: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  %v = memref.view %a[%c0][] : memref<64xi8> to memref<16xf32>
  prim.return
}
// -----
prim.func @memref_prefetch(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  memref.prefetch %a[%c0], read, locality<3>, data : memref<4xf32>
  prim.return
}
// -----
prim.func @memref_assume_alignment(%a: memref<4xf32>) {
  %b = memref.assume_alignment %a, 64 : memref<4xf32>
  prim.return
}
// -----
prim.func @llvm_ops(%x: i32) -> i32 {
  %a = llvm.add %x, %x : i32
  %b = llvm.mlir.constant(7 : i32) : i32
  %c = llvm.mul %a, %b : i32
  prim.return %c : i32
}
// -----
prim.func @llvm_alloca_store(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  prim.return %v : i32
}
// -----
prim.func @llvm_call_external(%x: i32) -> i32 {
  %r = llvm.call @abs(%x) : (i32) -> i32
  prim.return %r : i32
}
llvm.func @abs(i32) -> i32
// -----
prim.func @llvm_call_prim_func(%x: i32) -> i32 {
  %r = llvm.call @other(%x) : (i32) -> i32
  prim.return %r : i32
}
prim.func @other(%x: i32) -> i32 {
  prim.return %x : i32
}
// -----
prim.func @llvm_return_in_prim(%x: i32) -> i32 {
  llvm.return %x : i32
}
// -----
prim.func @llvm_unreachable(%x: i32) -> i32 {
  llvm.unreachable
}
// -----
prim.func @llvm_br(%x: i32) -> i32 {
  llvm.br ^bb1
^bb1:
  prim.return %x : i32
}
// -----
prim.func @llvm_undef() -> f32 {
  %u = llvm.mlir.undef : f32
  %p = llvm.mlir.poison : f32
  %r = llvm.fadd %u, %p : f32
  prim.return %r : f32
}
// -----
prim.func @llvm_addressof() -> i32 {
  %p = llvm.mlir.addressof @g : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  prim.return %v : i32
}
llvm.mlir.global internal @g(42 : i32) : i32
// -----
prim.func @llvm_inline_asm_ok(%x: i32) -> i32 {
  %r = llvm.inline_asm "mov $1, $0", "=r,r" %x : (i32) -> i32
  prim.return %r : i32
}
// -----
prim.func @llvm_inline_asm_bad(%x: i32) -> i32 {
  %r = llvm.inline_asm "this is not an instruction", "=r,r" %x : (i32) -> i32
  prim.return %r : i32
}
// -----
prim.func @llvm_inline_asm_bad_constraint(%x: i32) -> i32 {
  %r = llvm.inline_asm "nop", "=&&&q,{zz}" %x : (i32) -> i32
  prim.return %r : i32
}
// -----
prim.func @llvm_intrinsic(%x: f32) -> f32 {
  %r = llvm.intr.sqrt(%x) : (f32) -> f32
  prim.return %r : f32
}
// -----
prim.func @llvm_trap() {
  llvm.intr.trap
  prim.return
}
// -----
prim.func @func_call(%x: i32) -> i32 {
  %r = func.call @helper(%x) : (i32) -> i32
  prim.return %r : i32
}
func.func @helper(%x: i32) -> i32 {
  return %x : i32
}
// -----
prim.func @func_call_private_decl(%x: i32) -> i32 {
  %r = func.call @ext_helper(%x) : (i32) -> i32
  prim.return %r : i32
}
func.func private @ext_helper(i32) -> i32
// -----
prim.func @func_call_prim(%x: i32) -> i32 {
  %r = func.call @pf(%x) : (i32) -> i32
  prim.return %r : i32
}
prim.func @pf(%x: i32) -> i32 {
  prim.return %x : i32
}
// -----
prim.func @func_call_indirect(%x: i32) -> i32 {
  %f = func.constant @helper : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  prim.return %r : i32
}
func.func @helper(%x: i32) -> i32 {
  return %x : i32
}
// -----
prim.func @func_constant_prim(%x: i32) -> i32 {
  %f = func.constant @pf : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  prim.return %r : i32
}
prim.func @pf(%x: i32) -> i32 {
  prim.return %x : i32
}
// -----
prim.func @func_return_in_prim(%x: i32) -> i32 {
  func.return %x : i32
}
// -----
prim.func @cf_branches(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^done(%x : i32)
^b:
  %z = arith.constant 0 : i32
  cf.br ^done(%z : i32)
^done(%r: i32):
  prim.return %r : i32
}
// -----
prim.func @cf_switch(%x: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^d,
    0: ^z
  ]
^d:
  prim.return %x : i32
^z:
  %c = arith.constant 5 : i32
  prim.return %c : i32
}
// -----
prim.func @cf_assert(%c: i1) {
  cf.assert %c, "user cf.assert %s %n"
  prim.return
}
// -----
prim.func @cf_loop_forever() {
  cf.br ^loop
^loop:
  cf.br ^loop
}
// -----
prim.func @no_terminator_multi(%x: i32) -> i32 {
  cf.br ^b
^b:
  prim.return %x : i32
}
// -----
prim.func @affine_ops(%a: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %a[%i] : memref<8xf32>
    affine.store %v, %a[7 - %i] : memref<8xf32>
  }
  prim.return
}
// -----
prim.func @affine_apply(%i: index) -> index {
  %r = affine.apply affine_map<(d0) -> (d0 floordiv 3 + d0 mod 5)>(%i)
  prim.return %r : index
}
// -----
prim.func @linalg_in_body(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  prim.return
}
// -----
prim.func @tensor_in_body(%x: f32) -> f32 {
  %t = tensor.from_elements %x, %x : tensor<2xf32>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0] : tensor<2xf32>
  prim.return %e : f32
}
// -----
prim.func @complex_in_body(%x: f32) -> f32 {
  %c = complex.create %x, %x : complex<f32>
  %a = complex.abs %c : complex<f32>
  prim.return %a : f32
}
// -----
prim.func @index_ops(%x: index) -> index {
  %c = index.constant 5
  %r = index.add %x, %c
  prim.return %r : index
}
// -----
prim.func @ub_poison() -> i32 {
  %p = ub.poison : i32
  prim.return %p : i32
}
// -----
prim.func @gpu_in_body() {
  gpu.barrier
  prim.return
}
// -----
prim.func @unregistered_op() {
  "foo.bar"() : () -> ()
  prim.return
}
// -----
prim.func @builtin_cast(%x: i32) -> f32 {
  %r = builtin.unrealized_conversion_cast %x : i32 to f32
  prim.return %r : f32
}
// -----
prim.func @nested_prim_func() {
  prim.func @inner() {
    prim.return
  }
  prim.return
}
// -----
prim.func @module_in_body() {
  builtin.module {
  }
  prim.return
}
// -----
prim.func @empty_body() {
}
// -----
prim.func @unreachable_blocks(%x: i32) -> i32 {
  prim.return %x : i32
^dead:
  %y = arith.addi %x, %x : i32
  prim.return %y : i32
}
// -----
prim.func @deep_nesting(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i0 = %c0 to %n step %c1 {
  scf.for %i1 = %c0 to %n step %c1 {
  scf.for %i2 = %c0 to %n step %c1 {
  scf.for %i3 = %c0 to %n step %c1 {
  scf.for %i4 = %c0 to %n step %c1 {
  scf.for %i5 = %c0 to %n step %c1 {
  scf.for %i6 = %c0 to %n step %c1 {
  scf.for %i7 = %c0 to %n step %c1 {
  scf.for %i8 = %c0 to %n step %c1 {
  scf.for %i9 = %c0 to %n step %c1 {
  scf.for %i10 = %c0 to %n step %c1 {
  scf.for %i11 = %c0 to %n step %c1 {
  scf.for %i12 = %c0 to %n step %c1 {
  scf.for %i13 = %c0 to %n step %c1 {
  scf.for %i14 = %c0 to %n step %c1 {
  scf.for %i15 = %c0 to %n step %c1 {
  scf.if %i15 {
  }
  }
  }
  }
  }
  }
  }
  }
  }
  }
  }
  }
  }
  }
  }
  }
  }
  prim.return
}
// -----
prim.func @deep_nesting_ok(%n: index, %a: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i0 = %c0 to %n step %c1 {
  scf.for %i1 = %c0 to %n step %c1 {
  scf.for %i2 = %c0 to %n step %c1 {
  scf.for %i3 = %c0 to %n step %c1 {
  scf.for %i4 = %c0 to %n step %c1 {
  scf.for %i5 = %c0 to %n step %c1 {
  scf.for %i6 = %c0 to %n step %c1 {
  scf.for %i7 = %c0 to %n step %c1 {
  scf.for %i8 = %c0 to %n step %c1 {
  scf.for %i9 = %c0 to %n step %c1 {
    %v = memref.load %a[%i9] : memref<?xf32>
    memref.store %v, %a[%i0] : memref<?xf32>
  }
  }
  }
  }
  }
  }
  }
  }
  }
  }
  prim.return
}
// -----
prim.func @assert_weird(%c: i1, %x: f32, %n: i64) {
  prim.assert %c, "%s%s%s%n %p {} {} {}"(%n : i64)
  prim.assert %c, "{}"(%x : f32)
  prim.assert %c, ""
  prim.assert %c, "\00\01\ff"
  prim.return
}
// -----
prim.func @assert_long(%c: i1) {
  prim.assert %c, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa {}"
  prim.return
}
// -----
prim.func @assert_value_types(%c: i1, %h: !prim.handle, %v: vector<4xf32>) {
  prim.assert %c, "{}"(%h : !prim.handle)
  prim.return
}
// -----
prim.func @assert_i128(%c: i1, %x: i64) {
  %w = arith.extsi %x : i64 to i128
  prim.assert %c, "{}"(%w : i128)
  prim.return
}
// -----
prim.func @assert_too_many_values(%c: i1, %x: i64) {
  prim.assert %c, "{}"(%x, %x : i64, i64)
  prim.return
}
// -----
prim.func @assert_no_placeholder(%c: i1, %x: i64) {
  prim.assert %c, "no placeholder"(%x : i64)
  prim.return
}
// -----
prim.func @assert_const_false() {
  %f = arith.constant false
  prim.assert %f, "always fails"
  prim.return
}
// -----
prim.func @null_handle_uses() {
  %h = prim.null_handle
  prim.call_packed "g"(%h) : (!prim.handle) -> ()
  prim.return
}
// -----
prim.func @check_status_user(%x: i32) {
  "prim.check_status"(%x) : (i32) -> ()
  prim.return
}
