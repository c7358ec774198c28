// convert-prim-to-llvm on its own. A prim.func becomes an llvm.func with
// Prim's native signature: an i32 status; per buffer its aligned data
// pointer (llvm.noalias / llvm.align from prim.noalias / prim.align, and
// nonnull + dereferenceable for a non-empty static identity buffer) followed
// by only its dynamic offset, sizes and strides; scalars as themselves;
// handles as pointers; a trailing result pointer for a scalar result.
// prim.call_tir becomes an llvm.call passing exactly those parts;
// prim.check_status and a failed prim.assert return -1, the assert after
// reporting through the ABI's error setter. Other dialects are left alone.
// RUN: prim-opt %s --split-input-file --convert-prim-to-llvm=abi=tvm-ffi | FileCheck %s --check-prefixes=CHECK,FFI
// RUN: prim-opt %s --split-input-file --convert-prim-to-llvm=abi=tvm-legacy | FileCheck %s --check-prefixes=CHECK,LEGACY

// CHECK-LABEL: llvm.func internal @body(
// CHECK-SAME: %[[A:[^:]*]]: !llvm.ptr {llvm.align = 64 : i64, llvm.dereferenceable = 80 : i64, llvm.noalias, llvm.nonnull},
// CHECK-SAME: %[[B:[^:]*]]: !llvm.ptr {llvm.align = 16 : i64}, %[[BOFF:[^:]*]]: i64, %[[BSIZE:[^:]*]]: i64, %[[BSTRIDE:[^:]*]]: i64,
// CHECK-SAME: %[[C:[^:]*]]: !llvm.ptr, %[[N:[^:]*]]: i64, %[[I:[^:]*]]: i64, %[[H:[^:]*]]: !llvm.ptr, %[[OUT:[^:]*]]: !llvm.ptr) -> i32 {
// %a: every part static.
// CHECK-NEXT: %[[D:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[D1:.*]] = llvm.insertvalue %[[A]], %[[D]][0]
// CHECK-NEXT: %[[D2:.*]] = llvm.insertvalue %[[A]], %[[D1]][1]
// CHECK-NEXT: %[[V:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[D3:.*]] = llvm.insertvalue %[[V]], %[[D2]][2]
// CHECK-NEXT: %[[V:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[D4:.*]] = llvm.insertvalue %[[V]], %[[D3]][3, 0]
// CHECK-NEXT: %[[V:.*]] = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT: %[[D5:.*]] = llvm.insertvalue %[[V]], %[[D4]][4, 0]
// CHECK-NEXT: %[[V:.*]] = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT: %[[D6:.*]] = llvm.insertvalue %[[V]], %[[D5]][3, 1]
// CHECK-NEXT: %[[V:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[D7:.*]] = llvm.insertvalue %[[V]], %[[D6]][4, 1]
// %b: offset, size 0 and stride 0 from the arguments; size 1 and stride 1
// constant.
// CHECK-NEXT: %[[D:.*]] = llvm.mlir.poison
// CHECK-NEXT: %[[D1:.*]] = llvm.insertvalue %[[B]], %[[D]][0]
// CHECK-NEXT: %[[D2:.*]] = llvm.insertvalue %[[B]], %[[D1]][1]
// CHECK-NEXT: %[[D3:.*]] = llvm.insertvalue %[[BOFF]], %[[D2]][2]
// CHECK-NEXT: %[[D4:.*]] = llvm.insertvalue %[[BSIZE]], %[[D3]][3, 0]
// CHECK-NEXT: %[[D5:.*]] = llvm.insertvalue %[[BSTRIDE]], %[[D4]][4, 0]
// CHECK-NEXT: %[[V:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT: %[[D6:.*]] = llvm.insertvalue %[[V]], %[[D5]][3, 1]
// CHECK-NEXT: %[[V:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[D7:.*]] = llvm.insertvalue %[[V]], %[[D6]][4, 1]
// The empty buffer's descriptor, unused by the body, then the scalars.
// CHECK: llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[IDX:.*]] = builtin.unrealized_conversion_cast %[[I]] : i64 to index
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[H]] : !llvm.ptr to !prim.handle
// The body's own ops stay as they are; prim.return stores the result.
// CHECK-NEXT: %[[X:.*]] = arith.index_cast %[[IDX]] : index to i64
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[N]], %[[X]] : i64
// CHECK-NEXT: llvm.store %[[R]], %[[OUT]] : i64, !llvm.ptr
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.return %[[ZERO]] : i32
// CHECK-NEXT: }
prim.func private @body(%a: memref<4x5xf32> {prim.noalias, prim.align = 64},
                        %b: memref<?x8xf64, strided<[?, 1], offset: ?>> {prim.align = 16},
                        %c: memref<0xf32>, %n: i64, %i: index, %h: !prim.handle) -> i64 {
  %x = arith.index_cast %i : index to i64
  %r = arith.addi %n, %x : i64
  prim.return %r : i64
}

// -----

// call_tir passes each buffer's aligned pointer and exactly the parts the
// callee's type leaves dynamic, read from the caller's descriptors; the
// result goes through a slot allocated in the entry block. The callee is
// defined after the caller: its signature is known up front.
// CHECK-LABEL: llvm.func internal @caller(
// CHECK-SAME: %[[A:[^:]*]]: !llvm.ptr {llvm.dereferenceable = 80 : i64, llvm.nonnull},
// CHECK-SAME: %[[B:[^:]*]]: !llvm.ptr, %[[BOFF:[^:]*]]: i64, %[[BSIZE:[^:]*]]: i64, %[[BSTRIDE:[^:]*]]: i64,
// CHECK-SAME: %[[N:[^:]*]]: i64, %{{[^:]*}}: !llvm.ptr {llvm.dereferenceable = 8 : i64, llvm.nonnull}) -> i32 {
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[SLOT:.*]] = llvm.alloca %[[ONE]] x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.mlir.poison
// CHECK: %[[ADESC:.*]] = llvm.insertvalue %{{.*}}[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[BDESC:.*]] = llvm.insertvalue %{{.*}}[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: builtin.unrealized_conversion_cast %{{.*}} to memref<1xi64>
// CHECK-NEXT: %[[APTR:.*]] = llvm.extractvalue %[[ADESC]][1]
// CHECK-NEXT: %[[BPTR:.*]] = llvm.extractvalue %[[BDESC]][1]
// CHECK-NEXT: %[[OFF:.*]] = llvm.extractvalue %[[BDESC]][2]
// CHECK-NEXT: %[[SIZE:.*]] = llvm.extractvalue %[[BDESC]][3, 0]
// CHECK-NEXT: %[[STRIDE:.*]] = llvm.extractvalue %[[BDESC]][4, 0]
// CHECK-NEXT: %[[RC:.*]] = llvm.call @callee(%[[APTR]], %[[BPTR]], %[[OFF]], %[[SIZE]], %[[STRIDE]], %[[N]], %[[SLOT]]) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, !llvm.ptr) -> i32
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[OK:.*]] = llvm.icmp "eq" %[[RC]], %[[ZERO]] : i32
// CHECK-NEXT: llvm.cond_br %[[OK]] weights([1048576, 1]), ^[[CONT:bb[0-9]+]], ^[[FAIL:bb[0-9]+]]
// CHECK-NEXT: ^[[FAIL]]:
// CHECK-NEXT: %[[M1:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: llvm.return %[[M1]] : i32
// CHECK-NEXT: ^[[CONT]]:
// CHECK-NEXT: %[[R:.*]] = llvm.load %[[SLOT]] : !llvm.ptr -> i64
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: memref.store %[[R]], %{{.*}}[%[[C0]]] : memref<1xi64>
// CHECK-LABEL: llvm.func internal @callee(
// CHECK-SAME: %{{[^:]*}}: !llvm.ptr {llvm.dereferenceable = 80 : i64, llvm.noalias, llvm.nonnull},
// CHECK-SAME: %{{[^:]*}}: !llvm.ptr, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %{{[^:]*}}: !llvm.ptr) -> i32
prim.func private @caller(%a: memref<4x5xf32>, %b: memref<?x8xf64, strided<[?, 1], offset: ?>>,
                          %n: i64, %out: memref<1xi64>) {
  %r = prim.call_tir @callee(%a, %b, %n) : (memref<4x5xf32>, memref<?x8xf64, strided<[?, 1], offset: ?>>, i64) -> i64
  %c0 = arith.constant 0 : index
  memref.store %r, %out[%c0] : memref<1xi64>
  prim.return
}

prim.func private @callee(%a: memref<4x5xf32> {prim.noalias},
                          %b: memref<?x8xf64, strided<[?, 1], offset: ?>>, %n: i64) -> i64 {
  prim.return %n : i64
}

// -----

// A status that is not 0 makes the function return -1.
// CHECK-LABEL: llvm.func internal @status(
// CHECK-SAME: %[[S:[^:]*]]: i32) -> i32 {
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[OK:.*]] = llvm.icmp "eq" %[[S]], %[[ZERO]] : i32
// CHECK-NEXT: llvm.cond_br %[[OK]] weights([1048576, 1]), ^[[CONT:bb[0-9]+]], ^[[FAIL:bb[0-9]+]]
// CHECK-NEXT: ^[[FAIL]]:
// CHECK-NEXT: %[[M1:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: llvm.return %[[M1]] : i32
// CHECK-NEXT: ^[[CONT]]:
// CHECK-NEXT: %[[ZERO2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.return %[[ZERO2]] : i32
prim.func private @status(%s: i32) {
  prim.check_status %s : i32
  prim.return
}

// -----

// A failed assert reports a RuntimeError with its message through the ABI's
// error setter and returns -1. The setter is called through the pointer the
// loader fills in; the legacy one gets "Kind: message" in one string, built
// by a cold helper.
// CHECK-LABEL: llvm.func internal @check(
// CHECK-SAME: %[[N:[^:]*]]: i64) -> i32 {
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi sgt, %[[N]], %[[ZERO]] : i64
// CHECK-NEXT: llvm.cond_br %[[OK]] weights([1048576, 1]), ^[[CONT:bb[0-9]+]], ^[[FAIL:bb[0-9]+]]
// CHECK-NEXT: ^[[FAIL]]:
// CHECK-NEXT: %[[KIND:.*]] = llvm.mlir.addressof @[[KIND_STR:__prim_str_[0-9a-f]+]] : !llvm.ptr
// CHECK-NEXT: %[[MSG:.*]] = llvm.mlir.addressof @[[MSG_STR:__prim_str_[0-9a-f]+]] : !llvm.ptr
// FFI-NEXT: %[[SETADDR:.*]] = llvm.mlir.addressof @__TVMFFIErrorSetRaisedFromCStr : !llvm.ptr
// FFI-NEXT: %[[SET:.*]] = llvm.load %[[SETADDR]] : !llvm.ptr -> !llvm.ptr
// FFI-NEXT: llvm.call %[[SET]](%[[KIND]], %[[MSG]]) : !llvm.ptr, (!llvm.ptr, !llvm.ptr) -> ()
// LEGACY-NEXT: llvm.call @__prim_set_error_with_kind(%[[KIND]], %[[MSG]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: %[[M1:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: llvm.return %[[M1]] : i32
// CHECK-NEXT: ^[[CONT]]:
// CHECK-NEXT: %[[ZERO2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.return %[[ZERO2]] : i32
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @[[KIND_STR]]("RuntimeError\00")
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @[[MSG_STR]]("n must be positive\00")
// FFI-DAG: llvm.func extern_weak @TVMFFIErrorSetRaisedFromCStr(!llvm.ptr, !llvm.ptr)
// LEGACY-DAG: llvm.func internal @__prim_set_error_with_kind(%[[K:.*]]: !llvm.ptr, %[[M:.*]]: !llvm.ptr) attributes {passthrough = ["noinline", "cold"]} {
// LEGACY-DAG: llvm.call @snprintf(%[[BUF:.*]], %{{.*}}, %[[FMT:.*]], %[[K]], %[[M]])
// LEGACY-DAG: llvm.mlir.global private unnamed_addr constant @{{.*}}("%s: %s\00")
// LEGACY-DAG: %[[LEGACYSET:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// LEGACY-DAG: llvm.call %[[LEGACYSET]](%[[BUF]]) : !llvm.ptr, (!llvm.ptr) -> ()
// LEGACY-DAG: llvm.func extern_weak @TVMAPISetLastError(!llvm.ptr)
prim.func private @check(%n: i64) {
  %zero = arith.constant 0 : i64
  %ok = arith.cmpi sgt, %n, %zero : i64
  prim.assert %ok, "n must be positive"
  prim.return
}

// -----

// An assert with a kind and a found value: the value is formatted in place
// of '{}' by the module's cold helper, and every '%' of the message stays
// text (the format escapes it), so a message is never a format string.
// CHECK-LABEL: llvm.func internal @check_found(
// CHECK-SAME: %[[N:[^:]*]]: i64) -> i32 {
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi sgt, %[[N]], %[[ZERO]] : i64
// CHECK-NEXT: llvm.cond_br %[[OK]] weights([1048576, 1]), ^[[CONT:bb[0-9]+]], ^[[FAIL:bb[0-9]+]]
// CHECK-NEXT: ^[[FAIL]]:
// CHECK-NEXT: %[[KIND:.*]] = llvm.mlir.addressof @[[KIND_STR:__prim_str_[0-9a-f]+]] : !llvm.ptr
// CHECK-NEXT: %[[FMT:.*]] = llvm.mlir.addressof @[[FMT_STR:__prim_str_[0-9a-f]+]] : !llvm.ptr
// CHECK-NEXT: %[[RC:.*]] = llvm.call @__prim_raise_formatted(%[[KIND]], %[[FMT]], %[[N]])
// CHECK-NEXT: llvm.return %[[RC]] : i32
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @[[KIND_STR]]("IndexError\00")
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @[[FMT_STR]]("100%% of %%s: %lld {x}\00")
prim.func private @check_found(%n: i64) {
  %zero = arith.constant 0 : i64
  %ok = arith.cmpi sgt, %n, %zero : i64
  prim.assert %ok, "100% of %s: {} {x}"(%n : i64) kind(IndexError)
  prim.return
}

// -----

// A string is the address of a private constant holding it, NUL-terminated;
// equal strings share one.
// CHECK-LABEL: llvm.func @strings() -> i32 {
// CHECK-NEXT: %[[S:.*]] = llvm.mlir.addressof @[[STR:__prim_str_[0-9a-f]+]] : !llvm.ptr
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[S]] : !llvm.ptr to !prim.string
// CHECK-NEXT: %[[T:.*]] = llvm.mlir.addressof @[[STR]] : !llvm.ptr
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[T]] : !llvm.ptr to !prim.string
// CHECK: llvm.mlir.global private unnamed_addr constant @[[STR]]("payload\00")
// CHECK-NOT: llvm.mlir.global
prim.func @strings() {
  %s = prim.string "payload"
  %t = prim.string "payload"
  %p = builtin.unrealized_conversion_cast %s : !prim.string to !llvm.ptr
  %q = builtin.unrealized_conversion_cast %t : !prim.string to !llvm.ptr
  llvm.call @use(%p, %q) : (!llvm.ptr, !llvm.ptr) -> ()
  prim.return
}
llvm.func @use(!llvm.ptr, !llvm.ptr)
