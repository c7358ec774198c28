// call_packed of scale_by, which the host imports into this library's
// module: only this library's own context finds it.
prim.func @via_import(%x: memref<?xf32>) {
  %two = arith.constant 2.0 : f32
  prim.call_packed "scale_by"(%x, %two) : (memref<?xf32>, f32) -> ()
  prim.return
}
