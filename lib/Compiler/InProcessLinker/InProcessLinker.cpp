//===- InProcessLinker.cpp - lld in the compiler's process ----------------===//

#include "prim/Compiler/InProcessLinker.h"

#include "lld/Common/Driver.h"

#include <mutex>
#include <vector>

LLD_HAS_DRIVER(elf)

bool mlir::prim::runLLDInProcess(llvm::ArrayRef<const char *> args,
                                 std::string &messages) {
  // lld keeps its state in globals: one link at a time in a process, and
  // none after a link that crashed (it may have left them corrupt).
  static std::mutex mutex;
  static bool crashed = false;
  std::lock_guard<std::mutex> lock(mutex);
  if (crashed) {
    messages = "lld crashed in an earlier link of this process";
    return false;
  }
  std::vector<const char *> command = {"ld.lld"};
  command.insert(command.end(), args.begin(), args.end());
  llvm::raw_string_ostream stream(messages);
  lld::Result result =
      lld::lldMain(command, stream, stream, {{lld::Gnu, &lld::elf::link}});
  crashed = !result.canRunAgain;
  return result.retCode == 0;
}
