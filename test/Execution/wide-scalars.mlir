// A many-scalar entry (utils/gen_wide.py 40 --scalars: 40 i64 parameters
// whose sum it returns) called with good arguments, then with one wrong
// argument at a time, through both forms of the entry: the table form,
// which the default threshold (32 parameters) chooses here, and the
// straight-line form (--check-table-threshold=0). Both must return the sum,
// or report the same status (-1) and exact message and leave the result
// unset.
// RUN: python3 %prim_src_root/utils/gen_wide.py 40 --scalars > %t.mlir
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/wide_scalars.c %prim_runtime -o %t.ffi
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/wide_scalars.c %prim_runtime -o %t.legacy
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi-table.so
// RUN: %t.ffi %t.ffi-table.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-ffi --check-table-threshold=0 -o %t.ffi-straight.so
// RUN: %t.ffi %t.ffi-straight.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy-table.so
// RUN: %t.legacy %t.legacy-table.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-legacy --check-table-threshold=0 -o %t.legacy-straight.so
// RUN: %t.legacy %t.legacy-straight.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines
// Which form each library has.
// RUN: prim-compile %t.mlir --emit=llvm -O0 --abi=tvm-ffi -o - | FileCheck %s --check-prefix=TABLE
// RUN: prim-compile %t.mlir --emit=llvm -O0 --abi=tvm-ffi --check-table-threshold=0 -o - | FileCheck %s --check-prefix=STRAIGHT

// TABLE: @__prim_arg_kinds_wide = private unnamed_addr constant [40 x i8] zeroinitializer
// TABLE: define i32 @__tvm_ffi_wide({{.*}}) #[[ATTRS:[0-9]+]]
// TABLE: call i32 @__prim_quick__prim_check_arguments(
// TABLE: attributes #[[ATTRS]] = { noinline optnone }

// STRAIGHT: define i32 @__tvm_ffi_wide({{.*}}) #[[FINAL:[0-9]+]] {
// STRAIGHT-NOT: call i32 @__prim_check_arguments(
// STRAIGHT: call i32 @wide_compute(
// STRAIGHT: call i32 @__prim_check_arguments(
// STRAIGHT: attributes #[[FINAL]] = { "prim-final-ir" }

// CHECK: good: 0, 2380
// FFI-NEXT: float #0: -1 TypeError: wide: argument #0: expected an integer (type code 1, 2), found type code 3
// LEGACY-NEXT: float #0: -1 TypeError: wide: argument #0: expected an integer (type code 0, 15), found type code 2
// FFI-NEXT: float #20: -1 TypeError: wide: argument #20: expected an integer (type code 1, 2), found type code 3
// LEGACY-NEXT: float #20: -1 TypeError: wide: argument #20: expected an integer (type code 0, 15), found type code 2
// FFI-NEXT: float #39: -1 TypeError: wide: argument #39: expected an integer (type code 1, 2), found type code 3
// LEGACY-NEXT: float #39: -1 TypeError: wide: argument #39: expected an integer (type code 0, 15), found type code 2
// FFI-NEXT: handle #0: -1 TypeError: wide: argument #0: expected an integer (type code 1, 2), found type code 4
// LEGACY-NEXT: handle #0: -1 TypeError: wide: argument #0: expected an integer (type code 0, 15), found type code 3
// FFI-NEXT: handle #20: -1 TypeError: wide: argument #20: expected an integer (type code 1, 2), found type code 4
// LEGACY-NEXT: handle #20: -1 TypeError: wide: argument #20: expected an integer (type code 0, 15), found type code 3
// FFI-NEXT: handle #39: -1 TypeError: wide: argument #39: expected an integer (type code 1, 2), found type code 4
// LEGACY-NEXT: handle #39: -1 TypeError: wide: argument #39: expected an integer (type code 0, 15), found type code 3
// FFI-NEXT: None #0: -1 TypeError: wide: argument #0: expected an integer (type code 1, 2), found type code 0
// LEGACY-NEXT: None #0: -1 TypeError: wide: argument #0: expected an integer (type code 0, 15), found type code 4
// FFI-NEXT: None #20: -1 TypeError: wide: argument #20: expected an integer (type code 1, 2), found type code 0
// LEGACY-NEXT: None #20: -1 TypeError: wide: argument #20: expected an integer (type code 0, 15), found type code 4
// FFI-NEXT: None #39: -1 TypeError: wide: argument #39: expected an integer (type code 1, 2), found type code 0
// LEGACY-NEXT: None #39: -1 TypeError: wide: argument #39: expected an integer (type code 0, 15), found type code 4
// FFI-NEXT: None #7 and float #30: -1 TypeError: wide: argument #7: expected an integer (type code 1, 2), found type code 0
// LEGACY-NEXT: None #7 and float #30: -1 TypeError: wide: argument #7: expected an integer (type code 0, 15), found type code 4
// FFI-NEXT: tvm-ffi: 21 checks, 0 failed
// LEGACY-NEXT: tvm-legacy: 21 checks, 0 failed
