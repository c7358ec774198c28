// prim-lower-calls on its own (after prim-make-packed-api has declared the
// callees' entry points): the call region is allocated in the entry block and
// shared by sibling calls; each argument gets its ABI slot and type code; each
// buffer gets a DLTensor whose fields land at dlpack.h's offsets (data 0,
// device 8/12, ndim 16, dtype 20 (one little-endian word: code | bits << 8 | lanes << 16), shape 24, strides 32, byte_offset 40);
// the resource handle goes where the ABI puts it; every call is followed by
// prim.check_status, which convert-prim-to-llvm turns into "return -1".
// RUN: prim-opt %s --split-input-file --prim-make-packed-api=abi=tvm-ffi | prim-opt --split-input-file --prim-lower-calls=abi=tvm-ffi | FileCheck %s --check-prefixes=CHECK,FFI
// RUN: prim-opt %s --split-input-file --prim-make-packed-api=abi=tvm-legacy | prim-opt --split-input-file --prim-lower-calls=abi=tvm-legacy | FileCheck %s --check-prefixes=CHECK,LEGACY
// The status check: a non-zero status makes the caller return -1.
// RUN: prim-opt %s --split-input-file --prim-make-packed-api=abi=tvm-ffi | prim-opt --split-input-file --prim-lower-calls=abi=tvm-ffi --convert-prim-to-llvm=abi=tvm-ffi | FileCheck %s --check-prefix=STATUS

prim.func private @ext(memref<4x5xf32>, i64, f32) -> i32
prim.func private @one(%A: memref<4x5xf32>, %n: i64, %x: f32) -> i32 {
  %r = prim.call_cpacked @ext(%A, %n, %x) : (memref<4x5xf32>, i64, f32) -> i32
  prim.return %r : i32
}

// CHECK-LABEL: prim.func private @one(
// CHECK-SAME: %[[A:[^:]*]]: memref<4x5xf32>, %[[N:[^:]*]]: i64, %[[X:[^:]*]]: f32) -> i32 {
// The region, at the top of the entry block: the lookup slot, the shape and
// stride arrays (2 x rank i64), one 48-byte DLTensor, then the ABI's slots.
// CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: llvm.alloca %[[C1]] x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[DIMS:.*]] = llvm.alloca %[[C4]] x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[C6:.*]] = llvm.mlir.constant(6 : i64) : i64
// CHECK-NEXT: %[[T:.*]] = llvm.alloca %[[C6]] x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// tvm-ffi: a 16-byte TVMFFIAny result and three 16-byte TVMFFIAny slots.
// FFI-NEXT: %[[C2:.*]] = llvm.mlir.constant(2 : i64) : i64
// FFI-NEXT: %[[RESULT:.*]] = llvm.alloca %[[C2]] x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// FFI-NEXT: %[[C6B:.*]] = llvm.mlir.constant(6 : i64) : i64
// FFI-NEXT: %[[ARGS:.*]] = llvm.alloca %[[C6B]] x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// Legacy: the result code and TVMValue, then three type codes and three
// 8-byte TVMValues.
// LEGACY-NEXT: %[[C1B:.*]] = llvm.mlir.constant(1 : i64) : i64
// LEGACY-NEXT: %[[RCODE:.*]] = llvm.alloca %[[C1B]] x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
// LEGACY-NEXT: %[[C1C:.*]] = llvm.mlir.constant(1 : i64) : i64
// LEGACY-NEXT: %[[RVALUE:.*]] = llvm.alloca %[[C1C]] x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// LEGACY-NEXT: %[[C3:.*]] = llvm.mlir.constant(3 : i64) : i64
// LEGACY-NEXT: %[[CODES:.*]] = llvm.alloca %[[C3]] x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
// LEGACY-NEXT: %[[C3B:.*]] = llvm.mlir.constant(3 : i64) : i64
// LEGACY-NEXT: %[[VALUES:.*]] = llvm.alloca %[[C3B]] x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// The buffer's descriptor: data pointer; static offset, sizes and strides
// as constants.
// CHECK-NEXT: %[[DESC:.*]] = builtin.unrealized_conversion_cast %[[A]] : memref<4x5xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[DATA:.*]] = llvm.extractvalue %[[DESC]][1]
// CHECK-NEXT: %[[OFFSET:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[SIZE0:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[STRIDE0:.*]] = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT: %[[SIZE1:.*]] = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT: %[[STRIDE1:.*]] = llvm.mlir.constant(1 : i64) : i64
// DLTensor.data
// CHECK-NEXT: llvm.store %[[DATA]], %[[T]] : !llvm.ptr, !llvm.ptr
// DLTensor.device = {kDLCPU = 1, 0}
// CHECK-NEXT: %[[V:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// CHECK-NEXT: %[[V:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T]][12] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// DLTensor.ndim = 2
// CHECK-NEXT: %[[V:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T]][16] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// DLTensor.dtype = {kDLFloat = 2, 32, 1} as one word: 2 | 32 << 8 | 1 << 16
// CHECK-NEXT: %[[V:.*]] = llvm.mlir.constant(73730 : i32) : i32
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T]][20] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// DLTensor.shape = {4, 5}, in the region's dims array.
// CHECK-NEXT: llvm.store %[[SIZE0]], %[[DIMS]] : i64, !llvm.ptr
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[DIMS]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[SIZE1]], %[[F]] : i64, !llvm.ptr
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T]][24] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[DIMS]], %[[F]] : !llvm.ptr, !llvm.ptr
// DLTensor.strides = {5, 1}, after the shape: DLPack 1.2 forbids NULL.
// CHECK-NEXT: %[[STRIDES:.*]] = llvm.getelementptr inbounds %[[DIMS]][16] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[STRIDE0]], %[[STRIDES]] : i64, !llvm.ptr
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[STRIDES]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[STRIDE1]], %[[F]] : i64, !llvm.ptr
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T]][32] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[STRIDES]], %[[F]] : !llvm.ptr, !llvm.ptr
// DLTensor.byte_offset = offset * sizeof(float), which cannot overflow.
// CHECK-NEXT: %[[V:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[BYTES:.*]] = llvm.mul %[[OFFSET]], %[[V]] overflow<nsw, nuw> : i64
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T]][40] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[BYTES]], %[[F]] : i64, !llvm.ptr

// tvm-ffi slots {type_index, zero padding, value}: DLTensorPtr (7), Int (1),
// Float (3) with the f32 widened to f64.
// FFI-NEXT: %[[V:.*]] = llvm.mlir.constant(7 : i32) : i32
// FFI-NEXT: llvm.store %[[V]], %[[ARGS]] : i32, !llvm.ptr
// FFI-NEXT: %[[V:.*]] = llvm.mlir.constant(0 : i32) : i32
// FFI-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[ARGS]][4] : (!llvm.ptr) -> !llvm.ptr, i8
// FFI-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// FFI-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[ARGS]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// FFI-NEXT: llvm.store %[[T]], %[[F]] : !llvm.ptr, !llvm.ptr
// FFI-NEXT: %[[SLOT:.*]] = llvm.getelementptr inbounds %[[ARGS]][16] : (!llvm.ptr) -> !llvm.ptr, i8
// FFI-NEXT: %[[V:.*]] = llvm.mlir.constant(1 : i32) : i32
// FFI-NEXT: llvm.store %[[V]], %[[SLOT]] : i32, !llvm.ptr
// FFI-NEXT: %[[V:.*]] = llvm.mlir.constant(0 : i32) : i32
// FFI-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[SLOT]][4] : (!llvm.ptr) -> !llvm.ptr, i8
// FFI-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// FFI-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[SLOT]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// FFI-NEXT: llvm.store %[[N]], %[[F]] : i64, !llvm.ptr
// FFI-NEXT: %[[XD:.*]] = llvm.fpext %[[X]] : f32 to f64
// FFI-NEXT: %[[SLOT:.*]] = llvm.getelementptr inbounds %[[ARGS]][32] : (!llvm.ptr) -> !llvm.ptr, i8
// FFI-NEXT: %[[V:.*]] = llvm.mlir.constant(3 : i32) : i32
// FFI-NEXT: llvm.store %[[V]], %[[SLOT]] : i32, !llvm.ptr
// FFI-NEXT: %[[V:.*]] = llvm.mlir.constant(0 : i32) : i32
// FFI-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[SLOT]][4] : (!llvm.ptr) -> !llvm.ptr, i8
// FFI-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// FFI-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[SLOT]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// FFI-NEXT: llvm.store %[[XD]], %[[F]] : f64, !llvm.ptr
// The result is preset to None (type index 0, padding 0, value 0).
// FFI-NEXT: %[[ZERO64:.*]] = llvm.mlir.constant(0 : i64) : i64
// FFI-NEXT: %[[V:.*]] = llvm.mlir.constant(0 : i32) : i32
// FFI-NEXT: llvm.store %[[V]], %[[RESULT]] : i32, !llvm.ptr
// FFI-NEXT: %[[V:.*]] = llvm.mlir.constant(0 : i32) : i32
// FFI-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[RESULT]][4] : (!llvm.ptr) -> !llvm.ptr, i8
// FFI-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// FFI-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[RESULT]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// FFI-NEXT: llvm.store %[[ZERO64]], %[[F]] : i64, !llvm.ptr
// The entry point, with a NULL resource handle first.
// FFI-NEXT: %[[HANDLE:.*]] = llvm.mlir.zero : !llvm.ptr
// FFI-NEXT: %[[NUM:.*]] = llvm.mlir.constant(3 : i32) : i32
// FFI-NEXT: %[[RC:.*]] = llvm.call @__tvm_ffi_ext(%[[HANDLE]], %[[ARGS]], %[[NUM]], %[[RESULT]]) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i32
// FFI-NEXT: prim.check_status %[[RC]] : i32
// The i32 result, from the TVMFFIAny's value.
// FFI-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[RESULT]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// FFI-NEXT: %[[WIDE:.*]] = llvm.load %[[F]] : !llvm.ptr -> i64
// FFI-NEXT: %[[R:.*]] = llvm.trunc %[[WIDE]] : i64 to i32
// FFI-NEXT: prim.return %[[R]] : i32

// Legacy: each 8-byte TVMValue, then its type code: DLTensorHandle (7),
// Int (0), Float (2).
// LEGACY-NEXT: llvm.store %[[T]], %[[VALUES]] : !llvm.ptr, !llvm.ptr
// LEGACY-NEXT: %[[V:.*]] = llvm.mlir.constant(7 : i32) : i32
// LEGACY-NEXT: llvm.store %[[V]], %[[CODES]] : i32, !llvm.ptr
// LEGACY-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[VALUES]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// LEGACY-NEXT: llvm.store %[[N]], %[[F]] : i64, !llvm.ptr
// LEGACY-NEXT: %[[V:.*]] = llvm.mlir.constant(0 : i32) : i32
// LEGACY-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[CODES]][4] : (!llvm.ptr) -> !llvm.ptr, i8
// LEGACY-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// LEGACY-NEXT: %[[XD:.*]] = llvm.fpext %[[X]] : f32 to f64
// LEGACY-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[VALUES]][16] : (!llvm.ptr) -> !llvm.ptr, i8
// LEGACY-NEXT: llvm.store %[[XD]], %[[F]] : f64, !llvm.ptr
// LEGACY-NEXT: %[[V:.*]] = llvm.mlir.constant(2 : i32) : i32
// LEGACY-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[CODES]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// LEGACY-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// The entry point, with a NULL resource handle last.
// LEGACY-NEXT: %[[HANDLE:.*]] = llvm.mlir.zero : !llvm.ptr
// LEGACY-NEXT: %[[NUM:.*]] = llvm.mlir.constant(3 : i32) : i32
// LEGACY-NEXT: %[[RC:.*]] = llvm.call @ext(%[[VALUES]], %[[CODES]], %[[NUM]], %[[RVALUE]], %[[RCODE]], %[[HANDLE]]) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
// LEGACY-NEXT: prim.check_status %[[RC]] : i32
// LEGACY-NEXT: %[[WIDE:.*]] = llvm.load %[[RVALUE]] : !llvm.ptr -> i64
// LEGACY-NEXT: %[[R:.*]] = llvm.trunc %[[WIDE]] : i64 to i32
// LEGACY-NEXT: prim.return %[[R]] : i32

// STATUS-LABEL: llvm.func internal @one(
// STATUS-SAME: %[[OUT:[^:]*]]: !llvm.ptr) -> i32 {
// STATUS: %[[RC:.*]] = llvm.call @__tvm_ffi_ext(%{{.*}}, %{{.*}}, %{{.*}}, %[[RESULT:.*]]) :
// STATUS-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// STATUS-NEXT: %[[OK:.*]] = llvm.icmp "eq" %[[RC]], %[[ZERO]] : i32
// STATUS-NEXT: llvm.cond_br %[[OK]] weights([1048576, 1]), ^[[CONTINUE:bb[0-9]+]], ^[[FAIL:bb[0-9]+]]
// STATUS-NEXT: ^[[FAIL]]:
// STATUS-NEXT: %[[MINUS1:.*]] = llvm.mlir.constant(-1 : i32) : i32
// STATUS-NEXT: llvm.return %[[MINUS1]] : i32
// STATUS-NEXT: ^[[CONTINUE]]:
// STATUS-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[RESULT]][8]
// STATUS-NEXT: %[[WIDE:.*]] = llvm.load %[[F]] : !llvm.ptr -> i64
// STATUS-NEXT: %[[R:.*]] = llvm.trunc %[[WIDE]] : i64 to i32
// STATUS-NEXT: llvm.store %[[R]], %[[OUT]] : i32, !llvm.ptr
// STATUS-NEXT: %[[OK0:.*]] = llvm.mlir.constant(0 : i32) : i32
// STATUS-NEXT: llvm.return %[[OK0]] : i32

// -----

// Two sibling calls share one region, sized by the larger call: the DLTensor
// array holds two tensors (2 x 48 bytes), the dims array the four i64 of
// either call, and the slots three arguments. The second call stores into
// the same allocas; a strided buffer's DLTensor points at its strides, and
// its byte_offset is its element offset times the element size.
prim.func private @ext1(memref<4x5xf32>, i64, f32)
prim.func private @ext2(memref<?xf64, strided<[?], offset: ?>>, memref<2xi8>)
prim.func private @siblings(%A: memref<4x5xf32>, %B: memref<?xf64, strided<[?], offset: ?>>,
                            %C: memref<2xi8>, %n: i64, %x: f32) {
  prim.call_cpacked @ext1(%A, %n, %x) : (memref<4x5xf32>, i64, f32) -> ()
  prim.call_cpacked @ext2(%B, %C) : (memref<?xf64, strided<[?], offset: ?>>, memref<2xi8>) -> ()
  prim.return
}

// CHECK-LABEL: prim.func private @siblings(
// CHECK-SAME: %[[A:[^:]*]]: memref<4x5xf32>, %[[B:[^:]*]]: memref<?xf64, strided<[?], offset: ?>>, %[[C:[^:]*]]: memref<2xi8>,
// CHECK-NEXT: llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: llvm.alloca %{{.*}} x !llvm.ptr
// CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[DIMS:.*]] = llvm.alloca %[[C4]] x i64 {alignment = 8 : i64}
// CHECK-NEXT: %[[C12:.*]] = llvm.mlir.constant(12 : i64) : i64
// CHECK-NEXT: %[[T:.*]] = llvm.alloca %[[C12]] x i64 {alignment = 8 : i64}
// FFI-NEXT: llvm.mlir.constant(2 : i64) : i64
// FFI-NEXT: %[[RESULT:.*]] = llvm.alloca %{{.*}} x i64
// FFI-NEXT: %[[C6:.*]] = llvm.mlir.constant(6 : i64) : i64
// FFI-NEXT: %[[ARGS:.*]] = llvm.alloca %[[C6]] x i64
// LEGACY-NEXT: llvm.mlir.constant(1 : i64) : i64
// LEGACY-NEXT: %[[RCODE:.*]] = llvm.alloca %{{.*}} x i32
// LEGACY-NEXT: llvm.mlir.constant(1 : i64) : i64
// LEGACY-NEXT: %[[RVALUE:.*]] = llvm.alloca %{{.*}} x i64
// LEGACY-NEXT: %[[C3:.*]] = llvm.mlir.constant(3 : i64) : i64
// LEGACY-NEXT: %[[CODES:.*]] = llvm.alloca %[[C3]] x i32
// LEGACY-NEXT: %[[C3B:.*]] = llvm.mlir.constant(3 : i64) : i64
// LEGACY-NEXT: %[[VALUES:.*]] = llvm.alloca %[[C3B]] x i64
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[A]]
// CHECK-NOT: llvm.alloca
// FFI: llvm.call @__tvm_ffi_ext1(%{{.*}}, %[[ARGS]], %{{.*}}, %[[RESULT]])
// LEGACY: llvm.call @ext1(%[[VALUES]], %[[CODES]], %{{.*}}, %[[RVALUE]], %[[RCODE]], %{{.*}})
// CHECK-NEXT: prim.check_status
// The second call: %B's dynamic offset, size and stride from its descriptor.
// CHECK-NEXT: %[[DESC:.*]] = builtin.unrealized_conversion_cast %[[B]]
// CHECK-NEXT: %[[DATA:.*]] = llvm.extractvalue %[[DESC]][1]
// CHECK-NEXT: %[[OFFSET:.*]] = llvm.extractvalue %[[DESC]][2]
// CHECK-NEXT: %[[SIZE:.*]] = llvm.extractvalue %[[DESC]][3, 0]
// CHECK-NEXT: %[[STRIDE:.*]] = llvm.extractvalue %[[DESC]][4, 0]
// Its DLTensor is the region's first again.
// CHECK-NEXT: llvm.store %[[DATA]], %[[T]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.getelementptr inbounds %[[T]][8]
// CHECK-NEXT: llvm.store
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.getelementptr inbounds %[[T]][12]
// CHECK-NEXT: llvm.store
// CHECK-NEXT: %[[V:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T]][16]
// CHECK-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// f64: {kDLFloat = 2, 64, 1} as one word: 2 | 64 << 8 | 1 << 16
// CHECK-NEXT: %[[V:.*]] = llvm.mlir.constant(81922 : i32) : i32
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T]][20]
// CHECK-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// shape = dims[0], strides = dims[1].
// CHECK-NEXT: llvm.store %[[SIZE]], %[[DIMS]] : i64, !llvm.ptr
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T]][24]
// CHECK-NEXT: llvm.store %[[DIMS]], %[[F]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[STRIDES:.*]] = llvm.getelementptr inbounds %[[DIMS]][8]
// CHECK-NEXT: llvm.store %[[STRIDE]], %[[STRIDES]] : i64, !llvm.ptr
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T]][32]
// CHECK-NEXT: llvm.store %[[STRIDES]], %[[F]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[EIGHT:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT: %[[BYTES:.*]] = llvm.mul %[[OFFSET]], %[[EIGHT]] overflow<nsw, nuw> : i64
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T]][40]
// CHECK-NEXT: llvm.store %[[BYTES]], %[[F]] : i64, !llvm.ptr
// FFI-NEXT: llvm.mlir.constant(7 : i32) : i32
// FFI-NEXT: llvm.store %{{.*}}, %[[ARGS]] : i32, !llvm.ptr
// LEGACY-NEXT: llvm.store %[[T]], %[[VALUES]] : !llvm.ptr, !llvm.ptr
// LEGACY-NEXT: llvm.mlir.constant(7 : i32) : i32
// LEGACY-NEXT: llvm.store %{{.*}}, %[[CODES]] : i32, !llvm.ptr
// %C's DLTensor is the region's second, at byte 48; its shape is dims[2].
// CHECK: %[[DESC:.*]] = builtin.unrealized_conversion_cast %[[C]]
// CHECK: %[[T2:.*]] = llvm.getelementptr inbounds %[[T]][48]
// ui8 would be {1, 8, 1}; i8 is {kDLInt = 0, 8, 1}: 0 | 8 << 8 | 1 << 16.
// CHECK: %[[V:.*]] = llvm.mlir.constant(67584 : i32) : i32
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T2]][20]
// CHECK-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// CHECK: %[[SHAPE:.*]] = llvm.getelementptr inbounds %[[DIMS]][16]
// CHECK-NEXT: llvm.store %{{.*}}, %[[SHAPE]] : i64, !llvm.ptr
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T2]][24]
// CHECK-NEXT: llvm.store %[[SHAPE]], %[[F]] : !llvm.ptr, !llvm.ptr
// CHECK-NOT: llvm.alloca
// FFI: llvm.call @__tvm_ffi_ext2(%{{.*}}, %[[ARGS]], %{{.*}}, %[[RESULT]])
// LEGACY: llvm.call @ext2(%[[VALUES]], %[[CODES]], %{{.*}}, %[[RVALUE]], %[[RCODE]], %{{.*}})
// CHECK-NEXT: prim.check_status
// CHECK-NEXT: prim.return

// -----

// Scalars: bool, i8, ui8 and index are widened to i64 (sign- or
// zero-extended), f64 is stored as is, handles as pointers; each has its
// ABI's type code. The resource handle is the entry point's first argument
// for tvm-ffi and its last for the legacy ABI.
prim.func private @ext(i1, i8, ui8, index, f64, !prim.handle)
prim.func private @forward(%b: i1, %c: i8, %u: ui8, %i: index, %d: f64, %p: !prim.handle,
                           %h: !prim.handle {prim.resource_handle}) {
  prim.call_cpacked @ext(%b, %c, %u, %i, %d, %p) resource_handle(%h) : (i1, i8, ui8, index, f64, !prim.handle) -> ()
  prim.return
}

// CHECK-LABEL: prim.func private @forward(
// CHECK-SAME: %[[B:[^:]*]]: i1, %[[C:[^:]*]]: i8, %[[U:[^:]*]]: ui8, %[[I:[^:]*]]: index, %[[D:[^:]*]]: f64, %[[P:[^:]*]]: !prim.handle, %[[H:[^:]*]]: !prim.handle {prim.resource_handle})
// No buffers: no DLTensor or dims array.
// CHECK-NEXT: llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: llvm.alloca %{{.*}} x !llvm.ptr
// FFI-NEXT: llvm.mlir.constant(2 : i64) : i64
// FFI-NEXT: %[[RESULT:.*]] = llvm.alloca %{{.*}} x i64
// FFI-NEXT: %[[C12:.*]] = llvm.mlir.constant(12 : i64) : i64
// FFI-NEXT: %[[ARGS:.*]] = llvm.alloca %[[C12]] x i64
// FFI-NEXT: %[[W:.*]] = llvm.zext %[[B]] : i1 to i64
// Bool (2)
// FFI-NEXT: %[[V:.*]] = llvm.mlir.constant(2 : i32) : i32
// FFI-NEXT: llvm.store %[[V]], %[[ARGS]] : i32, !llvm.ptr
// FFI-NEXT: llvm.mlir.constant(0 : i32) : i32
// FFI-NEXT: llvm.getelementptr inbounds %[[ARGS]][4]
// FFI-NEXT: llvm.store
// FFI-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[ARGS]][8]
// FFI-NEXT: llvm.store %[[W]], %[[F]] : i64, !llvm.ptr
// Int (1), sign-extended
// FFI-NEXT: %[[W:.*]] = llvm.sext %[[C]] : i8 to i64
// FFI-NEXT: %[[SLOT:.*]] = llvm.getelementptr inbounds %[[ARGS]][16]
// FFI-NEXT: %[[V:.*]] = llvm.mlir.constant(1 : i32) : i32
// FFI-NEXT: llvm.store %[[V]], %[[SLOT]] : i32, !llvm.ptr
// FFI-NEXT: llvm.mlir.constant(0 : i32) : i32
// FFI-NEXT: llvm.getelementptr inbounds %[[SLOT]][4]
// FFI-NEXT: llvm.store
// FFI-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[SLOT]][8]
// FFI-NEXT: llvm.store %[[W]], %[[F]] : i64, !llvm.ptr
// Int (1), zero-extended
// FFI-NEXT: %[[RAW:.*]] = builtin.unrealized_conversion_cast %[[U]] : ui8 to i8
// FFI-NEXT: %[[W:.*]] = llvm.zext %[[RAW]] : i8 to i64
// FFI-NEXT: %[[SLOT:.*]] = llvm.getelementptr inbounds %[[ARGS]][32]
// FFI-NEXT: %[[V:.*]] = llvm.mlir.constant(1 : i32) : i32
// FFI-NEXT: llvm.store %[[V]], %[[SLOT]] : i32, !llvm.ptr
// FFI-NEXT: llvm.mlir.constant(0 : i32) : i32
// FFI-NEXT: llvm.getelementptr inbounds %[[SLOT]][4]
// FFI-NEXT: llvm.store
// FFI-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[SLOT]][8]
// FFI-NEXT: llvm.store %[[W]], %[[F]] : i64, !llvm.ptr
// Int (1)
// FFI-NEXT: %[[W:.*]] = builtin.unrealized_conversion_cast %[[I]] : index to i64
// FFI-NEXT: %[[SLOT:.*]] = llvm.getelementptr inbounds %[[ARGS]][48]
// FFI-NEXT: %[[V:.*]] = llvm.mlir.constant(1 : i32) : i32
// FFI-NEXT: llvm.store %[[V]], %[[SLOT]] : i32, !llvm.ptr
// FFI-NEXT: llvm.mlir.constant(0 : i32) : i32
// FFI-NEXT: llvm.getelementptr inbounds %[[SLOT]][4]
// FFI-NEXT: llvm.store
// FFI-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[SLOT]][8]
// FFI-NEXT: llvm.store %[[W]], %[[F]] : i64, !llvm.ptr
// Float (3)
// FFI-NEXT: %[[SLOT:.*]] = llvm.getelementptr inbounds %[[ARGS]][64]
// FFI-NEXT: %[[V:.*]] = llvm.mlir.constant(3 : i32) : i32
// FFI-NEXT: llvm.store %[[V]], %[[SLOT]] : i32, !llvm.ptr
// FFI-NEXT: llvm.mlir.constant(0 : i32) : i32
// FFI-NEXT: llvm.getelementptr inbounds %[[SLOT]][4]
// FFI-NEXT: llvm.store
// FFI-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[SLOT]][8]
// FFI-NEXT: llvm.store %[[D]], %[[F]] : f64, !llvm.ptr
// OpaquePtr (4)
// FFI-NEXT: %[[W:.*]] = builtin.unrealized_conversion_cast %[[P]] : !prim.handle to !llvm.ptr
// FFI-NEXT: %[[SLOT:.*]] = llvm.getelementptr inbounds %[[ARGS]][80]
// FFI-NEXT: %[[V:.*]] = llvm.mlir.constant(4 : i32) : i32
// FFI-NEXT: llvm.store %[[V]], %[[SLOT]] : i32, !llvm.ptr
// FFI-NEXT: llvm.mlir.constant(0 : i32) : i32
// FFI-NEXT: llvm.getelementptr inbounds %[[SLOT]][4]
// FFI-NEXT: llvm.store
// FFI-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[SLOT]][8]
// FFI-NEXT: llvm.store %[[W]], %[[F]] : !llvm.ptr, !llvm.ptr
// FFI-NEXT: %[[HANDLE:.*]] = builtin.unrealized_conversion_cast %[[H]] : !prim.handle to !llvm.ptr
// FFI: %[[NUM:.*]] = llvm.mlir.constant(6 : i32) : i32
// FFI-NEXT: %[[RC:.*]] = llvm.call @__tvm_ffi_ext(%[[HANDLE]], %[[ARGS]], %[[NUM]], %[[RESULT]])
// FFI-NEXT: prim.check_status %[[RC]] : i32

// LEGACY-NEXT: llvm.mlir.constant(1 : i64) : i64
// LEGACY-NEXT: %[[RCODE:.*]] = llvm.alloca %{{.*}} x i32
// LEGACY-NEXT: llvm.mlir.constant(1 : i64) : i64
// LEGACY-NEXT: %[[RVALUE:.*]] = llvm.alloca %{{.*}} x i64
// LEGACY-NEXT: %[[C6:.*]] = llvm.mlir.constant(6 : i64) : i64
// LEGACY-NEXT: %[[CODES:.*]] = llvm.alloca %[[C6]] x i32
// LEGACY-NEXT: %[[C6B:.*]] = llvm.mlir.constant(6 : i64) : i64
// LEGACY-NEXT: %[[VALUES:.*]] = llvm.alloca %[[C6B]] x i64
// Int (0): TVM's legacy runtimes pass bools as ints.
// LEGACY-NEXT: %[[W:.*]] = llvm.zext %[[B]] : i1 to i64
// LEGACY-NEXT: llvm.store %[[W]], %[[VALUES]] : i64, !llvm.ptr
// LEGACY-NEXT: %[[V:.*]] = llvm.mlir.constant(0 : i32) : i32
// LEGACY-NEXT: llvm.store %[[V]], %[[CODES]] : i32, !llvm.ptr
// LEGACY-NEXT: %[[W:.*]] = llvm.sext %[[C]] : i8 to i64
// LEGACY-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[VALUES]][8]
// LEGACY-NEXT: llvm.store %[[W]], %[[F]] : i64, !llvm.ptr
// LEGACY-NEXT: %[[V:.*]] = llvm.mlir.constant(0 : i32) : i32
// LEGACY-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[CODES]][4]
// LEGACY-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// LEGACY-NEXT: %[[RAW:.*]] = builtin.unrealized_conversion_cast %[[U]] : ui8 to i8
// LEGACY-NEXT: %[[W:.*]] = llvm.zext %[[RAW]] : i8 to i64
// LEGACY-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[VALUES]][16]
// LEGACY-NEXT: llvm.store %[[W]], %[[F]] : i64, !llvm.ptr
// LEGACY-NEXT: %[[V:.*]] = llvm.mlir.constant(0 : i32) : i32
// LEGACY-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[CODES]][8]
// LEGACY-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// LEGACY-NEXT: %[[W:.*]] = builtin.unrealized_conversion_cast %[[I]] : index to i64
// LEGACY-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[VALUES]][24]
// LEGACY-NEXT: llvm.store %[[W]], %[[F]] : i64, !llvm.ptr
// LEGACY-NEXT: %[[V:.*]] = llvm.mlir.constant(0 : i32) : i32
// LEGACY-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[CODES]][12]
// LEGACY-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// Float (2)
// LEGACY-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[VALUES]][32]
// LEGACY-NEXT: llvm.store %[[D]], %[[F]] : f64, !llvm.ptr
// LEGACY-NEXT: %[[V:.*]] = llvm.mlir.constant(2 : i32) : i32
// LEGACY-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[CODES]][16]
// LEGACY-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// OpaqueHandle (3)
// LEGACY-NEXT: %[[W:.*]] = builtin.unrealized_conversion_cast %[[P]] : !prim.handle to !llvm.ptr
// LEGACY-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[VALUES]][40]
// LEGACY-NEXT: llvm.store %[[W]], %[[F]] : !llvm.ptr, !llvm.ptr
// LEGACY-NEXT: %[[V:.*]] = llvm.mlir.constant(3 : i32) : i32
// LEGACY-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[CODES]][20]
// LEGACY-NEXT: llvm.store %[[V]], %[[F]] : i32, !llvm.ptr
// LEGACY-NEXT: %[[HANDLE:.*]] = builtin.unrealized_conversion_cast %[[H]] : !prim.handle to !llvm.ptr
// LEGACY-NEXT: %[[NUM:.*]] = llvm.mlir.constant(6 : i32) : i32
// LEGACY-NEXT: %[[RC:.*]] = llvm.call @ext(%[[VALUES]], %[[CODES]], %[[NUM]], %[[RVALUE]], %[[RCODE]], %[[HANDLE]])
// LEGACY-NEXT: prim.check_status %[[RC]] : i32
// CHECK-NEXT: prim.return

// -----

// Only 0-d buffers: no dims array is needed, and the DLTensor's shape and
// strides are NULL (a regression: the shape pointer used to be taken from a
// dims array that was never allocated, and the pass crashed).
prim.func private @ext0(memref<f32>, memref<i8>)
prim.func private @scalars(%A: memref<f32>, %B: memref<i8>) {
  prim.call_cpacked @ext0(%A, %B) : (memref<f32>, memref<i8>) -> ()
  prim.return
}

// The lookup slot, then two DLTensors (12 x i64), then the ABI's slots:
// no dims array.
// CHECK-LABEL: prim.func private @scalars(
// CHECK-NEXT: llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: llvm.alloca %{{.*}} x !llvm.ptr
// CHECK-NEXT: %[[C12:.*]] = llvm.mlir.constant(12 : i64) : i64
// CHECK-NEXT: %[[T:.*]] = llvm.alloca %[[C12]] x i64
// CHECK: llvm.store %{{.*}}, %[[T]] : !llvm.ptr, !llvm.ptr
// ndim 0, dtype f32
// CHECK: llvm.mlir.constant(73730 : i32) : i32
// CHECK-NEXT: llvm.getelementptr inbounds %[[T]][20]
// CHECK-NEXT: llvm.store
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T]][24]
// CHECK-NEXT: llvm.store %[[Z]], %[[F]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr inbounds %[[T]][32]
// CHECK-NEXT: llvm.store %[[Z]], %[[F]] : !llvm.ptr, !llvm.ptr
