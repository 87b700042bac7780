#include "ComposableTestingLoader.h"

// Defined in ComposableTesting (Swift, `@_cdecl`), which depends on this target, so the two
// are always linked together.
extern void composable_testing_install_reporter(void);

// Runs when the image that links ComposableTesting (a test binary) is loaded.
__attribute__((constructor)) static void composable_testing_loader(void) {
  composable_testing_install_reporter();
}

int composable_testing_loader_linked(void) {
  return 1;
}
