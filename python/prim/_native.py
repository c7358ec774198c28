"""The C libraries under the package: PrimRuntime and the prim-c API.

PrimRuntime is loaded RTLD_GLOBAL first: the code the JIT compiles and the
libraries Prim links resolve the runtime's functions in the process's
global scope.
"""

import ctypes
import os

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))


def _library_dirs():
    """Where the libraries are: PRIM_LIBRARY_DIR, else beside the package in
    an installation (<prefix>/python/prim -> <prefix>/lib) or a build tree
    (build/python/prim -> build/lib, build/lib/Runtime)."""
    override = os.environ.get("PRIM_LIBRARY_DIR")
    if override:
        return [override]
    lib = os.path.normpath(os.path.join(_PACKAGE_DIR, "..", "..", "lib"))
    return [lib, os.path.join(lib, "Runtime")]


def _load(name, mode):
    searched = []
    for directory in _library_dirs():
        path = os.path.join(directory, name)
        searched.append(path)
        if os.path.exists(path):
            return ctypes.CDLL(path, mode=mode)
    raise ImportError(f"prim: cannot find {name} (looked for {', '.join(searched)}; "
                      f"set PRIM_LIBRARY_DIR to the directory that holds it)")


runtime = _load("libPrimRuntime.so", ctypes.RTLD_GLOBAL)
capi = _load("libPrimCAPI.so", ctypes.RTLD_LOCAL)

runtime.PrimRuntimeGetLastError.restype = ctypes.c_char_p
runtime.PrimRuntimeGetLastErrorKind.restype = ctypes.c_char_p
runtime.PrimRuntimeClearLastError.restype = None


class Diagnostic(ctypes.Structure):
    _fields_ = [
        ("severity", ctypes.c_int),
        ("file", ctypes.c_char_p),
        ("line", ctypes.c_uint),
        ("column", ctypes.c_uint),
        ("message", ctypes.c_char_p),
    ]


DIAGNOSTIC_CALLBACK = ctypes.CFUNCTYPE(None, ctypes.POINTER(Diagnostic), ctypes.c_void_p)
STATUS_OK = 0  # primStatus; any other value is a failure
SEVERITIES = ("error", "warning", "note", "remark")

_P = ctypes.c_void_p
_PP = ctypes.POINTER(ctypes.c_void_p)
_PROTOTYPES = {
    "primGetAPIVersion": (ctypes.c_uint32, []),
    "primOptionsCreate": (_P, []),
    "primOptionsDestroy": (None, [_P]),
    "primOptionsSetABI": (ctypes.c_int, [_P, ctypes.c_char_p]),
    "primOptionsSetOptLevel": (ctypes.c_int, [_P, ctypes.c_int]),
    "primOptionsSetTarget": (ctypes.c_int, [_P, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p]),
    "primOptionsSetCheckAlignment": (ctypes.c_int, [_P, ctypes.c_bool]),
    "primOptionsSetChecks": (ctypes.c_int, [_P, ctypes.c_char_p]),
    "primSessionCreate": (_P, [_P]),
    "primSessionDestroy": (None, [_P]),
    "primSessionSetDiagnosticCallback": (None, [_P, DIAGNOSTIC_CALLBACK, _P]),
    "primModuleParseString": (ctypes.c_int, [_P, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p, _PP]),
    "primModuleParseFile": (ctypes.c_int, [_P, ctypes.c_char_p, _PP]),
    "primModuleImportTVMScriptString": (ctypes.c_int, [_P, ctypes.c_char_p, ctypes.c_size_t,
                                                       ctypes.c_char_p, _PP]),
    "primModuleImportTVMScriptFile": (ctypes.c_int, [_P, ctypes.c_char_p, _PP]),
    "primModuleDestroy": (None, [_P]),
    "primModuleEmitSharedLibrary": (ctypes.c_int, [_P, ctypes.c_char_p]),
    "primJITCreate": (ctypes.c_int, [_P, _PP]),
    "primJITDestroy": (None, [_P]),
    "primJITLookupSymbol": (_P, [_P, ctypes.c_char_p]),
}
# The version first: an older library lacks some of the symbols.
capi.primGetAPIVersion.restype = ctypes.c_uint32
capi.primGetAPIVersion.argtypes = []
API_VERSION = capi.primGetAPIVersion()
if API_VERSION >> 16 != 1 or (API_VERSION & 0xFFFF) < 2:
    raise ImportError(f"prim: libPrimCAPI has API version {API_VERSION >> 16}."
                      f"{API_VERSION & 0xFFFF}; this package needs 1.2 or a later 1.x")

for _name, (_restype, _argtypes) in _PROTOTYPES.items():
    _function = getattr(capi, _name)
    _function.restype = _restype
    _function.argtypes = _argtypes

# The entry types of the two packed ABIs (prim/ABI/TVMFFI.h, TVMLegacy.h).
FFI_ENTRY = ctypes.CFUNCTYPE(ctypes.c_int, _P, _P, ctypes.c_int32, _P)
LEGACY_ENTRY = ctypes.CFUNCTYPE(ctypes.c_int, _P, _P, ctypes.c_int, _P, _P, _P)


# DLPack (dlpack/dlpack.h).
class DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class DLTensor(ctypes.Structure):
    _fields_ = [
        ("data", ctypes.c_void_p),
        ("device", DLDevice),
        ("ndim", ctypes.c_int32),
        ("dtype", DLDataType),
        ("shape", ctypes.POINTER(ctypes.c_int64)),
        ("strides", ctypes.POINTER(ctypes.c_int64)),
        ("byte_offset", ctypes.c_uint64),
    ]


class DLManagedTensor(ctypes.Structure):
    _fields_ = [("dl_tensor", DLTensor), ("manager_ctx", ctypes.c_void_p),
                ("deleter", ctypes.c_void_p)]


DL_CPU = 1
DL_INT, DL_UINT, DL_FLOAT, DL_COMPLEX = 0, 1, 2, 5

_capsule_get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_get_pointer.restype = ctypes.c_void_p
_capsule_get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]


def dltensor_from_capsule(capsule):
    """The DLTensor inside a "dltensor" capsule that __dlpack__ returned.
    The capsule keeps ownership: it stays unconsumed and frees the tensor
    when it is collected."""
    managed = _capsule_get_pointer(capsule, b"dltensor")
    return ctypes.cast(managed, ctypes.POINTER(DLManagedTensor)).contents.dl_tensor
