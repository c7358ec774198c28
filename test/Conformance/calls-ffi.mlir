// REQUIRES: tvm-ffi-runtime
// Inputs/kernels.mlir in tvm-ffi 0.1.14, loaded by `ffi.Module.load_from_file.so`
// (RTLD_LAZY | RTLD_LOCAL), from a host that links libtvm_ffi and from one
// that dlopens it RTLD_LOCAL: every tensor form, scalars of every kind in
// and out, call_packed into the host's functions and errors with their kinds.
// RUN: prim-compile %S/Inputs/kernels.mlir --emit=shared --abi=tvm-ffi -o %t.so
// RUN: %ffi_host_linked %S/Inputs/ffi.c -o %t.linked
// RUN: %t.linked calls %t.so | FileCheck %s --match-full-lines -DHOST=linked
// RUN: %ffi_host_local %S/Inputs/ffi.c -o %t.local
// RUN: %t.local calls %t.so | FileCheck %s --match-full-lines -DHOST=local
// The table form of every entry (its quick checker, then the checker for
// what that does not accept), through the same calls:
// RUN: prim-compile %S/Inputs/kernels.mlir --emit=shared --abi=tvm-ffi --check-table-threshold=1 -o %t.table.so
// RUN: %t.linked calls %t.table.so | FileCheck %s --match-full-lines -DHOST=linked

// CHECK: scale DLTensor* by Float 2: None
// CHECK-NEXT:   x = 2 4 6
// CHECK-NEXT: scale DLTensor* by Int 3: None
// CHECK-NEXT:   x = 6 12 18
// CHECK-NEXT: scale DLTensor* by Bool true: None
// CHECK-NEXT:   x = 6 12 18
// CHECK-NEXT: scale Tensor by Float 0.5: None
// CHECK-NEXT:   x = 3 6 9
// CHECK-NEXT: scale an int32 tensor: -1 TypeError: scale: argument #0: expected dtype code 2, found 0
// CHECK-NEXT: scale an Int: -1 TypeError: scale: argument #0: expected a tensor (type code 7, 70), found type code 1
// CHECK-NEXT: scale with one argument: -1 TypeError: scale: expected 2 arguments, found 1
// CHECK-NEXT: window_sum grid[1:3, 1:3] of a 4x4 grid: Float 30
// CHECK-NEXT: rows of a 2x0 tensor with strides {1, 1}: Int 2
// CHECK-NEXT: count_true of a {kDLBool, 8, 1} tensor: Int 3
// CHECK-NEXT: count_true of a {kDLUInt, 1, 1} tensor: -1 TypeError: count_true: argument #0: expected dtype code 6, found 1
// CHECK-NEXT: mul_add(6, 7, true): Int 43
// CHECK-NEXT: half(Int 5): Float 2.5
// CHECK-NEXT: half(Bool true): Float 0.5
// CHECK-NEXT: negate(false): Bool 1
// CHECK-NEXT: negate(Float 1): -1 TypeError: negate: argument #0: expected a bool (type code 1, 2), found type code 3
// CHECK-NEXT: count_positive: Int 2
// CHECK-NEXT: count_positive_value: Int 2
// CHECK-NEXT: fails: -1 ValueError: conf.fail: refused
// CHECK-NEXT: value_as_f64(Int 7): Float 7
// CHECK-NEXT: value_as_f64(Float 2.5): Float 2.5
// CHECK-NEXT: value_as_f64(Bool true): Float 1
// CHECK-NEXT: value_as_f64(None): -1 TypeError: Cannot convert from type `None` to `float`
// CHECK-NEXT: value_as_i64(Int 7): Int 7
// CHECK-NEXT: value_as_i64(Float 2.5): -1 TypeError: Cannot convert from type `float` to `int`
// CHECK-NEXT: value_as_i64(Bool true): Int 1
// CHECK-NEXT: value_as_i64(None): -1 TypeError: Cannot convert from type `None` to `int`
// CHECK-NEXT: payload_length: Int 7
// CHECK-NEXT: drop_object: None
// CHECK-NEXT:   objects released: 1
// CHECK-NEXT: object_as_i64: -1 TypeError: Cannot convert from type `ffi.OpaquePyObject` to `int`
// CHECK-NEXT:   objects released: 2
// CHECK-NEXT: metadata of scale: {"type_schema":"{\"type\":\"ffi.Function\",\"args\":[{\"type\":\"None\"},{\"type\":\"DLTensor*\"},{\"type\":\"float\"}]}"}
// CHECK-NEXT: doc of scale: Scales x by s, in place.
// CHECK-NEXT: metadata of negate: {"type_schema":"{\"type\":\"ffi.Function\",\"args\":[{\"type\":\"bool\"},{\"type\":\"bool\"}]}"}
// CHECK-NEXT: doc: None
// CHECK-NEXT: metadata of count_true: {"type_schema":"{\"type\":\"ffi.Function\",\"args\":[{\"type\":\"int\"},{\"type\":\"DLTensor*\"}]}"}
// CHECK-NEXT: doc: None
// CHECK-NEXT: main: absent
// CHECK-NEXT: tvm-ffi ([[HOST]] host): 1 checks, 0 failed
