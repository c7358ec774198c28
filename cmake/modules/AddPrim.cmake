# Helpers shared by Prim's libraries and tools.
#
# Every Prim library links the MLIR shared library (libMLIR.so) and nothing
# else from MLIR: one link mode, so no binary ever holds two copies of MLIR
# (test/Build/one-copy-of-mlir.test checks the tools and libPrimCAPI.so).
# The one exception is a tool made with add_prim_static_tool, which holds
# all of MLIR, LLVM and lld statically and loads neither shared library.

# add_prim_library(name sources... [NO_MLIR] [DEPENDS targets...]
#                  [LINK_LIBS libs...])
#
# NO_MLIR: a library of plain C++ over LLVM's Support (the TVMScript
# syntax), which links no MLIR, so that its users and tests need none.
function(add_prim_library name)
  cmake_parse_arguments(ARG "NO_MLIR" "" "DEPENDS;LINK_LIBS" ${ARGN})
  if(ARG_NO_MLIR)
    set(links LINK_COMPONENTS Support LINK_LIBS PUBLIC ${ARG_LINK_LIBS})
  else()
    set(links LINK_LIBS PUBLIC MLIR ${ARG_LINK_LIBS})
  endif()
  add_mlir_library(${name} ${ARG_UNPARSED_ARGUMENTS}
    ADDITIONAL_HEADER_DIRS ${PRIM_SOURCE_DIR}/include/prim
    DEPENDS ${ARG_DEPENDS}
    DISABLE_INSTALL
    ${links})
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${PRIM_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${PRIM_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:include>)
  install(TARGETS ${name} EXPORT PrimTargets
    LIBRARY DESTINATION lib ARCHIVE DESTINATION lib RUNTIME DESTINATION bin)
  set_property(GLOBAL APPEND PROPERTY PRIM_ALL_LIBS ${name})
endfunction()

# add_prim_tool(name sources... [LINK_LIBS libs...])
function(add_prim_tool name)
  cmake_parse_arguments(ARG "" "" "LINK_LIBS" ${ARGN})
  add_llvm_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PRIVATE MLIR ${ARG_LINK_LIBS})
  install(TARGETS ${name} EXPORT PrimTargets RUNTIME DESTINATION bin)
endfunction()

# add_prim_static_tool(name sources... [LINK_LIBS prim-libs...]
#                      [ORDER_FILE file])
#
# A tool linked with the static archives of MLIR, LLVM (with its static
# extensions, Polly on Debian: libLLVMLTO.a refers to it) and lld, instead
# of libMLIR.so and libLLVM.so. The dynamic loader spends about 50 ms
# resolving those two libraries' symbols, a third of a compile of 10 small
# functions. The Prim libraries in LINK_LIBS, and the Prim libraries they
# link, are linked as archives by path: as targets, their link interface
# would bring libMLIR.so back. ld.lld links it (in seconds; GNU ld takes
# 20 s and 1.4 GiB), and it takes only the members it needs, in any order.
# ORDER_FILE lists the functions the tool runs, which the link lays out
# first, side by side (utils/gen_order_file.py writes it).
function(add_prim_static_tool name)
  cmake_parse_arguments(ARG "" "ORDER_FILE" "LINK_LIBS" ${ARGN})
  add_llvm_executable(${name} DISABLE_LLVM_LINK_LLVM_DYLIB
    ${ARG_UNPARSED_ARGUMENTS})

  get_property(prim_libs GLOBAL PROPERTY PRIM_ALL_LIBS)
  set(pending ${ARG_LINK_LIBS})
  set(archives)
  set(linked)
  while(pending)
    list(POP_FRONT pending lib)
    if(lib IN_LIST linked OR lib MATCHES "^(MLIR|LLVM)$")
      continue()
    endif()
    list(APPEND linked ${lib})
    if(lib IN_LIST prim_libs)
      get_target_property(deps ${lib} LINK_LIBRARIES)
      list(APPEND pending ${deps})
      add_dependencies(${name} ${lib})
    elseif(lib MATCHES "^lld")
      get_target_property(deps ${lib} INTERFACE_LINK_LIBRARIES)
      list(FILTER deps INCLUDE REGEX "^lld")
      list(APPEND pending ${deps})
    elseif(IS_ABSOLUTE "${lib}" AND lib MATCHES "\\.a$")
      # An archive by path: compiler-rt's builtins, for the JIT.
      list(APPEND archives ${lib})
      continue()
    else()
      message(FATAL_ERROR "${name}: cannot link ${lib} statically")
    endif()
    list(APPEND archives $<TARGET_FILE:${lib}>)
  endwhile()

  # Every static MLIR and LLVM library and the static libraries they link
  # (PollyISL, which only Polly names).
  get_property(pending GLOBAL PROPERTY MLIR_ALL_LIBS)
  list(APPEND pending ${LLVM_AVAILABLE_LIBS})
  while(pending)
    list(POP_FRONT pending lib)
    if(lib IN_LIST linked OR NOT TARGET ${lib})
      continue()
    endif()
    list(APPEND linked ${lib})
    get_target_property(type ${lib} TYPE)
    if(type STREQUAL "STATIC_LIBRARY")
      list(APPEND archives $<TARGET_FILE:${lib}>)
      get_target_property(deps ${lib} INTERFACE_LINK_LIBRARIES)
      if(deps)
        list(APPEND pending ${deps})
      endif()
    endif()
  endwhile()

  # What LLVMSupport needs from the system; --as-needed drops what no
  # member taken uses (libz3.so, for the solver that Prim never runs).
  get_target_property(system_libs LLVMSupport INTERFACE_LINK_LIBRARIES)
  list(FILTER system_libs EXCLUDE REGEX "^LLVM")
  target_link_libraries(${name} PRIVATE ${archives} -Wl,--as-needed
    ${system_libs})
  # Start-up is most of a small compile, and it is mostly page faults. A
  # position-dependent executable with libstdc++ inside leaves the loader
  # nothing to write into the relocated read-only data (in a PIE, 230,000
  # relative relocations; else 11,800 pointers to libstdc++'s type_info
  # vtables), so those pages are not copied on write; Debian builds GCC's
  # cc1 position-dependent too. keep-text-section-prefix puts the static
  # constructors (.text.startup) side by side instead of one page per
  # translation unit.
  target_link_options(${name} PRIVATE -fuse-ld=lld -no-pie -static-libstdc++
    -static-libgcc LINKER:-z,keep-text-section-prefix)
  # Names the binary lacks (the list was made with another LLVM, or names
  # a function the linker dropped) are no error.
  if(ARG_ORDER_FILE AND EXISTS ${ARG_ORDER_FILE})
    target_link_options(${name} PRIVATE
      LINKER:--symbol-ordering-file=${ARG_ORDER_FILE}
      LINKER:--no-warn-symbol-ordering)
    set_property(TARGET ${name} APPEND PROPERTY LINK_DEPENDS
      ${ARG_ORDER_FILE})
  endif()
  install(TARGETS ${name} EXPORT PrimTargets RUNTIME DESTINATION bin)
endfunction()
