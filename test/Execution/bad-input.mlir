// Every check of prim-make-packed-api, for both ABIs, through real calls:
// each bad call returns -1 with its exact message and leaves both buffers
// byte-for-byte untouched (the driver checks status and bytes; FileCheck
// checks the messages). tvm-ffi errors carry a kind; legacy errors carry it
// as a "Kind: " prefix of the one message string, as TVM's runtime does.
// Each category of checks has a prefix for its cases checked (TYPE, with
// FFITYPE and LEGACYTYPE for the ABIs' type codes, NDIM, SHAPE, STRIDES,
// OFFSET, DEVICE, DATA, ALIGN) and one for them unchecked (NOTYPE, ...).
// DEFINE: %{ffi} = --check-prefixes=CHECK,FFI,FFITYPE
// DEFINE: %{legacy} = --check-prefixes=CHECK,LEGACY,LEGACYTYPE
// DEFINE: %{all} = TYPE,NDIM,SHAPE,STRIDES,OFFSET,DEVICE,DATA,ALIGN
// DEFINE: %{match} = --match-full-lines -DTYPE_ERROR=TypeError -DVALUE_ERROR=ValueError
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/bad_input.c %prim_runtime -o %t.ffi
// RUN: %t.ffi %t.ffi.so | FileCheck %s %{ffi},%{all} %{match}
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/bad_input.c %prim_runtime -o %t.legacy
// RUN: %t.legacy %t.legacy.so | FileCheck %s %{legacy},%{all} %{match}
// The same calls into the table form of the entry (forced here by a
// threshold of one buffer): the same statuses, bytes and messages.
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi --check-table-threshold=1 -o %t.ffi-table.so
// RUN: %t.ffi %t.ffi-table.so | FileCheck %s %{ffi},%{all} %{match}
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-legacy --check-table-threshold=1 -o %t.legacy-table.so
// RUN: %t.legacy %t.legacy-table.so | FileCheck %s %{legacy},%{all} %{match}
//
// With categories left out (--checks), their cases succeed and every other
// case still fails with its exact message, in both forms and ABIs. Without
// alignment, the promise of prim.align is not checked:
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi --checks=-alignment -o %t.noalign.so
// RUN: %t.ffi %t.noalign.so --unchecked=alignment | FileCheck %s %{ffi},TYPE,NDIM,SHAPE,STRIDES,OFFSET,DEVICE,DATA,NOALIGN %{match}
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi --check-table-threshold=1 --checks=-alignment -o %t.noalign-table.so
// RUN: %t.ffi %t.noalign-table.so --unchecked=alignment | FileCheck %s %{ffi},TYPE,NDIM,SHAPE,STRIDES,OFFSET,DEVICE,DATA,NOALIGN %{match}
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi --checks=-shape,-device,-data -o %t.some.so
// RUN: %t.ffi %t.some.so --unchecked=shape,device,data | FileCheck %s %{ffi},TYPE,NDIM,NOSHAPE,STRIDES,OFFSET,NODEVICE,NODATA,ALIGN %{match}
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-legacy --check-table-threshold=1 --checks=type_code,shape,data,alignment -o %t.legacy-some-table.so
// RUN: %t.legacy %t.legacy-some-table.so --unchecked=ndim_dtype,strides,byte_offset,device | FileCheck %s %{legacy},TYPE,NONDIM,SHAPE,NOSTRIDES,NOOFFSET,NODEVICE,DATA,ALIGN %{match}
// With none, only the argument count and array are checked:
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-legacy --checks=none -o %t.none.so
// RUN: %t.legacy %t.none.so --unchecked=type_code,ndim_dtype,shape,strides,byte_offset,device,data,alignment | FileCheck %s --check-prefixes=CHECK,LEGACY,NOTYPE,NONDIM,NOSHAPE,NOSTRIDES,NOOFFSET,NODEVICE,NODATA,NOALIGN %{match}
// A function's own checks(...) win over the module's --checks:
// RUN: sed 's/%%h: !prim.handle) {/%%h: !prim.handle) checks(ndim_dtype, strides, byte_offset, alignment) {/' %s > %t.attr.mlir
// RUN: prim-compile %t.attr.mlir --emit=shared %prim_sanitize --abi=tvm-ffi --check-table-threshold=1 --checks=none -o %t.attr-table.so
// RUN: %t.ffi %t.attr-table.so --unchecked=type_code,shape,device,data | FileCheck %s --check-prefixes=CHECK,FFI,NOTYPE,NDIM,NOSHAPE,STRIDES,OFFSET,NODEVICE,NODATA,ALIGN %{match}
// RUN: prim-compile %t.attr.mlir --emit=shared %prim_sanitize --abi=tvm-legacy --checks=none -o %t.attr.so
// RUN: %t.legacy %t.attr.so --unchecked=type_code,shape,device,data | FileCheck %s --check-prefixes=CHECK,LEGACY,NOTYPE,NDIM,NOSHAPE,STRIDES,OFFSET,NODEVICE,NODATA,ALIGN %{match}

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
// FFITYPE-NEXT: int for a tensor: -1 [[TYPE_ERROR]]: checked: argument #0: expected a tensor (type code 7, 70), found type code 1
// LEGACYTYPE-NEXT: int for a tensor: -1 [[TYPE_ERROR]]: checked: argument #0: expected a tensor (type code 7, 13), found type code 0
// FFITYPE-NEXT: float for a tensor: -1 [[TYPE_ERROR]]: checked: argument #1: expected a tensor (type code 7, 70), found type code 3
// LEGACYTYPE-NEXT: float for a tensor: -1 [[TYPE_ERROR]]: checked: argument #1: expected a tensor (type code 7, 13), found type code 2
// FFITYPE-NEXT: float for an int: -1 [[TYPE_ERROR]]: checked: argument #2: expected an integer (type code 1, 2), found type code 3
// LEGACYTYPE-NEXT: float for an int: -1 [[TYPE_ERROR]]: checked: argument #2: expected an integer (type code 0, 15), found type code 2
// FFITYPE-NEXT: handle for a float: -1 [[TYPE_ERROR]]: checked: argument #3: expected a float (type code 3, 1, 2), found type code 4
// LEGACYTYPE-NEXT: handle for a float: -1 [[TYPE_ERROR]]: checked: argument #3: expected a float (type code 2, 0, 15), found type code 3
// FFITYPE-NEXT: float for a handle: -1 [[TYPE_ERROR]]: checked: argument #4: expected a handle (type code 4, 0, 7), found type code 3
// LEGACYTYPE-NEXT: float for a handle: -1 [[TYPE_ERROR]]: checked: argument #4: expected a handle (type code 3, 4, 7, 13), found type code 2
// NOTYPE-NEXT: int for a tensor: skipped
// NOTYPE-NEXT: float for a tensor: skipped
// NOTYPE-NEXT: float for an int: 0
// NOTYPE-NEXT: handle for a float: 0
// NOTYPE-NEXT: float for a handle: 0
// TYPE-NEXT: NULL DLTensor: -1 [[TYPE_ERROR]]: checked: argument #0: expected a non-NULL DLTensor*
// NOTYPE-NEXT: NULL DLTensor: skipped
// NDIM-NEXT: ndim: -1 [[VALUE_ERROR]]: checked: argument #0: expected ndim 2, found 3
// NDIM-NEXT: dtype code: -1 [[TYPE_ERROR]]: checked: argument #0: expected dtype code 2, found 0
// NDIM-NEXT: dtype bits: -1 [[TYPE_ERROR]]: checked: argument #0: expected dtype bits 32, found 64
// NDIM-NEXT: dtype lanes: -1 [[TYPE_ERROR]]: checked: argument #1: expected dtype lanes 1, found 4
// NONDIM-NEXT: ndim: 0
// NONDIM-NEXT: dtype code: 0
// NONDIM-NEXT: dtype bits: 0
// NONDIM-NEXT: dtype lanes: 0
// SHAPE-NEXT: static dim A[0]: -1 [[VALUE_ERROR]]: checked: argument #0: expected shape[0] == 2, found 3
// SHAPE-NEXT: static dim A[1]: -1 [[VALUE_ERROR]]: checked: argument #0: expected shape[1] == 3, found 4
// SHAPE-NEXT: static dim B[1]: -1 [[VALUE_ERROR]]: checked: argument #1: expected shape[1] == 3, found 2
// NOSHAPE-NEXT: static dim A[0]: 0
// NOSHAPE-NEXT: static dim A[1]: 0
// NOSHAPE-NEXT: static dim B[1]: 0
// STRIDES-NEXT: non-compact strides: -1 [[VALUE_ERROR]]: checked: argument #0: expected compact strides, found strides[0] == 4
// NOSTRIDES-NEXT: non-compact strides: 0
// CHECK-NEXT: compact strides given explicitly: 0
// CHECK-NEXT: any stride for a dim of extent 1: 0
// CHECK-NEXT: device_id 1 for both: 0
// CHECK-NEXT: A as an owning tensor: 0
// OFFSET-NEXT: byte_offset 2: -1 [[VALUE_ERROR]]: checked: argument #0: expected a byte_offset divisible by 4, found 2
// OFFSET-NEXT: byte_offset 4: -1 [[VALUE_ERROR]]: checked: argument #1: expected byte_offset 0, found 4
// NOOFFSET-NEXT: byte_offset 2: 0
// NOOFFSET-NEXT: byte_offset 4: 0
// DEVICE-NEXT: device type: -1 [[VALUE_ERROR]]: checked: argument #0: expected device_type 1 (CPU), found 2
// DEVICE-NEXT: device id: -1 [[VALUE_ERROR]]: checked: argument #1: expected the device_id of argument #0, found 1
// NODEVICE-NEXT: device type: 0
// NODEVICE-NEXT: device id: 0
// DATA-NEXT: NULL data: -1 [[VALUE_ERROR]]: checked: argument #0: expected non-NULL data
// NODATA-NEXT: NULL data: skipped
// ALIGN-NEXT: misaligned data: -1 [[VALUE_ERROR]]: checked: argument #0: expected data aligned to 64 bytes, found an address 4 bytes past a multiple of 64
// NOALIGN-NEXT: misaligned data: 0
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed
