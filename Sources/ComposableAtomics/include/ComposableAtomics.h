// Composable's process-wide atomic words and thread-local words, for every OS version the
// package supports.
//
// Swift's own `Atomic` (the Synchronization module) needs macOS 15 / iOS 18 / tvOS 18 /
// watchOS 11 / visionOS 2; C11 atomics need nothing newer than the package's minimums, and
// Swift has no thread-local variables. Each word is one global defined in ComposableAtomics.c
// and used only through the functions below, which Swift inlines. The atomic
// words are lock-free on every CPU these platforms run on (the largest is 64 bits, and arm64,
// arm64_32 and x86_64 have 64-bit atomic instructions), so the termination-signal handler may
// use them: AtomicWordTests asserts `composable_atomics_are_lock_free()`.
#pragma once

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

extern _Atomic(uint64_t) composable_observation_version_word;
extern _Atomic(int32_t) composable_termination_pipe_word;
extern _Atomic(int32_t) composable_termination_owner_word;
extern _Atomic(bool) composable_termination_taken_word;
extern _Atomic(uint64_t) composable_shared_changes_word;

/// Whether every word above is always lock-free (so usable in a signal handler).
bool composable_atomics_are_lock_free(void);

// What the current thread is reducing, one word each, thread-local: a reduction is
// synchronous, so it starts and ends on one thread, and reductions running at once on two
// threads never see or end each other's words. Only the owning thread reads or writes a
// thread-local word, so plain loads and stores suffice, with no exchange. `swift_private`:
// Swift sees them only
// as `__`-prefixed names; use the functions below.
// NB: The depth counts main-actor reductions only: `Reduce` takes a depth above 0 as proof
// that its caller is synchronously inside main-actor code (MainActorReduction.swift), so only
// the main-actor `MainActorReduction.begin()` may raise it. A store on another actor must mark
// its reductions with a word of its own (or one that names the actor), never this one: that
// is `composable_reducing_actor_tls`.
extern _Thread_local uintptr_t composable_reducing_depth_tls __attribute__((swift_private));
extern _Thread_local uintptr_t composable_reducing_actor_tls __attribute__((swift_private));
extern _Thread_local uint64_t composable_reduction_tls __attribute__((swift_private));
extern _Thread_local uint64_t composable_reduction_origin_tls __attribute__((swift_private));
extern _Thread_local bool composable_shared_changes_pending_tls __attribute__((swift_private));
extern _Thread_local uint64_t composable_shared_reads_tls __attribute__((swift_private));

// How many main-actor reductions this thread is inside (0: none).
static inline void composable_reducing_depth_store(uintptr_t value) {
  composable_reducing_depth_tls = value;
}
static inline uintptr_t composable_reducing_depth_load(void) {
  return composable_reducing_depth_tls;
}

// The identity of the actor (other than the main actor) whose store is reducing on this
// thread (0: none). Raised only by a reduction of a core on that actor (StoreActor).
static inline void composable_reducing_actor_store(uintptr_t value) {
  composable_reducing_actor_tls = value;
}
static inline uintptr_t composable_reducing_actor_load(void) {
  return composable_reducing_actor_tls;
}

// The number of the reduction running on this thread, and its origin's (0: none).
static inline void composable_reduction_store(uint64_t value) {
  composable_reduction_tls = value;
}
static inline uint64_t composable_reduction_load(void) {
  return composable_reduction_tls;
}
static inline void composable_reduction_origin_store(uint64_t value) {
  composable_reduction_origin_tls = value;
}
static inline uint64_t composable_reduction_origin_load(void) {
  return composable_reduction_origin_tls;
}

// Whether shared values changed in this thread's reduction wait to be told.
static inline void composable_shared_changes_pending_store(bool value) {
  composable_shared_changes_pending_tls = value;
}
static inline bool composable_shared_changes_pending_load(void) {
  return composable_shared_changes_pending_tls;
}

// How many shared values this thread has read (wrapping): a closure scope compares it before
// and after deriving its state, to know whether the derivation read one.
static inline void composable_shared_reads_increment(void) {
  composable_shared_reads_tls += 1;
}
static inline uint64_t composable_shared_reads_load(void) {
  return composable_shared_reads_tls;
}

/// How many changes of a shared value's value there were in the process: the stamp of the
/// change this call counts (wrapping only after 2^64 changes). A store's subscribers compare
/// it with the stamp they last saw (``SharedFollow``).
static inline uint64_t composable_shared_changes_advance(void) {
  return atomic_fetch_add_explicit(&composable_shared_changes_word, 1, memory_order_seq_cst) + 1;
}
static inline uint64_t composable_shared_changes_load(void) {
  return atomic_load_explicit(&composable_shared_changes_word, memory_order_seq_cst);
}

/// The next `IdentifiedArray` observation version: the counter after adding 1 (wrapping).
static inline uint64_t composable_next_observation_version(void) {
  return atomic_fetch_add_explicit(&composable_observation_version_word, 1, memory_order_relaxed)
    + 1;
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
