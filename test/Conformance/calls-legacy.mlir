// REQUIRES: tvm-legacy-runtime
// Inputs/kernels.mlir in TVM v0.20, loaded by TVMModLoadFromFile
// (RTLD_LAZY | RTLD_LOCAL), from a host that links libtvm_runtime and from one
// that dlopens it RTLD_LOCAL: every tensor form, scalars of every kind in
// and out, call_packed into the host's functions and errors with their kinds.
// RUN: prim-compile %S/Inputs/kernels.mlir --emit=shared --abi=tvm-legacy -o %t.so
// RUN: %legacy_host_linked %S/Inputs/legacy.c -o %t.linked
// RUN: %t.linked calls %t.so | FileCheck %s --match-full-lines -DHOST=linked
// RUN: %legacy_host_local %S/Inputs/legacy.c -o %t.local
// RUN: %t.local calls %t.so | FileCheck %s --match-full-lines -DHOST=local
// The table form of every entry (its quick checker, then the checker for
// what that does not accept), through the same calls:
// RUN: prim-compile %S/Inputs/kernels.mlir --emit=shared --abi=tvm-legacy --check-table-threshold=1 -o %t.table.so
// RUN: %t.linked calls %t.table.so | FileCheck %s --match-full-lines -DHOST=linked

// CHECK: scale DLTensor* by Float 2: None
// CHECK-NEXT:   x = 2 4 6
// CHECK-NEXT: scale DLTensor* by Int 3: None
// CHECK-NEXT:   x = 6 12 18
// CHECK-NEXT: scale DLTensor* by Bool true: None
// CHECK-NEXT:   x = 6 12 18
// CHECK-NEXT: scale NDArray by Float 0.5: None
// CHECK-NEXT:   x = 3 6 9
// CHECK-NEXT: scale an int32 tensor: -1 TypeError: scale: argument #0: expected dtype code 2, found 0
// CHECK-NEXT: scale an Int: -1 TypeError: scale: argument #0: expected a tensor (type code 7, 13), found type code 0
// CHECK-NEXT: scale with one argument: -1 TypeError: scale: expected 2 arguments, found 1
// CHECK-NEXT: window_sum grid[1:3, 1:3] of a 4x4 grid: Float 30
// CHECK-NEXT: rows of a 2x0 tensor with strides {1, 1}: Int 2
// CHECK-NEXT: count_true of a {kDLBool, 8, 1} tensor: -1 TypeError: count_true: argument #0: expected dtype code 1, found 6
// CHECK-NEXT: count_true of a {kDLUInt, 1, 1} tensor: Int 3
// CHECK-NEXT: mul_add(6, 7, true): Int 43
// CHECK-NEXT: half(Int 5): Float 2.5
// CHECK-NEXT: half(Bool true): Float 0.5
// CHECK-NEXT: negate(false): Int 1
// CHECK-NEXT: negate(Float 1): -1 TypeError: negate: argument #0: expected a bool (type code 0, 15), found type code 2
// CHECK-NEXT: count_positive: Int 2
// CHECK-NEXT: count_positive_value: Int 2
// CHECK-NEXT: fails: -1 ValueError: conf.fail: refused
// CHECK-NEXT: value_as_f64(Int 7): Float 7
// CHECK-NEXT: value_as_f64(Float 2.5): Float 2.5
// CHECK-NEXT: value_as_f64(Bool true): Float 1
// CHECK-NEXT: value_as_f64(None): -1 TypeError: expected float but got NULL
// CHECK-NEXT: value_as_i64(Int 7): Int 7
// CHECK-NEXT: value_as_i64(Float 2.5): -1 TypeError: expected int but got float
// CHECK-NEXT: value_as_i64(Bool true): Int 1
// CHECK-NEXT: value_as_i64(None): -1 TypeError: expected int but got NULL
// CHECK-NEXT: payload_length: Int 7
// CHECK-NEXT: tvm-v0.20 ([[HOST]] host): 1 checks, 0 failed
