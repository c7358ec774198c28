// A library of one function, which is therefore its main.
prim.func @mul_add(%a: i64, %b: i64, %c: i64) -> i64 {
  %p = arith.muli %a, %b : i64
  %s = arith.addi %p, %c : i64
  prim.return %s : i64
}
