# -*- Python -*-
import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "PRIM"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.prim_obj_root, "test")
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%prim_src_root", config.prim_src_root))
config.substitutions.append(("%prim_obj_root", config.prim_obj_root))
# Tests that check the shape of optimized IR pin one target, so that their
# result does not depend on the machine that runs them (the default triple
# is the host's).
config.substitutions.append(
    ("%pinned_target", "--target=x86_64-unknown-linux-gnu --mcpu=x86-64")
)

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
tool_dirs = [config.prim_tools_dir, config.llvm_tools_dir]
tools = [
    ToolSubst(tool, unresolved="fatal")
    for tool in ["prim-opt", "prim-translate", "prim-compile", "prim-lsp-server"]
]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# Execution tests: C drivers, built by the host C compiler, call what
# prim-compile produced through its packed entries. `--param sanitize=1`
# (utils/check.sh --sanitize) builds them and links a PrimRuntime with
# ASan+UBSan, and has prim-compile instrument the generated code for ASan
# (%prim_sanitize). %tsan_cc/%tsan_runtime always use ThreadSanitizer.
driver_cflags = (
    f"-std=c11 -D_GNU_SOURCE -g -O1 -Wall -Wextra -Werror"
    f" -I{config.prim_src_root}/include"
    f" -I{config.prim_src_root}/test/Execution/Inputs"
    f" -I{config.prim_src_root}/test/Inputs"
)


def runtime_flags(library):
    return (
        f"-L{config.prim_runtime_dir} -l{library}"
        f" -Wl,-rpath,{config.prim_runtime_dir} -ldl -lpthread"
    )


if lit_config.params.get("sanitize"):
    sanitize = "-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
    config.substitutions.append(("%cc", f"{config.host_cc} {driver_cflags} {sanitize}"))
    config.substitutions.append(("%prim_runtime", runtime_flags("PrimRuntimeASan")))
    config.substitutions.append(("%prim_sanitize", "--sanitize=address"))
    config.environment["ASAN_OPTIONS"] = "detect_leaks=1:halt_on_error=1"
    config.environment["UBSAN_OPTIONS"] = "halt_on_error=1:print_stacktrace=1"
else:
    config.substitutions.append(("%cc", f"{config.host_cc} {driver_cflags}"))
    config.substitutions.append(("%prim_runtime", runtime_flags("PrimRuntime")))
    config.substitutions.append(("%prim_sanitize", ""))
config.substitutions.append(
    ("%tsan_cc", f"{config.host_cc} {driver_cflags} -fsanitize=thread")
)
config.substitutions.append(("%tsan_runtime", runtime_flags("PrimRuntimeTSan")))
