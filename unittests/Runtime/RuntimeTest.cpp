//===- RuntimeTest.cpp - Unit tests of PrimRuntime ------------------------===//
//
// Registry, calls and errors of both TVM ABIs, workspace, system lib and
// TVMFFIHandleInitOnce, the thread pool, plus the ABI layouts that generated code relies on.
//
//===----------------------------------------------------------------------===//

#include "prim/ABI/DLPackExt.h"
#include "prim/Runtime/PrimRuntime.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace {

//===--- ABI layouts --------------------------------------------------------===//

TEST(PrimRuntimeABI, StructLayouts) {
  EXPECT_EQ(sizeof(TVMValue), 8u);
  EXPECT_EQ(sizeof(TVMFFIAny), 16u);
  EXPECT_EQ(offsetof(TVMFFIAny, type_index), 0u);
  EXPECT_EQ(offsetof(TVMFFIAny, zero_padding), 4u);
  EXPECT_EQ(offsetof(TVMFFIAny, small_str_len), 4u);
  EXPECT_EQ(offsetof(TVMFFIAny, v_int64), 8u);
  EXPECT_EQ(offsetof(TVMFFIAny, v_obj), 8u);
  EXPECT_EQ(sizeof(TVMFFIObject), 24u);
  EXPECT_EQ(offsetof(TVMFFIObject, type_index), 8u);
  EXPECT_EQ(offsetof(TVMFFIObject, deleter), 16u);
  EXPECT_EQ(PRIM_TVM_FFI_TENSOR_DLTENSOR_OFFSET, 24);
  EXPECT_EQ(sizeof(DLTensor), 48u);
  EXPECT_EQ(offsetof(DLTensor, data), 0u);
  EXPECT_EQ(offsetof(DLTensor, device), 8u);
  EXPECT_EQ(offsetof(DLTensor, ndim), 16u);
  EXPECT_EQ(offsetof(DLTensor, dtype), 20u);
  EXPECT_EQ(offsetof(DLTensor, shape), 24u);
  EXPECT_EQ(offsetof(DLTensor, strides), 32u);
  EXPECT_EQ(offsetof(DLTensor, byte_offset), 40u);
}

TEST(PrimRuntimeABI, LegacyTypeCodes) {
  const int codes[] = {kTVMArgInt,        PRIM_TVM_ARG_UINT,    kTVMArgFloat,
                       kTVMOpaqueHandle,  kTVMNullptr,          kTVMDataType,
                       kDLDevice,         kTVMDLTensorHandle,   kTVMObjectHandle,
                       kTVMModuleHandle,  kTVMPackedFuncHandle, kTVMStr,
                       kTVMBytes,         kTVMNDArrayHandle,    kTVMObjectRValueRefArg,
                       kTVMArgBool};
  for (int i = 0; i < 16; ++i)
    EXPECT_EQ(codes[i], i);
  EXPECT_EQ(PRIM_TVM_ARG_UINT, static_cast<int>(kDLUInt));
  EXPECT_STREQ(PRIM_TVM_MODULE_CTX_SYMBOL, "__tvm_module_ctx");
  EXPECT_STREQ(PRIM_TVM_MAIN_SYMBOL, "__tvm_main__");
}

TEST(PrimRuntimeABI, FFITypeIndices) {
  const int pods[] = {kTVMFFINone,         kTVMFFIInt,          kTVMFFIBool,
                      kTVMFFIFloat,        kTVMFFIOpaquePtr,    kTVMFFIDataType,
                      kTVMFFIDevice,       kTVMFFIDLTensorPtr,  kTVMFFIRawStr,
                      kTVMFFIByteArrayPtr, kTVMFFIObjectRValueRef, kTVMFFISmallStr,
                      kTVMFFISmallBytes};
  for (int i = 0; i < 13; ++i)
    EXPECT_EQ(pods[i], i);
  const int objects[] = {kTVMFFIObject, kTVMFFIStr,    kTVMFFIBytes,  kTVMFFIError,
                         kTVMFFIFunction, kTVMFFIShape, kTVMFFITensor, kTVMFFIArray,
                         kTVMFFIMap,    kTVMFFIModule};
  for (int i = 0; i < 10; ++i)
    EXPECT_EQ(objects[i], 64 + i);
  EXPECT_EQ(kTVMFFIStaticObjectBegin, 64);
  EXPECT_STREQ(PRIM_TVM_FFI_SYMBOL_PREFIX, "__tvm_ffi_");
  EXPECT_STREQ(PRIM_TVM_FFI_MAIN_SYMBOL, "__tvm_ffi_main");
  EXPECT_STREQ(PRIM_TVM_FFI_LIBRARY_CTX_SYMBOL, "__tvm_ffi__library_ctx");
  EXPECT_EQ(PRIM_DL_BOOL, 6);
}

//===--- Legacy ABI ---------------------------------------------------------===//

int gLegacyResource;

// f(int64 a, double b, DLTensor* t) -> double: a + b + t->data[0] (f32).
int legacyAdd(TVMValue* args, int* codes, int num_args, TVMValue* ret, int* ret_code,
              void* resource) {
  if (num_args != 3 || codes[0] != kTVMArgInt || codes[1] != kTVMArgFloat ||
      codes[2] != kTVMDLTensorHandle || resource != &gLegacyResource) {
    TVMAPISetLastError("legacyAdd: bad arguments");
    return -1;
  }
  auto* t = static_cast<DLTensor*>(args[2].v_handle);
  ret->v_float64 = args[0].v_int64 + args[1].v_float64 + static_cast<float*>(t->data)[0];
  *ret_code = kTVMArgFloat;
  return 0;
}

int legacyReturnsNothing(TVMValue*, int*, int, TVMValue*, int*, void*) { return 0; }

int legacyReturnsSeven(TVMValue*, int*, int, TVMValue* ret, int* ret_code, void*) {
  ret->v_int64 = 7;
  *ret_code = kTVMArgInt;
  return 0;
}

int legacyReturnsEight(TVMValue*, int*, int, TVMValue* ret, int* ret_code, void*) {
  ret->v_int64 = 8;
  *ret_code = kTVMArgInt;
  return 0;
}

TEST(PrimRuntimeLegacy, RegisterLookupCall) {
  ASSERT_EQ(PrimRuntimeRegisterLegacyFunc("test.legacy.add", legacyAdd, &gLegacyResource, 0), 0);
  TVMFunctionHandle h = nullptr;
  ASSERT_EQ(TVMBackendGetFuncFromEnv(nullptr, "test.legacy.add", &h), 0);
  ASSERT_NE(h, nullptr);

  float data[4] = {0.25f, 0, 0, 0};
  int64_t shape[1] = {4};
  DLTensor t{data, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, shape, nullptr, 0};
  TVMValue args[3];
  int codes[3] = {kTVMArgInt, kTVMArgFloat, kTVMDLTensorHandle};
  args[0].v_int64 = 40;
  args[1].v_float64 = 1.5;
  args[2].v_handle = &t;
  TVMValue ret;
  int retCode = -1;
  ASSERT_EQ(TVMFuncCall(h, args, codes, 3, &ret, &retCode), 0);
  EXPECT_EQ(retCode, kTVMArgFloat);
  EXPECT_DOUBLE_EQ(ret.v_float64, 41.75);

  // The callee's error comes back with its message.
  codes[0] = kTVMStr;
  EXPECT_EQ(TVMFuncCall(h, args, codes, 3, &ret, &retCode), -1);
  EXPECT_STREQ(TVMGetLastError(), "legacyAdd: bad arguments");
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "RuntimeError");
}

TEST(PrimRuntimeLegacy, NoReturnValueIsNull) {
  ASSERT_EQ(PrimRuntimeRegisterLegacyFunc("test.legacy.void", legacyReturnsNothing, nullptr, 0),
            0);
  TVMFunctionHandle h = nullptr;
  ASSERT_EQ(TVMBackendGetFuncFromEnv(nullptr, "test.legacy.void", &h), 0);
  TVMValue ret;
  ret.v_int64 = 123;
  int retCode = kTVMArgInt;
  ASSERT_EQ(TVMFuncCall(h, nullptr, nullptr, 0, &ret, &retCode), 0);
  EXPECT_EQ(retCode, kTVMNullptr);
  EXPECT_EQ(ret.v_handle, nullptr);
}

TEST(PrimRuntimeLegacy, HandlesAreStableAndOverrideKeepsOldHandle) {
  ASSERT_EQ(PrimRuntimeRegisterLegacyFunc("test.legacy.ovr", legacyReturnsSeven, nullptr, 0), 0);
  TVMFunctionHandle h1 = nullptr, h2 = nullptr;
  ASSERT_EQ(TVMBackendGetFuncFromEnv(nullptr, "test.legacy.ovr", &h1), 0);
  ASSERT_EQ(TVMBackendGetFuncFromEnv(nullptr, "test.legacy.ovr", &h2), 0);
  EXPECT_EQ(h1, h2);

  EXPECT_EQ(PrimRuntimeRegisterLegacyFunc("test.legacy.ovr", legacyReturnsEight, nullptr, 0), -1);
  EXPECT_STREQ(PrimRuntimeGetLastError(),
               "PrimRuntime: a legacy TVM packed function named 'test.legacy.ovr' is already "
               "registered");

  ASSERT_EQ(PrimRuntimeRegisterLegacyFunc("test.legacy.ovr", legacyReturnsEight, nullptr, 1), 0);
  TVMFunctionHandle h3 = nullptr;
  ASSERT_EQ(TVMBackendGetFuncFromEnv(nullptr, "test.legacy.ovr", &h3), 0);
  EXPECT_NE(h3, h1);
  TVMValue ret;
  int code;
  ASSERT_EQ(TVMFuncCall(h1, nullptr, nullptr, 0, &ret, &code), 0);
  EXPECT_EQ(ret.v_int64, 7);  // the old handle still calls the old function
  ASSERT_EQ(TVMFuncCall(h3, nullptr, nullptr, 0, &ret, &code), 0);
  EXPECT_EQ(ret.v_int64, 8);
}

TEST(PrimRuntimeLegacy, UnknownName) {
  TVMFunctionHandle h = reinterpret_cast<TVMFunctionHandle>(0x1);
  EXPECT_EQ(TVMBackendGetFuncFromEnv(nullptr, "x", &h), -1);
  EXPECT_EQ(h, nullptr);
  EXPECT_STREQ(TVMGetLastError(), "PrimRuntime: no packed function named 'x' is registered");
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "RuntimeError");
}

//===--- tvm-ffi ABI --------------------------------------------------------===//

int gFFISelf;

// f(int64 a, double b, Tensor-or-DLTensor* t) -> float: a * b + t.data[1].
int ffiMulAdd(void* self, const TVMFFIAny* args, int32_t num_args, TVMFFIAny* result) {
  if (self != &gFFISelf || num_args != 3 || args[0].type_index != kTVMFFIInt ||
      args[1].type_index != kTVMFFIFloat || result->type_index != kTVMFFINone) {
    TVMFFIErrorSetRaisedFromCStr("TypeError", "ffiMulAdd: bad arguments");
    return -1;
  }
  const DLTensor* t;
  if (args[2].type_index == kTVMFFIDLTensorPtr)
    t = static_cast<const DLTensor*>(args[2].v_ptr);
  else if (args[2].type_index == kTVMFFITensor)
    t = reinterpret_cast<const DLTensor*>(reinterpret_cast<const char*>(args[2].v_obj) +
                                          PRIM_TVM_FFI_TENSOR_DLTENSOR_OFFSET);
  else {
    TVMFFIErrorSetRaisedFromCStr("TypeError", "ffiMulAdd: arg 2 is not a tensor");
    return -1;
  }
  result->type_index = kTVMFFIFloat;
  result->zero_padding = 0;
  result->v_float64 = args[0].v_int64 * args[1].v_float64 + static_cast<double*>(t->data)[1];
  return 0;
}

/// A zeroed TVMFFIAny of `typeIndex`, for the makers below to fill.
TVMFFIAny makeAny(int32_t typeIndex) {
  TVMFFIAny a;
  std::memset(&a, 0, sizeof(a));
  a.type_index = typeIndex;
  return a;
}

TVMFFIAny makeInt(int64_t v) {
  TVMFFIAny a = makeAny(kTVMFFIInt);
  a.v_int64 = v;
  return a;
}

TVMFFIAny makeFloat(double v) {
  TVMFFIAny a = makeAny(kTVMFFIFloat);
  a.v_float64 = v;
  return a;
}

TVMFFIAny makeNone() { return makeAny(kTVMFFINone); }

TVMFFIAny makeTensorPtr(DLTensor* t) {
  TVMFFIAny a = makeAny(kTVMFFIDLTensorPtr);
  a.v_ptr = t;
  return a;
}

TEST(PrimRuntimeFFI, RegisterLookupCall) {
  ASSERT_EQ(PrimRuntimeRegisterFFIFunc("test.ffi.muladd", ffiMulAdd, &gFFISelf, 0), 0);
  TVMFFIObjectHandle h = nullptr;
  ASSERT_EQ(TVMFFIEnvModLookupFromImports(nullptr, "test.ffi.muladd", &h), 0);
  ASSERT_NE(h, nullptr);

  double data[2] = {0, 0.5};
  int64_t shape[1] = {2};
  DLTensor t{data, {kDLCPU, 0}, 1, {kDLFloat, 64, 1}, shape, nullptr, 0};
  TVMFFIAny args[3] = {makeInt(6), makeFloat(7.0), makeTensorPtr(&t)};
  TVMFFIAny result = makeNone();
  ASSERT_EQ(TVMFFIFunctionCall(h, args, 3, &result), 0) << PrimRuntimeGetLastError();
  EXPECT_EQ(result.type_index, kTVMFFIFloat);
  EXPECT_DOUBLE_EQ(result.v_float64, 42.5);

  // An owning Tensor (70): the DLTensor follows the 24-byte object header.
  struct {
    TVMFFIObject header;
    DLTensor tensor;
  } tensorObj;
  std::memset(&tensorObj.header, 0, sizeof(tensorObj.header));
  tensorObj.header.type_index = kTVMFFITensor;
  tensorObj.tensor = t;
  args[2].type_index = kTVMFFITensor;
  args[2].v_obj = &tensorObj.header;
  result = makeNone();
  ASSERT_EQ(TVMFFIFunctionCall(h, args, 3, &result), 0) << PrimRuntimeGetLastError();
  EXPECT_DOUBLE_EQ(result.v_float64, 42.5);

  // The callee's error comes back with its kind and message.
  args[0] = makeFloat(1.0);
  result = makeNone();
  EXPECT_EQ(TVMFFIFunctionCall(h, args, 3, &result), -1);
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "TypeError");
  EXPECT_STREQ(PrimRuntimeGetLastError(), "ffiMulAdd: bad arguments");
}

TEST(PrimRuntimeFFI, HandleIsAFunctionObject) {
  ASSERT_EQ(PrimRuntimeRegisterFFIFunc("test.ffi.obj", ffiMulAdd, &gFFISelf, 0), 0);
  TVMFFIObjectHandle h = nullptr;
  ASSERT_EQ(TVMFFIEnvModLookupFromImports(nullptr, "test.ffi.obj", &h), 0);
  EXPECT_EQ(static_cast<TVMFFIObject*>(h)->type_index, kTVMFFIFunction);
  // tvm-ffi calls cell->safe_call(function_object, ...): that works too.
  auto* cell = reinterpret_cast<TVMFFIFunctionCell*>(static_cast<char*>(h) +
                                                     PRIM_TVM_FFI_FUNCTION_CELL_OFFSET);
  double data[2] = {0, 1.0};
  int64_t shape[1] = {2};
  DLTensor t{data, {kDLCPU, 0}, 1, {kDLFloat, 64, 1}, shape, nullptr, 0};
  TVMFFIAny args[3] = {makeInt(2), makeFloat(3.0), makeTensorPtr(&t)};
  TVMFFIAny result = makeNone();
  ASSERT_EQ(cell->safe_call(h, args, 3, &result), 0) << PrimRuntimeGetLastError();
  EXPECT_DOUBLE_EQ(result.v_float64, 7.0);
}

TEST(PrimRuntimeFFI, UnknownName) {
  TVMFFIObjectHandle h = reinterpret_cast<TVMFFIObjectHandle>(0x1);
  EXPECT_EQ(TVMFFIEnvModLookupFromImports(nullptr, "x", &h), -1);
  EXPECT_EQ(h, nullptr);
  EXPECT_STREQ(PrimRuntimeGetLastError(),
               "PrimRuntime: no packed function named 'x' is registered");
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "RuntimeError");
}

//===--- Mixing the ABIs ----------------------------------------------------===//

TEST(PrimRuntimeMixed, SeparateNamespacesAndWrongCallFails) {
  ASSERT_EQ(PrimRuntimeRegisterLegacyFunc("test.mixed.legacy", legacyReturnsSeven, nullptr, 0),
            0);
  ASSERT_EQ(PrimRuntimeRegisterFFIFunc("test.mixed.ffi", ffiMulAdd, &gFFISelf, 0), 0);

  void* h = nullptr;
  EXPECT_EQ(TVMFFIEnvModLookupFromImports(nullptr, "test.mixed.legacy", &h), -1);
  EXPECT_STREQ(PrimRuntimeGetLastError(),
               "PrimRuntime: packed function 'test.mixed.legacy' is registered for the legacy "
               "TVM ABI, not for the tvm-ffi ABI");
  EXPECT_EQ(TVMBackendGetFuncFromEnv(nullptr, "test.mixed.ffi", &h), -1);
  EXPECT_STREQ(PrimRuntimeGetLastError(),
               "PrimRuntime: packed function 'test.mixed.ffi' is registered for the tvm-ffi "
               "ABI, not for the legacy TVM ABI");

  // The same name may be registered once per ABI.
  ASSERT_EQ(PrimRuntimeRegisterFFIFunc("test.mixed.legacy", ffiMulAdd, &gFFISelf, 0), 0);

  void* legacy = nullptr;
  void* ffi = nullptr;
  ASSERT_EQ(TVMBackendGetFuncFromEnv(nullptr, "test.mixed.legacy", &legacy), 0);
  ASSERT_EQ(TVMFFIEnvModLookupFromImports(nullptr, "test.mixed.ffi", &ffi), 0);
  TVMValue ret;
  int code;
  EXPECT_EQ(TVMFuncCall(ffi, nullptr, nullptr, 0, &ret, &code), -1);
  EXPECT_STREQ(PrimRuntimeGetLastError(),
               "PrimRuntime: 'test.mixed.ffi' is a tvm-ffi packed function; call it through "
               "TVMFFIFunctionCall, not TVMFuncCall");
  TVMFFIAny result = makeNone();
  EXPECT_EQ(TVMFFIFunctionCall(legacy, nullptr, 0, &result), -1);
  EXPECT_STREQ(PrimRuntimeGetLastError(),
               "PrimRuntime: 'test.mixed.legacy' is a legacy TVM packed function; call it "
               "through TVMFuncCall, not TVMFFIFunctionCall");
  EXPECT_EQ(result.type_index, kTVMFFINone);

  EXPECT_EQ(TVMFuncCall(nullptr, nullptr, nullptr, 0, &ret, &code), -1);
  EXPECT_EQ(TVMFFIFunctionCall(nullptr, nullptr, 0, &result), -1);
}

TEST(PrimRuntimeRegistry, ConcurrentRegisterAndLookup) {
  constexpr int kThreads = 8, kPerThread = 50;
  std::vector<std::thread> threads;
  std::atomic<int> failures{0};
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([t, &failures] {
      for (int i = 0; i < kPerThread; ++i) {
        std::string name = "test.concurrent." + std::to_string(t) + "." + std::to_string(i);
        if (PrimRuntimeRegisterLegacyFunc(name.c_str(), legacyReturnsSeven, nullptr, 0) != 0)
          ++failures;
        TVMFunctionHandle h = nullptr;
        TVMValue ret;
        int code;
        if (TVMBackendGetFuncFromEnv(nullptr, name.c_str(), &h) != 0 ||
            TVMFuncCall(h, nullptr, nullptr, 0, &ret, &code) != 0 || ret.v_int64 != 7)
          ++failures;
      }
    });
  for (auto& th : threads)
    th.join();
  EXPECT_EQ(failures.load(), 0);
}

//===--- Errors -------------------------------------------------------------===//

TEST(PrimRuntimeErrors, KindsAndClear) {
  TVMAPISetLastError("legacy failure");
  EXPECT_STREQ(TVMGetLastError(), "legacy failure");
  EXPECT_STREQ(PrimRuntimeGetLastError(), "legacy failure");
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "RuntimeError");

  TVMFFIErrorSetRaisedFromCStr("ValueError", "ffi failure");
  EXPECT_STREQ(TVMGetLastError(), "ffi failure");
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "ValueError");

  PrimRuntimeClearLastError();
  EXPECT_STREQ(PrimRuntimeGetLastError(), "");
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "");
}

// The global-registry lookups find only their own ABI's registrations and
// give NULL, not an error, for a missing name, as TVM's and tvm-ffi's do.
static int noopLegacy(TVMValue*, int*, int, TVMValue*, int*, void*) { return 0; }

TEST(PrimRuntimeRegistry, GetGlobal) {
  ASSERT_EQ(PrimRuntimeRegisterLegacyFunc("test.getglobal.legacy", noopLegacy, nullptr, 1), 0);
  TVMFunctionHandle legacy = nullptr;
  EXPECT_EQ(TVMFuncGetGlobal("test.getglobal.legacy", &legacy), 0);
  EXPECT_NE(legacy, nullptr);
  EXPECT_EQ(TVMFuncGetGlobal("test.getglobal.missing", &legacy), 0);
  EXPECT_EQ(legacy, nullptr);

  TVMFFIObjectHandle ffi = &ffi;
  TVMFFIByteArray name = {"test.getglobal.legacy", 21};
  EXPECT_EQ(TVMFFIFunctionGetGlobal(&name, &ffi), 0);
  EXPECT_EQ(ffi, nullptr);
  EXPECT_EQ(TVMFFIFunctionGetGlobal(nullptr, &ffi), -1);
}

// A String object carries its bytes after the header; DecRef frees it.
TEST(PrimRuntimeObjects, StringFromByteArray) {
  TVMFFIByteArray input = {"schema", 6};
  TVMFFIAny out;
  ASSERT_EQ(TVMFFIStringFromByteArray(&input, &out), 0);
  EXPECT_EQ(out.type_index, kTVMFFIStr);
  auto* bytes = reinterpret_cast<const TVMFFIByteArray*>(
      reinterpret_cast<const char*>(out.v_obj) + sizeof(TVMFFIObject));
  EXPECT_EQ(std::string(bytes->data, bytes->size), "schema");
  EXPECT_EQ(TVMFFIObjectDecRef(out.v_obj), 0);
  EXPECT_EQ(TVMFFIStringFromByteArray(nullptr, &out), -1);
}

// TVMFFIObjectDecRef drops one strong reference; the last one runs the
// deleter, once.
static int gDeleted;
static void countDeletion(void* self, int flags) {
  (void)self;
  gDeleted += flags == kTVMFFIObjectDeleterFlagBitMaskBoth;
}

TEST(PrimRuntimeObjects, DecRefRunsTheDeleterAtZero) {
  TVMFFIObject object = {};
  object.combined_ref_count = 2;
  object.deleter = countDeletion;
  gDeleted = 0;
  EXPECT_EQ(TVMFFIObjectDecRef(&object), 0);
  EXPECT_EQ(gDeleted, 0);
  EXPECT_EQ(TVMFFIObjectDecRef(&object), 0);
  EXPECT_EQ(gDeleted, 1);
  EXPECT_EQ(TVMFFIObjectDecRef(nullptr), 0);
}

// A legacy error carries its kind as a "Kind: " prefix, as in TVM v0.20:
// TVMGetLastError keeps the string whole; only a name ending in "Error" is a
// kind (TVM's Python front end maps other names to its generic TVMError).
TEST(PrimRuntimeErrors, LegacyKindPrefix) {
  TVMAPISetLastError("TypeError: f: argument #0: expected a tensor");
  EXPECT_STREQ(TVMGetLastError(), "TypeError: f: argument #0: expected a tensor");
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "TypeError");
  EXPECT_STREQ(PrimRuntimeGetLastError(), "f: argument #0: expected a tensor");

  TVMAPISetLastError("my.func: refused");
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "RuntimeError");
  EXPECT_STREQ(PrimRuntimeGetLastError(), "my.func: refused");

  TVMAPISetLastError("ValueError:no space");
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "RuntimeError");
  TVMAPISetLastError("Error: ");
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "Error");
  EXPECT_STREQ(PrimRuntimeGetLastError(), "");

  // The message part is still what was set after the kind, when it aliases.
  TVMAPISetLastError("ValueError: again");
  TVMAPISetLastError(TVMGetLastError());
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "ValueError");
  EXPECT_STREQ(PrimRuntimeGetLastError(), "again");
}

TEST(PrimRuntimeErrors, SelfAliasingAndTruncation) {
  TVMAPISetLastError("keep me");
  TVMAPISetLastError(TVMGetLastError());
  EXPECT_STREQ(TVMGetLastError(), "keep me");
  TVMFFIErrorSetRaisedFromCStr(PrimRuntimeGetLastErrorKind(), PrimRuntimeGetLastError());
  EXPECT_STREQ(TVMGetLastError(), "keep me");
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "RuntimeError");

  std::string huge(10000, 'e');
  TVMAPISetLastError(huge.c_str());
  EXPECT_EQ(std::strlen(TVMGetLastError()), 4095u);
}

TEST(PrimRuntimeErrors, PerThread) {
  PrimRuntimeClearLastError();
  TVMFFIErrorSetRaisedFromCStr("TypeError", "main thread error");
  std::string seenInOther = "unset", kindInOther = "unset", afterSet;
  std::thread other([&] {
    seenInOther = PrimRuntimeGetLastError();
    kindInOther = PrimRuntimeGetLastErrorKind();
    TVMAPISetLastError("other thread error");
    afterSet = TVMGetLastError();
  });
  other.join();
  EXPECT_EQ(seenInOther, "");
  EXPECT_EQ(kindInOther, "");
  EXPECT_EQ(afterSet, "other thread error");
  EXPECT_STREQ(PrimRuntimeGetLastError(), "main thread error");
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "TypeError");
}

//===--- Workspace ----------------------------------------------------------===//

TEST(PrimRuntimeWorkspace, AlignedWritableAndFreed) {
  for (uint64_t n : {0ull, 1ull, 3ull, 63ull, 64ull, 65ull, 1000ull, 1ull << 20}) {
    auto* p = static_cast<unsigned char*>(TVMBackendAllocWorkspace(kDLCPU, 0, n, kDLFloat, 32));
    ASSERT_NE(p, nullptr) << "nbytes " << n;
    EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % 64, 0u) << "nbytes " << n;
    for (uint64_t i = 0; i < n; ++i)
      p[i] = static_cast<unsigned char>(i * 7 + 1);
    for (uint64_t i = 0; i < n; ++i)
      ASSERT_EQ(p[i], static_cast<unsigned char>(i * 7 + 1));
    EXPECT_EQ(TVMBackendFreeWorkspace(kDLCPU, 0, p), 0);
  }
  // nbytes 0 always gives distinct valid pointers.
  void* a = TVMBackendAllocWorkspace(kDLCPU, 0, 0, 0, 0);
  void* b = TVMBackendAllocWorkspace(kDLCPU, 0, 0, 0, 0);
  EXPECT_NE(a, nullptr);
  EXPECT_NE(a, b);
  EXPECT_EQ(TVMBackendFreeWorkspace(kDLCPU, 0, a), 0);
  EXPECT_EQ(TVMBackendFreeWorkspace(kDLCPU, 0, b), 0);
  EXPECT_EQ(TVMBackendFreeWorkspace(kDLCPU, 0, nullptr), 0);
}

TEST(PrimRuntimeWorkspace, Errors) {
  EXPECT_EQ(TVMBackendAllocWorkspace(kDLCUDA, 0, 16, 0, 0), nullptr);
  EXPECT_STREQ(PrimRuntimeGetLastError(),
               "PrimRuntime: TVMBackendAllocWorkspace supports only CPU (device_type 1), got "
               "device_type 2, device_id 0");
  EXPECT_EQ(TVMBackendFreeWorkspace(kDLCUDA, 3, nullptr), -1);
  EXPECT_EQ(TVMBackendAllocWorkspace(kDLCPU, 0, UINT64_MAX, 0, 0), nullptr);
  EXPECT_STREQ(PrimRuntimeGetLastError(),
               "PrimRuntime: TVMBackendAllocWorkspace cannot allocate 18446744073709551615 "
               "bytes");
}

//===--- System lib ---------------------------------------------------------===//

int gSymA, gSymB, gSymC;

TEST(PrimRuntimeSystemLib, RegisterAndLookup) {
  EXPECT_EQ(PrimRuntimeSystemLibLookup("test.sys.none"), nullptr);
  ASSERT_EQ(TVMBackendRegisterSystemLibSymbol("test.sys.legacy", &gSymA), 0);
  ASSERT_EQ(TVMFFIEnvModRegisterSystemLibSymbol("__tvm_ffi_test.sys", &gSymB), 0);
  EXPECT_EQ(PrimRuntimeSystemLibLookup("test.sys.legacy"), &gSymA);
  EXPECT_EQ(PrimRuntimeSystemLibLookup("__tvm_ffi_test.sys"), &gSymB);
  // A later registration replaces the earlier one, as in TVM.
  ASSERT_EQ(TVMBackendRegisterSystemLibSymbol("test.sys.legacy", &gSymC), 0);
  EXPECT_EQ(PrimRuntimeSystemLibLookup("test.sys.legacy"), &gSymC);
  EXPECT_EQ(TVMBackendRegisterSystemLibSymbol(nullptr, &gSymA), -1);
  EXPECT_EQ(PrimRuntimeSystemLibLookup(nullptr), nullptr);
}

//===--- TVMFFIHandleInitOnce -----------------------------------------------===//

constexpr int kReps = 100, kInitThreads = 8;
std::atomic<int> gInitCalls{0};
int gSlots[kReps * kInitThreads];

// Writes the slot before returning it: readers must see that write through
// the published handle (release/acquire).
int initSlot(void** result) {
  int i = gInitCalls.fetch_add(1);
  gSlots[i] = 1000 + i;
  std::this_thread::yield();  // widen the window for racing threads
  *result = &gSlots[i];
  return 0;
}

TEST(PrimRuntimeInitOnce, EightThreadsPublishOneHandle) {
  for (int rep = 0; rep < kReps; ++rep) {
    void* handle = nullptr;
    int callsBefore = gInitCalls.load();
    std::atomic<int> ready{0};
    std::atomic<bool> go{false};
    void* seen[kInitThreads] = {};
    int values[kInitThreads] = {};
    int rets[kInitThreads] = {};
    std::vector<std::thread> threads;
    for (int t = 0; t < kInitThreads; ++t)
      threads.emplace_back([&, t] {
        ++ready;
        while (!go.load(std::memory_order_acquire))
          std::this_thread::yield();
        rets[t] = TVMFFIHandleInitOnce(&handle, initSlot);
        seen[t] = __atomic_load_n(&handle, __ATOMIC_ACQUIRE);
        values[t] = *static_cast<int*>(seen[t]);
      });
    while (ready.load() != kInitThreads)
      std::this_thread::yield();
    go.store(true, std::memory_order_release);
    for (auto& th : threads)
      th.join();
    ASSERT_EQ(gInitCalls.load() - callsBefore, 1) << "rep " << rep;
    ASSERT_NE(handle, nullptr);
    for (int t = 0; t < kInitThreads; ++t) {
      EXPECT_EQ(rets[t], 0);
      EXPECT_EQ(seen[t], handle);
      EXPECT_EQ(values[t], 1000 + callsBefore);
    }
  }
}

int gFailingCalls = 0;
int initFails(void**) {
  ++gFailingCalls;
  TVMFFIErrorSetRaisedFromCStr("ValueError", "init failed");
  return -7;
}

int gValue = 5;
int initSucceeds(void** result) {
  *result = &gValue;
  return 0;
}

int initReturnsNull(void** result) {
  *result = nullptr;
  return 0;
}

TEST(PrimRuntimeInitOnce, FailurePropagatesAndRetries) {
  void* handle = nullptr;
  EXPECT_EQ(TVMFFIHandleInitOnce(&handle, initFails), -7);
  EXPECT_EQ(handle, nullptr);
  EXPECT_STREQ(PrimRuntimeGetLastError(), "init failed");
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "ValueError");
  EXPECT_EQ(TVMFFIHandleInitOnce(&handle, initFails), -7);
  EXPECT_EQ(gFailingCalls, 2);  // a failed init is retried on the next call

  EXPECT_EQ(TVMFFIHandleInitOnce(&handle, initReturnsNull), -1);
  EXPECT_EQ(handle, nullptr);
  EXPECT_STREQ(PrimRuntimeGetLastError(),
               "PrimRuntime: TVMFFIHandleInitOnce: init_func must return a non-NULL handle");

  EXPECT_EQ(TVMFFIHandleInitOnce(&handle, initSucceeds), 0);
  EXPECT_EQ(handle, &gValue);
  EXPECT_EQ(TVMFFIHandleInitOnce(&handle, initFails), 0);  // already set: not called
  EXPECT_EQ(gFailingCalls, 2);
}

//===--- Thread pool ---------------------------------------------------------===//

/// The pool starts on the first launch with TVM_NUM_THREADS threads.
int launch(FTVMParallelLambda lambda, void *closure, int numTask = 0) {
  setenv("TVM_NUM_THREADS", "4", /*overwrite=*/0);
  return TVMBackendParallelLaunch(lambda, closure, numTask);
}

struct Tasks {
  std::atomic<int> ran[64];
  std::atomic<int> numTask{0};
  std::atomic<int> beforeBarrier{0};
  std::atomic<int> sawAllBeforeBarrier{0};
};

int recordTask(int taskId, TVMParallelGroupEnv *env, void *closure) {
  auto *tasks = static_cast<Tasks *>(closure);
  tasks->ran[taskId].fetch_add(1);
  tasks->numTask.store(env->num_task);
  tasks->beforeBarrier.fetch_add(1);
  TVMBackendParallelBarrier(taskId, env);
  if (tasks->beforeBarrier.load() == env->num_task)
    tasks->sawAllBeforeBarrier.fetch_add(1);
  return 0;
}

TEST(PrimRuntimeThreadPool, EveryTaskOnceAndTheBarrierWaitsForAll) {
  for (int round = 0; round < 50; ++round) {
    Tasks tasks;
    for (auto &count : tasks.ran)
      count.store(0);
    ASSERT_EQ(launch(recordTask, &tasks), 0);
    int numTask = tasks.numTask.load();
    EXPECT_EQ(numTask, 4);
    for (int task = 0; task < 64; ++task)
      EXPECT_EQ(tasks.ran[task].load(), task < numTask ? 1 : 0) << "task " << task;
    EXPECT_EQ(tasks.sawAllBeforeBarrier.load(), numTask);
  }
}

TEST(PrimRuntimeThreadPool, FewerTasksThanThreads) {
  Tasks tasks;
  for (auto &count : tasks.ran)
    count.store(0);
  ASSERT_EQ(launch(recordTask, &tasks, 2), 0);
  EXPECT_EQ(tasks.numTask.load(), 2);
  EXPECT_EQ(tasks.ran[0].load() + tasks.ran[1].load() + tasks.ran[2].load(), 2);
}

// Workers without a task in one launch take theirs in the next.
TEST(PrimRuntimeThreadPool, FewerAndAllTasksAlternate) {
  for (int round = 0; round < 50; ++round) {
    int numTask = round % 2 ? 0 : 1 + round % 3;
    Tasks tasks;
    for (auto &count : tasks.ran)
      count.store(0);
    ASSERT_EQ(launch(recordTask, &tasks, numTask), 0);
    int expected = numTask == 0 ? 4 : numTask;
    EXPECT_EQ(tasks.numTask.load(), expected);
    for (int task = 0; task < 64; ++task)
      EXPECT_EQ(tasks.ran[task].load(), task < expected ? 1 : 0)
          << "round " << round << ", task " << task;
  }
}

// Past the pool's 20 ms of polling, its idle workers sleep: a launch must
// wake them.
TEST(PrimRuntimeThreadPool, LaunchesWakeSleepingWorkers) {
  for (int round = 0; round < 3; ++round) {
    std::this_thread::sleep_for(std::chrono::milliseconds(60));
    Tasks tasks;
    for (auto &count : tasks.ran)
      count.store(0);
    ASSERT_EQ(launch(recordTask, &tasks), 0);
    for (int task = 0; task < 64; ++task)
      EXPECT_EQ(tasks.ran[task].load(), task < 4 ? 1 : 0) << "task " << task;
    EXPECT_EQ(tasks.sawAllBeforeBarrier.load(), 4);
  }
}

int slowLastTask(int taskId, TVMParallelGroupEnv *env, void *closure) {
  if (taskId == env->num_task - 1) {
    std::this_thread::sleep_for(std::chrono::milliseconds(60));
    static_cast<std::atomic<int> *>(closure)->store(1);
  }
  return 0;
}

// The launcher, done with task 0, sleeps past its polling: the last task
// to finish must wake it, and the launch returns after that task.
TEST(PrimRuntimeThreadPool, ASlowTaskWakesTheLauncher) {
  std::atomic<int> slowDone{0};
  ASSERT_EQ(launch(slowLastTask, &slowDone), 0);
  EXPECT_EQ(slowDone.load(), 1);
}

int failInTaskTwo(int taskId, TVMParallelGroupEnv *, void *) {
  if (taskId != 2)
    return 0;
  TVMFFIErrorSetRaisedFromCStr("ValueError", "task 2 refused");
  return -1;
}

TEST(PrimRuntimeThreadPool, AFailedTaskErrorReachesTheCaller) {
  PrimRuntimeClearLastError();
  EXPECT_EQ(launch(failInTaskTwo, nullptr), -1);
  EXPECT_STREQ(PrimRuntimeGetLastErrorKind(), "ValueError");
  EXPECT_STREQ(PrimRuntimeGetLastError(), "task 2 refused");
}

int innerTask(int, TVMParallelGroupEnv *env, void *closure) {
  static_cast<std::atomic<int> *>(closure)->fetch_add(env->num_task);
  return 0;
}

int outerTask(int, TVMParallelGroupEnv *, void *closure) {
  return TVMBackendParallelLaunch(innerTask, closure, 0);
}

TEST(PrimRuntimeThreadPool, ALaunchInsideATaskRunsInItsThread) {
  std::atomic<int> innerTasks{0};
  ASSERT_EQ(launch(outerTask, &innerTasks), 0);
  // Each of the 4 outer tasks ran one inner task, of num_task 1.
  EXPECT_EQ(innerTasks.load(), 4);
}

int sumChunk(int taskId, TVMParallelGroupEnv *env, void *closure) {
  auto *values = static_cast<std::vector<int64_t> *>(closure);
  int64_t n = static_cast<int64_t>(values->size());
  int64_t chunk = (n + env->num_task - 1) / env->num_task;
  for (int64_t i = taskId * chunk; i < n && i < (taskId + 1) * chunk; ++i)
    (*values)[i] += i;
  return 0;
}

TEST(PrimRuntimeThreadPool, LaunchesFromManyThreads) {
  std::vector<std::thread> threads;
  std::atomic<int> wrong{0};
  for (int t = 0; t < 6; ++t)
    threads.emplace_back([&wrong] {
      for (int round = 0; round < 30; ++round) {
        std::vector<int64_t> values(1000, 0);
        if (launch(sumChunk, &values) != 0)
          wrong.fetch_add(1);
        for (int64_t i = 0; i < 1000; ++i)
          if (values[i] != i)
            wrong.fetch_add(1);
      }
    });
  for (std::thread &thread : threads)
    thread.join();
  EXPECT_EQ(wrong.load(), 0);
}

} // namespace
