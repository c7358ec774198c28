# What TVM's LowerTVMBuiltin leaves in a function: the fields of the second
# DLTensor of an array (T.tvm_struct_get kinds 0 to 10), a NULL test of its
# strides, the slots of a TVMValue array (kind 12), an error return, and a
# calling_conv 1 function whose int32 result is its C status.
from tvm.script import tir as T


@T.prim_func
def tensor_fields(t: T.handle, out: T.Buffer((10,), "int64")):
    if T.isnullptr(t):
        out[0] = T.int64(-1)
    else:
        out[0] = T.Cast("int64", T.tvm_struct_get(t, 1, 4, "int32"))
        out[1] = T.Cast("int64", T.tvm_struct_get(t, 1, 5, "uint8"))
        out[2] = T.Cast("int64", T.tvm_struct_get(t, 1, 6, "uint8"))
        out[3] = T.Cast("int64", T.tvm_struct_get(t, 1, 7, "uint16"))
        out[4] = T.Cast("int64", T.tvm_struct_get(t, 1, 8, "uint64"))
        out[5] = T.Cast("int64", T.tvm_struct_get(t, 1, 10, "int32")) * 100 + T.Cast("int64", T.tvm_struct_get(t, 1, 9, "int32"))
        shape_ptr: T.handle("int64") = T.tvm_struct_get(t, 1, 2, "handle")
        shape = T.decl_buffer((2,), "int64", data=shape_ptr)
        out[6] = shape[0] * 100 + shape[1]
        out[7] = T.Cast("int64", T.isnullptr(T.tvm_struct_get(t, 1, 3, "handle")))
        addr: T.handle = T.tvm_struct_get(t, 1, 0, "handle")
        out[8] = T.Cast("int64", T.tvm_struct_get(addr, 0, 4, "int32"))
        data: T.handle("float32") = T.tvm_struct_get(t, 1, 1, "handle")
        D = T.decl_buffer((6,), "float32", data=data)
        out[9] = T.Cast("int64", D[5])


@T.prim_func
def tvm_values(args: T.handle, out: T.Buffer((1,), "float64")):
    arg0: T.handle = T.tvm_struct_get(args, 0, 12, "handle")
    A_data: T.handle("float64") = T.tvm_struct_get(arg0, 0, 1, "handle")
    A = T.Buffer((2,), "float64", data=A_data)
    n: T.int64 = T.tvm_struct_get(args, 1, 12, "int64")
    out[0] = A[1] * T.Cast("float64", n) + T.tvm_struct_get(args, 2, 12, "float64")


@T.prim_func
def throw_if_negative(n: T.int32, out: T.Buffer((1,), "int32")):
    out[0] = 1
    if n < 0:
        T.evaluate(T.tvm_throw_last_error())
    out[0] = 2


@T.prim_func
def status_of(n: T.int32) -> T.int32:
    T.func_attr({"calling_conv": 1})
    assert n != 7, "status_of: n is 7"
    if n < 0:
        return n
    return 0


@T.prim_func
def set_tensor(t: T.handle, shape: T.handle("int64"), A: T.Buffer((6,), "float32")):
    # Fills the second DLTensor of the array, as LowerTVMBuiltin does.
    T.tvm_struct_set(t, 1, 1, A.data)
    T.tvm_struct_set(t, 1, 2, shape)
    T.tvm_struct_set(t, 1, 3, T.reinterpret("handle", T.uint64(0)))
    T.tvm_struct_set(t, 1, 4, 2)
    T.tvm_struct_set(t, 1, 5, T.uint8(2))
    T.tvm_struct_set(t, 1, 6, T.uint8(32))
    T.tvm_struct_set(t, 1, 7, T.uint16(1))
    T.tvm_struct_set(t, 1, 8, T.uint64(8))
    T.tvm_struct_set(t, 1, 9, 3)
    T.tvm_struct_set(t, 1, 10, 1)


@T.prim_func
def set_values(args: T.handle, t: T.handle, n: T.int64):
    T.tvm_struct_set(args, 0, 12, T.tvm_struct_get(t, 1, 0, "handle"))
    T.tvm_struct_set(args, 1, 12, n * T.int64(2))
    T.tvm_struct_set(args, 2, 12, T.Cast("float64", n) + T.float64(0.5))


@T.prim_func
def stack_tensors(out: T.Buffer((6,), "int64")):
    # Two DLTensors and their shapes on the stack, filled and read back as
    # LowerTVMBuiltin's output does: each element as large as C's.
    tensors: T.handle = T.tvm_stack_alloca("array", 2)
    shapes = T.decl_buffer((3,), "int64", data=T.tvm_stack_alloca("shape", 3))
    values: T.handle = T.tvm_stack_alloca("arg_value", 2)
    codes = T.decl_buffer((2,), "int32", data=T.tvm_stack_alloca("arg_tcode", 2))
    shapes[0] = T.int64(4)
    shapes[1] = T.int64(5)
    shapes[2] = T.int64(6)
    for i in range(2):
        T.tvm_struct_set(tensors, 0, 4, 1)
        T.tvm_struct_set(tensors, 0, 2, T.address_of(shapes[0]))
        T.tvm_struct_set(tensors, 0, 8, T.uint64(16))
        T.tvm_struct_set(tensors, 1, 4, 2)
        T.tvm_struct_set(tensors, 1, 2, T.address_of(shapes[1]))
        T.tvm_struct_set(tensors, 1, 8, T.uint64(32))
    T.tvm_struct_set(values, 0, 12, T.int64(7))
    T.tvm_struct_set(values, 1, 12, T.tvm_struct_get(tensors, 1, 0, "handle"))
    codes[0] = 0
    codes[1] = 7
    second: T.handle = T.tvm_struct_get(values, 1, 12, "handle")
    second_shape: T.handle("int64") = T.tvm_struct_get(second, 0, 2, "handle")
    S = T.decl_buffer((2,), "int64", data=second_shape)
    out[0] = T.Cast("int64", T.tvm_struct_get(tensors, 0, 4, "int32"))
    out[1] = T.tvm_struct_get(tensors, 0, 8, "uint64")
    out[2] = T.Cast("int64", T.tvm_struct_get(second, 0, 4, "int32")) * T.int64(100) + S[0] * T.int64(10) + S[1]
    out[3] = T.tvm_struct_get(second, 0, 8, "uint64")
    out[4] = T.tvm_struct_get(values, 0, 12, "int64")
    out[5] = T.Cast("int64", codes[0] + codes[1])
