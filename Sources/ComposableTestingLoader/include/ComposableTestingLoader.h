// Installs ComposableTesting's diagnostics reporter when the test binary loads, so that a
// plain Store's runtime warnings fail the running test whether or not a TestStore was
// created first. The constructor in the .c file does it.
#pragma once

// Called by ComposableTesting's reporter installation. It does nothing but be referenced: a
// linker that takes ComposableTesting from a static archive keeps only the archive's
// objects that something references, and this reference keeps the constructor's object
// wherever the reporter's own code is linked (every TestStore links it).
// Scripts/test-static-link.sh proves it on a static archive.
int composable_testing_loader_linked(void);
