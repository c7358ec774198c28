// Cross-library calls: add_one is called through its packed entry from
// another library, with every check on. prim_call_by_name reaches it by
// name through the runtime registry (call_packed, cached handle).

// y = x + 1 over 8 f32, as tvm-ffi's add_one_cpu example.
prim.func @add_one(%x: memref<8xf32>, %y: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    %a = memref.load %x[%i] : memref<8xf32>
    %b = arith.addf %a, %one : f32
    memref.store %b, %y[%i] : memref<8xf32>
  }
  prim.return
}

prim.func @prim_call_by_name(%x: memref<8xf32>, %y: memref<8xf32>) api(unpacked) {
  prim.call_packed "bench.add_one"(%x, %y) : (memref<8xf32>, memref<8xf32>) -> ()
  prim.return
}

// A second packed entry, of another signature, never called: in the table
// form (cross_<abi>_table.so, --check-table-threshold=1) the module's
// checkers then serve two entries, as in any library of more than one
// function, rather than being specialized to add_one's tables.
prim.func @scale(%m: memref<4x4xf64>, %s: f64) {
  %c0 = arith.constant 0 : index
  %a = memref.load %m[%c0, %c0] : memref<4x4xf64>
  %b = arith.mulf %a, %s : f64
  memref.store %b, %m[%c0, %c0] : memref<4x4xf64>
  prim.return
}
