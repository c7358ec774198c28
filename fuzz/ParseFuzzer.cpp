//===- ParseFuzzer.cpp - Fuzz parsing and verification --------------------===//

#include "FuzzInput.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  mlir::prim::fuzz::FuzzInput input(data, size);
  (void)input.getModule();
  return 0;
}
