// prim-lower-calls on calls through the runtime registry. prim.call_packed
// "name" and prim.lookup_packed "name" look the name up once, through a
// per-name internal cache global: the cached handle is read with an atomic
// acquire load; only when it is NULL is the name looked up (legacy:
// TVMBackendGetFuncFromEnv(__tvm_module_ctx, name, &out); tvm-ffi:
// TVMFFIEnvModLookupFromImports(__tvm_ffi__library_ctx, name, &out); with a
// NULL context, the global registry), through one out-of-line helper, the
// lookup's status checked, and the handle published with an atomic release
// store. Two calls of one name share one cache. The call itself goes through
// TVMFuncCall / TVMFFIFunctionCall with the region's slots, and its status is
// checked. A result is then judged by its type code: tvm-ffi releases an
// object result, and a scalar result of a type the runtime would not convert
// fails with the runtime's TypeError. prim.call_packed_value calls a
// looked-up handle the same way.
// Runtime functions are called through "__" + name pointers that the loader
// fills in and that start as weak references to the functions; they and the
// module context are protected: exported for the loader, read directly. Each
// object defines them in a COMDAT group of its own, which the link keeps
// once (not weak: GNU ld refuses weak protected data in a non-PIE static
// program).
// RUN: prim-opt %s --split-input-file --prim-lower-calls=abi=tvm-ffi | FileCheck %s --check-prefixes=CHECK,FFI
// RUN: prim-opt %s --split-input-file --prim-lower-calls=abi=tvm-legacy | FileCheck %s --check-prefixes=CHECK,LEGACY

// One cache per name, internal, NULL-initialized; the module context is a
// global, once per link, that the loader fills in.
// CHECK-LABEL: module {
// FFI-DAG: llvm.mlir.global external protected @__TVMFFIFunctionCall() comdat(@__llvm_global_comdat::@__TVMFFIFunctionCall) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr {
// FFI-DAG: llvm.mlir.global external protected @__TVMFFIEnvModLookupFromImports() comdat(@__llvm_global_comdat::@__TVMFFIEnvModLookupFromImports) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr {
// FFI-DAG: llvm.mlir.global external protected @__TVMFFIFunctionGetGlobal() comdat(@__llvm_global_comdat::@__TVMFFIFunctionGetGlobal) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr {
// FFI-DAG: llvm.mlir.global external protected @__TVMFFIObjectDecRef() comdat(@__llvm_global_comdat::@__TVMFFIObjectDecRef) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr {
// LEGACY-DAG: llvm.mlir.global external protected @__TVMFuncCall() comdat(@__llvm_global_comdat::@__TVMFuncCall) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr {
// LEGACY-DAG: llvm.mlir.global external protected @__TVMBackendGetFuncFromEnv() comdat(@__llvm_global_comdat::@__TVMBackendGetFuncFromEnv) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr {
// LEGACY-DAG: llvm.mlir.global external protected @__TVMFuncGetGlobal() comdat(@__llvm_global_comdat::@__TVMFuncGetGlobal) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr {
// FFI: llvm.mlir.global external protected @__tvm_ffi__library_ctx() comdat(@__llvm_global_comdat::@__tvm_ffi__library_ctx) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr {
// LEGACY: llvm.mlir.global external protected @__tvm_module_ctx() comdat(@__llvm_global_comdat::@__tvm_module_ctx) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr {
// CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.return %[[NULL]] : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global internal @[[CACHE:__prim_handle_[0-9a-f]+]]() {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.ptr {
// CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.return %[[NULL]] : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NOT: @__prim_handle_
// CHECK-LABEL: prim.func private @sort(
// CHECK-SAME: %[[A:[^:]*]]: memref<4xf32>, %[[N:[^:]*]]: i64) -> i32 {
// The region: the lookup's out slot first.
// CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[OUT:.*]] = llvm.alloca %[[C1]] x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %[[DIMS:.*]] = llvm.alloca %{{.*}} x i64
// CHECK-NEXT: llvm.mlir.constant(6 : i64) : i64
// CHECK-NEXT: %[[TENSOR:.*]] = llvm.alloca %{{.*}} x i64
// FFI-NEXT: llvm.mlir.constant(2 : i64) : i64
// FFI-NEXT: %[[RESULT:.*]] = llvm.alloca %{{.*}} x i64
// FFI-NEXT: llvm.mlir.constant(4 : i64) : i64
// FFI-NEXT: %[[ARGS:.*]] = llvm.alloca %{{.*}} x i64
// LEGACY-NEXT: llvm.mlir.constant(1 : i64) : i64
// LEGACY-NEXT: %[[RCODE:.*]] = llvm.alloca %{{.*}} x i32
// LEGACY-NEXT: llvm.mlir.constant(1 : i64) : i64
// LEGACY-NEXT: %[[RVALUE:.*]] = llvm.alloca %{{.*}} x i64
// LEGACY-NEXT: llvm.mlir.constant(2 : i64) : i64
// LEGACY-NEXT: %[[CODES:.*]] = llvm.alloca %{{.*}} x i32
// LEGACY-NEXT: llvm.mlir.constant(2 : i64) : i64
// LEGACY-NEXT: %[[VALUES:.*]] = llvm.alloca %{{.*}} x i64
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[A]]
// The first call: arguments stored, then the cached handle.
// CHECK: llvm.store %[[N]], %{{.*}} : i64, !llvm.ptr
// CHECK: %[[ADDR:.*]] = llvm.mlir.addressof @[[CACHE]] : !llvm.ptr
// CHECK-NEXT: %[[CACHED:.*]] = llvm.load %[[ADDR]] atomic acquire {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[MISSING:.*]] = llvm.icmp "eq" %[[CACHED]], %[[Z]] : !llvm.ptr
// CHECK-NEXT: %[[HANDLE:.*]] = scf.if %[[MISSING]] -> (!llvm.ptr) {
// CHECK-NEXT: %[[NAME:.*]] = llvm.mlir.addressof @[[NAME_STR:__prim_str_[0-9a-f]+]] : !llvm.ptr
// CHECK-NEXT: %[[ST:.*]] = llvm.call @__prim_lookup_function(%[[NAME]], %[[OUT]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT: prim.check_status %[[ST]] : i32
// CHECK-NEXT: %[[FOUND:.*]] = llvm.load %[[OUT]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.store %[[FOUND]], %[[ADDR]] atomic release {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: scf.yield %[[FOUND]] : !llvm.ptr
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[CACHED]] : !llvm.ptr
// CHECK-NEXT: }
// FFI: %[[NUM:.*]] = llvm.mlir.constant(2 : i32) : i32
// LEGACY-NEXT: %[[NUM:.*]] = llvm.mlir.constant(2 : i32) : i32
// FFI-NEXT: %[[CALLADDR:.*]] = llvm.mlir.addressof @__TVMFFIFunctionCall : !llvm.ptr
// LEGACY-NEXT: %[[CALLADDR:.*]] = llvm.mlir.addressof @__TVMFuncCall : !llvm.ptr
// CHECK-NEXT: %[[CALL:.*]] = llvm.load %[[CALLADDR]] : !llvm.ptr -> !llvm.ptr
// FFI-NEXT: %[[RC:.*]] = llvm.call %[[CALL]](%[[HANDLE]], %[[ARGS]], %[[NUM]], %[[RESULT]]) : !llvm.ptr, (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i32
// LEGACY-NEXT: %[[RC:.*]] = llvm.call %[[CALL]](%[[HANDLE]], %[[VALUES]], %[[CODES]], %[[NUM]], %[[RVALUE]], %[[RCODE]]) : !llvm.ptr, (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT: prim.check_status %[[RC]] : i32
// The second call of "my.sort" reads the same cache.
// CHECK: %[[ADDR2:.*]] = llvm.mlir.addressof @[[CACHE]] : !llvm.ptr
// CHECK-NEXT: llvm.load %[[ADDR2]] atomic acquire {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.store %{{.*}}, %[[ADDR2]] atomic release {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
// FFI: llvm.mlir.addressof @__TVMFFIFunctionCall
// LEGACY: llvm.mlir.addressof @__TVMFuncCall
// CHECK-NEXT: llvm.load
// CHECK-NEXT: llvm.call %
// CHECK-NEXT: prim.check_status
// Its i32 result: an int or a bool, or the runtime's TypeError that names
// the type found.
// FFI-NEXT: %[[CODE:.*]] = llvm.load %[[RESULT]] : !llvm.ptr -> i32
// LEGACY-NEXT: %[[CODE:.*]] = llvm.load %[[RCODE]] : !llvm.ptr -> i32
// FFI: scf.if
// FFI-NEXT: llvm.call @__prim_release_result(%[[RESULT]]) : (!llvm.ptr) -> ()
// CHECK: %[[WRONG:.*]] = llvm.xor
// CHECK-NEXT: scf.if %[[WRONG]] {
// FFI: prim.assert %{{.*}}, "Cannot convert from type `None` to `int`" kind(TypeError)
// FFI: prim.assert %{{.*}}, "Cannot convert from type `float` to `int`" kind(TypeError)
// LEGACY: prim.assert %{{.*}}, "expected int but got float" kind(TypeError)
// LEGACY: prim.assert %{{.*}}, "expected int but got NULL" kind(TypeError)
// FFI: prim.assert %{{.*}}, "Cannot convert from type `type code {}` to `int`"(%[[CODE]] : i32) kind(TypeError)
// LEGACY: prim.assert %{{.*}}, "expected int but got type code {}"(%[[CODE]] : i32) kind(TypeError)
// CHECK-NOT: llvm.alloca
// CHECK: prim.return
// The lookup: through the module context, or the global registry without one.
// CHECK-LABEL: llvm.func internal @__prim_lookup_function(
// CHECK-SAME: %[[LNAME:.*]]: !llvm.ptr, %[[LOUT:.*]]: !llvm.ptr) -> i32 attributes {passthrough = ["noinline"]} {
// FFI-NEXT: %[[CTXADDR:.*]] = llvm.mlir.addressof @__tvm_ffi__library_ctx : !llvm.ptr
// LEGACY-NEXT: %[[CTXADDR:.*]] = llvm.mlir.addressof @__tvm_module_ctx : !llvm.ptr
// CHECK-NEXT: %[[CTX:.*]] = llvm.load %[[CTXADDR]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[NOCTX:.*]] = llvm.icmp "eq" %[[CTX]], %[[Z]] : !llvm.ptr
// CHECK-NEXT: llvm.cond_br %[[NOCTX]], ^[[GLOBAL:bb[0-9]+]], ^[[MODULE:bb[0-9]+]]
// CHECK-NEXT: ^[[MODULE]]:
// FFI-NEXT: llvm.mlir.addressof @__TVMFFIEnvModLookupFromImports : !llvm.ptr
// LEGACY-NEXT: llvm.mlir.addressof @__TVMBackendGetFuncFromEnv : !llvm.ptr
// CHECK-NEXT: %[[LOOKUP:.*]] = llvm.load
// CHECK-NEXT: %[[ST:.*]] = llvm.call %[[LOOKUP]](%[[CTX]], %[[LNAME]], %[[LOUT]]) : !llvm.ptr, (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT: llvm.br ^[[DONE:bb[0-9]+]](%[[ST]] : i32)
// CHECK-NEXT: ^[[GLOBAL]]:
// FFI: llvm.mlir.addressof @__TVMFFIFunctionGetGlobal : !llvm.ptr
// LEGACY: llvm.mlir.addressof @__TVMFuncGetGlobal : !llvm.ptr
// CHECK-DAG: "Cannot find function %s in the global registry (the library has no module context: it was not loaded by the runtime's loader)\00"
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @[[NAME_STR]]("my.sort\00")
// FFI-DAG: llvm.func extern_weak @TVMFFIEnvModLookupFromImports(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
// FFI-DAG: llvm.func extern_weak @TVMFFIFunctionCall(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i32
// LEGACY-DAG: llvm.func extern_weak @TVMBackendGetFuncFromEnv(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
// LEGACY-DAG: llvm.func extern_weak @TVMFuncCall(!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> i32
prim.func private @sort(%A: memref<4xf32>, %n: i64) -> i32 {
  %r = prim.call_packed "my.sort"(%A, %n) : (memref<4xf32>, i64) -> i32
  %s = prim.call_packed "my.sort"(%A, %n) : (memref<4xf32>, i64) -> i32
  prim.return %s : i32
}

// -----

// lookup_packed gives the cached handle as a !prim.packed_func value;
// call_packed_value calls it, and its f64 result is read from the slot.
// CHECK-LABEL: prim.func private @kernel(
// CHECK-SAME: %[[N:[^:]*]]: i64) -> f64 {
// CHECK: %[[ADDR:.*]] = llvm.mlir.addressof @__prim_handle_{{[0-9a-f]+}} : !llvm.ptr
// CHECK-NEXT: %[[CACHED:.*]] = llvm.load %[[ADDR]] atomic acquire {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
// CHECK: %[[HANDLE:.*]] = scf.if
// CHECK: llvm.call @__prim_lookup_function(
// CHECK: llvm.store %{{.*}}, %[[ADDR]] atomic release {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
// CHECK: %[[F:.*]] = builtin.unrealized_conversion_cast %[[HANDLE]] : !llvm.ptr to !prim.packed_func
// FFI: %[[FP:.*]] = builtin.unrealized_conversion_cast %[[F]] : !prim.packed_func to !llvm.ptr
// FFI: %[[CALL:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// FFI-NEXT: %[[RC:.*]] = llvm.call %[[CALL]](%[[FP]], %{{.*}}, %{{.*}}, %[[RESULT:.*]]) :
// FFI-NEXT: prim.check_status %[[RC]] : i32
// FFI-NEXT: %[[CODE:.*]] = llvm.load %[[RESULT]] : !llvm.ptr -> i32
// FFI: "Cannot convert from type `None` to `float`"
// An int or bool result converts to the f64.
// FFI: %[[V:.*]] = llvm.getelementptr inbounds %[[RESULT]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// FFI-NEXT: %[[F:.*]] = llvm.load %[[V]] : !llvm.ptr -> f64
// FFI-NEXT: %[[I:.*]] = llvm.load %[[V]] : !llvm.ptr -> i64
// FFI-NEXT: %[[FLOAT:.*]] = llvm.mlir.constant(3 : i32) : i32
// FFI-NEXT: %[[ISFLOAT:.*]] = llvm.icmp "eq" %[[CODE]], %[[FLOAT]] : i32
// FFI-NEXT: %[[WIDE:.*]] = llvm.sitofp %[[I]] : i64 to f64
// FFI-NEXT: %[[R:.*]] = llvm.select %[[ISFLOAT]], %[[F]], %[[WIDE]] : i1, f64
// LEGACY: llvm.store %[[N]], %{{.*}} : i64, !llvm.ptr
// LEGACY: %[[FP:.*]] = builtin.unrealized_conversion_cast %[[F]] : !prim.packed_func to !llvm.ptr
// LEGACY-NEXT: %[[NUM:.*]] = llvm.mlir.constant(1 : i32) : i32
// LEGACY-NEXT: llvm.mlir.addressof @__TVMFuncCall
// LEGACY-NEXT: %[[CALL:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// LEGACY-NEXT: %[[RC:.*]] = llvm.call %[[CALL]](%[[FP]], %{{.*}}, %{{.*}}, %[[NUM]], %[[RVALUE:.*]], %{{.*}}) :
// LEGACY-NEXT: prim.check_status %[[RC]] : i32
// LEGACY-NEXT: %[[CODE:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// LEGACY: "expected float but got NULL"
// LEGACY: %[[F:.*]] = llvm.load %[[RVALUE]] : !llvm.ptr -> f64
// LEGACY-NEXT: %[[I:.*]] = llvm.load %[[RVALUE]] : !llvm.ptr -> i64
// LEGACY-NEXT: %[[FLOAT:.*]] = llvm.mlir.constant(2 : i32) : i32
// LEGACY-NEXT: %[[ISFLOAT:.*]] = llvm.icmp "eq" %[[CODE]], %[[FLOAT]] : i32
// LEGACY-NEXT: %[[WIDE:.*]] = llvm.sitofp %[[I]] : i64 to f64
// LEGACY-NEXT: %[[R:.*]] = llvm.select %[[ISFLOAT]], %[[F]], %[[WIDE]] : i1, f64
// CHECK-NEXT: prim.return %[[R]] : f64
// CHECK: llvm.mlir.global private unnamed_addr constant @{{__prim_str_[0-9a-f]+}}("my.kernel\00")
prim.func private @kernel(%n: i64) -> f64 {
  %f = prim.lookup_packed "my.kernel" : !prim.packed_func
  %d = prim.call_packed_value %f(%n) : (i64) -> f64
  prim.return %d : f64
}

// -----

// A string argument passes as the pointer to its C string, with the ABI's
// string code (tvm-ffi: kTVMFFIRawStr, 8; legacy: kTVMStr, 11).
// CHECK-LABEL: prim.func private @echo(
// CHECK: %[[S:.*]] = prim.string "payload"
// CHECK-NEXT: %[[P:.*]] = builtin.unrealized_conversion_cast %[[S]] : !prim.string to !llvm.ptr
// FFI-NEXT: %[[CODE:.*]] = llvm.mlir.constant(8 : i32) : i32
// FFI-NEXT: llvm.store %[[CODE]], %[[SLOT:.*]] : i32, !llvm.ptr
// FFI-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// FFI-NEXT: %[[PAD:.*]] = llvm.getelementptr inbounds %[[SLOT]][4] : (!llvm.ptr) -> !llvm.ptr, i8
// FFI-NEXT: llvm.store %[[ZERO]], %[[PAD]] : i32, !llvm.ptr
// FFI-NEXT: %[[VALUE:.*]] = llvm.getelementptr inbounds %[[SLOT]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// FFI-NEXT: llvm.store %[[P]], %[[VALUE]] : !llvm.ptr, !llvm.ptr
// LEGACY-NEXT: llvm.store %[[P]], %{{.*}} : !llvm.ptr, !llvm.ptr
// LEGACY-NEXT: %[[CODE:.*]] = llvm.mlir.constant(11 : i32) : i32
// LEGACY-NEXT: llvm.store %[[CODE]], %{{.*}} : i32, !llvm.ptr
prim.func private @echo() {
  %s = prim.string "payload"
  prim.call_packed "testing.echo"(%s) : (!prim.string) -> ()
  prim.return
}
