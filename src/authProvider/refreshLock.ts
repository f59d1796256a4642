/** The part of the Web Locks API (navigator.locks) the session uses. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Runs `task` while no other holder of the lock runs one; resolves with its result. */
export type ExclusiveLock = <T>(task: () => Promise<T>) => Promise<T>;

/** The one name every tab of the origin queues on to touch the refresh token. */
export const REFRESH_LOCK_NAME = 'vrpl-refresh';

function browserLocks(): LockManagerLike | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

/**
 * The refresh lock: across every tab of the origin through Web Locks; where the API is missing
 * (insecure origins, jsdom) tasks still queue one after the other within this tab.
 */
export function createRefreshLock(locks: LockManagerLike | null = browserLocks()): ExclusiveLock {
  if (locks) return (task) => locks.request(REFRESH_LOCK_NAME, task);
  let queue: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
}
