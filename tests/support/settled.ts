/** A step's value from `Promise.allSettled`, or its error thrown: for set-ups that run steps side by side. */
export function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
