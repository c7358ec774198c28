# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# Malformed and unsupported TensorIR blocks, each located and named.

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            vi = T.axis.spatial(4, i)
            # expected-error @+1 {{a block attribute's keys are strings}}
            T.block_attr({1: 1})
            A[vi] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            A[0] = 1.0
            # expected-error @+1 {{block axes must come before the block's body}}
            vi = T.axis.spatial(4, i)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            vi = T.axis.reduce(4, i)
            with T.init():
                A[0] = 0.0
            # expected-error @+1 {{T.init must come once, before the block's body}}
            with T.init():
                A[0] = 0.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i, j in T.grid(4, 4):
        with T.block("B"):
            # expected-error @+1 {{T.axis.remap's kinds, values and names differ in number}}
            vi, vj = T.axis.remap("S", [i, j])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            # expected-error @+1 {{unsupported block axis kind 'scan'}}
            vi = T.axis.scan(4, i)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            # expected-error @+1 {{unsupported block axis kind 'X'}}
            vi = T.axis.remap("X", [i])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        # expected-error @+1 {{'with T.block(...) as NAME' is not supported}}
        with T.block("B") as b:
            A[i] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            T.where(i < 2)
            # expected-error @+1 {{T.where must come once, before the body}}
            T.where(i < 3)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            # expected-error @+1 {{a block axis's value must be an integer}}
            vi = T.axis.spatial(4, 1.5)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            # expected-error @+1 {{an axis domain is an extent or (min, max)}}
            vi = T.axis.spatial((0, 1, 4), i)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        # expected-error @+1 {{unsupported T.block argument 'annotations'}}
        with T.block("B", annotations={}):
            A[i] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            # expected-error @+1 {{'T.axis.spatial' takes a domain and a value}}
            vi = T.axis.spatial(4)
