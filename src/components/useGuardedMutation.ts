import {
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useSubmitGuard } from './useSubmitGuard';

/**
 * react-query's useMutation for the actions that create or change something: `mutate` runs one at a time
 * (a double-click's second call does nothing while the first is in flight, useSubmitGuard) and `isPending`
 * is true from the click itself, for the button's `loading`. `mutateAsync` is react-query's own.
 */
export function useGuardedMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TOnMutateResult = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  const mutation = useMutation(options);
  const { busy, guard } = useSubmitGuard();
  const mutate: typeof mutation.mutate = (...args) => {
    void guard(() => mutation.mutateAsync(...args));
  };
  // The result's status fields stay react-query's; only isPending also covers the click before them.
  return { ...mutation, mutate, isPending: mutation.isPending || busy } as UseMutationResult<
    TData,
    TError,
    TVariables,
    TOnMutateResult
  >;
}
