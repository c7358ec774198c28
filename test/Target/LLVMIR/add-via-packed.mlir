// The seed example: after -O2 the cpacked call of @add_one is gone and
// @AddViaPackedCFunc is exactly one load, one fadd, one store, for both ABIs.
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir -o - --abi=tvm-ffi -O2 %pinned_target | FileCheck %s
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir -o - --abi=tvm-legacy -O2 %pinned_target | FileCheck %s
// The same through the tools one at a time.
// RUN: prim-opt %prim_src_root/examples/add_via_packed.mlir --prim-to-llvm=abi=tvm-legacy | prim-translate --mlir-to-llvmir -O2 | FileCheck %s

// CHECK-LABEL: define {{.*}}i32 @AddViaPackedCFunc(ptr {{.*}}%0, ptr {{.*}}%1)
// CHECK-NEXT: {{^[a-z.]+}}:
// CHECK-NEXT: %[[V:.*]] = load float, ptr %1, align 4
// CHECK-NEXT: %[[S:.*]] = fadd float %[[V]], 1.000000e+00
// CHECK-NEXT: store float %[[S]], ptr %0, align 4
// CHECK-NEXT: ret i32 0
// CHECK-NEXT: }
