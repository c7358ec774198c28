// A comment's error(at, "not a message") is no diagnostic call.
bool fail(SMLoc at, const llvm::Twine &message);

bool check(Expr *e, StringRef name, int n) {
  if (n == 0)
    return fail(e->loc, "the first message is tested");
  if (n == 1)
    return error(e, "an untested message, "
                    "written on two lines");
  if (n == 2)
    return error(e, "'" + name + "' takes " + std::to_string(n) +
                        " arguments, " + describe(e, "not a piece"));
  if (n == 4)
    return error(e, "a message no input reaches");
  if (n == 3)
    return error(e, std::string("a converted ") + "message");
  return emitError(R"(a raw "string" message)");
}
