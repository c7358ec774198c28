"""Parallel loops and workspaces at their edges, against numpy, both ABIs:
integer induction variables, extreme and run-time bounds and steps, and
workspace sizes that are negative or overflow, each with the exact error and
nothing written.

Run with the build tree's package on the path (utils/check.sh does):
    PYTHONPATH=build/python /usr/bin/python3 -m pytest python/tests
"""

import numpy as np
import pytest

import prim

SOURCE = r"""
prim.func @double_i32(%a: memref<?xf32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %x = arith.index_cast %i : i32 to index
    %v = memref.load %a[%x] : memref<?xf32>
    %w = arith.mulf %v, %two : f32
    memref.store %w, %a[%x] : memref<?xf32>
  } {prim.parallel}
  prim.return
}

prim.func @mark(%a: memref<?xi64>, %lo: i64, %hi: i64, %step: i64) {
  %lb = arith.index_cast %lo : i64 to index
  %ub = arith.index_cast %hi : i64 to index
  %st = arith.index_cast %step : i64 to index
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %a[%i] : memref<?xi64>
  }
  prim.return
}

prim.func @workspace(%n: i64, %m: i64) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.5 : f32
  %rows = arith.index_cast %n : i64 to index
  %cols = arith.index_cast %m : i64 to index
  %w = memref.alloc(%rows, %cols) : memref<?x?xf32>
  memref.store %one, %w[%c0, %c0] : memref<?x?xf32>
  %v = memref.load %w[%c0, %c0] : memref<?x?xf32>
  memref.dealloc %w : memref<?x?xf32>
  prim.return %v : f32
}

prim.func @freed_twice(%n: i64) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 2.5 : f32
  %size = arith.index_cast %n : i64 to index
  %w = memref.alloc(%size) : memref<?xf32>
  memref.store %one, %w[%c0] : memref<?xf32>
  %v = memref.load %w[%c0] : memref<?xf32>
  memref.dealloc %w : memref<?xf32>
  memref.dealloc %w : memref<?xf32>
  prim.return %v : f32
}
"""

INT64_MIN = -(2**63)


@pytest.fixture(scope="module", params=["tvm-ffi", "tvm-legacy"])
def lib(request):
    return prim.compile(SOURCE, abi=request.param)


def test_i32_induction_variable(lib):
    a = np.arange(100, dtype=np.float32)
    lib.double_i32(a, 100)
    np.testing.assert_array_equal(a, 2 * np.arange(100, dtype=np.float32))
    for n in (0, -5, -(2**31)):
        b = np.arange(10, dtype=np.float32)
        lib.double_i32(b, n)
        np.testing.assert_array_equal(b, np.arange(10, dtype=np.float32))


def test_bounds_and_steps(lib):
    a = np.full(10, -1, dtype=np.int64)
    lib.mark(a, 1, 10, 3)
    np.testing.assert_array_equal(a, [-1, 1, -1, -1, 4, -1, -1, 7, -1, -1])
    # An empty range whose difference overflows: no iteration.
    b = np.full(4, -1, dtype=np.int64)
    lib.mark(b, 3, INT64_MIN, 1)
    np.testing.assert_array_equal(b, [-1] * 4)
    # A step far above the range: the first iteration only.
    lib.mark(b, 2, 4, 2**62)
    np.testing.assert_array_equal(b, [-1, -1, 2, -1])


@pytest.mark.parametrize("step", [0, -1, INT64_MIN])
def test_step_below_one_is_an_error(lib, step):
    a = np.full(4, -1, dtype=np.int64)
    with pytest.raises(ValueError) as raised:
        lib.mark(a, 0, 4, step)
    assert str(raised.value) == \
        f"mark: a parallel loop's step must be positive, found {step}"
    np.testing.assert_array_equal(a, [-1] * 4)


def test_workspace_sizes(lib):
    assert lib.workspace(3, 4) == 1.5
    for n, m in ((-1, 4), (4, -1), (2**61, 4), (2**40, 2**40)):
        with pytest.raises(ValueError) as raised:
            lib.workspace(n, m)
        assert str(raised.value) == ("workspace_compute: a workspace's size is "
                                     "negative or more than 2^63 - 1 bytes")


def test_a_second_dealloc_is_an_error(lib):
    with pytest.raises(RuntimeError) as raised:
        lib.freed_twice(4)
    assert str(raised.value) == \
        "freed_twice_compute: memref.dealloc of a workspace freed already"
