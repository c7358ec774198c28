"""A chain of 50,000 prim.funcs, callers first: @f0 calls @f1 twice, each
@f<i> calls @f<i+1>, and the last has a loop (keep-loop-nests-apart-deep.mlir)."""
N = 50000
print("""prim.func @f0(%A: memref<4xf32>) {
  prim.call_tir @f1(%A) : (memref<4xf32>) -> ()
  prim.call_tir @f1(%A) : (memref<4xf32>) -> ()
  prim.return
}""")
for i in range(1, N - 1):
    print("""prim.func @f%d(%%A: memref<4xf32>) {
  prim.call_tir @f%d(%%A) : (memref<4xf32>) -> ()
  prim.return
}""" % (i, i + 1))
print("""prim.func @f%d(%%A: memref<4xf32>) {
  %%c0 = arith.constant 0 : index
  %%c1 = arith.constant 1 : index
  %%c4 = arith.constant 4 : index
  %%one = arith.constant 1.0 : f32
  scf.for %%i = %%c0 to %%c4 step %%c1 {
    memref.store %%one, %%A[%%i] : memref<4xf32>
  }
  prim.return
}""" % (N - 1))
