"""float16 and bfloat16 code in the JIT and in shared libraries, both ABIs,
against numpy: LLVM's code calls compiler-rt's conversions (__extendhfsf2,
__truncsfhf2, __truncdfhf2, __truncsfbf2, __truncdfbf2) where x86-64 has
no instruction for them, and the JIT must resolve them as a linked library
does.

Run with the build tree's package on the path (utils/check.sh does):
    PYTHONPATH=build/python /usr/bin/python3 -m pytest python/tests
"""

import numpy as np
import pytest

import prim

SOURCE = """from tvm.script import tir as T

@T.prim_func
def half(A: T.Buffer((8,), "float16"), B: T.Buffer((8,), "float16"),
         C: T.Buffer((8,), "float32"), D: T.Buffer((8,), "float64"),
         E: T.Buffer((8,), "float16")):
    for i in range(8):
        B[i] = A[i] * A[i] + T.float16(0.5)
        C[i] = T.Cast("float32", A[i])
        E[i] = T.Cast("float16", D[i])

@T.prim_func
def brain(A: T.Buffer((8,), "float32"), D: T.Buffer((8,), "float64"),
          B: T.Buffer((8,), "float32")):
    for i in range(8):
        x = T.Cast("bfloat16", A[i]) + T.Cast("bfloat16", D[i])
        B[i] = T.Cast("float32", x)
"""


def to_bfloat16(x):
    """float32 values rounded to bfloat16 (to nearest, ties to even), as
    float32."""
    bits = np.asarray(x, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16 << 16
    return rounded.astype(np.uint32).view(np.float32)


@pytest.fixture(scope="module", params=[(abi, how) for abi in ("tvm-ffi", "tvm-legacy")
                                        for how in ("jit", "so")],
                ids=lambda p: f"{p[0]}-{p[1]}")
def lib(request, tmp_path_factory):
    abi, how = request.param
    output = tmp_path_factory.mktemp("lib") / "half.so" if how == "so" else None
    return prim.compile(SOURCE, abi=abi, output=output, tvmscript=True)


def test_float16(lib):
    a = np.array([-3.5, -1.25, 0, 0.1, 1, 2.5, 100, 255.75], dtype=np.float16)
    d = np.array([1e-8, -0.3, 1 / 3, 65504, 70000, -7.125, 2.0 ** -20, 1e5])
    b = np.zeros(8, np.float16)
    c = np.zeros(8, np.float32)
    e = np.zeros(8, np.float16)
    lib.half(a, b, c, d, e)
    # Each float16 operation rounds: the product, then the sum.
    np.testing.assert_array_equal(b, (a * a) + np.float16(0.5))
    np.testing.assert_array_equal(c, a.astype(np.float32))
    # float64 to float16 directly (one rounding), overflow to infinity.
    with np.errstate(over="ignore"):
        np.testing.assert_array_equal(e, d.astype(np.float16))
    assert np.isinf(e[4]) and e[3] == np.float16(65504)


def test_bfloat16(lib):
    a = np.array([-3.3, 1 / 3, 0, 1e-3, 1.00390625, 3e38, 7, -1e-30], dtype=np.float32)
    # float32 values, so that float64 to bfloat16 in one rounding (as the
    # code converts) is float32 to bfloat16.
    d = np.array([0.1, -2.0, 1e-40, 255.5, 1.0, 3e38, 0.01, 5.0],
                 dtype=np.float32).astype(np.float64)
    b = np.zeros(8, np.float32)
    lib.brain(a, d, b)
    # Each operand rounds to bfloat16, then the sum.
    with np.errstate(over="ignore"):
        want = to_bfloat16(to_bfloat16(a) + to_bfloat16(d.astype(np.float32)))
    np.testing.assert_array_equal(b, want)
    assert b[1] != a[1] and np.isinf(b[5])
