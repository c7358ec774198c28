// Input that MLIR's parser does not survive is refused before it runs, with
// a located error, by prim-opt (from a file and from standard input),
// prim-compile and prim-translate, and their outputs stay untouched
// (test/CAPI/embedding.c: the C API). Each case once ended the process.
// RUN: rm -rf %t && split-file %s %t
// MLIR's lexer skips a NUL byte as it skips a space.
// RUN: printf 'prim.func @f() attributes {a = array\000<index: 1>} {\n  prim.return\n}\n' > %t/index-array-nul.mlir
// RUN: for f in index-array index-array-nul index-alias resource-blob; do \
// RUN:   echo previous > %t/$f.o; \
// RUN:   not prim-opt %t/$f.mlir -o %t/$f.o 2>&1 | FileCheck %s --check-prefix=$f; \
// RUN:   not prim-opt -o %t/$f.o < %t/$f.mlir 2>&1 | FileCheck %s --check-prefix=$f; \
// RUN:   not prim-compile %t/$f.mlir -o %t/$f.o --emit=obj 2>&1 | FileCheck %s --check-prefix=$f; \
// RUN:   not prim-translate --mlir-to-llvmir %t/$f.mlir -o %t/$f.o 2>&1 | FileCheck %s --check-prefix=$f; \
// RUN:   FileCheck %s --check-prefix=UNTOUCHED --input-file=%t/$f.o; \
// RUN: done
// UNTOUCHED: {{^}}previous{{$}}
// What only looks like them parses.
// RUN: prim-opt %t/lookalikes.mlir | FileCheck %s --check-prefix=LOOKALIKES
// Bytecode: a valid file, and the same file with one byte changed (which
// ended the process).
// RUN: prim-opt %t/lookalikes.mlir --emit-bytecode -o %t/valid.mlirbc
// RUN: echo previous > %t/bytecode.o
// RUN: not prim-opt %t/valid.mlirbc -o %t/bytecode.o 2>&1 | FileCheck %s --check-prefix=BYTECODE
// RUN: not prim-compile %t/valid.mlirbc -o %t/bytecode.o --emit=obj 2>&1 | FileCheck %s --check-prefix=BYTECODE
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t/bytecode.o
// BYTECODE: valid.mlirbc:1:1: error: MLIR bytecode is not accepted, only the textual form: the bytecode reader does not withstand malformed files
// BYTECODE-NOT: error

//--- index-array.mlir
// The parser asks `index` for its bit width (prim-fuzz-lower-ffi).
prim.func @f() attributes {a = array<index: 1>} {
  prim.return
}
// index-array: {{(index-array.mlir|<stdin>)}}:2:38: error: expected integer or float type, got: 'index'
// index-array-NOT: error
// index-array-nul: {{(index-array-nul.mlir|<stdin>)}}:1:39: error: expected integer or float type, got: 'index'
// index-array-nul-NOT: error

//--- index-alias.mlir
// Through aliases, with a comment between the tokens.
!a = index
!b = !a
prim.func @f() attributes {a = array< // the type:
    !b>} {
  prim.return
}
// index-alias: {{(index-alias.mlir|<stdin>)}}:5:5: error: expected integer or float type, got: 'index'
// index-alias-NOT: error

//--- resource-blob.mlir
// Alignment 0 in a blob's first 4 bytes: the parser allocated with it
// ("LLVM ERROR: out of memory").
module {
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0000000001"
    }
  }
#-}
// resource-blob: {{(resource-blob.mlir|<stdin>)}}:8:14: error: expected hex string blob for key 'blob1' to encode alignment in first 4 bytes, but got non-power-of-2 value: 0
// resource-blob-NOT: error

//--- lookalikes.mlir
// `index` elsewhere, `array<` in a string and a dialect type, and a blob of
// alignment 1.
!i = index
prim.func @f(%a: memref<4xf32>) attributes {
    s = "array<index: 1>", t = !llvm.array<2 x !i>, d = array<i64: 1>,
    m = memref<4xindex>} {
  prim.return
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0100000001"
    }
  }
#-}
// LOOKALIKES: prim.func @f(%arg0: memref<4xf32>) attributes {d = array<i64: 1>, m = memref<4xindex>, s = "array<index: 1>", t = !llvm.array<2 x index>}
// LOOKALIKES-NEXT: prim.return
