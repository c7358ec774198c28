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
# prim-compile optimizes for the host CPU by default. Tests that check the
# shape of optimized IR pin one target, so that their result does not depend
# on the machine that runs them (which vector width LLVM picks, for example).
config.substitutions.append(
    ("%pinned_target", "--target=x86_64-unknown-linux-gnu --mcpu=x86-64")
)

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
tool_dirs = [config.prim_tools_dir, config.llvm_tools_dir]
tools = [
    ToolSubst(tool, unresolved="fatal")
    for tool in ["prim-opt", "prim-translate", "prim-compile"]
]
llvm_config.add_tool_substitutions(tools, tool_dirs)
