# RUN: prim-translate --import-tvmscript %s -o %t.mlir
# RUN: prim-compile %t.mlir --emit=llvm -O0 -o - | FileCheck %s --check-prefix=O0
# RUN: prim-compile %t.mlir --emit=llvm -O2 %pinned_target --mattr=+avx2,+fma -o - | FileCheck %s --check-prefix=O2

# The importer's loop hints (loop-hints.py) survive Prim's pipeline into
# !llvm.loop metadata on each loop's latch branch; at -O2 a T.vectorized loop
# is vectorized where LLVM alone unrolls it into scalar branches (@plain, the
# same loop nest with a serial inner loop).

from tvm.script import tir as T

@T.prim_func
def hinted(A: T.Buffer((64, 8), "float32"), B: T.Buffer((64, 8), "float32")):
    T.func_attr({"tir.noalias": True})
    for i in range(63):
        for j in T.vectorized(8):
            if A[i + 1, j] > T.float32(0):
                B[i + 1, j] = B[i, j] + A[i + 1, j]
    for i in T.unroll(4):
        B[0, i] = A[0, i]

@T.prim_func
def plain(A: T.Buffer((64, 8), "float32"), B: T.Buffer((64, 8), "float32")):
    T.func_attr({"tir.noalias": True})
    for i in range(63):
        for j in range(8):
            if A[i + 1, j] > T.float32(0):
                B[i + 1, j] = B[i, j] + A[i + 1, j]

# O0-LABEL: define internal i32 @hinted_compute(
# O0-NOT: !llvm.loop
# O0: br label %[[J:[0-9]+]], !llvm.loop ![[VEC:[0-9]+]]
# O0-NOT: !llvm.loop
# O0: br label %{{[0-9]+}}, !llvm.loop ![[UNROLL:[0-9]+]]
# O0-NOT: !llvm.loop
# O0: ret i32 0
# O0-LABEL: define internal i32 @plain_compute(
# O0-NOT: !llvm.loop
# O0: ret i32 0
# O0-DAG: ![[VEC]] = distinct !{![[VEC]], ![[VENABLE:[0-9]+]], ![[VWIDTH:[0-9]+]], ![[UDISABLE:[0-9]+]]}
# O0-DAG: ![[VENABLE]] = !{!"llvm.loop.vectorize.enable", i1 true}
# O0-DAG: ![[VWIDTH]] = !{!"llvm.loop.vectorize.width", i32 8}
# O0-DAG: ![[UDISABLE]] = !{!"llvm.loop.unroll.disable"}
# O0-DAG: ![[UNROLL]] = distinct !{![[UNROLL]], ![[UENABLE:[0-9]+]], ![[UFULL:[0-9]+]]}
# O0-DAG: ![[UENABLE]] = !{!"llvm.loop.unroll.enable"}
# O0-DAG: ![[UFULL]] = !{!"llvm.loop.unroll.full"}

# O2-LABEL: define {{.*}} @__tvm_ffi_hinted(
# O2: fcmp ogt <8 x float>
# O2: call void @llvm.masked.store.v8f32.p0(<8 x float>
# O2-LABEL: define {{.*}} @__tvm_ffi_plain(
# O2-NOT: x float>
# O2: define {{.*}} @__prim_check_arguments(
