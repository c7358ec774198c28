"""Native bodies of more than 32 native parameters take them through memory
(a struct on the caller's stack, docs/Lowering.md "Wide native bodies").
Every way a body is called, against numpy, both ABIs, on both sides of the
boundary: the packed entry (straight-line checks at 15 and 16 buffers, the
table of checks at 40), prim.call_tir
with a result, prim.call_cpacked of a local callee, and the task of a
parallel loop whose body captures them.

Run with the build tree's package on the path (utils/check.sh does):
    PYTHONPATH=build/python /usr/bin/python3 -m pytest python/tests
"""

import numpy as np
import pytest

import prim

# @sum_k: k buffers memref<?xf32> (data and size: 2 native parameters each)
# and an f32 scale; returns scale * sum of element 0 of each buffer, and
# writes that into element 1 of the last buffer. 16 buffers: 33 native
# parameters (through memory); 15: 31 (parameters).
def wide_source(k):
    params = ", ".join(f"%b{i}: memref<?xf32>" for i in range(k))
    names = ", ".join(f"%b{i}" for i in range(k))
    types = ", ".join("memref<?xf32>" for _ in range(k))
    body = ["  %c0 = arith.constant 0 : index",
            "  %c1 = arith.constant 1 : index",
            "  %acc0 = arith.constant 0.0 : f32"]
    for i in range(k):
        body.append(f"  %v{i} = memref.load %b{i}[%c0] : memref<?xf32>")
        body.append(f"  %acc{i + 1} = arith.addf %acc{i}, %v{i} : f32")
    body.append(f"  %r = arith.mulf %acc{k}, %s : f32")
    body.append(f"  memref.store %r, %b{k - 1}[%c1] : memref<?xf32>")
    body.append("  prim.return %r : f32")
    helper = (f"prim.func private @sum_{k}({params}, %s: f32) -> f32 {{\n"
              + "\n".join(body) + "\n}\n")
    # The exported functions: one reaches @sum_k through call_tir, one
    # through call_cpacked of the exported @sum_packed_k, and one runs it in
    # every task of a parallel loop over [0, n) (each task's result lands in
    # the same element, so the value is the same whatever the order).
    exported = f"""
prim.func @sum_packed_{k}({params}, %s: f32) -> f32 {{
  %r = prim.call_tir @sum_{k}({names}, %s) : ({types}, f32) -> f32
  prim.return %r : f32
}}

prim.func @via_tir_{k}({params}, %s: f32) -> f32 {{
  %r = prim.call_tir @sum_{k}({names}, %s) : ({types}, f32) -> f32
  prim.return %r : f32
}}

prim.func @via_cpacked_{k}({params}, %s: f32) -> f32 {{
  %h = prim.null_handle
  %r = prim.call_cpacked @sum_packed_{k}({names}, %s) resource_handle(%h) : ({types}, f32) -> f32
  prim.return %r : f32
}}

prim.func @via_parallel_{k}({params}, %s: f32, %n: index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {{
    %r = prim.call_tir @sum_{k}({names}, %s) : ({types}, f32) -> f32
  }}
  prim.return
}}
"""
    return helper + exported


@pytest.fixture(scope="module",
                params=[(abi, k) for abi in ("tvm-ffi", "tvm-legacy")
                        for k in (15, 16, 40)],
                ids=lambda p: f"{p[0]}-{p[1]}buffers")
def case(request):
    abi, k = request.param
    return prim.compile(wide_source(k), abi=abi), k


def buffers(k, rng):
    return [rng.standard_normal(2 + i % 3).astype(np.float32)
            for i in range(k)]


def expected(bufs, scale):
    """What the body computes: a float32 sum in parameter order, scaled."""
    total = np.float32(0)
    for b in bufs:
        total = np.float32(total + b[0])
    return np.float32(total * np.float32(scale))


@pytest.mark.parametrize("how", ["sum_packed", "via_tir", "via_cpacked"])
def test_calls(case, how):
    lib, k = case
    rng = np.random.default_rng(k)
    bufs = buffers(k, rng)
    before = [b.copy() for b in bufs]
    result = getattr(lib, f"{how}_{k}")(*bufs, 1.5)
    want = expected(before, 1.5)
    assert np.float32(result) == want
    for i, (b, old) in enumerate(zip(bufs, before)):
        if i == k - 1:
            assert b[1] == want
            np.testing.assert_array_equal(np.delete(b, 1), np.delete(old, 1))
        else:
            np.testing.assert_array_equal(b, old)


def test_parallel_task(case):
    lib, k = case
    rng = np.random.default_rng(k + 1)
    bufs = buffers(k, rng)
    before = [b.copy() for b in bufs]
    getattr(lib, f"via_parallel_{k}")(*bufs, -2.0, 8)
    assert bufs[-1][1] == expected(before, -2.0)


def test_wrong_argument_writes_nothing(case):
    lib, k = case
    rng = np.random.default_rng(k + 2)
    bufs = buffers(k, rng)
    bufs[k // 2] = bufs[k // 2].astype(np.float64)
    before = [b.copy() for b in bufs]
    with pytest.raises(TypeError) as raised:
        getattr(lib, f"via_tir_{k}")(*bufs, 1.0)
    assert str(raised.value) == (f"via_tir_{k}: argument #{k // 2}: expected "
                                 "dtype bits 32, found 64")
    for b, old in zip(bufs, before):
        np.testing.assert_array_equal(b, old)
