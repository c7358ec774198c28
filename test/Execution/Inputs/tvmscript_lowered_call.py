# A packed call as TVM main's LowerTVMBuiltin leaves it: a TVMFFIAny stack
# holding a DLTensor it filled (of the buffer A) and an int, then
# T.call_packed_lowered of test.count_above, whose result the function
# reads back from the stack's last element. name_length passes a string
# as LowerTVMBuiltin does: T.reinterpret of the constant to a handle, with
# kTVMFFIRawStr (8).
from tvm.script import tirx as T


@T.prim_func
def count_above(A: T.Buffer((6,), "float32"), threshold: T.int64, out: T.Buffer((1,), "int64")):
    stack_ffi_any: T.let[T.handle] = T.tvm_stack_alloca("tvm_ffi_any", 3)
    stack_array: T.let[T.handle] = T.tvm_stack_alloca("array", 1)
    stack_shape = T.decl_buffer((T.int64(1),), "int64", data=T.tvm_stack_alloca("shape", 1))
    stack_shape[0] = T.int64(6)
    T.tvm_struct_set(stack_array, 0, 1, A.data)
    T.tvm_struct_set(stack_array, 0, 2, T.address_of(stack_shape[0]))
    T.tvm_struct_set(stack_array, 0, 3, T.reinterpret("handle", T.uint64(0)))
    T.tvm_struct_set(stack_array, 0, 4, 1)
    T.tvm_struct_set(stack_array, 0, 5, T.uint8(2))
    T.tvm_struct_set(stack_array, 0, 6, T.uint8(32))
    T.tvm_struct_set(stack_array, 0, 7, T.uint16(1))
    T.tvm_struct_set(stack_array, 0, 8, T.uint64(0))
    T.tvm_struct_set(stack_array, 0, 9, 0)
    T.tvm_struct_set(stack_array, 0, 10, 1)
    T.tvm_struct_set(stack_ffi_any, 0, 13, 7)
    T.tvm_struct_set(stack_ffi_any, 0, 14, 0)
    T.tvm_struct_set(stack_ffi_any, 0, 15, T.tvm_struct_get(stack_array, 0, 0, "handle"))
    T.tvm_struct_set(stack_ffi_any, 1, 13, 1)
    T.tvm_struct_set(stack_ffi_any, 1, 14, 0)
    T.tvm_struct_set(stack_ffi_any, 1, 15, threshold)
    T.tvm_struct_set(stack_ffi_any, 2, 13, 0)
    T.tvm_struct_set(stack_ffi_any, 2, 14, 0)
    T.tvm_struct_set(stack_ffi_any, 2, 15, T.int64(0))
    T.call_packed_lowered("test.count_above", stack_ffi_any, 0, 2)
    out[0] = T.tvm_struct_get(stack_ffi_any, 2, 15, "int64") * T.int64(100) + T.Cast("int64", T.tvm_struct_get(stack_ffi_any, 2, 13, "int32"))


@T.prim_func
def name_length(out: T.Buffer((1,), "int64")):
    stack_ffi_any: T.let[T.handle] = T.tvm_stack_alloca("tvm_ffi_any", 2)
    T.tvm_struct_set(stack_ffi_any, 0, 13, 8)
    T.tvm_struct_set(stack_ffi_any, 0, 14, 0)
    T.tvm_struct_set(stack_ffi_any, 0, 15, T.reinterpret(T.handle().ty, "payload"))
    T.tvm_struct_set(stack_ffi_any, 1, 13, 0)
    T.tvm_struct_set(stack_ffi_any, 1, 14, 0)
    T.tvm_struct_set(stack_ffi_any, 1, 15, T.int64(0))
    T.call_packed_lowered("test.strlen", stack_ffi_any, 0, 1)
    out[0] = T.tvm_struct_get(stack_ffi_any, 1, 15, "int64")
