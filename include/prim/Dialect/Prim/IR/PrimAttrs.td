//===- PrimAttrs.td - Prim dialect attributes --------------*- tablegen -*-===//

#ifndef PRIM_ATTRS
#define PRIM_ATTRS

include "prim/Dialect/Prim/IR/PrimDialect.td"
include "mlir/IR/EnumAttr.td"

def Prim_API_Packed : I32EnumAttrCase<"Packed", 0, "packed">;
def Prim_API_Unpacked : I32EnumAttrCase<"Unpacked", 1, "unpacked">;

def Prim_API : I32EnumAttr<"API", "calling convention of a public prim.func",
                           [Prim_API_Packed, Prim_API_Unpacked]> {
  let cppNamespace = "::mlir::prim";
  let genSpecializedAttr = 0;
}

def Prim_APIAttr : EnumAttr<Prim_Dialect, Prim_API, "api"> {
  let summary = "the calling convention of a public prim.func";
  let description = [{
    `packed`: the function is an ABI entry point taking a packed argument
    array (the default for public functions). `unpacked`: the function takes
    `void*` data pointers and scalars directly and returns an `int32_t`
    status.
  }];
}

def Prim_ErrorKind : I32EnumAttr<"ErrorKind",
    "the kind of error a failed runtime check reports", [
      I32EnumAttrCase<"RuntimeError", 0>,
      I32EnumAttrCase<"TypeError", 1>,
      I32EnumAttrCase<"ValueError", 2>,
      I32EnumAttrCase<"IndexError", 3>,
      I32EnumAttrCase<"AttributeError", 4>,
      I32EnumAttrCase<"KeyError", 5>,
      I32EnumAttrCase<"AssertionError", 6>,
      I32EnumAttrCase<"NotImplementedError", 7>,
      I32EnumAttrCase<"MemoryError", 8>,
      I32EnumAttrCase<"InternalError", 9>
    ]> {
  let cppNamespace = "::mlir::prim";
}

def Prim_StructField : I32EnumAttr<"StructField",
    "a field that prim.struct_get reads and prim.struct_set writes", [
      I32EnumAttrCase<"Addr", 0, "addr">,
      I32EnumAttrCase<"Data", 1, "data">,
      I32EnumAttrCase<"Shape", 2, "shape">,
      I32EnumAttrCase<"Strides", 3, "strides">,
      I32EnumAttrCase<"NDim", 4, "ndim">,
      I32EnumAttrCase<"TypeCode", 5, "type_code">,
      I32EnumAttrCase<"TypeBits", 6, "type_bits">,
      I32EnumAttrCase<"TypeLanes", 7, "type_lanes">,
      I32EnumAttrCase<"ByteOffset", 8, "byte_offset">,
      I32EnumAttrCase<"DeviceId", 9, "device_id">,
      I32EnumAttrCase<"DeviceType", 10, "device_type">,
      // 11 is TVM's kArrKindBound_; the values are TVM's field kinds.
      I32EnumAttrCase<"ValueContent", 12, "value_content">,
      // TVM main's kTVMFFIAny* fields of tvm-ffi's TVMFFIAny.
      I32EnumAttrCase<"AnyTypeIndex", 13, "any_type_index">,
      I32EnumAttrCase<"AnyZeroPadding", 14, "any_zero_padding">,
      I32EnumAttrCase<"AnyValue", 15, "any_value">
    ]> {
  let cppNamespace = "::mlir::prim";
}

def Prim_StackKind : I32EnumAttr<"StackKind",
    "the elements of a prim.stack_alloca", [
      I32EnumAttrCase<"Shape", 0, "shape">,
      I32EnumAttrCase<"Array", 1, "array">,
      I32EnumAttrCase<"ArgValue", 2, "arg_value">,
      I32EnumAttrCase<"ArgTypeCode", 3, "arg_tcode">,
      I32EnumAttrCase<"FFIAny", 4, "tvm_ffi_any">
    ]> {
  let cppNamespace = "::mlir::prim";
}

def Prim_CheckNone : I32BitEnumAttrCaseNone<"none">;
def Prim_CheckTypeCode : I32BitEnumAttrCaseBit<"TypeCode", 0, "type_code">;
def Prim_CheckNDimDType : I32BitEnumAttrCaseBit<"NDimDType", 1, "ndim_dtype">;
def Prim_CheckShape : I32BitEnumAttrCaseBit<"Shape", 2, "shape">;
def Prim_CheckStrides : I32BitEnumAttrCaseBit<"Strides", 3, "strides">;
def Prim_CheckByteOffset : I32BitEnumAttrCaseBit<"ByteOffset", 4, "byte_offset">;
def Prim_CheckDevice : I32BitEnumAttrCaseBit<"Device", 5, "device">;
def Prim_CheckData : I32BitEnumAttrCaseBit<"Data", 6, "data">;
def Prim_CheckAlignment : I32BitEnumAttrCaseBit<"Alignment", 7, "alignment">;
def Prim_CheckAll : I32BitEnumAttrCaseGroup<"all", [
    Prim_CheckTypeCode, Prim_CheckNDimDType, Prim_CheckShape,
    Prim_CheckStrides, Prim_CheckByteOffset, Prim_CheckDevice, Prim_CheckData,
    Prim_CheckAlignment]>;

def Prim_CheckCategory : I32BitEnumAttr<"CheckCategory",
    "categories of the argument checks of a packed entry point", [
      Prim_CheckNone, Prim_CheckTypeCode, Prim_CheckNDimDType,
      Prim_CheckShape, Prim_CheckStrides, Prim_CheckByteOffset,
      Prim_CheckDevice, Prim_CheckData, Prim_CheckAlignment, Prim_CheckAll
    ]> {
  let separator = ", ";
  let cppNamespace = "::mlir::prim";
  let genSpecializedAttr = 0;
  let printBitEnumPrimaryGroups = 1;
}

def Prim_ChecksAttr : EnumAttr<Prim_Dialect, Prim_CheckCategory, "checks"> {
  let summary = "which argument checks a packed entry point runs";
  let description = [{
    A set of check categories, printed as `#prim.checks<shape, strides>`
    (`all` and `none` name the full and the empty set). Each category
    guards the checks of one part of an argument:

    | category | the entry checks |
    | --- | --- |
    | `type_code` | each argument's type code; a buffer's non-NULL `DLTensor*` |
    | `ndim_dtype` | a buffer's `ndim` and dtype code, bits and lanes |
    | `shape` | a buffer's static dims |
    | `strides` | a buffer's strides (compact, or the layout's static strides) |
    | `byte_offset` | a buffer's `byte_offset` (a multiple of the element size; a static offset's value) |
    | `device` | a buffer's device type (CPU) and id (the first buffer's) |
    | `data` | a non-NULL data pointer of a non-empty buffer |
    | `alignment` | a data pointer aligned as the parameter's `prim.align` promises |

    The argument count and a non-NULL argument array are always checked.
    A category left out removes its code from the entry; the body then
    relies on what the caller promises, and an argument that breaks the
    promise is undefined behaviour.
  }];
  let assemblyFormat = "`<` $value `>`";
}

#endif // PRIM_ATTRS
