# RUN: prim-translate --import-tvmscript %s | FileCheck %s
# RUN: prim-translate --import-tvmscript %s | prim-opt | FileCheck %s

# The TVM v0.20 spelling, as mod.script() prints it: the imports as comments
# (so T and I take their usual meaning), an elided root block, a buffer
# without a dtype (float32), T.bool(True), and a global_symbol that renames.

# from tvm.script import ir as I
# from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,)), B: T.Buffer((2, 5), "int64"), n: T.int32, x: T.float64, flag: T.bool):
        T.func_attr({"global_symbol": "entry", "tir.noalias": T.bool(True)})
        # with T.block("root"):
        T.evaluate(0)

    @T.prim_func(private=True)
    def helper(a: T.handle, b: T.handle, h: T.handle):
        A = T.match_buffer(a, (4, 4), "float16", strides=(8, 1), elem_offset=2, align=64, offset_factor=1)
        B = T.match_buffer(b, [3], dtype="int8")
        T.evaluate(0)

# CHECK-LABEL: prim.func @entry(
# CHECK-SAME: %{{.*}}: memref<10xf32> {prim.noalias}, %{{.*}}: memref<2x5xi64> {prim.noalias}, %{{.*}}: i32, %{{.*}}: f64, %{{.*}}: i1) {
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func private @helper(
# CHECK-SAME: %{{.*}}: memref<4x4xf16, strided<[8, 1], offset: 2>> {prim.align = 64 : i64}, %{{.*}}: memref<3xi8>, %{{.*}}: !prim.handle) {
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
