"""The `prim` package against numpy: results, every error path, zero copy.

Run with the build tree's package on the path (utils/check.sh does):
    PYTHONPATH=build/python /usr/bin/python3 -m pytest python/tests
"""

import ctypes
import os
import pathlib
import subprocess
import sys

import numpy as np
import pytest

import prim

KERNELS = pathlib.Path(__file__).with_name("kernels.mlir")
ABIS = ["tvm-ffi", "tvm-legacy"]
# prim-compile beside the package's libraries: build/bin or <prefix>/bin.
PRIM_COMPILE = pathlib.Path(prim.__file__).resolve().parents[2] / "bin" / "prim-compile"


@pytest.fixture(scope="module", params=[(abi, how) for abi in ABIS for how in ("jit", "so")],
                ids=lambda p: f"{p[0]}-{p[1]}")
def lib(request, tmp_path_factory):
    abi, how = request.param
    output = tmp_path_factory.mktemp("lib") / "kernels.so" if how == "so" else None
    return prim.compile(KERNELS, abi=abi, output=output)


def test_lists_functions_and_signatures(lib):
    assert list(lib.functions) == ["axpy", "sum", "fill", "positive", "is_even", "next_byte",
                                   "half", "checked_sqrt", "call_missing"]
    assert lib.axpy.signature == (
        "axpy(%0: tensor<float32, [4]>, %1: tensor<float32, [4]>, %2: float32) -> None")
    assert lib.sum.signature == "sum(%0: tensor<float64, [?]>) -> float64"
    assert lib.fill.signature == "fill(%0: tensor<int32, [?], strides=[?]>, %1: int32) -> None"
    assert lib["positive"].params[1]["dtype"] == "bool"
    assert lib.is_even.result["kind"] == "bool"


def test_results_match_numpy(lib):
    rng = np.random.default_rng(13)
    x = rng.standard_normal(4).astype(np.float32)
    y = rng.standard_normal(4).astype(np.float32)
    expected = np.float32(1.5) * x + y
    assert lib.axpy(x, y, 1.5) is None
    np.testing.assert_allclose(y, expected, rtol=1e-6)

    a = rng.standard_normal(1000)
    assert lib.sum(a) == pytest.approx(np.sum(a), rel=1e-12)
    assert lib.sum(np.zeros(0)) == 0.0

    m = rng.integers(-5, 5, size=(2, 3))
    out = np.zeros((2, 3), dtype=bool)
    lib.positive(m, out)
    np.testing.assert_array_equal(out, m > 0)


def test_scalar_results_are_python_values(lib):
    assert lib.is_even(10) is True
    assert lib.is_even(7) is False
    assert lib.next_byte(41) == 42 and type(lib.next_byte(41)) is int
    assert lib.next_byte(255) == 0  # uint8 arithmetic wraps
    half = lib.half(3)  # an int passed to a float parameter widens
    assert half == 1.5 and type(half) is float
    assert lib.half(np.float32(5.0)) == 2.5  # a numpy scalar is a scalar


def test_zero_copy_writes_into_callers_array(lib):
    y = np.zeros(4, dtype=np.float32)
    address = y.ctypes.data
    lib.axpy(np.ones(4, dtype=np.float32), y, 3.0)
    assert y.ctypes.data == address
    np.testing.assert_array_equal(y, [3, 3, 3, 3])

    # A strided view: the function writes into the base array's memory.
    base = np.arange(12, dtype=np.int32)
    lib.fill(base[1::4], -1)
    np.testing.assert_array_equal(base, [0, -1, 2, 3, 4, -1, 6, 7, 8, -1, 10, 11])


class DLPackOnly:
    """An object that offers its memory through __dlpack__ only."""

    def __init__(self, array):
        self.array = array

    def __dlpack__(self, stream=None):
        return self.array.__dlpack__()


def test_dlpack_objects(lib):
    y = np.zeros(4, dtype=np.float32)
    lib.axpy(DLPackOnly(np.arange(4, dtype=np.float32)), DLPackOnly(y), 2.0)
    np.testing.assert_array_equal(y, [0, 2, 4, 6])
    assert lib.sum(DLPackOnly(np.arange(5.0))) == 10.0


def expect_untouched(call, error, message, *arrays):
    before = [a.copy() for a in arrays]
    with pytest.raises(error) as raised:
        call()
    assert str(raised.value) == message
    for a, b in zip(arrays, before):
        np.testing.assert_array_equal(a, b)


def test_entry_checks_raise_with_the_entrys_message(lib):
    x = np.ones(4, dtype=np.float32)
    y = np.full(4, 7, dtype=np.float32)
    tensor_codes = "7, 70" if lib.abi == "tvm-ffi" else "7, 13"
    float_code = 3 if lib.abi == "tvm-ffi" else 2
    float_codes = "3, 1, 2" if lib.abi == "tvm-ffi" else "2, 0, 15"
    expect_untouched(lambda: lib.axpy(x, y.astype(np.float64), 1.0), TypeError,
                     "axpy: argument #1: expected dtype bits 32, found 64", y)
    expect_untouched(lambda: lib.axpy(x, np.ones(5, dtype=np.float32), 1.0), ValueError,
                     "axpy: argument #1: expected shape[0] == 4, found 5", y)
    expect_untouched(lambda: lib.axpy(x, np.ones((4, 1), dtype=np.float32), 1.0), ValueError,
                     "axpy: argument #1: expected ndim 1, found 2", y)
    expect_untouched(lambda: lib.axpy(np.ones(8, dtype=np.float32)[::2], y, 1.0), ValueError,
                     "axpy: argument #0: expected compact strides, found strides[0] == 2", y)
    expect_untouched(lambda: lib.axpy(x, y), TypeError,
                     "axpy: expected 3 arguments, found 2", y)
    expect_untouched(lambda: lib.axpy(1.0, y, 1.0), TypeError,
                     f"axpy: argument #0: expected a tensor (type code {tensor_codes}), "
                     f"found type code {float_code}", y)
    expect_untouched(lambda: lib.axpy(x, y, x), TypeError,
                     f"axpy: argument #2: expected a float (type code {float_codes}), "
                     f"found type code 7", y)


def test_other_errors_raise_their_kind(lib):
    assert lib.checked_sqrt(16.0) == 4.0
    with pytest.raises(RuntimeError, match="^checked_sqrt: the argument is negative$"):
        lib.checked_sqrt(-1.0)
    with pytest.raises(RuntimeError, match="prim.test.no_such_function"):
        lib.call_missing()


def test_python_side_errors(lib):
    with pytest.raises(TypeError, match="cannot pass str as a tensor"):
        lib.sum("not an array")
    with pytest.raises(TypeError, match="numpy dtype object has no DLPack equivalent"):
        lib.sum(np.array([None, 1], dtype=object))
    swapped = np.arange(3.0).astype(np.dtype(np.float64).newbyteorder())
    with pytest.raises(TypeError, match="sum: numpy dtype >f8 is not in the machine's byte order"):
        lib.sum(swapped)
    with pytest.raises(ValueError, match=r"next_byte: argument #0: 1180591620717411303424 does not fit in 64 bits"):
        lib.next_byte(1 << 70)
    with pytest.raises(AttributeError, match=r"no function 'nope' \(it has: axpy, sum"):
        lib.nope


def test_compile_errors_carry_located_diagnostics():
    with pytest.raises(prim.CompileError) as raised:
        prim.compile("prim.func @f() {\n  prim.retrun\n}\n")
    [d] = raised.value.diagnostics
    assert (d.severity, d.file, d.line, d.column) == ("error", "<source>", 2, 3)
    assert d.message == "custom op 'prim.retrun' is unknown"
    assert str(raised.value) == "<source>:2:3: error: custom op 'prim.retrun' is unknown"

    # A diagnostic from the lowering, at the op.
    with pytest.raises(prim.CompileError) as raised:
        prim.compile("prim.func @f(%x: f32) -> f32 {\n  %y = math.erf %x : f32\n"
                     "  prim.return %y : f32\n}\n")
    assert [str(d) for d in raised.value.diagnostics] == [
        "<source>:2:8: error: 'math.erf' has no lowering to the LLVM dialect"]

    # A verifier error with its note.
    with pytest.raises(prim.CompileError) as raised:
        prim.compile("prim.func @f() {\n  prim.return\n}\nprim.func @f() {\n  prim.return\n}\n")
    assert [str(d) for d in raised.value.diagnostics] == [
        "<source>:4:1: error: redefinition of symbol named 'f'",
        "<source>:1:1: note: see existing symbol definition here"]

    with pytest.raises(prim.CompileError, match="cannot open '/nonexistent.mlir'"):
        prim.compile("/nonexistent.mlir")


def test_bad_options():
    with pytest.raises(ValueError, match="unknown ABI 'tvm-next'"):
        prim.compile(KERNELS, abi="tvm-next")
    with pytest.raises(ValueError, match="optimization level 4 is not one of 0, 1, 2, 3"):
        prim.compile(KERNELS, opt_level=4)
    with pytest.raises(prim.CompileError, match="the JIT compiles for the host"):
        prim.compile(KERNELS, target="aarch64-unknown-linux-gnu")


@pytest.mark.parametrize("abi", ABIS)
def test_checks_leave_categories_out(abi):
    lib = prim.compile(KERNELS, abi=abi, checks="-shape")
    x = np.ones(4, dtype=np.float32)
    longer = np.full(5, 7, dtype=np.float32)
    lib.axpy(x, longer, 1.0)  # the shape is the caller's promise now
    np.testing.assert_array_equal(longer, [8, 8, 8, 8, 7])
    y = np.full(4, 7, dtype=np.float32)
    expect_untouched(lambda: lib.axpy(x, np.ones((4, 1), dtype=np.float32), 1.0), ValueError,
                     "axpy: argument #1: expected ndim 1, found 2", y)
    # check_alignment adds or removes one category on top of checks.
    lib = prim.compile(KERNELS, abi=abi, checks="none", check_alignment=True)
    lib.axpy(x, longer, 1.0)
    np.testing.assert_array_equal(longer, [9, 9, 9, 9, 7])
    with pytest.raises(ValueError, match="checks 'shape,sizes' is not a comma-separated list"):
        prim.compile(KERNELS, checks="shape,sizes")


def test_failed_shared_library_writes_nothing(tmp_path):
    output = tmp_path / "missing-dir" / "x.so"
    with pytest.raises(prim.CompileError, match="cannot write"):
        prim.compile(KERNELS, output=output)
    assert not output.parent.exists()


@pytest.mark.parametrize("abi", ABIS)
def test_loads_a_library_prim_compile_built(abi, tmp_path):
    library = tmp_path / "kernels.so"
    subprocess.run([PRIM_COMPILE, KERNELS, "--emit=shared", f"--abi={abi}", "-o", library],
                   check=True)
    lib = prim.load(library)
    assert lib.abi == abi and lib.path == str(library)
    x = np.arange(6, dtype=np.int64).reshape(2, 3) - 2
    out = np.zeros((2, 3), dtype=bool)
    lib.positive(x, out)
    np.testing.assert_array_equal(out, x > 0)


def test_load_errors(tmp_path):
    with pytest.raises(FileNotFoundError):
        prim.load(tmp_path / "none.so")
    runtime = prim._native.runtime._name
    with pytest.raises(ValueError, match="has no __prim_library_description"):
        prim.load(runtime)


def test_description_of_another_version():
    text = ctypes.create_string_buffer(b'{"version": 2, "abi": "tvm-ffi", "functions": []}')
    with pytest.raises(ValueError, match="library description version 2; this package reads "
                                         "version 1"):
        prim.Library(lambda symbol: ctypes.addressof(text), None)


def test_missing_libraries_fail_the_import(tmp_path):
    package = pathlib.Path(prim.__file__).parent.parent
    result = subprocess.run(
        [sys.executable, "-c", "import prim"], capture_output=True, text=True,
        env=dict(os.environ, PYTHONPATH=str(package), PRIM_LIBRARY_DIR=str(tmp_path)))
    assert result.returncode != 0
    assert (f"ImportError: prim: cannot find libPrimRuntime.so (looked for "
            f"{tmp_path}/libPrimRuntime.so; set PRIM_LIBRARY_DIR") in result.stderr


TVMSCRIPT_SOFTMAX = pathlib.Path(__file__).parents[2] / "test" / "Conformance" / "Inputs" / "softmax.py"


@pytest.mark.parametrize("abi", ABIS)
def test_tvmscript_source_and_file(abi, tmp_path):
    # TVMScript text, as TVM prints it (docs/TVMScript.md).
    lib = prim.compile("from tvm.script import tirx as T\n\n"
                       "@T.prim_func\n"
                       "def axpb(A: T.Buffer((\"n\",), \"float32\"), B: T.Buffer((\"n\",), \"float32\"),\n"
                       "         a: T.float32):\n"
                       "    for i in range(A.shape[0]):\n"
                       "        B[i] = A[i] * a + T.float32(1)\n",
                       abi=abi, tvmscript=True)
    x = np.arange(7, dtype=np.float32)
    y = np.zeros(7, dtype=np.float32)
    lib.axpb(x, y, 3.0)
    np.testing.assert_array_equal(y, x * np.float32(3) + np.float32(1))

    # A .py path is TVMScript; the library is written and loaded.
    softmax = prim.compile(TVMSCRIPT_SOFTMAX, abi=abi, output=tmp_path / "softmax.so")
    a = np.linspace(-2, 2, 64, dtype=np.float32).reshape(4, 16)
    b = np.zeros_like(a)
    softmax.softmax(a, b)
    e = np.exp(a.astype(np.float64) - a.max(axis=1, keepdims=True))
    np.testing.assert_allclose(b, e / e.sum(axis=1, keepdims=True), rtol=1e-6, atol=1e-7)


def test_tvmscript_errors_are_located():
    with pytest.raises(prim.CompileError) as raised:
        prim.compile("@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n"
                     "    A[0] = metadata[\"tir.FloatImm\"][0]\n", tvmscript=True)
    [d] = raised.value.diagnostics
    assert (d.file, d.line, d.column) == ("<tvmscript>", 3, 12)
    assert d.message.startswith("metadata references (metadata[\"...\"]) are not supported")
