// The seed discussion's main(A, B): B = A + 1 over 4x5 f32 buffers, written
// with api(unpacked) (the "replace signature" transformation). For both ABIs
// it becomes `i32 @main(ptr, ptr)`: two data pointers, noalias from
// prim.noalias, nonnull and dereferenceable(80) from the static shape; no
// TVMValue/TVMFFIAny, type code or DLTensor anywhere; the body reads A and
// writes B directly through those pointers. At -O2 that is nothing but the
// loads, adds and stores (vectorized: four floats at a time on a baseline
// x86-64 CPU).
// RUN: prim-compile %s -o - --abi=tvm-ffi -O0 | FileCheck %s --check-prefix=O0
// RUN: prim-compile %s -o - --abi=tvm-legacy -O0 | FileCheck %s --check-prefix=O0
// A fixed target, so that the vector width does not depend on the host.
// RUN: prim-compile %s -o - --abi=tvm-ffi -O2 --target=x86_64-pc-linux-gnu --mcpu=x86-64 | FileCheck %s --check-prefix=O2
// RUN: prim-compile %s -o - --abi=tvm-legacy -O2 --target=x86_64-pc-linux-gnu --mcpu=x86-64 | FileCheck %s --check-prefix=O2
// On the host, whatever its vector width: only loads from A and stores to B.
// RUN: prim-compile %s -o %t.ll --abi=tvm-ffi -O2
// RUN: sed -n '/^define.*@main(/,/^}/p' %t.ll | FileCheck %s --check-prefix=HOST --implicit-check-not=alloca --implicit-check-not='call i32' --implicit-check-not=icmp --implicit-check-not='br ' --implicit-check-not=phi --implicit-check-not='ret i32 -1' --implicit-check-not='store i' --implicit-check-not='store ptr'

prim.func @main(%A: memref<4x5xf32> {prim.noalias}, %B: memref<4x5xf32> {prim.noalias}) api(unpacked) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %a = memref.load %A[%i, %j] : memref<4x5xf32>
      %b = arith.addf %a, %one : f32
      memref.store %b, %B[%i, %j] : memref<4x5xf32>
    }
  }
  prim.return
}

// O0-LABEL: define i32 @main(ptr noalias nonnull dereferenceable(80) %0, ptr noalias nonnull dereferenceable(80) %1) {
// O0-NEXT: %[[RC:.*]] = call i32 @main_compute(ptr %0, ptr %1)
// O0-NEXT: %[[OK:.*]] = icmp eq i32 %[[RC]], 0
// O0-NEXT: br i1 %[[OK]], label %[[CONT:[0-9a-z.]+]], label %[[FAIL:[0-9a-z.]+]], !prof ![[UNLIKELY:[0-9]+]]
// O0-EMPTY:
// O0-NEXT: [[FAIL]]:
// O0-NEXT: ret i32 -1
// O0-EMPTY:
// O0-NEXT: [[CONT]]:
// O0-NEXT: ret i32 0
// O0-NEXT: }
// The body addresses A and B directly: A[i][j] at %0 + 4 * (5 * i + j).
// O0-LABEL: define internal i32 @main_compute(ptr noalias nonnull dereferenceable(80) %0, ptr noalias nonnull dereferenceable(80) %1) {
// O0-NOT: alloca
// O0-NOT: call
// O0: %[[ROW:.*]] = mul nuw nsw i64 %[[I:.*]], 5
// O0-NEXT: %[[IDX:.*]] = add nuw nsw i64 %[[ROW]], %[[J:.*]]
// O0-NEXT: %[[P:.*]] = getelementptr inbounds nuw float, ptr %0, i64 %[[IDX]]
// O0-NEXT: %[[A:.*]] = load float, ptr %[[P]], align 4
// O0-NEXT: %[[B:.*]] = fadd float %[[A]], 1.000000e+00
// O0-NEXT: %[[ROW:.*]] = mul nuw nsw i64 %[[I]], 5
// O0-NEXT: %[[IDX:.*]] = add nuw nsw i64 %[[ROW]], %[[J]]
// O0-NEXT: %[[Q:.*]] = getelementptr inbounds nuw float, ptr %1, i64 %[[IDX]]
// O0-NEXT: store float %[[B]], ptr %[[Q]], align 4
// O0-NOT: alloca
// O0-NOT: call
// O0: ret i32 0
// O0-NEXT: }

// O2-LABEL: define {{.*}}i32 @main(ptr noalias {{.*}}dereferenceable(80) %0, ptr noalias {{.*}}dereferenceable(80) {{.*}}%1)
// O2-NEXT: {{^[a-z.]+}}:
// O2-NEXT: tail call void @llvm.experimental.noalias.scope.decl(
// O2-NEXT: tail call void @llvm.experimental.noalias.scope.decl(
// O2-NEXT: %[[A:.*]] = load <4 x float>, ptr %0, align 4
// O2-NEXT: %[[B:.*]] = fadd <4 x float> %[[A]], splat (float 1.000000e+00)
// O2-NEXT: store <4 x float> %[[B]], ptr %1, align 4
// O2-NEXT: %[[P:.*]] = getelementptr inbounds nuw i8, ptr %0, i64 16
// O2-NEXT: %[[Q:.*]] = getelementptr inbounds nuw i8, ptr %1, i64 16
// O2-NEXT: %[[A:.*]] = load <4 x float>, ptr %[[P]], align 4
// O2-NEXT: %[[B:.*]] = fadd <4 x float> %[[A]], splat (float 1.000000e+00)
// O2-NEXT: store <4 x float> %[[B]], ptr %[[Q]], align 4
// O2-NEXT: %[[P:.*]] = getelementptr inbounds nuw i8, ptr %0, i64 32
// O2-NEXT: %[[Q:.*]] = getelementptr inbounds nuw i8, ptr %1, i64 32
// O2-NEXT: %[[A:.*]] = load <4 x float>, ptr %[[P]], align 4
// O2-NEXT: %[[B:.*]] = fadd <4 x float> %[[A]], splat (float 1.000000e+00)
// O2-NEXT: store <4 x float> %[[B]], ptr %[[Q]], align 4
// O2-NEXT: %[[P:.*]] = getelementptr inbounds nuw i8, ptr %0, i64 48
// O2-NEXT: %[[Q:.*]] = getelementptr inbounds nuw i8, ptr %1, i64 48
// O2-NEXT: %[[A:.*]] = load <4 x float>, ptr %[[P]], align 4
// O2-NEXT: %[[B:.*]] = fadd <4 x float> %[[A]], splat (float 1.000000e+00)
// O2-NEXT: store <4 x float> %[[B]], ptr %[[Q]], align 4
// O2-NEXT: %[[P:.*]] = getelementptr inbounds nuw i8, ptr %0, i64 64
// O2-NEXT: %[[Q:.*]] = getelementptr inbounds nuw i8, ptr %1, i64 64
// O2-NEXT: %[[A:.*]] = load <4 x float>, ptr %[[P]], align 4
// O2-NEXT: %[[B:.*]] = fadd <4 x float> %[[A]], splat (float 1.000000e+00)
// O2-NEXT: store <4 x float> %[[B]], ptr %[[Q]], align 4
// O2-NEXT: ret i32 0
// O2-NEXT: }

// HOST-LABEL: define {{.*}}i32 @main(ptr noalias {{.*}}dereferenceable(80) %0, ptr noalias {{.*}}dereferenceable(80) {{.*}}%1)
// HOST: load {{.*}}, ptr %0,
// HOST: store {{.*}}, ptr %1,
// HOST: ret i32 0
// HOST-NEXT: }
