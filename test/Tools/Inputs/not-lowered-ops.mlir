// Input of prim-translate-not-lowered.mlir.

llvm.func @add(%a: i32, %b: i32) -> i32 {
  // expected-error @+1 {{'arith.addi' is not in the LLVM dialect: lower the module first (prim-opt --prim-to-llvm)}}
  %sum = arith.addi %a, %b : i32
  llvm.return %sum : i32
}

// -----

// expected-error @+1 {{'func.func' is not in the LLVM dialect: lower the module first (prim-opt --prim-to-llvm)}}
func.func @f() {
  return
}

// -----

llvm.func @loop(%n: i64) {
  // expected-error @+1 {{'scf.for' is not in the LLVM dialect: lower the module first (prim-opt --prim-to-llvm)}}
  scf.for %i = %n to %n step %n : i64 {
  }
  llvm.return
}
