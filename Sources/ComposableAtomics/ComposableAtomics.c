#include "ComposableAtomics.h"

_Atomic(uintptr_t) composable_reducing_thread_word = 0;
_Atomic(uint64_t) composable_reduction_word = 0;
_Atomic(uint64_t) composable_reduction_origin_word = 0;
_Atomic(uint64_t) composable_observation_version_word = 1;
_Atomic(bool) composable_shared_changes_pending_word = false;
_Atomic(int32_t) composable_termination_pipe_word = -1;
_Atomic(int32_t) composable_termination_owner_word = 0;
_Atomic(bool) composable_termination_taken_word = false;

bool composable_atomics_are_lock_free(void) {
  return atomic_is_lock_free(&composable_reducing_thread_word)
    && atomic_is_lock_free(&composable_reduction_word)
    && atomic_is_lock_free(&composable_reduction_origin_word)
    && atomic_is_lock_free(&composable_observation_version_word)
    && atomic_is_lock_free(&composable_shared_changes_pending_word)
    && atomic_is_lock_free(&composable_termination_pipe_word)
    && atomic_is_lock_free(&composable_termination_owner_word)
    && atomic_is_lock_free(&composable_termination_taken_word);
}
