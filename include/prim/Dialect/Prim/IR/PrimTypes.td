//===- PrimTypes.td - Prim dialect types -------------------*- tablegen -*-===//

#ifndef PRIM_TYPES
#define PRIM_TYPES

include "prim/Dialect/Prim/IR/PrimDialect.td"
include "mlir/IR/AttrTypeBase.td"

class Prim_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Prim_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Prim_HandleType : Prim_Type<"Handle", "handle"> {
  let summary = "an opaque pointer (void*)";
  let description = [{
    An opaque pointer, such as a resource handle or a raw `DLTensor*`.
  }];
}

def Prim_PackedFuncType : Prim_Type<"PackedFunc", "packed_func"> {
  let summary = "a packed function as a first-class value";
  let description = [{
    A packed function handle. It is obtained once with `prim.lookup_packed`,
    may be kept and passed to other functions, and is called with
    `prim.call_packed_value`.
  }];
}

def Prim_StringType : Prim_Type<"String", "string"> {
  let summary = "a constant C string (const char*)";
  let description = [{
    A pointer to a constant, NUL-terminated string, made by `prim.string`.
    A packed call passes it as a string: TVM's `kTVMStr`, tvm-ffi's
    `kTVMFFIRawStr`.
  }];
}

/// Scalars a PrimFunc can take, return and pass through a packed call.
def Prim_Scalar : AnyTypeOf<[I1, I8, I16, I32, I64, UI8, UI16, UI32, UI64,
                             F16, BF16, F32, F64, Index]>;

#endif // PRIM_TYPES
