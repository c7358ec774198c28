// The host program of utils/demo.sh (examples/host.c) runs the examples.
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --emit=shared --abi=tvm-ffi -o %t.add_via_packed.so
// RUN: prim-compile %prim_src_root/examples/add_one_4x5.mlir --emit=shared --abi=tvm-ffi -o %t.add_one_4x5.so
// RUN: %cc %prim_src_root/examples/host.c %prim_runtime -o %t.host
// RUN: %t.host %t.add_via_packed.so %t.add_one_4x5.so | FileCheck %s --match-full-lines

// CHECK: add_one(x, y) with y[0][0] = 41: status 0, x[0][0] = 42
// CHECK-NEXT: add_one_4x5(A, B) with A = 0..19: status 0, B = 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20
// CHECK-NEXT: add_one_4x5 on 3x3 tensors: status -1, ValueError: add_one_4x5: argument #0: expected shape[0] == 4, found 3 (B[0][0] still -1)
