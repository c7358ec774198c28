prim.func @callee(%a: memref<4xf32>) {
  prim.return
}

prim.func @caller(%a: memref<4xf32>) {
  prim.call_tir @callee(%a) : (memref<4xf32>) -> ()
  prim.return
}

// The reference to @callee on line 5 (0-based), at its 'c'.
// DEFINITION-AT: 5:17

// -----

prim.func @wrong(%n: i32) {
  prim.return %n : i32
}
