# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# T.match_buffer of a region, malformed: of what is not a buffer, with
# another number of dims than the buffer's, a slice with a step, an "auto"
# buffer_type, and a shape of more dims than the region.

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4, 4), "float32"), n: T.int32):
    for i in range(2):
        with T.block("b"):
            # expected-error @+1 {{T.match_buffer matches a region of a buffer; 'n' is not a buffer}}
            S = T.match_buffer(n[0:2], (2,))
            S[0] = T.float32(1)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4, 4), "float32")):
    for i in range(2):
        with T.block("b"):
            # expected-error @+1 {{buffer 'A' has 2 dims, but the region has 1}}
            S = T.match_buffer(A[0:2], (2,))
            S[0] = T.float32(1)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4, 4), "float32")):
    for i in range(2):
        with T.block("b"):
            # expected-error @+1 {{a region's slices step by 1}}
            S = T.match_buffer(A[0:4:2, 0:2], (2, 2))
            S[0, 0] = T.float32(1)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4, 4), "float32")):
    for i in range(2):
        with T.block("b"):
            # expected-error @+1 {{buffer_type "auto" applies to parameters, not to regions}}
            S = T.match_buffer(A[0:2, 0:2], shape=(2, 2), buffer_type="auto")
            S[0, 0] = T.float32(1)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4, 4), "float32")):
    for i in range(2):
        with T.block("b"):
            # expected-error @+1 {{the region has 2 dims, fewer than the buffer's 3}}
            S = T.match_buffer(A[0:2, 0:2], shape=(2, 2, 1))
            S[0, 0, 0] = T.float32(1)
