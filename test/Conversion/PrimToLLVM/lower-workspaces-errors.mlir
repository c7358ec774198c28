// Allocations prim-lower-workspaces cannot lower get a located error.
// RUN: prim-opt %s --split-input-file --convert-scf-to-cf --convert-prim-to-llvm --prim-lower-workspaces -verify-diagnostics

// A buffer without a dealloc in a loop would be allocated anew by every
// iteration, and freed only when the function returns.
prim.func @leaks_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error@+1 {{'memref.alloc' op sits in a loop but has no memref.dealloc: each iteration would allocate anew, and nothing would free the buffers before the function returns}}
    %t = memref.alloc() : memref<4xf32>
  }
  prim.return
}

// -----

// A dynamic alloca lives until the function returns: in a loop, use
// alloc/dealloc.
prim.func @dynamic_alloca_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error@+1 {{'memref.alloca' op needs a workspace (its size is dynamic or not below stack-limit) but sits in a loop, where nothing frees it before the function returns; use memref.alloc and memref.dealloc}}
    %t = memref.alloca(%n) : memref<?xf32>
  }
  prim.return
}

// -----

prim.func @frees_an_argument(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.dealloc' op frees a buffer that no memref.alloc of this function allocated}}
  memref.dealloc %a : memref<4xf32>
  prim.return
}

// -----

prim.func @overaligned() {
  // expected-error@+1 {{'memref.alloc' op asks for an alignment of 128 bytes; a workspace guarantees 64}}
  %t = memref.alloc() {alignment = 128 : i64} : memref<1024xf32>
  prim.return
}

// -----

prim.func @vector_elements(%n: index) {
  // expected-error@+1 {{'memref.alloc' op needs a workspace, which cannot hold elements of type 'vector<4xf32>'}}
  %t = memref.alloc(%n) : memref<?xvector<4xf32>>
  prim.return
}

// -----

prim.func @strided() {
  // expected-error@+1 {{'memref.alloc' op needs a workspace, which takes only the identity layout}}
  %t = memref.alloc() : memref<512x4xf32, strided<[8, 1]>>
  prim.return
}

// -----

// 2^32 * 2^32 * 16 f32 elements: the byte count overflows 64 bits.
prim.func @size_overflows() {
  // expected-error@+1 {{'memref.alloc' op has a size of more than 2^63 - 1 bytes}}
  %t = memref.alloc() : memref<4294967296x4294967296x16xf32>
  prim.return
}
