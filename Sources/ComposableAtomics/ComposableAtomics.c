#include "ComposableAtomics.h"

_Atomic(uint64_t) composable_observation_version_word = 1;
_Atomic(int32_t) composable_termination_pipe_word = -1;
_Atomic(int32_t) composable_termination_owner_word = 0;
_Atomic(bool) composable_termination_taken_word = false;
_Atomic(uint64_t) composable_shared_changes_word = 0;

bool composable_atomics_are_lock_free(void) {
  return atomic_is_lock_free(&composable_observation_version_word)
    && atomic_is_lock_free(&composable_termination_pipe_word)
    && atomic_is_lock_free(&composable_termination_owner_word)
    && atomic_is_lock_free(&composable_termination_taken_word)
    && atomic_is_lock_free(&composable_shared_changes_word);
}

_Thread_local uintptr_t composable_reducing_depth_tls = 0;
_Thread_local uintptr_t composable_reducing_actor_tls = 0;
_Thread_local uint64_t composable_reduction_tls = 0;
_Thread_local uint64_t composable_reduction_origin_tls = 0;
_Thread_local bool composable_shared_changes_pending_tls = false;
_Thread_local uint64_t composable_shared_reads_tls = 0;
