// A malformed --checks is refused before anything is compiled, with the
// list of categories, and nothing is written; the passes refuse a malformed
// `checks` option the same way.
// RUN: rm -f %t.ll
// RUN: not prim-compile %s --emit=llvm --checks=shape,sizes -o %t.ll 2>&1 | FileCheck %s --check-prefix=TOOL
// RUN: not ls %t.ll
// RUN: not prim-compile %s --emit=llvm --checks= -o %t.ll 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not prim-opt %s --prim-make-packed-api="checks=shape,-bogus" 2>&1 | FileCheck %s --check-prefix=PACKED
// RUN: not prim-opt %s --prim-lower-local-calls="checks=everything" 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: not prim-opt %s --prim-to-llvm="checks=all,," 2>&1 | FileCheck %s --check-prefix=PIPELINE
// A good list compiles; a module option that removes a category only
// affects functions without their own checks(...): @own keeps the checker
// of all categories, @other gets the one without shape (0xfb).
// RUN: prim-compile %s --emit=llvm --checks=-shape -o - | FileCheck %s --check-prefix=GOOD

// TOOL: prim-compile: --checks: unknown check category 'sizes' in 'shape,sizes': expected a comma-separated list of type_code, ndim_dtype, shape, strides, byte_offset, device, data, alignment, all or none (a leading '-' removes a category)
// EMPTY: prim-compile: --checks: unknown check category '' in ''
// PACKED: error: prim-make-packed-api: option 'checks': unknown check category 'bogus' in 'shape,-bogus'
// LOCAL: error: prim-lower-local-calls: option 'checks': unknown check category 'everything' in 'everything'
// PIPELINE: error: prim-lower-local-calls: option 'checks': unknown check category '' in 'all,,'

// GOOD-LABEL: define {{.*}}@__tvm_ffi_own(
// GOOD: call {{.*}}@__prim_check_arguments(
// GOOD-LABEL: define {{.*}}@__tvm_ffi_other(
// GOOD: call {{.*}}@__prim_check_arguments_fb(
prim.func @own(%a: memref<4xf32>) checks(all) {
  prim.return
}
prim.func @other(%a: memref<4xf32>) {
  prim.return
}
