"""Prim from Python: compile `prim` modules and call their functions.

    import prim
    lib = prim.compile(source_or_path)        # JIT, or output="x.so"
    lib.axpy(x, y, 2.0)                       # numpy arrays, __dlpack__ objects, scalars

`prim.load("x.so")` calls a library Prim compiled earlier the same way. The
generated entries check every argument; a failed check raises TypeError or
ValueError with the entry's message. Diagnostics from a bad module raise
CompileError, which carries them with their locations.

Pure Python over ctypes: the prim-c API (libPrimCAPI) compiles, PrimRuntime
provides what the generated code calls, and each library's description
(prim/ABI/LibraryDescription.h) says how to pass its arguments.
"""

import builtins
import ctypes
import json
import os

from . import _native

__all__ = ["compile", "load", "Library", "Function", "CompileError", "Diagnostic",
           "API_VERSION"]

API_VERSION = (_native.API_VERSION >> 16, _native.API_VERSION & 0xFFFF)
DESCRIPTION_SYMBOL = "__prim_library_description"
DESCRIPTION_VERSION = 1


class Diagnostic:
    """One diagnostic: severity ("error", "warning", "note", "remark"),
    file, line and column (0 when unknown), message."""

    def __init__(self, severity, file, line, column, message):
        self.severity, self.file, self.line, self.column, self.message = (
            severity, file, line, column, message)

    def __str__(self):
        location = self.file or "<unknown>"
        if self.line:
            location += f":{self.line}:{self.column}"
        return f"{location}: {self.severity}: {self.message}"

    __repr__ = __str__


class CompileError(Exception):
    """A module did not parse, verify or compile; `diagnostics` says why."""

    def __init__(self, diagnostics):
        self.diagnostics = list(diagnostics)
        super().__init__("\n".join(str(d) for d in self.diagnostics) or "compilation failed")


class _Session:
    """A prim-c session whose diagnostics are collected."""

    def __init__(self, abi, opt_level, target, cpu, features, checks, check_alignment):
        capi = _native.capi
        options = capi.primOptionsCreate()
        try:
            if capi.primOptionsSetABI(options, abi.encode()) != _native.STATUS_OK:
                raise ValueError(f"unknown ABI '{abi}' (tvm-ffi or tvm-legacy)")
            if capi.primOptionsSetOptLevel(options, int(opt_level)) != _native.STATUS_OK:
                raise ValueError(f"optimization level {opt_level} is not one of 0, 1, 2, 3")
            capi.primOptionsSetTarget(options, _encode(target), _encode(cpu), _encode(features))
            if checks is not None and capi.primOptionsSetChecks(
                    options, checks.encode()) != _native.STATUS_OK:
                raise ValueError(f"checks '{checks}' is not a comma-separated list of "
                                 "type_code, ndim_dtype, shape, strides, byte_offset, "
                                 "device, data, alignment, all or none (-name removes one)")
            if check_alignment is not None:
                capi.primOptionsSetCheckAlignment(options, bool(check_alignment))
            self.handle = capi.primSessionCreate(options)
        finally:
            capi.primOptionsDestroy(options)
        self.diagnostics = []
        self._callback = _native.DIAGNOSTIC_CALLBACK(self._collect)
        capi.primSessionSetDiagnosticCallback(self.handle, self._callback, None)

    def _collect(self, diagnostic, _user_data):
        d = diagnostic.contents
        self.diagnostics.append(Diagnostic(_native.SEVERITIES[d.severity], d.file.decode(),
                                           d.line, d.column, d.message.decode()))

    def check(self, status):
        if status != _native.STATUS_OK:
            diagnostics, self.diagnostics = self.diagnostics, []
            raise CompileError(diagnostics)

    def __del__(self):
        if getattr(self, "handle", None):
            _native.capi.primSessionDestroy(self.handle)


def _encode(text):
    return text.encode() if text else None


class _Module:
    """A parsed module, released with its session's help."""

    def __init__(self, session, source_or_path, tvmscript=None):
        self.session = session
        handle = ctypes.c_void_p()
        # A path, or text that cannot be a module (one line, no body).
        is_path = isinstance(source_or_path, os.PathLike) or (
            isinstance(source_or_path, str) and "\n" not in source_or_path
            and "{" not in source_or_path)
        if tvmscript is None:
            tvmscript = is_path and os.fspath(source_or_path).endswith(".py")
        if is_path:
            parse = (_native.capi.primModuleImportTVMScriptFile if tvmscript
                     else _native.capi.primModuleParseFile)
            status = parse(session.handle, os.fsencode(source_or_path), ctypes.byref(handle))
        else:
            source = source_or_path.encode() if isinstance(source_or_path, str) else bytes(source_or_path)
            parse = (_native.capi.primModuleImportTVMScriptString if tvmscript
                     else _native.capi.primModuleParseString)
            name = b"<tvmscript>" if tvmscript else b"<source>"
            status = parse(session.handle, source, len(source), name, ctypes.byref(handle))
        session.check(status)
        self.handle = handle.value

    def __del__(self):
        if getattr(self, "handle", None):
            _native.capi.primModuleDestroy(self.handle)


class _JIT:
    def __init__(self, module):
        handle = ctypes.c_void_p()
        module.session.check(_native.capi.primJITCreate(module.handle, ctypes.byref(handle)))
        self.handle = handle.value
        self.session = module.session  # the JIT is released before its session

    def lookup(self, symbol):
        return _native.capi.primJITLookupSymbol(self.handle, symbol.encode())

    def __del__(self):
        if getattr(self, "handle", None):
            _native.capi.primJITDestroy(self.handle)


def compile(source_or_path, abi="tvm-ffi", opt_level=2, *, output=None, target=None,
            cpu=None, features=None, checks=None, check_alignment=None, tvmscript=None):
    """Compiles a `prim` module (its text, or a path) and returns a Library.

    With `tvmscript=True` (the default for a path ending in .py), the input
    is TVMScript, as TVM prints its PrimFuncs (docs/TVMScript.md).

    With `output`, the library is a shared library written there (and kept);
    otherwise it is compiled in-process by the JIT. `target`, `cpu` and
    `features` are LLVM's (a shared library only, for another machine's
    CPU; the JIT compiles for the host). `checks` chooses the categories of
    argument checks of the packed entries without their own `checks(...)`,
    as prim-compile's --checks does ("all", the default; "-alignment";
    "type_code,ndim_dtype"); `check_alignment` then adds or removes the
    alignment category. Raises CompileError with the diagnostics if the
    module does not compile."""
    session = _Session(abi, opt_level, target, cpu, features, checks, check_alignment)
    module = _Module(session, source_or_path, tvmscript)
    if output is not None:
        session.check(_native.capi.primModuleEmitSharedLibrary(module.handle, os.fsencode(output)))
        return load(output)
    jit = _JIT(module)
    return Library(jit.lookup, jit)


def load(path):
    """The shared library at `path`, which Prim compiled, as a Library."""
    path = os.path.abspath(os.fspath(path))
    if not os.path.exists(path):
        raise FileNotFoundError(path)
    handle = ctypes.CDLL(path, mode=ctypes.RTLD_LOCAL)

    def lookup(symbol):
        try:
            return ctypes.addressof(ctypes.c_char.in_dll(handle, symbol))
        except ValueError:
            return None

    return Library(lookup, handle, path)


class Library:
    """A compiled library: `functions` maps each packed function's name to a
    Function, which is also an attribute (`lib.axpy(...)`)."""

    def __init__(self, lookup, owner, path=None):
        self._owner = owner
        self.path = path
        address = lookup(DESCRIPTION_SYMBOL)
        if not address:
            raise ValueError(f"{path or 'the library'} has no {DESCRIPTION_SYMBOL}: "
                             f"it was not compiled by this Prim (or is a system library)")
        description = json.loads(ctypes.string_at(address).decode())
        if description.get("version") != DESCRIPTION_VERSION:
            raise ValueError(f"library description version {description.get('version')}; "
                             f"this package reads version {DESCRIPTION_VERSION}")
        self.abi = description["abi"]
        self._layout = description
        self.functions = {}
        for entry in description["functions"]:
            address = lookup(entry["entry"])
            self.functions[entry["name"]] = Function(self, entry, address)

    def __getattr__(self, name):
        functions = self.__dict__.get("functions", {})
        if name in functions:
            return functions[name]
        raise AttributeError(f"the library has no function '{name}' "
                             f"(it has: {', '.join(functions) or 'none'})")

    def __getitem__(self, name):
        return self.functions[name]

    def __iter__(self):
        return iter(self.functions.values())

    def __dir__(self):
        return list(super().__dir__()) + list(self.functions)

    def __repr__(self):
        lines = [f"<prim.Library {self.abi}{' ' + self.path if self.path else ''}>"]
        lines += [f"  {function.signature}" for function in self]
        return "\n".join(lines)


def _describe_type(value):
    if value is None:
        return "None"
    if value["kind"] == "tensor":
        shape = ", ".join("?" if d is None else str(d) for d in value["shape"])
        strided = "" if value["strides"] is None else ", strides=[" + ", ".join(
            "?" if s is None else str(s) for s in value["strides"]) + "]"
        return f"tensor<{value['dtype']}, [{shape}]{strided}>"
    return value.get("dtype", value["kind"])


_NUMPY_KINDS = {"i": _native.DL_INT, "u": _native.DL_UINT, "f": _native.DL_FLOAT,
                "c": _native.DL_COMPLEX}


class Function:
    """A packed function of a Library. `params` and `result` are the
    library description's; calling it packs the arguments for the ABI, calls
    the entry and returns the scalar result (or None)."""

    def __init__(self, library, entry, address):
        self.library = library
        self.name = entry["name"]
        self.params = entry["params"]
        self.result = entry["result"]
        layout = library._layout
        self._codes = layout["type_codes"]
        self._bool_dtype = layout["bool_dtype"]
        self._slot_size = layout["slot_size"]
        self._value_offset = layout["value_offset"]
        self._ffi = library.abi == "tvm-ffi"
        entry_type = _native.FFI_ENTRY if self._ffi else _native.LEGACY_ENTRY
        self._entry = entry_type(address)

    @property
    def signature(self):
        params = ", ".join(f"%{i}: {_describe_type(p)}" for i, p in enumerate(self.params))
        return f"{self.name}({params}) -> {_describe_type(self.result)}"

    def __repr__(self):
        return f"<prim.Function {self.signature}>"

    def _tensor(self, value, keep):
        """A DLTensor describing `value` (a numpy array or a __dlpack__
        object), without copying it; what must outlive the call goes to
        `keep`."""
        interface = getattr(value, "__array_interface__", None)
        if interface is not None and interface.get("data") is not None:
            import numpy
            array = numpy.asarray(value)
            keep.append(array)
            if not array.dtype.isnative:
                raise TypeError(f"{self.name}: numpy dtype {array.dtype.str} is not in the "
                                f"machine's byte order, which DLPack assumes")
            if array.dtype.kind == "b":
                # The ABI's bool element: {kDLBool, 8}, or legacy TVM's
                # {kDLUInt, 1}, both stored one per byte as numpy stores them.
                code_bits = tuple(self._bool_dtype)
            elif array.dtype.kind in _NUMPY_KINDS:
                code_bits = (_NUMPY_KINDS[array.dtype.kind], 8 * array.dtype.itemsize)
            else:
                raise TypeError(f"{self.name}: numpy dtype {array.dtype} has no DLPack equivalent")
            shape = (ctypes.c_int64 * max(array.ndim, 1))(*array.shape)
            strides = (ctypes.c_int64 * max(array.ndim, 1))(
                *(s // array.itemsize for s in array.strides))
            keep += [shape, strides]
            tensor = _native.DLTensor(
                array.ctypes.data, _native.DLDevice(_native.DL_CPU, 0), array.ndim,
                _native.DLDataType(code_bits[0], code_bits[1], 1), shape, strides, 0)
            keep.append(tensor)
            return ctypes.addressof(tensor)
        if hasattr(value, "__dlpack__"):
            capsule = value.__dlpack__()
            keep.append(capsule)
            tensor = _native.dltensor_from_capsule(capsule)
            return ctypes.addressof(tensor)
        raise TypeError(f"{self.name}: cannot pass {type(value).__name__} as a tensor "
                        f"(a numpy array or an object with __dlpack__)")

    def _pack(self, value, keep):
        """The (type code, 8-byte value) of one argument."""
        codes = self._codes
        if isinstance(value, bool):
            return codes["bool"], ctypes.c_int64(int(value))
        if isinstance(value, int):
            # An int64 slot; a uint64 travels as its bit pattern.
            if not -(1 << 63) <= value < (1 << 64):
                raise ValueError(f"{value} does not fit in 64 bits")
            return codes["int"], ctypes.c_int64(value)
        if isinstance(value, float):
            return codes["float"], ctypes.c_double(value)
        if value is None:
            return codes["null"], ctypes.c_int64(0)
        if isinstance(value, ctypes.c_void_p):
            return codes["handle"], ctypes.c_int64(value.value or 0)
        if hasattr(value, "dtype") and getattr(value, "shape", None) == () and not hasattr(
                value, "__dlpack__"):
            return self._pack(value.item(), keep)  # a numpy scalar
        return codes["tensor"], ctypes.c_int64(self._tensor(value, keep))

    def __call__(self, *args):
        keep = []
        count = len(args)
        slots = (ctypes.c_char * (self._slot_size * max(count, 1)))()
        type_codes = (ctypes.c_int * max(count, 1))()
        for index, arg in enumerate(args):
            try:
                code, value = self._pack(arg, keep)
            except ValueError as error:
                raise ValueError(f"{self.name}: argument #{index}: {error}") from None
            base = index * self._slot_size
            ctypes.memmove(ctypes.addressof(slots) + base + self._value_offset,
                           ctypes.addressof(value), 8)
            if self._ffi:
                ctypes.c_int32.from_buffer(slots, base).value = code
            else:
                type_codes[index] = code
        result = (ctypes.c_char * max(self._slot_size, 8))()
        result_code = ctypes.c_int(self._codes["null"])
        _native.runtime.PrimRuntimeClearLastError()
        if self._ffi:
            ctypes.c_int32.from_buffer(result, 0).value = self._codes["null"]
            status = self._entry(None, ctypes.addressof(slots), count, ctypes.addressof(result))
        else:
            status = self._entry(ctypes.addressof(slots), ctypes.addressof(type_codes), count,
                                 ctypes.addressof(result), ctypes.addressof(result_code), None)
        if status != 0:
            kind = (_native.runtime.PrimRuntimeGetLastErrorKind() or b"").decode()
            message = (_native.runtime.PrimRuntimeGetLastError() or b"").decode()
            error = getattr(builtins, kind, None)
            if not (isinstance(error, type) and issubclass(error, Exception)):
                error = RuntimeError
            raise error(message or f"{self.name} failed (status {status})")
        return self._result(result)

    def _result(self, slot):
        if self.result is None:
            return None
        address = ctypes.addressof(slot) + self._value_offset
        kind = self.result["kind"]
        if kind == "float":
            return ctypes.c_double.from_address(address).value
        if kind == "bool":
            return bool(ctypes.c_int64.from_address(address).value)
        if kind == "int":
            value = ctypes.c_int64.from_address(address).value
            dtype = self.result.get("dtype", "")
            if dtype.startswith("uint"):
                value &= (1 << int(dtype[4:])) - 1
            return value
        return ctypes.c_void_p.from_address(address).value
