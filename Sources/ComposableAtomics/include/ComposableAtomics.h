// Composable's process-wide atomic words, for every OS version the package supports.
//
// Swift's own `Atomic` (the Synchronization module) needs macOS 15 / iOS 18 / tvOS 18 /
// watchOS 11 / visionOS 2; C11 atomics need nothing newer than the package's minimums. Each
// word is one global defined in ComposableAtomics.c and used only through the functions
// below, so no pointer to it reaches Swift. All are lock-free on every CPU these platforms
// run on (the largest is 64 bits, and arm64, arm64_32 and x86_64 have 64-bit atomic
// instructions), so the termination-signal handler may use them: AtomicWordTests asserts
// `composable_atomics_are_lock_free()`.
#pragma once

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

extern _Atomic(uintptr_t) composable_reducing_thread_word;
extern _Atomic(uint64_t) composable_reduction_word;
extern _Atomic(uint64_t) composable_reduction_origin_word;
extern _Atomic(uint64_t) composable_observation_version_word;
extern _Atomic(bool) composable_shared_changes_pending_word;
extern _Atomic(int32_t) composable_termination_pipe_word;
extern _Atomic(int32_t) composable_termination_owner_word;
extern _Atomic(bool) composable_termination_taken_word;

/// Whether every word above is always lock-free (so usable in a signal handler).
bool composable_atomics_are_lock_free(void);

// The thread running a store's reduction on the main actor (0: none). Relaxed: each thread
// compares the word with its own identifier, which only it ever writes there.
static inline uintptr_t composable_reducing_thread_exchange(uintptr_t value) {
  return atomic_exchange_explicit(&composable_reducing_thread_word, value, memory_order_relaxed);
}
static inline void composable_reducing_thread_store(uintptr_t value) {
  atomic_store_explicit(&composable_reducing_thread_word, value, memory_order_relaxed);
}
static inline uintptr_t composable_reducing_thread_load(void) {
  return atomic_load_explicit(&composable_reducing_thread_word, memory_order_relaxed);
}

// The running reduction's number and its origin's (relaxed, as above: main-actor writes).
static inline uint64_t composable_reduction_exchange(uint64_t value) {
  return atomic_exchange_explicit(&composable_reduction_word, value, memory_order_relaxed);
}
static inline void composable_reduction_store(uint64_t value) {
  atomic_store_explicit(&composable_reduction_word, value, memory_order_relaxed);
}
static inline uint64_t composable_reduction_load(void) {
  return atomic_load_explicit(&composable_reduction_word, memory_order_relaxed);
}
static inline uint64_t composable_reduction_origin_exchange(uint64_t value) {
  return atomic_exchange_explicit(&composable_reduction_origin_word, value, memory_order_relaxed);
}
static inline void composable_reduction_origin_store(uint64_t value) {
  atomic_store_explicit(&composable_reduction_origin_word, value, memory_order_relaxed);
}
static inline uint64_t composable_reduction_origin_load(void) {
  return atomic_load_explicit(&composable_reduction_origin_word, memory_order_relaxed);
}

/// The next `IdentifiedArray` observation version: the counter after adding 1 (wrapping).
static inline uint64_t composable_next_observation_version(void) {
  return atomic_fetch_add_explicit(&composable_observation_version_word, 1, memory_order_relaxed)
    + 1;
}

// Whether shared values changed in a reduction wait to be told (release / acquire).
static inline void composable_shared_changes_pending_store(bool value) {
  atomic_store_explicit(&composable_shared_changes_pending_word, value, memory_order_release);
}
static inline bool composable_shared_changes_pending_load(void) {
  return atomic_load_explicit(&composable_shared_changes_pending_word, memory_order_acquire);
}

// The termination-signal handler's words (sequentially consistent).
static inline void composable_termination_pipe_store(int32_t value) {
  atomic_store(&composable_termination_pipe_word, value);
}
static inline int32_t composable_termination_pipe_load(void) {
  return atomic_load(&composable_termination_pipe_word);
}
static inline void composable_termination_owner_store(int32_t value) {
  atomic_store(&composable_termination_owner_word, value);
}
static inline int32_t composable_termination_owner_load(void) {
  return atomic_load(&composable_termination_owner_word);
}
/// Takes the signal: true the first time only.
static inline bool composable_termination_take(void) {
  return !atomic_exchange(&composable_termination_taken_word, true);
}
