import type { QueryClient } from '@tanstack/react-query';
import type { Session } from './session';

/**
 * Forgets every cached response once the account that fetched it is gone: signed out here, signed out or
 * replaced by another account in another tab. react-admin's logout clears the cache only in the tab that
 * logs out; without this, a tab signed out elsewhere would show the previous account's data to the next.
 */
export function forgetDataOnAccountChange(session: Session, queryClient: QueryClient): () => void {
  let accountId = session.getState().user?.id ?? null;
  return session.subscribe(() => {
    const next = session.getState().user?.id ?? null;
    if (next === accountId) return;
    const previous = accountId;
    accountId = next;
    if (previous !== null) queryClient.clear();
  });
}
