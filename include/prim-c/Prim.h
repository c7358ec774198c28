/*===- prim-c/Prim.h - Prim's stable embedding API ----------------*- C -*-===*
 *
 * Compiling `prim` modules from a host that does not use MLIR's C API:
 * a session with options, parsing, diagnostics through a callback, the
 * pipeline, and the outputs (LLVM IR, object bytes, a shared library on
 * disk, or a JIT whose packed entries the host calls directly).
 *
 * Stability: PRIM_API_VERSION_MAJOR changes when a symbol or a meaning
 * changes; a minor version only adds symbols. primGetAPIVersion tells a
 * host which library it runs against.
 *
 * Ownership: every object a function returns through an out-parameter
 * belongs to the caller and is released by its Destroy function (NULL is
 * accepted and ignored). A session's modules and JITs must be destroyed
 * before the session. Strings passed in are copied; strings handed out
 * live as long as the object that handed them out.
 *
 * Errors: functions return a primStatus. PRIM_STATUS_FAILED means the
 * reasons went to the session's diagnostic callback; no function aborts or
 * crashes on malformed input. A session is used by one thread at a time;
 * sessions are independent of each other.
 *
 *===----------------------------------------------------------------------===*/
#ifndef PRIM_C_PRIM_H
#define PRIM_C_PRIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32)
#define PRIM_CAPI_EXPORTED __declspec(dllexport)
#else
#define PRIM_CAPI_EXPORTED __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define PRIM_API_VERSION_MAJOR 1
#define PRIM_API_VERSION_MINOR 2

/* (major << 16) | minor of the library the host runs against. */
PRIM_CAPI_EXPORTED uint32_t primGetAPIVersion(void);

typedef enum primStatus {
  PRIM_STATUS_OK = 0,
  /* A NULL object or an option value out of range; nothing was done. */
  PRIM_STATUS_INVALID_ARGUMENT = 1,
  /* The operation failed; the diagnostics say why. */
  PRIM_STATUS_FAILED = 2,
} primStatus;

/* "ok", "invalid argument" or "failed". */
PRIM_CAPI_EXPORTED const char *primStatusGetString(primStatus status);

/*--- Options ---------------------------------------------------------------*/

typedef struct primOptions primOptions;

/* Defaults: ABI tvm-ffi, -O2, the host's triple with its baseline CPU,
 * no system library, every argument check on. */
PRIM_CAPI_EXPORTED primOptions *primOptionsCreate(void);
PRIM_CAPI_EXPORTED void primOptionsDestroy(primOptions *options);
/* "tvm-ffi" or "tvm-legacy". */
PRIM_CAPI_EXPORTED primStatus primOptionsSetABI(primOptions *options, const char *abi);
/* 0 to 3. */
PRIM_CAPI_EXPORTED primStatus primOptionsSetOptLevel(primOptions *options, int level);
/* A target triple, CPU and features ("+avx2,-fma"); NULL or "" keeps the
 * default (the host's triple, the triple's baseline CPU; "native" for the
 * host's CPU). Checked when something is compiled. */
PRIM_CAPI_EXPORTED primStatus primOptionsSetTarget(primOptions *options, const char *triple,
                                                   const char *cpu, const char *features);
/* Registers every exported symbol from a startup constructor; a non-empty
 * prefix names them as SystemLib(prefix) looks them up. */
PRIM_CAPI_EXPORTED primStatus primOptionsSetSystemLib(primOptions *options, bool enabled,
                                                      const char *prefix);
/* Whether packed entries check at run time the alignment prim.align
 * promises: adds the alignment category to the checks, or removes it. */
PRIM_CAPI_EXPORTED primStatus primOptionsSetCheckAlignment(primOptions *options, bool enabled);
/* Since 1.2. The categories of argument checks of packed entries without
 * their own checks(...), as prim-compile's --checks spells them: names of
 * type_code, ndim_dtype, shape, strides, byte_offset, device, data,
 * alignment, all or none, separated by commas; "-name" removes one, and a
 * list starting with a removal starts from all ("-alignment"). A malformed
 * list returns PRIM_STATUS_INVALID_ARGUMENT and changes nothing. */
PRIM_CAPI_EXPORTED primStatus primOptionsSetChecks(primOptions *options, const char *checks);

/*--- Sessions and diagnostics ----------------------------------------------*/

typedef struct primSession primSession;

typedef enum primSeverity {
  PRIM_SEVERITY_ERROR = 0,
  PRIM_SEVERITY_WARNING = 1,
  PRIM_SEVERITY_NOTE = 2,
  PRIM_SEVERITY_REMARK = 3,
} primSeverity;

/* One diagnostic, valid during the callback only. A diagnostic's notes
 * follow it as diagnostics of severity PRIM_SEVERITY_NOTE. */
typedef struct primDiagnostic {
  primSeverity severity;
  const char *file; /* "" when the location names no file */
  unsigned line;    /* 1-based; 0 when unknown */
  unsigned column;  /* 1-based; 0 when unknown */
  const char *message;
} primDiagnostic;

typedef void (*primDiagnosticCallback)(const primDiagnostic *diagnostic, void *user_data);

/* A session with a copy of `options` (NULL: the defaults). Until a callback
 * is set, diagnostics are printed to stderr. */
PRIM_CAPI_EXPORTED primSession *primSessionCreate(const primOptions *options);
PRIM_CAPI_EXPORTED void primSessionDestroy(primSession *session);
/* NULL callback: back to stderr. */
PRIM_CAPI_EXPORTED void primSessionSetDiagnosticCallback(primSession *session,
                                                         primDiagnosticCallback callback,
                                                         void *user_data);

/*--- Modules ---------------------------------------------------------------*/

typedef struct primModule primModule;

/* Parses and verifies a module; `buffer_name` names it in locations (NULL:
 * "<string>"). On failure *out is NULL. */
PRIM_CAPI_EXPORTED primStatus primModuleParseString(primSession *session, const char *source,
                                                    size_t size, const char *buffer_name,
                                                    primModule **out);
PRIM_CAPI_EXPORTED primStatus primModuleParseFile(primSession *session, const char *path,
                                                  primModule **out);
/* Since 1.1: imports TVMScript (docs/TVMScript.md), as
 * `prim-translate --import-tvmscript` does, into a verified module; errors
 * name the construct at its line and column of the .py text. */
PRIM_CAPI_EXPORTED primStatus primModuleImportTVMScriptString(primSession *session,
                                                              const char *source, size_t size,
                                                              const char *buffer_name,
                                                              primModule **out);
PRIM_CAPI_EXPORTED primStatus primModuleImportTVMScriptFile(primSession *session,
                                                            const char *path, primModule **out);
PRIM_CAPI_EXPORTED void primModuleDestroy(primModule *module);

/* Runs a textual pass pipeline on the module, in place, as prim-opt's
 * --pass-pipeline takes it without the "builtin.module(...)" around it:
 * "canonicalize,cse", "prim-to-llvm{abi=tvm-legacy}". On failure the module
 * is left as it was. */
PRIM_CAPI_EXPORTED primStatus primModuleRunPipeline(primModule *module, const char *pipeline);
/* The prim-to-llvm pipeline with the session's options, in place. */
PRIM_CAPI_EXPORTED primStatus primModuleLowerToLLVMDialect(primModule *module);

/*--- Outputs ---------------------------------------------------------------*/

/* Bytes the caller owns. The data is followed by a NUL byte that the size
 * does not count, so that text outputs are C strings. */
typedef struct primOutput primOutput;
PRIM_CAPI_EXPORTED const char *primOutputGetData(const primOutput *output);
PRIM_CAPI_EXPORTED size_t primOutputGetSize(const primOutput *output);
PRIM_CAPI_EXPORTED void primOutputDestroy(primOutput *output);

/* The module in MLIR's textual form. */
PRIM_CAPI_EXPORTED primStatus primModulePrint(primModule *module, primOutput **out);

/* The outputs compile a copy of a `prim` module with the session's options;
 * the module stays as it is. On failure nothing is returned or written. */

/* Optimized LLVM IR, as text. */
PRIM_CAPI_EXPORTED primStatus primModuleEmitLLVMIR(primModule *module, primOutput **out);
/* A relocatable object file's bytes. */
PRIM_CAPI_EXPORTED primStatus primModuleEmitObject(primModule *module, primOutput **out);
/* A shared library at `path`, linked by the first of clang-22, clang, cc;
 * the file is replaced only once the library is complete. */
PRIM_CAPI_EXPORTED primStatus primModuleEmitSharedLibrary(primModule *module, const char *path);

/*--- JIT -------------------------------------------------------------------*/

typedef struct primJIT primJIT;

/* Compiles the module in-process for the host. The generated code calls the
 * runtime's functions, which must be in the process's global scope
 * (PrimRuntime or a TVM runtime, linked or loaded RTLD_GLOBAL). */
PRIM_CAPI_EXPORTED primStatus primJITCreate(primModule *module, primJIT **out);
PRIM_CAPI_EXPORTED void primJITDestroy(primJIT *jit);
/* The packed entry of function `name`, to be cast to the ABI's entry type
 * (TVMFFISafeCallType or TVMBackendPackedCFunc); NULL if there is none. */
PRIM_CAPI_EXPORTED void *primJITLookupPacked(const primJIT *jit, const char *name);
/* The address of `symbol` as the object code names it; NULL if none. */
PRIM_CAPI_EXPORTED void *primJITLookupSymbol(const primJIT *jit, const char *symbol);
/* The library's description (JSON, prim/ABI/LibraryDescription.h). */
PRIM_CAPI_EXPORTED const char *primJITGetDescription(const primJIT *jit);

#ifdef __cplusplus
}
#endif

#endif /* PRIM_C_PRIM_H */
