// Calls that leave the module, run for both ABIs: call_cpacked into another
// shared library, call_packed by name through the runtime registry, a
// first-class packed function looked up once and called many times, a
// resource handle forwarded unchanged, and an error raised three calls deep
// that reaches the outermost caller with its message intact.
// RUN: prim-compile %S/Inputs/scale_by.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.callee.ffi.so
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi --link=%t.callee.ffi.so -o %t.ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/calls.c %prim_runtime -o %t.ffi
// RUN: %t.ffi %t.callee.ffi.so %t.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %S/Inputs/scale_by.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.callee.legacy.so
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-legacy --link=%t.callee.legacy.so -o %t.legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/calls.c %prim_runtime -o %t.legacy
// RUN: %t.legacy %t.callee.legacy.so %t.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines
// The caller library really imports the callee's entry, from the callee it
// names as a dependency: the harness loads both RTLD_LOCAL, as the runtimes
// do, so the global scope would not resolve it.
// RUN: nm -D %t.ffi.so | FileCheck %s --check-prefix=FFI-IMPORT
// RUN: nm -D %t.legacy.so | FileCheck %s --check-prefix=LEGACY-IMPORT
// RUN: llvm-readelf -d %t.ffi.so | FileCheck %s --check-prefix=FFI-NEEDED
// RUN: llvm-readelf -d %t.legacy.so | FileCheck %s --check-prefix=LEGACY-NEEDED
// FFI-IMPORT: U __tvm_ffi_scale_by
// LEGACY-IMPORT: U scale_by
// FFI-NEEDED: (NEEDED) Shared library: [{{.*}}.callee.ffi.so]
// LEGACY-NEEDED: (NEEDED) Shared library: [{{.*}}.callee.legacy.so]

// CHECK: call_other_library: x = 3 * x for all 6 elements
// CHECK-NEXT: call_by_name: test.count_positive returned 4
// CHECK-NEXT: call_first_class: x[i] = i + 5 after 5 calls through one handle
// CHECK-NEXT: call_first_class after test.add_one was replaced: still the cached function, x[0] = 10
// CHECK-NEXT: forward_handle: test.record saw the caller's resource handle
// CHECK-NEXT: record_handle: test.record saw the caller's resource handle
// CHECK-NEXT: outer: -1 test.fail: refused a tensor of 6 elements
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed

prim.func private @scale_by(memref<?xf32>, f32)

prim.func @call_other_library(%x: memref<?xf32>) {
  %three = arith.constant 3.0 : f32
  prim.call_cpacked @scale_by(%x, %three) : (memref<?xf32>, f32) -> ()
  prim.return
}

prim.func @call_by_name(%x: memref<?xf32>) -> i64 {
  %r = prim.call_packed "test.count_positive"(%x) : (memref<?xf32>) -> i64
  prim.return %r : i64
}

prim.func @call_first_class(%x: memref<?xf32>, %n: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %count = arith.index_cast %n : i64 to index
  %f = prim.lookup_packed "test.add_one" : !prim.packed_func
  scf.for %i = %c0 to %count step %c1 {
    prim.call_packed_value %f(%x) : (memref<?xf32>) -> ()
  }
  prim.return
}

prim.func @forward_handle(%x: memref<?xf32>, %h: !prim.handle {prim.resource_handle}) {
  prim.call_cpacked @record_handle(%x) resource_handle(%h) : (memref<?xf32>) -> ()
  prim.return
}

prim.func @record_handle(%x: memref<?xf32>, %h: !prim.handle {prim.resource_handle}) {
  prim.call_packed "test.record"(%h) : (!prim.handle) -> ()
  prim.return
}

prim.func @outer(%x: memref<?xf32>) {
  prim.call_cpacked @middle(%x) : (memref<?xf32>) -> ()
  prim.return
}

prim.func @middle(%x: memref<?xf32>) {
  prim.call_cpacked @inner(%x) : (memref<?xf32>) -> ()
  prim.return
}

prim.func @inner(%x: memref<?xf32>) {
  prim.call_packed "test.fail"(%x) : (memref<?xf32>) -> ()
  prim.return
}
