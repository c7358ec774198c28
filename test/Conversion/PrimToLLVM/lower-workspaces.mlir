// prim-lower-workspaces: a static allocation below stack-limit bytes goes on
// the stack, at the top of the function; a larger or dynamic one goes
// through the ABI's workspace allocator, with the device and dtype hints and
// its result noalias (a fresh allocation), and every return frees what is
// still live.
// RUN: prim-opt %s --split-input-file --convert-prim-to-llvm --prim-lower-workspaces | FileCheck %s --check-prefixes=CHECK,STACK
// RUN: prim-opt %s --split-input-file --convert-prim-to-llvm --prim-lower-workspaces=stack-limit=64 | FileCheck %s --check-prefixes=CHECK,LIMIT64
// RUN: prim-opt %s --split-input-file --convert-prim-to-llvm --prim-lower-workspaces=abi=tvm-legacy | FileCheck %s --check-prefix=LEGACY

// 64 bytes: below the default limit (1024, TVM's kMaxStackAlloca), so on the
// stack and its dealloc gone; at stack-limit=64 a workspace.
// CHECK-LABEL: llvm.func @small(
// STACK-NEXT: %[[T:.*]] = memref.alloca() {alignment = 16 : i64} : memref<16xf32>
// STACK-NOT: TVMBackend
// STACK-NOT: memref.dealloc
// STACK: llvm.return
// LIMIT64: llvm.call %{{.*}}(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : !llvm.ptr, (i32, i32, i64, i32, i32) -> (!llvm.ptr {llvm.noalias})
// LEGACY-LABEL: llvm.func @small(
// LEGACY-NEXT: memref.alloca()
prim.func @small(%out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() {alignment = 16 : i64} : memref<16xf32>
  %v = memref.load %t[%c0] : memref<16xf32>
  memref.store %v, %out[%c0] : memref<4xf32>
  memref.dealloc %t : memref<16xf32>
  prim.return
}

// -----

// A dynamic allocation: one slot, emptied at the top; the size checked (n
// not negative, 4 * n without overflow); the allocator and the free
// function must both be there; TVMBackendAllocWorkspace(kDLCPU = 1, 0,
// 4 * n, kDLFloat = 2, 32); a NULL result reports and returns -1; the
// buffer's pointer goes into the slot. The prim.assert after it frees the
// workspace on its failure path; the dealloc frees what the slot holds (an
// empty slot: freed already, an error) and empties it.
// CHECK-LABEL: llvm.func @dynamic(
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[SLOT:.*]] = llvm.alloca %[[ONE]] x !llvm.ptr {alignment = 8 : i64}
// CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.store %[[NULL]], %[[SLOT]]
// CHECK: %[[ELEM:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[NOTNEG:.*]] = llvm.icmp "sge" %[[N]], %[[ZERO]] : i64
// CHECK-NEXT: %[[PRODUCT:.*]] = "llvm.intr.smul.with.overflow"(%[[ELEM]], %[[N]]) : (i64, i64) -> !llvm.struct<(i64, i1)>
// CHECK-NEXT: %[[BYTES:.*]] = llvm.extractvalue %[[PRODUCT]][0]
// CHECK-NEXT: %[[OVERFLOW:.*]] = llvm.extractvalue %[[PRODUCT]][1]
// CHECK-NEXT: %[[TRUE:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %[[FITS:.*]] = llvm.xor %[[OVERFLOW]], %[[TRUE]] : i1
// CHECK-NEXT: %[[VALID:.*]] = llvm.and %[[NOTNEG]], %[[FITS]] : i1
// CHECK-NEXT: llvm.cond_br %[[VALID]] weights([1048576, 1]), ^[[SIZED:.*]], ^[[BADSIZE:.*]]
// CHECK-NEXT: ^[[BADSIZE]]:
// CHECK: llvm.call %{{.*}}(%{{.*}}, %{{.*}}) : !llvm.ptr, (!llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.return
// CHECK-NEXT: ^[[SIZED]]:
// CHECK: %[[ALLOCP:.*]] = llvm.mlir.addressof @__TVMBackendAllocWorkspace
// CHECK-NEXT: %[[ALLOC:.*]] = llvm.load %[[ALLOCP]]
// CHECK-NEXT: %[[FREEP:.*]] = llvm.mlir.addressof @__TVMBackendFreeWorkspace
// CHECK-NEXT: %[[FREE:.*]] = llvm.load %[[FREEP]]
// CHECK-NEXT: %[[HASALLOC:.*]] = llvm.icmp "ne" %[[ALLOC]]
// CHECK-NEXT: %[[HASFREE:.*]] = llvm.icmp "ne" %[[FREE]]
// CHECK-NEXT: %[[HAS:.*]] = llvm.and %[[HASALLOC]], %[[HASFREE]] : i1
// CHECK-NEXT: llvm.cond_br %[[HAS]] weights([1048576, 1]), ^[[CALL:.*]], ^[[MISSING:.*]]
// CHECK-NEXT: ^[[MISSING]]:
// CHECK: llvm.call %{{.*}}(%{{.*}}, %{{.*}}) : !llvm.ptr, (!llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.return
// CHECK: ^[[CALL]]:
// CHECK-NEXT: %[[CPU:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[ID:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[CODE:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[BITS:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT: %[[DATA:.*]] = llvm.call %[[ALLOC]](%[[CPU]], %[[ID]], %[[BYTES]], %[[CODE]], %[[BITS]]) : !llvm.ptr, (i32, i32, i64, i32, i32) -> (!llvm.ptr {llvm.noalias})
// CHECK-NEXT: %[[GOT:.*]] = llvm.icmp "ne" %[[DATA]]
// CHECK-NEXT: llvm.cond_br %[[GOT]] weights([1048576, 1]), ^[[GOOD:.*]], ^[[NULLDATA:.*]]
// CHECK-NEXT: ^[[NULLDATA]]:
// CHECK: llvm.call @__prim_raise_formatted(%{{.*}}, %{{.*}}, %[[BYTES]])
// CHECK: ^[[GOOD]]:
// CHECK-NEXT: llvm.store %[[DATA]], %[[SLOT]]
// The failed prim.assert: report, free the live workspace, return -1.
// CHECK: llvm.cond_br %{{.*}} weights([1048576, 1]), ^[[PASS:.*]], ^[[FAIL:.*]]
// CHECK-NEXT: ^[[FAIL]]:
// CHECK: %[[LIVE:.*]] = llvm.load %[[SLOT]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.zero
// CHECK-NEXT: %[[ISLIVE:.*]] = llvm.icmp "ne" %[[LIVE]], %[[Z]]
// CHECK-NEXT: llvm.cond_br %[[ISLIVE]], ^[[DOFREE:.*]], ^[[RET:.*]]
// CHECK-NEXT: ^[[DOFREE]]:
// CHECK: llvm.call %{{.*}}(%{{.*}}, %{{.*}}, %[[LIVE]]) : !llvm.ptr, (i32, i32, !llvm.ptr) -> i32
// CHECK-NEXT: llvm.br ^[[RET]]
// CHECK-NEXT: ^[[RET]]:
// CHECK-NEXT: llvm.return
// The dealloc: free, empty the slot, check the status.
// CHECK: ^[[PASS]]:
// CHECK: %[[HELD:.*]] = llvm.load %[[SLOT]] : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.cond_br %{{.*}} weights([1048576, 1]), ^[[HELDOK:.*]], ^[[TWICE:.*]]
// CHECK-NEXT: ^[[TWICE]]:
// CHECK: llvm.return
// CHECK: ^[[HELDOK]]:
// CHECK: %[[STATUS:.*]] = llvm.call %{{.*}}(%{{.*}}, %{{.*}}, %[[HELD]]) : !llvm.ptr, (i32, i32, !llvm.ptr) -> i32
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.zero
// CHECK-NEXT: llvm.store %[[Z2]], %[[SLOT]]
// LEGACY-LABEL: llvm.func @dynamic(
// LEGACY: llvm.mlir.addressof @__TVMBackendAllocWorkspace
// LEGACY: llvm.mlir.addressof @__TVMAPISetLastError
prim.func @dynamic(%out: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %t = memref.alloc(%n) : memref<?xf32>
  %v = memref.load %t[%c0] : memref<?xf32>
  %ok = arith.cmpi sgt, %n, %c0 : index
  prim.assert %ok, "n must be positive"
  memref.store %v, %out[%c0] : memref<?xf32>
  memref.dealloc %t : memref<?xf32>
  prim.return
}

// -----

// The dtype hints of an i8 and of an f64 workspace (8 bits; kDLFloat = 2,
// 64 bits) and their sizes.
// CHECK-LABEL: llvm.func @hints(
// CHECK: llvm.mlir.constant(2048 : i64) : i64
// CHECK: %[[BITS8:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: llvm.call %{{.*}}(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[BITS8]]) : !llvm.ptr, (i32, i32, i64, i32, i32) -> (!llvm.ptr {llvm.noalias})
// CHECK: llvm.mlir.constant(300 : i64) : i64
// CHECK: %[[F:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[BITS64:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT: llvm.call %{{.*}}(%{{.*}}, %{{.*}}, %{{.*}}, %[[F]], %[[BITS64]]) : !llvm.ptr, (i32, i32, i64, i32, i32) -> (!llvm.ptr {llvm.noalias})
prim.func @hints() {
  %a = memref.alloca() : memref<2048xi8>
  %b = memref.alloc() : memref<300xf64>
  prim.return
}
