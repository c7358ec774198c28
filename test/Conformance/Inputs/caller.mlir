// call_cpacked into scale_by, which another library defines
// (test/Execution/Inputs/scale_by.mlir).
prim.func private @scale_by(memref<?xf32>, f32)

prim.func @call_other_library(%x: memref<?xf32>) {
  %three = arith.constant 3.0 : f32
  prim.call_cpacked @scale_by(%x, %three) : (memref<?xf32>, f32) -> ()
  prim.return
}
