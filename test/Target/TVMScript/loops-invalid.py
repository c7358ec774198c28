# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# Loops, malformed: what a for loop iterates over, its variables, bounds,
# step and arguments, and the annotations and block axes of T.block.

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{a for loop iterates over range(...), T.serial, T.grid, T.parallel, T.vectorized or T.unroll}}
    for i in A:
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{unsupported loop argument 'unknown'}}
    for i in T.serial(4, unknown=1):
        A[i] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{a loop variable must be a name}}
    for A[0] in range(4):
        A[1] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{T.grid needs at least one extent}}
    for i in T.grid():
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{loop bounds must be integers}}
    for i in range(T.float32(4)):
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{a loop step must be an integer}}
    for i in range(0, 4, 1.5):
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), x: T.float32):
    # expected-error @+1 {{a loop step must be an integer}}
    for i in range(0, 4, x):
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{a loop annotation takes a dict}}
    for i in T.serial(4, annotations=[1]):
        A[i] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    for i in range(4):
        with T.block("b"):
            # expected-error @+1 {{a block axis binds a name}}
            A[0] = T.axis.spatial(4, i)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    for i in range(4):
        with T.block("b"):
            # expected-error @+1 {{T.axis.remap takes a kinds string and a list of loop variables}}
            vi = T.axis.remap("S")
            A[vi] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    for i in range(4):
        with T.block("b"):
            # expected-error @+1 {{'T.block_attr' takes one dict}}
            T.block_attr({"k": 1}, {"j": 2})
            A[i] = 1
