# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# Malformed LLVM intrinsic calls, prefetches and shuffles, each located with
# its reason; the v0.20 (tir) and main (tirx) spellings of the intrinsic
# calls differ by v0.20's number of signature arguments.

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{the number of signature arguments of TVM v0.20's 'T.call_llvm_pure_intrin' is an integer constant}}
    A[0] = T.call_llvm_pure_intrin("uint8", "llvm.ctpop", n, A[1])

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{'llvm.ctpop' is overloaded: TVM v0.20 finds it only when the signature count (0) is at least the number of arguments (1)}}
    A[0] = T.call_llvm_pure_intrin("uint8", "llvm.ctpop", T.uint32(0), A[1])

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{'T.call_llvm_pure_intrin' takes the result dtype, the intrinsic and the number of signature arguments}}
    A[0] = T.call_llvm_pure_intrin("uint8", "llvm.ctpop")

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{'llvm.ctpop.v8i8' has no signature (uint32, uint8) -> uint8}}
    A[0] = T.call_llvm_pure_intrin("uint8", "llvm.ctpop.v8i8", T.uint32(1), A[1])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{'T.call_llvm_intrin' takes the result dtype and the intrinsic}}
    T.call_llvm_intrin("")

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{'T.call_llvm_intrin' of a void intrinsic is a statement}}
    A[0] = T.call_llvm_intrin("", "llvm.assume", n > 0)

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # expected-error @+1 {{'llvm.assume' has no signature (int32) -> void}}
    T.call_llvm_intrin("void", "llvm.assume", n)

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "uint8"), n: T.int32):
    # A pure call whose arguments write memory stays, as in TVM.
    # expected-error @+1 {{'llvm.ctpop' has no signature (int32, int32) -> int32}}
    T.evaluate(T.call_llvm_pure_intrin("int32", "llvm.ctpop", n, T.call_extern("int32", "g", n)))

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{the prefetch's locality is a constant from 0 to 3}}
    T.evaluate(T.Call("tirx.prefetch", [T.address_of(A[0]), 0, 4, 1], ret_ty="void"))

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{the prefetch's read/write flag is a constant from 0 to 1}}
    T.evaluate(T.Call("tirx.prefetch", [T.address_of(A[0]), n, 3, 1], ret_ty="void"))

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{the prefetch's address is a handle, T.address_of(A[i]) or A.data}}
    T.evaluate(T.Call("tirx.prefetch", [A[0], 0, 3, 1], ret_ty="void"))

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.prefetch' is a statement}}
    A[0] = T.Call("tirx.prefetch", [T.address_of(A[0]), 0, 3, 1], ret_ty="float32")

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{T.prefetch(buffer, bounds), TVM's Prefetch statement, is not supported: TVM's lowering leaves it to the code generator, which has no rule for it}}
    T.prefetch(A, [T.Range(0, 4)])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "int32")):
    # expected-error @+1 {{'T.Shuffle' shuffles vectors of one element dtype, not float32 and int32x2}}
    A[0] = T.Shuffle([A[0], B[T.Ramp(0, 1, 2)]], [0])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.Shuffle' takes constant lane indices from 0 to 2}}
    A[T.Ramp(0, 1, 2)] = T.Shuffle([A[T.Ramp(0, 1, 2)], A[3]], [0, 3])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.Shuffle' takes constant lane indices from 0 to 1}}
    A[T.Ramp(0, 1, 2)] = T.Shuffle([A[0], A[1]], [n, 0])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.Shuffle' picks at most the 2 lanes it has}}
    A[T.Ramp(0, 1, 3)] = T.Shuffle([A[0], A[1]], [0, 1, 0])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{'T.Shuffle' takes a list of vectors and a list of lane indices}}
    A[0] = T.Shuffle(A[0], [0])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), h: T.handle):
    # expected-error @+1 {{'T.Shuffle' shuffles numbers}}
    A[0] = T.Shuffle([h], [0])
