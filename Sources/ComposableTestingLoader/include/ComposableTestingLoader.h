// Installs ComposableTesting's diagnostics reporter when the test binary loads, so that a
// plain Store's runtime warnings fail the running test whether or not a TestStore was
// created first. Nothing to call: the constructor in the .c file does it.
#pragma once
