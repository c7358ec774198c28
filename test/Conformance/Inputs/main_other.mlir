// Another library of one function called mul_add, computing something else.
prim.func @mul_add(%a: i64, %b: i64, %c: i64) -> i64 {
  %p = arith.muli %a, %b : i64
  %s = arith.subi %p, %c : i64
  prim.return %s : i64
}
