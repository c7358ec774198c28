// A callee whose buffer has a strided layout, called through call_cpacked
// with a subview, costs nothing after -O2 for either ABI: the caller has no
// alloca, no store of a type code or DLTensor field, no call, no check left;
// it is the same IR as calling the callee with call_tir, and its loads use
// the subview's row stride (8 floats = 32 bytes) and offset. That holds for
// a static layout, strided<[8, 1]>, and for a dynamic one,
// strided<[?, 1], offset: ?>, whose stride and offset the packed entry binds
// from the DLTensor's strides array and byte_offset.
// RUN: prim-compile %s -o %t.ffi.ll --abi=tvm-ffi -O2 %pinned_target
// RUN: prim-compile %s -o %t.legacy.ll --abi=tvm-legacy -O2 %pinned_target
// RUN: sed -n '/^define.*@via_packed(/,/^}/p' %t.ffi.ll > %t.ffi.packed
// RUN: sed -n '/^define.*@via_packed(/,/^}/p' %t.legacy.ll > %t.legacy.packed
// RUN: sed -n '/^define.*@via_dyn(/,/^}/p' %t.ffi.ll > %t.ffi.dyn
// RUN: sed -n '/^define.*@via_dyn(/,/^}/p' %t.legacy.ll > %t.legacy.dyn
// RUN: FileCheck %s --check-prefix=PACKED --input-file=%t.ffi.packed --implicit-check-not=alloca --implicit-check-not=call --implicit-check-not=memset --implicit-check-not='store i' --implicit-check-not='store ptr' --implicit-check-not=icmp --implicit-check-not='br '
// RUN: FileCheck %s --check-prefix=PACKED --input-file=%t.legacy.packed --implicit-check-not=alloca --implicit-check-not=call --implicit-check-not=memset --implicit-check-not='store i' --implicit-check-not='store ptr' --implicit-check-not=icmp --implicit-check-not='br '
// RUN: FileCheck %s --check-prefix=DYN --input-file=%t.ffi.dyn --implicit-check-not=alloca --implicit-check-not=call --implicit-check-not=memset --implicit-check-not='store i' --implicit-check-not='store ptr' --implicit-check-not=icmp --implicit-check-not='br '
// RUN: FileCheck %s --check-prefix=DYN --input-file=%t.legacy.dyn --implicit-check-not=alloca --implicit-check-not=call --implicit-check-not=memset --implicit-check-not='store i' --implicit-check-not='store ptr' --implicit-check-not=icmp --implicit-check-not='br '
// RUN: FileCheck %s --check-prefix=COUNT16 --input-file=%t.ffi.packed
// RUN: FileCheck %s --check-prefix=COUNT16 --input-file=%t.legacy.packed
// RUN: FileCheck %s --check-prefix=COUNT12 --input-file=%t.ffi.dyn
// RUN: FileCheck %s --check-prefix=COUNT12 --input-file=%t.legacy.dyn
// RUN: FileCheck %s --check-prefix=STORES16 --input-file=%t.ffi.packed
// RUN: FileCheck %s --check-prefix=STORES12 --input-file=%t.ffi.dyn
// The packed call and the call_tir give identical bodies, for both ABIs,
// once the define lines and metadata numbers are set aside.
// RUN: sed -n '/^define.*@direct(/,/^}/p' %t.ffi.ll | sed -e 's/^define.*/define/' -e 's/, !.*//' > %t.ffi.direct.body
// RUN: sed -e 's/^define.*/define/' -e 's/, !.*//' %t.ffi.packed > %t.ffi.packed.body
// RUN: diff %t.ffi.packed.body %t.ffi.direct.body
// RUN: sed -n '/^define.*@direct(/,/^}/p' %t.legacy.ll | sed -e 's/^define.*/define/' -e 's/, !.*//' > %t.legacy.direct.body
// RUN: sed -e 's/^define.*/define/' -e 's/, !.*//' %t.legacy.packed > %t.legacy.packed.body
// RUN: diff %t.legacy.packed.body %t.legacy.direct.body

// B = 2 * A over a 4x4 window with row stride 8.
prim.func @scale(%A: memref<4x4xf32, strided<[8, 1]>>, %B: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %a = memref.load %A[%i, %j] : memref<4x4xf32, strided<[8, 1]>>
      %b = arith.mulf %a, %two : f32
      memref.store %b, %B[%i, %j] : memref<4x4xf32>
    }
  }
  prim.return
}

// The same with the shape, the row stride and the offset dynamic.
prim.func @scale_dyn(%A: memref<?x?xf32, strided<[?, 1], offset: ?>>,
                     %B: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %m = memref.dim %A, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %a = memref.load %A[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
      %b = arith.mulf %a, %two : f32
      memref.store %b, %B[%i, %j] : memref<?x?xf32>
    }
  }
  prim.return
}

// The left 4x4 half of a 4x8 buffer.
prim.func @via_packed(%A: memref<4x8xf32>, %B: memref<4x4xf32>) api(unpacked) {
  %s = memref.subview %A[0, 0] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  prim.call_cpacked @scale(%s, %B) : (memref<4x4xf32, strided<[8, 1]>>, memref<4x4xf32>) -> ()
  prim.return
}

prim.func @direct(%A: memref<4x8xf32>, %B: memref<4x4xf32>) api(unpacked) {
  %s = memref.subview %A[0, 0] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  prim.call_tir @scale(%s, %B) : (memref<4x4xf32, strided<[8, 1]>>, memref<4x4xf32>) -> ()
  prim.return
}

// The 3x4 window at row 1, column 2 of a 4x8 buffer: offset 10 floats.
prim.func @via_dyn(%A: memref<4x8xf32>, %B: memref<3x4xf32>) api(unpacked) {
  %s = memref.subview %A[1, 2] [3, 4] [1, 1] : memref<4x8xf32> to memref<3x4xf32, strided<[8, 1], offset: 10>>
  %d = memref.cast %s : memref<3x4xf32, strided<[8, 1], offset: 10>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %b = memref.cast %B : memref<3x4xf32> to memref<?x?xf32>
  prim.call_cpacked @scale_dyn(%d, %b) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32>) -> ()
  prim.return
}

// Row 0 in full; then every address in order: A is read at byte
// 32 * i + 4 * j (the row stride of 8 floats), B written at 16 * i + 4 * j.
// PACKED-LABEL: define {{.*}}i32 @via_packed(ptr {{.*}}%0, ptr {{.*}}%1)
// PACKED-NEXT: {{^[a-z.]+}}:
// PACKED-NEXT: %[[A:.*]] = load float, ptr %0, align 4
// PACKED-NEXT: %[[B:.*]] = fmul float %[[A]], 2.000000e+00
// PACKED-NEXT: store float %[[B]], ptr %1, align 4
// PACKED-NEXT: %[[P:.*]] = getelementptr inbounds nuw i8, ptr %0, i64 4
// PACKED-NEXT: %[[A:.*]] = load float, ptr %[[P]], align 4
// PACKED-NEXT: %[[B:.*]] = fmul float %[[A]], 2.000000e+00
// PACKED-NEXT: %[[Q:.*]] = getelementptr inbounds nuw i8, ptr %1, i64 4
// PACKED-NEXT: store float %[[B]], ptr %[[Q]], align 4
// PACKED: getelementptr inbounds nuw i8, ptr %0, i64 8{{$}}
// PACKED: getelementptr inbounds nuw i8, ptr %0, i64 12{{$}}
// PACKED: getelementptr inbounds nuw i8, ptr %0, i64 32{{$}}
// PACKED: getelementptr inbounds nuw i8, ptr %0, i64 36{{$}}
// PACKED: getelementptr inbounds nuw i8, ptr %0, i64 40{{$}}
// PACKED: getelementptr inbounds nuw i8, ptr %0, i64 44{{$}}
// PACKED: getelementptr inbounds nuw i8, ptr %0, i64 64{{$}}
// PACKED: getelementptr inbounds nuw i8, ptr %0, i64 68{{$}}
// PACKED: getelementptr inbounds nuw i8, ptr %0, i64 72{{$}}
// PACKED: getelementptr inbounds nuw i8, ptr %0, i64 76{{$}}
// PACKED: getelementptr inbounds nuw i8, ptr %0, i64 96{{$}}
// PACKED: getelementptr inbounds nuw i8, ptr %0, i64 100{{$}}
// PACKED: getelementptr inbounds nuw i8, ptr %0, i64 104{{$}}
// PACKED: %[[P:.*]] = getelementptr inbounds nuw i8, ptr %0, i64 108
// PACKED-NEXT: %[[A:.*]] = load float, ptr %[[P]], align 4
// PACKED-NEXT: %[[B:.*]] = fmul float %[[A]], 2.000000e+00
// PACKED-NEXT: %[[Q:.*]] = getelementptr inbounds nuw i8, ptr %1, i64 60
// PACKED-NEXT: store float %[[B]], ptr %[[Q]], align 4
// PACKED-NEXT: ret i32 0
// PACKED-NEXT: }

// Sixteen (twelve) loads, and the stores at B's compact addresses.
// COUNT16-COUNT-16: load float
// COUNT16-NOT: load
// COUNT16: ret i32 0
// COUNT12-COUNT-12: load float
// COUNT12-NOT: load
// COUNT12: ret i32 0
// STORES16: store float %{{.*}}, ptr %1, align 4
// STORES16: getelementptr inbounds nuw i8, ptr %1, i64 4{{$}}
// STORES16: getelementptr inbounds nuw i8, ptr %1, i64 8{{$}}
// STORES16: getelementptr inbounds nuw i8, ptr %1, i64 12{{$}}
// STORES16: getelementptr inbounds nuw i8, ptr %1, i64 16{{$}}
// STORES16: getelementptr inbounds nuw i8, ptr %1, i64 20{{$}}
// STORES16: getelementptr inbounds nuw i8, ptr %1, i64 24{{$}}
// STORES16: getelementptr inbounds nuw i8, ptr %1, i64 28{{$}}
// STORES16: getelementptr inbounds nuw i8, ptr %1, i64 32{{$}}
// STORES16: getelementptr inbounds nuw i8, ptr %1, i64 36{{$}}
// STORES16: getelementptr inbounds nuw i8, ptr %1, i64 40{{$}}
// STORES16: getelementptr inbounds nuw i8, ptr %1, i64 44{{$}}
// STORES16: getelementptr inbounds nuw i8, ptr %1, i64 48{{$}}
// STORES16: getelementptr inbounds nuw i8, ptr %1, i64 52{{$}}
// STORES16: getelementptr inbounds nuw i8, ptr %1, i64 56{{$}}
// STORES16: getelementptr inbounds nuw i8, ptr %1, i64 60{{$}}
// STORES12: store float %{{.*}}, ptr %1, align 4
// STORES12: getelementptr inbounds nuw i8, ptr %1, i64 4{{$}}
// STORES12: getelementptr inbounds nuw i8, ptr %1, i64 8{{$}}
// STORES12: getelementptr inbounds nuw i8, ptr %1, i64 12{{$}}
// STORES12: getelementptr inbounds nuw i8, ptr %1, i64 16{{$}}
// STORES12: getelementptr inbounds nuw i8, ptr %1, i64 20{{$}}
// STORES12: getelementptr inbounds nuw i8, ptr %1, i64 24{{$}}
// STORES12: getelementptr inbounds nuw i8, ptr %1, i64 28{{$}}
// STORES12: getelementptr inbounds nuw i8, ptr %1, i64 32{{$}}
// STORES12: getelementptr inbounds nuw i8, ptr %1, i64 36{{$}}
// STORES12: getelementptr inbounds nuw i8, ptr %1, i64 40{{$}}
// STORES12: getelementptr inbounds nuw i8, ptr %1, i64 44{{$}}

// The bound offset (10 floats = byte 40) and row stride (32 bytes) fold
// into the addresses: A is read at byte 40 + 32 * i + 4 * j.
// DYN-LABEL: define {{.*}}i32 @via_dyn(ptr {{.*}}%0, ptr {{.*}}%1)
// DYN-NEXT: {{^[a-z.]+}}:
// DYN-NEXT: %[[P:.*]] = getelementptr inbounds nuw i8, ptr %0, i64 40
// DYN-NEXT: %[[A:.*]] = load float, ptr %[[P]], align 4
// DYN-NEXT: %[[B:.*]] = fmul float %[[A]], 2.000000e+00
// DYN-NEXT: store float %[[B]], ptr %1, align 4
// DYN: getelementptr inbounds nuw i8, ptr %0, i64 44{{$}}
// DYN: getelementptr inbounds nuw i8, ptr %0, i64 48{{$}}
// DYN: getelementptr inbounds nuw i8, ptr %0, i64 52{{$}}
// DYN: getelementptr inbounds nuw i8, ptr %0, i64 72{{$}}
// DYN: getelementptr inbounds nuw i8, ptr %0, i64 76{{$}}
// DYN: getelementptr inbounds nuw i8, ptr %0, i64 80{{$}}
// DYN: getelementptr inbounds nuw i8, ptr %0, i64 84{{$}}
// DYN: getelementptr inbounds nuw i8, ptr %0, i64 104{{$}}
// DYN: getelementptr inbounds nuw i8, ptr %0, i64 108{{$}}
// DYN: getelementptr inbounds nuw i8, ptr %0, i64 112{{$}}
// DYN: %[[P:.*]] = getelementptr inbounds nuw i8, ptr %0, i64 116
// DYN-NEXT: %[[A:.*]] = load float, ptr %[[P]], align 4
// DYN-NEXT: %[[B:.*]] = fmul float %[[A]], 2.000000e+00
// DYN-NEXT: %[[Q:.*]] = getelementptr inbounds nuw i8, ptr %1, i64 44
// DYN-NEXT: store float %[[B]], ptr %[[Q]], align 4
// DYN-NEXT: ret i32 0
// DYN-NEXT: }
