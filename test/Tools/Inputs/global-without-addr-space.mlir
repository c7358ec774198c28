// prim-fuzz-lower-legacy found this (with NUL bytes in the place of the
// spaces before i32, which MLIR's lexer skips).
llvm.mlir.global external constant @__prim_library_description("kept\00") {addr_space = i32}
