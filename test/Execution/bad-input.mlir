// Every check of prim-make-packed-api, for both ABIs, through real calls:
// each bad call returns -1 with its exact message and leaves both buffers
// byte-for-byte untouched (the driver checks status and bytes; FileCheck
// checks the messages). tvm-ffi errors carry a kind; legacy errors carry it
// as a "Kind: " prefix of the one message string, as TVM's runtime does.
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/bad_input.c %prim_runtime -o %t.ffi
// RUN: %t.ffi %t.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines -DTYPE_ERROR=TypeError -DVALUE_ERROR=ValueError
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/bad_input.c %prim_runtime -o %t.legacy
// RUN: %t.legacy %t.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines -DTYPE_ERROR=TypeError -DVALUE_ERROR=ValueError
// The same calls into the table form of the entry (forced here by a
// threshold of one buffer): the same statuses, bytes and messages.
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi --check-table-threshold=1 -o %t.ffi-table.so
// RUN: %t.ffi %t.ffi-table.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines -DTYPE_ERROR=TypeError -DVALUE_ERROR=ValueError
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-legacy --check-table-threshold=1 -o %t.legacy-table.so
// RUN: %t.legacy %t.legacy-table.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines -DTYPE_ERROR=TypeError -DVALUE_ERROR=ValueError
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi --check-table-threshold=1 --check-alignment=false -o %t.noalign-table.so
// RUN: %t.ffi %t.noalign-table.so --alignment-unchecked | FileCheck %s --check-prefix=NOALIGN --match-full-lines
// With --check-alignment=false the promise of prim.align is not checked.
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi --check-alignment=false -o %t.noalign.so
// RUN: %t.ffi %t.noalign.so --alignment-unchecked | FileCheck %s --check-prefix=NOALIGN --match-full-lines

prim.func @checked(%A: memref<2x3xf32> {prim.align = 64}, %B: memref<?x3xf32>,
                   %n: i64, %x: f32, %h: !prim.handle) {
  %c0 = arith.constant 0 : index
  %a = memref.load %A[%c0, %c0] : memref<2x3xf32>
  %nf = arith.sitofp %n : i64 to f32
  %s = arith.addf %a, %x : f32
  %t = arith.addf %s, %nf : f32
  memref.store %t, %B[%c0, %c0] : memref<?x3xf32>
  prim.return
}

// CHECK: good: 0
// CHECK-NEXT: num_args 4: -1 [[TYPE_ERROR]]: checked: expected 5 arguments, found 4
// CHECK-NEXT: num_args 6: -1 [[TYPE_ERROR]]: checked: expected 5 arguments, found 6
// CHECK-NEXT: NULL args: -1 [[TYPE_ERROR]]: checked: the argument array is NULL, but 5 arguments are expected
// FFI-NEXT: int for a tensor: -1 [[TYPE_ERROR]]: checked: argument #0: expected a tensor (type code 7, 70), found type code 1
// LEGACY-NEXT: int for a tensor: -1 [[TYPE_ERROR]]: checked: argument #0: expected a tensor (type code 7, 13), found type code 0
// FFI-NEXT: float for a tensor: -1 [[TYPE_ERROR]]: checked: argument #1: expected a tensor (type code 7, 70), found type code 3
// LEGACY-NEXT: float for a tensor: -1 [[TYPE_ERROR]]: checked: argument #1: expected a tensor (type code 7, 13), found type code 2
// FFI-NEXT: float for an int: -1 [[TYPE_ERROR]]: checked: argument #2: expected an integer (type code 1, 2), found type code 3
// LEGACY-NEXT: float for an int: -1 [[TYPE_ERROR]]: checked: argument #2: expected an integer (type code 0, 15), found type code 2
// FFI-NEXT: handle for a float: -1 [[TYPE_ERROR]]: checked: argument #3: expected a float (type code 3, 1, 2), found type code 4
// LEGACY-NEXT: handle for a float: -1 [[TYPE_ERROR]]: checked: argument #3: expected a float (type code 2, 0, 15), found type code 3
// FFI-NEXT: float for a handle: -1 [[TYPE_ERROR]]: checked: argument #4: expected a handle (type code 4, 0, 7), found type code 3
// LEGACY-NEXT: float for a handle: -1 [[TYPE_ERROR]]: checked: argument #4: expected a handle (type code 3, 4, 7, 13), found type code 2
// CHECK-NEXT: NULL DLTensor: -1 [[TYPE_ERROR]]: checked: argument #0: expected a non-NULL DLTensor*
// CHECK-NEXT: ndim: -1 [[VALUE_ERROR]]: checked: argument #0: expected ndim 2, found 3
// CHECK-NEXT: dtype code: -1 [[TYPE_ERROR]]: checked: argument #0: expected dtype code 2, found 0
// CHECK-NEXT: dtype bits: -1 [[TYPE_ERROR]]: checked: argument #0: expected dtype bits 32, found 64
// CHECK-NEXT: dtype lanes: -1 [[TYPE_ERROR]]: checked: argument #1: expected dtype lanes 1, found 4
// CHECK-NEXT: static dim A[0]: -1 [[VALUE_ERROR]]: checked: argument #0: expected shape[0] == 2, found 3
// CHECK-NEXT: static dim A[1]: -1 [[VALUE_ERROR]]: checked: argument #0: expected shape[1] == 3, found 4
// CHECK-NEXT: static dim B[1]: -1 [[VALUE_ERROR]]: checked: argument #1: expected shape[1] == 3, found 2
// CHECK-NEXT: non-compact strides: -1 [[VALUE_ERROR]]: checked: argument #0: expected compact strides, found strides[0] == 4
// CHECK-NEXT: compact strides given explicitly: 0
// CHECK-NEXT: byte_offset 2: -1 [[VALUE_ERROR]]: checked: argument #0: expected a byte_offset divisible by 4, found 2
// CHECK-NEXT: byte_offset 4: -1 [[VALUE_ERROR]]: checked: argument #1: expected byte_offset 0, found 4
// CHECK-NEXT: device type: -1 [[VALUE_ERROR]]: checked: argument #0: expected device_type 1 (CPU), found 2
// CHECK-NEXT: device id: -1 [[VALUE_ERROR]]: checked: argument #1: expected the device_id of argument #0, found 1
// CHECK-NEXT: NULL data: -1 [[VALUE_ERROR]]: checked: argument #0: expected non-NULL data
// CHECK-NEXT: misaligned data: -1 [[VALUE_ERROR]]: checked: argument #0: expected data aligned to 64 bytes, found an address 4 bytes past a multiple of 64
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed

// NOALIGN: good: 0
// NOALIGN-NEXT: misaligned data, unchecked: 0
// NOALIGN-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
