// RUN: prim-opt %s --split-input-file --verify-diagnostics --prim-describe-library=abi=tvm-ffi | FileCheck %s --check-prefix=FFI
// RUN: prim-opt %s --split-input-file --verify-diagnostics --prim-describe-library=abi=tvm-legacy | FileCheck %s --check-prefix=LEGACY
// RUN: prim-opt %s --split-input-file --verify-diagnostics --prim-describe-library="abi=tvm-ffi system-lib-prefix=p_" | FileCheck %s --check-prefix=PREFIX

// Public packed functions only (not private, external or unpacked ones),
// with every parameter but the resource handle; dynamic extents are null.
// FFI: llvm.mlir.global external constant @__prim_library_description("{\22abi\22:\22tvm-ffi\22,\22bool_dtype\22:[6,8],\22functions\22:[
// FFI-SAME: {\22entry\22:\22__tvm_ffi_scale\22,\22name\22:\22scale\22,\22params\22:[
// FFI-SAME: {\22dtype\22:\22float32\22,\22kind\22:\22tensor\22,\22shape\22:[null,4],\22strides\22:null,\22type_code\22:7},
// FFI-SAME: {\22dtype\22:\22bool\22,\22kind\22:\22tensor\22,\22shape\22:[3],\22strides\22:[2],\22type_code\22:7},
// FFI-SAME: {\22dtype\22:\22float64\22,\22kind\22:\22float\22,\22type_code\22:3},
// FFI-SAME: {\22dtype\22:\22uint8\22,\22kind\22:\22int\22,\22type_code\22:1},
// FFI-SAME: {\22dtype\22:\22bool\22,\22kind\22:\22bool\22,\22type_code\22:2},
// FFI-SAME: {\22kind\22:\22handle\22,\22type_code\22:4}],
// FFI-SAME: \22result\22:{\22dtype\22:\22int32\22,\22kind\22:\22int\22,\22type_code\22:1}},
// FFI-SAME: {\22entry\22:\22__tvm_ffi_empty\22,\22name\22:\22empty\22,\22params\22:[],\22result\22:null}],
// FFI-SAME: \22slot_size\22:16,
// FFI-SAME: \22type_codes\22:{\22bool\22:2,\22float\22:3,\22handle\22:4,\22int\22:1,\22null\22:0,\22packed_func\22:68,\22tensor\22:7},
// FFI-SAME: \22value_offset\22:8,\22version\22:1}\00")
// LEGACY: llvm.mlir.global external constant @__prim_library_description("{\22abi\22:\22tvm-legacy\22,\22bool_dtype\22:[1,1],\22functions\22:[
// LEGACY-SAME: {\22entry\22:\22scale\22,\22name\22:\22scale\22,\22params\22:[
// LEGACY-SAME: {\22dtype\22:\22float32\22,\22kind\22:\22tensor\22,\22shape\22:[null,4],\22strides\22:null,\22type_code\22:7},
// LEGACY-SAME: {\22dtype\22:\22bool\22,\22kind\22:\22tensor\22,\22shape\22:[3],\22strides\22:[2],\22type_code\22:7},
// LEGACY-SAME: {\22dtype\22:\22float64\22,\22kind\22:\22float\22,\22type_code\22:2},
// LEGACY-SAME: {\22dtype\22:\22uint8\22,\22kind\22:\22int\22,\22type_code\22:0},
// LEGACY-SAME: {\22dtype\22:\22bool\22,\22kind\22:\22bool\22,\22type_code\22:0},
// LEGACY-SAME: {\22kind\22:\22handle\22,\22type_code\22:3}],
// LEGACY-SAME: \22result\22:{\22dtype\22:\22int32\22,\22kind\22:\22int\22,\22type_code\22:0}},
// LEGACY-SAME: {\22entry\22:\22empty\22,\22name\22:\22empty\22,\22params\22:[],\22result\22:null}],
// LEGACY-SAME: \22slot_size\22:8,
// LEGACY-SAME: \22type_codes\22:{\22bool\22:0,\22float\22:2,\22handle\22:3,\22int\22:0,\22null\22:4,\22packed_func\22:10,\22tensor\22:7},
// LEGACY-SAME: \22value_offset\22:0,\22version\22:1}\00")
// A system library's description is internal, its entries prefixed.
// PREFIX: llvm.mlir.global internal constant @__prim_library_description({{.*}}\22entry\22:\22__tvm_ffi_p_scale\22
prim.func @scale(%a: memref<?x4xf32>, %m: memref<3xi1, strided<[2]>>, %s: f64,
                 %n: ui8, %flag: i1, %h: !prim.handle,
                 %rh: !prim.handle {prim.resource_handle}) -> i32 {
  %c = arith.constant 0 : i32
  prim.return %c : i32
}
prim.func @empty() {
  prim.return
}
prim.func private @internal(%n: index) {
  prim.return
}
prim.func private @external(memref<?xf32>, i32) -> i32
prim.func @unpacked(%n: i64) api(unpacked) {
  prim.return
}

// -----

// The description's symbol is not taken by anything else.
// expected-error @below {{'__prim_library_description' is the name of the library's description}}
llvm.mlir.global external constant @__prim_library_description("x\00") {addr_space = 0 : i32}
prim.func @f() {
  prim.return
}

// -----

// expected-error @below {{'__prim_library_description' is the name of the library's description}}
llvm.func @__prim_library_description()

// -----

// A buffer of vectors names its dtype as TVM does, lanes and all.
// FFI-LABEL: \22name\22:\22lanes\22,\22params\22:[
// FFI-SAME: {\22dtype\22:\22float32x4\22,\22kind\22:\22tensor\22,\22shape\22:[4],\22strides\22:null,\22type_code\22:7},
// FFI-SAME: {\22dtype\22:\22uint8x16\22,\22kind\22:\22tensor\22,\22shape\22:[null],\22strides\22:null,\22type_code\22:7}],
prim.func @lanes(%a: memref<4xvector<4xf32>>, %b: memref<?xvector<16xui8>>) {
  prim.return
}

// -----

// A module lowered before keeps its description.
// FFI: llvm.mlir.global external constant @__prim_library_description("kept\00")
// FFI-NOT: __prim_library_description
llvm.mlir.global external constant @__prim_library_description("kept\00") {addr_space = 0 : i32}

