# What TVM main's MakePackedAPI and LowerTVMBuiltin read and write in
# tvm-ffi's TVMFFIAny arrays: T.tvm_struct_get and T.tvm_struct_set of
# kinds 13 to 15, in a calling_conv 1 function called from C.
from tvm.script import tirx as T


@T.prim_func
def any_echo(args: T.handle, result: T.handle) -> T.int32:
    T.func_attr({"calling_conv": 1})
    n: T.int64 = T.tvm_struct_get(args, 0, 15, "int64")
    T.tvm_struct_set(result, 0, 13, T.tvm_struct_get(args, 0, 13, "int32") + 100)
    T.tvm_struct_set(result, 0, 14, T.tvm_struct_get(args, 0, 14, "int32"))
    T.tvm_struct_set(result, 0, 15, n + T.int64(1))
    T.tvm_struct_set(result, 1, 13, 3)
    T.tvm_struct_set(result, 1, 14, 0)
    T.tvm_struct_set(result, 1, 15, T.tvm_struct_get(args, 1, 15, "float64") * T.float64(2))
    T.tvm_struct_set(result, 2, 13, 4)
    T.tvm_struct_set(result, 2, 14, 0)
    T.tvm_struct_set(result, 2, 15, T.tvm_struct_get(args, 2, 15, "handle"))
    return 0
