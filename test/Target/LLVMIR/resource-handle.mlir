// The resource handle travels unchanged: @caller's trailing handle parameter
// is forwarded with call_cpacked ... resource_handle(%h) to @callee's entry
// point, whose body forwards it again as the resource handle of the external
// @sink and passes it as an ordinary argument to the external @record. The very
// same pointer value arrives everywhere: as the entry point's final
// `void* resource_handle` parameter for the legacy ABI and as its first
// `handle` parameter for tvm-ffi. Without resource_handle(...), a call passes
// NULL there. At -O2, with @callee's entry inlined, @caller hands its own
// parameter straight to @sink and stores it into @record's argument slot.
// RUN: prim-compile %s -o - --abi=tvm-ffi -O0 %pinned_target | FileCheck %s --check-prefix=FFI0
// RUN: prim-compile %s -o - --abi=tvm-legacy -O0 %pinned_target | FileCheck %s --check-prefix=LEGACY0
// RUN: prim-compile %s -o - --abi=tvm-ffi -O2 %pinned_target | FileCheck %s --check-prefix=FFI2
// RUN: prim-compile %s -o - --abi=tvm-legacy -O2 %pinned_target | FileCheck %s --check-prefix=LEGACY2

prim.func private @sink(memref<4xf32>)
prim.func private @record(!prim.handle)

prim.func @callee(%A: memref<4xf32>, %h: !prim.handle {prim.resource_handle}) {
  prim.call_cpacked @sink(%A) resource_handle(%h) : (memref<4xf32>) -> ()
  prim.call_cpacked @record(%h) : (!prim.handle) -> ()
  prim.return
}

prim.func @caller(%A: memref<4xf32>, %h: !prim.handle {prim.resource_handle}) api(unpacked) {
  prim.call_cpacked @callee(%A) resource_handle(%h) : (memref<4xf32>) -> ()
  prim.return
}

// tvm-ffi, -O0: entry's first parameter -> @callee_compute -> first argument
// of @__tvm_ffi_sink, and the value of @record's OpaquePtr (4) argument.
// FFI0-LABEL: define i32 @__tvm_ffi_callee(
// FFI0-SAME: ptr %[[H:[0-9]+]], ptr %{{[0-9]+}}, i32 %{{[0-9]+}}, ptr %{{[0-9]+}})
// FFI0-NOT: define
// FFI0: call i32 @callee_compute(ptr %{{[0-9]+}}, ptr %[[H]])
// FFI0-LABEL: define internal i32 @callee_compute(
// FFI0-SAME: ptr {{.*}}%0, ptr %[[H:[0-9]+]])
// FFI0-NOT: define
// FFI0: call i32 @__tvm_ffi_sink(ptr %[[H]], ptr %[[ARGS:[0-9]+]], i32 1, ptr %{{[0-9]+}})
// FFI0-NOT: define
// FFI0: store i32 4, ptr %[[ARGS]], align 4
// FFI0-NEXT: %[[P:[0-9]+]] = getelementptr inbounds i8, ptr %[[ARGS]], i32 4
// FFI0-NEXT: store i32 0, ptr %[[P]], align 4
// FFI0-NEXT: %[[P:[0-9]+]] = getelementptr inbounds i8, ptr %[[ARGS]], i32 8
// FFI0-NEXT: store ptr %[[H]], ptr %[[P]], align 8
// FFI0-NOT: define
// FFI0: call i32 @__tvm_ffi_record(ptr null, ptr %[[ARGS]], i32 1, ptr %{{[0-9]+}})
// @caller -> @caller_compute -> @callee_compute directly (a local
// call_cpacked), the handle where the entry would have passed it.
// FFI0-LABEL: define i32 @caller(
// FFI0-SAME: ptr {{.*}}%0, ptr %[[H:[0-9]+]])
// FFI0-NEXT: call i32 @caller_compute(ptr %0, ptr %[[H]])
// FFI0-LABEL: define internal i32 @caller_compute(
// FFI0-SAME: ptr {{.*}}%0, ptr %[[H:[0-9]+]])
// FFI0-NEXT: call i32 @callee_compute(ptr %0, ptr %[[H]])

// Legacy, -O0: the same, with the handle last; @record's argument is an
// OpaqueHandle (3).
// LEGACY0-LABEL: define i32 @callee(
// LEGACY0-SAME: ptr %{{[0-9]+}}, ptr %{{[0-9]+}}, i32 %{{[0-9]+}}, ptr %{{[0-9]+}}, ptr %{{[0-9]+}}, ptr %[[H:[0-9]+]])
// LEGACY0-NOT: define
// LEGACY0: call i32 @callee_compute(ptr %{{[0-9]+}}, ptr %[[H]])
// LEGACY0-LABEL: define internal i32 @callee_compute(
// LEGACY0-SAME: ptr {{.*}}%0, ptr %[[H:[0-9]+]])
// LEGACY0-NOT: define
// LEGACY0: call i32 @sink(ptr %[[VALUES:[0-9]+]], ptr %[[CODES:[0-9]+]], i32 1, ptr %{{[0-9]+}}, ptr %{{[0-9]+}}, ptr %[[H]])
// LEGACY0-NOT: define
// LEGACY0: store ptr %[[H]], ptr %[[VALUES]], align 8
// LEGACY0-NEXT: store i32 3, ptr %[[CODES]], align 4
// LEGACY0-NEXT: call i32 @record(ptr %[[VALUES]], ptr %[[CODES]], i32 1, ptr %{{[0-9]+}}, ptr %{{[0-9]+}}, ptr null)
// LEGACY0-LABEL: define i32 @caller(
// LEGACY0-SAME: ptr {{.*}}%0, ptr %[[H:[0-9]+]])
// LEGACY0-NEXT: call i32 @caller_compute(ptr %0, ptr %[[H]])
// LEGACY0-LABEL: define internal i32 @caller_compute(
// LEGACY0-SAME: ptr {{.*}}%0, ptr %[[H:[0-9]+]])
// LEGACY0-NEXT: call i32 @callee_compute(ptr %0, ptr %[[H]])

// -O2: @callee's entry and both compute functions are inlined; @caller's
// own %1 reaches @sink, then @record's slot.
// FFI2-LABEL: define {{.*}}i32 @caller(ptr {{.*}}%0, ptr %1)
// FFI2-NOT: call {{.*}}@{{__tvm_ffi_callee|callee_compute|caller_compute}}
// FFI2: call i32 @__tvm_ffi_sink(ptr %1, ptr nonnull %[[ARGS:[0-9]+]], i32 1, ptr nonnull %{{[0-9]+}})
// FFI2-NOT: {{^ *(%[0-9]+ = )?(tail )?call }}
// FFI2: store i32 4, ptr %[[ARGS]], align 8
// FFI2-NEXT: store i32 0, ptr %{{[0-9]+}}, align 4
// FFI2-NEXT: store ptr %1, ptr %{{[0-9]+}}, align 8
// FFI2-NOT: store
// FFI2: call i32 @__tvm_ffi_record(ptr null, ptr nonnull %[[ARGS]], i32 1, ptr nonnull %{{[0-9]+}})
// FFI2-NOT: call i32
// FFI2: {{^}}}

// LEGACY2-LABEL: define {{.*}}i32 @caller(ptr {{.*}}%0, ptr %1)
// LEGACY2-NOT: call {{.*}}@{{callee|callee_compute|caller_compute}}(
// LEGACY2: call i32 @sink(ptr nonnull %[[VALUES:[0-9]+]], ptr nonnull %[[CODES:[0-9]+]], i32 1, ptr nonnull %{{[0-9]+}}, ptr nonnull %{{[0-9]+}}, ptr %1)
// LEGACY2-NOT: {{^ *(%[0-9]+ = )?(tail )?call }}
// LEGACY2: store ptr %1, ptr %[[VALUES]], align 8
// LEGACY2-NEXT: store i32 3, ptr %[[CODES]], align 4
// LEGACY2-NEXT: call i32 @record(ptr nonnull %[[VALUES]], ptr nonnull %[[CODES]], i32 1, ptr nonnull %{{[0-9]+}}, ptr nonnull %{{[0-9]+}}, ptr null)
// LEGACY2-NOT: call i32
// LEGACY2: {{^}}}
