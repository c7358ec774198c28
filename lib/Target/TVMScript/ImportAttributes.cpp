//===- ImportAttributes.cpp - Function attributes and annotations ---------===//
//
// A T.func_attr entry either changes the code generated for the function
// ("target", "calling_conv") or is a fact for TVM's own passes
// ("layout_free_buffers", "schedule_rule", user keys, ...), which is
// accepted and ignored. docs/TVMScript.md lists both. I.module_attrs
// entries are read the same way, and so are the annotations of TVM main's
// allocations, but for their alignment.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::StringRef;

bool ModuleImporter::readFunctionAttr(FuncInfo &info, Expr *key, Expr *value) {
  if (key->name == "target")
    return readTarget(info, value);
  if (key->name == "calling_conv") {
    Expr *v = value;
    if (v->kind == Expr::Call && v->children.size() == 2 &&
        parseDTypeCallee(calleeName(v->children[0].get())) == DType::i(32))
      v = v->children[1].get();
    std::optional<int64_t> conv = staticInt(v);
    if (!conv)
      return fail(value->loc, "'calling_conv' takes an integer");
    // TVM's CallingConv: 0 is the default (MakePackedAPI wraps the
    // function); any other value keeps the function's own C signature, as
    // api(unpacked) does. TVM's build compiles a kernel launch (2) for a
    // CPU target so too: its code generator emits the function as written.
    info.unpacked = *conv != 0;
    return true;
  }
  // Every other attribute informs TVM's passes and changes nothing here.
  return true;
}

/// Reads `T.target("llvm -mcpu=... -mattr=...", host=...)` or its dict form
/// `T.target({"kind": "llvm", "mcpu": ..., "mattr": [...]})`, or the same
/// arguments of `tvm.target.Target`, which T.target constructs.
bool ModuleImporter::readTarget(FuncInfo &info, Expr *value) {
  Builtin callee = value->kind == Expr::Call
                       ? builtinOf(value->children[0].get())
                       : Builtin::None;
  if ((callee != Builtin::T_target && callee != Builtin::tvm_target_Target) ||
      value->children.size() != 2)
    return fail(value->loc, "'target' takes T.target(...)");
  Expr *spec = value->children[1].get();
  std::string kind;
  std::vector<std::pair<std::string, Expr *>> options;
  SmallVector<std::string> features;
  if (spec->kind == Expr::Str) {
    SmallVector<StringRef> words;
    StringRef(spec->name).split(words, ' ', -1, /*KeepEmpty=*/false);
    if (words.empty())
      return fail(spec->loc, "an empty target");
    kind = words.front().str();
    for (StringRef word : llvm::drop_begin(words)) {
      auto [name, arg] = word.ltrim('-').split('=');
      if (name == "mcpu")
        info.targetCpu = arg.str();
      else if (name == "mattr")
        features.push_back(arg.str());
      else if (name == "mtriple")
        return fail(spec->loc, "a function's '-mtriple' is not supported: "
                               "the module's triple is prim-compile's "
                               "--target");
    }
  } else if (spec->kind == Expr::Dict) {
    for (size_t i = 0; i + 1 < spec->children.size(); i += 2) {
      Expr *k = spec->children[i].get(), *v = spec->children[i + 1].get();
      if (k->kind != Expr::Str)
        return fail(k->loc, "a target's keys are strings");
      auto string = [&](std::string &out) {
        if (v->kind != Expr::Str)
          return fail(v->loc, "target '" + k->name + "' takes a string");
        out = v->name;
        return true;
      };
      if (k->name == "kind" && !string(kind))
        return false;
      if (k->name == "mcpu" && !string(info.targetCpu))
        return false;
      if (k->name == "mtriple")
        return fail(k->loc, "a function's 'mtriple' is not supported: the "
                            "module's triple is prim-compile's --target");
      if (k->name != "mattr")
        continue;
      if (v->kind == Expr::Str) {
        features.push_back(v->name);
        continue;
      }
      if (v->kind != Expr::List && v->kind != Expr::Tuple)
        return fail(v->loc, "target 'mattr' takes a list of strings");
      for (ExprPtr &f : v->children) {
        if (f->kind != Expr::Str)
          return fail(f->loc, "target 'mattr' takes a list of strings");
        features.push_back(f->name);
      }
    }
  } else {
    return fail(spec->loc, "T.target takes a target string or dict");
  }
  // "c" is TVM's C code generator for the same CPU. On another target, a
  // function runs on its host: TVM's MakePackedAPI moves a function with no
  // device region there, and the importer refuses every device region
  // (thread bindings, T.launch_thread, "thread_extent"). The host is the
  // module's CPU, as TVM's default host is "llvm".
  if (kind != "llvm" && kind != "c") {
    info.targetCpu.clear();
    return true;
  }
  info.targetFeatures = llvm::join(features, ",");
  return true;
}

bool ModuleImporter::checkModuleAttrs(Expr *call) {
  if (!checkArgCount(call, 1, 1, "I.module_attrs"))
    return false;
  Expr *dict = call->children[1].get();
  if (dict->kind != Expr::Dict)
    return fail(dict->loc, "I.module_attrs takes a dict");
  for (size_t i = 0; i < dict->children.size(); i += 2) {
    Expr *key = dict->children[i].get();
    if (key->kind != Expr::Str)
      return fail(key->loc, "a module attribute's key is a string");
    // These tell TVM's code generators how to register the module's
    // functions or what to link with it; prim-compile's options decide that.
    if (llvm::is_contained({"system_lib_prefix", "external_mods",
                            "const_name_to_constant", "device_contexts"},
                           key->name))
      return fail(key->loc, "module attribute '" + key->name +
                                "' is not supported: how the module is "
                                "registered and linked is prim-compile's "
                                "choice");
  }
  // Every other attribute informs TVM's passes and changes nothing here.
  return true;
}

bool ImporterBase::readAlign(Expr *at, int64_t align, BufferDecl &decl) {
  if (align > 0 && !llvm::isPowerOf2_64(align))
    return fail(at->loc, "'align' must be a power of two, found " +
                             std::to_string(align));
  decl.align = align;
  return true;
}

/// TVM main's `T.alloc_buffer(..., annotations={...})`: the data alignment
/// is `align`; an empty allocated address and the keys that inform TVM's
/// passes change nothing; a volatile buffer or a fixed address is refused.
bool ImporterBase::readAllocAnnotations(Expr *dict, BufferDecl &decl) {
  if (dict->kind == Expr::NoneLit)
    return true;
  if (dict->kind != Expr::Dict)
    return fail(dict->loc, "'annotations' takes a dict");
  for (size_t i = 0; i + 1 < dict->children.size(); i += 2) {
    Expr *key = dict->children[i].get(), *value = dict->children[i + 1].get();
    if (key->kind != Expr::Str)
      return fail(key->loc, "an allocation's annotation keys are strings");
    if (key->name == "buffer_data_alignment") {
      std::optional<int64_t> align = staticInt(value);
      if (!align)
        return fail(value->loc, "'buffer_data_alignment' takes an integer "
                                "constant");
      if (!readAlign(value, *align, decl))
        return false;
    } else if (key->name == "buffer_allocated_addr") {
      if (!value->children.empty() ||
          (value->kind != Expr::List && value->kind != Expr::Tuple &&
           value->kind != Expr::NoneLit))
        return fail(value->loc, "a fixed 'buffer_allocated_addr' is not "
                                "supported: Prim's allocations are on the "
                                "stack or the heap");
    } else if (key->name == "tirx.volatile") {
      return fail(key->loc, "volatile allocations ('tirx.volatile') are not "
                            "supported: Prim's loads and stores may be "
                            "combined or removed");
    }
  }
  return true;
}
