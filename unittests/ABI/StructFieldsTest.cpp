//===- StructFieldsTest.cpp - The table of TVM's struct field kinds -------===//

#include "prim/ABI/StructFields.h"
#include "prim/ABI/TVMFFI.h"

#include <gtest/gtest.h>

#include <cstddef>

using namespace mlir::prim;

namespace {

/// TVM's kinds, each once and in order, with 11 (kArrKindBound_) left out.
TEST(StructFieldsTest, KindsAreTVMsInOrder) {
  std::vector<int64_t> kinds;
  for (const StructFieldInfo &field : getStructFields())
    kinds.push_back(field.kind);
  EXPECT_EQ(kinds, (std::vector<int64_t>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12,
                                         13, 14, 15}));
  EXPECT_EQ(lookupStructField(11), nullptr);
  EXPECT_EQ(lookupStructField(16), nullptr);
  EXPECT_EQ(lookupStructField(-1), nullptr);
  EXPECT_EQ(lookupStructField(5)->name, "kArrTypeCode");
}

/// Each field lies where the host compiler puts it, in the index-th element
/// of its struct's array.
TEST(StructFieldsTest, OffsetsAreTheHostCompilers) {
  TargetLayout host = TargetLayout::getHost();
  auto offset = [&](int64_t kind, int64_t index) {
    return lookupStructField(kind)->getOffset(index, host);
  };
  EXPECT_EQ(offset(0, 2), static_cast<int64_t>(2 * sizeof(DLTensor)));
  EXPECT_EQ(offset(1, 0), static_cast<int64_t>(offsetof(DLTensor, data)));
  EXPECT_EQ(offset(5, 1),
            static_cast<int64_t>(sizeof(DLTensor) + offsetof(DLTensor, dtype)));
  EXPECT_EQ(offset(6, 0), static_cast<int64_t>(offsetof(DLTensor, dtype) +
                                               offsetof(DLDataType, bits)));
  EXPECT_EQ(offset(8, 0),
            static_cast<int64_t>(offsetof(DLTensor, byte_offset)));
  EXPECT_EQ(offset(10, 0), static_cast<int64_t>(offsetof(DLTensor, device)));
  EXPECT_EQ(offset(12, 3), 3 * host.getTVMValueSize());
  EXPECT_EQ(offset(13, 1), static_cast<int64_t>(sizeof(TVMFFIAny)));
  EXPECT_EQ(offset(15, 1), static_cast<int64_t>(sizeof(TVMFFIAny) +
                                                offsetof(TVMFFIAny, v_int64)));
}

/// The C types as TIR names them, and which TVM knows each kind.
TEST(StructFieldsTest, TypesAndVersions) {
  EXPECT_EQ(lookupStructField(7)->getTIRDTypes(),
            llvm::ArrayRef<llvm::StringRef>({"uint16"}));
  EXPECT_EQ(lookupStructField(15)->getTIRDTypes(),
            llvm::ArrayRef<llvm::StringRef>({"int64", "float64", "handle"}));
  EXPECT_EQ(lookupStructField(10)->tvm, FieldTVM::Both);
  EXPECT_EQ(lookupStructField(12)->tvm, FieldTVM::V020);
  EXPECT_EQ(lookupStructField(14)->tvm, FieldTVM::Main);
}

} // namespace
