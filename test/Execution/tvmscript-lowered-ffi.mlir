// TVMScript as TVM main's MakePackedAPI and LowerTVMBuiltin leave it
// (Inputs/tvmscript_lowered_ffi.py): T.tvm_struct_get and T.tvm_struct_set
// read and write tvm-ffi's TVMFFIAny fields (kinds 13 to 15) in arrays that
// C built, called as the calling_conv 1 function's own C signature.
// RUN: prim-translate --import-tvmscript %S/Inputs/tvmscript_lowered_ffi.py -o %t.mlir
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.so
// RUN: %cc %S/Inputs/tvmscript_lowered_ffi.c -ldl -o %t
// RUN: %t %t.so | FileCheck %s --match-full-lines

// CHECK: any_echo: 0
// CHECK-NEXT: result[0]: 101 7 42
// CHECK-NEXT: result[1]: 3 0 2.5
// CHECK-NEXT: result[2]: 4 0 pointer 1, union 1
