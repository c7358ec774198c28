# Helpers shared by Prim's libraries and tools.
#
# Every Prim library links the MLIR shared library (libMLIR.so) and nothing
# else from MLIR: one link mode, so no binary ever holds two copies of MLIR
# (test/Build/one-copy-of-mlir.test checks the tools and libPrimCAPI.so).

# add_prim_library(name sources... [DEPENDS targets...] [LINK_LIBS libs...])
function(add_prim_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;LINK_LIBS" ${ARGN})
  add_mlir_library(${name} ${ARG_UNPARSED_ARGUMENTS}
    ADDITIONAL_HEADER_DIRS ${PRIM_SOURCE_DIR}/include/prim
    DEPENDS ${ARG_DEPENDS}
    DISABLE_INSTALL
    LINK_LIBS PUBLIC MLIR ${ARG_LINK_LIBS})
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
