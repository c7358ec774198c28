// A many-argument entry (Inputs/wide_checks.py: 44 parameters, 33 buffers
// of three kinds and 11 i64 scalars) called with one wrong argument at a
// time: every check category, at the first, a middle and the last parameter
// it applies to, through both forms of the entry: the table form, which
// the default threshold (32 buffers) chooses here, and the straight-line
// form (--check-table-threshold=0). Both must report the same status (-1),
// write no byte (the driver compares every buffer) and give the same exact
// message.
// RUN: python3 %S/Inputs/wide_checks.py > %t.mlir
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/wide_checks.c %prim_runtime -o %t.ffi
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/wide_checks.c %prim_runtime -o %t.legacy
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi-table.so
// RUN: %t.ffi %t.ffi-table.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-ffi --check-table-threshold=0 -o %t.ffi-straight.so
// RUN: %t.ffi %t.ffi-straight.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy-table.so
// RUN: %t.legacy %t.legacy-table.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-legacy --check-table-threshold=0 -o %t.legacy-straight.so
// RUN: %t.legacy %t.legacy-straight.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines
// Which form each library has: the table form calls the module's quick
// checker before the body, which calls the checker for what it does not
// accept (here always: a strided buffer is never quick); the straight-line
// form calls the body after its own checks, and the checker only on their
// failure, to find the message.
// RUN: prim-compile %t.mlir --emit=llvm -O0 --abi=tvm-ffi -o - | FileCheck %s --check-prefix=TABLE --implicit-check-not=__prim_diagnose
// RUN: prim-compile %t.mlir --emit=llvm -O0 --abi=tvm-ffi --check-table-threshold=0 -o - | FileCheck %s --check-prefix=STRAIGHT --implicit-check-not=__prim_diagnose

// TABLE: @__prim_buffer_table_wide = private unnamed_addr constant [{{[0-9]+}} x i64]
// TABLE: define i32 @__tvm_ffi_wide({{.*}}) #[[ATTRS:[0-9]+]]
// TABLE: call i32 @__prim_quick__prim_check_arguments(
// TABLE: define internal i32 @__prim_check_arguments(
// TABLE: define internal i32 @__prim_quick__prim_check_arguments(
// TABLE: call i32 @__prim_check_arguments(
// TABLE: attributes #[[ATTRS]] = { noinline optnone }

// STRAIGHT: define i32 @__tvm_ffi_wide({{.*}}) #[[FINAL:[0-9]+]] {
// STRAIGHT-NOT: call i32 @__prim_check_arguments(
// STRAIGHT: call i32 @wide_compute(
// STRAIGHT: call i32 @__prim_check_arguments(
// STRAIGHT: define internal i32 @__prim_check_arguments(
// STRAIGHT: attributes #[[FINAL]] = { "prim-final-ir" }

// CHECK: good: 0
// FFI-NEXT: int for a tensor #0: -1 TypeError: wide: argument #0: expected a tensor (type code 7, 70), found type code 1
// LEGACY-NEXT: int for a tensor #0: -1 TypeError: wide: argument #0: expected a tensor (type code 7, 13), found type code 0
// FFI-NEXT: int for a tensor #20: -1 TypeError: wide: argument #20: expected a tensor (type code 7, 70), found type code 1
// LEGACY-NEXT: int for a tensor #20: -1 TypeError: wide: argument #20: expected a tensor (type code 7, 13), found type code 0
// FFI-NEXT: int for a tensor #40: -1 TypeError: wide: argument #40: expected a tensor (type code 7, 70), found type code 1
// LEGACY-NEXT: int for a tensor #40: -1 TypeError: wide: argument #40: expected a tensor (type code 7, 13), found type code 0
// FFI-NEXT: float for an int #3: -1 TypeError: wide: argument #3: expected an integer (type code 1, 2), found type code 3
// LEGACY-NEXT: float for an int #3: -1 TypeError: wide: argument #3: expected an integer (type code 0, 15), found type code 2
// FFI-NEXT: float for an int #23: -1 TypeError: wide: argument #23: expected an integer (type code 1, 2), found type code 3
// LEGACY-NEXT: float for an int #23: -1 TypeError: wide: argument #23: expected an integer (type code 0, 15), found type code 2
// FFI-NEXT: float for an int #43: -1 TypeError: wide: argument #43: expected an integer (type code 1, 2), found type code 3
// LEGACY-NEXT: float for an int #43: -1 TypeError: wide: argument #43: expected an integer (type code 0, 15), found type code 2
// CHECK-NEXT: NULL DLTensor #1: -1 TypeError: wide: argument #1: expected a non-NULL DLTensor*
// CHECK-NEXT: NULL DLTensor #21: -1 TypeError: wide: argument #21: expected a non-NULL DLTensor*
// CHECK-NEXT: NULL DLTensor #41: -1 TypeError: wide: argument #41: expected a non-NULL DLTensor*
// CHECK-NEXT: ndim #0: -1 ValueError: wide: argument #0: expected ndim 2, found 3
// CHECK-NEXT: ndim #20: -1 ValueError: wide: argument #20: expected ndim 2, found 3
// CHECK-NEXT: ndim #40: -1 ValueError: wide: argument #40: expected ndim 2, found 3
// CHECK-NEXT: dtype code #0: -1 TypeError: wide: argument #0: expected dtype code 2, found 0
// CHECK-NEXT: dtype code #20: -1 TypeError: wide: argument #20: expected dtype code 2, found 0
// CHECK-NEXT: dtype code #40: -1 TypeError: wide: argument #40: expected dtype code 2, found 0
// CHECK-NEXT: dtype bits #1: -1 TypeError: wide: argument #1: expected dtype bits 32, found 64
// CHECK-NEXT: dtype bits #21: -1 TypeError: wide: argument #21: expected dtype bits 32, found 64
// CHECK-NEXT: dtype bits #41: -1 TypeError: wide: argument #41: expected dtype bits 32, found 64
// CHECK-NEXT: dtype lanes #2: -1 TypeError: wide: argument #2: expected dtype lanes 1, found 4
// CHECK-NEXT: dtype lanes #22: -1 TypeError: wide: argument #22: expected dtype lanes 1, found 4
// CHECK-NEXT: dtype lanes #42: -1 TypeError: wide: argument #42: expected dtype lanes 1, found 4
// CHECK-NEXT: static dim #1: -1 ValueError: wide: argument #1: expected shape[1] == 3, found 4
// CHECK-NEXT: static dim #21: -1 ValueError: wide: argument #21: expected shape[1] == 3, found 4
// CHECK-NEXT: static dim #41: -1 ValueError: wide: argument #41: expected shape[1] == 3, found 4
// CHECK-NEXT: non-compact strides #0: -1 ValueError: wide: argument #0: expected compact strides, found strides[0] == 4
// CHECK-NEXT: non-compact strides #20: -1 ValueError: wide: argument #20: expected compact strides, found strides[0] == 4
// CHECK-NEXT: non-compact strides #40: -1 ValueError: wide: argument #40: expected compact strides, found strides[0] == 4
// CHECK-NEXT: wrong stride #2: -1 ValueError: wide: argument #2: expected strides[0] == 2, found 3
// CHECK-NEXT: wrong stride #22: -1 ValueError: wide: argument #22: expected strides[0] == 2, found 3
// CHECK-NEXT: wrong stride #42: -1 ValueError: wide: argument #42: expected strides[0] == 2, found 3
// CHECK-NEXT: byte_offset 2 #2: -1 ValueError: wide: argument #2: expected a byte_offset divisible by 4, found 2
// CHECK-NEXT: byte_offset 2 #22: -1 ValueError: wide: argument #22: expected a byte_offset divisible by 4, found 2
// CHECK-NEXT: byte_offset 2 #42: -1 ValueError: wide: argument #42: expected a byte_offset divisible by 4, found 2
// CHECK-NEXT: byte_offset 4 #1: -1 ValueError: wide: argument #1: expected byte_offset 0, found 4
// CHECK-NEXT: byte_offset 4 #21: -1 ValueError: wide: argument #21: expected byte_offset 0, found 4
// CHECK-NEXT: byte_offset 4 #41: -1 ValueError: wide: argument #41: expected byte_offset 0, found 4
// CHECK-NEXT: device type #0: -1 ValueError: wide: argument #0: expected device_type 1 (CPU), found 2
// CHECK-NEXT: device type #20: -1 ValueError: wide: argument #20: expected device_type 1 (CPU), found 2
// CHECK-NEXT: device type #40: -1 ValueError: wide: argument #40: expected device_type 1 (CPU), found 2
// CHECK-NEXT: device id #1: -1 ValueError: wide: argument #1: expected the device_id of argument #0, found 1
// CHECK-NEXT: device id #22: -1 ValueError: wide: argument #22: expected the device_id of argument #0, found 1
// CHECK-NEXT: device id #42: -1 ValueError: wide: argument #42: expected the device_id of argument #0, found 1
// CHECK-NEXT: NULL data #0: -1 ValueError: wide: argument #0: expected non-NULL data
// CHECK-NEXT: NULL data #20: -1 ValueError: wide: argument #20: expected non-NULL data
// CHECK-NEXT: NULL data #40: -1 ValueError: wide: argument #40: expected non-NULL data
// CHECK-NEXT: misaligned data #0: -1 ValueError: wide: argument #0: expected data aligned to 64 bytes, found an address 4 bytes past a multiple of 64
// CHECK-NEXT: misaligned data #20: -1 ValueError: wide: argument #20: expected data aligned to 64 bytes, found an address 4 bytes past a multiple of 64
// CHECK-NEXT: misaligned data #40: -1 ValueError: wide: argument #40: expected data aligned to 64 bytes, found an address 4 bytes past a multiple of 64
// FFI-NEXT: ndim #0 and float #43 #43: -1 TypeError: wide: argument #43: expected an integer (type code 1, 2), found type code 3
// LEGACY-NEXT: ndim #0 and float #43 #43: -1 TypeError: wide: argument #43: expected an integer (type code 0, 15), found type code 2
// CHECK-NEXT: bits #1 and ndim #2 #1: -1 TypeError: wide: argument #1: expected dtype bits 32, found 64
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed
