import { QUERY_RETRY } from '@/queryClient';

/**
 * How a record screen reads its record through react-admin's EditBase/ShowBase: with the app's retry rule,
 * and a failed read shown on the page itself (RecordPage's alert) instead of react-admin's default
 * notification and redirect to the list.
 */
const recordQueryOptions = { ...QUERY_RETRY, onError: () => undefined };

export const SHOW_BASE_PROPS = { queryOptions: recordQueryOptions, redirectOnError: false } as const;

/**
 * An edit screen saves while the admin waits for the server's answer (no undo window: the API's refusal
 * is shown at once) and stays on the page after saving.
 */
export const EDIT_BASE_PROPS = { ...SHOW_BASE_PROPS, mutationMode: 'pessimistic', redirect: false } as const;
